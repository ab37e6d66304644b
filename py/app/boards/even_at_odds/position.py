"""What the person at the device may see and do in the position on screen.

A render asks for the views and the legal moves many times over, so each is
worked out once a state and kept until the state changes."""

from __future__ import annotations

from typing import Any

import oddsevens

from ...board import Table
from .tiles import Tile


class Position:
    """The views and the legal moves of the position on screen, kept per state."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.legal_cache: tuple[oddsevens.State | None, int | None, list] = (None, None, [])
        self.view_cache: tuple[oddsevens.State | None, dict[int | None, dict]] = (None, {})

    @property
    def state(self) -> oddsevens.State:
        return self.table.history[-1]

    def view(self) -> dict:
        """What the person at the device may see."""
        return self.seen_by(self.table.viewer())

    def seen_by(self, seat: int | None) -> dict:
        """The view of `seat` (None: everything, as at the end of a game)."""
        state, views = self.view_cache
        if state is not self.state:
            views = {}
            self.view_cache = (self.state, views)
        if seat not in views:
            views[seat] = self.state.view(seat)
        return views[seat]

    def phase(self) -> str:
        return self.seen_by(None)["phase"]

    def actor(self) -> int | None:
        """The person at the device when it is their move (None otherwise)."""
        seats = self.table.acting_seats()
        return seats[0] if seats else None

    def legal(self) -> list[Any]:
        """The moves the person at the device may make now (none when it is not their move)."""
        actor = self.actor()
        if actor is None:
            return []
        state, seat, moves = self.legal_cache
        if state is not self.state or seat != actor:
            moves = self.state.legal_moves(actor)
            self.legal_cache = (self.state, actor, moves)
        return moves

    def only_pass(self) -> bool:
        return self.legal() == ["pass"]

    def hand(self) -> list[Tile]:
        """The tiles in the hand of the person to move, as they are dealt."""
        actor = self.actor()
        if actor is None:
            return []
        return [(tile[0], tile[1]) for tile in self.view()["hands"][actor] or []]
