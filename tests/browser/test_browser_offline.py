"""Installing and playing offline: the web app manifest and icons, the precache
list and cache version the build writes, and the service worker in Chromium.

The browser tests serve their own copy of the site, so they can stop the
server (really offline, whatever Chromium's offline emulation covers) or put
a new build in place of the old one.
"""

from __future__ import annotations

import gzip
import io
import json
import os
import re
import shutil
import threading
from pathlib import Path

import pytest
from PIL import Image

from conftest import BOOT_TIMEOUT_MS
from ready_positions import open_ready
from sitebuild import compress, icons, offline, package, pages, project, serve, vendor

LEGAL = ".board .cell.legal"
PYODIDE_WASM = "vendor/pyodide/pyodide.asm.wasm"


class Server:
    """A copy of the built site on a port of its own, which a test may stop."""

    def __init__(self, dist: Path) -> None:
        os.environ["ODDSEVENS_QUIET"] = "1"
        self.dist = dist
        self.httpd = serve.make_server(dist, 0)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.running = True

    def stop(self) -> None:
        if self.running:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.running = False


@pytest.fixture
def server(site_folder, tmp_path):
    running = Server(Path(shutil.copytree(site_folder, tmp_path / "dist")))
    yield running
    running.stop()


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Service workers may register here (conftest.py blocks them for other tests)."""
    return {**browser_context_args, "service_workers": "allow"}


def read_png(data: bytes) -> tuple[int, int, list[bytes]]:
    """Width, height and RGBA rows of a PNG."""
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.mode == "RGBA"
    raw = image.tobytes()
    stride = image.width * 4
    return image.width, image.height, [raw[row * stride : (row + 1) * stride] for row in range(image.height)]


def pixel(rows: list[bytes], x: int, y: int) -> tuple[int, ...]:
    return tuple(rows[y][4 * x : 4 * x + 4])


# -- what the build writes -------------------------------------------------------


def test_precache_lists_every_file_of_the_site_but_the_worker_and_the_compressed_copies(site_folder):
    manifest = offline.precache_manifest(site_folder)
    on_disk = sorted(
        path.relative_to(site_folder).as_posix() for path in site_folder.rglob("*") if path.is_file() and not compress.is_copy(path)
    )
    stored_only = [package.SNAPSHOT, *package.STARTING_ZIPS]
    stored_forms = [f"{name}{encoding.suffix}" for name in stored_only for encoding in compress.ENCODINGS]
    precached = [file for file in on_disk if file not in ("sw.js", *stored_forms, *offline.NOT_PRECACHED)]
    drawn_ahead = f"{pages.AHEAD}/"
    assert manifest["files"] == [file for file in precached if not file.startswith(drawn_ahead)], "nor the exercises' first screens"
    assert manifest["unpacked"] == stored_only, "the snapshot and the zips are kept as the page fetches them, unpacked"
    for needed in (
        "index.html",
        "manifest.webmanifest",
        "rules/dualities.html",
        "static/offline.js",
        "static/site.css",
        "static/icon-192.png",
        "vendor/pyscript/core.js",
        *(f"vendor/pyodide/{name}" for name in vendor.PYODIDE_FILES),
    ):
        assert needed in manifest["files"]
    worker = (site_folder / "sw.js").read_text(encoding="utf-8")
    first_line = worker.splitlines()[0]
    assert first_line == f"const PRECACHE = {json.dumps(manifest, separators=(',', ':'))};"
    assert "static/sw.js" not in manifest["files"]


def test_each_build_gets_its_own_cache_version(site_folder, tmp_path):
    copy = Path(shutil.copytree(site_folder, tmp_path / "dist"))
    version = offline.precache_manifest(site_folder)["version"]
    assert offline.precache_manifest(copy)["version"] == version
    css = copy / "static" / "site.css"
    css.write_text(css.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    changed = offline.precache_manifest(copy)["version"]
    assert changed != version
    offline.write_service_worker(copy)
    assert f'"version":"{changed}"' in (copy / "sw.js").read_text(encoding="utf-8")


def test_manifest_icons_and_theme_colours_match_the_site(site_folder):
    manifest = json.loads((site_folder / "manifest.webmanifest").read_text(encoding="utf-8"))
    css = (project.ROOT / "static" / "site.css").read_text(encoding="utf-8")
    light, dark = re.findall(r"--paper:\s*(#[0-9a-fA-F]+)", css)[:2]
    assert manifest["start_url"] == manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"] == manifest["background_color"] == light
    sizes = set()
    for icon in manifest["icons"]:
        data = (site_folder / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            width, height, _ = read_png(data)
            assert icon["sizes"] == f"{width}x{height}"
            sizes.add(width)
        else:
            assert icon["sizes"] == "any" and data.startswith(b"<svg")
    assert {192, 512} <= sizes
    assert any(icon.get("purpose") == "maskable" for icon in manifest["icons"])
    assert {shortcut["url"] for shortcut in manifest["shortcuts"]} >= {"./?game=dualities"}
    pages = {"index.html": "", "rules/dualities.html": "../"}
    for page, prefix in pages.items():
        text = (site_folder / page).read_text(encoding="utf-8")
        assert f'<link rel="manifest" href="{prefix}manifest.webmanifest">' in text
        assert f'<script type="module" src="{prefix}static/offline.js"></script>' in text
        assert f'content="{light}" media="(prefers-color-scheme: light)"' in text
        assert f'content="{dark}" media="(prefers-color-scheme: dark)"' in text


def test_png_icons_draw_the_svg_icon():
    svg = (project.ROOT / "static" / "icon.svg").read_text(encoding="utf-8")
    teal, dark, white = (15, 118, 110, 255), (31, 35, 40, 255), (255, 255, 255, 255)
    width, height, rounded = read_png(icons.render_icon(svg, 64, full_bleed=False))
    assert (width, height) == (64, 64)
    assert pixel(rounded, 0, 0)[3] == pixel(rounded, 3, 3)[3] == 0
    assert 0 < pixel(rounded, 5, 2)[3] < 255, "the rounded corner's edge is antialiased"
    assert pixel(rounded, 32, 4) == teal
    assert pixel(rounded, 20, 28) == dark
    assert pixel(rounded, 44, 36) == white
    slanted_edge = pixel(rounded, 28, 17)
    assert slanted_edge not in (teal, dark) and slanted_edge[3] == 255
    assert dark[1] < slanted_edge[1] < teal[1]
    _, _, square = read_png(icons.render_icon(svg, 64, full_bleed=True))
    assert pixel(square, 0, 0) == pixel(square, 3, 3) == pixel(square, 63, 63) == teal
    assert pixel(square, 20, 28) == dark and pixel(square, 44, 36) == white


@pytest.mark.parametrize("name, size, purpose", icons.PNG_ICONS)
def test_each_png_icon_has_its_size_and_corners(site_folder, name, size, purpose):
    width, height, rows = read_png((site_folder / "static" / name).read_bytes())
    assert (width, height) == (size, size)
    assert pixel(rows, 0, 0)[3] == (0 if purpose == "any" else 255), "only the maskable and Apple icons fill the square"


# -- in the browser -------------------------------------------------------------


def wait_until_cached(page) -> None:
    """The service worker serves the page and holds every file (html[data-offline])."""
    page.wait_for_selector("html[data-offline=ready]", timeout=BOOT_TIMEOUT_MS)


def cache_names(page) -> list[str]:
    return page.evaluate("caches.keys()")


def webassembly_cache() -> str:
    """static/sw.js's WEBASSEMBLY_CACHE."""
    return f"oddsevens-pyodide-{vendor.pyodide_version()}"


def site_caches(page) -> list[str]:
    return [name for name in cache_names(page) if name != webassembly_cache()]


def stones(page) -> list[str]:
    return page.eval_on_selector_all(
        ".board .cell.black, .board .cell.white", "cells => cells.map(c => c.dataset.cell + ':' + c.classList)"
    )


def preloaded(page) -> set[str]:
    return set(page.eval_on_selector_all('head link[rel="preload"]', "links => links.map(l => l.getAttribute('href'))"))


def play_a_tile(page) -> None:
    """Lay a Dualities tile (tap a legal cell twice) and wait for the computer's answer."""
    before = len(stones(page))
    page.locator(LEGAL).first.click()
    page.wait_for_selector(".board .cell.selected")
    page.locator(LEGAL).first.click()
    page.wait_for_function(
        f"document.querySelectorAll('.board .cell.black, .board .cell.white').length >= {before + 4}",
        timeout=60_000,
    )
    page.wait_for_selector(LEGAL)


@pytest.mark.browser
def test_a_game_page_caches_the_site_only_once_its_game_is_ready(page, server):
    """The service worker's download of the whole site (some 13 MB) never
    competes with a first visit's start, even when the load event comes
    before static/boot.js has put Python's script in place (it does so after
    the first paint)."""
    page.add_init_script(
        """
        const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
        navigator.serviceWorker.register = (...args) => {
          window.registeredWhenReady = document.documentElement.hasAttribute("data-ready");
          return register(...args);
        };
        """
    )
    page.goto(server.base + "?game=dualities")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    wait_until_cached(page)
    assert page.evaluate("window.registeredWhenReady") is True


@pytest.mark.browser
def test_plays_offline_after_one_visit(context, page, server):
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(server.base + "?game=dualities")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    wait_until_cached(page)
    assert page.evaluate(f"caches.match('{PYODIDE_WASM}').then(r => r ? r.headers.get('content-type') : null)") == (
        "application/wasm"
    )
    (site_cache,) = site_caches(page)
    assert page.evaluate(f"caches.open({site_cache!r}).then(c => c.match('{PYODIDE_WASM}')).then(r => r === undefined)"), (
        "the WebAssembly has a cache of its own, by Pyodide's version"
    )
    assert page.evaluate(f"caches.open({webassembly_cache()!r}).then(c => c.keys()).then(k => k.length)") == 1
    cached_snapshot = page.evaluate(
        f"caches.match('{package.SNAPSHOT}').then(r => r.arrayBuffer()).then(b => [b.byteLength, ...new Uint8Array(b, 0, 2)])"
    )
    assert cached_snapshot[1:] != [0x1F, 0x8B], "the service worker keeps the snapshot gunzipped"
    assert cached_snapshot[0] == len(gzip.decompress((server.dist / package.SNAPSHOT_GZIP).read_bytes()))
    assert preloaded(page) >= {PYODIDE_WASM, package.SNAPSHOT_STDLIB}, "a first visit preloads Python"

    server.stop()
    context.set_offline(True)
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "snapshot"
    assert PYODIDE_WASM not in preloaded(page), "Pyodide's own fetch of the WebAssembly gets Chromium's code cache"
    assert package.SNAPSHOT_STDLIB in preloaded(page)
    assert package.SNAPSHOT not in preloaded(page)
    fetched = page.evaluate("performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)")
    assert "/" + package.SNAPSHOT not in fetched, "the page reads the snapshot from the offline cache itself"
    assert "/" + package.SNAPSHOT_STDLIB in fetched
    play_a_tile(page)
    assert len(stones(page)) == 4
    page.goto(server.base + "rules/dualities.html")
    assert page.locator("h1").first.inner_text()
    page.goto(server.base)
    assert page.locator(".game-card").count() == 5
    assert errors == []


@pytest.mark.browser
def test_a_new_build_waits_for_the_player_and_replaces_the_old_cache(page, server):
    page.goto(server.base + "?game=dualities")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    wait_until_cached(page)
    (old_cache,) = site_caches(page)
    assert webassembly_cache() in cache_names(page)
    play_a_tile(page)
    board = stones(page)

    css = server.dist / "static" / "site.css"
    css.write_text(css.read_text(encoding="utf-8") + "\n/* next build */\n", encoding="utf-8")
    offline.write_service_worker(server.dist)
    page.evaluate("window.sameDocument = true")
    page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    notice = page.locator("#update-notice")
    notice.wait_for()
    assert "saved" in notice.inner_text()
    assert page.evaluate("window.sameDocument") is True
    assert stones(page) == board
    assert len(site_caches(page)) == 2

    with page.expect_navigation():
        notice.get_by_role("button", name="Reload").click()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    wait_until_cached(page)
    (new_cache,) = site_caches(page)
    assert new_cache != old_cache
    assert webassembly_cache() in cache_names(page), "the WebAssembly's cache, and the code kept beside it, outlast a new build"
    assert stones(page) == board
    assert page.evaluate("fetch('static/site.css').then(r => r.text())").endswith("/* next build */\n")
    assert page.locator("#update-notice").count() == 0



STARTS_IN_ORDER = """
window.starts = [];
new MutationObserver(() => {
  if (document.documentElement.dataset.offline === "ready" && !starts.includes("offline")) starts.push("offline");
  if (document.querySelector('script[name="bots"]') && !starts.includes("bots")) starts.push("bots");
}).observe(document, { subtree: true, childList: true, attributes: true });
"""


@pytest.mark.browser
def test_a_first_visit_starts_the_computers_worker_from_the_offline_cache(context, page, server):
    """Chromium keeps the machine code it compiles from Pyodide's WebAssembly
    only beside a copy in Cache Storage: on a first visit the page compiles
    the offline copy as soon as the offline cache takes it over, and the
    computer's worker waits for the offline cache, so its Pyodide comes from
    there too; the second visit may then skip compiling it again. The person is to move (a new
    game may open with the computer's team pick instead, which starts the
    worker at once and, on a busy machine, before the cache is filled)."""
    page.add_init_script(STARTS_IN_ORDER)
    wasm_from_offline_cache: list[bool] = []
    page.on(
        "response",
        lambda response: response.url.endswith(PYODIDE_WASM) and wasm_from_offline_cache.append(response.from_service_worker),
    )
    open_ready(page, server.base, "even-at-odds", BOOT_TIMEOUT_MS)
    page.wait_for_selector("html[data-computer-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("starts") == ["offline", "bots"]
    assert wasm_from_offline_cache == [False, True, True], (
        "the page's WebAssembly from the server, then the page's and the worker's from the offline cache"
    )


@pytest.mark.browser
def test_the_computers_worker_starts_at_once_where_there_is_no_offline_cache(browser, server):
    """Service workers refused (as in some private windows): the worker starts
    once the page is ready, without waiting for a cache that never comes."""
    refusing = browser.new_context(service_workers="block")
    try:
        page = refusing.new_page()
        page.add_init_script(STARTS_IN_ORDER)
        page.goto(server.base + "?game=even-at-odds")
        page.wait_for_selector("html[data-computer-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        assert page.evaluate("starts") == ["bots"]
        assert page.evaluate("document.documentElement.dataset.offline") == "unavailable"
    finally:
        refusing.close()
