"""Embeds cost a reader nothing until they play: a blog post on another site
(a page on 127.0.0.1 framing localhost), on a phone, with the five games in
the README's snippet, read to its end without a tap.

Each frame shows its drawn board, its status line and Play, starts no Python
and downloads nothing more; the five together move at most 2 MB. A tap on a
frame's board starts that frame alone, and the tap is played once the game
is ready. `start=now` keeps the immediate start.

The blog post is read on loopback and again on a 20 Mbps link (Chromium's
emulation, on the post and on every frame): a slow network must not make the
frames start anything either, and the tapped frame's downloads must take the
link's time (else the emulation missed the frame)."""

from __future__ import annotations

import time

import pytest

from browser_python import PROFILES, emulate
from conftest import BOOT_TIMEOUT_MS
from embedding import other_site, serve_post

pytestmark = pytest.mark.browser

GAMES = ["even-at-odds", "even-odds", "dualities", "beat-the-odds", "evening"]
FIVE_FRAMES_BYTES = 2_000_000


def frames_with_python(page) -> list[str]:
    return [frame.url for frame in page.frames if frame.parent_frame and frame.evaluate("!!document.querySelector('script[type=py]')")]


@pytest.mark.parametrize("network", ["loopback", "20mbps"])
def test_a_blog_post_of_five_embeds_read_to_its_end_starts_no_python(new_context, playwright, site, tmp_path, network):
    phone = playwright.devices["Pixel 7"]
    context = new_context(**{key: phone[key] for key in ("viewport", "device_scale_factor", "is_mobile", "has_touch")})
    page = context.new_page()
    profile = PROFILES[network]
    emulate(context, page, profile)
    page.set_default_timeout(20_000)
    received: list[int] = []
    vendor: list[str] = []
    context.on("requestfinished", lambda request: received.append(request.sizes()["responseBodySize"]))
    context.on("request", lambda request: "/vendor/" in request.url and vendor.append(request.url))
    frames = [(other_site(site) + f"embed.html?game={game}", game, 360, 480) for game in GAMES]
    server, post = serve_post(tmp_path, "127.0.0.1", frames)
    page.goto(post)
    for game in GAMES:
        frame = page.locator(f"iframe[title='{game}']")
        frame.scroll_into_view_if_needed()
        page.frame_locator(f"iframe[title='{game}']").locator("html[data-at-rest]").wait_for(state="attached")
        assert page.frame_locator(f"iframe[title='{game}']").get_by_role("button", name="Play").is_visible()
    page.wait_for_timeout(1500)
    assert frames_with_python(page) == []
    assert vendor == [], "neither Pyodide nor PyScript is fetched"
    assert sum(received) <= FIVE_FRAMES_BYTES, f"{sum(received):,} bytes for five frames at rest"

    dualities = page.frame_locator("iframe[title='dualities']")
    received.clear()
    tapped = time.monotonic()
    dualities.locator("[data-cell='0,0']").tap()
    dualities.locator("html[data-ready]").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    took_ms = (time.monotonic() - tapped) * 1000
    dualities.locator(".board .cell.selected[data-cell='0,0']").wait_for()
    assert len(frames_with_python(page)) == 1, "only the frame someone plays runs Python"
    assert took_ms >= profile.least_ms(sum(received)), "the frame's downloads came faster than the emulated link"
    server.shutdown()


def test_an_embed_given_start_now_starts_without_a_tap(visit):
    visit.open("embed.html?game=evening&start=now")
    page = visit.page
    assert page.locator("#board svg [data-cell].legal").count() > 0
    assert page.get_by_role("button", name="Play").count() == 0
    assert page.locator("#notice").is_hidden()


def test_an_embed_with_settings_of_its_own_rests_with_play_and_starts_with_them(visit):
    page = visit.page
    page.goto(visit.base + "embed.html?game=evening&size=3")
    page.wait_for_selector("html[data-at-rest]")
    assert page.locator("#board svg").count() == 0, "the drawn opening board is another size"
    assert page.locator("#board").is_hidden(), "no empty box where a board would be"
    status = page.inner_text("#status")
    assert "Evening" in status and "board" not in status, "it offers no board to tap"
    play = page.get_by_role("button", name="Play").bounding_box()
    frame = page.viewport_size
    assert abs(play["y"] + play["height"] / 2 - frame["height"] / 2) < frame["height"] / 4, "Play in the middle"
    page.get_by_role("button", name="Play").click()
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#board svg [data-cell]").count() == 19
    assert visit.errors == []
