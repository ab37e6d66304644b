"""Every target a finger can hit, wherever a phone player meets a game;
words in their boxes there, and a table that keeps its scale.

For each game, a game against the computer is played by taps for the
person's first six moves, and before every tap of a move each legal target
on screen is checked as a finger meets it: scrolled into view as a finger
would scroll (the page, a board's panning frame, a hand that scrolls
sideways), it is at least 24 CSS pixels on its smaller side (WCAG 2.2's
target size) and it is itself at its centre, nothing lying over it. Zoom is
never used: the targets must be usable without it. At each check, too, no
words run out of their boxes or over each other (test_browser_words.py),
and Even at Odds' table is drawn at the same scale as before, or smaller
once the tiles have spread: never larger again.

The places, each with every game:
- the game page on a Pixel 7 and an iPhone SE, each held upright and
  sideways (one page, turned and resized before each tap), in Japanese or
  Portuguese (Even at Odds, whose status line and hand take the most room,
  in both);
- a blog post on another site (a page on 127.0.0.1 framing localhost) on a
  Pixel 7, its one frame as the README's 600×500 snippet and as a 360×480
  frame (the post resizes the frame before each tap);
- the rules page's live board ("Play from here") on a Pixel 7.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

import pytest

import oddsevens
from conftest import BOOT_TIMEOUT_MS
from embedding import other_site, serve_post
from on_screen import CHECK_TARGETS, WORDS_OUT_OF_PLACE

pytestmark = pytest.mark.browser

MOVES = 6
"""The person's moves played in each place."""
SECOND_TAP_PAUSE_MS = 400
"""A person's pause between the two taps of a move (app/taps.py treats a
sooner second tap on about the same spot as a double tap)."""
PHONE = "Pixel 7"
PAGE_SIZES = {
    "Pixel 7 upright": (412, 839),
    "Pixel 7 sideways": (863, 360),
    "iPhone SE upright": (320, 568),
    "iPhone SE sideways": (568, 320),
}
"""The viewports of Playwright's Pixel 7 and iPhone SE profiles, both ways."""
FRAME_SIZES = {"600×500 frame": (600, 500), "360×480 frame": (360, 480)}
"""The frames in the blog post, as its iframe's width and height (the
post's style caps the width at the phone's, as the README's snippet does)."""

TABLE_SCALE = """() => {
    const table = document.querySelector('#board svg.eao-table');
    if (!table || document.querySelector('button.eao-team')) return null;
    return table.getBoundingClientRect().width / table.viewBox.baseVal.width;
}"""
"""Even at Odds' table in play: CSS pixels to a unit of its drawing (not
while the teams are chosen, when the choice takes the panel's room)."""


# -- the games, played by taps ---------------------------------------------------
Where = Any
"""A Playwright Page or Frame: the document the game is in."""
Check = Callable[[], None]
"""Measures every target on screen, in every size of the place."""


def tap(where: Where, selector: str) -> None:
    where.locator(selector).first.tap()


def settle(where: Where) -> None:
    """Two animation frames: the page has drawn what the last event changed."""
    where.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")


def dualities_move(where: Where, check: Check) -> None:
    check()
    tap(where, "#board .cell.legal")
    where.wait_for_selector("#board .cell.selected")
    where.wait_for_timeout(SECOND_TAP_PAUSE_MS)
    check()
    tap(where, "#board .cell.legal")


def evening_move(where: Where, check: Check) -> None:
    check()
    tap(where, "#board .cell.legal")


def even_at_odds_move(where: Where, check: Check) -> None:
    """The team choice, or a domino: picked, a marked cell tapped, then the
    cell shown for its other end."""
    check()
    if where.locator("button.eao-team").count():
        tap(where, "button.eao-team.odd")
        return
    if where.get_by_role("button", name="Pass").count():
        where.get_by_role("button", name="Pass").tap()
        return
    hand = "#board .hand.own [data-tile][role=button]"
    for index in range(where.locator(hand).count()):
        where.locator(hand).nth(index).tap()
        where.wait_for_selector("#board .hand.own [data-tile].selected")
        if where.locator("#board .cell.legal").count():
            break
    settle(where)
    check()
    tap(where, "#board .cell.legal")
    where.wait_for_selector("#board .cell.lays")
    where.wait_for_timeout(SECOND_TAP_PAUSE_MS)
    check()
    tap(where, "#board .cell.lays")


def even_odds_move(where: Where, check: Check) -> None:
    """A tile of the rack, a colour to name after a 10, or the next round."""
    check()
    for step in ("[data-action=next-round]", "#board [data-color]", "#board .tile.back.legal"):
        if where.locator(step).count():
            tap(where, step)
            return


def beat_the_odds_move(where: Where, check: Check) -> None:
    """A die to roll again where the dice offer one, else the first of the
    turn's buttons (Roll, or keeping the roll)."""
    check()
    tap(where, "#board .die.legal" if where.locator("#board .die.legal").count() else ".bto-choices button")


@dataclass(frozen=True)
class Game:
    targets: str
    """Every target the game offers the person at some step of a move."""
    turn: str
    """What is on screen once it is the person's move."""
    move: Callable[[Where, Check], None]
    options: dict


GAMES = {
    "dualities": Game("#board .cell.legal", "#board .cell.legal", dualities_move, {"lines": "rows"}),
    "evening": Game("#board .cell.legal", "#board .cell.legal", evening_move, {}),
    "even-at-odds": Game(
        "#board .hand.own [data-tile][role=button], #board .cell.legal, button.eao-team",
        "#board .hand.own [data-tile][role=button], button.eao-team",
        even_at_odds_move,
        {"match": "single"},
    ),
    "even-odds": Game(
        "#board .tile.back.legal, #board [data-color]",
        "#board .tile.back.legal, #board [data-color], [data-action=next-round]",
        even_odds_move,
        {"rounds": 3},
    ),
    "beat-the-odds": Game(
        "#board .die.legal, .bto-choices button", "#board .die.legal, .bto-choices button", beat_the_odds_move,
        {"target": 100},
    ),
}


class Targets:
    """The checks of one place: every target measured, each one that failed,
    the words out of their boxes (test_browser_words.WORDS_OUT_OF_PLACE), and
    Even at Odds' table scale at each check, by size."""

    def __init__(self, where: Where, selector: str) -> None:
        self.where, self.selector = where, selector
        self.measured = 0
        self.failures: list[str] = []
        self.words: list[str] = []
        self.scales: dict[str, list[float]] = {}

    def check(self, size_name: str) -> None:
        settle(self.where)
        count, failures = self.where.evaluate(CHECK_TARGETS, self.selector)
        self.measured += count
        self.failures += [f"{size_name}: {failure}" for failure in failures]
        self.words += [f"{size_name}: {problem}" for problem in self.where.evaluate(WORDS_OUT_OF_PLACE)]
        scale = self.where.evaluate(TABLE_SCALE)
        if scale is not None:
            self.scales.setdefault(size_name, []).append(scale)

    def verdict(self) -> str:
        return f"{len(self.failures)} of {self.measured} targets a finger cannot hit:\n" + "\n".join(self.failures[:40])

    def rescaled(self) -> list[str]:
        """Each size where the table's scale grew again after shrinking: it
        may only shrink, as the tiles spread, never change back and forth."""
        return [f"{size_name}: {[round(scale, 3) for scale in scales]}" for size_name, scales in self.scales.items()
                if any(later > earlier * 1.01 for earlier, later in pairwise(scales))]

    def assert_all(self) -> None:
        assert self.measured > 0
        assert self.failures == [], self.verdict()
        assert self.words == [], "words out of place:\n" + "\n".join(self.words[:40])
        assert self.rescaled() == [], "Even at Odds' table changed scale back and forth"


def play(where: Where, game: Game, check: Check) -> None:
    """The person's first MOVES moves, each once it is their turn."""
    for _ in range(MOVES):
        where.wait_for_selector(f".result, {game.turn}", timeout=30_000)
        if where.locator(".result").count():
            return
        game.move(where, check)
        where.wait_for_timeout(150)


def saved_game(game_id: str, options: dict) -> str:
    """A new game against the easy computer (fast answers), the person in the first seat."""
    if game_id == "even-odds":
        state = oddsevens.game(game_id).start(3, 11, first=0, **options)
        setup = {"seats": ["human", "computer", "computer"], "options": {**options, "first": 0}, "level": "easy"}
    else:
        state = oddsevens.game(game_id).start(2, 11, **options)
        setup = {"seats": ["human", "computer"], "options": options, "level": "easy"}
    return json.dumps({"version": 1, "record": state.record(), "setup": setup})


# -- the places --------------------------------------------------------------------------------
def on_a_phone_context(new_context, playwright) -> Any:
    """A new page on a Pixel 7's screen, touch and all (the profile's browser type left out)."""
    profile = playwright.devices[PHONE]
    page = new_context(**{key: profile[key] for key in ("viewport", "device_scale_factor", "is_mobile", "has_touch")}).new_page()
    page.set_default_timeout(20_000)
    return page


PAGE_RUNS = [
    ("dualities", "pt-BR"),
    ("evening", "ja"),
    ("even-at-odds", "ja"),
    ("even-at-odds", "pt-BR"),
    ("even-odds", "pt-BR"),
    ("beat-the-odds", "ja"),
]


@pytest.mark.parametrize(("game_id", "language"), PAGE_RUNS)
def test_every_target_on_the_game_page_on_phones_both_ways(game_id, language, new_context, playwright, site):
    game = GAMES[game_id]
    page = on_a_phone_context(new_context, playwright)
    key = json.dumps(f"oddsevens:{game_id}")
    saved = json.dumps(saved_game(game_id, game.options))
    page.add_init_script(f"if (localStorage.getItem({key}) === null) localStorage.setItem({key}, {saved});")
    page.goto(f"{site}?game={game_id}&lang={language}")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    targets = Targets(page, game.targets)

    def every_size() -> None:
        for size_name, (width, height) in PAGE_SIZES.items():
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_function(f"innerWidth === {width} && innerHeight === {height}")
            targets.check(size_name)
        page.set_viewport_size({"width": 412, "height": 839})
        page.wait_for_function("innerWidth === 412")
        settle(page)

    play(page, game, every_size)
    targets.assert_all()


@pytest.fixture(scope="module")
def blog_posts(tmp_path_factory, site):
    """{game id: a post on the other loopback name framing that game of this
    site, started at once, against the easy computer}; the test resizes the frame."""
    framed = other_site(site)
    host = "127.0.0.1" if "localhost" in site else "localhost"
    posts, servers = {}, []
    for game_id in GAMES:
        frame = (f"{framed}embed.html?game={game_id}&opponent=computer&level=easy&start=now", "A game", 600, 500)
        server, posts[game_id] = serve_post(tmp_path_factory.mktemp(f"blog-{game_id}"), host, [frame])
        servers.append(server)
    yield posts
    for server in servers:
        server.shutdown()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_target_in_an_embed_on_a_phone(game_id, blog_posts, new_context, playwright):
    game = GAMES[game_id]
    page = on_a_phone_context(new_context, playwright)
    page.goto(blog_posts[game_id])
    frame = page.locator("iframe").element_handle().content_frame()
    frame.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS, state="attached")
    targets = Targets(frame, game.targets)

    def every_size() -> None:
        for size_name, (width, height) in FRAME_SIZES.items():
            page.evaluate(
                "([width, height]) => { const frame = document.querySelector('iframe'); frame.width = width; frame.height = height; }",
                [width, height],
            )
            frame.wait_for_function(f"innerHeight === {height}")
            targets.check(size_name)

    play(frame, game, every_size)
    targets.assert_all()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_target_on_a_rules_pages_live_board(game_id, new_context, playwright, site):
    game = GAMES[game_id]
    page = on_a_phone_context(new_context, playwright)
    page.goto(f"{site}rules/{game_id}.html")
    live = page.locator(".live-diagram").first
    live.scroll_into_view_if_needed()
    live.get_by_role("button", name="Play from here").tap()
    frame = live.locator("iframe").element_handle().content_frame()
    frame.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS, state="attached")
    page.locator(".live-diagram iframe").scroll_into_view_if_needed()
    targets = Targets(frame, game.targets)
    play(frame, game, lambda: targets.check("live board"))
    targets.assert_all()
