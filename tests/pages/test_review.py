"""Replays, import and share links on the page layer, with a stand-in screen
(no browser): the live game is never touched by a replay, a bad import
changes nothing, and a share link never replaces an unfinished game
without asking."""

from __future__ import annotations

import json
import random
import re

import pytest

import oddsevens
from app import records
from app.embed import MemoryStore
from app.pages import PAGES
from fakes import make_page
from found_positions import finished_evening_game
from oddsevens import render


def friends_dualities(moves: int, store: MemoryStore | None = None):
    page = make_page("dualities", store)
    page.open({"seats": ["human", "human"], "options": {"lines": "rows"}})
    for _ in range(moves):
        page.play(page.state.legal_moves()[len(page.history) * 5 % len(page.state.legal_moves())])
    return page


def black_cells(markup: str) -> int:
    return len(re.findall(r'class="cell black', markup))


# -- replay --------------------------------------------------------------------------------------
def test_replay_steps_through_earlier_boards_and_leaves_the_game_alone():
    page = friends_dualities(6)
    live = list(page.history)
    page.action("replay")
    assert page.replay.at == 6 and black_cells(page.screen.regions["board"]) == 6
    page.action("replay-start")
    assert black_cells(page.screen.regions["board"]) == 0
    assert "before the first move" in page.screen.regions["status"]
    page.action("replay-forward")
    assert black_cells(page.screen.regions["board"]) == 1
    page.action("replay-to", "4")
    assert black_cells(page.screen.regions["board"]) == 4
    assert 'data-value="4" aria-current="step"' in page.screen.regions["panel"]
    page.action("replay-back")
    assert black_cells(page.screen.regions["board"]) == 3
    page.action("replay-end")
    assert black_cells(page.screen.regions["board"]) == 6
    assert page.history == live
    page.action("replay-exit")
    assert not page.replaying() and page.history == live
    assert "legal" in page.screen.regions["board"]


def test_replayed_boards_take_no_moves():
    page = friends_dualities(4)
    page.action("replay")
    page.action("replay-start")
    assert "legal" not in page.screen.regions["board"]
    assert page.humans_to_move() == []
    page.board.on_cell("0,0")
    assert len(page.history) == 5


def test_the_replay_list_names_sides_and_moves():
    page = friends_dualities(2)
    page.action("replay")
    panel = page.screen.regions["panel"]
    assert panel.count('class="move"') == 2
    assert '<span class="move-who">Odd</span>' in panel and '<span class="move-who">Even</span>' in panel
    assert "Back to the game" in panel


def test_the_computer_waits_while_a_replay_is_on_screen():
    page = make_page("dualities")
    page.open({"seats": ["human", "computer"], "options": {"lines": "rows"}, "level": "easy"})
    page.play(page.state.legal_moves()[0])
    assert page.screen.pending
    page.action("replay")
    page.screen.run_pending()
    assert len(page.history) == 2
    page.action("replay-exit")
    page.screen.run_pending()
    assert len(page.history) == 3


def test_even_odds_replay_shows_each_position_from_the_players_seat():
    page = make_page("even-odds")
    page.open({"seats": ["human", "computer", "computer"], "names": ["Ann", "Bo", "Cy"],
               "options": {"rounds": 1, "first": 0}, "level": "easy"})
    for _ in range(5):
        seat = page.state.to_move[0]
        page.history.append(page.state.play(page.state.legal_moves(seat)[0], seat))
    page.action("replay")
    page.action("replay-to", "2")
    expected = render.board(
        "even-odds", page.history[2].view(0), names=["Ann", "Bo", "Cy"], interactive=False, notes=["", "easy", "easy"]
    )
    assert page.screen.regions["board"] == expected


def test_no_replay_while_the_device_is_being_handed_over():
    page = make_page("even-odds")
    page.open({"seats": ["human", "human", "human"], "options": {"rounds": 1, "first": 0}})
    page.action("reveal")
    while page.state.to_move == (0,):  # a 10 also names a colour
        page.history.append(page.state.play(page.state.legal_moves(0)[0]))
    page.render()
    assert page.handover.pending()
    assert "replay" not in page.screen.regions["panel"]


# -- export and import ---------------------------------------------------------------------------
def test_export_downloads_and_copies_the_record_with_its_setup():
    page = friends_dualities(3)
    page.action("export")
    assert "Export this game" in page.screen.shown_dialog
    page.action("download-record")
    filename, text = page.screen.downloads[-1]
    assert filename.endswith("3-moves.json")
    assert records.read_record(text, "dualities").state == page.state
    page.action("copy-record")
    assert page.screen.clipboard == text and "Copied" in page.screen.shown_dialog
    page.screen.clipboard_works = False
    page.action("copy-record")
    assert "did not allow copying" in page.screen.shown_dialog


def test_export_warns_that_a_hidden_information_record_tells_secrets():
    page = make_page("beat-the-odds")
    page.open()
    page.action("export")
    assert "can work out what is still hidden" in page.screen.shown_dialog


def test_a_malformed_import_changes_nothing_and_says_why():
    store = MemoryStore()
    page = friends_dualities(3, store)
    saved = dict(store.items)
    history = list(page.history)
    board = page.screen.regions["board"]
    text = records.export_text(page.state)
    for broken, message in [
        (text[:40], "The record is cut off"),
        (json.dumps(oddsevens.game("evening").start().record()), "This is a record of Evening"),
        (text.replace('"lines": "rows"', '"lines": "rows", "speed": 3'), "no option &#x27;speed&#x27;"),
    ]:
        page.answers_submitted({"form": "import", "record": broken})
        assert message in page.screen.shown_dialog
        assert 'role="alert"' in page.screen.shown_dialog
        assert page.history == history and store.items == saved and page.screen.regions["board"] == board


def test_an_illegal_move_in_an_import_is_named_by_number():
    page = friends_dualities(1)
    record = friends_dualities(5).state.record()
    record["moves"][4][1] = record["moves"][0][1]
    page.answers_submitted({"form": "import", "record": json.dumps(record)})
    assert "Move 5 is not legal" in page.screen.shown_dialog
    assert len(page.history) == 2


def test_a_good_import_replaces_the_game_and_is_saved():
    store = MemoryStore()
    page = friends_dualities(1, store)
    other = friends_dualities(5)
    page.answers_submitted({"form": "import", "record": records.export_text(other.state, other.setup)})
    assert page.state == other.state and len(page.history) == 6
    assert page.screen.shown_dialog is None and "Imported" in page.screen.shown_notice
    assert not [key for key in store.items if ":kept:" in key], "the import continues the game: nothing lost"
    reopened = make_page("dualities", store)
    reopened.open()
    assert reopened.state == other.state


def test_an_import_of_another_game_keeps_the_unfinished_one_aside():
    store = MemoryStore()
    page = friends_dualities(2, store)
    replaced = page.state
    other = oddsevens.game("dualities").start(seed=77).play({"black": [0, 0], "white": [1, 0]})
    page.sharing.import_text(json.dumps(other.record()))
    assert page.state == other
    kept = [key for key in store.items if ":kept:" in key]
    assert len(kept) == 1 and kept[0] in page.screen.shown_notice
    assert json.loads(store.items[kept[0]])["record"] == replaced.record()


def test_an_import_without_setup_keeps_the_seats_here():
    page = make_page("dualities")
    page.open({"seats": ["human", "computer"], "options": {"lines": "rows"}, "level": "easy"})
    record = friends_dualities(2).state.record()
    page.sharing.import_text(json.dumps(record))
    assert page.setup["seats"] == ["human", "computer"] and page.state.record() == record


def test_an_import_with_an_unusable_setup_falls_back():
    page = make_page("beat-the-odds")
    page.open()
    state = oddsevens.game("beat-the-odds").start(3, seed=2)
    page.sharing.import_text(json.dumps({**state.record(), "setup": {"seats": "everyone"}}))
    assert page.state == state and page.setup["seats"] == ["human", "human", "human"]


def test_a_file_too_big_is_refused_without_reading():
    page = friends_dualities(1)
    page.sharing.import_file("", records.MAX_TEXT + 1)
    assert "too big" in page.screen.shown_dialog and len(page.history) == 2


# -- share links ---------------------------------------------------------------------------------
def test_share_puts_the_record_in_the_address():
    page = friends_dualities(3)
    page.action("share")
    fragment = page.screen.address_fragment
    assert records.read_share_fragment(fragment, "dualities").state == page.state
    assert "Share this game" in page.screen.shown_dialog
    page.action("copy-link")
    assert page.screen.clipboard.endswith("#" + fragment)


def test_only_perfect_information_games_offer_share():
    assert ">Share<" in friends_dualities(0).screen.regions["panel"]
    page = make_page("beat-the-odds")
    page.open()
    assert ">Share<" not in page.screen.regions["panel"]


def test_a_shared_game_opens_for_two_people_where_nothing_is_saved():
    sender = friends_dualities(4)
    receiver = make_page("dualities")
    receiver.open()
    receiver.sharing.open_shared("#" + records.share_fragment(sender.state))
    assert receiver.state == sender.state
    assert receiver.setup["seats"] == ["human", "human"]
    assert "Opened the shared game" in receiver.screen.shown_notice
    assert receiver.screen.address_fragment == ""
    assert "Share it back after your move" in receiver.screen.shown_notice


def test_a_shared_game_that_is_over_is_not_asked_to_be_shared_back():
    receiver = make_page("evening")
    receiver.open()
    receiver.sharing.open_shared("#" + records.share_fragment(finished_evening_game(1)[-1]))
    assert "the game is over." in receiver.screen.shown_notice
    assert "Share it back" not in receiver.screen.shown_notice


def test_a_shared_game_that_continues_the_saved_one_just_opens():
    store = MemoryStore()
    mine = friends_dualities(3, store)
    theirs = mine.state.play(mine.state.legal_moves()[0])
    page = make_page("dualities", store)
    page.open()
    page.sharing.open_shared(records.share_fragment(theirs))
    assert page.state == theirs and page.screen.shown_dialog is None
    assert not [key for key in store.items if ":kept:" in key]


def test_an_older_link_of_the_same_game_keeps_the_newer_position():
    store = MemoryStore()
    mine = friends_dualities(5, store)
    page = make_page("dualities", store)
    page.open()
    page.sharing.open_shared(records.share_fragment(mine.history[2]))
    assert page.state == mine.state
    assert "already at 5 moves" in page.screen.shown_notice


def test_reloading_after_share_keeps_the_game_and_its_computer_player():
    """Share writes the link into the page's own address; a reload opens
    the page with it, and the game against the computer goes on as it was."""
    store = MemoryStore()
    mine = make_page("dualities", store)
    mine.open({"seats": ["human", "computer"], "options": {"lines": "rows"}, "level": "medium"})
    mine.play(mine.state.legal_moves()[0])
    mine.action("share")
    saved = dict(store.items)
    page = make_page("dualities", store)
    page.open()
    page.sharing.open_shared("#" + mine.screen.address_fragment)
    assert page.state == mine.state and page.setup["seats"] == ["human", "computer"]
    assert store.items == saved and page.screen.address_fragment == ""
    assert page.screen.shown_dialog is None and page.screen.shown_notice is None


def test_a_different_shared_game_asks_before_replacing_an_unfinished_one():
    store = MemoryStore()
    mine = friends_dualities(3, store)
    saved = dict(store.items)
    other = oddsevens.game("dualities").start(seed=99).play({"black": [0, 0], "white": [1, 0]})
    page = make_page("dualities", store)
    page.open()
    page.sharing.open_shared(records.share_fragment(other))
    assert "Open the shared game?" in page.screen.shown_dialog
    assert page.state == mine.state and store.items == saved
    page.action("keep-own")
    assert page.state == mine.state and page.screen.shown_dialog is None
    page.sharing.open_shared(records.share_fragment(other))
    page.action("open-shared")
    assert page.state == other
    kept = [key for key in store.items if ":kept:" in key]
    assert json.loads(store.items[kept[0]])["record"] == mine.state.record()


def test_a_damaged_link_is_reported_and_changes_nothing():
    store = MemoryStore()
    mine = friends_dualities(3, store)
    page = make_page("dualities", store)
    page.open()
    page.sharing.open_shared("#record=eJzLSM3JyQcABiwCFQ")
    assert page.state == mine.state
    assert "could not be opened" in page.screen.shown_notice


@pytest.mark.parametrize("game_id", list(PAGES))
def test_every_page_replays_every_position_of_a_game(game_id):
    page = make_page(game_id)
    page.open()
    chance = random.Random(3)
    while len(page.history) < 25 and not page.state.over:
        seat = page.state.to_move[0]
        page.history.append(page.state.play(chance.choice(page.state.legal_moves(seat)), seat))
    live = list(page.history)
    page.action("replay")
    for index in range(len(live)):
        page.action("replay-to", str(index))
        assert page.replay.at == index and page.screen.regions["board"].strip()
        assert "Replay" in page.screen.regions["panel"]
    page.action("replay-exit")
    assert page.history == live and not page.replaying()
