"""Even Odds' levels: hard remembers the tiles played this round, and so
scores fewer points than medium at the same table."""

from __future__ import annotations

import random

import pytest

import oddsevens
from bench import runner
from bench.series import LevelsAtOneTable
from oddsevens.ai import even_odds_plan
from oddsevens.games.even_odds import COLOUR_AND_PARITY, EvenOddsState


def mid_round(seed: int, moves: int) -> EvenOddsState:
    state = oddsevens.game("even-odds").start(players=4, seed=seed, rounds=1)
    chance = random.Random(seed)
    for _ in range(moves):
        seat = state.to_move[0]
        state = state.play(chance.choice(state.legal_moves(seat)), seat)
    assert isinstance(state, EvenOddsState)
    return state


def test_remembering_worlds_keep_the_tiles_played_and_draw_own_values_from_the_rest():
    """Half way into a round, a world that remembers holds every tile played
    as it was, and the seat's own tiles come from its rack's and the bag's
    alone; a world drawn from the view alone puts discards in the rack."""
    state = mid_round(3, 26)
    seat = state.to_move[0]
    view = state.view(seat)
    played = state.played_this_round()
    assert len(played) >= 20
    own = set(state.rack(seat))
    not_seen = {state.tiles[tile_id] for tile_id in own} | set(range(50)) - set(state.tiles)
    forgetting_drew_a_discard = False
    for draw in range(20):
        world = state.determinize(seat, random.Random(draw), remember=True)
        assert world.view(seat) == view and world.legal_moves(seat) == state.legal_moves(seat)
        assert all(world.tiles[tile_id] == code for tile_id, code in played.items())
        assert {world.tiles[tile_id] for tile_id in own} <= not_seen
        assert all(COLOUR_AND_PARITY[world.tiles[tile_id]] == COLOUR_AND_PARITY[state.tiles[tile_id]] for tile_id in own)
        forgetful = state.determinize(seat, random.Random(draw))
        assert forgetful.view(seat) == view
        forgetting_drew_a_discard |= not {forgetful.tiles[tile_id] for tile_id in own} <= not_seen
    assert forgetting_drew_a_discard


def test_only_hard_remembers():
    state = mid_round(5, 30)
    seat = state.to_move[0]
    for level in ("easy", "medium", "hard"):
        world = even_odds_plan.worlds_of_level(state, seat, level)(random.Random(1))
        expected = state.determinize(seat, random.Random(1), remember=level == "hard")
        assert world.tiles == expected.tiles, level
    remembered = even_odds_plan.worlds_of_level(state, seat, "hard")(random.Random(1))
    forgotten = even_odds_plan.worlds_of_level(state, seat, "medium")(random.Random(1))
    assert remembered.tiles != forgotten.tiles


@pytest.fixture
def third_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """A third of each level's search (about 100 iterations for hard, 30
    for medium), so that a few deals take seconds; hard keeps its memory,
    medium forgets. (At these budgets, on these deals, hard forgetting too
    scored 0.84 of medium's points, remembering 0.75.)"""
    for level, seconds in even_odds_plan.EVEN_ODDS_LEVEL_SECONDS.items():
        monkeypatch.setitem(even_odds_plan.EVEN_ODDS_LEVEL_SECONDS, level, seconds / 3)


DEALS = 6


def test_hard_scores_fewer_points_than_medium_at_one_table(third_budgets: None) -> None:
    """bench-ai's levels at one table, on a few seeded deals: two hard seats
    and two medium seats, each deal played with the seats swapped."""
    _, series = runner.all_series()["even-odds-levels"]
    assert isinstance(series, LevelsAtOneTable)
    pair = ("hard", "medium")
    tasks = [task for task in runner.series_tasks(series, DEALS) if set(task.lineup) == set(pair) and task.seed < DEALS]
    assert len(tasks) == DEALS * len(series.shifts)
    results = runner.run_tasks(tasks, 1)
    points = runner.level_points_by_deal(series, results, pair)
    hard, medium = sum(points["hard"]) / DEALS, sum(points["medium"]) / DEALS
    assert hard < 0.9 * medium, f"hard {hard:.2f} points a round, medium {medium:.2f}"
    report = "\n".join(runner.strength_table(results))
    assert "two seats of each level at one table" in report and f"hard/medium {hard / medium:4.2f}" in report


def test_each_deal_is_played_with_the_levels_seats_swapped() -> None:
    _, series = runner.all_series()["even-odds-levels"]
    assert isinstance(series, LevelsAtOneTable)
    assert runner.table_lineups(series, ("hard", "medium")) == [
        ("hard", "hard", "medium", "medium"),
        ("medium", "medium", "hard", "hard"),
    ]
    tasks = runner.series_tasks(series, 3)
    assert {task.seed for task in tasks} == set(range(3 * runner.SCORE_SERIES_FACTOR))
    assert {frozenset(task.lineup) for task in tasks} == {frozenset(pair) for pair in series.pairs}
