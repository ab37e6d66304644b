"""Evening in Chromium: games against the computer and between friends
played by clicks, the parity variant's decision, refusals, reload, phones."""

from __future__ import annotations

import pytest

from conftest import play_until_the_result

pytestmark = pytest.mark.browser

LEGAL = ".board .cell.legal"
STONES = ".board .cell.white, .board .cell.black"
HUMAN_CAN_ACT = f".result, {LEGAL}, [data-action=pass]:not([disabled])"


def board_cells(page) -> list[str]:
    return page.eval_on_selector_all(
        ".board .cell", "cells => cells.map(c => c.dataset.cell + ':' + c.getAttribute('class'))"
    )


def stone_count(page) -> int:
    return page.locator(STONES).count()


def place(page, selector: str, tap: bool = False) -> None:
    """Tap the first cell matching `selector` and wait for its stone."""
    before = stone_count(page)
    cell = page.locator(selector).first
    cell.tap() if tap else cell.click()
    page.wait_for_function(
        f"document.querySelectorAll({STONES!r}).length > {before}"
    )


def take_turn(page, tap: bool = False) -> None:
    """Once the human may act: place a stone on the first marked cell, or
    pass when no cell is marked."""
    page.wait_for_selector(HUMAN_CAN_ACT)
    if page.locator(".result").count():
        return
    if page.locator(LEGAL).count():
        place(page, LEGAL, tap)
        return
    button = page.get_by_role("button", name="Pass")
    button.tap() if tap else button.click()
    page.wait_for_selector(".result, [data-action=pass][disabled]")


def status_says(page, text: str) -> None:
    page.wait_for_function(
        "text => document.getElementById('status').textContent.includes(text)", arg=text
    )


def new_game(page, *labels: str) -> None:
    page.get_by_role("button", name="New game").click()
    for label in labels:
        page.get_by_label(label, exact=True).check()
    page.get_by_role("button", name="Start game").click()
    page.wait_for_selector("#dialog:not([open])", state="attached")


def test_a_full_game_against_the_computer_reaches_the_comparison(visit):
    visit.open("?game=evening")
    page = visit.page
    assert page.locator(".board .cell").count() == 61
    new_game(page, "The computer", "White, first stone", "3")
    assert page.locator(".board .cell").count() == 19
    assert page.locator(LEGAL).count() == 19
    place(page, ".board [data-cell='0,0']")
    page.wait_for_selector(HUMAN_CAN_ACT)
    page.click(".board [data-cell='0,0']")
    status_says(page, "already holds a white stone")
    assert "warning" in page.get_attribute("#status", "class")
    result = play_until_the_result(page, HUMAN_CAN_ACT, take_turn, turns=40)
    assert any(word in result for word in ("beats", "tie"))
    groups = page.locator(".evening-groups")
    assert "How the winner was decided" in groups.inner_text()
    assert groups.locator("tr.decides").count() + groups.locator("tr.compared").count() >= 1
    assert page.locator(LEGAL).count() == 0
    assert visit.foreign == []
    assert visit.errors == []


def test_free_game_between_friends_ends_with_done_done(visit):
    visit.open("?game=evening")
    page = visit.page
    new_game(page, "A friend on this device", "Free: no turns", "4")
    white_done = page.get_by_role("button", name="White: Done")
    assert white_done.is_disabled()
    place(page, ".board [data-cell='0,0']")
    seats_match_colours = page.eval_on_selector_all(
        ".board .cell.legal",
        "cells => cells.every(c => c.classList.contains(c.dataset.seat === '0' ? 'legal-white' : 'legal-black'))",
    )
    assert seats_match_colours
    for turn in range(6):
        wanted, other = ("black", "white") if turn % 2 == 0 else ("white", "black")
        colour = wanted if page.locator(f".board .cell.legal-{wanted}").count() else other
        place(page, f".board .cell.legal-{colour}")
    assert page.locator(".board .cell.black").count() >= 2
    assert page.locator(".board .cell.white").count() >= 2

    white_done.click()
    page.wait_for_selector("button[data-value='0'][aria-pressed=true]")
    status_says(page, "White is done")
    page.get_by_role("button", name="Undo").click()
    page.wait_for_selector("button[data-value='0'][aria-pressed=false]")

    white_done.click()
    page.get_by_role("button", name="Black: Done").click()
    page.locator(".result").wait_for()
    assert page.locator(LEGAL).count() == 0
    assert visit.errors == []


def test_odd_even_tie_is_decided_by_the_number_of_white_stones(visit):
    visit.open("?game=evening")
    page = visit.page
    new_game(page, "A friend on this device", "Free: no turns", "3", "Odd-even: a full tie goes by parity")
    place(page, ".board [data-cell='0,0']")
    place(page, ".board [data-cell='1,0']")
    page.get_by_role("button", name="White: Done").click()
    page.get_by_role("button", name="Black: Done").click()
    page.locator(".result").wait_for()
    assert "White wins" in page.inner_text("#status")
    assert "there is 1 white stone, an odd number" in page.inner_text("#status")


def test_a_tap_that_places_nothing_says_why(visit):
    visit.open("?game=evening")
    page = visit.page
    new_game(page, "A friend on this device", "Alternating turns", "5")
    place(page, ".board [data-cell='0,0']")
    status_says(page, "Black's turn")
    page.click(".board [data-cell='4,0']")
    status_says(page, "touches no stone")
    page.get_by_role("button", name="Pass").click()
    status_says(page, "Black passed")
    page.click(".board [data-cell='1,0']")
    status_says(page, "is Black's cell, not White's")


def test_reload_in_the_middle_of_a_game_shows_the_same_board(visit):
    visit.open("?game=evening")
    page = visit.page
    new_game(page, "The computer", "Black")
    page.wait_for_selector(HUMAN_CAN_ACT)
    assert page.locator(".board .cell.white").count() == 1
    status_says(page, "(Black)")
    for _ in range(2):
        take_turn(page)
    page.wait_for_selector(HUMAN_CAN_ACT)
    before, groups = board_cells(page), page.inner_text(".evening-groups")
    visit.reload()
    page.wait_for_selector(HUMAN_CAN_ACT)
    assert board_cells(page) == before
    assert page.inner_text(".evening-groups") == groups


def test_phone_game_is_played_by_taps_without_sideways_scrolling(on_a_phone):
    page = on_a_phone("?game=evening")
    page.get_by_role("button", name="New game").tap()
    page.wait_for_selector("#dialog[open]")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.get_by_label("A friend on this device", exact=True).tap()
    page.get_by_role("button", name="Start game").tap()
    page.wait_for_selector("#dialog:not([open])", state="attached")
    place(page, ".board [data-cell='0,0']", tap=True)
    for colour in ("black", "white", "black"):
        place(page, f".board .cell.legal-{colour}", tap=True)
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.get_by_role("button", name="White: Done").tap()
    page.wait_for_selector("button[data-value='0'][aria-pressed=true]")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
