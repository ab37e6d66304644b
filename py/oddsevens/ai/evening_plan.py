"""The computer's plan for Evening: playouts that mostly grow their groups
(evening_playout); hard plays the last cells exactly."""

from __future__ import annotations

import random
from typing import Optional

from ..core import Move, Seat, State
from .endgame import SolveAborted, solve, value_of
from .evening_endgame import empty_cells, evening_endgame, evening_move, evening_position
from .evening_playout import evening_playout
from .plans import Plan
from .series import Duel, Endgames

ENDGAME_EMPTY_CELLS = 16
"""Hard solves the game exactly from this many empty cells on (board of
side 5 measured, tests/bench_endgame.py): at 16 most won positions are
proved within the allowance below, a few are not and are searched."""
ENDGAME_NODES = 15_000
"""Positions a solve may expand before hard gives it up and searches
instead: 0.5-0.75 s of CPython on the 2-core machine the bench ran on."""
JUDGE_NODES = 50_000_000
"""Positions bench-ai's judge may expand: it must settle every position it is given."""


def evening_endgame_move(
    state: State, seat: Seat, view: dict, moves: list[Move], level: str, rng: random.Random
) -> Optional[Move]:
    """Hard's exact move once few cells are empty, in the alternating
    protocol (the free one lets both seats act at once: left to the search):
    a winning stone or pass when there is one, else the longest resistance;
    None (search) for the other levels, earlier in the game, or when the
    solve runs past its allowance."""
    if level != "hard" or view["protocol"] != "alternating" or empty_cells(view) > ENDGAME_EMPTY_CELLS:
        return None
    if sum(view["stones"]) == 0:
        return None
    try:
        solution = solve(evening_endgame(view["side"], view["parity"]), evening_position(view), ENDGAME_NODES)
    except SolveAborted:
        return None
    return evening_move(solution.move, view["side"])


def evening_exact_value(state: State) -> int:
    """Who wins with best play, for the side to move in a position in play
    (bench-ai's judge of the endgames)."""
    view = state.view(None)
    return value_of(evening_endgame(view["side"], view["parity"]), evening_position(view), JUDGE_NODES)


def count_empty_cells(state: State) -> int:
    return empty_cells(state.view(None))


SEARCH_ITERATIONS_PER_SECOND = 600
"""Twice the 300 of the engine-driven random playouts: the list-based ones
ran 1.8-2.4 times as many iterations per CPU second from bench-ai's typical
positions (seeds 1-3), so hard's move takes about as long as before."""


PLAN = Plan(
    SEARCH_ITERATIONS_PER_SECOND,
    evening_playout,
    direct=evening_endgame_move,
    series=(Duel(name="evening", title="Evening (size 5)", setup={"players": 2}, against_search=True),),
    endgames=(
        Endgames(
            title="Evening (size 5)",
            setup={"players": 2, "size": 5},
            empty_cells=(12, 16),
            count_empty=count_empty_cells,
            exact_value=evening_exact_value,
        ),
    ),
)
