"""The computer's plan for Dualities: short random playouts, then the
lines' chances; hard plays the last tiles exactly."""

from __future__ import annotations

import random
from math import comb
from typing import Optional

from ..core import Move, Seat, State
from .dualities_endgame import dualities_endgame, dualities_position, free_cells, tile_move
from .endgame import SolveAborted, solve, value_of
from .plans import Plan
from .search import Rewards, rewards_from_winners
from .series import Duel, Endgames

ENDGAME_FREE_CELLS = {"rows": 21, "all": 19}
"""Hard solves the game exactly from this many free cells on, per way of
scoring (seeded random games, bench-ai's endgames and by hand): on the
rows, 150 positions at 21 took at most 18,600 positions expanded (0.26 s of
CPython), while at 23 one of 30 took 49,000; all 27 lines settle later: 30
positions at 19 took at most 15,000, at 21 up to 64,000."""
ENDGAME_NODES = 40_000
"""Positions a solve may expand (about 0.6 s of CPython) before hard gives
it up and searches instead."""
JUDGE_NODES = 50_000_000
"""Positions bench-ai's judge may expand: it must settle every position it is given."""


def dualities_evaluation(state: State) -> Rewards:
    """Chances of (Odd, Even) from the lines alone: a line with no free cell
    keeps its owner; every open line can still flip, so it counts as a coin
    toss, and Odd wins when it ends up with more than half of the lines."""
    view = state.view(None)
    free = {(q, r) for q, r, colour in view["cells"] if colour is None}
    fixed_odd, open_lines = 0, 0
    for line in view["scoring_lines"]:
        if any(tuple(cell) in free for cell in line["cells"]):
            open_lines += 1
        elif line["claimed_by"] == 0:
            fixed_odd += 1
    majority = len(view["scoring_lines"]) // 2 + 1
    need = max(0, majority - fixed_odd)
    odd = sum(comb(open_lines, k) for k in range(need, open_lines + 1)) / 2**open_lines
    return odd, 1.0 - odd


def dualities_playout(state: State, rng: random.Random) -> Rewards:
    for _ in range(6):
        if state.over:
            return rewards_from_winners(state)
        state = state.play(rng.choice(state.legal_moves()))
    return rewards_from_winners(state) if state.over else dualities_evaluation(state)


def dualities_endgame_move(
    state: State, seat: Seat, view: dict, moves: list[Move], level: str, rng: random.Random
) -> Optional[Move]:
    """Hard's exact move once few cells are free: a winning tile when there
    is one, else the longest resistance; None (search) for the other levels,
    earlier in the game, or when the solve runs past its allowance."""
    if level != "hard" or free_cells(view) > ENDGAME_FREE_CELLS[view["lines"]]:
        return None
    try:
        solution = solve(dualities_endgame(view["lines"]), dualities_position(view), ENDGAME_NODES)
    except SolveAborted:
        return None
    return tile_move(solution.move)


def dualities_exact_value(state: State) -> int:
    """Who wins with best play, for the side to move in a position in play
    (bench-ai's judge of the endgames)."""
    view = state.view(None)
    return value_of(dualities_endgame(view["lines"]), dualities_position(view), JUDGE_NODES)


def count_free_cells(state: State) -> int:
    return free_cells(state.view(None))


PLAN = Plan(
    400,
    dualities_playout,
    direct=dualities_endgame_move,
    series=(Duel(name="dualities", title="Dualities", setup={"players": 2}, against_search=True),),
    endgames=(
        Endgames(
            title="Dualities (rows)",
            setup={"players": 2},
            empty_cells=(17, 21),
            count_empty=count_free_cells,
            exact_value=dualities_exact_value,
        ),
    ),
)
