"""Odds & Evens: five parity games, rules in pure Python.

    >>> import oddsevens
    >>> state = oddsevens.game("dualities").start(seed=7)
    >>> state = state.play(state.legal_moves()[0])
"""

from __future__ import annotations

from . import games  # noqa: F401  (each game registers itself)
from .core import GAMES, BadOption, BadRecord, Game, IllegalMove, OddsEvensError, State, register, replay
from .core.registry import game

__all__ = [
    "GAMES",
    "BadOption",
    "BadRecord",
    "Game",
    "IllegalMove",
    "OddsEvensError",
    "State",
    "game",
    "register",
    "replay",
]
