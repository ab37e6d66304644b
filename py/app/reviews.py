"""The review after a game ("Review my moves"): the bots' worker judges a
person's moves (app.bots.review, oddsevens.ai.review) and the replay marks
the ones where the result turned, showing the better move on the board at
the position it was missed in.

A review belongs to the finished game it was asked for: undo, a new game
or another game takes it away, and an answer that arrives after the game
has changed is dropped, as a hint's is."""

from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, NamedTuple, Protocol

import oddsevens
from oddsevens import notation

from .asking import Asking
from .board import Board, Table
from .markup import Markup, button, join
from .seats import Seats, mover
from .words import N_, _, ngettext, say

VERDICT_NOTES = {
    # Translators: {player} is a name or a side; {better} is a move in words.
    "win lost": N_("{player}'s next move gave away a win; better: {better}."),
    # Translators: {player} is a name or a side; {better} is a move in words.
    "win for a draw": N_("{player}'s next move gave a win away for a draw; better: {better}."),
    # Translators: {player} is a name or a side; {before} and {after} are percentages ("60%"); {better} is a move in words.
    "chance dropped": N_("{player}'s next move dropped the estimated chance from about {before} to {after}; better: {better}."),
}
"""The review's word on a turning move, for the replay's status line, by `verdict`."""
VERDICT_MARKS = {
    # Translators: beside a move in the move list; {better} is a move in words.
    "win lost": N_("gave away a win — better: {better}"),
    # Translators: beside a move in the move list; {better} is a move in words.
    "win for a draw": N_("gave a win away for a draw — better: {better}"),
    # Translators: beside a move in the move list; {before} and {after} are percentages ("60%"); {better} is a move in words.
    "chance dropped": N_("dropped the estimated chance from about {before} to {after} — better: {better}"),
}
"""The same beside the move in the move list, by `verdict`."""


class ReviewTable(Table, Protocol):
    """What the review asks of its page."""

    board: Board
    seats: Seats

    def show_turning(self, index: int) -> None:
        """Puts the position `index` of the history on screen in the replay."""


@dataclass(frozen=True)
class Turning:
    """A move the worker marked, as the page shows it."""

    index: int
    """The position the move was played from (the move list's number index + 1)."""
    seat: int
    better: Any
    exact: bool
    chance_before: float
    chance_after: float


class Reviewed(NamedTuple):
    final: oddsevens.State
    """The finished game's last state: the review shows only while it is the game's."""
    seat: int
    turnings: dict[int, Turning]
    """By the index of the position each was played from."""


class Reviews:
    def __init__(self, table: ReviewTable) -> None:
        self.table = table
        self.question: Asking[int] = Asking(lambda on: table.screen.thinking(on))
        """The review awaited from the worker, by the seat whose moves it judges.
        The screen is looked up when the sign changes: the site build makes
        pages with none (`sitebuild.pages.game_page`)."""
        self.given: Reviewed | None = None

    def seats(self) -> list[int]:
        """The seats whose moves may be reviewed: each person's, once the
        game is over and where the computer's search plays the game."""
        history = self.table.history
        if not history or not history[-1].over or not self.table.board.offers_hints():
            return []
        return self.table.seats.humans()

    def buttons(self) -> Markup:
        """"Review my moves" for the one person at the device; one button per
        person when friends share it. Off while a review is worked out."""
        seats = self.seats()
        busy = self.question.waiting is not None
        if len(seats) == 1:
            return button(_("Review my moves"), "review", value=str(seats[0]), disabled=busy)
        return join(
            button(
                self.table.seats.sentence(seat, _("Review your moves"), _("Review {name}'s moves")),
                "review", value=str(seat), disabled=busy,
            )
            for seat in seats
        )

    def choices(self, seat: int) -> int:
        """How many of the seat's moves had another move to choose from: the ones the review judges."""
        history = self.table.history
        return sum(
            1
            for before, after in pairwise(history)
            if mover(after) == seat and len(before.legal_moves(seat)) > 1
        )

    def ask(self, value: str) -> None:
        """Asks the worker to review the seat's moves, unless a review is already on its way."""
        seat = int(value) if value.isdigit() else -1
        if seat not in self.seats() or self.question.waiting is not None:
            return
        final = self.table.history[-1]
        ticket = self.question.ask(seat)
        self.table.render()
        self.table.screen.review(json.dumps(final.record()), seat, lambda found: self.answered(ticket, final, seat, found))

    def answered(self, ticket: int, final: oddsevens.State, seat: int, found: list[dict[str, Any]]) -> None:
        """The worker's turnings arrive: kept and shown in the replay if the
        game is still the one reviewed, dropped otherwise (`forget` has put
        out the sign)."""
        if not self.question.take(ticket):
            return
        if self.table.history[-1] is not final:
            self.table.render()
            return
        turnings = {
            item["index"]: Turning(item["index"], seat, item["better"], item["exact"], item["chance_before"], item["chance_after"])
            for item in found
        }
        self.given = Reviewed(final, seat, turnings)
        if turnings:
            self.table.show_turning(min(turnings))
        else:
            self.table.render()

    def current(self) -> Reviewed | None:
        """The review of the game on screen (the live game or a replay of it), or None."""
        given = self.given
        history = self.table.history
        if given is None or not history or len(history) > len(given.final) + 1:
            return None
        return given

    def turning(self, index: int) -> Turning | None:
        """The turning played from the position `index` of the reviewed game, or None."""
        given = self.current()
        return given.turnings.get(index) if given is not None else None

    def sentence(self) -> str:
        """What the review is doing or found, for the status line of the finished game."""
        waiting = self.question.waiting
        if waiting is not None:
            count = self.choices(waiting)
            return ngettext("Reviewing {count} move…", "Reviewing {count} moves…", count).format(count=count)
        given = self.current()
        if given is None:
            return ""
        if not given.turnings:
            return self.table.seats.sentence(
                given.seat, _("Review: you gave no result away."), _("Review: {name} gave no result away.")
            )
        count = len(given.turnings)
        return ngettext(
            "Review: {count} turning move, marked ! in the replay.", "Review: {count} turning moves, marked ! in the replay.", count
        ).format(count=count)

    def verdict_note(self, turning: Turning, player: str) -> str:
        """The review's word on the next move of `player` (a name or a side)
        at the turning, with the better move, for the replay's status line:
        "Odd's next move gave away a win; better: ..." ("gave away a win"
        when proved, else the estimated chances)."""
        message = _(VERDICT_NOTES[verdict(turning)])
        return message.format(player=player, better=self.better_text(turning), **self.chances(turning))

    def verdict_mark(self, turning: Turning) -> str:
        """What went wrong at the turning and the better move, beside the
        move in the move list: "gave away a win — better: ..."."""
        return _(VERDICT_MARKS[verdict(turning)]).format(better=self.better_text(turning), **self.chances(turning))

    @staticmethod
    def chances(turning: Turning) -> dict[str, str]:
        return {"before": percent(turning.chance_before), "after": percent(turning.chance_after)}

    def better_text(self, turning: Turning) -> str:
        """The better move, in the words of the move list, as its player saw it."""
        before = self.table.history[turning.index]
        after = before.play(turning.better, turning.seat)
        return say(notation.describe(before, after, turning.seat, self.table.seats.names()))

    def forget(self) -> None:
        """The game changes (undo, a new or another game): the review goes,
        and an answer still awaited will be dropped."""
        self.given = None
        self.question.drop()


def verdict(turning: Turning) -> str:
    """What the turning move did, as VERDICT_NOTES and VERDICT_MARKS key it:
    proved to lose a win or to draw one, else an estimated chance dropped."""
    if not turning.exact:
        return "chance dropped"
    return "win lost" if turning.chance_after == 0.0 else "win for a draw"


def percent(chance: float) -> str:
    # Translators: a chance as a percentage ("60%").
    return _("{number}%").format(number=round(chance * 100))
