"""Even Odds on a phone, upright and sideways: when a round ends, its result
stays on screen and the computers wait until the person taps Next round,
after a reload too."""

from __future__ import annotations

import json

import pytest

from conftest import BOOT_TIMEOUT_MS
from pages.test_even_odds_rounds import last_turn_of_round_one

pytestmark = pytest.mark.browser

KEY = "oddsevens:even-odds"
NEXT_ROUND = "#board .next-round button"
IN_VIEW = """selector => {
    const box = document.querySelector(selector).getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
}"""


def saved_moves(page) -> int:
    """How many moves the game saved in the browser holds."""
    return len(json.loads(page.evaluate(f"localStorage.getItem({json.dumps(KEY)})"))["record"]["moves"])


def let_time_pass(page, seconds: int) -> None:
    """Runs the page's clock on, long past any computer's pause, and lets a
    move asked of the bots' worker (real time) arrive."""
    for _ in range(seconds):
        page.clock.run_for(1000)
        page.wait_for_timeout(150)
    page.wait_for_selector("html:not([data-thinking])", timeout=30_000)


@pytest.mark.parametrize("held", ["upright", "sideways"])
def test_the_round_result_stays_until_next_round_is_tapped(new_context, playwright, site, held):
    phone = playwright.devices["Pixel 7"]
    viewport = phone["viewport"] if held == "upright" else playwright.devices["Pixel 7 landscape"]["viewport"]
    page = new_context(**{**phone, "viewport": viewport}).new_page()
    page.set_default_timeout(20_000)
    page.clock.install()
    state = last_turn_of_round_one(3, {1, 2})
    entry = {"version": 1, "record": state.record(),
             "setup": {"seats": ["human", "computer", "computer"], "level": "easy", "options": {"rounds": 3, "first": 0}}}
    page.add_init_script(
        f"if (localStorage.getItem({json.dumps(KEY)}) === null) "
        f"localStorage.setItem({json.dumps(KEY)}, {json.dumps(json.dumps(entry))});"
    )
    page.goto(f"{site}?game=even-odds")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)

    page.locator("#board .tile.back.legal").first.tap()
    last_of_round = len(state.moves()) + 1
    for _ in range(2):  # as played, then reloaded at that point
        let_time_pass(page, 8)
        assert saved_moves(page) == last_of_round, "no computer played on"
        assert page.inner_text("#status").startswith("Round 1 of 3 is over: ")
        assert " did best, with " in page.inner_text("#status")
        assert page.locator("#board .dispute.round-over").is_visible()
        assert page.locator("#board .taken-round[data-round='1']").count() == 3
        assert page.locator("#board .tile.back").count() == 0
        assert page.locator("#board .tile.played").count() == 0
        assert page.evaluate(IN_VIEW, NEXT_ROUND), "the Next round button is in view"
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        page.reload()
        page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)

    page.locator(NEXT_ROUND).tap()
    page.wait_for_selector("#board .tile.back")
    assert page.locator("#board .dispute.round-over").count() == 0
    let_time_pass(page, 4)
    assert saved_moves(page) > last_of_round, "a computer led round 2 after the tap"
    assert "Round 2 of 3" in page.text_content("#board text.status")
