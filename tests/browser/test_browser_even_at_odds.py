"""Even at Odds in Chromium: a duel against the computer and a solo game
played to the end by clicks, a hot-seat duel behind the privacy screen,
honest undo, reload, a crowded late table, and phones. One check runs the
page under plain Python: every legal placement can be reached by taps."""

from __future__ import annotations

import json
import random

import pytest

import oddsevens
from app.storage import MemoryStore, key_for
from conftest import play_until_the_result
from fakes import make_page
from ready_positions import a_hand_with_a_tile_that_cannot_be_laid, lay_a_domino, lay_the_picked_domino

pytestmark = pytest.mark.browser

GAME_URL = "?game=even-at-odds"
LEGAL = ".board .cell.legal"
HAND = ".board .hand.own [data-tile]"
TABLE_TILES = ".board .tiles > .tile"
TURN_READY = f".result, .eao-game-over, .eao-team, {HAND}[role=button]"


# -- helpers -------------------------------------------------------------------
def tiles_on_table(page) -> int:
    return page.locator(TABLE_TILES).count()


def table_picture(page) -> list[str]:
    """Every visible face: cell, team and level, as the table shows it."""
    return page.eval_on_selector_all(
        ".board .tiles [data-cell]", "faces => faces.map(f => f.dataset.cell + ' ' + f.getAttribute('aria-label'))"
    )


def act(locator, tap: bool) -> None:
    locator.tap() if tap else locator.click()


def new_game(page, *labels: str, names: tuple[str, ...] = ()) -> None:
    page.get_by_role("button", name="New game").click()
    for label in labels:
        page.get_by_label(label, exact=True).check()
    for seat, name in enumerate(names):
        page.get_by_label(f"Name of player {seat + 1}").fill(name)
    page.get_by_role("button", name="Start game").click()
    page.wait_for_selector("#dialog:not([open])", state="attached")


def pick_a_playable_tile(page, tap: bool = False) -> bool:
    """Pick hand tiles until one has marked cells; False when none has."""
    hand = page.locator(HAND)
    for index in range(hand.count()):
        tile = hand.nth(index)
        if "selected" not in (tile.get_attribute("class") or ""):
            act(tile, tap)
            page.wait_for_selector(f"{HAND}.selected")
        if page.locator(LEGAL).count():
            return True
    return False


def take_turn(page, tap: bool = False) -> str:
    """Whatever the human has to do now: pick a team, pass or lay a tile."""
    page.wait_for_selector(TURN_READY)
    if page.locator(".eao-team").count():
        act(page.get_by_role("button", name="Odds"), tap)
        page.wait_for_selector(".eao-team", state="detached")
        return "team"
    if page.get_by_role("button", name="Pass").count():
        act(page.get_by_role("button", name="Pass"), tap)
        page.wait_for_selector("[data-action=pass]", state="detached")
        return "pass"
    lay_a_domino(page, tap)
    return "tile"


def saved_entry(state: oddsevens.State, seats: list[str]) -> str:
    return json.dumps({"version": 1, "record": state.record(), "setup": {"seats": seats, "options": {"match": "single"}}})


def late_duel(max_level: int = 3) -> oddsevens.State:
    """A duel against the computer near its end, seat 0 to lay a tile, with
    tiles stacked up to `max_level` (stacks preferred while they fit)."""
    game = oddsevens.game("even-at-odds")
    for seed in range(1, 200):
        chooser = random.Random(seed)
        state = game.start(2, seed)
        candidates = []
        while not state.over:
            seat = state.to_move[0]
            moves = state.legal_moves(seat)
            placements = [move for move in moves if isinstance(move, dict) and "cells" in move]
            if not placements:
                state = state.play(moves[0], seat)
                continue
            levels = {tuple(face["cell"]): face["level"] for face in state.view(None)["surface"]}
            height = {id(move): levels.get(tuple(move["cells"][0]), 0) + 1 for move in placements}
            fitting = [move for move in placements if height[id(move)] <= max_level]
            top = max(height[id(move)] for move in fitting)
            best = [move for move in fitting if height[id(move)] == top]
            state = state.play(chooser.choice(best if chooser.random() < 0.8 else fitting), seat)
            view = state.view(0)
            if (
                state.to_move == (0,)
                and view["highest_level"] == max_level
                and len(view["tiles"]) >= 20
                and view["hand_counts"][0] >= 2
                and view["boneyard"] == 0
                and state.legal_moves(0) != ["pass"]
            ):
                candidates.append(state)
        if candidates:
            return candidates[0]
    raise AssertionError("no late duel found")


# -- the page under plain Python -------------------------------------------------
def test_every_legal_placement_is_laid_from_a_tap_on_either_of_its_cells():
    """Pick the tile and tap the cell of either end: its ways there are drawn;
    a tap on that cell again turns it round where it lies there both ways,
    and a tap on the cell of the other end lays it."""
    late = late_duel()
    store = MemoryStore()
    store.setItem(key_for("even-at-odds"), saved_entry(late, ["human", "computer"]))
    page = make_page("even-at-odds", store)
    page.open()
    start = list(page.history)
    placements = [move for move in late.legal_moves(0) if isinstance(move, dict)]
    covered = {tuple(face["cell"]) for face in late.view(0)["surface"]}
    assert any(tuple(move["cells"][0]) in covered for move in placements), "the position offers a stack"
    for move in placements:
        values, cells = move["tile"], move["cells"]
        for tapped, other in ((0, 1), (1, 0)):
            page.history = list(start)
            page.board.clear_selection()
            page.board.on_tile(f"{values[0]}-{values[1]}")
            page.board.on_cell("{},{}".format(*cells[tapped]))
            assert len(page.history) == len(start), "the first tap only shows the ways"
            if page.board.tile[0] != values[tapped]:
                page.board.on_cell("{},{}".format(*cells[tapped]))
            assert page.board.tile[0] == values[tapped]
            page.board.on_cell("{},{}".format(*cells[other]))
            assert page.state.moves()[-1] == [0, move]


# -- in the browser ----------------------------------------------------------------
def lay_or_exchange(page) -> None:
    """A solo turn: lay a tile that fits, or else use the helper."""
    if pick_a_playable_tile(page):
        lay_a_domino(page)
    else:
        page.get_by_role("button", name="Use the helper on").click()
        page.wait_for_selector("[data-action=exchange]", state="detached")


def test_a_full_duel_against_the_computer_reaches_the_result(visit):
    visit.open(GAME_URL)
    page = visit.page
    page.wait_for_selector(".eao-step")
    assert page.locator(".eao-step .eao-domino").count() >= 2
    assert "start" in page.inner_text(".eao-step")
    result = play_until_the_result(page, TURN_READY, take_turn, turns=30)
    assert any(word in result for word in ("win", "drawn"))
    assert page.locator(LEGAL).count() == 0
    assert page.locator(".board .hand:not(.own) .tile.back").count() == 0
    unlabeled = page.eval_on_selector_all(
        "svg [role=button]", "nodes => nodes.filter(n => !n.getAttribute('aria-label')).length"
    )
    assert unlabeled == 0
    assert visit.foreign == []
    assert visit.errors == []


def test_hot_seat_duel_hides_each_hand_behind_the_hand_over_screen(visit):
    visit.open(GAME_URL)
    page = visit.page
    new_game(page, "A friend on this device", names=("Ann", "Ben"))
    seen: dict[str, list[str]] = {}
    for _ in range(5):
        handover = page.locator(".handover")
        handover.wait_for()
        name = "Ann" if "Ann" in handover.locator("h2").inner_text() else "Ben"
        assert page.locator("[data-tile]").count() == 0
        for other, hand in seen.items():
            if other != name:
                assert all(page.locator(f"[data-tile='{tile}']").count() == 0 for tile in hand)
        page.get_by_role("button", name=f"I am {name}: show my hand").click()
        page.wait_for_selector(".board .hand.own")
        assert page.locator(".board .hand:not(.own) [data-tile]").count() == 0
        assert page.locator(".board .hand:not(.own) .tile.back").count() == 7
        if page.locator(".eao-team").count():
            page.get_by_role("button", name="Evens").click()
            continue
        seen[name] = page.eval_on_selector_all(HAND, "tiles => tiles.map(t => t.dataset.tile)")
        assert name in page.inner_text("#status")
        lay_a_domino(page)
    assert len(seen) == 2
    assert visit.errors == []


def test_a_solo_game_is_played_to_its_score(visit):
    visit.open(GAME_URL)
    page = visit.page
    new_game(page, "Nobody: solo game")
    assert page.locator(".eao-numbers li").count() == 6
    assert page.get_by_role("button", name="Use the helper").is_disabled()
    assert "penalty point" in play_until_the_result(page, f"{HAND}[role=button]", lay_or_exchange, turns=30)
    penalty = page.locator(".eao-penalty")
    assert "Final score" in page.inner_text(".eao-solo")
    assert "Total" in penalty.inner_text()
    assert visit.errors == []


def test_reload_in_the_middle_of_a_game_shows_the_same_table_and_undo_stops_at_a_draw(visit):
    visit.open(GAME_URL)
    page = visit.page
    while take_turn(page) != "tile":
        pass
    take_turn(page)
    page.wait_for_selector(f"{HAND}[role=button]")
    assert page.get_by_role("button", name="Undo").get_attribute("aria-disabled") == "true"
    before = table_picture(page)
    hand = page.eval_on_selector_all(HAND, "tiles => tiles.map(t => t.dataset.tile)")
    visit.reload()
    page.wait_for_selector(f"{HAND}[role=button]")
    assert table_picture(page) == before
    assert page.eval_on_selector_all(HAND, "tiles => tiles.map(t => t.dataset.tile)") == hand


def test_a_crowded_late_table_shows_levels_turns_tiles_and_undoes_without_a_draw(visit):
    visit.open(GAME_URL)
    page = visit.page
    late = late_duel()
    page.evaluate("entry => localStorage.setItem('oddsevens:even-at-odds', entry)", saved_entry(late, ["human", "computer"]))
    visit.reload()
    assert page.locator(".board .tile.level-3 .level-badge").count() > 0
    assert page.locator(".board .group-outline.odds").count() == 1
    assert page.locator(".board .group-outline.evens").count() == 1
    start = table_picture(page)
    assert pick_a_playable_tile(page)
    selected = page.locator(f"{HAND}.selected")
    tile = selected.get_attribute("data-tile")
    a, b = tile.split("-")
    if a != b:
        page.get_by_role("button", name="Turn tile").click()
        assert page.locator(f"{HAND}.selected").get_attribute("data-tile") == f"{b}-{a}"
        page.locator(f"{HAND}.selected").click()
        assert page.locator(f"{HAND}.selected").get_attribute("data-tile") == tile
    page.locator(LEGAL).first.hover()
    page.wait_for_selector(".board .ghost")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    lay_the_picked_domino(page)
    page.wait_for_selector(TURN_READY)
    undo = page.get_by_role("button", name="Undo")
    if page.locator(".result").count():
        assert undo.is_disabled()
        return
    undo.click()
    page.wait_for_function(f"document.querySelectorAll({TABLE_TILES!r}).length === {len(late.view(0)['tiles'])}")
    assert table_picture(page) == start


def test_phone_duel_is_played_by_taps_without_sideways_scrolling(on_a_phone):
    page = on_a_phone(GAME_URL)
    for _ in range(4):
        take_turn(page, tap=True)
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.wait_for_selector(TURN_READY)
    assert tiles_on_table(page) >= 8
    page.get_by_role("button", name="New game").tap()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_tile_with_no_place_is_dimmed_and_a_tap_says_why(visit):
    state, stuck = a_hand_with_a_tile_that_cannot_be_laid()
    seats = ["human", "computer"] if state.to_move == (0,) else ["computer", "human"]
    key = json.dumps(key_for("even-at-odds"))
    visit.page.add_init_script(f"localStorage.setItem({key}, {json.dumps(saved_entry(state, seats))})")
    visit.open(GAME_URL)
    page = visit.page
    tile = page.locator(f'{HAND}[data-tile="{stuck}"]')
    assert "unplaceable" in tile.get_attribute("class")
    assert tile.get_attribute("aria-label").endswith("cannot be laid now")
    assert "saturate" in tile.evaluate("node => getComputedStyle(node).filter")
    assert page.locator(f"{HAND}.unplaceable").count() < page.locator(HAND).count()
    tile.click()
    page.wait_for_function("document.getElementById('status').textContent.includes('cannot be laid anywhere now')")
