"""The exact odds behind Beat the Odds' odds panel: the table of every
turn's values, built on first use (a moment's work), whether the player
keeps the panel shown, and each choice of the game judged against the best
option (`oddsevens.games.beat_the_odds_odds`)."""

from __future__ import annotations

from collections.abc import Iterator

import oddsevens
from oddsevens.games.beat_the_odds_odds import ChoiceTally, JudgedChoice, analyse, judge_choice, table_in_steps, tally_choices

from ...board import Table
from ...storage import Preference
from .moves import last_move

ODDS_KEY = "oddsevens:beat-the-odds:odds-panel"
"""localStorage entry remembering whether the odds panel is shown."""


class ExactOdds:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.shown = Preference(table.saved.store, ODDS_KEY, default=True, words=("shown", "hidden"))
        """Whether the odds panel is open, as the player last left it on this device."""
        self.ready = False
        """The odds table is built on first use; until then the panel says it is coming."""
        self.building: Iterator[None] | None = None
        """The table's build under way, a step per task."""
        self.judged: tuple[list[oddsevens.State], list[JudgedChoice | None]] = ([], [])
        """(states judged, the judgement of each move between them: None where
        the move was no choice): a game's moves are judged once each."""

    def of(self, view: dict) -> dict | None:
        """The chances of the next roll, or each option's value, for the seat of `view`."""
        self.ready = True
        return analyse(view)

    def prepare(self) -> None:
        """Builds the odds table a few rows per task, then draws the page
        with it: built at once, it held a phone's main thread for 2 s just
        after the page was ready (issue 47)."""
        if not self.ready and self.building is None:
            self.building = table_in_steps(0)
            self.build_more()

    def build_more(self) -> None:
        assert self.building is not None
        try:
            next(self.building)
        except StopIteration:
            self.building = None
            self.ready = True
            self.table.render()
            return
        self.table.screen.later(0, self.build_more)

    def judgements(self) -> list[JudgedChoice | None]:
        """Each move of the game on screen against the best option where it
        was a choice (None where it was not); only moves not judged before
        are worked out. Needs the odds table (`ready`)."""
        history = self.table.history
        states, judged = self.judged
        kept = 0
        while kept < min(len(states), len(history)) and states[kept] is history[kept]:
            kept += 1
        judged = judged[: max(kept - 1, 0)]
        for index in range(len(judged), len(history) - 1):
            seat, move = last_move(history[index + 1])
            judged.append(judge_choice(history[index].view(seat), move, index))
        self.judged = (list(history), judged)
        return judged

    def turn_of(self, choice: JudgedChoice) -> dict:
        """The turn as it stood when `choice` was made."""
        turn: dict = self.table.history[choice.index].view(None)["turn"]
        return turn

    def latest_computer_turn(self) -> tuple[int, bool, list[JudgedChoice]] | None:
        """The newest turn a computer seat played: its seat, whether it is
        still going on, and its choices judged; None before any."""
        history = self.table.history
        seats = self.table.seats
        last = next((index for index in range(len(history) - 1, 0, -1)
                     if seats.kind(last_move(history[index])[0]) == "computer"), None)
        if last is None:
            return None
        seat = last_move(history[last])[0]
        turn_number = history[last - 1].view(None)["turns_taken"][seat]
        judged = self.judgements()
        choices = []
        index = last - 1
        while (
            index >= 0
            and last_move(history[index + 1])[0] == seat
            and history[index].view(None)["turns_taken"][seat] == turn_number
        ):
            found = judged[index]
            if found is not None:
                choices.append(found)
            index -= 1
        now = history[-1].view(None)
        going_on = not now["over"] and now["turn"]["seat"] == seat and now["turns_taken"][seat] == turn_number
        return seat, going_on, choices[::-1]

    def last_move_off_best(self) -> tuple[int, JudgedChoice] | None:
        """While the odds are shown: the seat and the judgement of the last
        move when it was a computer's choice that was not the best; None
        otherwise (a best choice needs no word on the status line: the odds
        panel marks it)."""
        history = self.table.history
        if not (self.shown.on and self.ready) or len(history) < 2:
            return None
        seat, _move = last_move(history[-1])
        if self.table.seats.kind(seat) != "computer":
            return None
        choice = self.judgements()[-1]
        if choice is None or choice.is_best:
            return None
        return seat, choice

    def tallies(self, players: int) -> list[ChoiceTally] | None:
        """Each seat's choices of the game against the best; None until the odds table is built."""
        if not self.ready:
            return None
        return tally_choices([choice for choice in self.judgements() if choice is not None], players)
