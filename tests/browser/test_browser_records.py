"""Records in Chromium: export and import, refusals that change nothing,
stepping through a replay, and a share link played on and shared back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import oddsevens
from app.records import export_text, share_fragment
from conftest import BOOT_TIMEOUT_MS, Visit

pytestmark = pytest.mark.browser

BLACK = ".board .cell.black"
LEGAL = ".board .cell.legal"
DIALOG = "#dialog"


def friends_game(moves: int, seed: int = 3) -> oddsevens.State:
    state = oddsevens.game("dualities").start(seed=seed)
    for _ in range(moves):
        options = state.legal_moves()
        state = state.play(options[len(state) * 7 % len(options)])
    return state


def blacks(page) -> int:
    return page.locator(BLACK).count()


def wait_for_blacks(page, count: int) -> None:
    page.wait_for_function(f"document.querySelectorAll('{BLACK}').length === {count}")


def board(page) -> str:
    return page.inner_html("#board")


def saved(page) -> str:
    return page.evaluate("localStorage.getItem('oddsevens:dualities')")


def import_record(page, text: str) -> None:
    page.locator("#panel").get_by_role("button", name="Import").click()
    page.fill(f"{DIALOG} textarea[name=record]", text)
    page.locator(DIALOG).get_by_role("button", name="Import", exact=True).click()


def refused(page, text: str) -> str:
    """Imports `text`, expecting a refusal; the message shown."""
    import_record(page, text)
    alert = page.locator(f"{DIALOG} [role=alert]")
    alert.wait_for()
    message = alert.inner_text()
    page.locator(DIALOG).get_by_role("button", name="Cancel").click()
    return message


def test_export_then_import_restores_the_position_and_bad_records_change_nothing(visit):
    visit.open("?game=dualities")
    page = visit.page
    game = friends_game(6)
    setup = {"seats": ["human", "human"], "options": {"lines": "rows"}, "level": "hard"}
    import_record(page, export_text(game, setup))
    page.wait_for_selector(f"{DIALOG}:not([open])", state="attached")
    wait_for_blacks(page, 6)
    position = board(page)

    page.locator("#panel").get_by_role("button", name="Export").click()
    exported = page.input_value(f"{DIALOG} textarea")
    assert {key: value for key, value in json.loads(exported).items() if key != "setup"} == game.record()
    with page.expect_download() as download:
        page.locator(DIALOG).get_by_role("button", name="Download").click()
    downloaded = Path(download.value.path()).read_text()
    assert json.loads(downloaded) == json.loads(exported)
    page.locator(DIALOG).get_by_role("button", name="Close").click()

    page.get_by_role("button", name="New game").click()
    page.get_by_label("A friend on this device").check()
    page.get_by_role("button", name="Start game").click()
    wait_for_blacks(page, 0)
    import_record(page, downloaded)
    wait_for_blacks(page, 6)
    assert board(page) == position

    entry, position = saved(page), board(page)
    record = game.record()
    cut = refused(page, exported[: len(exported) // 2])
    assert cut.startswith("The record is cut off")
    record["moves"][3] = record["moves"][1]
    assert refused(page, json.dumps(record)).startswith("Move 4 is not legal: ")
    evening = json.dumps(oddsevens.game("evening").start().record())
    assert refused(page, evening) == "This is a record of Evening, not Dualities: import it on the Evening page."
    unknown = json.dumps({**game.record(), "options": {"lines": "rows", "speed": 2}})
    assert refused(page, unknown).startswith("The record cannot start: Dualities has no option 'speed'")
    assert board(page) == position and saved(page) == entry
    assert visit.errors == []


def test_replay_steps_through_earlier_boards_and_returns_to_the_game(visit):
    visit.open("?game=dualities")
    page = visit.page
    import_record(page, json.dumps(friends_game(6).record()))
    wait_for_blacks(page, 6)
    entry, live = saved(page), board(page)
    panel = page.locator("#panel")

    panel.get_by_role("button", name="Replay").click()
    page.wait_for_selector(".replay")
    assert page.locator(LEGAL).count() == 0
    panel.get_by_role("button", name="Start", exact=True).click()
    wait_for_blacks(page, 0)
    assert panel.get_by_role("button", name="Back", exact=True).is_disabled()
    panel.get_by_role("button", name="Forward", exact=True).click()
    wait_for_blacks(page, 1)
    page.click(".move-list [data-value='4']")
    wait_for_blacks(page, 4)
    assert page.get_attribute(".move-list [data-value='4']", "aria-current") == "step"
    assert "after move 4 of 6" in page.inner_text("#status")
    page.click(".board [data-cell='0,0']")
    panel.get_by_role("button", name="Back", exact=True).click()
    wait_for_blacks(page, 3)
    panel.get_by_role("button", name="End", exact=True).click()
    wait_for_blacks(page, 6)
    assert saved(page) == entry

    panel.get_by_role("button", name="Back to the game").click()
    page.wait_for_selector(LEGAL)
    assert board(page) == live and saved(page) == entry
    assert visit.errors == []


def open_fresh(new_context, site: str, query: str) -> Visit:
    """A page in a context of its own: nothing saved, as on another device."""
    page = new_context().new_page()
    page.set_default_timeout(20_000)
    visit = Visit(page, site)
    visit.open(query)
    return visit


def test_a_share_link_opens_the_position_and_a_move_is_shared_back(new_context, site):
    game = friends_game(8)
    receiver = open_fresh(new_context, site, f"?game=dualities#{share_fragment(game)}")
    page = receiver.page
    assert blacks(page) == 8
    assert "Opened the shared game of Dualities after 8 moves: Odd to play" in page.inner_text("#notice")
    assert "#record=" not in page.url

    page.locator(LEGAL).first.click()
    page.wait_for_selector(".board .cell.selected")
    page.locator(LEGAL).first.click()
    wait_for_blacks(page, 9)
    page.locator("#panel").get_by_role("button", name="Share").click()
    link = page.input_value(f"{DIALOG} textarea.share-link")
    assert "#record=" in link and page.url == link

    sender = open_fresh(new_context, site, link.removeprefix(site))
    sender.page.wait_for_selector("#notice:not([hidden])", timeout=BOOT_TIMEOUT_MS)
    assert blacks(sender.page) == 9
    assert "after 9 moves: Even to play" in sender.page.inner_text("#notice")
    assert sender.page.locator(LEGAL).count() > 0
    assert receiver.errors == [] and sender.errors == []
