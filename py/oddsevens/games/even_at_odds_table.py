"""The table of Even at Odds: the faces that show from above, where a domino
may lie flat or be stacked, the teams' connected groups and, for the solo
game, whether a turn can still end with every number 1-6 showing and what
the table costs in penalty points. Pure functions of the tiles laid, shared
by the rules (games.even_at_odds) and the computer players' look-ahead.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core import N_, Phrase, phrase
from ..core.squaregrid import Cell, adjacent, components, neighbours, reading_order

Tile = tuple[int, int]
"""A domino as (low, high)."""
Face = tuple[int, int, int]
"""What shows on a cell from above: (level, value, index of its tile)."""
Placement = tuple[int, int, Cell, Cell, int]
"""(a, b, cell of a, cell of b, level)."""

ODDS, EVENS = "odds", "evens"
TEAMS = (ODDS, EVENS)
NUMBERS = frozenset(range(1, 7))
STUCK_POINTS = 5
"""Solo: the penalty for each tile left unplaced when the game is stuck."""


def team_of(value: int) -> str | None:
    if value == 0:
        return None
    return ODDS if value % 2 else EVENS


class Surface(dict[Cell, Face]):
    """The top face of every covered cell. Built once per state and never
    changed after, so the spots found on it are kept with it: a hand asks
    about the same values over and over. A surface made by laying one tile
    on another updates the spots already found there instead of searching
    the whole table again (the solo look-ahead lays thousands of tiles)."""

    __slots__ = ("_flat_spots", "_stacked_spots", "_earlier_flat", "_earlier_stacked", "_laid")

    _flat_spots: dict[int, set[tuple[Cell, Cell]]]
    _stacked_spots: list[tuple[Cell, Cell, int, int]]
    _laid: Placement
    """The tile laid on the surface this one was made from; the spots found
    there (`_earlier_flat` when it was laid flat, `_earlier_stacked`) are
    the starting point for this one's."""
    _earlier_flat: dict[int, set[tuple[Cell, Cell]]]
    _earlier_stacked: list[tuple[Cell, Cell, int, int]]

    def _flat_cache(self) -> dict[int, set[tuple[Cell, Cell]]]:
        try:
            return self._flat_spots
        except AttributeError:
            self._flat_spots = {}
            return self._flat_spots

    def flat_spots(self, value: int) -> set[tuple[Cell, Cell]]:
        """Every (near, far) pair of adjacent empty cells where near touches
        a face showing `value`: where a tile half of that value may go flat."""
        found = self._flat_cache()
        spots = found.get(value)
        if spots is None:
            spots = self._flat_spots_from_earlier(value)
            if spots is None:
                spots = set()
                for cell, face in self.items():
                    if face[1] == value:
                        self._add_flat_spots_around(cell, spots)
            found[value] = spots
        return spots

    def _flat_spots_from_earlier(self, value: int) -> set[tuple[Cell, Cell]] | None:
        """The earlier surface's spots for `value` minus the two cells just
        covered, plus those around a new face of that value; None when they
        were not found there, or the tile was stacked (it may hide a face)."""
        earlier_flat = getattr(self, "_earlier_flat", None)
        earlier = earlier_flat.get(value) if earlier_flat is not None else None
        if earlier is None:
            return None
        a, b, cell_a, cell_b, _ = self._laid
        covered = (cell_a, cell_b)
        spots = {spot for spot in earlier if spot[0] not in covered and spot[1] not in covered}
        if a == value:
            self._add_flat_spots_around(cell_a, spots)
        if b == value:
            self._add_flat_spots_around(cell_b, spots)
        return spots

    def _add_flat_spots_around(self, cell: Cell, spots: set[tuple[Cell, Cell]]) -> None:
        x, y = cell
        for near in ((x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)):
            if near in self:
                continue
            near_x, near_y = near
            for far in ((near_x + 1, near_y), (near_x, near_y + 1), (near_x - 1, near_y), (near_x, near_y - 1)):
                if far not in self:
                    spots.add((near, far))

    def stacked_spots(self) -> list[tuple[Cell, Cell, int, int]]:
        """(cell, other, value on cell, value on other) for every two adjacent
        faces of the same height and of different tiles, other east or south
        of cell: where a tile may be stacked."""
        try:
            return self._stacked_spots
        except AttributeError:
            pass
        earlier = getattr(self, "_earlier_stacked", None)
        if earlier is not None:
            self._stacked_spots = spots = self._stacked_spots_from(earlier)
            return spots
        spots = self._stacked_spots = []
        get = self.get
        for cell, (level, value, index) in self.items():
            x, y = cell
            for other in ((x + 1, y), (x, y + 1)):
                below = get(other)
                if below is not None and below[0] == level and below[2] != index:
                    spots.append((cell, other, value, below[1]))
        return spots

    def _stacked_spots_from(self, earlier: list[tuple[Cell, Cell, int, int]]) -> list[tuple[Cell, Cell, int, int]]:
        """The earlier surface's stacked spots updated: only pairs with one of
        the two cells just covered change."""
        covered = self._laid[2:4]
        spots = [spot for spot in earlier if spot[0] not in covered and spot[1] not in covered]
        for cell in covered:
            level, value, index = self[cell]
            x, y = cell
            for other, other_first in (((x + 1, y), False), ((x, y + 1), False), ((x - 1, y), True), ((x, y - 1), True)):
                below = self.get(other)
                if below is not None and below[0] == level and below[2] != index:
                    spots.append((other, cell, below[1], value) if other_first else (cell, other, value, below[1]))
        return spots


def surface_of(placements: tuple[Placement, ...]) -> Surface:
    surface = Surface()
    for index, (a, b, cell_a, cell_b, level) in enumerate(placements):
        surface[cell_a] = (level, a, index)
        surface[cell_b] = (level, b, index)
    return surface


def with_placement(surface: Surface, index: int, placement: Placement) -> Surface:
    a, b, cell_a, cell_b, level = placement
    new = Surface(surface)
    new[cell_a] = (level, a, index)
    new[cell_b] = (level, b, index)
    new._laid = placement
    if cell_a not in surface and cell_b not in surface:
        new._earlier_flat = surface._flat_cache()
    stacked = getattr(surface, "_stacked_spots", None)
    if stacked is not None:
        new._earlier_stacked = stacked
    return new


def touches_value(surface: Surface, cell: Cell, value: int) -> bool:
    return any(surface[near][1] == value for near in neighbours(cell) if near in surface)


def placement_problem(surface: Surface, a: int, b: int, cell_a: Cell, cell_b: Cell, solo: bool) -> Phrase | None:
    """Why face a on cell_a and face b on cell_b is not a legal placement
    (None when it is)."""
    if not adjacent(cell_a, cell_b):
        return phrase(N_("the two halves of a tile go on two orthogonally adjacent cells"))
    under_a, under_b = surface.get(cell_a), surface.get(cell_b)
    if under_a is None and under_b is None:
        if solo and a == b:
            return phrase(N_("in solo a double must be stacked, never played on the table"))
        if not (touches_value(surface, cell_a, a) or touches_value(surface, cell_b, b)):
            return phrase(N_("a tile played on the table needs a face next to an active face of the same value"))
        return None
    if under_a is None or under_b is None:
        return phrase(N_("a tile must lie flat: it covers two empty cells or two covered ones"))
    if under_a[0] != under_b[0]:
        return phrase(N_("a stacked tile must cover two faces of the same height"))
    if under_a[2] == under_b[2]:
        return phrase(N_("a stacked tile must cover faces of two different tiles"))
    if a != under_a[1] and b != under_b[1]:
        return phrase(N_("a stacked tile needs one half lying on a face of the same value"))
    return None


def placements_for(surface: Surface, tile: Tile, solo: bool) -> list[tuple[Cell, Cell]]:
    """Every legal (cell of a, cell of b) for tile (a, b), sorted; a double
    is listed once per pair of cells."""
    a, b = tile
    found: set[tuple[Cell, Cell]] = set()
    if not (solo and a == b):
        found.update(surface.flat_spots(a))
        found.update((far, near) for near, far in surface.flat_spots(b))
    for cell, other, value, below in surface.stacked_spots():
        if a == value or b == below:
            found.add((cell, other))
        if b == value or a == below:
            found.add((other, cell))
    if a == b:
        found = {min(pair, pair[::-1]) for pair in found}
    return sorted(found)


def level_for(surface: Surface, cell: Cell) -> int:
    under = surface.get(cell)
    return 1 if under is None else under[0] + 1


def team_groups(surface: Surface, team: str) -> list[list[Cell]]:
    return components(cell for cell, face in surface.items() if team_of(face[1]) == team)


def highest_level_faces(surface: Surface) -> tuple[int, dict[str, int]]:
    """The highest level on the table and how many faces of each team lie on it."""
    top = max(level for level, _, _ in surface.values())
    counts = {team: 0 for team in TEAMS}
    for level, value, _ in surface.values():
        team = team_of(value)
        if level == top and team is not None:
            counts[team] += 1
    return top, counts


def missing_numbers(surface: Surface) -> frozenset[int]:
    return NUMBERS - {value for _, value, _ in surface.values()}


def turn_completable(surface: Surface, next_index: int, tiles: tuple[Tile, ...]) -> bool:
    """Solo: can these tiles all be placed, in some order, so that the six
    numbers 1-6 all show when the last one is down? A number that is not
    showing can only come back on a new face, which prunes most dead ends."""
    missing = missing_numbers(surface)
    if not missing <= {value for tile in tiles for value in tile}:
        return False
    if not tiles:
        return True
    if len(tiles) == 1:
        return last_tile_fits(surface, tiles[0])
    for position, tile in enumerate(tiles):
        rest = tiles[:position] + tiles[position + 1:]
        for cell_a, cell_b in placements_for(surface, tile, solo=True):
            placement = (tile[0], tile[1], cell_a, cell_b, level_for(surface, cell_a))
            if turn_completable(with_placement(surface, next_index, placement), next_index + 1, rest):
                return True
    return False


def last_tile_fits(surface: Surface, tile: Tile) -> bool:
    a, b = tile
    if a != b and missing_numbers(surface) <= {a, b} and (surface.flat_spots(a) or surface.flat_spots(b)):
        # Laid flat, the tile covers no face and shows the missing numbers.
        return True
    counts = Counter(value for _, value, _ in surface.values())
    for cell_a, cell_b in placements_for(surface, tile, solo=True):
        after = counts.copy()
        for cell in (cell_a, cell_b):
            if cell in surface:
                after[surface[cell][1]] -= 1
        after[a] += 1
        after[b] += 1
        if all(after[number] > 0 for number in NUMBERS):
            return True
    return False


def solo_penalty(surface: Surface, unplaced: int) -> dict[str, int]:
    """Solo score parts (lower is better), with `unplaced` tiles left over
    when the game got stuck."""
    sizes = {team: [len(group) for group in team_groups(surface, team)] for team in TEAMS}
    biggest = {team: max(sizes[team], default=0) for team in TEAMS}
    difference = 2 * abs(biggest[EVENS] - biggest[ODDS])
    other_groups = sum(max(len(sizes[team]) - 1, 0) for team in TEAMS)
    return {
        "evens": biggest[EVENS],
        "odds": biggest[ODDS],
        "difference_points": difference,
        "other_groups": other_groups,
        "unplaced": unplaced,
        "stuck_points": STUCK_POINTS * unplaced,
        "total": difference + other_groups + STUCK_POINTS * unplaced,
    }


def biggest_group(surface: Surface, team: str) -> list[Cell]:
    groups = team_groups(surface, team)
    return groups[0] if groups else []


def table_view(placements: tuple[Placement, ...], surface: Surface) -> dict[str, Any]:
    """What every seat sees of the table, for a view: the tiles in the order
    laid, the faces from above, the highest level and the teams' biggest groups."""
    top, top_counts = highest_level_faces(surface)
    return {
        "tiles": [
            {"tile": [a, b], "cells": [list(cell_a), list(cell_b)], "level": level}
            for a, b, cell_a, cell_b, level in placements
        ],
        "surface": [
            {"cell": list(cell), "value": surface[cell][1], "level": surface[cell][0],
             "team": team_of(surface[cell][1])}
            for cell in sorted(surface, key=reading_order)
        ],
        "highest_level": top,
        "highest_level_faces": top_counts,
        "groups": {
            team: {"size": len(cells), "cells": [list(cell) for cell in cells]}
            for team in TEAMS
            for cells in [biggest_group(surface, team)]
        },
    }
