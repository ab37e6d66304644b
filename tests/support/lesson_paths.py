"""The moves that do a lesson step's task, and a legal move that misses
it, found by trying the learner's legal moves in order (the tests of
lessons, in-process and in browsers, play them)."""

from __future__ import annotations

from typing import Any

from oddsevens import State
from oddsevens.core.phrases import Phrase
from oddsevens.lessons import Lesson, Step

MOST_MOVES = 4
"""The learner's moves a step may take before its task is done."""


def replies_played(step: Step, state: State, replied: int) -> tuple[State, int]:
    """`state` after the step's replies for the seats other than the learner's, as far as they are to move."""
    while not state.over and step.learner not in state.to_move:
        (seat,) = state.to_move
        state = state.play(step.replies[replied], seat)
        replied += 1
    return state, replied


def step_solution(game_id: str, step: Step) -> list[list[Any]]:
    """[seat, move] pairs from the step's position that do its task: the
    learner's moves and the replies between them; AssertionError when none do."""
    found = _search(step, step.position.state(game_id), 0, MOST_MOVES)
    assert found is not None, f"no moves do the task of {step.task.english()!r}"
    return found


def _search(step: Step, state: State, replied: int, depth: int) -> list[list[Any]] | None:
    going_on = []
    for move in state.legal_moves(step.learner):
        after = state.play(move, step.learner)
        verdict = step.check(state, move, after)
        if verdict is True:
            return [[step.learner, move]]
        if verdict is False:
            going_on.append((move, after))
    if depth <= 1:
        return None
    for move, after in going_on:
        replied_state, count = replies_played(step, after, replied)
        replies = [list(entry) for entry in _replies_between(after, replied_state)]
        rest = _search(step, replied_state, count, depth - 1)
        if rest is not None:
            return [[step.learner, move], *replies, *rest]
    return None


def _replies_between(before: State, after: State) -> list[tuple[int, Any]]:
    played = len(after) - len(before)
    return [(entry[0], entry[1]) for entry in after.record()["moves"][-played:]] if played else []


def a_miss(game_id: str, step: Step) -> tuple[Any, Phrase] | None:
    """The first legal move of the learner's, from the step's position, that its check explains away."""
    state = step.position.state(game_id)
    for move in state.legal_moves(step.learner):
        verdict = step.check(state, move, state.play(move, step.learner))
        if isinstance(verdict, Phrase):
            return move, verdict
    return None


def lesson_misses(game_id: str, lesson: Lesson) -> list[tuple[int, Any, Phrase]]:
    """(step number from 1, move, explanation) for the steps that have a legal move missing their point."""
    return [(number, *miss) for number, step in enumerate(lesson.steps, start=1) if (miss := a_miss(game_id, step))]
