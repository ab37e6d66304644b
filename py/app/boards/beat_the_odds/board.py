"""Beat the Odds' board: its new-game questions, the computer's pace, what
Undo may take back, and the Board's hooks, each handed to the part that
does the work: the sheet (`sheet`), the exact odds (`odds`), the taps
(`taps`), the panel (`panels`) and the sentences (`words`)."""

from __future__ import annotations

from typing import Any

from ...board import Board, Table
from ...dialog import NumberField, Question, SeatsField
from ...markup import Markup
from ...screen import SoundName
from ...storage import Preference
from ...words import _
from . import words
from .moves import draws_dice, last_move
from .odds import ExactOdds
from .panels import Panel
from .sheet import Sheet
from .taps import Taps

ROLL_PAUSE = 0.8
"""Seconds between a computer's rolls and choices, so each roll can be seen."""
TURN_END_PAUSE = 1.6
"""Seconds before a computer starts its turn, so the last turn's sheet can be read."""


class BeatTheOddsBoard(Board):
    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.sheet = Sheet(table)
        self.odds = ExactOdds(table)
        self.panel = Panel(table, self.odds)
        self.taps = Taps(self, self.odds)

    # -- setup -----------------------------------------------------------------
    def questions(self, answers: dict[str, str]) -> list[Question]:
        default, allowed = self.game.options["target"]
        return [
            SeatsField(_("Players"), self.game.min_players, self.game.max_players, ["human", "computer"]),
            # Translators: the new-game question: the total whose reaching starts the last round.
            NumberField("target", _("Target score"), min(allowed), max(allowed), default),
        ]

    def setup_from_answers(self, answers: dict[str, Any]) -> dict[str, Any]:
        seats = answers["seats"]
        return {"seats": seats["seats"], "names": seats["names"], "options": {"target": answers["target"]}}

    def current_answers(self) -> dict[str, str]:
        return {**self.seats.dialog_answers(), "target": str(self.state.options["target"])}

    # -- the odds panel ---------------------------------------------------------------
    @property
    def show_odds(self) -> Preference:
        """Whether the odds panel is open."""
        return self.odds.shown

    def prepare_odds(self) -> None:
        self.odds.prepare()

    # -- computer seats, undo and sound ---------------------------------------------------
    def computer_pause(self) -> float:
        turn = self.state.view(None)["turn"]
        turn_just_ended = len(self.table.history) > 1 and not turn["lines"] and turn["pending"] is None
        return TURN_END_PAUSE if turn_just_ended else ROLL_PAUSE

    def may_undo(self, back: int) -> bool:
        """Only the last move, and only a person's choice that drew no dice."""
        seat, move = last_move(self.state)
        return back == 1 and not draws_dice(move) and self.seats.kind(seat) == "human"

    def undo_refusal(self, back: int) -> str:
        return words.undo_refusal(back)

    def move_sound(self, move: Any) -> SoundName | None:
        """Dice for a roll or a re-roll; keeping a roll or doubling a line is silent."""
        return "dice" if draws_dice(move) else None

    # -- taps and buttons -------------------------------------------------------------
    def game_action(self, name: str, value: str) -> None:
        self.taps.action(name, value)

    def on_die(self, name: str) -> None:
        self.taps.on_die(name)

    # -- drawing and words ---------------------------------------------------------------
    def rendered(self) -> None:
        self.sheet.rendered()
        # The odds panel, and once the game is over the judged choices, need the odds table.
        if not self.odds.ready and (self.odds.shown.on or self.state.over):
            self.screen.later(0.05, self.odds.prepare)

    def board_markup(self) -> Markup:
        return self.sheet.markup()

    def panel_markup(self) -> Markup:
        return self.panel.markup()

    def hint_sentence(self, move: Any, seat: int) -> str:
        """The choice as its button says it: the dice to come are not known yet."""
        return words.hint_sentence(move, self.state.view(seat)["turn"])

    def status_text(self) -> str:
        """Who is doing what; after a computer's choice that was not the best, that first."""
        now = words.turn_status(self.state.view(self.table.viewer()), self.seats)
        off_best = self.odds.last_move_off_best()
        if off_best is None:
            return now
        seat, choice = off_best
        verdict = words.verdict_sentence(self.seats.name(seat), choice, self.odds.turn_of(choice))
        return f"{verdict} {now}"

    def result_text(self) -> tuple[str, str]:
        return words.result_text(self.state.view(None), self.seats)
