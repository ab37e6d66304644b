"""The Dualities page: two taps lay a tile, the first tap is the black half
unless the player swaps colours before the second tap."""

from __future__ import annotations

from typing import Any

from oddsevens import render
from oddsevens.core.cells import cell_from_name, cell_name
from oddsevens.core.hexgrid import cell_label
from oddsevens.games.dualities import ODD, SIDE_NAMES
from oddsevens.render.dualities_svg import OWNER_MARK

from ..board import Board, Table
from ..coordinates import Coordinates
from ..dialog import NEEDS_COMPUTER, Field, Question
from ..markup import Markup, button, drawing, join, tag
from ..words import N_, _, ngettext, say

SIDES = SIDE_NAMES
"""The sides' names in English (marked in the engine): `_(SIDES[seat])` says one."""
SIDE_CLASS = ("odd", "even")

STATUS = {
    ("computer", "odd", None): N_("The computer (Odd) is thinking…"),
    ("computer", "even", None): N_("The computer (Even) is thinking…"),
    ("you", "odd", "first"): N_("Your turn (Odd): tap a free cell for the black half of your tile."),
    ("you", "even", "first"): N_("Your turn (Even): tap a free cell for the black half of your tile."),
    ("friends", "odd", "first"): N_("Odd: tap a free cell for the black half of your tile."),
    ("friends", "even", "first"): N_("Even: tap a free cell for the black half of your tile."),
    ("you", "odd", "white"): N_("Your turn (Odd): now tap a highlighted neighbour for the white half, or swap colours."),
    ("you", "even", "white"): N_("Your turn (Even): now tap a highlighted neighbour for the white half, or swap colours."),
    ("friends", "odd", "white"): N_("Odd: now tap a highlighted neighbour for the white half, or swap colours."),
    ("friends", "even", "white"): N_("Even: now tap a highlighted neighbour for the white half, or swap colours."),
    ("you", "odd", "black"): N_("Your turn (Odd): now tap a highlighted neighbour for the black half, or swap colours."),
    ("you", "even", "black"): N_("Your turn (Even): now tap a highlighted neighbour for the black half, or swap colours."),
    ("friends", "odd", "black"): N_("Odd: now tap a highlighted neighbour for the black half, or swap colours."),
    ("friends", "even", "black"): N_("Even: now tap a highlighted neighbour for the black half, or swap colours."),
}
"""The status line while the game goes on, keyed by (who is to move: "computer",
"you" or "friends" (the "other" of `Seats.who_talks_to`); their side; the half
their next tap lays: "first", the black half of a new tile, or the second
half, "white" or "black", None for the computer)."""


class DualitiesBoard(Board):
    swaps_sides = True

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.coordinates = Coordinates(table)
        self.first: str | None = None
        self.first_colour = "black"

    # -- setup -----------------------------------------------------------------
    def questions(self, answers: dict[str, str]) -> list[Question]:
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
            assert first is not None and second is not None, "the cells of legal moves"
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
    def board_markup(self) -> Markup:
        view = self.state.view(None)
        interactive = bool(self.table.acting_seats())
        if not interactive:
            legal: set[str] = set()
        elif self.first is None:
            legal = set(self.pairs())
        else:
            legal = self.pairs().get(self.first, set())
        return drawing(render.board(
            self.game.id, view, legal=legal, selected=self.first, selected_colour=self.first_colour,
            interactive=interactive, coordinates=self.coordinates.drawn(), hint=self.table.hint_shown(), say=say,
        ))

    def panel_markup(self) -> Markup:
        state = self.state
        cards = []
        for seat in (0, 1):
            held = state.scores[seat]
            # Translators: a score card's number, for screen readers: the lines a side holds.
            points = ngettext("{count} lines", "{count} lines", held).format(count=held)
            cards.append(tag(
                "div",
                tag("span", tag("span", _(SIDES[seat]), class_="side"), tag("small", self.seats.card(seat)), class_="who"),
                tag("span", held, class_="points", aria_label=points),
                class_=["score", SIDE_CLASS[seat], seat in state.to_move and "to-move"],
            ))
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
        return join(
            tag("div", cards, class_="scoreboard"),
            tag("p", hint.format(lines=lines, odd=odd_mark, even=even_mark), class_="hint"),
        )

    def result_figures(self) -> Markup:
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
        rows = [tag("li", tag("span", class_=["swatch", kind], aria_hidden="true"), tag("span", text)) for kind, text in items]
        # Translators: the key to the strokes drawn on a finished board, for screen readers.
        key = _("Lines held")
        return tag("ul", rows, class_="result-key dualities-key", aria_label=key)

    def game_buttons(self) -> Markup:
        if self.first is None:
            return self.coordinates.button()
        if self.first_colour == "black":
            # Translators: a button: the half just placed becomes white.
            swap = _("Swap colours (make it white)")
        else:
            # Translators: a button: the half just placed becomes black.
            swap = _("Swap colours (make it black)")
        return join(button(swap, "swap"), button(_("Cancel"), "cancel"))

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
        """The sentence of `STATUS` for the seat to move and the tap it makes next."""
        seat = self.state.to_move[0]
        side = SIDE_CLASS[seat]
        talks_to = self.seats.who_talks_to(seat)
        person = "friends" if talks_to == "other" else talks_to
        if person == "computer":
            case: tuple[str, str, str | None] = ("computer", side, None)
        elif self.first is None:
            case = (person, side, "first")
        else:
            case = (person, side, "white" if self.first_colour == "black" else "black")
        sentence = STATUS[case]
        return _(sentence)

    def result_text(self) -> tuple[str, str]:
        state = self.state
        winner = state.winners[0]
        odd, even = state.scores
        talks_to = self.seats.who_talks_to(winner)
        if talks_to == "you":
            headline = _("You win!")
        elif talks_to == "computer":
            headline = _("The computer wins")
        else:
            headline = _("Odd wins") if winner == ODD else _("Even wins")
        held, other = max(odd, even), min(odd, even)
        if winner == ODD:
            # Translators: {held} and {other} are the numbers of lines each side holds.
            return headline, _("Odd holds {held} lines to {other}.").format(held=held, other=other)
        # Translators: {held} and {other} are the numbers of lines each side holds.
        return headline, _("Even holds {held} lines to {other}.").format(held=held, other=other)
