"""The fast start: the opening board, drawn at build time, is on the page
before Python is, at rest and saying so; Python then takes over, and the
computer's worker starts only once the page is ready."""

from __future__ import annotations

import pytest

from conftest import BOOT_TIMEOUT_MS

pytestmark = pytest.mark.browser

STONES = ".board .cell.white, .board .cell.black"


class HeldPyodide:
    """Holds back every download of Pyodide until `release`."""

    def __init__(self, page) -> None:
        self.held: list = []
        self.released = False
        page.route("**/vendor/pyodide/**", self.hold)

    def hold(self, route) -> None:
        if self.released:
            route.continue_()
        else:
            self.held.append(route)

    def release(self) -> None:
        self.released = True
        for route in self.held:
            route.continue_()


def board_state(page) -> dict:
    return page.evaluate(
        """() => {
          const board = document.getElementById("board");
          return {
            cells: board.querySelectorAll("svg [data-cell]").length,
            busy: board.getAttribute("aria-busy"),
            inert: board.inert,
            ready: document.documentElement.hasAttribute("data-ready"),
            status: document.getElementById("status").textContent,
            opacity: getComputedStyle(board.querySelector("svg")).opacity,
          };
        }"""
    )


def test_the_opening_board_shows_before_python_and_the_game_takes_over(visit):
    page = visit.page
    pyodide = HeldPyodide(page)
    page.goto(visit.base + "?game=evening", wait_until="domcontentloaded")
    page.wait_for_selector("#board svg [data-cell]", state="attached")
    page.wait_for_function("document.querySelector('link[rel=preload][href$=\"pyodide.asm.wasm\"]')")
    waiting = board_state(page)
    assert waiting == {**waiting, "cells": 61, "busy": "true", "inert": True, "ready": False}
    assert waiting["status"] == "Getting Evening ready…"
    assert float(waiting["opacity"]) < 1
    assert pyodide.held, "Pyodide was asked for at once, before Python ran"
    assert page.locator("script[name=bots]").count() == 0

    pyodide.release()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    ready = board_state(page)
    assert ready == {**ready, "cells": 61, "busy": None, "inert": False}
    assert float(ready["opacity"]) == 1 and "ready…" not in ready["status"]
    page.locator(".board .cell.legal").first.click()
    page.wait_for_function(f"document.querySelectorAll({STONES!r}).length >= 2", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("script[name=bots]").count() == 1, "the computer's worker started after the page was ready"

    pyodide = HeldPyodide(page)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("#board svg [data-cell]", state="attached")
    assert board_state(page)["status"] == "Loading your saved game…"
    pyodide.release()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    assert page.locator(STONES).count() >= 2, "the saved game replaced the opening board"
    assert visit.errors == [] and visit.foreign == []


def test_an_embed_with_settings_of_its_own_waits_for_python_to_draw(visit):
    page = visit.page
    pyodide = HeldPyodide(page)
    page.goto(visit.base + "embed.html?game=evening&size=3&start=now", wait_until="domcontentloaded")
    page.wait_for_selector("link[rel=modulepreload]", state="attached")
    assert page.locator("#board svg").count() == 0
    pyodide.release()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#board svg [data-cell]").count() == 19


READY_AND_PAINTS = """(() => {
    window.__paints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__paints.push({at: entry.startTime, size: entry.size});
    }).observe({type: "largest-contentful-paint", buffered: true});
    window.__visibleWords = (root) => {
      const words = [];
      const walker = document.createTreeWalker(document.querySelector(root), NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const text = walker.currentNode.textContent.trim();
        if (text && walker.currentNode.parentElement.checkVisibility({visibilityProperty: true})) words.push(text);
      }
      return words;
    };
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute("data-ready") && window.__readyAt === undefined) {
        window.__readyAt = performance.now();
        window.__wordsAtReady = {"#board": __visibleWords("#board"), "#panel": __visibleWords("#panel")};
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
})()"""
"""Notes each largest contentful paint, the moment the page is ready, and
the words of its board and panel a player can see then (not those chance
hides, nor those not shown): `__visibleWords(root)` at any time."""

SEEDED_RANDOM = """(() => {
    let state = 424242;
    Math.random = () => (state = (state * 48271) % 2147483647) / 2147483647;
})()"""
"""A page that deals its own game from other seeds than the build's, every run the same."""


def panel_words(page) -> str:
    return page.evaluate("document.getElementById('panel').innerText")


def test_an_embed_once_tapped_shows_its_own_whole_first_screen_and_a_saved_game_waits(visit):
    """An embed's panel (Share, not Embed) is there as soon as its reader
    taps Play, before Python; once the embed holds a game of its own, the
    panel waits for Python to show that game."""
    page = visit.page
    page.add_init_script(READY_AND_PAINTS)
    pyodide = HeldPyodide(page)
    page.goto(visit.base + "embed.html?game=evening", wait_until="domcontentloaded")
    page.get_by_role("button", name="Play").click()
    page.wait_for_selector("#panel .controls", state="attached")
    before = panel_words(page)
    assert page.evaluate("document.getElementById('panel').inert")
    assert "New game" in before and "Embed" not in before, "the embed's panel, not the game page's"
    pyodide.release()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_timeout(500)
    assert panel_words(page) == before, "Python drew the same panel"
    paints, ready_at = page.evaluate("window.__paints"), page.evaluate("window.__readyAt")
    assert paints and all(paint["at"] < ready_at for paint in paints), (paints, ready_at)

    page.locator(".board .cell.legal").first.click()
    page.wait_for_function(f"document.querySelectorAll({STONES!r}).length >= 2", timeout=BOOT_TIMEOUT_MS)
    pyodide = HeldPyodide(page)
    page.goto(visit.base + "embed.html?game=evening&start=now", wait_until="domcontentloaded")
    page.wait_for_selector("#board svg [data-cell]", state="attached")
    assert board_state(page)["status"] == "Loading your saved game…"
    assert page.evaluate("document.getElementById('panel').children.length") == 0, "no opening's panel over a saved game"
    pyodide.release()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    assert page.locator(STONES).count() >= 2, "the saved game replaced the opening board"
    assert visit.errors == [] and visit.foreign == []


@pytest.mark.parametrize("game_id", ["dualities", "evening", "even-odds", "even-at-odds", "beat-the-odds"])
def test_the_whole_first_screen_shows_before_python_and_its_largest_paint_comes_first(visit, game_id):
    """The panel the build drew (its words, its buttons) is there with the
    board before Python, and Python's first drawing paints nothing larger:
    the largest contentful paint is the first screen's. In a game that
    chance opens, the first screen shows only what every deal shares, so
    Python's own deal contradicts none of it."""
    page = visit.page
    page.add_init_script(READY_AND_PAINTS)
    page.add_init_script(SEEDED_RANDOM)
    pyodide = HeldPyodide(page)
    page.goto(f"{visit.base}?game={game_id}", wait_until="domcontentloaded")
    page.wait_for_selector("#panel .controls", state="attached")
    before = panel_words(page)
    shown_before = {region: page.evaluate("(root) => __visibleWords(root)", region) for region in ("#board", "#panel")}
    assert page.evaluate("document.getElementById('panel').inert"), "it rests until Python runs"
    assert before.strip(), "the panel's words are there before Python"
    pyodide.release()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_timeout(500)
    assert not page.evaluate("document.getElementById('panel').inert")
    shown_at_ready = page.evaluate("window.__wordsAtReady")
    for region, words in shown_before.items():
        assert set(words) <= set(shown_at_ready[region]), (region, set(words) - set(shown_at_ready[region]))
    if game_id in ("dualities", "evening"):  # no chance in their openings
        assert panel_words(page) == before, "Python drew the same panel"
    if game_id == "beat-the-odds":
        return  # its largest things are the turn the roll-off gives and the odds Python works out once ready
    paints = page.evaluate("window.__paints")
    ready_at = page.evaluate("window.__readyAt")
    assert paints and all(paint["at"] < ready_at for paint in paints), (paints, ready_at)


@pytest.mark.parametrize("address", ["?game=dualities&lesson=1", "?game=evening&lesson=1&step=3", "?game=evening&puzzle=evening-007"])
def test_a_lessons_and_a_puzzles_first_screen_shows_before_python_and_its_largest_paint_comes_first(visit, address):
    """A lesson step's or puzzle's board and panel, drawn by the build, come
    by a request of their own before Python's downloads start, and Python
    draws the same over them (a lesson reloaded at a later step too)."""
    page = visit.page
    page.add_init_script(READY_AND_PAINTS)
    pyodide = HeldPyodide(page)
    page.goto(visit.base + address, wait_until="domcontentloaded")
    page.wait_for_selector("#panel section", state="attached")
    before = panel_words(page)
    board_before = page.evaluate("(root) => __visibleWords(root)", "#board")
    assert page.evaluate("document.getElementById('panel').inert") and before.strip()
    assert page.locator("#board svg [data-cell]").count() > 0
    pyodide.release()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_timeout(500)
    assert panel_words(page) == before, "Python drew the same panel"
    assert page.evaluate("window.__wordsAtReady")["#board"] == board_before, "and the same board"
    paints, ready_at = page.evaluate("window.__paints"), page.evaluate("window.__readyAt")
    assert paints and all(paint["at"] < ready_at for paint in paints), (paints, ready_at)
    assert visit.errors == [] and visit.foreign == []
