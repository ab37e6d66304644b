"""The computer's plan for Evening: random stones to the end; hard plays
the last cells exactly."""

from __future__ import annotations

import random

from ..core import State
from .evening_endgame import empty_cells, evening_endgame, evening_move, evening_position
from .plans import ExactEndgame, Plan
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


def evening_playout(state: State, rng: random.Random) -> Rewards:
    """Random stones to the end; a player passes only when no cell is open to
    it, since giving up a chance to grow rarely helps."""
    while not state.over:
        seat = actor(state)
        moves = state.legal_moves(seat)
        stones = [move for move in moves if isinstance(move, dict)]
        state = state.play(rng.choice(stones or moves), seat)
    return rewards_from_winners(state)


EXACT = ExactEndgame(
    rules=lambda view: evening_endgame(view["side"], view["parity"]),
    position=evening_position,
    move=lambda cell, view: evening_move(cell, view["side"]),
    in_reach=lambda view: view["protocol"] == "alternating"
    and sum(view["stones"]) > 0
    and empty_cells(view) <= ENDGAME_EMPTY_CELLS,
    nodes=ENDGAME_NODES,
)
"""Exact play in the alternating protocol only: the free one lets both
seats act at once, which the solver does not model (left to the search)."""


def count_empty_cells(state: State) -> int:
    return empty_cells(state.view(None))


PLAN = Plan(
    300,
    evening_playout,
    exact=EXACT,
    series=(Duel(name="evening", title="Evening (size 5)", setup={"players": 2}, against_search=True),),
    endgames=(
        Endgames(
            title="Evening (size 5)",
            setup={"players": 2, "size": 5},
            empty_cells=(12, 16),
            count_empty=count_empty_cells,
        ),
    ),
)
