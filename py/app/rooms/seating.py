"""A room's seats as its host keeps them: who holds each (the host, a guest
on their own device, the computer, nobody yet), each guest's seat token, and
how many of its moves the host has played; saved with the room so that a
host who reloads gets its room back."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from oddsevens.core import BadRecord, phrase

from ..seats import NAME_LENGTH, REMOTE, default_name, player_name
from ..words import N_

HOST, GUEST, COMPUTER, OPEN = "host", "guest", "computer", "open"
HOLDERS = (HOST, GUEST, COMPUTER, OPEN)
"""Who holds a seat of a room, as its messages and its saved form say it."""

SETUP_KIND = {HOST: "human", GUEST: REMOTE, COMPUTER: "computer", OPEN: REMOTE}
"""The seat's kind in the host's game setup (app.seats): the person at this
device, a person at another, the computer (a free seat, in the lobby, is
named as a person's)."""


def new_token() -> str:
    """A seat's secret: whoever shows it is that seat's device."""
    return secrets.token_urlsafe(16)


def new_room_code() -> str:
    """A room's name in its invitation: ten letters and digits, hard to guess."""
    alphabet = "abcdefghijkmnpqrstuvwxyz23456789"
    return "".join(secrets.choice(alphabet) for _ in range(10))


@dataclass
class RoomSeat:
    holder: str
    name: str = ""
    """The name its person typed ("" for the computer and a free seat)."""
    token: str = ""
    """A guest's seat token ("" for the others)."""
    device: str | None = None
    """The link's name for the guest's device while it is connected."""
    played: int = 0
    """The number of the guest's newest move the host has played (Move.number)."""

    def saved(self) -> dict[str, Any]:
        return {"holder": self.holder, "name": self.name, "token": self.token, "played": self.played}


@dataclass
class Seating:
    seats: list[RoomSeat]
    level: str
    visitors: dict[str, str] = field(default_factory=dict)
    """Devices connected in the lobby without a seat yet, with their names."""

    @classmethod
    def from_kinds(cls, kinds: list[str], names: list[str], level: str) -> Seating:
        """The lobby the new-game dialog's seats make: the first person's seat
        is the host's, the other people's are free for guests."""
        host = kinds.index("human") if "human" in kinds else 0
        seats = []
        for seat, kind in enumerate(kinds):
            if seat == host:
                seats.append(RoomSeat(HOST, names[seat] if seat < len(names) else player_name(seat)))
            elif kind == "computer":
                seats.append(RoomSeat(COMPUTER))
            else:
                seats.append(RoomSeat(OPEN))
        return cls(seats, level)

    def host_seat(self) -> int:
        return next(seat for seat, held in enumerate(self.seats) if held.holder == HOST)

    def by_token(self, token: str | None) -> int | None:
        if not token:
            return None
        return next((seat for seat, held in enumerate(self.seats) if held.holder == GUEST and held.token == token), None)

    def by_device(self, device: str) -> int | None:
        return next((seat for seat, held in enumerate(self.seats) if held.device == device), None)

    def full(self) -> bool:
        return all(held.holder != OPEN for held in self.seats)

    def setup(self, options: dict[str, Any]) -> dict[str, Any]:
        """The host's game setup for these seats (app.seats reads it)."""
        kinds = [SETUP_KIND[held.holder] for held in self.seats]
        names = [held.name or default_name(seat, kinds) for seat, held in enumerate(self.seats)]
        return {"seats": kinds, "names": names, "options": options, "level": self.level}

    def saved(self) -> dict[str, Any]:
        return {"seats": [held.saved() for held in self.seats], "level": self.level}

    @classmethod
    def from_saved(cls, data: Any) -> Seating:
        try:
            seats = [
                RoomSeat(held["holder"], held["name"], held["token"], None, held["played"])
                for held in data["seats"]
            ]
            level = data["level"]
        except (KeyError, TypeError) as error:
            raise BadRecord(phrase(N_("the saved room cannot be read ({problem})"), problem=repr(error))) from None
        if not all(
            held.holder in HOLDERS and isinstance(held.name, str) and len(held.name) <= NAME_LENGTH
            and isinstance(held.token, str) and isinstance(held.played, int)
            for held in seats
        ) or [held.holder for held in seats].count(HOST) != 1 or not isinstance(level, str):
            raise BadRecord(phrase(N_("the saved room cannot be read ({problem})"), problem="seats"))
        return cls(seats, level)
