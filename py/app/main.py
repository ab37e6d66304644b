"""Entry point in the browser: builds the page for ?game=<id> on the
browser's screen (browser_screen.py), wires the DOM's events to it
(wiring.py) and opens the game. These modules, with the bots' worker's
start (bots_worker.py), are the only ones that import pyscript; they and
the helpers they use (keyboard.py, zoom.py) are the only code touching the DOM."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import js
import pyodide.ffi
from pyodide.ffi import jsnull
from pyscript import document, window

import oddsevens

from . import words
from .added_games import import_added_games
from .bots_worker import start_bots_after_offline_cache
from .browser_screen import BrowserScreen
from .controller import GamePage
from .rooms.browser_link import connect as connect_room
from .rooms.opening import open_room
from .storage import SavedGames
from .wiring import wire, wire_rules_link
from .words import _


class BrowserStore:
    """localStorage with JavaScript's null read as None."""

    shared = True
    """Other tabs of this site write here too (see SavedGames.watches)."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage

    def getItem(self, key: str) -> str | None:
        value = self.storage.getItem(key)
        return None if value is None or value is jsnull else str(value)

    def setItem(self, key: str, value: str) -> None:
        self.storage.setItem(key, value)

    def removeItem(self, key: str) -> None:
        self.storage.removeItem(key)


def local_storage() -> BrowserStore | None:
    try:
        return BrowserStore(window.localStorage)
    except Exception:
        return None


class MissingStorage:
    """Stands in when the browser gives no localStorage: saving reports why."""

    def getItem(self, key: str) -> None:
        return None

    def setItem(self, key: str, value: str) -> None:
        raise OSError(_("this browser offers no storage"))

    def removeItem(self, key: str) -> None:
        return None


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


async def let_the_page_answer() -> None:
    """A pause between the start's steps: the page's event loop runs, so a
    tap, a scroll or the Rules link is answered while Python starts, rather
    than after one long task (issue 47)."""
    await asyncio.sleep(0)


async def start() -> None:
    # A page restored from the memory snapshot (static/pyodide-snapshot.mjs)
    # would otherwise draw the same numbers as every other page load.
    random.seed()
    await let_the_page_answer()
    await speak_the_pages_language()
    import_added_games()
    parameters = js.URLSearchParams.new(window.location.search)
    game_id = parameters.get("game")
    embedded = document.documentElement.hasAttribute("data-embed")
    store = local_storage()
    screen = BrowserScreen()
    page = GamePage(
        game_id,
        screen,
        SavedGames(store if store is not None else MissingStorage()),
        lambda: str(js.Date.new().toISOString()),
        lambda: int(js.Math.random() * 2**31),
    )
    await let_the_page_answer()
    wire(page, screen)
    if embedded:
        from .embed import open_embedded

        show_embed_links(page.game)
        pairs = [(str(name), str(value)) for name, value in parameters.entries()]
        open_embedded(page, pairs, store)
    else:
        wire_rules_link(page.game)
        # Beside index.html, whatever the site's own address: the Embed dialog's code points there.
        page.embed_code.embed_page = str(js.URL.new("embed.html", window.location.href).href)
        page.rooms.connect = connect_room
        pairs = [(str(name), str(value)) for name, value in parameters.entries()]
        if not open_room(page, pairs):
            page.open()
            page.rooms.reopen()
            if window.location.hash:
                page.sharing.open_shared(str(window.location.hash))
    document.documentElement.dataset.ready = ""
    if page.seats.against_computer():
        asyncio.ensure_future(start_bots_after_offline_cache())
