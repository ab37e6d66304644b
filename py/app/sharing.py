"""Passing a game on: export and import of records, and share links for
the perfect-information games. Every record that cannot be used leaves the
game as it was and says why.

This part routes the page's buttons to the three that do the work:

- exporting.py: the Export dialog, its record to copy or download;
- importing.py: the Import dialog, a pasted record or a picked file made the live game;
- share_links.py: Share's link, and a shared game opened from one;
- copying.py: what those dialogs (and Embed's) say after Copy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import oddsevens

from . import exporting, importing, share_links
from .copying import COPY_REFUSED, after_copy
from .exporting import Exporting, ExportingTable
from .importing import IMPORT_FORM, Importing, ImportingTable
from .markup import Markup
from .share_links import ShareLinks, ShareLinksTable

__all__ = ["ACTIONS", "COPY_REFUSED", "IMPORT_FORM", "RecordsTable", "Sharing"]

ACTIONS = exporting.ACTIONS | importing.ACTIONS | share_links.ACTIONS
"""The buttons this part answers."""


class RecordsTable(ExportingTable, ImportingTable, ShareLinksTable, Protocol):
    """What export, import and share links ask of their page."""


class Sharing:
    def __init__(self, table: RecordsTable) -> None:
        self.table = table
        self.exporting = Exporting(table)
        self.links = ShareLinks(table)
        self.importing = Importing(table, before_adopting=self.forget_shared)

    @property
    def shared(self) -> oddsevens.State | None:
        """A game from a share link, waiting for the player to say whether it
        may replace the unfinished game here."""
        return self.links.shared

    @property
    def share_link(self) -> str:
        return self.links.share_link

    def forget_shared(self) -> None:
        """An imported game replaces the page's: a shared game waiting for an answer is dropped."""
        self.links.shared = None

    def action(self, name: str) -> None:
        if name in exporting.ACTIONS:
            self.exporting.action(name)
        elif name in importing.ACTIONS:
            self.importing.action(name)
        elif name in share_links.ACTIONS:
            self.links.action(name)

    def import_text(self, text: str) -> None:
        self.importing.import_text(text)

    def import_file(self, text: str, size: int) -> None:
        self.importing.import_file(text, size)

    def open_shared(self, fragment: str) -> None:
        self.links.open_shared(fragment)

    def game_changed(self) -> None:
        self.links.game_changed()

    def after_copy(self, copied: bool, dialog: Callable[..., Markup], what: str, done: str) -> None:
        after_copy(self.table.screen, copied, dialog, what, done)
