"""Moves in words: each game's notation, and nothing hidden ever told."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

import oddsevens
from oddsevens.notation import describe, move_list


def played(state: oddsevens.State, *moves) -> list[oddsevens.State]:
    states = [state]
    for move in moves:
        seat, move = move if isinstance(move, tuple) else (None, move)
        states.append(states[-1].play(move, seat))
    return states


def test_dualities_names_both_halves_by_row_and_place():
    states = played(
        oddsevens.game("dualities").start(seed=1),
        {"black": [0, 0], "white": [1, 0]},
        {"black": [0, -4], "white": [1, -4]},
    )
    assert [str(said) for said in move_list(states)] == ["black E5, white E6", "black A1, white A2"]


def test_evening_stones_passes_and_done():
    alternating = played(oddsevens.game("evening").start(seed=1), {"cell": [0, 0]}, {"cell": [1, 0]}, "pass")
    assert [str(said) for said in move_list(alternating)] == ["stone on E5", "stone on E6", "passes"]
    free = played(
        oddsevens.game("evening").start(seed=1, size=3, protocol="free"),
        (0, {"cell": [0, 0]}), (1, "done"), (1, "done"),
    )
    assert [str(said) for said in move_list(free)] == ["stone on C3", "done", "takes back Done"]


def test_beat_the_odds_tells_the_dice_and_the_points():
    game = oddsevens.game("beat-the-odds")
    states = played(
        game.start(1, dice=[4, 2, 2, 2, 3, 4, 6, 4, 4, 3, 5]),
        "roll", "roll", "roll", {"reroll": 0}, "roll", {"double": 1}, "roll",
    )
    assert [str(said) for said in move_list(states)] == [
        "rolls 4-2: +6",
        "rolls 2-2: +4, a re-roll for the next odd die",
        "rolls 3-4: may re-roll an odd die",
        "re-rolls the 3: 6-4: +10",
        "rolls 4-4: +8, a line may be doubled",
        "doubles line 2: 4 → 8",
        "rolls 3-5: odd-odd, the turn ends: banks 32 (total 32)",
    ]


def test_beat_the_odds_endings_and_declines():
    game = oddsevens.game("beat-the-odds")
    snake = played(game.start(1, dice=[6, 2, 1, 1]), "roll", "roll")
    assert str(describe(snake[1], snake[2])) == "rolls 1-1: snake eyes, the turn scores nothing (total 0)"
    threes = played(game.start(1, dice=[6, 2, 2, 4, 3, 3]), "roll", "roll", "roll")
    assert str(describe(threes[2], threes[3])) == "rolls 3-3: threes, the best line is crossed out: banks 6 (total 6)"
    declined = played(game.start(1, dice=[2, 2, 1, 6, 4, 4, 5, 5]), "roll", "roll", {"reroll": None}, "roll",
                      {"double": None}, "roll")
    assert [str(said) for said in move_list(declined)[2:]] == [
        "keeps 1-6: +6",
        "rolls 4-4: +8, a line may be doubled",
        "doubles no line",
        "rolls 5-5: fives, the turn is halved: banks 9 (total 9)",
    ]


def even_at_odds_duel() -> list[oddsevens.State]:
    state = oddsevens.game("even-at-odds").start(2, seed=5, first=0)
    states = played(state, {"team": "odds"})
    chance = random.Random(5)
    while len(states) < 12 and not states[-1].over:
        current = states[-1]
        states.append(current.play(chance.choice(current.legal_moves())))
    return states


def test_even_at_odds_tells_the_tile_and_its_cells_and_level():
    states = even_at_odds_duel()
    phrases = [str(said) for said in move_list(states, 0)]
    assert phrases[0] == "picks Odds"
    for after, phrase in zip(states[2:], phrases[1:], strict=True):
        seat, move = after.moves()[-1]
        if move == "pass":
            assert phrase == "passes"
            continue
        (a, b), ((x1, y1), (x2, y2)) = move["tile"], move["cells"]
        assert phrase.startswith(f"{a}-{b}: {a} on {x1},{y1}, {b} on {x2},{y2}")


def test_even_at_odds_never_tells_what_was_drawn():
    """The phrases are the same for both seats and the spectator: a draw
    into a hand is never part of them."""
    states = even_at_odds_duel()
    assert move_list(states, 0) == move_list(states, 1) == move_list(states, None)


def test_even_at_odds_stacking_names_the_level():
    state = oddsevens.game("even-at-odds").start(1, seed=3)
    for _ in range(40):
        stacks = [move for move in state.legal_moves() if "cells" in move and list(move["cells"][0]) in
                  [face["cell"] for face in state.view(0)["surface"]]]
        if stacks:
            after = state.play(stacks[0])
            level = after.view(0)["tiles"][-1]["level"]
            assert level > 1 and str(describe(state, after)).endswith(f", level {level}")
            return
        state = state.play(state.legal_moves()[0])
    pytest.fail("no stacking move came up")


def test_even_at_odds_solo_exchange():
    state = oddsevens.game("even-at-odds").start(1, seed=3)
    exchange = next(move for move in state.legal_moves() if "exchange" in move)
    a, b = exchange["exchange"]
    assert str(describe(state, state.play(exchange))) == f"swaps {a}-{b} with the double-blank helper"


# -- Even Odds: numbers only as each seat saw them --------------------------------------------
DEAL = [
    [f"blue-{value}" for value in range(1, 11)] + ["yellow-1", "yellow-2"],
    [f"yellow-{value}" for value in range(3, 11)] + [f"black-{value}" for value in range(1, 5)],
    [f"black-{value}" for value in range(5, 11)] + [f"pink-{value}" for value in range(1, 7)],
]


def first_dispute() -> list[oddsevens.State]:
    """Blue 1 led, yellow 3 (no blue), black 5 (no yellow) completes it."""
    state = oddsevens.game("even-odds").start(3, seed=1, deal=DEAL, first=0)
    return played(state, {"tile": 0}, {"tile": 12}, {"tile": 24})


NAMES = ["Ann", "Bo", "Cy"]


def test_even_odds_spectator_sees_the_dispute_but_not_the_tile_that_ends_it():
    assert [str(said) for said in move_list(first_dispute(), None, NAMES)] == [
        "plays blue 1",
        "plays yellow 3",
        "plays a black tile (odd); Cy wins the dispute and takes Ann’s blue 1",
    ]


def test_even_odds_the_player_of_the_last_tile_does_not_see_its_number_either():
    assert str(move_list(first_dispute(), 2, NAMES)[2]) == "plays a black tile (odd); Cy wins the dispute and takes Ann’s blue 1"


def test_even_odds_opponents_saw_the_last_tile_in_its_rack():
    for viewer in (0, 1):
        assert str(move_list(first_dispute(), viewer, NAMES)[2]) == "plays black 5; Cy wins the dispute and takes Ann’s blue 1"


def test_even_odds_own_tile_is_told_once_it_lies_in_the_dispute():
    assert str(move_list(first_dispute(), 0, NAMES)[0]) == "plays blue 1"


def test_even_odds_taken_tile_is_known_to_its_player():
    state = oddsevens.game("even-odds").start(3, seed=1, deal=DEAL, first=0)
    states = played(state, {"tile": 8}, {"tile": 12}, {"tile": 30})
    told = "plays pink 1; Ann wins the dispute and takes Cy’s pink 1"
    assert str(move_list(states, 2, NAMES)[2]) == str(move_list(states, None, NAMES)[2]) == told


def test_even_odds_naming_a_colour():
    state = oddsevens.game("even-odds").start(3, seed=1, deal=DEAL, first=0)
    states = played(state, {"tile": 9}, {"color": "pink"})
    assert [str(said) for said in move_list(states, None, NAMES)] == ["plays blue 10", "names pink"]


def test_even_odds_random_games_tell_a_completing_number_only_when_it_was_seen():
    chance = random.Random(4)
    state = oddsevens.game("even-odds").start(4, seed=4, rounds=1)
    states = [state]
    while not states[-1].over:
        states.append(states[-1].play(chance.choice(states[-1].legal_moves())))
    for viewer in (None, 0, 1, 2, 3):
        for (before, after), phrase in zip(pairwise(states), map(str, move_list(states, viewer)), strict=True):
            seat, move = after.moves()[-1]
            if "tile" not in move or len(before.view(None)["dispute"]["played"]) < 3:
                continue
            taken_from = after.view(None)["previous"]["taken"]["seat"]
            hidden = viewer is None or viewer == seat
            assert phrase.startswith("plays a ") == (hidden and taken_from != seat), phrase


@pytest.mark.parametrize("game_id", list(oddsevens.GAMES))
def test_every_move_of_a_random_game_is_described(game_id):
    game = oddsevens.game(game_id)
    chance = random.Random(11)
    state = game.start(seed=11)
    states = [state]
    while not states[-1].over and len(states) < 150:
        current = states[-1]
        seat = current.to_move[0]
        states.append(current.play(chance.choice(current.legal_moves(seat)), seat))
    for viewer in (None, *range(state.players)):
        phrases = move_list(states, viewer)
        assert len(phrases) == len(states) - 1
        assert all(isinstance(text, (str, oddsevens.core.Phrase)) and str(text) for text in phrases)


def test_sides_are_those_of_the_rules():
    named = {game.id: game.sides for game in oddsevens.GAMES.values() if game.sides is not None}
    assert named == {"dualities": ("Odd", "Even"), "evening": ("White", "Black")}


def test_even_odds_speaks_to_the_person_at_the_device_when_they_win_a_dispute_or_lose_a_tile():
    names = ["You", "Bo", "Cy"]
    chooser = random.Random(3)
    state = oddsevens.game("even-odds").start(3, seed=4)
    phrases = []
    while not state.over:
        seat = state.to_move[0]
        after = state.play(chooser.choice(state.legal_moves(seat)), seat)
        phrases.append(str(describe(state, after, 0, names)))
        state = after
    settled = [phrase for phrase in phrases if "the dispute" in phrase]
    assert any("; you win the dispute and take " in phrase for phrase in settled)
    assert any(" take your " in phrase or " takes your " in phrase for phrase in settled)
    assert not [phrase for phrase in settled if "You win" in phrase or "You’s" in phrase or "You wins" in phrase]
