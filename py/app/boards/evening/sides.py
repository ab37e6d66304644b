"""Evening's two sides, White (seat 0, the first stone) and Black (seat 1),
and how they take turns: the original free game, where both place stones
at any time until each has pressed Done, or alternating turns."""

from __future__ import annotations

import oddsevens
from oddsevens.games.evening import SIDE_NAMES

SIDES = SIDE_NAMES
"""The sides' names in English (marked in the engine): `_(SIDES[seat])` says one."""
COLOURS = ("white", "black")
"""Each seat's colour: its stones, and the key of the sentences that name a side."""
WHITE, BLACK = 0, 1


def plays_free(state: oddsevens.State) -> bool:
    """Whether the game is the free one (each player's Done toggle) rather than alternating turns."""
    free: bool = state.options["protocol"] == "free"
    return free
