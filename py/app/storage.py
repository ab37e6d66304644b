"""Saved games in localStorage: one versioned entry per game id.

`store` is anything with getItem/setItem/removeItem (the browser's
localStorage, or a dict-backed stand-in in tests). An entry that cannot be
read is moved aside under a backup key, never dropped, and the caller is told.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Optional

import oddsevens

VERSION = 1
PREFIX = "oddsevens:"


def key_for(game_id: str, slot: str = "") -> str:
    """The entry's key; an embedded game saves under a slot of its own, so it
    never overwrites the game saved on the site itself."""
    return PREFIX + game_id + (f":{slot}" if slot else "")


@dataclass
class Loaded:
    state: Optional[oddsevens.State] = None
    setup: Optional[dict] = None
    problem: Optional[str] = None
    """Why a saved entry could not be used; it was kept under `backup_key`."""
    backup_key: Optional[str] = None


class SavedGames:
    def __init__(self, store: Any, slot: str = "") -> None:
        self.store = store
        self.slot = slot

    def load(self, game_id: str, now: str, check_setup: Callable[[Any, int], None]) -> Loaded:
        """The saved game; `check_setup(setup, players)` raises ValueError
        when the page cannot use the saved setup."""
        key = key_for(game_id, self.slot)
        try:
            raw = self.store.getItem(key)
        except Exception as error:  # noqa: BLE001 - browsers raise DOMExceptions of any kind here
            return Loaded(problem=f"saved games cannot be read here ({error})")
        if raw is None:
            return Loaded()
        try:
            state, setup = parse_entry(game_id, raw)
            check_setup(setup, state.players)
        except (ValueError, KeyError, TypeError) as error:
            backup = f"{key}:unreadable:{now}"
            self.store.setItem(backup, raw)
            self.store.removeItem(key)
            return Loaded(problem=str(error), backup_key=backup)
        return Loaded(state=state, setup=setup)

    def save(self, game_id: str, state: oddsevens.State, setup: dict) -> Optional[str]:
        """Writes the entry; returns a problem to show instead of raising."""
        entry = {"version": VERSION, "record": state.record(), "setup": setup}
        try:
            self.store.setItem(key_for(game_id, self.slot), json.dumps(entry, separators=(",", ":")))
        except Exception as error:  # noqa: BLE001 - quota or a storage-less private mode
            return f"this game cannot be saved on this device ({error}); it will be lost on reload"
        return None


def parse_entry(game_id: str, raw: str) -> tuple[oddsevens.State, dict]:
    try:
        entry = json.loads(raw)
    except json.JSONDecodeError as error:
        raise ValueError(f"the saved game is not valid JSON ({error.msg} at character {error.pos})") from None
    if not isinstance(entry, dict):
        raise ValueError("the saved game is not a JSON object")
    if entry.get("version") != VERSION:
        raise ValueError(f"the saved game has version {entry.get('version')!r}; this site reads version {VERSION}")
    record, setup = entry.get("record"), entry.get("setup")
    if not isinstance(record, dict) or record.get("game") != game_id:
        raise ValueError(f"the saved entry is not a {game_id} game")
    return oddsevens.replay(record), setup
