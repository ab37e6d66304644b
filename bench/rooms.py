"""(rooms) A move shown on every device of a room: `python3 build.py bench
--part rooms`. Two phones (browser contexts of their own) play Dualities in
a room over WebRTC through the local signalling service; each move is timed
from the tap that makes it, on the mover's page, to the moment the last of
the two pages shows it (html[data-move-count] changes), both read as the
machine's clock in the pages (performance.timeOrigin + performance.now()).

Twice: on loopback, and with 60 ms added to every message a data channel
sends (an init script delays RTCDataChannel.send, since Chromium's network
emulation does not reach WebRTC): a move then crosses two of them, the guest's
move to the host and the host's answer."""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from sitebuild import signalling

ROOM_SERVICE_PORT = 9418
"""The bench's own signalling service; its build names it (site.ROOM_SETTINGS)."""
LATENCIES_MS = (0, 60)
TARGET_MEDIAN_MS = 250
MOVES = 20
PHONE = {"viewport": {"width": 412, "height": 915}, "device_scale_factor": 2.625, "is_mobile": True, "has_touch": True}
"""A Pixel 7's screen (site.PIXEL_7)."""

TIMES = """
(() => {
  const now = () => performance.timeOrigin + performance.now();
  window.roomTimes = {taps: [], shown: {}, ready: null, playing: null};
  document.addEventListener("click", () => window.roomTimes.taps.push(now()), true);
  const watch = () => new MutationObserver(() => {
    const data = document.documentElement.dataset, times = window.roomTimes;
    if (data.moveCount !== undefined && !(data.moveCount in times.shown)) times.shown[data.moveCount] = now();
    if (data.ready !== undefined && times.ready === null) times.ready = now();
    if (data.room === "playing" && times.playing === null) times.playing = now();
  }).observe(document.documentElement, {attributes: true, attributeFilter: ["data-move-count", "data-ready", "data-room"]});
  // An init script can run before the document has its <html>.
  if (document.documentElement) watch(); else document.addEventListener("DOMContentLoaded", watch);
})();
"""
"""Each tap's time, the time each move count was first shown, and when the
page was ready and first in a game (a guest back at its seat), in the page."""

DELAY = """
(() => {
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) { setTimeout(() => send.call(this, data), %d); };
})();
"""

LEGAL = ".board .cell.legal"


def new_phone(browser: Any, latency_ms: int) -> Any:
    context = browser.new_context(**PHONE, service_workers="block")
    context.add_init_script(TIMES)
    if latency_ms:
        context.add_init_script(DELAY % latency_ms)
    page = context.new_page()
    page.set_default_timeout(60_000)
    return page


def ready(page: Any, address: str) -> None:
    page.goto(address)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)


def room_of_two(browser: Any, base: str, latency_ms: int) -> tuple[Any, Any]:
    host, guest = new_phone(browser, latency_ms), new_phone(browser, latency_ms)
    ready(host, f"{base}index.html?game=dualities&opponent=devices")
    host.wait_for_selector("html[data-room=lobby] a[data-invite]", state="attached")
    ready(guest, str(host.get_attribute("a[data-invite]", "href")))
    guest.click('button[data-seat="1"]')
    host.click("button[data-action=room-start]:not([disabled])")
    guest.wait_for_selector("html[data-room=playing]", state="attached")
    return host, guest


def move_times(host: Any, guest: Any, moves: int) -> list[float]:
    """Milliseconds from each move's tap to its showing on both pages."""
    times = []
    for number in range(1, moves + 1):
        mover = host if number % 2 else guest
        mover.wait_for_selector(LEGAL)
        mover.click(LEGAL)
        mover.wait_for_selector(".board .cell.selected")
        mover.wait_for_timeout(450)  # two taps sooner on one spot count as one double tap
        mover.click(LEGAL)
        for page in (host, guest):
            page.wait_for_function(f"document.documentElement.dataset.moveCount === '{number}'")
        tap = mover.evaluate("window.roomTimes.taps.at(-1)")
        shown = max(page.evaluate(f"window.roomTimes.shown['{number}']") for page in (host, guest))
        times.append(shown - tap)
    return times


def back_at_the_seat(guest: Any, moves: int) -> float:
    """Milliseconds from a reloaded guest's page being ready to its seat's
    game, as it was, on screen again."""
    guest.reload()
    guest.wait_for_function(f"document.documentElement.dataset.moveCount === '{moves}' && "
                            "document.documentElement.dataset.room === 'playing'")
    times = guest.evaluate("window.roomTimes")
    return float(times["shown"][str(moves)] - times["ready"])


def room_part(browser: Any, base: str, rounds: int) -> str:
    """A markdown table: each latency's median and slowest move shown on every device."""
    service = signalling.start_signalling(ROOM_SERVICE_PORT)
    measured: dict[int, list[float]] = {latency: [] for latency in LATENCIES_MS}
    reloads: list[float] = []
    try:
        for number in range(1, rounds + 1):
            for latency in LATENCIES_MS:
                started = time.monotonic()
                host, guest = room_of_two(browser, base, latency)
                measured[latency] += move_times(host, guest, MOVES)
                if not latency:
                    reloads.append(back_at_the_seat(guest, MOVES))
                host.context.close()
                guest.context.close()
                print(f"[bench] round {number}/{rounds} rooms, {latency} ms: {time.monotonic() - started:.1f} s",
                      file=sys.stderr, flush=True)
    finally:
        service.terminate()
    rows = ["| messages delayed by | moves | median | 90th percentile | target (median) |", "|---|---|---|---|---|"]
    for latency, times in measured.items():
        ordered = sorted(times)
        slow = ordered[int(0.9 * (len(ordered) - 1))]
        verdict = "met" if statistics.median(times) <= TARGET_MEDIAN_MS else "missed"
        rows.append(
            f"| {latency} ms | {len(times)} | {statistics.median(times):.0f} ms | {slow:.0f} ms "
            f"| ≤ {TARGET_MEDIAN_MS} ms: {verdict} |"
        )
    rows += [
        "",
        "| a guest reloads mid-game: from its page ready to its seat's game on screen | rounds | median | slowest | target |",
        "|---|---|---|---|---|",
        f"| loopback | {len(reloads)} | {statistics.median(reloads):.0f} ms | {max(reloads):.0f} ms | ≤ 10 s: "
        f"{'met' if max(reloads) <= 10_000 else 'missed'} |",
    ]
    return "(rooms) a move shown on every device of a room of two phones, Dualities, from the tap\n\n" + "\n".join(rows)
