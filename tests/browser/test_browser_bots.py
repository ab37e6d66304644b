"""Computer players run in a worker: the page stays live while they think."""

from __future__ import annotations

import pytest

from test_browser_dualities import lay_tile, new_game, wait_for_human_turn

pytestmark = pytest.mark.browser


def test_page_answers_a_click_while_the_computer_is_thinking(visit):
    visit.open("?game=dualities")
    page = visit.page
    # Hard thinks for about a second: a medium answer may beat the click.
    new_game(page, level="Hard")
    lay_tile(page)
    page.wait_for_selector("html[data-thinking]")
    page.get_by_role("button", name="New game").click()
    page.wait_for_selector("#dialog[open]", timeout=1_000)
    # The computer waits behind the dialog: its move did not land before the dialog opened, nor since.
    assert page.locator(".board .cell.black").count() == 1, "the dialog opened only after the bot had played"
    assert page.get_by_label("Hard").is_checked(), "the dialog opens on the level being played"
    page.get_by_role("button", name="Cancel").click()
    wait_for_human_turn(page)
    assert page.locator(".board .cell.black").count() == 2
    assert visit.errors == []
