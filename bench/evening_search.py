"""Measures Evening's search against today's hard and the stronger references.

    .venv/bin/python bench/evening_search.py --against today --pairs 10 --size 5

Not a pytest file: it plays seeded games, new hard against an opponent, the
two seats swapped over each pair of games from one seed, and prints the new
player's wins with a 95% Wilson interval.

Players:
- "hard": the plan's hard level as it is now (exact endgame included);
- "search": the plan's hard search alone (search_only);
- "search×10": that search at ten times hard's iterations, no exact endgame;
- "today": hard's search as it was before this branch: uniformly random
  playouts through the engine at 300 iterations a second (frozen below);
- "today×10": that search with ten times the iterations of hard's (the
  search-only opponent of issue #18's targets);
- "medium", "easy": the plan's levels.

`--set NAME=VALUE` overrides a constant of oddsevens.ai.evening_playout for
the new players (screens of a tuning), e.g. --set GREEDY_SHARE=0.5.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

import oddsevens  # noqa: E402
from bench.runner import wilson  # noqa: E402
from oddsevens.ai import choose_move, evening_playout, level_seconds  # noqa: E402
from oddsevens.ai.evening_plan import PLAN  # noqa: E402
from oddsevens.ai.search import Rewards, actor, rewards_from_winners, search  # noqa: E402
from oddsevens.core import Move, Seat, State  # noqa: E402

TODAY_ITERATIONS_PER_SECOND = 300
"""Today's hard: the plan's rate at the start of this branch."""


def todays_playout(state: State, rng: random.Random) -> Rewards:
    """Today's playout, frozen: random stones to the end through the engine,
    passing only when forced."""
    while not state.over:
        seat = actor(state)
        moves = state.legal_moves(seat)
        stones = [move for move in moves if isinstance(move, dict)]
        state = state.play(rng.choice(stones or moves), seat)
    return rewards_from_winners(state)


def todays_hard(state: State, seat: Seat, seed: int, iterations: int) -> Move:
    """Today's hard search (search_only), as choose_move ran it."""
    moves = state.legal_moves(seat)
    view = state.view(seat)
    rng = random.Random(f"{seed}:{seat}:{view.get('move_number', 0)}")
    return search(moves, lambda chance: state.determinize(seat, chance), todays_playout, iterations, rng, fixed_moves=True).move


def move_of(player: str, state: State, seat: Seat, seed: int) -> Move:
    if player == "today":
        return todays_hard(state, seat, seed, int(level_seconds("evening", "hard") * TODAY_ITERATIONS_PER_SECOND))
    if player == "today×10":
        return todays_hard(state, seat, seed, 10 * int(level_seconds("evening", "hard") * PLAN.iterations_per_second))
    if player == "search":
        return choose_move(state, seat, "hard", seed=seed, search_only=True)
    if player == "search×10":
        seconds = 10 * level_seconds("evening", "hard")
        return choose_move(state, seat, "hard", seed=seed, seconds=seconds, search_only=True)
    return choose_move(state, seat, player, seed=seed)


def play(size: int, seats: dict[Seat, str], seed: int, seconds: dict[str, float]) -> State:
    state = oddsevens.game("evening").start(seed=seed, size=size)
    while not state.over:
        seat = state.to_move[0]
        started = time.process_time()
        move = move_of(seats[seat], state, seat, seed)
        seconds[seats[seat]] = seconds.get(seats[seat], 0.0) + time.process_time() - started
        state = state.play(move, seat)
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--player", default="hard")
    parser.add_argument("--against", default="today")
    parser.add_argument("--pairs", type=int, default=10, help="seeds; each is played from both seats")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--size", type=int, default=5)
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    arguments = parser.parse_args()
    for assignment in arguments.set:
        name, value = assignment.split("=")
        setattr(evening_playout, name, type(getattr(evening_playout, name))(value))
    wins = games = 0
    by_seat = [0, 0]
    seconds: dict[str, float] = {}
    for seed in range(arguments.first_seed, arguments.first_seed + arguments.pairs):
        for player_seat in (0, 1):
            seats = {player_seat: arguments.player, 1 - player_seat: arguments.against}
            state = play(arguments.size, seats, seed, seconds)
            won = state.winners == (player_seat,)
            wins += won
            by_seat[player_seat] += won
            games += 1
            print(f"seed {seed} {arguments.player} as {('White', 'Black')[player_seat]}: {'won' if won else 'lost'}", flush=True)
    low, high = wilson(wins, games)
    print(
        f"{arguments.player} vs {arguments.against}, size {arguments.size}, {' '.join(arguments.set)}: "
        f"{wins}/{games} = {wins / games:.0%} [{low:.0%}–{high:.0%}]; as White {by_seat[0]}, as Black {by_seat[1]}; "
        f"CPU s: " + ", ".join(f"{player} {total:.0f}" for player, total in seconds.items())
    )


if __name__ == "__main__":
    main()
