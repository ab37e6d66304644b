"""The moves the page makes by itself: the computer's, each asked of the
bots' worker after a short pause, and a person's only move where the board
makes it for them (Evening's pass when no cell is open), after a pause of
its own; either is dropped when the game has moved on meanwhile, and none
is made behind the New game dialog."""

from __future__ import annotations

import json
from functools import partial
from typing import Any, Protocol

import oddsevens

from .board import AUTOMATIC_MOVE_PAUSE, Board, Table
from .lesson import LessonPlay
from .puzzle import PuzzlePlay


class ComputerTable(Table, Protocol):
    """What the computer's turns ask of their page."""

    board: Board

    def replaying(self) -> bool: ...

    def runs_the_game(self) -> bool: ...

    @property
    def puzzles(self) -> PuzzlePlay: ...

    @property
    def lessons(self) -> LessonPlay: ...


class ComputerTurns:
    def __init__(self, table: ComputerTable) -> None:
        self.table = table
        self.turn = 0
        """Counts scheduled moves, so undo or a new game cancels a pending one."""
        self.held: oddsevens.State | None = None
        """The position on screen when the New game dialog opened (`hold`):
        nothing is played in it until the dialog closes."""

    def seat_to_move(self) -> int | None:
        """The computer's seat to move, if this page plays it (a guest's page
        in a room leaves the computer's seats to the host's)."""
        if not self.table.runs_the_game():
            return None
        state = self.table.history[-1]
        return next((seat for seat in state.to_move if self.table.seats.kind(seat) == "computer"), None)

    def schedule(self) -> None:
        """Asks for the computer's move after its pause, when one of its
        seats is to move; else makes the move a person to move has no
        choice about, after its pause (`Board.automatic_move`)."""
        state = self.table.history[-1]
        if state is self.held or self.table.replaying() or not self.table.board.computer_may_move():
            return
        seat = self.seat_to_move()
        if seat is not None:
            self.turn += 1
            turn = self.turn
            self.table.screen.later(self.table.board.computer_pause(), lambda: self.ask(turn, seat))
            return
        for person in self.table.acting_seats():
            move = self.table.board.automatic_move(state, person)
            if move is not None:
                self.turn += 1
                self.table.screen.later(AUTOMATIC_MOVE_PAUSE, partial(self.make, self.turn, state, person, move))
                return

    def cancel(self) -> None:
        """Forgets the move scheduled or asked for: the game it was for is
        gone (undo, a new or another game, a replay), so its answer will be
        dropped, and nothing may say the computer is still thinking."""
        self.turn += 1
        self.table.screen.thinking(False)

    def hold(self) -> None:
        """The New game dialog opens: the move scheduled or asked for is
        forgotten, and nothing is played in this position until `release`."""
        self.cancel()
        self.held = self.table.history[-1]

    def release(self) -> None:
        """The New game dialog closed. Where it left the game as it was
        (Cancel, Escape), the move held back is scheduled again; a game
        started from it has scheduled its own."""
        held, self.held = self.held, None
        if held is not None and held is self.table.history[-1]:
            self.schedule()

    def ask(self, turn: int, seat: int) -> None:
        state = self.table.history[-1]
        if turn != self.turn or seat not in state.to_move:
            return
        for script in (self.table.puzzles, self.table.lessons):
            if script.scripted():
                # A puzzle's defender plays its solution's replies, a lesson's step the replies it
                # sets, and nothing past them.
                move = script.reply(seat)
                if move is not None:
                    self.table.play(move, seat)
                return
        self.table.screen.thinking(True)
        self.table.screen.think(
            json.dumps(state.record()),
            seat,
            self.table.seats.level,
            state.seed,
            lambda move: self.answered(turn, seat, move),
        )

    def answered(self, turn: int, seat: int, move: Any) -> None:
        """The bot's move arrives; it is dropped if the game moved on meanwhile
        (undo, a new game: `cancel` has stopped the thinking sign)."""
        if turn != self.turn:
            return
        self.table.screen.thinking(False)
        if seat in self.table.history[-1].to_move:
            self.table.play(move, seat)

    def make(self, turn: int, state: oddsevens.State, seat: int, move: Any) -> None:
        """A person's only move, made for them once its pause is over, in
        the position it was scheduled for."""
        if turn == self.turn and self.table.history[-1] is state:
            self.table.play(move, seat)
