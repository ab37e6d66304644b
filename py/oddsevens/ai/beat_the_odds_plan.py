"""The computer's plan for Beat the Odds: exact play from the odds tables."""

from __future__ import annotations

import random
from typing import Any

from ..core import Move, Seat, State
from ..games import beat_the_odds_odds
from .plans import Plan
from .search import random_playout

BEAT_THE_ODDS_SLIP = {"easy": 0.5, "medium": 0.2, "hard": 0.0}
"""How often each level takes the second-best option: re-rolls the other
die, keeps a roll it should change, doubles a smaller line. Exact play beats
random play only some 56% of the time, so the slips must be frequent for the
levels to differ at all."""


def beat_the_odds_move(
    state: State, seat: Seat, view: dict[str, Any], moves: list[Move], level: str, rng: random.Random, share: float
) -> Move | None:
    """Exact play from the odds tables. Below hard, the bot sometimes takes
    the second-best option, the way a player going on instinct would (easy
    more often than medium: there is no shorter search to play here)."""
    if len(moves) == 1:
        return moves[0]
    analysis = beat_the_odds_odds.analyse(view)
    assert analysis is not None, "a game with moves to make is not over"
    ranked = sorted(analysis["options"], key=lambda option: -option["value"])
    if len(ranked) > 1 and rng.random() < BEAT_THE_ODDS_SLIP[level]:
        return ranked[1]["move"]
    return ranked[0]["move"]


PLAN = Plan(1, random_playout(), beat_the_odds_move)
