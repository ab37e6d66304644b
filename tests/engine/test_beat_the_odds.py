"""Beat the Odds rules, on scripted dice (the `dice` test hook)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import oddsevens
from oddsevens import BadOption, BadRecord, IllegalMove
from oddsevens.render.beat_the_odds_svg import beat_the_odds as render

GAME = oddsevens.game("beat-the-odds")
SEAT0_STARTS = [6, 6, 1, 1]
"""A two-player roll-off that seat 0 wins."""


def start(*rolls, players=2, target=100, rolloff=None):
    """A game whose roll-off and rolls are scripted; `rolls` are pairs or single re-rolled faces."""
    faces = list(SEAT0_STARTS if rolloff is None else rolloff)
    for roll in rolls:
        faces += list(roll) if isinstance(roll, tuple) else [roll]
    return GAME.start(players=players, seed=1, target=target, dice=faces)


def roll(state, times=1):
    for _ in range(times):
        state = state.play("roll")
    return state


def sheet(state):
    return [line["points"] for line in state.view()["turn"]["lines"]]


# -- opening --------------------------------------------------------------------

def test_rolloff_highest_total_starts():
    state = start(players=3, rolloff=[1, 2, 6, 5, 3, 3])
    assert state.to_move == (1,)
    assert state.view()["rolloff"] == [[{"seat": 0, "faces": [1, 2]}, {"seat": 1, "faces": [6, 5]},
                                        {"seat": 2, "faces": [3, 3]}]]
    assert state.view()["first"] == 1


def test_rolloff_tied_leaders_roll_again_in_seat_order():
    state = start(players=3, rolloff=[6, 5, 2, 2, 5, 6, 1, 1, 4, 4])
    rounds = state.view()["rolloff"]
    assert len(rounds) == 2
    assert [entry["seat"] for entry in rounds[1]] == [0, 2]
    assert state.to_move == (2,)


def test_solo_game_has_no_rolloff():
    state = start((4, 3), players=1, rolloff=[])
    assert state.view()["rolloff"] == [] and state.to_move == (0,)
    assert sheet(roll(state)) == [4]


def test_play_goes_round_in_seat_order_from_the_first_player():
    state = start((1, 3), (1, 3), (1, 3), players=3, rolloff=[1, 1, 6, 6, 2, 2])
    seats = []
    for _ in range(3):
        seats.append(state.to_move[0])
        state = roll(state)
    assert seats == [1, 2, 0]


# -- one roll at a time -------------------------------------------------------------

def test_even_and_odd_scores_the_even_face_and_rolls_again():
    state = roll(start((4, 3)))
    assert sheet(state) == [4] and state.to_move == (0,) and state.legal_moves() == ["roll"]


def test_two_different_evens_score_their_sum():
    assert sheet(roll(start((2, 6)))) == [8]


def test_two_different_odds_score_nothing_and_end_the_turn():
    state = roll(start((4, 3), (1, 5)), 2)
    assert state.totals == (4, 0) and state.to_move == (1,)
    assert state.view()["last_turn"]["ending"] == "end"
    assert state.view()["last_turn"]["lines"][-1]["points"] == 0


def test_snake_eyes_lose_the_whole_turn():
    state = roll(start((6, 4), (2, 6), (1, 1)), 3)
    assert state.totals == (0, 0) and state.to_move == (1,)
    assert state.view()["last_turn"]["ending"] == "lose"
    assert state.view()["last_turn"]["score"] == 0


def test_twos_score_four_roll_again_and_grant_the_privilege():
    state = roll(start((2, 2)))
    assert sheet(state) == [4] and state.view()["turn"]["privilege"] is True
    assert state.legal_moves() == ["roll"]


def test_threes_end_the_turn_and_cross_out_the_highest_line():
    state = roll(start((2, 5), (6, 4), (2, 5), (3, 3)), 4)
    last = state.view()["last_turn"]
    assert state.totals == (4, 0)
    assert last["crossed"] == 1 and last["lines"][1]["crossed"] and last["ending"] == "cross-out"
    assert [line["crossed"] for line in last["lines"]] == [False, True, False, False]


def test_threes_cross_out_the_current_value_of_a_doubled_line():
    state = roll(start((6, 4), (4, 4), (3, 3)), 2).play({"double": 1}).play("roll")
    assert state.totals == (10, 0)
    assert state.view()["last_turn"]["crossed"] == 1


def test_threes_on_the_first_roll_score_nothing():
    state = roll(start((3, 3)))
    assert state.totals == (0, 0) and state.to_move == (1,)


def test_fours_score_eight_and_offer_to_double_a_line():
    state = roll(start((6, 4), (4, 4)), 2)
    assert sheet(state) == [10, 8]
    assert state.legal_moves() == [{"double": 0}, {"double": 1}, {"double": None}]
    assert state.view()["turn"]["pending"] == {"decision": "double", "choices": [0, 1]}


def test_fives_end_the_turn_and_halve_the_total():
    state = roll(start((6, 4), (2, 1), (5, 5)), 3)
    assert state.totals == (6, 0)
    assert state.view()["last_turn"]["ending"] == "halve" and state.view()["last_turn"]["sum"] == 12


def test_boxcars_score_twelve_end_the_turn_and_double_the_total():
    state = roll(start((2, 1), (6, 6)), 2)
    assert state.totals == (28, 0) and state.to_move == (1,)
    assert state.view()["last_turn"]["ending"] == "double-total"


# -- the re-roll privilege ------------------------------------------------------------

def test_privilege_offers_to_reroll_the_odd_die_before_scoring():
    state = roll(start((2, 2), (4, 3)), 2)
    assert state.legal_moves() == [{"reroll": 1}, {"reroll": None}]
    assert sheet(state) == [4], "the pending roll is not scored yet"
    assert state.view()["turn"]["pending"] == {"decision": "reroll", "faces": [4, 3], "choices": [1]}


def test_privilege_with_two_odd_dice_lets_the_player_choose_which():
    state = roll(start((2, 2), (1, 3)), 2)
    assert state.legal_moves() == [{"reroll": 0}, {"reroll": 1}, {"reroll": None}]


def test_declining_the_reroll_scores_the_roll_and_uses_up_the_privilege():
    state = roll(start((2, 2), (4, 3), (2, 5)), 2).play({"reroll": None})
    assert sheet(state) == [4, 4] and state.view()["turn"]["privilege"] is False
    state = roll(state)
    assert state.view()["turn"]["pending"] is None and sheet(state) == [4, 4, 2]


def test_rerolled_pair_is_scored_as_a_fresh_roll():
    state = roll(start((2, 2), (1, 3), 1), 2).play({"reroll": 1})
    assert state.totals == (0, 0), "the re-rolled 1-1 loses the turn"
    state = roll(start((2, 2), (4, 3), 6), 2).play({"reroll": 1})
    line = state.view()["turn"]["lines"][-1]
    assert line["faces"] == [4, 6] and line["points"] == 10
    assert line["rerolled"] == {"die": 1, "from": 3}
    assert state.view()["turn"]["privilege"] is False


def test_reroll_into_an_odd_die_offers_no_second_reroll():
    state = roll(start((2, 2), (4, 3), 5), 2).play({"reroll": 1})
    assert state.view()["turn"]["pending"] is None and sheet(state) == [4, 4]


def test_new_twos_after_a_reroll_grant_a_new_privilege():
    state = roll(start((2, 2), (2, 3), 2, (5, 4)), 2).play({"reroll": 1})
    assert sheet(state) == [4, 4] and state.view()["turn"]["privilege"] is True
    assert roll(state).legal_moves() == [{"reroll": 0}, {"reroll": None}]


def test_privilege_waits_through_rolls_without_an_odd_die():
    state = roll(start((2, 2), (4, 6), (4, 3)), 3)
    assert state.view()["turn"]["pending"]["decision"] == "reroll"


def test_second_twos_before_use_do_not_stack():
    state = roll(start((2, 2), (2, 2), (4, 3), (4, 3)), 3).play({"reroll": None})
    state = roll(state)
    assert state.view()["turn"]["pending"] is None and sheet(state) == [4, 4, 4, 4]


def test_privilege_expires_at_the_end_of_the_turn():
    state = roll(start((2, 2), (6, 6), (4, 3)), 2)
    assert state.to_move == (1,) and state.view()["turn"]["privilege"] is False
    state = roll(state)
    assert state.view()["turn"]["pending"] is None and sheet(state) == [4]


def test_only_an_odd_die_may_be_rerolled():
    state = roll(start((2, 2), (4, 3)), 2)
    with pytest.raises(IllegalMove, match="odd die"):
        state.play({"reroll": 0})
    with pytest.raises(IllegalMove, match="decide"):
        state.play("roll")


def test_no_reroll_without_the_privilege():
    with pytest.raises(IllegalMove, match="no re-roll"):
        roll(start((4, 3))).play({"reroll": 1})


# -- doubling after 4-4 -----------------------------------------------------------------

def test_doubling_a_line_replaces_its_value():
    state = roll(start((6, 4), (4, 4)), 2).play({"double": 0})
    assert sheet(state) == [20, 8] and state.view()["turn"]["total"] == 28
    assert state.view()["turn"]["lines"][0]["doubled"] == 1


def test_doubling_may_be_declined():
    state = roll(start((6, 4), (4, 4)), 2).play({"double": None})
    assert sheet(state) == [10, 8] and state.legal_moves() == ["roll"]


def test_fours_may_double_their_own_line():
    state = roll(start((6, 4), (4, 4)), 2).play({"double": 1})
    assert sheet(state) == [10, 16]


def test_second_fours_double_again():
    state = roll(start((6, 4), (4, 4), (4, 4), (1, 3)), 2).play({"double": 0})
    state = roll(state).play({"double": 0})
    assert sheet(state) == [40, 8, 8]
    assert state.view()["turn"]["lines"][0]["doubled"] == 2
    assert roll(state).totals == (56, 0)


def test_doubling_needs_a_fours_and_a_real_line():
    with pytest.raises(IllegalMove, match="4-4"):
        roll(start((6, 4))).play({"double": 0})
    state = roll(start((4, 4)))
    for bad in (1, -1, True, "0"):
        with pytest.raises(IllegalMove):
            state.play({"double": bad})


# -- the end ---------------------------------------------------------------------------

def test_reaching_the_target_gives_everyone_else_one_more_turn():
    state = start((6, 4), (1, 3), (2, 1), (1, 3), (6, 4), (4, 6), (1, 3), players=3, target=10,
                  rolloff=[6, 6, 1, 1, 2, 2])
    state = roll(state, 2)
    assert state.view()["final_turns"] == {"triggered_by": 0, "remaining": [1, 2]}
    assert not state.over
    state = roll(state, 2)
    assert state.view()["final_turns"]["remaining"] == [2]
    state = roll(state, 3)
    assert state.over and state.totals == (10, 2, 20) and state.winners == (2,)
    assert state.legal_moves() == [] and state.to_move == ()


def test_final_turns_follow_seat_order_round_the_table():
    state = start((1, 3), (6, 4), (1, 3), players=3, target=10, rolloff=[6, 6, 1, 1, 2, 2])
    state = roll(state, 3)
    assert state.view()["final_turns"] == {"triggered_by": 1, "remaining": [2, 0]}
    assert state.to_move == (2,)


def test_equal_highest_totals_share_the_win():
    state = roll(start((6, 4), (1, 3), (4, 6), (1, 5), target=10), 4)
    assert state.over and state.winners == (0, 1)


def test_a_higher_total_in_the_final_turns_does_not_restart_them():
    state = roll(start((6, 4), (1, 3), (6, 4), (4, 6), (1, 3), target=10), 5)
    assert state.over and state.winners == (1,) and state.totals == (10, 20)


def test_solo_game_ends_when_the_target_is_reached():
    state = roll(start((6, 4), (1, 3), players=1, rolloff=[], target=10), 2)
    assert state.over and state.winners == (0,)


def test_scores_are_the_banked_totals():
    state = roll(start((6, 4), (1, 3), (2, 6)), 3)
    assert state.scores == (10, 0), "the running turn does not count yet"


# -- options and views ------------------------------------------------------------------

@pytest.mark.parametrize("dice", [[0], [7], [True], "66", [1.0], {"a": 1}])
def test_dice_option_takes_faces_one_to_six(dice):
    with pytest.raises(BadOption, match="dice"):
        GAME.start(dice=dice)


@pytest.mark.parametrize("target", [0, -5, 1001, True, "100"])
def test_target_option_is_a_positive_whole_number(target):
    with pytest.raises(BadOption, match="target"):
        GAME.start(target=target)


def test_dice_run_out_into_the_prng_and_records_replay():
    state = start((2, 2))
    for _ in range(12):
        state = state.play(state.legal_moves()[-1])
    assert len(state) == 12
    assert oddsevens.replay(state.record()) == state
    assert "dice" not in str(state.view(0))


def test_same_roll_is_scored_the_same_whatever_the_order_of_the_dice():
    assert sheet(roll(start((3, 4)))) == sheet(roll(start((4, 3)))) == [4]


# -- renderer -----------------------------------------------------------------------------

def test_render_marks_rerollable_dice_and_escapes_names():
    state = roll(start((2, 2), (1, 4)), 2)
    svg = render(state.view(0), names=["<b>Ann & Bo</b>", "Cy"])
    root = ET.fromstring(svg)
    dice = {node.get("data-die"): node for node in root.iter() if node.get("data-die")}
    assert "legal" in dice["0"].get("class") and "legal" not in dice["1"].get("class")
    assert dice["0"].get("role") == "button" and "re-roll" in dice["0"].get("aria-label")
    assert "&lt;b&gt;Ann &amp; Bo&lt;/b&gt;" in svg


def test_render_shows_crossed_and_doubled_lines():
    state = roll(start((6, 4), (4, 4), (3, 3)), 2).play({"double": 0})
    svg = render(state.view(None))
    assert 'class="line doubled"' in svg
    svg = render(state.play("roll").view(None))
    assert "crossed" in svg and "strike" in svg


# -- a device in a room ------------------------------------------------------

def test_a_state_from_a_view_mid_turn_keeps_the_doubled_line_and_the_sheet():
    state = roll(start((6, 4), (4, 4)), 2).play({"double": 0})
    world = GAME.from_view(state.view(1))
    assert world.seed == 0 and world.options == {"target": 100, "dice": None}
    assert sheet(world) == [20, 8] and world.to_move == (0,)
    assert world.last_move() == (0, {"double": 0})
    assert world.legal_moves(0) == ["roll"] and world.legal_moves(1) == []


def test_a_state_from_a_view_offers_the_pending_reroll():
    state = roll(start((2, 2), (3, 4)), 2)
    world = GAME.from_view(state.view(0))
    assert world.legal_moves(0) == state.legal_moves(0) == [{"reroll": 0}, {"reroll": None}]
    assert sheet(world.play({"reroll": None}, 0)) == [4, 4]


def test_a_state_from_a_view_knows_the_final_turns_and_the_target():
    state = roll(start((6, 4), (1, 3), players=3, target=10, rolloff=[6, 6, 1, 1, 2, 2]), 2)
    world = GAME.from_view(state.view(2))
    assert world.options["target"] == 10
    assert world.view(2)["final_turns"] == {"triggered_by": 0, "remaining": [1, 2]}
    assert world.to_move == (1,) and not world.over


def test_a_state_from_a_view_rolls_the_dice_of_seed_zero_for_the_view_holds_no_seed():
    world = GAME.from_view(roll(start((6, 4)), 1).view(0))
    assert world.rng == GAME.start(players=2, seed=0).seeded_rng() and world.dice_used == 0
    assert world.play("roll", 0).view(0)["move_number"] == 2


def test_a_view_with_an_impossible_player_count_is_a_bad_record():
    view = start().view(0)
    with pytest.raises(BadRecord):
        GAME.from_view({**view, "players": 9})
    with pytest.raises(BadRecord, match="the view has no 'turn'"):
        GAME.from_view({key: value for key, value in view.items() if key != "turn"})
