"""A room on screen, on the host's device and a guest's alike: the lobby
(the invitation, the seats, Start), the strip over a game that says who is
connected and whom the game waits for, and what went wrong below the room,
each with what to do next."""

from __future__ import annotations

from typing import Any

from ..markup import Markup, button, tag
from ..seats import LEVEL_NAMES, LEVELS, NAME_LENGTH, Seats, player_name, said_player_name
from ..words import N_, _, page_file
from .guest import RoomGuest
from .host import RoomHost
from .seating import COMPUTER, GUEST, HOST, OPEN

SEAT_FORM = "room-seat"
"""The lobby's form: a free seat's button sends it with the name typed."""

PROBLEMS = {
    "no-service": N_("The service that introduces the devices of a room cannot be reached. Check this device's "
                     "connection; the page keeps trying."),
    "service-lost": N_("The connection to the service that introduces the devices was lost; the page is trying again."),
    "host-away": N_("Nobody is hosting this room right now: the host's page may be closed or offline. This page "
                    "keeps trying, and joins as soon as the host is back."),
    "id-taken": N_("Another page is hosting this room already (another tab?). Close it; this page tries again "
                   "in a moment."),
    "unsupported": N_("This browser cannot play in rooms: it has no WebRTC."),
    "unknown-room": N_("This invitation names no room: the link may have been cut short. Ask for it again."),
}
"""What went wrong below the room (app.rooms.link.PROBLEMS, and an
invitation that names no room), in words (said with `_`)."""

TURNED_AWAY = {
    "full": N_("This room is full: every seat is taken."),
    "started": N_("This room's game has started, and every seat is taken."),
    "over": N_("This room's game is over."),
    "closed": N_("The host has closed this room."),
}
"""Why a device could not join (app.rooms.messages.TURNED_AWAY), in words (said with `_`)."""


def one_device_link(game_id: str) -> Markup:
    """The way out of any room trouble: the game at one device."""
    return tag("a", _("Play at one device instead"), href=f"{page_file('index')}?game={game_id}", class_="button-link")


def holder_words(holder: str, name: str, level: str, connected: bool, you: bool) -> str:
    if holder == OPEN:
        # Translators: a seat of a room that nobody has taken yet.
        return _("Free")
    if holder == COMPUTER:
        level_word = _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level
        return _("Computer · {level}").format(level=level_word)
    if you:
        # Translators: the seat this device plays, in a room's list of seats; {name} is the name typed.
        return _("{name} (you)").format(name=name)
    if holder == HOST:
        # Translators: the host's seat in a room's list of seats; {name} is the name they typed.
        return _("{name} (host)").format(name=name)
    if not connected:
        # Translators: a guest whose device is not connected now; {name} is the name they typed.
        return _("{name} (not connected)").format(name=name)
    return name


def seat_label(seats: Seats, seat: int) -> str:
    side = seats.side(seat)
    # Translators: a seat of a room, numbered from 1; {side} is the game's name for it (Odd, White).
    return _("Seat {number}: {side}").format(number=seat + 1, side=side) if side else _("Seat {number}").format(number=seat + 1)


def lobby_markup(room: RoomHost | RoomGuest, seats: Seats, name: str, invitation: str, code: Markup | None) -> Markup:
    """The lobby: the invitation (the host's), the seats and, for the host,
    Start. A name left empty is the seat's ("Player 2")."""
    hosting = isinstance(room, RoomHost)
    # Translators: the placeholder of a room's name field: a name left empty is the seat's ("Player 2").
    placeholder = _("Your name, or the seat's")
    rows = []
    shown = room_seats(room)
    mine = room.host_seat() if isinstance(room, RoomHost) else room.seat
    for seat, (holder, seat_name, connected) in enumerate(shown):
        # A name nobody typed is kept in English ("Player 2") and said in the page's language.
        said_name = said_player_name(seat) if seat_name in ("", player_name(seat)) else seat_name
        words = holder_words(holder, said_name, seats.level, connected, seat == mine)
        actions = []
        if holder == OPEN:
            actions.append(tag("button", _("Sit here"), type="submit", name_="seat", value=seat, data_seat=seat))
        if hosting and holder in (OPEN, COMPUTER):
            label = _("Give it to the computer") if holder == OPEN else _("Free it for a friend")
            actions.append(button(label, "room-computer", value=str(seat)))
        if hosting and holder == GUEST:
            actions.append(button(_("Free this seat"), "room-computer", value=str(seat)))
        rows.append(tag(
            "li",
            tag("span", seat_label(seats, seat), class_="seat-label"),
            tag("span", words, class_=["seat-holder", holder, not connected and "away"]),
            tag("span", actions, class_="seat-actions") if actions else None,
        ))
    form = tag(
        "form",
        tag("input", type="hidden", name_="form", value=SEAT_FORM),
        tag("label", _("Your name"), tag("input", name_="name", value=name, maxlength=NAME_LENGTH, autocomplete="nickname",
                                          placeholder=placeholder), class_="room-name"),
        tag("ol", rows, class_="room-seats", aria_label=_("Seats")),
        class_="room-seats-form",
    )
    parts: list[Any] = [tag("h2", _("Room"), id="room-title")]
    if hosting:
        parts.append(invitation_markup(invitation, code))
    parts.append(form)
    if hosting and any(holder == COMPUTER for holder, _name, _connected in shown):
        parts.append(level_choice(seats.level))
    return tag("section", parts, class_="room-lobby", aria_labelledby="room-title")


def room_seats(room: RoomHost | RoomGuest) -> list[tuple[str, str, bool]]:
    if isinstance(room, RoomHost):
        return [(held.holder, held.name, held.holder != GUEST or held.device is not None) for held in room.seating.seats]
    return [(held.holder, held.name, held.connected) for held in room.seats]


def invitation_markup(address: str, code: Markup | None) -> Markup:
    return tag(
        "div",
        tag("p", _("Invite your friends: send them this link, or let them scan the code with their phone's camera.")),
        tag("p", tag("a", address, href=address, data_invite="", class_="invite-link")),
        tag("div", code, class_="invite-code") if code is not None else None,
        tag("div", button(_("Copy the link"), "room-copy"), button(_("Share…"), "room-share", class_="room-share"),
            class_="controls"),
        class_="invitation",
    )


def level_choice(level: str) -> Markup:
    choices = [
        tag("button", _(LEVEL_NAMES[each]), type="button", data_action="room-level", data_value=each,
            aria_pressed="true" if each == level else "false")
        for each in LEVELS
    ]
    return tag("div", tag("span", _("Computer strength")), choices, class_="controls room-level", role="group",
               aria_label=_("Computer strength"))


def lobby_buttons(room: RoomHost | RoomGuest, game_id: str) -> Markup:
    if isinstance(room, RoomHost):
        return tag("div", button(_("Start"), "room-start", primary=True, disabled=not room.seating.full()),
                   button(_("Close the room"), "room-close"), class_="controls")
    return tag("div", button(_("Leave the room"), "room-leave"), class_="controls")


def lobby_status(room: RoomHost | RoomGuest) -> str:
    if isinstance(room, RoomHost):
        if not room.seating.full():
            return _("Waiting for friends to take the free seats. Start when every seat is taken, or give "
                     "free seats to the computer.")
        return _("Every seat is taken: start when you are ready.")
    if room.seat is None:
        return _("Type your name and pick a free seat.")
    return _("You have a seat. Waiting for the host to start the game…")


def strip_markup(room: RoomHost | RoomGuest, seats: Seats, unkept_seat: bool = False) -> Markup:
    """Over a game in a room: each seat's connection, and for the host a
    way to let the computer play a seat whose device has gone; `unkept_seat`:
    the browser refused to keep this guest's seat token."""
    items = []
    shown = room_seats(room)
    for seat, (holder, _name, connected) in enumerate(shown):
        if holder == COMPUTER:
            continue
        state = _("connected") if connected else _("not connected")
        items.append(tag("li", tag("span", seats.name(seat)), " ", tag("small", state), class_=[not connected and "away"]))
    gone_buttons = []
    if isinstance(room, RoomHost) and room.phase == "playing":
        for seat in room.gone():
            gone_buttons.append(button(
                # Translators: a button on the host's device: the computer plays the seat of a guest whose device has gone.
                _("Let the computer play for {name}").format(name=seats.name(seat)), "room-computer", value=str(seat)
            ))
    leave = button(_("Close the room"), "room-close") if isinstance(room, RoomHost) else button(_("Leave the room"), "room-leave")
    unkept = None
    if unkept_seat:
        unkept = tag("p", _("This browser keeps nothing for this site: if this page is closed or reloaded, it cannot "
                            "take its seat back, and the host can only let the computer play it. Keep this page open."),
                     class_="hint")
    return tag(
        "div",
        unkept,
        tag("ul", items, class_="room-people", aria_label=_("Players in the room")),
        tag("div", gone_buttons, leave, class_="controls"),
        class_="room-strip",
    )


def waiting_sentence(room: RoomHost | RoomGuest, seats: Seats) -> str:
    """Whom the game waits for, when nobody at this device may act."""
    waiting = room.waiting_for()
    if not waiting:
        return ""
    gone = set(room.gone())
    seat = waiting[0]
    if seat in gone:
        # Translators: a room's game waits for a player whose device has gone; {name} is their name.
        return _("Waiting for {name}, whose device is not connected.").format(name=seats.name(seat))
    return _("Waiting for {name} to play…").format(name=seats.name(seat))


def trouble_markup(room: RoomHost | RoomGuest, game_id: str) -> Markup | None:
    """What went wrong below the room, with the way out; None when nothing did."""
    away = room.turned_away or ("closed" if room.phase == "closed" else None) if isinstance(room, RoomGuest) else None
    if away is not None:
        text = _(TURNED_AWAY[away])
    elif room.problem_seen in PROBLEMS:
        text = _(PROBLEMS[room.problem_seen])
    elif isinstance(room, RoomGuest) and not room.connected and room.phase is not None:
        text = _("The connection to the host's device is lost; this page is trying again.")
    else:
        return None
    return tag("div", tag("p", text), one_device_link(game_id), class_="room-trouble", role="status")


def connecting_markup(game_id: str) -> Markup:
    return tag("section", tag("p", _("Joining the room…")), one_device_link(game_id), class_="room-lobby")


def copied_sentence(done: bool) -> str:
    return _("The invitation is copied.") if done else _("Copy the link by hand: the browser refused.")
