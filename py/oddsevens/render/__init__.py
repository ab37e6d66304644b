"""Renderers: pure functions from a view to SVG text, one per game."""

from __future__ import annotations

from typing import Callable

from .beat_the_odds_svg import beat_the_odds
from .dualities_svg import dualities
from .even_at_odds_svg import even_at_odds
from .even_odds_svg import even_odds
from .evening_svg import evening

RENDERERS: dict[str, Callable[..., str]] = {
    "even-at-odds": even_at_odds,
    "even-odds": even_odds,
    "dualities": dualities,
    "beat-the-odds": beat_the_odds,
    "evening": evening,
}


def board(game_id: str, view: dict, **ui: object) -> str:
    return RENDERERS[game_id](view, **ui)


__all__ = ["RENDERERS", "board", "beat_the_odds", "dualities", "even_at_odds", "even_odds", "evening"]
