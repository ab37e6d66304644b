"""The board of Even at Odds' page: the other player's hand, the table,
then the player's own hand, as the game's renderer draws them, with the
picked tile, the cells it can cover and the ways it can lie there."""

from __future__ import annotations

from typing import Any

from oddsevens import render

from ...markup import Markup, drawing, join, tag
from ...words import say
from .taps import Taps
from .tiles import PLAY, Tile, is_placement


def table_markup(game_id: str, taps: Taps, names: list[str] | None, hinted: Any) -> Markup:
    """Each hand apart from the table, so its tiles keep their size as the
    table grows. `names`: over the hands (None in a solo game)."""
    position = taps.position
    view = position.view()
    actor = position.actor()
    playing = actor is not None and view["phase"] == PLAY
    legal = [move for move in position.legal() if is_placement(move)] if playing else []
    ui: dict[str, Any] = {
        "legal": legal, "targets": [], "interactive": playing, "names": names, "hint": hinted, "say": say,
    }
    if actor is not None and playing and taps.tile is not None:
        view = turned_in_hand(view, actor, taps.tile)
        ui["selected"] = f"{taps.tile[0]}-{taps.tile[1]}"
        ui["targets"] = taps.covered_cells()
        if taps.anchor is not None:
            ui["ghosts"] = [option.ghost() for option in taps.shown_options()]
            ui["anchor"] = taps.anchor
            ui["anchor_does"] = taps.anchor_does()
        elif taps.preview:
            ui["ghosts"] = [option.ghost() for option in taps.preview]
    table = render.board(game_id, view, part="table", steady=True, **ui)
    return join(
        drawing(render.board(game_id, view, part="other hand", **ui)),
        tag("div", drawing(table), class_="zoom-frame eao-table-frame"),
        drawing(render.board(game_id, view, part="hand", **ui)),
    )


def turned_in_hand(view: dict, seat: int, tile: Tile) -> dict:
    """The view with the picked tile shown as the player turned it."""
    hands = list(view["hands"])
    hands[seat] = [list(tile) if sorted(held) == sorted(tile) else held for held in hands[seat]]
    return {**view, "hands": hands}
