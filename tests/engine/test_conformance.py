"""The engine contract (oddsevens.core.game), checked for every registered game.

Seeded random playouts run to the end; at every step the state must survive
JSON and record round trips, `play` must leave its state unchanged, views must
be JSON and keep secrets, a state built from each seat's view must agree with
the game, and every render must parse as SVG.
"""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from itertools import pairwise

import pytest

import oddsevens
from app.board import Board
from fakes import random_play
from oddsevens import render
from oddsevens.ai.plans import Plan, plan_for
from oddsevens.core import VIEW_KEYS, named

PLAYOUTS = 3


def variants(game: oddsevens.Game) -> list[dict]:
    """One option set per allowed value of each enumerated option."""
    found: list[dict] = [{}]
    for name, (default, allowed) in game.options.items():
        if isinstance(allowed, tuple) and len(allowed) <= 4:
            found += [{name: value} for value in allowed if value != default]
    return found


CASES = [
    pytest.param(game, options, id=f"{game_id}{''.join(f'-{v}' for v in options.values())}")
    for game_id, game in oddsevens.GAMES.items()
    for options in variants(game)
]


def random_playout(game: oddsevens.Game, options: dict, seed: int, players: int) -> list[oddsevens.State]:
    start = game.start(players=players, seed=seed, **options)
    return [start, *random_play(start, random.Random(seed), limit=5000)]


@pytest.mark.parametrize("game,options", CASES)
def test_random_playouts_keep_the_contract(game, options):
    for seed in range(PLAYOUTS):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        states = random_playout(game, options, seed, players)
        for before, after in pairwise(states):
            assert before.to_json() != after.to_json()
        for state in states:
            check_state(game, state)
        final = states[-1]
        assert final.winners, "a finished game names its winners"
        assert set(final.winners) <= set(range(players))
        assert len(final.scores) == players


def check_state(game: oddsevens.Game, state: oddsevens.State) -> None:
    snapshot = json.dumps(state.to_json(), sort_keys=True)
    assert json.loads(snapshot) == state.to_json(), "to_json is plain JSON"
    assert game.load(json.loads(snapshot)) == state
    assert oddsevens.replay(json.loads(json.dumps(state.record()))) == state
    assert len(state.scores) == state.players
    if state.over:
        assert state.to_move == ()
        assert state.legal_moves() == []
    else:
        assert state.winners == ()
        for seat in state.to_move:
            moves = state.legal_moves(seat)
            assert moves
            assert json.loads(json.dumps(moves)) == moves, "moves are plain JSON"
            state.play(moves[-1], seat)
            assert json.dumps(state.to_json(), sort_keys=True) == snapshot, "play changed its state"
            world = state.determinize(seat, random.Random(len(state)))
            assert world.view(seat) == state.view(seat), "a determinization shows the seat what it saw"
            assert world.legal_moves(seat) == moves
    for seat in [None, *range(state.players)]:
        view = state.view(seat)
        assert json.loads(json.dumps(view)) == view, "views are plain JSON"
        common = {key: view.get(key) for key in VIEW_KEYS}
        assert common == state.common_view(seat), "a view starts with the keys pages read for every game"
        check_view_keeps_secrets(state, view)
        if seat is not None:
            check_world_from_view(game, state, seat, view)
        ET.fromstring(render.board(game.id, view))


def check_world_from_view(game: oddsevens.Game, state: oddsevens.State, seat: int, view: dict) -> None:
    """What a seat's device in a room builds from the view it is sent (as
    JSON text) agrees with the game on everything that seat may see and do."""
    world = game.from_view(json.loads(json.dumps(view)))
    assert world.view(seat) == view, "a state built from a view shows that view again"
    assert (world.to_move, world.over) == (state.to_move, state.over)
    assert (world.scores, world.winners) == (state.scores, state.winners)
    moves = world.legal_moves(seat)
    assert moves == state.legal_moves(seat)
    for move in moves:
        world.play(move, seat)


def check_view_keeps_secrets(state: oddsevens.State, view: dict) -> None:
    text = json.dumps(view)
    assert '"seed"' not in text and "rng" not in text.lower()
    for name, (_default, allowed) in state.game.options.items():
        if allowed is None:
            assert f'"{name}"' not in text, f"option {name!r} leaks into a view"


@pytest.mark.parametrize("game_id", list(oddsevens.GAMES))
def test_every_game_has_its_metadata(game_id):
    game = oddsevens.game(game_id)
    assert game.id == game_id
    assert game.title
    assert 1 <= game.min_players <= game.max_players
    for name, (default, allowed) in game.options.items():
        if allowed is not None:
            assert default in allowed, f"default of {name!r} is not allowed"
    assert isinstance(game.hides_information, bool)
    assert game.sides is None or len(game.sides) == game.max_players
    assert callable(named(game.renderer))
    assert isinstance(plan_for(game_id), Plan)
    assert game.page is None or issubclass(named(game.page), Board)


@pytest.mark.parametrize("game_id", [game.id for game in oddsevens.GAMES.values() if not game.hides_information])
def test_a_game_that_hides_nothing_owes_nothing_to_its_seed(game_id):
    """What makes its record safe to share: the same moves from another seed give the same game."""
    game = oddsevens.game(game_id)
    chance = random.Random(5)
    state, other = game.start(seed=1), game.start(seed=2)
    while not state.over and len(state.moves()) < 40:
        seat, move = chance.choice([(seat, move) for seat in state.to_move for move in state.legal_moves(seat)])
        state, other = state.play(move, seat), other.play(move, seat)
        assert other.view(None) == state.view(None)


def test_unknown_game_names_the_known_ones():
    with pytest.raises(KeyError) as error:
        oddsevens.game("chess")
    assert "dualities" in str(error.value)


@pytest.mark.parametrize("game_id", list(oddsevens.GAMES))
def test_bad_options_are_value_errors_that_say_why(game_id):
    game = oddsevens.game(game_id)
    with pytest.raises(ValueError, match="no option 'colour_scheme'"):
        game.start(colour_scheme="blue")
    with pytest.raises(ValueError, match="players"):
        game.start(players=game.max_players + 1)


@pytest.mark.parametrize("game_id", list(oddsevens.GAMES))
def test_same_seed_and_moves_give_the_same_game(game_id):
    game = oddsevens.game(game_id)
    first = random_playout(game, {}, 11, game.min_players)[-1]
    second = random_playout(game, {}, 11, game.min_players)[-1]
    assert first.to_json() == second.to_json()
    assert first.view(None) == second.view(None)


@pytest.mark.parametrize("game_id", list(oddsevens.GAMES))
def test_the_last_move_is_the_newest_entry_of_the_move_log(game_id):
    game = oddsevens.game(game_id)
    start = game.start(game.min_players, 5)
    assert start.last_move() is None
    for state in random_play(start, random.Random(5), 2000):
        seat, move = state.last_move()
        assert [seat, move] == state.moves()[-1]


@pytest.mark.parametrize("game_id", list(oddsevens.GAMES))
def test_illegal_moves_raise_illegal_move(game_id):
    state = oddsevens.game(game_id).start(seed=1)
    for nonsense in ({"nonsense": 1}, "nonsense", None, 17):
        with pytest.raises(oddsevens.IllegalMove):
            state.play(nonsense, state.to_move[0])


@pytest.mark.parametrize("game_id", list(oddsevens.GAMES))
def test_a_seat_that_may_not_act_has_no_legal_moves(game_id):
    state = oddsevens.game(game_id).start(seed=2)
    waiting = [seat for seat in range(state.players) if seat not in state.to_move]
    for seat in waiting:
        assert state.legal_moves(seat) == []
        with pytest.raises(oddsevens.IllegalMove, match="may not act"):
            state.play(state.legal_moves(state.to_move[0])[0], seat)
