"""The Rules link of a game page opens the rules over the game: the same
document, no second Python, and the game as it was once the panel closes."""

from __future__ import annotations

import json

import pytest

import oddsevens
from test_browser_a11y import AXE, AXE_SERIOUS, LOW_CONTRAST

pytestmark = pytest.mark.browser

RULES_LINK = "#game-nav a"


def open_dualities_between_friends(page, site: str) -> None:
    """A saved game between two people at the device: no computer's worker
    boots a Python of its own, so the page's one boot is the only one."""
    state = oddsevens.game("dualities").start(2, 7)
    entry = {"version": 1, "record": state.record(), "setup": {"seats": ["human", "human"], "options": {"lines": "rows"}}}
    page.add_init_script(f"localStorage.setItem('oddsevens:dualities', {json.dumps(json.dumps(entry))});")
    page.goto(f"{site}?game=dualities")
    page.wait_for_selector("html[data-ready]", timeout=90_000)


def board_cells(page) -> list[str]:
    return page.eval_on_selector_all("#board .cell", "cells => cells.map(c => c.dataset.cell + ':' + c.getAttribute('class'))")


def focused(page) -> str:
    return page.evaluate("document.activeElement.outerHTML")


def test_the_rules_open_over_the_game_and_close_leaving_it_as_it_was(page, site):
    booted: list[str] = []
    page.on("request", lambda request: request.url.endswith("pyodide.asm.wasm") and booted.append(request.url))
    open_dualities_between_friends(page, site)
    address = page.url
    blacks = page.locator("#board .cell.black").count()
    page.locator("#board .cell.legal").first.click()
    page.wait_for_selector("#board .cell.selected")
    board, status = board_cells(page), page.inner_text("#status")
    page.evaluate("window.sameDocument = true")
    link = page.locator(RULES_LINK, has_text="Rules")
    assert link.get_attribute("href") == "rules/dualities.html"

    link.click()
    panel = page.get_by_role("dialog", name="Dualities rules")
    panel.wait_for()
    assert panel.get_by_role("heading", name="How to play").is_visible()
    rules_page = page.request.get(f"{site}rules/dualities.html").text()
    drawn = rules_page.count('<figure class="diagram"><svg') + rules_page.count('<div class="live-diagram"')
    assert panel.locator("figure.diagram svg").count() == drawn > 0, "every position the rules page draws, live boards included"
    assert panel.locator("iframe").count() == 0
    assert panel.get_by_role("link", name="Try it on the board").first.get_attribute("target") == "_blank"
    assert focused(page) == '<button type="button" class="rules-panel-close">Close</button>'
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules-panel", state="detached")
    assert focused(page) == '<a href="rules/dualities.html">Rules</a>'
    assert board_cells(page) == board and page.inner_text("#status") == status, "Escape closed the rules, not the move"

    page.keyboard.press("Enter")
    panel.wait_for()
    panel.get_by_role("button", name="Close").click()
    page.wait_for_selector("#rules-panel", state="detached")
    assert focused(page) == '<a href="rules/dualities.html">Rules</a>'
    assert board_cells(page) == board and page.inner_text("#status") == status

    assert page.url == address
    assert page.evaluate("window.sameDocument") is True
    assert page.evaluate("performance.getEntriesByType('navigation').length") == 1
    assert len(booted) == 1, "the page's own Python, and no other"
    page.locator("#board .cell.legal").first.click()
    page.wait_for_function(f"document.querySelectorAll('#board .cell.black').length > {blacks}")


def test_a_click_for_a_new_tab_opens_the_rules_page_and_the_panel_fits_phones(page, site):
    # axe-core, for this test only, from the site's own origin, as the page's policy allows no other
    page.route(f"{site}axe.min.js", lambda route: route.fulfill(path=str(AXE), content_type="text/javascript"))
    open_dualities_between_friends(page, site)
    link = page.locator(RULES_LINK, has_text="Rules")
    with page.context.expect_page() as opened:
        link.click(modifiers=["Control"])
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.url == f"{site}rules/dualities.html"
    assert page.locator("#rules-panel").count() == 0
    rules.close()

    for width, height in ((390, 844), (750, 342)):
        page.set_viewport_size({"width": width, "height": height})
        link.click()
        page.wait_for_selector("#rules-panel[open]")
        page.locator("#rules-panel").evaluate("panel => { panel.scrollTop = panel.scrollHeight; }")
        box = page.evaluate(
            """() => {
                const panel = document.getElementById('rules-panel'), shown = panel.getBoundingClientRect();
                const close = panel.querySelector('.rules-panel-close').getBoundingClientRect();
                return {left: shown.left, top: shown.top, right: shown.right, bottom: shown.bottom,
                        scrolled: panel.scrollTop, across: panel.scrollWidth - panel.clientWidth,
                        page: document.documentElement.scrollWidth, close: close.top - shown.top};
            }"""
        )
        assert box["left"] >= 0 and box["top"] >= 0 and box["right"] <= width and box["bottom"] <= height, box
        assert box["scrolled"] > 0 and box["across"] == 0 and box["page"] <= width, "the text scrolls, up and down only"
        assert box["close"] >= 0, "the Close button stays in sight"
        if width < height:
            page.add_script_tag(url=f"{site}axe.min.js")
            assert page.evaluate(AXE_SERIOUS) == []
            for scheme in ("light", "dark"):
                page.emulate_media(color_scheme=scheme)
                assert page.evaluate(LOW_CONTRAST) == [], f"text below WCAG AA contrast in the {scheme} scheme"
        page.keyboard.press("Escape")
        page.wait_for_selector("#rules-panel", state="detached")


def test_the_game_name_and_its_rules_link_are_there_before_python(page, site):
    """While Python is still on its way (its WebAssembly held back here) the
    header already names the game, and its Rules link goes to the rules page."""
    held: list = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(f"{site}?game=evening")
    page.wait_for_function("document.querySelector('#game-nav a') !== null")
    assert page.locator("#game-nav h1").inner_text() == "Evening"
    assert page.locator(RULES_LINK).get_attribute("href") == "rules/evening.html"
    assert not page.locator("html[data-ready]").count()
    page.locator(RULES_LINK).click()
    page.wait_for_url("**/rules/evening.html")
    assert "Evening" in page.title()
    for route in held:
        route.abort()
