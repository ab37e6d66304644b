"""The computer's turn in Chromium: a new game, undo or a reload while the
computer is thinking leaves no thinking sign behind and never plays its late
answer in the wrong game; the New game dialog holds the computer back until
it closes. `html[data-computer-answers]` counts the answers
that came back from the bots' worker, the dropped ones included, so a test
can wait for the late answer instead of sleeping; `html[data-computer-ready]`
says the worker has booted."""

from __future__ import annotations

import json

import pytest

import oddsevens
from conftest import BOOT_TIMEOUT_MS

pytestmark = pytest.mark.browser

KEY = "oddsevens:dualities"
THINKING = "html[data-thinking]"
COMPUTER_READY = "html[data-computer-ready]"


def saved_dualities(seats: list[str]) -> str:
    state = oddsevens.game("dualities").start(2, 7)
    setup = {"seats": seats, "options": {"lines": "rows"}, "level": "hard"}
    return json.dumps({"version": 2, "record": state.record(), "setup": setup, "saved_at": None, "tab": None})


def open_with(visit, seats: list[str]) -> None:
    """Dualities with this saved game, put in storage before the page's first boot only."""
    visit.page.add_init_script(
        f"if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1');"
        f" localStorage.setItem({json.dumps(KEY)}, {json.dumps(saved_dualities(seats))}); }}"
    )
    visit.open("?game=dualities")


def answers_arrived(page, count: int) -> None:
    page.wait_for_function(
        f"Number(document.documentElement.dataset.computerAnswers || 0) >= {count}", timeout=BOOT_TIMEOUT_MS
    )


def saved_moves(page) -> int:
    return page.evaluate(f"JSON.parse(localStorage.getItem({json.dumps(KEY)})).record.moves.length")


def stones(page) -> int:
    return page.locator(".board .cell.black").count()


def test_a_new_game_while_the_computer_thinks(visit):
    page = visit.page
    open_with(visit, ["computer", "human"])
    page.wait_for_selector(THINKING, state="attached")
    page.get_by_role("button", name="New game").click()
    page.locator("#dialog input[name=opponent][value=friend]").check()
    page.locator("#dialog").get_by_role("button", name="Start game").click()
    page.wait_for_selector("#dialog:not([open])", state="attached")
    assert page.locator(THINKING).count() == 0
    answers_arrived(page, 1)
    assert page.locator(THINKING).count() == 0, "the late answer brings no sign back"
    assert stones(page) == 0 and saved_moves(page) == 0, "nor is it played in the friends' game"
    assert "Odd" in page.locator("#status").inner_text()
    assert visit.errors == []


def test_undo_while_the_computer_thinks(visit):
    page = visit.page
    open_with(visit, ["human", "computer"])
    page.locator("[data-cell='0,0']").click()
    page.locator(".board .cell.selected").wait_for()
    page.locator("[data-cell='1,0']").click()
    page.wait_for_selector(THINKING, state="attached")
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function("document.querySelectorAll('.board .cell.black').length === 0")
    assert page.locator(THINKING).count() == 0
    answers_arrived(page, 1)
    assert page.locator(THINKING).count() == 0
    assert stones(page) == 0 and saved_moves(page) == 0
    assert visit.errors == []


def test_a_reload_while_the_computer_thinks(visit):
    page = visit.page
    open_with(visit, ["computer", "human"])
    page.wait_for_selector(THINKING, state="attached")
    visit.reload()
    assert page.locator(COMPUTER_READY).count() == 0, "a reloaded page starts its own worker"
    answers_arrived(page, 1)
    assert page.locator(COMPUTER_READY).count() == 1, "the worker that answered has booted"
    page.wait_for_function("document.querySelectorAll('.board .cell.black').length === 1")
    assert page.locator(THINKING).count() == 0
    assert saved_moves(page) == 1, "the computer moved once, in the game that was reloaded"
    assert "Your turn" in page.locator("#status").inner_text()
    assert visit.errors == []


def test_the_computer_waits_behind_the_new_game_dialog_and_plays_once_it_closes(visit):
    page = visit.page
    open_with(visit, ["computer", "human"])
    page.wait_for_selector(THINKING, state="attached")
    page.get_by_role("button", name="New game").click()
    page.wait_for_selector("#dialog[open]")
    assert page.locator(THINKING).count() == 0
    answers_arrived(page, 1)
    page.wait_for_timeout(1500)  # the computer's pause, and more
    assert stones(page) == 0 and saved_moves(page) == 0, "nothing is played behind the dialog"
    assert page.locator(THINKING).count() == 0
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog:not([open])", state="attached")
    page.wait_for_function("document.querySelectorAll('.board .cell.black').length === 1")
    assert saved_moves(page) == 1, "the same game goes on: the computer moved once"
    assert visit.errors == []
