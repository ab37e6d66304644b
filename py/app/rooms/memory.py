"""What a device keeps of its rooms in the browser's storage: the rooms it
hosts (seats, tokens, phase; the game itself is saved as every game is), the
seat token of each room it joined, and its player's name. Storage that is
refused costs a reload's seat, never the game in progress: the page says so."""

from __future__ import annotations

import json
from typing import Any

from ..storage import PREFIX

ROOM_KEY = PREFIX + "room:"
SEAT_KEY = PREFIX + "seat:"
NAME_KEY = PREFIX + "name"


class RoomMemory:
    def __init__(self, store: Any) -> None:
        self.store = store
        self.refused = False
        """The browser refused to keep something: a reload would lose this device's seat."""

    def _get(self, key: str) -> Any:
        try:
            raw = self.store.getItem(key)
            return None if raw is None else json.loads(raw)
        except (OSError, ValueError):
            return None

    def _set(self, key: str, value: Any) -> bool:
        try:
            self.store.setItem(key, json.dumps(value))
            return True
        except Exception:  # a browser's refusal comes as any of its errors
            self.refused = True
            return False

    # -- a guest's seats and name -----------------------------------------------------
    def token(self, code: str) -> str | None:
        token = self._get(SEAT_KEY + code)
        return token if isinstance(token, str) else None

    def remember(self, code: str, token: str) -> bool:
        return self._set(SEAT_KEY + code, token)

    def name(self) -> str:
        name = self._get(NAME_KEY)
        return name if isinstance(name, str) else ""

    def remember_name(self, name: str) -> None:
        self._set(NAME_KEY, name)

    # -- the rooms this device hosts --------------------------------------------------------
    def hosted(self, code: str) -> dict[str, Any] | None:
        room = self._get(ROOM_KEY + code)
        return room if isinstance(room, dict) else None

    def keep_hosted(self, code: str, room: dict[str, Any]) -> bool:
        return self._set(ROOM_KEY + code, room)
