"""The site published under a sub-path of a host (https://example.org/games/),
served compressed as `build.py serve` does: a game starts, plays, and loads
nothing from outside its folder. And on a host that sends every file as it
is, knowing nothing of the build's compressed copies: the page still starts
from the memory snapshot, or boots Python, fetching the gzip form of each
file stored compressed only by name."""

from __future__ import annotations

import functools
import http.server
import threading
from urllib.parse import urlparse

import pytest

from conftest import BOOT_TIMEOUT_MS
from ready_positions import play_first_move
from sitebuild import package, serve

pytestmark = pytest.mark.browser


def test_the_site_plays_from_a_sub_path(page, site_folder, tmp_path):
    host = tmp_path / "host"
    host.mkdir()
    (host / "games").symlink_to(site_folder)
    server = serve.make_server(host, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/games/"
    requests: list[str] = []
    page.on("request", lambda request: request.url.startswith("http") and requests.append(urlparse(request.url).path))
    page.goto(base + "?game=evening")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    play_first_move(page, "evening")
    page.wait_for_function("JSON.parse(localStorage.getItem('oddsevens:evening')).record.moves.length >= 1")
    outside = [path for path in requests if not path.startswith("/games/")]
    assert outside == [], outside
    server.shutdown()


class PlainHost(http.server.SimpleHTTPRequestHandler):
    """A static host that compresses nothing: each file by its name, as it is."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **serve.MIME_TYPES}

    def log_message(self, format: str, *args: object) -> None:
        pass


SAVING_DATA = "Object.defineProperty(navigator, 'connection', { value: { saveData: true } })"
"""A browser asked to save data, where static/boot.js boots Python rather than download the snapshot."""


@pytest.mark.parametrize("start", ["snapshot", "boot"])
def test_a_host_without_the_compressed_copies_sends_the_gzip_form_of_what_is_stored_compressed_only(page, site_folder, start):
    """The snapshot and the zips Python starts from (package.STARTING_ZIPS)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(PlainHost, directory=str(site_folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    answers: dict[str, int] = {}
    page.on("response", lambda response: answers.setdefault(urlparse(response.url).path.lstrip("/"), response.status))
    if start == "boot":
        page.add_init_script(SAVING_DATA)
    page.goto(f"http://127.0.0.1:{server.server_address[1]}/?game=evening")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.pythonStart") == start
    restored = [package.SNAPSHOT, package.SNAPSHOT_STDLIB, package.SNAPSHOT_PACKAGE]
    for name in restored if start == "snapshot" else [package.IMPORTED_STDLIB, package.PACKAGE]:
        assert (answers.get(name), answers.get(f"{name}.gz")) == (404, 200), name
    play_first_move(page, "evening")
    page.wait_for_function("JSON.parse(localStorage.getItem('oddsevens:evening')).record.moves.length >= 1")
    server.shutdown()
