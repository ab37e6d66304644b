"""The game page's part for rooms (friends each on their own device): it
opens a room as its host or joins one as a guest, draws the lobby and the
strip over a game, and passes the room's buttons and the lobby's form on.
GamePage asks it whether this device runs the game (`guest`) and tells it of
every change (`changed`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import oddsevens
from oddsevens.core import BadRecord

from ..board import Board
from ..keeping import Keeping
from ..markup import Markup, join
from ..screen import Screen
from ..seats import LEVELS, REMOTE, Seats, player_name
from ..words import _
from .guest import RoomGuest
from .host import RoomHost
from .link import Link, Listener
from .memory import RoomMemory
from .qr import invitation_code
from .seating import Seating, new_room_code
from .view import (
    SEAT_FORM,
    connecting_markup,
    copied_sentence,
    lobby_buttons,
    lobby_markup,
    lobby_status,
    strip_markup,
    trouble_markup,
    waiting_sentence,
)

Connect = Callable[[str, str, Listener], Link]
"""Opens the link of a room: (role "host" or "guest", the room's code, who hears it)."""

ACTIONS = ("room-start", "room-close", "room-leave", "room-computer", "room-level", "room-copy", "room-share")


class RoomsPage(Protocol):
    """What rooms ask of the game page (app.controller.GamePage)."""

    game: oddsevens.Game
    screen: Screen
    seats: Seats
    board: Board
    setup: dict[str, Any]
    history: list[oddsevens.State]
    keeping: Keeping

    @property
    def state(self) -> oddsevens.State: ...

    def start_new(self, setup: dict[str, Any]) -> None: ...

    def played(self, new: oddsevens.State) -> None: ...

    def render(self) -> None: ...

    def position_changed(self) -> None: ...

    def say_aloud(self, text: str) -> None: ...

    def move_sentence(self, before: oddsevens.State, after: oddsevens.State) -> str: ...

    def resume_computer(self) -> None: ...


class Rooms:
    def __init__(self, page: RoomsPage, store: Any) -> None:
        self.page = page
        self.memory = RoomMemory(store)
        self.room: RoomHost | RoomGuest | None = None
        self.connect: Connect | None = None
        """Set by the browser's page (app.rooms.browser_link) or a test: without it, no room opens."""
        self.invitation = ""
        self.note = ""
        """A sentence for the status line after a button (Copy the link)."""

    # -- opening ---------------------------------------------------------------------
    def host(self, setup: dict[str, Any]) -> None:
        """A new room for the game the new-game dialog (or the address) set up."""
        kinds, names = setup["seats"], setup.get("names") or []
        typed = self.memory.name()
        seating = Seating.from_kinds(kinds, names, setup.get("level", "medium"))
        host_seat = seating.host_seat()
        if typed and seating.seats[host_seat].name == player_name(host_seat):
            seating.seats[host_seat].name = typed
        self.open_host(new_room_code(), seating, dict(setup["options"]), "lobby")

    def open_host(self, code: str, seating: Seating, options: dict[str, Any], phase: str) -> None:
        room = RoomHost(self, code, seating, options, phase=phase, save=self.keep)
        self.room = room
        self.invitation = self.page.screen.room_address(code)
        if self.connect is not None:
            connect = self.connect
            room.open(lambda listener: connect("host", code, listener))
        else:
            room.changed()
        self.page.render()

    def keep(self, room: RoomHost) -> None:
        self.memory.keep_hosted(room.code, room.saved())

    def resume(self, code: str) -> bool:
        """The room this device hosts under `code`, back after a reload
        (its game is the page's saved one); False when it hosts no such room."""
        saved = self.memory.hosted(code)
        if saved is None:
            return False
        try:
            seating = Seating.from_saved(saved)
            options, phase = saved["options"], saved["phase"]
        except (BadRecord, KeyError, TypeError):
            return False
        if phase == "closed":
            return False
        if phase != "lobby":
            self.seats_changed(seating.setup(options))
        self.open_host(code, seating, options, phase)
        return True

    def reopen(self) -> None:
        """The page's game, saved in a room this device hosts and opened
        without its invitation (from the menu, say): the room opens again
        and its guests find it; where it cannot (closed, forgotten), the
        friends' seats are played at this device from now on."""
        setup = self.page.setup
        if self.room is not None or REMOTE not in setup.get("seats", ()):
            return
        code = setup.get("room")
        if isinstance(code, str) and self.resume(code):
            return
        here = {key: value for key, value in setup.items() if key != "room"}
        self.seats_changed({**here, "seats": ["human" if kind == REMOTE else kind for kind in setup["seats"]]})

    def join(self, code: str, known: bool = True) -> None:
        """This device joins the room `code` as a guest; `known`: the code
        could name a room (an invitation cut short names none)."""
        room = RoomGuest(self, code, self.memory)
        self.room = room
        if not known:
            room.problem_seen = "unknown-room"
        elif self.connect is not None:
            room.open(self.connect("guest", code, room))
        self.page.render()

    def leave(self) -> None:
        """A game at this device again: the host's room is closed first (its guests are told)."""
        room, self.room = self.room, None
        if isinstance(room, RoomHost) and room.phase != "closed":
            room.close()
        elif isinstance(room, RoomGuest):
            room.close()

    # -- the page of a room's host or guest (rooms.host.HostPage, rooms.guest.GuestPage) ------------
    @property
    def game(self) -> oddsevens.Game:
        return self.page.game

    @property
    def seats(self) -> Seats:
        return self.page.seats

    @property
    def state(self) -> oddsevens.State:
        return self.page.state

    def render(self) -> None:
        self.page.render()

    def start_new(self, setup: dict[str, Any]) -> None:
        self.page.start_new(setup)

    def play_remote(self, move: Any, seat: int) -> None:
        """A guest's move, on the host's page: played as a move made here is,
        or IllegalMove saying why it may not be."""
        self.page.played(self.page.state.play(move, seat))

    def seats_changed(self, setup: dict[str, Any]) -> None:
        """The same game with other players at its seats (the host gives a
        gone guest's seat to the computer): saved, shown, the computer's turn."""
        self.page.setup = setup
        self.page.keeping.save()
        self.page.render()
        self.page.resume_computer()

    def moment(self) -> Any:
        """What the board shows for a moment after the last move (`Board.moment`)."""
        page = self.page
        return page.board.moment(page.history[-2], page.state) if len(page.history) > 1 else None

    def show_remote(self, setup: dict[str, Any], state: oddsevens.State | None) -> None:
        """The room's game as its host sent it (None before it starts), on a
        guest's page: a move on from the position shown is said aloud, and
        heard (the history holds the two, as the page's sound compares them)."""
        page = self.page
        page.setup = setup
        if state is not None:
            previous = page.history[-1] if page.history else None
            one_on = previous is not None and len(state) == len(previous) + 1
            page.history = [previous, state] if previous is not None and one_on else [state]
            if previous is None or len(state) != len(previous):
                page.position_changed()
                if previous is not None and one_on and state.last_move() is not None:
                    page.say_aloud(page.move_sentence(previous, state))
        page.render()
        if page.history:
            page.resume_computer()  # a move the board makes by itself (Evening's pass), never the computer's

    # -- what the page asks ----------------------------------------------------------
    def guest(self) -> RoomGuest | None:
        return self.room if isinstance(self.room, RoomGuest) else None

    def hosting(self) -> RoomHost | None:
        return self.room if isinstance(self.room, RoomHost) else None

    def changed(self) -> None:
        """The host's game changed: every device hears of it."""
        room = self.hosting()
        if room is not None and room.phase != "closed":
            room.changed()

    def in_lobby(self) -> bool:
        """Whether the page shows the room instead of a game."""
        room = self.room
        if room is None:
            return False
        if isinstance(room, RoomHost):
            return room.phase == "lobby"
        return room.state is None

    def waiting_sentence(self) -> str:
        room = self.room
        if room is None or room.phase == "closed":
            return ""
        guest = self.guest()
        if guest is not None and guest.pending is not None:
            return _("Your move is on its way to the host…")
        return waiting_sentence(room, self.page.seats)

    def send_move(self, move: Any) -> bool:
        """On a guest's page, a move checked there goes to the host, and waits
        (True); elsewhere, False: the page plays it."""
        guest = self.guest()
        if guest is None:
            return False
        self.page.board.clear_selection()
        guest.send_move(move)
        self.page.render()
        return True

    def sending(self) -> bool:
        """A guest's move is on its way to the host."""
        guest = self.guest()
        return guest is not None and guest.pending is not None

    def moment_sent(self) -> tuple[bool, Any]:
        """On a guest's page, (True, what the host sent of `Board.moment`); elsewhere (False, None)."""
        guest = self.guest()
        return (True, guest.moment) if guest is not None else (False, None)

    def move_refused(self) -> str:
        guest = self.guest()
        return guest.refusal if guest is not None else ""

    # -- drawing ---------------------------------------------------------------------
    def render_lobby(self) -> None:
        room, screen = self.room, self.page.screen
        assert room is not None
        trouble = trouble_markup(room, self.page.game.id)
        if isinstance(room, RoomGuest) and (room.phase is None or room.phase == "closed"):
            # Not in the room (yet): what happened, and the way out.
            screen.show("board", trouble if trouble is not None else connecting_markup(self.page.game.id))
            screen.show("panel", Markup(""))
            screen.status(_("Joining the room…") if trouble is None else "")
            return
        if isinstance(room, RoomHost):
            seat: int | None = room.host_seat()
            seats = Seats(room.setup(), self.page.game.sides)
        else:
            seat, seats = room.seat, self.page.seats
        name = seats.kept_name(seat) if seat is not None else self.memory.name()
        code = invitation_code(self.invitation, _("The invitation as a QR code")) if isinstance(room, RoomHost) else None
        screen.show("board", join(trouble, lobby_markup(room, seats, name, self.invitation, code)))
        screen.show("panel", lobby_buttons(room, self.page.game.id))
        screen.status(self.note or lobby_status(room))

    def strip(self) -> Markup | None:
        """Over a game in a room: who is connected, and any trouble."""
        room = self.room
        if room is None:
            return None
        unkept = isinstance(room, RoomGuest) and self.memory.refused
        return join(trouble_markup(room, self.page.game.id), strip_markup(room, self.page.seats, unkept))

    def shown(self) -> None:
        """After every drawing: <html data-room> and data-seat."""
        room = self.room
        if room is None:
            self.page.screen.room_state(None, None)
            return
        seat = room.host_seat() if isinstance(room, RoomHost) else room.seat
        self.page.screen.room_state(room.phase, seat)

    # -- buttons and the lobby's form ----------------------------------------------------------
    def press(self, name: str, value: str) -> None:
        room, host = self.room, self.hosting()
        self.note = ""
        if name == "room-copy":
            self.page.screen.copy(self.invitation, self.copied)
        elif name == "room-share":
            self.page.screen.share_link(self.invitation, self.page.game.title, self.copied)
        elif name == "room-leave" and isinstance(room, RoomGuest):
            room.close()
            self.page.screen.leave_room()
        elif host is None:
            return
        elif name == "room-start":
            host.start()
        elif name == "room-close":
            self.close_hosted()
        elif name == "room-computer" and value.isdigit():
            host.toggle_computer(int(value))
        elif name == "room-level" and value in LEVELS:
            host.set_level(value)

    def close_hosted(self) -> None:
        """The host closes its room: the guests are told, and a game under
        way goes on at this device, its guests' seats played here."""
        host = self.hosting()
        assert host is not None
        started = host.phase != "lobby"
        self.leave()
        if started:
            self.reopen()
        else:
            self.page.render()

    def copied(self, done: bool) -> None:
        self.note = copied_sentence(done)
        self.page.render()

    def submitted(self, answers: dict[str, str]) -> bool:
        """The lobby's form, sent by a free seat's button; False for another form."""
        if answers.get("form") != SEAT_FORM:
            return False
        seat = answers.get("seat", "")
        name = " ".join(answers.get("name", "").split())
        room = self.room
        if not seat.isdigit() or room is None:
            return True
        if name:
            self.memory.remember_name(name)
        if isinstance(room, RoomHost):
            mine = room.host_seat()
            if name:
                room.seating.seats[mine].name = name
            room.take_seat(int(seat))
            room.changed()
            self.page.render()
        else:
            room.sit(int(seat), name or player_name(int(seat)))
        return True
