"""The browser's link for a room (app.rooms.link): static/rooms.js, loaded
with PeerJS when a page opens or joins a room (a page that never does loads
neither), carries the messages over WebRTC data channels. The host's page
loads segno too, which draws the invitation's QR code."""

from __future__ import annotations

import asyncio
from typing import Any

import js
from pyodide.ffi import JsProxy, create_proxy

from .link import ROOMS_SCRIPT, Device, Listener
from .qr_loader import SEGNO_ARCHIVE, load_segno


def load_script(address: str) -> Any:
    """A promise of the classic script at `address`, added to the page once."""
    loading = js.document.querySelector(f'script[src="{address}"]')
    if loading and js.window.oddsevensRooms:
        return js.Promise.resolve(True)

    def start(resolve: Any, reject: Any) -> None:
        script = js.document.createElement("script")
        script.src = address
        script.onload = resolve
        script.onerror = reject
        js.document.head.append(script)

    return js.Promise.new(create_proxy(start))


class BrowserLink:
    def __init__(self, role: str, code: str, listener: Listener) -> None:
        self.listener = listener
        self.handle: Any = None
        self.closed = False
        self.teller: JsProxy = create_proxy(self.tell)
        asyncio.ensure_future(self.start(role, code))

    async def start(self, role: str, code: str) -> None:
        try:
            await load_script(ROOMS_SCRIPT)
        except Exception:
            self.listener.problem("no-service")
            return
        if role == "host":
            await load_segno(SEGNO_ARCHIVE)
        if not self.closed:
            self.handle = js.window.oddsevensRooms.open(role, code, self.teller)

    def tell(self, event: str, device: str, text: str) -> None:
        """What rooms.js says, passed on to the room."""
        try:
            if event == "ready":
                self.listener.ready()
            elif event == "opened":
                self.listener.opened(str(device))
            elif event == "received":
                self.listener.received(str(device), str(text))
            elif event == "closed":
                self.listener.closed(str(device))
            elif event == "problem":
                self.listener.problem(str(text))
        except Exception as error:  # the room stays up; the developer's console says what failed
            js.console.error(f"room: {event} from {device} failed: {error!r}")

    def send(self, device: Device, text: str) -> None:
        if self.handle is not None:
            self.handle.send(device, text)

    def drop(self, device: Device) -> None:
        if self.handle is not None:
            self.handle.drop(device)

    def close(self) -> None:
        self.closed = True
        if self.handle is not None:
            self.handle.close()


def connect(role: str, code: str, listener: Listener) -> BrowserLink:
    """app.rooms.part.Connect, for the browser's page."""
    return BrowserLink(role, code, listener)
