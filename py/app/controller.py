"""The game page: the game in progress (its history, undo and saving), and
the parts every game shares, composed around the game's own board.

    GamePage ── board      the game's questions, taps and drawing (board.py, one per game)
             ├─ undoing    how far Undo goes, and what it says it took back (undo.py)
             ├─ controls   the page's buttons: drawn under the panel, and each press sent on (controls.py)
             ├─ live_view  the game in progress on screen: board, panel, status line (live_view.py)
             ├─ dialog     the new-game form (dialog.py)
             ├─ new_game   its answers made a setup, and a rematch (new_game.py)
             ├─ keeping    saving, and other tabs of this browser (keeping.py)
             ├─ computer   the computer's seats (computer.py)
             ├─ hints      the Hint button, asked of the computer's worker (hints.py)
             ├─ handover   hot-seat play of a game with secrets (handover.py)
             ├─ replay     earlier positions and the move list (replay.py)
             ├─ reviews    the review of a finished game's moves, marked in the replay (reviews.py)
             ├─ sharing    export, import and share links (sharing.py)
             ├─ embed_code the Embed dialog's iframe code for other sites (embed_code.py)
             ├─ rooms      friends each on their own device: this page hosts the game or joins it (rooms/)
             └─ sound      the sounds of moves, when the player wants them (sound.py)

The page talks to the browser only through a `Screen` (screen.py), so it
runs under plain CPython too. Each part reads the page through a small
protocol of its own; no part imports this module.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import oddsevens
from oddsevens import notation
from oddsevens.core import named

from . import sharing
from .board import Board
from .computer import ComputerTurns
from .controls import Controls
from .dialog import NewGameDialog
from .embed_code import EmbedCode
from .handover import Handover
from .hints import Hints
from .keeping import Keeping
from .lesson import LessonPlay
from .live_view import LiveView
from .markup import button, escape, join, tag
from .new_game import NewGame
from .puzzle import PuzzlePlay
from .replay import Replay
from .reviews import Reviews
from .rooms.part import Rooms
from .screen import Screen
from .seats import Seats
from .sharing import Sharing
from .sound import Sound
from .storage import SavedGames, contains
from .undo import Undo
from .words import _, say


def history_of(state: oddsevens.State) -> list[oddsevens.State]:
    """Every state from the start to this one, for undo after a reload."""
    record = state.record()
    current = state.game.start(record["players"], record["seed"], **record["options"])
    states = [current]
    for seat, move in record["moves"]:
        current = current.play(move, seat)
        states.append(current)
    return states


class GamePage:
    def __init__(
        self, game_id: str, screen: Screen, saved: SavedGames, now: Callable[[], str], new_seed: Callable[[], int]
    ) -> None:
        self.game = oddsevens.game(game_id)
        self.screen = screen
        self.saved = saved
        self.now = now
        self.new_seed = new_seed
        self.history: list[oddsevens.State] = []
        self.setup = {}
        board_class: type[Board] = named(self.game.page)
        self.board = board_class(self)
        self.undoing = Undo(self)
        self.controls = Controls(self)
        self.live_view = LiveView(self)
        self.dialog = NewGameDialog(self.game.title, self.board.questions)
        self.new_game = NewGame(self)
        self.keeping = Keeping(self)
        self.computer = ComputerTurns(self)
        self.hints = Hints(self)
        self.handover = Handover(self)
        self.replay = Replay(self)
        self.reviews = Reviews(self)
        self.sharing = Sharing(self)
        self.embed_code = EmbedCode(self)
        self.sound = Sound(self)
        self.rooms = Rooms(self, saved.store)
        self.puzzles = PuzzlePlay(self, saved.store)
        self.lessons = LessonPlay(self, saved.store)

    # -- who is who, and who may act -------------------------------------------
    @property
    def state(self) -> oddsevens.State:
        return self.history[-1]

    @property
    def setup(self) -> dict[str, Any]:
        """Who plays each seat, their names, the options and the computer's
        strength, as the new-game dialog made them and the game is saved with."""
        return self._setup

    @setup.setter
    def setup(self, setup: dict[str, Any]) -> None:
        self._setup = setup
        # Read for every name and every tap, so made once per setup.
        self.seats = Seats(setup, self.game.sides)

    def replaying(self) -> bool:
        return self.replay.active()

    def teaching(self) -> bool:
        return self.lessons.scripted()

    def humans_to_move(self) -> list[int]:
        """The seats people play that are to move (none during a replay)."""
        if self.replaying():
            return []
        return [seat for seat in self.state.to_move if self.seats.kind(seat) == "human"]

    def viewer(self) -> int | None:
        """Whose view the screen shows: the only person at the table, or in
        hot-seat play the seat that has been handed the device; nobody's
        (the spectator's table) while the device changes hands."""
        humans = self.seats.humans()
        if len(humans) == 1:
            return humans[0]
        if not self.board.private_views or self.handover.pending():
            return None
        return self.handover.revealed

    def runs_the_game(self) -> bool:
        """Whether this page plays the computer and keeps the game (not a room's guest's page)."""
        return self.rooms.guest() is None

    def acting_seats(self) -> list[int]:
        """The seats the person at the device may move for now: none while the
        game is over or replayed, the device changes hands or a move is on
        its way to a room's host; with secrets, only the seat on screen."""
        exercise_done = self.puzzles.finished() or self.lessons.finished()
        if not self.history or self.state.over or self.handover.pending() or self.rooms.sending() or exercise_done:
            return []
        humans = self.humans_to_move()
        if self.board.private_views:
            viewer = self.viewer()
            return [viewer] if viewer in humans else []
        return humans

    def why_not_acting(self) -> str:
        """Why a tap moves nothing now; "" when someone here may act."""
        if self.acting_seats():
            return ""
        if done := self.lessons.done_sentence() or self.puzzles.done_sentence():
            return done
        if self.state.over:
            return _("The game is over: start a new game to play again.")
        if self.handover.pending():
            return self.handover.why_not_acting()
        if waiting := self.rooms.waiting_sentence():
            return waiting
        seat = self.state.to_move[0]
        if self.seats.kind(seat) == "computer":
            return _("Wait a moment: the computer is thinking.")
        return _("It is not your turn: wait for {name} to play.").format(name=self.seats.name(seat))

    def handover_seat(self) -> int | None:
        return self.handover.revealed

    def resume_computer(self) -> None:
        self.computer.schedule()

    def moment_sent(self) -> tuple[bool, Any]:
        return self.rooms.moment_sent()

    def hint_shown(self) -> Any:
        if self.replay.at is not None:
            turning = self.reviews.turning(self.replay.at)
            return turning.better if turning is not None else None
        shown = self.hints.shown()
        return shown.move if shown is not None else None

    # -- the game in progress ----------------------------------------------------
    def open(self, setup: dict[str, Any] | None = None) -> None:
        """Resumes the saved game, or starts one with `setup` (by default the
        new-game dialog's defaults)."""
        saved_setup, saved_state = self.keeping.load(self.now())
        if saved_state is not None and saved_setup is not None:
            self.resume(saved_setup, saved_state)
            return
        # After a notice that the saved game was unreadable: a warning that this game cannot be saved either replaces it.
        self.start_new(setup if setup is not None else self.setup_from({}))

    def resume(self, setup: dict[str, Any], state: oddsevens.State, another_game: bool = False) -> None:
        """Shows a game already under way (saved, or from another tab); undo
        can go back to its start."""
        if another_game:
            self.handover.revealed = None
        self.setup = setup
        self.history = history_of(state)
        self.replay.stop()
        self.computer.cancel()
        self.position_changed()
        self.render()
        self.computer.schedule()

    def start_new(self, setup: dict[str, Any]) -> None:
        state = self.game.start(len(setup["seats"]), self.new_seed(), **setup["options"])
        self.setup = setup
        self.history = [state]
        self.replay.stop()
        self.handover.revealed = None
        self.keeping.forget_problem()
        self.computer.cancel()
        self.position_changed()
        self.say_aloud("")
        self.after_change()

    def adopt(self, setup: dict[str, Any], state: oddsevens.State) -> str:
        """Makes `state` the live game (saved, with undo back to its start).
        An unfinished game it does not continue is first kept aside in the
        browser's storage; the sentence saying where, or ""."""
        kept = ""
        current = self.state
        if len(current) and not current.over and not contains(state, current):
            key = self.saved.set_aside(self.game.id, current, self.setup)
            if key:
                kept = " " + _("The game it replaced is kept in this browser's storage under the key {key}.").format(key=key)
        self.replay.stop()
        self.handover.revealed = None
        self.computer.cancel()
        self.setup = setup
        self.history = history_of(state)
        self.position_changed()
        self.after_change()
        return kept

    def play(self, move: Any, seat: int | None = None) -> bool:
        """A move of a person at this device; on a guest's page in a room,
        checked here and sent to the host, which plays it."""
        try:
            new = self.state.play(move, seat)
        except oddsevens.IllegalMove as error:
            # Translators: {reason} is the rule the move breaks, as the game says it.
            self.screen.status(_("That move is not allowed: {reason}.").format(reason=say(error.said)), warning=True)
            return False
        if not self.puzzles.accepts(move, seat) or not self.lessons.accepts(move, seat, new):
            return False
        if not self.rooms.send_move(move):
            self.played(new)
        return True

    def played(self, new: oddsevens.State) -> None:
        """`new`, a move on from the game on screen, is the game: saved and shown."""
        self.history.append(new)
        self.position_changed()
        self.puzzles.moved()
        self.lessons.moved()
        self.say_aloud(self.move_sentence(self.history[-2], new))
        self.after_change()

    def move_sentence(self, before: oddsevens.State, after: oddsevens.State) -> str:
        """Who did what, in words, for the screen reader's live region. In
        hot-seat play of a game with secrets the device changes hands and the
        sentence stays on the page, so it tells only what everyone may know."""
        hot_seat_secrets = self.board.private_views and len(self.seats.humans()) > 1
        viewer = None if hot_seat_secrets else self.viewer()
        last = after.last_move()
        assert last is not None, "said of a move just played"
        seat = last[0]
        described = notation.describe(before, after, viewer, self.seats.names())
        # Translators: a move said aloud: who made it (a name or a side), then the move in words.
        return _("{player}: {move}.").format(player=self.seats.author(seat), move=say(described))

    def after_change(self) -> None:
        self.keeping.save()
        self.rooms.changed()
        self.render()
        self.computer.schedule()

    def undo_reach(self) -> int | None:
        """How many states a person's Undo would drop, before the board has its say (`Undo.reach`)."""
        return self.undoing.reach()

    def undo_target(self) -> int | None:
        """How many states Undo drops, or None (`Undo.target`)."""
        return self.undoing.target()

    def undo(self) -> None:
        """The Undo button (`Undo.take_back`)."""
        self.undoing.take_back()

    # -- what comes from the browser ---------------------------------------------------
    def action(self, name: str, value: str = "") -> None:
        """A button: its data-action and data-value (`Controls.press`)."""
        self.controls.press(name, value)

    def setup_from(self, answers: dict[str, str]) -> dict[str, Any]:
        """The setup the new-game dialog makes of `answers`, each checked."""
        return self.new_game.setup_from(answers)

    def current_answers(self) -> dict[str, str]:
        """The dialog's answers for the game in progress."""
        return self.new_game.current_answers()

    def answers_submitted(self, answers: dict[str, str]) -> None:
        """A form of the dialog sent: a record to import, or a new game's answers."""
        if self.rooms.submitted(answers):
            return
        if answers.get("form") == sharing.IMPORT_FORM:
            self.sharing.import_text(answers.get("record", ""))
        else:
            self.new_game.submitted(answers)

    def dialog_closed(self) -> None:
        """The dialog closed, however (Cancel or Close, Escape, a game
        started): a move held back while the New game dialog was open is
        made now, where it left the game as it was."""
        self.computer.release()

    def dialog_changed(self, answers: dict[str, str]) -> None:
        """A choice in the dialog changed (`NewGame.changed`)."""
        self.new_game.changed(answers)

    def screen_turned(self) -> None:
        """The board's room changed (`Screen.wide_board`: a phone turned, a
        window resized): a board drawn differently each way is drawn again,
        and a table that scrolls in its own box shows its newest line again."""
        if self.history:
            self.render()

    def cancel_selection(self) -> None:
        """The Escape key: forget a half-made move and put a hint away (one
        still worked out is dropped), and show the board without them."""
        if self.history:
            self.board.clear_selection()
            self.hints.forget()
            self.render()

    # -- what goes to the screen ---------------------------------------------------------
    def say_aloud(self, text: str) -> None:
        """Says `text` through the polite live region (#announce) that screen
        readers read and nobody sees; "" empties it. (`announce` is a notice.)"""
        self.screen.show("announce", escape(text))

    def announce(self, text: str) -> None:
        self.screen.notice(join(tag("span", text), button(_("OK"), "dismiss-notice")))

    def render(self) -> None:
        if self.rooms.in_lobby():
            self.rooms.render_lobby()
        elif self.replaying():
            self.replay.render()
        else:
            self.live_view.render()
        self.rooms.shown()

    def position_changed(self) -> None:
        """What belonged to the position on screen goes: the picked tile or
        cell, a hint, a review (and an answer still awaited for either), what
        Undo said, and a share link in the page's address that no longer
        holds the game on screen."""
        self.board.clear_selection()
        self.hints.forget()
        self.reviews.forget()
        self.undoing.note = ""
        self.sharing.game_changed()

    def show_turning(self, index: int) -> None:
        self.replay.show(index)
