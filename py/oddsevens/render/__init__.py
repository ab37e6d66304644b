"""Renderers: pure functions from a view to SVG text, one per game."""

from __future__ import annotations

from ..core import named
from ..core.registry import game


def board(game_id: str, view: dict, **ui: object) -> str:
    """The game's board for `view`, drawn by the renderer it names (`Game.renderer`)."""
    return named(game(game_id).renderer)(view, **ui)


__all__ = ["board"]
