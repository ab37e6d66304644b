"""One game's part of its page: the questions of its new-game dialog, how
taps become moves, and what it draws.

A game page (controller.GamePage) is the same for every game: it holds the
game in progress and composes the parts every game shares (the dialog,
replay and records, saving, the hand-over, the computer's turns). The one
part that differs is the game's `Board`, which reads the page through the
small `Table` interface below and never reaches past it.
"""

from __future__ import annotations

from typing import Any, ClassVar, Protocol

import oddsevens

from .dialog import Question
from .markup import Markup
from .screen import Screen, SoundName
from .seats import Seats
from .storage import SavedGames
from .words import N_, _

COMPUTER_PAUSE = 0.6
"""Seconds a computer seat waits before moving, so people can follow."""
AUTOMATIC_MOVE_PAUSE = 1.5
"""Seconds before the page makes a person's only move for them
(`Board.automatic_move`): time to see the move before it and to read,
on the status line, that they have no other."""


class Table(Protocol):
    """What a board may ask of its page."""

    game: oddsevens.Game
    screen: Screen
    saved: SavedGames
    history: list[oddsevens.State]
    """Every state from the start; during a replay, up to the one shown."""
    seats: Seats

    def viewer(self) -> int | None:
        """Whose view the screen shows (None: the spectator's)."""

    def acting_seats(self) -> list[int]:
        """The seats the person at the device may move for now."""

    def why_not_acting(self) -> str:
        """Why a tap moves nothing now ("" when someone here may act)."""

    def replaying(self) -> bool:
        """An earlier position is on screen (taps on the board do nothing)."""

    def teaching(self) -> bool:
        """A lesson's step is on screen: its task may name cells."""

    def handover_seat(self) -> int | None:
        """In hot-seat play of a game with secrets: the seat last shown."""

    def undo_target(self) -> int | None:
        """How many moves Undo takes back now, or None."""

    def play(self, move: Any, seat: int | None = None) -> bool:
        """Plays `move` (saying why when it is refused); True when played."""

    def hint_shown(self) -> Any:
        """The move the Hint button suggests in the position on screen, or
        None: a board draws it (its renderers' `hint=`)."""

    def render(self) -> None: ...

    def resume_computer(self) -> None:
        """The board's hold on the computer seats (Board.computer_may_move)
        is over: a computer seat to move plays after its pause."""

    def moment_sent(self) -> tuple[bool, Any]:
        """On a guest's page in a room: (True, the `Board.moment` its host
        sent with the position shown); elsewhere (False, None)."""


class Board:
    """The defaults of a game's board; each game's module subclasses it."""

    private_views: ClassVar[bool] = False
    """True for games where each seat sees something the others must not."""
    # Translators: the hand-over button that puts the next player's own view on screen; {name} is that player.
    reveal_label: ClassVar[str] = N_("I am {name}: show my screen")
    """The hand-over button, which puts the next player's own view on screen:
    marked with N_, said with `_` (`said_reveal_label`)."""

    def __init__(self, table: Table) -> None:
        self.table = table

    # -- what the board reads ------------------------------------------------
    @property
    def game(self) -> oddsevens.Game:
        return self.table.game

    @property
    def state(self) -> oddsevens.State:
        return self.table.history[-1]

    @property
    def seats(self) -> Seats:
        return self.table.seats

    @property
    def screen(self) -> Screen:
        return self.table.screen

    def warn(self, text: str) -> None:
        """Draws the page again (forgetting nothing) and says `text` as a warning."""
        self.table.render()
        self.screen.status(text, warning=True)

    # -- the new-game dialog --------------------------------------------------
    def questions(self, answers: dict[str, str]) -> list[Question]:
        """The game's questions, for the answers given so far."""
        raise NotImplementedError

    def setup_from_answers(self, answers: dict[str, Any]) -> dict[str, Any]:
        """The setup saved with the game, {"seats": [...], "options": {...}, ...},
        from checked answers."""
        raise NotImplementedError

    def current_answers(self) -> dict[str, str]:
        """The dialog's answers that would set up the game in progress."""
        return self.seats.dialog_answers()

    swaps_sides: ClassVar[bool] = False
    """Whether a rematch swaps the two seats: in a game whose first seat
    moves first (Dualities' Odd, Evening's White), each player gets the
    other side in turn."""

    # -- taps ---------------------------------------------------------------------
    def on_cell(self, name: str) -> None:
        """A tap on a board cell (core.cells names)."""

    def on_tile(self, name: str) -> None:
        """A tap on a tile in hand (its data-tile value)."""

    def on_hover(self, name: str) -> None:
        """The mouse pointer moved onto a board cell ("" for anything else).
        Touch screens never hover, so no move may depend on it."""

    def on_color(self, name: str) -> None:
        """A tap on a colour to choose (its data-color value)."""

    def on_die(self, name: str) -> None:
        """A tap on a die (its data-die value)."""

    def game_action(self, name: str, value: str) -> None:
        """A button of this game's own (its data-action and data-value)."""

    def clear_selection(self) -> None:
        """Forget any half-made move (after a move, undo or new game)."""

    # -- drawing ------------------------------------------------------------------
    def board_markup(self) -> Markup:
        """The board: a renderer's drawing (`markup.drawing`) of the position on screen."""
        raise NotImplementedError

    def panel_markup(self) -> Markup:
        """The panel beside the board: score cards, notes, standings."""
        raise NotImplementedError

    def said_reveal_label(self, name: str) -> str:
        """The hand-over button's label for the player `name`, in the page's language."""
        return _(self.reveal_label).format(name=name)

    def game_buttons(self) -> Markup:
        """This game's buttons beside Undo and New game."""
        return Markup()

    def offers_hints(self) -> bool:
        """Whether the Hint button is offered in the game in progress: only
        where the computer players' search can play it."""
        return True

    def hint_sentence(self, move: Any, seat: int) -> str:
        """The Hint button's suggestion for `seat` in words, on the status
        line while the board shows it. Each game names its move; it must
        say no more than the seat's own view shows (a tile's hidden number,
        the dice to come)."""
        return _("Hint: the move marked on the board.")

    def status_text(self) -> str:
        """The status line while the game goes on (once it is over, the
        page shows `result_sentence` there instead)."""
        raise NotImplementedError

    def result_text(self) -> tuple[str, str]:
        """The result's headline ("You win!") and the detail that says why."""
        raise NotImplementedError

    def result_sentence(self) -> str:
        """The result said once, on the status line: its headline and its
        detail. The board draws the explanation and the panel holds its
        figures, neither of them repeats it."""
        headline, detail = self.result_text()
        if headline.endswith((".", "!", "?", "。", "！", "？")):
            # Translators: the result on the status line: a headline that ends with its own stop ("You win!"), then why.
            return _("{headline} {detail}").format(headline=headline, detail=detail)
        # Translators: the result on the status line: a headline without a stop ("Draw"), then why.
        return _("{headline}. {detail}").format(headline=headline, detail=detail)

    def result_figures(self) -> Markup:
        """Markup in the result section beside Rematch and New game: the key
        to the explanation the board draws at the end (none by default)."""
        return Markup()

    def rendered(self) -> None:
        """Called after the page has drawn the live game."""

    def moment(self, before: oddsevens.State, after: oddsevens.State) -> Any:
        """What the page shows for a moment after the move from `before` to
        `after` that no view holds (None by default): a room's host sends
        it to its guests with the view, as JSON (`Table.moment_sent`)."""
        return None

    def move_sound(self, move: Any) -> SoundName | None:
        """The sound of `move` when it is first shown: most moves lay a piece
        or a tile; a game with other moves (a pass, dice) says which sound
        each makes, None for silence."""
        return "laid"

    # -- pace and undo --------------------------------------------------------------
    def computer_pause(self) -> float:
        """Seconds before the next computer move; a game may slow down
        where people need time to take in the position."""
        return COMPUTER_PAUSE

    def computer_may_move(self) -> bool:
        """False while the position must stay on view until a person acts."""
        return True

    def automatic_move(self, state: oddsevens.State, seat: int) -> Any:
        """The move the page makes by itself for `seat`, a person to move in
        `state`, where the rules leave them nothing to choose and a tap
        would only ask them to confirm it; None (the default) where they
        choose. The status line says it is made for them; Undo takes such a
        move back with the move before it, never alone, or the page would
        make it again at once."""
        return None

    def may_undo(self, back: int) -> bool:
        """Whether Undo may take back the last `back` moves (the page has
        found how many a person would take back; a game may refuse)."""
        return True

    def undo_refusal(self, back: int) -> str:
        """Why `may_undo(back)` refuses, said when the player taps Undo."""
        return _("That move cannot be taken back: chance has spoken or something hidden has been shown since.")
