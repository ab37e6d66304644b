"""Embed on a game page: after a move, the dialog's code, pasted as it is
into a blog post on another site, frames the game at that position; what
Copy copies is what the dialog shows, and its buttons stay where they are,
while the computer plays behind it."""

from __future__ import annotations

import html
import json
import re

import pytest

import oddsevens
from conftest import BOOT_TIMEOUT_MS
from embedding import play_in, serve_post
from ready_positions import SECOND_TAP_PAUSE_MS

pytestmark = pytest.mark.browser

LEGAL = ".board .cell.legal"
STONES = "cells => cells.map(c => c.dataset.cell).sort()"
FRIENDS = {"seats": ["human", "human"], "options": {"lines": "rows"}}


def stones(where) -> dict[str, list[str]]:
    return {colour: where.locator(f".board .cell.{colour}").evaluate_all(STONES) for colour in ("black", "white")}


def test_the_embed_code_frames_the_game_at_its_position_on_another_site(page, site, tmp_path):
    page.set_default_timeout(20_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    saved = json.dumps({"version": 1, "record": oddsevens.game("dualities").start(2, 7).record(), "setup": FRIENDS})
    # A game between friends, saved before the page boots; the frame on another site may not touch storage.
    page.add_init_script(
        f"try {{ localStorage.getItem('oddsevens:dualities') ?? localStorage.setItem('oddsevens:dualities', {json.dumps(saved)}); }}"
        " catch (refused) {}"
    )
    page.goto(f"{site}?game=dualities")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)

    page.locator(LEGAL).first.click()
    page.wait_for_selector(".board .cell.selected")
    page.wait_for_timeout(SECOND_TAP_PAUSE_MS)
    page.locator(LEGAL).first.click()
    page.wait_for_selector(".board .cell.black")
    played = stones(page)

    page.locator("#panel").get_by_role("button", name="Embed").click()
    dialog = page.get_by_role("dialog", name="Embed this game")
    code = dialog.get_by_role("textbox", name="Code to embed this game").input_value()
    assert dialog.get_by_role("radio", name="The position now, after 1 move").is_checked()
    dialog.get_by_role("button", name="Copy code").click()
    dialog.get_by_role("status").filter(has_text="Copied").wait_for()
    assert page.evaluate("navigator.clipboard.readText()") == code
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog:not([open])", state="attached")

    source = re.match(r'<iframe src="([^"]*)" title="Dualities, a game to play"', code)
    assert source is not None, code
    assert html.unescape(source.group(1)).startswith(f"{site}embed.html?game=dualities&opponent=friend&lines=rows&record=")
    server, post = serve_post(tmp_path, "localhost", [(source.group(1), "Dualities", 600, 500)])
    try:
        page.goto(post)
        frame = page.frame_locator("iframe[title='Dualities']")
        play_in(frame)
        frame.locator(LEGAL).first.wait_for()
        assert stones(frame) == played
        assert "Even" in frame.locator("#status").inner_text()
        assert frame.locator("#notice").is_hidden(), "embed.html used every setting"
    finally:
        server.shutdown()
    assert errors == []


def box(locator) -> tuple[float, float, float, float]:
    found = locator.bounding_box()
    assert found is not None
    return found["x"], found["y"], found["width"], found["height"]


def test_the_embed_dialog_copies_what_it_shows_and_stays_still_while_the_computer_plays(page, site):
    """Opened while the computer chooses its team in Even at Odds, the
    dialog offers a new game; the choice made behind it changes nothing in
    the dialog, not the code Copy copies (a record would carry the seed),
    nor where Copy is."""
    page.set_default_timeout(20_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    state = oddsevens.game("even-at-odds").start(2, 0)
    assert state.to_move == (1,), "the computer, seat 1, chooses its team first"
    entry = json.dumps({"version": 1, "record": state.record(), "setup": {"seats": ["human", "computer"], "options": {"match": "single"}}})
    page.add_init_script(
        f"localStorage.getItem('oddsevens:even-at-odds') ?? localStorage.setItem('oddsevens:even-at-odds', {json.dumps(entry)})"
    )
    page.goto(f"{site}?game=even-at-odds")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)

    page.locator("#panel").get_by_role("button", name="Embed").click()
    dialog = page.get_by_role("dialog", name="Embed this game")
    code = dialog.get_by_role("textbox", name="Code to embed this game").input_value()
    assert "record=" not in code
    copy = dialog.get_by_role("button", name="Copy code")
    where = box(copy)
    page.wait_for_function("JSON.parse(localStorage.getItem('oddsevens:even-at-odds')).record.moves.length === 1",
                           timeout=BOOT_TIMEOUT_MS)
    assert box(copy) == where, "the computer's choice behind the dialog moves nothing in it"
    copy.click()
    dialog.get_by_role("status").filter(has_text="Copied").wait_for()
    assert page.evaluate("navigator.clipboard.readText()") == code
    assert dialog.get_by_role("textbox", name="Code to embed this game").input_value() == code
    assert dialog.get_by_role("radio").count() == 0
    assert box(copy) == where, "saying Copied moves no button"
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog:not([open])", state="attached")

    # Opened again on the position: choosing a new game hides the seed's warning in its place.
    page.locator("#panel").get_by_role("button", name="Embed").click()
    seed = dialog.locator(".embed-seed")
    assert seed.is_visible() and "record=" in dialog.get_by_role("textbox").input_value()
    where = box(copy)
    dialog.get_by_role("radio", name="A new game with these settings").check()
    page.wait_for_function("!document.querySelector('#dialog textarea').value.includes('record=')")
    assert seed.is_hidden()
    assert box(copy) == where, "the choice moves no button"
    assert errors == []
