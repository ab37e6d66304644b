"""The endgame solver against plain minimax over the engine, and its compact
positions against the engine's own rules at every step of random games."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable

import pytest

import oddsevens
from found_positions import random_position
from oddsevens.ai import choose_move
from oddsevens.ai.dualities_endgame import dualities_endgame, dualities_position, tile_move
from oddsevens.ai.endgame import WIN, EndgameSolver, solve, value_of
from oddsevens.ai.evening_endgame import PASS, evening_endgame, evening_move, evening_position
from oddsevens.games.dualities import BOARD as DUALITIES_BOARD
from oddsevens.games.evening import EveningState

DUALITIES_OPTIONS = ({"lines": "rows"}, {"lines": "all"})
EVENING_OPTIONS = ({"size": 3}, {"size": 3, "parity": True}, {"size": 4})


def position_key(state: oddsevens.State) -> tuple:
    """What the rest of the game depends on: the cells, who moves, and
    (Evening) the passes in a row."""
    view = state.view(None)
    return tuple(tuple(cell) for cell in view["cells"]), tuple(view["to_move"]), view.get("passes")


def minimax(state: oddsevens.State, table: dict) -> int:
    """+1 when the side to move can force a win, -1 when it cannot (neither
    game has draws), by trying every legal move."""
    key = position_key(state)
    if key not in table:
        seat = state.to_move[0]
        table[key] = -1
        for move in state.legal_moves(seat):
            after = state.play(move, seat)
            won = seat in after.winners if after.over else minimax(after, table) < 0
            if won:
                table[key] = 1
                break
    return table[key]


def pass_loses_at_once(state: oddsevens.State) -> bool:
    """Whether passing ends the game, or lets the opponent end it by passing,
    with the other seat winning."""
    seat = state.to_move[0]
    after = state.play("pass", seat)
    if not after.over:
        after = after.play("pass")
    return after.over and seat not in after.winners


def longest_minimax(state: oddsevens.State, table: dict) -> int:
    """The solver's score by plain minimax: a win in d plies scores WIN - d,
    a loss in d plies -(WIN - d), for the side to move; as in the solver,
    Evening's side to move does not pass to lose while it can place a stone."""
    key = position_key(state)
    if key not in table:
        seat = state.to_move[0]
        scores = []
        moves = state.legal_moves(seat)
        if "pass" in moves and len(moves) > 1 and pass_loses_at_once(state):
            moves = [move for move in moves if move != "pass"]
        for move in moves:
            after = state.play(move, seat)
            if after.over:
                child = -WIN if seat in after.winners else WIN
            else:
                child = longest_minimax(after, table)
            scores.append(1 - child if child > 0 else -1 - child)
        table[key] = max(scores)
    return table[key]


def compact(game_id: str) -> tuple[Callable, Callable]:
    """The game's solver rules and compact position for a state's view."""
    if game_id == "dualities":
        return (lambda view: dualities_endgame(view["lines"])), dualities_position
    return (lambda view: evening_endgame(view["side"], view["parity"])), evening_position


def cases(game_id: str, options_list: tuple[dict, ...], empty: int, seeds: int) -> list[oddsevens.State]:
    found = []
    for options in options_list:
        for seed in range(seeds):
            state = random_position(game_id, options, seed, empty)
            if not state.over:
                found.append(state)
    return found


SMALL = [("dualities", state) for state in cases("dualities", DUALITIES_OPTIONS, 8, 25)] + [
    ("evening", state) for state in cases("evening", EVENING_OPTIONS, 8, 25)
]


@functools.cache
def small_value(index: int) -> int:
    return minimax(SMALL[index][1], {})


@pytest.mark.parametrize("index", range(len(SMALL)), ids=[f"{game_id}-{i}" for i, (game_id, _) in enumerate(SMALL)])
def test_the_solver_agrees_with_minimax(index):
    game_id, state = SMALL[index]
    rules_for, position_for = compact(game_id)
    view = state.view(None)
    expected = small_value(index)
    assert value_of(rules_for(view), position_for(view)) == expected
    assert solve(rules_for(view), position_for(view)).value == expected


def test_the_positions_cover_wins_and_losses():
    values = [small_value(index) for index in range(len(SMALL))]
    assert values.count(1) >= 20 and values.count(-1) >= 20


@pytest.mark.parametrize("seed", range(12))
def test_evening_scores_count_the_plies_as_minimax_does(seed):
    """The longest resistance rests on these distances (Evening's are to the
    end of the game; Dualities' stop where a majority is settled)."""
    state = random_position("evening", {"size": 3}, seed, 7)
    if state.over:
        pytest.skip("the game ended early")
    view = state.view(None)
    solver = EndgameSolver(evening_endgame(view["side"], view["parity"]))
    assert solver.score(evening_position(view), -WIN - 1, WIN + 1) == longest_minimax(state, {})


def test_a_lost_position_resists_longest():
    lost = [state for index, (game_id, state) in enumerate(SMALL) if game_id == "evening" and small_value(index) < 0]
    assert len(lost) >= 5
    for state in lost[:8]:
        view = state.view(None)
        move = evening_move(solve(evening_endgame(view["side"], view["parity"]), evening_position(view)).move, view["side"])
        table: dict = {}
        best = longest_minimax(state, table)
        after = state.play(move)
        child = longest_minimax(after, table) if not after.over else WIN
        assert 1 - child == best


def hard_cases() -> list[tuple[str, oddsevens.State]]:
    return [("dualities", state) for state in cases("dualities", DUALITIES_OPTIONS, 10, 15)] + [
        ("evening", state) for state in cases("evening", ({"size": 4}, {"size": 5}), 9, 15)
    ]


def test_hard_never_throws_a_won_position_away():
    won = 0
    for _game_id, state in hard_cases():
        if minimax(state, {}) < 0:
            continue
        won += 1
        seat = state.to_move[0]
        after = state.play(choose_move(state, seat, "hard", seed=1), seat)
        assert (seat in after.winners) if after.over else minimax(after, {}) < 0, state.record()
    assert won >= 20


def compact_move(game_id: str, state: oddsevens.State, move) -> object:
    if game_id == "dualities":
        return DUALITIES_BOARD.index[tuple(move["black"])], DUALITIES_BOARD.index[tuple(move["white"])]
    if move == "pass":
        return PASS
    assert isinstance(state, EveningState)
    return state.grid.index[tuple(move["cell"])]


def mover_of(game_id: str, position) -> int:
    return position[2] if game_id == "dualities" else position.mover


@pytest.mark.parametrize(
    "game_id,options",
    [("dualities", options) for options in DUALITIES_OPTIONS]
    + [("evening", {"size": 4}), ("evening", {"size": 5, "parity": True})],
)
def test_compact_positions_follow_the_engine(game_id, options):
    """At every step of random games from 24 empty cells on, the compact
    position reached through the solver's own children is the one built from
    the engine's view; every legal move leads to one of those children (or,
    in Evening, is left out for a reason: see assert_left_out_rightly); and
    the position is settled at the engine's end for the engine's winner, or
    earlier (Dualities, once a majority of lines can no longer change) for
    the winner the engine names at the end."""
    rules_for, position_for = compact(game_id)
    for seed in range(6):
        state = random_position(game_id, options, seed, 24)
        chance = random.Random(seed)
        rules = rules_for(state.view(None))
        position = position_for(state.view(None))
        settled_for: set[int] = set()
        while not state.over:
            assert position is not None
            assert rules.key(position) == rules.key(position_for(state.view(None)))
            outcome = rules.outcome(position)
            if outcome is not None:
                assert game_id == "dualities", "Evening is settled only at its end"
                settled_for.add(mover_of(game_id, position) if outcome > 0 else 1 - mover_of(game_id, position))
            moves = state.legal_moves()
            move = chance.choice(moves)
            if game_id == "dualities":
                if chance.random() < 0.5:
                    move = tile_move(compact_move(game_id, state, move))
                children = {rules.key(child): child for _, child in rules.children(position)}
                state = state.play(move)
                reached = rules.key(position_for(state.view(None)))
            else:
                children = dict(rules.children(position))
                assert set(children) <= {compact_move(game_id, state, move) for move in moves}
                reached = compact_move(game_id, state, move)
                before, state = state, state.play(move)
                if reached not in children:
                    assert_left_out_rightly(reached, children, before)
                    position = None if state.over else position_for(state.view(None))
                    continue
            assert reached in children
            position = children[reached]
        winner = state.winners[0]
        assert settled_for <= {winner}
        if position is None:
            continue  # ended by a pass the children leave out, checked above
        assert rules.key(position) == rules.key(position_for_finished(game_id, state, position_for))
        assert rules.outcome(position) == (1 if mover_of(game_id, position) == winner else -1)


def position_for_finished(game_id: str, state: oddsevens.State, position_for: Callable):
    """The compact position of a finished game, where the engine names
    nobody to move: Evening's would-be mover is the one after the last."""
    view = state.view(None)
    if game_id == "evening":
        last = state.last_move()
        assert last is not None
        view = {**view, "to_move": [1 - last[0]]}
    return position_for(view)


def assert_left_out_rightly(left_out, children: dict, before: oddsevens.State) -> None:
    """Evening's children leave out every stone after the opponent's pass
    when passing wins at once, and a pass that loses at once (by itself, or
    by the opponent's pass after it) while a stone can be placed."""
    seat = before.to_move[0]
    if list(children) == [PASS]:
        passed = before.play("pass")
        assert before.view(None)["passes"] == 1 and passed.over
        assert left_out != PASS and seat in passed.winners
    else:
        assert left_out == PASS and children and pass_loses_at_once(before)


def compact_fields(position) -> tuple:
    """An Evening compact position with its groups in a set (their order is free)."""
    return (*position[:3], frozenset(position.white_groups), frozenset(position.black_groups), *position[5:])


@pytest.mark.parametrize("options", [{"size": 4}, {"size": 5}, {"size": 5, "parity": True}])
def test_evening_stones_keep_the_compact_position_as_the_view_gives_it(options):
    """Every field the solver updates stone by stone (touching groups, group
    sizes, legal cells) equals the one built afresh from the engine's view."""
    for seed in range(4):
        state = random_position("evening", options, seed, 30)
        chance = random.Random(seed)
        rules = evening_endgame(state.view(None)["side"], state.options["parity"])
        while not state.over:
            stones = [move for move in state.legal_moves() if move != "pass"]
            if not stones:
                state = state.play("pass")
                continue
            move = chance.choice(stones)
            position = evening_position(state.view(None))
            reached = rules.with_stone(position, rules.point_of[state.grid.index[tuple(move["cell"])]])
            state = state.play(move)
            if not state.over:
                assert compact_fields(reached) == compact_fields(evening_position(state.view(None)))


def behind_after_a_pass() -> oddsevens.State:
    """A game of side 4 where the side to move, after the opponent's pass,
    is not ahead and can place a stone."""
    for seed in range(50):
        state = random_position("evening", {"size": 4}, seed, 12)
        if state.over:
            continue
        passed = state.play("pass")
        if passed.over or not [move for move in passed.legal_moves() if move != "pass"]:
            continue
        if pass_loses_at_once(passed):
            return passed
    raise AssertionError("no such position in 50 games")


def test_the_side_behind_does_not_pass_while_it_can_place_a_stone():
    state = behind_after_a_pass()
    view = state.view(None)
    rules = evening_endgame(view["side"], view["parity"])
    position = evening_position(view)
    assert PASS not in dict(rules.children(position))
    assert PASS not in dict(rules.children(position._replace(passes=0)))


def test_the_side_behind_is_keyed_alike_whether_the_opponent_passed_or_not():
    """Its moves are the same stones either way, so the table shares them;
    not so for the side ahead, whose pass ends the game only after a pass."""
    state = behind_after_a_pass()
    view = state.view(None)
    rules = evening_endgame(view["side"], view["parity"])
    position = evening_position(view)
    assert view["passes"] == 1
    assert rules.key(position) == rules.key(position._replace(passes=0))
    ahead = position._replace(mover=1 - position.mover)
    assert rules.key(ahead) != rules.key(ahead._replace(passes=0))
