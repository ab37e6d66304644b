"""Saved games in localStorage: one versioned entry per game id.

`store` is anything with getItem/setItem/removeItem (the browser's
localStorage, or a dict-backed stand-in in tests). Nothing is ever dropped
silently:

- an entry that cannot be read is moved aside under a backup key and the
  caller is told why;
- an entry of an older version is migrated when it is read;
- an entry written by another tab (another page of the same game in this
  browser) is never overwritten unless this page's game continues it: any
  other game found there is first kept aside under a key derived from its
  record, so keeping the same game twice costs nothing.

Entry, version 2:
    {"version": 2, "record": {...}, "setup": {...},
     "saved_at": "2025-01-31T12:00:00+00:00", "tab": "4f1c2a9b03de"}
`tab` names the page that wrote it (a random id per page load).
"""

from __future__ import annotations

import json
import os
import re
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import oddsevens
from oddsevens.core import BadRecord, OddsEvensError, phrase

from .words import N_, _, say


class MemoryStore:
    """A storage that keeps what it is given for this visit only (a fixed position's moves, a puzzle's)."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


VERSION = 2
PREFIX = "oddsevens:"


def key_for(game_id: str, slot: str = "") -> str:
    """The entry's key; an embedded game saves under a slot of its own, so it
    never overwrites the game saved on the site itself."""
    return PREFIX + game_id + (f":{slot}" if slot else "")


def from_version_1(entry: dict) -> dict:
    """Version 1 had no time and no writer: both stay unknown."""
    return {**entry, "version": 2, "saved_at": None, "tab": None}


MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: from_version_1}
"""Version n -> the entry in version n + 1; applied in turn up to VERSION."""


def migrate(entry: dict) -> dict:
    version = entry.get("version")
    while version != VERSION:
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            raise BadRecord(phrase(
                N_("the saved game comes from a newer version of this site (format {version}; this one reads up to {newest})"),
                version=version,
                newest=VERSION,
            ))
        if version not in MIGRATIONS:
            # Translators: {version} is the version as the saved game's JSON gives it, quoted where it is text.
            raise BadRecord(phrase(N_("the saved game has an unknown format version {version}"), version=repr(version)))
        entry = MIGRATIONS[version](entry)
        version = entry.get("version")
    return entry


def problem_text(error: BaseException) -> str:
    """Why a saved game cannot be used, in the page's language: an error of
    the rules (a record that does not replay, a setup that does not fit)
    says its words; any other its own message."""
    return say(error.said) if isinstance(error, OddsEvensError) else str(error)


def error_text(error: BaseException) -> str:
    """A storage error in a few words. Browsers throw DOMExceptions, which
    Pyodide wraps in a long explanation around the words that matter (in
    the browser's own language, or English)."""
    js_error = getattr(error, "js_error", None)
    name, message = getattr(js_error, "name", None), getattr(js_error, "message", None)
    if isinstance(name, str) and isinstance(message, str) and name and message:
        text = f"{name}: {message}"
    else:
        quoted = re.search(r'"""(.+?)"""', str(error), re.DOTALL)
        text = quoted.group(1) if quoted else str(error)
    return text.strip().rstrip(".")


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_tab_id() -> str:
    # os.urandom as secrets.token_hex uses it: importing secrets (hmac, base64) costs a page's start ~10 ms.
    return os.urandom(6).hex()


@dataclass
class Loaded:
    state: oddsevens.State | None = None
    setup: dict | None = None
    problem: str | None = None
    """Why a saved entry could not be used, in the page's language (a
    clause, without a full stop); it was kept under `backup_key`."""
    backup_key: str | None = None


@dataclass
class Saved:
    problem: str | None = None
    """Why the game could not be written, in the page's language (a clause,
    without a full stop); it is then not kept on reload."""
    kept_key: str | None = None
    """Where another tab's game, found under this game's key, was kept aside."""


@dataclass
class OtherTab:
    """A game another tab has just written under this page's key."""

    state: oddsevens.State
    setup: dict
    raw: str
    continues: bool
    """True when it is this page's game with more moves: adopting it loses nothing."""


def contains(longer: oddsevens.State, shorter: oddsevens.State) -> bool:
    """True when `longer` is `shorter`'s game, played on (or as far)."""
    big, small = longer.record(), shorter.record()
    head = {name: small.get(name) for name in ("game", "players", "seed", "generator", "options")}
    if {name: big.get(name) for name in head} != head:
        return False
    return big["moves"][: len(small["moves"])] == small["moves"]


class SavedGames:
    def __init__(
        self,
        store: Any,
        slot: str = "",
        tab: str | None = None,
        clock: Callable[[], str] = utc_now,
    ) -> None:
        self.store = store
        self.slot = slot
        self.tab = tab if tab is not None else new_tab_id()
        self.clock = clock
        self.known: str | None = None
        """The entry as this page last read or wrote it; anything else found
        under the key was written by another tab."""

    def key(self, game_id: str) -> str:
        return key_for(game_id, self.slot)

    def watches(self, key: str | None, game_id: str) -> bool:
        """True when a change to `key` made in another tab concerns this page:
        only a store that tabs share (localStorage) says so."""
        return bool(getattr(self.store, "shared", False)) and key == self.key(game_id)

    def load(self, game_id: str, now: str, check_setup: Callable[[Any, int], None]) -> Loaded:
        """The saved game; `check_setup(setup, players)` raises ValueError
        when the page cannot use the saved setup."""
        key = self.key(game_id)
        try:
            raw = self.store.getItem(key)
        except Exception as error:  # browsers raise DOMExceptions of any kind here
            # Translators: {error} is the browser's own words for the error, such as "SecurityError: The operation is insecure".
            return Loaded(problem=_("saved games cannot be read in this browser ({error})").format(error=error_text(error)))
        if raw is None:
            return Loaded()
        try:
            state, setup = parse_entry(game_id, raw)
            check_setup(setup, state.players)
        except (ValueError, KeyError, TypeError) as error:
            backup = f"{key}:unreadable:{now}"
            try:
                self.store.setItem(backup, raw)
                self.store.removeItem(key)
            except Exception:  # cannot move it: it stays where it is, still not lost
                return Loaded(problem=problem_text(error))
            return Loaded(problem=problem_text(error), backup_key=backup)
        self.known = raw
        return Loaded(state=state, setup=setup)

    def save(self, game_id: str, state: oddsevens.State, setup: dict) -> Saved:
        """Writes the entry; problems are returned, never raised."""
        key = self.key(game_id)
        raw = self.entry_for(state, setup)
        try:
            found = self.store.getItem(key)
            kept = None if found is None or found == self.known else self._keep_unless_contained(game_id, found, state)
            self.store.setItem(key, raw)
        except Exception as error:  # quota, or a private mode without storage
            # Translators: {error} is the browser's own words for the error, such as "QuotaExceededError: The quota has been exceeded".
            return Saved(problem=_("this browser refused to store it ({error})").format(error=error_text(error)))
        self.known = raw
        return Saved(kept_key=kept)

    def _keep_unless_contained(self, game_id: str, raw: str, state: oddsevens.State) -> str | None:
        """Keeps another tab's entry aside unless `state` continues its game."""
        try:
            other, _setup = parse_entry(game_id, raw)
        except (ValueError, KeyError, TypeError):
            other = None
        if other is not None and contains(state, other):
            return None
        return self.keep_aside(game_id, raw)

    def set_aside(self, game_id: str, state: oddsevens.State, setup: dict) -> str | None:
        """Keeps this page's game aside before another replaces it on screen;
        the key, or None when the store refuses."""
        try:
            return self.keep_aside(game_id, self.entry_for(state, setup))
        except Exception:  # quota, or a private mode without storage
            return None

    def keep_aside(self, game_id: str, raw: str) -> str:
        """Stores an entry under a key of its own, named after its game's
        record, so the same game kept twice takes one key."""
        try:
            content = json.dumps(json.loads(raw)["record"], sort_keys=True)
        except (ValueError, KeyError, TypeError):
            content = raw
        backup = f"{self.key(game_id)}:kept:{zlib.crc32(content.encode()):08x}"
        self.store.setItem(backup, raw)
        return backup

    def entry_for(self, state: oddsevens.State, setup: dict) -> str:
        return json.dumps(
            {
                "version": VERSION,
                "record": state.record(),
                "setup": setup,
                "saved_at": self.clock(),
                "tab": self.tab,
                "over": state.over,  # for the menu's Continue (static/boot.js), which runs no Python
            },
            separators=(",", ":"),
        )

    def other_tab_wrote(
        self,
        game_id: str,
        raw: str | None,
        current: oddsevens.State,
        check_setup: Callable[[Any, int], None] = lambda setup, players: None,
    ) -> OtherTab | None:
        """What another tab's write under this page's key means for it: None
        when there is nothing to do (a removal, an unreadable entry, which
        the next save keeps aside, or the very game shown here)."""
        if raw is None or raw == self.known:
            return None
        try:
            state, setup = parse_entry(game_id, raw)
            check_setup(setup, state.players)
        except (ValueError, KeyError, TypeError):
            return None
        if state == current:
            self.known = raw
            return None
        return OtherTab(state, setup, raw, continues=contains(state, current))

    def adopt(self, raw: str) -> None:
        """This page now shows the game of `raw`, as found in the store."""
        self.known = raw


class Preference:
    """A yes-or-no choice a player makes once for this device (show the
    odds, show the coordinates), kept in storage under `key`; where the
    browser refuses storage it lasts as long as the page."""

    def __init__(self, store: Any, key: str, default: bool, words: tuple[str, str] = ("yes", "no")) -> None:
        self.store = store
        self.key = key
        self.words = words
        """What storage holds for on and for off."""
        try:
            found = store.getItem(key)
        except Exception:  # storage may refuse access; the default holds
            found = None
        self.on = found == words[0] if found in words else default

    def toggle(self) -> None:
        self.on = not self.on
        try:
            self.store.setItem(self.key, self.words[0] if self.on else self.words[1])
        except Exception:  # not remembered on this device, nothing else lost
            pass


def parse_entry(game_id: str, raw: str) -> tuple[oddsevens.State, Any]:
    """The game of an entry, and its setup as stored: unchecked JSON, which
    `check_setup` vets before a page uses it."""
    try:
        entry = json.loads(raw)
    except json.JSONDecodeError as error:
        raise BadRecord(phrase(
            # Translators: {error} is Python's own description of the JSON error, in English ("Expecting value").
            N_("the saved game is not valid JSON ({error} at character {position})"), error=error.msg, position=error.pos
        )) from None
    if not isinstance(entry, dict):
        raise BadRecord(phrase(N_("the saved game is not a JSON object")))
    entry = migrate(entry)
    record, setup = entry.get("record"), entry.get("setup")
    if not isinstance(record, dict) or record.get("game") != game_id:
        # Translators: {game} is the game's id, as in "the saved entry is not a dualities game".
        raise BadRecord(phrase(N_("the saved entry is not a {game} game"), game=game_id))
    return oddsevens.replay(record), setup
