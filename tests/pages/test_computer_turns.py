"""The computer's turn on a page (plain Python, recording screen): anything
that replaces the game while the computer thinks (a new game, undo, another
game loaded) stops the thinking sign, and the answer, when it comes, is
dropped instead of being played in a game it was not asked about."""

from __future__ import annotations

from fakes import make_page

COMPUTER_FIRST = {"seats": ["computer", "human"], "options": {"lines": "rows"}, "level": "easy"}
FRIENDS = {"seats": ["human", "human"], "options": {"lines": "rows"}, "level": "easy"}


def computer_asked_to_move(page) -> None:
    """Runs the pause before the computer's move: it is now thinking, its answer pending."""
    page.screen.pending.pop(0)()
    assert page.screen.busy and len(page.screen.pending) == 1


def test_the_computer_plays_its_answer_and_the_thinking_sign_goes_out():
    page = make_page("dualities")
    page.start_new(COMPUTER_FIRST)
    computer_asked_to_move(page)
    page.screen.run_pending()
    assert not page.screen.busy
    assert [seat for seat, _ in page.state.moves()] == [0]


def test_a_new_game_while_the_computer_thinks_drops_its_answer_and_the_sign():
    page = make_page("dualities")
    page.start_new(COMPUTER_FIRST)
    computer_asked_to_move(page)
    page.answers_submitted({"opponent": "friend"})
    assert not page.screen.busy
    page.screen.run_pending()
    assert not page.screen.busy
    assert page.setup["seats"] == ["human", "human"]
    assert page.state.moves() == []


def test_undo_while_the_computer_thinks_drops_its_answer_and_the_sign():
    page = make_page("dualities")
    page.start_new({**COMPUTER_FIRST, "seats": ["human", "computer"]})
    page.play(page.state.legal_moves()[0])
    computer_asked_to_move(page)
    page.undo()
    assert not page.screen.busy
    assert page.state.moves() == []
    page.screen.run_pending()
    assert page.state.moves() == [] and not page.screen.busy


def test_another_game_loaded_while_the_computer_thinks_drops_its_answer_and_the_sign():
    page = make_page("dualities")
    page.start_new(COMPUTER_FIRST)
    computer_asked_to_move(page)
    friends = make_page("dualities")
    friends.start_new(FRIENDS)
    friends.play(friends.state.legal_moves()[5])
    page.resume(FRIENDS, friends.state)
    assert not page.screen.busy
    page.screen.run_pending()
    assert page.state == friends.state


def test_the_computer_waits_while_the_new_game_dialog_is_open_and_plays_when_it_closes():
    page = make_page("dualities")
    page.start_new(COMPUTER_FIRST)
    page.action("new-game")
    page.screen.run_pending()
    assert page.state.moves() == [] and not page.screen.busy
    page.dialog_closed()  # Cancel, Escape: the same game
    page.screen.run_pending()
    assert [seat for seat, _ in page.state.moves()] == [0]


def test_an_answer_that_arrives_behind_the_new_game_dialog_waits_for_it_to_close():
    page = make_page("dualities")
    page.start_new(COMPUTER_FIRST)
    computer_asked_to_move(page)
    page.action("new-game")
    assert not page.screen.busy, "no thinking sign behind the dialog"
    page.screen.run_pending()
    assert page.state.moves() == []
    page.dialog_closed()
    page.screen.run_pending()
    assert [seat for seat, _ in page.state.moves()] == [0]


def test_a_game_started_from_the_dialog_plays_once_however_the_dialog_closes():
    page = make_page("dualities")
    page.start_new(FRIENDS)
    page.action("new-game")
    page.answers_submitted({"opponent": "computer", "side": "even", "level": "easy"})
    page.dialog_closed()  # the browser's close event, after the game started
    assert len(page.screen.pending) == 1, "one computer move asked for, not two"
    page.screen.run_pending()
    assert [seat for seat, _ in page.state.moves()] == [0]
