"""Even at Odds: every rule and ruling on hand-built positions."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET

import pytest

import oddsevens
from oddsevens.games import even_at_odds as eao
from oddsevens.render.even_at_odds_svg import even_at_odds as render_table

SVG = "{http://www.w3.org/2000/svg}"
GAME = oddsevens.game("even-at-odds")


def tile(a, b, cell_a, cell_b, level=1):
    return (a, b, cell_a, cell_b, level)


def duel(placements, hands, *, boneyard=(), removed=((0, 5), (0, 6)), odds_seat=0, mover=0, start=0,
         match="single", results=()):
    """A duel in play with the given table, hands (per seat) and piles."""
    state = GAME.start(players=2, seed=0, first=start, match=match)
    state = state.play({"team": "odds" if odds_seat != start else "evens"}, 1 - start)
    new = state._derived()
    new.placements = tuple(placements)
    new.surface = eao.surface_of(new.placements)
    new.hands = tuple(tuple(sorted(hand)) for hand in hands)
    new.boneyard = tuple(boneyard)
    new.removed = tuple(removed)
    new.mover = mover
    new.results = results
    assert new.odds_seat == odds_seat
    return new


def solo(placements=eao.SOLO_FOUNDATION, hand=(), pile=(), helper_used=False):
    state = GAME.start(players=1, seed=0)
    new = state._derived()
    new.placements = tuple(placements)
    new.surface = eao.surface_of(new.placements)
    new.hands = (tuple(sorted(hand)),)
    new.boneyard = tuple(pile)
    new.helper_used = helper_used
    return new


def place(a, b, cell_a, cell_b):
    return {"tile": [a, b], "cells": [list(cell_a), list(cell_b)]}


def placements_of(state, tile_value):
    return [move for move in state.legal_moves() if isinstance(move, dict) and move.get("tile") == list(tile_value)]


# -- options and set-up --------------------------------------------------------
def test_mode_follows_the_number_of_players():
    assert GAME.start(players=1).view()["solo"] is True
    assert GAME.start(players=2).view()["solo"] is False
    assert GAME.start(mode="solo").players == 1
    assert GAME.start().players == 2


def test_mode_must_agree_with_the_number_of_players():
    with pytest.raises(oddsevens.BadOption, match="duel mode is for 2"):
        GAME.start(players=1, mode="duel")
    with pytest.raises(oddsevens.BadOption, match="solo mode is for 1"):
        GAME.start(players=2, mode="solo")
    with pytest.raises(oddsevens.BadOption, match="'mode'"):
        GAME.start(mode="trio")


def test_deck_and_first_are_validated():
    with pytest.raises(oddsevens.BadOption, match="a-b"):
        GAME.start(deck=["1-7"])
    with pytest.raises(oddsevens.BadOption, match="twice"):
        GAME.start(deck=["1-2", "2-1"])
    with pytest.raises(oddsevens.BadOption, match="not dealt in a duel"):
        GAME.start(deck=["3-3"])
    with pytest.raises(oddsevens.BadOption, match="not dealt in a solo"):
        GAME.start(players=1, deck=["0-0"])
    with pytest.raises(oddsevens.BadOption, match="first"):
        GAME.start(first=2)
    with pytest.raises(oddsevens.BadOption, match="first"):
        GAME.start(players=1, first=1)


def test_duel_setup_foundation_hands_removed_and_boneyard():
    state = GAME.start(seed=4, first=0)
    cells = {tuple(face["cell"]): face["value"] for face in state.view()["surface"]}
    assert cells == {
        (0, 0): 1, (1, 0): 1, (2, 0): 6, (3, 0): 6,
        (0, 1): 2, (1, 1): 2, (2, 1): 5, (3, 1): 5,
        (0, 2): 3, (1, 2): 3, (2, 2): 4, (3, 2): 4,
    }
    assert [len(hand) for hand in state.hands] == [7, 7]
    assert len(state.removed) == 2 and len(state.boneyard) == 6
    dealt = [*state.hands[0], *state.hands[1], *state.removed, *state.boneyard]
    assert sorted(dealt) == sorted(eao.DUEL_POOL) and (0, 0) in dealt and len(dealt) == 22


def test_deck_hook_deals_the_start_player_first():
    deck = ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6",
            "1-2", "1-3", "1-4", "1-5", "1-6", "2-3", "2-4",
            "2-5", "2-6",
            "3-4", "3-5", "3-6", "4-5", "4-6", "5-6"]
    state = GAME.start(seed=9, first=1, deck=deck)
    assert state.start_player == 1
    assert state.hands[1] == tuple((0, pips) for pips in range(7))
    assert state.hands[0] == ((1, 2), (1, 3), (1, 4), (1, 5), (1, 6), (2, 3), (2, 4))
    assert state.removed == ((2, 5), (2, 6))
    assert state.boneyard == ((3, 4), (3, 5), (3, 6), (4, 5), (4, 6), (5, 6))


def test_flip_decides_the_start_player_and_ties_flip_again():
    seen_tie = False
    for seed in range(60):
        state = GAME.start(seed=seed)
        flips = state.view(None)["flips"]
        *ties, last = flips
        for first_tile, second_tile in ties:
            assert sum(first_tile) == sum(second_tile)
        assert sum(last[0]) != sum(last[1])
        assert state.start_player == (0 if sum(last[0]) > sum(last[1]) else 1)
        seen_tie |= bool(ties)
    assert seen_tie


def test_non_starting_player_chooses_the_team_first():
    state = GAME.start(seed=2, first=0)
    assert state.to_move == (1,)
    assert state.legal_moves() == [{"team": "odds"}, {"team": "evens"}]
    with pytest.raises(oddsevens.IllegalMove, match="picks a team"):
        state.play("pass")
    chosen = state.play({"team": "odds"})
    assert chosen.view(0)["teams"] == ["evens", "odds"]
    assert chosen.to_move == (0,)


# -- placing tiles -----------------------------------------------------------
def test_table_play_needs_a_face_next_to_the_same_active_value():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 5)], [(0, 1)]])
    state.play(place(1, 5, (-1, 0), (-2, 0)))
    state.play(place(1, 5, (0, -1), (1, -1)))
    with pytest.raises(oddsevens.IllegalMove, match="next to an active face of the same value"):
        state.play(place(1, 5, (-2, 0), (-1, 0)))
    with pytest.raises(oddsevens.IllegalMove, match="next to an active face"):
        state.play(place(1, 5, (-1, -1), (-2, -1)))


def test_the_other_face_may_touch_anything():
    state = duel(eao.DUEL_FOUNDATION, [[(3, 6)], [(0, 1)]])
    after = state.play(place(3, 6, (0, 3), (1, 3)))
    assert after.surface[(1, 3)][:2] == (1, 6)


def test_table_play_next_to_a_stacked_tile_uses_its_active_face():
    stacked = tile(1, 2, (0, 0), (0, 1), level=2)
    state = duel([*eao.DUEL_FOUNDATION, stacked], [[(2, 4), (1, 6)], [(0, 1)]])
    assert state.play(place(2, 4, (-1, 1), (-2, 1))).surface[(-1, 1)] == (1, 2, 7)


def test_covered_faces_are_not_active():
    stacked = tile(6, 4, (0, 1), (0, 2), level=2)
    state = duel([*eao.DUEL_FOUNDATION, stacked], [[(2, 5)], [(0, 1)]])
    with pytest.raises(oddsevens.IllegalMove, match="same value"):
        state.play(place(2, 5, (-1, 1), (-2, 1)))


def test_stack_covers_two_different_tiles():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 2)], [(0, 1)]])
    with pytest.raises(oddsevens.IllegalMove, match="two different tiles"):
        state.play(place(1, 2, (0, 0), (1, 0)))
    after = state.play(place(1, 2, (0, 0), (0, 1)))
    assert after.surface[(0, 0)] == (2, 1, 6) and after.surface[(0, 1)] == (2, 2, 6)


def test_stack_needs_two_faces_of_the_same_height():
    stacked = tile(1, 2, (0, 0), (0, 1), level=2)
    state = duel([*eao.DUEL_FOUNDATION, stacked], [[(2, 5)], [(0, 1)]])
    with pytest.raises(oddsevens.IllegalMove, match="same height"):
        state.play(place(2, 5, (0, 1), (1, 1)))


def test_stack_needs_a_half_on_a_face_of_the_same_value():
    state = duel(eao.DUEL_FOUNDATION, [[(3, 4)], [(0, 1)]])
    with pytest.raises(oddsevens.IllegalMove, match="same value"):
        state.play(place(3, 4, (1, 0), (2, 0)))
    assert state.play(place(4, 3, (1, 1), (1, 2))).surface[(1, 2)] == (2, 3, 6)
    with pytest.raises(oddsevens.IllegalMove, match="same value"):
        state.play(place(3, 4, (1, 1), (1, 2)))


def test_stacks_rise_level_by_level():
    second = tile(1, 2, (0, 0), (0, 1), level=2)
    beside = tile(6, 5, (1, 0), (1, 1), level=2)
    state = duel([*eao.DUEL_FOUNDATION, second, beside], [[(1, 4)], [(0, 1)]])
    after = state.play(place(1, 4, (0, 0), (1, 0)))
    assert after.view(0)["tiles"][-1] == {"tile": [1, 4], "cells": [[0, 0], [1, 0]], "level": 3}
    assert after.view(0)["highest_level"] == 3


def test_a_tile_must_lie_flat():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 3)], [(0, 1)]])
    with pytest.raises(oddsevens.IllegalMove, match="lie flat"):
        state.play(place(1, 3, (0, 0), (-1, 0)))


def test_a_tile_covers_two_adjacent_cells_from_the_hand():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 3)], [(0, 1)]])
    with pytest.raises(oddsevens.IllegalMove, match="adjacent"):
        state.play(place(1, 3, (-1, 0), (-2, 1)))
    with pytest.raises(oddsevens.IllegalMove, match="not in your hand"):
        state.play(place(1, 4, (-1, 0), (-2, 0)))


def test_legal_moves_list_both_orientations_in_a_stable_order():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 3), (0, 5)], [(0, 1)]])
    moves = state.legal_moves()
    tiles = [move["tile"] for move in moves]
    assert tiles == sorted(tiles) and tiles[0] == [0, 5] and tiles[-1] == [1, 3]
    for tile_value in ([0, 5], [1, 3]):
        cells = [move["cells"] for move in moves if move["tile"] == tile_value]
        assert cells == sorted(cells)
    assert place(1, 3, (-1, 0), (-2, 0)) in moves
    assert place(1, 3, (-2, 2), (-1, 2)) in moves
    assert len(moves) == len({json.dumps(move) for move in moves})
    for move in moves:
        assert move["tile"][0] <= move["tile"][1]
        state.play(move)


def test_either_orientation_is_accepted_and_logged_canonically():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 3)], [(0, 1)]])
    forward = state.play(place(1, 3, (-1, 0), (-2, 0)))
    backward = state.play(place(3, 1, (-2, 0), (-1, 0)))
    assert forward.surface == backward.surface
    assert backward.moves()[-1] == [0, place(1, 3, (-1, 0), (-2, 0))]


def test_draw_one_tile_after_each_play_while_the_boneyard_lasts():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 3), (0, 0)], [(0, 1)]], boneyard=[(2, 6), (4, 5)])
    after = state.play(place(1, 3, (-1, 0), (-2, 0)))
    assert after.hands[0] == ((0, 0), (2, 6)) and after.boneyard == ((4, 5),)
    assert after.to_move == (1,)


# -- passing and the end -------------------------------------------------------
def test_pass_only_when_no_tile_can_be_placed():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 3)], [(0, 1)]])
    assert "pass" not in state.legal_moves()
    with pytest.raises(oddsevens.IllegalMove, match="only when no tile"):
        state.play("pass")
    stuck = duel([tile(1, 2, (0, 0), (1, 0))], [[(5, 6)], [(0, 1)]])
    assert stuck.legal_moves() == ["pass"]
    passed = stuck.play("pass")
    assert passed.to_move == (1,) and passed.hands[0] == ((5, 6),)


def test_two_passes_in_a_row_end_the_game():
    table = [tile(1, 2, (0, 0), (1, 0)), tile(3, 4, (0, 1), (1, 1))]
    state = duel(table, [[(5, 6)], [(0, 6), (1, 3)]], removed=((0, 5), (0, 0)))
    state = state.play("pass")
    assert state.to_move == (1,)
    state = state.play(place(1, 3, (-1, 0), (-2, 0)))
    state = state.play("pass")
    assert not state.over
    assert state.play("pass").over


def test_game_ends_when_both_hands_are_empty():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 3)], [(0, 2)]])
    state = state.play(place(1, 3, (-1, 0), (-2, 0)))
    assert state.to_move == (1,)
    state = state.play(place(2, 0, (-1, 1), (-2, 1)))
    assert state.over
    assert state.view(0)["hands"] == [[], []]


def test_each_player_plays_ten_tiles_in_a_game_without_passes():
    state = GAME.start(seed=5, first=0).play({"team": "odds"})
    plays = [0, 0]
    while not state.over:
        seat = state.to_move[0]
        move = state.legal_moves()[0]
        assert move != "pass"
        plays[seat] += 1
        state = state.play(move)
    assert plays == [10, 10]


# -- scoring -------------------------------------------------------------------
def test_score_is_the_biggest_group_of_the_team_values():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 3)], [(0, 1)]])
    assert state.scores == (2, 2)
    after = state.play(place(3, 1, (-1, 2), (-1, 1)))
    assert after.scores == (4, 2)
    assert after.view(None)["groups"]["odds"]["cells"] == [[-1, 1], [-1, 2], [0, 2], [1, 2]]


def test_a_group_crosses_heights():
    stacked = tile(5, 3, (1, 1), (1, 2), level=2)
    state = duel([*eao.DUEL_FOUNDATION, stacked], [[(0, 1)], [(0, 2)]])
    groups = state.view(0)["groups"]["odds"]
    assert groups["size"] == 7
    assert groups["cells"] == [[0, 0], [1, 0], [1, 1], [2, 1], [3, 1], [0, 2], [1, 2]]
    levels = {tuple(face["cell"]): face["level"] for face in state.view(0)["surface"]}
    assert {levels[tuple(cell)] for cell in groups["cells"]} == {1, 2}


def test_blanks_belong_to_no_team_and_split_groups():
    table = [tile(1, 0, (0, 0), (1, 0)), tile(3, 0, (2, 0), (3, 0)), tile(0, 5, (1, 1), (1, 2))]
    state = duel(table, [[(0, 1)], [(0, 2)]])
    assert state.scores == (1, 0)
    assert state.view(0)["surface"][1] == {"cell": [1, 0], "value": 0, "level": 1, "team": None}
    joined = duel([*table[:2], tile(1, 3, (1, 0), (2, 0), level=2)], [[(0, 1)], [(0, 2)]])
    assert joined.scores == (3, 0)


def _tied_table():
    return [tile(1, 2, (0, 0), (1, 0)), tile(3, 4, (0, 1), (1, 1)), tile(5, 0, (-1, 0), (-2, 0))]


def test_tie_is_broken_by_team_faces_on_the_highest_level():
    state = duel(_tied_table(), [[(0, 1)], []])
    state = state.play(place(1, 0, (0, 0), (0, 1)))
    assert state.over and state.scores == (2, 2)
    assert state.winners == (0,)
    assert state.view(1)["match"]["games"][0]["decided_by"] == "highest level"


def _overtime(removed):
    table = [tile(1, 2, (0, 0), (1, 0)), tile(3, 4, (0, 1), (1, 1))]
    state = duel(table, [[(5, 6)], [(0, 5)]], removed=removed)
    return state.play("pass").play("pass")


def test_overtime_gives_each_player_a_removed_tile_start_player_first():
    state = _overtime(((1, 3), (0, 6)))
    assert not state.over and state.view(None)["overtime"] is True
    assert state.to_move == (0,)
    assert state.hands == (((1, 3), (5, 6)), ((0, 5), (0, 6)))
    assert state.view(1)["hands"][0] is None and state.view(1)["removed"] == 0
    state = state.play(place(1, 3, (-1, 0), (-2, 0)))
    assert state.to_move == (1,) and state.hands[0] == ((5, 6),)
    state = state.play("pass")
    assert state.over and state.winners == (0,) and state.scores == (4, 2)
    assert state.view(0)["match"]["games"][0]["overtime"] is True


def test_still_tied_after_overtime_is_a_draw():
    state = _overtime(((0, 6), (0, 0)))
    state = state.play("pass").play("pass")
    assert state.over and state.winners == (0, 1)
    assert state.view(0)["match"]["games"][0]["decided_by"] == "draw"


# -- matches -------------------------------------------------------------------
def _won_game(match, winner, results=()):
    """A position one pass away from the end of a game that `winner` wins."""
    table = [tile(1, 3, (0, 0), (1, 0)), tile(2, 0, (0, 1), (1, 1))]
    odds_seat = winner
    state = duel(table, [[(5, 6)], [(4, 6)]], odds_seat=odds_seat, start=1 - winner, mover=0,
                 match=match, results=results)
    return state.play("pass").play("pass")


def _result(winner, margin=1):
    scores = (margin + 1, 1) if winner == 0 else (1, margin + 1)
    return (scores, (winner,), "biggest group", False, 0)


def test_single_game_ends_the_match():
    state = _won_game("single", 1)
    assert state.over and state.winners == (1,)


def test_best_of_three_goes_on_to_a_new_deal_after_a_game():
    state = _won_game("best-of-3", 1)
    assert not state.over and state.to_move == (0, 1)
    assert state.legal_moves(0) == ["next"]
    view = state.view(0)
    assert view["phase"] == "next" and view["hands"][1] == [[4, 6]]
    assert view["match"]["points"] == [0, 1] and view["match"]["game_number"] == 1
    nxt = state.play("next", 1)
    assert nxt.phase == "team" and nxt.placements == eao.DUEL_FOUNDATION
    assert [len(hand) for hand in nxt.hands] == [7, 7] and nxt.flips
    assert nxt.view(0)["match"]["game_number"] == 2
    assert nxt.view(0)["hands"][1 - 0] is None


def test_best_of_three_ends_at_two_wins():
    state = _won_game("best-of-3", 0, results=(_result(0),))
    assert state.over and state.winners == (0,)
    assert state.view(None)["match"]["points"] == [2, 0]


def test_best_of_three_after_three_games_without_two_wins_is_drawn():
    draw = ((2, 2), (0, 1), "draw", True, 0)
    state = _won_game("best-of-3", 1, results=(_result(0), draw))
    assert state.over and state.winners == (0, 1)


def test_game_score_adds_the_winners_margins_over_three_games():
    state = _won_game("game-score", 1, results=(_result(0, margin=2),))
    assert not state.over
    state = _won_game("game-score", 1, results=(_result(0, margin=2), _result(1, margin=4)))
    assert state.over
    assert state.view(0)["match"]["points"] == [2, 5]
    assert state.winners == (1,)


def test_game_score_tie_break_win_scores_no_margin():
    state = duel(_tied_table(), [[(0, 1)], []], match="game-score")
    state = state.play(place(1, 0, (0, 0), (0, 1)))
    assert state.view(0)["match"]["games"][0]["winners"] == [0]
    assert state.view(0)["match"]["points"] == [0, 0]


# -- views ---------------------------------------------------------------------
def test_views_hide_the_other_hand_the_boneyard_and_the_removed_tiles():
    state = GAME.start(seed=3, first=0).play({"team": "evens"})
    view = state.view(0)
    assert view["hands"][0] == [list(t) for t in state.hands[0]] and view["hands"][1] is None
    assert view["hand_counts"] == [7, 7] and view["boneyard"] == 6 and view["removed"] == 2
    assert view["boneyard_tiles"] is None and view["removed_tiles"] is None
    assert state.view(None)["hands"] == [None, None]


def test_views_reveal_everything_once_the_game_is_over():
    state = _won_game("single", 0)
    view = state.view(None)
    assert view["hands"] == [[[5, 6]], [[4, 6]]]
    assert view["removed_tiles"] == [[0, 5], [0, 6]] and view["boneyard_tiles"] == []


# -- solo ----------------------------------------------------------------------
def test_solo_foundation_uses_blank_halves_and_no_double_blank():
    state = GAME.start(players=1, seed=1)
    cells = {tuple(face["cell"]): face["value"] for face in state.view(0)["surface"]}
    assert cells == {
        (0, 0): 1, (1, 0): 0, (2, 0): 6, (3, 0): 0,
        (0, 1): 2, (1, 1): 0, (2, 1): 5, (3, 1): 0,
        (0, 2): 3, (1, 2): 0, (2, 2): 4, (3, 2): 0,
    }
    tiles = [*state.hands[0], *state.boneyard]
    assert sorted(tiles) == sorted(eao.SOLO_POOL) and (0, 0) not in tiles and len(tiles) == 21


def test_solo_draws_three_face_up_and_plays_all_of_them():
    state = GAME.start(players=1, seed=0, deck=["1-3", "2-4", "5-6", "1-5", "4-6", "2-3"])
    assert state.view(None)["hands"] == [[[1, 3], [2, 4], [5, 6]]]
    assert state.view(None)["turn"] == 1
    state = state.play(place(1, 3, (-1, 0), (-2, 0)))
    state = state.play(place(2, 4, (-1, 1), (-2, 1)))
    assert state.view(0)["turn"] == 1 and state.hands == (((5, 6),),)
    state = state.play(place(6, 5, (2, -1), (3, -1)))
    assert state.view(0)["turn"] == 2 and state.hands == (((1, 5), (2, 3), (4, 6)),)
    assert state.view(0)["boneyard"] == 15


def test_solo_doubles_must_be_stacked():
    state = GAME.start(players=1, seed=0, deck=["6-6", "1-3", "2-4"])
    with pytest.raises(oddsevens.IllegalMove, match="double must be stacked"):
        state.play(place(6, 6, (2, -1), (3, -1)))
    moves = placements_of(state, (6, 6))
    assert moves
    assert all(tuple(cell) in state.surface for move in moves for cell in move["cells"])


def test_solo_a_number_may_vanish_during_the_turn_if_it_comes_back():
    cover_the_two = place(1, 3, (0, 0), (0, 1))
    state = GAME.start(players=1, seed=0, deck=["1-3", "2-4", "5-6"])
    assert cover_the_two in state.legal_moves()
    assert state.play(cover_the_two).view(0)["missing_numbers"] == [2]


def test_solo_a_move_that_leaves_a_number_unrecoverable_is_illegal():
    cover_the_two = place(1, 3, (0, 0), (0, 1))
    state = GAME.start(players=1, seed=0, deck=["1-3", "4-5", "5-6"])
    assert cover_the_two not in state.legal_moves()
    with pytest.raises(oddsevens.IllegalMove, match="all six numbers"):
        state.play(cover_the_two)


def test_solo_legal_moves_never_lead_into_a_dead_end():
    for seed in range(6):
        chooser = random.Random(seed)
        state = GAME.start(players=1, seed=seed)
        while not state.over:
            move = chooser.choice(state.legal_moves())
            after = state.play(move)
            if "tile" in move and after.hands[0]:
                assert not after.stuck and after.legal_moves()
            state = after
        assert state.winners == (0,)


def test_solo_turn_without_a_way_through_offers_only_the_helper():
    doubles = [(1, 1), (2, 2), (3, 3)]
    state = solo(hand=doubles, pile=[(4, 5), (5, 6)])
    assert state.legal_moves() == [{"exchange": [1, 1]}, {"exchange": [2, 2]}, {"exchange": [3, 3]}]


def test_solo_helper_swaps_one_tile_with_the_pile_once():
    state = GAME.start(players=1, seed=0, deck=["1-3", "2-4", "5-6"])
    assert {"exchange": [2, 4]} in state.legal_moves()
    swapped = state.play({"exchange": [2, 4]})
    assert (2, 4) not in swapped.hands[0] and (2, 4) in swapped.boneyard
    assert len(swapped.hands[0]) == 3 and len(swapped.boneyard) == 18
    assert swapped.view(0)["helper_used"] is True
    if not swapped.over:
        assert not any("exchange" in move for move in swapped.legal_moves())
        with pytest.raises(oddsevens.IllegalMove, match="already been used"):
            swapped.play({"exchange": list(swapped.hands[0][0])})


def test_solo_stuck_ends_the_game_with_five_points_per_tile_not_placed():
    state = solo(hand=[(4, 6)], pile=[(1, 1), (2, 2), (3, 3), (4, 5)], helper_used=True)
    before = state.play(place(4, 6, (2, 3), (2, 4)))
    assert before.over and before.stuck
    penalty = before.view(0)["penalty"]
    assert penalty["unplaced"] == 4 and penalty["stuck_points"] == 20
    assert before.scores == (penalty["difference_points"] + penalty["other_groups"] + 20,)
    assert before.winners == (0,)
    assert before.view(0)["boneyard_tiles"] == [[4, 5]]


def test_solo_score_is_twice_the_gap_plus_one_per_other_group():
    state = GAME.start(players=1, seed=0)
    assert state.view(0)["group_counts"] == {"odds": 3, "evens": 3}
    assert state.scores == (4,)
    table = [*eao.SOLO_FOUNDATION, tile(5, 3, (2, 3), (1, 3)), tile(3, 1, (0, 3), (0, 4))]
    built = solo(placements=table)
    penalty = built.view(0)["penalty"]
    assert (penalty["odds"], penalty["evens"]) == (5, 1)
    assert penalty["difference_points"] == 8 and penalty["other_groups"] == 2 + 2
    assert built.scores == (12,)


def test_solo_game_ends_after_the_last_turn_with_the_player_as_winner():
    state = GAME.start(players=1, seed=2)
    while not state.over:
        state = state.play(state.legal_moves()[0])
    assert state.winners == (0,)
    assert state.scores == (state.view(0)["penalty"]["total"],)


# -- the picture -----------------------------------------------------------------
def test_render_marks_legal_cells_hand_tiles_and_groups():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 3), (2, 5)], [(0, 1)]])
    legal = placements_of(state, (1, 3))
    root = ET.fromstring(render_table(state.view(0), legal=legal, selected="1-3"))
    targets = {node.get("data-cell") for node in root.iter() if "legal" in (node.get("class") or "").split()}
    assert targets == {f"{x},{y}" for move in legal for x, y in move["cells"]}
    hand = [node for node in root.iter() if node.get("data-tile")]
    assert [node.get("data-tile") for node in hand] == ["1-3", "2-5"]
    assert "selected" in hand[0].get("class")
    assert all(node.get("aria-label") for node in root.iter() if node.get("role") == "button")
    outlines = [node for node in root.iter() if "group-outline" in (node.get("class") or "")]
    assert len(outlines) == 2
    backs = [node for node in root.iter() if node.get("class") == "tile back"]
    assert len(backs) == 1


def test_render_draws_the_table_and_each_hand_apart_when_asked():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 3), (2, 5)], [(0, 1)]])
    legal = placements_of(state, (1, 3))
    table = ET.fromstring(render_table(state.view(0), legal=legal, part="table"))
    assert not [node for node in table.iter() if "hand" in (node.get("class") or "").split()]
    assert {node.get("data-cell") for node in table.iter() if "legal" in (node.get("class") or "").split()}
    hand = ET.fromstring(render_table(state.view(0), legal=legal, part="hand"))
    pictures = [node for node in hand.iter() if node.get("class") == "eao-hand-tile"]
    assert [picture.find(f"{SVG}g").get("data-tile") for picture in pictures] == ["1-3", "2-5"]
    other = ET.fromstring(render_table(state.view(0), legal=legal, part="other hand"))
    assert [node.get("aria-label") for node in other.iter() if node.get("role") == "img"] == ["hidden tile"]
    empty = render_table(duel(eao.DUEL_FOUNDATION, [[], [(0, 1)]]).view(0), part="hand")
    assert "/>" not in empty, "an empty hand still closes its blocks: HTML has no <div/>"
    with pytest.raises(ValueError, match="part must be one of"):
        render_table(state.view(0), part="hands")


def test_render_draws_each_way_a_tile_can_lie_and_names_its_targets():
    state = duel(eao.DUEL_FOUNDATION, [[(1, 3), (2, 5)], [(0, 1)]])
    legal = placements_of(state, (1, 3))
    anchor = legal[0]["cells"][0]
    ways = [move for move in legal if move["cells"][0] == anchor]
    ghosts = [{"tile": move["tile"], "cells": move["cells"]} for move in ways]
    root = ET.fromstring(render_table(state.view(0), legal=legal, ghosts=ghosts, anchor=anchor,
                                     anchor_does="turn the tile round"))
    drawn = [node for node in root.iter() if "ghost" in (node.get("class") or "").split()]
    assert len(drawn) == len(ways)
    named = {node.get("data-cell"): node.get("aria-label") for node in root.iter() if node.get("data-cell")
             and "legal" in (node.get("class") or "")}
    for move in ways:
        assert named["{},{}".format(*move["cells"][1])] == "lay 1-3 with its 3 on {},{}".format(*move["cells"][1])
    assert named["{},{}".format(*anchor)].endswith("tap again to turn the tile round")


def test_render_shows_level_badges_on_stacked_tiles():
    stacked = tile(1, 2, (0, 0), (0, 1), level=2)
    root = ET.fromstring(render_table(duel([*eao.DUEL_FOUNDATION, stacked], [[], []]).view(None)))
    badges = [node for node in root.iter() if node.get("class") == "level-badge"]
    assert [badge.find("{http://www.w3.org/2000/svg}text").text for badge in badges] == ["2"]


# -- a state from a seat's view (a device playing in a room) --------------------
def from_view(state, seat):
    """What a device at `seat` builds from the view it is sent as JSON text."""
    return GAME.from_view(json.loads(json.dumps(state.view(seat))))


def played(state, moves, chance):
    """`state` after `moves` random legal moves (or fewer, should the game end)."""
    for _ in range(moves):
        if state.over:
            break
        seat = chance.choice(state.to_move)
        state = state.play(chance.choice(state.legal_moves(seat)), seat)
    return state


def test_a_duel_from_a_view_agrees_with_the_game_for_the_seat_to_move_and_the_other():
    state = played(GAME.start(seed=4), 9, random.Random(4))
    for seat in (0, 1):
        world = from_view(state, seat)
        assert world.view(seat) == state.view(seat)
        assert (world.to_move, world.scores, world.winners) == (state.to_move, state.scores, state.winners)
        assert world.legal_moves(seat) == state.legal_moves(seat)
        assert world.hands[seat] == state.hands[seat] and world.placements == state.placements
        assert [len(hand) for hand in world.hands] == [len(hand) for hand in state.hands]


def test_a_state_from_a_view_holds_the_public_options_and_no_seed():
    state = GAME.start(seed=9, match="best-of-3", first=1, deck=["1-2", "3-4"])
    world = from_view(state, 0)
    assert world.options == {"mode": "duel", "match": "best-of-3", "first": None, "deck": None}
    assert (world.seed, world.players) == (0, 2)
    assert from_view(GAME.start(players=1, seed=9), 0).options["mode"] == "solo"


def test_a_state_from_a_view_owes_nothing_to_the_tiles_the_seat_has_not_seen():
    own = ["1-2", "1-3", "1-4", "1-5", "1-6", "2-3", "2-4"]
    one = GAME.start(seed=2, first=0, deck=[*own, "0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"])
    other = GAME.start(seed=2, first=0, deck=[*own, "3-4", "3-5", "3-6", "4-5", "4-6", "5-6", "2-5"])
    assert one.hands[1] != other.hands[1] and one.view(0) == other.view(0)
    assert from_view(one, 0).hands == from_view(other, 0).hands
    assert from_view(one, 0).rng == from_view(other, 0).rng


def test_the_last_move_and_who_made_it_come_back_from_a_view():
    state = GAME.start(seed=5, first=0).play({"team": "odds"}, 1)
    assert state.view(0)["last_seat"] == 1
    world = from_view(state, 0)
    assert world.last_move() == (1, {"team": "odds"}) and len(world) == 1
    assert from_view(GAME.start(seed=5), 1).last_move() is None


def test_overtime_turns_come_back_from_a_view():
    state = _overtime(((1, 3), (0, 6)))
    world = from_view(state, 1)
    assert world.to_move == (0,) and world.overtime_turns == 2
    after = state.play(place(1, 3, (-1, 0), (-2, 0)))
    world = from_view(after, 1)
    assert world.to_move == (1,) and world.overtime_turns == 1
    assert world.play("pass").over


def test_a_match_s_second_game_from_a_view_keeps_the_first_game_s_result():
    chance = random.Random(1)
    state = GAME.start(seed=1, match="game-score")
    while state.phase != "next":
        state = played(state, 1, chance)
    state = played(state.play("next", 0), 3, chance)
    assert state.view(0)["match"]["game_number"] == 2
    world = from_view(state, 1)
    assert world.results == state.results and world.view(1)["match"] == state.view(1)["match"]
    assert world.options["match"] == "game-score"


def test_a_finished_match_from_a_view_names_its_winners():
    chance = random.Random(2)
    state = GAME.start(seed=2, match="best-of-3")
    while not state.over:
        state = played(state, 1, chance)
    for seat in (0, 1):
        world = from_view(state, seat)
        assert world.over and world.winners == state.winners and world.results == state.results
        assert world.hands == state.hands and world.boneyard == state.boneyard


def test_a_solo_game_from_its_view_keeps_the_hand_the_turn_and_the_pile():
    state = played(GAME.start(players=1, seed=6), 5, random.Random(6))
    world = from_view(state, 0)
    assert world.hands == state.hands and world.turn_number == state.turn_number
    assert world.helper_used == state.helper_used and world.legal_moves() == state.legal_moves()
    assert sorted(world.boneyard) == sorted(state.boneyard), "every tile not on the table or in hand is in the pile"


def test_a_view_that_cannot_be_read_is_a_bad_record():
    view = GAME.start(seed=3).view(0)
    damaged = {**view, "hand_counts": [7, 30]}
    missing = {key: value for key, value in view.items() if key != "tiles"}
    for bad in ([], {**view, "game": "even-odds"}, missing, damaged, {**view, "seat": 2}, {**view, "players": 3}):
        with pytest.raises(oddsevens.BadRecord):
            GAME.from_view(bad)
