"""Saved games: versioned entries, and unreadable ones kept aside, never lost."""

from __future__ import annotations

import json

from app.storage import VERSION, SavedGames, key_for

import oddsevens


class DictStore:
    def __init__(self, items: dict[str, str] | None = None, full: bool = False) -> None:
        self.items = dict(items or {})
        self.full = full

    def getItem(self, key: str):
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        if self.full:
            raise OSError("QuotaExceededError")
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


def accept_any_setup(setup, players) -> None:
    if not isinstance(setup, dict):
        raise ValueError("no setup")


SETUP = {"seats": ["human", "computer"], "options": {"lines": "rows"}}


def played_state():
    state = oddsevens.game("dualities").start(seed=4)
    return state.play(state.legal_moves()[7])


def test_a_saved_game_loads_back_equal():
    store = DictStore()
    state = played_state()
    assert SavedGames(store).save("dualities", state, SETUP) is None
    loaded = SavedGames(store).load("dualities", "now", accept_any_setup)
    assert loaded.state == state
    assert loaded.setup == SETUP
    assert json.loads(store.items[key_for("dualities")])["version"] == VERSION


def test_nothing_saved_loads_nothing_and_no_problem():
    loaded = SavedGames(DictStore()).load("dualities", "now", accept_any_setup)
    assert loaded.state is None and loaded.problem is None


def test_truncated_entry_is_kept_aside_and_reported():
    raw = json.dumps({"version": VERSION, "record": played_state().record(), "setup": SETUP})[:-9]
    store = DictStore({key_for("dualities"): raw})
    loaded = SavedGames(store).load("dualities", "T1", accept_any_setup)
    assert loaded.state is None
    assert "not valid JSON" in loaded.problem
    assert store.items[loaded.backup_key] == raw
    assert key_for("dualities") not in store.items


def test_entry_with_an_illegal_move_is_kept_aside_with_the_move_number():
    record = played_state().record()
    record["moves"].append([1, {"black": [0, 0], "white": [9, 9]}])
    raw = json.dumps({"version": VERSION, "record": record, "setup": SETUP})
    store = DictStore({key_for("dualities"): raw})
    loaded = SavedGames(store).load("dualities", "T2", accept_any_setup)
    assert "move 2 is not legal" in loaded.problem
    assert store.items[loaded.backup_key] == raw


def test_entry_of_another_version_is_kept_aside():
    raw = json.dumps({"version": VERSION + 1, "record": {}, "setup": SETUP})
    loaded = SavedGames(DictStore({key_for("dualities"): raw})).load("dualities", "T3", accept_any_setup)
    assert "version" in loaded.problem


def test_a_setup_the_page_rejects_is_kept_aside():
    def reject(setup, players):
        raise ValueError("the saved setup does not say who plays each seat")

    raw = json.dumps({"version": VERSION, "record": played_state().record(), "setup": {}})
    store = DictStore({key_for("dualities"): raw})
    loaded = SavedGames(store).load("dualities", "T4", reject)
    assert "who plays each seat" in loaded.problem
    assert store.items[loaded.backup_key] == raw


def test_a_full_store_reports_instead_of_raising():
    problem = SavedGames(DictStore(full=True)).save("dualities", played_state(), SETUP)
    assert "cannot be saved" in problem
