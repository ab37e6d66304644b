"""The site as a person meets it: the menu, rules pages, bad URLs, and no
request to any other host."""

from __future__ import annotations

import pytest

from app.pages import MENU

pytestmark = pytest.mark.browser


def test_menu_lists_the_games_and_loads_nothing_from_elsewhere(visit):
    visit.open()
    cards = visit.page.locator(".game-card")
    assert cards.count() == len(MENU)
    assert visit.page.locator('.game-card[data-game="dualities"] a.play').count() == 1
    assert visit.foreign == []
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
