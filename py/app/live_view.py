"""The game in progress on screen (a replay draws earlier positions, replay.py):
the board, under the hand-over's card while the device changes hands; the
board's panel with the page's buttons; the status line, after what Undo
said and a hint's or a review's sentence; and the sound of a move shown
for the first time."""

from __future__ import annotations

from typing import Protocol

import oddsevens

from .board import Board
from .controls import Controls
from .handover import Handover
from .hints import Hints
from .lesson import LessonPlay
from .markup import join
from .puzzle import PuzzlePlay
from .reviews import Reviews
from .rooms.part import Rooms
from .screen import Screen
from .sound import Sound
from .undo import Undo


class LiveTable(Protocol):
    """What drawing the live game reads of its page."""

    history: list[oddsevens.State]
    screen: Screen
    board: Board
    undoing: Undo
    controls: Controls
    hints: Hints
    reviews: Reviews
    handover: Handover
    sound: Sound
    rooms: Rooms
    puzzles: PuzzlePlay
    lessons: LessonPlay


class LiveView:
    def __init__(self, table: LiveTable) -> None:
        self.table = table
        self.drawn: oddsevens.State | None = None
        """The live state last drawn: a board one move on from it shows that move arriving."""

    def render(self) -> None:
        table = self.table
        history, screen, board, handover = table.history, table.screen, table.board, table.handover
        state = history[-1]
        drawn, self.drawn = self.drawn, state
        fresh = len(history) > 1 and history[-2] is drawn
        screen.moved(fresh)
        screen.showing(len(state))
        if handover.pending():
            screen.show("board", join(handover.markup(), board.board_markup()))
            screen.show("panel", join(board.panel_markup(), table.controls.markup()))
            said: tuple[str, ...] = (table.undoing.note, handover.status_text())
        else:
            screen.show("board", board.board_markup())
            exercise = join(table.puzzles.strip(), table.lessons.strip())
            screen.show("panel", join(exercise, board.panel_markup(), table.rooms.strip(), table.controls.markup()))
            waiting = "" if state.over or board.table.acting_seats() else table.rooms.waiting_sentence()
            status = table.puzzles.status() or table.lessons.status()
            status = status or (board.result_sentence() if state.over else waiting or board.status_text())
            said = (table.undoing.note, table.rooms.move_refused(), table.hints.sentence() or table.reviews.sentence(), status)
        screen.status(" ".join(text for text in said if text))
        board.rendered()
        table.puzzles.shown()
        table.lessons.shown()
        if handover.pending():
            handover.shown()
        if fresh:
            table.sound.moved(table.history[-2], table.history[-1])
