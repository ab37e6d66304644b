"""Undo: how far it takes the game back, whether the game's board allows
that, and what it says it took back, or why it takes nothing back.

Against the computer Undo goes back to before your own last move; with a
friend, one move. This part decides, takes back and words it."""

from __future__ import annotations

from typing import Protocol

import oddsevens

from .board import Board
from .computer import ComputerTurns
from .markup import Markup, button, tag
from .seats import Seats
from .words import _, ngettext


class UndoTable(Protocol):
    """What Undo reads of its page, and does to it."""

    history: list[oddsevens.State]
    seats: Seats
    board: Board
    computer: ComputerTurns

    def position_changed(self) -> None: ...

    def say_aloud(self, text: str) -> None: ...

    def after_change(self) -> None: ...

    def render(self) -> None: ...


class Undo:
    def __init__(self, table: UndoTable) -> None:
        self.table = table
        self.note = ""
        """What Undo last took back, or why it could not: said before the
        status line until the position changes."""

    def take_back(self) -> None:
        """Takes back what `target` says and says what it took back on the
        status line; when Undo cannot be used, says why there instead."""
        table = self.table
        back = self.target()
        if back is None:
            self.note = self.why_not()
            table.render()
            return
        taken = self.words(back)
        del table.history[-back:]
        table.computer.cancel()
        table.position_changed()
        self.note = taken
        table.say_aloud(taken)
        table.after_change()

    def reach(self) -> int | None:
        """How many states a person's Undo would drop, before the board has
        its say: one move with a friend; against the computer, back to
        before your own last move; None when there is no such move. A move
        the page made for a person (`Board.automatic_move`) is not one they
        chose: Undo takes it back with the move before it, since left to
        make again it would be made again at once."""
        history = self.table.history
        moves = history[-1].moves()
        seats = self.table.seats
        people_only = seats.against_computer()
        for back in range(1, len(moves) + 1):
            seat = moves[-back][0]
            if people_only and seats.kind(seat) != "human":
                continue
            if self.table.board.automatic_move(history[-back - 1], seat) is None:
                return back
        return None

    def target(self) -> int | None:
        """How many states Undo drops (`reach`), or None when there is no
        move to take back or the game's board refuses (chance has spoken,
        or a secret would show)."""
        back = self.reach()
        return back if back is not None and self.table.board.may_undo(back) else None

    def words(self, back: int) -> str:
        """What Undo is about to take back, in plain words: "Took back your
        move and the computer's reply." The first of the `back` moves is a
        person's (`target`); any after it are the computer's, other
        people's, or made by the page for a person. A finished game says
        first that it is open again."""
        taken = self.taken_back(back)
        if self.table.history[-1].over:
            # Translators: {taken} is what Undo took back, such as "your move and the computer's reply".
            return _("The game is open again: took back {taken}.").format(taken=taken)
        # Translators: {taken} is what Undo took back, such as "your move and the computer's reply".
        return _("Took back {taken}.").format(taken=taken)

    def taken_back(self, back: int) -> str:
        """The last `back` moves, as what Undo takes back: "your last move",
        "your move and the computer's reply", one full phrase for each case."""
        seats = self.table.seats
        moves = self.table.history[-1].moves()[-back:]
        mover = moves[0][0]
        you = seats.is_you(mover)
        player = seats.author(mover)
        replies = [seat for seat, _move in moves[1:]]
        count = len(replies)
        if not replies:
            return _("your last move") if you else _("{player}'s last move").format(player=player)
        repliers = sorted(set(replies))
        if len(repliers) > 1:
            players = and_list([seats.author(seat) for seat in repliers])
            if you:
                # Translators: {players} names who made the moves after yours, such as "Bea and Cy".
                message = ngettext(
                    "your move and the {count} move after it ({players})", "your move and the {count} moves after it ({players})", count
                )
            else:
                # Translators: {players} names who made the moves after {player}'s, such as "Bea and Cy".
                message = ngettext(
                    "{player}'s move and the {count} move after it ({players})",
                    "{player}'s move and the {count} moves after it ({players})",
                    count,
                )
            return message.format(player=player, count=count, players=players)
        if seats.kinds.count("computer") == 1:
            if count == 1:
                message = _("your move and the computer's reply") if you else _("{player}'s move and the computer's reply")
            elif you:
                message = ngettext(
                    "your move and the computer's {count} move after it", "your move and the computer's {count} moves after it", count
                )
            else:
                message = ngettext(
                    "{player}'s move and the computer's {count} move after it",
                    "{player}'s move and the computer's {count} moves after it",
                    count,
                )
            return message.format(player=player, count=count)
        replier = seats.author(repliers[0])
        if count == 1:
            message = _("your move and {replier}'s reply") if you else _("{player}'s move and {replier}'s reply")
        elif you:
            message = ngettext("your move and {replier}'s {count} move after it", "your move and {replier}'s {count} moves after it", count)
        else:
            message = ngettext(
                "{player}'s move and {replier}'s {count} move after it", "{player}'s move and {replier}'s {count} moves after it", count
            )
        return message.format(player=player, replier=replier, count=count)

    def why_not(self) -> str:
        """Why Undo takes nothing back now, for a tap on it."""
        if len(self.table.history) < 2:
            return _("Nothing to take back yet.")
        back = self.reach()
        if back is None:
            return _("There is no move of yours to take back yet.")
        return self.table.board.undo_refusal(back)

    def button(self) -> Markup:
        """Undo. When it cannot be used it says so with aria-disabled rather
        than `disabled`: it stays focusable and tappable, and a tap puts the
        reason on the status line (`why_not`)."""
        if self.target() is not None:
            return button(_("Undo"), "undo")
        return tag("button", _("Undo"), type="button", data_action="undo", aria_disabled="true")


def and_list(names: list[str]) -> str:
    """Names joined into one: "Bea and Cy", "Ann and Bea and Cy"."""
    joined = names[0]
    for name in names[1:]:
        # Translators: joins names into a list, one more each time: "Ann and Bea", then "Ann and Bea and Cy".
        joined = _("{names} and {name}").format(names=joined, name=name)
    return joined
