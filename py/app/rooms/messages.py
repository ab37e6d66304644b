"""What the devices of a room say to each other: JSON text, one message per
data-channel message, each an object whose "type" is one of the kinds below.
A message from another device is read by `read`, which refuses anything that
is not exactly one of them (`BadMessage`): the host then drops it and the
game does not change.

Guest → host:
    {"type": "hello", "token": str | null, "name": str}
        on every connection; the token is the seat's, kept on the device,
        the name the one its player last typed ("" if none)
    {"type": "sit", "seat": int, "name": str}
        in the lobby: the device takes a free seat
    {"type": "move", "number": int, "seen": int, "move": <a move>}
        `number` counts this seat's moves (1, 2, …), so a move sent again
        after a lost connection is never played twice; `seen` is the number
        of moves in the game the device showed when its player moved

Host → guest:
    {"type": "table", ...}  (`Table`) everything the device shows, after
        every change: the room's phase, who sits where and who is connected,
        and in a game the seat's view, its legal moves and the moves counted
    {"type": "refused", "number": int}
        that move was not played (another move came first); the next table
        shows the game it met
    {"type": "turned-away", "why": one of TURNED_AWAY}
        the device cannot join (and the host closes its connection)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..seats import NAME_LENGTH

MAX_MESSAGE = 65_536
"""The longest message read, in characters: a table of the largest game
(Even Odds for six) is under 8,000; anything longer is refused unread."""

PHASES = ("lobby", "playing", "over", "closed")
"""The room's phase, as <html data-room> names it on every device."""

TURNED_AWAY = ("full", "started", "over", "closed")
"""Why a device cannot join: every seat taken, a game started without it,
a game over, a room its host closed."""

MAX_MOVE_NUMBER = 1_000_000


class BadMessage(ValueError):
    """A message from another device that is not one of the room's, saying
    why in English, for the developer's console: the host drops it, and a
    player never needs to read it."""


@dataclass(frozen=True)
class Hello:
    token: str | None
    name: str


@dataclass(frozen=True)
class Sit:
    seat: int
    name: str


@dataclass(frozen=True)
class Move:
    number: int
    seen: int
    move: Any


GuestMessage = Hello | Sit | Move


def encode(kind: str, **fields: Any) -> str:
    """One message as the text sent."""
    return json.dumps({"type": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


def parsed(text: Any) -> dict[str, Any]:
    """The JSON object a message holds, or BadMessage."""
    if not isinstance(text, str):
        raise BadMessage("a message is text")
    if len(text) > MAX_MESSAGE:
        raise BadMessage(f"a message of {len(text)} characters is longer than {MAX_MESSAGE}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise BadMessage(f"not JSON: {error}") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise BadMessage("a message is a JSON object with a type")
    return data


def _keys(data: dict[str, Any], *names: str) -> None:
    if set(data) != {"type", *names}:
        raise BadMessage(f"a {data['type']} message has exactly the keys type, {', '.join(names)}")


def _count(data: dict[str, Any], name: str, high: int) -> int:
    value = data[name]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
        raise BadMessage(f"{name} is a whole number from 0 to {high}")
    return value


def _name(data: dict[str, Any], *, may_be_empty: bool = False) -> str:
    name = data["name"]
    if not isinstance(name, str):
        raise BadMessage("a name is text")
    tidy = " ".join(name.split())[:NAME_LENGTH]
    if not (tidy or may_be_empty) or not tidy.isprintable():
        raise BadMessage("a name is printable text, not empty")
    return tidy


def read_from_guest(text: Any) -> GuestMessage:
    """A guest's message, checked for its shape (not yet against the game)."""
    data = parsed(text)
    kind = data["type"]
    if kind == "hello":
        _keys(data, "token", "name")
        token = data["token"]
        if token is not None and (not isinstance(token, str) or not 8 <= len(token) <= 64):
            raise BadMessage("a token is text of 8 to 64 characters, or null")
        return Hello(token, _name(data, may_be_empty=True))
    if kind == "sit":
        _keys(data, "seat", "name")
        return Sit(_count(data, "seat", 64), _name(data))
    if kind == "move":
        _keys(data, "number", "seen", "move")
        return Move(_count(data, "number", MAX_MOVE_NUMBER), _count(data, "seen", MAX_MOVE_NUMBER), data["move"])
    raise BadMessage(f"no message is of type {kind!r}")
