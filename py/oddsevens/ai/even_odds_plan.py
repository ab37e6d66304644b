"""The computer's plan for Even Odds: random tiles to the end of the round."""

from __future__ import annotations

import random

from ..core import State
from ..games import even_odds
from .plans import Plan
from .search import Rewards, actor
from .series import SeatAgainstRandom

EVEN_ODDS_LEVEL_SECONDS = {"easy": 0.05, "medium": 0.3, "hard": 1.0}
"""Hard's full Even Odds budget takes only about 0.3 s in the browser, and
search gains little past some 60 iterations, so medium searches 90 (about
0.1 s) to play clearly better than easy's 15. (Easy at the default 8 fell
to nearly random play: 0.93 of the random seats' points.)"""


def even_odds_playout(state: State, rng: random.Random) -> Rewards:
    """Random legal tiles to the end of the round, then each seat's standing
    in the game: 1 for the fewest points, 0 for the most, in proportion
    between. (Playouts of careful play, and rewards counting only a seat's
    own points, measured weaker in bench-ai.)"""
    assert isinstance(state, even_odds.EvenOddsState)
    rounds = len(state.history)
    while len(state.history) == rounds and not state.over:
        seat = actor(state)
        state = state.play(rng.choice(state.legal_moves(seat)), seat)
    totals = state.scores
    low, high = min(totals), max(totals)
    return tuple(1.0 - (total - low) / (high - low + 1) for total in totals)


PLAN = Plan(
    300,
    even_odds_playout,
    level_seconds=EVEN_ODDS_LEVEL_SECONDS,
    series=(
        SeatAgainstRandom(
            name="even-odds",
            title="Even Odds, one round, one seat against three random seats",
            setup={"players": 4, "rounds": 1},
        ),
    ),
)
