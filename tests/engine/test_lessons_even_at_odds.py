"""Even at Odds' lessons (oddsevens.lessons.even_at_odds) against the rules:
in each step tried here, the moves the task asks for are taken, a legal move
that misses it is explained with the position's own numbers, and the move
the step is about is refused by the engine with the rule it breaks."""

from __future__ import annotations

import pytest

from oddsevens.core import IllegalMove, State
from oddsevens.core.phrases import Phrase
from oddsevens.lessons import Step, Verdict, lesson
from oddsevens.lessons.even_at_odds import lay

GAME = "even-at-odds"
DUEL, SOLO = lesson(GAME, 1), lesson(GAME, 2)
LAY, STACK, LEVEL_THREE, GROW, CUT, TEAM, TIE, OVERTIME, GAME_SCORE = DUEL.steps
DOUBLE, PENALTY, HELPER = SOLO.steps


def verdict(step: Step, move, state: State | None = None) -> Verdict:
    """What the step's check says of the learner's `move`, from the step's position or `state`."""
    before = step.position.state(GAME) if state is None else state
    return step.check(before, move, before.play(move, step.learner))


def words(step: Step, move) -> str:
    said = verdict(step, move)
    assert isinstance(said, Phrase), f"{move} should miss the point of {step.task.english()!r}"
    return said.english()


def refusal(step: Step, move, state: State | None = None) -> str:
    before = step.position.state(GAME) if state is None else state
    with pytest.raises(IllegalMove) as refused:
        before.play(move, step.learner)
    return str(refused.value)


def test_the_lessons_are_the_duel_then_solo():
    assert [found.title.english() for found in (DUEL, SOLO)] == ["Even at Odds: the duel", "Even at Odds: solo"]
    assert {step.position.state(GAME).players for step in DUEL.steps} == {2}
    assert {step.position.state(GAME).players for step in SOLO.steps} == {1}
    assert SOLO.finale.state(GAME).options["mode"] == "solo"


def test_the_first_step_lays_a_tile_before_any_team_is_picked_by_the_learner():
    assert DUEL.steps.index(LAY) < DUEL.steps.index(TEAM)
    assert LAY.position.state(GAME).view(0)["teams"] == ["odds", "evens"]


def test_the_laying_step_takes_the_three_beside_a_three_and_refuses_a_corner():
    assert verdict(LAY, lay(3, 5, (0, 3), (1, 3))) is True
    assert verdict(LAY, lay(3, 5, (-1, 2), (-1, 1))) is True
    assert "by its 5, against the 5-5" in words(LAY, lay(3, 5, (4, 0), (4, 1)))
    assert "this step is about the 3-5" in words(LAY, lay(1, 3, (0, -1), (1, -1)))
    assert "stacks the 3-5" in words(LAY, lay(3, 5, (1, 1), (2, 1)))
    # The 3 at 2,3 meets the 3-3 only corner to corner, at 1,2.
    assert "next to an active face of the same value" in refusal(LAY, lay(3, 5, (2, 3), (3, 3)))


def test_the_stacking_step_refuses_a_tile_on_one_tile_on_two_heights_or_on_no_match_with_the_rule():
    assert verdict(STACK, lay(1, 5, (0, 0), (0, 1))) is True
    assert verdict(STACK, lay(1, 5, (2, 0), (2, 1))) is True
    assert "lays the 1-5 flat on the table" in words(STACK, lay(1, 5, (-1, 0), (-2, 0)))
    assert "two different tiles" in refusal(STACK, lay(1, 5, (2, 1), (3, 1)))
    assert "same height" in refusal(STACK, lay(1, 5, (0, 0), (1, 0)))
    assert "one half lying on a face of the same value" in refusal(STACK, lay(1, 5, (0, 2), (0, 1)))
    assert "lie flat" in refusal(STACK, lay(1, 5, (1, 3), (1, 4)))


def test_the_level_three_step_takes_a_stack_on_level_two_and_refuses_one_across_two_heights():
    assert verdict(LEVEL_THREE, lay(1, 3, (0, 0), (1, 0))) is True
    assert verdict(LEVEL_THREE, lay(2, 3, (1, 1), (2, 1))) is True
    assert "lies on level 2, on faces of level 1" in words(LEVEL_THREE, lay(5, 6, (3, 1), (3, 0)))
    assert "lays the 0-4 flat, on level 1" in words(LEVEL_THREE, lay(0, 4, (5, 2), (4, 2)))
    # The 2 at 1,1 lies on level 2, the 3 under it at 1,2 on level 1.
    assert "same height" in refusal(LEVEL_THREE, lay(2, 3, (1, 1), (1, 2)))


def test_the_growing_step_takes_a_tile_that_joins_the_odds_and_explains_one_that_leaves_them_at_three():
    assert verdict(GROW, lay(2, 3, (2, 1), (1, 1))) is True
    assert "your biggest group of odds stays at 3" in words(GROW, lay(0, 4, (5, 2), (4, 2)))


def test_the_cutting_step_takes_a_blank_or_an_odd_on_the_evens_and_explains_an_even_on_an_even():
    assert verdict(CUT, lay(0, 1, (0, 2), (1, 2))) is True
    assert verdict(CUT, lay(0, 5, (3, 0), (3, 1))) is True
    assert "the Evens' biggest group still has 6 faces" in words(CUT, lay(5, 6, (3, 1), (3, 0)))
    assert "grows to 7" in words(CUT, lay(5, 6, (4, -1), (3, -1)))


def test_the_team_step_takes_the_team_of_the_hand_and_refuses_a_tile_before_the_choice():
    assert verdict(TEAM, {"team": "odds"}) is True
    assert "your hand has only 4 even numbers against 9 odd ones" in words(TEAM, {"team": "evens"})
    assert "picks a team" in refusal(TEAM, lay(1, 3, (0, -1), (1, -1)))


def test_the_tie_step_takes_an_odd_face_on_the_highest_level_and_explains_a_move_into_overtime():
    assert verdict(TIE, lay(0, 5, (2, 2), (1, 2))) is True
    said = words(TIE, lay(0, 5, (4, 2), (4, 1)))
    assert "tied at 5" in said and "level 4, the highest, still shows 1 odd face and 1 even one" in said
    # The 5 of the 4-5 on level 4 at 1,1 and the 3 under it at 1,2 on level 3.
    assert "same height" in refusal(TIE, lay(0, 5, (1, 2), (1, 1)))


def test_the_overtime_step_takes_a_blank_that_cuts_the_six_and_explains_a_draw_and_a_loss():
    assert verdict(OVERTIME, lay(0, 6, (2, 0), (2, -1))) is True
    assert verdict(OVERTIME, lay(0, 6, (3, 0), (4, 0))) is True
    assert "after overtime that is a draw" in words(OVERTIME, lay(0, 6, (2, -1), (2, 0)))
    assert "the Evens' biggest group has 6 faces against your 5" in words(OVERTIME, lay(0, 6, (4, 3), (5, 3)))
    assert "no tile in hand can be placed" in refusal(OVERTIME, "pass")


def test_the_game_score_step_takes_a_margin_of_two_and_explains_a_tie_break_win_and_a_win_by_one():
    assert verdict(GAME_SCORE, lay(4, 5, (2, 3), (2, 2))) is True
    assert verdict(GAME_SCORE, lay(4, 5, (3, -3), (3, -2))) is True
    assert "a game won on the tie earns 0" in words(GAME_SCORE, lay(4, 5, (-3, 2), (-4, 2)))
    assert "That wins by 1 point" in words(GAME_SCORE, lay(4, 5, (-2, 1), (-1, 1)))
    assert "has 6 faces against your 5" in words(GAME_SCORE, lay(4, 5, (2, 4), (2, 5)))


def test_the_first_solo_turn_lays_three_tiles_and_refuses_a_double_on_the_table_or_a_lost_five():
    state = DOUBLE.position.state(GAME)
    first, second = lay(1, 3, (0, 0), (0, 1)), lay(2, 6, (1, -1), (2, -1))
    assert verdict(DOUBLE, first) is False
    state = state.play(first)
    assert verdict(DOUBLE, second, state) is False
    state = state.play(second)
    assert verdict(DOUBLE, lay(4, 4, (1, 2), (2, 2)), state) is True
    assert "keep it for a turn that cannot be finished" in words(DOUBLE, {"exchange": [4, 4]})
    assert "a double must be stacked" in refusal(DOUBLE, lay(4, 4, (2, 3), (3, 3)))
    # Over the 4 and the only 5, with no 5 in the hand to bring it back.
    assert "all six numbers 1-6 showing" in refusal(DOUBLE, lay(4, 4, (2, 2), (2, 1)))


def test_the_penalty_step_takes_a_tile_that_keeps_it_at_two_and_explains_one_that_unbalances_the_groups():
    assert verdict(PENALTY, lay(4, 6, (2, -1), (2, 0))) is True
    said = words(PENALTY, lay(3, 5, (-1, 1), (-2, 1)))
    assert said.startswith("That raises your penalty from 2 to 6") and "5 odd faces and 3 even" in said


def test_the_helper_step_takes_the_three_three_swapped_and_refuses_any_placement_of_the_blocked_turn():
    assert verdict(HELPER, {"exchange": [3, 3]}) is True
    assert "keeps the 3-3" in words(HELPER, {"exchange": [1, 4]})
    assert "all six numbers 1-6 showing" in refusal(HELPER, lay(1, 4, (-1, 0), (-2, 0)))
    swapped = HELPER.position.state(GAME).play({"exchange": [3, 3]})
    assert not swapped.over and swapped.legal_moves(0)
    assert "already been used" in refusal(HELPER, {"exchange": [1, 1]}, swapped)


def test_the_numbers_in_the_tasks_are_those_of_the_positions():
    """Groups, levels and penalties said in a task, against the position the step sets up."""
    grow, cut, tie, overtime = (step.position.state(GAME) for step in (GROW, CUT, TIE, OVERTIME))
    assert grow.scores[0] == GROW.task.values["size"] == 3
    assert cut.scores[1] == CUT.task.values["size"] == 6
    assert tie.scores == (5, 5) and tie.view(0)["highest_level"] == TIE.task.values["level"] == 4
    assert overtime.scores == (OVERTIME.task.values["yours"], OVERTIME.task.values["theirs"]) == (5, 6)
    assert overtime.view(0)["hands"][0] == [[0, 6]]
    assert PENALTY.position.state(GAME).scores == (PENALTY.task.values["penalty"],) == (2,)
