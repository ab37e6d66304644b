"""Rooms in real browsers: each device a browser context of its own (its own
storage, its own page), on a phone's screen, joined over WebRTC through the
local signalling service the test build names (conftest.room_service_running).
Every message a guest's data channel receives is recorded, to read it back."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pytest

from conftest import BOOT_TIMEOUT_MS
from test_browser_a11y import AXE, check_axe, check_contrast
from test_browser_dualities import LEGAL as DUALITIES_LEGAL
from test_browser_dualities import lay_tile
from test_browser_even_at_odds import TURN_READY as EVEN_AT_ODDS_READY
from test_browser_even_at_odds import take_turn as even_at_odds_turn
from test_browser_even_odds import COLOUR, MY_TILE, NEXT_ROUND
from test_browser_even_odds import take_turn as even_odds_turn
from test_browser_evening import LEGAL as EVENING_LEGAL
from test_browser_evening import STONES

pytestmark = pytest.mark.usefixtures("room_service_running")

RECORD_RECEIVED = """
(() => {
  window.receivedInRoom = [];
  window.roomChannels = [];
  const create = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = create.apply(this, args);
    window.roomChannels.push(channel);
    return channel;
  };
  const listen = RTCDataChannel.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (type, listener, ...rest) {
    if (type !== "message") return listen.call(this, type, listener, ...rest);
    return listen.call(this, type, (event) => { window.receivedInRoom.push(event.data); return listener.call(this, event); }, ...rest);
  };
})();
"""
"""Keeps every message a page's data channels receive (PeerJS listens with
addEventListener), and the channels the page opens, to send on them as any
code on that device could."""

SECRETS = ('"seed"', '"deal"', '"deck"', '"dice"', "rng")
ROOM_TIMEOUT_MS = 30_000
PIXEL = "Pixel 7"


@pytest.fixture
def phone(new_context, playwright) -> Callable[..., Any]:
    """A phone of its own (a browser context: its own storage), upright or held sideways."""

    def make(sideways: bool = False, audited: bool = False) -> Any:
        """`audited`: the page's policy lets the test add axe's script."""
        phone = dict(playwright.devices[PIXEL], bypass_csp=audited)
        if sideways:
            size = phone["viewport"]
            phone["viewport"] = {"width": size["height"], "height": size["width"]}
            phone["screen"] = {"width": size["height"], "height": size["width"]}
        context = new_context(**phone)
        context.add_init_script(RECORD_RECEIVED)
        page = context.new_page()
        page.set_default_timeout(ROOM_TIMEOUT_MS)
        return page

    return make


def open_ready(page: Any, address: str) -> None:
    page.goto(address)
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS, state="attached")


def host_lobby(page: Any, site: str, query: str) -> str:
    """The host's lobby for `query`; the invitation's address."""
    open_ready(page, f"{site}index.html?{query}")
    page.wait_for_selector("html[data-room=lobby] a[data-invite]", state="attached")
    return str(page.get_attribute("a[data-invite]", "href"))


def join(page: Any, invitation: str, name: str, seat: int) -> None:
    open_ready(page, invitation)
    page.wait_for_selector(f'button[data-seat="{seat}"]')
    page.fill("input[name=name]", name)
    page.click(f'button[data-seat="{seat}"]')
    page.wait_for_selector(f'html[data-seat="{seat}"]', state="attached")


def start(host: Any, guests: list[Any]) -> None:
    host.click("button[data-action=room-start]:not([disabled])")
    for page in [host, *guests]:
        page.wait_for_selector("html[data-room=playing]", state="attached")


def received(page: Any) -> list[dict[str, Any]]:
    """Every message the page's data channels received, each read as JSON."""
    texts = page.evaluate("window.receivedInRoom")
    for text in texts:
        assert isinstance(text, str), "a room's messages are text"
        assert not any(secret in text for secret in SECRETS), text[:300]
    return [json.loads(text) for text in texts]


def moves_shown(page: Any) -> int:
    return int(page.get_attribute("html", "data-move-count") or 0)


def drive(
    pages: list[Any], ready: str, take_turn: Callable[[Any], None], done: Callable[[], bool], turns: int = 400,
    clock: Any = None,
) -> None:
    """Whoever's page offers a move takes it, until `done`; `clock`: the
    Playwright clock of a page (the host's) whose pauses pass at once."""
    for _ in range(turns):
        if done():
            return
        acted = False
        for page in pages:
            if page.locator(ready).count() and not page.locator(".result").count():
                take_turn(page)
                acted = True
        if not acted:
            if clock is not None:
                clock.run_for(1000)
            time.sleep(0.05)
    raise AssertionError("the room's game did not get there")


def over(page: Any) -> Callable[[], bool]:
    return lambda: page.get_attribute("html", "data-room") == "over"


def test_a_duel_of_dualities_on_two_phones_one_held_sideways(phone, site):
    host, guest = phone(), phone(sideways=True)
    invitation = host_lobby(host, site, "game=dualities&opponent=devices")
    host.wait_for_selector(".invite-code svg[role=img]")  # the invitation's QR code, once segno is loaded
    join(guest, invitation, "Ana", 1)
    host.wait_for_selector(".room-seats :text('Ana')")
    start(host, [guest])
    drive([host, guest], DUALITIES_LEGAL, lay_tile, over(host))
    guest.wait_for_selector("html[data-room=over]", state="attached")
    assert moves_shown(guest) == moves_shown(host) > 20
    cells = "cells => cells.map(c => c.dataset.cell + c.getAttribute('class'))"
    assert guest.eval_on_selector_all(".board .cell", cells) == host.eval_on_selector_all(".board .cell", cells)
    assert guest.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"
    tables = [message for message in received(guest) if message["type"] == "table" and "view" in message]
    assert tables and all(message["you"] == 1 and message["view"]["seat"] == 1 for message in tables)


def test_even_odds_with_three_phones_and_the_computer_through_a_round(phone, site):
    host, ana, bo = phone(), phone(), phone(sideways=True)
    host.clock.install()  # the computer's pauses between plays pass when the test says
    invitation = host_lobby(host, site, "game=even-odds&opponent=devices&players=4")
    host.click("button[data-action=room-computer][data-value='3']")
    join(ana, invitation, "Ana", 1)
    join(bo, invitation, "Bo", 2)
    start(host, [ana, bo])
    pages = [host, ana, bo]
    drive(pages, f"{MY_TILE}, {COLOUR}", even_odds_turn, lambda: all(page.locator(NEXT_ROUND).count() for page in pages),
          clock=host.clock)
    for page in (ana, bo):
        seat = int(page.get_attribute("html", "data-seat"))
        for message in received(page):
            if message["type"] == "table" and "view" in message and not message["view"]["over"]:
                own = message["view"]["racks"][seat]
                assert all(tile["value"] is None for tile in own), "a guest is never sent the numbers of its own tiles"
    assert not any(page.locator(".handover").count() for page in pages), "nobody is asked to look away"


def test_moves_made_at_the_same_moment_in_evenings_free_protocol(phone, site):
    host, guest = phone(), phone()
    invitation = host_lobby(host, site, "game=evening&opponent=devices&protocol=free&size=3")
    join(guest, invitation, "Ana", 1)
    start(host, [guest])
    host.locator(EVENING_LEGAL).first.click()  # White's first stone, alone
    guest.wait_for_function("document.documentElement.dataset.moveCount === '1'")
    for _ in range(6):
        if not (host.locator(EVENING_LEGAL).count() and guest.locator(EVENING_LEGAL).count()):
            break
        before = moves_shown(host)
        host.locator(EVENING_LEGAL).first.dispatch_event("click")
        guest.locator(EVENING_LEGAL).first.dispatch_event("click")
        host.wait_for_function(f"document.documentElement.dataset.moveCount > {before}")
        guest.wait_for_function(f"document.documentElement.dataset.moveCount >= {moves_shown(host)}")
    assert host.eval_on_selector_all(STONES, "s => s.length") == guest.eval_on_selector_all(STONES, "s => s.length")


def test_junk_and_forged_moves_from_a_guest_change_nothing(phone, site):
    host, guest = phone(), phone()
    invitation = host_lobby(host, site, "game=dualities&opponent=devices")
    join(guest, invitation, "Ana", 1)
    start(host, [guest])
    lay_tile(host)
    guest.wait_for_function("document.documentElement.dataset.moveCount === '1'")
    board = host.inner_html("#board")
    junk = [
        "not json", "[1, 2]", "x" * 200_000,
        json.dumps({"type": "move", "number": 1, "seen": 0, "move": {"black": [0, 0], "white": [1, 0]}}),  # stale
        json.dumps({"type": "move", "number": 1, "seen": 1, "move": {"black": [9, 9], "white": [9, 8]}}),  # illegal
        json.dumps({"type": "move", "number": 7, "seen": 1, "move": "pass"}),
        json.dumps({"type": "hello", "token": "forged-token-123", "name": "Eve"}),
        json.dumps({"type": "sit", "seat": 0, "name": "Eve"}),
    ]
    # Sent on the guest's open channel as any code on that device could.
    guest.evaluate("junk => junk.forEach(text => window.roomChannels.find(c => c.readyState === 'open').send(text))", junk)
    guest.wait_for_timeout(1000)
    assert host.inner_html("#board") == board
    assert moves_shown(host) == 1
    lay_tile(guest)  # the guest's own move still counts
    host.wait_for_function("document.documentElement.dataset.moveCount === '2'")


def test_a_guest_that_reloads_is_back_at_its_seat_with_the_game_as_it_was(phone, site):
    host, guest = phone(), phone()
    invitation = host_lobby(host, site, "game=dualities&opponent=devices")
    join(guest, invitation, "Ana", 1)
    start(host, [guest])
    lay_tile(host)
    guest.wait_for_selector(DUALITIES_LEGAL)
    lay_tile(guest)
    lay_tile(host)
    guest.wait_for_function("document.documentElement.dataset.moveCount === '3'")
    board = guest.inner_html("#board svg")
    guest.reload()
    guest.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS, state="attached")
    guest.wait_for_selector('html[data-seat="1"][data-room=playing]', state="attached")
    guest.wait_for_function("document.documentElement.dataset.moveCount === '3'")
    assert guest.inner_html("#board svg") == board  # how soon: build.py bench --part rooms
    lay_tile(guest)
    host.wait_for_function("document.documentElement.dataset.moveCount === '4'")


def test_a_host_that_reloads_gets_the_room_back_and_the_guest_reconnects(phone, site):
    host, guest = phone(), phone()
    invitation = host_lobby(host, site, "game=dualities&opponent=devices")
    join(guest, invitation, "Ana", 1)
    start(host, [guest])
    lay_tile(host)
    guest.wait_for_function("document.documentElement.dataset.moveCount === '1'")
    host.reload()
    host.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS, state="attached")
    host.wait_for_selector("html[data-room=playing]", state="attached")
    assert moves_shown(host) == 1
    guest.wait_for_selector(DUALITIES_LEGAL, timeout=ROOM_TIMEOUT_MS)
    lay_tile(guest)
    host.wait_for_function("document.documentElement.dataset.moveCount === '2'")


def test_an_even_at_odds_duel_on_two_phones(phone, site):
    host, guest = phone(), phone()
    invitation = host_lobby(host, site, "game=even-at-odds&opponent=devices")
    join(guest, invitation, "Ana", 1)
    start(host, [guest])
    ready = EVEN_AT_ODDS_READY.replace(".result, ", "")
    # The team chosen and a few tiles each way (a whole duel in a room is played in tests/pages/test_rooms.py).
    drive([host, guest], ready, even_at_odds_turn, lambda: moves_shown(host) >= 8)
    guest.wait_for_function(f"document.documentElement.dataset.moveCount === '{moves_shown(host)}'")
    during = [message["view"] for message in received(guest) if message["type"] == "table" and "view" in message]
    during = [view for view in during if not view["over"]]
    assert during and all(view["hands"][0] is None and view["boneyard_tiles"] is None for view in during), (
        "while the game is on, the guest is sent neither the host's hand nor the boneyard"
    )


def test_beat_the_odds_with_two_phones(phone, site):
    host, guest = phone(), phone(sideways=True)
    invitation = host_lobby(host, site, "game=beat-the-odds&opponent=devices&players=2&target=30")
    join(guest, invitation, "Ana", 1)
    start(host, [guest])
    choices = ".bto-turn .bto-choices button"
    drive([host, guest], choices, lambda page: page.locator(choices).first.click(), over(host))
    guest.wait_for_selector("html[data-room=over]", state="attached")
    assert guest.locator(".bto-standings li").count() == 2


def test_a_page_that_never_opens_a_room_loads_and_connects_nothing_of_rooms(page, site):
    requested: list[str] = []
    sockets: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.on("websocket", lambda socket: sockets.append(socket.url))
    open_ready(page, f"{site}index.html?game=even-odds")
    page.wait_for_timeout(1500)
    assert not [url for url in requested if any(part in url for part in ("rooms.js", "peerjs", "segno"))]
    assert sockets == []


def test_the_lobbies_and_the_strip_pass_the_accessibility_audit_light_and_dark(phone, site):
    host, guest = phone(audited=True), phone(audited=True)
    invitation = host_lobby(host, site, "game=even-odds&opponent=devices&players=3")
    join(guest, invitation, "Ana", 1)
    for page in (host, guest):
        page.add_script_tag(path=str(AXE))
        check_axe(page, "a room's lobby")
        check_contrast(page, "a room's lobby")
    host.click("button[data-action=room-computer][data-value='2']")
    start(host, [guest])
    guest.wait_for_selector(".room-strip")
    check_axe(guest, "a guest's game in a room")
    check_contrast(guest, "a guest's game in a room")
