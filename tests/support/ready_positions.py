"""Saved games, one per game, in which the person at the device is to move
at once: the phone and keyboard tests put them in localStorage before the
page boots, so no test waits for a computer seat or a chance draw."""

from __future__ import annotations

import json
import random

import oddsevens

SEED = 7


def _entry(state: oddsevens.State, setup: dict) -> str:
    return json.dumps({"version": 1, "record": state.record(), "setup": setup})


def _dualities() -> str:
    state = oddsevens.game("dualities").start(2, SEED)
    return _entry(state, {"seats": ["human", "computer"], "options": {"lines": "rows"}})


def _evening() -> str:
    state = oddsevens.game("evening").start(2, SEED)
    return _entry(state, {"seats": ["human", "computer"], "options": dict(state.options)})


def _even_at_odds() -> str:
    """The person starts; the computer has chosen its team."""
    state = oddsevens.game("even-at-odds").start(2, SEED, first=0)
    state = state.play(state.legal_moves()[0])
    return _entry(state, {"seats": ["human", "computer"], "options": {"match": "single"}})


def _even_odds() -> str:
    """The person leads the first dispute against two computers."""
    state = oddsevens.game("even-odds").start(3, SEED, first=0)
    setup = {"seats": ["human", "computer", "computer"], "names": ["Player 1", "Computer 2", "Computer 3"],
             "options": {"rounds": 3, "first": 0}}
    return _entry(state, setup)


def _beat_the_odds() -> str:
    """One player: a 2-2 gave the re-roll privilege, and 3-5 offers either die."""
    state = oddsevens.game("beat-the-odds").start(1, SEED, dice=[2, 2, 3, 5])
    state = state.play("roll").play("roll")
    return _entry(state, {"seats": ["human"], "names": ["Player 1"], "options": {"target": 100}})


READY = {
    "dualities": _dualities,
    "evening": _evening,
    "even-at-odds": _even_at_odds,
    "even-odds": _even_odds,
    "beat-the-odds": _beat_the_odds,
}


def open_ready(page, base: str, game_id: str, timeout_ms: int = 90_000) -> None:
    """Boot the game page on its ready position (later reloads keep what the page saved)."""
    key = json.dumps(f"oddsevens:{game_id}")
    page.add_init_script(
        f"if (localStorage.getItem({key}) === null) localStorage.setItem({key}, {json.dumps(READY[game_id]())});"
    )
    page.goto(f"{base}?game={game_id}")
    page.wait_for_selector("html[data-ready]", timeout=timeout_ms)


SECOND_TAP_PAUSE_MS = 400
"""A person's pause between the two taps of a move: a second tap sooner on
about the same spot counts as a double tap, which plays nothing more
(app/taps.py), and on small cells the two spots of a move are close."""


def _press(page, selector: str, touch: bool) -> None:
    target = page.locator(selector).first
    target.tap() if touch else target.click()


DOMINO_LAID = "#board .tiles > .tile"


def lay_a_domino(page, touch: bool = False) -> None:
    """Pick hand tiles until one has marked cells, then lay it."""
    hand = page.locator("#board .hand.own [data-tile][role=button]")
    for index in range(hand.count()):
        _press(page, f"#board .hand.own [data-tile][role=button] >> nth={index}", touch)
        page.wait_for_selector("#board .hand.own [data-tile].selected")
        if page.locator("#board .cell.legal").count():
            break
    lay_the_picked_domino(page, touch)


def lay_the_picked_domino(page, touch: bool = False) -> None:
    """Tap the first marked cell, which draws the ways the picked tile can
    lie there, then the first cell shown for its other end. Waits until the
    tile is on the table (or the device is to be handed over, or the game
    is over)."""
    before = page.locator(DOMINO_LAID).count()
    _press(page, "#board .cell.legal", touch)
    page.wait_for_selector("#board .cell.lays")
    page.wait_for_timeout(SECOND_TAP_PAUSE_MS)
    _press(page, "#board .cell.lays", touch)
    page.wait_for_function(
        f"document.querySelectorAll({DOMINO_LAID!r}).length > {before}"
        " || document.querySelector('.handover, .result, .eao-game-over') !== null"
    )


def _lay_dualities_tile(page, touch: bool) -> None:
    _press(page, "#board .cell.legal", touch)
    page.wait_for_selector("#board .cell.selected")
    page.wait_for_timeout(SECOND_TAP_PAUSE_MS)
    _press(page, "#board .cell.legal", touch)


_FIRST_MOVES = {
    "dualities": _lay_dualities_tile,
    "evening": lambda page, touch: _press(page, "#board .cell.legal", touch),
    "even-at-odds": lay_a_domino,
    "even-odds": lambda page, touch: _press(page, "#board .tile.back.legal", touch),
    "beat-the-odds": lambda page, touch: _press(page, "#board .die.legal", touch),
}


def play_first_move(page, game_id: str, touch: bool = False) -> None:
    """Plays a move from the ready position by clicks, or by taps with `touch`."""
    _FIRST_MOVES[game_id](page, touch)


def a_hand_with_a_tile_that_cannot_be_laid() -> tuple[oddsevens.State, str]:
    """The first position of seeded random games where the player to lay a
    tile holds one with no legal place and others that have one."""
    game = oddsevens.game("even-at-odds")
    chance = random.Random(1)
    for seed in range(50):
        state = game.start(2, seed)
        while not state.over:
            seat = state.to_move[0]
            view = state.view(seat)
            if view["phase"] == "play":
                placeable = {tuple(sorted(move["tile"])) for move in state.legal_moves() if "cells" in move}
                stuck = [tile for tile in view["hands"][seat] if tuple(sorted(tile)) not in placeable]
                if placeable and stuck:
                    return state, f"{stuck[0][0]}-{stuck[0][1]}"
            state = state.play(chance.choice(state.legal_moves()))
    raise AssertionError("no such position in 50 games")
