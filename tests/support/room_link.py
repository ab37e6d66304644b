"""Rooms in one process: pages on RecordingScreens joined by a hub that
carries their messages as the browser's link would (app.rooms.link), in the
order sent, when the test says (`deliver`), so that moves made at the same
moment can meet at the host. Every message a guest receives is kept."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from app.rooms.link import HOST, Device, Listener
from fakes import MemoryStore, RecordedPage, make_page


@dataclass
class HubLink:
    hub: RoomHub
    listener: Listener
    role: str
    device: Device = ""
    """A guest's name at the host."""
    open: bool = True

    def send(self, device: Device, text: str) -> None:
        if not self.open:
            return
        if self.role == "host":
            target = self.hub.guests.get(device)
            if target is not None and target.open:
                self.hub.carry(target, HOST, text)
        elif self.hub.host is not None and self.hub.host.open:
            self.hub.carry(self.hub.host, self.device, text)

    def drop(self, device: Device) -> None:
        """After what was sent to it last, as rooms.js does."""
        target = self.hub.guests.get(device)
        if target is not None:
            self.hub.queue.append(lambda: self.hub.disconnect(target))

    def close(self) -> None:
        """After what was sent last, as a data channel's closing sends what it holds first."""
        if self.role == "host":
            for guest in list(self.hub.guests.values()):
                self.hub.queue.append(partial(self.hub.disconnect, guest))
            self.hub.queue.append(self.hub.host_lost)
        else:
            self.hub.disconnect(self)


@dataclass
class RoomHub:
    host: HubLink | None = None
    guests: dict[Device, HubLink] = field(default_factory=dict)
    queue: deque[Callable[[], None]] = field(default_factory=deque)
    """What happens next, in order: a message arriving, a connection opening."""
    received: dict[Device, list[str]] = field(default_factory=dict)
    """Every message each guest's device received, in order."""
    count: int = 0

    def connect(self, role: str, code: str, listener: Listener) -> HubLink:
        """A link as the browser's opens: what it says comes after it is made."""
        link = HubLink(self, listener, role)
        if role == "host":
            self.host = link
            self.queue.append(listener.ready)
            for guest in list(self.guests.values()):
                if guest.open:
                    self.queue.append(partial(self.open_guest, guest))
        else:
            self.count += 1
            link.device = f"guest-{self.count}"
            self.guests[link.device] = link
            self.queue.append(listener.ready)
            self.queue.append(lambda: self.open_guest(link))
        return link

    def open_guest(self, guest: HubLink) -> None:
        if self.host is None:
            guest.listener.problem("host-away")
            return
        self.host.listener.opened(guest.device)
        guest.listener.opened(HOST)

    def carry(self, target: HubLink, sender: Device, text: str) -> None:
        def arrive() -> None:
            if not target.open:
                return
            if target.role == "guest":
                self.received.setdefault(target.device, []).append(text)
            target.listener.received(sender, text)

        self.queue.append(arrive)

    def disconnect(self, guest: HubLink) -> None:
        if not guest.open:
            return
        guest.open = False
        self.guests.pop(guest.device, None)
        guest.listener.closed(HOST)
        if self.host is not None:
            self.host.listener.closed(guest.device)

    def deliver(self, limit: int = 10_000) -> None:
        """Carries every message sent, and those they cause, in order."""
        for _ in range(limit):
            if not self.queue:
                return
            self.queue.popleft()()
        raise AssertionError("the devices never stopped talking")

    def host_lost(self) -> None:
        """The host's page is gone (reloaded, closed): its guests lose it."""
        host, self.host = self.host, None
        if host is not None:
            host.open = False
            for guest in self.guests.values():
                guest.listener.closed(HOST)

    def guest_page(self, game_id: str, code: str, store: MemoryStore | None = None) -> RecordedPage:
        page = make_page(game_id, store)
        page.rooms.connect = self.connect
        page.rooms.join(code)
        return page

    def host_page(self, game_id: str, store: MemoryStore | None = None) -> RecordedPage:
        page = make_page(game_id, store)
        page.rooms.connect = self.connect
        return page
