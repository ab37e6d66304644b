"""A monkey at every game: 300 random clicks and taps on anything that can be
clicked (board cells, tiles, dice, colours, buttons, the new-game dialog's
choices and fields, names with markup included), dispatched as fast as the
page takes them. No error may escape, and the game must still be saved and
come back unchanged after a reload.

Each game boots from a corrupted saved entry, which must be kept aside with
a notice while a new game starts: that check rides on the same page load.
"""

from __future__ import annotations

import json
import time

import pytest

import oddsevens
from app.pages import MENU

pytestmark = pytest.mark.browser

EVENTS = 300
CORRUPT = '{"version": 2, "record": {"game": '

MONKEY = """
async ([count, seed]) => {
  let state = seed;
  const random = () => {  // mulberry32: the same clicks on every run
    state = (state + 0x6D2B79F5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (items) => items[Math.floor(random() * items.length)];
  const words = ["<img src=x onerror=1>", "Ann", "", "0", "99999", "-3", "'><b>", "7"];
  const targets = () => {
    const dialog = document.getElementById("dialog");
    const root = dialog.open ? dialog : document.getElementById("play");
    // Who plays a seat stays as it is: a table of computers alone would never rest.
    const all = [...root.querySelectorAll(
      "button, [data-cell], [data-tile], [data-color], [data-die], [data-action], input, select:not([name^=kind-]), label"
    )].filter((element) => element.type !== "file" && element.getClientRects().length > 0);
    // Mostly the board, so that games get somewhere between the buttons' new games and undos.
    const board = all.filter((element) => element.closest("#board"));
    return board.length && random() < 0.75 ? board : all;
  };
  const used = {};
  for (let done = 0; done < count; done++) {
    const choices = targets();
    if (!choices.length) { await new Promise((resolve) => setTimeout(resolve, 20)); continue; }
    const element = pick(choices);
    const kind = element.tagName.toLowerCase();
    used[kind] = (used[kind] || 0) + 1;
    if (kind === "select") {
      element.selectedIndex = Math.floor(random() * element.options.length);
      element.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (kind === "input" && element.type !== "radio" && element.type !== "checkbox") {
      element.value = pick(words);
      element.dispatchEvent(new Event("input", { bubbles: true }));
    } else {
      const touch = random() < 0.5;
      const pointer = { bubbles: true, pointerType: touch ? "touch" : "mouse", isPrimary: true };
      if (touch) {
        element.dispatchEvent(new PointerEvent("pointerdown", pointer));
        element.dispatchEvent(new PointerEvent("pointerup", pointer));
      } else {
        element.dispatchEvent(new PointerEvent("pointerover", pointer));
      }
      element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return used;
}
"""



def at_rest(raw: str) -> bool:
    """No computer seat is about to move in this saved game."""
    entry = json.loads(raw)
    state = oddsevens.replay(entry["record"])
    return all(entry["setup"]["seats"][seat] == "human" for seat in state.to_move)


def settled(page, key: str) -> str:
    """The saved entry once the game rests: a person to move, or over. The
    page's clock skips the computer's pauses."""
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        raw = page.evaluate(f"localStorage.getItem({json.dumps(key)})")
        if at_rest(raw) and not page.evaluate("document.documentElement.hasAttribute('data-thinking')"):
            return raw
        page.clock.run_for(1000)
        page.wait_for_timeout(50)
    raise AssertionError("the computer seats never came to rest")


def board(page) -> str:
    """The board as drawn, without the keyboard's roving focus and the dice's
    roll animation (a fresh page shows the dice at rest)."""
    return page.evaluate(
        """() => {
          const copy = document.getElementById("board").cloneNode(true);
          for (const element of copy.querySelectorAll("[tabindex]")) element.removeAttribute("tabindex");
          for (const element of copy.querySelectorAll(".rolling")) element.classList.remove("rolling");
          return copy.innerHTML;
        }"""
    )


def entry_game(raw: str) -> dict:
    entry = json.loads(raw)
    return {"record": entry["record"], "setup": entry["setup"]}


@pytest.mark.parametrize("game_id", sorted(MENU))
@pytest.mark.usefixtures("room_service_running")  # a random click may open a room
def test_random_clicks_and_taps_break_nothing_and_the_game_survives_a_reload(visit, game_id):
    page = visit.page
    key = f"oddsevens:{game_id}"
    page.add_init_script(
        f"if (!sessionStorage.getItem('monkey')) {{ sessionStorage.setItem('monkey', '1');"
        f" localStorage.setItem({json.dumps(key)}, {json.dumps(CORRUPT)}); }}"
    )
    page.add_init_script(
        "window.__violations = [];"
        "document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));"
    )
    page.clock.install()
    visit.open(f"?game={game_id}")
    assert "could not be read" in page.locator("#notice").inner_text()
    kept = page.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith({json.dumps(key + ':unreadable:')}))")
    assert [page.evaluate(f"localStorage.getItem({json.dumps(kept[0])})")] == [CORRUPT]
    assert json.loads(page.evaluate(f"localStorage.getItem({json.dumps(key)})"))["record"]["moves"] == []

    used = page.evaluate(MONKEY, [EVENTS, sum(map(ord, game_id))])
    assert sum(used.values()) == EVENTS
    page.keyboard.press("Escape")  # closes the dialog if the monkey left it open
    if page.locator("[data-action=replay-exit]").count():
        page.locator("[data-action=replay-exit]").click()  # the game waits while a replay is shown
    page.keyboard.press("Escape")  # forgets a half-made move
    saved = settled(page, key)
    before = board(page)
    assert visit.errors == [], visit.errors
    assert page.locator(".py-error").count() == 0

    visit.reload()
    assert entry_game(page.evaluate(f"localStorage.getItem({json.dumps(key)})")) == entry_game(saved)
    if page.locator("[data-action=reveal]").count() and "handover" not in before:
        page.locator("[data-action=reveal]").click()  # hot seat: a reload hides the hand until it is handed over
    assert board(page) == before
    assert visit.errors == [] and visit.foreign == []
    assert page.evaluate("window.__violations") == []
