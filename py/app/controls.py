"""The game page's buttons: those under the board's panel, drawn here (the
game's own, from its board; Hint, Undo and New game; while the game is
over, its result section with Rematch; the row of replay and records; the
device's choices), each enabled or not as the game stands; and a press on
any button of the page, sent to the part it belongs to (`press`)."""

from __future__ import annotations

from typing import Protocol

import oddsevens

from . import embed_code, lesson, puzzle, replay, sharing
from .board import Board
from .computer import ComputerTurns
from .embed_code import EmbedCode
from .handover import Handover
from .hints import Hints
from .keeping import Keeping
from .lesson import LessonPlay
from .markup import Markup, button, join, tag
from .new_game import NewGame
from .puzzle import PuzzlePlay
from .replay import Replay
from .reviews import Reviews
from .rooms.part import ACTIONS as ROOM_ACTIONS
from .rooms.part import Rooms
from .screen import Screen
from .seats import Seats
from .sharing import Sharing
from .sound import Sound
from .undo import Undo
from .words import _, pgettext


class ControlsTable(Protocol):
    """What the buttons ask of their page: the game, and the parts whose buttons they are."""

    game: oddsevens.Game
    history: list[oddsevens.State]
    screen: Screen
    seats: Seats
    board: Board
    undoing: Undo
    new_game: NewGame
    computer: ComputerTurns
    keeping: Keeping
    replay: Replay
    hints: Hints
    reviews: Reviews
    handover: Handover
    sharing: Sharing
    embed_code: EmbedCode
    sound: Sound
    rooms: Rooms
    puzzles: PuzzlePlay
    lessons: LessonPlay

    def undo(self) -> None: ...

    def replaying(self) -> bool: ...


class Controls:
    def __init__(self, table: ControlsTable) -> None:
        self.table = table

    def markup(self) -> Markup:
        """The page's buttons under the board's panel. A finished game's
        result section holds Rematch, New game and the key to the board's
        explanation, never the result sentence: the status line says that, once."""
        table = self.table
        if table.rooms.room is not None:
            return self.room_markup()
        undo = table.undoing.button()
        new_game = button(_("New game"), "new-game")
        if table.history[-1].over:
            return join(
                tag(
                    "section",
                    tag("h2", _("Game over")),
                    table.board.result_figures(),
                    tag("div", button(_("Rematch"), "rematch", primary=True), new_game, table.reviews.buttons(), class_="controls"),
                    class_="result",
                    aria_label=_("Result"),
                ),
                tag("div", undo, class_="controls"),
                self.records_buttons(),
                self.device_buttons(),
            )
        if table.puzzles.scripted() or table.lessons.scripted():
            # A puzzle or a lesson's step has its own Start again / Try again, and is not for the computer's hints.
            return join(tag("div", table.board.game_buttons(), new_game, class_="controls"), self.device_buttons())
        return join(
            tag("div", table.board.game_buttons(), self.hint_button(), undo, new_game, class_="controls"),
            self.records_buttons(),
            self.device_buttons(),
        )

    def press(self, name: str, value: str) -> None:
        """A button of the page: its data-action and data-value. Those the
        page does not know are the game's own (`Board.game_action`)."""
        table = self.table
        if name == "undo":
            table.undo()
        elif name == "new-game":
            table.new_game.ask()
        elif name == "rematch" and table.history[-1].over:
            host = table.rooms.hosting()
            if host is not None:
                host.rematch(table.board.swaps_sides)
            elif table.rooms.room is None:
                table.new_game.rematch()
        elif name == "dismiss-notice":
            table.screen.notice(None)
        elif name == "load-other-tab":
            table.keeping.load_other_tab()
        elif name == "keep-this-tab":
            table.keeping.keep_this_tab()
        elif name == "replay":
            table.replay.start()
        elif name == "replay-exit":
            if table.replaying():
                table.replay.exit()
        elif name in replay.STEPS:
            if table.replaying():
                table.replay.step(name, value)
        elif name in sharing.ACTIONS:
            table.sharing.action(name)
        elif name in embed_code.ACTIONS:
            table.embed_code.action(name)
        elif name == "hint":
            table.hints.ask()
        elif name == "review":
            table.reviews.ask(value)
        elif name == "sound":
            table.sound.toggle()
        elif name == "reveal" and table.handover.pending():
            table.handover.reveal()
        elif name in ROOM_ACTIONS:
            table.rooms.press(name, value)
        elif name in puzzle.ACTIONS:
            table.puzzles.press(name)
        elif name in lesson.ACTIONS:
            table.lessons.press(name)
        else:
            table.board.game_action(name, value)

    def room_markup(self) -> Markup:
        """In a room: the game's own buttons; at the end, the result, and
        for the host Rematch (the same seats) and the records."""
        table = self.table
        if not table.history[-1].over:
            return join(tag("div", table.board.game_buttons(), class_="controls"), self.device_buttons())
        hosting = table.rooms.hosting() is not None
        return join(
            tag(
                "section",
                tag("h2", _("Game over")),
                table.board.result_figures(),
                tag("div", button(_("Rematch"), "rematch", primary=True) if hosting else None, class_="controls"),
                class_="result",
                aria_label=_("Result"),
            ),
            self.records_buttons() if hosting else None,
            self.device_buttons(),
        )

    def hint_button(self) -> Markup | None:
        """Hint: offered to the person to move; off while the computer or
        another player is to move and while the device changes hands. It
        stays on while a hint is worked out or shown (a second press does
        nothing), so keyboard focus stays on it."""
        table = self.table
        if not table.seats.humans() or not table.board.offers_hints():
            return None
        return button(_("Hint"), "hint", disabled=table.hints.seat() is None)

    def records_buttons(self) -> Markup | None:
        """Replay, Export, Import, (for the perfect-information games) Share,
        and Embed on the site's own pages; none while the device is being
        handed over, as a replay shows the last player's view."""
        table = self.table
        if table.handover.pending():
            return None
        return tag(
            "div",
            button(pgettext("button", "Replay"), "replay", disabled=len(table.history) < 2),
            button(pgettext("button", "Export"), "export"),
            button(pgettext("button", "Import"), "import"),
            None if table.game.hides_information else button(pgettext("button", "Share"), "share"),
            table.embed_code.button(),
            class_="controls review-controls",
            aria_label=_("Replay and records"),
        )

    def device_buttons(self) -> Markup:
        """The choices kept on this device for every game (Sound), in a row
        of their own at the panel's end, so the row of the game's own
        buttons, which a phone held sideways keeps in view beside the board,
        holds only what a move needs."""
        return tag("div", self.table.sound.button(), class_="controls")
