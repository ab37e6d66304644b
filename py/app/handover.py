"""Hot-seat play of a game with secrets: between two people's moves the
device changes hands, and the table on screen is the spectator's until the
next player asks for their own view."""

from __future__ import annotations

from typing import Protocol

import oddsevens
from oddsevens import notation

from .board import Board, Table
from .markup import Markup, button, tag
from .words import _, say

CARD = ".handover"
"""The hand-over card: whom to pass the device to, and the button they tap."""
GAME_BUTTON = 'button[data-action]:is(:not(.controls *), .primary):not(:disabled, [aria-disabled="true"])'
"""A button of the game's own choices: outside the page's rows of buttons
(Even at Odds' teams), or first in its row (Pass, Next round)."""
CHOICES = f"#board svg [role=button], :is(#board, #panel) :is(section:has({GAME_BUTTON}), {GAME_BUTTON}:not(section *))"
"""What the player handed the device acts on (Screen.bring_into_view): the
board's targets, and the game's own buttons, each with the section that
says what it chooses (Even at Odds' team choice, under its heading and
beside the hand to judge it by)."""


class HandoverTable(Table, Protocol):
    """What the hand-over asks of its page."""

    board: Board

    def humans_to_move(self) -> list[int]: ...


class Handover:
    def __init__(self, table: HandoverTable) -> None:
        self.table = table
        self.revealed: int | None = None
        """The seat whose private view is on screen now (None: nobody's)."""
        self.card_for: oddsevens.State | None = None
        """The position whose hand-over card was last brought into view."""

    def pending(self) -> bool:
        """Hot-seat play of a game with secrets, and the device must change hands."""
        table = self.table
        if not table.board.private_views or len(table.seats.humans()) < 2 or table.history[-1].over:
            return False
        waiting = table.humans_to_move()
        return bool(waiting) and self.revealed not in waiting

    def next_seat(self) -> int:
        """Whom the device goes to while the hand-over is pending."""
        return self.table.humans_to_move()[0]

    def reveal(self) -> None:
        """The next player has the device: their own view goes on screen,
        and what they act on comes into view (wherever the page was
        scrolled to reach the card)."""
        self.revealed = self.next_seat()
        self.table.render()
        self.table.screen.bring_into_view(CHOICES)

    def shown(self) -> None:
        """The page has drawn the card. A new one (after a move, a new game,
        a game opened) comes into view, wherever the page was scrolled; the
        same one drawn again leaves the page where the player put it."""
        state = self.table.history[-1]
        if state is not self.card_for:
            self.card_for = state
            self.table.screen.bring_into_view(CARD)

    def status_text(self) -> str:
        return _("Pass the device to {name}.").format(name=self.table.seats.name(self.next_seat()))

    def why_not_acting(self) -> str:
        name = self.table.seats.name(self.next_seat())
        # Translators: {button} is the label of the button that shows {name}'s own view.
        return _("Pass the device to {name}, who taps “{button}”.").format(
            name=name, button=self.table.board.said_reveal_label(name)
        )

    def markup(self) -> Markup:
        """Above the table while the device changes hands: what was just
        played and whom to hand the device to, with the button that shows
        that player's own view. The table below is the spectator's."""
        name = self.table.seats.name(self.next_seat())
        news = [tag("li", sentence) for sentence in self.news()]
        return tag(
            "section",
            tag("ul", news, class_="handover-news", aria_label=_("Just played")) if news else None,
            tag(
                "div",
                tag(
                    "div",
                    tag("h2", _("Pass the device to {name}").format(name=name)),
                    tag("p", _("Everyone else, please look away: the button shows what only {name} may see.").format(name=name)),
                    class_="handover-text",
                ),
                button(self.table.board.said_reveal_label(name), "reveal", primary=True),
                class_="handover-pass",
            ),
            class_="handover",
            aria_label=_("Hand-over"),
        )

    def news(self) -> list[str]:
        """The moves made since the device last changed hands, told as a
        spectator sees them: the last person's moves and any computer moves
        after them, one sentence for each seat's run of moves."""
        history: list[oddsevens.State] = self.table.history
        seats = self.table.seats
        moves = history[-1].moves()
        start = len(moves)
        person: int | None = None
        while start > 0:
            seat = moves[start - 1][0]
            if seats.kind(seat) == "human":
                if person is not None and seat != person:
                    break
                person = seat
            elif person is not None:
                break
            start -= 1
        names = seats.names()
        runs: list[tuple[int, list[str]]] = []
        for index in range(start, len(moves)):
            seat = moves[index][0]
            phrase = say(notation.describe(history[index], history[index + 1], None, names))
            if runs and runs[-1][0] == seat:
                runs[-1][1].append(phrase)
            else:
                runs.append((seat, [phrase]))
        # Translators: a player's moves since the device last changed hands: who (a name or a side), then the moves in words.
        return [_("{player}: {moves}.").format(player=seats.author(seat), moves=moves_list(phrases)) for seat, phrases in runs]


def moves_list(phrases: list[str]) -> str:
    """Moves in words joined into one: "rolls 3 and 4; stops"."""
    joined = phrases[0]
    for phrase in phrases[1:]:
        # Translators: joins moves in words into a list, one more each time.
        joined = _("{moves}; {move}").format(moves=joined, move=phrase)
    return joined
