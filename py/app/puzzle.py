"""A puzzle on the game page (`?game=<id>&puzzle=<id>`): a position from a
real game between the computer players in which the side to move has one
winning move, and each of its later moves is the only winning one too
(oddsevens.puzzles, proved by the exact solvers). The player moves for that
side; a move off the solution is refused and marked missed, the defender's
replies come from the solution, and the last move solves it. The game
saved on the device is never touched: a puzzle plays unsaved."""

from __future__ import annotations

import json
from typing import Any, Protocol

import oddsevens
from oddsevens.puzzles import Puzzle, UnknownPuzzle, puzzle, puzzles

from .markup import Markup, button, tag
from .progress import NOT_KEPT, PUZZLES_SOLVED, Progress
from .screen import Screen
from .seats import Seats
from .storage import MemoryStore, SavedGames
from .words import N_, _

DIFFICULTIES = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}
"""Each difficulty as the page says it (said with `_`)."""

PHASES = ("open", "solved", "missed")
"""<html data-puzzle>: to be solved, solved, or a move off the solution just made."""
ACTIONS = ("puzzle-again", "puzzle-next")


class ExerciseTable(Protocol):
    """What a puzzle or a lesson (app.lesson) asks of its page: to show a
    position of its own, unsaved, and to draw it again."""

    game: oddsevens.Game
    screen: Screen
    seats: Seats
    saved: SavedGames
    history: list[oddsevens.State]

    def resume(self, setup: dict[str, Any], state: oddsevens.State, another_game: bool = False) -> None: ...

    def render(self) -> None: ...


class PuzzlePlay:
    def __init__(self, table: ExerciseTable, store: Any) -> None:
        self.table = table
        self.solved = Progress(store, PUZZLES_SOLVED)
        """The puzzles solved on this device."""
        self.kept_here = True
        """Whether the browser kept the last puzzle solved (False: storage refused)."""
        self.current: Puzzle | None = None
        self.start = 0
        """The number of moves in the puzzle's position."""
        self.phase = "open"
        self.note = ""
        self.kept: SavedGames | None = None
        """The page's own saving, put back when the puzzle is left."""

    # -- opening --------------------------------------------------------------------
    def open(self, puzzle_id: str) -> bool:
        """The puzzle `puzzle_id` of this game on the page; False (and a
        notice saying so) when the game has no such puzzle."""
        table = self.table
        try:
            found = puzzle(table.game.id, puzzle_id)
        except UnknownPuzzle:
            # Translators: {puzzle} is the puzzle's name as the address gave it.
            table.screen.notice(tag("span", _("There is no puzzle called “{puzzle}” for this game.").format(
                puzzle=puzzle_id[:40])))
            return False
        self.show(found)
        return True

    def show(self, found: Puzzle) -> None:
        table = self.table
        state = oddsevens.replay(found.record)
        solver = found.solution[0][0]
        kinds = ["human" if seat == solver else "computer" for seat in range(state.players)]
        if self.kept is None:
            self.kept = table.saved
        table.saved = SavedGames(MemoryStore())  # a puzzle never replaces the game saved here
        self.current, self.start, self.phase, self.note = found, len(state), "open", ""
        table.resume({"seats": kinds, "options": dict(state.options), "level": "easy"}, state, another_game=True)

    def leave(self) -> None:
        """A new game after a puzzle: saved on the device again."""
        if self.kept is not None:
            self.table.saved, self.kept = self.kept, None
        self.current = None

    # -- the moves ----------------------------------------------------------------------
    def index(self) -> int:
        return len(self.table.history[-1]) - self.start

    def next_entry(self) -> list[Any] | None:
        """The solution's next [seat, move] in the position on screen, None past its end."""
        assert self.current is not None
        index = self.index()
        return self.current.solution[index] if 0 <= index < len(self.current.solution) else None

    def accepts(self, move: Any, seat: int | None) -> bool:
        """Whether the player's move is the solution's; one that is not is
        refused, and the puzzle marked missed until the next try."""
        if self.current is None:
            return True
        entry = self.next_entry()
        if entry is not None and entry[1] == json.loads(json.dumps(move)) and seat in (None, entry[0]):
            self.phase, self.note = "open", ""
            return True
        self.phase = "missed"
        self.note = _("That move does not win: with it, the other side can save the game. Look again: one move wins.")
        self.table.render()
        return False

    def scripted(self) -> bool:
        """Whether the computer's moves come from the puzzle's solution."""
        return self.current is not None

    def reply(self, seat: int) -> Any:
        """The defender's reply the solution scripts for `seat`, or None."""
        if self.current is None:
            return None
        entry = self.next_entry()
        return entry[1] if entry is not None and entry[0] == seat else None

    def moved(self) -> None:
        """After a move: past the solution's end, the puzzle is solved and remembered."""
        if self.current is None or self.next_entry() is not None:
            return
        self.phase = "solved"
        self.note = ""
        self.kept_here = self.solved.remember(self.current.id)

    def done_sentence(self) -> str:
        """Why a tap moves nothing once the puzzle is solved ("" otherwise)."""
        return _("This puzzle is solved: tap Next puzzle or Start again.") if self.finished() else ""

    def finished(self) -> bool:
        """Solved: no more moves are taken on its board."""
        return self.current is not None and self.phase == "solved"

    # -- on screen ------------------------------------------------------------------------
    def status(self) -> str:
        """The status line while a puzzle is on the page ("" when none)."""
        if self.current is None:
            return ""
        if self.phase == "solved":
            solved = _("Solved! Every move of yours was the only one that wins.")
            return solved if self.kept_here else f"{solved} {_(NOT_KEPT)}"
        if self.note:
            return self.note
        return _("Puzzle: find the move that wins. Only one does.")

    def strip(self) -> Markup | None:
        """Over the board's panel: which puzzle this is, Start again and Next puzzle."""
        if self.current is None:
            return None
        found = self.current
        every = puzzles(self.table.game.id)
        number = next(index for index, each in enumerate(every) if each.id == found.id) + 1
        # Translators: a puzzle's heading: its number among the game's puzzles and its difficulty (easy, medium, hard).
        heading = _("Puzzle {number} of {count} · {difficulty}").format(
            number=number, count=len(every), difficulty=_(DIFFICULTIES[found.difficulty]))
        done = _("solved before on this device") if found.id in self.solved.ids() else None
        buttons = [button(_("Start again"), "puzzle-again", disabled=self.index() == 0)]
        if number < len(every):
            buttons.append(button(_("Next puzzle"), "puzzle-next", primary=self.phase == "solved"))
        return tag("section", tag("h2", heading), tag("p", done, class_="hint") if done else None,
                   tag("div", buttons, class_="controls"), class_="puzzle-strip", aria_label=_("Puzzle"))

    def embed_parameters(self) -> list[tuple[str, str]]:
        """The puzzle on screen as embed.html's parameters; none outside a puzzle."""
        return [("puzzle", self.current.id)] if self.current is not None else []

    def shown(self) -> None:
        """<html data-puzzle>: the puzzle's phase, or none."""
        self.table.screen.puzzle_state(self.phase if self.current is not None else None)

    def press(self, name: str) -> None:
        if self.current is None:
            return
        if name == "puzzle-again":
            self.show(self.current)
        elif name == "puzzle-next":
            every = puzzles(self.table.game.id)
            index = next(index for index, each in enumerate(every) if each.id == self.current.id)
            if index + 1 < len(every):
                self.show(every[index + 1])
                self.table.screen.puzzle_address(every[index + 1].id)

