"""Evening (alternating protocol) in a compact form for the endgame solver.

A position keeps each colour's stones as a bitset over the board's cells,
the group of every stone as the bitset of that group's cells, and the cells
each colour may play now, updated as the engine does: a stone merges the
groups of its colour it touches, and only the empty cells around the merged
group can change hands. With the side to move and the passes in a row, that
is everything the rest of the game depends on.

The solver plays the alternating protocol only, the one used against the
computer: one seat acts at a time, places a stone or passes, two passes in a
row or a board with no legal cell for either colour end the game. In the free
protocol both seats may act at any moment, so "a forced win" would have to
hold against every interleaving of both players' stones; the computer does
not play that protocol, and its plan leaves such positions to the search.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from ..core import Move
from ..core.hexgrid import hex_board
from ..games.evening import BLACK_SEAT, COLOUR_NAMES, WHITE_SEAT
from .endgame import LOSS_VALUE, WIN_VALUE

PASS = -1
"""The compact move for a pass; a stone is its cell's number."""


@dataclass(frozen=True)
class EveningPosition:
    white: int
    black: int
    """Each colour's stones (bits by cell)."""
    group_at: tuple[int, ...]
    """Per cell: the cells of the group its stone belongs to (bits), 0 on an empty cell."""
    legal_white: int
    legal_black: int
    """The cells each colour may play now (bits)."""
    mover: int
    passes: int
    """Passes in a row just before this position."""


@dataclass(frozen=True)
class EveningEndgame:
    """The solver's view of Evening on a board of side `size`; `parity` is
    the odd-even variant, which settles a complete tie by the White stones."""

    size: int
    parity: bool
    neighbours: tuple[tuple[int, ...], ...]
    """Per cell: its neighbours' numbers."""
    neighbour_bits: tuple[int, ...]
    """Per cell: its neighbours (bits)."""

    def key(self, position: EveningPosition) -> tuple[int, int, int, int]:
        return position.white, position.black, position.mover, position.passes

    def winner(self, position: EveningPosition) -> int:
        """The engine's decision: group sizes compared largest first (a
        missing group counts 0, so of lists equal as far as both go the
        longer wins), a complete tie to Black, or in the variant to White
        when the White stones are odd. The largest groups alone decide most
        positions, so they are compared before anything is sorted."""
        groups = set(position.group_at)
        groups.discard(0)
        white = position.white
        white_sizes = [group.bit_count() for group in groups if group & white]
        black_sizes = [group.bit_count() for group in groups if not group & white]
        largest_white, largest_black = max(white_sizes, default=0), max(black_sizes, default=0)
        if largest_white != largest_black:
            return WHITE_SEAT if largest_white > largest_black else BLACK_SEAT
        white_sizes.sort(reverse=True)
        black_sizes.sort(reverse=True)
        for white_size, black_size in zip(white_sizes, black_sizes):
            if white_size != black_size:
                return WHITE_SEAT if white_size > black_size else BLACK_SEAT
        if len(white_sizes) != len(black_sizes):
            return WHITE_SEAT if len(white_sizes) > len(black_sizes) else BLACK_SEAT
        if self.parity and position.white.bit_count() % 2:
            return WHITE_SEAT
        return BLACK_SEAT

    def outcome(self, position: EveningPosition) -> Optional[int]:
        if position.passes < 2 and (position.legal_white or position.legal_black):
            return None
        return WIN_VALUE if self.winner(position) == position.mover else LOSS_VALUE

    def children(self, position: EveningPosition) -> list[tuple[int, EveningPosition]]:
        """After the opponent's pass, passing ends the game: when that wins,
        it is the only move worth trying (no win comes sooner), and when it
        loses it is left out while a stone can be placed (any stone loses no
        sooner). Otherwise a pass first (it threatens to end the game), then
        the stones that leave the opponent the fewest cells: of the orders
        tried, the one that expanded the fewest positions (a sixth of the
        board's own order at 14 empty cells)."""
        mover = position.mover
        passed = EveningPosition(
            position.white,
            position.black,
            position.group_at,
            position.legal_white,
            position.legal_black,
            1 - mover,
            position.passes + 1,
        )
        ahead = self.winner(position) == mover
        if ahead and position.passes == 1:
            return [(PASS, passed)]
        legal = position.legal_white if mover == WHITE_SEAT else position.legal_black
        found = []
        while legal:
            low = legal & -legal
            legal ^= low
            cell = low.bit_length() - 1
            found.append((cell, self.with_stone(position, cell)))
        following_legal = "legal_black" if mover == WHITE_SEAT else "legal_white"
        found.sort(key=lambda child: getattr(child[1], following_legal).bit_count())
        if ahead or not found:
            found.insert(0, (PASS, passed))
        elif position.passes == 0:
            found.append((PASS, passed))
        return found

    def with_stone(self, position: EveningPosition, cell: int) -> EveningPosition:
        """The position after the side to move puts a stone on `cell`."""
        neighbours, cell_neighbours = self.neighbour_bits, self.neighbours
        bit = 1 << cell
        white, black = position.white, position.black
        if position.mover == WHITE_SEAT:
            white |= bit
            own = white
        else:
            black |= bit
            own = black
        group_at = list(position.group_at)
        group = bit
        for near in cell_neighbours[cell]:
            if own >> near & 1:
                group |= group_at[near]
        around = 0
        rest = group
        while rest:
            low = rest & -rest
            rest ^= low
            stone = low.bit_length() - 1
            group_at[stone] = group
            around |= neighbours[stone]
        empty_around = around & ~(white | black)
        legal_white = position.legal_white & ~bit & ~empty_around
        legal_black = position.legal_black & ~bit & ~empty_around
        while empty_around:
            low = empty_around & -empty_around
            empty_around ^= low
            empty = low.bit_length() - 1
            white_sum = black_sum = 0
            counted: list[int] = []
            for near in cell_neighbours[empty]:
                touching = group_at[near]
                if touching and touching not in counted:
                    counted.append(touching)
                    if touching & white:
                        white_sum += touching.bit_count()
                    else:
                        black_sum += touching.bit_count()
            if white_sum < black_sum:
                legal_white |= low
            elif black_sum < white_sum:
                legal_black |= low
        return EveningPosition(white, black, tuple(group_at), legal_white, legal_black, 1 - position.mover, 0)


@lru_cache(maxsize=None)
def evening_endgame(size: int, parity: bool) -> EveningEndgame:
    neighbours = hex_board(size).neighbours
    neighbour_bits = tuple(sum(1 << near for near in nears) for nears in neighbours)
    return EveningEndgame(size, parity, neighbours, neighbour_bits)


def evening_position(view: dict) -> EveningPosition:
    """The compact position of an Evening game in play under the alternating
    protocol, after the opening stone, from its view (Evening hides nothing)."""
    index = hex_board(view["side"]).index
    bits = {colour: 0 for colour in COLOUR_NAMES}
    for q, r, colour in view["cells"]:
        if colour is not None:
            bits[colour] |= 1 << index[(q, r)]
    group_at = [0] * len(index)
    for group in view["groups"]:
        cells = [index[(q, r)] for q, r in group["cells"]]
        group_bits = sum(1 << cell for cell in cells)
        for cell in cells:
            group_at[cell] = group_bits
    legal_white, legal_black = (sum(1 << index[(q, r)] for q, r in cells) for cells in view["legal"])
    return EveningPosition(
        bits["white"], bits["black"], tuple(group_at), legal_white, legal_black, view["to_move"][0], view["passes"]
    )


def empty_cells(view: dict) -> int:
    return sum(colour is None for _, _, colour in view["cells"])


def evening_move(cell: int, side: int) -> Move:
    return "pass" if cell == PASS else {"cell": list(hex_board(side).cells[cell])}
