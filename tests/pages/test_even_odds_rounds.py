"""Even Odds between two rounds: the finished round stays on the table (the
tiles each player took, their points for the round, the totals) and nobody
plays on, computers included, until a person taps Next round; a reload or
a replay of that position shows the same."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Collection

import oddsevens
from app.storage import MemoryStore
from fakes import RecordedPage, board_drawing, make_page

SVG = "{http://www.w3.org/2000/svg}"


def last_turn_of_round_one(players: int, leaders: Collection[int]) -> oddsevens.State:
    """A seeded position, played by first legal moves as the fake computer
    plays, where seat 0 plays the last tile of round 1 of 3 and one of
    `leaders` wins that last dispute, and so leads round 2."""
    game = oddsevens.game("even-odds")
    for seed in range(100):
        state = game.start(players, seed, first=0)
        while state.view(None)["round"] == 1:
            last_tile = sum(len(rack) for rack in state.view(None)["racks"]) == 1
            if last_tile and state.to_move == (0,):
                if state.play(state.legal_moves()[0]).view(None)["dispute"]["leader"] in leaders:
                    return state
                break
            state = state.play(state.legal_moves()[0])
    raise AssertionError("no such position in 100 games")


def page_at(state: oddsevens.State, seats: list[str], store: MemoryStore | None = None):
    page = make_page("even-odds", store=store)
    page.resume({"seats": seats, "level": "medium", "options": {"rounds": 3, "first": 0}}, state)
    return page


def round_one_played_out(seats: list[str], leaders: Collection[int] = (1, 2)) -> RecordedPage:
    """The page just after the last tile of round 1, played by the person
    in seat 0, every timer run; one of `leaders` leads round 2 (by default
    a computer)."""
    page = page_at(last_turn_of_round_one(len(seats), leaders), seats)
    if page.handover.pending():
        page.action("reveal")
    page.board.on_tile(str(page.state.legal_moves()[0]["tile"]))
    page.screen.run_pending()
    return page


def round_over_group(markup: str) -> ET.Element | None:
    drawing = board_drawing(markup)
    return next((node for node in drawing.iter(f"{SVG}g") if "round-over" in node.get("class", "").split()), None)


def taken_rounds(markup: str) -> set[str]:
    return {number for node in board_drawing(markup).iter(f"{SVG}g") if (number := node.get("data-round"))}


def test_the_computers_wait_with_the_finished_round_on_view_until_next_round_is_tapped():
    page = round_one_played_out(["human", "computer", "computer"])
    held = page.state
    assert held.view(None)["round"] == 2 and not page.screen.pending
    assert page.state is held, "no computer led round 2"
    board = page.screen.regions["board"]
    assert round_over_group(board) is not None
    assert taken_rounds(board) == {"1"}, "each player's tiles taken in round 1, in their rack's place"
    assert "tile back" not in board, "the new deal stays out of sight"
    assert 'data-action="next-round"' in board, "a Next round button in the round's place on the table too"
    points = held.view(None)["round_scores"][0]
    assert all(f"+{value}" in board for value in points)
    status = page.screen.regions["status"]
    assert status.startswith("Round 1 of 3 is over: ") and " did best, with " in status
    assert "Next round" in status
    assert 'data-action="next-round"' in page.screen.regions["panel"]
    assert 'data-action="hint"' not in page.screen.regions["panel"]

    page.action("next-round")
    assert round_over_group(page.screen.regions["board"]) is None
    assert 'data-action="next-round"' not in page.screen.regions["panel"]
    assert "Round 2 of 3: new tiles are dealt." in page.screen.regions["status"]
    page.screen.run_pending()
    assert len(page.state.moves()) > len(held.moves()), "the computer led round 2 after the tap"


def test_the_status_line_names_who_did_best_in_the_round():
    page = round_one_played_out(["human", "computer", "computer"])
    points = page.state.view(None)["round_scores"][0]
    best = [page.seats.in_sentence(seat) for seat in range(3) if points[seat] == min(points)]
    assert best[0] in page.screen.regions["status"].split(": ", 1)[1]


def test_the_score_table_shows_the_finished_round_and_the_totals_but_no_new_round_yet():
    page = round_one_played_out(["human", "computer", "computer"])
    drawing = board_drawing(page.screen.regions["board"])
    view = page.state.view(None)
    rows = [node for node in drawing.iter(f"{SVG}g") if "score-row" in node.get("class", "").split()]
    for seat, row in enumerate(rows):
        cells = [text.text or "" for text in row.iter(f"{SVG}text")][1:]
        assert cells == [str(view["round_scores"][0][seat]), "", "", str(view["scores"][seat])]


def test_a_game_reloaded_between_rounds_holds_the_finished_round_again():
    seats = ["human", "computer", "computer"]
    store = MemoryStore()
    page = round_one_played_out(seats)
    held = page.state
    store.setItem("oddsevens:even-odds", json.dumps({"version": 1, "record": held.record(), "setup": page.setup}))
    again = make_page("even-odds", store=store)
    again.open()
    assert again.state == held
    again.screen.run_pending()
    assert len(again.state.moves()) == len(held.moves()), "no computer moved after the reload"
    assert round_over_group(again.screen.regions["board"]) is not None
    assert again.screen.regions["status"].startswith("Round 1 of 3 is over: ")


def test_a_replay_of_the_position_between_rounds_shows_the_finished_round():
    page = round_one_played_out(["human", "computer", "computer"])
    at = len(page.history) - 1
    page.action("next-round")
    page.screen.run_pending()
    page.action("replay")
    page.action("replay-to", str(at))
    board = page.screen.regions["board"]
    assert "Round 1 is over: the tiles taken, by round" in board and taken_rounds(board) == {"1"}
    assert 'data-action="next-round"' not in board


def test_hot_seat_with_a_computer_waits_for_next_round_too():
    page = round_one_played_out(["human", "human", "computer"], leaders={2})
    held = page.state
    assert not page.screen.pending and round_over_group(page.screen.regions["board"]) is not None
    page.action("next-round")
    page.screen.run_pending()
    assert page.state.moves()[len(held.moves())][0] == 2, "the computer led round 2 after the tap"


def test_hot_seat_shows_the_finished_round_on_the_spectator_table_while_the_device_changes_hands():
    """The next player may show their own screen first or deal the next
    round first: either way round 2 begins on their own screen."""
    page = round_one_played_out(["human", "human", "human"], leaders={1})
    assert page.handover.pending() and page.viewer() is None
    board = page.screen.regions["board"]
    assert 'class="handover"' in board and round_over_group(board) is not None
    assert 'data-action="next-round"' in page.screen.regions["panel"]
    page.action("reveal")
    assert round_over_group(page.screen.regions["board"]) is not None
    assert page.screen.regions["status"].startswith("Round 1 of 3 is over: ")
    page.action("next-round")
    assert 'data-tile=' in page.screen.regions["board"]
    assert page.screen.regions["status"].endswith("Player 2, your turn. You lead: tap any of your tiles.")
