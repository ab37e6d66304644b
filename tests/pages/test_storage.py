"""Saved games: versioned and migrated entries, unreadable ones kept aside,
storage failures reported, and two tabs that never clobber each other."""

from __future__ import annotations

import json

import pytest

import oddsevens
from app.controller import GamePage
from app.storage import VERSION, SavedGames, error_text, key_for, migrate
from fakes import RecordingScreen, RefusingStore, SharedStore

KEY = key_for("dualities")


def accept_any_setup(setup, players) -> None:
    if not isinstance(setup, dict):
        raise ValueError("no setup")


def seats_listed(setup, players) -> None:
    if not isinstance(setup.get("seats"), list):
        raise ValueError("the saved setup does not say who plays each seat")


SETUP = {"seats": ["human", "human"], "options": {"lines": "rows"}}


def played_state(seed: int = 4, moves: int = 1):
    state = oddsevens.game("dualities").start(seed=seed)
    for number in range(moves):
        state = state.play(state.legal_moves()[7 + number])
    return state


def saved_games(store, tab: str = "tab-a") -> SavedGames:
    return SavedGames(store, tab=tab, clock=lambda: "2025-03-01T10:00:00+00:00")


def test_a_saved_game_loads_back_equal_with_time_and_tab():
    store = SharedStore()
    state = played_state()
    assert saved_games(store).save("dualities", state, SETUP).problem is None
    loaded = saved_games(store).load("dualities", "now", accept_any_setup)
    assert loaded.state == state
    assert loaded.setup == SETUP
    entry = json.loads(store.items[KEY])
    assert entry["version"] == VERSION == 2
    assert entry["saved_at"] == "2025-03-01T10:00:00+00:00"
    assert entry["tab"] == "tab-a"


def test_version_1_entries_are_migrated_when_read():
    state = played_state()
    version_1 = json.dumps({"version": 1, "record": state.record(), "setup": SETUP})
    store = SharedStore({KEY: version_1})
    loaded = saved_games(store).load("dualities", "now", accept_any_setup)
    assert loaded.problem is None and loaded.state == state and loaded.setup == SETUP
    assert migrate(json.loads(version_1)) == {
        "version": 2, "record": state.record(), "setup": SETUP, "saved_at": None, "tab": None,
    }
    # The page that read it writes the current version over it: it read that entry itself.
    saved = saved_games(store)
    saved.load("dualities", "now", accept_any_setup)
    assert saved.save("dualities", state, SETUP).kept_key is None
    assert json.loads(store.items[KEY])["version"] == VERSION
    assert [key for key in store.items if key != KEY] == []


def test_nothing_saved_loads_nothing_and_no_problem():
    loaded = saved_games(SharedStore()).load("dualities", "now", accept_any_setup)
    assert loaded.state is None and loaded.problem is None


def test_truncated_entry_is_kept_aside_and_reported():
    raw = saved_games(SharedStore()).entry_for(played_state(), SETUP)[:-9]
    store = SharedStore({KEY: raw})
    loaded = saved_games(store).load("dualities", "T1", accept_any_setup)
    assert loaded.state is None
    assert "not valid JSON" in loaded.problem
    assert store.items[loaded.backup_key] == raw
    assert KEY not in store.items


def test_entry_with_an_illegal_move_is_kept_aside_with_the_move_number():
    record = played_state().record()
    record["moves"].append([1, {"black": [0, 0], "white": [9, 9]}])
    raw = json.dumps({"version": VERSION, "record": record, "setup": SETUP})
    store = SharedStore({KEY: raw})
    loaded = saved_games(store).load("dualities", "T2", accept_any_setup)
    assert "move 2 is not legal" in loaded.problem
    assert store.items[loaded.backup_key] == raw


@pytest.mark.parametrize(
    "version, words",
    [(VERSION + 1, "newer version of this site"), ("two", "unknown format version"), (None, "unknown format version")],
)
def test_entry_of_an_unknown_version_is_kept_aside(version, words):
    raw = json.dumps({"version": version, "record": {}, "setup": SETUP})
    store = SharedStore({KEY: raw})
    loaded = saved_games(store).load("dualities", "T3", accept_any_setup)
    assert words in loaded.problem
    assert store.items[loaded.backup_key] == raw


def test_a_setup_the_page_rejects_is_kept_aside():
    def reject(setup, players):
        raise ValueError("the saved setup does not say who plays each seat")

    raw = json.dumps({"version": VERSION, "record": played_state().record(), "setup": {}})
    store = SharedStore({KEY: raw})
    loaded = saved_games(store).load("dualities", "T4", reject)
    assert "who plays each seat" in loaded.problem
    assert store.items[loaded.backup_key] == raw


def test_a_full_store_reports_instead_of_raising():
    saved = saved_games(SharedStore(full=True)).save("dualities", played_state(), SETUP)
    assert "refused to store it" in saved.problem and "QuotaExceededError" in saved.problem


def test_a_store_that_refuses_reading_reports_instead_of_raising():
    store = RefusingStore()
    loaded = saved_games(store).load("dualities", "T5", accept_any_setup)
    assert loaded.state is None and "cannot be read" in loaded.problem and loaded.backup_key is None
    assert "SecurityError" in saved_games(store).save("dualities", played_state(), SETUP).problem


def test_browser_storage_errors_are_told_in_a_few_words():
    class JsError:
        name, message = "QuotaExceededError", "Setting the value of 'k' exceeded the quota."

    class Wrapped(Exception):
        js_error = JsError()

    assert error_text(Wrapped("a long story")) == "QuotaExceededError: Setting the value of 'k' exceeded the quota"
    pyodide_text = (
        'A value of type object with tag [object DOMException] was thrown as an error! String interpolation of '
        'the thrown value gives """SecurityError: Access is denied.""". The thrown value\'s toString method returns """x"""'
    )
    assert error_text(Exception(pyodide_text)) == "SecurityError: Access is denied"
    assert error_text(OSError("disk full")) == "disk full"


# -- two tabs ------------------------------------------------------------------


def test_another_tabs_game_is_kept_aside_before_it_is_overwritten():
    store = SharedStore()
    tab_a, tab_b = saved_games(store, "a"), saved_games(store, "b")
    tab_a.save("dualities", played_state(seed=1), SETUP)
    tab_b.save("dualities", played_state(seed=2), SETUP)  # B never read A's game
    theirs = store.items[KEY]
    saved = tab_a.save("dualities", played_state(seed=1, moves=2), SETUP)
    assert saved.kept_key is not None and store.items[saved.kept_key] == theirs
    assert json.loads(store.items[KEY])["tab"] == "a"
    # Keeping the same game again takes the same key, whatever its time stamp.
    again = saved_games(store, "c")
    store.items[KEY] = theirs
    assert again.save("dualities", played_state(seed=1), SETUP).kept_key == saved.kept_key


def test_a_game_that_continues_another_tabs_game_overwrites_it_without_a_copy():
    store = SharedStore()
    saved_games(store, "a").save("dualities", played_state(moves=1), SETUP)
    saved = saved_games(store, "b").save("dualities", played_state(moves=2), SETUP)
    assert saved.kept_key is None and list(store.items) == [KEY]


def test_other_tab_writes_are_classified():
    store = SharedStore()
    here = saved_games(store, "a")
    mine = played_state(moves=1)
    here.save("dualities", mine, SETUP)
    there = saved_games(store, "b")
    assert here.other_tab_wrote("dualities", None, mine) is None
    assert here.other_tab_wrote("dualities", "{broken", mine) is None
    there.save("dualities", mine, SETUP)
    assert here.other_tab_wrote("dualities", store.items[KEY], mine) is None, "the same game, written again"
    there.save("dualities", played_state(moves=3), SETUP)
    longer = here.other_tab_wrote("dualities", store.items[KEY], mine)
    assert longer.continues and longer.state == played_state(moves=3)
    there.save("dualities", played_state(seed=9), SETUP)
    different = here.other_tab_wrote("dualities", store.items[KEY], mine)
    assert not different.continues and different.state == played_state(seed=9)
    there.save("dualities", played_state(seed=9, moves=2), {"seats": "nobody"})
    assert here.other_tab_wrote("dualities", store.items[KEY], mine, accept_any_setup) is not None
    assert here.other_tab_wrote("dualities", store.items[KEY], mine, seats_listed) is None, "a setup the page cannot use"


def test_only_the_shared_store_and_this_games_key_are_watched():
    assert saved_games(SharedStore()).watches(KEY, "dualities")
    assert not saved_games(SharedStore()).watches(key_for("evening"), "dualities")
    assert not saved_games(SharedStore()).watches(None, "dualities")
    assert not SavedGames(object()).watches(KEY, "dualities")
    assert not saved_games(SharedStore()).watches(KEY + ":kept:0", "dualities")


# -- the page: warnings and the choice between two tabs' games -------------------


def friendly_page(store, tab: str, seed: int = 5) -> GamePage:
    page = GamePage("dualities", RecordingScreen(), saved_games(store, tab), lambda: "T", lambda: seed)
    page.open({"seats": ["human", "human"], "options": {"lines": "rows"}})
    return page


def test_a_failing_store_warns_once_and_the_game_goes_on():
    page = friendly_page(SharedStore(full=True), "a")
    warnings = [notice for notice in page.screen.notices if notice and "will not be kept" in notice]
    assert len(warnings) == 1 and "QuotaExceededError" in warnings[0]
    for _ in range(3):
        assert page.play(page.state.legal_moves()[0])
    assert len(page.state.moves()) == 3
    assert sum(1 for notice in page.screen.notices if notice and "will not be kept" in notice) == 1


def test_a_refusing_store_starts_a_playable_game_with_the_warning_last():
    page = friendly_page(RefusingStore(), "a")
    assert "will not be kept" in page.screen.notices[-1]
    assert page.play(page.state.legal_moves()[0])


def test_the_same_game_played_on_in_another_tab_is_shown_at_once():
    store = SharedStore()
    first = friendly_page(store, "a")
    second = friendly_page(store, "b")
    assert second.state == first.state
    second.play(second.state.legal_moves()[2])
    first.keeping.storage_changed(KEY, store.items[KEY])
    assert first.state == second.state
    assert "went on in another tab" in first.screen.notices[-1]
    first.play(first.state.legal_moves()[0])
    assert [key for key in store.items if key != KEY] == [], "nothing to keep aside: one game all along"


def test_a_different_game_in_another_tab_is_offered_and_loading_it_keeps_this_one():
    store = SharedStore()
    first = friendly_page(store, "a")
    first.play(first.state.legal_moves()[1])
    mine = first.state
    second = friendly_page(store, "b")
    second.start_new({"seats": ["human", "human"], "options": {"lines": "all"}})
    first.keeping.storage_changed(KEY, store.items[KEY])
    assert first.state == mine, "nothing changes before the player chooses"
    assert 'data-action="load-other-tab"' in first.screen.notices[-1]
    assert 'data-action="keep-this-tab"' in first.screen.notices[-1]
    first.action("load-other-tab")
    assert first.state == second.state
    kept = kept_aside(store)
    assert len(kept) == 1 and oddsevens.replay(json.loads(store.items[kept[0]])["record"]) == mine
    assert kept[0] in first.screen.notices[-1]


def another_tab_starts_another_game(store: SharedStore) -> tuple[GamePage, GamePage]:
    """Tab "a" hears that tab "b" has started a different game; the two pages."""
    first = friendly_page(store, "a")
    second = friendly_page(store, "b")
    second.start_new({"seats": ["human", "human"], "options": {"lines": "all"}})
    first.keeping.storage_changed(KEY, store.items[KEY])
    return first, second


def kept_aside(store: SharedStore) -> list[str]:
    return [key for key in store.items if ":kept:" in key]


def test_keeping_this_game_sets_the_other_tabs_game_aside():
    store = SharedStore()
    first, second = another_tab_starts_another_game(store)
    first.action("keep-this-tab")
    assert json.loads(store.items[KEY])["tab"] == "a"
    kept = kept_aside(store)
    assert len(kept) == 1 and oddsevens.replay(json.loads(store.items[kept[0]])["record"]) == second.state
    assert "kept aside" in first.screen.notices[-1]
    # The other tab now hears of this one, and may load it back: its own game is already kept.
    second.keeping.storage_changed(KEY, store.items[KEY])
    second.action("load-other-tab")
    assert second.state == first.state
    assert kept_aside(store) == kept


def test_playing_on_without_choosing_keeps_the_other_game_too():
    store = SharedStore()
    first, second = another_tab_starts_another_game(store)
    first.play(first.state.legal_moves()[0])
    kept = kept_aside(store)
    assert len(kept) == 1 and oddsevens.replay(json.loads(store.items[kept[0]])["record"]) == second.state
    assert first.keeping.other_tab is None


def test_escape_forgets_a_half_made_move_and_a_reload_shows_the_same_board():
    store = SharedStore()
    page = friendly_page(store, "a")
    page.play(page.state.legal_moves()[4])
    resting = page.screen.regions["board"]
    cell = next(iter(page.board.pairs()))
    page.board.on_cell(cell)
    assert page.screen.regions["board"] != resting and page.board.first == cell
    page.cancel_selection()
    assert page.board.first is None
    assert page.screen.regions["board"] == resting
    assert friendly_page(store, "b").screen.regions["board"] == resting
