"""The computer's plan for Evening: random stones to the end."""

from __future__ import annotations

import random

from ..core import State
from .plans import Plan
from .search import Rewards, actor, rewards_from_winners
from .series import Duel


def evening_playout(state: State, rng: random.Random) -> Rewards:
    """Random stones to the end; a player passes only when no cell is open to
    it, since giving up a chance to grow rarely helps."""
    while not state.over:
        seat = actor(state)
        moves = state.legal_moves(seat)
        stones = [move for move in moves if isinstance(move, dict)]
        state = state.play(rng.choice(stones or moves), seat)
    return rewards_from_winners(state)


PLAN = Plan(300, evening_playout, series=(Duel(name="evening", title="Evening (size 5)", setup={"players": 2}),))
