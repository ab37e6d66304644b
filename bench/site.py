"""The site's speed, measured in Chromium: `python3 build.py bench`.

    (a) bare      the site's Pyodide alone on a page, running one line, from
                  the server and in the emulation of the pages it is held to
    (b) first     a first visit to a game page: first board in the DOM, and
                  html[data-ready]
    (c) repeat    the same page again in a new tab, once the service worker
                  has cached the site and controls the page
    (d) click     from a click that plays a move to the new board in the DOM
    (e) engine    random playouts per second, CPython against the browser
    (f) bytes     response bodies the server sent for the first visit (up to
                  ready, and with the worker and the offline cache) and for
                  the repeat visit; also as a host that compresses would send
                  the first visit (gzip -9, brotli 11)
    (g) worker    the computer players' worker: ready after the page is, and,
                  on a page where the computer opens the game, from the
                  navigation to its first move on screen (the page's pause
                  before a computer move and its thinking included)
    (h) memory    the game page's renderer process with the worker booted
    (i) spread    each round's repeat visit against the bare boot: one fresh
                  profile each, so the race in Chromium's code cache for the
                  WebAssembly shows

(b, c, f, g, h) run twice: on the site as built, which starts Python from its
memory snapshot, and on a copy of it without the snapshot (pages boot Python
from scratch, as a build without Node does), each on a server of its own
that counts the bytes it sends.

Each first visit runs in a browser of its own on a new, empty profile
(`launch_persistent_context`): a disk cache like a real browser's, so each
file is downloaded once. Playwright's usual `new_context()` is incognito,
with an HTTP cache in memory too small for the 9.6 MB pyodide.asm.wasm,
which then came three times on a first visit (the preload, Pyodide's own
fetch, the service worker's precache) and inflated both bytes and times.

Two more parts (`--part`) measure what a reader elsewhere gets:

    network   on each network profile (browser_python.PROFILES: loopback;
              20 Mbps; a phone, 10 Mbps with the CPU slowed 4x), every page
              emulated so: the bare boot, a first visit to a game page, a
              reader's tap to a playable embed on another site, and the bytes
              of each visit
    blog      a blog post on a phone with the five games embedded, read to its
              end without a tap: the frames' bytes, how many started Python,
              the renderers' memory
    rooms     two phones in a room: each move from its tap to its showing on
              both, on loopback and with 60 ms added to each message
              (bench/rooms.py)
    lighthouse Lighthouse's mobile performance score, largest contentful
              paint and total blocking time of the menu, a rules page, an
              embed at rest, a game page and a lesson (bench/lighthouse.py)
    against   this build against another one (--against DIR, the dist/ of
              another commit), in the same rounds and browser: each game's
              first visit up to ready against the bare boot, and its clicks,
              so that a change shows whether it cost start-up or clicks

With --cpu-by-cgroup (root, cgroup v1) the network part's profiles slow
every thread of Chromium by a cgroup instead of Chromium's own CPU
slowdown, which reaches the page's main thread alone and never a worker
(static/python-boot-worker.mjs boots a slow network's Python in one).

Times are performance.now() read in the page itself, so they count from the
navigation (in an embed, from the tap) and leave Playwright's own overhead
out. Cases run round-robin, each in a fresh browser or context, so that the
machine's noise spreads over all.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import gzip
import hashlib
import http.server
import json
import math
import os
import shlex
import shutil
import statistics
import sys
import tempfile
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import brotli

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py"), str(ROOT / "tests"), str(ROOT / "tests" / "support")]

from app.pages import MENU  # noqa: E402
from bench import lighthouse, rooms  # noqa: E402
from browser_python import (  # noqa: E402
    BARE_PAGE,
    LOOPBACK,
    PROFILES,
    NetworkProfile,
    chromium,
    emulate,
    launch_options,
    python_page,
    run_python,
    served_site,
)
from conftest import BOOT_TIMEOUT_MS, system_chromium  # noqa: E402
from embedding import frame_of, other_site, serve_post  # noqa: E402
from sitebuild import browsers, compress, offline, package, project, room_service, serve, signalling  # noqa: E402

TARGETS = {
    "first_ready": 1.0,
    "repeat_ready": 0.40,
    "board": 0.2,
    "click_ms": 50.0,
    "repeat_kb": 50.0,
    "engine": 1 / 3,
    "snapshot_bytes": 6_000_000,
    "worker_after_ready": 0.5,
    "memory": 1.05,
    "first_visit_bytes": 9_000_000,
    "repeat_share": 0.8,
    "phone_stretch": 0.8,
    "blog_bytes": 2_000_000,
    "blog_memory": 400_000_000,
}
"""Ratios are to the bare boot of the same run; the snapshot's figures are the
ones held to them. Memory: the page with the snapshot against the page
without, with 5% allowed for the noise between one renderer and another.
repeat_share: the share of fresh profiles whose repeat visit is within
repeat_ready (4 of 5)."""
NETWORK_TARGETS = {"loopback": 0.6, "20mbps": 1.0, "phone": 1.0, "slow4g": 1.0}
"""A first visit and a tap to a playable embed, against the bare boot on the same profile."""
LONGEST_TASK_TARGET_MS = {"slow4g": 500}
"""The longest main-thread task of a first visit up to ready (issue 47: a tap, a scroll or the Rules link answered)."""
ROUNDS = 5
"""About 20 minutes in all on a quiet 2-core machine (more when it is busy)."""
NETWORK_ROUNDS = 3
"""Of each profile, and of the blog post: about 6 minutes for the network part
and half a minute for the blog post on a busy 2-core machine."""
NETWORK_GAME = "dualities"
FIRST_VISIT = f"index.html?game={NETWORK_GAME}"
EMBED = f"embed.html?game={NETWORK_GAME}"
EMBED_SIZE = (360, 480)
PIXEL_7 = {"viewport": {"width": 412, "height": 915}, "device_scale_factor": 2.625, "is_mobile": True, "has_touch": True}
BLOG_IDLE_MS = 1500
"""How long the blog post rests at its end before its frames are read."""
STARTED_PYTHON = "!!document.querySelector('script[type=py]') || document.documentElement.matches('[data-python-start], [data-ready]')"
"""Whether a frame started Python: static/boot.js adds the PyScript script only
to start it, and html[data-python-start] and data-ready come once Python runs."""
MOVES_PER_GAME = 30
ENGINE_SECONDS = 3.0
IDLE_MS = 2000
"""How long a page with its worker ready rests before its memory is read."""
COMPUTER_FIRST = "embed.html?game=dualities&side=even&start=now"
"""A page where the computer opens the game: Dualities with the reader on Even, the second side."""
COMPRESSED_BY_HOSTS = (".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".webmanifest")
"""The types a static host compresses; the others (zip, .gz, png) are compressed already."""
SNAPSHOT_ATTRIBUTE = ' data-snapshot=""'
WITH, WITHOUT = "snapshot", "no snapshot"

# Runs in every page and frame before the site's own scripts: notes when the
# board first appears in #board, when html[data-ready] is set, when the bots'
# worker has booted (html[data-computer-ready]) and when the computer's first
# answer arrives (html[data-computer-answers]: the page plays and draws it in
# the same task, so the observer runs once it is in the DOM), the first click
# (the tap that wakes an embed at rest), and, for each click, how long until
# #board changes and whether the click played a move (the page saves the game
# after every move, so the record's length tells).
PROBE = """
(() => {
  const bench = {
    board: null, ready: null, computerReady: null, computerMoved: null,
    clicks: [], clickAt: null, movesAtClick: null, moves: null, firstClick: null,
  };
  window.__bench = bench;
  const movesIn = (text) => {
    try { return JSON.parse(text).record.moves.length; } catch { return null; }
  };
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    const moves = movesIn(value);
    if (moves !== null) bench.moves = moves;
    return setItem.call(this, key, value);
  };
  addEventListener("click", () => {
    bench.clickAt = performance.now();
    bench.firstClick ??= bench.clickAt;
    bench.movesAtClick = bench.moves;
  }, true);
  bench.longest = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (bench.ready === null || entry.startTime < bench.ready) bench.longest = Math.max(bench.longest, entry.duration);
      }
    }).observe({ type: "longtask", buffered: true });
  } catch {
    bench.longest = null;  // a browser without long-task timing
  }
  const inBoard = (node) => node && (node.id === "board" || (node.closest && node.closest("#board")));
  new MutationObserver((records) => {
    const now = performance.now();
    if (bench.board === null && document.querySelector("#board svg")) bench.board = now;
    const root = document.documentElement;
    if (bench.ready === null && root.hasAttribute("data-ready")) bench.ready = now;
    if (bench.computerReady === null && root.hasAttribute("data-computer-ready")) bench.computerReady = now;
    if (bench.computerMoved === null && root.hasAttribute("data-computer-answers")) bench.computerMoved = now;
    if (bench.clickAt !== null && records.some((record) => inBoard(record.target))) {
      bench.clicks.push({ ms: now - bench.clickAt, played: bench.moves !== bench.movesAtClick });
      bench.clickAt = null;
    }
  }).observe(document, {
    subtree: true, childList: true, attributes: true,
    attributeFilter: ["data-ready", "data-computer-ready", "data-computer-answers"],
  });
})();
"""

# One step of a hot-seat game: a legal target on the board if there is one,
# else a tile to pick up, else a button that moves the game on. Returns what it clicked, or null.
STEP = """
async (seed) => {
  // mulberry32: well mixed for consecutive seeds (the steps), where one step
  // of an LCG alternated between two halves of the choices and, in Even at
  // Odds, kept re-anchoring a tile without ever laying it.
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const visible = (element) => element.getClientRects().length > 0 && !element.disabled;
  const legal = [...document.querySelectorAll("#board .legal")].filter(visible);
  const tiles = [...document.querySelectorAll("#board [data-tile][role=button]:not(.selected):not(.unplaceable)")].filter(visible);
  const targets = legal.length ? legal : tiles;
  const buttons = [...document.querySelectorAll(
    "#play button[data-action=move], #play button[data-action=team], #play button[data-action=reveal],"
    + " #play button[data-action=next], #play button[data-action=pass], #play button[data-action=exchange],"
    + " #play button[data-action=done]"
  )].filter(visible);
  const choices = targets.length ? targets : buttons;
  if (!choices.length) return null;
  const element = choices[Math.floor(random() * choices.length)];
  const before = window.__bench.clicks.length;
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  for (let waited = 0; waited < 3000 && window.__bench.clicks.length === before; waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return element.dataset.action || element.dataset.cell || element.dataset.tile || element.tagName;
}
"""

# The same code counts random playouts in CPython and in Pyodide.
PLAYOUTS = """
import json, random, time
import oddsevens

def playouts(game_id, seconds):
    game = oddsevens.game(game_id)
    chooser = random.Random(1)
    count = moves = 0
    deadline = time.perf_counter() + seconds
    started = time.perf_counter()
    while time.perf_counter() < deadline:
        state = game.start(seed=count)
        while not state.over:
            seat = chooser.choice(state.to_move)
            state = state.play(chooser.choice(state.legal_moves(seat)), seat)
            moves += 1
        count += 1
    elapsed = time.perf_counter() - started
    return {"playouts": count / elapsed, "moves": moves / elapsed}
"""


class Sent(NamedTuple):
    """One response body the server sent."""

    path: str
    size: int
    offline_cache: bool
    """Asked for by the service worker, to cache the site for offline use (or
    the service worker itself): its requests name sw.js as their referrer.
    It starts once the page is ready, so some of these may come in before
    the bench notices that the page is."""


class ByteCounter:
    """Response bodies the site's server sends, listed between takes."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent: list[Sent] = []

    def add(self, sent: Sent) -> None:
        with self.lock:
            self.sent.append(sent)

    def take(self) -> list[Sent]:
        with self.lock:
            sent, self.sent = self.sent, []
        return sent


def first_downloads(sent: list[Sent]) -> list[Sent]:
    """Each path's first download: the page's own share, without a file fetched again."""
    first: dict[str, Sent] = {}
    for response in sent:
        first.setdefault(response.path, response)
    return list(first.values())


def total(sent: list[Sent]) -> int:
    return sum(response.size for response in sent)


def counting_server(dist: Path, counter: ByteCounter) -> Any:
    class CountingHandler(serve.StaticHandler):
        def send_header(self, keyword: str, value: str) -> None:
            if keyword.lower() == "content-length" and self.command == "GET":
                referrer = urllib.parse.urlsplit(self.headers.get("Referer", "")).path
                offline_cache = (
                    self.headers.get("Sec-Fetch-Dest") == "serviceworker" or referrer == "/" + offline.SERVICE_WORKER
                )
                counter.add(Sent(self.path, int(value), offline_cache))
            super().send_header(keyword, value)

    handler = functools.partial(CountingHandler, directory=str(dist))
    return http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)


@dataclass
class Site:
    """One build of the site on a server of its own that counts the bytes it sends."""

    name: str
    dist: Path
    base: str
    counter: ByteCounter
    python_start: str
    """What html[data-python-start] must say, so that a silent fallback cannot fake the figures:
    "snapshot" where the page restored it, "boot" where the build has no snapshot."""


def copy_without_snapshot(dist: Path, copy: Path) -> Path:
    """The site as a build without Node makes it: no snapshot file, no
    html[data-snapshot] (so static/boot.js boots Python from scratch), the
    whole standard library (the build now leaves out what nothing imports,
    and boots with less) and a service worker that precaches those files."""
    shutil.copytree(dist, copy)
    for companion in (package.SNAPSHOT, package.SNAPSHOT_STDLIB, package.SNAPSHOT_PACKAGE):
        for form in compress.compressed_only(copy / companion).values():
            form.unlink()
    package.copy_stdlib(copy / "vendor" / "pyodide" / "python_stdlib.zip", whole=True)
    for form in compress.compressed_only(copy / package.IMPORTED_STDLIB).values():
        form.unlink()
    package.write_imported_stdlib(copy, whole=True)
    compress.store_compressed_only(copy / package.IMPORTED_STDLIB, used=set())
    (copy / BARE_PAGE).unlink(missing_ok=True)
    for name in ("index.html", "embed.html"):
        page = copy / name
        text = page.read_text(encoding="utf-8")
        if SNAPSHOT_ATTRIBUTE not in text:
            raise RuntimeError(f"{name} of the build has no{SNAPSHOT_ATTRIBUTE}: is there a snapshot at all?")
        page.write_text(text.replace(SNAPSHOT_ATTRIBUTE, "", 1), encoding="utf-8")
    offline.write_service_worker(copy)
    return copy


@contextmanager
def counted_sites() -> Iterator[tuple[str, Site, Site]]:
    """The harness's site and bare page (not counted), and two counting servers:
    on the same files, and on a copy of them without the memory snapshot."""
    with served_site() as (dist, base), tempfile.TemporaryDirectory(prefix="oddsevens-bench-") as folder:
        plain = copy_without_snapshot(dist, Path(folder) / "dist")
        servers = []
        sites = []
        for name, files, start in ((WITH, dist, "snapshot"), (WITHOUT, plain, "boot")):
            counter = ByteCounter()
            server = counting_server(files, counter)
            threading.Thread(target=server.serve_forever, daemon=True).start()
            servers.append(server)
            sites.append(Site(name, files, f"http://127.0.0.1:{server.server_address[1]}/", counter, start))
        try:
            yield base, sites[0], sites[1]
        finally:
            for server in servers:
                server.shutdown()


@dataclass
class Renderer:
    """One of Chromium's renderer processes, its memory in bytes."""

    pid: int
    private: int
    """Private_Clean + Private_Dirty: what the process alone holds, its footprint."""
    pss: int
    """Proportional set size: the private memory plus its share of what it maps with others."""
    threads: set[str]


def renderers(profile: Path) -> dict[int, Renderer]:
    """The renderer processes of the browser running on `profile`, as Chromium
    marks them (`--type=renderer`; every process of that browser names its
    profile folder on its command line), read from /proc."""
    profile_switch = f"--user-data-dir={profile}".encode()
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            # Chromium rewrites its command line as one text with spaces.
            switches = (entry / "cmdline").read_bytes().replace(b"\0", b" ").split()
            if b"--type=renderer" not in switches or profile_switch not in switches:
                continue
            fields = {}
            for line in (entry / "smaps_rollup").read_text().splitlines()[1:]:
                name, value, *_ = line.split()
                fields[name.rstrip(":")] = int(value) * 1024
            threads = {(task / "comm").read_text().strip() for task in (entry / "task").iterdir()}
        except OSError:  # the process ended meanwhile
            continue
        pid = int(entry.name)
        found[pid] = Renderer(pid, fields["Private_Clean"] + fields["Private_Dirty"], fields["Pss"], threads)
    return found


def page_memory(at_ready: dict[int, Renderer], with_worker: dict[int, Renderer]) -> dict[str, int | None]:
    """The game page's renderer, at ready and once its worker is ready: the one
    renderer running a dedicated worker (workers run as threads of their
    page's renderer; Linux names them "DedicatedWorker thread", cut to 15
    characters). On a repeat visit in a new tab, the service worker runs in
    another renderer (the one the first visit's page left), and Chromium's
    spare renderer waits empty: neither is the page's."""
    pages = [renderer for renderer in with_worker.values() if "DedicatedWorker" in renderer.threads]
    if len(pages) != 1 or "ServiceWorker t" in pages[0].threads or pages[0].pid not in at_ready:
        print(f"[bench] no renderer of the page alone with its worker: {with_worker}", file=sys.stderr, flush=True)
        return dict.fromkeys(("ready_private", "ready_pss", "worker_private", "worker_pss"))
    page, before = pages[0], at_ready[pages[0].pid]
    return {"ready_private": before.private, "ready_pss": before.pss, "worker_private": page.private, "worker_pss": page.pss}


@contextmanager
def fresh_browser(browser_type: Any, device: dict[str, Any] | None = None) -> Iterator[tuple[Any, Path]]:
    """A browser of its own on a new, empty profile folder, with a disk cache
    like a person's browser; `device`: its screen and touch (PIXEL_7)."""
    with tempfile.TemporaryDirectory(prefix="oddsevens-profile-") as folder:
        options = {**launch_options(), **(device or {})}
        # gc() in the page and its worker, so memory is read without the
        # garbage of the start (download buffers) that V8 frees when it gets to it.
        options["args"] = [*options["args"], "--js-flags=--expose-gc"]
        context = browser_type.launch_persistent_context(folder, **options)
        try:
            yield context, Path(folder)
        finally:
            context.close()


def page_times(page: Any) -> dict[str, Any]:
    return page.evaluate(
        "({ board: window.__bench.board, ready: window.__bench.ready,"
        " computerReady: window.__bench.computerReady, computerMoved: window.__bench.computerMoved })"
    )


def wait_for(page: Any, selector: str) -> None:
    page.wait_for_selector(selector, state="attached", timeout=BOOT_TIMEOUT_MS)


CHOSE_TO_BOOT = "[...document.querySelectorAll('script[type=py]')].some((script) => /start=boot/.test(script.getAttribute('config')))"
"""Whether the page chose to boot Python rather than restore the snapshot
(static/boot.js's snapshotPays, on a slow network): then "boot" is no fallback."""


def check_start(page: Any, site: Site, address: str) -> str | None:
    """How the page started Python, checked against what `site` must say."""
    start = page.evaluate("document.documentElement.dataset.pythonStart ?? null")
    chosen = start == "boot" and site.python_start == "snapshot" and page.evaluate(CHOSE_TO_BOOT)
    if start != site.python_start and not chosen:
        raise RuntimeError(f"{site.name}, {address}: html[data-python-start] is {start!r}, not {site.python_start!r}")
    return start


def check_emulated(profile: NetworkProfile, ms: float, sent: list[Sent], what: str) -> None:
    """Refuses a time the profile's link could not have given: some download
    went around the emulation (a target it did not reach)."""
    least = profile.least_ms(total(sent))
    if ms < least:
        raise RuntimeError(
            f"{what} on {profile.name}: {ms:.0f} ms for {total(sent):,} bytes, which take {least:.0f} ms on that link"
        )


def bare_boot(browser: Any, site: Site, profile: NetworkProfile = LOOPBACK) -> float:
    """The bare page from the site's own server (compressed as it sends the
    site), on `profile`: the baseline the site's figures are ratios to."""
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        emulate(context, page, profile)
        site.counter.take()
        page.goto(site.base + BARE_PAGE)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        ms = page.evaluate("window.bootMs")
        check_emulated(profile, ms, site.counter.take(), "the bare boot")
        return ms
    finally:
        context.close()


def new_tab(context: Any, url: str, computer_first: bool, profile: NetworkProfile) -> Any:
    """A returning visit in a new tab, up to ready (where the computer opens the game, with storage cleared first)."""
    page = context.new_page()
    emulate(context, page, profile)
    if computer_first:
        page.add_init_script("localStorage.clear()")
    page.goto(url)
    wait_for(page, "html[data-ready]")
    return page


def page_sent(sent: list[Sent]) -> list[Sent]:
    """What the page itself downloaded, without the offline cache's downloads
    that came in before the bench noticed the page was ready."""
    return [response for response in sent if not response.offline_cache]


def probed_page(context: Any, profile: NetworkProfile) -> Any:
    """A fresh browser's first tab, with the bench's probe and `profile`'s emulation."""
    context.add_init_script(PROBE)
    page = context.pages[0] if context.pages else context.new_page()
    emulate(context, page, profile)
    return page


WORKER_PHASES = f"performance.getEntriesByName({json.dumps(package.WORKER_BOOT_MEASURE)})[0]?.detail ?? null"
"""The phases of the page's Python booted in a worker, in ms (bootMs,
archiveMs, importMs: static/python-boot-worker.mjs), or null."""


def slowed_worker(ms: float, page: Any, profile: NetworkProfile) -> float:
    """`ms`, a start's time on `profile`, as if the worker that booted the
    page's Python had run as slowly as the page's main thread: Chromium's CPU
    slowdown never reaches a worker (package.WORKER_BOOT_MEASURE). The page
    waits for the worker's snapshot, which comes once it has booted and the
    package has arrived, then imported; slowed, its boot and imports take
    cpu_slowdown times as long, and the package's download no less."""
    phases = page.evaluate(WORKER_PHASES)
    if not phases:
        return ms
    slowdown, boot, archive, imports = profile.cpu_slowdown, phases["bootMs"], phases["archiveMs"], phases["importMs"]
    return ms + max(slowdown * boot, archive) + slowdown * imports - max(boot, archive) - imports


def open_up_to_ready(page: Any, site: Site, address: str) -> tuple[list[Sent], str | None]:
    """`address` opened up to ready, checked to start as `site` must; the
    responses sent meanwhile, and how the page started Python."""
    site.counter.take()
    page.goto(site.base + address)
    wait_for(page, "html[data-ready]")
    sent = site.counter.take()
    return sent, check_start(page, site, address)


def visits(
    browser_type: Any, site: Site, address: str, computer_first: bool = False, profile: NetworkProfile = LOOPBACK
) -> dict[str, Any]:
    """A first visit to `address` in a fresh browser; once the service worker
    controls the page and the bots' worker is ready, the page closes and a
    new tab visits again (a saved game resumed; where the computer opens the
    game, a new one: storage cleared before the page starts), then a third
    tab, the later visit, up to ready. Times in ms from the navigation,
    memory of the repeat visit in bytes, the responses sent: the page's own
    up to ready, the whole first visit, the repeat visit."""
    ready_for = ["html[data-computer-ready]"] + (["html[data-computer-answers]"] if computer_first else [])
    with fresh_browser(browser_type) as (context, folder):
        page = probed_page(context, profile)
        to_ready, _start = open_up_to_ready(page, site, address)
        for selector in ["html[data-offline=ready]"] + ready_for:
            wait_for(page, selector)
        first = page_times(page)
        first_visit = to_ready + site.counter.take()
        page.close()
        page = new_tab(context, site.base + address, computer_first, profile)
        at_ready = renderers(folder)
        check_start(page, site, address)
        for selector in ready_for:
            wait_for(page, selector)
        page.wait_for_timeout(IDLE_MS)
        memory = page_memory(at_ready, renderers(folder))
        for scope in (page, *page.workers):
            scope.evaluate("gc()")
        page.wait_for_timeout(IDLE_MS // 4)
        collected = page_memory(at_ready, renderers(folder))
        memory.update({"collected_private": collected["worker_private"], "collected_pss": collected["worker_pss"]})
        repeat = page_times(page)
        repeat_visit = site.counter.take()
        page.close()
        later = page_times(new_tab(context, site.base + address, computer_first, profile))
    page_share = first_downloads(page_sent(to_ready))
    figures: dict[str, Any] = {
        "to_ready": page_share, "first_visit": first_visit, "repeat_visit": repeat_visit, "later_ready": later["ready"],
    }
    for visit, times in (("first", first), ("repeat", repeat)):
        figures[f"{visit}_board"] = times["board"]
        figures[f"{visit}_ready"] = times["ready"]
        figures[f"{visit}_worker"] = times["computerReady"] - times["ready"]
        figures[f"{visit}_moved"] = times["computerMoved"]
    return {**figures, **memory}


def network_visit(browser_type: Any, site: Site, profile: NetworkProfile) -> dict[str, Any]:
    """A first visit to a game page in a fresh browser up to ready, then the
    whole visit (the offline cache filled, the bots' worker ready), then the
    repeat visit in a new tab up to its worker ready; every page on `profile`.
    Times in ms from the navigation, bytes as the server sent them."""
    with fresh_browser(browser_type) as (context, _):
        page = probed_page(context, profile)
        up_to_ready, start = open_up_to_ready(page, site, FIRST_VISIT)
        for selector in ("html[data-offline=ready]", "html[data-computer-ready]"):
            wait_for(page, selector)
        first = slowed_worker(page_times(page)["ready"], page, profile)
        longest = page.evaluate("window.__bench.longest")
        first_visit = up_to_ready + site.counter.take()
        page.close()
        page = new_tab(context, site.base + FIRST_VISIT, False, profile)
        wait_for(page, "html[data-computer-ready]")
        repeat = page_times(page)["ready"]
        repeat_visit = site.counter.take()
    to_ready = page_sent(up_to_ready)
    check_emulated(profile, first, to_ready, "a first visit")
    return {
        "first_ready": first, "repeat_ready": repeat, "longest_task": longest, "start": start,
        "page_bytes": total(to_ready), "all_bytes": total(first_visit), "repeat_bytes": total(repeat_visit),
    }


def embed_tap(browser_type: Any, site: Site, post: str, profile: NetworkProfile) -> dict[str, Any]:
    """A reader's tap on Play in an embed at rest on another site's page (a
    fresh browser), to the game ready in the frame: ms from the tap, as the
    frame's own clock tells, and the bytes the frame downloaded meanwhile."""
    with fresh_browser(browser_type) as (context, _):
        page = probed_page(context, profile)
        page.goto(post)
        embed = page.frame_locator("iframe")
        embed.locator("html[data-at-rest]").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
        site.counter.take()
        embed.locator(".embed-play").click()
        embed.locator("html[data-ready]").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
        sent = site.counter.take()
        frame = frame_of(page, other_site(site.base))
        check_start(frame, site, EMBED)
        times = frame.evaluate("({ tap: window.__bench.firstClick, ready: window.__bench.ready })")
        ms = slowed_worker(times["ready"] - times["tap"], frame, profile)
    check_emulated(profile, ms, sent, "a tap to a playable embed")
    return {"tap_ready": ms, "tap_bytes": total(sent)}


def blog_post(browser_type: Any, site: Site, post: str) -> dict[str, Any]:
    """The blog post of five embeds on a phone (a fresh browser), scrolled
    frame by frame to its end without a tap: the frames' bytes, how many
    started Python, and the memory of every renderer of the browser, whose one
    tab is the post."""
    with fresh_browser(browser_type, PIXEL_7) as (context, folder):
        page = context.pages[0] if context.pages else context.new_page()
        site.counter.take()
        page.goto(post)
        for game_id in MENU:
            page.locator(f"iframe[title='{game_id}']").scroll_into_view_if_needed()
            frame = page.frame_locator(f"iframe[title='{game_id}']")
            frame.locator("html[data-at-rest]").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
        page.wait_for_timeout(BLOG_IDLE_MS)
        sent = site.counter.take()
        started = [frame.url for frame in page.frames if frame.parent_frame and frame.evaluate(STARTED_PYTHON)]
        tab = renderers(folder).values()
    return {
        "bytes": total(sent), "python": len(started), "renderers": len(tab),
        "private": sum(renderer.private for renderer in tab), "pss": sum(renderer.pss for renderer in tab),
    }


def click_times(browser: Any, base: str, game_id: str, moves: int) -> dict[str, list[float]]:
    """Milliseconds from each click to the board it changes, over `moves` moves with a friend:
    the clicks that play a move, and all of them (picking a tile up, showing a
    player's hand in hot-seat play: a whole board drawn)."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(PROBE)
    address = f"{base}embed.html?game={game_id}&opponent=friend&start=now"
    try:
        page = context.new_page()
        page.goto(address)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        played: list[float] = []
        every: list[float] = []
        step = 0
        while len(played) < moves:
            step += 1
            if step > moves * 20:
                raise RuntimeError(f"{game_id}: only {len(played)} moves after {step} clicks")
            if page.evaluate(STEP, step) is None:  # the game is over: a fresh one
                page.evaluate("localStorage.clear()")
                page.goto(address)
                page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
                continue
            clicks = page.evaluate("window.__bench.clicks.splice(0)")
            played.extend(click["ms"] for click in clicks if click["played"])
            every.extend(click["ms"] for click in clicks)
        return {"moves": played[:moves], "all": every}
    finally:
        context.close()


def engine_speed(browser: Any, base: str, game_ids: list[str], seconds: float) -> dict[str, dict[str, float]]:
    namespace: dict[str, Any] = {}
    exec(PLAYOUTS, namespace)
    page = python_page(browser, base)
    run_python(page, PLAYOUTS + "\njson.dumps(None)")
    speeds = {}
    try:
        for game_id in game_ids:
            native = namespace["playouts"](game_id, seconds)
            browser_side = run_python(page, f"json.dumps(playouts({game_id!r}, {seconds}))")
            speeds[game_id] = {"cpython": native["playouts"], "browser": browser_side["playouts"]}
    finally:
        page.close()
    return speeds


class HostSizes:
    """What a static host that compresses would send: gzip -9 and brotli
    (quality 11) of each file of a type hosts compress, the others as they
    are. Kept by content, so that both sites share the work (brotli 11 takes
    some 40 s for pyodide.asm.wasm alone)."""

    def __init__(self) -> None:
        self.known: dict[bytes, tuple[int, int]] = {}

    def of(self, file: Path) -> tuple[int, int]:
        data = file.read_bytes()
        if file.suffix not in COMPRESSED_BY_HOSTS:
            return len(data), len(data)
        key = hashlib.sha256(data).digest()
        if key not in self.known:
            self.known[key] = (len(gzip.compress(data, compresslevel=9)), len(brotli.compress(data, quality=11)))
        return self.known[key]

    def sent(self, dist: Path, sent: list[Sent]) -> tuple[int, int]:
        """gzip and brotli totals of these responses; a body that is no file (an error page) as it was."""
        gzip_total = brotli_total = 0
        for response in sent:
            path = urllib.parse.unquote(urllib.parse.urlsplit(response.path).path).lstrip("/")
            file = dist / (path + "index.html" if path == "" or path.endswith("/") else path)
            gzipped, brotli_size = self.of(file) if file.is_file() else (response.size, response.size)
            gzip_total += gzipped
            brotli_total += brotli_size
        return gzip_total, brotli_total


def add_byte_figures(run: dict[str, Any], dist: Path, hosts: HostSizes) -> None:
    """Replaces a visit's lists of responses by their totals, as sent and compressed."""
    to_ready, first_visit, repeat_visit = run.pop("to_ready"), run.pop("first_visit"), run.pop("repeat_visit")
    run["page_bytes"], run["all_bytes"], run["repeat_bytes"] = total(to_ready), total(first_visit), total(repeat_visit)
    run["page_gzip"], run["page_brotli"] = hosts.sent(dist, to_ready)
    run["all_gzip"], run["all_brotli"] = hosts.sent(dist, first_visit)


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def figure(runs: list[dict[str, Any]], key: str) -> float:
    """The median of one figure over the rounds, leaving out those that could not be measured."""
    return median([run[key] for run in runs if run[key] is not None])


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def report(
    bare: list[float],
    pages: dict[str, dict[str, list[dict[str, Any]]]],
    opening: dict[str, list[dict[str, Any]]],
    clicks: dict[str, dict[str, list[float]]],
    engines: dict[str, dict[str, float]],
    rounds: int,
    machine: str,
) -> str:
    """`pages`: each game page's visits by site (WITH, WITHOUT the snapshot); `opening`: the page where the computer moves first."""
    boot = median(bare)
    lines = [
        f"bench: {time.strftime('%Y-%m-%d %H:%M')}, {rounds} round(s), medians; ratios are to the bare Pyodide boot",
        f"machine: {machine}",
        "",
        f"(a) bare Pyodide boot: {boot:.0f} ms",
        "",
        "(b, c) start, ms: a first visit (new profile), a repeat visit (new tab, served by the service worker),",
        "       and a later visit (the third: always with Chromium's code cache for the WebAssembly)",
        "                            first board  ratio  first ready  ratio  repeat board  repeat ready  ratio  later ready  ratio",
    ]
    met: list[tuple[str, bool]] = []

    def rows(game_id: str) -> Iterator[tuple[str, str, list[dict[str, Any]]]]:
        for site in (WITH, WITHOUT):
            yield f"  {game_id if site == WITH else '':<14}{site:<12}", site, pages[game_id][site]

    for game_id in pages:
        for label, site, runs in rows(game_id):
            board, ready = figure(runs, "first_board"), figure(runs, "first_ready")
            again_board, again, later = figure(runs, "repeat_board"), figure(runs, "repeat_ready"), figure(runs, "later_ready")
            lines.append(
                f"{label}{board:>13.0f}  {board / boot:>5.2f}  {ready:>11.0f}  {ready / boot:>5.2f}"
                f"  {again_board:>12.0f}  {again:>12.0f}  {again / boot:>5.2f}  {later:>11.0f}  {later / boot:>5.2f}"
            )
            if site == WITH:
                met.append((f"{game_id}: first board <= {TARGETS['board']} x bare", board / boot <= TARGETS["board"]))
                met.append((f"{game_id}: first visit ready <= {TARGETS['first_ready']} x bare", ready / boot <= TARGETS["first_ready"]))
                repeat_target = TARGETS["repeat_ready"]
                met.append((f"{game_id}: repeat visit ready <= {repeat_target:.2f} x bare", again / boot <= repeat_target))
    if clicks:
        moves = min(len(times["moves"]) for times in clicks.values())
        lines += [
            "",
            f"(d) click to new board, ms, {moves} moves with a friend   median     p90     max   every click: median   max",
        ]
        for game_id, times in clicks.items():
            ordered, every = sorted(times["moves"]), sorted(times["all"])
            p90 = ordered[int(0.9 * (len(ordered) - 1))]
            lines.append(
                f"  {game_id:<50} {median(ordered):>6.1f}  {p90:>6.1f}  {ordered[-1]:>6.1f}"
                f"  {median(every):>19.1f}  {every[-1]:>5.1f}"
            )
            met.append((f"{game_id}: click <= {TARGETS['click_ms']:.0f} ms", median(ordered) <= TARGETS["click_ms"]))
    if engines:
        lines += ["", "(e) random playouts/s    CPython    browser  ratio"]
        for game_id, speed in engines.items():
            speed_ratio = speed["browser"] / speed["cpython"]
            lines.append(f"  {game_id:<20} {speed['cpython']:>9.1f}  {speed['browser']:>9.1f}  {speed_ratio:>5.2f}")
            met.append((f"{game_id}: browser playouts >= 1/3 CPython", speed_ratio >= TARGETS["engine"]))
    if pages:
        lines += [
            "",
            "(f) bytes from the server, kB: a first visit up to ready (the page's share) and whole (with the",
            "    worker and the offline cache), as sent and as a compressing host would send them; a repeat visit",
            "                                page    whole   gzip -9: page    whole   brotli 11: page    whole   repeat",
        ]
        keys = ("page_bytes", "all_bytes", "page_gzip", "all_gzip", "page_brotli", "all_brotli", "repeat_bytes")
        for game_id in pages:
            medians: dict[str, dict[str, float]] = {}
            for label, site, runs in rows(game_id):
                medians[site] = {key: figure(runs, key) / 1000 for key in keys}
                kb = medians[site]
                lines.append(
                    f"{label}{kb['page_bytes']:>10.0f}  {kb['all_bytes']:>7.0f}  {kb['page_gzip']:>13.0f}  {kb['all_gzip']:>7.0f}"
                    f"  {kb['page_brotli']:>15.0f}  {kb['all_brotli']:>7.0f}  {kb['repeat_bytes']:>7.1f}"
                )
            extra = {key: medians[WITH][key] - medians[WITHOUT][key] for key in ("page_bytes", "page_gzip", "page_brotli")}
            lines.append(
                f"  {'':<14}extra bytes up to ready, against the site before the snapshot: {extra['page_bytes']:.0f} kB"
                f" (gzip {extra['page_gzip']:.0f}, brotli {extra['page_brotli']:.0f})"
            )
            met.append((
                f"{game_id}: the snapshot's extra bytes up to ready <= {TARGETS['snapshot_bytes']:,} B",
                extra["page_bytes"] * 1000 <= TARGETS["snapshot_bytes"],
            ))
            met.append((
                f"{game_id}: a first visit up to ready <= {TARGETS['first_visit_bytes']:,} B",
                medians[WITH]["page_bytes"] * 1000 <= TARGETS["first_visit_bytes"],
            ))
            repeat = medians[WITH]["repeat_bytes"]
            met.append((f"{game_id}: repeat visit <= {TARGETS['repeat_kb']:.0f} kB", repeat <= TARGETS["repeat_kb"]))
        lines += [
            "",
            "(g) the computer's worker, ms: ready after the page is ready   first visit  ratio   repeat visit  ratio",
        ]
        for game_id in pages:
            for label, site, runs in rows(game_id):
                first, again = figure(runs, "first_worker"), figure(runs, "repeat_worker")
                lines.append(f"{label}{first:>44.0f}  {first / boot:>5.2f}  {again:>13.0f}  {again / boot:>5.2f}")
                if site == WITH:
                    met.append((
                        f"{game_id}: worker ready after the page, repeat visit, <= {TARGETS['worker_after_ready']} x bare",
                        again / boot <= TARGETS["worker_after_ready"],
                    ))
    if opening:
        lines.append(f"    from the navigation to the computer's first move on screen, {COMPUTER_FIRST}:")
        for site, runs in opening.items():
            first, again = figure(runs, "first_moved"), figure(runs, "repeat_moved")
            lines.append(f"  {'':<14}{site:<12}{first:>44.0f}  {first / boot:>5.2f}  {again:>13.0f}  {again / boot:>5.2f}")
    if pages:
        lines += [
            "",
            "(h) memory of the game page's renderer, MB (repeat visit; its worker runs in it): at ready, with the",
            "    worker ready and idle 2 s, and after a garbage collection in the page and the worker",
            "                            at ready: private     pss   with its worker: private     pss   collected: private     pss   ratio",
        ]
        for game_id in pages:
            private = {site: figure(pages[game_id][site], "collected_private") for site in (WITH, WITHOUT)}
            for label, site, runs in rows(game_id):
                memory_keys = ("ready_private", "ready_pss", "worker_private", "worker_pss", "collected_private", "collected_pss")
                mb = {key: figure(runs, key) / 1e6 for key in memory_keys}
                ratio = f"{private[WITH] / private[WITHOUT]:>7.2f}" if site == WITH else ""
                lines.append(
                    f"{label}{mb['ready_private']:>19.0f}  {mb['ready_pss']:>6.0f}  {mb['worker_private']:>24.0f}"
                    f"  {mb['worker_pss']:>6.0f}  {mb['collected_private']:>18.0f}  {mb['collected_pss']:>6.0f} {ratio}"
                )
            met.append((
                f"{game_id}: memory with the snapshot, collected, <= {TARGETS['memory']:.2f} x without (5% for noise)",
                private[WITH] <= TARGETS["memory"] * private[WITHOUT],
            ))
    lines += ["", "targets:"] + [f"  {verdict(ok):<8} {name}" for name, ok in met]
    return "\n".join(lines)


def markdown_table(head: list[str], rows: list[list[str]]) -> list[str]:
    """A Markdown table, its first column left-aligned and the figures right."""
    return [
        "| " + " | ".join(head) + " |",
        "|" + "|".join([":---"] + ["---:"] * (len(head) - 1)) + "|",
        *("| " + " | ".join(row) + " |" for row in rows),
    ]


def targets_met(met: list[tuple[str, bool]]) -> list[str]:
    return ["", "targets:", ""] + [f"- {verdict(ok)}: {name}" for name, ok in met]


def repeat_report(bare: list[float], pages: dict[str, dict[str, list[dict[str, Any]]]], machine: str) -> str:
    """Each round's repeat visit with the snapshot, one fresh profile each, against the run's bare boot."""
    boot = median(bare)
    rows = []
    met: list[tuple[str, bool]] = []
    for game_id, sites in pages.items():
        ratios = [run["repeat_ready"] / boot for run in sites[WITH]]
        within = sum(ratio <= TARGETS["repeat_ready"] for ratio in ratios)
        needed = math.ceil(TARGETS["repeat_share"] * len(ratios))
        rows.append([game_id, ", ".join(f"{ratio:.3f}" for ratio in ratios), f"{within} of {len(ratios)}"])
        met.append((
            f"{game_id}: repeat visit <= {TARGETS['repeat_ready']:.2f} x bare in at least {needed} of {len(ratios)} fresh profiles",
            within >= needed,
        ))
    lines = [
        "## (i) The repeat visit over fresh profiles",
        "",
        f"bench: {time.strftime('%Y-%m-%d %H:%M')}, {min(len(sites[WITH]) for sites in pages.values())} fresh profiles a game",
        "",
        f"machine: {machine}",
        "",
        "One fresh profile a round of the start part: a first visit, then the repeat visit in a new tab, its ready"
        f" time against the bare boot of the run ({boot:.0f} ms), round by round.",
        "",
        *markdown_table(["game", "repeat ready / bare boot", f"<= {TARGETS['repeat_ready']:.2f}"], rows),
    ]
    return "\n".join(lines + targets_met(met))


def network_report(
    results: dict[str, dict[str, list[Any]]], profiles: dict[str, NetworkProfile], rounds: int, machine: str
) -> str:
    """`results`: by profile, the bare boots (ms), the visits (network_visit) and the taps (embed_tap)."""
    lines = [
        "## Network profiles",
        "",
        f"bench: {time.strftime('%Y-%m-%d %H:%M')}, {rounds} round(s) per profile, medians;"
        " ratios are to the bare Pyodide boot of the same profile, served the same way",
        "",
        f"machine: {machine}",
        "",
        "profiles: " + "; ".join(profile.describe() for profile in profiles.values()),
        "",
        f"`{FIRST_VISIT}`, a first visit in a new profile up to html[data-ready], and the repeat visit in a new tab;"
        f" `{EMBED}` framed by a page on another site, from the tap on Play to the frame's html[data-ready].",
        "",
    ]
    rows = []
    byte_rows = []
    met: list[tuple[str, bool]] = []
    most_to_ready = 0.0
    for key, profile in profiles.items():
        measured = results[key]
        boot = median(measured["bare"])
        first, repeat = figure(measured["visits"], "first_ready"), figure(measured["visits"], "repeat_ready")
        tap = figure(measured["taps"], "tap_ready")
        longest = figure(measured["visits"], "longest_task")
        starts = "/".join(sorted({str(visit["start"]) for visit in measured["visits"]}))
        rows.append([
            profile.name, starts, f"{boot:.0f}", f"{first:.0f}", f"{first / boot:.2f}", f"{longest:.0f}", f"{tap:.0f}",
            f"{tap / boot:.2f}", f"{repeat:.0f}", f"{repeat / boot:.2f}",
        ])
        if key in LONGEST_TASK_TARGET_MS:
            met.append((f"{profile.name}: longest main-thread task up to ready <= {LONGEST_TASK_TARGET_MS[key]} ms",
                        longest <= LONGEST_TASK_TARGET_MS[key]))
        kb = {name: figure(measured["visits"], name) / 1000 for name in ("page_bytes", "all_bytes", "repeat_bytes")}
        byte_rows.append([
            profile.name, f"{kb['page_bytes']:.0f}", f"{kb['all_bytes']:.0f}", f"{kb['repeat_bytes']:.1f}",
            f"{figure(measured['taps'], 'tap_bytes') / 1000:.0f}",
        ])
        most_to_ready = max(most_to_ready, kb["page_bytes"] * 1000)
        target = NETWORK_TARGETS[key]
        met.append((f"{profile.name}: first visit ready <= {target} x bare", first / boot <= target))
        met.append((f"{profile.name}: tap to a playable embed <= {target} x bare", tap / boot <= target))
        if profile.cpu_slowdown != 1:
            stretch = TARGETS["phone_stretch"]
            met.append((f"{profile.name} (stretch): first visit ready <= {stretch} x bare", first / boot <= stretch))
            met.append((f"{profile.name} (stretch): tap to a playable embed <= {stretch} x bare", tap / boot <= stretch))
    met.append((
        f"a first visit up to ready <= {TARGETS['first_visit_bytes']:,} B (the most of the profiles)",
        most_to_ready <= TARGETS["first_visit_bytes"],
    ))
    lines += markdown_table(
        ["profile", "python start", "bare boot, ms", "first visit, ms", "x bare", "longest task to ready, ms", "tap to playable embed, ms",
         "x bare", "repeat visit, ms", "x bare"],
        rows,
    )
    lines += [
        "",
        "Bytes from the server (compressed as `build.py serve` sends them), kB: a first visit up to ready"
        " (the page's own) and whole (with the bots' worker and the offline cache filled), the repeat visit,"
        " and an embed from the tap to ready:",
        "",
    ]
    lines += markdown_table(["profile", "first visit to ready", "whole first visit", "repeat visit", "tap to playable embed"], byte_rows)
    return "\n".join(lines + targets_met(met))


def blog_report(runs: list[dict[str, Any]], machine: str) -> str:
    """`runs`: blog_post's figures, one a round."""
    lines = [
        "## A blog post with the five games embedded",
        "",
        f"bench: {time.strftime('%Y-%m-%d %H:%M')}, {len(runs)} round(s)",
        "",
        f"machine: {machine}",
        "",
        f"A page on 127.0.0.1 framing `embed.html?game=...` from localhost, once for each of the {len(MENU)} games,"
        f" in the README's snippet (loading=\"lazy\"), on a Pixel 7 screen (412x915, 2.625, touch),"
        f" scrolled frame by frame to the end, then {BLOG_IDLE_MS} ms at rest; nothing tapped. Memory: every"
        " renderer process of the browser, whose one tab is the post.",
        "",
    ]

    def row(label: str, figures: dict[str, Any]) -> list[str]:
        return [
            label, f"{figures['bytes'] / 1000:.0f}", f"{figures['python']:g} of {len(MENU)}", f"{figures['renderers']:g}",
            f"{figures['private'] / 1e6:.0f}", f"{figures['pss'] / 1e6:.0f}",
        ]

    medians = {key: figure(runs, key) for key in ("bytes", "python", "renderers", "private", "pss")}
    rows = [row(f"round {number}", run) for number, run in enumerate(runs, 1)] + [row("median", medians)]
    lines += markdown_table(
        ["", "five frames, kB", "frames that started Python", "renderers", "private, MB", "PSS, MB"], rows
    )
    met = [
        (f"Python started in 0 of {len(MENU)} frames, every round", all(run["python"] == 0 for run in runs)),
        (f"the five frames <= {TARGETS['blog_bytes']:,} B", medians["bytes"] <= TARGETS["blog_bytes"]),
        (f"the renderers' private memory <= {TARGETS['blog_memory'] / 1e6:.0f} MB", medians["private"] <= TARGETS["blog_memory"]),
    ]
    return "\n".join(lines + targets_met(met))


def machine_line(browser: Any) -> str:
    return (
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at the start;"
        f" Chromium {browser.version}, Pyodide {pyodide_version()}"
    )


Case = tuple[str, Callable[..., None]]
"""A measurement and its name: called with no arguments, the loop's values
bound as the lambda's defaults."""


def run_rounds(cases: list[Case], rounds: int) -> None:
    """Each case once a round, round-robin, so that the machine's noise spreads over all."""
    for number in range(1, rounds + 1):
        for name, case in cases:
            started = time.monotonic()
            case()
            print(f"[bench] round {number}/{rounds} {name}: {time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)


def start_part(
    browser: Any, base: str, snapshot_site: Site, plain_site: Site, rounds: int, game_ids: list[str], moves: int,
    engine_seconds: float, profile: NetworkProfile,
) -> str:
    """(a) to (i): start-up, clicks, engines, bytes and memory, every page on `profile`."""
    bare: list[float] = []
    pages: dict[str, dict[str, list[dict[str, Any]]]] = {game_id: {WITH: [], WITHOUT: []} for game_id in game_ids}
    opening: dict[str, list[dict[str, Any]]] = {WITH: [], WITHOUT: []}
    machine = machine_line(browser) + ("" if profile is LOOPBACK else f"; every page on {profile.describe()}")
    browser_type = browser.browser_type
    cases: list[Case] = [("bare", lambda: bare.append(bare_boot(browser, snapshot_site, profile)))]
    for game_id in game_ids:
        for site in (snapshot_site, plain_site):
            address = f"index.html?game={game_id}"
            cases.append((
                f"{game_id}, {site.name}",
                lambda game_id=game_id, site=site, address=address: pages[game_id][site.name].append(
                    visits(browser_type, site, address, profile=profile)
                ),
            ))
    for site in (snapshot_site, plain_site):
        cases.append((
            f"the computer first, {site.name}",
            lambda site=site: opening[site.name].append(visits(browser_type, site, COMPUTER_FIRST, computer_first=True, profile=profile)),
        ))
    run_rounds(cases, rounds)
    clicks = {}
    for game_id in game_ids:
        clicks[game_id] = click_times(browser, base, game_id, moves)
        print(f"[bench] clicks {game_id}: done", file=sys.stderr, flush=True)
    engines = engine_speed(browser, base, game_ids, engine_seconds)
    started = time.monotonic()
    hosts = HostSizes()
    for site in (snapshot_site, plain_site):
        for runs in [pages[game_id][site.name] for game_id in game_ids] + [opening[site.name]]:
            for visit in runs:
                add_byte_figures(visit, site.dist, hosts)
    print(f"[bench] gzip and brotli: {time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)
    return report(bare, pages, opening, clicks, engines, rounds, machine) + "\n\n" + repeat_report(bare, pages, machine)


CPU_CGROUP = Path("/sys/fs/cgroup/cpu/oddsevens-bench")
"""The cgroup (version 1's cpu controller) --cpu-by-cgroup runs Chromium in."""


def cpu_by_cgroup(profiles: dict[str, NetworkProfile]) -> dict[str, NetworkProfile]:
    """`profiles` with their CPU slowed by a cgroup, not by Chromium: every
    Chromium this run launches runs in CPU_CGROUP, limited to 1/slowdown of
    one CPU, so that every thread is slowed, a worker's too, which Chromium's
    own slowdown never reaches. All its threads share that share, as a
    phone's several cores would not. Needs root and cgroup v1's cpu
    controller; every profile must slow the CPU, and alike."""
    slowdowns = {profile.cpu_slowdown for profile in profiles.values()}
    if len(slowdowns) != 1 or 1 in slowdowns:
        raise SystemExit("--cpu-by-cgroup: choose profiles that all slow the CPU, and alike (phone, slow4g)")
    chromium = system_chromium()
    if chromium is None:
        raise SystemExit("--cpu-by-cgroup: no Chromium found")
    try:
        CPU_CGROUP.mkdir(exist_ok=True)
        period = int((CPU_CGROUP / "cpu.cfs_period_us").read_text())
        (CPU_CGROUP / "cpu.cfs_quota_us").write_text(str(int(period / slowdowns.pop())))
    except OSError as refused:
        raise SystemExit(f"--cpu-by-cgroup: cannot set up {CPU_CGROUP} ({refused}): it needs root and cgroup v1's cpu controller") from None
    wrapper = Path(tempfile.mkdtemp(prefix="oddsevens-cgroup-")) / "chromium"
    wrapper.write_text(f'#!/bin/sh\necho $$ > {shlex.quote(str(CPU_CGROUP / "cgroup.procs"))}\nexec {shlex.quote(chromium)} "$@"\n')
    wrapper.chmod(0o755)
    os.environ[browsers.CHROMIUM_VARIABLE] = str(wrapper)
    return {key: dataclasses.replace(profile, name=f"{profile.name}, CPU by cgroup", cpu_slowdown=1) for key, profile in profiles.items()}


def network_part(browser: Any, site: Site, folder: Path, rounds: int, profiles: dict[str, NetworkProfile]) -> str:
    """The bare boot, a first visit and a tap to a playable embed on each profile, round-robin."""
    folder.mkdir()
    server, post = serve_post(folder, "127.0.0.1", [(other_site(site.base) + EMBED, NETWORK_GAME, *EMBED_SIZE)])
    machine = machine_line(browser)
    results: dict[str, dict[str, list[Any]]] = {key: {"bare": [], "visits": [], "taps": []} for key in profiles}
    browser_type = browser.browser_type
    cases: list[Case] = []
    for key, profile in profiles.items():
        measured = results[key]
        cases += [
            (
                f"{profile.name}, bare",
                lambda profile=profile, measured=measured: measured["bare"].append(bare_boot(browser, site, profile)),
            ),
            (
                f"{profile.name}, first visit",
                lambda profile=profile, measured=measured: measured["visits"].append(network_visit(browser_type, site, profile)),
            ),
            (
                f"{profile.name}, tap to a playable embed",
                lambda profile=profile, measured=measured: measured["taps"].append(embed_tap(browser_type, site, post, profile)),
            ),
        ]
    try:
        run_rounds(cases, rounds)
    finally:
        server.shutdown()
    return network_report(results, profiles, rounds, machine)


def blog_part(browser: Any, site: Site, folder: Path, rounds: int) -> str:
    folder.mkdir()
    frames = [(other_site(site.base) + f"embed.html?game={game_id}", game_id, *EMBED_SIZE) for game_id in MENU]
    server, post = serve_post(folder, "127.0.0.1", frames)
    machine = machine_line(browser)
    runs: list[dict[str, Any]] = []
    try:
        run_rounds([("blog post", lambda: runs.append(blog_post(browser.browser_type, site, post)))], rounds)
    finally:
        server.shutdown()
    return blog_report(runs, machine)


def first_visit_times(browser_type: Any, site: Site, address: str) -> dict[str, Any]:
    """A first visit to `address` in a fresh browser, up to ready: board and ready, ms from the navigation."""
    with fresh_browser(browser_type) as (context, _):
        page = probed_page(context, LOOPBACK)
        open_up_to_ready(page, site, address)
        return page_times(page)


def spread(values: list[float]) -> str:
    """Median [lowest–highest] of the rounds."""
    return f"{median(values):.2f} [{min(values):.2f}–{max(values):.2f}]"


def against_part(browser: Any, this: Site, other: Site, rounds: int, game_ids: list[str], moves: int) -> str:
    """This build and `other` side by side: first visits (round-robin with
    the bare boot, which comes from this build's server) and clicks."""
    bare: list[float] = []
    starts: dict[str, dict[str, list[dict[str, Any]]]] = {
        game_id: {site.name: [] for site in (this, other)} for game_id in game_ids
    }
    clicks: dict[tuple[str, str], list[float]] = {(game_id, site.name): [] for game_id in game_ids for site in (this, other)}
    cases: list[Case] = [("bare", lambda: bare.append(bare_boot(browser, this)))]
    for game_id in game_ids:
        for site in (this, other):
            cases.append((
                f"{game_id}, {site.name}",
                lambda game_id=game_id, site=site: starts[game_id][site.name].append(
                    first_visit_times(browser.browser_type, site, f"index.html?game={game_id}")
                ),
            ))
            cases.append((
                f"{game_id} clicks, {site.name}",
                lambda game_id=game_id, site=site: clicks[game_id, site.name].extend(
                    click_times(browser, site.base, game_id, moves)["moves"]
                ),
            ))
    run_rounds(cases, rounds)
    boot = median(bare)
    lines = [
        f"bench against another build: {time.strftime('%Y-%m-%d %H:%M')}, {rounds} round(s); "
        f"ratios to the bare Pyodide boot ({boot:.0f} ms median, {min(bare):.0f}–{max(bare):.0f})",
        f"machine: {machine_line(browser)}",
        f"this build: {this.dist}; the other: {other.dist}",
        "",
        f"first visit / bare boot, median [lowest–highest]; click to new board, ms, median and p90 of {moves} moves a round",
        f"  {'game':<16}{'build':<8}{'first board':>22}{'first ready':>22}{'click':>10}{'p90':>8}",
    ]
    for game_id in game_ids:
        for site in (this, other):
            runs, ordered = starts[game_id][site.name], sorted(clicks[game_id, site.name])
            lines.append(
                f"  {game_id if site is this else '':<16}{site.name:<8}"
                f"{spread([run['board'] / boot for run in runs]):>22}{spread([run['ready'] / boot for run in runs]):>22}"
                f"{median(ordered):>10.1f}{ordered[int(0.9 * (len(ordered) - 1))]:>8.1f}"
            )
    return "\n".join(lines)


@contextmanager
def another_build(dist: Path) -> Iterator[Site]:
    """Another build of the site (a dist/ folder) on a counting server of its own."""
    if not (dist / "index.html").is_file():
        raise SystemExit(f"--against {dist}: no built site there (no index.html); build another commit into it first")
    counter = ByteCounter()
    server = counting_server(dist, counter)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield Site("other", dist, f"http://127.0.0.1:{server.server_address[1]}/", counter, "snapshot")
    finally:
        server.shutdown()


PARTS = ("start", "network", "blog", "rooms", "lighthouse", "against")


def run(
    parts: list[str], rounds: int, network_rounds: int, profiles: dict[str, NetworkProfile], game_ids: list[str],
    moves: int, engine_seconds: float, link: NetworkProfile, against: Path | None = None,
) -> str:
    reports = []
    # The bench's build names its own signalling service, which the rooms part runs (bench/rooms.py).
    os.environ[room_service.SERVICE_VARIABLE] = signalling.LOCAL_SERVICE.format(port=rooms.ROOM_SERVICE_PORT)
    os.environ[room_service.ICE_VARIABLE] = "[]"
    with (
        counted_sites() as (base, snapshot_site, plain_site),
        chromium() as browser,
        tempfile.TemporaryDirectory(prefix="oddsevens-posts-") as posts,
    ):
        if "start" in parts:
            reports.append(start_part(browser, base, snapshot_site, plain_site, rounds, game_ids, moves, engine_seconds, link))
        if "network" in parts:
            reports.append(network_part(browser, snapshot_site, Path(posts) / "tap", network_rounds, profiles))
        if "blog" in parts:
            reports.append(blog_part(browser, snapshot_site, Path(posts) / "blog", network_rounds))
        if "rooms" in parts:
            reports.append(rooms.room_part(browser, base, network_rounds))
        if "lighthouse" in parts:
            reports.append(lighthouse.lighthouse_part(snapshot_site.base, network_rounds))
        if "against" in parts:
            assert against is not None, "--part against needs --against DIR (main checks)"
            with another_build(against) as other:
                this = Site("this", snapshot_site.dist, snapshot_site.base, snapshot_site.counter, snapshot_site.python_start)
                reports.append(against_part(browser, this, other, rounds, game_ids, moves))
    return "\n\n".join(reports)


def pyodide_version() -> str:
    return json.loads((project.NODE_MODULES / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure the site's start-up, clicks, engines and bytes in Chromium.")
    parser.add_argument(
        "--part", action="append", choices=PARTS,
        help="only this part (repeatable): start (a-i), network (the profiles), blog (five embeds), rooms (a move "
        "shown on every device of a room), lighthouse (Lighthouse's mobile score, LCP and TBT of five pages), "
        "against (this build and --against's); default all but against",
    )
    parser.add_argument(
        "--against", type=Path, metavar="DIR",
        help="the against part's other build: the dist/ folder of another commit (python3 build.py build there)",
    )
    parser.add_argument("--rounds", type=int, default=ROUNDS, help=f"rounds of the start-up cases (default {ROUNDS})")
    parser.add_argument(
        "--network-rounds", type=int, default=NETWORK_ROUNDS,
        help=f"rounds of each network profile and of the blog post (default {NETWORK_ROUNDS})",
    )
    parser.add_argument(
        "--profiles", default=",".join(PROFILES), metavar="NAMES",
        help=f"the network part's profiles, comma-separated (default {','.join(PROFILES)})",
    )
    parser.add_argument(
        "--cpu-by-cgroup", action="store_true",
        help="the network part alone, its profiles' CPU slowed by a cgroup for all of Chromium's threads, workers "
        "included, rather than by Chromium, which slows the page's main thread alone (root, cgroup v1)",
    )
    parser.add_argument("--game", action="append", choices=sorted(MENU), help="only this game (repeatable)")
    parser.add_argument("--moves", type=int, default=MOVES_PER_GAME, help="moves timed per game (default 30)")
    parser.add_argument("--engine-seconds", type=float, default=ENGINE_SECONDS, help="playout time per game and runtime")
    parser.add_argument(
        "--link", type=float, metavar="MBIT",
        help="the start part's pages (the bare boot's too) over an emulated link of MBIT megabits a second, 40 ms latency",
    )
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.moves < 1 or args.network_rounds < 1:
        parser.error("--rounds, --network-rounds and --moves must be at least 1")
    unknown = [name for name in args.profiles.split(",") if name not in PROFILES]
    if unknown:
        parser.error(f"unknown profiles {', '.join(unknown)}: choose from {', '.join(PROFILES)}")
    profiles = {name: PROFILES[name] for name in args.profiles.split(",")}
    link = LOOPBACK if args.link is None else NetworkProfile(f"{args.link:g} Mbps", down_mbit=args.link, latency_ms=40, up_mbit=8)
    game_ids = [game_id for game_id in MENU if args.game is None or game_id in args.game]
    parts = args.part or [part for part in PARTS if part != "against"]
    if args.cpu_by_cgroup:
        if parts != ["network"]:
            parser.error("--cpu-by-cgroup goes with --part network alone")
        profiles = cpu_by_cgroup(profiles)
    if ("against" in parts) != (args.against is not None):
        parser.error("--part against and --against DIR go together")
    print(run(parts, args.rounds, args.network_rounds, profiles, game_ids, args.moves, args.engine_seconds, link, args.against))
    return 0


if __name__ == "__main__":
    sys.exit(main())
