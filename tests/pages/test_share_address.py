"""Share writes the game into the page's address (#record=...), so a reload
keeps it; once the game on screen is another (a move, undo, a new game, a
rematch, an import), the address lets go of it, and a reload never offers
an old shared game."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from app import records
from app.controller import GamePage
from fakes import RecordedPage, make_page, random_play

FRIENDS = {"seats": ["human", "human"], "options": {"lines": "rows"}}


def shared_page(moves: int = 2) -> RecordedPage:
    """A game of Dualities between friends, `moves` in, just shared."""
    page = make_page("dualities", seed=9)
    page.open(FRIENDS)
    for _ in range(moves):
        page.play(page.state.legal_moves()[0])
    page.action("share")
    page.screen.dialog(None)
    assert page.screen.address_fragment == records.share_fragment(page.state)
    return page


def finish(page: GamePage) -> None:
    for state in random_play(page.state, random.Random(3), 500):
        page.play(*reversed(state.moves()[-1]))


def import_another(page: GamePage) -> None:
    other = page.game.start(2, 4, lines="rows")
    other = other.play(other.legal_moves()[-1])
    page.answers_submitted({"form": "import", "record": records.export_text(other, FRIENDS)})


CHANGES: dict[str, Callable[[GamePage], object]] = {
    "a move": lambda page: page.play(page.state.legal_moves()[0]),
    "undo": lambda page: page.action("undo"),
    "a new game": lambda page: page.answers_submitted(page.current_answers()),
    "an import": import_another,
}


@pytest.mark.parametrize("change", list(CHANGES))
def test_the_shared_game_leaves_the_address_once_another_is_on_screen(change):
    page = shared_page()
    CHANGES[change](page)
    assert page.screen.address_fragment == ""


def test_a_rematch_after_sharing_the_result_lets_go_of_the_address():
    page = make_page("dualities", seed=9)
    page.open(FRIENDS)
    finish(page)
    page.action("share")
    assert page.screen.address_fragment
    page.action("rematch")
    assert page.screen.address_fragment == ""


def test_the_address_keeps_the_game_while_it_is_the_one_on_screen():
    page = shared_page()
    fragment = page.screen.address_fragment
    page.action("coordinates")
    page.screen_turned()
    page.action("replay")
    page.action("replay-exit")
    assert page.screen.address_fragment == fragment


def test_a_reload_after_share_and_a_new_game_opens_the_new_game_without_asking():
    page = shared_page()
    page.answers_submitted(page.current_answers())
    page.play(page.state.legal_moves()[-1])
    new_game = page.state
    reloaded = GamePage("dualities", page.screen, page.saved, page.now, page.new_seed)
    reloaded.open()
    if page.screen.address_fragment:
        reloaded.sharing.open_shared("#" + page.screen.address_fragment)
    assert page.screen.shown_dialog is None, "no question about the old shared game"
    assert reloaded.state == new_game
