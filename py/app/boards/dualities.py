"""The Dualities page: two taps lay a tile, the first tap is the black half
unless the player swaps colours before the second tap."""

from __future__ import annotations

import html
from typing import Any, Optional

from oddsevens import render
from oddsevens.core.cells import cell_from_name, cell_name
from oddsevens.core.hexgrid import cell_label
from oddsevens.games.dualities import GAME

from ..board import Board, Table
from ..coordinates import Coordinates
from ..dialog import NEEDS_COMPUTER, Field
from ..markup import button

SIDES = GAME.sides
SIDE_CLASS = ("odd", "even")


class DualitiesBoard(Board):
    swaps_sides = True

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.coordinates = Coordinates(table)
        self.first: Optional[str] = None
        self.first_colour = "black"

    # -- setup -----------------------------------------------------------------
    def questions(self, answers: dict[str, str]) -> list[Field]:
        return [
            Field("opponent", "Opponent", [("computer", "The computer"), ("friend", "A friend on this device")], "computer"),
            Field("side", "You play", [("odd", "Odd, first"), ("even", "Even, second")], "odd", NEEDS_COMPUTER),
            Field("lines", "Scoring lines", [("rows", "The 9 rows"), ("all", "All 27 lines (advanced)")], "rows"),
        ]

    def setup_from_answers(self, answers: dict[str, str]) -> dict[str, Any]:
        if answers["opponent"] == "friend":
            seats = ["human", "human"]
        elif answers["side"] == "odd":
            seats = ["human", "computer"]
        else:
            seats = ["computer", "human"]
        return {"seats": seats, "options": {"lines": answers["lines"]}}

    def current_answers(self) -> dict[str, str]:
        seats = self.seats.kinds
        return {
            "opponent": "computer" if "computer" in seats else "friend",
            "side": "even" if seats[0] == "computer" else "odd",
            "lines": self.state.options["lines"],
        }

    # -- taps --------------------------------------------------------------------
    def clear_selection(self) -> None:
        self.first = None
        self.first_colour = "black"

    def pairs(self) -> dict[str, set[str]]:
        """For the seat to move: each free cell that can start a tile, with
        the cells that can finish it."""
        pairs: dict[str, set[str]] = {}
        for move in self.state.legal_moves(self.table.acting_seats()[0]):
            black, white = cell_name(move["black"]), cell_name(move["white"])
            pairs.setdefault(black, set()).add(white)
        return pairs

    def on_cell(self, name: str) -> None:
        if not self.table.acting_seats():
            self.warn(self.table.why_not_acting())
            return
        pairs = self.pairs()
        if self.first is not None and name in pairs.get(self.first, ()):
            first, second = cell_from_name(self.first), cell_from_name(name)
            black, white = (first, second) if self.first_colour == "black" else (second, first)
            self.table.play({"black": list(black), "white": list(white)})
            return
        if name == self.first:
            self.clear_selection()
        elif name in pairs:
            self.first = name
        else:
            self.warn("That cell cannot start a tile: it is covered or has no free neighbour.")
            return
        self.table.render()

    def game_action(self, name: str, value: str) -> None:
        if self.coordinates.action(name):
            return
        if name == "swap" and self.first is not None:
            self.first_colour = "white" if self.first_colour == "black" else "black"
            self.table.render()
        elif name == "cancel":
            self.clear_selection()
            self.table.render()

    # -- markup -----------------------------------------------------------------
    def board_markup(self) -> str:
        view = self.state.view(None)
        interactive = bool(self.table.acting_seats())
        if not interactive:
            legal: set[str] = set()
        elif self.first is None:
            legal = set(self.pairs())
        else:
            legal = self.pairs().get(self.first, set())
        return render.board(
            self.game.id, view, legal=legal, selected=self.first, selected_colour=self.first_colour,
            interactive=interactive, coordinates=self.coordinates.drawn(), hint=self.table.hint_shown(),
        )

    def panel_markup(self) -> str:
        state = self.state
        rows = []
        for seat in (0, 1):
            moving = " to-move" if seat in state.to_move else ""
            rows.append(
                f'<div class="score {SIDE_CLASS[seat]}{moving}">'
                f'<span class="who"><span class="side">{SIDES[seat]}</span><small>{html.escape(self.seats.card(seat))}</small></span>'
                f'<span class="points" aria-label="{state.scores[seat]} lines">{state.scores[seat]}</span></div>'
            )
        lines = len(state.view(None)["scoring_lines"])
        when = "at the end" if state.over else "right now"
        hint = (
            f"Lines held {when}, out of {lines}. The O or E at the end of each line shows its owner: "
            "an odd number of black hexes is Odd's, an even number (zero too) is Even's."
        )
        return f'<div class="scoreboard">{"".join(rows)}</div><p class="hint">{hint}</p>'

    def result_figures(self) -> str:
        """The key to the strokes the finished board draws through the lines."""
        odd, even = self.state.scores
        items = (
            ("odd", f"Solid: {SIDES[0]}'s {odd} line{'' if odd == 1 else 's'}, each with an odd number of black hexes."),
            ("even", f"Dashed: {SIDES[1]}'s {even} line{'' if even == 1 else 's'}, each with an even number "
                     "(none counts as even)."),
        )
        rows = "".join(
            f'<li><span class="swatch {kind}" aria-hidden="true"></span><span>{html.escape(text)}</span></li>'
            for kind, text in items
        )
        return f'<ul class="result-key dualities-key" aria-label="Lines held">{rows}</ul>'

    def game_buttons(self) -> str:
        if self.first is None:
            return self.coordinates.button()
        other = "white" if self.first_colour == "black" else "black"
        return button(f"Swap colours (make it {other})", "swap") + button("Cancel", "cancel")

    def hint_sentence(self, move: Any, seat: int) -> str:
        """Names the cells only while the board writes their names in them
        (Coordinates); otherwise points at the tile drawn faintly."""
        if not self.coordinates.drawn():
            return "Hint: the black half on the cell drawn faintly black and the white half on the one drawn faintly white."
        side = self.state.view(None)["side"]
        black, white = (cell_label(tuple(move[colour]), side) for colour in ("black", "white"))
        return f"Hint: the black half on {black} and the white half on {white}, as marked."

    def status_text(self) -> str:
        state = self.state
        seat = state.to_move[0]
        if self.seats.kind(seat) == "computer":
            return f"The computer ({SIDES[seat]}) is thinking…"
        who = SIDES[seat] if not self.seats.against_computer() else f"Your turn ({SIDES[seat]})"
        if self.first is None:
            return f"{who}: tap a free cell for the black half of your tile."
        other = "white" if self.first_colour == "black" else "black"
        return f"{who}: now tap a highlighted neighbour for the {other} half, or swap colours."

    def result_text(self) -> tuple[str, str]:
        state = self.state
        winner = state.winners[0]
        odd, even = state.scores
        if self.seats.against_computer():
            headline = "You win!" if self.seats.kind(winner) == "human" else "The computer wins"
        else:
            headline = f"{SIDES[winner]} wins"
        return headline, f"{SIDES[winner]} holds {max(odd, even)} lines to {min(odd, even)}."
