"""Evening (alternating protocol) in a compact form for the endgame solver.

A position keeps each colour's stones and groups as bitsets, the sizes of
the groups, the cells each colour may play now, and for each empty cell the
groups touching it; updated as the engine does: a stone merges the groups
of its colour it touches, and only the empty cells around the merged group
can change hands. With the side to move
and the passes in a row, that is everything the rest of the game depends on.

The bitsets lay the hexagon out in rows of a fixed width with a spare
column (see `EveningEndgame`), so the cells around a whole group are found
with six shifts rather than cell by cell.

The solver plays the alternating protocol only, the one used against the
computer: one seat acts at a time, places a stone or passes, two passes in a
row or a board with no legal cell for either colour end the game. In the free
protocol both seats may act at any moment, so "a forced win" would have to
hold against every interleaving of both players' stones; the computer does
not play that protocol, and its plan leaves such positions to the search.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any, NamedTuple

from ..core import Move
from ..core.hexgrid import hex_board
from ..games.evening import BLACK_SEAT, COLOUR_NAMES, WHITE_SEAT, winner_by_group_sizes
from .endgame import LOSS_VALUE, WIN_VALUE

PASS = -1
"""The compact move for a pass; a stone is its cell's number."""


class EveningPosition(NamedTuple):
    white: int
    black: int
    """Each colour's stones (bits by point, see `EveningEndgame`)."""
    touching: dict[int, int]
    """Per empty point next to a stone: the points of every group touching
    it, of both colours (bits). Groups never overlap, so a colour's groups
    around the cell add up to the bits of that colour in there. Shared
    between positions: a new position copies it before changing it."""
    white_groups: tuple[int, ...]
    black_groups: tuple[int, ...]
    """Each colour's groups (bits), in no particular order."""
    white_sizes: tuple[int, ...]
    black_sizes: tuple[int, ...]
    """Each colour's group sizes, largest first."""
    legal_white: int
    legal_black: int
    """The points each colour may play now (bits)."""
    mover: int
    passes: int
    """Passes in a row just before this position."""


@dataclass(frozen=True)
class EveningEndgame:
    """The solver's view of Evening on a board of side `size`; `parity` is
    the odd-even variant, which settles a complete tie by the White stones.

    Cell [q, r] is the point (r + size - 1) * width + q + size - 1, with
    `width` one more than the hexagon's widest row: a shift by 1, width or
    width - 1 moves every point of a bitset to the same neighbour, and what
    lands in the spare column or outside the hexagon is masked off by
    `board`. The points come in the board's own cell order."""

    size: int
    parity: bool
    width: int
    board: int
    """Every point of the hexagon (bits)."""
    cell_at: tuple[int, ...]
    """Per point: its cell number on the board (-1 off the hexagon)."""
    point_of: tuple[int, ...]
    """Per cell number: its point."""

    def key(self, position: EveningPosition) -> tuple[int, int, int, int]:
        """The opponent's pass before counts only when the side to move is
        ahead (it may end the game) or has no stone to place (its pass ends
        the game a ply sooner): otherwise it places a stone either way (see
        `children`), and the position is the same as after a stone."""
        passes = position.passes
        if passes == 1 and self.winner(position) != position.mover:
            if position.legal_white if position.mover == WHITE_SEAT else position.legal_black:
                passes = 0
        return position.white, position.black, position.mover, passes

    def winner(self, position: EveningPosition) -> int:
        return winner_by_group_sizes(position.white_sizes, position.black_sizes, self.parity)

    def outcome(self, position: EveningPosition) -> int | None:
        if position.passes < 2 and (position.legal_white or position.legal_black):
            return None
        return WIN_VALUE if self.winner(position) == position.mover else LOSS_VALUE

    def children(self, position: EveningPosition) -> list[tuple[int, EveningPosition]]:
        """After the opponent's pass, passing ends the game: when that wins,
        it is the only move worth trying (no win comes sooner). A pass by
        the side not ahead loses (the opponent passes next and wins, or
        already has): it is left out while a stone can be placed, taken as
        losing no sooner than any stone (a stone that ends the game at once
        loses a ply sooner, the only loss it may hide). The side ahead
        tries a pass first (it threatens to end the game), then the stones
        by the cells they leave the opponent, counting two more
        for a stone after which the mover is not ahead. Of the orders tried,
        this one expanded the fewest positions (bench-ai's
        won positions at 16 empty cells: half as many as by the opponent's
        cells alone, in all and in the worst one; the opponent's cells alone
        had expanded a sixth of the board's own order at 14)."""
        mover = position.mover
        passed = EveningPosition(*position[:-2], 1 - mover, position.passes + 1)
        ahead = self.winner(position) == mover
        if ahead and position.passes == 1:
            return [(PASS, passed)]
        legal = position.legal_white if mover == WHITE_SEAT else position.legal_black
        cell_at = self.cell_at
        found = []
        while legal:
            low = legal & -legal
            legal ^= low
            point = low.bit_length() - 1
            found.append((cell_at[point], self.with_stone(position, point)))
        winner = self.winner
        if mover == WHITE_SEAT:
            found.sort(key=lambda child: child[1].legal_black.bit_count() + 2 * (winner(child[1]) != mover))
        else:
            found.sort(key=lambda child: child[1].legal_white.bit_count() + 2 * (winner(child[1]) != mover))
        if ahead or not found:
            found.insert(0, (PASS, passed))
        return found

    def with_stone(self, position: EveningPosition, point: int) -> EveningPosition:
        """The position after the side to move puts a stone on `point`: the
        stone joins the groups of its colour touching the cell into one, and
        the empty cells around that group, the only ones whose touching
        groups change, have them and their colour worked out afresh."""
        bit = 1 << point
        white, black, touching, white_groups, black_groups, white_sizes, black_sizes = position[:7]
        legal_white, legal_black, mover = position.legal_white, position.legal_black, position.mover
        touching = touching.copy()
        around_stone = touching.pop(point, 0)
        if mover == WHITE_SEAT:
            joined = around_stone & white
            white |= bit
            groups, sizes = white_groups, white_sizes
        else:
            joined = around_stone & black
            black |= bit
            groups, sizes = black_groups, black_sizes
        group = bit | joined
        left = list(sizes)
        if joined in groups:  # the stone joins a single group: the usual case, made quick
            left.remove(joined.bit_count())
            kept = list(groups)
            kept[kept.index(joined)] = group
            groups = tuple(kept)
        elif joined:
            kept = []
            for merged in groups:
                if merged & joined:
                    left.remove(merged.bit_count())
                else:
                    kept.append(merged)
            kept.append(group)
            groups = tuple(kept)
        else:
            groups = (*groups, group)
        left.append(group.bit_count())
        left.sort(reverse=True)
        sizes = tuple(left)
        width = self.width
        slant = width - 1
        changed = (
            (group << 1 | group >> 1 | group << width | group >> width | group << slant | group >> slant)
            & self.board
            & ~(white | black)
        )
        legal_white &= ~bit & ~changed
        legal_black &= ~bit & ~changed
        while changed:
            low = changed & -changed
            changed ^= low
            empty = low.bit_length() - 1
            groups_around = touching.get(empty, 0) | group
            touching[empty] = groups_around
            white_sum = (groups_around & white).bit_count()
            black_sum = (groups_around & black).bit_count()
            if white_sum < black_sum:
                legal_white |= low
            elif black_sum < white_sum:
                legal_black |= low
        if mover == WHITE_SEAT:
            white_groups, white_sizes = groups, sizes
        else:
            black_groups, black_sizes = groups, sizes
        return EveningPosition(
            white, black, touching, white_groups, black_groups, white_sizes, black_sizes,
            legal_white, legal_black, 1 - mover, 0,
        )


@cache
def evening_endgame(size: int, parity: bool) -> EveningEndgame:
    grid = hex_board(size)
    radius = size - 1
    width = 2 * radius + 2
    point_of = tuple((r + radius) * width + q + radius for q, r in grid.cells)
    cell_at = [-1] * ((2 * radius + 1) * width)
    for cell, point in enumerate(point_of):
        cell_at[point] = cell
    board = sum(1 << point for point in point_of)
    return EveningEndgame(size, parity, width, board, tuple(cell_at), point_of)


def evening_position(view: dict[str, Any]) -> EveningPosition:
    """The compact position of an Evening game in play under the alternating
    protocol, after the opening stone, from its view (Evening hides nothing)."""
    rules = evening_endgame(view["side"], view["parity"])
    grid = hex_board(view["side"])

    def bits(cells: Iterable[tuple[int, int]]) -> int:
        return sum(1 << rules.point_of[grid.index[(q, r)]] for q, r in cells)

    groups: dict[str, list[int]] = {colour: [] for colour in COLOUR_NAMES}
    group_of_cell = {}
    for group in view["groups"]:
        group_bits = bits(group["cells"])
        groups[group["colour"]].append(group_bits)
        for q, r in group["cells"]:
            group_of_cell[grid.index[(q, r)]] = group_bits
    touching = {}
    for cell, (_, _, colour) in enumerate(view["cells"]):
        around = 0
        for near in grid.neighbours[cell]:
            around |= group_of_cell.get(near, 0)
        if colour is None and around:
            touching[rules.point_of[cell]] = around
    white_groups, black_groups = (tuple(groups[colour]) for colour in COLOUR_NAMES)
    legal_white, legal_black = (bits(cells) for cells in view["legal"])
    return EveningPosition(
        bits((q, r) for q, r, colour in view["cells"] if colour == COLOUR_NAMES[WHITE_SEAT]),
        bits((q, r) for q, r, colour in view["cells"] if colour == COLOUR_NAMES[BLACK_SEAT]),
        touching,
        white_groups,
        black_groups,
        tuple(sorted((group.bit_count() for group in white_groups), reverse=True)),
        tuple(sorted((group.bit_count() for group in black_groups), reverse=True)),
        legal_white,
        legal_black,
        view["to_move"][0],
        view["passes"],
    )


def empty_cells(view: dict[str, Any]) -> int:
    return sum(colour is None for _, _, colour in view["cells"])


def evening_move(cell: int, side: int) -> Move:
    return "pass" if cell == PASS else {"cell": list(hex_board(side).cells[cell])}
