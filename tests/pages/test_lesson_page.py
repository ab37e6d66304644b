"""Every lesson on the game page (app.lesson), under plain Python: finished
by the moves its steps ask for, a move that misses the point explained and
taken back, an illegal one refused with its rule, the saved game untouched,
and the lesson's last game played against the computer."""

from __future__ import annotations

import html

import pytest

import oddsevens
from app.progress import LESSONS_FINISHED
from app.rooms.opening import open_room
from app.storage import MemoryStore
from fakes import RecordedPage, make_page
from lesson_paths import a_miss, step_solution
from oddsevens.lessons import lesson, lessons

EVERY_LESSON = [(game_id, number) for game_id in oddsevens.GAMES for number in range(1, len(lessons(game_id)) + 1)]


def opened(game_id: str, number: int, store: MemoryStore | None = None, step: int | None = None) -> RecordedPage:
    page = make_page(game_id, store)
    asked = [("game", game_id), ("lesson", str(number))] + ([("step", str(step))] if step else [])
    assert open_room(page, asked)
    return page


def do_step(page: RecordedPage, game_id: str, number: int, index: int) -> None:
    """The learner's moves that do step `index`'s task; the replies come from the step."""
    step = lesson(game_id, number).steps[index]
    start = len(page.state)
    for offset, (seat, move) in enumerate(step_solution(game_id, step)):
        page.screen.run_pending()
        if seat == step.learner:
            assert len(page.state) == start + offset, "the step's replies came by themselves"
            assert page.play(move, seat), (game_id, number, index, move, page.screen.statuses[-1:])
    page.screen.run_pending()


@pytest.mark.parametrize(("game_id", "number"), EVERY_LESSON)
def test_every_lesson_is_finished_by_the_moves_it_asks_for(game_id, number):
    store = MemoryStore()
    page = opened(game_id, number, store)
    found = lesson(game_id, number)
    count = len(found.steps)
    for index, step in enumerate(found.steps):
        assert page.screen.lesson_step == f"{index + 1}/{count}"
        assert page.state == step.position.state(game_id)
        assert step.task.english() in html.unescape(page.screen.regions["panel"])
        do_step(page, game_id, number, index)
        assert page.acting_seats() == [], "a step done takes no more moves"
        assert page.screen.statuses[-1].startswith(step.learned.english())
        page.action("lesson-game" if index == count - 1 else "lesson-next")
    assert page.screen.lesson_done
    assert f"{game_id}/{number}" in store.items[LESSONS_FINISHED]
    assert page.state == found.finale.state(game_id)
    assert page.setup["level"] == "easy"
    assert page.seats.kind(found.learner) == "human"
    others = {page.seats.kind(seat) for seat in range(page.state.players) if seat != found.learner}
    assert others == ({"human" if found.against == "friend" else "computer"} if page.state.players > 1 else set())


@pytest.mark.parametrize(("game_id", "number"), EVERY_LESSON)
def test_a_move_that_misses_the_point_is_explained_and_taken_back(game_id, number):
    found = lesson(game_id, number)
    index, (move, why) = next((index, miss) for index, step in enumerate(found.steps) if (miss := a_miss(game_id, step)))
    page = opened(game_id, number, step=index + 1)
    before = page.state
    assert not page.play(move, found.steps[index].learner)
    assert page.state == before
    assert page.screen.statuses[-1] == why.english()
    assert page.screen.lesson_step == f"{index + 1}/{len(found.steps)}"


def test_an_illegal_move_names_the_rule_it_breaks():
    page = opened("evening", 1)
    step = lesson("evening", 1).steps[1]
    page.action("lesson-next")
    state = page.state
    illegal = next({"cell": list(cell)} for cell in state.grid.cells if {"cell": list(cell)} not in state.legal_moves(step.learner))
    assert not page.play(illegal, step.learner)
    assert page.screen.statuses[-1].startswith("That move is not allowed:")


def test_a_lesson_leaves_the_saved_game_alone():
    store = MemoryStore()
    page = make_page("evening", store)
    page.open()
    page.play(page.state.legal_moves(0)[0], 0)
    saved = dict(store.items)
    lesson_page = opened("evening", 1, store)
    do_step(lesson_page, "evening", 1, 0)
    assert store.items == saved


def test_storage_refused_loses_nothing_and_says_so():
    class Refusing(MemoryStore):
        def setItem(self, key: str, value: str) -> None:
            raise OSError("refused")

    found = lesson("evening", 1)
    page = opened("evening", 1, Refusing(), step=len(found.steps))
    do_step(page, "evening", 1, len(found.steps) - 1)
    assert page.screen.lesson_done
    assert "will not remember" in page.screen.statuses[-1]


def test_an_unknown_lesson_or_step_says_so_and_the_page_still_plays():
    page = opened("evening", 7)
    assert any(notice and "no lesson" in notice for notice in page.screen.notices)
    assert page.screen.lesson_step is None
    page = opened("evening", 1, step=99)
    assert any(notice and "no step" in notice for notice in page.screen.notices)
    assert page.screen.lesson_step.startswith("1/")


def test_back_and_try_again():
    page = opened("evening", 1, step=2)
    page.action("lesson-back")
    assert page.screen.lesson_step.startswith("1/")
    assert page.screen.lesson_shown == (1, 1)
    do_step(page, "evening", 1, 0)
    page.action("lesson-again")
    assert page.state == lesson("evening", 1).steps[0].position.state("evening")
