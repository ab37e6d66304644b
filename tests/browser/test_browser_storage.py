"""Storage that never loses a game, in Chromium: a browser that refuses to
store (a full quota, a private mode without localStorage) leaves the game
playable with a warning, and two tabs of the same game never clobber each
other. (Corrupted entries are kept aside in every game: see the monkey test,
which boots each game from one.)"""

from __future__ import annotations

import json

import pytest

import oddsevens
from conftest import Visit

pytestmark = pytest.mark.browser

KEY = "oddsevens:dualities"
LEGAL = ".board .cell.legal"
FULL_QUOTA = """
Storage.prototype.setItem = function () {
  throw new DOMException("Setting the value exceeded the quota.", "QuotaExceededError");
};
"""
NO_STORAGE = """
Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("Access is denied for this document.", "SecurityError"); },
});
"""


def black_cells(page) -> int:
    return page.locator(".board .cell.black").count()


def lay_tile(page) -> None:
    before = black_cells(page)
    page.locator(LEGAL).first.click()
    page.wait_for_selector(".board .cell.selected")
    page.locator(LEGAL).first.click()
    page.wait_for_function(f"document.querySelectorAll('.board .cell.black').length > {before}")


def board_cells(page) -> list[str]:
    return page.eval_on_selector_all(".board .cell", "cells => cells.map(c => c.dataset.cell + ':' + c.getAttribute('class'))")


@pytest.mark.parametrize("refusal, words", [(FULL_QUOTA, "QuotaExceededError"), (NO_STORAGE, "no storage")], ids=["full", "private"])
def test_a_browser_that_will_not_store_leaves_the_game_playable_with_a_warning(visit, refusal, words):
    page = visit.page
    page.add_init_script(refusal)
    visit.open("?game=dualities")
    notice = page.locator("#notice")
    assert "will not be kept" in notice.inner_text() and words in notice.inner_text()
    lay_tile(page)
    page.wait_for_function(
        "document.querySelectorAll('.board .cell.black').length === 2 && !document.documentElement.hasAttribute('data-thinking')",
        timeout=60_000,
    )  # the computer answered
    assert notice.is_visible(), "the warning stays until the player dismisses it"
    notice.get_by_role("button", name="OK").click()
    assert notice.is_hidden()
    lay_tile(page)
    assert notice.is_hidden(), "the same problem is not announced again on every move"
    assert visit.errors == []


def friendly_entry() -> str:
    """A game between two people on this device, one tile laid, saved in format 1."""
    state = oddsevens.game("dualities").start(seed=8)
    state = state.play(state.legal_moves()[30])
    return json.dumps({"version": 1, "record": state.record(), "setup": {"seats": ["human", "human"], "options": {"lines": "rows"}}})


def test_two_tabs_of_one_game_follow_each_other_and_never_clobber_a_different_game(visit):
    first = visit.page
    first.context.add_init_script(
        f"if (localStorage.getItem('{KEY}') === null) localStorage.setItem('{KEY}', {json.dumps(friendly_entry())});"
    )
    visit.open("?game=dualities")
    second = Visit(first.context.new_page(), visit.base)
    second.page.set_default_timeout(20_000)
    second.open("?game=dualities")
    assert board_cells(second.page) == board_cells(first)
    assert black_cells(first) == 1

    # The same game played on in the second tab shows in the first at once.
    lay_tile(second.page)
    first.wait_for_function("document.querySelectorAll('.board .cell.black').length === 2")
    assert board_cells(first) == board_cells(second.page)
    assert "went on in another tab" in first.locator("#notice").inner_text()

    # A new game in the second tab is offered to the first, which keeps its own.
    second.page.get_by_role("button", name="New game").click()
    second.page.get_by_role("button", name="Start game").click()
    second.page.wait_for_function("document.querySelectorAll('.board .cell.black').length === 0")
    notice = first.locator("#notice")
    notice.get_by_role("button", name="Keep this one").wait_for()
    assert "changed in another tab" in notice.inner_text()
    assert black_cells(first) == 2, "nothing changes before the player chooses"
    notice.get_by_role("button", name="Keep this one").click()
    assert "kept aside" in notice.inner_text()

    saved = json.loads(first.evaluate(f"localStorage.getItem('{KEY}')"))
    assert len(saved["record"]["moves"]) == 2
    kept = first.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith('{KEY}:kept:'))")
    assert len(kept) == 1
    assert json.loads(first.evaluate(f"localStorage.getItem('{kept[0]}')"))["record"]["moves"] == []

    # The second tab hears of it in turn and may load the first tab's game: its own is already kept.
    offer = second.page.locator("#notice")
    offer.get_by_role("button", name="Load the newer game").click()
    second.page.wait_for_function("document.querySelectorAll('.board .cell.black').length === 2")
    assert board_cells(second.page) == board_cells(first)
    assert first.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith('{KEY}:kept:'))") == kept
    assert visit.errors == [] and second.errors == []
