"""The reader's language in Chromium (static/language.js, app.main): chosen
from the browser's languages before the page shows a word, changed with the
switch and remembered (or carried in the address where storage is refused),
given by lang= to a cross-site embed, a game page whose Python speaks the
page's language once it is ready, and every game on a phone both ways in
Portuguese and Japanese with nothing running out of its box."""

from __future__ import annotations

import pytest

from conftest import BOOT_TIMEOUT_MS
from embedding import other_site, serve_post
from english_left import english_left
from test_browser_phones import no_sideways_scroll, overflowing_text

pytestmark = pytest.mark.browser

GAMES = ["even-at-odds", "even-odds", "dualities", "beat-the-odds", "evening"]

NO_STORAGE = """
Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("Access is denied for this document.", "SecurityError"); },
});
"""



def opened(context, address: str):
    page = context.new_page()
    page.set_default_timeout(20_000)
    page.goto(address)
    return page


def test_a_browser_in_japanese_gets_the_menu_in_japanese_and_the_switch_changes_it_for_good(new_context, site):
    context = new_context(locale="ja-JP")
    page = opened(context, site)
    page.wait_for_url("**/index.ja.html")
    assert page.get_attribute("html", "lang") == "ja"
    assert english_left(page.inner_html("body"), "ja") == []
    page.select_option(".site-header select[name=language]", "es")
    page.wait_for_url("**/index.es.html")
    page.goto(site + "?game=dualities")
    page.wait_for_url("**/index.es.html?game=dualities")
    assert page.get_attribute("html", "lang") == "es", "the switch's choice outlasts the browser's language"
    page.select_option(".site-header select[name=language]", "en")
    page.wait_for_url("**/index.html?game=dualities")
    page.reload()
    assert page.get_attribute("html", "lang") == "en"


def test_with_storage_refused_the_switch_carries_the_language_in_the_address(new_context, site):
    context = new_context(locale="en-US")
    context.add_init_script(NO_STORAGE)
    page = opened(context, site)
    page.select_option(".site-header select[name=language]", "pt-BR")
    page.wait_for_url("**/index.pt-BR.html?lang=pt-BR")
    assert page.get_attribute("html", "lang") == "pt-BR"
    assert page.locator(".game-card a.play").first.inner_text() != "Play"


def test_a_game_page_in_japanese_speaks_japanese_once_python_is_ready(new_context, site):
    context = new_context(locale="en-US")
    page = opened(context, site + "index.html?game=dualities&lang=ja")
    page.wait_for_url("**/index.ja.html?game=dualities&lang=ja")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    status = page.inner_text("#status")
    assert status and english_left(status, "ja") == [], status
    assert english_left(page.inner_html("#panel"), "ja") == []
    page.get_by_role("link", name="ルール").click()
    page.wait_for_selector("#rules-panel[open]")
    assert english_left(page.inner_html("#rules-panel"), "ja") == []


def test_lang_in_a_cross_site_embed_gives_the_game_in_that_language_at_rest_and_in_play(new_context, site, tmp_path):
    context = new_context(locale="en-US")
    address = other_site(site) + "embed.html?game=evening&lang=es"
    server, post = serve_post(tmp_path, "127.0.0.1", [(address, "Evening", 600, 520)])
    try:
        page = opened(context, post)
        frame = page.frame_locator("iframe")
        frame.locator("html[data-at-rest]").wait_for(state="attached")
        assert frame.locator("html").get_attribute("lang") == "es"
        at_rest = frame.locator("#status").inner_text()
        assert english_left(at_rest, "es") == [], at_rest
        embedded = next(child for child in page.frames if child.parent_frame)
        embedded.get_by_role("button", name="Jugar").click()
        embedded.locator("html[data-ready]").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
        assert english_left(embedded.locator("#status").inner_text(), "es") == []
    finally:
        server.shutdown()


def test_an_unknown_language_in_an_embeds_address_says_which_the_site_speaks(new_context, site):
    page = opened(new_context(locale="en-US"), site + "embed.html?game=dualities&lang=xx&start=now")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    assert page.get_attribute("html", "lang") == "en"
    assert "lang=xx" in page.inner_text("body")


@pytest.mark.parametrize("code", ["pt-BR", "ja"])
def test_every_game_fits_a_phone_both_ways_in_the_longest_words_and_in_japanese(new_context, playwright, site, code):
    """Portuguese runs about a third longer than English; Japanese needs its own fonts."""
    upright = playwright.devices["Pixel 7"]
    sideways = playwright.devices["Pixel 7 landscape"]["viewport"]
    problems = []
    for game_id in GAMES:
        page = opened(new_context(**upright), f"{site}index.{code}.html?game={game_id}")
        page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
        for way, viewport in (("upright", upright["viewport"]), ("sideways", sideways)):
            page.set_viewport_size(viewport)
            page.wait_for_timeout(300)
            if not no_sideways_scroll(page):
                problems.append(f"{game_id} {way}: scrolls sideways")
            problems += [f"{game_id} {way}: {box}" for box in overflowing_text(page)]
        page.context.close()
    assert problems == [], "\n".join(problems)
