"""On a phone: Undo says what it took back, and a game once shared does not
come back from the address after a new game and a reload."""

from __future__ import annotations

import pytest

from conftest import BOOT_TIMEOUT_MS

pytestmark = pytest.mark.browser

LEGAL = ".board .cell.legal"
BLACK = ".board .cell.black"


def blacks(page) -> int:
    return page.locator(BLACK).count()


def lay_tile_and_wait_for_the_reply(page) -> None:
    """Two taps lay a tile; then the computer lays its own and the turn comes back."""
    before = blacks(page)
    page.locator(LEGAL).first.tap()
    page.wait_for_selector(".board .cell.selected")
    page.locator(LEGAL).first.tap()
    page.wait_for_function(f"document.querySelectorAll({BLACK!r}).length >= {before + 2}", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector(LEGAL, timeout=BOOT_TIMEOUT_MS)


def board_cells(page) -> list[str]:
    return page.eval_on_selector_all(".board .cell", "cells => cells.map(c => c.dataset.cell + ':' + c.getAttribute('class'))")


def test_undo_against_the_computer_says_it_took_back_both_moves(on_a_phone):
    page = on_a_phone("?game=dualities")
    undo = page.get_by_role("button", name="Undo")
    assert undo.get_attribute("aria-disabled") == "true"
    undo.tap(force=True)  # Playwright waits for an aria-disabled button to be enabled; a finger does not
    page.wait_for_function("document.getElementById('status').textContent.startsWith('Nothing to take back yet.')")
    start = board_cells(page)
    lay_tile_and_wait_for_the_reply(page)
    undo.tap()
    page.wait_for_function(f"document.querySelectorAll({BLACK!r}).length === 0")
    assert page.inner_text("#status").startswith("Took back your move and the computer's reply.")
    assert board_cells(page) == start
    assert undo.get_attribute("aria-disabled") == "true"


def test_a_reload_after_share_and_a_new_game_does_not_ask_about_the_old_game(on_a_phone):
    page = on_a_phone("?game=dualities")
    lay_tile_and_wait_for_the_reply(page)
    page.locator("#panel").get_by_role("button", name="Share").tap()
    page.wait_for_selector("#dialog textarea.share-link")
    assert "#record=" in page.url
    page.locator("#dialog").get_by_role("button", name="Close").tap()

    page.get_by_role("button", name="New game").tap()
    page.get_by_role("button", name="Start game").tap()
    page.wait_for_selector("#dialog:not([open])", state="attached")
    assert "#" not in page.url
    lay_tile_and_wait_for_the_reply(page)
    new_game = board_cells(page)

    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#dialog[open]").count() == 0
    assert "Open the shared game?" not in page.content()
    assert board_cells(page) == new_game
