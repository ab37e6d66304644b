"""Beat the Odds' taps: a choice's button (its move as JSON), a tap on a die
to re-roll it, and the odds panel's Show/Hide button."""

from __future__ import annotations

import json

from ...board import Board
from ...words import _
from .odds import ExactOdds
from .words import DIE_REFUSAL, dice_ask


class Taps:
    def __init__(self, board: Board, odds: ExactOdds) -> None:
        self.board = board
        self.odds = odds

    def acting_seat(self) -> int | None:
        """The person who may act now, or None after saying why nothing happened."""
        seats = self.board.table.acting_seats()
        if not seats:
            self.board.warn(self.board.table.why_not_acting())
            return None
        return seats[0]

    def action(self, name: str, value: str) -> None:
        table = self.board.table
        if name == "toggle-odds":
            self.odds.shown.toggle()
            table.render()
            return
        if name != "move":
            return
        seat = self.acting_seat()
        if seat is None:
            return
        try:
            move = json.loads(value)
        except ValueError:
            self.board.screen.status(_("That button does not name a move."), warning=True)
            return
        table.play(move, seat)

    def on_die(self, name: str) -> None:
        """Re-rolls the die tapped where the dice offer a re-roll, else says what to do."""
        seat = self.acting_seat()
        if seat is None:
            return
        turn = self.board.state.view(seat)["turn"]
        asked = dice_ask(turn)
        if asked == "reroll":
            die = int(name) if name in ("0", "1") else None
            if die in turn["pending"]["choices"]:
                self.board.table.play({"reroll": die}, seat)
                return
        self.board.warn(_(DIE_REFUSAL[asked]))
