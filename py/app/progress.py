"""What a player has done on this device, remembered in the browser's
storage as a JSON list of ids: the puzzles solved, the lessons finished. A
browser that refuses storage loses nothing of the page: `remember` says
False and the page says it will not be remembered."""

from __future__ import annotations

import json
from typing import Any

from .storage import PREFIX
from .words import N_

PUZZLES_SOLVED = PREFIX + "puzzles-solved"
LESSONS_FINISHED = PREFIX + "lessons-finished"
"""The lessons finished here, each as "<game>/<number>" (lesson_id)."""
NOT_KEPT = N_("This browser keeps nothing for this site, so it will not remember this after you leave.")
"""Said (with `_`) beside a puzzle solved or a lesson finished that storage refused to keep."""


def lesson_id(game_id: str, number: int) -> str:
    return f"{game_id}/{number}"


class Progress:
    def __init__(self, store: Any, key: str) -> None:
        self.store = store
        """The browser's localStorage (None where the page has none)."""
        self.key = key

    def ids(self) -> list[str]:
        """The ids remembered; none where storage is refused or the entry is not a list of strings."""
        try:
            raw = self.store.getItem(self.key) if self.store is not None else None
            ids = json.loads(raw) if raw else []
        except Exception:  # a browser's refusal comes as any of its errors; a broken entry as ValueError
            return []
        return [entry for entry in ids if isinstance(entry, str)] if isinstance(ids, list) else []

    def remember(self, done: str) -> bool:
        """Adds `done`; False when the browser would not keep it."""
        ids = self.ids()
        if done in ids:
            return True
        try:
            self.store.setItem(self.key, json.dumps([*ids, done]))
        except Exception:  # no storage, storage refused or full
            return False
        return True
