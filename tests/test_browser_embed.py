"""embed.html in Chromium: a blog on another origin embeds a game and a move
is played inside the frame; bad parameters and records are explained inside
the frame; a record shows its position, also on a rules page's live board."""

from __future__ import annotations

import json
import threading
from urllib.parse import quote

import pytest

import build
import oddsevens

from conftest import BOOT_TIMEOUT_MS

pytestmark = pytest.mark.browser

LEGAL = ".board .cell.legal"


@pytest.fixture
def blog(site, tmp_path):
    """A blog post served from a second local origin (another port), with an
    iframe of the site's embed.html as a reader would paste it."""
    post = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My games blog</title></head>
<body><h1>A post about Dualities</h1><p>Try it here:</p>
<iframe src="{site}embed.html?game=dualities&amp;opponent=friend" title="Dualities"
        width="600" height="500" style="border: 0"></iframe>
<p>And on a phone-sized frame:</p>
<iframe src="{site}embed.html?game=dualities&amp;opponent=friend&amp;lines=all" title="Dualities, small"
        width="360" height="480" style="border: 0"></iframe>
</body></html>"""
    (tmp_path / "post.html").write_text(post, encoding="utf-8")
    server = build.make_server(tmp_path, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/post.html"
    server.shutdown()


def frame_overflow(frame) -> list[int]:
    return frame.evaluate(
        "() => { const root = document.documentElement;"
        " return [root.scrollWidth - root.clientWidth, root.scrollHeight - root.clientHeight]; }"
    )


def test_a_blog_on_another_origin_embeds_a_game_and_a_move_is_played_in_it(page, site, blog):
    page.set_default_timeout(20_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(blog)
    assert page.evaluate("location.origin") != site.rstrip("/")
    frame = page.frame_locator("iframe[title='Dualities']")
    frame.locator("html[data-ready]").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    assert frame.locator(".board .cell").count() == 61
    assert frame.locator(".site-header").count() == 0, "no site chrome inside the frame"
    frame.locator("[data-cell='0,0']").click()
    frame.locator(".board .cell.selected").wait_for()
    frame.locator("[data-cell='1,0']").click()
    frame.locator(".board .cell.black").wait_for()
    assert frame.locator(".board .cell.white").count() == 1
    frame.locator("#status", has_text="Even").wait_for()
    frame.get_by_role("button", name="Undo").wait_for()
    embedded = next(child for child in page.frames if child.url.startswith(site + "embed.html"))
    assert frame_overflow(embedded) == [0, 0]
    keys = embedded.evaluate("Object.keys(localStorage)")
    assert "oddsevens:dualities" not in keys, "the site's own saved game is left alone"
    assert any(key.startswith("oddsevens:dualities:embed") for key in keys), keys
    small = page.frame_locator("iframe[title='Dualities, small']")
    small.locator("html[data-ready]").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    small_frame = next(child for child in page.frames if "lines=all" in child.url)
    assert frame_overflow(small_frame) == [0, 0]
    board = small.locator("#board svg").bounding_box()
    assert board["width"] > 250 and board["height"] > 200, "the board scales to the frame"
    assert errors == []


def test_bad_parameters_are_explained_inside_the_frame(visit):
    record = quote('{"game": "dualities", "players": 2, "seed": 1, "options": {}, "moves": [[0, "pass"]]}')
    visit.open(f"embed.html?game=dualities&lines=diagonal&colour=red&record={record}")
    notice = visit.page.locator("#notice")
    notice.wait_for()
    text = notice.inner_text()
    assert "lines=diagonal is not a choice here; use rows or all" in text
    assert "“colour” is not a setting of Dualities" in text
    assert "The record cannot be replayed: move 1 is not legal" in text
    assert visit.page.locator(".board .cell.legal").count() > 0, "a fresh game is ready to play"
    assert visit.page.locator(".board .cell.black").count() == 0
    visit.page.get_by_role("button", name="OK").click()
    notice.wait_for(state="hidden")
    visit.open("embed.html?game=chess")
    message = visit.page.locator("#menu-message")
    assert "There is no game called “chess” here" in message.inner_text()
    assert "dualities" in message.inner_text() and message.is_visible()
    assert visit.errors == []


def test_a_record_shows_its_position_in_the_frame_and_on_a_rules_page(visit):
    moves = [{"black": [0, 0], "white": [1, 0]}, {"black": [2, -2], "white": [2, -1]}, {"black": [-3, 3], "white": [-2, 3]}]
    state = oddsevens.game("dualities").start(seed=5)
    for move in moves:
        state = state.play(move)
    visit.open("embed.html?game=dualities&opponent=friend&record=" + quote(json.dumps(state.record())))
    page = visit.page
    assert sorted(page.eval_on_selector_all(".board .cell.black", "cells => cells.map(c => c.dataset.cell)")) == [
        "-3,3", "0,0", "2,-2"
    ]
    assert page.locator(".board .cell.white").count() == 3
    assert "Even" in page.locator("#status").inner_text()
    assert page.locator("#notice").is_hidden()
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function("document.querySelectorAll('.board .cell.black').length === 2")
    assert "oddsevens:dualities" not in "".join(page.evaluate("Object.keys(localStorage)")), "a fixed position is never saved"

    page.goto(visit.base + "rules/dualities.html")
    live = page.locator("figure.diagram iframe").first
    live.scroll_into_view_if_needed()
    frame = page.frame_locator("figure.diagram iframe >> nth=0")
    frame.locator("html[data-ready]").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    assert frame.locator(".board .cell.black").count() == 6
    assert frame.locator(".board .cell.white").count() == 6
    assert frame.locator(LEGAL).count() > 0, "the reader may play on from the diagram's position"
    snippet = page.locator(".embed-this pre code").inner_text()
    assert snippet.startswith(f'<iframe src="{visit.base}embed.html?game=dualities"')
