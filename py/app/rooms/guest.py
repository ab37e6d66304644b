"""A guest's side of a room: its page shows what the host sends (`Table`),
its seat's view made a state (`Game.from_view`), and sends its player's
moves, numbered, until the host has played each (a move sent again after a
lost connection is never played twice)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import oddsevens
from oddsevens.core import BadRecord, IllegalMove

from ..seats import DEFAULT_LEVEL, LEVELS, NAME_LENGTH, default_name
from .link import HOST, Device, Link
from .messages import PHASES, TURNED_AWAY, BadMessage, encode, parsed
from .seating import COMPUTER, GUEST, HOLDERS, OPEN
from .seating import HOST as HOST_HOLDER


class GuestPage(Protocol):
    """What a guest's side of a room asks of its page."""

    @property
    def game(self) -> oddsevens.Game: ...

    def show_remote(self, setup: dict[str, Any], state: oddsevens.State | None) -> None:
        """Shows the room's game as the host sent it (None: not started)."""

    def render(self) -> None: ...


class SeatMemory(Protocol):
    """The device's memory of its seats and its player's name (rooms.keeping)."""

    def token(self, code: str) -> str | None: ...

    def remember(self, code: str, token: str) -> bool: ...

    def name(self) -> str: ...

    def remember_name(self, name: str) -> None: ...


@dataclass(frozen=True)
class Sent:
    number: int
    seen: int
    move: Any


@dataclass(frozen=True)
class SeatShown:
    holder: str
    name: str
    connected: bool


def read_table(data: dict[str, Any], game: oddsevens.Game) -> dict[str, Any]:
    """A table from the host, checked for what this page reads of it."""
    if data.get("game") != game.id or data.get("phase") not in PHASES:
        raise BadMessage("a table for another game or of no phase")
    seats = data.get("seats")
    if not isinstance(seats, list) or not game.min_players <= len(seats) <= game.max_players:
        raise BadMessage("a table's seats are a list, one per player")
    for held in seats:
        if not (
            isinstance(held, dict) and held.get("holder") in HOLDERS and isinstance(held.get("name"), str)
            and len(held["name"]) <= NAME_LENGTH and isinstance(held.get("connected"), bool)
        ):
            raise BadMessage("a seat is {holder, name, connected}")
    you = data.get("you")
    if you is not None and (isinstance(you, bool) or not isinstance(you, int) or not 0 <= you < len(seats)):
        raise BadMessage("you is a seat or null")
    if "view" in data:
        if not isinstance(data["view"], dict) or not isinstance(data.get("legal"), list):
            raise BadMessage("a view is an object, the legal moves a list")
        for name in ("moves", "played"):
            value = data.get(name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise BadMessage(f"{name} is a count")
    return data


class RoomGuest:
    hosting = False

    def __init__(self, page: GuestPage, code: str, memory: SeatMemory) -> None:
        self.page = page
        self.code = code
        self.memory = memory
        self.link: Link | None = None
        self.phase: str | None = None
        """The room's phase as the host last said it; None before it has."""
        self.seat: int | None = None
        self.seats: list[SeatShown] = []
        self.level = "medium"
        self.options: dict[str, Any] = {}
        self.played = 0
        self.pending: Sent | None = None
        self.refused: Sent | None = None
        """A move the host did not play, explained once the next table shows why."""
        self.refusal = ""
        """Why the player's last move was not played, said until their next move."""
        self.connected = False
        self.problem_seen: str | None = None
        self.turned_away: str | None = None
        self.state: oddsevens.State | None = None
        self.moment: Any = None
        """What the host's page shows for a moment after the last move (`Board.moment`)."""

    def open(self, link: Link) -> None:
        self.link = link
        self.page.render()

    # -- what the link says ---------------------------------------------------------
    def ready(self) -> None:
        self.problem_seen = None
        self.page.render()

    def problem(self, kind: str) -> None:
        self.problem_seen = kind
        self.page.render()

    def opened(self, device: Device) -> None:
        self.connected = True
        self.problem_seen = None
        self.send("hello", token=self.memory.token(self.code), name=self.memory.name())
        if self.pending is not None:
            self.send("move", number=self.pending.number, seen=self.pending.seen, move=self.pending.move)
        self.page.render()

    def closed(self, device: Device) -> None:
        self.connected = False
        self.page.render()

    def received(self, device: Device, text: str) -> None:
        try:
            data = parsed(text)
            kind = data["type"]
            if kind == "table":
                self.show(read_table(data, self.page.game))
            elif kind == "refused" and self.pending is not None and data.get("number") == self.pending.number:
                self.refused, self.pending = self.pending, None
            elif kind == "turned-away" and data.get("why") in TURNED_AWAY:
                self.turned_away = data["why"]
                self.phase = "closed"
                self.close()
                self.page.render()
        except (BadMessage, BadRecord, KeyError, TypeError, ValueError):
            # What the host's page sent cannot be read: the screen keeps what it showed.
            return

    # -- the room as the host shows it ---------------------------------------------
    def show(self, table: dict[str, Any]) -> None:
        game = self.page.game
        if "token" in table and isinstance(table["token"], str) and table["you"] is not None:
            self.memory.remember(self.code, table["token"])
        state = None
        if "view" in table:
            state = game.from_view(table["view"])
            last = table.get("last")
            state = state.after_moves(table["moves"], None if not isinstance(last, list) else (last[0], last[1]))
        self.phase = table["phase"]
        self.seat = table["you"]
        self.seats = [SeatShown(held["holder"], held["name"], held["connected"]) for held in table["seats"]]
        level, options = table.get("level"), table.get("options")
        self.level = level if isinstance(level, str) and level in LEVELS else DEFAULT_LEVEL
        self.options = options if isinstance(options, dict) else {}
        self.played = table.get("played", 0)
        self.moment = table.get("moment")
        if self.pending is not None and self.played >= self.pending.number:
            self.pending = None
        if self.refused is not None and state is not None:
            self.refusal = self.why_refused(state, self.refused)
            self.refused = None
        self.state = state
        if self.phase == "closed":
            self.close()
        self.page.show_remote(self.setup(), state)

    def why_refused(self, state: oddsevens.State, move: Sent) -> str:
        """The rule the move breaks in the game as it now stands, in the page's words."""
        from ..words import _, say

        try:
            state.play(move.move, self.seat)
        except IllegalMove as error:
            # Translators: {reason} is the rule a move sent to the host breaks now that another move came first.
            return _("Your move was not played: {reason}.").format(reason=say(error.said))
        return _("Your move was not played: the game had moved on. Look again and play.")

    def setup(self) -> dict[str, Any]:
        """This device's game setup: its player is the person here, the
        host and other guests people at other devices."""
        kinds = [
            "human" if seat == self.seat else "computer" if held.holder == COMPUTER else "remote"
            for seat, held in enumerate(self.seats)
        ]
        names = [held.name or default_name(seat, kinds) for seat, held in enumerate(self.seats)]
        return {"seats": kinds, "names": names, "options": dict(self.options), "level": self.level}

    # -- what the player does -----------------------------------------------------------
    def sit(self, seat: int, name: str) -> None:
        tidy = " ".join(name.split())[:NAME_LENGTH]
        if tidy:
            self.memory.remember_name(tidy)
        self.send("sit", seat=seat, name=tidy or self.memory.name())

    def send_move(self, move: Any) -> None:
        assert self.state is not None, "a move is made in a game shown"
        self.refusal = ""
        self.pending = Sent(self.played + 1, len(self.state), move)
        self.send("move", number=self.pending.number, seen=self.pending.seen, move=move)

    def send(self, kind: str, **fields: Any) -> None:
        if self.link is not None and self.connected:
            self.link.send(HOST, encode(kind, **fields))

    def close(self) -> None:
        if self.link is not None:
            self.link.close()
            self.link = None

    # -- what the guest's page says ---------------------------------------------------
    def free_seats(self) -> list[int]:
        return [seat for seat, held in enumerate(self.seats) if held.holder == OPEN]

    def waiting_for(self) -> list[int]:
        if self.state is None:
            return []
        return [seat for seat in self.state.to_move if seat != self.seat and self.seats[seat].holder in (GUEST, HOST_HOLDER)]

    def gone(self) -> list[int]:
        return [seat for seat, held in enumerate(self.seats) if not held.connected]
