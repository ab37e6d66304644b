"""Evening: the placement rule, both protocols, the winner and its variant."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

import oddsevens
from oddsevens import render
from oddsevens.core.hexgrid import hex_board

WHITE, BLACK = 0, 1
GAME = oddsevens.game("evening")


def position(white=(), black=(), **options):
    """A state with these stones on the board, placed without the placement
    rule (White's first, then Black's), through the engine's own bookkeeping."""
    state = GAME.start(**options)
    grid = state.grid
    for seat, cells in ((WHITE, white), (BLACK, black)):
        for cell in cells:
            state = state._with_stone(seat, grid.index[cell])
    return state


def cells_of(moves):
    return {tuple(move["cell"]) for move in moves if isinstance(move, dict)}


def stone(q, r):
    return {"cell": [q, r]}


def opened(protocol="alternating", **options):
    """White's first stone on the centre, then Black's east of it."""
    return GAME.start(protocol=protocol, **options).play(stone(0, 0), WHITE).play(stone(1, 0), BLACK)


# -- the opening -----------------------------------------------------------


@pytest.mark.parametrize("protocol", ["alternating", "free"])
def test_white_places_the_first_stone_anywhere(protocol):
    state = GAME.start(protocol=protocol)
    assert state.to_move == (WHITE,)
    assert cells_of(state.legal_moves()) == set(state.grid.cells)
    assert state.legal_moves()[-1] != "pass" and "done" not in state.legal_moves()
    corner = state.play(stone(4, -4))
    assert corner.view()["cells"][4] == [4, -4, "white"]


def test_nothing_but_a_stone_opens_the_game():
    with pytest.raises(oddsevens.IllegalMove, match="White opens"):
        GAME.start().play("pass")
    with pytest.raises(oddsevens.IllegalMove, match="White opens"):
        GAME.start(protocol="free").play("done")
    with pytest.raises(oddsevens.IllegalMove, match="may not act"):
        GAME.start(protocol="free").play(stone(0, 0), BLACK)


@pytest.mark.parametrize("size,cells", [(3, 19), (5, 61), (8, 169)])
def test_board_size_option_sets_the_hexagon(size, cells):
    state = GAME.start(size=size)
    assert len(state.legal_moves()) == cells
    assert state.view()["side"] == size


def test_options_are_checked():
    with pytest.raises(ValueError, match="size"):
        GAME.start(size=9)
    with pytest.raises(ValueError, match="parity"):
        GAME.start(parity=1)
    with pytest.raises(ValueError, match="protocol"):
        GAME.start(protocol="turns")


# -- the placement rule ----------------------------------------------------


def test_after_the_first_stone_only_black_may_touch_it():
    state = GAME.start().play(stone(0, 0))
    neighbours = {(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}
    assert state.to_move == (BLACK,)
    assert cells_of(state.legal_moves()) == neighbours
    assert state.legal_cells(WHITE) == []


def test_isolated_cell_is_never_legal():
    state = opened(protocol="free")
    far = (-3, 3)
    assert state.touching_sums(state.grid.index[far]) == (0, 0)
    for seat in (WHITE, BLACK):
        assert far not in cells_of(state.legal_moves(seat))
        with pytest.raises(oddsevens.IllegalMove, match="no neighbouring stones"):
            state.play(stone(*far), seat)


def test_legality_sums_every_touching_group_once():
    # The White pair touches (0, 0) with both stones but counts once (2);
    # the two Black groups (1 and 2) both count: 2 < 3, so White may play.
    state = position(white=[(1, 0), (1, -1)], black=[(-1, 0), (0, 1), (0, 2)], protocol="free")
    centre = state.grid.index[(0, 0)]
    assert state.touching_sums(centre) == (2, 3)
    assert (0, 0) in cells_of(state.legal_moves(WHITE))
    assert (0, 0) not in cells_of(state.legal_moves(BLACK))
    with pytest.raises(oddsevens.IllegalMove, match="3 against 2"):
        state.play(stone(0, 0), BLACK)
    after = state.play(stone(0, 0), WHITE)
    assert after.group_sizes(WHITE) == [3]


def test_a_stone_merges_the_groups_it_joins():
    state = position(white=[(-2, 0), (0, 0)], black=[(-1, 1), (-2, 1), (-2, 2)], protocol="free")
    assert state.group_sizes(WHITE) == [1, 1]
    joined = state.play(stone(-1, 0), WHITE)
    assert joined.group_sizes(WHITE) == [3]
    assert [group["size"] for group in joined.view()["groups"] if group["colour"] == "white"] == [3]


def test_a_cell_touching_equal_sums_is_legal_for_neither():
    state = position(white=[(1, 0), (1, -1)], black=[(-1, 0), (-1, 1)], protocol="free")
    centre = (0, 0)
    assert state.touching_sums(state.grid.index[centre]) == (2, 2)
    for seat in (WHITE, BLACK):
        assert centre not in cells_of(state.legal_moves(seat))
        with pytest.raises(oddsevens.IllegalMove, match="2 against 2"):
            state.play(stone(*centre), seat)


def test_occupied_and_off_board_cells_are_refused():
    state = opened()
    with pytest.raises(oddsevens.IllegalMove, match="already holds a white stone"):
        state.play(stone(0, 0))
    with pytest.raises(oddsevens.IllegalMove, match="off the board"):
        state.play(stone(9, 0))
    with pytest.raises(oddsevens.IllegalMove, match=r"\[q, r\]"):
        state.play({"cell": "0,0"})


def rule_by_hand(state, seat):
    """The placement rule recomputed from the bare board, for comparison."""
    grid, board = state.grid, state.board
    group = {}
    for start, colour in enumerate(board):
        if colour and start not in group:
            stack, members = [start], []
            group[start] = start
            while stack:
                cell = stack.pop()
                members.append(cell)
                for n in grid.neighbours[cell]:
                    if board[n] == colour and n not in group:
                        group[n] = start
                        stack.append(n)
            for cell in members:
                group[cell] = (start, len(members))
    legal = []
    for cell, colour in enumerate(board):
        if colour:
            continue
        touching = {group[n] for n in grid.neighbours[cell] if board[n]}
        sums = [0, 0]
        for start, size in touching:
            sums[board[start] - 1] += size
        if sums[seat] < sums[1 - seat]:
            legal.append(cell)
    return legal


@pytest.mark.parametrize("seed", range(6))
def test_legal_cells_follow_the_rule_and_never_serve_both_colours(seed):
    chooser = random.Random(seed)
    state = GAME.start(protocol="free", size=3 + seed)
    state = state.play(stone(0, 0), WHITE)
    while not state.over:
        for seat in (WHITE, BLACK):
            assert state.legal_cells(seat) == rule_by_hand(state, seat)
        assert not set(state.legal_cells(WHITE)) & set(state.legal_cells(BLACK))
        seat = chooser.choice([s for s in (WHITE, BLACK) if state.legal_cells(s)])
        state = state.play(chooser.choice(state.legal_moves(seat)[:-1]), seat)
    assert state.view()["legal"] == [[], []]


# -- the end of the game ---------------------------------------------------


def board_without_legal_cells(**options):
    """Size 3, every cell filled but the centre, which touches a White group
    of 9 and a Black group of 9: no cell is legal for either colour."""
    white = [(1, 0), (1, -1), (0, -1), (2, 0), (2, -1), (2, -2), (1, -2), (0, -2), (-1, -1)]
    black = [(-1, 0), (-1, 1), (0, 1), (-2, 0), (-2, 1), (-2, 2), (-1, 2), (0, 2), (1, 1)]
    return position(white=white, black=black, size=3, **options)


@pytest.mark.parametrize("protocol", ["alternating", "free"])
def test_game_ends_when_no_cell_is_legal_for_either_colour(protocol):
    state = board_without_legal_cells(protocol=protocol)
    assert state.touching_sums(state.grid.index[(0, 0)]) == (9, 9)
    assert state.over
    assert state.to_move == ()
    assert state.winners == (BLACK,)


def test_two_passes_in_a_row_end_the_alternating_game():
    state = opened().play("pass", WHITE)
    assert not state.over and state.to_move == (BLACK,)
    state = state.play("pass", BLACK)
    assert state.over
    assert state.view()["passes"] == 2


def test_a_stone_between_passes_starts_the_count_again():
    state = opened().play("pass", WHITE)
    state = state.play(stone(-1, 0), BLACK)
    assert state.view()["passes"] == 0
    state = state.play("pass", WHITE)
    assert not state.over and state.to_move == (BLACK,)


def test_a_player_with_no_legal_cell_may_only_pass():
    state = GAME.start().play(stone(0, 0)).play("pass")
    assert state.to_move == (WHITE,)
    assert state.legal_moves() == ["pass"]


def test_each_protocol_refuses_the_other_ones_word():
    with pytest.raises(oddsevens.IllegalMove, match="no Done"):
        opened().play("done", WHITE)
    with pytest.raises(oddsevens.IllegalMove, match="no turns"):
        opened(protocol="free").play("pass", WHITE)


# -- the free protocol -----------------------------------------------------


def test_free_protocol_lets_both_seats_act_and_asks_which():
    state = opened(protocol="free")
    assert state.to_move == (WHITE, BLACK)
    with pytest.raises(oddsevens.IllegalMove, match="say which one"):
        state.play("done")
    # Black may place twice in a row: there are no turns.
    state = state.play(stone(0, -1), BLACK).play(stone(-1, 1), BLACK)
    assert state.group_sizes(BLACK) == [1, 1, 1]


def test_done_is_a_toggle_and_a_done_seat_keeps_its_cells():
    state = opened(protocol="free").play("done", WHITE)
    assert state.view()["done"] == [True, False]
    assert not state.over
    moves = state.legal_moves(WHITE)
    assert moves[-1] == "done" and cells_of(moves) == {(1, 1), (2, -1), (2, 0)}
    withdrawn = state.play("done", WHITE)
    assert withdrawn.view()["done"] == [False, False]


def test_a_new_stone_clears_both_done_toggles():
    state = opened(protocol="free").play("done", WHITE).play(stone(2, 0), WHITE)
    assert state.view()["done"] == [False, False]
    state = state.play("done", BLACK).play(stone(-1, 0), BLACK)
    assert state.view()["done"] == [False, False]


def test_free_game_ends_when_both_players_are_done():
    state = opened(protocol="free").play("done", BLACK)
    assert not state.over
    state = state.play("done", WHITE)
    assert state.over and state.view()["done"] == [True, True]


# -- the winner ------------------------------------------------------------


def finished(state):
    """The game ended by declaring: two passes, or both Done."""
    word = "done" if state.options["protocol"] == "free" else "pass"
    for _ in range(2):
        state = state.play(word, state.to_move[0])
    assert state.over
    return state


def test_largest_group_wins_and_is_the_score():
    state = position(white=[(-4, 0), (-3, 0)], black=[(2, 0), (3, 0), (4, 0)])
    assert state.scores == (2, 3)
    assert finished(state).winners == (BLACK,)


def test_equal_largest_groups_fall_to_the_next_largest():
    state = finished(position(
        white=[(-4, 0), (-3, 0), (-2, 0), (2, -4), (3, -4)],
        black=[(-4, 4), (-3, 4), (-2, 4), (4, 0)],
    ))
    assert state.winners == (WHITE,)
    assert state.view()["decision"] == {"winner": WHITE, "by": "groups", "compared": [[3, 3], [2, 1]]}


def test_a_missing_group_counts_zero():
    state = finished(position(white=[(-4, 0), (-3, 0)], black=[(-4, 4), (-3, 4), (4, 0)]))
    assert state.view()["group_sizes"] == [[2], [2, 1]]
    assert state.winners == (BLACK,)
    assert state.view()["decision"]["compared"] == [[2, 2], [0, 1]]


def test_black_wins_an_all_equal_game():
    state = finished(opened())
    assert state.view()["group_sizes"] == [[1], [1]]
    assert state.winners == (BLACK,)
    assert state.view()["decision"] == {"winner": BLACK, "by": "tie", "compared": [[1, 1]]}


def test_parity_variant_odd_white_stones_give_white_an_all_equal_game():
    state = finished(opened(parity=True))
    assert state.winners == (WHITE,)
    assert state.view()["decision"] == {"winner": WHITE, "by": "parity", "compared": [[1, 1]], "white_stones": 1}


def test_parity_variant_even_white_stones_give_black_an_all_equal_game():
    state = finished(position(white=[(-4, 0), (4, 0)], black=[(0, -4), (0, 4)], parity=True))
    assert state.winners == (BLACK,)
    assert state.view()["decision"]["white_stones"] == 2


def test_parity_variant_only_breaks_complete_ties():
    state = finished(position(white=[(-4, 0)], black=[(3, 0), (4, 0)], parity=True))
    assert state.winners == (BLACK,)
    assert state.view()["decision"]["by"] == "groups"


def test_parity_variant_counts_white_stones_of_a_full_tie_board():
    assert board_without_legal_cells(parity=True).winners == (WHITE,)


# -- the view and the board ------------------------------------------------


def test_view_shows_groups_legal_cells_and_no_decision_before_the_end():
    view = opened().view(WHITE)
    assert view["groups"] == [
        {"colour": "white", "size": 1, "cells": [[0, 0]]},
        {"colour": "black", "size": 1, "cells": [[1, 0]]},
    ]
    assert sorted(map(tuple, view["legal"][WHITE])) == [(1, 1), (2, -1), (2, 0)]
    assert sorted(map(tuple, view["legal"][BLACK])) == [(-1, 0), (-1, 1), (0, -1)]
    assert view["to_move"] == [WHITE]
    assert view["decision"] is None
    assert view["stones"] == [1, 1]
    assert view["last_move"] == {"seat": BLACK, "move": {"cell": [1, 0]}}


def rendered(view, **ui):
    return ET.fromstring(render.board("evening", view, **ui))


def legal_marks(root):
    return {
        (node.get("data-cell"), node.get("data-seat"))
        for node in root.iter()
        if "legal" in (node.get("class") or "").split()
    }


def test_board_marks_only_the_movers_cells_when_alternating():
    view = GAME.start().play(stone(0, 0)).view(BLACK)
    marks = legal_marks(rendered(view))
    assert len(marks) == 6 and {seat for _, seat in marks} == {"1"}
    node = next(n for n in rendered(view).iter() if n.get("data-cell") == "1,0")
    assert set(node.get("class").split()) >= {"legal", "legal-black"}
    assert node.get("role") == "button" and "Black may place" in node.get("aria-label")


def test_board_marks_both_colours_in_the_free_protocol():
    view = opened(protocol="free").view(None)
    seats = {seat for _, seat in legal_marks(rendered(view))}
    assert seats == {"0", "1"}
    only_white = {seat for _, seat in legal_marks(rendered(view, legal_colours=["white"]))}
    assert only_white == {"0"}
    assert legal_marks(rendered(view, interactive=False)) == set()


def test_board_numbers_each_group_once_on_one_of_its_stones():
    state = position(white=[(-2, 0), (-1, 0), (0, 0)], black=[(1, 0)])
    root = rendered(state.view())
    texts = [node for node in root.iter() if (node.get("class") or "").startswith("group-size ")]
    assert sorted((node.text, node.get("class")) for node in texts) == [("1", "group-size black"), ("3", "group-size white")]
    middle_stone = next(n for n in root.iter() if n.get("data-cell") == "-1,0").find("{*}circle")
    three = next(node for node in texts if node.text == "3")
    assert (three.get("x"), three.get("y")) == (middle_stone.get("cx"), middle_stone.get("cy"))
    stones = [n.get("class") for n in root.iter() if (n.get("class") or "").startswith("stone")]
    assert sorted(stones) == ["stone black"] + ["stone white"] * 3


def test_board_joins_neighbouring_stones_of_one_colour():
    state = position(white=[(-2, 0), (-1, 0), (0, 0)], black=[(1, 0)])
    links = [n.get("class") for n in rendered(state.view()).iter() if (n.get("class") or "").startswith("link ")]
    assert links == ["link white", "link white"]


def test_grid_is_the_shared_hex_board():
    assert GAME.start(size=6).grid is hex_board(6)


# -- a device in a room ------------------------------------------------------


def test_a_state_from_a_free_view_keeps_the_done_toggle_and_both_movers():
    state = opened(protocol="free", size=6, parity=True).play("done", WHITE)
    world = GAME.from_view(state.view(BLACK))
    assert world.options == {"size": 6, "protocol": "free", "parity": True}
    assert world.view(BLACK)["done"] == [True, False] and world.to_move == (WHITE, BLACK)
    assert world.legal_moves(WHITE) == state.legal_moves(WHITE)
    assert world.play("done", BLACK).over


def test_a_state_from_a_view_counts_the_passes_and_knows_whose_turn():
    state = opened().play("pass", WHITE)
    world = GAME.from_view(state.view(WHITE))
    assert world.to_move == (BLACK,) and world.legal_moves(WHITE) == []
    assert world.play("pass", BLACK).over


def test_a_state_from_a_view_finds_the_groups_that_decide_the_game():
    state = finished(position(white=[(0, 0), (1, 0), (2, 0)], black=[(0, 1), (1, 1)]))
    world = GAME.from_view(state.view(None))
    assert world.group_sizes(WHITE) == [3] and world.group_sizes(BLACK) == [2]
    assert world.winners == state.winners and world.view(None)["decision"] == state.view(None)["decision"]


def test_a_view_whose_groups_disagree_with_its_stones_is_a_bad_record():
    view = opened().view(WHITE)
    view["groups"][0]["size"] = 2
    with pytest.raises(oddsevens.BadRecord, match="does not describe a position of Evening"):
        GAME.from_view(view)
