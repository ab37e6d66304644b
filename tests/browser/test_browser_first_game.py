"""A first visit: each game opens against a medium computer and says so on
its scoreboard; the new-game dialog keeps Start game in view on a desktop
and on a small phone, hides the computer's strength when nobody plays the
computer, and offers names as placeholders."""

from __future__ import annotations

import re

import pytest

from app.pages import PAGES
from conftest import BOOT_TIMEOUT_MS

pytestmark = pytest.mark.browser

GAMES = list(PAGES)
"""The games on the site, in menu order."""
VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "small phone": {"width": 360, "height": 640}}
STRENGTH = "#dialog fieldset:has(input[name=level])"
START = "#dialog button[type=submit]"


@pytest.fixture(scope="module")
def phone_pages(browser, site):
    """One fresh page per game and screen size, opened on first use: one
    boot each, however many tests look at it."""
    contexts: dict = {}
    pages: dict = {}

    def get(game_id: str, viewport: str):
        if viewport not in contexts:
            touch = viewport != "desktop"
            contexts[viewport] = browser.new_context(
                viewport=VIEWPORTS[viewport], has_touch=touch, is_mobile=touch, service_workers="block"
            )
        if (game_id, viewport) not in pages:
            page = contexts[viewport].new_page()
            page.set_default_timeout(20_000)
            page.goto(f"{site}?game={game_id}")
            page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
            pages[game_id, viewport] = page
        return pages[game_id, viewport]

    yield get
    for context in contexts.values():
        context.close()


def open_dialog(page) -> None:
    if not page.locator("#dialog[open]").count():
        page.get_by_role("button", name="New game").click()
        page.wait_for_selector("#dialog[open]")


def start_button_in_view(page) -> bool:
    box = page.locator(START).bounding_box()
    viewport = page.viewport_size
    return (
        box is not None
        and 0 <= box["x"] and box["x"] + box["width"] <= viewport["width"]
        and 0 <= box["y"] and box["y"] + box["height"] <= viewport["height"]
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_a_fresh_game_is_against_the_medium_computer(phone_pages, game_id):
    page = phone_pages(game_id, "desktop")
    shown = page.inner_text("#board") + "\n" + page.inner_text("#panel")
    assert re.search(r"Computer( \d)? · medium", shown), shown
    assert "Player 1" not in shown
    open_dialog(page)
    assert page.locator("#dialog input[name=level][value=medium]").is_checked()


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
@pytest.mark.parametrize("game_id", GAMES)
def test_start_game_is_in_view_and_strength_hides_without_a_computer(phone_pages, game_id, viewport):
    page = phone_pages(game_id, viewport)
    open_dialog(page)
    assert start_button_in_view(page)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert page.locator(STRENGTH).is_visible()
    names = page.locator("#dialog input[name^=name-]")
    for index in range(names.count()):
        assert names.nth(index).input_value() == ""
        assert names.nth(index).get_attribute("placeholder")
    friend = page.locator("#dialog input[name=opponent][value=friend]")
    if friend.count():
        friend.check()
        assert not page.locator(STRENGTH).is_visible()
        assert not page.locator("#dialog fieldset.needs-computer").first.is_visible()
        page.locator("#dialog input[name=opponent][value=computer]").check()
        assert page.locator(STRENGTH).is_visible()
    else:
        computers = page.locator("#dialog select[name^=kind-]:has(option[value=computer]:checked)")
        while computers.count():
            seat = computers.first.get_attribute("name")
            computers.first.select_option("human")
            page.wait_for_selector(f"#dialog select[name={seat}]:has(option[value=human]:checked)")
        assert not page.locator(STRENGTH).is_visible()
        assert page.locator("#dialog input[name=name-0]").get_attribute("placeholder") == "Player 1"
        kind = page.locator("#dialog select[name=kind-1]")
        kind.focus()
        kind.select_option("computer")
        page.wait_for_selector(f"{STRENGTH} input:visible")
        assert page.locator("#dialog input[name=name-1]").get_attribute("placeholder") == "Computer", "the only computer"
        assert page.evaluate("document.activeElement.getAttribute('name')") == "kind-1", "focus lost in the redraw"
    assert start_button_in_view(page)
    page.get_by_role("button", name="Cancel").click()
