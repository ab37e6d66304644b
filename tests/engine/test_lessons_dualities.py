"""Dualities' lessons on their own boards: a move that does a step's task,
a legal one that misses it (and the words that say why), and the illegal
move the engine refuses with the rule it breaks."""

from __future__ import annotations

from typing import Any

import pytest

from oddsevens import IllegalMove, State
from oddsevens.core.phrases import Phrase
from oddsevens.games.dualities import EVEN, ODD
from oddsevens.lessons import Step, lesson
from oddsevens.lessons.dualities import tiles

BASICS, ALL_LINES = 1, 2


def step_of(number: int, index: int) -> tuple[Step, State]:
    """Step `index` (from 1) of lesson `number`, and its position."""
    step = lesson("dualities", number).steps[index - 1]
    return step, step.position.state("dualities")


def tile(text: str) -> Any:
    """One tile as the page names it, black half first: "E5-E6"."""
    (move,) = tiles(text)
    return move


def verdict(step: Step, state: State, text: str) -> bool | Phrase:
    move = tile(text)
    return step.check(state, move, state.play(move, step.learner))


def missed(step: Step, state: State, text: str) -> str:
    said = verdict(step, state, text)
    assert isinstance(said, Phrase), said
    return said.english()


def test_the_first_tile_step_wants_the_black_half_on_e5_and_refuses_cells_that_do_not_touch():
    step, state = step_of(BASICS, 1)
    assert state.to_move == (ODD,) and len(state) == 0
    assert verdict(step, state, "E5-E6") is True
    assert verdict(step, state, "E5-D4") is True
    assert missed(step, state, "D4-E5") == (
        "That tile has its white half on E5 and its black half on D4: tap E5 first, since the first cell you tap "
        "takes the black half."
    )
    assert "covers A1 and A2, away from the centre" in missed(step, state, "A1-A2")
    with pytest.raises(IllegalMove, match="these two do not touch"):
        state.play(tile("E5-E7"))


def test_the_row_d_step_says_a_white_half_there_counts_for_nothing():
    step, state = step_of(BASICS, 2)
    assert verdict(step, state, "D3-D2") is True
    assert verdict(step, state, "D4-C4") is True
    assert missed(step, state, "C4-D4").startswith("Only black hexes count: with your white half there, row D")
    assert "went into row F, so row D still has no black hex" in missed(step, state, "F4-F5")
    with pytest.raises(IllegalMove, match="black cell .* is already covered"):
        state.play(tile("E5-D4"))


def test_the_step_across_rows_c_and_d_wants_the_black_half_in_row_c():
    step, state = step_of(BASICS, 3)
    assert verdict(step, state, "C4-D4") is True
    assert missed(step, state, "D4-C4") == (
        "Your black half went into row D, which now has 2 black hexes, an even number, so Even takes it, and row C "
        "gets nothing from a white half: put the black half in row C."
    )
    assert missed(step, state, "C4-C5").startswith("Lay this tile across the two rows")
    with pytest.raises(IllegalMove, match="these two do not touch"):
        state.play(tile("C4-D6"))


def test_even_takes_a_row_only_with_a_black_half_in_a_row_odd_holds():
    step, state = step_of(BASICS, 4)
    assert step.learner == EVEN and state.to_move == (EVEN,)
    assert state.scores == (5, 4)
    assert verdict(step, state, "E4-E3") is True
    assert missed(step, state, "A1-A2") == (
        "Row A was Even's, and with your black half it has 1 black hex, an odd number, so now Odd holds it: put the "
        "black half in a row Odd holds."
    )


def test_odd_gets_back_in_front_with_a_black_half_in_a_row_even_holds():
    step, state = step_of(BASICS, 5)
    assert state.scores == (4, 5)
    assert verdict(step, state, "A1-A2") is True
    assert verdict(step, state, "E7-E8") is True
    assert "so Even now leads 6 rows to 3" in missed(step, state, "C1-C2")


def test_the_ending_step_ends_the_game_on_the_middle_cells_and_refuses_a_covered_cell():
    step, state = step_of(BASICS, 6)
    middle = state.play(tile("D5-D4"))
    assert middle.over and middle.winners == (ODD,)
    assert verdict(step, state, "D5-D4") is True
    assert missed(step, state, "D3-D4") == (
        "That leaves D5 and D6 free and touching, so another tile fits and the game goes on: cover the two middle "
        "free cells instead."
    )
    with pytest.raises(IllegalMove, match="white cell .* is already covered"):
        state.play(tile("D6-D7"))


def test_the_last_tile_of_the_rows_game_wins_in_row_c_and_loses_in_row_b():
    step, state = step_of(BASICS, 7)
    assert verdict(step, state, "C3-B3") is True
    assert verdict(step, state, "C4-C3") is True
    assert missed(step, state, "B3-C4") == (
        "Row B was Odd's and your black half made its count even, so Even wins 6 rows to 3: put the black half in a "
        "row Even holds."
    )


def test_on_all_lines_a_black_half_changes_its_row_and_both_diagonals():
    step, state = step_of(ALL_LINES, 1)
    assert state.options["lines"] == "all"
    assert verdict(step, state, "A4-A5") is True
    assert missed(step, state, "A1-A2").startswith(
        "Your black half on A1 changed its row and both its diagonals, but Odd went only from 10 lines to 11"
    )


def test_even_on_all_lines_gains_with_two_of_the_three_lines_odd_holds():
    step, state = step_of(ALL_LINES, 2)
    assert step.learner == EVEN
    assert verdict(step, state, "B3-B4") is True
    assert "Even went from 14 lines to 13" in missed(step, state, "A1-A2")


def test_the_last_tile_on_all_lines_wins_only_with_the_black_half_on_f5():
    step, state = step_of(ALL_LINES, 3)
    winning = [move for move in state.legal_moves() if step.check(state, move, state.play(move)) is True]
    assert winning == [tile("F5-F4")]
    assert missed(step, state, "F3-F4").startswith("The game ends with Even ahead, 16 lines to 11")
    with pytest.raises(IllegalMove, match="these two do not touch"):
        state.play(tile("F3-F5"))
