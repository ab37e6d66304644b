"""Sound: every game page has a Sound button, off until the player turns it
on and remembered on the device. Then a move shown for the first time asks
the browser for its sound (a piece laid, dice rolled), followed by "your
turn" when the turn comes back to someone here, or by the game's end; a
redraw, undo, a replay or a reload asks for none."""

from __future__ import annotations

import random

import pytest

from app.embed import MemoryStore
from app.pages import PAGES
from app.sound import SOUND_KEY
from fakes import RefusingStore, make_page, random_play

OFF = 'data-action="sound" aria-pressed="false"'
ON = 'data-action="sound" aria-pressed="true"'


def friends(game_id: str, store=None):
    """A game of the page's default size, every seat played by a person here."""
    page = make_page(game_id, store)
    page.start_new({"seats": ["human"] * page.game.default_players, "options": {}})
    return page


def play_first_legal(page) -> None:
    seat = page.state.to_move[0]
    page.play(page.state.legal_moves(seat)[0], seat)


@pytest.mark.parametrize("game_id", list(PAGES))
def test_every_game_has_the_sound_button_off_and_silent_by_default(game_id):
    page = friends(game_id)
    assert OFF in page.screen.regions["panel"]
    play_first_legal(page)
    assert OFF in page.screen.regions["panel"]
    assert page.screen.sounds == []


def test_turned_on_the_button_sounds_at_once_and_every_new_move_sounds():
    page = friends("dualities")
    page.action("sound")
    assert ON in page.screen.regions["panel"]
    assert page.screen.sounds == ["laid"], "heard at once, on the tap that lets the browser start audio"
    play_first_legal(page)
    assert page.screen.sounds == ["laid", "laid", "your-turn"], "the turn has passed to the friend at this device"
    page.action("sound")
    assert OFF in page.screen.regions["panel"]
    play_first_legal(page)
    assert page.screen.sounds == ["laid", "laid", "your-turn"], "off again: silent"


def test_against_the_computer_your_turn_comes_after_its_move():
    page = make_page("dualities")
    page.open({"seats": ["human", "computer"], "options": {"lines": "rows"}, "level": "easy"})
    page.action("sound")
    page.screen.sounds.clear()
    play_first_legal(page)
    assert page.screen.sounds == ["laid"], "the computer is to move: nobody here waits for a turn"
    page.screen.run_pending()
    assert len(page.history) == 3
    assert page.screen.sounds == ["laid", "laid", "your-turn"]


def test_beat_the_odds_rolls_dice_and_a_solo_player_is_never_told_it_is_their_turn():
    page = make_page("beat-the-odds")
    page.open({"seats": ["human"], "names": ["Ann"], "options": {"target": 100}})
    page.action("sound")
    page.screen.sounds.clear()
    page.action("move", '"roll"')
    assert page.screen.sounds == ["dice"]
    assert page.board.move_sound({"reroll": 1}) == "dice"
    assert page.board.move_sound({"reroll": None}) is None, "keeping the dice rolls none"
    assert page.board.move_sound({"double": 0}) is None


@pytest.mark.parametrize(
    ("game_id", "silent", "laid"),
    [
        ("evening", "pass", {"cell": [0, 0]}),
        ("even-odds", {"color": "red"}, {"tile": 3}),
        ("even-at-odds", {"team": "even"}, {"tile": [1, 2], "cells": [[0, 0], [0, 1]]}),
    ],
)
def test_only_a_move_that_lays_a_piece_sounds_laid(game_id, silent, laid):
    board = make_page(game_id).board
    assert board.move_sound(silent) is None
    assert board.move_sound(laid) == "laid"


@pytest.mark.parametrize("game_id", list(PAGES))
def test_the_last_move_sounds_the_game_over(game_id):
    page = friends(game_id)
    page.action("sound")
    for state in random_play(page.state, random.Random(3), 5000):
        seat, move = state.moves()[-1]
        page.play(move, seat)
    assert page.state.over
    assert page.screen.sounds[-1] == "game-over"
    assert page.screen.sounds.count("game-over") == 1
    assert ON in page.screen.regions["panel"], "the finished game's panel keeps the button"


def test_a_redraw_an_undo_a_replay_and_a_reload_are_silent():
    store = MemoryStore()
    page = friends("dualities", store)
    page.action("sound")
    play_first_legal(page)
    play_first_legal(page)
    heard = list(page.screen.sounds)
    page.cancel_selection()
    page.screen_turned()
    page.action("replay")
    page.action("replay-start")
    page.action("replay-forward")
    page.action("replay-end")
    page.action("replay-exit")
    page.undo()
    assert page.screen.sounds == heard
    again = make_page("dualities", store)
    again.open()
    assert ON in again.screen.regions["panel"], "remembered on this device"
    assert again.screen.sounds == []
    play_first_legal(again)
    assert again.screen.sounds == ["laid", "your-turn"]


def test_the_choice_is_kept_in_storage():
    store = MemoryStore()
    page = friends("evening", store)
    assert store.getItem(SOUND_KEY) is None, "nothing stored until the player chooses"
    page.action("sound")
    assert store.getItem(SOUND_KEY) == "yes"
    page.action("sound")
    assert store.getItem(SOUND_KEY) == "no"


def test_where_storage_is_refused_the_button_works_for_the_visit():
    page = friends("dualities", RefusingStore())
    assert OFF in page.screen.regions["panel"]
    page.action("sound")
    assert ON in page.screen.regions["panel"]
    play_first_legal(page)
    assert page.screen.sounds == ["laid", "laid", "your-turn"]
