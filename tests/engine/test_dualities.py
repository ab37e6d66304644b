"""Dualities rules and rulings, on hand-built positions."""

from __future__ import annotations

import pytest

import oddsevens
from oddsevens.games.dualities import BLACK, BOARD, EMPTY, EVEN, LINES_OF_CELL, ODD, WHITE, DualitiesState

GAME = oddsevens.game("dualities")


def position(colours: dict[tuple[int, int], str], lines: str = "rows") -> DualitiesState:
    """A state whose board has the given cells filled ("black"/"white");
    the move log stays empty, so Odd is to move."""
    state = GAME.start(lines=lines)
    assert isinstance(state, DualitiesState)
    board = list(state.board)
    counts = list(state.black_counts)
    for cell, colour in colours.items():
        index = BOARD.index[cell]
        board[index] = BLACK if colour == "black" else WHITE
        if colour == "black":
            for line in LINES_OF_CELL[index]:
                counts[line] += 1
    new = state._derived()
    new.board, new.black_counts = tuple(board), tuple(counts)
    return new


def test_board_is_a_hexagon_of_side_five_with_61_cells():
    assert len(BOARD) == 61
    assert all(max(abs(q), abs(r), abs(q + r)) <= 4 for q, r in BOARD.cells)
    assert [len(row) for row in BOARD.lines["row"]] == [5, 6, 7, 8, 9, 8, 7, 6, 5]


def test_rows_are_horizontal_lines_of_constant_r():
    for row in BOARD.lines["row"]:
        assert len({BOARD.cells[cell][1] for cell in row}) == 1


def test_odd_moves_first_and_players_alternate():
    state = GAME.start()
    assert state.to_move == (ODD,)
    state = state.play({"black": [0, 0], "white": [1, 0]})
    assert state.to_move == (EVEN,)
    state = state.play({"black": [0, 1], "white": [1, 1]})
    assert state.to_move == (ODD,)


def test_a_tile_covers_two_adjacent_free_cells():
    state = GAME.start()
    with pytest.raises(oddsevens.IllegalMove, match="adjacent"):
        state.play({"black": [0, 0], "white": [2, 0]})
    with pytest.raises(oddsevens.IllegalMove, match="off the board"):
        state.play({"black": [4, 0], "white": [5, 0]})
    after = state.play({"black": [0, 0], "white": [1, 0]})
    with pytest.raises(oddsevens.IllegalMove, match="already covered"):
        after.play({"black": [1, 0], "white": [2, 0]})


def test_the_mover_chooses_which_half_is_black():
    state = GAME.start()
    one = state.play({"black": [0, 0], "white": [1, 0]})
    other = state.play({"black": [1, 0], "white": [0, 0]})
    assert one.board[BOARD.index[(0, 0)]] == BLACK
    assert other.board[BOARD.index[(0, 0)]] == WHITE
    assert {"black": [1, 0], "white": [0, 0]} in state.legal_moves()


def test_legal_moves_are_every_ordered_pair_of_adjacent_free_cells():
    edges = sum(len(neighbours) for neighbours in BOARD.neighbours)
    assert len(GAME.start().legal_moves()) == edges


def test_there_is_no_pass():
    with pytest.raises(oddsevens.IllegalMove):
        GAME.start().play("pass")


def test_game_ends_when_no_two_adjacent_cells_are_free():
    # Every cell but the centre is covered: a lone free cell cannot take a tile.
    cells = {cell: "white" for cell in BOARD.cells if cell != (0, 0)}
    state = position(cells)
    assert state.over
    assert state.to_move == ()
    assert state.legal_moves() == []


def test_game_goes_on_while_one_free_pair_remains():
    cells = {cell: "white" for cell in BOARD.cells if cell not in ((0, 0), (1, 0))}
    state = position(cells)
    assert not state.over
    assert state.legal_moves() == [{"black": [0, 0], "white": [1, 0]}, {"black": [1, 0], "white": [0, 0]}]


def test_a_line_with_an_odd_number_of_blacks_is_odds():
    state = position({(0, 0): "black"})
    middle_row = 4
    assert state.claimed_by(middle_row) == ODD
    assert state.scores == (1, 8)


def test_zero_blacks_is_even():
    state = GAME.start()
    assert state.scores == (0, 9)
    assert all(line["claimed_by"] == EVEN for line in state.view()["scoring_lines"])


def test_two_blacks_in_a_line_make_it_even_again():
    state = position({(0, 0): "black", (1, 0): "black"})
    assert state.scores == (0, 9)


def test_white_hexes_are_neutral():
    assert position({(0, 0): "white", (1, 0): "white"}).scores == (0, 9)


def test_rows_variant_scores_nine_lines_and_all_variant_twenty_seven():
    rows = position({(0, 0): "black"})
    every = position({(0, 0): "black"}, lines="all")
    assert sum(rows.scores) == 9
    assert sum(every.scores) == 27
    # The centre lies on one row, one falling and one rising diagonal.
    assert every.scores == (3, 24)


def test_winner_holds_more_lines_and_there_are_no_ties():
    blacks = {cell: "black" for cell in BOARD.cells if cell[1] in (-4, -3, -2, 0, 2)}
    whites = {cell: "white" for cell in BOARD.cells if cell[1] not in (-4, -3, -2, 0, 2)}
    state = position(blacks | whites)
    # Rows of 5, 6, 7, 9 and 7 black hexes: Odd holds r=-4, -2, 0 and 2.
    assert state.scores == (4, 5)
    assert state.winners == (EVEN,)


def test_winners_are_empty_until_the_game_is_over():
    assert GAME.start().winners == ()


def test_unknown_lines_option_is_refused_with_a_reason():
    with pytest.raises(oddsevens.BadOption, match="'lines' must be one of 'rows', 'all'"):
        GAME.start(lines="columns")


def test_view_shows_each_scoring_line_with_its_owner():
    view = position({(0, 0): "black"}).view(0)
    assert view["lines"] == "rows"
    assert len(view["scoring_lines"]) == 9
    centre_row = view["scoring_lines"][4]
    assert centre_row["blacks"] == 1 and centre_row["claimed_by"] == ODD
    assert [0, 0, "black"] in view["cells"]


def test_record_round_trip_replays_the_same_game():
    state = GAME.start(seed=5, lines="all")
    for move in ({"black": [0, 0], "white": [1, 0]}, {"black": [-4, 4], "white": [-3, 4]}):
        state = state.play(move)
    record = state.record()
    assert record["moves"] == [[0, {"black": [0, 0], "white": [1, 0]}], [1, {"black": [-4, 4], "white": [-3, 4]}]]
    assert oddsevens.replay(record) == state


def test_replay_names_the_move_that_is_not_legal():
    record = GAME.start().play({"black": [0, 0], "white": [1, 0]}).record()
    record["moves"].append([1, {"black": [0, 0], "white": [0, 1]}])
    with pytest.raises(oddsevens.BadRecord, match="move 2 is not legal: the black cell .* already covered"):
        oddsevens.replay(record)


def test_play_leaves_the_state_unchanged():
    state = GAME.start()
    state.play({"black": [0, 0], "white": [1, 0]})
    assert state.board == (EMPTY,) * 61
    assert len(state) == 0


# -- a device in a room ------------------------------------------------------


def test_a_state_from_a_view_knows_whose_turn_and_the_all_lines_scoring():
    state = GAME.start(seed=9, lines="all").play({"black": [0, 0], "white": [1, 0]})
    world = GAME.from_view(state.view(0))
    assert world.options == {"lines": "all"} and world.seed == 0
    assert world.to_move == (EVEN,) and world.scores == state.scores
    assert world.last_move() == (ODD, {"black": [0, 0], "white": [1, 0]})
    assert world.legal_moves(EVEN) == state.legal_moves(EVEN)
    assert world.play({"black": [0, 1], "white": [1, 1]}, EVEN).to_move == (ODD,)


def test_a_finished_game_from_a_view_names_its_winner():
    state = position({cell: "white" for cell in BOARD.cells if cell != (0, 0)})
    world = GAME.from_view(state.view(None))
    assert world.over and world.winners == state.winners == (EVEN,)


@pytest.mark.parametrize("view", [
    None,
    ["dualities"],
    {"game": "evening"},
    {key: value for key, value in GAME.start().view(0).items() if key != "cells"},
    {**GAME.start().view(0), "cells": [[0, 0, "grey"]]},
    {**GAME.start().view(0), "lines": "columns"},
    {**GAME.start().view(0), "to_move": [1]},
])
def test_a_view_that_is_not_a_dualities_position_is_a_bad_record(view):
    with pytest.raises(oddsevens.BadRecord):
        GAME.from_view(view)
