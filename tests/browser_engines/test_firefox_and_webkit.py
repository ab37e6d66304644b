"""The site in Firefox and WebKit (Safari's engine, which iPhones run alone),
beside the Chromium of tests/browser: every game starts, takes a move, gets
the computer's answer and comes back after a reload; the cross-site embed
plays; the site works offline after one visit.

Each scenario is written once against engine_drivers.Engine. One browser per
engine serves the whole module, and each game is one page load then one
reload, so both engines take a few minutes. An engine this machine lacks is
skipped with the reason sitebuild.browsers gives.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

import oddsevens
from app.pages import MENU
from app.stdlib_on_demand import WHOLE_STDLIB_ZIP
from conftest import BOOT_TIMEOUT_MS
from embedding import other_site, serve_post
from engine_drivers import Engine, Firefox, WebKit, Xvfb
from ready_positions import DOMINO_LAID, READY, SECOND_TAP_PAUSE_MS, SEED
from sitebuild import browsers, serve

pytestmark = pytest.mark.engines

COMPUTER_ANSWER_MS = 60_000
"""The computer's answer, its worker's start included, on a busy 2-core machine."""


# -- the engines ------------------------------------------------------------------


@pytest.fixture(scope="session")
def display() -> Iterator[str]:
    """The X display WebKitGTK opens its window on: this one's, or an Xvfb of the tests' own."""
    if os.environ.get("DISPLAY"):
        yield os.environ["DISPLAY"]
        return
    xvfb = Xvfb()
    yield xvfb.display
    xvfb.stop()


@pytest.fixture(scope="module", params=["firefox", "webkit"])
def engine(request: pytest.FixtureRequest) -> Iterator[Engine]:
    """One browser of each engine for the module, or a skip saying why there is none."""
    variable = browsers.FIREFOX_VARIABLE if request.param == "firefox" else browsers.WEBKIT_DRIVER_VARIABLE
    found = browsers.engine_for_tests(variable)
    if not found.program:
        pytest.skip(found.reason)
    if request.param == "firefox":
        opened: Engine = Firefox(found.program)
    else:
        opened = WebKit(found.program, request.getfixturevalue("display"))
    yield opened
    opened.close()


# -- the games --------------------------------------------------------------------


def saved_moves(engine: Engine, game_id: str) -> int:
    key = json.dumps(f"oddsevens:{game_id}")
    return engine.evaluate(f"JSON.parse(localStorage.getItem({key}) || 'null')?.record.moves.length ?? -1")


def board_words(engine: Engine) -> list[str]:
    """What the board says of each of its parts (cells, tiles, dice), as a screen reader would read them."""
    return engine.evaluate("[...document.querySelectorAll('#board [aria-label]')].map(part => part.getAttribute('aria-label'))")


def pause_between_taps() -> None:
    """Two taps sooner on about the same spot count as a double tap (ready_positions.SECOND_TAP_PAUSE_MS)."""
    time.sleep(SECOND_TAP_PAUSE_MS / 1000)


def lay_a_dualities_tile(engine: Engine) -> None:
    engine.click("#board .cell.legal")
    engine.wait_for("#board .cell.selected")
    pause_between_taps()
    engine.click("#board .cell.legal")


def lay_a_domino(engine: Engine) -> None:
    """As ready_positions.lay_a_domino: pick hand tiles until one has marked cells, then lay it."""
    hand = "#board .hand.own [data-tile][role=button]"
    for index in range(engine.count(hand)):
        engine.click(hand, index)
        engine.wait_for("#board .hand.own [data-tile].selected")
        if engine.count("#board .cell.legal"):
            break
    before = engine.count(DOMINO_LAID)
    engine.click("#board .cell.legal")
    engine.wait_for("#board .cell.lays")
    pause_between_taps()
    engine.click("#board .cell.lays")
    engine.wait_until(f"document.querySelectorAll({DOMINO_LAID!r}).length > {before}")


def beat_the_odds_with_one_roll_left() -> str:
    """Against the computer, the person to roll once more before the turn
    passes (ready_positions' Beat the Odds has no computer to answer)."""
    state = oddsevens.game("beat-the-odds").start(2, SEED)
    while state.to_move == (0,) and state.play("roll").to_move == (0,):
        state = state.play("roll")
    assert state.to_move == (0,) and state.legal_moves() == ["roll"]
    setup = {"seats": ["human", "computer"], "names": ["Player 1", "Computer 2"], "options": {"target": 100}}
    return json.dumps({"version": 1, "record": state.record(), "setup": setup})


@dataclass(frozen=True)
class Game:
    """A game's saved position, in which the person is to move; the element
    there is while it is the person's turn; and a move by clicks."""

    saved: Callable[[], str]
    your_turn: str
    play: Callable[[Engine], None]


GAMES = {
    "dualities": Game(READY["dualities"], "#board .cell.legal", lay_a_dualities_tile),
    "evening": Game(READY["evening"], "#board .cell.legal", lambda engine: engine.click("#board .cell.legal")),
    "even-at-odds": Game(READY["even-at-odds"], "#board .hand.own [data-tile][role=button]", lay_a_domino),
    "even-odds": Game(READY["even-odds"], "#board .tile.back.legal", lambda engine: engine.click("#board .tile.back.legal")),
    "beat-the-odds": Game(
        beat_the_odds_with_one_roll_left,
        ".bto-turn .bto-choices button",
        lambda engine: engine.click(".bto-turn .bto-choices button"),
    ),
}


def test_every_game_of_the_menu_is_played_here():
    assert sorted(GAMES) == sorted(MENU)


@pytest.mark.parametrize("game_id", MENU)
def test_a_game_starts_takes_a_move_gets_the_computers_answer_and_survives_a_reload(engine, site, game_id):
    game = GAMES[game_id]
    engine.open(site + "static/site.css")  # the site's origin, to save the game in before its page boots
    engine.evaluate(f"localStorage.setItem({json.dumps('oddsevens:' + game_id)}, {json.dumps(game.saved())})")
    engine.open(f"{site}?game={game_id}")
    engine.wait_for("html[data-ready]", BOOT_TIMEOUT_MS)
    engine.wait_for(game.your_turn)
    before = saved_moves(engine, game_id)

    game.play(engine)
    engine.wait_until(
        "Number(document.documentElement.dataset.computerAnswers || 0) >= 1"
        f" && !document.documentElement.hasAttribute('data-thinking') && document.querySelector({json.dumps(game.your_turn)})",
        COMPUTER_ANSWER_MS,
    )
    played = saved_moves(engine, game_id)
    assert played >= before + 2, f"the person's move and the computer's answer are saved ({before} moves, then {played})"
    board = board_words(engine)

    engine.reload()
    engine.wait_for("html[data-ready]", BOOT_TIMEOUT_MS)
    engine.wait_for(game.your_turn)
    assert saved_moves(engine, game_id) == played
    assert board_words(engine) == board, "the board comes back as it was"


IMPORT_LEFT_OUT = """(async () => {
  try {
    const pyscript = await import(new URL("vendor/pyscript/core.js", location.href).href);
    const python = await (await pyscript.whenDefined("py")).interpreter;
    window.leftOutImported = python.runPython("import pprint\\npprint.__file__");
  } catch (error) {
    window.leftOutImported = String(error);
  }
})(), true"""


def test_a_page_that_boots_python_boots_it_in_a_worker_and_imports_what_the_cut_left_out(engine, site_folder, tmp_path):
    """Where a page boots Python rather than restore the build's snapshot (a
    slow network; here the site's own files but for a game page that names
    no snapshot), Pyodide starts in a worker (static/python-boot-worker.mjs)
    and the page restores the snapshot the worker made of it. Its Python
    then imports a module the cut standard library left out:
    app.stdlib_on_demand reads the whole standard library synchronously, as
    text."""
    folder = tmp_path / "site"
    folder.mkdir()
    for entry in site_folder.iterdir():
        if not entry.name.startswith("index.html"):
            (folder / entry.name).symlink_to(entry)
    page = (site_folder / "index.html").read_text(encoding="utf-8")
    (folder / "index.html").write_text(re.sub(r' data-snapshot(="[^"]*")?', "", page, count=1), encoding="utf-8")
    server = serve.make_server(folder, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        engine.open(f"http://127.0.0.1:{server.server_address[1]}/?game=dualities")
        engine.wait_for("html[data-ready]", BOOT_TIMEOUT_MS)
        assert engine.evaluate("document.documentElement.dataset.pythonStart") == "boot"
        assert engine.evaluate("document.documentElement.dataset.pythonBootedIn") == "worker"
        engine.evaluate(IMPORT_LEFT_OUT)
        engine.wait_until("window.leftOutImported !== undefined")
        assert engine.evaluate("window.leftOutImported") == f"{WHOLE_STDLIB_ZIP}/pprint.py"
        lay_a_dualities_tile(engine)
        engine.wait_for("#board .cell.black")
    finally:
        server.shutdown()
        server.server_close()


# -- embedding and offline ----------------------------------------------------------


def test_an_embed_on_another_site_plays(engine, site, tmp_path):
    """The README's snippet on a page of 127.0.0.1 framing the site on localhost, at rest until Play."""
    embed = other_site(site) + "embed.html?game=dualities&amp;opponent=friend"
    server, post = serve_post(tmp_path, "127.0.0.1", [(embed, "Dualities", 600, 500)])
    try:
        engine.open(post)
        engine.enter_frame("iframe[title='Dualities']")
        engine.click("button.embed-play")
        engine.wait_for("html[data-ready]", BOOT_TIMEOUT_MS)
        lay_a_dualities_tile(engine)
        engine.wait_for("#board .cell.black")
        assert engine.evaluate("location.hostname") == "localhost"
    finally:
        engine.leave_frame()
        server.shutdown()
        server.server_close()


def test_the_site_works_offline_after_one_visit(engine, site_folder):
    """Once the service worker has cached the site, a reload with the server
    stopped (on a port of its own: nothing else loses it) starts the game again."""
    server = serve.make_server(site_folder, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        engine.open(base + "?game=dualities")
        engine.wait_for("html[data-ready]", BOOT_TIMEOUT_MS)
        engine.wait_for("html[data-offline=ready]", BOOT_TIMEOUT_MS)
    finally:
        server.shutdown()
        server.server_close()
    engine.reload()
    engine.wait_for("html[data-ready]", BOOT_TIMEOUT_MS)
    assert engine.count("#board .cell.legal") > 0
    assert engine.evaluate("fetch('static/site.css').then(response => response.ok)"), "the service worker answers"


# -- rooms ------------------------------------------------------------------------


def test_a_guest_on_this_engine_plays_in_a_room_a_chromium_phone_hosts(engine, site, room_service_running, new_context):
    """Friends' phones are seldom the same browser: the guest is this engine,
    the host Chromium, over WebRTC through the local signalling service."""
    if not engine.evaluate("typeof RTCPeerConnection === 'function'"):
        pytest.skip("this build of the engine has no WebRTC (RTCPeerConnection is undefined): it cannot join a room")
    host = new_context().new_page()
    host.goto(f"{site}index.html?game=dualities&opponent=devices")
    host.wait_for_selector("html[data-room=lobby] a[data-invite]", state="attached", timeout=BOOT_TIMEOUT_MS)
    engine.open(str(host.get_attribute("a[data-invite]", "href")))
    engine.wait_for('button[data-seat="1"]', timeout_ms=BOOT_TIMEOUT_MS)
    engine.evaluate("(() => { document.querySelector('input[name=name]').value = 'Ana'; return true; })()")
    engine.click('button[data-seat="1"]')
    engine.wait_for('html[data-seat="1"]')
    host.click("button[data-action=room-start]:not([disabled])")
    engine.wait_for("html[data-room=playing]")
    for moves in (1, 3):
        host.click("#board .cell.legal")
        host.wait_for_selector("#board .cell.selected")
        host.click("#board .cell.legal")
        engine.wait_for("#board .cell.legal")
        lay_a_dualities_tile(engine)
        host.wait_for_function(f"document.documentElement.dataset.moveCount === '{moves + 1}'")
    assert engine.evaluate("document.documentElement.dataset.moveCount") == "4"
    assert engine.evaluate("document.querySelector('.room-people').textContent").count("connected") == 2
