"""Beat the Odds' board: the live score sheet the renderer draws (every
player's total, the lines of the turn under way, the dice), with the dice
rolling where a roll is new."""

from __future__ import annotations

from oddsevens import render

from ...board import Table
from ...markup import Markup, drawing
from ...seats import LEVEL_NAMES
from ...words import _, say
from .moves import draws_dice

BOARD_NAME_LENGTH = 12
"""Longer names are shortened on the table's picture (its lines cannot wrap)."""
SHEET_END = ".sheet .turn-total"
"""The sheet's last row, under its newest line: the turn total."""


class Sheet:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.shown_moves = 0
        """Moves on screen at the last render: a newer roll gets the dice animation."""

    def markup(self) -> Markup:
        table = self.table
        state = table.history[-1]
        moves = state.moves()
        rolling = 0 < self.shown_moves < len(table.history) and bool(moves) and draws_dice(moves[-1][1])
        return drawing(render.board(
            table.game.id, state.view(table.viewer()),
            names=self.names(),
            rolling=rolling,
            interactive=bool(table.acting_seats()),
            notes=[self.level_note() if table.seats.kind(seat) == "computer" else "" for seat in range(state.players)],
            hint=table.hint_shown(),
            say=say,
        ))

    def rendered(self) -> None:
        self.shown_moves = len(self.table.history)
        # On a phone the table scrolls in its own box, so Roll stays in reach: show the newest line.
        self.table.screen.reveal("board", SHEET_END)

    def names(self) -> list[str]:
        """The names as the table's picture takes them (YOU in English, which
        the renderer words), the long ones shortened."""
        names = self.table.seats.names()[: self.table.history[-1].players]
        return [name if len(name) <= BOARD_NAME_LENGTH else name[: BOARD_NAME_LENGTH - 1] + "…" for name in names]

    def level_note(self) -> str:
        """How strong the computer plays, as a computer's score line notes it."""
        level = self.table.seats.level
        return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level
