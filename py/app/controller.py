"""What every game page shares: history and undo, saving, seats played by
the computer, the new-game dialog and the result panel.

A game page subclasses `GamePage` and supplies the board, the panel, the
status line and how taps become moves. The page talks to the browser only
through a `Screen` (see main.py), so this module runs under plain CPython too.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Optional, Protocol

import oddsevens
from oddsevens.ai.simple import random_move

from .storage import SavedGames

COMPUTER_PAUSE = 0.6
"""Seconds a computer seat waits before moving, so people can follow."""


class Screen(Protocol):
    def show(self, region: str, markup: str) -> None: ...
    def status(self, text: str, warning: bool = False) -> None: ...
    def notice(self, markup: Optional[str]) -> None: ...
    def dialog(self, markup: Optional[str]) -> None: ...
    def later(self, seconds: float, callback: Callable[[], None]) -> None: ...


@dataclass
class Field:
    """One question of the new-game dialog: radio choices of (value, label)."""

    name: str
    legend: str
    choices: list[tuple[str, str]]
    default: str


def history_of(state: oddsevens.State) -> list[oddsevens.State]:
    """Every state from the start to this one, for undo after a reload."""
    record = state.record()
    current = state.game.start(record["players"], record["seed"], **record["options"])
    states = [current]
    for seat, move in record["moves"]:
        current = current.play(move, seat)
        states.append(current)
    return states


def button(label: str, action: str, primary: bool = False, disabled: bool = False, value: str = "") -> str:
    attributes = f' data-action="{html.escape(action)}"'
    if value:
        attributes += f' data-value="{html.escape(value)}"'
    if primary:
        attributes += ' class="primary"'
    if disabled:
        attributes += " disabled"
    return f'<button type="button"{attributes}>{html.escape(label)}</button>'


class GamePage:
    game_id: ClassVar[str]

    def __init__(self, screen: Screen, saved: SavedGames, now: Callable[[], str], new_seed: Callable[[], int]) -> None:
        self.game = oddsevens.game(self.game_id)
        self.screen = screen
        self.saved = saved
        self.now = now
        self.new_seed = new_seed
        self.history: list[oddsevens.State] = []
        self.setup: dict[str, Any] = {}
        self.bot_turn = 0
        """Counts scheduled computer moves, so undo or a new game cancels a pending one."""

    # -- per game ---------------------------------------------------------
    def setup_fields(self) -> list[Field]:
        raise NotImplementedError

    def setup_from_answers(self, answers: dict[str, str]) -> dict[str, Any]:
        """The setup saved with the game: {"seats": [...], "options": {...}, ...}."""
        raise NotImplementedError

    def board_markup(self) -> str:
        raise NotImplementedError

    def panel_markup(self) -> str:
        raise NotImplementedError

    def status_text(self) -> str:
        raise NotImplementedError

    def result_text(self) -> tuple[str, str]:
        """Headline and detail for the game-over panel."""
        raise NotImplementedError

    def on_cell(self, name: str) -> None:
        """A tap on a board cell ("q,r" or "x,y")."""

    def clear_selection(self) -> None:
        """Forget any half-made move (after a move, undo or new game)."""

    # -- shared -----------------------------------------------------------
    @property
    def state(self) -> oddsevens.State:
        return self.history[-1]

    def seat_kind(self, seat: int) -> str:
        return self.setup["seats"][seat]

    def humans_to_move(self) -> list[int]:
        return [seat for seat in self.state.to_move if self.seat_kind(seat) == "human"]

    def against_computer(self) -> bool:
        return "computer" in self.setup["seats"]

    def check_setup(self, setup: Any, players: int) -> None:
        if not isinstance(setup, dict):
            raise ValueError("the saved game has no setup")
        seats = setup.get("seats")
        if (
            not isinstance(seats, list)
            or len(seats) != players
            or any(kind not in ("human", "computer") for kind in seats)
        ):
            raise ValueError("the saved setup does not say who plays each seat")

    def open(self) -> None:
        loaded = self.saved.load(self.game_id, self.now(), self.check_setup)
        if loaded.state is not None:
            self.setup = loaded.setup
            self.history = history_of(loaded.state)
            self.render()
            self.schedule_computer()
            return
        self.start_new(self.setup_from_answers({field.name: field.default for field in self.setup_fields()}))
        if loaded.problem:
            kept = f" It is kept under the key <code>{html.escape(loaded.backup_key)}</code>." if loaded.backup_key else ""
            self.screen.notice(
                f"<span>Your saved game could not be read: {html.escape(loaded.problem)}.{kept} "
                "A new game has started.</span>" + button("New game", "new-game")
            )

    def start_new(self, setup: dict[str, Any]) -> None:
        state = self.game.start(len(setup["seats"]), self.new_seed(), **setup["options"])
        self.setup = setup
        self.history = [state]
        self.bot_turn += 1
        self.clear_selection()
        self.after_change()

    def play(self, move: Any, seat: Optional[int] = None) -> bool:
        try:
            new = self.state.play(move, seat)
        except oddsevens.IllegalMove as error:
            self.screen.status(f"That move is not allowed: {error}.", warning=True)
            return False
        self.history.append(new)
        self.clear_selection()
        self.after_change()
        return True

    def after_change(self) -> None:
        problem = self.saved.save(self.game_id, self.state, self.setup)
        if problem:
            self.screen.notice(f"<span>Careful: {html.escape(problem)}.</span>")
        self.render()
        self.schedule_computer()

    def undo_target(self) -> Optional[int]:
        """How many states to drop: one move with a friend; against the
        computer, back to before your own last move."""
        if len(self.history) < 2:
            return None
        if not self.against_computer():
            return 1
        moves = self.state.moves()
        for back in range(1, len(moves) + 1):
            if self.seat_kind(moves[-back][0]) == "human":
                return back
        return None

    def undo(self) -> None:
        back = self.undo_target()
        if back is None:
            return
        del self.history[-back:]
        self.bot_turn += 1
        self.clear_selection()
        self.after_change()

    def schedule_computer(self) -> None:
        computers = [seat for seat in self.state.to_move if self.seat_kind(seat) == "computer"]
        if not computers:
            return
        self.bot_turn += 1
        turn = self.bot_turn
        self.screen.later(COMPUTER_PAUSE, lambda: self.computer_moves(turn, computers[0]))

    def computer_moves(self, turn: int, seat: int) -> None:
        if turn != self.bot_turn or seat not in self.state.to_move:
            return
        self.play(random_move(self.state, seat, self.state.seed), seat)

    def computer_thinking(self) -> bool:
        return any(self.seat_kind(seat) == "computer" for seat in self.state.to_move)

    # -- actions from buttons ----------------------------------------------
    def action(self, name: str, value: str = "") -> None:
        if name == "undo":
            self.undo()
        elif name == "new-game":
            self.screen.dialog(self.dialog_markup())
        elif name == "dismiss-notice":
            self.screen.notice(None)
        else:
            self.game_action(name, value)

    def game_action(self, name: str, value: str) -> None:
        """Buttons particular to one game."""

    def answers_submitted(self, answers: dict[str, str]) -> None:
        fields = {field.name: field for field in self.setup_fields()}
        clean = {
            name: answers.get(name, field.default)
            if answers.get(name) in {value for value, _ in field.choices}
            else field.default
            for name, field in fields.items()
        }
        self.screen.dialog(None)
        self.screen.notice(None)
        self.start_new(self.setup_from_answers(clean))

    # -- markup -------------------------------------------------------------
    def render(self) -> None:
        self.screen.show("board", self.board_markup())
        self.screen.show("panel", self.panel_markup() + self.controls_markup())
        self.screen.status(self.status_text())

    def controls_markup(self) -> str:
        if self.state.over:
            headline, detail = self.result_text()
            return (
                '<section class="result" aria-label="Result">'
                f"<h2>{html.escape(headline)}</h2><p>{html.escape(detail)}</p>"
                + button("New game", "new-game", primary=True)
                + "</section>"
                + '<div class="controls">' + button("Undo", "undo", disabled=self.undo_target() is None) + "</div>"
            )
        return (
            '<div class="controls">'
            + self.game_buttons()
            + button("Undo", "undo", disabled=self.undo_target() is None)
            + button("New game", "new-game")
            + "</div>"
        )

    def game_buttons(self) -> str:
        return ""

    def dialog_markup(self) -> str:
        current = self.current_answers()
        parts = [f'<form method="dialog" id="new-game-form"><h2 id="dialog-title">New game of {html.escape(self.game.title)}</h2>']
        for field in self.setup_fields():
            parts.append(f'<fieldset><legend>{html.escape(field.legend)}</legend><div class="choices">')
            chosen = current.get(field.name, field.default)
            for value, label in field.choices:
                checked = " checked" if value == chosen else ""
                parts.append(
                    f'<label><input type="radio" name="{html.escape(field.name)}" value="{html.escape(value)}"{checked}>'
                    f"{html.escape(label)}</label>"
                )
            parts.append("</div></fieldset>")
        parts.append(
            '<div class="dialog-actions">'
            '<button type="button" data-action="close-dialog">Cancel</button>'
            '<button type="submit" class="primary">Start game</button></div></form>'
        )
        return "".join(parts)

    def current_answers(self) -> dict[str, str]:
        """The dialog opens on the choices of the game in progress."""
        return {}
