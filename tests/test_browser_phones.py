"""Every game on a phone (Playwright's Pixel 7 profile, touch taps): held
upright at 360 x 640 and sideways at 640 x 360 and 863 x 360, nothing
scrolls sideways and the board fits; the legal targets are a fingertip
wide, or the Zoom button makes them so in a frame that pans; a tap plays a
move; the new-game dialog fits on the smallest screen."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from ready_positions import open_ready, play_first_move

pytestmark = pytest.mark.browser

FINGERTIP = 44
PORTRAIT = {"width": 360, "height": 640}
LANDSCAPES = ({"width": 640, "height": 360}, {"width": 863, "height": 360})


@dataclass
class Phone:
    targets: str
    """The legal targets whose size is checked before the first tap."""
    fits_height: bool = True
    """The board fits a landscape screen's height too (Even Odds' table is a long column)."""


PHONES = {
    "dualities": Phone(".board .cell.legal"),
    "evening": Phone(".board .cell.legal"),
    "even-at-odds": Phone(".board .hand.own [data-tile][role=button]"),
    "even-odds": Phone(".board .tile.back.legal", fits_height=False),
    "beat-the-odds": Phone(".board .die.legal, .bto-choices button"),
}


def smallest_side(page, selector: str) -> float:
    sides = page.eval_on_selector_all(
        selector, "nodes => nodes.map(n => n.getBoundingClientRect()).map(r => Math.min(r.width, r.height))"
    )
    assert sides, f"nothing matches {selector}"
    return min(sides)


def no_sideways_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def moves_saved(page, game_id: str) -> int:
    return page.evaluate(f"JSON.parse(localStorage.getItem('oddsevens:{game_id}')).record.moves.length")


def inside_viewport(page, selector: str, whole_height: bool = True) -> bool:
    return page.eval_on_selector(
        selector,
        f"""node => {{
            const box = node.getBoundingClientRect();
            return box.left >= 0 && box.right <= innerWidth + 0.5
                && ({'box.height <= innerHeight + 0.5' if whole_height else 'true'});
        }}""",
    )


@pytest.mark.parametrize("game_id", list(PHONES))
def test_phone_play_by_taps_upright_and_sideways(game_id, browser, site, playwright):
    phone = PHONES[game_id]
    context = browser.new_context(**{**playwright.devices["Pixel 7"], "viewport": PORTRAIT})
    page = context.new_page()
    page.set_default_timeout(20_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_ready(page, site, game_id)
    page.wait_for_selector(phone.targets)
    assert no_sideways_scroll(page)
    assert inside_viewport(page, "#board svg", whole_height=False)

    zoom_in = page.get_by_role("button", name="Zoom in")
    zoomed = smallest_side(page, phone.targets) < FINGERTIP
    if zoomed:
        zoom_in.tap()
        page.get_by_role("button", name="Zoom out").wait_for()
        assert smallest_side(page, phone.targets) >= FINGERTIP
        assert page.eval_on_selector("#board", "b => b.scrollWidth > b.clientWidth || b.scrollHeight > b.clientHeight")
        assert no_sideways_scroll(page)
    else:
        assert not zoom_in.is_visible()

    before = moves_saved(page, game_id)
    play_first_move(page, game_id, touch=True)
    page.wait_for_function(
        f"JSON.parse(localStorage.getItem('oddsevens:{game_id}')).record.moves.length > {before}"
    )
    assert no_sideways_scroll(page)

    if zoomed:
        page.get_by_role("button", name="Zoom out").tap()
        page.get_by_role("button", name="Zoom in").wait_for(state="attached")
    for landscape in LANDSCAPES:
        page.set_viewport_size(landscape)
        page.wait_for_function(f"innerWidth === {landscape['width']}")
        assert no_sideways_scroll(page), landscape
        assert inside_viewport(page, "#board svg", whole_height=phone.fits_height), landscape
    page.set_viewport_size(LANDSCAPES[0])
    page.get_by_role("button", name="New game").tap()
    page.wait_for_selector("#dialog[open]")
    assert inside_viewport(page, "#dialog")
    page.locator("#dialog").get_by_role("button", name="Cancel").tap()
    page.wait_for_selector("#dialog:not([open])", state="attached")
    assert errors == []
    context.close()
