"""Evening's taps: a stone on a marked cell (of the colour it is marked in,
for whichever side here may place it), or why the cell takes none; Pass
with alternating turns, and each side's Done toggle in the free game."""

from __future__ import annotations

import oddsevens
from oddsevens.core.cells import cell_from_name

from ...board import Table
from ...coordinates import Coordinates
from ...words import _
from .sides import BLACK, WHITE, plays_free
from .words import cell_name, refusal, rule_refusal


class Taps:
    def __init__(self, table: Table, coordinates: Coordinates) -> None:
        self.table = table
        self.coordinates = coordinates

    def on_cell(self, name: str) -> None:
        table = self.table
        humans = table.acting_seats()
        if not humans:
            table.screen.status(table.why_not_acting(), warning=True)
            return
        view = table.history[-1].view(None)
        cell = list(cell_from_name(name) or ())
        if not any([q, r] == cell for q, r, _colour in view["cells"]):
            table.screen.status(_("That is not a cell of this board."), warning=True)
            return
        owner = next((seat for seat in (0, 1) if cell in view["legal"][seat]), None)
        if owner in humans:
            table.play({"cell": cell}, owner)
            return
        table.screen.status(self.refusal(view, cell, owner, humans[0]), warning=True)

    def refusal(self, view: dict, cell: list[int], owner: int | None, mover: int) -> str:
        """Why a tap on `cell` placed nothing, for the player(s) who may act."""
        state = self.table.history[-1]
        named, label = self.coordinates.drawn(), cell_name(state, cell)
        stone = next(colour for q, r, colour in view["cells"] if [q, r] == cell)
        if stone:
            return refusal("white stone" if stone == "white" else "black stone", named, label)
        if owner == WHITE:
            return refusal("white's cell", named, label)
        if owner == BLACK:
            return refusal("black's cell", named, label)
        try:
            state.play({"cell": cell}, mover)
        except oddsevens.IllegalMove as error:
            return rule_refusal(error.said, cell, named, label)
        return refusal("not now", named, label)

    def action(self, name: str, value: str) -> None:
        """Pass with alternating turns, a side's Done in the free game, and the Coordinates toggle."""
        if self.coordinates.action(name):
            return
        table = self.table
        humans = table.acting_seats()
        free = plays_free(table.history[-1])
        if name == "pass" and humans and not free:
            table.play("pass", humans[0])
        elif name == "done" and free and value.isdigit() and int(value) in humans:
            table.play("done", int(value))
