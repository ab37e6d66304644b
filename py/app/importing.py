"""Import: the dialog where a record is pasted or its file picked, and the
game it holds made the live one, with who plays each seat. A record that
cannot be used leaves the game as it was and says why in the dialog."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import oddsevens

from . import records
from .board import Table
from .markup import Markup, button, tag
from .seats import check_setup
from .words import _, ngettext, pgettext

IMPORT_FORM = "import"
"""The value of the import form's hidden "form" field."""
ACTIONS = frozenset({"import"})
"""The buttons this part answers."""


class ImportingTable(Table, Protocol):
    """What Import asks of its page."""

    setup: dict[str, Any]

    @property
    def state(self) -> oddsevens.State: ...

    def adopt(self, setup: dict[str, Any], state: oddsevens.State) -> str:
        """Makes `state` the live game; the sentence saying where the game
        it replaced is kept, or ""."""

    def announce(self, text: str) -> None: ...


class Importing:
    def __init__(self, table: ImportingTable, before_adopting: Callable[[], None]) -> None:
        self.table = table
        self.before_adopting = before_adopting
        """Called once a record has been read, before its game replaces the
        one on the page (a shared game waiting for an answer is dropped)."""

    def action(self, name: str) -> None:
        if name == "import":
            self.table.screen.dialog(self.markup())

    def markup(self, text: str = "", problem: str = "") -> Markup:
        replaces = None
        count = len(self.table.state)
        if not self.table.state.over and count:
            replaces = tag("p", ngettext(
                "Importing replaces the game in progress ({count} move); export it first to keep it.",
                "Importing replaces the game in progress ({count} moves); export it first to keep it.",
                count,
            ).format(count=count))
        problem_id = "import-problem"
        return tag(
            "form",
            tag("input", type="hidden", name_="form", value=IMPORT_FORM),
            tag("h2", _("Import a game"), id="dialog-title"),
            tag("p", _("Paste the record of a game of {game}, or pick a file.").format(game=self.table.game.title)),
            replaces,
            tag(
                "label",
                # Translators: the label of the box where a game record is pasted.
                pgettext("game record", "Record"),
                tag(
                    "textarea",
                    text,
                    class_="record-text",
                    name_="record",
                    rows=8,
                    spellcheck="false",
                    autocomplete="off",
                    aria_invalid="true" if problem else None,
                    aria_describedby=problem_id if problem else None,
                ),
                class_="record-field",
            ),
            tag(
                "label",
                _("Or pick a file"),
                " ",
                tag("input", type="file", accept=".json,application/json,text/plain", data_import_file=True),
                class_="record-field",
            ),
            tag("p", problem, class_="status warning", id=problem_id, role="alert") if problem else None,
            tag(
                "div",
                button(_("Cancel"), "close-dialog"),
                tag("button", _("Import"), type="submit", class_="primary"),
                class_="dialog-actions",
            ),
            method="dialog",
            class_="records-dialog",
            id="import-form",
        )

    def import_text(self, text: str) -> None:
        """Replaces the game with the one in `text`; a record that cannot be
        used leaves everything as it was and says why in the dialog."""
        try:
            imported = records.read_record(text, self.table.game.id)
        except records.RecordProblem as problem:
            self.table.screen.dialog(self.markup(text, str(problem)))
            return
        self.table.screen.dialog(None)
        self.before_adopting()
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
            self.table.screen.dialog(self.markup("", too_big))
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
