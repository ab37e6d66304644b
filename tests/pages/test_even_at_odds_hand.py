"""Even at Odds' hand as a player reads it: a tile with no place on the
table now is dimmed on its turn, and a tap on it says so."""

from __future__ import annotations

from fakes import make_page
from ready_positions import a_hand_with_a_tile_that_cannot_be_laid


def test_a_tile_with_no_place_is_dimmed_and_a_tap_on_it_says_why():
    state, stuck = a_hand_with_a_tile_that_cannot_be_laid()
    page = make_page("even-at-odds")
    page.resume({"seats": ["human", "human"], "options": dict(state.options)}, state)
    page.handover.reveal()
    page.render()
    board = page.screen.regions["board"]
    assert f'data-tile="{stuck}"' in board
    tile_markup = board[board.index(f'data-tile="{stuck}"') - 80:board.index(f'data-tile="{stuck}"')]
    assert "unplaceable" in tile_markup
    assert board.count("unplaceable") < len(state.view(state.to_move[0])["hands"][state.to_move[0]])
    page.board.on_tile(stuck)
    assert "cannot be laid anywhere now" in page.screen.statuses[-1]
