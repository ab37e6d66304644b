"""embed.html in Chromium, as blogs embed it: on another port of the same
site, where the frame may store its game, and on another site (127.0.0.1 and
localhost are different sites to the browser), where Chromium, like most
browsers, refuses a third-party frame localStorage, IndexedDB and service
workers: the game still starts, plays against a friend or the computer, and
says in one quiet line that it is not saved. Bad parameters and records are
explained inside the frame; a record shows its position, also on a rules
page's live board."""

from __future__ import annotations

import json
from urllib.parse import quote, urlparse

import pytest

import oddsevens
from conftest import BOOT_TIMEOUT_MS
from embedding import frame_of, other_site, play_in, serve_post

pytestmark = pytest.mark.browser

LEGAL = ".board .cell.legal"
STORAGE_REFUSED = (
    "() => { try { localStorage.length; return false; } catch (error) { return error.name === 'SecurityError'; } }"
)


@pytest.fixture
def blog(site, tmp_path):
    """A blog post on another port of the site's host (the same site), with two
    iframes of the site's embed.html as a reader would paste them."""
    server, address = serve_post(tmp_path, "127.0.0.1", [
        (f"{site}embed.html?game=dualities&amp;opponent=friend", "Dualities", 600, 500),
        (f"{site}embed.html?game=dualities&amp;opponent=friend&amp;lines=all", "Dualities, small", 360, 480),
    ])
    yield address
    server.shutdown()


def frame_overflow(frame) -> list[int]:
    return frame.evaluate(
        "() => { const root = document.documentElement;"
        " return [root.scrollWidth - root.clientWidth, root.scrollHeight - root.clientHeight]; }"
    )


def test_a_blog_on_another_port_embeds_a_game_that_saves_in_its_own_slot(page, site, blog):
    page.set_default_timeout(20_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(blog)
    assert page.evaluate("location.origin") != site.rstrip("/")
    frame = page.frame_locator("iframe[title='Dualities']")
    frame.locator("html[data-at-rest]").wait_for(state="attached")
    assert frame.locator(".board .cell").count() == 61, "the opening board, drawn at build time"
    assert frame.locator("script[type=py]").count() == 0, "no Python before the reader asks"
    assert frame.locator(".site-header").count() == 0, "no site chrome inside the frame"
    frame.locator("[data-cell='0,0']").click()
    frame.locator("html[data-ready]").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    frame.locator(".board .cell.selected[data-cell='0,0']").wait_for()  # the tap that started the game, played
    frame.locator("[data-cell='1,0']").click()
    frame.locator(".board .cell.black").wait_for()
    assert frame.locator(".board .cell.white").count() == 1
    frame.locator("#status", has_text="Even").wait_for()
    frame.get_by_role("button", name="Undo").wait_for()
    embedded = frame_of(page, site + "embed.html")
    assert not embedded.evaluate(STORAGE_REFUSED), "the same site's frame may store"
    assert frame.locator("#embed-unsaved").is_hidden()
    assert frame_overflow(embedded) == [0, 0]
    keys = embedded.evaluate("Object.keys(localStorage)")
    assert "oddsevens:dualities" not in keys, "the site's own saved game is left alone"
    assert any(key.startswith("oddsevens:dualities:embed") for key in keys), keys
    small = page.frame_locator("iframe[title='Dualities, small']")
    play_in(small)
    small_frame = next(child for child in page.frames if "lines=all" in child.url)
    assert frame_overflow(small_frame) == [0, 0]
    board = small.locator("#board svg").bounding_box()
    assert board["width"] > 250 and board["height"] > 200, "the board scales to the frame"
    assert errors == []


def test_bad_parameters_are_explained_inside_the_frame(visit):
    record = quote('{"game": "dualities", "players": 2, "seed": 1, "options": {}, "moves": [[0, "pass"]]}')
    visit.open(f"embed.html?game=dualities&lines=diagonal&colour=red&record={record}&start=now")
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
    visit.open("embed.html?game=dualities&opponent=friend&start=now&record=" + quote(json.dumps(state.record())))
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
    live = page.locator(".live-diagram").first
    live.scroll_into_view_if_needed()
    assert page.locator("figure.diagram iframe").count() == 0, "a live board rests as a drawing"
    live.get_by_role("button", name="Play from here").click()
    frame = page.frame_locator("figure.diagram iframe >> nth=0")
    frame.locator("html[data-ready]").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    assert frame.locator(".board .cell.black").count() == 6
    assert frame.locator(".board .cell.white").count() == 6
    assert frame.locator(LEGAL).count() > 0, "the reader may play on from the diagram's position"
    snippet = page.locator(".embed-this pre code").inner_text()
    assert snippet.startswith(f'<iframe src="{visit.base}embed.html?game=dualities"')


def test_a_blog_on_another_site_embeds_a_game_that_plays_unsaved_and_opens_on_the_site(page, site, tmp_path):
    """The README's snippet on a page of 127.0.0.1 framing the site on localhost."""
    page.set_default_timeout(20_000)
    embed = other_site(site) + "embed.html?game=dualities&opponent=friend"
    server, post = serve_post(tmp_path, "127.0.0.1", [(embed.replace("&", "&amp;"), "Dualities", 600, 500)])
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.goto(post)
    frame = page.frame_locator("iframe[title='Dualities']")
    play_in(frame)
    embedded = frame_of(page, other_site(site))
    assert embedded.evaluate(STORAGE_REFUSED), "the browser refuses this third-party frame storage"
    assert embedded.evaluate("typeof navigator.serviceWorker === 'undefined' || navigator.serviceWorker.controller === null")
    frame.locator("[data-cell='0,0']").click()
    frame.locator(".board .cell.selected").wait_for()
    frame.locator("[data-cell='1,0']").click()
    frame.locator(".board .cell.black").wait_for()
    frame.locator("#status", has_text="Even").wait_for()
    line = frame.locator("#embed-unsaved")
    assert line.is_visible() and line.inner_text().startswith("Not saved")
    assert frame.locator("#notice").is_hidden(), "one quiet line, no alert"
    assert frame_overflow(embedded) == [0, 0]
    with page.context.expect_page() as opened:
        line.get_by_role("link").click()
    site_page = opened.value
    address = urlparse(site_page.url)
    assert address.path.endswith("/index.html") and address.query == "game=dualities"
    assert address.fragment.startswith("record="), "the game in progress goes along"
    site_page.close()
    assert errors == []
    server.shutdown()


def test_a_site_on_127_0_0_1_embedded_by_localhost_plays_the_computer_without_storage(page, site, tmp_path):
    """The other way round, against the computer: its worker starts in the refused frame too."""
    page.set_default_timeout(20_000)
    embed = site + "embed.html?game=dualities&opponent=computer&level=easy"
    server, post = serve_post(tmp_path, "localhost", [(embed.replace("&", "&amp;"), "Dualities", 600, 500)])
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(post)
    frame = page.frame_locator("iframe[title='Dualities']")
    play_in(frame)
    assert frame_of(page, site).evaluate(STORAGE_REFUSED)
    frame.locator("[data-cell='0,0']").click()
    frame.locator(".board .cell.selected").wait_for()
    frame.locator("[data-cell='1,0']").click()
    frame.locator(".board .cell.black >> nth=1").wait_for(timeout=BOOT_TIMEOUT_MS)
    assert frame.locator(".board .cell.black").count() == 2, "the computer laid its tile"
    assert frame.locator("#embed-unsaved").is_visible()
    assert errors == []
    server.shutdown()
