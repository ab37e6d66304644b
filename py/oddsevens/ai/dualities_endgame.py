"""Dualities in a compact form for the endgame solver.

Only the parity of each scoring line decides the game, and a tile changes
parities through its black half alone, so a position is three numbers: the
free cells that can still be covered (a bitset over the board's cells; a
free cell with no free neighbour can never be covered and is dropped), the
scoring lines now odd (a bitset over the scoring lines) and the side to
move. A tile on (black, white) clears both cells and flips the scoring lines
through the black one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from ..core import Move
from ..games.dualities import ALL_LINES, BOARD, EVEN, ODD, SCORING_LINES
from .endgame import LOSS_VALUE, WIN_VALUE

CELL_BITS: tuple[int, ...] = tuple(1 << cell for cell in range(len(BOARD)))
NEIGHBOUR_BITS: tuple[int, ...] = tuple(sum(CELL_BITS[n] for n in BOARD.neighbours[cell]) for cell in range(len(BOARD)))

DualitiesPosition = tuple[int, int, int]
"""(free cells that can still be covered, odd scoring lines, side to move)."""
Tile = tuple[int, int]
"""(black cell, white cell)."""


@dataclass(frozen=True)
class DualitiesEndgame:
    """The solver's view of Dualities scored on `lines` ("rows" or "all")."""

    flips: tuple[int, ...]
    """Per cell: the scoring lines (bits) a black hex there flips."""
    line_cells: tuple[int, ...]
    """Per scoring line: its cells (bits)."""
    majority: int
    """Scoring lines needed to win."""

    def key(self, position: DualitiesPosition) -> DualitiesPosition:
        return position

    def outcome(self, position: DualitiesPosition) -> Optional[int]:
        """Settled once every free cell is gone, or once lines that can no
        longer change already give one side its majority."""
        free, odd, mover = position
        if free:
            open_lines = 0
            for bit, cells in enumerate(self.line_cells):
                if free & cells:
                    open_lines |= 1 << bit
            settled_odd = (odd & ~open_lines).bit_count()
            settled_even = len(self.line_cells) - open_lines.bit_count() - settled_odd
            if settled_odd >= self.majority:
                winner = ODD
            elif settled_even >= self.majority:
                winner = EVEN
            else:
                return None
        else:
            winner = ODD if odd.bit_count() >= self.majority else EVEN
        return WIN_VALUE if winner == mover else LOSS_VALUE

    def children(self, position: DualitiesPosition) -> list[tuple[Tile, DualitiesPosition]]:
        """Every distinct position a tile leads to, those that close the
        most lines the mover's way first: a win is then usually met among the
        first moves tried (a third to a sixth of the positions expanded,
        against the board's order, at 21 to 25 free cells)."""
        free, odd, mover = position
        flips, neighbours, line_cells = self.flips, NEIGHBOUR_BITS, self.line_cells
        following = 1 - mover
        seen: set[DualitiesPosition] = set()
        ranked: list[tuple[int, Tile, DualitiesPosition]] = []
        rest = free
        while rest:
            low = rest & -rest
            cell = low.bit_length() - 1
            rest ^= low
            others = free & neighbours[cell] & ~(low - 1)
            while others:
                other_low = others & -others
                others ^= other_low
                other = other_low.bit_length() - 1
                left = free ^ low ^ other_low
                touched = flips[cell] | flips[other]
                around = (neighbours[cell] | neighbours[other]) & left
                while around:
                    near_low = around & -around
                    around ^= near_low
                    near = near_low.bit_length() - 1
                    if not left & neighbours[near]:
                        left ^= near_low
                        touched |= flips[near]
                closed = closed_lines(touched, left, line_cells)
                for black, white in ((cell, other), (other, cell)):
                    child_odd = odd ^ flips[black]
                    child = (left, child_odd, following)
                    if child not in seen:
                        seen.add(child)
                        movers_lines = (child_odd if mover == ODD else ~child_odd) & closed
                        ranked.append((closed.bit_count() - 2 * movers_lines.bit_count(), (black, white), child))
        ranked.sort(key=lambda entry: entry[0])
        return [(tile, child) for _, tile, child in ranked]


def closed_lines(touched: int, free: int, line_cells: tuple[int, ...]) -> int:
    """Of the scoring lines `touched` (bits), those no tile can reach any
    more: no free cell on them has a free neighbour."""
    closed = 0
    while touched:
        line = touched & -touched
        touched ^= line
        rest = free & line_cells[line.bit_length() - 1]
        while rest:
            low = rest & -rest
            if free & NEIGHBOUR_BITS[low.bit_length() - 1]:
                break
            rest ^= low
        else:
            closed |= line
    return closed


@lru_cache(maxsize=None)
def dualities_endgame(lines: str) -> DualitiesEndgame:
    scoring = SCORING_LINES[lines]
    bit_of_line = {line: bit for bit, line in enumerate(scoring)}
    flips = tuple(
        sum(1 << bit_of_line[line] for line in bit_of_line if cell in ALL_LINES[line]) for cell in range(len(BOARD))
    )
    line_cells = tuple(sum(CELL_BITS[cell] for cell in ALL_LINES[line]) for line in scoring)
    return DualitiesEndgame(flips, line_cells, len(scoring) // 2 + 1)


def coverable(free: int) -> int:
    """The free cells with a free neighbour: the only ones a tile can still cover."""
    return sum(CELL_BITS[cell] for cell in range(len(BOARD)) if free & CELL_BITS[cell] and free & NEIGHBOUR_BITS[cell])


def dualities_position(view: dict) -> DualitiesPosition:
    """The compact position of a Dualities game from its view (Dualities
    hides nothing); the side to move is the one whose turn it is, or would
    be once the game is over."""
    free = sum(CELL_BITS[BOARD.index[(q, r)]] for q, r, colour in view["cells"] if colour is None)
    odd = sum(1 << bit for bit, line in enumerate(view["scoring_lines"]) if line["blacks"] % 2)
    return coverable(free), odd, view["move_number"] % 2


def free_cells(view: dict) -> int:
    return sum(colour is None for _, _, colour in view["cells"])


def tile_move(tile: Tile) -> Move:
    black, white = tile
    return {"black": list(BOARD.cells[black]), "white": list(BOARD.cells[white])}
