"""Starting a game: the New game dialog opened with the game in progress's
answers, redrawn as its table of seats changes, its answers checked and
made into a setup; and a rematch, with the settings of the game just played."""

from __future__ import annotations

from typing import Any, Protocol

from .board import Board
from .computer import ComputerTurns
from .dialog import LEVEL_FIELD, PLACE_FIELD, NewGameDialog
from .lesson import LessonPlay
from .puzzle import PuzzlePlay
from .rooms.part import Rooms
from .screen import Screen
from .seats import Seats


class NewGameTable(Protocol):
    """What starting a game asks of its page."""

    screen: Screen
    board: Board
    seats: Seats
    dialog: NewGameDialog
    computer: ComputerTurns
    rooms: Rooms
    puzzles: PuzzlePlay
    lessons: LessonPlay

    def start_new(self, setup: dict[str, Any]) -> None: ...


class NewGame:
    def __init__(self, table: NewGameTable) -> None:
        self.table = table

    def setup_from(self, answers: dict[str, str]) -> dict[str, Any]:
        """The setup the new-game dialog makes of `answers`, each checked."""
        clean = self.table.dialog.clean(answers)
        return {**self.table.board.setup_from_answers(clean), "level": clean[LEVEL_FIELD.name]}

    def current_answers(self) -> dict[str, str]:
        """The dialog's answers for the game in progress."""
        place = "devices" if self.table.rooms.room is not None else PLACE_FIELD.default
        return {**self.table.board.current_answers(), PLACE_FIELD.name: place, LEVEL_FIELD.name: self.table.seats.level}

    def ask(self) -> None:
        """The New game button: the dialog, with the game in progress's
        answers; the computer's next move waits until it closes."""
        self.table.computer.hold()
        self.table.screen.dialog(self.table.dialog.markup(self.current_answers()))

    def submitted(self, answers: dict[str, str]) -> None:
        """The dialog's answers: the game they set up starts, or the dialog
        is drawn again, saying what is wrong with them."""
        table = self.table
        problems = table.dialog.problems(answers)
        if problems:
            table.screen.dialog(table.dialog.markup(answers, problems))
            return
        table.screen.dialog(None)
        table.screen.notice(None)
        table.puzzles.leave()
        table.lessons.leave()
        if table.dialog.clean(answers)[PLACE_FIELD.name] == "devices":
            table.rooms.host(self.setup_from(answers))
        else:
            table.rooms.leave()
            table.start_new(self.setup_from(answers))
        table.computer.release()

    def changed(self, answers: dict[str, str]) -> None:
        """Redraw the dialog when its table of seats changes (how many, who
        plays each): the rows and the names' placeholders follow. Questions
        that apply only to some choices are hidden by site.css meanwhile."""
        if any(key == "players" or key.startswith("kind-") for key in answers):
            self.table.screen.dialog(self.table.dialog.markup(answers))

    def rematch(self) -> None:
        """A new game with the settings of this one, as the new-game dialog
        would start it again (options that fix chance for tests stay
        behind), the two sides swapped where the board says the side matters."""
        setup = self.setup_from(self.current_answers())
        if self.table.board.swaps_sides and len(setup["seats"]) == 2:
            setup["seats"] = setup["seats"][::-1]
            if setup.get("names"):
                setup["names"] = setup["names"][::-1]
        self.table.screen.notice(None)
        self.table.puzzles.leave()
        self.table.lessons.leave()
        self.table.start_new(setup)
