"""Renderers: pure functions from a view to SVG text, one per game."""

from __future__ import annotations

from typing import Callable

from .dualities_svg import dualities
from .even_at_odds_svg import even_at_odds
from .even_odds_svg import even_odds
from .evening_svg import evening

RENDERERS: dict[str, Callable[..., str]] = {
    "even-at-odds": even_at_odds,
    "even-odds": even_odds,
    "dualities": dualities,
    "evening": evening,
}


def board(game_id: str, view: dict, **ui: object) -> str:
    return RENDERERS[game_id](view, **ui)


__all__ = ["RENDERERS", "board", "dualities", "even_at_odds", "even_odds", "evening"]
