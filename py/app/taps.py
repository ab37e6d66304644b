"""One rule for taps that arrive while the screen changes.

A quick second tap on the spot just tapped is almost always the same
finger again (a double tap out of habit, a tap that did not seem to take),
not a second decision: by the time it lands, the first tap may have drawn
something new under it (a tile laid, dice rolled, a button swapped for
another). So a tap that lands within DOUBLE_TAP_SECONDS of the previous one
and within SAME_SPOT_PX of it does nothing: two taps there play at most
what one plays. Keys are never held back (a click the keyboard made has no
spot)."""

from __future__ import annotations

import math
from dataclasses import dataclass

DOUBLE_TAP_SECONDS = 0.35
"""Slower than a double tap (about 80-250 ms between taps), quicker than
anyone who has looked at what the first tap did."""
SAME_SPOT_PX = 24.0
"""About half a fingertip: a second tap nearer than this is on the same spot."""


@dataclass(frozen=True)
class Tap:
    seconds: float
    x: float
    y: float


class DoubleTapGuard:
    """Remembers the last tap; `repeats` says whether a new one only repeats it."""

    def __init__(self) -> None:
        self.last: Tap | None = None

    def repeats(self, tap: Tap) -> bool:
        """True when `tap` lands too soon on the spot of the last tap that
        acted. Held-back taps are not remembered, so quick taps on one spot
        keep acting, each DOUBLE_TAP_SECONDS after the one before."""
        last = self.last
        if last is not None and 0 <= tap.seconds - last.seconds < DOUBLE_TAP_SECONDS:
            if math.dist((tap.x, tap.y), (last.x, last.y)) <= SAME_SPOT_PX:
                return True
        self.last = tap
        return False
