"""The site published under a sub-path of a host (https://example.org/games/),
served compressed as `build.py serve` does: a game starts, plays, and loads
nothing from outside its folder. And on a host that sends every file as it
is, knowing nothing of the build's compressed copies: the page still starts
from the memory snapshot, fetching its gzip form by name."""

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


def test_a_host_without_the_compressed_copies_sends_the_snapshots_gzip_form(page, site_folder):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(PlainHost, directory=str(site_folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    answers: dict[str, int] = {}
    page.on("response", lambda response: answers.setdefault(urlparse(response.url).path.lstrip("/"), response.status))
    page.goto(f"http://127.0.0.1:{server.server_address[1]}/?game=evening")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "snapshot"
    assert (answers.get(package.SNAPSHOT), answers.get(package.SNAPSHOT_GZIP)) == (404, 200)
    play_first_move(page, "evening")
    page.wait_for_function("JSON.parse(localStorage.getItem('oddsevens:evening')).record.moves.length >= 1")
    server.shutdown()
