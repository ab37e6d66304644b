"""What a game page asks of the browser: `Screen`. The browser's own is
browser_screen.BrowserScreen; the tests use one that records what is shown,
so every page runs under plain CPython too. And what the browser tells a
board of a tap: `TAPPABLE`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, Protocol

from .markup import Markup

SoundName = Literal["laid", "dice", "your-turn", "game-over"]
"""The page's sounds: a piece or tile laid, dice rolled, the turn come to
someone at this device, the game over (app/sound.py chooses them)."""


class Screen(Protocol):
    def show(self, region: str, markup: Markup) -> None: ...
    def status(self, text: str, warning: bool = False) -> None: ...
    def notice(self, markup: Markup | None) -> None: ...
    def dialog(self, markup: Markup | None) -> None: ...
    def later(self, seconds: float, callback: Callable[[], None]) -> None: ...
    def think(self, record: str, seat: int, level: str, seed: int, answer: Callable[[Any], None]) -> None:
        """Ask the computer player (off the main thread) for seat's move in
        the game of this JSON record; `answer(move)` is called with it."""
    def hint(self, record: str, seat: int, answer: Callable[[Any], None]) -> None:
        """Ask the computer's worker which move it suggests to seat, a
        person, in the game of this JSON record; `answer(move)` is called
        with it."""
    def review(self, record: str, seat: int, answer: Callable[[Any], None]) -> None:
        """Ask the computer's worker to review seat's moves in the finished
        game of this JSON record; `answer(turnings)` is called with the
        marked moves (app.bots.review)."""
    def thinking(self, busy: bool) -> None: ...
    def copy(self, text: str, done: Callable[[bool], None]) -> None:
        """Put text on the clipboard; `done(False)` when the browser refuses."""
    def select_copy_source(self) -> None:
        """Select the dialog's text to copy, for copying by hand."""
    def download(self, filename: str, text: str) -> None: ...
    def share_address(self, fragment: str) -> str:
        """Put `fragment` in the page's address ("" removes it); the full
        address of the game with that fragment."""
    def wide_board(self) -> bool:
        """The board has room for a wide drawing (a large window, a phone
        held sideways): a board that has one uses it."""
    def bring_into_view(self, selector: str) -> None:
        """Scroll the page (never a box that scrolls on its own), as little
        as it takes, to bring what matches `selector` into view: all of it
        where it fits on the screen together, else its first element (the
        highest), at the top of the screen unless it is in view already;
        smoothly, unless the player asks for reduced motion. Nothing moves
        when it is in view already or nothing matches."""
    def reveal(self, region: str, selector: str) -> None:
        """Scroll `region` (never the page), when it scrolls, to bring its
        element matching `selector` into view."""
    def moved(self, fresh: bool) -> None:
        """Whether the board shown next holds a move not shown before: then
        the piece just played arrives with a short animation (none where the
        player asks for reduced motion); redrawn for any other reason, it
        stays still."""
    def showing(self, moves: int) -> None:
        """The position drawn next is the game after `moves` moves
        (html[data-move-count]); redrawn with the same count, it is the same
        position, where the status line keeps its height between taps."""
    def room_address(self, code: str) -> str:
        """The invitation to the room `code`: the game page's address with
        ?game=<id>&room=<code>, which this page's address becomes too, so
        that the host's reload finds its room again."""

    def room_state(self, phase: str | None, seat: int | None) -> None:
        """<html data-room> (the room's phase) and data-seat (the seat this
        device plays); None removes them."""

    def share_link(self, address: str, title: str, done: Callable[[bool], None]) -> None:
        """Offers `address` through the system's share sheet where there is
        one; else copies it. `done(False)` when neither worked."""

    def leave_room(self) -> None:
        """Opens the game's page again, out of the room."""

    def puzzle_state(self, phase: str | None) -> None:
        """<html data-puzzle>: "open", "solved" or "missed"; None removes it."""

    def puzzle_address(self, puzzle_id: str) -> None:
        """The page's address names the puzzle on screen (?puzzle=<id>)."""

    def lesson_state(self, step: str | None, done: bool) -> None:
        """<html data-lesson-step> ("k/N", None removes it) and data-lesson-done."""

    def lesson_address(self, number: int, step: int) -> None:
        """The page's address names the lesson and step on screen (?lesson=<n>&step=<k>)."""

    def sound(self, name: SoundName) -> None:
        """Play the short sound `name` (the player has turned sound on); a
        browser that cannot play it stays silent, and nothing fails."""


class Tappable(Protocol):
    """What a board hears of a tap on it (app.board.Board): the name of the
    cell, tile in hand, colour or die tapped."""

    def on_cell(self, name: str) -> None: ...
    def on_tile(self, name: str) -> None: ...
    def on_color(self, name: str) -> None: ...
    def on_die(self, name: str) -> None: ...


CELL = "data-cell"
"""A board's cells carry their names in this attribute (oddsevens.core.cells)."""

TAPPABLE: dict[str, Callable[[Tappable, str], None]] = {
    CELL: lambda board, name: board.on_cell(name),
    "data-tile": lambda board, name: board.on_tile(name),
    "data-color": lambda board, name: board.on_color(name),
    "data-die": lambda board, name: board.on_die(name),
}
"""The attributes that make an element of a board something to tap, each
with what a tap on it tells the board (its value is the name), in the
order they are looked for from the element tapped outwards (app.wiring).
app.zoom measures the elements that carry them; the build declares their
names for static/boot.js, which plays the tap that wakes an embed
(sitebuild.pages.SHARED_VALUES)."""
