"""A seeded tournament that measures the levels: each level against random
play in every game, hard against easy in the two-player games, and the solo
penalty of Even at Odds. `python3 build.py strength` prints the table."""

from __future__ import annotations

from typing import Callable, Optional

from .. import GAMES
from ..core import Move, Seat, State
from . import LEVELS, choose_move
from .simple import random_move

Player = Callable[[State, Seat, int], Move]

SETUPS: dict[str, dict] = {
    "even-at-odds": {"players": 2},
    "even-odds": {"players": 4, "rounds": 1},
    "dualities": {"players": 2},
    "beat-the-odds": {"players": 2, "target": 50},
    "evening": {"players": 2, "size": 5},
}


def bot(level: str, seconds: Optional[float]) -> Player:
    return lambda state, seat, seed: choose_move(state, seat, level, seed=seed, seconds=seconds)


def play(game_id: str, players: dict[Seat, Player], seed: int) -> State:
    """One game; seats missing from `players` play at random."""
    setup = dict(SETUPS[game_id])
    state = GAMES[game_id].start(seed=seed, **setup)
    while not state.over:
        seat = state.to_move[0]
        chooser = players.get(seat, random_move)
        state = state.play(chooser(state, seat, seed), seat)
    return state


def share(state: State, seat: Seat) -> float:
    return 1.0 / len(state.winners) if seat in state.winners else 0.0


def match(game_id: str, first: Player, second: Optional[Player], games: int) -> float:
    """`first`'s share of wins, alternating its seat; `second` None is random play."""
    total = 0.0
    for seed in range(games):
        seat = seed % SETUPS[game_id]["players"]
        players = {seat: first}
        if second is not None:
            players[1 - seat] = second
        total += share(play(game_id, players, seed), seat)
    return total / games


def points(game_id: str, player: Player, games: int) -> tuple[float, float]:
    """Mean points of `player` in seat 0 and of the random seats (lower is better)."""
    mine = others = 0.0
    for seed in range(games):
        state = play(game_id, {0: player}, seed)
        mine += state.scores[0]
        others += sum(state.scores[1:]) / (state.players - 1)
    return mine / games, others / games


def solo_penalty(player: Optional[Player], games: int) -> float:
    total = 0
    for seed in range(games):
        state = GAMES["even-at-odds"].start(players=1, seed=seed)
        while not state.over:
            state = state.play((player or random_move)(state, 0, seed))
        total += state.scores[0]
    return total / games


def report(games: int = 6, seconds: Optional[float] = None) -> str:
    lines = [f"Share of wins over {games} seeded games (budget: {seconds or 'each level'} s per move)", ""]
    header = f"{'game':14s} " + " ".join(f"{level + ' v random':>16s}" for level in LEVELS) + f" {'hard v easy':>12s}"
    lines += [header, "-" * len(header)]
    for game_id in SETUPS:
        if SETUPS[game_id]["players"] > 2:
            continue
        row = [match(game_id, bot(level, seconds), None, games) for level in LEVELS]
        duel = match(game_id, bot("hard", seconds), bot("easy", seconds), games)
        lines.append(f"{game_id:14s} " + " ".join(f"{value:16.0%}" for value in row) + f" {duel:12.0%}")
    lines += ["", "Even Odds, one round with three random seats, mean points (lower is better):"]
    for level in LEVELS:
        mine, others = points("even-odds", bot(level, seconds), games)
        lines.append(f"  {level:6s} {mine:5.1f}   random seats {others:5.1f}")
    lines += ["", "Even at Odds solo, mean penalty (lower is better):"]
    lines.append("  random " + f"{solo_penalty(None, games):.1f}")
    for level in LEVELS:
        lines.append(f"  {level:6s} " + f"{solo_penalty(bot(level, seconds), games):.1f}")
    return "\n".join(lines)
