"""Even Takes' board on its page (see even_takes.py): a button for each
number of counters that may be taken, the pile drawn by the game's renderer,
and who holds how many."""

from __future__ import annotations

from typing import Any

from app.board import Board
from app.dialog import Field, Question
from app.markup import Markup, button, drawing, join, tag
from oddsevens import render
from oddsevens.core.cells import cell_from_name

OPPONENTS = [("computer", "The computer"), ("friend", "A friend on this device")]


class EvenTakesBoard(Board):
    def questions(self, answers: dict[str, str]) -> list[Question]:
        default, piles = self.game.options["pile"]
        return [
            Field("opponent", "Opponent", OPPONENTS, "computer"),
            Field("pile", "Counters in the pile", [(str(pile), str(pile)) for pile in piles], str(default)),
        ]

    def setup_from_answers(self, answers: dict[str, Any]) -> dict[str, Any]:
        seats = ["human", "computer"] if answers["opponent"] == "computer" else ["human", "human"]
        return {"seats": seats, "options": {"pile": int(answers["pile"])}}

    def current_answers(self) -> dict[str, str]:
        opponent = "computer" if self.seats.against_computer() else "friend"
        return {"opponent": opponent, "pile": str(self.state.options["pile"])}

    def game_action(self, name: str, value: str) -> None:
        if name == "take":
            self.take(int(value) if value.isdigit() else None)

    def on_cell(self, name: str) -> None:
        """A tap on a counter takes it and every counter after it."""
        cell = cell_from_name(name)
        self.take(self.state.view(None)["pile"] - cell[0] if cell else None)

    def take(self, count: int | None) -> None:
        seats = self.table.acting_seats()
        if not seats:
            self.warn(self.table.why_not_acting())
        elif count not in [move["take"] for move in self.state.legal_moves(seats[0])]:
            self.warn("Take 1, 2 or 3 counters: tap one of the last three, or a Take button.")
        else:
            self.table.play({"take": count}, seats[0])

    def board_markup(self) -> Markup:
        return drawing(render.board(self.game.id, self.state.view(None), interactive=bool(self.table.acting_seats())))

    def panel_markup(self) -> Markup:
        held = [tag("li", self.seats.card(seat), ": ", count) for seat, count in enumerate(self.state.scores)]
        return tag("ul", held, class_="scoreboard", aria_label="Counters held")

    def game_buttons(self) -> Markup:
        seats = self.table.acting_seats()
        if not seats:
            return Markup()
        takes = [move["take"] for move in self.state.legal_moves(seats[0])]
        return join([button(f"Take {count}", "take", value=str(count)) for count in takes])

    def status_text(self) -> str:
        seat = self.state.to_move[0]
        if self.seats.kind(seat) == "computer":
            return "The computer is thinking…"
        return self.seats.sentence(
            seat, "You take 1, 2 or 3 counters: {pile} are left.", "{name} takes 1, 2 or 3 counters: {pile} are left.",
            pile=self.state.view(None)["pile"],
        )

    def result_text(self) -> tuple[str, str]:
        winner = self.state.winners[0]
        return self.seats.sentence(winner, "You win.", "{name} wins."), f"An even number of counters: {self.state.scores[winner]}."
