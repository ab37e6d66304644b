"""Rooms, each device a page of its own under plain Python, joined by a hub
that carries their messages in the order sent (tests/support/room_link.py):
whole games of every game, what a guest is sent, what a guest may not do,
and devices that leave and come back."""

from __future__ import annotations

import html
import json
import random

import pytest

from app.rooms.guest import RoomGuest
from app.rooms.host import RoomHost
from app.rooms.messages import MAX_MESSAGE
from app.rooms.opening import open_room
from fakes import MemoryStore, RecordedPage
from room_link import RoomHub

SECRET_WORDS = ('"seed"', '"deal"', '"deck"', '"dice"', "rng")


def open_lobby(hub: RoomHub, game_id: str, answers: dict[str, str], store: MemoryStore | None = None) -> RecordedPage:
    host = hub.host_page(game_id, store)
    host.open()
    host.rooms.host(host.setup_from(answers))
    hub.deliver()
    return host


def hosted(page: RecordedPage) -> RoomHost:
    room = page.rooms.hosting()
    assert room is not None, "the page hosts a room"
    return room


def joined(page: RecordedPage) -> RoomGuest:
    room = page.rooms.guest()
    assert room is not None, "the page is a room's guest"
    return room


def seat_guests(hub: RoomHub, host: RecordedPage, names: list[str]) -> list[RecordedPage]:
    """A guest's page for each name, each on the first free seat."""
    guests = []
    for name in names:
        guest = hub.guest_page(host.game.id, hosted(host).code)
        hub.deliver()
        free = next(seat for seat, held in enumerate(hosted(host).seating.seats) if held.holder == "open")
        guest.answers_submitted({"form": "room-seat", "seat": str(free), "name": name})
        hub.deliver()
        assert guest.screen.room_seat == free
        guests.append(guest)
    return guests


def play_out(hub: RoomHub, pages: list[RecordedPage], chooser: random.Random, limit: int = 3000) -> None:
    """Each device plays a random legal move of its own when it may, the
    computer and the moves nobody chooses are made, until the game ends."""
    host = pages[0]
    for _ in range(limit):
        if host.state.over:
            return
        for page in pages:
            if 'data-action="next-round"' in page.screen.regions.get("panel", ""):
                page.action("next-round")  # Even Odds: each device lets the finished round go
            seats = page.acting_seats()
            if seats:
                seat = chooser.choice(seats)
                assert page.play(chooser.choice(page.state.legal_moves(seat)), seat)
            hub.deliver()
        for page in pages:
            page.screen.run_pending()
            hub.deliver()
    raise AssertionError("the room's game did not end")


GAMES = [
    ("dualities", {"opponent": "friend", "lines": "all"}, ["Ana"]),
    ("evening", {"opponent": "friend", "protocol": "free"}, ["Ana"]),
    ("beat-the-odds", {"players": "2", "kind-0": "human", "kind-1": "human"}, ["Ana"]),
    ("even-at-odds", {"mode": "duel", "opponent": "friend"}, ["Ana"]),
    ("even-odds", {"players": "4", "kind-0": "human", "kind-1": "human", "kind-2": "human", "kind-3": "computer"},
     ["Ana", "Bo"]),
]


@pytest.mark.parametrize("game_id,answers,names", GAMES, ids=[game for game, _answers, _names in GAMES])
def test_friends_on_their_own_devices_play_a_whole_game(game_id, answers, names):
    hub = RoomHub()
    host = open_lobby(hub, game_id, answers)
    assert host.screen.room_phase == "lobby"
    guests = seat_guests(hub, host, names)
    host.action("room-start")
    hub.deliver()
    pages = [host, *guests]
    assert all(page.screen.room_phase == "playing" for page in pages)
    play_out(hub, pages, random.Random(3))
    hub.deliver()
    final = host.state
    assert final.over
    for guest in guests:
        seat = guest.screen.room_seat
        assert guest.screen.room_phase == "over"
        assert guest.state.view(seat) == final.view(seat), "the guest's page ends on its seat's view of the game"
        assert guest.screen.move_count == len(final)
        assert "Waiting for" not in guest.screen.statuses[-1]
    assert not hosted(host).dropped, "no device sent what the host refused"
    check_what_guests_received(hub, host)


def check_what_guests_received(hub: RoomHub, host: RecordedPage) -> None:
    """Every table a guest received holds exactly its seat's view of the
    game at that move, and never a seed, a deal, a deck or dice to come."""
    tables = 0
    for received in hub.received.values():
        for text in received:
            assert len(text) < MAX_MESSAGE
            assert not any(word in text for word in SECRET_WORDS), text[:300]
            message = json.loads(text)
            if message["type"] == "table" and "view" in message:
                tables += 1
                seat, moves = message["you"], message["moves"]
                assert message["view"] == host.history[moves].view(seat)
                assert message["legal"] == host.history[moves].legal_moves(seat)
    assert tables


def test_even_odds_for_four_on_four_phones_needs_no_hand_over():
    hub = RoomHub()
    answers = {"players": "4", **{f"kind-{seat}": "human" for seat in range(4)}}
    host = open_lobby(hub, "even-odds", answers)
    guests = seat_guests(hub, host, ["Ana", "Bo", "Cy"])
    host.action("room-start")
    hub.deliver()
    play_out(hub, [host, *guests], random.Random(8))
    shown = [markup for page in [host, *guests] for markup in page.screen.shown]
    assert not any("handover" in markup for markup in shown), "no device ever asks the others to look away"


def started_duel(hub: RoomHub, store: MemoryStore | None = None) -> tuple[RecordedPage, RecordedPage]:
    host = open_lobby(hub, "dualities", {"opponent": "friend"})
    (guest,) = seat_guests(hub, host, ["Ana"])
    host.action("room-start")
    hub.deliver()
    return host, guest


def test_what_a_guest_sends_beside_its_own_moves_changes_nothing():
    hub = RoomHub()
    host, guest = started_duel(hub)
    host_seat = hosted(host).host_seat()
    host.play(host.state.legal_moves(host_seat)[0], host_seat)
    hub.deliver()
    before = json.dumps(host.state.to_json())
    device = joined(guest).link.device
    legal = host.state.legal_moves(1)
    junk = [
        "not json", "[]", "{}", '{"type": "move"}', "x" * 1_000_000,
        json.dumps({"type": "move", "number": 1, "seen": 0, "move": legal[0]}),  # made on an old position
        json.dumps({"type": "move", "number": 5, "seen": 1, "move": legal[0]}),  # skips numbers
        json.dumps({"type": "move", "number": 1, "seen": 1, "move": {"black": [0, 0], "white": [9, 9]}}),  # illegal
        json.dumps({"type": "move", "number": True, "seen": 1, "move": legal[0]}),
        json.dumps({"type": "sit", "seat": 0, "name": "Eve"}),  # the host's seat, in a game started
        json.dumps({"type": "hello", "token": "a forged token!", "name": "Eve"}),
        json.dumps({"type": "table", "phase": "over"}),
    ]
    for text in junk:
        hosted(host).received(device, text)
        hub.deliver()
    assert json.dumps(host.state.to_json()) == before
    assert len(hosted(host).dropped) >= len(junk) - 1
    assert guest.screen.room_seat == 1, "the guest keeps its seat"
    # Its own move, sent twice (a connection lost before the answer), is played once.
    move = json.dumps({"type": "move", "number": 1, "seen": 1, "move": legal[0]})
    hosted(host).received(device, move)
    hosted(host).received(device, move)
    hub.deliver()
    assert len(host.state) == 2


def test_another_device_cannot_play_for_a_seat():
    hub = RoomHub()
    host, _guest = started_duel(hub)
    intruder = hub.guest_page("dualities", hosted(host).code)
    hub.deliver()
    assert intruder.screen.room_phase == "closed", "a started game with every seat taken turns a new device away"
    assert "every seat is taken" in intruder.screen.regions["board"]
    assert "Play at one device instead" in intruder.screen.regions["board"]
    hosted(host).received("guest-2", json.dumps({"type": "move", "number": 1, "seen": 0, "move": "pass"}))
    assert len(host.state) == 0


def test_a_guest_that_reloads_is_back_at_its_seat_with_the_game_as_it_was():
    hub = RoomHub()
    store = MemoryStore()
    host = open_lobby(hub, "dualities", {"opponent": "friend"})
    guest = hub.guest_page("dualities", hosted(host).code, store)
    hub.deliver()
    guest.answers_submitted({"form": "room-seat", "seat": "1", "name": "Ana"})
    hub.deliver()
    host.action("room-start")
    hub.deliver()
    play_out_moves(hub, [host, guest], 5)
    hub.disconnect(joined(guest).link)
    assert "not connected" in host.screen.regions["panel"]
    again = hub.guest_page("dualities", hosted(host).code, store)
    hub.deliver()
    assert again.screen.room_seat == 1
    assert again.state.view(1) == host.state.view(1)
    assert "not connected" not in host.screen.regions["panel"]
    play_out(hub, [host, again], random.Random(2))
    assert host.state.over


def play_out_moves(hub: RoomHub, pages: list[RecordedPage], count: int) -> None:
    chooser = random.Random(count)
    for _ in range(count):
        for page in pages:
            seats = page.acting_seats()
            if seats:
                page.play(chooser.choice(page.state.legal_moves(seats[0])), seats[0])
                hub.deliver()
                break


def test_a_host_that_reloads_gets_its_room_back_and_the_guests_find_it():
    hub = RoomHub()
    store = MemoryStore()
    host = open_lobby(hub, "dualities", {"opponent": "friend"}, store)
    (guest,) = seat_guests(hub, host, ["Ana"])
    host.action("room-start")
    hub.deliver()
    play_out_moves(hub, [host, guest], 4)
    moves, code = len(host.state), hosted(host).code
    hub.host_lost()
    assert "connection to the host" in guest.screen.regions["board"] + guest.screen.regions["panel"]
    again = hub.host_page("dualities", store)
    assert open_room(again, [("game", "dualities"), ("room", code)])
    hub.deliver()
    assert again.rooms.hosting() is not None and len(again.state) == moves
    assert again.screen.room_phase == "playing"
    play_out(hub, [again, guest], random.Random(5))
    assert again.state.over and guest.screen.room_phase == "over"


def test_moves_made_at_the_same_moment_are_taken_in_the_order_they_arrive():
    hub = RoomHub()
    host = open_lobby(hub, "evening", {"opponent": "friend", "protocol": "free"})
    (guest,) = seat_guests(hub, host, ["Ana"])
    host.action("room-start")
    hub.deliver()
    chooser = random.Random(4)

    def clash() -> tuple | None:
        """A stone of White's that makes one of Black's moves illegal."""
        state = host.state
        for white in state.legal_moves(0):
            after = state.play(white, 0)
            for black in state.legal_moves(1):
                if black not in after.legal_moves(1):
                    return white, black
        return None

    while clash() is None:
        page = chooser.choice([page for page in (host, guest) if page.acting_seats()])
        seat = page.acting_seats()[0]
        page.play(chooser.choice(page.state.legal_moves(seat)), seat)
        hub.deliver()
    white, black = clash()
    assert guest.play(black, 1)  # on its way
    assert host.play(white, 0)  # the host's own, played at once
    hub.deliver()
    assert host.state.last_move() == (0, white)
    assert joined(guest).pending is None
    said = guest.screen.statuses[-1]
    assert said.startswith("Your move was not played:"), said
    assert guest.state.view(1) == host.state.view(1)


def test_the_host_may_let_the_computer_play_a_seat_whose_device_has_gone():
    hub = RoomHub()
    host, guest = started_duel(hub)
    hub.disconnect(joined(guest).link)
    assert "Let the computer play for Ana" in host.screen.regions["panel"]
    host.action("room-computer", "1")
    while not host.state.over:
        seats = host.acting_seats()
        if seats:
            host.play(host.state.legal_moves(seats[0])[0], seats[0])
        host.screen.run_pending()
    assert host.state.over


def test_an_invitation_that_names_no_room_says_so_and_offers_one_device():
    hub = RoomHub()
    page = hub.host_page("dualities")
    assert open_room(page, [("game", "dualities"), ("room", "not a room")])
    assert "names no room" in page.screen.regions["board"]
    assert "Play at one device instead" in page.screen.regions["board"]


def test_nobody_hosting_the_room_is_said_and_the_page_keeps_trying():
    hub = RoomHub()
    guest = hub.guest_page("dualities", "abcdefghjk")
    hub.deliver()
    assert "Nobody is hosting this room" in guest.screen.regions["board"]


def test_the_address_opponent_devices_opens_a_lobby_with_the_embeds_settings():
    hub = RoomHub()
    page = hub.host_page("even-odds")
    assert open_room(page, [("game", "even-odds"), ("opponent", "devices"), ("players", "5")])
    hub.deliver()
    assert page.screen.room_phase == "lobby"
    assert len(page.rooms.room.seating.seats) == 5
    assert page.screen.regions["board"].count('data-seat="') == 4


def test_the_host_opening_its_game_from_the_menu_opens_the_room_again():
    hub = RoomHub()
    store = MemoryStore()
    host = open_lobby(hub, "dualities", {"opponent": "friend"}, store)
    (guest,) = seat_guests(hub, host, ["Ana"])
    host.action("room-start")
    hub.deliver()
    play_out_moves(hub, [host, guest], 3)
    hub.host_lost()
    again = hub.host_page("dualities", store)
    assert not open_room(again, [("game", "dualities")])
    again.open()
    again.rooms.reopen()
    hub.deliver()
    assert again.screen.room_phase == "playing" and guest.screen.room_phase == "playing"
    play_out(hub, [again, guest], random.Random(9))
    assert again.state.over


def test_a_room_its_host_closed_leaves_the_game_at_the_hosts_device():
    hub = RoomHub()
    store = MemoryStore()
    host = open_lobby(hub, "dualities", {"opponent": "friend"}, store)
    (guest,) = seat_guests(hub, host, ["Ana"])
    host.action("room-start")
    hub.deliver()
    code = hosted(host).code
    host.action("room-close")
    hub.deliver()
    assert "The host has closed this room." in guest.screen.regions["board"] + guest.screen.regions["panel"]
    assert host.rooms.room is None and host.setup["seats"] == ["human", "human"], "Ana's seat is played here now"
    again = hub.host_page("dualities", store)
    assert open_room(again, [("game", "dualities"), ("room", code)])
    assert again.rooms.room is None and again.setup["seats"] == ["human", "human"]
    assert again.acting_seats() == [0]


def test_an_invitation_to_a_finished_game_says_it_is_over():
    hub = RoomHub()
    host, guest = started_duel(hub)
    play_out(hub, [host, guest], random.Random(1))
    late = hub.guest_page("dualities", hosted(host).code)
    hub.deliver()
    assert late.screen.room_phase == "closed"
    assert "This room's game is over." in html.unescape(late.screen.regions["board"])


def test_a_signalling_service_out_of_reach_is_said_with_the_way_out():
    hub = RoomHub()
    host = open_lobby(hub, "dualities", {"opponent": "friend"})
    hosted(host).problem("no-service")
    board = host.screen.regions["board"]
    assert "cannot be reached" in board and "Play at one device instead" in board
    hosted(host).ready()
    assert "cannot be reached" not in host.screen.regions["board"], "the message goes once the service answers"
