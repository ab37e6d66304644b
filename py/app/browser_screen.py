"""The browser's side of a game page: `BrowserScreen`, the `Screen` the
page draws on and asks of (app.screen), on the page's DOM. The computer's
moves, hints and reviews come from the bots' worker (app.bots_worker)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import jsnull, to_js
from pyscript import document, window, workers

from . import words
from .bots_worker import start_bots
from .keyboard import FocusKeeper
from .markup import Markup
from .screen import SoundName
from .sound import SOUND_EVENT
from .zoom import BoardZoom

LANDSCAPE_PHONE = "(orientation: landscape) and (max-height: 520px)"
"""A phone held sideways: the same media query as in static/site.css."""
WIDE_BOARD_PX = 700
"""A board box this wide (CSS pixels) takes a wide drawing (Screen.wide_board):
Even Odds' two columns then show their numbers as large as body text."""

"""The event static/sound.js plays a sound for; its detail names the sound."""

REVEAL_MARGIN_PX = 8
"""Room left beyond an element scrolled into view."""
REDUCED_MOTION = "(prefers-reduced-motion: reduce)"
"""The player asks for no animation: the page jumps where it would glide."""


class BrowserScreen:
    def __init__(self) -> None:
        self.focus = FocusKeeper(document, window)
        self.zoom: BoardZoom | None = None
        self.position: int | None = None
        """The number of moves in the position on screen (`showing`)."""
        self.status_position: int | None = None
        """The position the status line's height was kept for."""

    def show(self, region: str, markup: Markup) -> None:
        node = document.getElementById(region)
        had_focus = self.focus.before_change(node)
        if region == "board" and self.zoom is not None:
            self.zoom.remember_pan()
        node.innerHTML = markup
        # The opening board drawn at build time rests until Python draws its own.
        node.removeAttribute("aria-busy")
        node.removeAttribute("inert")
        if region in ("board", "panel") and self.zoom is not None:
            # The panel's size is the board's too where it lies under or beside it (an embed).
            self.zoom.refresh()
        self.focus.after_change(node, had_focus)
        current = node.querySelector(".move-list [aria-current]")
        if current:
            keep_in_view(current)

    def status(self, text: str, warning: bool = False) -> None:
        """Unchanged text is left alone, so screen readers do not hear it
        again. Where the line is as tall as its words (a phone upright,
        site.css), its height is fitted to the first words of each position
        and then kept (--status-height), so the board under it stays put
        between taps; longer words later in the same position are set
        smaller to fit (`fit_status`)."""
        node = document.getElementById("status")
        new_position = self.status_position != self.position
        if new_position:
            self.status_position = self.position
            node.style.removeProperty("--status-height")
        if node.textContent != text or new_position:
            node.textContent = text
            fit_status(node)
        if new_position:
            node.style.setProperty("--status-height", f"{node.offsetHeight}px")
        node.classList.toggle("warning", warning)

    def refit_status(self) -> None:
        """The screen turned or changed size: the status line fits its words
        again, at the new width, and keeps that height."""
        node = document.getElementById("status")
        node.style.removeProperty("--status-height")
        fit_status(node)
        node.style.setProperty("--status-height", f"{node.offsetHeight}px")

    def notice(self, markup: Markup | None) -> None:
        node = document.getElementById("notice")
        node.innerHTML = markup or ""
        node.hidden = markup is None

    def dialog(self, markup: Markup | None) -> None:
        """Shows the dialog; redrawn while open, it keeps focus on the field
        of the same name (the dialog is redrawn as its choices change)."""
        node = document.getElementById("dialog")
        if markup is None:
            if node.open:
                node.close()
            return
        focused = document.activeElement
        field = focused.getAttribute("name") if node.open and focused and node.contains(focused) else None
        node.innerHTML = markup
        if not node.open:
            node.showModal()
        elif field is not None and field is not jsnull:
            again = node.querySelector(f'[name="{field}"]')
            if again:
                again.focus()

    def later(self, seconds: float, callback: Callable[[], None]) -> None:
        async def run() -> None:
            await asyncio.sleep(seconds)
            callback()

        asyncio.ensure_future(run())

    def think(self, record: str, seat: int, level: str, seed: int, answer: Callable[[Any], None]) -> None:
        start_bots()

        async def run() -> None:
            bots = await workers["bots"]
            move = json.loads(await bots.choose(record, seat, level, seed))
            # Hook for tests: how many answers arrived, the dropped ones included.
            root = document.documentElement
            root.setAttribute("data-computer-answers", str(int(root.getAttribute("data-computer-answers") or 0) + 1))
            answer(move)

        asyncio.ensure_future(run())

    def hint(self, record: str, seat: int, answer: Callable[[Any], None]) -> None:
        start_bots()

        async def run() -> None:
            bots = await workers["bots"]
            answer(json.loads(await bots.hint(record, seat)))

        asyncio.ensure_future(run())

    def review(self, record: str, seat: int, answer: Callable[[Any], None]) -> None:
        start_bots()

        async def run() -> None:
            bots = await workers["bots"]
            answer(json.loads(await bots.review(record, seat)))

        asyncio.ensure_future(run())

    def thinking(self, busy: bool) -> None:
        root = document.documentElement
        if busy:
            root.dataset.thinking = ""
        else:
            root.removeAttribute("data-thinking")

    def copy(self, text: str, done: Callable[[bool], None]) -> None:
        clipboard = window.navigator.clipboard
        if not clipboard:
            done(False)
            return

        async def run() -> None:
            try:
                await clipboard.writeText(text)
            except Exception:
                done(False)
                return
            done(True)

        asyncio.ensure_future(run())

    def select_copy_source(self) -> None:
        source = document.querySelector("#dialog [data-copy-source]")
        if source:
            source.focus()
            source.select()

    def download(self, filename: str, text: str) -> None:
        blob = js.Blob.new(to_js([text]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries))
        address = js.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = address
        link.download = filename
        link.hidden = True
        document.body.append(link)
        link.click()
        link.remove()
        self.later(60, lambda: js.URL.revokeObjectURL(address))

    def share_address(self, fragment: str) -> str:
        here = js.URL.new(window.location.href)
        if document.documentElement.hasAttribute("data-embed"):
            # An embed's address is not the reader's: the link opens the game's page on the site.
            link = js.URL.new(words.page_file("index"), here)
            link.searchParams.set("game", here.searchParams.get("game") or "")
            link.hash = fragment
            return str(link.href)
        here.hash = fragment
        window.history.replaceState(jsnull, "", here.href)
        return str(here.href)

    def room_address(self, code: str) -> str:
        here = js.URL.new(window.location.href)
        invitation = js.URL.new(words.page_file("index"), here)
        invitation.searchParams.set("game", here.searchParams.get("game") or "")
        invitation.searchParams.set("room", code)
        if not document.documentElement.hasAttribute("data-embed"):
            window.history.replaceState(jsnull, "", invitation.href)
        return str(invitation.href)

    def room_state(self, phase: str | None, seat: int | None) -> None:
        root = document.documentElement
        for name, value in (("room", phase), ("seat", seat)):
            if value is None:
                root.removeAttribute(f"data-{name}")
            else:
                root.setAttribute(f"data-{name}", str(value))

    def share_link(self, address: str, title: str, done: Callable[[bool], None]) -> None:
        navigator = window.navigator
        if not hasattr(navigator, "share"):  # no share sheet (most desktop browsers): the link is copied
            self.copy(address, done)
            return

        async def run() -> None:
            try:
                await navigator.share(to_js({"title": title, "url": address}, dict_converter=js.Object.fromEntries))
            except Exception:  # dismissed, or refused: the link is still on the page
                return

        asyncio.ensure_future(run())

    def puzzle_state(self, phase: str | None) -> None:
        if phase is None:
            document.documentElement.removeAttribute("data-puzzle")
        else:
            document.documentElement.setAttribute("data-puzzle", phase)

    def puzzle_address(self, puzzle_id: str) -> None:
        here = js.URL.new(window.location.href)
        here.searchParams.set("puzzle", puzzle_id)
        window.history.replaceState(jsnull, "", here.href)

    def lesson_state(self, step: str | None, done: bool) -> None:
        root = document.documentElement
        if step is None:
            root.removeAttribute("data-lesson-step")
        else:
            root.setAttribute("data-lesson-step", step)
        if done:
            root.setAttribute("data-lesson-done", "")
        else:
            root.removeAttribute("data-lesson-done")

    def lesson_address(self, number: int, step: int) -> None:
        here = js.URL.new(window.location.href)
        here.searchParams.set("lesson", str(number))
        here.searchParams.set("step", str(step))
        window.history.replaceState(jsnull, "", here.href)

    def leave_room(self) -> None:
        here = js.URL.new(window.location.href)
        window.location.assign(f"{words.page_file('index')}?game={here.searchParams.get('game') or ''}")

    def wide_board(self) -> bool:
        """A phone held sideways, or a board at least WIDE_BOARD_PX wide. An
        embedded game fits its frame by its own rules, whatever the screen."""
        if document.documentElement.hasAttribute("data-embed"):
            return False
        if window.matchMedia(LANDSCAPE_PHONE).matches:
            return True
        return document.getElementById("board").clientWidth >= WIDE_BOARD_PX

    def moved(self, fresh: bool) -> None:
        """#board[data-moved]: site.css animates the last move's marks under it."""
        document.getElementById("board").toggleAttribute("data-moved", fresh)

    def showing(self, moves: int) -> None:
        document.documentElement.dataset.moveCount = str(moves)
        self.position = moves

    def sound(self, name: SoundName) -> None:
        """Asks static/sound.js, which boot.js loads, for the sound with an
        event: where that script or the browser's audio is missing, no one
        hears it and nothing fails."""
        detail = to_js({"detail": name}, dict_converter=js.Object.fromEntries)
        document.dispatchEvent(js.CustomEvent.new(SOUND_EVENT, detail))

    def reveal(self, region: str, selector: str) -> None:
        node = document.getElementById(region)
        target = node.querySelector(selector)
        if not target:
            return
        frame, box = node.getBoundingClientRect(), target.getBoundingClientRect()
        if box.bottom > frame.bottom:
            node.scrollTop += box.bottom - frame.bottom + REVEAL_MARGIN_PX
        elif box.top < frame.top:
            node.scrollTop -= frame.top - box.top + REVEAL_MARGIN_PX

    def bring_into_view(self, selector: str) -> None:
        """The screen's top that the page's scroll-padding keeps for what
        stays there, or a phone's sticky status row (site.css) where it is
        taller, counts as out of view."""
        boxes = [node.getBoundingClientRect() for node in document.querySelectorAll(selector)]
        boxes = [box for box in boxes if box.width or box.height]  # not drawn (display: none)
        if not boxes:
            return
        top, bottom = min(box.top for box in boxes), max(box.bottom for box in boxes)
        padding = str(window.getComputedStyle(document.documentElement).scrollPaddingTop)
        view_top = (float(padding[:-2]) if padding.endswith("px") else 0.0) + REVEAL_MARGIN_PX
        row = document.querySelector(".status-row")
        if row and str(window.getComputedStyle(row).position) == "sticky":
            # The status row is as tall as its words: what lies under it is out of view.
            view_top = max(view_top, row.getBoundingClientRect().bottom + REVEAL_MARGIN_PX)
        view_bottom = window.innerHeight - REVEAL_MARGIN_PX
        if bottom - top <= view_bottom - view_top:
            if top >= view_top and bottom <= view_bottom:
                return
            distance = bottom - view_bottom if bottom > view_bottom else top - view_top
        else:
            first = min(boxes, key=lambda box: box.top)
            if first.top >= view_top and first.bottom <= view_bottom:
                return
            distance = top - view_top
        behavior = "auto" if window.matchMedia(REDUCED_MOTION).matches else "smooth"
        window.scrollBy(to_js({"top": distance, "behavior": behavior}, dict_converter=js.Object.fromEntries))


STATUS_FITS = ("smaller", "smallest")
"""The status line's smaller type sizes (site.css #status[data-fit]), tried
in turn for words that overflow its box."""


def fit_status(node: Any) -> None:
    """Sets the status line's words in the largest of its type sizes at which
    they fit its box (scrolling inside it at the smallest)."""
    node.removeAttribute("data-fit")
    for size in STATUS_FITS:
        if node.scrollHeight <= node.clientHeight + 1:
            return
        node.dataset.fit = size


def keep_in_view(item: Any) -> None:
    """Scrolls the move list (never the page) to its current move."""
    moves = item.closest(".move-list")
    moves.scrollTop = item.offsetTop - (moves.clientHeight - item.offsetHeight) / 2
