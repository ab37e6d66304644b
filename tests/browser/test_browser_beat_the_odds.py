"""Beat the Odds in Chromium: a game with two computers to the end, the
choices the dice offer, undo, the odds panel, reload and phones.

Positions with scripted dice are put in localStorage before the page boots
(the `dice` option is a test hook the page never offers)."""

from __future__ import annotations

import json
import re

import pytest

import oddsevens
from conftest import play_until_the_result
from ready_positions import SECOND_TAP_PAUSE_MS

pytestmark = pytest.mark.browser

KEY = "oddsevens:beat-the-odds"
ODDS_KEY = "oddsevens:beat-the-odds:odds-panel"
CHOICES = ".bto-turn .bto-choices button"
ONE_PLAYER = ["human"]


def saved_game(kinds: list[str], dice: list[int], moves: tuple = (), target: int = 100) -> str:
    state = oddsevens.game("beat-the-odds").start(len(kinds), seed=11, target=target, dice=dice)
    for move in moves:
        state = state.play(move)
    setup = {"seats": kinds, "options": {"target": target}}
    return json.dumps({"version": 1, "record": state.record(), "setup": setup})


def open_saved(visit, entry: str) -> None:
    """Boot the page on this saved game; later reloads keep whatever the page saved since."""
    key = json.dumps(KEY)
    visit.page.add_init_script(
        f"if (localStorage.getItem({key}) === null) localStorage.setItem({key}, {json.dumps(entry)});"
    )
    visit.open("?game=beat-the-odds")


def sheet(page) -> list[str]:
    return page.eval_on_selector_all(".board .sheet .line", "lines => lines.map(l => l.getAttribute('aria-label'))")


def choice_names(page) -> list[str]:
    page.wait_for_selector(CHOICES)
    return [name.strip() for name in page.locator(CHOICES).all_inner_texts()]


def test_three_seats_through_the_dialog_play_to_the_final_standings(visit):
    visit.open("?game=beat-the-odds")
    page = visit.page
    assert page.locator(".board [data-die]").count() == 2
    page.get_by_role("button", name="New game").click()
    page.select_option("#dialog select[name=players]", "3")
    page.wait_for_selector("#dialog select[name=kind-2]")
    assert page.input_value("#dialog select[name=kind-0]") == "human"
    assert page.input_value("#dialog select[name=kind-1]") == "computer"
    assert page.input_value("#dialog select[name=kind-2]") == "computer"
    target = page.get_by_label("Target score")
    target.fill("5000")
    page.get_by_role("button", name="Start game").click()
    assert page.locator("#dialog[open]").count() == 1
    assert page.eval_on_selector("#dialog input[name=target]", "input => input.validity.rangeOverflow")
    # Past the browser's own check (as a browser without it would be): the page says why.
    page.evaluate(
        "document.getElementById('new-game-form')"
        ".dispatchEvent(new Event('submit', {bubbles: true, cancelable: true}))"
    )
    assert "5000 is out of range" in page.inner_text("#dialog [role=alert]")
    page.get_by_label("Target score").fill("20")
    page.get_by_role("button", name="Start game").click()
    page.wait_for_selector("#dialog:not([open])", state="attached")
    assert page.locator(".board .player").count() == 3
    assert "Target 20" in page.text_content(".board .heading")

    play_until_the_result(page, CHOICES, lambda page: page.locator(CHOICES).first.click(), turns=400)
    assert page.locator(".bto-standings li").count() == 3
    assert re.match(r"(You win|Computer \d wins|.+ share the win)! ", page.inner_text("#status"))
    top = max(int(points) for points in page.locator(".bto-standings .bto-points").all_inner_texts())
    assert top >= 20
    assert page.locator(CHOICES).count() == 0
    unlabeled = page.eval_on_selector_all(
        "svg [role=button], svg [role=img]", "nodes => nodes.filter(n => !n.getAttribute('aria-label')).length"
    )
    assert unlabeled == 0
    assert visit.foreign == []
    assert visit.errors == []


def test_the_last_round_and_a_computer_that_doubles_its_best_line(visit):
    # Roll-off 6-6 against 1-1. You roll 2-4 then 1-3: 6 points, target 5 reached.
    # The computer's last turn: 2-4 and 6-2 score 6 and 8, then 4-4: doubling the
    # first 8 (line 2) is what the odds rank best; 3-5 ends the turn at 30.
    dice = [6, 6, 1, 1, 2, 4, 1, 3, 2, 4, 6, 2, 4, 4, 3, 5]
    open_saved(visit, saved_game(["human", "computer"], dice, ("roll", "roll"), target=5))
    page = visit.page
    final = page.inner_text(".bto-final")
    assert "You reached the target of 5 with 6: everyone else has one more turn" in final
    assert "Still to play: Computer." in final
    page.wait_for_selector(".result", timeout=30_000)
    assert page.inner_text("#status") == "Computer wins! 30 points, 24 ahead of you."
    assert page.locator(".bto-final").count() == 0
    places = [
        [row.locator(f".bto-{part}").inner_text() for part in ("place", "name", "points")]
        for row in page.locator(".bto-standings li").all()
    ]
    assert places == [["1.", "Computer", "30"], ["2.", "You", "6"]]
    notes = page.locator(".bto-standings .bto-choices-note").all_inner_texts()
    assert notes == ["1 choice, the best one", "no choices to make"], "each player's choices, judged by the exact odds"
    moves = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(KEY)})"))["record"]["moves"]
    assert moves[5] == [1, {"double": 1}]
    assert "16 points, doubled" in sheet(page)[1]


def test_a_turn_with_every_choice_undo_the_odds_panel_and_a_reload(visit):
    # 2-2 grants the privilege; 3-5 offers a re-roll; the 3 becomes a 4 (4-5);
    # then 4-4 offers a double.
    open_saved(visit, saved_game(ONE_PLAYER, [2, 2, 3, 5, 4, 4, 4]))
    page = visit.page

    page.locator(".bto-chances").wait_for()
    rows = [row.split("\t") for row in page.locator(".bto-chances tbody tr").all_inner_texts()]
    assert [row[1:] for row in rows] == [["26/36", "72.2%"], ["10/36", "27.8%"], ["1/36", "2.8%"]]
    assert "Expected final score of this turn" in page.inner_text(".bto-expected")

    roll = page.get_by_role("button", name="Roll", exact=True)
    roll.click()
    page.wait_for_function("document.querySelectorAll('.board .sheet.current-turn .line').length === 1")
    page.wait_for_timeout(SECOND_TAP_PAUSE_MS)  # sooner, a second click on Roll is a double click: one roll
    roll.click()
    page.get_by_role("button", name="Keep").wait_for()
    assert choice_names(page) == ["Re-roll the 3", "Re-roll the 5", "Keep"]
    assert page.locator(".board [data-die].legal[role=button]").count() == 2
    options = [row.split("\t")[0] for row in page.locator(".bto-options tbody tr").all_inner_texts()]
    assert [option.replace(" best", "").strip() for option in options] == ["Re-roll the 3", "Re-roll the 5", "Keep"]
    assert "best" in options[0]
    assert page.get_by_role("button", name="Undo").get_attribute("aria-disabled") == "true"
    assert "dice once rolled stay rolled" in page.inner_text(".bto-undo-note")
    page.locator(".board [data-die='0']").click()
    page.wait_for_function("document.querySelectorAll('.board .sheet .line').length === 2")
    line = sheet(page)[1]
    assert "4-5" in line and "re-rolled from 3" in line and "4 points" in line

    roll.click()
    doubles = ["Double line 1 (4 → 8)", "Double line 2 (4 → 8)", "Double line 3 (8 → 16)", "Don't double"]
    assert choice_names(page) == doubles
    page.get_by_role("button", name="Double line 3 (8 → 16)").click()
    page.wait_for_selector(".board .line.doubled")
    assert page.text_content(".board .turn-total") == "24"
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function("document.querySelectorAll('.board .line.doubled').length === 0")
    assert choice_names(page) == doubles
    page.get_by_role("button", name="Double line 3 (8 → 16)").click()
    page.wait_for_selector(".board .line.doubled")
    assert choice_names(page) == ["Roll"]

    page.get_by_role("button", name="Hide odds").click()
    page.wait_for_selector(".bto-chances", state="detached")
    assert page.get_by_role("button", name="Show odds").get_attribute("aria-expanded") == "false"
    assert page.evaluate(f"localStorage.getItem({json.dumps(ODDS_KEY)})") == "hidden"

    before = sheet(page)
    visit.reload()
    page.wait_for_selector(".board .sheet.current-turn .line")
    assert sheet(page) == before
    assert page.text_content(".board .turn-total") == "24"
    assert choice_names(page) == ["Roll"]
    assert page.locator(".bto-chances").count() == 0
    page.get_by_role("button", name="Show odds").click()
    page.locator(".bto-chances").wait_for()
    assert visit.errors == []


def test_phone_play_by_taps_without_sideways_scrolling(on_a_phone):
    page = on_a_phone("?game=beat-the-odds")
    for _ in range(4):
        page.wait_for_selector(f".result, {CHOICES}", timeout=30_000)
        if page.locator(".result").count():
            break
        page.locator(CHOICES).first.tap()
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.wait_for_selector(".board .die:not(.blank)")
    page.get_by_role("button", name="New game").tap()
    page.wait_for_selector("#dialog[open] input[name=target]")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
