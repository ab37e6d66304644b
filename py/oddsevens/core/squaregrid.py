"""An unbounded square grid of cells [x, y], with y growing downward."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

Cell = tuple[int, int]

STEPS: tuple[Cell, ...] = ((1, 0), (0, 1), (-1, 0), (0, -1))
"""The four orthogonal neighbour offsets: east, south, west, north."""


def neighbours(cell: Cell) -> Iterator[Cell]:
    x, y = cell
    for dx, dy in STEPS:
        yield x + dx, y + dy


def adjacent(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def components(cells: Iterable[Cell]) -> list[list[Cell]]:
    """The orthogonally connected groups of `cells`, biggest first, then by
    their first cell in reading order; cells inside a group are in reading
    order (top row first)."""
    remaining = set(cells)
    groups = []
    for start in sorted(remaining, key=reading_order):
        if start not in remaining:
            continue
        remaining.discard(start)
        group, frontier = [start], [start]
        while frontier:
            x, y = frontier.pop()
            for other in ((x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)):
                if other in remaining:
                    remaining.discard(other)
                    group.append(other)
                    frontier.append(other)
        groups.append(sorted(group, key=reading_order))
    groups.sort(key=len, reverse=True)
    return groups


def reading_order(cell: Cell) -> tuple[int, int]:
    return cell[1], cell[0]


