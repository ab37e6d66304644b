"""Looking back at a game and passing it on: replays, export and import of
records, and share links for the perfect-information games.

`Review` is mixed into `GamePage` (controller.py) and works on the page's
history, setup, saving and screen; it never touches the DOM. A replay shows
an earlier state of `history` through the page's own `board_markup`, from
the page's `viewer()`, while the live game waits: the computer pauses and
nothing is saved until "Back to the game".
"""

from __future__ import annotations

import html
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator, Optional

import oddsevens
from oddsevens import notation

from . import records
from .markup import button
from .storage import contains

if TYPE_CHECKING:
    from .controller import GamePage

    Base = GamePage
else:
    Base = object

IMPORT_FORM = "import"
"""The value of the import form's hidden "form" field."""
REVIEW_ACTIONS = frozenset({
    "replay", "replay-start", "replay-back", "replay-forward", "replay-end", "replay-to", "replay-exit",
    "export", "copy-record", "download-record", "import", "share", "copy-link", "open-shared", "keep-own",
})


class Review(Base):
    replay_at: Optional[int] = None
    """While replaying: how many moves the shown position has had (an index
    into `history`); None while the live game is on screen."""
    shared: Optional[oddsevens.State] = None
    """A game from a share link, waiting for the player to say whether it
    may replace the unfinished game here."""
    notation_cache: tuple[list[oddsevens.State], Any, list[str]] = ([], None, [])
    """(states described, the viewer, their phrases): a long game is
    described once, then only its new moves."""

    # -- replay ------------------------------------------------------------------
    def replaying(self) -> bool:
        return self.replay_at is not None

    def start_replay(self) -> None:
        self.replay_at = len(self.history) - 1
        self.cancel_computer()
        self.clear_selection()
        self.render()

    def exit_replay(self) -> None:
        self.replay_at = None
        self.render()
        self.schedule_computer()

    def step_replay(self, name: str, value: str) -> None:
        last = len(self.history) - 1
        at = min(self.replay_at or 0, last)
        targets = {"replay-start": 0, "replay-back": at - 1, "replay-forward": at + 1, "replay-end": last}
        if name == "replay-to":
            target = int(value) if value.isdigit() else at
        else:
            target = targets[name]
        self.replay_at = min(max(target, 0), last)
        self.render()

    @contextmanager
    def showing(self, index: int) -> Iterator[None]:
        """The page's markup methods see the game as it was after `index`
        moves; the live history is back as soon as the block ends."""
        live = self.history
        self.history = live[: index + 1]
        try:
            yield
        finally:
            self.history = live

    def render_replay(self) -> None:
        at = self.replay_at = min(self.replay_at or 0, len(self.history) - 1)
        texts = self.move_texts()
        with self.showing(at):
            board = self.board_markup()
            scores = self.scores_text()
        self.screen.show("board", board)
        self.screen.show("panel", self.replay_panel(at, texts, scores))
        if at == 0:
            where = "the start, before the first move"
        else:
            seat = self.history[at].moves()[-1][0]
            where = f"after move {at} of {len(texts)}, {self.move_author(seat)}: {texts[at - 1]}"
        self.screen.status(f"Replay: {where}. The game itself waits until you go back to it.")

    def move_author(self, seat: int) -> str:
        return self.game.sides[seat] if self.game.sides else self.seat_name(seat)

    def move_texts(self) -> list[str]:
        """The phrase for every move so far, as the viewer saw it."""
        viewer = self.viewer()
        states, cached_viewer, texts = self.notation_cache
        kept = 0
        if cached_viewer == viewer:
            while kept < min(len(states), len(self.history)) and states[kept] is self.history[kept]:
                kept += 1
        texts = texts[: max(kept - 1, 0)]
        names = [self.seat_name(seat) for seat in range(self.state.players)]
        for index in range(len(texts), len(self.history) - 1):
            texts.append(notation.describe(self.history[index], self.history[index + 1], viewer, names))
        self.notation_cache = (list(self.history), viewer, texts)
        return texts

    def scores_text(self) -> str:
        scores = self.state.view(self.viewer())["scores"]
        return " · ".join(f"{self.move_author(seat)} {score}" for seat, score in enumerate(scores))

    def replay_panel(self, at: int, texts: list[str], scores: str) -> str:
        last = len(texts)
        steps = (
            button("Start", "replay-start", disabled=at == 0, label_markup='<span aria-hidden="true">« </span>Start')
            + button("Back", "replay-back", disabled=at == 0, label_markup='<span aria-hidden="true">‹ </span>Back')
            + button("Forward", "replay-forward", disabled=at == last, label_markup='Forward<span aria-hidden="true"> ›</span>')
            + button("End", "replay-end", disabled=at == last, label_markup='End<span aria-hidden="true"> »</span>')
        )
        items = []
        for number, text in enumerate(texts, start=1):
            seat = self.history[number].moves()[-1][0]
            current = ' aria-current="step"' if number == at else ""
            items.append(
                f'<li><button type="button" class="move" data-action="replay-to" data-value="{number}"{current}>'
                f'<span class="move-number">{number}.</span> '
                f'<span class="move-who">{html.escape(self.move_author(seat))}</span> '
                f'<span class="move-text">{html.escape(text)}</span></button></li>'
            )
        where = "Start position" if at == 0 else f"Move {at} of {last}"
        moves = (
            f'<ol class="move-list" aria-label="Moves">{"".join(items)}</ol>'
            if items else '<p class="hint">No moves yet.</p>'
        )
        return (
            '<section class="replay" aria-label="Replay">'
            f'<h2>Replay <span class="replay-where">{where}</span></h2>'
            f'<p class="hint replay-scores">Scores here: {html.escape(scores)}</p>'
            f'<div class="controls replay-steps">{steps}</div>'
            f"{moves}"
            '<div class="controls">'
            + button("Back to the game", "replay-exit", primary=True)
            + "</div></section>"
        )

    # -- the buttons under the game ---------------------------------------------------
    def review_buttons(self) -> str:
        """Replay, Export, Import and (for the perfect-information games) Share;
        none while the device is being handed over, as a replay shows the
        last player's view."""
        if self.handover_pending():
            return ""
        buttons = button("Replay", "replay", disabled=len(self.history) < 2)
        buttons += button("Export", "export") + button("Import", "import")
        if not self.game.hides_information:
            buttons += button("Share", "share")
        return f'<div class="controls review-controls" aria-label="Replay and records">{buttons}</div>'

    def review_action(self, name: str, value: str) -> None:
        if name == "replay":
            if len(self.history) > 1:
                self.start_replay()
        elif name.startswith("replay-") and self.replaying():
            if name == "replay-exit":
                self.exit_replay()
            else:
                self.step_replay(name, value)
        elif name == "export":
            self.screen.dialog(self.export_markup())
        elif name == "copy-record":
            self.screen.copy(records.export_text(self.state, self.setup), self.copied_record)
        elif name == "download-record":
            self.screen.download(records.export_filename(self.state), records.export_text(self.state, self.setup))
            self.screen.dialog(self.export_markup("The record is downloading as a .json file."))
        elif name == "import":
            self.screen.dialog(self.import_markup())
        elif name == "share" and not self.game.hides_information:
            self.share()
        elif name == "copy-link":
            self.screen.copy(self.share_link, self.copied_link)
        elif name == "open-shared" and self.shared is not None:
            self.open_shared_game()
        elif name == "keep-own":
            self.shared = None
            self.screen.dialog(None)
            self.screen.share_address("")

    # -- export ------------------------------------------------------------------------
    def export_markup(self, message: str = "", warning: bool = False) -> str:
        text = records.export_text(self.state, self.setup)
        secret = ""
        if self.game.hides_information and not self.state.over:
            secret = (
                '<p class="hint">The record holds the game\'s random seed: whoever reads it before the game '
                "ends can work out what is still hidden, such as tiles not yet seen or dice still to roll.</p>"
            )
        feedback = (
            f'<p class="status{" warning" if warning else ""}" role="status">{html.escape(message)}</p>'
        )
        return (
            '<div class="records-dialog">'
            '<h2 id="dialog-title">Export this game</h2>'
            f"<p>The record of this game of {html.escape(self.game.title)} after {self.moves_text()}: "
            "keep it as a file or copy it, and <em>Import</em> on this page brings the game back.</p>"
            f"{secret}"
            '<textarea class="record-text" readonly rows="8" spellcheck="false" data-copy-source '
            f'aria-label="The game record">{html.escape(text)}</textarea>'
            f"{feedback}"
            '<div class="dialog-actions">'
            + button("Close", "close-dialog")
            + button("Copy", "copy-record")
            + button("Download", "download-record", primary=True)
            + "</div></div>"
        )

    def moves_text(self, state: Optional[oddsevens.State] = None) -> str:
        count = len(state if state is not None else self.state)
        return f"{count} move{'' if count == 1 else 's'}"

    def copied_record(self, copied: bool) -> None:
        if copied:
            self.screen.dialog(self.export_markup("Copied: the record is on the clipboard."))
        else:
            self.screen.dialog(self.export_markup(
                "This browser did not allow copying. The record is selected: copy it with Ctrl+C (⌘C), "
                "or long-press it and choose Copy.", warning=True))
            self.screen.select_copy_source()

    # -- import --------------------------------------------------------------------------
    def import_markup(self, text: str = "", problem: str = "") -> str:
        replaces = ""
        if not self.state.over and len(self.state):
            replaces = (
                f"<p>Importing replaces the game in progress ({self.moves_text()}); "
                "export it first to keep it.</p>"
            )
        alert = (
            f'<p class="status warning" id="import-problem" role="alert">{html.escape(problem)}</p>' if problem else ""
        )
        invalid = ' aria-invalid="true" aria-describedby="import-problem"' if problem else ""
        return (
            f'<form method="dialog" class="records-dialog" id="import-form">'
            f'<input type="hidden" name="form" value="{IMPORT_FORM}">'
            '<h2 id="dialog-title">Import a game</h2>'
            f"<p>Paste the record of a game of {html.escape(self.game.title)}, or pick a file.</p>"
            f"{replaces}"
            '<label class="record-field">Record'
            f'<textarea class="record-text" name="record" rows="8" spellcheck="false" autocomplete="off"{invalid}>'
            f"{html.escape(text)}</textarea></label>"
            '<label class="record-field">Or pick a file '
            '<input type="file" accept=".json,application/json,text/plain" data-import-file></label>'
            f"{alert}"
            '<div class="dialog-actions">'
            + button("Cancel", "close-dialog")
            + '<button type="submit" class="primary">Import</button></div></form>'
        )

    def import_text(self, text: str) -> None:
        """Replaces the game with the one in `text`; a record that cannot be
        used leaves everything as it was and says why in the dialog."""
        try:
            imported = records.read_record(text, self.game_id)
        except records.RecordProblem as problem:
            self.screen.dialog(self.import_markup(text, str(problem)))
            return
        self.screen.dialog(None)
        kept = self.adopt(self.setup_for_import(imported), imported.state)
        self.announce(f"Imported a game of {self.game.title} after {self.moves_text()}.{kept}")

    def import_file(self, text: str, size: int) -> None:
        """A picked file: its text, unless it is too big to be read (then "")."""
        if size > records.MAX_TEXT:
            self.screen.dialog(self.import_markup("", f"This file is too big to be a game record ({size:,} bytes)."))
            return
        self.import_text(text)

    def setup_for_import(self, imported: records.Imported) -> dict[str, Any]:
        """Who plays each seat: the export's own setup when it fits, else the
        present one when the seats match, else people at every seat."""
        state = imported.state
        options = dict(state.options)
        candidates = []
        if imported.setup is not None:
            candidates.append({**imported.setup, "options": options})
        if len(self.setup.get("seats", ())) == state.players:
            candidates.append({**self.setup, "options": options})
        everyone = {"seats": ["human"] * state.players, "options": options, "level": self.level()}
        for setup in candidates:
            try:
                self.check_setup(setup, state.players)
            except (ValueError, TypeError, KeyError):
                continue
            return setup
        return everyone

    def adopt(self, setup: dict[str, Any], state: oddsevens.State) -> str:
        """Makes `state` the live game (saved, with undo back to its start).
        An unfinished game it does not continue is first kept aside in the
        browser's storage; the sentence saying where, or ""."""
        from .controller import history_of  # controller.py imports this module

        kept = ""
        current = self.state
        if len(current) and not current.over and not contains(state, current):
            key = self.saved.set_aside(self.game_id, current, self.setup)
            if key:
                kept = f" The game it replaced is kept in this browser's storage under the key {key}."
        self.shared = None
        self.replay_at = None
        self.revealed = None
        self.cancel_computer()
        self.setup = setup
        self.history = history_of(state)
        self.clear_selection()
        self.after_change()
        return kept

    def announce(self, text: str) -> None:
        self.screen.notice(f"<span>{html.escape(text)}</span>" + button("OK", "dismiss-notice"))

    # -- share links ----------------------------------------------------------------------
    share_link: str = ""

    def share(self) -> None:
        self.share_link = self.screen.share_address(records.share_fragment(self.state))
        self.screen.dialog(self.share_markup())

    def share_markup(self, message: str = "", warning: bool = False) -> str:
        feedback = f'<p class="status{" warning" if warning else ""}" role="status">{html.escape(message)}</p>'
        computer = ""
        if self.against_computer():
            computer = (
                '<p class="hint">Here you are playing the computer. For a game between two people by links, '
                "start a New game with “A friend on this device” and share after each move.</p>"
            )
        return (
            '<div class="records-dialog">'
            '<h2 id="dialog-title">Share this game</h2>'
            "<p>Send this link to the other player. It opens this position, "
            "they play their move and share the game back to you. The whole game is in the link: "
            "nothing is stored on a server. It is in your address bar now too.</p>"
            f"{computer}"
            '<textarea class="record-text share-link" readonly rows="3" spellcheck="false" data-copy-source '
            f'aria-label="Link to this game">{html.escape(self.share_link)}</textarea>'
            f"{feedback}"
            '<div class="dialog-actions">'
            + button("Close", "close-dialog")
            + button("Copy link", "copy-link", primary=True)
            + "</div></div>"
        )

    def copied_link(self, copied: bool) -> None:
        if copied:
            self.screen.dialog(self.share_markup("Copied: paste the link into a message."))
        else:
            self.screen.dialog(self.share_markup(
                "This browser did not allow copying. The link is selected: copy it with Ctrl+C (⌘C), "
                "or long-press it and choose Copy.", warning=True))
            self.screen.select_copy_source()

    def open_shared(self, fragment: str) -> None:
        """A share link was opened (the page's own game is on screen). Its game
        replaces this one at once when nothing can be lost: nothing saved yet,
        a finished game, or the same game with fewer moves. Otherwise the player
        is asked first."""
        try:
            imported = records.read_share_fragment(fragment, self.game_id)
        except records.RecordProblem as problem:
            self.screen.share_address("")
            self.announce(f"The shared link could not be opened. {problem} Your own game is shown instead.")
            return
        if imported is None:
            return
        shared = imported.state
        current = self.state
        if contains(current, shared) and len(current) > len(shared):
            self.screen.share_address("")
            self.announce(
                f"This link shows your game after {self.moves_text(shared)}; you are already at "
                f"{self.moves_text()}, so your latest position is shown."
            )
            return
        if current.over or not len(current) or contains(shared, current):
            self.shared = shared
            self.open_shared_game()
            return
        self.shared = shared
        self.screen.dialog(self.replace_markup(shared))

    def replace_markup(self, shared: oddsevens.State) -> str:
        return (
            '<div class="records-dialog">'
            '<h2 id="dialog-title">Open the shared game?</h2>'
            f"<p>The link holds a game of {html.escape(self.game.title)} after {self.moves_text(shared)}"
            f" ({html.escape(self.whose_turn(shared))}).</p>"
            f"<p>You have another game here, unfinished after {self.moves_text()}. Opening the link "
            "replaces it on this page (it is set aside in this browser's storage, not deleted). "
            "To go on with your game later, choose <em>Keep my game</em> and export it: "
            "the link opens the shared game whenever you follow it again.</p>"
            '<div class="dialog-actions">'
            + button("Keep my game", "keep-own")
            + button("Open the shared game", "open-shared", primary=True)
            + "</div></div>"
        )

    def whose_turn(self, state: oddsevens.State) -> str:
        if state.over:
            return "the game is over"
        return " and ".join(self.move_author(seat) for seat in state.to_move) + " to play"

    def open_shared_game(self) -> None:
        shared = self.shared
        setup = {**self.setup, "seats": ["human"] * shared.players, "options": dict(shared.options)}
        setup.pop("names", None)
        try:
            self.check_setup(setup, shared.players)
        except (ValueError, TypeError, KeyError):
            setup = {"seats": ["human"] * shared.players, "options": dict(shared.options)}
        self.screen.dialog(None)
        self.screen.share_address("")
        kept = self.adopt(setup, shared)
        self.announce(
            f"Opened the shared game of {self.game.title} after {self.moves_text()}: "
            f"{self.whose_turn(self.state)}. Share it back after your move.{kept}"
        )
