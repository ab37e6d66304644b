"""Even Odds' lesson (oddsevens.lessons.even_odds), step by step: the moves
each step accepts, the words for a move that misses, the move the engine
refuses there with its rule, and the facts the steps' sentences state."""

from __future__ import annotations

from typing import Any

import pytest

from oddsevens import IllegalMove, State
from oddsevens.lessons import Step, lessons
from oddsevens.lessons.even_odds import (
    A_NAMED_COLOUR,
    CHANGING_THE_COLOUR,
    FOLLOWING,
    FOLLOWING_THE_LAST_TILE,
    HIGHEST_WINS,
    LEADING,
    LEARNER,
    NAMING_A_COLOUR,
    NEXT,
    READING_YOUR_RACK,
    THE_END,
    rest_of_round_played,
)

GAME_ID = "even-odds"


def start(step: Step) -> State:
    return step.position.state(GAME_ID)


def verdict(step: Step, state: State, move: Any) -> Any:
    return step.check(state, move, state.play(move, LEARNER))


def own_tile(state: State, colour: str, parity: str) -> dict[str, Any]:
    """The first tile of the learner's rack with this back."""
    rack = state.view(LEARNER)["racks"][LEARNER]
    return next(tile for tile in rack if tile["colour"] == colour and tile["parity"] == parity)


def tiles(state: State, seat: int) -> list[str]:
    """A seat's rack as the learner sees it: "pink-5" for a face, "pink-odd" for one of their own backs."""
    rack = state.view(LEARNER)["racks"][seat]
    return [f"{tile['colour']}-{tile['value'] if tile['value'] is not None else tile['parity']}" for tile in rack]


def test_the_game_names_its_lesson_of_nine_steps_in_order():
    (lesson,) = lessons(GAME_ID)
    assert lesson.steps == (READING_YOUR_RACK, FOLLOWING, FOLLOWING_THE_LAST_TILE, CHANGING_THE_COLOUR, HIGHEST_WINS,
                            A_NAMED_COLOUR, NAMING_A_COLOUR, LEADING, THE_END)
    assert lesson.title.english() == "Even Odds: the basics"


def test_the_rack_step_takes_the_pink_triangle_and_explains_a_square_and_a_triangle_of_another_colour():
    state = start(READING_YOUR_RACK)
    assert state.view(LEARNER)["racks"][LEARNER][0]["value"] is None
    assert verdict(READING_YOUR_RACK, state, {"tile": own_tile(state, "pink", "odd")["id"]}) is True
    square = verdict(READING_YOUR_RACK, state, {"tile": own_tile(state, "pink", "even")["id"]})
    assert square.english() == "That is your pink square, and squares are even tiles: lead a pink triangle, an odd one."
    triangle = verdict(READING_YOUR_RACK, state, {"tile": own_tile(state, "green", "odd")["id"]})
    assert triangle.english() == "That is an odd tile, but a green one: lead one of your pink triangles."


def test_the_following_step_takes_either_blue_tile_and_refuses_another_colour_with_the_rule():
    state = start(FOLLOWING)
    blues = [tile for tile in state.view(LEARNER)["racks"][LEARNER] if tile["colour"] == "blue"]
    assert sorted(move["tile"] for move in state.legal_moves(LEARNER)) == sorted(tile["id"] for tile in blues)
    assert all(verdict(FOLLOWING, state, {"tile": tile["id"]}) is True for tile in blues)
    with pytest.raises(IllegalMove, match="you hold blue tiles, so you must play one of them"):
        state.play({"tile": own_tile(state, "black", "odd")["id"]}, LEARNER)


def test_the_last_tile_step_refuses_the_blue_that_was_led_with_the_rule():
    state = start(FOLLOWING_THE_LAST_TILE)
    assert [(tile["colour"], tile["value"]) for tile in state.view(LEARNER)["dispute"]["played"]] == [
        ("blue", 3), ("green", 8)
    ]
    with pytest.raises(IllegalMove, match="you hold green tiles, so you must play one of them"):
        state.play({"tile": own_tile(state, "blue", "odd")["id"]}, LEARNER)
    assert verdict(FOLLOWING_THE_LAST_TILE, state, {"tile": own_tile(state, "green", "even")["id"]}) is True


def test_the_colour_changing_step_takes_a_black_tile_and_explains_pink_with_the_next_players_black_9():
    state = start(CHANGING_THE_COLOUR)
    assert tiles(state, NEXT) == ["blue-1", "yellow-8", "black-9", "pink-2"]
    assert "black-10" in tiles(state, 2)
    assert verdict(CHANGING_THE_COLOUR, state, {"tile": own_tile(state, "black", "even")["id"]}) is True
    assert verdict(CHANGING_THE_COLOUR, state, {"tile": own_tile(state, "black", "odd")["id"]}) is True
    pink = verdict(CHANGING_THE_COLOUR, state, {"tile": own_tile(state, "pink", "even")["id"]})
    assert pink.english() == (
        "That is allowed, as you hold no yellow, but now the next player follows pink and keeps their black 9, "
        "so your own tile might end up the highest: play a black tile."
    )
    after = state.play({"tile": own_tile(state, "black", "odd")["id"]}, LEARNER)
    (answer,) = after.legal_moves(NEXT)
    assert after.play(answer, NEXT).view(LEARNER)["previous"]["winner"] == NEXT


def test_the_highest_number_step_takes_the_pink_triangle_and_explains_the_square_that_is_the_10():
    state = start(HIGHEST_WINS)
    triangle = {"tile": own_tile(state, "pink", "odd")["id"]}
    square = {"tile": own_tile(state, "pink", "even")["id"]}
    assert verdict(HIGHEST_WINS, state, triangle) is True
    assert verdict(HIGHEST_WINS, state, square).english() == (
        "Your pink square is even, so it could be the pink 10, which nobody else holds: it would win, "
        "and you would take the pink 4. Play your triangle, which is 7 at most."
    )
    assert state.play(square, LEARNER).view(LEARNER)["previous"] == {
        "winner": LEARNER, "taken": {"seat": NEXT, "colour": "pink", "value": 4}
    }
    assert state.play(triangle, LEARNER).view(LEARNER)["previous"] == {
        "winner": 2, "taken": {"seat": LEARNER, "colour": "pink", "value": 3}
    }


def test_the_named_colour_step_refuses_blue_although_a_blue_tile_was_played_last():
    state = start(A_NAMED_COLOUR)
    assert state.view(LEARNER)["dispute"]["follow"] == {"colour": "pink", "named": True}
    with pytest.raises(IllegalMove, match="you hold pink tiles, so you must play one of them"):
        state.play({"tile": own_tile(state, "blue", "even")["id"]}, LEARNER)
    assert verdict(A_NAMED_COLOUR, state, {"tile": own_tile(state, "pink", "odd")["id"]}) is True


def test_the_naming_step_takes_black_and_explains_pink_and_a_colour_the_next_player_lacks():
    state = start(NAMING_A_COLOUR)
    assert state.legal_moves(LEARNER) == [{"color": colour} for colour in ("blue", "yellow", "black", "pink")]
    assert verdict(NAMING_A_COLOUR, state, {"color": "black"}) is True
    assert verdict(NAMING_A_COLOUR, state, {"color": "pink"}).english() == (
        "With pink named, the next player can answer with their pink 2 and keep their 10, so your yellow 10 would win: "
        "name the colour in which their only tile is a 10."
    )
    assert verdict(NAMING_A_COLOUR, state, {"color": "yellow"}).english() == (
        "The next player holds no yellow, so they may play any tile and keep their 10: name the colour in which "
        "their only tile is a 10."
    )
    with pytest.raises(IllegalMove, match="the colours in this game are blue, yellow, black, pink, not 'green'"):
        state.play({"color": "green"}, LEARNER)


def test_the_later_of_two_10s_wins_after_the_learner_names_black():
    state = start(NAMING_A_COLOUR).play({"color": "black"}, LEARNER)
    (ten,) = state.legal_moves(NEXT)
    state = state.play(ten, NEXT).play({"color": "blue"}, NEXT)
    state = state.play(state.legal_moves(2)[0], 2)
    assert state.view(LEARNER)["previous"]["winner"] == NEXT


def test_the_leading_step_takes_a_yellow_tile_and_explains_blue_where_the_others_hold_low_tiles():
    state = start(LEADING)
    assert state.view(LEARNER)["previous"]["winner"] == LEARNER
    assert [tile for tile in tiles(state, NEXT) + tiles(state, 2) if tile.startswith("yellow")] == ["yellow-8", "yellow-9"]
    assert verdict(LEADING, state, {"tile": own_tile(state, "yellow", "odd")["id"]}) is True
    assert verdict(LEADING, state, {"tile": own_tile(state, "blue", "even")["id"]}).english() == (
        "In blue the others can follow with low tiles, so your own tile might be the highest and take the points: "
        "lead yellow, where they hold only the 8 and the 9."
    )


def test_the_end_step_takes_the_square_now_and_explains_keeping_it_for_the_last_dispute():
    state = start(THE_END)
    assert state.scores == (7, 11, 8)
    square = {"tile": own_tile(state, "pink", "even")["id"]}
    triangle = {"tile": own_tile(state, "pink", "odd")["id"]}
    assert verdict(THE_END, state, square) is True
    assert verdict(THE_END, state, triangle).english() == (
        "Then your square is left for the last dispute, where as the pink 10 it wins and takes the green 8: "
        "you would end on 15 points, and someone else on 10. Play the square now, where winning costs 2."
    )
    finished = rest_of_round_played(state.play(square, LEARNER))
    assert finished.scores == (9, 11, 13)
    assert finished.winners == (LEARNER,)
