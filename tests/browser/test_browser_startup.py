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
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute("data-ready") && window.__readyAt === undefined) window.__readyAt = performance.now();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
})()"""
"""Notes each largest contentful paint and the moment the page is ready."""


def panel_words(page) -> str:
    return page.evaluate("document.getElementById('panel').innerText")


@pytest.mark.parametrize("game_id", ["dualities", "evening", "even-odds"])
def test_the_whole_first_screen_shows_before_python_and_its_largest_paint_comes_first(visit, game_id):
    """The panel the build drew (its words, its buttons) is there with the
    board before Python, and Python's first drawing paints nothing larger:
    the largest contentful paint is the first screen's."""
    page = visit.page
    page.add_init_script(READY_AND_PAINTS)
    pyodide = HeldPyodide(page)
    page.goto(f"{visit.base}?game={game_id}", wait_until="domcontentloaded")
    page.wait_for_selector("#panel .hint", state="attached")
    before = panel_words(page)
    assert page.evaluate("document.getElementById('panel').inert"), "it rests until Python runs"
    assert before.strip(), "the panel's words are there before Python"
    pyodide.release()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_timeout(500)
    assert not page.evaluate("document.getElementById('panel').inert")
    if game_id != "even-odds":  # a deal of its own changes the numbers, not the panel's shape
        assert panel_words(page) == before, "Python drew the same panel"
    paints = page.evaluate("window.__paints")
    ready_at = page.evaluate("window.__readyAt")
    assert paints and all(paint["at"] < ready_at for paint in paints), (paints, ready_at)
