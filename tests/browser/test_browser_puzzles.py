"""A puzzle on a phone held sideways: solved by the taps of its solution,
missed by another move (app.puzzle); and, on a phone upright, a puzzle and
a lesson's step in embeds on another site's page, where the browser refuses
the frames storage."""

from __future__ import annotations

from typing import Any

import pytest

import oddsevens
from conftest import BOOT_TIMEOUT_MS
from embedding import other_site, play_in, serve_post
from lesson_paths import a_miss, step_solution
from move_taps import tap_move
from oddsevens.core.cells import cell_name
from oddsevens.lessons import lesson
from oddsevens.puzzles import Puzzle, puzzles
from ready_positions import SECOND_TAP_PAUSE_MS

PIXEL = "Pixel 7"


def phone_page(new_context: Any, playwright: Any, sideways: bool) -> Any:
    device = dict(playwright.devices[PIXEL])
    if sideways:
        size = device["viewport"]
        device["viewport"] = {"width": size["height"], "height": size["width"]}
    page = new_context(**device).new_page()
    page.set_default_timeout(20_000)
    return page


def a_puzzle_of_taps(game_id: str) -> Puzzle:
    """A puzzle of two moves or more for the player, its first one a piece laid."""
    return next(found for found in puzzles(game_id) if found.difficulty != "easy" and found.solution[0][1] != "pass")


CASES = [("dualities", True)]
"""A phone held sideways (the embed test below solves Evening's on a phone upright)."""


@pytest.mark.parametrize(("game_id", "sideways"), CASES, ids=[f"{game}-{'sideways' if turned else 'upright'}" for game, turned in CASES])
def test_a_puzzle_is_solved_by_taps_and_missed_by_another_move(new_context, playwright, site, game_id, sideways):
    found = a_puzzle_of_taps(game_id)
    page = phone_page(new_context, playwright, sideways)
    page.goto(f"{site}index.html?game={game_id}&puzzle={found.id}")
    page.wait_for_selector("html[data-ready][data-puzzle=open]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator(".puzzle-strip h2").inner_text().startswith("Puzzle ")
    player = found.solution[0][0]
    start = int(page.get_attribute("html", "data-move-count") or 0)
    for index, (seat, move) in enumerate(found.solution):
        page.wait_for_function(f"document.documentElement.dataset.moveCount >= {start + index}")
        if seat == player and int(page.get_attribute("html", "data-move-count") or 0) == start + index:
            tap_move(page, game_id, move)
    page.wait_for_selector("html[data-puzzle=solved]", state="attached")
    assert page.inner_text("#status").startswith("Solved!")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"
    page.get_by_role("button", name="Start again").tap()
    page.wait_for_selector("html[data-puzzle=open]", state="attached")
    legal = page.eval_on_selector_all(".board .cell.legal", "cells => cells.map(c => c.dataset.cell)")
    right = found.solution[0][1]
    first = cell_name(right["black"] if game_id == "dualities" else right["cell"])
    other = next(cell for cell in legal if cell != first)
    if game_id == "dualities":
        page.locator(f'[data-cell="{other}"]').tap()
        page.wait_for_selector(".board .cell.selected")
        page.wait_for_timeout(SECOND_TAP_PAUSE_MS)
        page.locator(".board .cell.legal").first.tap()
    else:
        page.locator(f'[data-cell="{other}"]').tap()
    page.wait_for_selector("html[data-puzzle=missed]", state="attached")
    assert "does not win" in page.inner_text("#status")


def test_a_puzzle_and_a_lesson_step_in_embeds_on_another_site(new_context, playwright, site, tmp_path):
    """A blog on 127.0.0.1 frames the site on localhost, read on a phone: a
    puzzle is missed, then solved by its solution; a lesson's step is done by its moves."""
    page = phone_page(new_context, playwright, sideways=False)
    found = a_puzzle_of_taps("evening")
    step = lesson("dualities", 1).steps[1]
    frames = [
        (f"{other_site(site)}embed.html?game=evening&amp;puzzle={found.id}", "Evening", 600, 500),
        (f"{other_site(site)}embed.html?game=dualities&amp;lesson=1&amp;step=2", "Dualities", 600, 500),
    ]
    server, post = serve_post(tmp_path, "127.0.0.1", frames)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(post)
    play_in(page.frame_locator("iframe[title='Evening']"))
    puzzle_frame = next(frame for frame in page.frames if "puzzle=" in frame.url)
    puzzle_frame.wait_for_selector("html[data-puzzle=open]", state="attached")
    assert puzzle_frame.evaluate("(() => { try { localStorage.setItem('probe', '1'); return false; } catch { return true; } })()")
    player, right = found.solution[0]
    wrong = next(move for move in oddsevens.replay(found.record).legal_moves(player) if move != right and move != "pass")
    tap_move(puzzle_frame, "evening", wrong)
    puzzle_frame.wait_for_selector("html[data-puzzle=missed]", state="attached")
    start = int(puzzle_frame.get_attribute("html", "data-move-count") or 0)
    for index, (seat, move) in enumerate(found.solution):
        puzzle_frame.wait_for_function(f"document.documentElement.dataset.moveCount >= {start + index}")
        if seat == player and int(puzzle_frame.get_attribute("html", "data-move-count") or 0) == start + index:
            puzzle_frame.wait_for_timeout(SECOND_TAP_PAUSE_MS)
            tap_move(puzzle_frame, "evening", move)
    puzzle_frame.wait_for_selector("html[data-puzzle=solved]", state="attached")
    assert "will not remember" in puzzle_frame.inner_text("#status"), "the refused storage is said"
    play_in(page.frame_locator("iframe[title='Dualities']"))
    lesson_frame = next(frame for frame in page.frames if "lesson=" in frame.url)
    lesson_frame.wait_for_selector(f'html[data-lesson-step="2/{len(lesson("dualities", 1).steps)}"]', state="attached")
    miss, why = a_miss("dualities", step) or (None, None)
    assert miss is not None and why is not None
    tap_move(lesson_frame, "dualities", miss)
    lesson_frame.wait_for_function("text => document.getElementById('status').innerText === text", arg=why.english())
    ((seat, move),) = step_solution("dualities", step)
    lesson_frame.wait_for_timeout(SECOND_TAP_PAUSE_MS)
    tap_move(lesson_frame, "dualities", move)
    lesson_frame.wait_for_function("text => document.getElementById('status').innerText.startsWith(text)",
                                   arg=step.learned.english())
    assert errors == []
    server.shutdown()
