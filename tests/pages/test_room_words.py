"""The words of every board on each device of a room: the person at the
device is "you", as when one person plays the computer; the computer is
"the computer" only where a computer plays; people at other devices are
named (or their side is), as friends are."""

from __future__ import annotations

import random
import re

import pytest

from app.seats import REMOTE, Seats
from fakes import RecordedPage
from pages.test_rooms import open_lobby, play_out, seat_guests
from room_link import RoomHub

PEOPLE_ONLY = [
    ("dualities", {"opponent": "friend", "lines": "all"}, ["Ana"]),
    ("evening", {"opponent": "friend", "turns": "alternating"}, ["Ana"]),
    ("evening", {"opponent": "friend", "turns": "free"}, ["Ana"]),
    ("beat-the-odds", {"players": "2", "kind-0": "human", "kind-1": "human"}, ["Ana"]),
    ("even-at-odds", {"mode": "duel", "opponent": "friend"}, ["Ana"]),
    ("even-at-odds", {"mode": "duel", "opponent": "friend", "match": "best-of-3"}, ["Ana"]),
    ("even-odds", {"players": "3", **{f"kind-{seat}": "human" for seat in range(3)}}, ["Ana", "Bo"]),
]


def started_room(game_id: str, answers: dict[str, str], names: list[str]) -> tuple[RoomHub, list[RecordedPage], list[tuple[int, int]]]:
    """A room's game under way, and for each device how much it had said
    and shown before it (the host's lobby offers free seats to the computer)."""
    hub = RoomHub()
    host = open_lobby(hub, game_id, answers)
    pages = [host, *seat_guests(hub, host, names)]
    before = [(len(page.screen.statuses), len(page.screen.shown)) for page in pages]
    host.action("room-start")
    hub.deliver()
    return hub, pages, before


def said_in_game(page: RecordedPage, before: tuple[int, int]) -> list[str]:
    """Every status line and every markup the device showed once the game began."""
    statuses, shown = before
    return page.screen.statuses[statuses:] + page.screen.shown[shown:]


def check_own_player_addressed(page: RecordedPage, winners: tuple[int, ...], players: int) -> None:
    """The device's last status line speaks to its own player: "you" when
    they won, never their name, never "You win" when they lost."""
    seat = page.screen.room_seat
    assert seat is not None, "the device has a seat"
    final = page.screen.statuses[-1]
    if seat in winners and len(winners) < players:
        assert re.search(r"\byou\b", final, re.IGNORECASE), (seat, final)
    if seat not in winners:
        assert "You win" not in final, (seat, final)
    assert page.seats.kept_name(seat) not in final, (seat, final)


@pytest.mark.parametrize("seed", [3, 4])
@pytest.mark.parametrize(
    "game_id,answers,names", PEOPLE_ONLY, ids=[f"{game}-{'-'.join(answers.values())}" for game, answers, _names in PEOPLE_ONLY]
)
def test_a_room_of_people_never_speaks_of_the_computer_and_calls_each_player_you(game_id, answers, names, seed):
    hub, pages, before = started_room(game_id, answers, names)
    play_out(hub, pages, random.Random(seed))
    hub.deliver()
    final = pages[0].state
    assert final.over
    for page, shown_before in zip(pages, before, strict=True):
        computer = [text for text in said_in_game(page, shown_before) if "computer" in text.lower()]
        assert not computer, computer[0][:400]
        check_own_player_addressed(page, final.winners, final.players)


def test_in_a_room_with_a_computer_seat_only_the_computer_is_the_computer():
    hub, pages, before = started_room(
        "even-odds", {"players": "4", **{f"kind-{seat}": "human" for seat in range(3)}, "kind-3": "computer"}, ["Ana", "Bo"]
    )
    play_out(hub, pages, random.Random(5))
    hub.deliver()
    final = pages[0].state
    for page, (statuses, _shown) in zip(pages, before, strict=True):
        seats = page.seats
        mine = page.screen.room_seat
        assert [seats.who_talks_to(seat) for seat in range(4)] == [
            "you" if seat == mine else "computer" if seat == 3 else "other" for seat in range(4)
        ]
        said = page.screen.statuses[statuses:]
        assert any(text.startswith("Computer is playing") for text in said), "the computer's seat keeps its name"
        for text in said:
            assert re.findall("computer", text, re.IGNORECASE) == re.findall(r"\bComputer\b", text), text
        check_own_player_addressed(page, final.winners, final.players)


def test_a_guest_seat_the_computer_takes_over_is_the_computer_on_the_hosts_device():
    hub, (host, guest), _before = started_room("dualities", {"opponent": "friend"}, ["Ana"])
    hub.disconnect(guest.rooms.guest().link)
    host.action("room-computer", "1")
    while not host.state.over:
        seats = host.acting_seats()
        if seats:
            host.play(host.state.legal_moves(seats[0])[0], seats[0])
        host.screen.run_pending()
    headline = "You win!" if host.state.winners == (0,) else "The computer wins"
    assert host.screen.statuses[-1].startswith(headline)


@pytest.mark.parametrize(
    "kinds,here",
    [
        (["human", "computer"], True),
        (["human", REMOTE], True),
        ([REMOTE, "human", "computer"], True),
        (["human", "human"], False),
        (["human", "human", "computer"], False),
        (["human"], False),
    ],
)
def test_one_person_here_is_the_only_person_at_a_device_with_others_at_the_table(kinds, here):
    assert Seats({"seats": kinds}).one_person_here() is here


def test_in_a_room_the_person_at_the_device_is_you_whatever_name_they_gave():
    names = ["Ana", "Bo"]
    assert Seats({"seats": [REMOTE, "human"], "names": names}).addressed(1)
    assert not Seats({"seats": ["computer", "human"], "names": names}).addressed(1), "a name typed at one device is used"
    assert Seats({"seats": [REMOTE, "human"], "names": names}).name(0) == "Ana"
