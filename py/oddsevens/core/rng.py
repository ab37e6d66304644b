"""A small seeded PRNG whose whole state is one integer.

Games keep that integer in their state, so the same seed and the same moves
give the same game on CPython and on Pyodide (boardgame.io keeps its PRNG in
the game context for the same reason). The generator is SplitMix64: tiny,
pure integer arithmetic, and good enough for shuffles and dice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_SEED_OFFSET = 0x2545F4914F6CDD1D

GENERATORS = (1, 2)
"""How a seed starts the generator. 1: the seed sets its state directly, so
seed s + 1 gives the draws of seed s shifted by one (nearby seeds share one
stream). 2: the seed goes through SplitMix64's mixing step first, so nearby
seeds give unrelated streams. A record names the generator it was played
with (none named: 1), so every game replays with the draws it had."""
LATEST_GENERATOR = 2


def _mix(state: int) -> int:
    """SplitMix64's output function: the draw for a generator state."""
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


class Rng:
    """A value: every draw returns the result and a new generator."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK64

    @classmethod
    def from_seed(cls, seed: int, generator: int = LATEST_GENERATOR) -> Rng:
        start = (seed * _GAMMA + _SEED_OFFSET) & _MASK64
        if generator == 1:
            return cls(start)
        if generator == 2:
            return cls(_mix(start))
        raise ValueError(f"no generator {generator!r}; the generators are {', '.join(map(str, GENERATORS))}")

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in [0, n), by rejection so there is no bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        state = self.state
        while True:
            state = (state + _GAMMA) & _MASK64
            value = _mix(state)
            if value < limit:
                return value % n, Rng(state)

    def die(self) -> tuple[int, Rng]:
        value, rng = self.below(6)
        return value + 1, rng

    def shuffled(self, items: Sequence[T]) -> tuple[list[T], Rng]:
        """Fisher-Yates shuffle of a copy of items."""
        result = list(items)
        rng = self
        for i in range(len(result) - 1, 0, -1):
            j, rng = rng.below(i + 1)
            result[i], result[j] = result[j], result[i]
        return result, rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng({self.state:#x})"
