"""The tiles, cells and teams as Even at Odds' page names them, and one
way to lay a picked tile (an `Option`)."""

from __future__ import annotations

from typing import Any, NamedTuple

Cell = tuple[int, int]
Tile = tuple[int, int]


class Option(NamedTuple):
    """One way to lay the picked tile: `values[0]` on `cells[0]`, `values[1]`
    on `cells[1]`. Every legal placement gives two, one from each end."""

    cells: tuple[Cell, Cell]
    values: tuple[int, int]
    move: dict

    def ghost(self) -> dict:
        """The way as the renderer draws it faintly on the table."""
        return {"tile": list(self.values), "cells": [list(cell) for cell in self.cells]}


TEAMS = ("odds", "evens")
"""The teams, as the moves name them; `words.team_name` says their names."""
TEAM_NUMBERS = {"odds": "1, 3, 5", "evens": "2, 4, 6"}
TEAM_CLASS = {"odds": "odd", "evens": "even"}
"""A team's class name in the page's markup (static/games/even-at-odds.css)."""
TEAM_PICK, PLAY, NEXT_GAME = "team", "play", "next"
"""The phases of a duel's view in which the page acts differently."""


def tile_of(name: str) -> Tile | None:
    """The tile a hand tile's data-tile value names ("2-5"), or None."""
    parts = name.split("-")
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        return None
    return int(parts[0]), int(parts[1])


def tile_text(tile: Any) -> str:
    """A tile in prose; the hyphen never breaks a line."""
    return f"{tile[0]}\u2011{tile[1]}"


def is_placement(move: Any) -> bool:
    """Whether `move` lays a tile on the table (not a pass, a team, the next
    game or the helper's swap)."""
    return isinstance(move, dict) and "cells" in move
