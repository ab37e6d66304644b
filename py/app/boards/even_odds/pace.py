"""When Even Odds' table moves on: a completed dispute stays on it for a
moment, a finished round until a person taps Next round, and the computer
seats wait between their plays so that each tile can be seen."""

from __future__ import annotations

from typing import Any

import oddsevens
from oddsevens.games.even_odds import EvenOddsState

from ...board import Table

HOLD_SETTLED = 1.5
"""Seconds a completed dispute stays on the table (unless tapped away), so
everyone sees the tile that won it and the one taken."""
COMPUTER_STEP = 0.9
"""Seconds between computer plays inside a dispute, so each tile can be seen."""
AFTER_DISPUTE = 1.8
"""Seconds before a computer leads the next dispute, so the summary can be read."""


def completed_dispute(before: oddsevens.State, after: oddsevens.State) -> dict[str, Any] | None:
    """The dispute the move from `before` to `after` completed, every tile
    face up (EvenOddsState.completed_by), or None."""
    last = after.last_move()
    assert isinstance(before, EvenOddsState) and last is not None
    move = last[1]
    return before.completed_by(move["tile"]) if "tile" in move else None


class TablePace:
    """What holds the table still: the dispute just completed and the round
    just finished, and the positions in which each was let go."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.put_away: oddsevens.State | None = None
        """The position whose completed dispute has left the table."""
        self.holding: oddsevens.State | None = None
        """The position whose completed dispute is timed to leave."""
        self.next_round: oddsevens.State | None = None
        """The position between two rounds where a person tapped Next round."""
        self.turn_shown: oddsevens.State | None = None
        """The position in which the dispute and the player's rack were last brought into view."""

    @property
    def state(self) -> oddsevens.State:
        return self.table.history[-1]

    # -- between two rounds ---------------------------------------------------------
    def between_rounds(self) -> bool:
        """A round is over and nothing of the next one is played yet."""
        view = self.state.view(None)
        return view["round"] > 1 and not view["over"] and not view["dispute"]["played"] and not any(view["taken"])

    def round_on_view(self) -> bool:
        """The finished round holds the screen (its tiles taken, its points,
        the totals) until a person taps Next round: the new deal is drawn
        by chance the moment the last tile is played, so nothing else would
        stop the computers leading it at once. The tap is not saved: a game
        reloaded between rounds holds the finished round again, as does a
        replay of that position."""
        return self.between_rounds() and (self.table.replaying() or self.state is not self.next_round)

    def deal_next_round(self) -> None:
        """Next round: the finished round leaves the screen, the new deal comes on."""
        if self.round_on_view() and not self.table.replaying():
            self.next_round = self.state
            self.table.render()
            self.table.resume_computer()

    # -- the dispute just completed -------------------------------------------------
    def settled_dispute(self) -> dict[str, Any] | None:
        """The dispute the last move completed, while it stays on the table:
        HOLD_SETTLED seconds in play, for as long as the position is shown in
        a replay."""
        state = self.state
        put_away = state is self.put_away and not self.table.replaying()
        last = state.last_move()
        if put_away or len(self.table.history) < 2 or last is None:
            return None
        sent, moment = self.table.moment_sent()
        if sent:
            return moment if isinstance(moment, dict) else None
        return completed_dispute(self.table.history[-2], state)

    def put_dispute_away(self, state: oddsevens.State) -> None:
        """The completed dispute leaves the table, if `state` is still on it."""
        if self.state is state and self.put_away is not state and not self.table.replaying():
            self.put_away = state
            self.table.render()

    def rendered(self) -> None:
        """Times the completed dispute's leaving; between rounds, brings the
        Next round button into view where the table scrolls in its own box;
        at the turn of the one person at the table, brings the dispute and
        their rack into view, once a position (a table for many players runs
        past a phone's screen, and the player scrolled up to read the others'
        tiles); friends sharing the device have the hand-over's."""
        state = self.state
        screen = self.table.screen
        if self.round_on_view():
            screen.reveal("board", ".next-round")
        elif self.turn_shown is not state and self.table.acting_seats() and len(self.table.seats.humans()) == 1:
            self.turn_shown = state
            screen.bring_into_view("#board .dispute, #board .rack.own")
        if self.holding is not state and self.settled_dispute() is not None:
            self.holding = state
            screen.later(HOLD_SETTLED, lambda: self.put_dispute_away(state))

    # -- pace of the computer seats ----------------------------------------------
    def computer_pause(self) -> float:
        """A step between plays inside a dispute, a longer one once a dispute is settled."""
        view = self.state.view(None)
        just_settled = not view["dispute"]["played"] and view["previous"] is not None
        return AFTER_DISPUTE if just_settled else COMPUTER_STEP
