"""Game pages and the bots' worker start Python from the build's memory
snapshot, and boot it as before whenever the snapshot fails them."""

from __future__ import annotations

import gzip
import json

import pytest

import oddsevens
from ready_positions import open_ready
from sitebuild import package
from test_browser_evening import LEGAL, STONES, place

pytestmark = pytest.mark.browser

WITHOUT_SNAPSHOT = "starting Python without its snapshot"


def test_the_page_and_the_computers_worker_start_from_the_snapshot(visit, site):
    page = visit.page
    fetched: list[str] = []
    worker_messages: list[str] = []
    page.on("request", lambda request: request.url.endswith(package.SNAPSHOT) and fetched.append(request.url))
    page.on("worker", lambda worker: worker.on("console", lambda message: worker_messages.append(message.text)))
    open_ready(page, site, "evening")
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "snapshot"
    place(page, LEGAL)
    page.wait_for_function(f"document.querySelectorAll({STONES!r}).length >= 2", timeout=60_000)
    assert len(fetched) == 2, "the page and the bots' worker each restore it"
    assert not [message for message in worker_messages if WITHOUT_SNAPSHOT in message]
    assert visit.errors == []


def test_the_page_starts_python_while_pyscript_starts(visit, site):
    """static/boot.js starts Pyodide from the snapshot at once, instead of
    after PyScript's own start (its bundle, then its plugins), which takes
    some 300 ms: the snapshot's module comes before PyScript's plugins."""
    page = visit.page
    open_ready(page, site, "dualities")
    fetched = page.evaluate("performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)")
    snapshot_module = fetched.index("/static/pyodide-snapshot.mjs")
    first_plugin = min(index for index, path in enumerate(fetched) if path.startswith("/vendor/pyscript/py-terminal"))
    assert snapshot_module < first_plugin, fetched
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "snapshot"
    assert visit.errors == []


def saved_evening_with_two_stones() -> str:
    state = oddsevens.game("evening").start(2, 7)
    for _ in range(2):
        state = state.play(state.legal_moves()[0])
    return json.dumps({"version": 1, "record": state.record(), "setup": {"seats": ["human", "computer"], "options": dict(state.options)}})


@pytest.mark.parametrize("failure", ["missing", "garbage", "truncated", "not gzip"])
def test_a_snapshot_that_fails_boots_python_as_before_and_shows_the_saved_game(visit, site, site_folder, failure):
    page = visit.page
    shipped = (site_folder / package.SNAPSHOT_GZIP).read_bytes()
    answers = {
        "missing": {"status": 404, "body": "Not Found"},
        "garbage": {"status": 200, "body": b"\x1f\x8b" + bytes(range(256)) * 64},
        "truncated": {"status": 200, "body": shipped[: len(shipped) // 2]},
        "not gzip": {"status": 200, "body": gzip.decompress(shipped)[:4096]},
    }
    for form in (package.SNAPSHOT, package.SNAPSHOT_GZIP):
        page.route(f"**/{form}", lambda route: route.fulfill(**answers[failure]))
    page.add_init_script(f"localStorage.setItem('oddsevens:evening', {json.dumps(saved_evening_with_two_stones())})")
    page.goto(f"{site}?game=evening")
    page.wait_for_selector("html[data-ready]", timeout=90_000)
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "boot"
    assert page.locator(STONES).count() == 2, "the saved game is shown"
    assert page.locator(LEGAL).count() > 0, "and it is the player's turn, as saved"
    missing = "Failed to load resource: the server responded with a status of 404 (Not Found)"
    assert [error for error in visit.errors if not (failure == "missing" and error == missing)] == []
