"""Import fuzzing: records of real games, mutated and truncated by
Hypothesis, are either still games (and then replay to themselves) or are
refused with a BadRecord that says why. No other exception may escape
`oddsevens.replay` or `Game.load`: whatever a player pastes or a link
carries, the page can explain it.
"""

from __future__ import annotations

import copy
import json
import os
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import oddsevens

EXAMPLES = int(os.environ.get("ODDSEVENS_FUZZ_EXAMPLES", "300"))
"""Hypothesis examples per fuzz test; raise it for a longer hunt by hand."""

# Values that look almost right are the likeliest to slip through checks.
NEAR_MISSES = [0, 1, 2, -1, 5, 6, 7, 99, 2**31, 2**64, -(2**64), 1.0, 2.0, 5.0, 0.5, True, False, None,
               "", "0", "1", "1-2", "pink-10", "pink-²", "pink-١٠", "roll", "pass", "done", "odds", "rows",
               [], [0], [1, 2], [[0, 0], [1, 0]], {}, {"cell": [0, 0]}]
scalars = st.one_of(
    st.sampled_from(NEAR_MISSES),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=8),
)
json_values = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.sampled_from(["cell", "tile", "cells", "black", "white", "team", "color", "reroll",
                                         "double", "exchange", "x"]) | st.text(max_size=5), children, max_size=3),
    ),
    max_leaves=8,
)


def real_records() -> list[dict]:
    """A few records per game and option set: cut short and played to the end."""
    records = []
    specimens: dict[str, list[tuple[int, dict[str, Any]]]] = {
        "dualities": [(2, {}), (2, {"lines": "all"})],
        "evening": [(2, {}), (2, {"size": 3, "protocol": "free", "parity": True})],
        "beat-the-odds": [(2, {}), (3, {"target": 30, "dice": [2, 2, 4, 4, 1, 3]})],
        "even-at-odds": [
            (2, {"mode": "duel", "match": "best-of-3"}),
            (1, {"mode": "solo"}),
            (2, {"deck": ["1-2", "0-0", "3-4", "5-6", "0-3", "2-6", "1-4"], "first": 1}),
        ],
        "even-odds": [(3, {"rounds": 1}), (4, {"rounds": 1, "first": 2}), (3, {"rounds": 1, "deal": dealt(3)})],
    }
    for game_id, setups in specimens.items():
        game = oddsevens.game(game_id)
        for number, (players, options) in enumerate(setups):
            chooser = random.Random(number)
            state = game.start(players, number + 3, **options)
            while not state.over and len(state) < 400:
                seat = chooser.choice(state.to_move)
                state = state.play(chooser.choice(state.legal_moves(seat)), seat)
            records.append(state.record())
    return records


def dealt(players: int) -> list[list[str]]:
    """A fixed Even Odds deal, as the `deal` option writes it."""
    tiles = [f"{colour}-{value}" for colour in ("blue", "yellow", "pink", "green") for value in range(1, 11)]
    random.Random(players).shuffle(tiles)
    size = 12
    return [tiles[seat * size:(seat + 1) * size] for seat in range(players)]


RECORDS = real_records()


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place inside a JSON value, as a path of keys and indexes."""
    found = [prefix]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += paths(inner, prefix + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += paths(inner, prefix + (index,))
    return found


def replaced(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    copied = copy.copy(value)
    copied[head] = replaced(value[head], rest, new)
    return copied


def removed(value: Any, path: tuple) -> Any:
    parent = replaced(value, path[:-1], copy.copy(get(value, path[:-1])))
    container = get(parent, path[:-1])
    del container[path[-1]]
    return parent


def get(value: Any, path: tuple) -> Any:
    for step in path:
        value = value[step]
    return value


@st.composite
def mutated_records(draw) -> Any:
    """A real record with one to three mutations anywhere inside it."""
    record = copy.deepcopy(draw(st.sampled_from(RECORDS)))
    for _ in range(draw(st.integers(1, 3))):
        if not isinstance(record, (dict, list)):
            break
        kind = draw(st.sampled_from(["replace", "head", "option", "remove", "add", "moves"]))
        places = paths(record)[1:]
        if kind == "head":
            # Most places are inside the moves: aim at the game, players, seed and options too.
            places = [path for path in places if len(path) <= 2 and path[:1] != ("moves",)] or places
            kind = "replace"
        if kind == "option" and isinstance(record, dict) and isinstance(record.get("options"), dict):
            game_id = record.get("game")
            game = oddsevens.GAMES.get(game_id) if isinstance(game_id, str) else None
            names = sorted(game.options) if game else ["x"]
            name = draw(st.sampled_from(names))
            current = record["options"].get(name, game.options[name][0] if game else None)
            record = {**record, "options": {**record["options"], name: draw(st.one_of(near(current), json_values))}}
            continue
        if kind == "replace" and draw(st.booleans()):
            path = draw(st.sampled_from(places))
            record = replaced(record, path, draw(near(get(record, path))))
            continue
        if kind == "moves" and isinstance(record, dict) and isinstance(record.get("moves"), list) and record["moves"]:
            moves = record["moves"]
            operation = draw(st.sampled_from(["cut", "drop", "swap", "repeat", "reseat"]))
            at = draw(st.integers(0, len(moves) - 1))
            other = draw(st.integers(0, len(moves) - 1))
            if operation == "cut":
                moves = moves[:at]
            elif operation == "drop":
                moves = moves[:at] + moves[at + 1:]
            elif operation == "swap":
                moves = list(moves)
                moves[at], moves[other] = moves[other], moves[at]
            elif operation == "repeat":
                moves = moves[:at] + [moves[at]] + moves[at:]
            elif isinstance(moves[at], list) and moves[at]:
                moves = moves[:at] + [[draw(scalars), *moves[at][1:]]] + moves[at + 1:]
            record = {**record, "moves": moves}
        elif kind == "remove":
            record = removed(record, draw(st.sampled_from(places)))
        elif kind == "add":
            dicts = [path for path in paths(record) if isinstance(get(record, path), dict)]
            if dicts:
                path = draw(st.sampled_from(dicts))
                record = replaced(record, path, {**get(record, path), draw(st.text(max_size=6)): draw(json_values)})
        else:
            record = replaced(record, draw(st.sampled_from(places)), draw(json_values))
    return record


def near_misses(value: Any) -> list[Any]:
    """Values one slip away from `value`: the same meaning in another type,
    a neighbour, an exotic digit, a wrapper."""
    variants: list[Any] = []
    if isinstance(value, bool):
        variants += [int(value), str(value).lower(), not value]
    elif isinstance(value, int):
        variants += [float(value), bool(value % 2), str(value), value + 1, -value - 1, value + 2**64]
    elif isinstance(value, str):
        variants += [value.replace("1", "¹").replace("2", "²").replace("0", "٠"), value.upper(), value + " ", ""]
    elif isinstance(value, list):
        variants += [value[:-1], value + value[-1:], list(reversed(value)), [None] * len(value)]
    elif isinstance(value, dict):
        variants += [{key: None for key in value}, {**value, "x": 1}]
    return variants + [None, [value]]


def near(value: Any) -> st.SearchStrategy:
    return st.sampled_from(near_misses(value))


FUZZ_SETTINGS = settings(
    max_examples=EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def accepted_or_refused(read, data: Any) -> None:
    """`read(data)` is a game that replays to itself, or a BadRecord with a
    message. An accepted game has the types the engines rely on: whole
    numbers for seats and the player count, and option values of the same
    types as the values the game allows."""
    try:
        state = read(data)
    except oddsevens.BadRecord as error:
        assert str(error).strip(), "a refusal says why"
        return
    assert type(state.players) is int and type(state.seed) is int
    assert all(type(seat) is int for seat in state.to_move)
    assert all(type(seat) is int for seat, _ in state.moves())
    for name, (_, allowed) in state.game.options.items():
        if allowed is not None:
            assert type(state.options[name]) in {type(value) for value in allowed}, f"option {name}={state.options[name]!r}"
    again = oddsevens.replay(json.loads(json.dumps(state.record())))
    assert again == state
    for seat in [None, *range(state.players)]:
        assert again.view(seat) == state.view(seat)


@FUZZ_SETTINGS
@given(record=mutated_records())
def test_mutated_records_replay_or_are_refused(record):
    accepted_or_refused(oddsevens.replay, record)


@FUZZ_SETTINGS
@given(record=mutated_records())
def test_mutated_saved_games_load_or_are_refused(record):
    game_id = record.get("game") if isinstance(record, dict) else None
    game = oddsevens.GAMES.get(game_id) if isinstance(game_id, str) else None
    accepted_or_refused((game or oddsevens.game("dualities")).load, record)


@FUZZ_SETTINGS
@given(data=json_values)
def test_any_json_value_is_refused_or_a_game(data):
    accepted_or_refused(oddsevens.replay, data)


def closed(piece: str) -> Any:
    """JSON text cut off anywhere, closed again the short way (the open
    string ended, a dangling key given null, every open bracket shut) and
    read; None when the cut fell inside a number or a word."""
    closers, in_string, escaped = [], False, False
    for char in piece:
        if in_string:
            escaped = char == "\\" and not escaped
            in_string = char != '"' or escaped
        elif char == '"':
            in_string = True
        elif char in "[{":
            closers.append("]" if char == "[" else "}")
        elif char in "]}":
            closers.pop()
    text = (piece + ('"' if in_string else "")).rstrip().removesuffix(",")
    ending = "".join(reversed(closers))
    for candidate in (text + ending, text + "null" + ending, text + ":null" + ending):
        try:
            return json.loads(candidate)
        except ValueError:
            continue
    return None


@FUZZ_SETTINGS
@given(record=st.sampled_from(RECORDS), cut=st.floats(0, 1, exclude_max=True))
def test_records_cut_off_anywhere_replay_or_are_refused(record, cut):
    text = json.dumps(record)
    data = closed(text[: int(len(text) * cut)])
    if data is not None:
        accepted_or_refused(oddsevens.replay, data)


@pytest.mark.parametrize("record", RECORDS, ids=lambda record: f"{record['game']}-{len(record['moves'])}")
def test_every_prefix_of_a_real_record_is_a_game(record):
    for end in range(0, len(record["moves"]) + 1, max(1, len(record["moves"]) // 15)):
        prefix = {**record, "moves": record["moves"][:end]}
        assert oddsevens.replay(prefix).moves() == prefix["moves"]


def slips(record: dict) -> list[tuple[tuple, Any]]:
    """Every near miss of the players, the seed, each option, and of each
    part of a few moves spread over the game."""
    places = [("players",), ("seed",), *[path for path in paths(record) if path[:1] == ("options",) and len(path) > 1]]
    moves = record["moves"]
    for index in sorted({0, len(moves) // 3, len(moves) // 2, len(moves) - 1}):
        if 0 <= index < len(moves):
            places += [path for path in paths(record) if path[:2] == ("moves", index) and len(path) > 2]
    found = []
    for path in places:
        found += [(path, value) for value in near_misses(get(record, path))]
    return found


@pytest.mark.parametrize("record", RECORDS, ids=lambda record: f"{record['game']}-{len(record['moves'])}")
def test_every_slip_in_the_setup_or_a_move_replays_or_is_refused(record):
    for path, value in slips(record):
        accepted_or_refused(oddsevens.replay, replaced(record, path, value))
