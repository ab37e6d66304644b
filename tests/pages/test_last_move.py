"""The last move, seen at a glance: every game marks it on its board with a
shape of its own (`.last-mark`, never the outline of a legal target), and
only a board that shows a new move asks for it to arrive with an animation."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from app.pages import MENU, PAGES
from fakes import board_drawing, make_page, random_play


def marks(markup: str) -> list[ET.Element]:
    """The last-move marks of the board drawing (in hot-seat play it follows the hand-over)."""
    return [node for node in board_drawing(markup).iter() if "last-mark" in node.get("class", "").split()]


@pytest.mark.parametrize("game_id", MENU)
def test_every_game_marks_the_last_move_apart_from_its_targets(game_id):
    page = make_page(game_id)
    page.start_new({"seats": ["human"] * page.game.default_players, "options": {}})
    assert marks(page.screen.regions["board"]) == [], "no move yet, no mark"
    chooser = random.Random(2)
    for state in random_play(page.state, chooser, 5000):
        page.play(state.moves()[-1][1], state.moves()[-1][0])
        board = page.screen.regions["board"]
        if marks(board):
            break
    found = marks(board)
    assert found and all("legal" not in node.get("class", "") for node in found)
    assert all(node.tag.endswith(("circle", "rect")) for node in found)


@pytest.mark.parametrize("game_id", list(PAGES))
def test_only_a_board_with_a_new_move_asks_for_the_arrival(game_id):
    page = make_page(game_id)
    page.start_new({"seats": ["human"] * page.game.default_players, "options": {}})
    screen = page.screen
    assert screen.fresh_moves == 0, "a new game shows no move"
    seat = page.state.to_move[0]
    page.play(page.state.legal_moves(seat)[0], seat)
    assert screen.fresh_moves == 1
    page.cancel_selection()
    page.screen_turned()
    assert screen.fresh_moves == 1, "drawn again for another reason, the move stays still"
    if page.undo_target() is not None:
        page.undo()
        assert screen.fresh_moves == 1, "an undone move does not arrive"
