"""Evening taking turns: a player with no cell open passes without a tap.
The status line says so, the page passes a moment later (for friends at
one device and against the computer alike), Undo takes that pass back with
the move before it, so it never passes again at once, and nothing is
played during a replay or behind the New game dialog. The free game,
where Done is each player's own toggle, presses nothing by itself."""

from __future__ import annotations

import random

import oddsevens
from fakes import make_page

FRIENDS = {"seats": ["human", "human"], "options": {"size": 4, "protocol": "alternating", "parity": False}}
COMPUTER_WHITE = {**FRIENDS, "seats": ["computer", "human"], "level": "easy"}


def stuck(seed: int, protocol: str = "alternating") -> oddsevens.State:
    """A game of random stones on the smallest board, up to the first
    position where the player to move has no cell open to them (taking
    turns, Black does, after White's stone)."""
    state = oddsevens.game("evening").start(2, seed, size=4, protocol=protocol, parity=False)
    chance = random.Random(seed)
    while not state.over:
        seat = state.to_move[0]
        cells = [move for move in state.legal_moves(seat) if isinstance(move, dict)]
        if not cells:
            return state
        state = state.play(chance.choice(cells), seat)
    raise AssertionError("no player was left without a cell: pick another seed")


def status(page) -> str:
    return page.screen.regions["status"]


def at(position: oddsevens.State, setup: dict):
    page = make_page("evening")
    page.resume(setup, position)
    return page


def test_friends_see_why_and_the_page_passes_for_the_player_with_no_cell():
    position = stuck(2)
    assert position.to_move == (1,) and position.legal_moves(1) == ["pass"]
    page = at(position, FRIENDS)
    assert status(page) == "No cell is open to Black: Black passes."
    assert len(page.state) == len(position), "not at once: the position stays on view a moment"
    page.screen.run_pending()
    assert page.state.moves()[-1] == [1, "pass"]
    assert status(page).startswith("Black passed, so one more pass ends the game. White's turn:")
    assert page.screen.pending == [], "White has cells: nothing more is played for anyone"


def test_against_the_computer_the_page_passes_and_the_computer_plays_on():
    position = stuck(2)
    page = at(position, COMPUTER_WHITE)
    assert status(page).endswith("No cell is open to you: you pass.")
    assert status(page).startswith("The computer played")
    page.screen.pending.pop(0)()
    assert page.state.moves()[-1] == [1, "pass"]
    assert status(page) == "You passed, so one more pass ends the game. The computer (White) is choosing…"
    page.screen.run_pending()
    assert len(page.state) > len(position) + 1, "the computer played on"
    assert page.state.over or page.humans_to_move() == [1] and page.state.legal_moves(1) != ["pass"]


def test_undo_takes_the_pass_back_with_the_move_before_it_between_friends():
    position = stuck(2)
    page = at(position, FRIENDS)
    page.screen.run_pending()
    page.action("undo")
    assert page.state.moves() == position.moves()[:-1], "White's stone went too, or Black would pass again"
    assert status(page).startswith("Took back White's move and Black's reply.")
    assert page.state.legal_moves(0) != ["pass"]
    assert page.screen.pending == []


def test_undo_against_the_computer_goes_back_to_your_last_chosen_move():
    position = stuck(2)
    page = at(position, COMPUTER_WHITE)
    page.screen.pending.pop(0)()
    page.screen.pending.pop(0)()  # the computer's pause
    page.screen.pending.pop(0)()  # its answer
    played = page.state.moves()
    page.action("undo")
    assert status(page).startswith("Took back your move and the 3 moves after it (White and Black).")
    mine = max(index for index, (seat, _move) in enumerate(position.moves()) if seat == 1)
    assert page.state.moves() == played[:mine]
    assert page.humans_to_move() == [1] and page.state.legal_moves(1) != ["pass"]
    assert page.screen.pending == []


def test_nothing_is_passed_during_a_replay_and_the_pass_comes_after_it():
    page = at(stuck(3), {**FRIENDS})
    page.action("replay")
    page.screen.run_pending()
    page.action("replay-back")
    page.screen.run_pending()
    assert page.state.legal_moves(page.state.to_move[0]) == ["pass"]
    page.action("replay-exit")
    page.screen.run_pending()
    assert page.state.moves()[-1][1] == "pass"


def test_nothing_is_passed_behind_the_new_game_dialog():
    position = stuck(2)
    page = at(position, FRIENDS)
    page.action("new-game")
    page.screen.run_pending()
    assert page.state == position
    page.dialog_closed()
    page.screen.run_pending()
    assert page.state.moves()[-1] == [1, "pass"]


def test_the_free_game_presses_no_done_for_a_player_without_cells():
    position = stuck(4, protocol="free")
    free = {**FRIENDS, "options": {**FRIENDS["options"], "protocol": "free"}}
    page = at(position, free)
    seat = next(seat for seat in (0, 1) if position.legal_moves(seat) == ["done"])
    page.screen.run_pending()
    assert page.state == position
    page.action("done", str(seat))
    page.screen.run_pending()
    assert page.state.view(None)["done"][seat], "Done stays set: nothing toggles it back"
