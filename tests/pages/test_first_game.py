"""The first game and the new-game dialog on the page layer (fake screen):
a medium computer at first, its strength on the scoreboard, old saves still
at hard, questions marked to hide when they do not apply, names as
placeholders, and the one person at the device called "You"."""

from __future__ import annotations

import html
import json
import re

import pytest

import oddsevens
from app.dialog import NEEDS_COMPUTER, NEEDS_FRIEND, NEEDS_OPPONENT
from app.embed import MemoryStore
from app.pages import PAGES
from app.seats import LEVEL_OF_OLD_SAVES
from fakes import make_page

GAMES = list(PAGES)
"""The games with a page, in menu order."""


def shown_text(markup: str) -> str:
    """The words of some markup or SVG, tags dropped."""
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def scoreboard(page) -> str:
    return shown_text(page.screen.regions["board"] + page.screen.regions["panel"])


def fieldset_classes(markup: str, legend: str) -> list[str]:
    """The classes of the dialog's fieldset with this legend."""
    found = re.search(rf'<fieldset(?: class="([^"]*)")?><legend>{re.escape(legend)}</legend>', markup)
    assert found, f"no question {legend!r} in the dialog"
    return (found.group(1) or "").split()


def name_inputs(markup: str) -> list[tuple[str, str]]:
    """(value, placeholder) of every name field, in seat order."""
    return re.findall(r'<input name="name-\d" value="([^"]*)" placeholder="([^"]*)"', markup)


def opened_dialog(game_id: str, answers: dict[str, str] | None = None):
    page = make_page(game_id)
    page.open()
    page.action("new-game")
    if answers is not None:
        page.dialog_changed(answers)
    return page


@pytest.mark.parametrize("game_id", GAMES)
def test_a_first_game_is_against_a_medium_computer_and_says_so(game_id):
    page = make_page(game_id)
    page.open()
    assert page.seats.against_computer()
    assert page.setup["level"] == "medium"
    assert re.search(r"Computer( \d)? · medium", scoreboard(page)), scoreboard(page)
    page.action("new-game")
    assert '<input type="radio" name="level" value="medium" checked>' in page.screen.shown_dialog


@pytest.mark.parametrize("game_id", GAMES)
def test_the_dialog_opens_on_the_level_of_the_game_in_progress(game_id):
    page = make_page(game_id)
    page.open()
    page.start_new({**page.setup, "level": "easy"})
    assert re.search(r"Computer( \d)? · easy", scoreboard(page))
    page.action("new-game")
    assert '<input type="radio" name="level" value="easy" checked>' in page.screen.shown_dialog


def test_a_game_saved_without_a_level_goes_on_at_hard():
    store = MemoryStore()
    state = oddsevens.game("dualities").start(2, 7)
    store.setItem(
        "oddsevens:dualities",
        json.dumps({"version": 1, "record": state.record(), "setup": {"seats": ["human", "computer"], "options": {"lines": "rows"}}}),
    )
    page = make_page("dualities", store)
    page.open()
    assert page.state == state
    assert LEVEL_OF_OLD_SAVES == "hard" and page.seats.level == "hard"
    assert "Computer · hard" in scoreboard(page)
    page.action("new-game")
    assert '<input type="radio" name="level" value="hard" checked>' in page.screen.shown_dialog


@pytest.mark.parametrize(
    ("game_id", "legend", "needs"),
    [
        ("dualities", "You play", NEEDS_COMPUTER),
        ("evening", "You play", NEEDS_COMPUTER),
        ("evening", "Turns", NEEDS_FRIEND),
        ("even-at-odds", "Match", NEEDS_OPPONENT),
        ("even-at-odds", "Names", NEEDS_FRIEND),
        *[(game_id, "Computer strength", NEEDS_COMPUTER) for game_id in GAMES],
    ],
)
def test_questions_that_apply_only_to_some_choices_are_marked_to_hide(game_id, legend, needs):
    assert needs in fieldset_classes(opened_dialog(game_id).screen.shown_dialog, legend)


@pytest.mark.parametrize("game_id", ["beat-the-odds", "even-odds"])
def test_players_is_said_once(game_id):
    markup = opened_dialog(game_id).screen.shown_dialog
    assert shown_text(markup).count("Players") == 1
    assert 'aria-label="Number of players"' in markup


@pytest.mark.parametrize("game_id, computer", [("beat-the-odds", "Computer"), ("even-odds", "Computer 1")])
def test_names_are_placeholders_that_follow_who_plays(game_id, computer):
    """The only computer at the table is "Computer"; among several, they are
    numbered among themselves in seat order, from 1."""
    page = opened_dialog(game_id)
    fields = name_inputs(page.screen.shown_dialog)
    assert fields[:2] == [("", "You"), ("", computer)]
    assert all(value == "" for value, _ in fields)
    page.dialog_changed({"players": "3", "kind-0": "human", "kind-1": "human", "kind-2": "computer", "name-1": " Bea  "})
    assert name_inputs(page.screen.shown_dialog) == [("", "Player 1"), ("Bea", "Player 2"), ("", "Computer")]


def test_even_at_odds_names_are_placeholders():
    assert name_inputs(opened_dialog("even-at-odds").screen.shown_dialog) == [("", "Player 1"), ("", "Player 2")]


@pytest.mark.parametrize("game_id", ["beat-the-odds", "even-odds"])
def test_an_empty_name_falls_back_and_a_typed_one_is_kept(game_id):
    page = make_page(game_id)
    page.open()
    page.answers_submitted({"players": "3", "kind-0": "human", "kind-1": "human", "kind-2": "computer",
                            "name-0": "", "name-1": "Bea", "target": "100"})
    assert page.setup["names"] == ["Player 1", "Bea", "Computer"]
    assert [page.seats.name(seat) for seat in range(3)] == ["Player 1", "Bea", "Computer"]
    page.action("new-game")
    assert name_inputs(page.screen.shown_dialog) == [("", "Player 1"), ("Bea", "Player 2"), ("", "Computer")]


def test_even_at_odds_names_fall_back_and_reopen_empty():
    page = make_page("even-at-odds")
    page.open()
    page.answers_submitted({"opponent": "friend", "match": "single", "name-0": "", "name-1": "Bea"})
    assert page.setup["names"] == ["Player 1", "Bea"]
    page.action("new-game")
    assert name_inputs(page.screen.shown_dialog) == [("", "Player 1"), ("Bea", "Player 2")]


@pytest.mark.parametrize("game_id", ["beat-the-odds", "even-odds"])
def test_one_person_against_the_computer_is_you(game_id):
    page = make_page(game_id)
    page.open()
    assert page.seats.name(0) == "You"
    board = shown_text(page.screen.regions["board"])
    assert "You" in board.split()
    assert "Player 1" not in board and "(you)" not in board
    assert "Player 1" not in page.screen.regions["status"]
    answers = {**page.current_answers(), "name-0": "Ann", "target": "100"}
    page.answers_submitted(answers)
    assert page.seats.name(0) == "Ann"
    assert "Ann" in shown_text(page.screen.regions["board"]).split()


def test_beat_the_odds_against_the_computer_speaks_to_you_to_the_end():
    page = make_page("beat-the-odds")
    # Roll-off 6-6 against 1-1; you roll 2-4, then 1-3 ends the turn at 6, past
    # the target of 5; the computer's last turn opens with 1-1 and loses it all.
    # Saved when every computer had its seat's number: the lone computer is "Computer" now.
    page.open({"seats": ["human", "computer"], "names": ["Player 1", "Computer 2"], "level": "medium",
               "options": {"target": 5, "dice": [6, 6, 1, 1, 2, 4, 1, 3, 1, 1]}})
    assert page.screen.regions["status"] == "You: tap Roll to start your turn."
    page.board.prepare_odds()
    page.screen.run_pending()  # the odds table, built a few rows per task
    assert "Your next roll" in page.screen.regions["panel"]
    assert "Roll-off: you rolled 12, Computer rolled 2. You start." in shown_text(page.screen.regions["panel"])
    page.action("move", '"roll"')
    page.action("move", '"roll"')
    assert "You reached the target of 5 with 6" in shown_text(page.screen.regions["panel"])
    assert "reached by you" in page.screen.regions["board"]
    page.screen.run_pending()
    assert page.state.over
    assert page.board.result_text() == ("You win!", "6 points, 6 ahead of Computer.")
    board = shown_text(page.screen.regions["board"])
    assert "★ You" in board and "Computer · medium" in board
    assert page.screen.regions["status"] == "You win! 6 points, 6 ahead of Computer."


def test_beat_the_odds_alone_is_you():
    page = make_page("beat-the-odds")
    page.open({"seats": ["human"], "names": ["Player 1"], "options": {"target": 5, "dice": [2, 4, 1, 3]}})
    page.action("move", '"roll"')
    page.action("move", '"roll"')
    assert page.board.result_text() == ("Target reached!", "You scored 6 in 1 turn.")


def test_even_odds_table_names_you_in_the_second_person():
    page = make_page("even-odds")
    # Saved when every computer had its seat's number: they are counted among themselves now.
    page.open({"seats": ["human", "computer", "computer"], "names": ["Player 1", "Computer 2", "Computer 3"],
               "level": "medium", "options": {"rounds": 1, "first": 0}})
    board = shown_text(page.screen.regions["board"])
    assert "You lead: any tile" in board
    assert "Computer 1 · medium" in board and "Computer 2 · medium" in board and "Computer 3" not in board
    assert page.screen.regions["status"].startswith("Your turn.")
