"""The site as a person meets it: the menu, rules pages, bad URLs, and no
request to any other host."""

from __future__ import annotations

import json
import random

import pytest

import oddsevens
from app.embed import MemoryStore
from app.pages import MENU
from app.storage import SavedGames
from fakes import random_play

pytestmark = pytest.mark.browser


def test_menu_lists_the_games_and_loads_nothing_from_elsewhere(visit):
    visit.open()
    cards = visit.page.locator(".game-card")
    assert cards.count() == len(MENU)
    assert visit.page.locator('.game-card[data-game="dualities"] a.play').count() == 1
    assert visit.foreign == []
    assert visit.errors == []


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
