"""Words that fit their boxes, and a status line that leaves the board its
room, in every language the site speaks, on phones both ways.

- Even Odds between two rounds and once over, in Portuguese, Spanish and
  Japanese (the languages with the longest words and the one that breaks
  lines anywhere), on an iPhone SE and a Pixel 7, upright and sideways: no
  score card, button or standings cell has words running out of it or
  breaking inside a name or a count, and no two words of the table's
  drawing lie over each other (a seat's line and its points, the score
  table's title and its headings).
- Even Odds for six on an iPhone 13 and an iPhone SE held upright, where
  the table runs past the screen: at the person's turn, after the five
  computers have played, the dispute and the person's own rack are on
  screen below the status line, never under it, and the status line is as
  tall as its words (two lines at most for a sentence of one).

The game pages' other positions are checked for the same words as they
are played, by test_browser_targets.py.
"""

from __future__ import annotations

import json
import random

import pytest

import oddsevens
from conftest import BOOT_TIMEOUT_MS
from on_screen import WORDS_OUT_OF_PLACE

pytestmark = pytest.mark.browser

SIZES = {
    "iPhone SE upright": (320, 568),
    "iPhone SE sideways": (568, 320),
    "Pixel 7 upright": (412, 839),
    "Pixel 7 sideways": (863, 360),
}
PHONE_KEYS = ("viewport", "device_scale_factor", "is_mobile", "has_touch")

def even_odds_game(players: int, stop: str) -> str:
    """A saved game of Even Odds between the person and computers, played
    by chance to the end of its first round (`stop` "between rounds") or to
    its end ("over")."""
    game = oddsevens.game("even-odds")
    state = game.start(players, 5, first=0)
    chooser = random.Random(1)
    while not state.over:
        seat = state.to_move[0]
        state = state.play(chooser.choice(state.legal_moves(seat)), seat)
        view = state.view(None)
        if stop == "between rounds" and view["round"] == 2 and not view["dispute"]["played"] and not any(view["taken"]):
            break
    setup = {"seats": ["human"] + ["computer"] * (players - 1), "options": {"rounds": 3, "first": 0}, "level": "medium"}
    return json.dumps({"version": 1, "record": state.record(), "setup": setup})


def phone_page(new_context, playwright, phone: str):
    profile = playwright.devices[phone]
    page = new_context(**{key: profile[key] for key in PHONE_KEYS}).new_page()
    page.set_default_timeout(20_000)
    return page


def open_saved(page, site: str, entry: str, language: str) -> None:
    page.add_init_script(
        f"if (localStorage.getItem('oddsevens:even-odds') === null) localStorage.setItem('oddsevens:even-odds', {json.dumps(entry)});"
    )
    page.goto(f"{site}?game=even-odds&lang={language}")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)


@pytest.mark.parametrize("language", ["pt-BR", "es", "ja"])
def test_even_odds_words_fit_between_rounds_and_at_the_end_on_phones_both_ways(language, new_context, playwright, site):
    found = []
    for stop in ("between rounds", "over"):
        page = phone_page(new_context, playwright, "Pixel 7")
        open_saved(page, site, even_odds_game(4, stop), language)
        page.wait_for_selector(".even-odds-standings" if stop == "over" else "[data-action=next-round]")
        for size_name, (width, height) in SIZES.items():
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_function(f"innerWidth === {width} && innerHeight === {height}")
            page.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
            found += [f"{stop}, {size_name}: {problem}" for problem in page.evaluate(WORDS_OUT_OF_PLACE)]
        page.close()
    assert found == []


STATUS_AND_TABLE = """() => {
    const row = document.querySelector('.status-row').getBoundingClientRect();
    const status = document.querySelector('#status');
    const line = parseFloat(getComputedStyle(status).lineHeight);
    const box = selector => document.querySelector(selector).getBoundingClientRect();
    return {rowBottom: row.bottom, statusHeight: status.clientHeight, textHeight: status.scrollHeight, line,
            dispute: box('#board .dispute').top, rack: box('#board .rack.own').bottom, screen: innerHeight,
            words: status.textContent};
}"""


@pytest.mark.parametrize("phone", ["iPhone 13", "iPhone SE"])
def test_at_their_turn_the_dispute_and_rack_are_in_view_under_a_status_line_as_tall_as_its_words(phone, new_context, playwright, site):
    state = oddsevens.game("even-odds").start(6, 3, first=1)
    setup = {"seats": ["human"] + ["computer"] * 5, "options": {"rounds": 3, "first": 1}, "level": "easy"}
    page = phone_page(new_context, playwright, phone)
    open_saved(page, site, json.dumps({"version": 1, "record": state.record(), "setup": setup}), "en")
    page.wait_for_selector("#board .tile.back.legal", timeout=60_000)
    page.wait_for_timeout(800)  # the scroll to the rack glides
    seen = page.evaluate(STATUS_AND_TABLE)
    assert seen["textHeight"] <= seen["statusHeight"] + 1, f"the status line hides words: {seen}"
    if seen["textHeight"] <= seen["line"] * 1.5:
        assert seen["statusHeight"] <= 2 * seen["line"] + 1, f"a one-line sentence in a taller box: {seen}"
    assert seen["dispute"] >= seen["rowBottom"] - 1, f"the status line lies over the dispute: {seen}"
    assert seen["rack"] <= seen["screen"] + 1, f"the player's rack runs past the screen: {seen}"
