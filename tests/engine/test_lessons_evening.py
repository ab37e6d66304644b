"""Evening's lessons (oddsevens.lessons.evening) against the rules: in each
step tried here, the move the task asks for is taken, a legal move that
misses it is explained with the position's own numbers, and the move the
step is about is refused by the engine with the rule it breaks."""

from __future__ import annotations

import pytest

from oddsevens.core import IllegalMove, State
from oddsevens.core.phrases import Phrase
from oddsevens.games.evening import NO_NEIGHBOURS, PLACEMENT_RULE
from oddsevens.lessons import Step, Verdict, lesson
from oddsevens.lessons.evening import stone

WHITE, BLACK = 0, 1
BASICS, FREE = lesson("evening", 1), lesson("evening", 2)


def section_step(found_lesson, section: str, number: int = 0) -> Step:
    """The lesson's `number`th step (from 0) in the rules section `section`."""
    return [step for step in found_lesson.steps if step.section == section][number]


def verdict(step: Step, move, state: State | None = None) -> Verdict:
    """What the step's check says of the learner's `move`, from the step's position or `state`."""
    before = step.position.state("evening") if state is None else state
    return step.check(before, move, before.play(move, step.learner))


def words(step: Step, move) -> str:
    said = verdict(step, move)
    assert isinstance(said, Phrase), f"{move} should miss the point of {step.task.english()!r}"
    return said.english()


def refusal(step: Step, move) -> Phrase:
    with pytest.raises(IllegalMove) as refused:
        step.position.state("evening").play(move, step.learner)
    said = refused.value.said
    assert isinstance(said, Phrase)
    return said


def test_the_lessons_are_the_basics_then_the_free_game():
    assert [found.title.english() for found in (BASICS, FREE)] == ["Evening: the basics", "Evening: playing without turns"]
    assert len(BASICS.steps) >= 8 and len(FREE.steps) >= 3
    assert BASICS.finale.state("evening").options["protocol"] == "alternating"
    assert FREE.finale.state("evening").options["protocol"] == "free"
    assert {step.position.state("evening").options["protocol"] for step in FREE.steps} == {"free"}


def test_the_opening_step_takes_a_first_stone_anywhere():
    opening = BASICS.steps[0]
    assert all(verdict(opening, move) is True for move in opening.position.state("evening").legal_moves(WHITE))


def test_the_behind_step_refuses_a_cell_touching_both_stones_with_the_placement_rule():
    behind = BASICS.steps[1]
    assert all(verdict(behind, stone(cell)) is True for cell in ("B4", "C5", "D4"))
    assert "you are behind at B4" in words(behind, "pass")
    equal = refusal(behind, stone("B3"))
    assert equal.message == PLACEMENT_RULE[WHITE] and (equal.values["own"], equal.values["other"]) == (1, 1)
    assert refusal(behind, stone("A1")).message == NO_NEIGHBOURS


def test_the_groups_step_wants_the_stone_that_joins_two_singles_into_three():
    groups = section_step(BASICS, "groups")
    assert verdict(groups, stone("D3")) is True
    assert "touches only one of your stones: a group of 2" in words(groups, stone("C2"))
    assert "starts a new group of 1" in words(groups, stone("C3"))
    blacks_cell = refusal(groups, stone("C4"))
    assert blacks_cell.message == PLACEMENT_RULE[WHITE] and (blacks_cell.values["own"], blacks_cell.values["other"]) == (1, 0)


def test_the_growing_step_refuses_a_cell_where_the_own_group_counts_once_and_whole_against_black():
    growing = section_step(BASICS, "how-to-play", 2)
    assert verdict(growing, stone("C3")) is True
    assert "makes a group of 2 away from your group on D3 and E2" in words(growing, stone("C2"))
    outweighed = refusal(growing, stone("D4"))
    assert (outweighed.values["own"], outweighed.values["other"]) == (2, 1)
    touched_twice = refusal(growing, stone("E3"))
    assert (touched_twice.values["own"], touched_twice.values["other"]) == (2, 0)


def test_the_largest_first_step_counts_a_missing_group_as_zero():
    largest_first = section_step(BASICS, "who-wins")
    assert verdict(largest_first, stone("C1")) is True
    missed = words(largest_first, stone("A3"))
    assert "your groups 2, 1, 1, 1 still lose to Black's 2, 2" in missed and "your 1 against Black's 2" in missed
    assert refusal(largest_first, stone("A1")).values == {"cell": [0, -2], "own": 2, "other": 2}


def test_the_tie_step_lets_black_even_the_groups_and_refuses_whites_cell():
    tie = section_step(BASICS, "who-wins", 1)
    assert tie.learner == BLACK
    assert verdict(tie, stone("C4")) is True and verdict(tie, stone("D2")) is True
    assert "your groups 1, 1, 1 still lose to White's 2, 1" in words(tie, stone("B4"))
    assert refusal(tie, stone("E1")).message == PLACEMENT_RULE[BLACK]


def test_the_passing_step_ends_the_game_on_two_passes_with_white_ahead():
    passing = section_step(BASICS, "two-ways-to-take-turns")
    state = passing.position.state("evening")
    assert state.legal_cells(BLACK) == []
    assert verdict(passing, "pass") is True
    assert state.play("pass", WHITE).winners == (WHITE,)
    assert "it opens 3 cells to Black, so the game goes on" in words(passing, stone("C2"))


def test_the_closing_step_ends_the_game_at_once_when_no_cell_is_open():
    closing = section_step(BASICS, "two-ways-to-take-turns", 1)
    closed = closing.position.state("evening").play(stone("A1"), WHITE)
    assert closed.over and closed.winners == (WHITE,) and len(closed.moves()) == 5
    assert verdict(closing, stone("A1")) is True
    assert "a complete tie, and a complete tie goes to Black" in words(closing, "pass")
    assert "That stone opens A3 to Black" in words(closing, stone("A2"))
    assert refusal(closing, stone("C4")).values["own"] == 1


def test_the_odd_even_step_gives_white_a_tie_with_three_stones():
    odd_even = section_step(BASICS, "odd-even-variant")
    state = odd_even.position.state("evening")
    assert state.options["parity"] is True
    assert verdict(odd_even, stone("B3")) is True
    tied = state.play(stone("B3"), WHITE).play("pass", BLACK).play("pass", WHITE)
    assert tied.winners == (WHITE,) and tied.decision()["by"] == "parity"
    assert "your groups 1, 1, 1 still lose to Black's 2, 1" in words(odd_even, stone("E3"))
    assert refusal(odd_even, stone("B4")).values["own"] == refusal(odd_even, stone("B4")).values["other"] == 1


def test_the_free_step_takes_two_white_stones_in_a_row_and_refuses_a_pass():
    no_turns = FREE.steps[0]
    state = no_turns.position.state("evening")
    assert verdict(no_turns, stone("B4")) is False
    after_one = state.play(stone("B4"), WHITE)
    assert WHITE in after_one.to_move and verdict(no_turns, stone("D4"), after_one) is True
    assert "leaves no cell open to White" in words(no_turns, stone("C5"))
    assert "there are no turns to wait for" in words(no_turns, "done")
    with pytest.raises(IllegalMove, match="no turns to pass"):
        state.play("pass", WHITE)


def test_the_done_steps_place_while_done_and_end_when_both_are_done():
    while_done, both_done = FREE.steps[1], FREE.steps[2]
    assert while_done.position.state("evening").view(None)["done"] == [True, False]
    assert verdict(while_done, stone("B3")) is True
    assert "takes your Done back" in words(while_done, "done")
    assert "your largest group is still 1 against Black's 2" in words(while_done, stone("B4"))
    ended = both_done.position.state("evening").play("done", WHITE)
    assert ended.over and ended.winners == (WHITE,)
    assert verdict(both_done, "done") is True
    assert "any new stone clears Done" in words(both_done, stone("C5"))
