"""The pieces of Dualities' search: which lines a tile closes, playouts
that close a line the mover's way, and the exact solve trying such tiles first."""

from __future__ import annotations

import random

import oddsevens
from oddsevens.ai.dualities_endgame import CELL_BITS, closed_lines, dualities_endgame, dualities_position
from oddsevens.ai.dualities_plan import dualities_playout
from oddsevens.core import State
from oddsevens.games.dualities import BLACK, BOARD, EMPTY, LINES_OF_CELL, WHITE, DualitiesState

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
    assert isinstance(state, DualitiesState)
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


def test_each_side_solves_exactly_from_its_first_move_within_25_free_cells_on_the_rows():
    """Odd moves with 25 free cells, Even with 27 and 23: both solve from
    25 free cells down, where a solve given up still leaves the search a
    quarter of hard's time (a solve that took it all left 8 iterations)."""
    from oddsevens.ai.dualities_plan import EXACT, PLAN

    def view_with_free_cells(free: int) -> dict:
        return {"lines": "rows", "cells": [[0, 0, None]] * free + [[0, 0, "black"]] * (len(BOARD) - free)}

    assert EXACT.in_reach(view_with_free_cells(25))
    assert not EXACT.in_reach(view_with_free_cells(27))
    assert EXACT.seconds_given_up() <= 0.75
    assert PLAN.exact is EXACT


def test_the_solvers_tiles_are_every_pair_of_free_neighbours():
    """`children` reads the tiles from the PAIRS table: on the empty board
    they cover every two neighbouring cells, checked against the board's
    own neighbours."""
    rules = dualities_endgame("all")
    free = (1 << len(BOARD)) - 1
    tiles = {frozenset(tile) for tile, _ in rules.children((free, 0, 0))}
    pairs = {frozenset((cell, other)) for cell in range(len(BOARD)) for other in BOARD.neighbours[cell]}
    assert tiles == pairs


def test_the_midgame_search_lays_the_last_tile_the_movers_way():
    """As in the playout test above: black on [0, 0] wins, on [0, 1] loses."""
    from oddsevens.ai.dualities_endgame import MidgameSearch

    state = position(cells_of((0, 0), (0, 1)), {0, 2, 5, 6})
    search = MidgameSearch(dualities_endgame("rows"), 100)
    assert search.best_tile(dualities_position(state.view(None))) == tuple(cells_of((0, 0), (0, 1)))


def test_hard_plays_the_midgame_search_only_between_its_reach_and_the_exact_endgame():
    from bench.runner import EndgameTask, endgame_position
    from oddsevens.ai import choose_move
    from oddsevens.ai.dualities_plan import ENDGAME_FREE_CELLS, MIDGAME_FREE_CELLS, midgame_move

    for free in (MIDGAME_FREE_CELLS + 2, ENDGAME_FREE_CELLS["rows"] + 2, ENDGAME_FREE_CELLS["rows"]):
        state = endgame_position(EndgameTask("dualities", "Dualities (rows)", free, 3))
        seat, view = state.to_move[0], state.view(None)
        in_band = ENDGAME_FREE_CELLS["rows"] < free <= MIDGAME_FREE_CELLS
        moves = {
            level: midgame_move(state, seat, view, state.legal_moves(seat), level, random.Random(0), 1.0) for level in ("hard", "medium")
        }
        assert moves["medium"] is None
        assert (moves["hard"] is not None) == in_band
        if in_band:
            assert choose_move(state, seat, "hard", seed=3) == moves["hard"]
