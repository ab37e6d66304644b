"""The page's events, wired to the game page: one delegated click handler
on stable containers, routed by the data-* attributes of what was clicked
(a button's data-action, a board's TAPPABLE), and the board's keys, the
dialog's forms, other tabs' storage and the window's size; and the Rules
link, which opens the game's rules over its page."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import JsProxy, create_proxy, jsnull
from pyscript import document, window

import oddsevens

from .browser_screen import BrowserScreen
from .controller import GamePage
from .embed_code import START_FIELD as EMBED_START_FIELD
from .records import MAX_TEXT
from .screen import CELL, TAPPABLE
from .taps import DoubleTapGuard, Tap
from .zoom import BoardZoom

_proxies: list[JsProxy] = []
"""Event handlers handed to JavaScript; kept alive for the page's lifetime."""


def listen(node: Any, event: str, handler: Callable[[Any], Any]) -> None:
    """Calls `handler` with each `event` on `node`, for the page's lifetime."""
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    node.addEventListener(event, proxy)


def wire(page: GamePage, screen: BrowserScreen) -> None:
    """One delegated handler on stable containers; `closest` gives JS null
    (falsy) when a click is on nothing of ours. A tap that only repeats the
    one before it on the same spot does nothing (app/taps.py). `screen` is
    the page's."""
    taps = DoubleTapGuard()

    def on_click(event: Any) -> None:
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
        for attribute, tapped in TAPPABLE.items():
            found = target.closest(f"[{attribute}]")
            if found:
                tapped(page.board, str(found.getAttribute(attribute)))
                return

    def on_pointer_over(event: Any) -> None:
        if event.pointerType == "mouse" and not page.replaying():
            cell = event.target.closest(f"[{CELL}]")
            page.board.on_hover(str(cell.getAttribute(CELL)) if cell else "")

    def on_storage(event: Any) -> None:
        """Another tab changed localStorage; `key` is null when it was cleared."""
        key, value = event.key, event.newValue
        page.keeping.storage_changed(
            None if key is None or key is jsnull else str(key),
            None if value is None or value is jsnull else str(value),
        )

    def answers(form: Any, submitter: Any = None) -> dict[str, str]:
        """A form's fields, and the name and value of the button that sent it (a room's seat)."""
        return {str(key): str(value) for key, value in js.FormData.new(form, submitter or jsnull).entries()}

    def on_submit(event: Any) -> None:
        event.preventDefault()
        # A submit event a script dispatched is no SubmitEvent: it has no submitter.
        page.answers_submitted(answers(event.target, getattr(event, "submitter", None)))

    def on_change(event: Any) -> None:
        name = str(event.target.name or "")
        if name == "players" or name.startswith("kind-"):
            page.dialog_changed(answers(event.target.form))
        elif name == EMBED_START_FIELD:
            page.embed_code.choose(str(event.target.value))
        elif event.target.hasAttribute("data-import-file"):
            asyncio.ensure_future(read_picked_file(event.target.files))

    async def read_picked_file(files: Any) -> None:
        if not files or not files.length:
            return
        picked = files.item(0)
        size = int(picked.size)
        page.sharing.import_file(str(await picked.text()) if size <= MAX_TEXT else "", size)

    def on_escape(event: Any) -> None:
        """Escape drops a half-made move, unless a dialog is open (the game's
        own or the rules): then Escape closes that."""
        if event.key == "Escape" and not document.querySelector("dialog[open]"):
            page.cancel_selection()

    listen(document.getElementById("play"), "click", on_click)
    listen(document.getElementById("play"), "submit", on_submit)  # a room's lobby
    listen(window, "storage", on_storage)
    listen(document, "keydown", on_escape)
    board = document.getElementById("board")
    listen(board, "pointerover", on_pointer_over)
    keys = screen.focus
    listen(board, "keydown", keys.on_key_down)
    listen(board, "focusin", keys.on_focus_in)
    zoom = screen.zoom = BoardZoom(document)
    listen(zoom.button, "click", zoom.toggle)
    was_wide = screen.wide_board()

    def on_resize(_event: Any) -> None:
        nonlocal was_wide
        zoom.refresh()
        screen.refit_status()  # after Zoom, which takes its room in the row, shows or hides
        if screen.wide_board() != was_wide:
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

    def __init__(self, link: Any, game_id: str) -> None:
        self.link = link
        self.game_id = game_id
        self.dialog: Any = None

    def on_click(self, event: Any) -> None:
        if event.button != 0 or event.ctrlKey or event.metaKey or event.shiftKey or event.altKey:
            return
        dialog = self.dialog or self.make_dialog()
        if not dialog:
            return
        event.preventDefault()
        document.body.append(dialog)
        dialog.showModal()
        dialog.querySelector(".rules-panel-close").focus()

    def make_dialog(self) -> Any:
        """The panel from its template, or None for a page built without one."""
        template = document.querySelector(f'template[data-rules="{self.game_id}"]')
        if not template:
            return None
        self.dialog = template.content.querySelector("dialog").cloneNode(True)
        listen(self.dialog.querySelector(".rules-panel-close"), "click", lambda event: self.dialog.close())
        listen(self.dialog, "close", self.on_close)
        return self.dialog

    def on_close(self, event: Any) -> None:
        """Closed by its button, Escape or a click outside it: the page is as
        before (the panel leaves the document) and focus is back on the link."""
        self.dialog.remove()
        self.link.focus()


def wire_rules_link(game: oddsevens.Game) -> None:
    """The Rules link that boot.js put in the header opens the rules over the game from now on."""
    rules = document.querySelector("#game-nav a")
    if rules:
        listen(rules, "click", RulesPanel(rules, game.id).on_click)
