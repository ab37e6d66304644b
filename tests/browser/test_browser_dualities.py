"""Dualities in Chromium: whole games by clicks, reload, undo, phones."""

from __future__ import annotations

import json

import pytest

from conftest import play_until_the_result

pytestmark = pytest.mark.browser

LEGAL = ".board .cell.legal"


def board_cells(page) -> list[str]:
    """Every cell's name and colour, as the board shows it."""
    return page.eval_on_selector_all(
        ".board .cell", "cells => cells.map(c => c.dataset.cell + ':' + c.getAttribute('class'))"
    )


def wait_for_human_turn(page) -> None:
    page.wait_for_selector(f".result, {LEGAL}", timeout=20_000)


def lay_tile(page, tap: bool = False) -> None:
    """Select the first cell offered, then the first neighbour offered."""
    act = (lambda locator: locator.tap()) if tap else (lambda locator: locator.click())
    before = len(page.eval_on_selector_all(".board .cell.black", "c => c"))
    act(page.locator(LEGAL).first)
    page.wait_for_selector(".board .cell.selected")
    act(page.locator(LEGAL).first)
    page.wait_for_function(
        f"document.querySelectorAll('.board .cell.black').length > {before}"
    )


def new_game(page, **answers: str) -> None:
    page.get_by_role("button", name="New game").click()
    for label in answers.values():
        page.get_by_label(label).check()
    page.get_by_role("button", name="Start game").click()
    page.wait_for_selector("#dialog:not([open])", state="attached")


def test_game_page_boots_from_this_host_only(visit):
    visit.open("?game=dualities")
    assert visit.page.locator(".board .cell").count() == 61
    assert visit.page.locator(".board [data-cell='0,0']").count() == 1
    assert visit.foreign == []
    assert visit.errors == []


def test_every_interactive_svg_element_has_a_label(visit):
    visit.open("?game=dualities")
    unlabeled = visit.page.eval_on_selector_all(
        "svg [role=button]", "nodes => nodes.filter(n => !n.getAttribute('aria-label')).length"
    )
    assert unlabeled == 0


def test_second_tap_targets_are_the_free_neighbours(visit):
    visit.open("?game=dualities")
    page = visit.page
    page.click(".board [data-cell='0,0']")
    legal = sorted(page.eval_on_selector_all(LEGAL, "cells => cells.map(c => c.dataset.cell)"))
    assert legal == sorted(["1,0", "1,-1", "0,-1", "-1,0", "-1,1", "0,1"])
    page.get_by_role("button", name="Swap colours (make it white)").click()
    assert "white" in page.get_attribute(".board [data-cell='0,0']", "class")
    page.click(".board [data-cell='1,0']")
    page.wait_for_selector(".board [data-cell='1,0'].black")
    assert "white" in page.get_attribute(".board [data-cell='0,0']", "class")


def test_a_full_game_against_the_computer_reaches_the_result(visit):
    visit.open("?game=dualities")
    page = visit.page
    assert "holds" in play_until_the_result(page, LEGAL, lay_tile, turns=40, timeout_ms=20_000)
    assert page.locator(".board .cell.legal").count() == 0
    assert page.locator(".result").get_by_role("button", name="New game").is_visible()
    page.locator(".result").get_by_role("button", name="Rematch").click()
    page.wait_for_selector(".result", state="detached")
    wait_for_human_turn(page)
    assert page.locator(".board .cell.black").count() == 1, "the computer, Odd now, laid the first tile"
    assert "Even" in page.inner_text("#status")
    assert visit.errors == []


def test_reload_in_the_middle_of_a_game_shows_the_same_board(visit):
    visit.open("?game=dualities")
    page = visit.page
    for _ in range(3):
        wait_for_human_turn(page)
        lay_tile(page)
    wait_for_human_turn(page)
    before = board_cells(page)
    visit.reload()
    wait_for_human_turn(page)
    assert board_cells(page) == before


def test_undo_against_the_computer_goes_back_to_before_your_move(visit):
    visit.open("?game=dualities")
    page = visit.page
    start = board_cells(page)
    lay_tile(page)
    wait_for_human_turn(page)
    assert page.locator(".board .cell.black").count() == 2
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function("document.querySelectorAll('.board .cell.black').length === 0")
    assert board_cells(page) == start
    assert page.get_by_role("button", name="Undo").get_attribute("aria-disabled") == "true"


def test_undo_with_a_friend_takes_back_one_move(visit):
    visit.open("?game=dualities")
    page = visit.page
    new_game(page, opponent="A friend on this device")
    lay_tile(page)
    lay_tile(page)
    assert page.locator(".board .cell.black").count() == 2
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function("document.querySelectorAll('.board .cell.black').length === 1")
    assert "Even" in page.inner_text("#status")


def test_all_lines_variant_marks_27_lines(visit):
    visit.open("?game=dualities")
    new_game(visit.page, lines="All 27 lines (advanced)")
    assert visit.page.locator(".board .owner").count() == 27


def test_unreadable_saved_game_is_kept_aside_and_a_new_game_starts(visit):
    visit.open("?game=dualities")
    page = visit.page
    page.evaluate("localStorage.setItem('oddsevens:dualities', '{\"version\": 1, \"record\": {')")
    visit.reload()
    notice = page.locator("#notice")
    assert "could not be read" in notice.inner_text()
    kept = page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('oddsevens:dualities:unreadable:'))"
    )
    assert len(kept) == 1
    assert page.evaluate(f"localStorage.getItem({json.dumps(kept[0])})") == '{"version": 1, "record": {'
    assert page.locator(".board .cell.legal").count() > 0


def test_phone_game_is_played_by_taps_without_sideways_scrolling(on_a_phone):
    page = on_a_phone("?game=dualities")
    for _ in range(3):
        wait_for_human_turn(page)
        lay_tile(page, tap=True)
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    wait_for_human_turn(page)
    assert page.locator(".board .cell.black").count() == 6
    page.get_by_role("button", name="New game").tap()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_the_last_tile_is_marked_and_arrives_unless_motion_is_reduced(visit, motion):
    visit.page.emulate_media(reduced_motion=motion)
    visit.open("?game=dualities")
    page = visit.page
    assert page.locator(".board .last-mark").count() == 0
    lay_tile(page)
    page.wait_for_selector(".board .cell.last .last-mark")
    assert page.locator(".board .cell.last").count() == 2, "both halves of the tile just laid"
    assert page.locator(".board .cell.legal .last-mark").count() == 0
    ring = page.eval_on_selector(".board .last-mark", "ring => getComputedStyle(ring).strokeWidth")
    outline = page.eval_on_selector(".board .cell polygon", "cell => getComputedStyle(cell).strokeWidth")
    assert ring != outline, "a mark of its own, not a cell's outline"
    animation = page.eval_on_selector("#board[data-moved] .cell.last", "cell => getComputedStyle(cell).animationName")
    assert animation == ("none" if motion == "reduce" else "arrive")
    assert visit.errors == []
