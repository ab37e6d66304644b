"""The Dualities page: two taps lay a tile, the first tap is the black half
unless the player swaps colours before the second tap."""

from __future__ import annotations

import html
from typing import Any, Optional

from oddsevens import render
from oddsevens.core.cells import cell_from_name, cell_name
from oddsevens.core.hexgrid import cell_label
from oddsevens.games.dualities import GAME
from oddsevens.render.dualities_svg import OWNER_MARK

from .. import words
from ..board import Board, Table
from ..coordinates import Coordinates
from ..dialog import NEEDS_COMPUTER, Field
from ..markup import button
from ..words import _, ngettext

SIDES = GAME.sides
"""The sides' names in English (marked in the engine): `_(SIDES[seat])` says one."""
SIDE_CLASS = ("odd", "even")
ODD = 0


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
            Field("opponent", _("Opponent"), [("computer", _("The computer")), ("friend", _("A friend on this device"))],
                  "computer"),
            # Translators: the choices are Dualities' sides: Odd lays the first tile, Even the second.
            Field("side", _("You play"), [("odd", _("Odd, first")), ("even", _("Even, second"))], "odd", NEEDS_COMPUTER),
            Field("lines", _("Scoring lines"), [("rows", _("The 9 rows")), ("all", _("All 27 lines (advanced)"))], "rows"),
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
            self.warn(_("That cell cannot start a tile: it is covered or has no free neighbour."))
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
            interactive=interactive, coordinates=self.coordinates.drawn(), hint=self.table.hint_shown(), say=words.say,
        )

    def panel_markup(self) -> str:
        state = self.state
        rows = []
        for seat in (0, 1):
            moving = " to-move" if seat in state.to_move else ""
            held = state.scores[seat]
            # Translators: a score card's number, for screen readers: the lines a side holds.
            points = ngettext("{count} lines", "{count} lines", held).format(count=held)
            rows.append(
                f'<div class="score {SIDE_CLASS[seat]}{moving}">'
                f'<span class="who"><span class="side">{html.escape(_(SIDES[seat]), quote=False)}</span>'
                f'<small>{html.escape(self.seats.card(seat))}</small></span>'
                f'<span class="points" aria-label="{html.escape(points)}">{held}</span></div>'
            )
        lines = len(state.view(None)["scoring_lines"])
        odd_mark, even_mark = (_(mark) for mark in OWNER_MARK)
        if state.over:
            # Translators: {lines} is how many lines score (9 or 27); {odd} and {even} are the letters that mark the
            # lines Odd and Even hold ("O", "E").
            hint = _(
                "Lines held at the end, out of {lines}. The {odd} or {even} at the end of each line shows its owner: "
                "an odd number of black hexes is Odd's, an even number (zero too) is Even's."
            )
        else:
            # Translators: {lines} is how many lines score (9 or 27); {odd} and {even} are the letters that mark the
            # lines Odd and Even hold ("O", "E").
            hint = _(
                "Lines held right now, out of {lines}. The {odd} or {even} at the end of each line shows its owner: "
                "an odd number of black hexes is Odd's, an even number (zero too) is Even's."
            )
        hint = html.escape(hint.format(lines=lines, odd=odd_mark, even=even_mark), quote=False)
        return f'<div class="scoreboard">{"".join(rows)}</div><p class="hint">{hint}</p>'

    def result_figures(self) -> str:
        """The key to the strokes the finished board draws through the lines."""
        odd, even = self.state.scores
        items = (
            # Translators: the key to the strokes drawn on a finished board: Odd's lines are drawn solid.
            ("odd", ngettext("Solid: Odd's {count} line, each with an odd number of black hexes.",
                             "Solid: Odd's {count} lines, each with an odd number of black hexes.", odd).format(count=odd)),
            # Translators: the key to the strokes drawn on a finished board: Even's lines are drawn dashed.
            ("even", ngettext("Dashed: Even's {count} line, each with an even number (none counts as even).",
                              "Dashed: Even's {count} lines, each with an even number (none counts as even).",
                              even).format(count=even)),
        )
        rows = "".join(
            f'<li><span class="swatch {kind}" aria-hidden="true"></span><span>{html.escape(text)}</span></li>'
            for kind, text in items
        )
        # Translators: the key to the strokes drawn on a finished board, for screen readers.
        key = html.escape(_("Lines held"))
        return f'<ul class="result-key dualities-key" aria-label="{key}">{rows}</ul>'

    def game_buttons(self) -> str:
        if self.first is None:
            return self.coordinates.button()
        if self.first_colour == "black":
            # Translators: a button: the half just placed becomes white.
            swap = _("Swap colours (make it white)")
        else:
            # Translators: a button: the half just placed becomes black.
            swap = _("Swap colours (make it black)")
        return button(swap, "swap") + button(_("Cancel"), "cancel")

    def hint_sentence(self, move: Any, seat: int) -> str:
        """Names the cells only while the board writes their names in them
        (Coordinates); otherwise points at the tile drawn faintly."""
        if not self.coordinates.drawn():
            return _("Hint: the black half on the cell drawn faintly black and the white half on the one drawn faintly white.")
        side = self.state.view(None)["side"]
        black, white = (cell_label(tuple(move[colour]), side) for colour in ("black", "white"))
        # Translators: {black} and {white} are cells ("E5").
        return _("Hint: the black half on {black} and the white half on {white}, as marked.").format(black=black, white=white)

    def status_text(self) -> str:
        state = self.state
        seat = state.to_move[0]
        if self.seats.kind(seat) == "computer":
            return _("The computer (Odd) is thinking…") if seat == ODD else _("The computer (Even) is thinking…")
        yours = self.seats.against_computer()
        if self.first is None:
            if yours:
                return (_("Your turn (Odd): tap a free cell for the black half of your tile.") if seat == ODD
                        else _("Your turn (Even): tap a free cell for the black half of your tile."))
            return (_("Odd: tap a free cell for the black half of your tile.") if seat == ODD
                    else _("Even: tap a free cell for the black half of your tile."))
        if self.first_colour == "black":
            if yours:
                return (_("Your turn (Odd): now tap a highlighted neighbour for the white half, or swap colours.")
                        if seat == ODD
                        else _("Your turn (Even): now tap a highlighted neighbour for the white half, or swap colours."))
            return (_("Odd: now tap a highlighted neighbour for the white half, or swap colours.") if seat == ODD
                    else _("Even: now tap a highlighted neighbour for the white half, or swap colours."))
        if yours:
            return (_("Your turn (Odd): now tap a highlighted neighbour for the black half, or swap colours.")
                    if seat == ODD
                    else _("Your turn (Even): now tap a highlighted neighbour for the black half, or swap colours."))
        return (_("Odd: now tap a highlighted neighbour for the black half, or swap colours.") if seat == ODD
                else _("Even: now tap a highlighted neighbour for the black half, or swap colours."))

    def result_text(self) -> tuple[str, str]:
        state = self.state
        winner = state.winners[0]
        odd, even = state.scores
        if self.seats.against_computer():
            headline = _("You win!") if self.seats.kind(winner) == "human" else _("The computer wins")
        else:
            headline = _("Odd wins") if winner == ODD else _("Even wins")
        held, other = max(odd, even), min(odd, even)
        if winner == ODD:
            # Translators: {held} and {other} are the numbers of lines each side holds.
            return headline, _("Odd holds {held} lines to {other}.").format(held=held, other=other)
        # Translators: {held} and {other} are the numbers of lines each side holds.
        return headline, _("Even holds {held} lines to {other}.").format(held=held, other=other)
