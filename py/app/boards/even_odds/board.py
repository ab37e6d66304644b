"""Even Odds' board: its new-game questions, its taps, what Undo may take
back and what it draws, composed of the table's pace (`pace`), its
sentences (`words`) and its panel (`panels`)."""

from __future__ import annotations

from typing import Any

import oddsevens
from oddsevens import render

from ...board import Board, Table
from ...dialog import Field, Question, SeatsField
from ...markup import Markup, button, drawing
from ...screen import SoundName
from ...seats import LEVEL_NAMES
from ...words import N_, _, say
from .pace import TablePace, completed_dispute
from .panels import panel
from .words import TableWords, solo


class EvenOddsBoard(Board):
    private_views = True
    # Translators: Even Odds' hand-over button, which shows {name} the other players' tiles (never their own).
    reveal_label = N_("I am {name}: show the others' tiles")

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.pace = TablePace(table)
        self.words = TableWords(table)

    # -- setup -----------------------------------------------------------------
    def seats_field(self) -> SeatsField:
        kinds = ["human"] + ["computer"] * (self.game.default_players - 1)
        return SeatsField(_("Players"), self.game.min_players, self.game.max_players, kinds)

    def questions(self, answers: dict[str, str]) -> list[Question]:
        """Round 1's leader is asked among the seats the answers have now."""
        seats = self.seats_field()
        default_rounds, rounds = self.game.options["rounds"]
        # Translators: who leads the first round, a choice in the new-game dialog.
        leaders = [("random", _("Drawn at random"))] + [
            (str(seat), _("Seat {number}").format(number=seat + 1)) for seat in range(len(seats.kinds(answers)))
        ]
        return [
            seats,
            Field("rounds", _("Rounds"), [(str(count), str(count)) for count in rounds], str(default_rounds)),
            Field("first", _("Who leads round 1 (seats in the order above)"), leaders, "random"),
        ]

    def setup_from_answers(self, answers: dict[str, Any]) -> dict[str, Any]:
        seats = answers["seats"]
        first = None if answers["first"] == "random" else int(answers["first"])
        return {
            "seats": seats["seats"],
            "names": seats["names"],
            "options": {"rounds": int(answers["rounds"]), "first": first},
        }

    def current_answers(self) -> dict[str, str]:
        answers = self.seats.dialog_answers()
        first = self.state.options["first"]
        answers["rounds"] = str(self.state.options["rounds"])
        answers["first"] = "random" if first is None else str(first)
        return answers

    # -- pace ----------------------------------------------------------------------
    def moment(self, before: oddsevens.State, after: oddsevens.State) -> Any:
        """The dispute the move completed, every tile face up, as it stays on
        the table for a moment (no view holds it)."""
        return completed_dispute(before, after)

    def computer_may_move(self) -> bool:
        return not self.pace.round_on_view()

    def computer_pause(self) -> float:
        return self.pace.computer_pause()

    def offers_hints(self) -> bool:
        """Not between rounds: the move to hint at belongs to a deal not yet shown."""
        return not self.pace.round_on_view()

    def rendered(self) -> None:
        self.pace.rendered()

    # -- taps --------------------------------------------------------------------
    def acting_seat(self) -> int | None:
        """The seat whose table is on screen when it may act, or None after telling why nothing happened."""
        seats = self.table.acting_seats()
        if not seats:
            self.screen.status(self.table.why_not_acting(), warning=True)
            return None
        return seats[0]

    def on_tile(self, name: str) -> None:
        seat = self.acting_seat()
        if seat is None or not name.isdigit():
            return
        if self.state.view(seat)["colour_choices"]:
            self.screen.status(_("You played a 10: first tap the colour the next player must follow."), warning=True)
            return
        self.table.play({"tile": int(name)}, seat)

    def on_color(self, name: str) -> None:
        seat = self.acting_seat()
        if seat is not None:
            self.table.play({"color": name}, seat)

    def game_action(self, name: str, value: str) -> None:
        if name == "put-dispute-away":
            self.pace.put_dispute_away(self.state)
        elif name == "next-round":
            self.pace.deal_next_round()

    def move_sound(self, move: Any) -> SoundName | None:
        """A tile played; naming a colour is silent."""
        return "laid" if "tile" in move else None

    # -- undo --------------------------------------------------------------------
    def may_undo(self, back: int) -> bool:
        """Only the colour named after a 10 can be taken back, and only by
        one person playing the computer: a played tile has shown its number
        to its owner, a new round's deal was drawn by chance, and in hot-seat
        play taking back a move would put one player's table in front of another."""
        if not solo(self.seats):
            return False
        _seat, move = self.state.moves()[-back]
        before = self.table.history[-1 - back]
        return "color" in move and before.view(None)["round"] == self.state.view(None)["round"]

    # -- markup -----------------------------------------------------------------
    def board_markup(self) -> Markup:
        view = self.state.view(self.table.viewer())
        return drawing(render.board(
            self.game.id, view,
            names=self.seats.names(),
            interactive=not self.state.over and not self.table.replaying(),
            wide=self.screen.wide_board(),
            settled=self.pace.settled_dispute(),
            round_over=self.pace.round_on_view(),
            notes=[
                self.level_note() if self.seats.kind(seat) == "computer" else "" for seat in range(self.state.players)
            ],
            hint=self.table.hint_shown(),
            say=say,
        ))

    def level_note(self) -> str:
        """How strong the computer seats play, after their names on the table."""
        level = self.seats.level
        return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level

    def game_buttons(self) -> Markup:
        # Translators: the button that deals the next round.
        return button(_("Next round"), "next-round", primary=True) if self.pace.round_on_view() else Markup()

    def panel_markup(self) -> Markup:
        return panel(self.state, self.seats, self.words.undo_note())

    # -- words --------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.state.view(None)
        if self.pace.round_on_view():
            return self.words.round_sentence(view)
        return self.words.turn_sentence(view)

    def hint_sentence(self, move: Any, seat: int) -> str:
        return self.words.hint_sentence(move, seat)

    def result_text(self) -> tuple[str, str]:
        return self.words.result_text()
