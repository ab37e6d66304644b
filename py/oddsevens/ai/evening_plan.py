"""The computer's plan for Evening: random stones to the end; hard plays
the last cells exactly."""

from __future__ import annotations

import random
from typing import Optional

from ..core import Move, Seat, State
from .endgame import SolveAborted, solve, value_of
from .evening_endgame import empty_cells, evening_endgame, evening_move, evening_position
from .plans import Plan
from .search import Rewards, actor, rewards_from_winners
from .series import Duel, Endgames

ENDGAME_EMPTY_CELLS = 16
"""Hard solves the game exactly from this many empty cells on (board of
side 5 measured, bench-ai's endgames): at 16 every won position of the
bench is proved within the allowance below (the most needed 16,337)."""
ENDGAME_NODES = 18_000
"""Positions a solve may expand before hard gives it up and searches
instead: 0.45-0.65 s of CPython on the 2-core machine the bench ran on
(shared with other work), the time 15,000 took before the solver's
positions got cheaper."""
JUDGE_NODES = 50_000_000
"""Positions bench-ai's judge may expand: it must settle every position it is given."""


def evening_playout(state: State, rng: random.Random) -> Rewards:
    """Random stones to the end; a player passes only when no cell is open to
    it, since giving up a chance to grow rarely helps."""
    while not state.over:
        seat = actor(state)
        moves = state.legal_moves(seat)
        stones = [move for move in moves if isinstance(move, dict)]
        state = state.play(rng.choice(stones or moves), seat)
    return rewards_from_winners(state)


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


PLAN = Plan(
    300,
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
