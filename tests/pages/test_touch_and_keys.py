"""Under plain Python: where the arrow keys lead on a hex board and in a row
of tiles, and Even Odds' own rack laid out in rows a fingertip tall that
fit the table's width."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest

import oddsevens
from app.keyboard import step
from oddsevens import render
from oddsevens.render.even_odds_svg import BACK, MARGIN, WIDTH

PHONE_BOARD_PX = 336
"""The board's width on a 360 px phone held upright, inside the page's padding."""
ARROWS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def hex_board(side: int = 5, radius: float = 30.0) -> dict[tuple[int, int], tuple[float, float]]:
    """Screen centres of a pointy-topped hex board, by (q, r)."""
    limit = side - 1
    return {
        (q, r): (radius * math.sqrt(3) * (q + r / 2), radius * 1.5 * r)
        for r in range(-limit, limit + 1)
        for q in range(-limit, limit + 1)
        if abs(q + r) <= limit
    }


def press(places: dict, at, arrow: str):
    others = [name for name in places if name != at]
    index = step(places[at], [places[name] for name in others], *ARROWS[arrow])
    return None if index is None else others[index]


def test_arrows_on_a_hex_board_follow_rows_and_come_back():
    board = hex_board()
    assert press(board, (0, -4), "right") == (1, -4)
    assert press(board, (1, -4), "left") == (0, -4)
    below = press(board, (1, -4), "down")
    assert below in {(0, -3), (1, -3)}
    assert press(board, below, "up") == (1, -4)
    assert press(board, (0, 0), "down") in {(-1, 1), (0, 1)}


def test_no_step_off_the_end_of_a_row_and_down_reaches_the_bottom():
    board = hex_board()
    assert press(board, (0, -4), "left") is None
    assert press(board, (4, -4), "right") is None
    assert press(board, (0, -4), "up") is None
    cell, visited = (0, -4), 0
    while (below := press(board, cell, "down")) is not None:
        cell, visited = below, visited + 1
    assert cell[1] == 4 and visited == 8


def test_a_far_row_below_is_reached_though_off_to_the_side():
    """A hand of tiles well to the left of the table's targets."""
    places = {"target": (400.0, 0.0), "tile-1": (0.0, 200.0), "tile-2": (80.0, 200.0)}
    assert press(places, "target", "down") == "tile-2"
    assert press(places, "tile-2", "up") == "target"
    assert press(places, "tile-2", "left") == "tile-1"
    assert press(places, "tile-1", "right") == "tile-2"
    assert press(places, "target", "right") is None


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_even_odds_own_rack_fits_in_rows_of_big_tiles(players):
    state = oddsevens.game("even-odds").start(players, seed=3)
    root = ET.fromstring(render.board("even-odds", state.view(0)))
    assert BACK * PHONE_BOARD_PX / WIDTH >= 44
    tiles = [node for node in root.iter() if node.get("data-tile") is not None]
    assert len(tiles) == len(state.view(0)["racks"][0])
    for tile in tiles:
        shape = next(child for child in tile if "tile-shape" in (child.get("class") or ""))
        xs = [float(value) for pair in shape.get("points", "").split() for value in pair.split(",")[::2]]
        if shape.tag.endswith("rect"):
            xs = [float(shape.get("x")), float(shape.get("x")) + float(shape.get("width"))]
            assert float(shape.get("height")) == BACK
        assert MARGIN <= min(xs) and max(xs) <= WIDTH - MARGIN
