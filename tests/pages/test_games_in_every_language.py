"""Each game page in each language on the page layer (fake screen): a game
against the computer played to its end, with a hint, the move list, a
replay, the review, the new-game dialog, the embed code and a bad move,
leaves no English word in anything shown or said (tests/support/english_left.py)."""

from __future__ import annotations

import random
import re

import pytest

from app import words
from app.pages import PAGES
from app.storage import MemoryStore
from english_left import english_left, lines_with_english
from fakes import make_page
from sitebuild import languages

TRANSLATED = languages.TRANSLATED
MOVES = 400


@pytest.fixture(scope="module")
def catalogues() -> dict[str, bytes]:
    return languages.compile_catalogues()


def everything_shown(game_id: str) -> list[str]:
    """All a player of `game_id` sees and hears in one game against the computer."""
    page = make_page(game_id, seed=3)
    page.open()
    page.embed_code.embed_page = "https://example.org/embed.html"
    screen = page.screen
    chooser = random.Random(7)
    page.action("hint")
    screen.run_pending()
    for _ in range(MOVES):
        if page.state.over:
            break
        humans = page.humans_to_move()
        if humans:
            legal = page.state.legal_moves(humans[0])
            page.play(chooser.choice(legal), humans[0])
        elif screen.pending:
            screen.run_pending()
        else:
            page.action("next-round")
        screen.run_pending()
    page.action("review", "0")
    screen.run_pending()
    page.action("replay")
    page.action("replay-exit")
    page.action("embed")
    page.action("export")
    page.action("share")
    page.action("new-game")
    page.play({"not": "a move"})
    shown = [*screen.shown, *screen.statuses, *screen.announced, *screen.notices, screen.shown_dialog or ""]
    return [piece for piece in shown if piece]


@pytest.mark.parametrize("language", TRANSLATED, ids=lambda language: language.code)
@pytest.mark.parametrize("game_id", [game_id for game_id in PAGES if game_id != "even-takes"])
def test_a_whole_game_shows_no_english(catalogues, language, game_id):
    with languages.speaking(language, catalogues[language.code]):
        shown = everything_shown(game_id)
        assert words.language() == language.code
    left = sorted({line for piece in shown for line in lines_with_english(piece, language.code)})
    assert not english_left("\n".join(shown), language.code), f"{game_id} in {language.code}: {left[:12]}"


def test_the_same_game_in_english_says_it_in_english():
    shown = "\n".join(everything_shown("dualities"))
    assert "Odd" in shown and "Even" in shown


@pytest.mark.parametrize("game_id", ["even-odds", "dualities"])
def test_a_game_saved_in_japanese_resumes_the_same_in_english(catalogues, game_id):
    store = MemoryStore()
    japanese = next(language for language in TRANSLATED if language.code == "ja")
    with languages.speaking(japanese, catalogues["ja"]):
        page = make_page(game_id, store=store, seed=3)
        page.open()
        for _ in range(6):
            humans = page.humans_to_move()
            if humans:
                page.play(page.state.legal_moves(humans[0])[0], humans[0])
            page.screen.run_pending()
        record = page.state.record()
    english = make_page(game_id, store=store, seed=9)
    english.open()
    assert english.state.record() == record and len(record["moves"]) >= 3
    shown = english.screen.regions["status"] + english.screen.regions["panel"]
    assert not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", shown), "the English page speaks English"
