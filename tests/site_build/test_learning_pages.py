"""Where the built pages lead to lessons and puzzles: a Try it link under
each rules section a lesson's step teaches, in every language; the menu's
Learn links and its Learn the games section (sitebuild.rules, sitebuild.pages)."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest

import oddsevens
from oddsevens.lessons import lesson, lessons
from oddsevens.puzzles import puzzles
from sitebuild import pages, rules
from sitebuild.languages import ENGLISH, LANGUAGES, compiled, read_catalogue, speaking
from sitebuild.project import ROOT

GAMES = [game_id for game_id, game in oddsevens.GAMES.items() if game.listed]


def try_it_links(markup: str) -> list[dict[str, list[str]]]:
    return [parse_qs(urlsplit(link.replace("&amp;", "&")).query)
            for link in re.findall(r'<p class="try-it"><a href="([^"]+)"', markup)]


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda language: language.code)
@pytest.mark.parametrize("game_id", GAMES)
def test_each_rules_section_a_step_teaches_has_a_try_it_link_to_that_step(game_id, language):
    markdown = pages.read_seeds(language)[game_id]
    catalogue = None if language == ENGLISH else compiled(read_catalogue(language))
    with speaking(language, catalogue):
        page = rules.rules_html(game_id, markdown, "../", game_id, language=language)
    sections = re.findall(r'<h[23] id="([^"]+)">', page)
    assert sections == rules.english_section_ids(game_id), "every section has its English id"
    taught = {step.section for found in lessons(game_id) for step in found.steps}
    links = try_it_links(page)
    assert len(links) == len(taught)
    for query in links:
        found = lesson(game_id, int(query["lesson"][0]))
        step = found.steps[int(query["step"][0]) - 1]
        assert query["game"] == [game_id] and step.section in taught
    if language.code != "en":
        assert "Try it</a>" not in page, "said in the page's language"


def test_the_menu_offers_every_lesson_the_puzzles_and_the_puzzle_of_the_day():
    entries = pages.games()
    menu = pages.menu_html(entries, pages.read_seeds(), LANGUAGES[0])
    for game_id in GAMES:
        assert f'<a class="learn-link" href="?game={game_id}&amp;lesson=1">Learn</a>' in menu
        for number in range(1, len(lessons(game_id)) + 1):
            assert f'data-lesson="{game_id}/{number}"' in menu
    for game_id in ("dualities", "evening"):
        ids = re.search(rf'data-game="{game_id}" data-puzzles="([^"]+)"', menu)
        assert ids is not None and ids.group(1).split() == [found.id for found in puzzles(game_id)]
    daily = re.search(r'<p class="puzzle-of-the-day"><a href="([^"]+)" data-puzzles="([^"]+)"', menu)
    assert daily is not None
    assert len(daily.group(2).split()) == len(puzzles("dualities")) + len(puzzles("evening"))


def test_boot_js_reads_the_progress_the_page_layer_keeps():
    """The menu's marks read the entries app.progress writes."""
    from app import progress

    boot = (ROOT / "static" / "boot.js").read_text(encoding="utf-8")
    for key in (progress.PUZZLES_SOLVED, progress.LESSONS_FINISHED):
        assert f'progress("{key.removeprefix(pages.STORAGE_PREFIX)}")' in boot
