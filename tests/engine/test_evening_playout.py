"""Evening's search: its playouts on plain lists, which must follow the
engine's rules exactly, mostly grow the player's own groups and pass when
ahead; the moves it considers; and the short solves that hard runs far
from the end."""

from __future__ import annotations

import random

import pytest

import oddsevens
from found_positions import random_position
from oddsevens.ai import choose_move
from oddsevens.ai.endgame import LOSS_VALUE, WIN_VALUE
from oddsevens.ai.evening_plan import EXACT, no_pass_while_behind
from oddsevens.ai.evening_playout import PlayoutBoard, evening_playout, greedy_cell, play_out

WHITE, BLACK = 0, 1
GAME = oddsevens.game("evening")


def position(white=(), black=(), **options):
    """A state with these stones on the board, placed without the placement
    rule (White's first, then Black's), through the engine's own bookkeeping."""
    state = GAME.start(**options)
    for seat, cells in ((WHITE, white), (BLACK, black)):
        for cell in cells:
            state = state._with_stone(seat, state.grid.index[cell])
    return state


@pytest.mark.parametrize("parity", [False, True])
@pytest.mark.parametrize("seed", range(12))
def test_playout_board_keeps_the_engines_legal_cells_groups_and_winner(seed, parity):
    chance = random.Random(seed)
    state = GAME.start(size=4, seed=seed, parity=parity)
    state = state.play(chance.choice(state.legal_moves(WHITE)), WHITE)
    board = PlayoutBoard(state)
    while not state.over:
        seat = state.to_move[0]
        moves = state.legal_moves(seat)
        move = chance.choice([move for move in moves if move != "pass"] or moves)
        state = state.play(move, seat)
        if move != "pass":
            board.place(state.grid.index[tuple(move["cell"])], seat + 1)
        assert board.legal_for == list(state.legal_for)
        for colour_seat in (WHITE, BLACK):
            assert board.open_cells[colour_seat + 1] == set(state.legal_cells(colour_seat))
        for cell, colour in enumerate(board.legal_for):
            if colour:
                assert board.own_sum[cell] == state.touching_sums(cell)[colour - 1]
    assert board.sizes[1] == state.group_sizes(WHITE)
    assert board.sizes[2] == state.group_sizes(BLACK)
    assert (board.winner(),) == state.winners


def test_greedy_stone_joins_the_largest_own_groups():
    """White's pair at (0,0)-(1,0) and single stone at (-2,2) face Black's
    four at (0,1), (1,1), (-1,1) and (-1,2) (one group). Every cell touching
    that Black group is open to White; (-1,3) would join only the single, while
    the cells touching the pair would make a group of three."""
    state = position(white=[(0, 0), (1, 0), (-2, 2)], black=[(0, 1), (1, 1), (-1, 1), (-1, 2)])
    board = PlayoutBoard(state)
    white_cells = [cell for cell, colour in enumerate(board.legal_for) if colour == 1]
    chosen = {state.grid.cells[greedy_cell(board, white_cells, random.Random(seed))] for seed in range(20)}
    assert chosen and all(board.own_sum[state.grid.index[cell]] == 2 for cell in chosen)
    assert (-2, 3) not in chosen


def test_playout_passes_when_forced_and_a_second_pass_ends_it():
    """White's single stone in the corner is walled in by Black's three, so
    Black has no cell open; White has just passed, so Black's forced pass
    ends the game, which Black's larger group wins."""
    state = position(white=[(4, -4)], black=[(3, -4), (3, -3), (4, -3)])
    board = PlayoutBoard(state)
    board.mover, board.passes = BLACK, 1
    assert 2 not in board.legal_for and 1 in board.legal_for
    assert play_out(board, random.Random(0)) == BLACK
    assert board.board == list(state.board)


@pytest.mark.parametrize("seed", range(10))
def test_a_playout_player_ahead_passes_after_the_others_pass_and_wins(seed):
    """White's pair beats Black's single stone, and cells next to that stone
    are open to White; Black has just passed, so White passes and the game
    ends at once: no stone is placed, whatever the dice."""
    state = position(white=[(0, 0), (1, 0)], black=[(3, -3)])
    board = PlayoutBoard(state)
    board.mover, board.passes = WHITE, 1
    assert 1 in board.legal_for
    assert play_out(board, random.Random(seed)) == WHITE
    assert board.board == list(state.board)


def test_a_playout_player_behind_places_a_stone_after_the_others_pass():
    """The same position with Black to move after White's pass: Black is
    behind, so it places a stone rather than end the game lost."""
    state = position(white=[(0, 0), (1, 0)], black=[(3, -3)])
    board = PlayoutBoard(state)
    board.mover, board.passes = BLACK, 1
    play_out(board, random.Random(0))
    assert board.board.count(2) > 1


def test_playout_rewards_are_the_engines_for_a_finished_opening():
    state = GAME.start(size=3, seed=0).play({"cell": [0, 0]}, WHITE)
    rewards = evening_playout(state, random.Random(1))
    assert sorted(rewards) == [0.0, 1.0]


def test_the_search_leaves_out_a_pass_by_the_player_behind():
    """White's pair beats Black's single stone; after White's pass, Black
    may place a stone or pass, and passing would lose at once."""
    state = position(white=[(0, 0), (1, 0)], black=[(3, -3)]).play("pass", WHITE)
    moves = state.legal_moves(BLACK)
    assert "pass" in moves and len(moves) > 1
    assert no_pass_while_behind(state, moves) == [move for move in moves if move != "pass"]


def test_the_search_lets_the_player_ahead_pass():
    state = position(white=[(0, 0), (1, 0)], black=[(3, -3)])
    moves = state.legal_moves(WHITE)
    assert "pass" in moves and no_pass_while_behind(state, moves) == moves


def value_after(state, move) -> int:
    """The exact outcome after `move` for the side then to move."""
    after = state.play(move)
    if after.over:
        return WIN_VALUE if after.winners == (1 - state.to_move[0],) else LOSS_VALUE
    return EXACT.value(after.view(None), 200_000)


def test_hard_leaves_out_the_moves_a_short_solve_proves_lost_far_from_the_end():
    """24 empty cells, beyond the full solve: four of the seven stones lose
    within a few hundred positions, and the search alone picks one of them
    (the pass, by the player behind, is never searched)."""
    state = random_position("evening", {"size": 5}, seed=2, empty=24)
    assert not EXACT.in_reach(state.view(None))
    probed = EXACT.probe(state.view(None))
    assert probed.won is None and len(probed.lost) == 4
    assert all(value_after(state, move) == WIN_VALUE for move in probed.lost)
    assert choose_move(state, state.to_move[0], "hard", search_only=True) in probed.lost
    assert choose_move(state, state.to_move[0], "hard") not in probed.lost


def test_hard_takes_a_win_a_short_solve_proves_far_from_the_end():
    """24 empty cells: passing wins (the opponent can never get ahead),
    which the search alone does not play."""
    state = random_position("evening", {"size": 5}, seed=7, empty=24)
    probed = EXACT.probe(state.view(None))
    assert probed.won == "pass" and value_after(state, "pass") == LOSS_VALUE
    assert choose_move(state, state.to_move[0], "hard", search_only=True) != "pass"
    assert choose_move(state, state.to_move[0], "hard") == "pass"
