"""The pieces of Dualities' search: which lines a tile closes, playouts
that close a line the mover's way, and the exact solve trying such tiles first."""

from __future__ import annotations

import random

import oddsevens
from oddsevens.ai.dualities_endgame import CELL_BITS, closed_lines, dualities_endgame, dualities_position
from oddsevens.ai.dualities_plan import dualities_playout
from oddsevens.core import State
from oddsevens.games.dualities import BLACK, BOARD, EMPTY, LINES_OF_CELL, WHITE

TOP_ROW = 0
"""Bit of the top row (r = -4) among the rows that score."""
BOTTOM_ROW = 8
"""Bit of the bottom row (r = 4) among the rows that score."""


def cells_of(*coordinates: tuple[int, int]) -> list[int]:
    return [BOARD.index[cell] for cell in coordinates]


def bits(cells: list[int]) -> int:
    return sum(CELL_BITS[cell] for cell in cells)


def closed_by_tile(left: int, right: int, free: int) -> int:
    """The rows (bits) a tile on `left` and `right` closes, `free` the free cells after it."""
    rows = dualities_endgame("rows")
    return closed_lines(rows.flips[left] | rows.flips[right], free, rows.line_cells)


def position(free: list[int], odd_rows: set[int]) -> State:
    """Every cell covered but `free`; the rows in `odd_rows` (0 at the top)
    hold one black hex each, on their leftmost covered cell; the side to
    move is Odd."""
    state = oddsevens.game("dualities").start()
    board = [WHITE] * len(BOARD)
    counts = [0] * 27
    for row in odd_rows:
        cell = next(cell for cell, (q, r) in enumerate(BOARD.cells) if r + 4 == row and cell not in free)
        board[cell] = BLACK
        for line in LINES_OF_CELL[cell]:
            counts[line] += 1
    for cell in free:
        board[cell] = EMPTY
    built = state._derived()
    built.board, built.black_counts = tuple(board), tuple(counts)
    return built


def test_a_tile_on_the_last_free_cells_of_a_row_closes_it():
    left, right = cells_of((0, -4), (1, -4))
    assert closed_by_tile(left, right, 0) == 1 << TOP_ROW


def test_a_row_stays_open_while_a_free_cell_on_it_has_a_free_neighbour():
    left, right, free_on_row, below = cells_of((0, -4), (1, -4), (3, -4), (3, -3))
    assert closed_by_tile(left, right, bits([free_on_row, below])) & (1 << TOP_ROW) == 0


def test_a_free_cell_no_tile_can_reach_leaves_its_row_closed():
    left, right, stranded = cells_of((0, -4), (1, -4), (3, -4))
    assert closed_by_tile(left, right, bits([stranded])) == 1 << TOP_ROW


def test_the_playout_lays_the_last_tile_the_movers_way():
    """[0, 0] on the middle row and [0, 1] below it are the only free
    cells; Odd holds four rows and moves: black on [0, 0] wins, black on
    [0, 1] would lose. Every playout finds the win."""
    state = position(cells_of((0, 0), (0, 1)), {0, 2, 5, 6})
    assert state.scores == (4, 5) and state.to_move == (0,)
    assert all(dualities_playout(state, random.Random(seed)) == (1.0, 0.0) for seed in range(20))


def test_the_solver_tries_first_the_tile_that_closes_a_line_the_movers_way():
    """Free: the first two cells of the odd top row and of the even bottom
    row, and [0, 0] on the middle row above [0, 1]. Odd moves: a tile on
    the top row closes it even, one on the middle two closes a row each
    way, and one on the bottom row closes it odd, the tile to try first."""
    free = cells_of((0, -4), (1, -4), (0, 0), (0, 1), (-4, 4), (-3, 4))
    state = position(free, {TOP_ROW})
    (black, white), (_, odd_after, _) = dualities_endgame("rows").children(dualities_position(state.view(None)))[0]
    assert {black, white} == set(free[-2:])
    assert odd_after & (1 << BOTTOM_ROW)


def test_the_playout_leaves_alone_cells_no_tile_can_reach():
    """[0, 0] and [2, 0] are free but apart, [3, -4] and [4, -4] free side by
    side on the top row, which Odd holds: the one tile left makes the top
    row even whichever way it lies, and Even wins five rows to four."""
    state = position(cells_of((0, 0), (2, 0), (3, -4), (4, -4)), {0, 2, 5, 6, 8})
    assert state.scores == (5, 4)
    assert all(dualities_playout(state, random.Random(seed)) == (0.0, 1.0) for seed in range(5))


def test_a_tile_along_a_scoring_row_is_searched_one_way_round_only():
    from oddsevens.ai.dualities_plan import distinct_tiles

    state = oddsevens.game("dualities").start(seed=2, players=2, lines="rows")
    moves = state.legal_moves(0)
    kept = distinct_tiles(state, moves)
    same_row = [move for move in moves if move["black"][1] == move["white"][1]]
    assert len(moves) - len(kept) == len(same_row) // 2
    for move in same_row:
        turned = {"black": move["white"], "white": move["black"]}
        assert (move in kept) != (turned in kept)


def test_every_tile_is_searched_both_ways_round_when_all_lines_score():
    from oddsevens.ai.dualities_plan import distinct_tiles

    state = oddsevens.game("dualities").start(seed=2, players=2, lines="all")
    moves = state.legal_moves(0)
    assert distinct_tiles(state, moves) == moves
