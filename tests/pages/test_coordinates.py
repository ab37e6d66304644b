"""Coordinates on the hex boards: each cell's name, as the move list writes
it, drawn in the cell when the player asks (and remembered on the device),
and always in a replay, whose move list names the cells."""

from __future__ import annotations

import re

import pytest

from app.storage import MemoryStore
from fakes import RefusingStore, make_page


def labels(markup: str) -> list[str]:
    return re.findall(r'<text class="coordinate [a-z]+"[^>]*>([A-Z]\d+)</text>', markup)


@pytest.mark.parametrize("game_id", ["dualities", "evening"])
def test_the_coordinates_button_names_every_cell_and_is_remembered(game_id):
    store = MemoryStore()
    page = make_page(game_id, store)
    page.open()
    assert labels(page.screen.regions["board"]) == []
    assert 'data-action="coordinates" aria-pressed="false"' in page.screen.regions["panel"]
    page.action("coordinates")
    shown = labels(page.screen.regions["board"])
    assert "A1" in shown and len(shown) == len(set(shown)) == len(page.state.view(None)["cells"])
    assert 'aria-pressed="true"' in page.screen.regions["panel"]
    again = make_page(game_id, store)
    again.open()
    assert labels(again.screen.regions["board"]) == shown, "remembered on this device"


def test_a_stone_keeps_its_group_size_and_no_name():
    page = make_page("evening")
    page.open()
    page.action("coordinates")
    cell = page.state.legal_moves(0)[0]
    page.play(cell, 0)
    shown = labels(page.screen.regions["board"])
    assert len(shown) == len(page.state.view(None)["cells"]) - len(page.state.moves())


def test_a_replay_names_the_cells_its_move_list_names():
    page = make_page("dualities")
    page.open()
    page.play(page.state.legal_moves()[0])
    page.action("replay")
    move_list = page.screen.regions["panel"]
    named = re.findall(r"\b[A-I]\d\b", move_list)
    assert named and set(named) <= set(labels(page.screen.regions["board"]))


def test_where_storage_is_refused_the_button_still_works():
    page = make_page("dualities", RefusingStore())
    page.open()
    page.action("coordinates")
    assert labels(page.screen.regions["board"])
