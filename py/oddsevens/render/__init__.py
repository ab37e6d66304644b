"""Renderers: pure functions from a view to SVG text, one per game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import named
from ..core.registry import game


def board(game_id: str, view: dict[str, Any], **ui: object) -> str:
    """The game's board for `view`, drawn by the renderer it names (`Game.renderer`)."""
    renderer: Callable[..., str] = named(game(game_id).renderer)
    return renderer(view, **ui)


__all__ = ["board"]
