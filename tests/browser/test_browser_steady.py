"""Nothing moves under the finger: every game on a phone held upright and
sideways (Playwright's Pixel 7 upright and iPhone 13 sideways, touch taps:
two phones whose screens differ by a few percent, so each game is checked
once each way rather than four times).

In each game's ready position, both ways:
- every visible button's centre belongs to that button (nothing lies over
  Zoom in, say);
- two taps 80-250 ms apart on one spot play at most what one tap plays, and
  the board does not move between them, nor when the first tap's words or
  a warning appear on the status line;
- zoomed (where the board offers it), every cell of the board can be panned
  into view and tapped there, nothing lying over it;
- upright on a Pixel 7, where the page scrolls: a hint's words are in view
  when it appears, wherever the player scrolled to reach the Hint button,
  and the board does not move for it.
Beat the Odds' Roll stays on one spot from roll to roll.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

import pytest

import oddsevens
from ready_positions import READY

pytestmark = pytest.mark.browser

PHONES = {"Pixel 7": "Pixel 7 landscape", "iPhone 13": "iPhone 13 landscape"}
HOLDS = [("Pixel 7", True), ("iPhone 13", False)]
"""(phone, upright): each way a phone is held, on one of the two phones."""
PROFILE_KEYS = ("viewport", "device_scale_factor", "is_mobile", "has_touch")
"""The screen of a profile; the iPhone's WebKit browser type is dropped here."""
DOUBLE_TAP_GAP_MS = 120


@dataclass(frozen=True)
class Spot:
    target: str
    """Where the double tap lands: the first target of this selector."""
    one_tap_plays: int
    """How many moves of the person's a single tap there plays."""


SPOTS = {
    "dualities": Spot("#board .cell.legal", 0),
    "evening": Spot("#board .cell.legal", 1),
    "even-at-odds": Spot("#board .hand.own [data-tile][role=button]", 0),
    "even-odds": Spot("#board .tile.back.legal", 1),
    "beat-the-odds": Spot("#board .die.legal", 1),
}

BUTTONS_NOT_THEIR_OWN = """() => [...document.querySelectorAll('#play button')].flatMap(button => {
    const box = button.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    if (!button.getClientRects().length || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return [];
    const hit = document.elementFromPoint(x, y);
    // An ancestor at the centre: the button is scrolled out of its panel, not covered.
    if (!hit || button.contains(hit) || hit.contains(button)) return [];
    return [`${button.textContent.trim()} under ${hit.tagName.toLowerCase()}#${hit.id}.${hit.className.baseVal ?? hit.className}`];
})"""

CELLS_OUT_OF_REACH = """() => {
    const frame = document.querySelector('#board .zoom-frame') || document.querySelector('#board');
    return [...frame.querySelectorAll('svg [data-cell]')].flatMap(cell => {
        cell.scrollIntoView({block: 'center', inline: 'center'});
        const box = cell.getBoundingClientRect(), view = frame.getBoundingClientRect();
        const x = box.left + box.width / 2, y = box.top + box.height / 2;
        const inside = x > view.left && x < view.right && y > view.top && y < view.bottom;
        const hit = inside && document.elementFromPoint(x, y);
        return hit && cell.contains(hit) ? [] : [cell.dataset.cell];
    });
}"""


def settle(page, game_id: str) -> None:
    """Waits for the page to be drawn once more as it settles: Beat the Odds
    once its odds are worked out (a few rows per task, then the panel is
    redrawn), every game a moment after ready."""
    if game_id == "beat-the-odds":
        page.wait_for_selector("#bto-odds-body .bto-expected", state="attached")
    page.wait_for_timeout(300)


def board_box(page) -> dict:
    return page.locator("#board").bounding_box()


def moves_of_the_person(page, game_id: str) -> int:
    return page.evaluate(
        f"JSON.parse(localStorage.getItem('oddsevens:{game_id}')).record.moves.filter(([seat]) => seat === 0).length"
    )


def open_on_a_phone(new_context, playwright, site, phone: str, upright: bool, game_id: str, entry: str):
    profile = {key: playwright.devices[phone][key] for key in PROFILE_KEYS}
    if not upright:
        profile["viewport"] = playwright.devices[PHONES[phone]]["viewport"]
    page = new_context(**profile).new_page()
    page.set_default_timeout(20_000)
    key = json.dumps(f"oddsevens:{game_id}")
    page.add_init_script(f"if (localStorage.getItem({key}) === null) localStorage.setItem({key}, {json.dumps(entry)});")
    page.goto(f"{site}?game={game_id}")
    page.wait_for_selector("html[data-ready]", timeout=90_000)
    return page


def double_tap(page, selector: str) -> None:
    box = page.locator(selector).first.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.touchscreen.tap(x, y)
    page.wait_for_timeout(DOUBLE_TAP_GAP_MS)
    page.touchscreen.tap(x, y)


def check_zoomed_cells(page) -> None:
    zoom_in = page.get_by_role("button", name="Zoom in")
    if not zoom_in.is_visible():
        return
    zoom_in.tap()
    page.get_by_role("button", name="Zoom out").wait_for()
    assert page.evaluate(BUTTONS_NOT_THEIR_OWN) == []
    assert page.evaluate(CELLS_OUT_OF_REACH) == []
    page.get_by_role("button", name="Zoom out").tap()
    page.get_by_role("button", name="Zoom in").wait_for(state="attached")


@pytest.mark.parametrize("game_id", list(SPOTS))
@pytest.mark.parametrize(("phone", "upright"), HOLDS, ids=["upright", "sideways"])
def test_nothing_moves_under_the_finger(phone, game_id, upright, new_context, site, playwright):
    page = open_on_a_phone(new_context, playwright, site, phone, upright, game_id, READY[game_id]())
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    spot = SPOTS[game_id]
    page.wait_for_selector(spot.target)
    settle(page, game_id)
    assert page.evaluate(BUTTONS_NOT_THEIR_OWN) == []
    check_zoomed_cells(page)

    page.locator(spot.target).first.scroll_into_view_if_needed()
    before, played = board_box(page), moves_of_the_person(page, game_id)
    double_tap(page, spot.target)
    page.wait_for_timeout(800)
    assert moves_of_the_person(page, game_id) - played == spot.one_tap_plays
    assert board_box(page) == before, "the board moved between two taps"
    assert page.evaluate(BUTTONS_NOT_THEIR_OWN) == []
    assert errors == []


@pytest.mark.parametrize("game_id", ["dualities", "evening", "even-at-odds", "even-odds"])
def test_a_hint_is_in_view_where_the_hint_button_was_tapped(game_id, new_context, site, playwright):
    """Upright, where the page scrolls (sideways it is one screen high)."""
    page = open_on_a_phone(new_context, playwright, site, "Pixel 7", True, game_id, READY[game_id]())
    hint = page.get_by_role("button", name="Hint")
    hint.scroll_into_view_if_needed()
    before = board_box(page)
    hint.tap()
    page.wait_for_function("document.getElementById('status').textContent.startsWith('Hint')", timeout=60_000)
    status = page.locator("#status").bounding_box()
    assert 0 <= status["y"] and status["y"] + status["height"] <= page.viewport_size["height"]
    assert board_box(page) == before
    if game_id == "even-at-odds":
        words = page.inner_text("#status")
        assert re.search(r"its \d (on the (left|right)|above|below)", words) and not re.search(r"\d,\d", words), words


def rolling_sheet() -> str:
    """Beat the Odds, one player, no roll yet: every roll of these dice goes on."""
    state = oddsevens.game("beat-the-odds").start(1, 7, dice=[1, 2, 4, 6, 2, 3] * 5, target=1000)
    setup = {"seats": ["human"], "names": ["Player 1"], "options": {"target": 1000}}
    return json.dumps({"version": 1, "record": state.record(), "setup": setup})


@pytest.mark.parametrize(("phone", "upright"), HOLDS, ids=["upright", "sideways"])
def test_roll_stays_on_its_spot_and_a_double_tap_rolls_once(phone, upright, new_context, site, playwright):
    page = open_on_a_phone(new_context, playwright, site, phone, upright, "beat-the-odds", rolling_sheet())
    roll = page.get_by_role("button", name="Roll")
    roll.wait_for()
    settle(page, "beat-the-odds")
    roll.scroll_into_view_if_needed()
    spot = roll.bounding_box()
    for rolls in range(1, 6):
        page.wait_for_timeout(400)  # a look at the dice: slower than a double tap
        page.touchscreen.tap(spot["x"] + spot["width"] / 2, spot["y"] + spot["height"] / 2)
        page.wait_for_function(f"JSON.parse(localStorage.getItem('oddsevens:beat-the-odds')).record.moves.length === {rolls}")
        roll.wait_for()
        assert roll.bounding_box() == spot, f"Roll moved after roll {rolls}"
    page.wait_for_timeout(400)
    double_tap(page, "#panel button.primary")
    page.wait_for_timeout(800)
    assert moves_of_the_person(page, "beat-the-odds") == 6
