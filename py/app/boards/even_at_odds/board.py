"""Even at Odds' board: the part of the game page that differs for this
game, composed of its parts. The taps lay tiles (taps.py), the position
keeps the views and legal moves (position.py), and what is drawn and said
comes from tabletop.py, panels.py, words.py and results.py."""

from __future__ import annotations

from typing import Any

import oddsevens

from ...board import COMPUTER_PAUSE, Board, Table
from ...dialog import Question
from ...markup import Markup
from ...screen import SoundName
from ...words import N_
from . import panels, questions, results, undo, words
from .position import Position
from .tabletop import table_markup
from .taps import Taps
from .tiles import NEXT_GAME, TEAM_PICK, Cell, Option, Tile

TEAM_PICK_PAUSE = 1.6
"""Seconds the computer waits before choosing a team, so the flip can be read."""


class EvenAtOddsBoard(Board):
    private_views = True
    # Translators: the button a player taps, once the device is handed to them, to show their own hand.
    reveal_label = N_("I am {name}: show my hand")

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.position = Position(table)
        self.taps = Taps(table, self.position, self.warn)

    @property
    def solo(self) -> bool:
        return self.state.options["mode"] == "solo"

    # -- the new-game dialog --------------------------------------------------------
    def questions(self, answers: dict[str, str]) -> list[Question]:
        return questions.questions()

    def setup_from_answers(self, answers: dict[str, Any]) -> dict[str, Any]:
        return questions.setup_from_answers(answers)

    def current_answers(self) -> dict[str, str]:
        return questions.current_answers(self.state.options, self.seats)

    # -- the picked tile --------------------------------------------------------------
    @property
    def tile(self) -> Tile | None:
        """The picked hand tile as turned: (the end for the tapped cell, the other end)."""
        return self.taps.tile

    @property
    def anchor(self) -> Cell | None:
        """The cell tapped for the tile."""
        return self.taps.anchor

    def options(self) -> list[Option]:
        """Every way to lay the picked tile (`Taps.options`)."""
        return self.taps.options()

    def shown_options(self) -> list[Option]:
        """The ways drawn on the table once a cell is tapped (`Taps.shown_options`)."""
        return self.taps.shown_options()

    def anchor_turns(self) -> bool:
        """Whether the tile can also lie on the tapped cell the other way round."""
        return self.taps.anchor_turns()

    # -- taps ---------------------------------------------------------------------------
    def on_tile(self, name: str) -> None:
        self.taps.on_tile(name)

    def on_cell(self, name: str) -> None:
        self.taps.on_cell(name)

    def on_hover(self, name: str) -> None:
        self.taps.on_hover(name)

    def game_action(self, name: str, value: str) -> None:
        self.taps.on_button(name, value)

    def clear_selection(self) -> None:
        self.taps.clear()

    def automatic_move(self, state: oddsevens.State, seat: int) -> Any:
        """A pass, for a player none of whose tiles can be laid: the engine
        offers them nothing else."""
        return "pass" if state.legal_moves(seat) == ["pass"] else None

    def move_sound(self, move: Any) -> SoundName | None:
        """A tile laid, or swapped with the double-blank helper; a pass,
        a team picked and the next game dealt are silent."""
        return "laid" if isinstance(move, dict) and "team" not in move else None

    # -- drawing --------------------------------------------------------------------------
    def board_markup(self) -> Markup:
        names = None if self.solo else words.hand_names(self.seats)
        return table_markup(self.game.id, self.taps, names, self.table.hint_shown())

    def panel_markup(self) -> Markup:
        return panels.panel_markup(self.position.view(), self.seats, self.position.actor(), self.table.hint_shown())

    def game_buttons(self) -> Markup:
        return panels.game_buttons(self.taps, self.solo, self.table.hint_shown())

    def result_figures(self) -> Markup:
        """The key to the finished table: the outlined groups that decided
        it (the other faces are faded), and a tie-break on the highest level."""
        return panels.result_key(self.position.seen_by(None), self.seats)

    # -- words ------------------------------------------------------------------------------
    def hint_sentence(self, move: Any, seat: int) -> str:
        return words.hint_sentence(move, seat, self.state)

    def status_text(self) -> str:
        return words.status_text(self.position, self.taps, self.seats)

    def result_text(self) -> tuple[str, str]:
        return results.result_text(self.position.seen_by(None), self.seats)

    # -- the computer and undo ------------------------------------------------------------
    def computer_may_move(self) -> bool:
        """Between the games of a match the finished table stays on view
        until a person deals the next game."""
        return self.position.phase() != NEXT_GAME

    def computer_pause(self) -> float:
        return TEAM_PICK_PAUSE if self.position.phase() == TEAM_PICK else COMPUTER_PAUSE

    def may_undo(self, back: int) -> bool:
        """Never across a draw or a revealed hand; in hot-seat play only the
        move of the player whose hand is on screen."""
        return undo.may_undo(self.table, back)

    def undo_refusal(self, back: int) -> str:
        return undo.undo_refusal(self.table, back)
