"""Accessibility under plain Python: the live region that says each move in
words (who did what, never more than the viewer may know), and the cues
other than colour on every board."""

from __future__ import annotations

import html
import importlib
import json

import pytest

import oddsevens
from app.pages import PAGES
from app.storage import SavedGames
from oddsevens import notation


class MemoryStore:
    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value) -> None:
        self.items[key] = value

    def removeItem(self, key) -> None:
        self.items.pop(key, None)


class AnnouncingScreen:
    """Keeps every text given to the live region, and runs the computer's
    moves (its first legal move) when asked."""

    def __init__(self) -> None:
        self.regions: dict[str, str] = {}
        self.announced: list[str] = []
        self.pending: list = []

    def show(self, region, markup):
        self.regions[region] = markup
        if region == "announce":
            self.announced.append(html.unescape(markup))

    def status(self, text, warning=False):
        self.regions["status"] = text

    def notice(self, markup):
        pass

    def dialog(self, markup):
        pass

    def later(self, seconds, callback):
        self.pending.append(callback)

    def think(self, record, seat, level, seed, answer):
        self.pending.append(lambda: answer(oddsevens.replay(json.loads(record)).legal_moves(seat)[0]))

    def thinking(self, busy):
        pass

    def run_pending(self) -> None:
        while self.pending:
            self.pending.pop(0)()


def make_page(game_id: str):
    module_name, class_name = PAGES[game_id].split(":")
    page_class = getattr(importlib.import_module(module_name), class_name)
    return page_class(AnnouncingScreen(), SavedGames(MemoryStore()), lambda: "T", lambda: 9)


def play_first_human_move(page) -> int:
    seat = page.humans_to_move()[0]
    page.play(page.state.legal_moves(seat)[0], seat)
    return seat


@pytest.mark.parametrize("game_id", sorted(PAGES))
def test_each_move_by_a_person_and_by_the_computer_is_announced(game_id):
    page = make_page(game_id)
    page.open()
    page.screen.run_pending()
    assert page.humans_to_move(), "the default game waits for the person"
    before = page.state
    seat = play_first_human_move(page)
    own = page.screen.announced[-1]
    assert own == f"{page.move_author(seat)}: {notation.describe(before, page.state, page.viewer(), page_names(page))}."
    assert page.screen.regions["announce"] == html.escape(own)
    if not page.state.over and page.computer_thinking():
        count = len(page.screen.announced)
        before = page.state
        page.screen.run_pending()
        computer_seat = page.state.moves()[len(before)][0]
        assert page.seat_kind(computer_seat) == "computer"
        said = page.screen.announced[count]
        assert said.startswith(f"{page.move_author(computer_seat)}: ")
        assert said == f"{page.move_author(computer_seat)}: {notation.describe(before, page.history[len(before) + 1], page.viewer(), page_names(page))}."


def page_names(page) -> list[str]:
    return [page.seat_name(seat) for seat in range(page.state.players)]


def test_sentences_name_the_side_and_the_cells():
    page = make_page("dualities")
    page.open({"seats": ["human", "human"], "options": {"lines": "rows"}})
    move = page.state.legal_moves()[0]
    page.play(move)
    said = page.screen.announced[-1]
    assert said.startswith("Odd: black ") and ", white " in said and said.endswith(".")
    page.play(page.state.legal_moves()[0])
    assert page.screen.announced[-1].startswith("Even: black ")


def test_undo_is_announced_and_a_new_game_empties_the_region():
    page = make_page("evening")
    page.open({"seats": ["human", "human"], "options": {"size": 4, "protocol": "alternating"}})
    page.play(page.state.legal_moves()[0])
    assert page.screen.announced[-1].startswith("White: stone on ")
    page.action("undo")
    assert page.screen.announced[-1] == "Move undone."
    page.start_new({"seats": ["human", "human"], "options": {"size": 4, "protocol": "alternating"}})
    assert page.screen.announced[-1] == ""


def test_undo_against_the_computer_says_how_far_back():
    page = make_page("dualities")
    page.open({"seats": ["human", "computer"], "options": {"lines": "rows"}, "level": "easy"})
    play_first_human_move(page)
    page.screen.run_pending()
    assert page.screen.announced[-1].startswith("Even: black ")
    page.action("undo")
    assert page.screen.announced[-1] == "Move undone (2 moves taken back)."


def test_hot_seat_with_secrets_announces_only_what_everyone_sees():
    """Even Odds among friends at one device: the sentence stays on the page
    after the hand-over, so it is told from the spectator's view."""
    page = make_page("even-odds")
    names = ["Ann", "Bo", "Cy"]
    page.start_new({"seats": ["human"] * 3, "names": names, "options": {"rounds": 1}})
    for _ in range(6):
        page.action("reveal")
        before = page.state
        seat = play_first_human_move(page)
        assert page.screen.announced[-1] == f"{names[seat]}: {notation.describe(before, page.state, None, names)}."
