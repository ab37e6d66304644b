"""Puzzles from games between the computer players: positions near the end
where the side to move has exactly one winning legal move, and keeps having
exactly one at each of its turns until the game is won whatever is played,
the defender resisting as long as it can (the solver's choice)."""

from __future__ import annotations

import multiprocessing
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import oddsevens
from oddsevens import State
from oddsevens.ai import choose_move
from oddsevens.core import Move
from oddsevens.puzzles import DIFFICULTIES, difficulty_of

from .judge import Judge, TooBig

REACH = {"dualities": 26, "evening": 16}
"""The most empty cells of a position the miner tries: beyond, the solver
needs too long (and Dualities' medium games are decided by then)."""
LEVEL = "medium"
"""The computer player whose games the puzzles come from: easy's games turn
lopsided sooner, and fewer of their positions near the end are close."""
MIN_NEAR_MISSES = 2
"""Legal moves that lose a puzzle needs at least: one winning move against
one losing one (place the last stone or pass) is hardly a puzzle."""


@dataclass(frozen=True)
class Found:
    """A puzzle before it has an id."""

    record: dict[str, Any]
    solution: list[list[Any]]
    winner_moves: int
    near_misses: int
    """The legal moves of the puzzle's position that lose."""

    position_keys: tuple[str, ...] = ()
    """The positions along its line (`position_of`), none of which another puzzle may start from."""

    @property
    def difficulty(self) -> str:
        return difficulty_of(self.winner_moves, self.near_misses)


def empty_cells(state: State) -> int:
    return sum(colour is None for *_, colour in state.view()["cells"])


def position_of(state: State) -> str:
    """The position alone, whatever the moves that led to it."""
    view = state.view()
    return repr((view["cells"], view["to_move"], view.get("passes")))


def bot_game(game_id: str, number: int, seed: int) -> list[State]:
    """Every position of one game between two computer players of LEVEL, each with its own seed."""
    chance = random.Random(f"{game_id}:{seed}:{number}")
    seeds = [chance.randrange(1 << 30) for _ in range(2)]
    state = oddsevens.game(game_id).start(seed=number)
    positions = [state]
    while not state.over:
        (seat,) = state.to_move
        state = state.play(choose_move(state, seat, LEVEL, seeds[seat]), seat)
        positions.append(state)
    return positions


def solution_from(judge: Judge, state: State) -> tuple[list[list[Any]], list[State], int] | None:
    """The winning line from `state` (its moves, the positions along it and
    the losing moves of the first position) when the side to move has one
    winning move there and at each later turn of its own; else None."""
    (winner,) = state.to_move
    line: list[list[Any]] = []
    positions = [state]
    near_misses = 0
    while not judge.decided(state, winner):
        (seat,) = state.to_move
        move: Move
        if seat == winner:
            won = judge.winning_moves(state, enough=2)
            if len(won) != 1:
                return None
            if not line:
                near_misses = len(state.legal_moves(seat)) - 1
            move, state = won[0]
        else:
            move = judge.longest_resistance(state)
            state = state.play(move, seat)
        line.append([seat, move])
        positions.append(state)
    return line, positions, near_misses


def found_in(positions: list[State], game_id: str, seen: set[str]) -> Iterator[Found]:
    """The puzzles among the positions of one game, earliest first; a
    position met before, in a game or along a puzzle's line, is left out."""
    judge = Judge(positions[-1])
    for state in positions:
        if state.over or empty_cells(state) > REACH[game_id] or position_of(state) in seen:
            continue
        try:
            (mover,) = state.to_move
            if judge.winner(state) != mover:
                continue
            solved = solution_from(judge, state)
        except TooBig:
            continue
        seen.add(position_of(state))
        if solved is None:
            continue
        line, along, near_misses = solved
        if near_misses < MIN_NEAR_MISSES:
            continue
        keys = tuple(position_of(position) for position in along)
        seen.update(keys)
        winner_moves = sum(seat == mover for seat, _ in line)
        yield Found(state.record(), line, winner_moves, near_misses, keys)


def puzzles_of_game(job: tuple[str, int, int]) -> list[Found]:
    """The puzzles of one game between the computer players (a worker's job)."""
    game_id, number, seed = job
    return list(found_in(bot_game(game_id, number, seed), game_id, set()))


def mine(
    game_id: str, count: int, seed: int, max_games: int, report: Callable[[int, dict[str, int]], None] | None = None,
    workers: int = 1,
) -> list[Found]:
    """Up to `count` puzzles, a third of each difficulty, easiest first,
    from games between computer players, played by `workers` processes;
    the same for the same seed whatever the workers. Stops after
    `max_games` games with what it has; `report` hears the games played and
    the puzzles kept after each game."""
    share = -(-count // len(DIFFICULTIES))
    kept: dict[str, list[Found]] = {difficulty: [] for difficulty in DIFFICULTIES}
    seen: set[str] = set()
    jobs = ((game_id, number, seed) for number in range(max_games))
    with multiprocessing.Pool(workers) as pool:
        for number, found_here in enumerate(pool.imap(puzzles_of_game, jobs)):
            for found in found_here:
                if len(kept[found.difficulty]) < share and not seen.intersection(found.position_keys):
                    kept[found.difficulty].append(found)
                    seen.update(found.position_keys)
            if report is not None:
                report(number + 1, {difficulty: len(found) for difficulty, found in kept.items()})
            if all(len(found) >= share for found in kept.values()):
                pool.terminate()
                break
    return [
        found
        for difficulty in DIFFICULTIES
        for found in sorted(kept[difficulty], key=lambda found: (found.winner_moves, found.near_misses))
    ]
