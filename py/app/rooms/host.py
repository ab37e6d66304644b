"""The host's side of a room: its page runs the game, plays the computer's
seats and saves the game as always, and sends every guest's device its
seat's view and legal moves after each change (`Table`). A guest's move is
checked and played here; anything else a guest sends is dropped and the game
does not change."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import oddsevens
from oddsevens.core import IllegalMove

from ..seats import Seats
from .link import Device, Link
from .messages import PHASES, BadMessage, Hello, Move, Sit, encode, read_from_guest
from .seating import COMPUTER, GUEST, HOST, OPEN, RoomSeat, Seating, new_token

LinkMaker = Callable[["RoomHost"], Link]


class HostPage(Protocol):
    """What the host's side of a room asks of its page."""

    @property
    def game(self) -> oddsevens.Game: ...

    @property
    def seats(self) -> Seats: ...

    @property
    def state(self) -> oddsevens.State: ...

    def start_new(self, setup: dict[str, Any]) -> None: ...

    def play_remote(self, move: Any, seat: int) -> None:
        """Plays a guest's move as the page plays any (saved, shown, the
        computer's turn after it); IllegalMove when it may not be played."""

    def moment(self) -> Any:
        """What the page shows for a moment after the last move (`Board.moment`)."""

    def seats_changed(self, setup: dict[str, Any]) -> None:
        """The same game, with other people or the computer at its seats."""

    def render(self) -> None: ...


def public_options(game: oddsevens.Game, options: dict[str, Any]) -> dict[str, Any]:
    """The options a guest may know: those that fix chance for tests and
    lessons (a deck, a deal, dice; validated by the game itself) stay here."""
    return {name: value for name, value in options.items() if game.options[name][1] is not None}


class RoomHost:
    hosting = True

    def __init__(
        self, page: HostPage, code: str, seating: Seating, options: dict[str, Any], *,
        phase: str = "lobby", save: Callable[[RoomHost], None] = lambda room: None,
    ) -> None:
        self.page = page
        self.code = code
        self.seating = seating
        self.options = options
        """The game's options, as the new-game dialog made them."""
        assert phase in PHASES
        self.phase = phase
        self.save = save
        self.link: Link | None = None
        self.connected_to_service = False
        self.problem_seen: str | None = None
        self.dropped: list[str] = []
        """Why each message dropped was (newest last), for the console and the tests."""

    # -- the room's own state ---------------------------------------------------
    def open(self, make_link: LinkMaker) -> None:
        self.link = make_link(self)
        self.changed()

    def saved(self) -> dict[str, Any]:
        return {"code": self.code, "phase": self.phase, "options": self.options, **self.seating.saved()}

    def setup(self) -> dict[str, Any]:
        """The game's setup, which names the room: the host's page, opened
        again from the menu, opens the room again (`Rooms.reopen`)."""
        return {**self.seating.setup(self.options), "room": self.code}

    def changed(self) -> None:
        """After every change: the room saved, every device sent its table, the host's page drawn."""
        if self.phase in ("playing", "over"):
            self.phase = "over" if self.page.state.over else "playing"
        self.save(self)
        for seat, held in enumerate(self.seating.seats):
            if held.device is not None:
                self.send_table(held.device, seat)
        for device in self.seating.visitors:
            self.send_table(device, None)

    def send_table(self, device: Device, seat: int | None, token: str | None = None) -> None:
        if self.link is not None:
            self.link.send(device, encode("table", **self.table(seat, token)))

    def table(self, seat: int | None, token: str | None = None) -> dict[str, Any]:
        """Everything the device at `seat` shows (None: a device that has no
        seat yet): never a seed, a deal or a deck, nor another seat's secrets."""
        game = self.page.game
        seats = [
            {"holder": held.holder, "name": held.name, "connected": held.holder != GUEST or held.device is not None}
            for held in self.seating.seats
        ]
        table: dict[str, Any] = {
            "room": self.code, "game": game.id, "phase": self.phase, "seats": seats, "level": self.seating.level,
            "options": public_options(game, self.options), "you": seat,
        }
        if token is not None:
            table["token"] = token
        if self.phase in ("playing", "over") and seat is not None:
            state = self.page.state
            last = state.last_move()
            table.update(
                moves=len(state), last=None if last is None else [last[0], last[1]],
                view=state.view(seat), legal=state.legal_moves(seat), played=self.seating.seats[seat].played,
                moment=self.page.moment(),
            )
        return table

    # -- what the link says -----------------------------------------------------------
    def ready(self) -> None:
        self.connected_to_service = True
        self.problem_seen = None
        self.page.render()

    def problem(self, kind: str) -> None:
        self.problem_seen = kind
        if kind in ("no-service", "service-lost", "unsupported"):
            self.connected_to_service = False
        self.page.render()

    def opened(self, device: Device) -> None:
        """A device connected; it is seated (or not) when it says hello."""

    def closed(self, device: Device) -> None:
        self.seating.visitors.pop(device, None)
        seat = self.seating.by_device(device)
        if seat is not None:
            self.seating.seats[seat].device = None
            self.changed()
            self.page.render()

    def received(self, device: Device, text: str) -> None:
        try:
            message = read_from_guest(text)
        except BadMessage as error:
            self.drop(str(error))
            return
        if isinstance(message, Hello):
            self.hello(device, message)
        elif isinstance(message, Sit):
            self.sit(device, message)
        else:
            self.move(device, message)

    def drop(self, why: str) -> None:
        self.dropped.append(why)

    # -- a guest -------------------------------------------------------------------
    def hello(self, device: Device, hello: Hello) -> None:
        seated = self.seating.by_device(device)
        if seated is not None:  # said twice: the device keeps its seat, whatever token it shows
            self.send_table(device, seated)
            return
        seat = self.seating.by_token(hello.token)
        if seat is not None:
            held = self.seating.seats[seat]
            if held.device is not None and held.device != device and self.link is not None:
                self.link.drop(held.device)
            held.device = device
            self.send_table(device, seat)
            self.changed()
            self.page.render()
            return
        if self.phase == "lobby" and not self.seating.full():
            self.seating.visitors[device] = hello.name
            self.send_table(device, None)
            self.page.render()
            return
        why = {"lobby": "full", "playing": "started", "over": "over", "closed": "closed"}[self.phase]
        self.turn_away(device, why)

    def turn_away(self, device: Device, why: str) -> None:
        if self.link is not None:
            self.link.send(device, encode("turned-away", why=why))
            self.link.drop(device)

    def sit(self, device: Device, sit: Sit) -> None:
        seats = self.seating.seats
        if self.phase != "lobby" or sit.seat >= len(seats) or seats[sit.seat].holder != OPEN:
            self.drop(f"seat {sit.seat} is not free")
            seat = self.seating.by_device(device)
            if device in self.seating.visitors or seat is not None:
                self.send_table(device, seat)
            return
        earlier = self.seating.by_device(device)
        if earlier is None and device not in self.seating.visitors:
            self.drop("a device sat down before saying hello")
            return
        if earlier is not None:
            seats[earlier] = RoomSeat(OPEN)
        self.seating.visitors.pop(device, None)
        token = new_token()
        seats[sit.seat] = RoomSeat(GUEST, sit.name, token, device)
        self.send_table(device, sit.seat, token)
        self.changed()
        self.page.render()

    def move(self, device: Device, move: Move) -> None:
        seat = self.seating.by_device(device)
        if seat is None:
            self.drop("a move from a device without a seat")
            return
        held = self.seating.seats[seat]
        if move.number <= held.played:
            self.send_table(device, seat)  # played already: the table says so
            return
        if self.phase != "playing" or move.number != held.played + 1:
            self.refuse(device, seat, move, f"move {move.number} does not follow {held.played}")
            return
        state = self.page.state
        if move.seen != len(state) and len(state.to_move) < 2:
            self.refuse(device, seat, move, f"made on move {move.seen}, the game is at {len(state)}")
            return
        held.played = move.number
        try:
            self.page.play_remote(move.move, seat)
        except IllegalMove as error:
            held.played = move.number - 1
            self.refuse(device, seat, move, str(error))

    def refuse(self, device: Device, seat: int, move: Move, why: str) -> None:
        self.drop(why)
        if self.link is not None:
            self.link.send(device, encode("refused", number=move.number))
        self.send_table(device, seat)

    # -- the host's own choices ------------------------------------------------------
    def take_seat(self, seat: int) -> None:
        """The host moves to a free seat of the lobby."""
        seats = self.seating.seats
        if self.phase != "lobby" or not 0 <= seat < len(seats) or seats[seat].holder != OPEN:
            return
        mine = self.seating.host_seat()
        seats[seat], seats[mine] = seats[mine], RoomSeat(OPEN)
        self.changed()
        self.page.render()

    def toggle_computer(self, seat: int) -> None:
        """A free seat goes to the computer and back; during a game, a guest's
        seat whose device has gone goes to the computer (`computer_for`)."""
        seats = self.seating.seats
        if not 0 <= seat < len(seats):
            return
        held = seats[seat]
        if self.phase == "lobby" and held.holder in (OPEN, COMPUTER):
            seats[seat] = RoomSeat(COMPUTER if held.holder == OPEN else OPEN)
        elif self.phase == "lobby" and held.holder == GUEST:
            if held.device is not None:
                self.turn_away(held.device, "full")
            seats[seat] = RoomSeat(OPEN)
        elif self.phase == "playing" and held.holder == GUEST and held.device is None:
            seats[seat] = RoomSeat(COMPUTER)
            self.page.seats_changed(self.setup())
        else:
            return
        self.changed()
        self.page.render()

    def set_level(self, level: str) -> None:
        self.seating.level = level
        if self.phase != "lobby":
            self.page.seats_changed(self.setup())
        self.changed()
        self.page.render()

    def start(self) -> None:
        if self.phase != "lobby" or not self.seating.full():
            return
        self.phase = "playing"
        self.seating.visitors.clear()
        self.page.start_new(self.setup())

    def rematch(self, swap: bool) -> None:
        """The same seats again, swapped where the side matters (two seats)."""
        if swap and len(self.seating.seats) == 2:
            self.seating.seats.reverse()
        self.phase = "playing"
        self.page.start_new(self.setup())

    def close(self) -> None:
        """The host ends the room: the guests are told, the game stays here."""
        self.phase = "closed"
        self.changed()
        if self.link is not None:
            self.link.close()
            self.link = None

    # -- what the host's page says -----------------------------------------------------
    def waiting_for(self) -> list[int]:
        """The guests' seats the game waits for."""
        state = self.page.state
        return [seat for seat in state.to_move if self.seating.seats[seat].holder == GUEST]

    def gone(self) -> list[int]:
        return [seat for seat, held in enumerate(self.seating.seats) if held.holder == GUEST and held.device is None]

    def host_seat(self) -> int:
        return self.seating.host_seat()

    def seat_holder(self, seat: int) -> RoomSeat:
        return self.seating.seats[seat]

    @property
    def players(self) -> int:
        return len(self.seating.seats)

    def is_host_seat(self, seat: int) -> bool:
        return self.seating.seats[seat].holder == HOST
