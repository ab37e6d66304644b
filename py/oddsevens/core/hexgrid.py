"""Hexagonal boards in axial coordinates [q, r], pointy-top.

A hexagon of side n holds the cells with max(|q|, |r|, |q + r|) <= n - 1,
centred on [0, 0]. Rows (constant r) are horizontal on screen.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

from .errors import IllegalMove
from .phrases import N_, phrase

Cell = tuple[int, int]

DIRECTIONS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
"""The six neighbour offsets, clockwise from east."""

LINE_AXES: tuple[tuple[str, Cell], ...] = (
    ("row", (1, 0)),  # constant r: horizontal
    ("diagonal-down", (0, 1)),  # constant q: from top-right down to bottom-left
    ("diagonal-up", (1, -1)),  # constant q + r: from bottom-left up to top-right
)


def distance_from_centre(cell: Cell) -> int:
    q, r = cell
    return max(abs(q), abs(r), abs(q + r))


class HexBoard:
    """The fixed geometry of one board size: cells, neighbours and lines.

    Cells are numbered 0..len-1 in reading order (top row first, then left to
    right), so a position can be a tuple indexed by cell number.
    """

    def __init__(self, side: int) -> None:
        if side < 1:
            raise ValueError("a hex board needs a side of at least 1")
        self.side = side
        radius = side - 1
        self.cells: tuple[Cell, ...] = tuple(
            (q, r)
            for r in range(-radius, radius + 1)
            for q in range(-radius, radius + 1)
            if distance_from_centre((q, r)) <= radius
        )
        self.index: dict[Cell, int] = {cell: i for i, cell in enumerate(self.cells)}
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(
                self.index[(q + dq, r + dr)]
                for dq, dr in DIRECTIONS
                if (q + dq, r + dr) in self.index
            )
            for q, r in self.cells
        )
        self.lines: dict[str, tuple[tuple[int, ...], ...]] = {
            axis: self._lines_along(step) for axis, step in LINE_AXES
        }

    def _lines_along(self, step: Cell) -> tuple[tuple[int, ...], ...]:
        dq, dr = step
        starts = [
            cell for cell in self.cells if (cell[0] - dq, cell[1] - dr) not in self.index
        ]
        lines = []
        for q, r in starts:
            line = []
            while (q, r) in self.index:
                line.append(self.index[(q, r)])
                q, r = q + dq, r + dr
            lines.append(tuple(line))
        return tuple(lines)

    def __contains__(self, cell: object) -> bool:
        return cell in self.index

    def __len__(self) -> int:
        return len(self.cells)

    def adjacent(self, a: int, b: int) -> bool:
        return b in self.neighbours[a]

    def parse_cell(self, value: Any, role: str = "") -> int:
        """The index of a cell given in a move as [q, r], or IllegalMove saying
        why not; `role` ("black", "white" or none) says which cell of the move."""
        if type(value) is list and len(value) == 2:
            q, r = value
            if type(q) is int and type(r) is int:
                index = self.index.get((q, r))
                if index is not None:
                    return index
        if (
            not isinstance(value, (list, tuple))
            or len(value) != 2
            or not all(isinstance(c, int) and not isinstance(c, bool) for c in value)
        ):
            shapes = {
                "black": N_("the black cell must be [q, r] with two whole numbers, not {value}"),
                "white": N_("the white cell must be [q, r] with two whole numbers, not {value}"),
            }
            raise IllegalMove(phrase(shapes.get(role, N_("a cell must be [q, r] with two whole numbers, not {value}")), value=repr(value)))
        cell = (value[0], value[1])
        if cell not in self.index:
            places = {
                "black": N_("the black cell {cell} is off the board"),
                "white": N_("the white cell {cell} is off the board"),
            }
            raise IllegalMove(phrase(places.get(role, N_("a cell {cell} is off the board")), cell=str(list(cell))))
        return self.index[cell]


@cache
def hex_board(side: int) -> HexBoard:
    return HexBoard(side)


SQRT3 = math.sqrt(3)


def to_pixel(cell: Cell, size: float) -> tuple[float, float]:
    """Centre of a pointy-top hex whose corner radius is size."""
    q, r = cell
    return size * SQRT3 * (q + r / 2), size * 1.5 * r


def corners(x: float, y: float, size: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex, starting at the top."""
    return [
        (x + size * math.cos(math.radians(60 * i - 90)), y + size * math.sin(math.radians(60 * i - 90)))
        for i in range(6)
    ]


def cell_label(cell: Cell, side: int) -> str:
    """A name players can read: the row as a letter from the top (A), then
    the position in that row from the left (1), e.g. "C4"."""
    q, r = cell
    radius = side - 1
    row = r + radius
    first_q = max(-radius, -radius - r)
    return f"{chr(ord('A') + row)}{q - first_q + 1}"
