"""Sound in Chromium: silent until the player taps Sound, then the browser
plays the moves' sounds (static/sound.js counts them in
html[data-sounds-played]); the choice survives a reload, which plays none."""

from __future__ import annotations

import pytest

from test_browser_dualities import lay_tile, wait_for_human_turn

pytestmark = pytest.mark.browser

SOUND = '#panel [data-action="sound"]'
COMPUTER_DONE = "!document.documentElement.hasAttribute('data-thinking') && document.querySelectorAll('.board .cell.black').length === {}"


def sounds_played(page) -> int:
    return int(page.evaluate("document.documentElement.dataset.soundsPlayed || 0"))


def test_sound_plays_only_once_turned_on_and_the_choice_survives_a_reload(visit):
    page = visit.page
    visit.open("?game=dualities")
    assert page.locator(SOUND).get_attribute("aria-pressed") == "false"
    lay_tile(page)
    page.wait_for_function(COMPUTER_DONE.format(2), timeout=60_000)
    assert sounds_played(page) == 0, "off by default"

    page.locator(SOUND).click()
    page.wait_for_selector(f'{SOUND}[aria-pressed="true"]')
    page.wait_for_function("document.documentElement.dataset.soundsPlayed === '1'")
    wait_for_human_turn(page)
    lay_tile(page)
    page.wait_for_function(COMPUTER_DONE.format(4), timeout=60_000)
    # The tile laid, then the computer's tile and the turn back to the player.
    page.wait_for_function("document.documentElement.dataset.soundsPlayed === '4'")

    visit.reload()
    assert page.locator(SOUND).get_attribute("aria-pressed") == "true", "remembered on this device"
    page.wait_for_timeout(500)
    assert sounds_played(page) == 0, "a reload shows no new move"
    assert visit.errors == []
