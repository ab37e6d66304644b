"""Property tests over every engine: Hypothesis draws the seed, the player
count and the options (fixed dice, decks and deals included), then a seeded
random legal playout runs to the end.

At every step the cheap invariants of the game are checked (tiles conserved,
scores adding up, stone counts agreeing with the board); on a few sampled
steps per game, and on the final position, the expensive ones: `to_json` /
`load` and `record` / `replay` round trips that give the same view for every
seat, and `play` leaving its state unchanged.

CI plays GAMES (500) games per game; a longer run is started by hand with
ODDSEVENS_PROPERTY_GAMES, e.g. `ODDSEVENS_PROPERTY_GAMES=20000 python3
build.py test tests/engine/test_properties.py`. The examples are derandomized, so
every run plays the same games and a failure comes back on the next run.
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import oddsevens
from fakes import random_play
from oddsevens.games import beat_the_odds, dualities, even_at_odds, even_odds, evening

GAMES = int(os.environ.get("ODDSEVENS_PROPERTY_GAMES", "500"))
SAMPLED_STEPS = 3
"""Steps per game (besides the last) that get the expensive round trips."""
MAX_MOVES = 20_000
"""A random playout longer than this is a game that does not end."""


# -- what to play ----------------------------------------------------------------


@st.composite
def dualities_setups(draw) -> tuple[int, dict]:
    return 2, {"lines": draw(st.sampled_from(["rows", "all"]))}


@st.composite
def evening_setups(draw) -> tuple[int, dict]:
    return 2, {
        "size": draw(st.integers(3, 8)),
        "protocol": draw(st.sampled_from(["alternating", "free"])),
        "parity": draw(st.booleans()),
    }


@st.composite
def beat_the_odds_setups(draw) -> tuple[int, dict]:
    players = draw(st.integers(1, 8))
    options: dict[str, Any] = {"target": draw(st.integers(1, 200))}
    if draw(st.booleans()):
        options["dice"] = draw(st.lists(st.integers(1, 6), max_size=40))
    return players, options


@st.composite
def even_at_odds_setups(draw) -> tuple[int, dict]:
    solo = draw(st.booleans())
    pool = even_at_odds.SOLO_POOL if solo else even_at_odds.DUEL_POOL
    options: dict[str, Any] = {"mode": "solo" if solo else "duel"}
    if not solo:
        options["match"] = draw(st.sampled_from(even_at_odds.MATCHES))
        options["first"] = draw(st.sampled_from([None, 0, 1]))
    if draw(st.booleans()):
        order = draw(st.permutations(pool))
        options["deck"] = [even_at_odds.tile_name(tile) for tile in order[: draw(st.integers(0, len(pool)))]]
    return (1 if solo else 2), options


@st.composite
def even_odds_setups(draw) -> tuple[int, dict]:
    players = draw(st.integers(3, 6))
    options: dict[str, Any] = {"rounds": draw(st.integers(1, 3)), "first": draw(st.sampled_from([None, *range(players)]))}
    if draw(st.booleans()):
        removed = draw(st.sampled_from(even_odds.COLOURS)) if players == 3 else None
        pool = [
            f"{colour}-{value}"
            for colour in even_odds.COLOURS
            if colour != removed
            for value in range(1, even_odds.HIGHEST + 1)
        ]
        size = even_odds.HAND_SIZES[players]
        dealt = draw(st.permutations(pool))[: players * size]
        options["deal"] = [dealt[seat * size:(seat + 1) * size] for seat in range(players)]
    return players, options


SETUPS: dict[str, Callable[[], st.SearchStrategy]] = {
    "dualities": dualities_setups,
    "evening": evening_setups,
    "beat-the-odds": beat_the_odds_setups,
    "even-at-odds": even_at_odds_setups,
    "even-odds": even_odds_setups,
}
"""Setups drawn with each game's free-form options too; any other game
(`any_setup`) gets its player counts and enumerated options."""


def any_setup(game: oddsevens.Game) -> st.SearchStrategy:
    enumerated = {name: allowed for name, (_, allowed) in game.options.items() if isinstance(allowed, (tuple, range))}
    return st.tuples(
        st.integers(game.min_players, game.max_players),
        st.fixed_dictionaries({name: st.sampled_from(allowed) for name, allowed in enumerated.items()}),
    )


# -- invariants checked at every step -----------------------------------------------


def check_common(state: oddsevens.State) -> None:
    assert len(state.scores) == state.players
    assert state.over == (state.to_move == ())
    assert set(state.to_move) <= set(range(state.players))
    if state.over:
        assert state.winners and set(state.winners) <= set(range(state.players))
    else:
        assert state.winners == ()


def check_dualities(state: dualities.DualitiesState, thorough: bool) -> None:
    lines = dualities.SCORING_LINES[state.options["lines"]]
    assert sum(state.scores) == len(lines)
    assert min(state.scores) >= 0
    tiles = len(state)
    assert state.board.count(dualities.BLACK) == state.board.count(dualities.WHITE) == tiles
    assert state.board.count(dualities.EMPTY) == len(dualities.BOARD) - 2 * tiles
    if not thorough:
        return
    for line, cells in enumerate(dualities.ALL_LINES):
        assert state.black_counts[line] == sum(state.board[cell] == dualities.BLACK for cell in cells)


def check_evening(state: evening.EveningState, thorough: bool) -> None:
    placed = sum(1 for _, move in state.moves() if isinstance(move, dict))
    assert state.stones == placed == len(state.board) - state.board.count(evening.EMPTY)
    for seat in (evening.WHITE_SEAT, evening.BLACK_SEAT):
        colour = evening.colour_of(seat)
        assert sum(state.group_sizes(seat)) == state.board.count(colour)
    members = 0
    for index, cells in enumerate(state.groups):
        members += len(cells)
        colours = {state.board[cell] for cell in cells}
        assert len(colours) <= 1 and evening.EMPTY not in colours
        assert all(state.group_of[cell] == index for cell in cells)
    assert members == state.stones
    if thorough and state.stones:
        for cell, colour in enumerate(state.board):
            expected = evening.EMPTY if colour else evening._allowed_colour(*state.touching_sums(cell))
            assert state.legal_for[cell] == expected, f"cell {cell}: stale legality"


def check_beat_the_odds(state: beat_the_odds.BeatTheOddsState, before: beat_the_odds.BeatTheOddsState | None) -> None:
    assert all(total >= 0 for total in state.totals)
    assert state.scores == state.totals
    assert all(1 <= face <= 6 for face in (state.table_dice or ()))
    for line in state.lines:
        assert beat_the_odds.line_points(line) >= 0
    if before is not None:
        ended = sum(state.turns_taken) - sum(before.turns_taken)
        assert ended in (0, 1)
        if not ended:
            assert state.totals == before.totals, "totals change only when a turn ends"
    if state.final_trigger is not None:
        assert state.totals[state.final_trigger] >= state.options["target"]


def check_even_at_odds(state: even_at_odds.EvenAtOddsState, thorough: bool) -> None:
    foundation = even_at_odds.SOLO_FOUNDATION if state.solo else even_at_odds.DUEL_FOUNDATION
    pool = even_at_odds.SOLO_POOL if state.solo else even_at_odds.DUEL_POOL
    assert state.placements[: len(foundation)] == foundation
    laid = [(a, b) for a, b, *_ in state.placements[len(foundation):]]
    everywhere = laid + [tile for hand in state.hands for tile in hand] + list(state.boneyard) + list(state.removed)
    counts = Counter(everywhere)
    assert set(counts.values()) <= {1}, f"a tile is in two places: {counts.most_common(1)}"
    assert set(counts) == set(pool), "tiles are conserved"
    if thorough:
        assert state.surface == even_at_odds.surface_of(state.placements)
    if not state.solo:
        assert all(len(hand) <= even_at_odds.HAND_SIZE + 1 for hand in state.hands)
    else:
        assert state.scores[0] >= 0


def check_even_odds(state: even_odds.EvenOddsState) -> None:
    size = state.hand_size
    assert len(state.tiles) == state.players * size
    assert len(set(state.tiles)) == len(state.tiles)
    assert all(even_odds.colour_of(code) != state.removed for code in state.tiles)
    assert all(0 <= code < len(even_odds.COLOURS) * even_odds.HIGHEST for code in state.tiles)
    if state.over:
        return
    settled = sum(len(taken) for taken in state.taken)
    played = bin(state.played).count("1")
    assert played == settled * state.players + len(state.dispute), "every settled dispute scored one tile"
    in_dispute = {even_odds.EvenOddsState.owner(state, tile_id) for tile_id in state.dispute}
    for seat in range(state.players):
        assert len(state.rack(seat)) == size - settled - (seat in in_dispute)
    assert all(points >= 0 for points in state.scores)
    assert state.scores == tuple(sum(column) for column in zip(state.round_points, *state.history, strict=True))


def check_invariants(state: oddsevens.State, before: oddsevens.State | None, thorough: bool = False) -> None:
    """`thorough` adds what costs more than a move: recounting every line
    of Dualities, the legality of every Evening cell, the whole domino table."""
    check_common(state)
    if isinstance(state, dualities.DualitiesState):
        check_dualities(state, thorough)
    elif isinstance(state, evening.EveningState):
        check_evening(state, thorough)
    elif isinstance(state, beat_the_odds.BeatTheOddsState):
        assert before is None or isinstance(before, beat_the_odds.BeatTheOddsState)
        check_beat_the_odds(state, before)
    elif isinstance(state, even_at_odds.EvenAtOddsState):
        check_even_at_odds(state, thorough)
    elif isinstance(state, even_odds.EvenOddsState):
        check_even_odds(state)


# -- the expensive checks, on sampled steps ------------------------------------------


def check_round_trips(state: oddsevens.State) -> None:
    seats = [None, *range(state.players)]
    views = [state.view(seat) for seat in seats]
    loaded = state.game.load(json.loads(json.dumps(state.to_json())))
    replayed = oddsevens.replay(json.loads(json.dumps(state.record())))
    for again in (loaded, replayed):
        assert again == state
        assert again.to_move == state.to_move and again.scores == state.scores
        assert [again.view(seat) for seat in seats] == views
    if not state.over:
        seat = state.to_move[0]
        state.play(state.legal_moves(seat)[-1], seat)
        assert [state.view(seat) for seat in seats] == views, "play changed its state"


# -- the properties --------------------------------------------------------------------


def play_out(game: oddsevens.Game, players: int, seed: int, options: dict, chooser: random.Random) -> oddsevens.State:
    state = game.start(players, seed, **options)
    sampled = set(chooser.sample(range(1, 120), SAMPLED_STEPS))
    check_invariants(state, None)
    for step, after in enumerate(random_play(state, chooser, limit=MAX_MOVES), start=1):
        before, state = state, after
        check_invariants(state, before, thorough=step in sampled)
        if step in sampled:
            check_round_trips(state)
    check_invariants(state, None, thorough=True)
    check_round_trips(state)
    return state


def run_settings() -> settings:
    return settings(
        max_examples=GAMES,
        derandomize=True,
        database=None,
        deadline=None,
        print_blob=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


@pytest.mark.parametrize("game_id", list(oddsevens.GAMES))
def test_random_legal_play_keeps_every_invariant(game_id):
    game = oddsevens.game(game_id)
    played: list[int] = []
    setups = SETUPS[game_id]() if game_id in SETUPS else any_setup(game)

    @run_settings()
    @given(setup=setups, seed=st.integers(0, 2**63), choices=st.integers(0, 2**32))
    def one_game(setup: tuple[int, dict], seed: int, choices: int) -> None:
        players, options = setup
        final = play_out(game, players, seed, options, random.Random(choices))
        played.append(len(final))

    one_game()
    assert len(played) >= GAMES, f"only {len(played)} games were played"
