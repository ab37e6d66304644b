"""Every lesson on a phone, in English and in Japanese: finished by the
taps of the moves its steps ask for, the first move that misses a step's
point explained and taken back on the way, and the lesson's game started
at its end (app.lesson)."""

from __future__ import annotations

from typing import Any

import pytest

import oddsevens
from conftest import BOOT_TIMEOUT_MS
from lesson_paths import a_miss, step_solution
from move_taps import tap_move
from oddsevens.lessons import lesson, lessons
from ready_positions import SECOND_TAP_PAUSE_MS

PIXEL = "Pixel 7"
CASES = [
    (game_id, number, language)
    for game_id in oddsevens.GAMES
    for number in range(1, len(lessons(game_id)) + 1)
    for language in ("en", "ja")
]


@pytest.fixture(scope="module")
def phones(browser: Any, playwright: Any, browser_context_args: dict[str, Any]) -> Any:
    """A phone for every lesson in each language, each opening its own
    address: upright for English, held sideways for Japanese."""
    device = {**browser_context_args, **playwright.devices[PIXEL]}
    size = device["viewport"]
    sideways = {**device, "viewport": {"width": size["height"], "height": size["width"]}}
    contexts = {"en": browser.new_context(**device), "ja": browser.new_context(**sideways)}
    pages = {}
    for language, context in contexts.items():
        pages[language] = context.new_page()
        pages[language].set_default_timeout(20_000)
    yield pages
    for context in contexts.values():
        context.close()


def moves_shown(page: Any) -> int:
    return int(page.get_attribute("html", "data-move-count") or 0)


def miss(page: Any, game_id: str, move: Any, why: Any, language: str) -> None:
    """A legal move that misses the step's point: explained, and taken back."""
    task = page.inner_text("#status")
    before = moves_shown(page)
    tap_move(page, game_id, move)
    page.wait_for_function("task => document.getElementById('status').innerText !== task", arg=task)
    said = page.inner_text("#status")
    assert said == why.english() if language == "en" else said != why.english(), "explained, in the page's language"
    assert moves_shown(page) == before, "the move that missed is taken back"
    page.wait_for_timeout(SECOND_TAP_PAUSE_MS)


def page_address(game_id: str, number: int, language: str) -> str:
    address = f"index.html?game={game_id}&lesson={number}"
    return address + ("" if language == "en" else f"&lang={language}")


@pytest.mark.parametrize(("game_id", "number", "language"), CASES, ids=[f"{g}-{n}-{lang}" for g, n, lang in CASES])
def test_a_lesson_is_finished_by_its_taps_on_a_phone(phones, site, game_id, number, language):
    page = phones[language]
    found = lesson(game_id, number)
    count = len(found.steps)
    page.goto(f"{site}{page_address(game_id, number, language)}")
    page.wait_for_selector("html[data-ready][data-lesson-step]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.get_attribute("html", "lang") == language
    missed = False
    for index, step in enumerate(found.steps):
        page.wait_for_selector(f'html[data-lesson-step="{index + 1}/{count}"]', state="attached")
        start = moves_shown(page)
        wrong = None if missed else a_miss(game_id, step)
        if wrong is not None:
            miss(page, game_id, *wrong, language)
            missed = True
        for offset, (seat, move) in enumerate(step_solution(game_id, step)):
            page.wait_for_function(f"document.documentElement.dataset.moveCount >= {start + offset}")
            if seat == step.learner:
                if offset:
                    page.wait_for_timeout(SECOND_TAP_PAUSE_MS)  # a person's pause: not a double tap
                tap_move(page, game_id, move)
        page.wait_for_function(f"document.documentElement.dataset.moveCount >= {start + len(step_solution(game_id, step))}")
        if language == "en":
            page.wait_for_function("text => document.getElementById('status').innerText.startsWith(text)",
                                   arg=step.learned.english())
        if index < count - 1:
            page.locator("[data-action=lesson-next]").tap()
    page.wait_for_selector("html[data-lesson-done]", state="attached")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"
    page.locator("[data-action=lesson-game]").tap()
    page.wait_for_function(f"document.documentElement.dataset.moveCount == {len(found.finale.state(game_id))}")
    page.wait_for_selector(".lesson-strip [data-action=lesson-again]")
    assert missed, "the lesson has a move that misses the point"


def test_the_menu_marks_what_this_device_has_done_and_says_when_it_keeps_nothing(new_context, site):
    remembered = (
        "localStorage.setItem('oddsevens:lessons-finished', JSON.stringify(['evening/1']));"
        "localStorage.setItem('oddsevens:puzzles-solved', JSON.stringify(['evening-001']));"
    )
    page = new_context().new_page()
    page.add_init_script(remembered)
    page.goto(f"{site}index.html")
    page.wait_for_selector("html[data-ready]", state="attached")
    assert page.inner_text('.learn a[data-lesson="evening/1"] .done') == "finished"
    assert page.locator('.learn a[data-lesson="evening/2"] .done').count() == 0
    puzzles_link = page.locator('.learn a.puzzles[data-game="evening"]')
    assert puzzles_link.inner_text().endswith("1 of 60 solved")
    assert puzzles_link.get_attribute("href") == "?game=evening&puzzle=evening-002", "the first one not solved yet"
    assert page.locator(".learn-note").is_hidden()
    daily = page.get_attribute(".puzzle-of-the-day a", "href")
    assert daily is not None and "&puzzle=" in daily

    refusing = new_context().new_page()
    refusing.add_init_script("Storage.prototype.setItem = () => { throw new DOMException('refused', 'SecurityError'); };")
    refusing.goto(f"{site}index.html")
    refusing.wait_for_selector("html[data-ready]", state="attached")
    assert "nothing" in refusing.inner_text(".learn-note"), "it says that nothing will be remembered"
