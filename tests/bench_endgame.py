"""How often each level throws a won endgame away, and how long hard's exact
solve takes. A measurement, not a test:

    .venv/bin/python tests/bench_endgame.py [--positions N] [--before]

Positions come from seeded random games (Evening's random player places a
stone whenever it can) stopped at a given number of empty cells: Dualities
(rows) at 17 and 21, Evening on the board of side 5 at 12 and 16. In every
position the side to move can win, each level's move is judged by the solver:
a move after which the opponent can win throws the position away. Hard's
solve is timed in won and lost positions alike. `--before`
takes the levels' moves without the endgame solver (the plans' searches
alone), as they were before it. The solve times are those of hard's own
solve, with its allowance of positions (an aborted solve falls back to the
search, counted apart).
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

import oddsevens  # noqa: E402
from oddsevens.ai import LEVELS, choose_move, plans  # noqa: E402
from oddsevens.ai import dualities_plan, evening_plan  # noqa: E402
from oddsevens.ai.dualities_endgame import dualities_endgame, dualities_position, free_cells  # noqa: E402
from oddsevens.ai.endgame import WIN_VALUE, SolveAborted, solve, value_of  # noqa: E402
from oddsevens.ai.evening_endgame import empty_cells, evening_endgame, evening_position  # noqa: E402

JUDGE_NODES = 50_000_000


@dataclasses.dataclass(frozen=True)
class Case:
    title: str
    game_id: str
    options: dict
    empty: int
    count_empty: Callable[[dict], int]
    value: Callable[[oddsevens.State], int]
    """The exact value of a position in play for its side to move."""
    hard_solve: Callable[[oddsevens.State], int]
    """Hard's own solve, giving the positions it expanded (raises
    SolveAborted past its allowance)."""


def dualities_value(state: oddsevens.State) -> int:
    view = state.view(None)
    return value_of(dualities_endgame(view["lines"]), dualities_position(view), JUDGE_NODES)


def dualities_hard_solve(state: oddsevens.State) -> int:
    view = state.view(None)
    return solve(dualities_endgame(view["lines"]), dualities_position(view), dualities_plan.ENDGAME_NODES).nodes


def evening_value(state: oddsevens.State) -> int:
    view = state.view(None)
    return value_of(evening_endgame(view["side"], view["parity"]), evening_position(view), JUDGE_NODES)


def evening_hard_solve(state: oddsevens.State) -> int:
    view = state.view(None)
    return solve(evening_endgame(view["side"], view["parity"]), evening_position(view), evening_plan.ENDGAME_NODES).nodes


CASES = tuple(
    Case(f"Dualities, {empty} free", "dualities", {}, empty, free_cells, dualities_value, dualities_hard_solve)
    for empty in (17, 21)
) + tuple(
    Case(f"Evening size 5, {empty} empty", "evening", {"size": 5}, empty, empty_cells, evening_value, evening_hard_solve)
    for empty in (12, 16)
)


def position(case: Case, seed: int) -> oddsevens.State:
    state = oddsevens.game(case.game_id).start(seed=seed, **case.options)
    chance = random.Random(seed)
    while not state.over and case.count_empty(state.view(None)) > case.empty:
        moves = state.legal_moves()
        stones = [move for move in moves if move != "pass"]
        state = state.play(chance.choice(stones or moves))
    return state


def throws_away(case: Case, state: oddsevens.State, move) -> bool:
    after = state.play(move)
    if after.over:
        return state.to_move[0] not in after.winners
    return case.value(after) == WIN_VALUE


def without_endgame() -> None:
    """The levels as they were before the solver: every plan searches."""
    original = plans.plan_for
    plans.plan_for = lambda game_id: dataclasses.replace(original(game_id), direct=plans.Plan.direct)


def measure(case: Case, positions: int) -> None:
    thrown = {level: 0 for level in LEVELS}
    won = 0
    times: dict[str, list[float]] = {"won": [], "lost": []}
    aborted = {"won": 0, "lost": 0}
    expanded: dict[str, list[int]] = {"won": [], "lost": []}
    for seed in range(positions):
        state = position(case, seed)
        if state.over:
            continue
        outcome = "won" if case.value(state) == WIN_VALUE else "lost"
        start = time.perf_counter()
        try:
            expanded[outcome].append(case.hard_solve(state))
        except SolveAborted:
            aborted[outcome] += 1
        times[outcome].append(time.perf_counter() - start)
        if outcome == "lost":
            continue
        won += 1
        for level in LEVELS:
            move = choose_move(state, state.to_move[0], level, seed=seed)
            thrown[level] += throws_away(case, state, move)
    print(f"{case.title}: {won} won positions of {positions} games")
    for level in LEVELS:
        print(f"  {level:6} throws away {thrown[level]:3} ({thrown[level] / max(won, 1):.0%})")
    for outcome, taken in times.items():
        if taken:
            print(
                f"  hard's solve in {len(taken)} {outcome} positions: median {statistics.median(taken):.3f} s,"
                f" max {max(taken):.3f} s, at most {max(expanded[outcome], default=0)} positions expanded,"
                f" {aborted[outcome]} over its allowance"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60, help="seeded games per case (default 60)")
    parser.add_argument("--before", action="store_true", help="levels without the endgame solver")
    parser.add_argument("--case", choices=[case.title for case in CASES], action="append", help="only these cases")
    arguments = parser.parse_args()
    if arguments.before:
        without_endgame()
    for case in CASES:
        if not arguments.case or case.title in arguments.case:
            measure(case, arguments.positions)


if __name__ == "__main__":
    main()
