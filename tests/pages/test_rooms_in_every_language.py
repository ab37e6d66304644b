"""A room in each language on the page layer: the lobbies, a whole game of
Even Odds on three devices with the computer, the strip, a refused message
and the troubles leave no English word on any device
(tests/support/english_left.py)."""

from __future__ import annotations

import random
import re

import pytest

from english_left import english_left, lines_with_english
from fakes import RecordedPage
from pages.test_rooms import hosted, open_lobby, play_out, seat_guests
from room_link import RoomHub
from sitebuild import languages


@pytest.fixture(scope="module")
def catalogues() -> dict[str, bytes]:
    return languages.compile_catalogues()


def everything_shown_in_a_room() -> list[str]:
    hub = RoomHub()
    answers = {"players": "4", "kind-0": "human", "kind-1": "human", "kind-2": "human", "kind-3": "computer"}
    host = open_lobby(hub, "even-odds", answers)
    guests = seat_guests(hub, host, ["アナ", "ボー"])  # names in no language's words
    host.action("room-copy")
    host.action("room-start")
    hub.deliver()
    play_out(hub, [host, *guests], random.Random(2))
    late = hub.guest_page("even-odds", hosted(host).code)
    hub.deliver()
    nobody = hub.guest_page("dualities", "abcdefghjk")
    hub.deliver()
    hosted(host).problem("no-service")
    hub.disconnect(guests[0].rooms.guest().link)  # type: ignore[union-attr, arg-type]
    pages: list[RecordedPage] = [host, *guests, late, nobody]
    shown = []
    for page in pages:
        screen = page.screen
        shown += [*screen.shown, *screen.statuses, *screen.announced, *(notice or "" for notice in screen.notices)]
    return [piece for piece in shown if piece]


@pytest.mark.parametrize("language", languages.TRANSLATED, ids=lambda language: language.code)
def test_a_room_shows_no_english_on_any_device(catalogues, language):
    with languages.speaking(language, catalogues[language.code]):
        shown = everything_shown_in_a_room()
    # The invitation's address, shown as the link's text, is no words of any language.
    shown = [re.sub(r">https?://[^<]*<", "><", piece) for piece in shown]
    left = sorted({line for piece in shown for line in lines_with_english(piece, language.code)})
    assert not english_left("\n".join(shown), language.code), f"a room in {language.code}: {left[:12]}"
