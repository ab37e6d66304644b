"""The computer's plan for Even Odds: random tiles to the end of the round,
over worlds drawn from what the seat can see; hard also remembers every tile
played this round."""

from __future__ import annotations

import random

from ..core import Seat, State
from ..games import even_odds
from ..games.even_odds import COLOUR_OF_CODE, TENS, value_of
from .plans import Plan
from .search import Determinizer, Rewards

ITERATIONS_PER_SECOND = 300
"""Search iterations in a second of hard's pace: hard's full budget takes
far less (about 0.04 s of CPython), since search gains little past some 60
iterations (three times as many, with the memory, scored no fewer points
at one table with medium)."""
EVEN_ODDS_LEVEL_SECONDS = {"easy": 0.05, "medium": 0.3, "hard": 1.0}
"""Medium searches 90 iterations to play clearly better than easy's 15.
(Easy at the default 8 fell to nearly random play: 0.93 of the random
seats' points.)"""
VALUE_OF_CODE = tuple(value_of(code) for code in range(len(COLOUR_OF_CODE)))
"""value_of as a table, for the playouts."""


def even_odds_playout(state: State, rng: random.Random) -> Rewards:
    """Random legal tiles to the end of the round, then each seat's standing
    in the game: 1 for the fewest points, 0 for the most, in proportion
    between. (Playouts of careful play, and rewards counting only a seat's
    own points, measured weaker in bench-ai.) Played on plain lists, not
    the engine's states: the same random play, seven times as fast. A 10
    names a colour at random, as a random move would."""
    assert isinstance(state, even_odds.EvenOddsState)
    players, size, tiles, played = state.players, state.hand_size, state.tiles, state.played
    racks = [[tiles[i] for i in range(seat * size, (seat + 1) * size) if not played >> i & 1] for seat in range(players)]
    colours = state.colours
    dispute = [tiles[i] for i in state.dispute]
    owners = [i // size for i in state.dispute]
    leader, named = state.leader, state.named
    points = list(state.scores)
    draw = rng.random
    if state.naming:
        named = colours[int(draw() * len(colours))]
    for _ in range(sum(map(len, racks))):
        seat = (leader + len(dispute)) % players
        rack = options = racks[seat]
        if dispute:
            follow = COLOUR_OF_CODE[dispute[-1]] if named is None else named
            options = [code for code in rack if COLOUR_OF_CODE[code] == follow] or rack
        code = options[int(draw() * len(options))]
        rack.remove(code)
        dispute.append(code)
        owners.append(seat)
        named = None
        if len(dispute) == players:
            values = [VALUE_OF_CODE[code] for code in dispute]
            winner = players - 1 - values[::-1].index(max(values))
            points[owners[winner]] += min(values)
            leader = owners[winner]
            dispute, owners = [], []
        elif code in TENS:
            named = colours[int(draw() * len(colours))]
    low, high = min(points), max(points)
    return tuple(1.0 - (total - low) / (high - low + 1) for total in points)


def worlds_of_level(state: State, seat: Seat, level: str) -> Determinizer:
    """Hard searches over worlds that remember every tile played this round
    (`EvenOddsState.played_this_round`), as a player who keeps an eye on the
    disputes does. With four players only two tiles stay in the bag, so the
    seat's own values are then drawn from its rack's and the bag's tiles
    alone, and its search sees nearly what the others see. Medium and easy
    search over worlds drawn from the view alone, where every discard might
    be one of their own tiles. Remembering is what sets hard apart at one
    table: two hard seats scored 0.94 of two medium seats' points without it
    and 0.78 with it (bench-ai's levels at one table); with medium
    remembering too, about 0.9. Every level reads the view once a move, not
    once a world."""
    assert isinstance(state, even_odds.EvenOddsState)
    return state.worlds(seat, remember=level == "hard").draw


PLAN = Plan(
    ITERATIONS_PER_SECOND,
    even_odds_playout,
    worlds=worlds_of_level,
    level_seconds=EVEN_ODDS_LEVEL_SECONDS,
)
