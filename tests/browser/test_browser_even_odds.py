"""Even Odds in Chromium: a round against three computers by clicks, the
hot-seat hand-over, reload, undo, the final standings and phones."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

import oddsevens
from conftest import BOOT_TIMEOUT_MS
from embedding import frame_of, other_site, serve_post
from ready_positions import SECOND_TAP_PAUSE_MS

pytestmark = pytest.mark.browser

KEY = "oddsevens:even-odds"
MY_TILE = "#board .tile.back.legal"
COLOUR = "#board .colour-choice"
HEADER = "#board text.status"
NEXT_ROUND = "button[data-action=next-round]"


def saved_entry(state: oddsevens.State, seats: list[str]) -> str:
    names = [f"Player {seat + 1}" if kind == "human" else f"Computer {seat + 1}" for seat, kind in enumerate(seats)]
    return json.dumps({"version": 1, "record": state.record(), "setup": {"seats": seats, "names": names}})


def position(players: int, until: Callable[[oddsevens.State], bool], rounds: int = 3) -> oddsevens.State:
    """The first position of a seeded game, played by first legal moves, where `until` holds."""
    game = oddsevens.game("even-odds")
    for seed in range(200):
        state = game.start(players, seed, rounds=rounds, first=1)
        while not state.over:
            if until(state):
                return state
            state = state.play(state.legal_moves()[0])
    raise AssertionError("no such position in 200 games")


def open_saved(visit, state: oddsevens.State, seats: list[str]) -> None:
    visit.page.add_init_script(f"localStorage.setItem({json.dumps(KEY)}, {json.dumps(saved_entry(state, seats))})")
    visit.open("?game=even-odds")


def my_turn(page) -> bool:
    return page.locator(f"{MY_TILE}, {COLOUR}").count() > 0


def my_move(page, tap: bool = False) -> None:
    """Play the first tile offered (or name the first colour) and wait for the table to change."""
    page.wait_for_selector(f"{MY_TILE}, {COLOUR}")
    target = page.locator(f"{COLOUR}, {MY_TILE}").first
    handle = target.element_handle()
    page.wait_for_timeout(SECOND_TAP_PAUSE_MS)  # the colours can appear where the 10 was just tapped
    target.tap() if tap else target.click()
    handle.wait_for_element_state("hidden")


def take_turn(page) -> None:
    """Play a tile, and name a colour if it was a 10."""
    my_move(page)
    if page.locator(COLOUR).count():
        my_move(page)


def dispute_tiles(page) -> int:
    return page.locator("#board .tile.played").count()


def no_sideways_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_four_seats_play_round_one_by_clicks(visit):
    """With the page's clock under the test's control, the computers' pauses
    pass at once; their moves still come from the bots' worker."""
    page = visit.page
    page.clock.install()
    visit.open("?game=even-odds")
    assert page.locator("#board .rack.opponent").count() == 3
    assert page.locator("#board .rack.own .tile.back").count() == 12
    assert page.locator("#board .rack.opponent .tile-value").count() == 36
    assert page.locator("#board .rack.own .tile-value").count() == 0
    assert visit.foreign == []
    computer_tiles_seen = 0
    for _ in range(400):
        if "Round 2" in page.text_content(HEADER):
            break
        if page.locator(NEXT_ROUND).count():
            page.locator(NEXT_ROUND).click()
        elif my_turn(page):
            assert "Your turn" in page.inner_text("#status")
            my_move(page)
        else:
            before = dispute_tiles(page)
            page.clock.run_for(1000)
            # The pause is on the page's clock; the bot's thinking, in its worker, is real time.
            page.wait_for_selector("html:not([data-thinking])", timeout=30_000)
            computer_tiles_seen += dispute_tiles(page) == before + 1
    assert computer_tiles_seen >= 12
    assert "Round 2 of 3" in page.text_content(HEADER)
    first_round = page.eval_on_selector_all(
        "#board .score-row", "rows => rows.map(r => Number(r.querySelectorAll('text')[1].textContent))"
    )
    assert len(first_round) == 4 and sum(first_round) >= 12
    assert page.locator("#board .rack.own .tile.back").count() == 12
    assert visit.errors == []


def test_hot_seat_hand_over_shows_no_rack_value(visit):
    visit.open("?game=even-odds")
    page = visit.page
    page.get_by_role("button", name="New game").click()
    page.select_option("select[name=players]", "3")
    page.wait_for_selector("select[name=kind-2]")
    page.fill("input[name=name-0]", "Ann")
    page.fill("input[name=name-1]", "Bea")
    page.fill("input[name=name-2]", "Cyd")
    page.select_option("select[name=kind-1]", "human")
    page.select_option("select[name=kind-2]", "human")
    page.get_by_role("radio", name="Seat 2", exact=True).check()
    page.get_by_role("button", name="Start game").click()
    for player in ("Bea", "Cyd"):
        page.wait_for_selector(".handover")
        assert f"Pass the device to {player}" in page.inner_text(".handover")
        assert page.locator("#board .rack .tile-value, #board .rack .tile.face").count() == 0
        assert page.get_by_role("button", name="Undo").get_attribute("aria-disabled") == "true"
        page.get_by_role("button", name=f"I am {player}: show the others' tiles").click()
        page.wait_for_selector(MY_TILE)
        faces = page.locator("#board .rack.opponent .tile.face").count()
        assert faces >= 23 and page.locator("#board .rack.opponent .tile-value").count() == faces
        assert page.locator("#board .rack.own .tile-value").count() == 0
        assert "several people" in page.inner_text("#panel")
        take_turn(page)
    page.wait_for_selector(".handover")
    assert "Ann" in page.inner_text("#status")
    assert page.locator("#board .rack .tile-value").count() == 0


def test_reload_in_the_middle_of_a_dispute_shows_the_same_table(visit):
    visit.open("?game=even-odds")
    page = visit.page
    page.get_by_role("button", name="New game").click()
    page.get_by_role("radio", name="Seat 3", exact=True).check()
    page.get_by_role("button", name="Start game").click()
    page.wait_for_selector(MY_TILE)
    assert dispute_tiles(page) == 2
    before = page.inner_html("#board")
    visit.reload()
    page.wait_for_selector(MY_TILE)
    assert page.inner_html("#board") == before
    assert dispute_tiles(page) == 2


def test_undo_takes_back_a_named_colour_but_never_a_played_tile(visit):
    state = position(4, lambda s: s.to_move == (0,) and "color" in s.legal_moves()[0])
    open_saved(visit, state, ["human", "computer", "computer", "computer"])
    page = visit.page
    page.wait_for_selector(COLOUR)
    undo = page.get_by_role("button", name="Undo")
    assert undo.is_disabled()
    played = dispute_tiles(page)
    page.locator(COLOUR).first.click()
    page.wait_for_selector(f"{COLOUR}", state="detached")
    page.wait_for_function("!document.querySelector('[data-action=undo]').disabled")
    undo.click()
    page.wait_for_selector(COLOUR)
    assert dispute_tiles(page) == played
    assert "You played a 10" in page.inner_text("#status")


def test_final_standings_after_the_last_tile(visit):
    state = position(3, lambda s: s.to_move == (0,) and sum(len(r) for r in s.view(None)["racks"]) == 1, rounds=1)
    open_saved(visit, state, ["human", "computer", "computer"])
    page = visit.page
    my_move(page)
    result = page.locator("section.result")
    result.wait_for()
    assert page.locator(".even-odds-standings tbody tr").count() == 3
    assert "point" in page.inner_text("#status")
    assert result.get_by_role("button", name="New game").is_visible()
    assert page.locator(MY_TILE).count() == 0


def test_phone_play_by_taps_without_sideways_scrolling(on_a_phone):
    page = on_a_phone("?game=even-odds", clock=True)
    assert no_sideways_scroll(page)
    for _ in range(3):
        while not my_turn(page):
            page.clock.run_for(1000)
        my_move(page, tap=True)
        assert no_sideways_scroll(page)
    page.get_by_role("button", name="New game").tap()
    page.select_option("select[name=players]", "6")
    page.wait_for_selector("select[name=kind-5]")
    assert no_sideways_scroll(page)
    page.get_by_role("button", name="Start game").tap()
    page.wait_for_selector(MY_TILE)
    assert page.locator("#board .rack.opponent").count() == 5
    assert no_sideways_scroll(page)


SMALLEST_NUMBER = """() => {
    const numbers = [...document.querySelectorAll('#board .rack.opponent .tile-value')];
    const body = parseFloat(getComputedStyle(document.body).fontSize);
    const drawn = numbers.map(text => parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a);
    return {body, smallest: Math.min(...drawn), count: numbers.length};
}"""
"""The opponents' numbers as drawn on screen (the font size times the drawing's scale), and the body text's size."""
TABLE_BOX = "(() => { const box = document.querySelector('#board svg').getBoundingClientRect(); return [box.width, box.height]; })()"


@pytest.mark.parametrize("players", [3, 6])
def test_the_opponents_numbers_read_as_body_text_at_every_size(visit, players):
    """Desktop (wide table), a smaller window, a phone upright and sideways;
    and at one size the table keeps its size through a whole dispute."""
    page = visit.page
    page.clock.install()
    page.set_viewport_size({"width": 1280, "height": 800})
    open_saved(visit, position(players, lambda state: state.to_move == (0,), rounds=1), ["human"] + ["computer"] * (players - 1))
    for width, height, wide in ((1280, 800, True), (1024, 768, False), (360, 740, False), (740, 360, True)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function(f"document.querySelector('#board svg').classList.contains('wide') === {str(wide).lower()}")
        drawn = page.evaluate(SMALLEST_NUMBER)
        assert drawn["count"] >= players - 1
        assert drawn["smallest"] >= drawn["body"], (width, height, drawn)
        assert no_sideways_scroll(page), (width, height)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_selector("#board svg.wide")
    before = page.evaluate(TABLE_BOX)
    take_turn(page)
    for _ in range(40):
        assert page.evaluate(TABLE_BOX) == before
        if not (dispute_tiles(page) or page.locator("#board .dispute.settled").count()):
            break
        page.clock.run_for(500)
    assert dispute_tiles(page) == 0, "the dispute was settled and put away"


@pytest.mark.parametrize("frame", [(480, 600), (640, 480)])
def test_an_embedded_table_keeps_the_numbers_at_body_text_size_in_a_small_frame(page, site, tmp_path, frame):
    """In a blog's frame on another site, the embed's board box scrolls
    instead of squeezing the table to the frame's height."""
    page.set_default_timeout(20_000)
    embed = other_site(site) + "embed.html?game=even-odds&amp;start=now"
    server, post = serve_post(tmp_path, "127.0.0.1", [(embed, "Even Odds", *frame)])
    page.goto(post)
    page.frame_locator("iframe[title='Even Odds']").locator("#board .rack.opponent .tile-value >> nth=0").wait_for(
        timeout=BOOT_TIMEOUT_MS
    )
    embedded = frame_of(page, other_site(site))
    drawn = embedded.evaluate(SMALLEST_NUMBER)
    assert drawn["count"] >= 3
    assert drawn["smallest"] >= drawn["body"], (frame, drawn)
    assert embedded.eval_on_selector("#board", "board => board.scrollHeight > board.clientHeight"), "the table scrolls in its box"
    assert no_sideways_scroll(embedded)
    server.shutdown()
