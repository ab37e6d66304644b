"""The game page: the game in progress (its history, undo and saving), and
the parts every game shares, composed around the game's own board.

    GamePage ── board      the game's questions, taps and drawing (board.py, one per game)
             ├─ dialog     the new-game form (dialog.py)
             ├─ keeping    saving, and other tabs of this browser (keeping.py)
             ├─ computer   the computer's seats (computer.py)
             ├─ hints      the Hint button, asked of the computer's worker (hints.py)
             ├─ handover   hot-seat play of a game with secrets (handover.py)
             ├─ replay     earlier positions and the move list (replay.py)
             ├─ reviews    the review of a finished game's moves, marked in the replay (reviews.py)
             ├─ sharing    export, import and share links (sharing.py)
             ├─ embed_code the Embed dialog's iframe code for other sites (embed_code.py)
             └─ sound      the sounds of moves, when the player wants them (sound.py)

The page talks to the browser only through a `Screen` (screen.py), so it
runs under plain CPython too. Each part reads the page through a small
protocol of its own; no part imports this module.
"""

from __future__ import annotations

import html
from typing import Any, Callable, Optional

import oddsevens
from oddsevens import notation
from oddsevens.core import named

from . import embed_code, replay, sharing
from .board import Board
from .computer import ComputerTurns
from .dialog import LEVEL_FIELD, NewGameDialog
from .embed_code import EmbedCode
from .handover import Handover
from .hints import Hints
from .keeping import Keeping
from .markup import button
from .replay import Replay
from .reviews import Reviews
from .screen import Screen
from .seats import Seats
from .sharing import Sharing
from .sound import Sound
from .storage import SavedGames, contains
from .words import _, ngettext, pgettext, say


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
        self.drawn: Optional[oddsevens.State] = None
        """The live state last drawn: a board one move on from it shows that move arriving."""
        self.undo_note = ""
        """What Undo last took back, or why it could not: said before the
        status line until the position changes."""
        board_class: type[Board] = named(self.game.page)
        self.board = board_class(self)
        self.dialog = NewGameDialog(self.game.title, self.board.questions)
        self.keeping = Keeping(self)
        self.computer = ComputerTurns(self)
        self.hints = Hints(self)
        self.handover = Handover(self)
        self.replay = Replay(self)
        self.reviews = Reviews(self)
        self.sharing = Sharing(self)
        self.embed_code = EmbedCode(self)
        self.sound = Sound(self)

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

    def humans_to_move(self) -> list[int]:
        """The seats people play that are to move (none during a replay)."""
        if self.replaying():
            return []
        return [seat for seat in self.state.to_move if self.seats.kind(seat) == "human"]

    def viewer(self) -> Optional[int]:
        """Whose view the screen shows: the only person at the table, or in
        hot-seat play the seat that has been handed the device; nobody's
        (the spectator's table) while the device changes hands."""
        humans = self.seats.humans()
        if len(humans) == 1:
            return humans[0]
        if not self.board.private_views or self.handover.pending():
            return None
        return self.handover.revealed

    def acting_seats(self) -> list[int]:
        """The seats the person at the device may move for now: none while
        the game is over or replayed or the device changes hands; in a game
        with secrets, only the seat whose view is on screen."""
        if self.state.over or self.handover.pending():
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
        if self.state.over:
            return _("The game is over: start a new game to play again.")
        if self.handover.pending():
            return self.handover.why_not_acting()
        seat = self.state.to_move[0]
        if self.seats.kind(seat) == "computer":
            return _("Wait a moment: the computer is thinking.")
        return _("It is not your turn: wait for {name} to play.").format(name=self.seats.name(seat))

    def handover_seat(self) -> Optional[int]:
        return self.handover.revealed

    def resume_computer(self) -> None:
        self.computer.schedule()

    def hint_shown(self) -> Any:
        if self.replay.at is not None:
            turning = self.reviews.turning(self.replay.at)
            return turning.better if turning is not None else None
        shown = self.hints.shown()
        return shown.move if shown is not None else None

    # -- the game in progress ----------------------------------------------------
    def open(self, setup: Optional[dict[str, Any]] = None) -> None:
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

    def play(self, move: Any, seat: Optional[int] = None) -> bool:
        try:
            new = self.state.play(move, seat)
        except oddsevens.IllegalMove as error:
            # Translators: {reason} is the rule the move breaks, as the game says it.
            self.screen.status(_("That move is not allowed: {reason}.").format(reason=say(error.said)), warning=True)
            return False
        self.history.append(new)
        self.position_changed()
        self.say_aloud(self.move_sentence(self.history[-2], new))
        self.after_change()
        return True

    def move_sentence(self, before: oddsevens.State, after: oddsevens.State) -> str:
        """Who did what, in words, for the screen reader's live region. In
        hot-seat play of a game with secrets the device changes hands and the
        sentence stays on the page, so it tells only what everyone may know."""
        hot_seat_secrets = self.board.private_views and len(self.seats.humans()) > 1
        viewer = None if hot_seat_secrets else self.viewer()
        seat, _move = after.last_move()
        described = notation.describe(before, after, viewer, self.seats.names())
        # Translators: a move said aloud: who made it (a name or a side), then the move in words.
        return _("{player}: {move}.").format(player=self.seats.author(seat), move=say(described))

    def after_change(self) -> None:
        self.keeping.save()
        self.render()
        self.computer.schedule()

    def rematch(self) -> None:
        """A new game with the settings of this one, as the new-game dialog
        would start it again (options that fix chance for tests stay
        behind), the two sides swapped where the board says the side matters."""
        setup = self.setup_from(self.current_answers())
        if self.board.swaps_sides and len(setup["seats"]) == 2:
            setup["seats"] = setup["seats"][::-1]
            if setup.get("names"):
                setup["names"] = setup["names"][::-1]
        self.screen.notice(None)
        self.start_new(setup)

    def undo_reach(self) -> Optional[int]:
        """How many states a person's Undo would drop, before the board has
        its say: one move with a friend; against the computer, back to
        before your own last move; None when there is no such move. A move
        the page made for a person (`Board.automatic_move`) is not one they
        chose: Undo takes it back with the move before it, since left to
        make again it would be made again at once."""
        moves = self.state.moves()
        people_only = self.seats.against_computer()
        for back in range(1, len(moves) + 1):
            seat = moves[-back][0]
            if people_only and self.seats.kind(seat) != "human":
                continue
            if self.board.automatic_move(self.history[-back - 1], seat) is None:
                return back
        return None

    def undo_target(self) -> Optional[int]:
        """How many states Undo drops (`undo_reach`), or None when there is
        no move to take back or the game's board refuses (chance has spoken,
        or a secret would show)."""
        back = self.undo_reach()
        return back if back is not None and self.board.may_undo(back) else None

    def undo(self) -> None:
        """Takes back what `undo_target` says and says what it took back on
        the status line; when Undo cannot be used, says why there instead."""
        back = self.undo_target()
        if back is None:
            self.undo_note = self.why_no_undo()
            self.render()
            return
        taken = self.undo_words(back)
        del self.history[-back:]
        self.computer.cancel()
        self.position_changed()
        self.undo_note = taken
        self.say_aloud(taken)
        self.after_change()

    def undo_words(self, back: int) -> str:
        """What Undo is about to take back, in plain words: "Took back your
        move and the computer's reply." The first of the `back` moves is a
        person's (`undo_target`); any after it are the computer's, other
        people's, or made by the page for a person. A finished game says
        first that it is open again."""
        taken = self.taken_back(back)
        if self.state.over:
            # Translators: {taken} is what Undo took back, such as "your move and the computer's reply".
            return _("The game is open again: took back {taken}.").format(taken=taken)
        # Translators: {taken} is what Undo took back, such as "your move and the computer's reply".
        return _("Took back {taken}.").format(taken=taken)

    def taken_back(self, back: int) -> str:
        """The last `back` moves, as what Undo takes back: "your last move",
        "your move and the computer's reply", one full phrase for each case."""
        moves = self.state.moves()[-back:]
        mover = moves[0][0]
        you = self.seats.is_you(mover)
        player = self.seats.author(mover)
        replies = [seat for seat, _move in moves[1:]]
        count = len(replies)
        if not replies:
            return _("your last move") if you else _("{player}'s last move").format(player=player)
        repliers = sorted(set(replies))
        if len(repliers) > 1:
            players = and_list([self.seats.author(seat) for seat in repliers])
            if you:
                # Translators: {players} names who made the moves after yours, such as "Bea and Cy".
                message = ngettext("your move and the {count} move after it ({players})", "your move and the {count} moves after it ({players})", count)
            else:
                # Translators: {players} names who made the moves after {player}'s, such as "Bea and Cy".
                message = ngettext("{player}'s move and the {count} move after it ({players})", "{player}'s move and the {count} moves after it ({players})", count)
            return message.format(player=player, count=count, players=players)
        if self.seats.kinds.count("computer") == 1:
            if count == 1:
                message = _("your move and the computer's reply") if you else _("{player}'s move and the computer's reply")
            elif you:
                message = ngettext("your move and the computer's {count} move after it", "your move and the computer's {count} moves after it", count)
            else:
                message = ngettext("{player}'s move and the computer's {count} move after it", "{player}'s move and the computer's {count} moves after it", count)
            return message.format(player=player, count=count)
        replier = self.seats.author(repliers[0])
        if count == 1:
            message = _("your move and {replier}'s reply") if you else _("{player}'s move and {replier}'s reply")
        elif you:
            message = ngettext("your move and {replier}'s {count} move after it", "your move and {replier}'s {count} moves after it", count)
        else:
            message = ngettext("{player}'s move and {replier}'s {count} move after it", "{player}'s move and {replier}'s {count} moves after it", count)
        return message.format(player=player, replier=replier, count=count)

    def why_no_undo(self) -> str:
        """Why Undo takes nothing back now, for a tap on it."""
        if len(self.history) < 2:
            return _("Nothing to take back yet.")
        back = self.undo_reach()
        if back is None:
            return _("There is no move of yours to take back yet.")
        return self.board.undo_refusal(back)

    # -- what comes from the browser ---------------------------------------------------
    def action(self, name: str, value: str = "") -> None:
        """A button: its data-action and data-value."""
        if name == "undo":
            self.undo()
        elif name == "new-game":
            self.computer.hold()
            self.screen.dialog(self.dialog.markup(self.current_answers()))
        elif name == "rematch" and self.state.over:
            self.rematch()
        elif name == "dismiss-notice":
            self.screen.notice(None)
        elif name == "load-other-tab":
            self.keeping.load_other_tab()
        elif name == "keep-this-tab":
            self.keeping.keep_this_tab()
        elif name == "replay":
            self.replay.start()
        elif name == "replay-exit":
            if self.replaying():
                self.replay.exit()
        elif name in replay.STEPS:
            if self.replaying():
                self.replay.step(name, value)
        elif name in sharing.ACTIONS:
            self.sharing.action(name)
        elif name in embed_code.ACTIONS:
            self.embed_code.action(name)
        elif name == "hint":
            self.hints.ask()
        elif name == "review":
            self.reviews.ask(value)
        elif name == "sound":
            self.sound.toggle()
        elif name == "reveal" and self.handover.pending():
            self.handover.reveal()
        else:
            self.board.game_action(name, value)

    def setup_from(self, answers: dict[str, str]) -> dict[str, Any]:
        """The setup the new-game dialog makes of `answers`, each checked."""
        clean = self.dialog.clean(answers)
        return {**self.board.setup_from_answers(clean), "level": clean[LEVEL_FIELD.name]}

    def current_answers(self) -> dict[str, str]:
        """The dialog's answers for the game in progress."""
        return {**self.board.current_answers(), LEVEL_FIELD.name: self.seats.level}

    def answers_submitted(self, answers: dict[str, str]) -> None:
        if answers.get("form") == sharing.IMPORT_FORM:
            self.sharing.import_text(answers.get("record", ""))
            return
        problems = self.dialog.problems(answers)
        if problems:
            self.screen.dialog(self.dialog.markup(answers, problems))
            return
        self.screen.dialog(None)
        self.screen.notice(None)
        self.start_new(self.setup_from(answers))
        self.computer.release()

    def dialog_closed(self) -> None:
        """The dialog closed, however (Cancel or Close, Escape, a game
        started): a move held back while the New game dialog was open is
        made now, where it left the game as it was."""
        self.computer.release()

    def dialog_changed(self, answers: dict[str, str]) -> None:
        """Redraw the dialog when its table of seats changes (how many, who
        plays each): the rows and the names' placeholders follow. Questions
        that apply only to some choices are hidden by site.css meanwhile."""
        if any(key == "players" or key.startswith("kind-") for key in answers):
            self.screen.dialog(self.dialog.markup(answers))

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
        self.screen.show("announce", html.escape(text))

    def announce(self, text: str) -> None:
        self.screen.notice(f"<span>{html.escape(text)}</span>" + button(_("OK"), "dismiss-notice"))

    def render(self) -> None:
        if self.replaying():
            self.replay.render()
            return
        drawn, self.drawn = self.drawn, self.state
        fresh = len(self.history) > 1 and self.history[-2] is drawn
        self.screen.moved(fresh)
        self.screen.showing(len(self.history) - 1)
        if self.handover.pending():
            self.screen.show("board", self.handover.markup() + self.board.board_markup())
            self.screen.show("panel", self.board.panel_markup() + self.controls_markup())
            said = (self.undo_note, self.handover.status_text())
        else:
            self.screen.show("board", self.board.board_markup())
            self.screen.show("panel", self.board.panel_markup() + self.controls_markup())
            status = self.board.result_sentence() if self.state.over else self.board.status_text()
            said = (self.undo_note, self.hints.sentence() or self.reviews.sentence(), status)
        self.screen.status(" ".join(text for text in said if text))
        self.board.rendered()
        if self.handover.pending():
            self.handover.shown()
        if fresh:
            self.sound.moved(self.history[-2], self.state)

    def controls_markup(self) -> str:
        """The page's buttons under the board's panel. A finished game's
        result section holds Rematch, New game and the key to the board's
        explanation, never the result sentence: the status line says that, once."""
        undo = self.undo_button()
        new_game = button(_("New game"), "new-game")
        if self.state.over:
            result, over = html.escape(_("Result")), html.escape(_("Game over"))
            return (
                f'<section class="result" aria-label="{result}"><h2>{over}</h2>'
                + self.board.result_figures()
                + '<div class="controls">'
                + button(_("Rematch"), "rematch", primary=True)
                + new_game
                + self.reviews.buttons()
                + "</div></section>"
                + f'<div class="controls">{undo}</div>'
                + self.records_buttons()
                + self.device_buttons()
            )
        return (
            f'<div class="controls">{self.board.game_buttons()}{self.hint_button()}{undo}{new_game}</div>'
            + self.records_buttons()
            + self.device_buttons()
        )

    def undo_button(self) -> str:
        """Undo. When it cannot be used it says so with aria-disabled rather
        than `disabled`: it stays focusable and tappable, and a tap puts the
        reason on the status line (`why_no_undo`)."""
        if self.undo_target() is not None:
            return button(_("Undo"), "undo")
        label = html.escape(_("Undo"))
        return f'<button type="button" data-action="undo" aria-disabled="true">{label}</button>'

    def position_changed(self) -> None:
        """What belonged to the position on screen goes: the picked tile or
        cell, a hint, a review (and an answer still awaited for either), what
        Undo said, and a share link in the page's address that no longer
        holds the game on screen."""
        self.board.clear_selection()
        self.hints.forget()
        self.reviews.forget()
        self.undo_note = ""
        self.sharing.game_changed()

    def show_turning(self, index: int) -> None:
        self.replay.show(index)

    def hint_button(self) -> str:
        """Hint: offered to the person to move; off while the computer or
        another player is to move and while the device changes hands. It
        stays on while a hint is worked out or shown (a second press does
        nothing), so keyboard focus stays on it."""
        if not self.seats.humans() or not self.board.offers_hints():
            return ""
        return button(_("Hint"), "hint", disabled=self.hints.seat() is None)

    def records_buttons(self) -> str:
        """Replay, Export, Import, (for the perfect-information games) Share,
        and Embed on the site's own pages; none while the device is being
        handed over, as a replay shows the last player's view."""
        if self.handover.pending():
            return ""
        buttons = button(pgettext("button", "Replay"), "replay", disabled=len(self.history) < 2)
        buttons += button(pgettext("button", "Export"), "export") + button(pgettext("button", "Import"), "import")
        if not self.game.hides_information:
            buttons += button(pgettext("button", "Share"), "share")
        buttons += self.embed_code.button()
        label = html.escape(_("Replay and records"))
        return f'<div class="controls review-controls" aria-label="{label}">{buttons}</div>'

    def device_buttons(self) -> str:
        """The choices kept on this device for every game (Sound), in a row
        of their own at the panel's end, so the row of the game's own
        buttons, which a phone held sideways keeps in view beside the board,
        holds only what a move needs."""
        return f'<div class="controls">{self.sound.button()}</div>'


def and_list(names: list[str]) -> str:
    """Names joined into one: "Bea and Cy", "Ann and Bea and Cy"."""
    joined = names[0]
    for name in names[1:]:
        # Translators: joins names into a list, one more each time: "Ann and Bea", then "Ann and Bea and Cy".
        joined = _("{names} and {name}").format(names=joined, name=name)
    return joined
