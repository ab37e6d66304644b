"""Dualities' hard player against fixed opponents. A measurement, not a test:

    .venv/bin/python bench/dualities_search.py --games N [--opponent today|today×10|tenfold|outside|medium|easy] [--player hard|search]

Players:
- hard: today's plan through `choose_move` (its Monte Carlo search for the
  first tiles, its midgame alpha-beta, then the exact endgame);
- search: the plan's Monte Carlo search alone at hard's budget, to the end;
- today: hard as it was when issue #18 was filed, frozen in
  bench/reference/dualities_search_before.py (six random plies then a coin toss per
  open line, 400 iterations, no exact endgame);
- tenfold: the plan's search alone with ten times hard's iterations;
- today×10: today's search with ten times hard's iterations (the
  search-only opponent of issue #18's targets);
- outside: an alpha-beta player that shares nothing with the project's bots
  (bench/reference/dualities_outside_player.py), given about hard's CPU time per move;
- medium, easy: the plan's levels through `choose_move`.

Each seed is played twice, the measured player taking Odd in the first game
and Even in the second. Reported: the measured player's share of the games
won, with a 95% Wilson interval, and each player's mean CPU time per move.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

import oddsevens  # noqa: E402
from bench.reference.dualities_outside_player import outside_move  # noqa: E402
from bench.reference.dualities_search_before import ITERATIONS_PER_SECOND as ITERATIONS_BEFORE  # noqa: E402
from bench.reference.dualities_search_before import playout_before  # noqa: E402
from bench.runner import wilson  # noqa: E402
from oddsevens.ai import LEVEL_SECONDS, choose_move  # noqa: E402
from oddsevens.ai.dualities_plan import PLAN  # noqa: E402
from oddsevens.ai.search import MovesWorthSearching, Playout, every_move, search  # noqa: E402
from oddsevens.core import Move, Seat, State  # noqa: E402

Player = Callable[[State, Seat, int], Move]


def searcher(playout: Playout, iterations: int, worth_searching: MovesWorthSearching = every_move) -> Player:
    """The search alone, seeded as `choose_move` seeds it."""

    def move(state: State, seat: Seat, seed: int) -> Move:
        view = state.view(seat)
        rng = random.Random(f"{seed}:{seat}:{view.get('move_number', 0)}")
        moves = worth_searching(state, state.legal_moves(seat))
        return search(
            moves,
            lambda chance: state.determinize(seat, chance),
            playout,
            iterations,
            rng,
            fixed_moves=True,
            worth_searching=worth_searching,
        ).move

    return move


def level(name: str) -> Player:
    return lambda state, seat, seed: choose_move(state, seat, name, seed=seed)


HARD_ITERATIONS = int(LEVEL_SECONDS["hard"] * PLAN.iterations_per_second)
PLAYERS: dict[str, Player] = {
    "hard": level("hard"),
    "medium": level("medium"),
    "easy": level("easy"),
    "search": searcher(PLAN.playout, HARD_ITERATIONS, PLAN.worth_searching),
    "today": searcher(playout_before, int(LEVEL_SECONDS["hard"] * ITERATIONS_BEFORE)),
    "tenfold": searcher(PLAN.playout, 10 * HARD_ITERATIONS, PLAN.worth_searching),
    "today×10": searcher(playout_before, 10 * HARD_ITERATIONS),
    "outside": outside_move,
}


def play(players: dict[Seat, Player], seed: int, lines: str, seconds: dict[Seat, list[float]] | None = None) -> State:
    """One game from `seed`; each move's CPU time goes to its seat in `seconds`."""
    state = oddsevens.game("dualities").start(seed=seed, players=2, lines=lines)
    while not state.over:
        seat = state.to_move[0]
        started = time.process_time()
        move = players[seat](state, seat, seed)
        if seconds is not None:
            seconds[seat].append(time.process_time() - started)
        state = state.play(move, seat)
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20, help="games in all (an even number: pairs on a seed)")
    parser.add_argument("--player", choices=sorted(PLAYERS), default="hard")
    parser.add_argument("--opponent", choices=sorted(PLAYERS), default="today")
    parser.add_argument("--lines", choices=("rows", "all"), default="rows")
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    measured, opponent = PLAYERS[args.player], PLAYERS[args.opponent]
    won, started = 0.0, time.perf_counter()
    move_seconds: dict[str, list[float]] = {"measured": [], "opponent": []}
    for index in range(args.games):
        seed, seat = args.first_seed + index // 2, index % 2
        seconds: dict[Seat, list[float]] = {0: [], 1: []}
        state = play({seat: measured, 1 - seat: opponent}, seed, args.lines, seconds)
        move_seconds["measured"] += seconds[seat]
        move_seconds["opponent"] += seconds[1 - seat]
        won += seat in state.winners
        print(f"game {index + 1:3d} seed {seed} {args.player} as {('Odd', 'Even')[seat]}: "
              f"{'won' if seat in state.winners else 'lost'} {state.scores}  ({time.perf_counter() - started:.0f} s)", flush=True)
    low, high = wilson(won, args.games)
    print(f"{args.player} v {args.opponent} ({args.lines}): won {won:.0f} of {args.games} = {won / args.games:.0%} [{low:.0%}–{high:.0%}]")
    for role, name in (("measured", args.player), ("opponent", args.opponent)):
        times = move_seconds[role]
        print(f"  {name}: {sum(times) / len(times):.2f} s CPU a move (max {max(times):.2f}) over {len(times)} moves")


if __name__ == "__main__":
    main()
