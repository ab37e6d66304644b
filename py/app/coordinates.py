"""The hex boards' coordinates (Dualities, Evening): each cell's name, as
the move list and the status line write it ("D6"), drawn in its cell when
the player asks, and always in a replay, where the move list names cells,
and in a lesson's step, whose task may name them."""

from __future__ import annotations

from .board import Table
from .markup import Markup, toggle
from .storage import Preference
from .words import _

COORDINATES_KEY = "oddsevens:coordinates"
"""localStorage entry remembering whether the coordinates are shown."""


class Coordinates:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.shown = Preference(table.saved.store, COORDINATES_KEY, default=False)

    def drawn(self) -> bool:
        return self.shown.on or self.table.replaying() or self.table.teaching()

    def button(self) -> Markup:
        return toggle(_("Coordinates"), "coordinates", self.shown.on)

    def action(self, name: str) -> bool:
        """Answers the Coordinates button; False for any other."""
        if name != "coordinates":
            return False
        self.shown.toggle()
        self.table.render()
        return True
