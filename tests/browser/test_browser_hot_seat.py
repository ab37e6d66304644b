"""Hot-seat play of the games with hidden hands in Chromium: between two
turns the table stays on screen as a spectator sees it, with a line saying
what was just played, no private value anywhere in the page, and the
reveal button shows the next player's own view (by keyboard too); axe and
the contrast check find nothing on the hand-over. On a phone, the card comes
into view by itself, wherever the page was scrolled, and after the tap so
does what the next player acts on (smoothly, or at once with reduced
motion); a redraw of the same card leaves the page where the player put it."""

from __future__ import annotations

import json
import re

import pytest

import oddsevens
from conftest import BOOT_TIMEOUT_MS
from ready_positions import lay_the_picked_domino
from test_browser_a11y import AXE, check_axe, check_contrast

pytestmark = pytest.mark.browser

EVEN_ODDS_NAMES = ["Ana", "Ben", "Cleo"]
MY_TILE = "#board .rack.own .tile.back.legal"
COLOUR = "#board .colour-choice"
RACK_VALUES = "#board .rack .tile-value, #board .rack .tile.face"
HAND = ".board .hand.own [data-tile]"
LEGAL = ".board .cell.legal"


def saved(page, game_id: str, state: oddsevens.State, setup: dict) -> None:
    entry = json.dumps({"version": 1, "record": state.record(), "setup": setup})
    page.add_init_script(f"localStorage.setItem({json.dumps('oddsevens:' + game_id)}, {json.dumps(entry)})")


def news(page) -> str:
    return page.inner_text(".handover-news")


def focused(page, selector: str) -> bool:
    return page.evaluate(f"document.activeElement && document.activeElement.matches({json.dumps(selector)})")


def assert_spectators_even_odds_table(page) -> None:
    """Every rack face down; the only numbers on the page are the dispute's
    tiles and the scores."""
    assert page.locator("#board svg.even-odds-board").count() == 1
    assert page.locator("#board .rack.backs").count() == 3
    assert page.locator("#board .rack.own, #board .rack.opponent").count() == 0
    assert page.locator(RACK_VALUES).count() == 0
    labels = page.eval_on_selector_all("#board .rack [aria-label]", "nodes => nodes.map(n => n.getAttribute('aria-label'))")
    assert labels and not [label for label in labels if re.search(r"\d", label)]
    assert page.locator("#board .tile-value").count() == page.locator("#board .tile.played").count()


def test_three_friends_at_even_odds_keep_the_table_between_turns(visit):
    page = visit.page
    state = oddsevens.game("even-odds").start(3, 11, rounds=1, first=0)
    saved(page, "even-odds", state, {"seats": ["human"] * 3, "names": EVEN_ODDS_NAMES,
                                     "options": {"rounds": 1, "first": 0}})
    visit.open("?game=even-odds")
    assert "Pass the device to Ana" in page.inner_text(".handover h2")
    assert_spectators_even_odds_table(page)
    page.get_by_role("button", name="I am Ana: show the others' tiles").click()
    page.wait_for_selector(MY_TILE)
    assert page.locator("#board .rack.opponent .tile-value").count() > 0

    for player, after in (("Ana", "Ben"), ("Ben", "Cleo")):
        page.locator(MY_TILE).first.focus()
        page.keyboard.press("Enter")
        page.wait_for_selector(f".handover, {COLOUR}")
        if page.locator(COLOUR).count():  # a 10: name the colour too
            page.locator(COLOUR).first.click()
        page.wait_for_selector(".handover")
        assert page.inner_text(".handover h2") == f"Pass the device to {after}"
        assert_spectators_even_odds_table(page)
        played = page.locator("#board .tile.played").last.get_attribute("aria-label")
        colour, value = re.fullmatch(rf"{player} played (\w+) (\d+)", played).groups()
        assert news(page).startswith(f"{player}: plays {colour} {value}")
        assert focused(page, "[data-action=reveal]"), "focus waits on the hand-over button"
        page.keyboard.press("Enter")
        page.wait_for_selector(f"#board .rack.own[data-seat='{EVEN_ODDS_NAMES.index(after)}']")
        assert page.locator(".handover").count() == 0
        assert page.locator("#board .rack.opponent").count() == 2
        assert page.locator("#board .rack.own .tile-value").count() == 0
        assert focused(page, "#board [role=button]"), "focus is back on the board after the reveal"
    assert visit.errors == []


def test_two_friends_at_even_at_odds_keep_the_table_between_turns(visit):
    page = visit.page
    state = oddsevens.game("even-at-odds").start(2, 7, first=0)
    saved(page, "even-at-odds", state, {"seats": ["human", "human"], "names": ["Ana", "Ben"],
                                        "options": {"match": "single"}})
    visit.open("?game=even-at-odds")
    page.get_by_role("button", name="I am Ben: show my hand").click()
    page.get_by_role("button", name="Odds").click()

    page.wait_for_selector(".handover")
    assert news(page) == "Ben: picks Odds."
    assert page.inner_text(".handover h2") == "Pass the device to Ana"
    tiles_before = page.locator(".board .tiles > .tile").count()
    assert tiles_before > 0
    assert page.locator("[data-tile]").count() == 0
    assert page.locator(".board .hand .tile.back").count() == 14
    assert "Odds (1, 3, 5)" in page.inner_text("#panel")

    page.get_by_role("button", name="I am Ana: show my hand").click()
    page.wait_for_selector(f"{HAND}[role=button]")
    ana_hand = page.eval_on_selector_all(HAND, "tiles => tiles.map(t => t.dataset.tile)")
    assert len(ana_hand) == 7
    for tile in ana_hand:
        page.locator(f"{HAND}[data-tile='{tile}']").click()
        if page.locator(LEGAL).count():
            break
    lay_the_picked_domino(page)

    page.wait_for_selector(".handover")
    a, b = tile.split("-")
    assert re.match(rf"Ana: ({a}-{b}|{b}-{a}): ", news(page))
    assert page.inner_text(".handover h2") == "Pass the device to Ben"
    assert page.locator(".board .tiles > .tile").count() == tiles_before + 1
    assert page.locator("[data-tile]").count() == 0
    assert page.locator(".board .hand .tile.back").count() == 14
    labels = page.eval_on_selector_all("[aria-label]", "nodes => nodes.map(n => n.getAttribute('aria-label'))")
    assert not [label for label in labels if re.fullmatch(r"tile \d-\d.*", label)]
    assert page.locator(".board .hand .in-hand").count() == 0

    page.get_by_role("button", name="I am Ben: show my hand").click()
    page.wait_for_selector(".board .hand.own[data-seat='1']")
    assert page.locator(HAND).count() == 7
    assert page.locator(".board .hand:not(.own) .tile.back").count() == 7
    assert visit.errors == []


def test_the_hand_over_passes_axe_and_contrast(new_context, site):
    context = new_context(bypass_csp=True, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(20_000)
    state = oddsevens.game("even-odds").start(3, 11, rounds=1, first=0)
    state = state.play(state.legal_moves()[0])
    saved(page, "even-odds", state, {"seats": ["human"] * 3, "names": EVEN_ODDS_NAMES,
                                     "options": {"rounds": 1, "first": 0}})
    page.goto(f"{site}?game=even-odds")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector(".handover-news")
    page.add_script_tag(path=str(AXE))
    check_axe(page, "the Even Odds hand-over")
    check_contrast(page, "the Even Odds hand-over")
    context.close()


IN_VIEW = """selector => {
    const boxes = [...document.querySelectorAll(selector)].map(node => node.getBoundingClientRect());
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    return boxes.length > 0 && boxes.every(box => box.top >= padding && box.bottom <= innerHeight);
}"""
"""Whether every element matching the selector is on screen, below the
phone's sticky status row (the page's scroll-padding)."""
PLAY_FROM_THE_FOOT = f"""() => {{
    scrollTo(0, document.documentElement.scrollHeight);
    const scrolled = scrollY;
    document.querySelector({json.dumps(MY_TILE)}).dispatchEvent(new MouseEvent('click', {{bubbles: true, detail: 1}}));
    const colour = document.querySelector({json.dumps(COLOUR)});  // a 10: its colour too
    if (colour) colour.dispatchEvent(new MouseEvent('click', {{bubbles: true, detail: 1}}));
    return {{scrolled, cardInView: ({IN_VIEW})('.handover')}};
}}"""
"""Scrolls to the foot of the page and plays a tile from there, with taps
that do not scroll (Playwright's clicks bring their target into view
first); says how far the page was scrolled and whether the hand-over card
was in view as the taps ended."""


def wait_in_view(page, selector: str) -> None:
    page.wait_for_function(IN_VIEW, arg=selector)


def even_odds_on_a_phone(new_context, playwright, site, motion: str = "no-preference"):
    """Three friends' Even Odds on a Pixel 7 held upright, Ana's rack on screen."""
    page = new_context(**playwright.devices["Pixel 7"], reduced_motion=motion).new_page()
    page.set_default_timeout(20_000)
    state = oddsevens.game("even-odds").start(3, 11, rounds=1, first=0)
    saved(page, "even-odds", state, {"seats": ["human"] * 3, "names": EVEN_ODDS_NAMES, "options": {"rounds": 1, "first": 0}})
    page.goto(f"{site}?game=even-odds")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    page.locator("[data-action=reveal]").click()
    page.wait_for_selector(MY_TILE)
    return page


def test_on_a_phone_the_card_then_the_team_choice_come_into_view(on_a_phone):
    """Even at Odds upright: the card, under the rules text and the buttons,
    comes up after Start game; after the tap, the team choice above it comes down."""
    page = on_a_phone("?game=even-at-odds")
    page.locator("#panel").get_by_role("button", name="New game").click()
    page.locator("#dialog").get_by_text("A friend on this device").click()
    page.locator("#dialog").get_by_role("button", name="Start game").click()
    page.wait_for_selector(".handover")
    wait_in_view(page, ".handover")
    page.locator("[data-action=reveal]").click()
    page.wait_for_selector(".eao-team")
    wait_in_view(page, ".eao-team")


def test_on_a_phone_a_card_above_the_screen_comes_down_then_the_rack(new_context, playwright, site):
    page = even_odds_on_a_phone(new_context, playwright, site)
    played = page.evaluate(PLAY_FROM_THE_FOOT)
    assert played["scrolled"] > 300 and not played["cardInView"]
    wait_in_view(page, ".handover")

    # The same card drawn again (Sound turned on) leaves the page where the player scrolled it.
    page.evaluate("scrollTo(0, 300)")
    page.wait_for_function("scrollY === 300")
    # A tap where the button is: the move's taps above were dispatched at
    # (0, 0), and one more there this soon would be taken for a double tap
    # and ignored (app/taps.py).
    page.eval_on_selector(
        "[data-action=sound]",
        """button => {
          const box = button.getBoundingClientRect();
          const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
          button.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1, ...at }));
        }""",
    )
    page.wait_for_selector("[data-action=sound][aria-pressed=true]")
    page.wait_for_timeout(300)
    # (A few pixels' give: the browser's scroll anchoring, as the board and panel are drawn again.)
    assert abs(page.evaluate("scrollY") - 300) <= 6 and not page.evaluate(IN_VIEW, ".handover")

    page.locator("[data-action=reveal]").click()  # Playwright scrolls up to it, as the player would
    page.wait_for_selector(MY_TILE)
    wait_in_view(page, MY_TILE)
    page.close()


def test_with_reduced_motion_the_card_comes_at_once(new_context, playwright, site):
    """The same scroll, with no glide: the card is in view as soon as the
    taps of the move end; with motion allowed it glides there after them."""
    for motion, at_once in (("reduce", True), ("no-preference", False)):
        page = even_odds_on_a_phone(new_context, playwright, site, motion)
        played = page.evaluate(PLAY_FROM_THE_FOOT)
        assert played["scrolled"] > 300
        assert played["cardInView"] is at_once, motion
        wait_in_view(page, ".handover")
        page.close()
