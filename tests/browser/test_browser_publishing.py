"""The site published under a sub-path of a host (https://example.org/games/),
served compressed as `build.py serve` does: a game starts, plays, and loads
nothing from outside its folder."""

from __future__ import annotations

import threading
from urllib.parse import urlparse

import pytest

from conftest import BOOT_TIMEOUT_MS
from ready_positions import play_first_move
from sitebuild import serve

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
