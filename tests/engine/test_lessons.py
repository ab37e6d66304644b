"""Every game's lessons (oddsevens.lessons), checked over the registry: each
step's position is set up by the engine, its task can be done by legal
moves, its check says something of every legal move, the steps together
cover every rule section of the game's rules page, and a lesson ends in a
game the learner can play."""

from __future__ import annotations

import pytest

import oddsevens
from lesson_paths import lesson_misses, step_solution
from oddsevens.core.phrases import Phrase
from oddsevens.lessons import UnknownLesson, lesson, lessons
from sitebuild.rules import english_section_ids

GAMES = [game_id for game_id, game in oddsevens.GAMES.items() if game.listed]
NOT_RULES = {"what-you-need", "playing-it-here", "rulings", "credits"}
"""Sections of a rules page that teach no rule to try."""
FIRST_LESSON_STEPS = 6
EVERY_LESSON = [(game_id, number) for game_id in GAMES for number in range(1, len(lessons(game_id)) + 1)]
EVERY_STEP = [
    (game_id, number, index) for game_id, number in EVERY_LESSON for index in range(len(lesson(game_id, number).steps))
]


def rule_sections(game_id: str) -> set[str]:
    return set(english_section_ids(game_id)) - NOT_RULES


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_lesson_of_at_least_six_steps(game_id):
    assert lessons(game_id), f"{game_id} has no lesson"
    assert len(lessons(game_id)[0].steps) >= FIRST_LESSON_STEPS


@pytest.mark.parametrize("game_id", GAMES)
def test_the_steps_cover_every_rule_section_of_the_rules_page(game_id):
    taught = {step.section for found in lessons(game_id) for step in found.steps}
    assert rule_sections(game_id) - taught == set()
    assert taught - rule_sections(game_id) == set(), "a step names a section the rules page does not have"


@pytest.mark.parametrize(("game_id", "number", "index"), EVERY_STEP)
def test_each_step_can_be_done_by_legal_moves_and_says_something_of_every_move(game_id, number, index):
    step = lesson(game_id, number).steps[index]
    state = step.position.state(game_id)
    assert step.learner in state.to_move, "the learner moves first in a step"
    assert step.task.english() and step.learned.english()
    for move in state.legal_moves(step.learner):
        verdict = step.check(state, move, state.play(move, step.learner))
        assert verdict is True or verdict is False or isinstance(verdict, Phrase), (move, verdict)
        if isinstance(verdict, Phrase):
            assert verdict.english()
    solution = step_solution(game_id, step)
    for seat, move in solution:
        state = state.play(move, seat)


@pytest.mark.parametrize(("game_id", "number"), EVERY_LESSON)
def test_each_lesson_explains_a_move_that_misses_the_point(game_id, number):
    assert lesson_misses(game_id, lesson(game_id, number))


@pytest.mark.parametrize(("game_id", "number"), EVERY_LESSON)
def test_each_lesson_ends_in_a_game_the_learner_plays(game_id, number):
    found = lesson(game_id, number)
    state = found.finale.state(game_id)
    assert not state.over
    assert found.learner < state.players
    assert found.against in ("computer", "friend")
    assert found.title.english()


def test_an_unknown_lesson_says_how_many_there_are():
    with pytest.raises(UnknownLesson, match="has no lesson 9"):
        lesson("evening", 9)
    with pytest.raises(UnknownLesson):
        lesson("evening", 0)

