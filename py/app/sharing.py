"""Passing a game on: export and import of records, and share links for
the perfect-information games. Every record that cannot be used leaves the
game as it was and says why."""

from __future__ import annotations

import html
from functools import reduce
from typing import Any, Callable, Optional, Protocol

import oddsevens

from . import records
from .board import Table
from .markup import Markup, button, sentence, tag
from .seats import check_setup
from .storage import contains
from .words import N_, _, ngettext, pgettext

IMPORT_FORM = "import"
"""The value of the import form's hidden "form" field."""
ACTIONS = frozenset({"export", "copy-record", "download-record", "import", "share", "copy-link", "open-shared", "keep-own"})
"""The buttons this part answers."""
COPY_REFUSED = {
    "record": N_(
        "This browser did not allow copying. The record is selected: copy it with Ctrl+C (⌘C), "
        "or long-press it and choose Copy."
    ),
    "link": N_(
        "This browser did not allow copying. The link is selected: copy it with Ctrl+C (⌘C), "
        "or long-press it and choose Copy."
    ),
    "code": N_(
        "This browser did not allow copying. The code is selected: copy it with Ctrl+C (⌘C), "
        "or long-press it and choose Copy."
    ),
}
"""What a dialog says when the browser refused to copy its text, by what the text is."""


class RecordsTable(Table, Protocol):
    """What export, import and share links ask of their page."""

    setup: dict[str, Any]

    @property
    def state(self) -> oddsevens.State: ...

    def adopt(self, setup: dict[str, Any], state: oddsevens.State) -> str:
        """Makes `state` the live game; the sentence saying where the game
        it replaced is kept, or ""."""

    def announce(self, text: str) -> None: ...


class Sharing:
    def __init__(self, table: RecordsTable) -> None:
        self.table = table
        self.shared: Optional[oddsevens.State] = None
        """A game from a share link, waiting for the player to say whether it
        may replace the unfinished game here."""
        self.share_link = ""
        self.in_address: Optional[oddsevens.State] = None
        """The game whose share link Share wrote into the page's address."""

    def action(self, name: str) -> None:
        table = self.table
        if name == "export":
            table.screen.dialog(self.export_markup())
        elif name == "copy-record":
            table.screen.copy(records.export_text(table.state, table.setup), self.copied_record)
        elif name == "download-record":
            table.screen.download(records.export_filename(table.state), records.export_text(table.state, table.setup))
            table.screen.dialog(self.export_markup(_("The record is downloading as a .json file.")))
        elif name == "import":
            table.screen.dialog(self.import_markup())
        elif name == "share" and not table.game.hides_information:
            self.share()
        elif name == "copy-link":
            table.screen.copy(self.share_link, self.copied_link)
        elif name == "open-shared" and self.shared is not None:
            self.open_shared_game()
        elif name == "keep-own":
            self.shared = None
            table.screen.dialog(None)
            table.screen.share_address("")

    # -- export ------------------------------------------------------------------------
    def export_markup(self, message: str = "", warning: bool = False) -> Markup:
        text = records.export_text(self.table.state, self.table.setup)
        secret = None
        if self.table.game.hides_information and not self.table.state.over:
            seed = _("The record holds the game's random seed: whoever reads it before the game "
                     "ends can work out what is still hidden, such as tiles not yet seen or dice still to roll.")
            secret = tag("p", seed, class_="hint")
        feedback = tag("p", message, class_=["status", warning and "warning"], role="status")
        count = len(self.table.state)
        # Translators: {button} is the page's Import button, named in emphasis.
        about = ngettext(
            "The record of this game of {game} after {count} move: "
            "keep it as a file or copy it, and {button} on this page brings the game back.",
            "The record of this game of {game} after {count} moves: "
            "keep it as a file or copy it, and {button} on this page brings the game back.",
            count,
        )
        return tag(
            "div",
            tag("h2", _("Export this game"), id="dialog-title"),
            tag("p", sentence(about, game=self.table.game.title, count=count, button=tag("em", pgettext("button", "Import")))),
            secret,
            tag("textarea", text, class_="record-text", readonly=True, rows=8, spellcheck="false", data_copy_source=True, aria_label=_("The game record")),
            feedback,
            tag(
                "div",
                button(_("Close"), "close-dialog"),
                button(_("Copy"), "copy-record"),
                button(_("Download"), "download-record", primary=True),
                class_="dialog-actions",
            ),
            class_="records-dialog",
        )

    def moves_text(self, state: Optional[oddsevens.State] = None) -> str:
        """"1 move", "12 moves": a game's length, in the page's language."""
        count = len(state if state is not None else self.table.state)
        return ngettext("{count} move", "{count} moves", count).format(count=count)

    def copied_record(self, copied: bool) -> None:
        self.after_copy(copied, self.export_markup, "record", _("Copied: the record is on the clipboard."))

    def after_copy(self, copied: bool, dialog: Callable[..., str], what: str, done: str) -> None:
        """Says in the dialog that `what` ("record", "link" or "code": see
        COPY_REFUSED) was copied, or, where the browser refused, selects it
        for copying by hand and says how."""
        if copied:
            self.table.screen.dialog(dialog(done))
            return
        self.table.screen.dialog(dialog(_(COPY_REFUSED[what]), warning=True))
        self.table.screen.select_copy_source()

    # -- import --------------------------------------------------------------------------
    def import_markup(self, text: str = "", problem: str = "") -> str:
        replaces = ""
        count = len(self.table.state)
        if not self.table.state.over and count:
            replaces = "<p>{}</p>".format(html.escape(ngettext(
                "Importing replaces the game in progress ({count} move); export it first to keep it.",
                "Importing replaces the game in progress ({count} moves); export it first to keep it.",
                count,
            ).format(count=count), quote=False))
        alert = (
            f'<p class="status warning" id="import-problem" role="alert">{html.escape(problem)}</p>' if problem else ""
        )
        invalid = ' aria-invalid="true" aria-describedby="import-problem"' if problem else ""
        heading = html.escape(_("Import a game"))
        paste = html.escape(_("Paste the record of a game of {game}, or pick a file.").format(game=self.table.game.title), quote=False)
        # Translators: the label of the box where a game record is pasted.
        record_label = html.escape(pgettext("game record", "Record"))
        file_label = html.escape(_("Or pick a file"))
        submit = html.escape(_("Import"))
        return (
            f'<form method="dialog" class="records-dialog" id="import-form">'
            f'<input type="hidden" name="form" value="{IMPORT_FORM}">'
            f'<h2 id="dialog-title">{heading}</h2>'
            f"<p>{paste}</p>"
            f"{replaces}"
            f'<label class="record-field">{record_label}'
            f'<textarea class="record-text" name="record" rows="8" spellcheck="false" autocomplete="off"{invalid}>'
            f"{html.escape(text)}</textarea></label>"
            f'<label class="record-field">{file_label} '
            '<input type="file" accept=".json,application/json,text/plain" data-import-file></label>'
            f"{alert}"
            '<div class="dialog-actions">'
            + button(_("Cancel"), "close-dialog")
            + f'<button type="submit" class="primary">{submit}</button></div></form>'
        )

    def import_text(self, text: str) -> None:
        """Replaces the game with the one in `text`; a record that cannot be
        used leaves everything as it was and says why in the dialog."""
        try:
            imported = records.read_record(text, self.table.game.id)
        except records.RecordProblem as problem:
            self.table.screen.dialog(self.import_markup(text, str(problem)))
            return
        self.table.screen.dialog(None)
        self.shared = None
        kept = self.table.adopt(self.setup_for_import(imported), imported.state)
        count = len(self.table.state)
        imported_game = ngettext(
            "Imported a game of {game} after {count} move.", "Imported a game of {game} after {count} moves.", count
        ).format(game=self.table.game.title, count=count)
        self.table.announce(f"{imported_game}{kept}")

    def import_file(self, text: str, size: int) -> None:
        """A picked file: its text, unless it is too big to be read (then "")."""
        if size > records.MAX_TEXT:
            too_big = ngettext(
                "This file is too big to be a game record ({count} byte).",
                "This file is too big to be a game record ({count} bytes).",
                size,
            ).format(count=f"{size:,}")
            self.table.screen.dialog(self.import_markup("", too_big))
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
        if len(self.table.setup.get("seats", ())) == state.players:
            candidates.append({**self.table.setup, "options": options})
        everyone = {"seats": ["human"] * state.players, "options": options, "level": self.table.seats.level}
        for setup in candidates:
            try:
                check_setup(setup, state.players)
            except (ValueError, TypeError, KeyError):
                continue
            return setup
        return everyone

    # -- share links ----------------------------------------------------------------------
    def share(self) -> None:
        self.share_link = self.table.screen.share_address(records.share_fragment(self.table.state))
        self.in_address = self.table.state
        self.table.screen.dialog(self.share_markup())

    def game_changed(self) -> None:
        """The game on screen changed (a move, undo, a new game, a rematch,
        an import, another tab's game): a share link Share left in the
        address leaves it once it holds another game, so a reload opens
        the game on screen rather than offering the shared one."""
        if self.in_address is not None and self.in_address != self.table.state:
            self.in_address = None
            self.table.screen.share_address("")

    def share_markup(self, message: str = "", warning: bool = False) -> str:
        feedback = f'<p class="status{" warning" if warning else ""}" role="status">{html.escape(message)}</p>'
        computer = ""
        if self.table.seats.against_computer():
            # Translators: “A friend on this device” is a choice of the new-game dialog's Opponent question.
            by_links = _("Here you are playing the computer. For a game between two people by links, "
                         "start a New game with “A friend on this device” and share after each move.")
            computer = f'<p class="hint">{html.escape(by_links, quote=False)}</p>'
        explanation = html.escape(_("Send this link to the other player. It opens this position, "
                                    "they play their move and share the game back to you. The whole game is in the link: "
                                    "nothing is stored on a server. It is in your address bar now too."), quote=False)
        heading, link_label = html.escape(_("Share this game")), html.escape(_("Link to this game"))
        return (
            '<div class="records-dialog">'
            f'<h2 id="dialog-title">{heading}</h2>'
            f"<p>{explanation}</p>"
            f"{computer}"
            '<textarea class="record-text share-link" readonly rows="3" spellcheck="false" data-copy-source '
            f'aria-label="{link_label}">{html.escape(self.share_link)}</textarea>'
            f"{feedback}"
            '<div class="dialog-actions">'
            + button(_("Close"), "close-dialog")
            + button(_("Copy link"), "copy-link", primary=True)
            + "</div></div>"
        )

    def copied_link(self, copied: bool) -> None:
        self.after_copy(copied, self.share_markup, "link", _("Copied: paste the link into a message."))

    def open_shared(self, fragment: str) -> None:
        """A share link was opened (the page's own game is on screen). Its game
        replaces this one at once when nothing can be lost: nothing saved yet,
        a finished game, or the same game with fewer moves. Otherwise the player
        is asked first."""
        try:
            imported = records.read_share_fragment(fragment, self.table.game.id)
        except records.RecordProblem as problem:
            self.table.screen.share_address("")
            self.table.announce(
                # Translators: {problem} is a sentence (or two) saying what is wrong with the link.
                _("The shared link could not be opened. {problem} Your own game is shown instead.").format(problem=problem)
            )
            return
        if imported is None:
            return
        shared = imported.state
        current = self.table.state
        if contains(current, shared) and len(current) >= len(shared):
            # The player's own game, as it is now or further on (Share wrote
            # the link into this page's address, which a reload keeps): it
            # stays as it is, with its seats and their computer players.
            self.table.screen.share_address("")
            if len(current) > len(shared):
                self.table.announce(
                    # Translators: {moves} is a number of moves, such as "3 moves"; {count} is a larger number of moves.
                    ngettext(
                        "This link shows your game after {moves}; you are already at {count} move, "
                        "so your latest position is shown.",
                        "This link shows your game after {moves}; you are already at {count} moves, "
                        "so your latest position is shown.",
                        len(current),
                    ).format(moves=self.moves_text(shared), count=len(current))
                )
            return
        if current.over or not len(current) or contains(shared, current):
            self.shared = shared
            self.open_shared_game()
            return
        self.shared = shared
        self.table.screen.dialog(self.replace_markup(shared))

    def replace_markup(self, shared: oddsevens.State) -> Markup:
        # Translators: {whose} says whose turn it is in the shared game ("Odd to play") or that it is over.
        holds = ngettext(
            "The link holds a game of {game} after {count} move ({whose}).",
            "The link holds a game of {game} after {count} moves ({whose}).",
            len(shared),
        )
        count = len(self.table.state)
        # Translators: {button} is the dialog's Keep my game button, named in emphasis.
        another = ngettext(
            "You have another game here, unfinished after {count} move. Opening the link "
            "replaces it on this page (it is set aside in this browser's storage, not deleted). "
            "To go on with your game later, choose {button} and export it: "
            "the link opens the shared game whenever you follow it again.",
            "You have another game here, unfinished after {count} moves. Opening the link "
            "replaces it on this page (it is set aside in this browser's storage, not deleted). "
            "To go on with your game later, choose {button} and export it: "
            "the link opens the shared game whenever you follow it again.",
            count,
        )
        keep = _("Keep my game")
        return tag(
            "div",
            tag("h2", _("Open the shared game?"), id="dialog-title"),
            tag("p", sentence(holds, game=self.table.game.title, count=len(shared), whose=self.whose_turn(shared))),
            tag("p", sentence(another, count=count, button=tag("em", keep))),
            tag(
                "div",
                button(keep, "keep-own"),
                button(_("Open the shared game"), "open-shared", primary=True),
                class_="dialog-actions",
            ),
            class_="records-dialog",
        )

    def whose_turn(self, state: oddsevens.State) -> str:
        """"You to play", "Odd to play", "Ann and Bo to play", or "the game is over"."""
        if state.over:
            return _("the game is over")
        seats = self.table.seats
        movers = list(state.to_move)
        if len(movers) == 1:
            # Translators: whose turn it is in a shared game; {name} is a player's name or a side ("Odd", "White").
            other = _("{name} to play")
            if seats.sides:
                return other.format(name=seats.author(movers[0]))
            # Translators: whose turn it is in a shared game: the one person playing at this device.
            return seats.sentence(movers[0], _("You to play"), other)
        players = reduce(
            # Translators: two of the players who are to move at once, as in "Ann and Bo to play".
            lambda first, second: _("{first} and {second}").format(first=first, second=second),
            [seats.author(seat) for seat in movers],
        )
        # Translators: whose turn it is in a shared game where several move at once; {players} are their names.
        return _("{players} to play").format(players=players)

    def open_shared_game(self) -> None:
        shared, self.shared = self.shared, None
        assert shared is not None
        setup = {**self.table.setup, "seats": ["human"] * shared.players, "options": dict(shared.options)}
        setup.pop("names", None)
        try:
            check_setup(setup, shared.players)
        except (ValueError, TypeError, KeyError):
            setup = {"seats": ["human"] * shared.players, "options": dict(shared.options)}
        self.table.screen.dialog(None)
        self.table.screen.share_address("")
        kept = self.table.adopt(setup, shared)
        share_back = "" if self.table.state.over else " " + _("Share it back after your move.")
        count = len(self.table.state)
        # Translators: {whose} says whose turn it is ("Odd to play") or that the game is over.
        opened = ngettext(
            "Opened the shared game of {game} after {count} move: {whose}.",
            "Opened the shared game of {game} after {count} moves: {whose}.",
            count,
        ).format(game=self.table.game.title, count=count, whose=self.whose_turn(self.table.state))
        self.table.announce(f"{opened}{share_back}{kept}")
