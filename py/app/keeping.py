"""Keeping the game: saved in the browser's storage after every change, and
in step with other tabs of the same browser. A game that cannot be saved
stays playable, and a game another tab replaced is set aside, never lost."""

from __future__ import annotations

import html
from typing import Any, Optional, Protocol

import oddsevens

from .board import Table
from .markup import button
from .seats import check_setup
from .storage import OtherTab, contains
from .words import _


class KeepingTable(Table, Protocol):
    """What keeping the game asks of its page."""

    setup: dict[str, Any]

    @property
    def state(self) -> oddsevens.State: ...

    def resume(self, setup: dict[str, Any], state: oddsevens.State, another_game: bool = False) -> None: ...


class Keeping:
    def __init__(self, table: KeepingTable) -> None:
        self.table = table
        self.problem: Optional[str] = None
        """Why the last save failed; the warning is shown once per problem and game."""
        self.other_tab: Optional[OtherTab] = None
        """A different game another tab saved under this game's key, while
        the player decides between it and this one."""

    def load(self, now: str) -> tuple[Optional[dict[str, Any]], Optional[oddsevens.State]]:
        """The saved setup and game, or (None, None) after saying why a saved
        game could not be read."""
        loaded = self.table.saved.load(self.table.game.id, now, check_setup)
        if loaded.state is None and loaded.problem:
            if loaded.backup_key:
                # Translators: {problem} says what is wrong with the saved game ("the saved game is not a JSON object"); {key} is a storage key.
                unreadable = _("Your saved game could not be read: {problem}. It is kept under the key <code>{key}</code>. "
                               "A new game has started.").format(problem=html.escape(loaded.problem), key=html.escape(loaded.backup_key))
            else:
                # Translators: {problem} says what is wrong with the saved game ("the saved game is not a JSON object").
                unreadable = _("Your saved game could not be read: {problem}. A new game has started.").format(
                    problem=html.escape(loaded.problem)
                )
            self.table.screen.notice(f"<span>{unreadable}</span>" + button(_("New game"), "new-game"))
        return loaded.setup, loaded.state

    def forget_problem(self) -> None:
        """A new game: a save that fails again is worth a new warning."""
        self.problem = None

    def save(self) -> None:
        table = self.table
        saved = table.saved.save(table.game.id, table.state, table.setup)
        if saved.problem and saved.problem != self.problem:
            # Translators: {problem} says why the browser did not store the game ("this browser refused to store it (...)").
            unkept = _("This game will not be kept: {problem}. You can go on playing, "
                       "but the game is lost when this page is closed or reloaded.").format(problem=html.escape(saved.problem))
            table.screen.notice(f"<span>{unkept}</span>" + button(_("OK"), "dismiss-notice"))
        elif saved.kept_key:
            self.other_tab = None
            # Translators: {key} is the storage key the other game is kept under.
            kept = _("Another tab had saved a different game here. It is kept aside in this browser under the key "
                     "<code>{key}</code>; this tab's game is the one saved now.").format(key=html.escape(saved.kept_key))
            table.screen.notice(f"<span>{kept}</span>" + button(_("OK"), "dismiss-notice"))
        self.problem = saved.problem

    def storage_changed(self, key: Optional[str], raw: Optional[str]) -> None:
        """Another tab wrote `raw` under `key`. The same game played on
        there is shown here at once; a different game is offered, and
        whichever the player does not keep is set aside, never lost."""
        table = self.table
        if not table.history or not table.saved.watches(key, table.game.id):
            return
        other = table.saved.other_tab_wrote(table.game.id, raw, table.state, check_setup)
        if other is None:
            return
        if other.continues:
            self.other_tab = None
            table.saved.adopt(other.raw)
            table.resume(other.setup, other.state)
            went_on = html.escape(_("This game went on in another tab: here it is as it stands now."))
            table.screen.notice(f"<span>{went_on}</span>" + button(_("OK"), "dismiss-notice"))
            return
        self.other_tab = other
        changed = html.escape(
            _("This game was changed in another tab. Whichever you do not keep is set aside in this browser, not lost.")
        )
        table.screen.notice(
            f"<span>{changed}</span>"
            + button(_("Load the newer game"), "load-other-tab", primary=True)
            + button(_("Keep this one"), "keep-this-tab")
        )

    def load_other_tab(self) -> None:
        other, self.other_tab = self.other_tab, None
        if other is None:
            return
        table = self.table
        kept = None if contains(other.state, table.state) else table.saved.set_aside(table.game.id, table.state, table.setup)
        table.saved.adopt(other.raw)
        table.resume(other.setup, other.state, another_game=True)
        if kept:
            # Translators: {key} is the storage key this tab's game is kept under.
            loaded = _("The newer game from the other tab is loaded. This tab's game is kept aside under the key <code>{key}</code>.").format(key=html.escape(kept))
        else:
            loaded = html.escape(_("The newer game from the other tab is loaded."))
        table.screen.notice(f"<span>{loaded}</span>" + button(_("OK"), "dismiss-notice"))

    def keep_this_tab(self) -> None:
        if self.other_tab is None:
            return
        self.other_tab = None
        self.table.screen.notice(None)
        self.save()
