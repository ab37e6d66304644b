"""While a game downloads, its page shows how far it has got (static/loading.js):
a progress bar of the bytes a start takes, on a slow link as on a phone; a
download that fails or stops says so with Retry, and Retry starts the game."""

from __future__ import annotations

import pytest

from conftest import BOOT_TIMEOUT_MS
from sitebuild import package

pytestmark = pytest.mark.browser

LINK_20_MBPS = {"offline": False, "latency": 60, "downloadThroughput": 20e6 / 8, "uploadThroughput": 5e6 / 8}
STALL_MS = 15_000
"""static/loading.js: how long a download may bring nothing before the page says so."""

BAR_STATE = """() => {
  const bar = document.querySelector('.loading-bar');
  return {value: bar && !bar.hidden ? bar.value : null, status: document.getElementById('status').textContent,
          ready: document.documentElement.hasAttribute('data-ready'), bar: !!bar, label: bar?.getAttribute('aria-label') ?? null};
}"""


def test_a_first_visit_over_a_slow_link_shows_its_downloads_filling_a_bar(context, page, site):
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", LINK_20_MBPS)
    page.goto(site + "?game=dualities")
    states = []
    while not (state := page.evaluate(BAR_STATE))["ready"]:
        states.append(state)
        page.wait_for_timeout(150)
    values = [state["value"] for state in states if state["value"] is not None]
    assert values == sorted(values), "the bar never goes back"
    assert any(10 <= value <= 90 for value in values), f"it fills as the bytes come: {values}"
    assert {state["label"] for state in states if state["bar"]} == {"Downloading Dualities"}
    said = {state["status"] for state in states}
    assert any("% of " in text and text.startswith("Getting Dualities ready") for text in said), said
    assert "Starting Dualities…" in said
    assert not state["bar"], "the bar goes once the game is ready"


def test_a_download_that_stops_says_so_and_retry_starts_the_game(page, site):
    held, finished = [], set()
    page.route(f"**/{package.SNAPSHOT}", lambda route: route.continue_() if held else held.append(route))
    page.on("requestfinished", lambda request: finished.add(request.url.rsplit("/", 1)[-1]))
    page.clock.install()
    page.goto(site + "?game=evening")
    others = {"pyodide.asm.wasm", *(name.rsplit("/", 1)[-1] for name in (package.SNAPSHOT_STDLIB, package.SNAPSHOT_PACKAGE))}
    while not others <= finished:
        page.wait_for_timeout(200)
    page.clock.fast_forward(STALL_MS + 1_000)
    retry = page.get_by_role("button", name="Retry")
    retry.wait_for()
    assert page.locator("#status").text_content() == "The download has stopped: check the connection, then retry."
    page.clock.resume()
    retry.click()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    assert page.get_by_role("button", name="Retry").count() == 0
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "snapshot"


@pytest.mark.parametrize("address", ["?game=dualities", "embed.html?game=dualities"])
def test_a_download_that_fails_says_so_and_retry_starts_the_game(page, site, address):
    wasm = "**/vendor/pyodide/pyodide.asm.wasm"
    page.route(wasm, lambda route: route.abort("internetdisconnected"))
    page.goto(site + address)
    if "embed" in address:
        page.get_by_role("button", name="Play").click()
    retry = page.get_by_role("button", name="Retry")
    retry.wait_for(timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#status").text_content() == "Dualities could not be downloaded: check the connection, then retry."
    page.unroute(wasm)
    retry.click()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    if "embed" in address:
        assert "start=now" in page.url, "the reader asked to play once already: the embed starts at once"
    assert page.locator(".board [data-cell]").count() > 0
