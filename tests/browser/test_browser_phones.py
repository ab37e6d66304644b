"""Every game on two phones (Playwright's Pixel 7 and iPhone 13 profiles,
touch taps, Chromium), held upright and sideways.

Each game boots once per phone, upright; the viewport then turns to the
profile's landscape size. Upright: nothing scrolls sideways, the board fits
the width, the legal targets are a fingertip wide or the Zoom button makes
them so, and a tap plays a move. Sideways: the status line, the whole board
and the player's own hand or controls are on screen together, without
scrolling. Both ways, no score card or button has text running out of it.
Two more positions: Beat the Odds with a long score sheet (Roll stays in
reach, while the sheet scrolls inside the board's box) and Even at Odds at
the team choice (the hand to judge it by is in view with both buttons)."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

import oddsevens
from ready_positions import READY, play_first_move

pytestmark = pytest.mark.browser

FINGERTIP = 44
SIDEWAYS_FINGERTIP = 30
"""A hand's tile held sideways, in the column beside a table the whole
screen high: short of a fingertip, well over the 24 px a finger can hit
(test_browser_targets.py holds every target to that)."""
DEVICES = {"Pixel 7": "Pixel 7 landscape", "iPhone 13": "iPhone 13 landscape"}
PROFILE_KEYS = ("viewport", "device_scale_factor", "is_mobile", "has_touch")
"""What a profile says about the screen; the iPhone's WebKit browser type is
dropped, as only Chromium is here."""
TEXT_BOXES = "#play :is(.score, .score .points, button, .bto-turn, .eao-step)"
"""Boxes whose text must stay inside them."""


def long_sheet() -> str:
    """Beat the Odds, one player, 15 lines on this turn's sheet; then a 2-2
    (the re-roll privilege) and a 3-5 to re-roll (re-rolling either die gives
    a 2, which continues the turn: Roll comes next)."""
    dice = [1, 2, 4, 6, 2, 3] * 5 + [2, 2, 3, 5, 2]
    state = oddsevens.game("beat-the-odds").start(1, 7, dice=dice, target=1000)
    for _ in range(17):
        state = state.play("roll")
    assert len(state.view(0)["turn"]["lines"]) == 16 and state.view(0)["turn"]["pending"]
    setup = {"seats": ["human"], "names": ["Player 1"], "options": {"target": 1000}}
    return json.dumps({"version": 1, "record": state.record(), "setup": setup})


def team_choice() -> str:
    """Even at Odds: the computer starts, so the person chooses Odds or Evens."""
    state = oddsevens.game("even-at-odds").start(2, 7, first=1)
    assert state.to_move == (0,) and state.legal_moves()[0] == {"team": "odds"}
    return json.dumps({"version": 1, "record": state.record(), "setup": {
        "seats": ["human", "computer"], "options": {"match": "single"}}})


@dataclass
class Position:
    game_id: str
    entry: str
    targets: str
    """The legal targets: a fingertip wide, or Zoom makes them so (not
    checked for buttons, which are always big enough)."""
    at_hand: tuple[str, ...]
    """The player's own hand or controls: on screen sideways with the board."""
    at_hand_upright: tuple[str, ...] = ()
    """What must be on screen upright as well (without scrolling)."""
    board: tuple[str, ...] = ("#board", "#board svg")
    """The board's box, and its drawing where the whole of it must fit."""
    drawn_apart: bool = False
    """The targets are drawn apart from the board that zooms (Even at Odds'
    hand): a fingertip wide without zooming upright, like buttons, and
    SIDEWAYS_FINGERTIP held sideways."""


POSITIONS = {
    "dualities": Position("dualities", READY["dualities"](), ".board .cell.legal", ("#panel .controls",)),
    "evening": Position("evening", READY["evening"](), ".board .cell.legal", ("#panel .controls",)),
    "even-at-odds": Position(
        "even-at-odds", READY["even-at-odds"](), ".board .hand.own [data-tile][role=button]",
        ("#board .hand.own", "#panel .controls"), at_hand_upright=("#board .hand.own",), drawn_apart=True,
    ),
    "even-odds": Position(
        "even-odds", READY["even-odds"](), ".board .tile.back.legal", ("#board .dispute", "#board .rack.own"),
        board=("#board",),
    ),
    "beat-the-odds-long-sheet": Position(
        "beat-the-odds", long_sheet(), ".board .die.legal, .bto-choices button", (".bto-choices",),
        at_hand_upright=(".bto-choices",), board=("#board",),
    ),
    "even-at-odds-team-choice": Position(
        "even-at-odds", team_choice(), "button.eao-team", ("#board .hand.own", ".eao-team.odd", ".eao-team.even"),
        at_hand_upright=(".eao-step-hand", ".eao-team.odd", ".eao-team.even"),
    ),
}


# -- measuring ------------------------------------------------------------------
def smallest_side(page, selector: str) -> float:
    sides = page.eval_on_selector_all(
        selector, "nodes => nodes.map(n => n.getBoundingClientRect()).map(r => Math.min(r.width, r.height))"
    )
    assert sides, f"nothing matches {selector}"
    return min(sides)


def no_sideways_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def outside_viewport(page, selectors: tuple[str, ...], across_only: bool = False) -> list[str]:
    """The selectors whose box is missing or not wholly inside the viewport
    as it is scrolled now (`across_only`: only left and right are checked)."""
    return page.evaluate(
        """([selectors, acrossOnly]) => selectors.filter(selector => {
            const node = document.querySelector(selector);
            if (!node) return true;
            const box = node.getBoundingClientRect();
            const across = box.left >= -0.5 && box.right <= innerWidth + 0.5;
            return !(across && (acrossOnly || (box.top >= -0.5 && box.bottom <= innerHeight + 0.5)));
        })""",
        [list(selectors), across_only],
    )


def overflowing_text(page) -> list[str]:
    """Visible cards and buttons whose content runs out of their box."""
    return page.eval_on_selector_all(
        TEXT_BOXES,
        """nodes => nodes.filter(n => n.getClientRects().length
                && (n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1))
            .map(n => n.className + ': ' + n.textContent.trim().slice(0, 40))""",
    )


def moves_saved(page, game_id: str) -> int:
    return page.evaluate(f"JSON.parse(localStorage.getItem('oddsevens:{game_id}')).record.moves.length")


def open_position(page, base: str, position: Position) -> None:
    key = json.dumps(f"oddsevens:{position.game_id}")
    page.add_init_script(f"if (localStorage.getItem({key}) === null) localStorage.setItem({key}, {json.dumps(position.entry)});")
    page.goto(f"{base}?game={position.game_id}")
    page.wait_for_selector("html[data-ready]", timeout=90_000)


def check_layout(page, position: Position, upright: bool) -> None:
    """Both ways: nothing sideways, no text out of its box. Sideways: the
    status line, the board and the player's hand or controls on screen.
    Upright: the board across the width, and `at_hand_upright` on screen."""
    where = "upright" if upright else "sideways"
    page.evaluate("scrollTo(0, 0)")
    assert no_sideways_scroll(page), where
    assert overflowing_text(page) == [], where
    if upright:
        assert outside_viewport(page, position.board, across_only=True) == [], where
        assert outside_viewport(page, ("#status", *position.at_hand_upright)) == [], where
    else:
        assert outside_viewport(page, ("#status", *position.board, *position.at_hand)) == [], where


def tap_a_move(page, position: Position) -> None:
    game_id = position.game_id
    before = moves_saved(page, game_id)
    if position.targets == "button.eao-team":
        page.locator(".eao-team.even").tap()
    else:
        play_first_move(page, game_id, touch=True)
    page.wait_for_function(f"JSON.parse(localStorage.getItem('oddsevens:{game_id}')).record.moves.length > {before}")


# -- the test ---------------------------------------------------------------------
@pytest.mark.parametrize("position_name", list(POSITIONS))
@pytest.mark.parametrize("phone", list(DEVICES))
def test_phone_upright_and_sideways(phone, position_name, new_context, site, playwright):
    position = POSITIONS[position_name]
    profile = playwright.devices[phone]
    landscape = playwright.devices[DEVICES[phone]]["viewport"]
    context = new_context(**{key: profile[key] for key in PROFILE_KEYS})
    page = context.new_page()
    page.set_default_timeout(20_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_position(page, site, position)
    page.wait_for_selector(position.targets)

    check_layout(page, position, upright=True)
    zoom_in = page.get_by_role("button", name="Zoom in")
    if position.targets.startswith("button") or position.drawn_apart:
        assert smallest_side(page, position.targets) >= FINGERTIP
    elif smallest_side(page, position.targets) < FINGERTIP:
        zoom_in.tap()
        page.get_by_role("button", name="Zoom out").wait_for()
        assert smallest_side(page, position.targets) >= FINGERTIP
        assert page.eval_on_selector("#board", "b => b.scrollWidth > b.clientWidth || b.scrollHeight > b.clientHeight")
        assert no_sideways_scroll(page)
        page.get_by_role("button", name="Zoom out").tap()
        page.get_by_role("button", name="Zoom in").wait_for(state="attached")
    else:
        assert not zoom_in.is_visible()

    page.set_viewport_size(landscape)
    page.wait_for_function(f"innerWidth === {landscape['width']} && innerHeight === {landscape['height']}")
    check_layout(page, position, upright=False)
    if position.drawn_apart:
        assert smallest_side(page, position.targets) >= SIDEWAYS_FINGERTIP

    tap_a_move(page, position)
    if position.game_id == "beat-the-odds":
        page.get_by_role("button", name="Roll").wait_for()
        check_layout(page, position, upright=False)
        page.set_viewport_size(profile["viewport"])
        page.wait_for_function(f"innerWidth === {profile['viewport']['width']}")
        check_layout(page, position, upright=True)
    assert no_sideways_scroll(page)

    if position_name == "dualities":
        page.set_viewport_size(landscape)
        page.get_by_role("button", name="New game").tap()
        page.wait_for_selector("#dialog[open]")
        assert outside_viewport(page, ("#dialog",)) == []
        page.locator("#dialog").get_by_role("button", name="Cancel").tap()
        page.wait_for_selector("#dialog:not([open])", state="attached")
    assert errors == []
    context.close()
