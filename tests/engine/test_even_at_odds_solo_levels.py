"""Even at Odds solo: the levels come in order on the same draw orders, and
the pieces of the solo bot (oddsevens.ai.even_at_odds_plan) do what they say."""

from __future__ import annotations

import random
import statistics
from itertools import combinations

import oddsevens
from oddsevens.ai import choose_move
from oddsevens.ai import even_at_odds_plan as plan
from oddsevens.ai.search import move_key
from oddsevens.games import even_at_odds

SERIES_SEEDS = range(54, 60)
"""Draw orders on which no level gets stuck: the series checks how well
the levels lay their tiles, not their luck with the draw."""


def solo_penalty(level: str, seed: int) -> int:
    state = oddsevens.game("even-at-odds").start(players=1, seed=seed)
    while not state.over:
        state = state.play(choose_move(state, 0, level, seed=seed))
    return state.scores[0]


def random_solo_positions(seeds: range) -> list[even_at_odds.EvenAtOddsState]:
    """Every position of seeded random solo games."""
    positions = []
    for seed in seeds:
        state = oddsevens.game("even-at-odds").start(players=1, seed=seed)
        chance = random.Random(seed)
        while not state.over:
            assert isinstance(state, even_at_odds.EvenAtOddsState)
            positions.append(state)
            state = state.play(chance.choice(state.legal_moves()))
    return positions


def test_solo_levels_keep_their_order_on_the_same_draw_orders():
    """A small seeded series (bench-ai's solo series in small): hard's mean
    penalty below medium's, medium's below easy's. Every move is legal, or
    `play` would refuse it."""
    means = {level: statistics.fmean(solo_penalty(level, seed) for seed in SERIES_SEEDS) for level in ("easy", "medium", "hard")}
    assert means["hard"] < means["medium"] < means["easy"], means


def test_table_penalty_is_the_solo_penalty_without_the_stuck_points():
    for state in random_solo_positions(range(3)):
        parts = state.penalty()
        assert plan.table_penalty(state.surface) == parts["total"] - parts["stuck_points"]
        assert plan.table_penalty(state.surface, balances=False) == parts["total"] - parts["stuck_points"] - parts["difference_points"]


def test_turn_ends_lay_the_whole_hand_show_all_six_numbers_and_start_with_a_legal_move():
    for state in random_solo_positions(range(2))[::4]:
        if state.over or len(state.hands[0]) < 2:
            continue
        legal = {move_key(move) for move in state.legal_moves() if "tile" in move}
        ends = plan.turn_ends(state.surface, len(state.placements), state.hands[0], 4)
        assert ends, "a hand the rules let through has a way through"
        assert [end.penalty for end in ends] == sorted(end.penalty for end in ends)
        for end in ends:
            assert not even_at_odds.missing_numbers(end.surface)
            assert plan.table_penalty(end.surface) == end.penalty
            assert move_key(plan.placement_move(end.first)) in legal


def test_turn_ends_of_one_tile_are_every_legal_placement():
    for state in random_solo_positions(range(2)):
        if state.over or len(state.hands[0]) != 1:
            continue
        placements = [move for move in state.legal_moves() if "tile" in move]
        ends = plan.turn_ends(state.surface, len(state.placements), state.hands[0], 1)
        assert sorted(move_key(plan.placement_move(end.first)) for end in ends) == sorted(map(move_key, placements))
        assert sorted(end.penalty for end in ends) == sorted(plan.table_penalty(state.play(move).surface) for move in placements)


def test_a_draw_fits_exactly_when_the_turn_could_be_completed():
    chance = random.Random(5)
    for state in random_solo_positions(range(2))[::3]:
        pile = sorted(state.boneyard)
        draws = list(combinations(pile, even_at_odds.SOLO_DRAW))
        for draw in chance.sample(draws, min(10, len(draws))):
            index = len(state.placements)
            assert plan.draw_fits(state.surface, index, draw) == even_at_odds.turn_completable(state.surface, index, draw)


def test_a_dead_end_costs_five_points_a_tile_and_the_helper_relieves_it_only_while_it_can_swap():
    state = oddsevens.game("even-at-odds").start(players=1, seed=0)
    assert not state.helper_used
    assert plan.dead_end_cost(state, 12) == even_at_odds.STUCK_POINTS * 12 * (1 - plan.SOLO_HELPER_RELIEF)
    # The last draw empties the pile: nothing is left to swap for.
    assert plan.dead_end_cost(state, even_at_odds.SOLO_DRAW) == even_at_odds.STUCK_POINTS * even_at_odds.SOLO_DRAW
    swapped = state.play({"exchange": list(state.hands[0][0])})
    assert plan.dead_end_cost(swapped, 12) == even_at_odds.STUCK_POINTS * 12


def test_hard_swaps_the_tile_that_most_often_lets_the_turn_through():
    """Seed 112 opens with 2-2, 3-3 and 4-5, which the foundation cannot
    take: of the 18 tiles of the pile, 14 let the turn through in place of
    the 2-2, 12 in place of the 3-3, 9 in place of the 4-5."""
    state = oddsevens.game("even-at-odds").start(players=1, seed=112)
    assert state.hands[0] == ((2, 2), (3, 3), (4, 5))
    assert all("exchange" in move for move in state.legal_moves())
    assert choose_move(state, 0, "hard", seed=112) == {"exchange": [2, 2]}
