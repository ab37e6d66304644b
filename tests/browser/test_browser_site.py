"""The site as a person meets it: the menu, rules pages, bad URLs, and no
request to any other host."""

from __future__ import annotations

import json
import random

import pytest

import oddsevens
from app.pages import MENU
from app.storage import MemoryStore, SavedGames
from fakes import random_play

pytestmark = pytest.mark.browser


def test_menu_lists_the_games_and_loads_nothing_from_elsewhere(visit):
    visit.open()
    cards = visit.page.locator(".game-card")
    assert cards.count() == len(MENU)
    assert visit.page.locator('.game-card[data-game="dualities"] a.play').count() == 1
    assert visit.foreign == []
    assert visit.errors == []


MENU_SCREENS = [(1280, 800), (1024, 768), (768, 1024), (844, 390), (390, 844)]
"""A desktop, a small laptop, a tablet upright, a phone sideways and upright."""

CARD_ROWS = """() => {
    const rows = new Map();
    for (const card of document.querySelectorAll('.game-card')) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) || 0) + 1);
    }
    return [...rows.values()];
}"""

WHAT_A_TAP_ON_THE_DRAWING_HITS = """() => [...document.querySelectorAll('.game-card > svg')].map(drawing => {
    drawing.scrollIntoView({block: 'center'});
    const box = drawing.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const active = hit.closest('a, button, [tabindex], [role], [data-action], [data-cell], [data-tile], [data-die]');
    return active ? active.outerHTML.slice(0, 80) : getComputedStyle(hit).cursor;
})"""
"""What is under the middle of each drawing: something that acts, or the
cursor a mouse shows there."""


def test_the_menu_fits_five_cards_without_leaving_one_alone(visit):
    visit.open()
    for width, height in MENU_SCREENS:
        visit.page.set_viewport_size({"width": width, "height": height})
        rows = visit.page.evaluate(CARD_ROWS)
        assert sum(rows) == len(MENU)
        assert not (1 in rows and max(rows) > 1), f"{width}x{height}: a card alone on a row, rows of {rows}"
        assert visit.page.evaluate("document.documentElement.scrollWidth <= innerWidth"), f"{width}x{height} scrolls sideways"
        visible = visit.page.locator(".game-card > svg.game-drawing")
        assert visible.count() == len(MENU)
        assert all(box["width"] >= 80 for box in (visible.nth(index).bounding_box() for index in range(len(MENU))))
        assert set(visit.page.evaluate(WHAT_A_TAP_ON_THE_DRAWING_HITS)) == {"auto"}, "a drawing takes no tap of its own"
    visit.page.set_viewport_size({"width": 1280, "height": 800})
    assert visit.page.evaluate(CARD_ROWS) == [len(MENU)], "a desktop shows every game in one row"
    visit.page.click('.game-card[data-game="dualities"] > svg')
    assert visit.page.url == visit.base and visit.page.locator("#menu").is_visible(), "a tap on a drawing stays on the menu"


def saved_entries(*games: tuple[str, int]) -> dict[str, str]:
    """Storage as the site leaves it after (game, moves played) each: -1 plays to the end."""
    store = MemoryStore()
    for game_id, moves in games:
        state = oddsevens.game(game_id).start(seed=4)
        played = list(random_play(state, random.Random(4), 5000))
        state = played[moves - 1] if moves > 0 else played[-1]
        SavedGames(store).save(game_id, state, {"seats": ["human", "computer"], "options": dict(state.options)})
    return store.items


def test_the_menu_offers_to_continue_a_game_in_progress(visit):
    visit.open()
    entries = saved_entries(("dualities", 3), ("evening", -1))
    visit.page.evaluate("entries => { for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value); }", entries)
    visit.page.reload()
    visit.page.wait_for_selector("html[data-ready]")
    assert visit.page.inner_text('.game-card[data-game="dualities"] a.play') == "Continue · 3 moves"
    assert visit.page.inner_text('.game-card[data-game="evening"] a.play') == "Play", "a finished game has nothing to continue"
    assert visit.page.inner_text('.game-card[data-game="even-odds"] a.play') == "Play"
    visit.page.click('.game-card[data-game="dualities"] a.play')
    visit.page.wait_for_selector("html[data-ready] #board svg")
    assert visit.page.locator("#menu").count() == 0, "a game page keeps no menu, whose drawings are boards too"
    saved = json.loads(visit.page.evaluate("localStorage.getItem('oddsevens:dualities')"))
    assert len(saved["record"]["moves"]) >= 3, "the game goes on (the computer may have moved since)"
    assert visit.errors == []


def test_rules_page_credits_the_designer(visit):
    visit.page.goto(visit.base + "rules/dualities.html")
    text = visit.page.inner_text("main")
    assert "José Manuel Astilleros García-Monge" in text
    assert "Rulings" in text


def test_an_unknown_game_in_the_url_says_so_and_shows_the_menu(visit):
    visit.open("?game=<b>chess</b>")
    message = visit.page.locator("#menu-message")
    assert "There is no game called “<b>chess</b>” here" in message.inner_text()
    assert visit.page.locator("#menu-message b").count() == 0
    assert visit.page.locator(".game-card").count() == len(MENU)
