"""Evening's board: its new-game questions, and the Board's hooks, each
handed to the part that does the work: the taps (`taps`), the panel
(`panels`), the buttons (`buttons`), how the game stands (`standing`) and
the other sentences (`words`)."""

from __future__ import annotations

from typing import Any

import oddsevens
from oddsevens import render

from ...board import Board, Table
from ...coordinates import Coordinates
from ...dialog import NEEDS_COMPUTER, NEEDS_FRIEND, Field, Question
from ...markup import Markup, drawing
from ...screen import SoundName
from ...words import _, say
from . import words
from .buttons import game_buttons
from .panels import panel
from .sides import COLOURS, plays_free
from .standing import standing_text
from .taps import Taps


class EveningBoard(Board):
    swaps_sides = True

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.coordinates = Coordinates(table)
        self.taps = Taps(table, self.coordinates)

    # -- setup -----------------------------------------------------------------
    def questions(self, answers: dict[str, str]) -> list[Question]:
        default_size, sizes = self.game.options["size"]
        opponents = [("computer", _("The computer")), ("friend", _("A friend on this device"))]
        # Translators: the colours a player may choose; White places the first stone.
        colours = [("white", _("White, first stone")), ("black", _("Black"))]
        turns = [("free", _("Free: no turns")), ("alternating", _("Alternating turns"))]
        variants = [
            ("standard", _("Standard: a full tie goes to Black")),
            ("odd-even", _("Odd-even: a full tie goes by parity")),
        ]
        return [
            Field("opponent", _("Opponent"), opponents, "computer"),
            Field("colour", _("You play"), colours, "white", NEEDS_COMPUTER),
            Field("turns", _("Turns"), turns, "free", NEEDS_FRIEND),
            Field("size", _("Board size (cells a side)"), [(str(size), str(size)) for size in sizes], str(default_size)),
            Field("variant", _("Variant"), variants, "standard"),
        ]

    def setup_from_answers(self, answers: dict[str, str]) -> dict[str, Any]:
        if answers["opponent"] == "friend":
            seats = ["human", "human"]
            protocol = answers["turns"]
        else:
            seats = ["human", "computer"] if answers["colour"] == "white" else ["computer", "human"]
            protocol = "alternating"
        options = {"size": int(answers["size"]), "protocol": protocol, "parity": answers["variant"] == "odd-even"}
        return {"seats": seats, "options": options}

    def current_answers(self) -> dict[str, str]:
        options = self.state.options
        computer = self.seats.against_computer()
        return {
            "opponent": "computer" if computer else "friend",
            "colour": "black" if self.seats.kind(0) == "computer" else "white",
            "turns": "free" if computer else options["protocol"],
            "size": str(options["size"]),
            "variant": "odd-even" if options["parity"] else "standard",
        }

    # -- taps --------------------------------------------------------------------
    def on_cell(self, name: str) -> None:
        self.taps.on_cell(name)

    def game_action(self, name: str, value: str) -> None:
        self.taps.action(name, value)

    def automatic_move(self, state: oddsevens.State, seat: int) -> Any:
        """A pass, for a player taking turns with no cell open to them: the
        engine offers them nothing else. Never Done in the free game: it is
        a toggle each player sets for themselves (offered alone to a player
        with no cell, it would also take back a Done already set)."""
        return "pass" if state.legal_moves(seat) == ["pass"] else None

    def move_sound(self, move: Any) -> SoundName | None:
        """A stone laid; a pass and Done are silent."""
        return "laid" if isinstance(move, dict) else None

    # -- drawing -----------------------------------------------------------------
    def board_markup(self) -> Markup:
        humans = self.table.acting_seats()
        return drawing(render.board(
            self.game.id, self.state.view(None), legal_colours=[COLOURS[seat] for seat in humans], interactive=bool(humans),
            coordinates=self.coordinates.drawn(), hint=self.table.hint_shown(), say=say,
        ))

    def panel_markup(self) -> Markup:
        return panel(self.state, self.seats)

    def game_buttons(self) -> Markup:
        return game_buttons(self.table, self.coordinates)

    def offers_hints(self) -> bool:
        """Taking turns only: the computer's search plays no free game,
        where both players may place stones at any time."""
        return not plays_free(self.state)

    def hint_sentence(self, move: Any, seat: int) -> str:
        return words.hint_sentence(move, seat, self.coordinates.drawn(), self.state)

    # -- status --------------------------------------------------------------------
    def status_text(self) -> str:
        state = self.state
        view = state.view(None)
        if not state.moves():
            return words.opening_text(self.seats)
        if plays_free(state):
            history = self.table.history
            return words.free_status(view, history[-2].view(None) if len(history) > 1 else None)
        return words.alternating_status(view, self.seats, self.coordinates.drawn(), state)

    def result_text(self) -> tuple[str, str]:
        decision = self.state.view(None)["decision"]
        return words.headline(self.seats, decision["winner"]), standing_text(decision, over=self.state.over)
