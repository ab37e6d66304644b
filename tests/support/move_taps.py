"""The taps (and button presses) a person makes on a game page to play one
given move, game by game, as the boards take them (app/boards/*)."""

from __future__ import annotations

import json
from typing import Any

from oddsevens.core.cells import cell_name
from ready_positions import SECOND_TAP_PAUSE_MS


def tap_cell(page: Any, cell: list[int]) -> None:
    """The cell's target: what a finger taps (over a tile already there, Even at Odds' ring)."""
    page.locator(f'#board [data-cell="{cell_name(cell)}"][role=button]').first.tap()


def second_tap(page: Any, cell: list[int]) -> None:
    """A tap that follows another on the board after a person's pause."""
    page.wait_for_timeout(SECOND_TAP_PAUSE_MS)
    tap_cell(page, cell)


def dualities(page: Any, move: Any) -> None:
    tap_cell(page, move["black"])
    page.wait_for_selector("#board .cell.selected")
    second_tap(page, move["white"])


def evening(page: Any, move: Any) -> None:
    if isinstance(move, str):  # "pass", or "done" (free protocol)
        button = page.locator(f"[data-action={move}]:not([disabled])")
        if button.count():  # where a pass is all there is, the page makes it by itself (Board.automatic_move)
            button.first.tap()
    else:
        tap_cell(page, move["cell"])


def even_at_odds(page: Any, move: Any) -> None:
    """A team's button, a tile swapped with the solo helper, or a tile: picked in the
    hand, turned so that the end for the first cell comes first, laid by
    tapping that cell and then the cell of its other end."""
    if "team" in move:
        page.locator(f"button.eao-team.{'odd' if move['team'] == 'odds' else 'even'}").tap()
        return
    if "exchange" in move:  # solo: the tile picked, then the helper's button swaps it
        low, high = sorted(move["exchange"])
        page.locator(f'#board .hand.own [data-tile="{low}-{high}"]').tap()
        page.locator("[data-action=exchange]:not([disabled])").tap()
        return
    (first, second), (here, there) = move["tile"], move["cells"]
    low, high = sorted((first, second))
    tile = page.locator(f'#board .hand.own [data-tile="{low}-{high}"]')
    tile.tap()
    page.wait_for_selector("#board .hand.own [data-tile].selected")
    if first != low:
        page.wait_for_timeout(SECOND_TAP_PAUSE_MS)
        tile.tap()
    page.wait_for_timeout(SECOND_TAP_PAUSE_MS)
    tap_cell(page, here)
    if here != there:
        second_tap(page, there)


def even_odds(page: Any, move: Any) -> None:
    if "tile" in move:
        page.locator(f'#board [data-tile="{move["tile"]}"]').first.tap()
    else:
        page.locator(f'#board [data-color="{move["color"]}"]').first.tap()


def beat_the_odds(page: Any, move: Any) -> None:
    """A die to roll again is tapped; every other choice is a button carrying its move."""
    if isinstance(move, dict) and move.get("reroll") is not None:
        page.locator(f'#board [data-die="{move["reroll"]}"]').tap()
        return
    page.locator(f"[data-action=move][data-value='{json.dumps(move)}']").first.tap()


TAPS = {
    "dualities": dualities,
    "evening": evening,
    "even-at-odds": even_at_odds,
    "even-odds": even_odds,
    "beat-the-odds": beat_the_odds,
}


def tap_move(page: Any, game_id: str, move: Any) -> None:
    TAPS[game_id](page, move)
