"""A Dualities player from outside the project's bots, kept as a yardstick
for hard (bench/dualities_search.py, bench-ai's series part).

It shares nothing with the project's search: no Monte Carlo, no playouts,
none of `oddsevens.ai`. It reads the game only from `state.view(seat)` and
answers with one of `state.legal_moves(seat)`. Its design is the classic one
for a two-player game that hides nothing:

- negamax alpha-beta, deepened one ply at a time until its allowance of
  positions is spent, the best move of the deepest finished pass played;
- a transposition table keyed on (free cells, odd lines, side to move),
  which keeps each position's best move to try first in the next pass;
- move ordering: that best move, then tiles that settle lines the mover's
  way, then killer moves (a tile that cut off a sibling at the same depth);
- a line-parity evaluation: a line no tile can reach any more counts one
  for its owner; an open line counts for the side its present parity
  favours, the less the more free cells it still has; a position where the
  settled lines already give one side its majority is a win, exactly.

Its allowance is counted in positions visited and tiles listed, not in seconds, so a game is
fixed by its seed; `NODES_PER_MOVE` is set so its mean CPU time per move
matches hard's in CPython (the bench prints both).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from oddsevens.core import Move, Seat, State

HEX_STEPS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
WIN = 10_000.0
NODES_PER_MOVE = 34_000
"""Work per move, in positions visited (listing a position's tiles counts
as well, see TILES_PER_NODE). Calibrated on 2026-11-27 so that its mean CPU
time per move in whole games matches hard's (the bench prints both)."""
TILES_PER_NODE = 4
"""Listing this many tiles costs about as much as visiting a position: the
work is counted so, which keeps the time per move even through a game
(early positions have ten times the tiles of late ones)."""
OPEN_LINE_WEIGHT = 0.4
"""An open line with f free cells counts OPEN_LINE_WEIGHT / f for the side
its parity favours now: one free cell left is nearly decided, ten are not."""


class OutOfNodes(Exception):
    """The allowance of positions for this move is spent."""


@dataclass
class Board:
    """The geometry read from a view: neighbours and scoring lines as bitsets."""

    cells: list[tuple[int, int]]
    neighbours: list[int]
    """Per cell: its neighbours (bits)."""
    line_bits: list[int]
    """Per scoring line: its cells (bits)."""
    flips: list[int]
    """Per cell: the scoring lines (bits) a black hex there changes."""
    majority: int

    @classmethod
    def from_view(cls, view: dict) -> Board:
        cells = [(q, r) for q, r, _ in view["cells"]]
        index = {cell: i for i, cell in enumerate(cells)}
        neighbours = [
            sum(1 << index[(q + dq, r + dr)] for dq, dr in HEX_STEPS if (q + dq, r + dr) in index) for q, r in cells
        ]
        line_bits = [sum(1 << index[(q, r)] for q, r in line["cells"]) for line in view["scoring_lines"]]
        flips = [sum(1 << line for line, bits in enumerate(line_bits) if bits >> cell & 1) for cell in range(len(cells))]
        return cls(cells, neighbours, line_bits, flips, len(line_bits) // 2 + 1)


@dataclass
class AlphaBeta:
    """One move's search: (free cells with a free neighbour, odd lines, mover)."""

    board: Board
    budget: int
    rng: random.Random
    nodes: int = 0
    table: dict = field(default_factory=dict)
    """(free, odd, mover) -> (depth searched, value, bound, best tile)."""
    killers: dict = field(default_factory=dict)
    """Depth left -> the last tile that cut off there."""

    def coverable(self, free: int) -> int:
        neighbours = self.board.neighbours
        kept, rest = free, free
        while rest:
            low = rest & -rest
            rest ^= low
            if not free & neighbours[low.bit_length() - 1]:
                kept ^= low
        return kept

    def settled(self, free: int, odd: int, mover: Seat) -> float | None:
        """WIN or -WIN for `mover` once the lines no tile can reach give a
        side its majority (or the board is full), else None."""
        board = self.board
        open_lines = 0
        for line, bits in enumerate(board.line_bits):
            if free & bits:
                open_lines |= 1 << line
        closed_odd = (odd & ~open_lines).bit_count()
        closed_even = len(board.line_bits) - open_lines.bit_count() - closed_odd
        if closed_odd >= board.majority:
            return WIN if mover == 0 else -WIN
        if closed_even >= board.majority:
            return WIN if mover == 1 else -WIN
        return None

    def evaluate(self, free: int, odd: int, mover: Seat) -> float:
        """Lines for Odd minus lines for Even, from `mover`'s side."""
        score = 0.0
        for line, bits in enumerate(self.board.line_bits):
            sign = 1.0 if odd >> line & 1 else -1.0
            left = (free & bits).bit_count()
            score += sign if not left else sign * OPEN_LINE_WEIGHT / left
        return score if mover == 0 else -score

    def tiles(self, free: int, odd: int, mover: Seat) -> list[tuple[int, int, int, int]]:
        """(black, white, free after, odd after) for every tile, the ones that
        settle the most lines the mover's way first."""
        board = self.board
        neighbours, flips, line_bits = board.neighbours, board.flips, board.line_bits
        found = []
        rest = free
        while rest:
            low = rest & -rest
            rest ^= low
            cell = low.bit_length() - 1
            partners = free & neighbours[cell] & ~((low << 1) - 1)
            while partners:
                other_low = partners & -partners
                partners ^= other_low
                other = other_low.bit_length() - 1
                after = self.coverable(free ^ low ^ other_low)
                lines_now_shut = 0
                for line, bits in enumerate(line_bits):
                    if free & bits and not after & bits:
                        lines_now_shut |= 1 << line
                turns = ((cell, other),) if flips[cell] == flips[other] else ((cell, other), (other, cell))
                for black, white in turns:
                    odd_after = odd ^ flips[black]
                    mine = odd_after if mover == 0 else ~odd_after
                    gain = 2 * (mine & lines_now_shut).bit_count() - lines_now_shut.bit_count()
                    found.append((gain, self.rng.random(), black, white, after, odd_after))
        self.nodes += len(found) // TILES_PER_NODE
        found.sort(key=lambda entry: (-entry[0], entry[1]))
        return [(black, white, after, odd_after) for _, _, black, white, after, odd_after in found]

    def negamax(self, free: int, odd: int, mover: Seat, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfNodes
        done = self.settled(free, odd, mover)
        if done is not None:
            return done
        if depth == 0:
            return self.evaluate(free, odd, mover)
        key = (free, odd, mover)
        entry = self.table.get(key)
        first = None
        if entry is not None:
            searched, value, bound, first = entry
            if searched >= depth:
                if bound == 0 or (bound > 0 and value >= beta) or (bound < 0 and value <= alpha):
                    return value
        original_alpha = alpha
        moves = self.tiles(free, odd, mover)
        killer = self.killers.get(depth)
        preferred = [tile for tile in (first, killer) if tile is not None]
        if preferred:
            front = [move for tile in preferred for move in moves if move[:2] == tile]
            moves = front + [move for move in moves if move[:2] not in preferred]
        best, best_tile = -2 * WIN, None
        for black, white, after, odd_after in moves:
            value = -self.negamax(after, odd_after, 1 - mover, depth - 1, -beta, -alpha)
            if value > best:
                best, best_tile = value, (black, white)
            alpha = max(alpha, value)
            if alpha >= beta:
                self.killers[depth] = (black, white)
                break
        bound = -1 if best <= original_alpha else 1 if best >= beta else 0
        self.table[key] = (depth, best, bound, best_tile)
        return best

    def best_tile(self, free: int, odd: int, mover: Seat) -> tuple[int, int]:
        """Deepen until the allowance runs out or the game is solved; a pass
        cut short still counts where a move beat the last pass's best."""
        choice = None
        depth = 1
        while True:
            moves = self.tiles(free, odd, mover)
            if choice is not None:
                moves = [move for move in moves if move[:2] == choice] + [move for move in moves if move[:2] != choice]
            alpha, best_this_pass = -2 * WIN, None
            try:
                for black, white, after, odd_after in moves:
                    value = -self.negamax(after, odd_after, 1 - mover, depth - 1, -2 * WIN, -alpha)
                    if value > alpha:
                        alpha, best_this_pass = value, (black, white)
            except OutOfNodes:
                if best_this_pass is not None:
                    choice = best_this_pass
                return choice if choice is not None else moves[0][:2]
            choice = best_this_pass
            assert choice is not None, "a position in play has a tile to lay"
            if abs(alpha) >= WIN or depth >= free.bit_count() // 2:
                return choice
            depth += 1


def outside_move(state: State, seat: Seat, seed: int, nodes: int = NODES_PER_MOVE) -> Move:
    """The outside player's move for `seat`: alpha-beta over `nodes` positions."""
    view = state.view(seat)
    board = Board.from_view(view)
    free = sum(1 << i for i, (_, _, colour) in enumerate(view["cells"]) if colour is None)
    odd = sum(1 << line for line, scored in enumerate(view["scoring_lines"]) if scored["blacks"] % 2)
    searcher = AlphaBeta(board, nodes, random.Random(f"outside:{seed}:{view['move_number']}"))
    black, white = searcher.best_tile(searcher.coverable(free), odd, view["move_number"] % 2)
    return {"black": list(board.cells[black]), "white": list(board.cells[white])}
