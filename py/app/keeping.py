"""Keeping the game: saved in the browser's storage after every change, and
in step with other tabs of the same browser. A game that cannot be saved
stays playable, and a game another tab replaced is set aside, never lost."""

from __future__ import annotations

from typing import Any, Protocol

import oddsevens

from .board import Table
from .markup import Child, Markup, button, escape, join, sentence, tag
from .seats import check_setup
from .storage import OtherTab, contains
from .words import _


class KeepingTable(Table, Protocol):
    """What keeping the game asks of its page."""

    setup: dict[str, Any]

    @property
    def state(self) -> oddsevens.State: ...

    def resume(self, setup: dict[str, Any], state: oddsevens.State, another_game: bool = False) -> None: ...

    def runs_the_game(self) -> bool: ...


class Keeping:
    def __init__(self, table: KeepingTable) -> None:
        self.table = table
        self.problem: str | None = None
        """Why the last save failed; the warning is shown once per problem and game."""
        self.other_tab: OtherTab | None = None
        """A different game another tab saved under this game's key, while
        the player decides between it and this one."""

    def load(self, now: str) -> tuple[dict[str, Any] | None, oddsevens.State | None]:
        """The saved setup and game, or (None, None) after saying why a saved
        game could not be read."""
        loaded = self.table.saved.load(self.table.game.id, now, check_setup)
        if loaded.state is None and loaded.problem:
            unreadable = unreadable_sentence(loaded.problem, loaded.backup_key)
            self.table.screen.notice(join(tag("span", unreadable), button(_("New game"), "new-game")))
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
                       "but the game is lost when this page is closed or reloaded.").format(problem=saved.problem)
            table.screen.notice(dismissable(unkept))
        elif saved.kept_key:
            self.other_tab = None
            # Translators: {key} is the storage key the other game is kept under.
            kept = _("Another tab had saved a different game here. It is kept aside in this browser under the key "
                     "{key}; this tab's game is the one saved now.")
            table.screen.notice(dismissable(keyed_sentence(kept, saved.kept_key)))
        self.problem = saved.problem

    def storage_changed(self, key: str | None, raw: str | None) -> None:
        """Another tab wrote `raw` under `key`. The same game played on
        there is shown here at once; a different game is offered, and
        whichever the player does not keep is set aside, never lost."""
        table = self.table
        if not table.history or not table.runs_the_game() or not table.saved.watches(key, table.game.id):
            return
        other = table.saved.other_tab_wrote(table.game.id, raw, table.state, check_setup)
        if other is None:
            return
        if other.continues:
            self.other_tab = None
            table.saved.adopt(other.raw)
            table.resume(other.setup, other.state)
            table.screen.notice(dismissable(_("This game went on in another tab: here it is as it stands now.")))
            return
        self.other_tab = other
        changed = _("This game was changed in another tab. Whichever you do not keep is set aside in this browser, not lost.")
        table.screen.notice(
            join(
                tag("span", changed),
                button(_("Load the newer game"), "load-other-tab", primary=True),
                button(_("Keep this one"), "keep-this-tab"),
            )
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
            loaded = keyed_sentence(_("The newer game from the other tab is loaded. "
                                      "This tab's game is kept aside under the key {key}."), kept)
        else:
            loaded = escape(_("The newer game from the other tab is loaded."))
        table.screen.notice(dismissable(loaded))

    def keep_this_tab(self) -> None:
        if self.other_tab is None:
            return
        self.other_tab = None
        self.table.screen.notice(None)
        self.save()


def unreadable_sentence(problem: str, backup_key: str | None) -> Markup:
    """Why the saved game could not be read, and the key it is kept under (if kept)."""
    if backup_key:
        # Translators: {problem} says what is wrong with the saved game ("the saved game is not a JSON object"); {key} is a storage key.
        kept_under = _("Your saved game could not be read: {problem}. It is kept under the key {key}. "
                       "A new game has started.")
        return keyed_sentence(kept_under, backup_key, problem=problem)
    # Translators: {problem} says what is wrong with the saved game ("the saved game is not a JSON object").
    return sentence(_("Your saved game could not be read: {problem}. A new game has started."), problem=problem)


def dismissable(said: Child) -> Markup:
    """A notice that is read and put away: its words, then OK."""
    return join(tag("span", said), button(_("OK"), "dismiss-notice"))


def keyed_sentence(template: str, key: str, **values: Child) -> Markup:
    """A translated sentence that names a storage key in its {key} field:
    the key set as code, the sentence and the other values as text."""
    return sentence(template, key=tag("code", key), **values)
