"""Beat the Odds' lesson (oddsevens.lessons.beat_the_odds), step by step:
the moves each step accepts, the words for a choice that misses, the move
the engine refuses there, and the numbers the steps quote, played out."""

from __future__ import annotations

import pytest

from oddsevens import IllegalMove, State
from oddsevens.lessons import Step, lessons
from oddsevens.lessons.beat_the_odds import (
    BOXCARS,
    DOUBLING,
    FIRST_TURN,
    LAST_TURN,
    LEARNER,
    ODD_DIE,
    ROLL_OFF,
    SNAKE_EYES,
    THREES,
    WAITING_PRIVILEGE,
)

GAME_ID = "beat-the-odds"


def start(step: Step) -> State:
    return step.position.state(GAME_ID)


def verdict(step: Step, state: State, move: object) -> object:
    return step.check(state, move, state.play(move, LEARNER))


def test_the_game_names_its_lesson():
    assert lessons(GAME_ID)[0].steps[0] is ROLL_OFF


def test_the_roll_off_step_lets_only_the_tied_players_roll_again_and_gives_the_learner_the_first_turn():
    state = start(ROLL_OFF)
    totals = [[sum(roll["faces"]) for roll in rolls] for rolls in state.view(LEARNER)["rolloff"]]
    assert totals == [[7, 7], [9, 4]]
    assert state.to_move == (LEARNER,)
    assert verdict(ROLL_OFF, state, "roll") is True
    with pytest.raises(IllegalMove, match="seat 1 may not act now"):
        state.play("roll", 1)


def test_the_first_turn_step_goes_on_through_scoring_rolls_and_is_done_when_the_odd_pair_ends_the_turn():
    state = start(FIRST_TURN)
    verdicts = []
    for _ in range(3):
        verdicts.append(verdict(FIRST_TURN, state, "roll"))
        state = state.play("roll", LEARNER)
    assert verdicts == [False, False, True]
    last = state.view(LEARNER)["last_turn"]
    assert [line["points"] for line in last["lines"]] == [2, 10, 0]
    assert last["score"] == 12


@pytest.mark.parametrize(("step", "sheet", "banked"), [(SNAKE_EYES, [10, 6], 0), (THREES, [10, 2], 2), (BOXCARS, [6, 8], 52)])
def test_each_ending_double_step_is_done_in_one_roll_from_the_sheet_it_quotes_and_banks_what_it_says(step, sheet, banked):
    state = start(step)
    assert [line["points"] for line in state.view(LEARNER)["turn"]["lines"]] == sheet
    assert verdict(step, state, "roll") is True
    assert state.play("roll", LEARNER).view(LEARNER)["last_turn"]["score"] == banked


def test_the_waiting_privilege_step_takes_either_five_and_explains_that_keeping_the_five_five_halves_the_turn():
    state = start(WAITING_PRIVILEGE)
    assert verdict(WAITING_PRIVILEGE, state, "roll") is False
    state = state.play("roll", LEARNER)
    assert state.view(LEARNER)["turn"]["privilege"], "a roll without an odd die leaves the privilege waiting"
    assert verdict(WAITING_PRIVILEGE, state, "roll") is False
    state = state.play("roll", LEARNER)
    assert verdict(WAITING_PRIVILEGE, state, {"reroll": 0}) is True
    assert verdict(WAITING_PRIVILEGE, state, {"reroll": 1}) is True
    miss = verdict(WAITING_PRIVILEGE, state, {"reroll": None})
    assert miss.english() == "Keeping 5-5 ends the turn and halves its 14 points to 7: re-roll one 5 instead."
    with pytest.raises(IllegalMove, match="decide the pending reroll before rolling again"):
        state.play("roll", LEARNER)


def test_the_odd_die_step_refuses_re_rolling_the_even_die_with_the_rule():
    state = start(ODD_DIE)
    assert verdict(ODD_DIE, state, {"reroll": 1}) is True
    miss = verdict(ODD_DIE, state, {"reroll": None})
    assert miss.english() == ("Keeping 6-3 scores just its 6 and uses up the privilege; re-roll the 3 instead: "
                              "the 6 stays, so the new line scores at least 6.")
    with pytest.raises(IllegalMove, match="only an odd die may be re-rolled; die 0 shows 6"):
        state.play({"reroll": 0}, LEARNER)
    assert state.play({"reroll": 1}, LEARNER).view(LEARNER)["turn"]["lines"][-1]["points"] == 10


def test_the_doubling_step_takes_either_line_of_eight_and_explains_a_smaller_line_or_none():
    state = start(DOUBLING)
    assert [line["points"] for line in state.view(LEARNER)["turn"]["lines"]] == [2, 8, 8]
    assert verdict(DOUBLING, state, {"double": 1}) is True
    assert verdict(DOUBLING, state, {"double": 2}) is True
    assert verdict(DOUBLING, state, {"double": 0}).english() == "Doubling line 1 adds only its 2; a line worth 8 would add 8."
    assert (verdict(DOUBLING, state, {"double": None}).english()
            == "Doubling no line leaves the turn at 18; doubling a line worth 8 adds 8 to it.")
    assert state.play({"double": 2}, LEARNER).view(LEARNER)["turn"]["total"] == 26


def test_the_doubling_step_refuses_a_roll_before_the_line_is_chosen():
    with pytest.raises(IllegalMove, match="decide the pending double before rolling again"):
        start(DOUBLING).play("roll", LEARNER)


def test_the_last_turn_step_is_the_learners_one_more_turn_and_ends_the_game_with_the_learner_ahead():
    state = start(LAST_TURN)
    view = state.view(LEARNER)
    assert view["totals"] == [16, 24]
    assert view["final_turns"] == {"triggered_by": 1, "remaining": [LEARNER]}
    assert verdict(LAST_TURN, state, "roll") is False
    state = state.play("roll", LEARNER)
    assert verdict(LAST_TURN, state, "roll") is True
    state = state.play("roll", LEARNER)
    assert state.over
    assert state.scores == (26, 24)
    assert state.winners == (LEARNER,)
    with pytest.raises(IllegalMove, match="the game is over"):
        state.play("roll", 1)
