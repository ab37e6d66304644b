"""Dualities' search as it was when issue #18 was filed, frozen so that
bench/dualities_search.py keeps measuring against the same opponent:
six random plies, then a coin toss for every line with a free cell."""

from __future__ import annotations

import random
from math import comb

from oddsevens.ai.search import Rewards, rewards_from_winners
from oddsevens.core import State

ITERATIONS_PER_SECOND = 400
"""The plan's rate then: hard searched 400 iterations a move."""


def evaluation_before(state: State) -> Rewards:
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


def playout_before(state: State, rng: random.Random) -> Rewards:
    for _ in range(6):
        if state.over:
            return rewards_from_winners(state)
        state = state.play(rng.choice(state.legal_moves()))
    return rewards_from_winners(state) if state.over else evaluation_before(state)
