"""Hostile input in Chromium: a player name made of markup is shown as
text, an address with settings the site does not know leads to the menu
with a message, and every page's Content Security Policy lets scripts come
from the site alone (the game pages keep what Pyodide and PyScript need)."""

from __future__ import annotations

import re
import urllib.request
from html import unescape

import pytest

from app.pages import MENU
from conftest import ROOM_SETTINGS
from sitebuild import pages, room_service

pytestmark = pytest.mark.browser

NAMES = ["<img src=x onerror=alert(1)>", '"><svg onload=alert(2)>']
RULES = sorted(MENU)
"""The games with a rules page: those on the site."""


def policy(site: str, path: str) -> dict[str, list[str]]:
    with urllib.request.urlopen(site + path) as response:
        page = response.read().decode()
    found = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page)
    assert len(found) == 1, f"{path} has {len(found)} policies"
    directives = [part.split() for part in unescape(found[0]).split(";") if part.strip()]
    return {words[0]: words[1:] for words in directives}


def test_a_name_made_of_markup_is_shown_as_text(visit):
    page = visit.page
    alerts: list[str] = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.dismiss()))
    visit.open("?game=beat-the-odds")
    page.get_by_role("button", name="New game").click()
    typed = []
    for seat, name in enumerate(NAMES):
        field = page.locator(f"#dialog input[name=name-{seat}]")
        field.fill(name)
        typed.append(field.input_value())
    page.get_by_role("button", name="Start game").click()
    page.wait_for_selector("#dialog:not([open])", state="attached")
    assert page.locator("#play img, #play foreignObject, #play [onerror], #play [onload]").count() == 0
    shown = page.inner_text("#play")
    for name in typed:
        assert name[:12] in shown, f"{name!r} is not shown as text"
    assert alerts == [] and visit.errors == []


def test_an_address_with_unknown_settings_leads_to_the_menu_with_a_message(visit):
    visit.open("?game=dualities&lines=all&<b>x</b>=1")
    page = visit.page
    message = page.locator("#menu-message")
    assert message.is_visible()
    assert "does not know" in message.inner_text() and "“lines”" in message.inner_text()
    assert "“<b>x</b>”" in message.inner_text(), "the setting's name is shown as text"
    assert page.locator("#menu b").count() == 0
    assert page.locator(".game-card").count() == 5 and page.locator("#play").is_hidden()
    assert page.locator("script[type=py]").count() == 0, "no game boots"


@pytest.mark.parametrize("path", ["index.html", "embed.html"])
def test_game_pages_run_scripts_from_this_site_only(site, path):
    rules = policy(site, path)
    assert rules["default-src"] == ["'self'"]
    assert rules["object-src"] == ["'none'"]
    language_script = pages.script_hash(pages.language_script())
    assert set(rules["script-src"]) == {"'self'", language_script, "'wasm-unsafe-eval'", "'unsafe-eval'"}, (
        "the one inline script is the language choice, allowed by its hash"
    )
    assert set(rules["worker-src"]) == {"'self'", "blob:"}
    rooms = room_service.policy_sources(room_service.room_service(ROOM_SETTINGS)).split()
    assert set(rules["connect-src"]) == {"'self'", "blob:", *rooms}, "fetches go to this site and the rooms' service alone"
    others = {name: sources for name, sources in rules.items() if name != "connect-src"}
    assert "'unsafe-inline'" not in str(rules) and "http" not in str(others) and "*" not in str(rules)


@pytest.mark.parametrize("game_id", RULES)
def test_rules_pages_evaluate_nothing_and_allow_their_own_inline_script_only(site, game_id):
    rules = policy(site, f"rules/{game_id}.html")
    assert rules["default-src"] == ["'self'"]
    scripts = rules["script-src"]
    assert scripts[0] == "'self'" and all(source.startswith("'sha256-") for source in scripts[1:])
    assert "eval" not in str(rules) and "'unsafe-inline'" not in str(rules)


def test_a_rules_page_runs_under_its_policy(visit):
    page = visit.page
    page.add_init_script(
        "window.__violations = [];"
        "document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));"
    )
    page.goto(visit.base + "rules/dualities.html")
    # Its one inline script writes the site's full address into the embed snippet.
    page.wait_for_function("document.querySelector('code[data-embed-address]').textContent.includes('http')")
    assert page.evaluate("window.__violations") == []
    assert visit.errors == []
