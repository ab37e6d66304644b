"""Undo says what it did: what it took back, on the status line and aloud;
and when it cannot be used, it stays a button a player can tap (marked
aria-disabled, never `disabled`) and a tap says why."""

from __future__ import annotations

import random
import re

import pytest

from app.boards.beat_the_odds.words import UNDO_RULE
from app.pages import PAGES
from fakes import make_page, random_play

VS_COMPUTER = {"seats": ["human", "computer"], "options": {"lines": "rows"}, "level": "easy"}
FRIENDS = {"seats": ["human", "human"], "options": {"lines": "rows"}}


def undo_markup(page) -> str:
    """The Undo button's tag in the panel."""
    found = re.findall(r'<button[^>]*data-action="undo"[^>]*>Undo</button>', page.screen.regions["panel"])
    assert len(found) == 1, "one Undo button, a real <button> with its action as text"
    return found[0]


def status(page) -> str:
    return page.screen.regions["status"]


def play_first_move(page) -> None:
    seat = page.humans_to_move()[0]
    page.play(page.state.legal_moves(seat)[0], seat)


def test_undo_against_the_computer_says_it_took_back_your_move_and_the_reply():
    page = make_page("dualities", seed=9)
    page.open(VS_COMPUTER)
    play_first_move(page)
    page.screen.run_pending()
    assert len(page.state.moves()) == 2
    page.action("undo")
    said = "Took back your move and the computer's reply."
    assert len(page.state.moves()) == 0
    assert status(page).startswith(f"{said} Your turn (Odd)")
    assert page.screen.announced[-1] == said


def test_undo_with_a_friend_names_whose_move_it_took_back():
    page = make_page("dualities", seed=9)
    page.open(FRIENDS)
    play_first_move(page)
    play_first_move(page)
    page.action("undo")
    assert status(page).startswith("Took back Even's last move. Even:")


def test_undo_alone_before_the_computer_replies_takes_back_your_last_move():
    page = make_page("dualities", seed=9)
    page.open(VS_COMPUTER)
    play_first_move(page)
    page.action("undo")
    assert status(page).startswith("Took back your last move.")


def test_undo_after_the_end_says_the_game_is_open_again():
    page = make_page("dualities", seed=9)
    page.open(FRIENDS)
    for state in random_play(page.state, random.Random(3), 500):
        page.play(*reversed(state.moves()[-1]))
    assert page.state.over
    last = page.seats.author(page.state.moves()[-1][0])
    page.action("undo")
    assert not page.state.over
    assert status(page).startswith(f"The game is open again: took back {last}'s last move.")


def test_what_undo_said_goes_with_the_next_move():
    page = make_page("dualities", seed=9)
    page.open(FRIENDS)
    play_first_move(page)
    page.action("undo")
    play_first_move(page)
    assert not status(page).startswith("Took back")


@pytest.mark.parametrize("game_id", sorted(PAGES))
def test_undo_in_a_new_game_is_a_tappable_button_that_says_why_it_takes_nothing_back(game_id):
    page = make_page(game_id, seed=9)
    page.start_new(page.setup_from({}))
    if page.state.moves():
        pytest.skip("the computer or the game's opening moved first")
    markup = undo_markup(page)
    assert 'aria-disabled="true"' in markup and " disabled" not in markup
    page.action("undo")
    assert status(page).startswith("Nothing to take back yet.")
    assert page.state.moves() == []


def test_undo_before_any_move_of_yours_says_so():
    page = make_page("dualities", seed=9)
    page.open({**VS_COMPUTER, "seats": ["computer", "human"]})
    page.screen.run_pending()
    assert len(page.state.moves()) == 1
    assert 'aria-disabled="true"' in undo_markup(page)
    page.action("undo")
    assert status(page).startswith("There is no move of yours to take back yet.")
    assert len(page.state.moves()) == 1


def test_beat_the_odds_says_dice_once_rolled_stay_rolled():
    page = make_page("beat-the-odds", seed=9)
    page.open({"seats": ["human"], "options": {"target": 100}})
    page.play("roll")
    assert 'aria-disabled="true"' in undo_markup(page)
    page.action("undo")
    assert status(page).startswith(f"Your last move rolled dice. {UNDO_RULE}")


def test_a_game_that_refuses_undo_gives_its_reason():
    """Even at Odds never takes back a move across a draw from the boneyard."""
    page = make_page("even-at-odds", seed=1)
    page.open()
    page.screen.run_pending()
    play_first_move(page)
    page.screen.run_pending()
    assert page.undo_reach() is not None and page.undo_target() is None
    moves = len(page.state.moves())
    page.action("undo")
    assert status(page).startswith(page.board.undo_refusal(page.undo_reach()))
    assert len(page.state.moves()) == moves


def test_even_at_odds_names_the_draw_that_keeps_a_move_from_being_taken_back():
    """While the draw pile lasts, each lay is followed by a draw: Undo says so,
    and once the pile is empty it takes the move back."""
    page = make_page("even-at-odds", seed=1)
    page.open()
    page.screen.run_pending()
    play_first_move(page)
    page.screen.run_pending()
    page.action("undo")
    drawn = "That move cannot be taken back: a tile has been drawn from the draw pile since, and a drawn tile is not put back."
    assert status(page).startswith(drawn)
    while page.state.view(None)["boneyard"]:
        play_first_move(page)
        page.screen.run_pending()
    play_first_move(page)
    page.screen.run_pending()
    assert page.undo_target() == 2
