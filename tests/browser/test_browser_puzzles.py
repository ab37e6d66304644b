"""A puzzle on a phone, upright and held sideways: solved by the taps of
its solution, missed by another move (app.puzzle)."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import BOOT_TIMEOUT_MS
from oddsevens.core.cells import cell_name
from oddsevens.puzzles import Puzzle, puzzles
from ready_positions import SECOND_TAP_PAUSE_MS

PIXEL = "Pixel 7"


def phone_page(new_context: Any, playwright: Any, sideways: bool) -> Any:
    device = dict(playwright.devices[PIXEL])
    if sideways:
        size = device["viewport"]
        device["viewport"] = {"width": size["height"], "height": size["width"]}
    page = new_context(**device).new_page()
    page.set_default_timeout(20_000)
    return page


def tap_move(page: Any, game_id: str, move: Any) -> None:
    """The taps that make `move`: a Dualities tile's black half then its white one, an Evening stone's cell."""
    if game_id == "dualities":
        page.locator(f'[data-cell="{cell_name(move["black"])}"]').tap()
        page.wait_for_selector(".board .cell.selected")
        page.wait_for_timeout(SECOND_TAP_PAUSE_MS)
        page.locator(f'[data-cell="{cell_name(move["white"])}"]').tap()
    elif move == "pass":
        # Where a pass is all there is, the page makes it by itself (Board.automatic_move).
        enabled = page.locator("[data-action=pass]:not([disabled])")
        if enabled.count():
            enabled.first.tap()
    else:
        page.locator(f'[data-cell="{cell_name(move["cell"])}"]').tap()


def a_puzzle_of_taps(game_id: str) -> Puzzle:
    """A puzzle of two moves or more for the player, its first one a piece laid."""
    return next(found for found in puzzles(game_id) if found.difficulty != "easy" and found.solution[0][1] != "pass")


CASES = [case for case in [("dualities", False), ("evening", True)] if puzzles(case[0])]
"""A phone upright and one held sideways, in the games with puzzles (Dualities' are not made yet: issue 46)."""


@pytest.mark.parametrize(("game_id", "sideways"), CASES, ids=[f"{game}-{'sideways' if turned else 'upright'}" for game, turned in CASES])
def test_a_puzzle_is_solved_by_taps_and_missed_by_another_move(new_context, playwright, site, game_id, sideways):
    found = a_puzzle_of_taps(game_id)
    page = phone_page(new_context, playwright, sideways)
    page.goto(f"{site}index.html?game={game_id}&puzzle={found.id}")
    page.wait_for_selector("html[data-ready][data-puzzle=open]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator(".puzzle-strip h2").inner_text().startswith("Puzzle ")
    player = found.solution[0][0]
    start = int(page.get_attribute("html", "data-move-count") or 0)
    for index, (seat, move) in enumerate(found.solution):
        page.wait_for_function(f"document.documentElement.dataset.moveCount >= {start + index}")
        if seat == player and int(page.get_attribute("html", "data-move-count") or 0) == start + index:
            tap_move(page, game_id, move)
    page.wait_for_selector("html[data-puzzle=solved]", state="attached")
    assert page.inner_text("#status").startswith("Solved!")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"
    page.get_by_role("button", name="Start again").tap()
    page.wait_for_selector("html[data-puzzle=open]", state="attached")
    legal = page.eval_on_selector_all(".board .cell.legal", "cells => cells.map(c => c.dataset.cell)")
    right = found.solution[0][1]
    first = cell_name(right["black"] if game_id == "dualities" else right["cell"])
    other = next(cell for cell in legal if cell != first)
    if game_id == "dualities":
        page.locator(f'[data-cell="{other}"]').tap()
        page.wait_for_selector(".board .cell.selected")
        page.wait_for_timeout(SECOND_TAP_PAUSE_MS)
        page.locator(".board .cell.legal").first.tap()
    else:
        page.locator(f'[data-cell="{other}"]').tap()
    page.wait_for_selector("html[data-puzzle=missed]", state="attached")
    assert "does not win" in page.inner_text("#status")
