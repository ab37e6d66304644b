"""Every game played from the keyboard alone: Tab reaches the board, the
arrow keys move a visible focus between its cells, tiles or dice, Enter or
Space plays, and focus stays on the board through the re-renders. And every
control on the page, the new-game dialog's included, has an accessible name."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ready_positions import open_ready

pytestmark = pytest.mark.browser

BOARD_TARGET = "#board svg [role=button]"
FOCUS_ON_BOARD = f"document.activeElement && document.activeElement.matches({BOARD_TARGET!r})"
UNNAMED_CONTROLS = """() => {
    const name = node => {
        const labelledby = (node.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean)
            .map(id => document.getElementById(id)?.textContent || '').join(' ');
        const labels = node.labels ? [...node.labels].map(label => label.textContent).join(' ') : '';
        return [node.getAttribute('aria-label'), labelledby, labels, node.textContent, node.title]
            .map(text => (text || '').trim()).find(Boolean) || '';
    };
    return [...document.querySelectorAll('[role=button], button, a, input, select')]
        .filter(node => node.getClientRects().length && !name(node))
        .map(node => node.outerHTML.slice(0, 120));
}"""


def focused(page) -> str:
    """What has focus: its place on the board and its name."""
    return page.evaluate(
        """(() => {
            const node = document.activeElement;
            const place = ['data-cell', 'data-tile', 'data-die'].map(name => node.getAttribute(name)).find(Boolean);
            return `${place} ${node.getAttribute('aria-label') || node.textContent}`;
        })()"""
    )


def ring_width(page) -> str:
    """Stroke width of the focused board element's outline shape."""
    return page.evaluate(
        """(() => {
            const node = document.activeElement;
            const shape = node.matches('rect') ? node
                : node.querySelector('polygon, .ring, .body, .tile-shape, .choice-swatch, .die-face');
            return getComputedStyle(shape).strokeWidth;
        })()"""
    )


def press_until(page, key: str, condition: str, tries: int = 8) -> None:
    for _ in range(tries):
        page.keyboard.press(key)
        if page.evaluate(condition):
            return
    raise AssertionError(f"{key} x{tries} never gave {condition}")


def arrow_to_another(page, key: str) -> None:
    before = focused(page)
    page.keyboard.press(key)
    assert page.evaluate(FOCUS_ON_BOARD)
    assert focused(page) != before, f"{key} left focus on {before}"
    assert page.evaluate("document.activeElement.matches(':focus-visible')")
    assert ring_width(page) == "5px"


def dualities(page) -> None:
    """First half where focus lands, the second on the cell to its right."""
    page.keyboard.press("Enter")
    page.wait_for_selector(".board .cell.selected")
    assert page.evaluate(FOCUS_ON_BOARD)
    arrow_to_another(page, "ArrowRight")
    page.keyboard.press(" ")


def evening(page) -> None:
    arrow_to_another(page, "ArrowDown")
    page.keyboard.press("Enter")


ARROW_TOWARDS = {(1, 0): "ArrowRight", (-1, 0): "ArrowLeft", (0, 1): "ArrowDown", (0, -1): "ArrowUp"}


def even_at_odds(page) -> None:
    """Pick hand tiles until one has marked cells, go up to the table and
    press Enter on a marked cell (the ways the tile can lie there are drawn),
    step to the cell shown for its other end and press Enter again."""
    page.keyboard.press("Enter")
    page.wait_for_selector(".board .hand.own [data-tile].selected")
    while not page.locator(".board .cell.legal").count():
        arrow_to_another(page, "ArrowRight")
        page.keyboard.press("Enter")
    arrow_to_another(page, "ArrowUp")
    assert page.evaluate("document.activeElement.matches('.cell.legal')")
    page.keyboard.press("Enter")
    page.wait_for_selector(".board .cell.lays")
    anchor_x, anchor_y = map(int, page.get_attribute(".board .cell.anchor", "data-cell").split(","))
    other_x, other_y = map(int, page.get_attribute(".board .cell.lays >> nth=0", "data-cell").split(","))
    page.keyboard.press(ARROW_TOWARDS[other_x - anchor_x, other_y - anchor_y])
    assert page.evaluate("document.activeElement.matches('.cell.lays')")
    page.keyboard.press("Enter")


def even_odds(page) -> None:
    arrow_to_another(page, "ArrowRight")
    page.keyboard.press(" ")


def beat_the_odds(page) -> None:
    """Both dice are odd: go to the second one and re-roll it."""
    arrow_to_another(page, "ArrowRight")
    assert "die 2" in focused(page)
    page.keyboard.press("Enter")


KEYS: dict[str, Callable] = {
    "dualities": dualities,
    "evening": evening,
    "even-at-odds": even_at_odds,
    "even-odds": even_odds,
    "beat-the-odds": beat_the_odds,
}


@pytest.mark.parametrize("game_id", list(KEYS))
def test_a_move_by_keyboard_alone_and_every_control_named(game_id, page, site):
    page.set_default_timeout(20_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_ready(page, site, game_id)
    page.wait_for_selector(BOARD_TARGET)
    assert page.evaluate(UNNAMED_CONTROLS) == []
    assert page.eval_on_selector_all(BOARD_TARGET, "nodes => nodes.filter(n => n.tabIndex === 0).length") == 1

    press_until(page, "Tab", FOCUS_ON_BOARD)
    moves = f"JSON.parse(localStorage.getItem('oddsevens:{game_id}')).record.moves.length"
    before = page.evaluate(moves)
    KEYS[game_id](page)
    page.wait_for_function(f"{moves} > {before}")
    assert page.evaluate("document.getElementById('board').contains(document.activeElement)")

    page.get_by_role("button", name="New game").click()
    page.wait_for_selector("#dialog[open]")
    assert page.evaluate(UNNAMED_CONTROLS) == []
    page.keyboard.press("Escape")
    assert errors == []
