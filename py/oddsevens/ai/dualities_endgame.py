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

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..core import Move
from ..games.dualities import ALL_LINES, BOARD, EVEN, ODD, SCORING_LINES
from .endgame import LOSS_VALUE, WIN_VALUE, SolveAborted

CELL_BITS: tuple[int, ...] = tuple(1 << cell for cell in range(len(BOARD)))
NEIGHBOUR_BITS: tuple[int, ...] = tuple(sum(CELL_BITS[n] for n in BOARD.neighbours[cell]) for cell in range(len(BOARD)))

PAIRS: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(
        (
            other,
            CELL_BITS[cell] | CELL_BITS[other],
            (NEIGHBOUR_BITS[cell] | NEIGHBOUR_BITS[other]) & ~(CELL_BITS[cell] | CELL_BITS[other]),
        )
        for other in sorted(BOARD.neighbours[cell])
        if other > cell
    )
    for cell in range(len(BOARD))
)
"""Per cell, each neighbour after it in the board's order, as (that cell,
the pair's cells (bits), the cells touching the pair (bits)): the tiles of
a position without a scan of every neighbour's bits."""

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

    def outcome(self, position: DualitiesPosition) -> int | None:
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
        against the board's order, at 21 to 25 free cells). Most of the
        solve's time is spent here, hence the tables of `PAIRS`."""
        free, odd, mover = position
        flips, neighbours, line_cells, pairs = self.flips, NEIGHBOUR_BITS, self.line_cells, PAIRS
        following = 1 - mover
        seen: set[DualitiesPosition] = set()
        ranked: list[tuple[int, Tile, DualitiesPosition]] = []
        rest = free
        while rest:
            low = rest & -rest
            rest ^= low
            cell = low.bit_length() - 1
            for other, pair, next_to_pair in pairs[cell]:
                if free & pair != pair:
                    continue
                left = free ^ pair
                touched = flips[cell] | flips[other]
                around = next_to_pair & left
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


@cache
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


def dualities_position(view: dict[str, Any]) -> DualitiesPosition:
    """The compact position of a Dualities game from its view (Dualities
    hides nothing); the side to move is the one whose turn it is, or would
    be once the game is over."""
    free = sum(CELL_BITS[BOARD.index[(q, r)]] for q, r, colour in view["cells"] if colour is None)
    odd = sum(1 << bit for bit, line in enumerate(view["scoring_lines"]) if line["blacks"] % 2)
    return coverable(free), odd, view["move_number"] % 2


def free_cells(view: dict[str, Any]) -> int:
    return sum(colour is None for _, _, colour in view["cells"])


def tile_move(tile: Tile) -> Move:
    black, white = tile
    return {"black": list(BOARD.cells[black]), "white": list(BOARD.cells[white])}


MIDGAME_WIN = 100.0
"""A settled position's value in the midgame search, far above any evaluation."""
TILES_PER_POSITION = 4
"""In the midgame search, listing this many tiles costs about as much as
visiting a position, and counts so: with positions alone, a search far from
the end (70 tiles a position) took twice as long as one near it."""
OPEN_LINE_WEIGHT = 0.4
"""In the midgame evaluation, an open line with f free cells counts
OPEN_LINE_WEIGHT / f for the side its parity favours now."""


@dataclass
class MidgameSearch:
    """A depth-limited alpha-beta over the solver's compact positions, for
    the stretch before the exact endgame where a game is decided. It deepens
    one ply at a time until `max_nodes` positions are spent (tiles listed
    count as well, see TILES_PER_POSITION), and tries each position's best
    tile of the pass before first, then the solver's order (lines closed the
    mover's way first). Leaves are valued by their lines: one for each line
    no tile can reach, OPEN_LINE_WEIGHT / f for an open line with f free
    cells, for the side its present parity favours; a position whose
    settled lines give a side its majority is won or lost outright."""

    rules: DualitiesEndgame
    max_nodes: int
    nodes: int = 0
    table: dict[DualitiesPosition, tuple[int, float, int, Tile]] = field(default_factory=dict)
    """Position -> (depth searched, value, bound: -1 upper, 0 exact, 1 lower, best tile)."""

    def evaluation(self, position: DualitiesPosition) -> float:
        free, odd, mover = position
        value = 0.0
        for bit, cells in enumerate(self.rules.line_cells):
            sign = 1.0 if odd >> bit & 1 else -1.0
            left = (free & cells).bit_count()
            value += sign if not left else sign * OPEN_LINE_WEIGHT / left
        return value if mover == ODD else -value

    def score(self, position: DualitiesPosition, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise SolveAborted(f"more than {self.max_nodes} positions")
        outcome = self.rules.outcome(position)
        if outcome is not None:
            return outcome * MIDGAME_WIN
        if depth == 0:
            return self.evaluation(position)
        entry = self.table.get(position)
        first = None
        if entry is not None:
            searched, value, bound, first = entry
            if searched >= depth and (bound == 0 or (bound > 0 and value >= beta) or (bound < 0 and value <= alpha)):
                return value
        start_alpha = alpha
        children = self.rules.children(position)
        self.nodes += len(children) // TILES_PER_POSITION
        if first is not None:
            children.sort(key=lambda child: child[0] != first)
        best, best_tile = -2 * MIDGAME_WIN, children[0][0]
        for tile, child in children:
            value = -self.score(child, depth - 1, -beta, -alpha)
            if value > best:
                best, best_tile = value, tile
                alpha = max(alpha, value)
                if alpha >= beta:
                    break
        bound = -1 if best <= start_alpha else 1 if best >= beta else 0
        self.table[position] = (depth, best, bound, best_tile)
        return best

    def best_tile(self, position: DualitiesPosition) -> Tile:
        """The best tile of the deepest pass, or of a pass cut short once a
        tile beat the pass before's; deepening stops once a pass proves the
        result or reaches the end of every line of play."""
        chosen: Tile | None = None
        depth = 1
        while True:
            children = self.rules.children(position)
            if chosen is not None:
                children.sort(key=lambda child: child[0] != chosen)
            alpha, best_this_pass = -2 * MIDGAME_WIN, None
            try:
                for tile, child in children:
                    value = -self.score(child, depth - 1, -2 * MIDGAME_WIN, -alpha)
                    if value > alpha:
                        alpha, best_this_pass = value, tile
            except SolveAborted:
                return best_this_pass or chosen or children[0][0]
            chosen = best_this_pass
            if abs(alpha) >= MIDGAME_WIN or 2 * depth >= position[0].bit_count():
                assert chosen is not None, "a whole pass finds a best tile"
                return chosen
            depth += 1
