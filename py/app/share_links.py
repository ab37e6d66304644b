"""Share links, for the games without secrets: Share writes the whole game
into a link (and into the page's address), and a link that is opened
brings its game onto the page, asking first when that would replace an
unfinished game of the player's own. A link that cannot be used leaves the
game as it was and says why."""

from __future__ import annotations

from functools import reduce
from typing import Any, Protocol

import oddsevens

from . import records
from .board import Table
from .copying import after_copy
from .markup import Markup, button, sentence, tag
from .seats import check_setup
from .storage import contains
from .words import _, ngettext

ACTIONS = frozenset({"share", "copy-link", "open-shared", "keep-own"})
"""The buttons this part answers."""


class ShareLinksTable(Table, Protocol):
    """What share links ask of their page."""

    setup: dict[str, Any]

    @property
    def state(self) -> oddsevens.State: ...

    def adopt(self, setup: dict[str, Any], state: oddsevens.State) -> str:
        """Makes `state` the live game; the sentence saying where the game
        it replaced is kept, or ""."""

    def announce(self, text: str) -> None: ...


def moves_text(state: oddsevens.State) -> str:
    """"1 move", "12 moves": a game's length, in the page's language."""
    count = len(state)
    return ngettext("{count} move", "{count} moves", count).format(count=count)


class ShareLinks:
    def __init__(self, table: ShareLinksTable) -> None:
        self.table = table
        self.shared: oddsevens.State | None = None
        """A game from a share link, waiting for the player to say whether it
        may replace the unfinished game here."""
        self.share_link = ""
        self.in_address: oddsevens.State | None = None
        """The game whose share link Share wrote into the page's address."""

    def action(self, name: str) -> None:
        table = self.table
        if name == "share" and not table.game.hides_information:
            self.share()
        elif name == "copy-link":
            table.screen.copy(self.share_link, self.copied)
        elif name == "open-shared" and self.shared is not None:
            self.open_shared_game()
        elif name == "keep-own":
            self.shared = None
            table.screen.dialog(None)
            table.screen.share_address("")

    # -- sharing this game --------------------------------------------------------------
    def share(self) -> None:
        self.share_link = self.table.screen.share_address(records.share_fragment(self.table.state))
        self.in_address = self.table.state
        self.table.screen.dialog(self.markup())

    def game_changed(self) -> None:
        """The game on screen changed (a move, undo, a new game, a rematch,
        an import, another tab's game): a share link Share left in the
        address leaves it once it holds another game, so a reload opens
        the game on screen rather than offering the shared one."""
        if self.in_address is not None and self.in_address != self.table.state:
            self.in_address = None
            self.table.screen.share_address("")

    def markup(self, message: str = "", warning: bool = False) -> Markup:
        computer = None
        if self.table.seats.against_computer():
            # Translators: “A friend on this device” is a choice of the new-game dialog's Opponent question.
            by_links = _("Here you are playing the computer. For a game between two people by links, "
                         "start a New game with “A friend on this device” and share after each move.")
            computer = tag("p", by_links, class_="hint")
        explanation = _("Send this link to the other player. It opens this position, "
                        "they play their move and share the game back to you. The whole game is in the link: "
                        "nothing is stored on a server. It is in your address bar now too.")
        return tag(
            "div",
            tag("h2", _("Share this game"), id="dialog-title"),
            tag("p", explanation),
            computer,
            tag(
                "textarea",
                self.share_link,
                class_="record-text share-link",
                readonly=True,
                rows=3,
                spellcheck="false",
                data_copy_source=True,
                aria_label=_("Link to this game"),
            ),
            tag("p", message, class_=["status", warning and "warning"], role="status"),
            tag(
                "div",
                button(_("Close"), "close-dialog"),
                button(_("Copy link"), "copy-link", primary=True),
                class_="dialog-actions",
            ),
            class_="records-dialog",
        )

    def copied(self, copied: bool) -> None:
        after_copy(self.table.screen, copied, self.markup, "link", _("Copied: paste the link into a message."))

    # -- opening a shared game ------------------------------------------------------------
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
                    ).format(moves=moves_text(shared), count=len(current))
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
