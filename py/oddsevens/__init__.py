"""Odds & Evens: five parity games, rules in pure Python.

    >>> import oddsevens
    >>> state = oddsevens.game("dualities").start(seed=7)
    >>> state = state.play(state.legal_moves()[0])
"""

from __future__ import annotations

from .core import BadOption, BadRecord, Game, IllegalMove, OddsEvensError, State, replay
from .games import beat_the_odds, dualities, even_at_odds, even_odds, evening

GAMES: dict[str, Game] = {module.GAME.id: module.GAME for module in (even_at_odds, even_odds, dualities, beat_the_odds, evening)}
"""Every game, in menu order."""


def game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(GAMES)
        raise KeyError(f"no game {game_id!r}; the games are: {known}") from None


__all__ = [
    "GAMES",
    "BadOption",
    "BadRecord",
    "Game",
    "IllegalMove",
    "OddsEvensError",
    "State",
    "game",
    "replay",
]
