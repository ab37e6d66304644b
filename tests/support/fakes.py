"""What the tests share: random legal play, and the browser's side of a game
page for running pages under plain Python (a screen that records what the
page shows, storages that fill up or refuse, and a page built on them)."""

from __future__ import annotations

import html
import json
import random
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from typing import Any

import oddsevens
from app.controller import GamePage
from app.storage import MemoryStore, SavedGames


def random_play(state: oddsevens.State, chooser: random.Random, limit: int) -> Iterator[oddsevens.State]:
    """The states after each random legal move from `state` (the acting seat
    drawn too, in the turn-less games), to the end of the game; fails when a
    seat may act without a legal move, or the game outlasts `limit` moves."""
    for _ in range(limit):
        if state.over:
            return
        seat = chooser.choice(state.to_move)
        moves = state.legal_moves(seat)
        assert moves, f"seat {seat} may act but has no legal move"
        state = state.play(chooser.choice(moves), seat)
        yield state
    assert state.over, f"a random playout did not end within {limit} moves"


def board_drawing(markup: str) -> ET.Element:
    """The drawings of a board region, from the first element of class
    "board" on (in hot-seat play they follow the hand-over section), as one
    element: a board may draw more than one (Even at Odds draws the hands
    apart from the table)."""
    start = markup.rindex("<", 0, markup.index('class="board'))
    return ET.fromstring(f"<drawn>{markup[start:]}</drawn>")


def first_move_not_last(record: dict, seat: int) -> list[dict]:
    """The fake review's turnings (app.bots.review's form)."""
    state = oddsevens.replay({**record, "moves": []})
    for index, (mover, move) in enumerate(oddsevens.replay(record).moves()):
        moves = state.legal_moves(mover)
        if mover == seat and len(moves) > 1 and move != moves[-1]:
            return [{"index": index, "played": move, "better": moves[-1], "chance_before": 1.0, "chance_after": 0.0, "exact": True}]
        state = state.play(move, mover)
    return []


class RecordingScreen:
    """Keeps what the page puts on screen: each region's latest markup, every
    markup ever shown (`shown`), the status lines, notices, live-region
    sentences and sounds. Delayed callbacks, the computer's moves (its
    first legal move) and hints (the last legal move) wait in `pending`
    until `run_pending()`."""

    def __init__(self) -> None:
        self.regions: dict[str, str] = {}
        self.shown: list[str] = []
        self.statuses: list[str] = []
        self.notices: list[str | None] = []
        self.announced: list[str] = []
        self.shown_dialog: str | None = None
        self.brought: list[str] = []
        """Every selector brought into view of the page (`bring_into_view`), in order."""
        self.pending: list[Callable[[], None]] = []
        self.address_fragment = ""
        self.downloads: list[tuple[str, str]] = []
        self.clipboard_works = True
        self.clipboard = ""
        self.busy = False
        """Whether the computer-thinking sign is on."""
        self.sideways = False
        """What `wide_board()` answers: a phone held sideways or a large window."""
        self.revealed: list[tuple[str, str]] = []
        self.fresh_moves = 0
        """How many boards were shown with a move not shown before (`moved`)."""
        self.move_count: int | None = None
        """The number of moves in the position drawn last (`showing`)."""
        self.sounds: list[str] = []
        """Every sound asked for, in order."""
        self.room_phase: str | None = None
        self.room_seat: int | None = None
        """<html data-room> and data-seat (`room_state`)."""
        self.shared_links: list[str] = []
        self.left_room = False
        self.puzzle_phase: str | None = None
        self.puzzle_shown = ""
        self.lesson_step: str | None = None
        self.lesson_done = False
        self.lesson_shown: tuple[int, int] | None = None
        self.hints_asked = 0
        """How many hints the page asked of the computer's worker."""
        self.reviews_asked = 0
        """How many reviews the page asked of the computer's worker."""

    @property
    def shown_notice(self) -> str | None:
        return self.notices[-1] if self.notices else None

    def show(self, region: str, markup: str) -> None:
        self.regions[region] = markup
        self.shown.append(markup)
        if region == "announce":
            self.announced.append(html.unescape(markup))

    def status(self, text: str, warning: bool = False) -> None:
        self.regions["status"] = text
        self.statuses.append(text)

    def notice(self, markup: str | None) -> None:
        """A notice; None takes it away (`shown_notice` is then None)."""
        self.notices.append(markup)
        if markup is not None:
            self.shown.append(markup)

    def dialog(self, markup: str | None) -> None:
        """A dialog; None closes it (`shown_dialog` is then None)."""
        self.shown_dialog = markup
        if markup is not None:
            self.shown.append(markup)

    def later(self, seconds: float, callback: Callable[[], None]) -> None:
        self.pending.append(callback)

    def think(self, record: str, seat: int, level: str, seed: int, answer: Callable[[Any], None]) -> None:
        self.pending.append(lambda: answer(oddsevens.replay(json.loads(record)).legal_moves(seat)[0]))

    def hint(self, record: str, seat: int, answer: Callable[[Any], None]) -> None:
        """The hint waits in `pending` too; it suggests the seat's last legal move."""
        self.hints_asked += 1
        self.pending.append(lambda: answer(oddsevens.replay(json.loads(record)).legal_moves(seat)[-1]))

    def review(self, record: str, seat: int, answer: Callable[[Any], None]) -> None:
        """The review waits in `pending` too: it marks the seat's first move
        that was not its last legal move, exactly, with that one as the better."""
        self.reviews_asked += 1
        self.pending.append(lambda: answer(first_move_not_last(json.loads(record), seat)))

    def thinking(self, busy: bool) -> None:
        self.busy = busy

    def copy(self, text: str, done: Callable[[bool], None]) -> None:
        if self.clipboard_works:
            self.clipboard = text
        done(self.clipboard_works)

    def select_copy_source(self) -> None:
        pass

    def download(self, filename: str, text: str) -> None:
        self.downloads.append((filename, text))

    def bring_into_view(self, selector: str) -> None:
        self.brought.append(selector)

    def share_address(self, fragment: str) -> str:
        self.address_fragment = fragment
        return "http://example.test/?game=dualities" + (f"#{fragment}" if fragment else "")

    def wide_board(self) -> bool:
        return self.sideways

    def reveal(self, region: str, selector: str) -> None:
        self.revealed.append((region, selector))

    def moved(self, fresh: bool) -> None:
        self.fresh_moves += fresh

    def showing(self, moves: int) -> None:
        self.move_count = moves

    def sound(self, name: str) -> None:
        self.sounds.append(name)

    def room_address(self, code: str) -> str:
        return f"http://example.test/index.html?game=dualities&room={code}"

    def room_state(self, phase: str | None, seat: int | None) -> None:
        self.room_phase, self.room_seat = phase, seat

    def share_link(self, address: str, title: str, done: Callable[[bool], None]) -> None:
        self.shared_links.append(address)
        done(True)

    def leave_room(self) -> None:
        self.left_room = True

    def puzzle_state(self, phase: str | None) -> None:
        self.puzzle_phase = phase

    def puzzle_address(self, puzzle_id: str) -> None:
        self.puzzle_shown = puzzle_id

    def lesson_state(self, step: str | None, done: bool) -> None:
        self.lesson_step, self.lesson_done = step, done

    def lesson_address(self, number: int, step: int) -> None:
        self.lesson_shown = (number, step)

    def run_pending(self) -> None:
        while self.pending:
            self.pending.pop(0)()


class SharedStore(MemoryStore):
    """localStorage as every tab of one browser shares it (storage.SavedGames
    then watches the other tabs); `full`: every write fails, as in a full storage."""

    shared = True

    def __init__(self, items: dict[str, str] | None = None, full: bool = False) -> None:
        super().__init__()
        self.items.update(items or {})
        self.full = full

    def setItem(self, key: str, value: str) -> None:
        if self.full:
            raise OSError("QuotaExceededError")
        super().setItem(key, value)


class RefusingStore(SharedStore):
    """A private mode: even reading throws."""

    def getItem(self, key: str) -> str | None:
        raise OSError("SecurityError: access denied")

    def setItem(self, key: str, value: str) -> None:
        raise OSError("SecurityError: access denied")


class RecordedPage(GamePage):
    """A game page as the tests make it (`make_page`): on a RecordingScreen,
    which the tests read back."""

    screen: RecordingScreen


def make_page(game_id: str, store: MemoryStore | None = None, seed: int = 5, tab: str | None = None) -> RecordedPage:
    """The game's page on a RecordingScreen, saving into `store` (a fresh MemoryStore by default)."""
    store = MemoryStore() if store is None else store
    return RecordedPage(game_id, RecordingScreen(), SavedGames(store, tab=tab), lambda: "T", lambda: seed)
