"""Hard's exact play over the last plies of an Even at Odds duel
(oddsevens.ai.even_at_odds_endgame), checked against plain expectimax over
the engine itself on positions reached by seeded random play."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from itertools import permutations

import oddsevens
from oddsevens.ai import choose_move
from oddsevens.ai.even_at_odds_endgame import (
    LastPlies,
    LeavesExhausted,
    Table,
    endgame_move,
    endgame_values,
    last_plies,
    move_placement,
    unseen_tiles,
)
from oddsevens.ai.even_at_odds_plan import even_at_odds_direct_move
from oddsevens.games.even_at_odds import PLAY, EvenAtOddsState, highest_level_faces

GAME = oddsevens.game("even-at-odds")

Found = tuple[int, EvenAtOddsState, int]
"""(seed, position, seat to move)."""


def seeded_positions(wanted: Callable[[EvenAtOddsState, int], bool], seeds: range = range(300)) -> Iterator[Found]:
    """The first position of each seeded random game where `wanted` holds."""
    for seed in seeds:
        state = GAME.start(players=2, seed=seed)
        chance = random.Random(seed)
        while not state.over:
            assert isinstance(state, EvenAtOddsState)
            seat = state.to_move[0]
            if state.phase == PLAY and wanted(state, seat):
                yield seed, state, seat
                break
            state = state.play(chance.choice(state.legal_moves(seat)), seat)


def start_players_last_tile(state: EvenAtOddsState, seat: int) -> bool:
    """The mover lays its last tile with the other player's last tile to come."""
    return not state.boneyard and not state.overtime_turns and len(state.hands[seat]) == 1 and len(state.hands[1 - seat]) == 1


def games_last_tile(state: EvenAtOddsState, seat: int) -> bool:
    return not state.boneyard and not state.overtime_turns and len(state.hands[seat]) == 1 and not state.hands[1 - seat]


def overtime_first_turn(state: EvenAtOddsState, seat: int) -> bool:
    return state.overtime_turns == 2


def outcome_for(state: EvenAtOddsState, seat: int) -> float:
    if state.winners == (seat,):
        return 1.0
    return 0.5 if len(state.winners) == 2 else 0.0


def worlds(state: EvenAtOddsState, seat: int) -> list[EvenAtOddsState]:
    """Every deal of the tiles `seat` has not seen into the other hand and
    the put-aside pair (in order), each once."""
    other = 1 - seat
    count = len(state.hands[other])
    deals = {}
    for order in permutations(unseen_tiles(state, seat)):
        deal = state._derived()
        deal.hands = tuple(tuple(sorted(order[:count])) if owner == other else hand for owner, hand in enumerate(state.hands))
        deal.removed = tuple(order[count:])
        deals[(deal.hands, deal.removed)] = deal
    return list(deals.values())


def played(state: EvenAtOddsState, move: dict, seat: int) -> EvenAtOddsState:
    """`state` after `seat` plays `move`."""
    after = state.play(move, seat)
    assert isinstance(after, EvenAtOddsState)
    return after


def expectimax(states: list[EvenAtOddsState], seat: int) -> float:
    """`seat`'s expected outcome over equally likely `states` that share
    their history: whoever moves picks the move best for it on average over
    the states it cannot tell apart (those where it holds the same hand)."""
    if states[0].over:
        return sum(outcome_for(state, seat) for state in states) / len(states)
    actor = states[0].to_move[0]
    alike: dict[tuple, list[EvenAtOddsState]] = {}
    for state in states:
        alike.setdefault(state.hands[actor], []).append(state)
    total = 0.0
    for group in alike.values():
        values = [expectimax([played(state, move, actor) for state in group], seat) for move in group[0].legal_moves(actor)]
        total += (max(values) if actor == seat else min(values)) * len(group)
    return total / len(states)


def brute_force_value(state: EvenAtOddsState, seat: int, move: dict) -> float:
    return expectimax([played(deal, move, seat) for deal in worlds(state, seat)], seat)


def key(move: object) -> str:
    return json.dumps(move, sort_keys=True)


def spread_of_moves(values: list[tuple[dict, float]], count: int) -> list[tuple[dict, float]]:
    """A few moves covering every value found, the best first."""
    ranked = sorted(values, key=lambda pair: -pair[1])
    one_per_value = list({value: (move, value) for move, value in reversed(ranked)}.values())
    return (one_per_value + [pair for pair in ranked if pair not in one_per_value])[:count]


def test_table_scores_after_a_tile_are_the_engines():
    checked = 0
    for _, state, seat in seeded_positions(lambda state, seat: len(state.placements) >= 16, range(6)):
        table = Table.of(state.surface, len(state.placements))
        for move in state.legal_moves(seat)[::3]:
            after = state.play(move, seat)
            _, top_counts = highest_level_faces(after.surface)
            engine = (len(after.biggest_group("odds")), len(after.biggest_group("evens")), top_counts["odds"], top_counts["evens"])
            assert table.scores_after(move_placement(move)) == engine, move
            assert Table.of(after.surface, len(after.placements)).scores() == engine
            checked += 1
    assert checked > 20


def test_start_players_last_tile_agrees_with_brute_force_over_all_consistent_hands():
    """Three unseen tiles: the other player's last tile and the put-aside
    pair, in six deals. A value that is no multiple of 1/3 comes from an
    overtime won in one order of the put-aside pair only: those positions
    check the overtime and the other player's ignorance of the order."""
    checked_overtime = False
    for seed, state, seat in seeded_positions(start_players_last_tile, range(12)):
        values = endgame_values(state, seat, state.legal_moves(seat), max_leaves=10**9)
        if values is None:
            continue
        for move, value in spread_of_moves(values, 2):
            assert value == brute_force_value(state, seat, move), (seed, move)
            checked_overtime |= round(value * 3, 9) % 1 != 0
    assert checked_overtime


def test_games_last_tile_agrees_with_brute_force_over_both_put_aside_orders():
    for seed, state, seat in seeded_positions(games_last_tile, range(8)):
        values = endgame_values(state, seat, state.legal_moves(seat), max_leaves=10**9)
        if values is None:
            continue
        for move, value in spread_of_moves(values, 4):
            assert value == brute_force_value(state, seat, move), (seed, move)


def test_overtime_first_turn_agrees_with_plain_minimax():
    found = 0
    for seed, state, seat in seeded_positions(overtime_first_turn, range(120)):
        values = endgame_values(state, seat, state.legal_moves(seat), max_leaves=10**9)
        assert values is not None
        for move, value in spread_of_moves(values, 4):
            assert value == brute_force_value(state, seat, move), (seed, move)
        found += 1
        if found == 3:
            break
    assert found == 3


def test_hard_takes_a_sure_win_over_a_likely_one():
    """A start player's last tile where one placement wins whatever the
    other player holds and others win only with some of its tiles."""
    for _seed, state, seat in seeded_positions(start_players_last_tile):
        values = endgame_values(state, seat, state.legal_moves(seat), max_leaves=10**9)
        if values and max(value for _, value in values) == 1.0 and any(0.0 < value < 1.0 for _, value in values):
            break
    else:
        raise AssertionError("no position with a sure win beside a likely one")
    sure = {key(move) for move, value in values if value == 1.0}
    assert key(choose_move(state, seat, "hard", seed=1)) in sure


def lead_after(position: LastPlies, move: dict) -> int:
    """How far the mover's team is ahead of the other's after `move`."""
    mine = 0 if position.solver.team == "odds" else 1
    scores = position.table.scores_after(move_placement(move))
    return scores[mine] - scores[1 - mine]


def test_the_pruned_choice_has_the_best_exact_value():
    """endgame_move gives up a move as soon as it cannot beat the best so
    far; its choice must still be worth the most, and among the moves worth
    the most it leaves the mover's group furthest ahead."""
    checked = 0
    for seed, state, seat in seeded_positions(start_players_last_tile, range(24)):
        moves = state.legal_moves(seat)
        values = endgame_values(state, seat, moves, max_leaves=10**9)
        if values is None:
            continue
        chosen = endgame_move(state, seat, moves, max_leaves=10**9)
        worth = {key(move): value for move, value in values}
        best = max(worth.values())
        assert worth[key(chosen)] == best, seed
        position = last_plies(state, seat)
        assert position is not None
        assert lead_after(position, chosen) == max(lead_after(position, move) for move, value in values if value == best)
        checked += 1
    assert checked >= 18


def test_the_solve_reads_only_what_the_mover_sees():
    """The same table and hand with the hidden tiles dealt otherwise give
    the same values."""
    _, state, seat = next(seeded_positions(start_players_last_tile))
    moves = state.legal_moves(seat)
    expected = endgame_values(state, seat, moves)
    for deal in worlds(state, seat):
        assert deal.view(seat) == state.view(seat)
        assert endgame_values(deal, seat, moves) == expected


def test_only_the_last_plies_are_solved():
    _, earlier, seat = next(seeded_positions(lambda state, seat: len(state.hands[seat]) == 2 and not state.boneyard))
    assert last_plies(earlier, seat) is None
    assert endgame_move(earlier, seat, earlier.legal_moves(seat)) is None


def test_only_hard_solves_the_last_plies():
    _, state, seat = next(seeded_positions(start_players_last_tile))
    moves = state.legal_moves(seat)
    view = state.view(seat)
    assert even_at_odds_direct_move(state, seat, view, moves, "hard", random.Random(0), 1.0) is not None
    for level in ("easy", "medium"):
        assert even_at_odds_direct_move(state, seat, view, moves, level, random.Random(0), 1.0) is None


def test_a_solve_past_its_allowance_is_given_up():
    _, state, seat = next(seeded_positions(start_players_last_tile))
    moves = state.legal_moves(seat)
    assert endgame_move(state, seat, moves, max_leaves=5) is None
    try:
        endgame_values(state, seat, moves, max_leaves=5)
    except LeavesExhausted:
        pass
    else:
        raise AssertionError("the exact values went past their allowance unnoticed")
