"""The review after a game on a page (plain Python, recording screen) and
the review the computer's worker works out (app.bots.review): offered once
the game is over, to each person at the device; its turnings marked in the
replay's move list, the better move drawn on the board at the position it
was missed in; an answer for a game already left is dropped."""

from __future__ import annotations

import json
import re

from app.bots import review
from fakes import first_move_not_last, make_page
from found_positions import finished_evening_game
from oddsevens.ai.review import review as review_moves


def finished(seats: list[str], game_id: str = "dualities", options: dict | None = None):
    """A finished game on a page, its people playing their first legal move."""
    page = make_page(game_id)
    page.start_new({"seats": seats, "options": options or {"lines": "rows"}, "level": "easy"})
    while not page.state.over:
        acting = page.acting_seats()
        if acting:
            page.play(page.state.legal_moves(acting[0])[0], acting[0])
        else:
            page.screen.pending.pop(0)()
    return page


def review_buttons(page) -> list[str]:
    return re.findall(r'<button[^>]*data-action="review"[^>]*>[^<]*</button>', page.screen.regions["panel"])


def test_review_my_moves_is_offered_only_once_the_game_is_over():
    page = make_page("dualities")
    page.start_new({"seats": ["human", "computer"], "options": {"lines": "rows"}, "level": "easy"})
    assert review_buttons(page) == []
    page = finished(["human", "computer"])
    [offered] = review_buttons(page)
    assert "Review my moves" in offered and 'data-value="0"' in offered


def test_friends_sharing_a_device_each_get_a_review_of_their_own_moves():
    page = finished(["human", "human"])
    offered = review_buttons(page)
    assert len(offered) == 2
    assert ['data-value="0"' in offered[0], 'data-value="1"' in offered[1]] == [True, True]


def test_the_review_is_worked_out_with_the_thinking_sign_and_a_sentence_of_how_many_moves():
    page = finished(["human", "computer"])
    page.action("review", "0")
    assert page.screen.busy and page.screen.reviews_asked == 1
    choices = page.reviews.choices(0)
    assert page.screen.regions["status"].startswith(f"Reviewing {choices} moves…")
    assert "disabled" in review_buttons(page)[0]
    page.action("review", "0")
    assert page.screen.reviews_asked == 1, "no second question while the first is worked out"
    page.screen.run_pending()
    assert not page.screen.busy


def test_the_replay_marks_the_turning_move_and_shows_the_better_move_on_the_board():
    page = finished(["human", "computer"])
    [turning] = first_move_not_last(page.state.record(), 0)
    page.action("review", "0")
    page.screen.run_pending()
    assert page.replaying() and page.replay.at == turning["index"], "the replay opens where the move was missed"
    assert page.hint_shown() == turning["better"]
    assert "suggested" in page.screen.regions["board"]
    panel = page.screen.regions["panel"]
    assert panel.count('class="turning-badge"') == 1
    assert "gave away a win — better: " in panel
    assert "Show the better move" in panel
    assert "next move gave away a win; better: " in page.screen.regions["status"]
    page.action("replay-forward")
    assert page.hint_shown() is None and "suggested" not in page.screen.regions["board"]
    page.action("replay-to", str(turning["index"]))
    assert page.hint_shown() == turning["better"]


def test_a_review_answer_for_a_game_already_left_is_dropped():
    page = finished(["human", "computer"])
    page.action("review", "0")
    page.action("rematch")
    assert not page.screen.busy
    page.screen.run_pending()
    assert not page.replaying()
    assert page.reviews.current() is None


def test_the_worker_answers_a_record_with_the_engines_review_in_json():
    for seed in range(20):
        history = finished_evening_game(seed)
        expected = [turning.to_json() for turning in review_moves(history, 0)]
        if expected:
            assert json.loads(review(json.dumps(history[-1].record()), 0)) == expected
            return
    raise AssertionError("no random game had a turning")
