"""Entry point in the browser: builds the page for ?game=<id> and wires the
DOM to it. This is the only module that imports pyscript; it and the
helpers it wires up (keyboard.py, zoom.py) are the only code touching the DOM."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any, Callable, Optional

import js
import pyodide.ffi
from pyodide.ffi import create_proxy, jsnull, to_js
from pyscript import document, window, workers

import oddsevens

from . import words
from .added_games import import_added_games
from .controller import GamePage
from .embed_code import START_FIELD as EMBED_START_FIELD
from .keyboard import FocusKeeper
from .records import MAX_TEXT
from .storage import SavedGames
from .taps import DoubleTapGuard, Tap
from .words import _
from .zoom import BoardZoom

LANDSCAPE_PHONE = "(orientation: landscape) and (max-height: 520px)"
"""A phone held sideways: the same media query as in static/site.css."""
WIDE_BOARD_PX = 700
"""A board box this wide (CSS pixels) takes a wide drawing (Screen.wide_board):
Even Odds' two columns then show their numbers as large as body text."""

PACKAGE_ON_PATH = 'import sys\nsys.path.insert(0, "/home/pyodide/oddsevens.zip")\n'
"""The start of every script of ours: Python imports the games from
oddsevens.zip where PyScript writes it (sitebuild.package.PACKAGE_ARCHIVE), as the
page's script (static/boot.js) does too."""

OFFLINE_CACHE_WAIT_SECONDS = 6.0
"""How long the computer's worker waits, on a first visit, for the offline
cache to serve the site (see start_bots_after_offline_cache)."""

SOUND_EVENT = "oddsevens:sound"
"""The event static/sound.js plays a sound for; its detail names the sound."""

REVEAL_MARGIN_PX = 8
"""Room left beyond an element scrolled into view."""
REDUCED_MOTION = "(prefers-reduced-motion: reduce)"
"""The player asks for no animation: the page jumps where it would glide."""

_proxies: list = []
"""Event handlers handed to JavaScript; kept alive for the page's lifetime."""


class BrowserScreen:
    def __init__(self) -> None:
        self.focus = FocusKeeper(document, window)
        self.zoom: Optional[BoardZoom] = None
        self.position: Optional[int] = None
        """The number of moves in the position on screen (`showing`)."""
        self.status_position: Optional[int] = None
        """The position the status line's height was kept for."""

    def show(self, region: str, markup: str) -> None:
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

    def notice(self, markup: Optional[str]) -> None:
        node = document.getElementById("notice")
        node.innerHTML = markup or ""
        node.hidden = markup is None

    def dialog(self, markup: Optional[str]) -> None:
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
            except Exception:  # noqa: BLE001 - refused: no permission, or the page lost focus
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

    def sound(self, name: str) -> None:
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


def keep_in_view(item) -> None:
    """Scrolls the move list (never the page) to its current move."""
    moves = item.closest(".move-list")
    moves.scrollTop = item.offsetTop - (moves.clientHeight - item.offsetHeight) / 2


class BrowserStore:
    """localStorage with JavaScript's null read as None."""

    shared = True
    """Other tabs of this site write here too (see SavedGames.watches)."""

    def __init__(self, storage) -> None:
        self.storage = storage

    def getItem(self, key: str) -> Optional[str]:
        value = self.storage.getItem(key)
        return None if value is None or value is jsnull else str(value)

    def setItem(self, key: str, value: str) -> None:
        self.storage.setItem(key, value)

    def removeItem(self, key: str) -> None:
        self.storage.removeItem(key)


def local_storage():
    try:
        return BrowserStore(window.localStorage)
    except Exception:  # noqa: BLE001 - some private modes refuse access outright
        return None


class MissingStorage:
    """Stands in when the browser gives no localStorage: saving reports why."""

    def getItem(self, key: str) -> None:
        return None

    def setItem(self, key: str, value: str) -> None:
        raise OSError(_("this browser offers no storage"))

    def removeItem(self, key: str) -> None:
        return None


def listen(node, event: str, handler) -> None:
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    node.addEventListener(event, proxy)


def wire(page: GamePage) -> None:
    """One delegated handler on stable containers; `closest` gives JS null
    (falsy) when a click is on nothing of ours. A tap that only repeats the
    one before it on the same spot does nothing (app/taps.py)."""
    taps = DoubleTapGuard()

    def on_click(event) -> None:
        # A click with no pointer behind it (event.detail 0) came from a key.
        if event.detail and taps.repeats(Tap(event.timeStamp / 1000, event.clientX, event.clientY)):
            return
        target = event.target
        site_link = target.closest("[data-site-link]")
        if site_link:
            from .embed import site_address

            # Pointed at the game as it stands just before the browser follows it.
            site_link.href = site_address(page)
            return
        action = target.closest("[data-action]")
        # hasAttribute, not .disabled: an SVG element with an action has no such property.
        if action and not action.hasAttribute("disabled"):
            name = action.dataset.action
            if name == "close-dialog":
                page.screen.dialog(None)
            else:
                value = action.getAttribute("data-value")
                page.action(name, str(value) if value else "")
            return
        if page.replaying():  # the board shows an earlier position: only buttons act
            return
        cell = target.closest("[data-cell]")
        if cell:
            page.board.on_cell(cell.dataset.cell)
            return
        tile = target.closest("[data-tile]")
        if tile:
            page.board.on_tile(str(tile.getAttribute("data-tile")))
            return
        colour = target.closest("[data-color]")
        if colour:
            page.board.on_color(str(colour.getAttribute("data-color")))
            return
        die = target.closest("[data-die]")
        if die:
            page.board.on_die(str(die.getAttribute("data-die")))

    def on_pointer_over(event) -> None:
        if event.pointerType == "mouse" and not page.replaying():
            cell = event.target.closest("[data-cell]")
            page.board.on_hover(str(cell.getAttribute("data-cell")) if cell else "")

    def on_storage(event) -> None:
        """Another tab changed localStorage; `key` is null when it was cleared."""
        key, value = event.key, event.newValue
        page.keeping.storage_changed(
            None if key is None or key is jsnull else str(key),
            None if value is None or value is jsnull else str(value),
        )

    def answers(form) -> dict[str, str]:
        return {str(key): str(value) for key, value in js.FormData.new(form).entries()}

    def on_submit(event) -> None:
        event.preventDefault()
        page.answers_submitted(answers(event.target))

    def on_change(event) -> None:
        name = str(event.target.name or "")
        if name == "players" or name.startswith("kind-"):
            page.dialog_changed(answers(event.target.form))
        elif name == EMBED_START_FIELD:
            page.embed_code.choose(str(event.target.value))
        elif event.target.hasAttribute("data-import-file"):
            asyncio.ensure_future(read_picked_file(event.target.files))

    async def read_picked_file(files) -> None:
        if not files or not files.length:
            return
        picked = files.item(0)
        size = int(picked.size)
        page.sharing.import_file(str(await picked.text()) if size <= MAX_TEXT else "", size)

    def on_escape(event) -> None:
        """Escape drops a half-made move, unless a dialog is open (the game's
        own or the rules): then Escape closes that."""
        if event.key == "Escape" and not document.querySelector("dialog[open]"):
            page.cancel_selection()

    listen(document.getElementById("play"), "click", on_click)
    listen(window, "storage", on_storage)
    listen(document, "keydown", on_escape)
    board = document.getElementById("board")
    listen(board, "pointerover", on_pointer_over)
    keys = page.screen.focus
    listen(board, "keydown", keys.on_key_down)
    listen(board, "focusin", keys.on_focus_in)
    zoom = page.screen.zoom = BoardZoom(document)
    listen(zoom.button, "click", zoom.toggle)
    was_wide = page.screen.wide_board()

    def on_resize(_event) -> None:
        nonlocal was_wide
        zoom.refresh()
        page.screen.refit_status()  # after Zoom, which takes its room in the row, shows or hides
        if page.screen.wide_board() != was_wide:
            was_wide = not was_wide
            page.screen_turned()

    listen(window, "resize", on_resize)
    dialog = document.getElementById("dialog")
    listen(dialog, "click", on_click)
    listen(dialog, "submit", on_submit)
    listen(dialog, "change", on_change)
    # Its buttons, Escape or a game started: the page learns it, whichever it was.
    listen(dialog, "close", lambda _event: page.dialog_closed())


class RulesPanel:
    """The game's rules over its page: the Rules link opens the dialog that
    the build (sitebuild.rules) leaves in a `<template data-rules>`, so there
    is no page load and no second Python, and the game under it (a half-made
    move included) stays as it was. A click asking for a new tab or window follows the link."""

    def __init__(self, link, game_id: str) -> None:
        self.link = link
        self.game_id = game_id
        self.dialog = None

    def on_click(self, event) -> None:
        if event.button != 0 or event.ctrlKey or event.metaKey or event.shiftKey or event.altKey:
            return
        dialog = self.dialog or self.make_dialog()
        if not dialog:
            return
        event.preventDefault()
        document.body.append(dialog)
        dialog.showModal()
        dialog.querySelector(".rules-panel-close").focus()

    def make_dialog(self):
        """The panel from its template, or None for a page built without one."""
        template = document.querySelector(f'template[data-rules="{self.game_id}"]')
        if not template:
            return None
        self.dialog = template.content.querySelector("dialog").cloneNode(True)
        listen(self.dialog.querySelector(".rules-panel-close"), "click", lambda event: self.dialog.close())
        listen(self.dialog, "close", self.on_close)
        return self.dialog

    def on_close(self, event) -> None:
        """Closed by its button, Escape or a click outside it: the page is as
        before (the panel leaves the document) and focus is back on the link."""
        self.dialog.remove()
        self.link.focus()


def wire_rules_link(game: oddsevens.Game) -> None:
    """The Rules link that boot.js put in the header opens the rules over the game from now on."""
    rules = document.querySelector("#game-nav a")
    if rules:
        listen(rules, "click", RulesPanel(rules, game.id).on_click)


def show_embed_links(game: oddsevens.Game) -> None:
    """The embed's only chrome: the site's name and the game's rules, each opening in a new tab."""
    rules = document.getElementById("embed-rules")
    rules.href = words.page_file(f"rules/{game.id}")
    rules.textContent = _("{game} rules").format(game=game.title)
    rules.hidden = False
    document.title = _("{game} · Odds & Evens").format(game=game.title)


async def speak_the_pages_language() -> None:
    """The page's words from here on in its language (<html lang>), from the
    compiled catalogue the build put beside it (preloaded with Python's own
    downloads); English where there is none or it cannot be read."""
    root = document.documentElement
    words.speak_among(str(root.dataset.languages or words.ENGLISH).split())
    language = str(root.lang or words.ENGLISH)
    if language == words.ENGLISH:
        return
    try:
        response = await js.fetch(f"locales/{language}.mo")
        if response.ok:
            words.use_catalogue(language, (await response.arrayBuffer()).to_bytes())
    except (OSError, ValueError, pyodide.ffi.JsException) as error:
        js.console.warn(f"the {language} words could not be read ({error}); the page speaks English")


async def start() -> None:
    # A page restored from the memory snapshot (static/pyodide-snapshot.mjs)
    # would otherwise draw the same numbers as every other page load.
    random.seed()
    await speak_the_pages_language()
    import_added_games()
    parameters = js.URLSearchParams.new(window.location.search)
    game_id = parameters.get("game")
    embedded = document.documentElement.hasAttribute("data-embed")
    store = local_storage()
    page = GamePage(
        game_id,
        BrowserScreen(),
        SavedGames(store if store is not None else MissingStorage()),
        lambda: str(js.Date.new().toISOString()),
        lambda: int(js.Math.random() * 2**31),
    )
    wire(page)
    if embedded:
        from .embed import open_embedded

        show_embed_links(page.game)
        pairs = [(str(name), str(value)) for name, value in parameters.entries()]
        open_embedded(page, pairs, store)
    else:
        wire_rules_link(page.game)
        # Beside index.html, whatever the site's own address: the Embed dialog's code points there.
        page.embed_code.embed_page = str(js.URL.new("embed.html", window.location.href).href)
        page.open()
        if window.location.hash:
            page.sharing.open_shared(str(window.location.hash))
    document.documentElement.dataset.ready = ""
    if page.seats.against_computer():
        asyncio.ensure_future(start_bots_after_offline_cache())


async def start_bots_after_offline_cache() -> None:
    """Starts the computer's worker once the offline cache no longer fills
    (html[data-offline], static/offline.js), for at most
    OFFLINE_CACHE_WAIT_SECONDS. Chromium keeps the machine code it compiles
    from Pyodide's WebAssembly only for a copy served by the offline cache,
    so a worker started while the first visit fills it would leave the next
    visit compiling it all again. The computer's first move starts the worker
    at once (BrowserScreen.think)."""
    root = document.documentElement
    waited = 0.0
    while root.getAttribute("data-offline") == "installing" and waited < OFFLINE_CACHE_WAIT_SECONDS:
        await asyncio.sleep(0.1)
        waited += 0.1
    start_bots()


def start_bots() -> None:
    """Starts the computer players' worker (a second Python) once: after the
    page is ready, so it never slows the page's own start, or at its first
    move. `workers["bots"]` waits until the worker has booted."""
    if document.querySelector('script[type="py"][name="bots"]'):
        return
    page_script = document.querySelector('script[type="py"]:not([worker])')
    bots = document.createElement("script")
    bots.type = "py"
    bots.setAttribute("worker", "")
    bots.setAttribute("name", "bots")
    bots.setAttribute("config", page_script.getAttribute("config"))
    bots.textContent = f'{PACKAGE_ON_PATH}import random\nrandom.seed()\nfrom app.bots import choose, hint, review\n__export__ = ["choose", "hint", "review"]\n'
    document.body.append(bots)
    asyncio.ensure_future(mark_computer_ready())


async def mark_computer_ready() -> None:
    """Hook for tests and the bench: html[data-computer-ready] once the bots'
    worker has booted and can answer."""
    await workers["bots"]
    document.documentElement.dataset.computerReady = ""
