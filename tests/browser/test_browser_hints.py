"""The Hint button in Chromium: the bots' worker answers, the suggestion is
drawn on the board (or marks its button) and said on the status line,
keyboard focus stays on the button, and the suggestion can be played by
the same taps as any move, after which it is gone."""

from __future__ import annotations

import json

import pytest

from conftest import BOOT_TIMEOUT_MS
from ready_positions import SECOND_TAP_PAUSE_MS

pytestmark = pytest.mark.browser

HINT = "button[data-action=hint]"
SUGGESTED = ".suggested"


def ask_for_a_hint(page) -> None:
    page.wait_for_selector(f"{HINT}:not([disabled])", timeout=BOOT_TIMEOUT_MS)
    page.locator(HINT).click()
    page.wait_for_function("document.getElementById('status').textContent.startsWith('Hint')", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("html[data-thinking]").count() == 0


def status(page) -> str:
    return page.locator("#status").inner_text()


def test_dualities_hint_is_drawn_said_and_played_from_the_keyboard(visit):
    page = visit.page
    visit.open("?game=dualities")
    page.wait_for_selector(f"{HINT}:not([disabled])", timeout=BOOT_TIMEOUT_MS)
    page.locator(HINT).focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(f".board .cell{SUGGESTED}", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.activeElement.dataset.action") == "hint", "focus stays on the Hint button"
    assert status(page).startswith("Hint: the black half on ")
    black = page.locator(".board .cell.suggested[aria-label*='hint: the black half']")
    white = page.locator(".board .cell.suggested[aria-label*='hint: the white half']")
    assert black.count() == 1 and white.count() == 1
    black_cell, white_cell = black.get_attribute("data-cell"), white.get_attribute("data-cell")
    page.locator(HINT).click()
    assert page.locator(f".board {SUGGESTED}").count() == 2, "a second press changes nothing"
    page.locator(f"[data-cell='{black_cell}']").click()
    page.locator(".board .cell.selected").wait_for()
    assert page.locator(f".board .cell{SUGGESTED}").count() == 2, "the hint stays while the move is half made"
    page.locator(f"[data-cell='{white_cell}']").click()
    page.wait_for_function("!document.getElementById('status').textContent.startsWith('Hint')")
    assert page.locator(f".board {SUGGESTED}").count() == 0
    assert page.locator(f".board .cell.black[data-cell='{black_cell}']").count() == 1
    assert page.locator(f".board .cell.white[data-cell='{white_cell}']").count() == 1
    assert visit.errors == [] and visit.foreign == []


def test_beat_the_odds_hint_marks_the_button_to_press(visit):
    page = visit.page
    visit.open("?game=beat-the-odds")
    ask_for_a_hint(page)
    assert page.locator(f"button{SUGGESTED}").inner_text() == "Roll"
    assert status(page).startswith("Hint: roll")
    page.locator(f"button{SUGGESTED}").click()
    page.wait_for_function("!document.getElementById('status').textContent.startsWith('Hint')")
    assert page.locator(SUGGESTED).count() == 0
    assert visit.errors == []


def hinted_targets(page) -> dict[str, int]:
    """The value of the hinted tile that goes on each hinted cell, from the targets' names."""
    labels = page.eval_on_selector_all(
        ".board .cell.legal[aria-label*='hint: the']",
        "cells => cells.map(cell => [cell.dataset.cell, cell.getAttribute('aria-label')])",
    )
    return {cell: int(label.split("hint: the ")[1].split(" ")[0]) for cell, label in labels}


def test_even_at_odds_hint_shows_the_tile_and_its_place_and_is_laid_in_two_taps(visit):
    page = visit.page
    visit.open("?game=even-at-odds")
    page.wait_for_selector(".eao-team, .board .hand.own [data-tile][role=button]", timeout=BOOT_TIMEOUT_MS)
    if page.locator(".eao-team").count():
        ask_for_a_hint(page)
        assert page.locator(f".eao-team{SUGGESTED}").count() == 1
        page.locator(f".eao-team{SUGGESTED}").click()
        page.wait_for_selector(".board .hand.own [data-tile][role=button]", timeout=BOOT_TIMEOUT_MS)
    ask_for_a_hint(page)
    assert status(page).startswith("Hint: lay ")
    assert page.locator(f".board .ghost{SUGGESTED}").count() == 1, "the tile is drawn where the hint lays it"
    tile = page.locator(f".board .hand.own [data-tile]{SUGGESTED}")
    assert tile.count() == 1
    tile.click()
    targets = hinted_targets(page)
    assert len(targets) == 2, "both cells of the hinted place are named as such once the tile is picked"
    (first, first_value), (second, second_value) = targets.items()
    anchor = f".board .cell.legal[data-cell='{first}']"
    page.locator(anchor).click()
    page.wait_for_selector(f"{anchor}.anchor")
    laying = f".board .cell.legal.lays[data-cell='{second}'][aria-label*='with its {second_value} on']"
    if page.locator(laying).count() == 0:
        page.wait_for_timeout(SECOND_TAP_PAUSE_MS)  # sooner, a second tap on the cell is a double tap
        page.locator(anchor).click()  # turns the tile round on the tapped cell
    page.locator(laying).click()
    page.wait_for_function("!document.getElementById('status').textContent.startsWith('Hint')")
    assert page.locator(f".board {SUGGESTED}").count() == 0
    record = json.loads(page.evaluate("localStorage.getItem('oddsevens:even-at-odds')"))["record"]
    seat, move = next((seat, move) for seat, move in reversed(record["moves"]) if "cells" in move and seat == 0)
    laid = {f"{x},{y}": value for (x, y), value in zip(move["cells"], move["tile"], strict=True)}
    assert laid == {first: first_value, second: second_value}
    assert visit.errors == []
