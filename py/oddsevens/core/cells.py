"""How a board cell is named in the page's markup (`data-cell="q,r"` on the
hex boards, `"x,y"` on the domino table), both ways, for both grids."""

from __future__ import annotations

from collections.abc import Sequence


def cell_name(cell: Sequence[int]) -> str:
    return f"{cell[0]},{cell[1]}"


def cell_from_name(name: str) -> tuple[int, int] | None:
    """The cell a name stands for, or None for anything that is not two whole numbers."""
    parts = name.split(",")
    if len(parts) != 2:
        return None
    try:
        return int(parts[0]), int(parts[1])
    except ValueError:
        return None
