"""A game page's address that opens more than the saved game: a room,
?room=<code> (an invitation, or the host's own page after a reload) and
?opponent=devices with the embed's settings (a new room's lobby, as the New
game dialog opens it); or a puzzle, ?puzzle=<id> (app.puzzle), or a lesson, ?lesson=<n>&step=<k> (app.lesson)."""

from __future__ import annotations

import re
from typing import Any

from ..embed import plan_embed, problems_markup
from .part import Rooms

ROOM_CODE = re.compile(r"[a-z0-9]{10}")
"""What app.rooms.seating.new_room_code makes."""


def open_room(page: Any, parameters: list[tuple[str, str]]) -> bool:
    """Opens the room the address asks for; False when it asks for none
    (then the page opens its game, and `Rooms.reopen` a room it hosted)."""
    rooms: Rooms = page.rooms
    asked = dict(parameters)
    code = asked.get("room")
    if code is not None:
        if ROOM_CODE.fullmatch(code) and rooms.memory.hosted(code) is not None:
            page.open()
            if not rooms.resume(code):
                rooms.reopen()  # a room its host closed: the game goes on at this device
            return True
        rooms.join(code, known=bool(ROOM_CODE.fullmatch(code)))
        return True
    if "puzzle" in asked:
        page.open()
        page.puzzles.open(asked["puzzle"])
        return True
    if "lesson" in asked:
        page.open()
        page.lessons.open(asked["lesson"], asked.get("step"))
        return True
    if asked.get("opponent") == "devices":
        page.open()
        # The embed's settings, every seat a person's: the lobby gives them to friends.
        settings = [(name, "friend" if name == "opponent" else value) for name, value in parameters if name != "game"]
        plan = plan_embed(page, settings)
        rooms.host(plan.setup)
        if plan.problems:
            page.screen.notice(problems_markup(plan.problems))
        return True
    return False
