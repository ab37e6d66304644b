"""The computer's plan for Dualities: short random playouts, then the
lines' chances."""

from __future__ import annotations

import random
from math import comb

from ..core import State
from .plans import Plan
from .search import Rewards, rewards_from_winners
from .series import Duel


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


PLAN = Plan(400, dualities_playout, series=(Duel(name="dualities", title="Dualities", setup={"players": 2}),))
