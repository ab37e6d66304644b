"""The site's speed, measured in one Chromium session: `python3 build.py bench`.

    (a) bare      the site's Pyodide alone on a page, running one line
    (b) cold      a game page in a fresh browser context: first board in the
                  DOM, and html[data-ready]
    (c) warm      the same page again in that context, once the service
                  worker has cached the site and controls the page
    (d) click     from a click that plays a move to the new board in the DOM
    (e) engine    random playouts per second, CPython against the browser
    (f) bytes     response bodies the server sent for the first visit (with
                  the service worker's caching) and for the repeat visit

Times are performance.now() read in the page itself, so they count from the
navigation and leave Playwright's own overhead out. Cases run round-robin,
each in a fresh context, so that the machine's noise spreads over all.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import statistics
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser_python import BARE_PAGE, chromium, python_page, run_python, served_site  # noqa: E402
from conftest import BOOT_TIMEOUT_MS  # noqa: E402

import build  # noqa: E402

sys.path.insert(0, str(build.PY))
import oddsevens  # noqa: E402
from app.pages import PAGES  # noqa: E402

TARGETS = {
    "ready": 1.15,
    "board": 0.2,
    "click_ms": 50.0,
    "repeat_kb": 50.0,
    "engine": 1 / 3,
}
ROUNDS = 5
"""About 7 minutes in all on a quiet 2-core machine (twice that when it is busy)."""
MOVES_PER_GAME = 30
ENGINE_SECONDS = 3.0

# Runs in every page before the site's own scripts: notes when the board
# first appears in #board, when html[data-ready] is set, and, for each click,
# how long until #board changes and whether the click played a move (the
# page saves the game after every move, so the record's length tells).
PROBE = """
(() => {
  const bench = { board: null, ready: null, clicks: [], clickAt: null, movesAtClick: null, moves: null };
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
    bench.movesAtClick = bench.moves;
  }, true);
  const inBoard = (node) => node && (node.id === "board" || (node.closest && node.closest("#board")));
  new MutationObserver((records) => {
    const now = performance.now();
    if (bench.board === null && document.querySelector("#board svg")) bench.board = now;
    if (bench.ready === null && document.documentElement.hasAttribute("data-ready")) bench.ready = now;
    if (bench.clickAt !== null && records.some((record) => inBoard(record.target))) {
      bench.clicks.push({ ms: now - bench.clickAt, played: bench.moves !== bench.movesAtClick });
      bench.clickAt = null;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"] });
})();
"""

# One step of a hot-seat game: a legal target on the board if there is one,
# else a tile to pick up, else a button that moves the game on. Returns what it clicked, or null.
STEP = """
async (seed) => {
  const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  const visible = (element) => element.getClientRects().length > 0 && !element.disabled;
  const legal = [...document.querySelectorAll("#board .legal")].filter(visible);
  const tiles = [...document.querySelectorAll("#board [data-tile][role=button]:not(.selected)")].filter(visible);
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


class ByteCounter:
    """Response bodies the site's server sends: (path, bytes), listed between takes."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent: list[tuple[str, int]] = []

    def add(self, path: str, size: int) -> None:
        with self.lock:
            self.sent.append((path, size))

    def take(self) -> list[tuple[str, int]]:
        with self.lock:
            sent, self.sent = self.sent, []
        return sent


def first_downloads(sent: list[tuple[str, int]]) -> int:
    """Bytes of each path's first download: the page's own share, without the
    bots' worker downloading Pyodide again for itself."""
    sizes: dict[str, int] = {}
    for path, size in sent:
        sizes.setdefault(path, size)
    return sum(sizes.values())


def counting_server(dist: Path, counter: ByteCounter) -> Any:
    class CountingHandler(build.StaticHandler):
        def send_header(self, keyword: str, value: str) -> None:
            if keyword.lower() == "content-length" and self.command == "GET":
                counter.add(self.path, int(value))
            super().send_header(keyword, value)

    handler = functools.partial(CountingHandler, directory=str(dist))
    return build.http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)


@contextmanager
def counted_site() -> Iterator[tuple[str, str, ByteCounter]]:
    """The harness's site and bare page, plus a second server on the same files that counts bytes."""
    with served_site() as (dist, base):
        counter = ByteCounter()
        server = counting_server(dist, counter)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            yield base, f"http://127.0.0.1:{server.server_address[1]}/", counter
        finally:
            server.shutdown()


def page_times(page: Any) -> dict[str, float]:
    return page.evaluate("({ board: window.__bench.board, ready: window.__bench.ready })")


def bare_boot(browser: Any, base: str) -> float:
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.goto(base + BARE_PAGE)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        return page.evaluate("window.bootMs")
    finally:
        context.close()


def game_visits(browser: Any, base: str, counter: ByteCounter, game_id: str) -> dict[str, float]:
    """A first visit in a fresh context, then, once the service worker serves the page, a second one."""
    context = browser.new_context()
    context.add_init_script(PROBE)
    try:
        page = context.new_page()
        counter.take()
        page.goto(f"{base}index.html?game={game_id}")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        cold = page_times(page)
        to_ready = counter.take()
        page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        first_visit = to_ready + counter.take()
        page.goto(f"{base}index.html?game={game_id}")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        warm = page_times(page)
        page.wait_for_timeout(300)
        repeat_bytes = sum(size for _, size in counter.take())
        return {
            "cold_board": cold["board"],
            "cold_ready": cold["ready"],
            "warm_board": warm["board"],
            "warm_ready": warm["ready"],
            "page_kb": first_downloads(to_ready) / 1000,
            "all_kb": sum(size for _, size in first_visit) / 1000,
            "repeat_kb": repeat_bytes / 1000,
        }
    finally:
        context.close()


def click_times(browser: Any, base: str, game_id: str, moves: int) -> dict[str, list[float]]:
    """Milliseconds from each click to the board it changes, over `moves` moves with a friend:
    the clicks that play a move, and all of them (picking a tile up, showing a
    player's hand in hot-seat play: a whole board drawn)."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(PROBE)
    address = f"{base}embed.html?game={game_id}&opponent=friend"
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
    exec(PLAYOUTS, namespace)  # noqa: S102 - the benchmark's own code, run as the browser runs it
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


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def report(
    bare: list[float],
    visits: dict[str, list[dict[str, float]]],
    clicks: dict[str, dict[str, list[float]]],
    engines: dict[str, dict[str, float]],
    rounds: int,
    machine: str,
) -> str:
    boot = median(bare)
    lines = [
        f"bench: {time.strftime('%Y-%m-%d %H:%M')}, {rounds} round(s), medians; ratios are to the bare Pyodide boot",
        f"machine: {machine}",
        "",
        f"(a) bare Pyodide boot: {boot:.0f} ms",
        "",
        "(b, c) start, ms        cold board  ratio  cold ready  ratio  warm board  warm ready  ratio",
    ]
    met: list[tuple[str, bool]] = []
    for game_id, runs in visits.items():
        figures = {key: median([run[key] for run in runs if run[key] is not None]) for key in runs[0]}
        lines.append(
            f"  {game_id:<20} {figures['cold_board']:>10.0f}  {figures['cold_board'] / boot:>5.2f}"
            f"  {figures['cold_ready']:>10.0f}  {figures['cold_ready'] / boot:>5.2f}"
            f"  {figures['warm_board']:>10.0f}  {figures['warm_ready']:>10.0f}  {figures['warm_ready'] / boot:>5.2f}"
        )
        met.append((f"{game_id}: ready <= {TARGETS['ready']} x bare", figures["cold_ready"] / boot <= TARGETS["ready"]))
        met.append((f"{game_id}: board <= {TARGETS['board']} x bare", figures["cold_board"] / boot <= TARGETS["board"]))
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
            ratio = speed["browser"] / speed["cpython"]
            lines.append(f"  {game_id:<20} {speed['cpython']:>9.1f}  {speed['browser']:>9.1f}  {ratio:>5.2f}")
            met.append((f"{game_id}: browser playouts >= 1/3 CPython", ratio >= TARGETS["engine"]))
    if visits:
        lines += [
            "",
            "(f) bytes from the server, kB   first visit: the page   with the bots' worker and offline cache   repeat visit",
        ]
        for game_id, runs in visits.items():
            first, every, repeat = (median([run[key] for run in runs]) for key in ("page_kb", "all_kb", "repeat_kb"))
            lines.append(f"  {game_id:<33} {first:>17.0f}  {every:>40.0f}  {repeat:>12.1f}")
            met.append((f"{game_id}: repeat visit <= {TARGETS['repeat_kb']:.0f} kB", repeat <= TARGETS["repeat_kb"]))
    lines += ["", "targets:"] + [f"  {verdict(ok):<8} {name}" for name, ok in met]
    return "\n".join(lines)


def run(rounds: int, game_ids: list[str], moves: int, engine_seconds: float) -> str:
    bare: list[float] = []
    visits: dict[str, list[dict[str, float]]] = {game_id: [] for game_id in game_ids}
    with counted_site() as (base, counted_base, counter), chromium() as browser:
        machine = (
            f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at the start;"
            f" Chromium {browser.version}, Pyodide {pyodide_version()}"
        )
        cases: list[tuple[str, Callable[[], None]]] = [("bare", lambda: bare.append(bare_boot(browser, base)))]
        for game_id in game_ids:
            cases.append((game_id, lambda game_id=game_id: visits[game_id].append(game_visits(browser, counted_base, counter, game_id))))
        for number in range(1, rounds + 1):
            for name, case in cases:
                started = time.monotonic()
                case()
                print(f"[bench] round {number}/{rounds} {name}: {time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)
        clicks = {}
        for game_id in game_ids:
            clicks[game_id] = click_times(browser, base, game_id, moves)
            print(f"[bench] clicks {game_id}: done", file=sys.stderr, flush=True)
        engines = engine_speed(browser, base, game_ids, engine_seconds)
    return report(bare, visits, clicks, engines, rounds, machine)


def pyodide_version() -> str:
    return json.loads((build.NODE_MODULES / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure the site's start-up, clicks, engines and bytes in Chromium.")
    parser.add_argument("--rounds", type=int, default=ROUNDS, help=f"rounds of the start-up cases (default {ROUNDS})")
    parser.add_argument("--game", action="append", choices=sorted(PAGES), help="only this game (repeatable)")
    parser.add_argument("--moves", type=int, default=MOVES_PER_GAME, help="moves timed per game (default 30)")
    parser.add_argument("--engine-seconds", type=float, default=ENGINE_SECONDS, help="playout time per game and runtime")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.moves < 1:
        parser.error("--rounds and --moves must be at least 1")
    game_ids = [game_id for game_id in oddsevens.GAMES if game_id in PAGES and (args.game is None or game_id in args.game)]
    print(run(args.rounds, game_ids, args.moves, args.engine_seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
