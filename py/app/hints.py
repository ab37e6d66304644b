"""The Hint button: the move the strongest computer player would make for
the person to move, asked of the bots' worker (app.bots.hint) like the
computer's own moves, then drawn on the board and said on the status line.

A hint belongs to the position it was asked for: once a move is played or
undone, a new game starts or a replay is on screen, it is gone, and an
answer that arrives after the game has moved on is dropped."""

from __future__ import annotations

import json
from typing import Any, NamedTuple, Protocol

import oddsevens

from .asking import Asking
from .board import Board, Table


class HintTable(Table, Protocol):
    """What the hint asks of its page."""

    board: Board


class Hint(NamedTuple):
    state: oddsevens.State
    """The position the hint is for: it is shown only while this is the game's."""
    seat: int
    move: Any


class Hints:
    def __init__(self, table: HintTable) -> None:
        self.table = table
        self.question: Asking[int] = Asking(lambda on: table.screen.thinking(on))
        """The hint awaited from the worker, by the seat it is for.
        The screen is looked up when the sign changes: the site build makes
        pages with none (`sitebuild.pages.game_page`)."""
        self.given: Hint | None = None

    def seat(self) -> int | None:
        """The seat a hint would be for: the person at the device who may
        move now (None: nobody, or the board offers no hints)."""
        seats = self.table.acting_seats()
        return seats[0] if seats and self.table.board.offers_hints() else None

    def ask(self) -> None:
        """Asks for a hint, unless one is already on its way or on the board."""
        seat = self.seat()
        if seat is None or self.question.waiting is not None or self.shown() is not None:
            return
        state = self.table.history[-1]
        ticket = self.question.ask(seat)
        self.table.render()
        self.table.screen.hint(json.dumps(state.record()), seat, lambda move: self.answered(ticket, state, seat, move))

    def answered(self, ticket: int, state: oddsevens.State, seat: int, move: Any) -> None:
        """The worker's suggestion arrives: shown if the game is still where
        it was asked, dropped otherwise (`forget` has put out the sign)."""
        if not self.question.take(ticket):
            return
        if self.table.history[-1] is state:
            self.given = Hint(state, seat, move)
        self.table.render()

    def shown(self) -> Hint | None:
        """The hint for the position on screen, or None."""
        given = self.given
        if given is None or self.table.replaying() or not self.table.history:
            return None
        if self.table.history[-1] is not given.state or given.seat not in self.table.acting_seats():
            return None
        return given

    def sentence(self) -> str:
        """The hint in words, for the status line ("" when none is shown)."""
        given = self.shown()
        return self.table.board.hint_sentence(given.move, given.seat) if given is not None else ""

    def forget(self) -> None:
        """The game moves on (a move, undo, a new or another game): the hint
        goes, and an answer still awaited will be dropped."""
        self.given = None
        self.question.drop()
