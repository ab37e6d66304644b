"""The Hint button on a page (plain Python, recording screen) and the
hint the computer's worker works out (app.bots.hint_move): offered only to
the person to move, drawn on the board and said on the status line, gone
with the position it was for, dropped when it comes too late, and never
telling a player what their own screen does not show."""

from __future__ import annotations

import json
import re

import pytest

import oddsevens
from app.bots import hint, hint_move
from app.pages import MENU
from fakes import board_drawing, make_page
from found_positions import even_odds_deals
from oddsevens import render

LEVEL = "easy"


def against_the_computer(game_id: str):
    """A page where one person plays the computer (every other seat), at the person's turn."""
    page = make_page(game_id)
    players = page.game.default_players
    page.start_new({"seats": ["human"] + ["computer"] * (players - 1), "options": {}, "level": LEVEL})
    for _ in range(50):
        if page.acting_seats():
            return page
        page.screen.pending.pop(0)()
    pytest.fail("the person never got a turn")


def hint_button(page) -> str:
    button = re.search(r'<button[^>]*data-action="hint"[^>]*>', page.screen.regions["panel"])
    assert button is not None, "no Hint button"
    return button.group(0)


def suggestions(page) -> int:
    return sum(page.screen.regions[region].count("suggested") for region in ("board", "panel"))


@pytest.mark.parametrize("game_id", MENU)
def test_a_hint_is_drawn_and_said_then_goes_with_the_move(game_id):
    page = against_the_computer(game_id)
    seat = page.acting_seats()[0]
    assert "disabled" not in hint_button(page)
    assert suggestions(page) == 0
    page.action("hint")
    assert page.screen.busy and page.screen.hints_asked == 1
    page.action("hint")
    assert page.screen.hints_asked == 1, "no second question while the first is worked out"
    page.screen.run_pending()
    assert not page.screen.busy
    suggested = page.state.legal_moves(seat)[-1]
    assert page.hint_shown() == suggested
    assert page.screen.regions["status"].startswith("Hint")
    assert suggestions(page) >= 1, "the suggestion is marked on the board or on its button"
    page.action("hint")
    assert page.screen.hints_asked == 1, "nor once the hint is on the board"
    page.play(suggested, seat)
    assert page.hint_shown() is None
    assert suggestions(page) == 0 and not page.screen.regions["status"].startswith("Hint")


def test_an_answer_for_a_position_already_left_is_dropped():
    page = against_the_computer("dualities")
    page.action("hint")
    page.play(page.state.legal_moves()[3])
    assert not page.screen.busy, "the move puts out the hint's thinking sign"
    page.screen.pending.pop(0)()  # the hint's answer, late
    assert page.hint_shown() is None and suggestions(page) == 0


@pytest.mark.parametrize("step", ["undo", "new game"])
def test_undo_or_a_new_game_takes_the_hint_away(step):
    page = against_the_computer("dualities")
    page.play(page.state.legal_moves()[0])
    page.screen.run_pending()
    page.action("hint")
    page.screen.run_pending()
    assert page.hint_shown() is not None
    if step == "undo":
        page.undo()
    else:
        page.answers_submitted({"opponent": "computer"})
    assert page.hint_shown() is None and suggestions(page) == 0


def test_escape_puts_a_hint_away_and_drops_one_still_worked_out():
    page = against_the_computer("dualities")
    page.action("hint")
    page.screen.run_pending()
    assert page.hint_shown() is not None
    page.cancel_selection()
    assert page.hint_shown() is None and suggestions(page) == 0
    page.action("hint")
    page.cancel_selection()
    assert not page.screen.busy, "Escape puts out the hint's thinking sign"
    page.screen.run_pending()
    assert page.hint_shown() is None and suggestions(page) == 0
    page.action("hint")
    assert page.screen.hints_asked == 3, "a hint can be asked again"


def test_no_hint_while_the_computer_moves_or_a_replay_is_on_screen():
    page = make_page("dualities")
    page.start_new({"seats": ["computer", "human"], "options": {"lines": "rows"}, "level": LEVEL})
    assert "disabled" in hint_button(page)
    page.action("hint")
    assert page.screen.hints_asked == 0
    page.screen.run_pending()
    page.action("replay")
    page.action("hint")
    assert page.screen.hints_asked == 0


def test_a_hint_asked_before_a_replay_waits_until_the_replay_ends():
    page = against_the_computer("dualities")
    page.play(page.state.legal_moves()[0])
    page.screen.run_pending()
    page.action("hint")
    page.action("replay")
    page.screen.run_pending()
    assert page.hint_shown() is None and "suggested" not in page.screen.regions["board"]
    page.action("replay-exit")
    assert page.hint_shown() is not None and "suggested" in page.screen.regions["board"]


def test_a_game_between_friends_offers_the_hint_to_whoever_is_to_move():
    page = make_page("dualities")
    page.start_new({"seats": ["human", "human"], "options": {"lines": "rows"}})
    page.play(page.state.legal_moves()[0])
    page.action("hint")
    page.screen.run_pending()
    assert page.screen.regions["status"].startswith("Hint: the black half on ")


# -- the hint itself, as the worker works it out --------------------------------------
def test_the_worker_answers_a_record_with_a_legal_move_in_json():
    state = oddsevens.game("evening").start(size=4, seed=3)
    state = state.play({"cell": [0, 0]})
    move = json.loads(hint(json.dumps(state.record()), 1))
    assert move in state.legal_moves(1)


def test_the_same_position_gets_the_same_hint():
    state = oddsevens.game("dualities").start(seed=4)
    state = state.play(state.legal_moves()[10])
    assert hint_move(state, 1) == hint_move(oddsevens.replay(state.record()), 1)


def even_at_odds_deals() -> tuple[oddsevens.State, oddsevens.State]:
    """Two decks that give seat 0 the same hand and differ in everything
    else: the other hand, the tiles set aside and the draw pile."""
    pool = ["0-0"] + [f"{a}-{b}" for a in range(7) for b in range(a + 1, 7)]
    other = pool[:7] + pool[7:][::-1]
    game = oddsevens.game("even-at-odds")
    states = []
    for deck in (pool, other):
        state = game.start(players=2, seed=5, deck=deck, first=0)
        states.append(state.play({"team": "evens"}, 1))
    return states[0], states[1]


@pytest.mark.parametrize("deals", [even_odds_deals, even_at_odds_deals], ids=["even-odds", "even-at-odds"])
def test_what_the_player_cannot_see_never_changes_the_hint(deals):
    one, other = deals()
    assert one.to_move == other.to_move == (0,)
    assert one.view(0) == other.view(0)
    assert one.view(1) != other.view(1)
    assert hint_move(one, 0) == hint_move(other, 0)


def test_the_even_odds_hint_names_a_tile_without_its_number():
    page = make_page("even-odds")
    one, _ = even_odds_deals()
    page.resume({"seats": ["human", "computer", "computer", "computer"], "options": {}, "level": LEVEL}, one)
    rack = one.view(0)["racks"][0]
    sentence = page.board.hint_sentence({"tile": rack[0]["id"]}, 0)
    assert sentence == "Hint: play your blue triangle (odd), the 1st tile of your rack, as marked."


# -- the hint on each board ---------------------------------------------------------
def suggested_elements(markup: str) -> list:
    drawing = board_drawing(markup)
    return [node for node in drawing.iter() if "suggested" in node.get("class", "").split()]


def test_dualities_and_evening_draw_the_hinted_stones_in_their_cells():
    dualities = oddsevens.game("dualities").start(seed=1)
    move = dualities.legal_moves()[7]
    marked = suggested_elements(render.board("dualities", dualities.view(0), hint=move))
    assert sorted(node.get("data-cell") for node in marked) == sorted(f"{q},{r}" for q, r in move.values())
    assert any("hint: the black half here" in node.get("aria-label") for node in marked)
    evening = oddsevens.game("evening").start(size=4, seed=1)
    marked = suggested_elements(render.board("evening", evening.view(0), hint={"cell": [1, -1]}))
    assert [node.get("data-cell") for node in marked] == ["1,-1"]
    assert "hint: a white stone here" in marked[0].get("aria-label")
    assert suggested_elements(render.board("evening", evening.view(0), hint="pass")) == []


def test_beat_the_odds_frames_the_die_to_re_roll():
    state = oddsevens.game("beat-the-odds").start(players=2, seed=1, dice=[6, 6, 1, 1, 2, 2, 3, 4])
    state = state.play("roll").play("roll")
    marked = suggested_elements(render.board("beat-the-odds", state.view(0), hint={"reroll": 0}))
    assert [node.get("data-die") for node in marked] == ["0"]


def test_even_odds_frames_the_tile_of_the_players_rack():
    state, _ = even_odds_deals()
    tile = state.legal_moves(0)[2]
    marked = suggested_elements(render.board("even-odds", state.view(0), hint=tile))
    assert [node.get("data-tile") for node in marked] == [str(tile["tile"])]


def test_even_at_odds_frames_the_hand_tile_and_draws_it_where_it_goes():
    state, _ = even_at_odds_deals()
    move = next(move for move in state.legal_moves(0) if "cells" in move)
    view = state.view(0)
    hand = render.board("even-at-odds", view, part="hand", hint=move)
    assert [node.get("data-tile") for node in suggested_elements(hand)] == [f"{move['tile'][0]}-{move['tile'][1]}"]
    table = render.board("even-at-odds", view, part="table", legal=state.legal_moves(0), hint=move)
    assert len(suggested_elements(table)) == 1, "the tile drawn faintly where the hint lays it"
    hinted_targets = [node for node in board_drawing(table).iter() if "hint: the " in node.get("aria-label", "")]
    assert sorted(node.get("data-cell") for node in hinted_targets) == sorted(f"{x},{y}" for x, y in move["cells"])


def test_evenings_free_game_offers_no_hint():
    """The computer's search plays Evening taking turns only."""
    page = make_page("evening")
    page.start_new({"seats": ["human", "human"], "options": {"size": 4, "protocol": "free", "parity": False}})
    assert 'data-action="hint"' not in page.screen.regions["panel"]
    page.action("hint")
    assert page.screen.hints_asked == 0


def test_friends_sharing_a_device_get_hints_only_for_the_hand_on_screen():
    page = make_page("even-odds")
    page.start_new({"seats": ["human"] * 3, "options": {"first": 1}})
    assert "disabled" in hint_button(page), "not while the device changes hands"
    page.action("reveal")
    page.action("hint")
    page.screen.run_pending()
    assert page.hint_shown() == page.state.legal_moves(1)[-1]
    page.play(page.hint_shown(), 1)
    assert page.hint_shown() is None and "disabled" in hint_button(page)
