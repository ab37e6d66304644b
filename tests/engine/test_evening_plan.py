"""Evening's plan: the moves its search considers."""

from __future__ import annotations

import oddsevens
from oddsevens.ai.evening_plan import no_pass_while_behind

WHITE, BLACK = 0, 1
GAME = oddsevens.game("evening")
WHITE_PAIR = [(0, 0), (1, 0)]
BLACK_SINGLE = [(3, -3)]


def placed(*stones: tuple[int, list[tuple[int, int]]]):
    """A state with these stones placed in this order, without the placement
    rule, through the engine's own bookkeeping: the seat after the last
    stone's is to move."""
    state = GAME.start(size=5)
    for seat, cells in stones:
        for cell in cells:
            state = state._with_stone(seat, state.grid.index[cell])
    return state


def test_the_search_leaves_out_a_pass_by_the_player_behind():
    state = placed((BLACK, BLACK_SINGLE), (WHITE, WHITE_PAIR))
    assert state.to_move == (BLACK,)
    moves = state.legal_moves(BLACK)
    assert "pass" in moves and len(moves) > 1
    assert no_pass_while_behind(state, moves) == [move for move in moves if move != "pass"]


def test_the_player_ahead_may_pass():
    state = placed((WHITE, WHITE_PAIR), (BLACK, BLACK_SINGLE))
    assert state.to_move == (WHITE,)
    moves = state.legal_moves(WHITE)
    assert no_pass_while_behind(state, moves) == moves and "pass" in moves

