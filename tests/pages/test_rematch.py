"""Rematch: a finished game offers the same game again, with the settings
the player chose and, where the first seat moves first, the sides swapped."""

from __future__ import annotations

import random

import pytest

from app.pages import PAGES
from fakes import make_page, random_play


def finish(page) -> None:
    """Plays the page's game to its end with random legal moves, through the page."""
    for state in random_play(page.state, random.Random(3), 5000):
        page.play(state.moves()[-1][1], state.moves()[-1][0])


@pytest.mark.parametrize("game_id", list(PAGES))
def test_a_finished_game_offers_a_rematch_with_the_same_settings(game_id):
    page = make_page(game_id)
    page.open()
    assert 'data-action="rematch"' not in page.screen.regions["panel"], "only a finished game offers it"
    answers = page.current_answers()
    finish(page)
    assert page.state.over
    assert 'data-action="rematch"' in page.screen.regions["panel"]
    page.action("rematch")
    assert len(page.history) == 1 and not page.state.over
    assert len(page.state.moves()) == 0
    if not page.board.swaps_sides:
        assert page.current_answers() == answers


@pytest.mark.parametrize("game_id", [game_id for game_id in PAGES if make_page(game_id).board.swaps_sides])
def test_a_rematch_gives_each_player_the_other_side(game_id):
    page = make_page(game_id)
    page.open()
    assert page.seats.kinds == ["human", "computer"]
    finish(page)
    page.action("rematch")
    assert page.seats.kinds == ["computer", "human"], "the person now plays the second side"
    page.screen.run_pending()
    assert len(page.state.moves()) == 1, "the computer, now first, has moved"


def test_a_rematch_of_a_game_with_fixed_dice_rolls_its_own():
    page = make_page("beat-the-odds")
    page.start_new({"seats": ["human", "human"], "options": {"target": 20, "dice": [6, 6, 1, 1]}})
    finish(page)
    page.action("rematch")
    assert page.state.options["target"] == 20
    assert page.state.options.get("dice") is None, "dice fixed for a test are not part of the settings"


def test_rematch_does_nothing_while_the_game_goes_on():
    page = make_page("dualities")
    page.open()
    before = page.state
    page.action("rematch")
    assert page.state is before
