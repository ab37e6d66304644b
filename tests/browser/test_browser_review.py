"""The review after a game in Chromium: a finished Evening game opened from
a share link, "Review my moves" asks the bots' worker, and the replay opens
with the turning moves marked and the better move drawn on the board."""

from __future__ import annotations

import pytest

from app.records import share_fragment
from conftest import BOOT_TIMEOUT_MS, Visit
from found_positions import finished_evening_game
from oddsevens.ai.review import review

pytestmark = pytest.mark.browser

REVIEW = "button[data-action=review]"


def test_review_my_moves_marks_the_turnings_in_the_replay_and_draws_the_better_move(new_context, site):
    states = finished_evening_game(1)
    page = new_context().new_page()
    page.set_default_timeout(20_000)
    visit = Visit(page, site)
    visit.open(f"?game=evening#{share_fragment(states[-1])}")
    page.wait_for_selector(f"{REVIEW}:not([disabled])", timeout=BOOT_TIMEOUT_MS)
    seat = int(page.locator(REVIEW).first.get_attribute("data-value"))
    expected = review(states, seat)
    assert expected, "the game has a turning for the reviewed seat"
    page.locator(REVIEW).first.click()
    page.wait_for_selector(".replay .turning-badge", timeout=BOOT_TIMEOUT_MS)
    assert page.locator(".replay .turning-badge").count() == len(expected)
    assert page.locator("html[data-thinking]").count() == 0
    first = expected[0]
    verdict = "gave away a win" if first.exact else "dropped the estimated chance"
    status = page.inner_text("#status")
    assert f"next move {verdict}" in status and "; better: " in status
    page.locator(".replay").get_by_role("button", name="Show the better move").first.click()
    if isinstance(first.better, dict):
        page.wait_for_selector(".board .suggested")
    position = f"after move {first.index} of " if first.index else "the start, before the first move"
    assert position in page.inner_text("#status")
    assert visit.errors == []
