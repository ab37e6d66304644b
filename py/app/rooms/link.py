"""The connections between the devices of a room, as the room's code sees
them: text sent to a device and text received from one, with devices named
by the link (`Device`). The browser's link is app.rooms.browser_link (WebRTC
data channels found through the signalling service, static/rooms.js); the
tests join pages in one process (tests/support/room_link.py)."""

from __future__ import annotations

from typing import Protocol

ROOMS_SCRIPT = "static/rooms.js"
"""The script that carries a room's messages, loaded when a room opens."""
PEERJS_LIBRARY = "vendor/peerjs/peerjs.min.js"
"""PeerJS, which rooms.js loads in turn; the build copies it from node_modules
and declares this path at rooms.js's head (sitebuild.pages.SHARED_VALUES)."""

Device = str
"""A connected device, as the link names it (the guest's side calls its one
connection, to the host, HOST)."""

HOST: Device = "host"

PROBLEMS = ("no-service", "host-away", "id-taken", "service-lost", "unsupported")
"""What can go wrong below the room, as the link reports it: the signalling
service cannot be reached; nobody hosts the room (a guest's side); another
page already hosts it (the host's side); the service was lost for a while;
the browser has no WebRTC."""


class Link(Protocol):
    def send(self, device: Device, text: str) -> None:
        """Sends one message; a device that is gone gets nothing (the room
        learns it from `Listener.closed`)."""

    def drop(self, device: Device) -> None:
        """Ends the connection with `device` (the host turns one away)."""

    def close(self) -> None:
        """Ends every connection and leaves the signalling service."""


class Listener(Protocol):
    """What a link tells its room."""

    def ready(self) -> None:
        """Connected to the signalling service (the host's side: its room is open)."""

    def opened(self, device: Device) -> None: ...

    def received(self, device: Device, text: str) -> None: ...

    def closed(self, device: Device) -> None: ...

    def problem(self, kind: str) -> None:
        """One of PROBLEMS."""
