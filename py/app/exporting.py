"""Export: the dialog that shows the game's record (app/records.py writes
it), to copy or to download as a .json file that Import brings back."""

from __future__ import annotations

from typing import Any, Protocol

import oddsevens

from . import records
from .board import Table
from .copying import after_copy
from .markup import Markup, button, sentence, tag
from .words import _, ngettext, pgettext

ACTIONS = frozenset({"export", "copy-record", "download-record"})
"""The buttons this part answers."""


class ExportingTable(Table, Protocol):
    """What Export reads of its page."""

    setup: dict[str, Any]

    @property
    def state(self) -> oddsevens.State: ...


class Exporting:
    def __init__(self, table: ExportingTable) -> None:
        self.table = table

    def action(self, name: str) -> None:
        table = self.table
        if name == "export":
            table.screen.dialog(self.markup())
        elif name == "copy-record":
            table.screen.copy(records.export_text(table.state, table.setup), self.copied)
        elif name == "download-record":
            table.screen.download(records.export_filename(table.state), records.export_text(table.state, table.setup))
            table.screen.dialog(self.markup(_("The record is downloading as a .json file.")))

    def markup(self, message: str = "", warning: bool = False) -> Markup:
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
            tag(
                "textarea",
                text,
                class_="record-text",
                readonly=True,
                rows=8,
                spellcheck="false",
                data_copy_source=True,
                aria_label=_("The game record"),
            ),
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

    def copied(self, copied: bool) -> None:
        after_copy(self.table.screen, copied, self.markup, "record", _("Copied: the record is on the clipboard."))
