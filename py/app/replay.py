"""Replaying a game: an earlier state of the page's history on the board,
with the list of moves, while the live game waits (the computer pauses and
nothing is saved until "Back to the game").

The earlier position is drawn by the game's own board, from the page's
viewer, so a replay never shows more than the live game would.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Protocol

import oddsevens
from oddsevens import notation

from .board import Board, Table
from .computer import ComputerTurns
from .markup import Markup, button, join, tag
from .reviews import Reviews
from .seats import mover
from .words import _, pgettext, say

STEPS = frozenset({"replay-start", "replay-back", "replay-forward", "replay-end", "replay-to"})
"""The buttons that move through a replay."""


class ReplayTable(Table, Protocol):
    """What a replay asks of its page."""

    board: Board
    computer: ComputerTurns
    reviews: Reviews


class Replay:
    def __init__(self, table: ReplayTable) -> None:
        self.table = table
        self.at: int | None = None
        """How many moves the shown position has had (an index into the
        history); None while the live game is on screen."""
        self.described: tuple[list[oddsevens.State], Any, list[Any]] = ([], None, [])
        """(states described, the viewer, their phrases): a long game is
        described once, then only its new moves (each a Said, worded when shown)."""

    def active(self) -> bool:
        return self.at is not None

    def start(self) -> None:
        self.show(len(self.table.history) - 1)

    def show(self, index: int) -> None:
        """Starts the replay at the position `index` of the history."""
        if len(self.table.history) < 2:
            return
        self.at = min(max(index, 0), len(self.table.history) - 1)
        self.table.computer.cancel()
        self.table.board.clear_selection()
        self.table.render()

    def stop(self) -> None:
        """Back to the live game, without drawing it."""
        self.at = None

    def exit(self) -> None:
        self.at = None
        self.table.render()
        self.table.computer.schedule()

    def step(self, name: str, value: str) -> None:
        last = len(self.table.history) - 1
        at = min(self.at or 0, last)
        targets = {"replay-start": 0, "replay-back": at - 1, "replay-forward": at + 1, "replay-end": last}
        if name == "replay-to":
            target = int(value) if value.isdigit() else at
        else:
            target = targets[name]
        self.at = min(max(target, 0), last)
        self.table.render()

    @contextmanager
    def showing(self, index: int) -> Iterator[None]:
        """The board sees the game as it was after `index` moves; the live
        history is back as soon as the block ends."""
        live = self.table.history
        self.table.history = live[: index + 1]
        try:
            yield
        finally:
            self.table.history = live

    def render(self) -> None:
        history = self.table.history
        at = self.at = min(self.at or 0, len(history) - 1)
        texts = self.move_texts()
        with self.showing(at):
            board = self.table.board.board_markup()
            scores = self.scores_text()
        screen = self.table.screen
        screen.showing(at)
        screen.show("board", board)
        screen.show("panel", self.panel(at, texts, scores))
        if at == 0:
            where = _("Replay: the start, before the first move.")
        else:
            seat = mover(history[at])
            # Translators: the replay's position: {player} (a name or a side) made move {number}, {move} in words.
            where = _("Replay: after move {number} of {total}, {player}: {move}.").format(
                number=at, total=len(texts), player=self.table.seats.author(seat), move=say(texts[at - 1])
            )
        said = [where, self.turning_note(at), _("The game itself waits until you go back to it.")]
        screen.status(" ".join(sentence for sentence in said if sentence))

    def turning_note(self, at: int) -> str:
        """The review's word on the next move when it turned the result (the
        board draws the better move where it can: a pass or a button to
        press is said in words only); "" when it did not."""
        reviews = self.table.reviews
        turning = reviews.turning(at)
        if turning is None:
            return ""
        return reviews.verdict_note(turning, self.table.seats.author(turning.seat))

    def move_texts(self) -> list[Any]:
        """The phrase for every move so far, as the viewer saw it (a Said: `say` words it)."""
        history = self.table.history
        viewer = self.table.viewer()
        states, described_for, texts = self.described
        kept = 0
        if described_for == viewer:
            while kept < min(len(states), len(history)) and states[kept] is history[kept]:
                kept += 1
        texts = texts[: max(kept - 1, 0)]
        names = self.table.seats.names()
        for index in range(len(texts), len(history) - 1):
            texts.append(notation.describe(history[index], history[index + 1], viewer, names))
        self.described = (list(history), viewer, texts)
        return texts

    def scores_text(self) -> str:
        scores = self.table.history[-1].view(self.table.viewer())["scores"]
        # Translators: one player's score in the replay: a name or a side, then the score.
        score_of = _("{player} {score}")
        return " · ".join(score_of.format(player=self.table.seats.author(seat), score=score) for seat, score in enumerate(scores))

    def turning_mark(self, index: int) -> Markup | None:
        """For a move the review marked (played from the position `index`):
        the "!" badge, what went wrong and the better move, and a button to
        the position before it, where the board shows the better move."""
        reviews = self.table.reviews
        turning = reviews.turning(index)
        if turning is None:
            return None
        said = reviews.verdict_mark(turning)
        return join(
            tag("span", tag("span", "!", class_="turning-badge", aria_hidden="true"), " ", said, class_="turning"),
            button(_("Show the better move"), "replay-to", value=str(index)),
        )

    def panel(self, at: int, texts: list[Any], scores: str) -> Markup:
        last = len(texts)
        start, back = pgettext("replay step", "Start"), pgettext("replay step", "Back")
        forward, end = pgettext("replay step", "Forward"), pgettext("replay step", "End")
        steps = join(
            button([arrow("« "), start], "replay-start", disabled=at == 0),
            button([arrow("‹ "), back], "replay-back", disabled=at == 0),
            button([forward, arrow(" ›")], "replay-forward", disabled=at == last),
            button([end, arrow(" »")], "replay-end", disabled=at == last),
        )
        items = []
        for number, text in enumerate(texts, start=1):
            seat = mover(self.table.history[number])
            move = tag(
                "button",
                tag("span", f"{number}.", class_="move-number"),
                " ",
                tag("span", self.table.seats.author(seat), class_="move-who"),
                " ",
                tag("span", say(text), class_="move-text"),
                type="button",
                class_="move",
                data_action="replay-to",
                data_value=number,
                aria_current="step" if number == at else None,
            )
            items.append(tag("li", move, self.turning_mark(number - 1)))
        where = _("Start position") if at == 0 else _("Move {number} of {total}").format(number=at, total=last)
        if items:
            moves = tag("ol", items, class_="move-list", aria_label=_("Moves"))
        else:
            moves = tag("p", _("No moves yet."), class_="hint")
        # Translators: the replay's heading, followed by where it is ("Move 3 of 12").
        heading = pgettext("heading", "Replay")
        return tag(
            "section",
            tag("h2", heading, " ", tag("span", where, class_="replay-where")),
            tag("p", _("Scores here: {scores}").format(scores=scores), class_="hint replay-scores"),
            tag("div", steps, class_="controls replay-steps"),
            moves,
            tag("div", button(_("Back to the game"), "replay-exit", primary=True), class_="controls"),
            class_="replay",
            aria_label=heading,
        )


def arrow(sign: str) -> Markup:
    """A step button's arrow, seen and not read out (the words say the step)."""
    return tag("span", sign, aria_hidden="true")
