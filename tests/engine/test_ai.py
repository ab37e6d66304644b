"""Computer players: reproducible, view-only, and better than chance."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

import oddsevens
from found_positions import even_odds_deals, last_decisive_even_at_odds_move
from oddsevens.ai import LEVELS, choose_move
from oddsevens.games import beat_the_odds_odds as odds

SEARCH_GAMES = {"dualities": {}, "evening": {"size": 4}}


def play_out(game_id: str, options: dict, bot_seat: int, seed: int, level: str = "hard") -> oddsevens.State:
    state = oddsevens.game(game_id).start(seed=seed, **options)
    chance = random.Random(seed)
    while not state.over:
        seat = state.to_move[0]
        if seat == bot_seat:
            move = choose_move(state, seat, level, seed=seed, seconds=0.15)
        else:
            move = chance.choice(state.legal_moves(seat))
        state = state.play(move, seat)
    return state


@pytest.mark.parametrize("game_id", list(SEARCH_GAMES))
def test_the_same_seed_gives_the_same_move(game_id):
    state = oddsevens.game(game_id).start(seed=3, **SEARCH_GAMES[game_id])
    state = state.play(state.legal_moves()[0])
    first = choose_move(state, state.to_move[0], "medium", seed=9)
    assert choose_move(state, state.to_move[0], "medium", seed=9) == first
    assert first in state.legal_moves()


@pytest.mark.parametrize("game_id", list(SEARCH_GAMES))
def test_hard_beats_random_play_in_most_games(game_id):
    results = [
        seat in play_out(game_id, SEARCH_GAMES[game_id], seat, seed).winners
        for seed, seat in zip(range(4), (0, 1, 0, 1), strict=True)
    ]
    assert sum(results) >= 3


def test_unknown_level_is_refused():
    state = oddsevens.game("dualities").start()
    with pytest.raises(ValueError, match="level must be one of easy, medium, hard"):
        choose_move(state, 0, "impossible")


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_returns_a_legal_move(level):
    state = oddsevens.game("evening").start(size=3, seed=1)
    assert choose_move(state, 0, level, seed=1, seconds=0.05) in state.legal_moves()


def test_dualities_bot_takes_the_last_tile_that_wins():
    """Two free cells are left, [0, 0] on the middle row and [0, 1] on the
    row below it, which already holds one black hex. Odd holds four rows of
    nine: black on [0, 0] makes the middle row odd and wins; black on [0, 1]
    turns the row below even and loses."""
    from oddsevens.games.dualities import BLACK, BOARD, LINES_OF_CELL, WHITE

    state = oddsevens.game("dualities").start()
    board = [WHITE] * len(BOARD)
    counts = [0] * 27
    free = {BOARD.index[(0, 0)], BOARD.index[(0, 1)]}
    odd_rows = {0, 2, 5, 6}
    for cell, (q, r) in enumerate(BOARD.cells):
        if cell not in free and r + 4 in odd_rows and q == max(-4, -4 - r):
            board[cell] = BLACK
            for line in LINES_OF_CELL[cell]:
                counts[line] += 1
    for cell in free:
        board[cell] = 0
    position = state._derived()
    position.board, position.black_counts = tuple(board), tuple(counts)
    assert position.scores == (4, 5)
    move = choose_move(position, 0, "hard", seed=0, seconds=0.1)
    assert move == {"black": [0, 0], "white": [0, 1]}


def test_beat_the_odds_bot_follows_the_exact_values():
    game = oddsevens.game("beat-the-odds")
    # Seat 0 wins the roll-off 6-6 against 1-2, then rolls 4-4 after a 2-4.
    state = game.start(players=2, seed=0, dice=[6, 6, 1, 2, 2, 4, 4, 4])
    state = state.play("roll").play("roll")
    view = state.view(0)
    best = odds.best_move(odds.position_from_view(view))
    slips = {level: sum(choose_move(state, 0, level, seed=seed) != best for seed in range(60)) for level in LEVELS}
    assert slips["hard"] == 0
    assert 0 < slips["medium"] < slips["easy"]


def test_beat_the_odds_levels_give_away_less_the_higher_they_are():
    from statistics import fmean

    from bench.runner import judged_choices

    given_away = {player: fmean(losses) for player, losses in judged_choices("beat-the-odds", 40).items()}
    assert given_away["hard"] == 0
    assert 0 < given_away["medium"] < given_away["easy"] < given_away["random"]


def test_even_odds_determinization_agrees_with_the_view_it_came_from():
    from oddsevens.games.even_odds import world_from_view

    state = oddsevens.game("even-odds").start(players=5, seed=8)
    chance = random.Random(8)
    for _ in range(23):
        seat = state.to_move[0]
        view = state.view(seat)
        sampled = world_from_view(view, random.Random(1))
        assert sampled.view(seat) == view
        assert sampled.legal_moves(seat) == state.legal_moves(seat)
        state = state.play(chance.choice(state.legal_moves(seat)), seat)


def test_even_odds_bot_reads_only_its_view():
    """Two deals that differ only in the values of seat 0's own tiles look
    the same to seat 0, so its bot must choose the same move."""
    one, other = even_odds_deals()
    assert one.view(0) == other.view(0)
    assert one.view(1) != other.view(1)
    assert choose_move(one, 0, "medium", seed=4) == choose_move(other, 0, "medium", seed=4)


def test_even_at_odds_determinization_keeps_what_the_seat_sees():
    state = oddsevens.game("even-at-odds").start(players=2, seed=6)
    chance = random.Random(6)
    for _ in range(12):
        seat = state.to_move[0]
        sampled = state.determinize(seat, random.Random(2))
        assert sampled.view(seat) == state.view(seat)
        assert sampled.legal_moves(seat) == state.legal_moves(seat)
        state = state.play(chance.choice(state.legal_moves(seat)), seat)
    other = 1 - state.to_move[0]
    redrawn = state.determinize(state.to_move[0], random.Random(3))
    assert sorted(redrawn.hands[other] + redrawn.boneyard + redrawn.removed) == sorted(
        state.hands[other] + state.boneyard + state.removed
    )


def test_evening_bot_does_not_pass_into_a_lost_game():
    """After the opponent's pass, a second pass ends the game: the bot must
    not pass when that loses and it still has stones to place."""
    game = oddsevens.game("evening")
    chance = random.Random(0)
    for seed in range(200):
        state = game.start(size=4, seed=seed)
        while not state.over:
            seat = state.to_move[0]
            moves = state.legal_moves(seat)
            ended = state.play("pass", seat) if state.moves() and state.moves()[-1][1] == "pass" else None
            if ended is not None and ended.over and seat not in ended.winners and len(moves) > 1:
                assert choose_move(state, seat, "medium", seed=seed) != "pass"
                return
            state = state.play(chance.choice(moves), seat)
    pytest.fail("no position found where passing loses at once")


def test_even_odds_bot_does_not_win_a_dispute_it_would_pay_for():
    """Seat 0 plays last and has no green. Every blue even tile but its own
    is in plain sight, so its one even tile must be the blue 10: playing it
    would beat the pink 10 (the later of equal values wins) and take the
    green 9. Any odd tile loses the dispute and costs nothing."""
    deal = [
        ["blue-10", "blue-1", "blue-3", "blue-5", "blue-7", "blue-9",
         "yellow-1", "yellow-3", "yellow-5", "yellow-7", "yellow-9", "pink-1"],
        ["pink-10", "blue-2", "blue-4", "blue-6", "blue-8", "pink-2",
         "pink-3", "pink-4", "pink-5", "pink-6", "pink-7", "pink-8"],
        ["green-9", "green-1", "green-2", "green-3", "green-4", "green-5",
         "green-6", "green-7", "green-8", "green-10", "yellow-2", "yellow-4"],
    ]
    state = oddsevens.game("even-odds").start(players=3, seed=0, deal=deal, first=1)
    state = state.play({"tile": 12}).play({"color": "green"}).play({"tile": 24})
    assert state.to_move == (0,)
    move = choose_move(state, 0, "hard", seed=1, seconds=0.4)
    assert move != {"tile": 0}


def test_even_at_odds_bot_lays_the_last_tile_where_it_wins():
    state, winning, _ = last_decisive_even_at_odds_move()
    assert choose_move(state, state.to_move[0], "hard", seed=2, seconds=0.3) in winning


def test_even_at_odds_bot_reads_only_its_view():
    """The same table and hand, with the opponent's hand and the boneyard
    dealt differently, must give the same move."""
    state = oddsevens.game("even-at-odds").start(players=2, seed=4)
    state = state.play(state.legal_moves()[0])
    seat = state.to_move[0]
    other_deal = state.determinize(seat, random.Random(99))
    assert other_deal.view(seat) == state.view(seat)
    assert other_deal.hands[1 - seat] != state.hands[1 - seat] or other_deal.boneyard != state.boneyard
    assert choose_move(other_deal, seat, "medium", seed=5) == choose_move(state, seat, "medium", seed=5)


def test_hard_beats_random_at_even_at_odds_and_even_odds():
    wins = 0
    for seed in range(3):
        state = oddsevens.game("even-at-odds").start(players=2, seed=seed)
        chance = random.Random(seed)
        while not state.over:
            seat = state.to_move[0]
            move = choose_move(state, seat, "hard", seed=seed, seconds=0.1) if seat == seed % 2 else chance.choice(state.legal_moves(seat))
            state = state.play(move, seat)
        wins += seed % 2 in state.winners
    assert wins >= 2
    bot_points = random_points = 0
    for seed in range(6):
        for bot_plays in (True, False):
            state = oddsevens.game("even-odds").start(players=3, seed=seed, rounds=1)
            chance = random.Random(seed)
            while not state.over:
                seat = state.to_move[0]
                if bot_plays and seat == 0:
                    move = choose_move(state, seat, "hard", seed=seed, seconds=0.2)
                else:
                    move = chance.choice(state.legal_moves(seat))
                state = state.play(move, seat)
            if bot_plays:
                bot_points += state.scores[0]
            else:
                random_points += state.scores[0]
    assert bot_points < random_points, "fewer points than random play in the same seat with the same deals"


def test_even_at_odds_solo_bot_scores_better_than_random_play():
    game = oddsevens.game("even-at-odds")
    bot = random_play = 0
    for seed in range(3):
        state = game.start(players=1, seed=seed)
        while not state.over:
            state = state.play(choose_move(state, 0, "hard", seed=seed))
        bot += state.scores[0]
        state = game.start(players=1, seed=seed)
        chance = random.Random(seed)
        while not state.over:
            state = state.play(chance.choice(state.legal_moves()))
        random_play += state.scores[0]
    assert bot < random_play


def solo_position_with_a_costly_placement():
    """A solo position, found by seeded random play, where the placements
    differ by at least four penalty points right away."""
    game = oddsevens.game("even-at-odds")
    for seed in range(100):
        state = game.start(players=1, seed=seed)
        chance = random.Random(seed)
        while not state.over:
            placements = [move for move in state.legal_moves() if "tile" in move]
            penalties = {json.dumps(move): state.play(move).scores[0] for move in placements}
            if penalties and max(penalties.values()) - min(penalties.values()) >= 4:
                return state, penalties
            state = state.play(chance.choice(state.legal_moves()))
    raise AssertionError("no solo position with a costly placement found")


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_even_at_odds_solo_bot_avoids_a_costly_placement(level):
    state, penalties = solo_position_with_a_costly_placement()
    move = choose_move(state, 0, level, seed=3)
    assert penalties[json.dumps(move)] < max(penalties.values())
    assert penalties[json.dumps(move)] <= min(penalties.values()) + 1


@pytest.mark.parametrize("game_id", list(oddsevens.GAMES))
def test_every_games_computer_player_makes_legal_moves(game_id):
    """Whatever plan the game names (`Game.plan`), the computer answers with a
    legal move at every level, for the first moves of a game."""
    state = oddsevens.game(game_id).start(seed=2)
    for level in [*LEVELS] * 4:
        if state.over:
            break
        seat = state.to_move[0]
        move = choose_move(state, seat, level, seed=len(state), seconds=0.02)
        assert move in state.legal_moves(seat)
        state = state.play(move, seat)


def test_bench_ai_takes_the_series_of_every_registered_game():
    """bench-ai plays each registered game's series (bench/series.py), in the
    menu's order: the tests' own game has none, so it is left out, and nothing breaks."""
    from bench import runner
    from bench.series import ENDGAMES, SERIES

    assert set(SERIES) | set(ENDGAMES) <= set(oddsevens.GAMES)
    series = runner.all_series()
    assert list(series) == [measured.name for game_id in oddsevens.GAMES for measured in SERIES.get(game_id, ())]
    assert "even-takes" in oddsevens.GAMES and "even-takes" not in runner.measured_games()
    assert runner.all_tasks(1, "even-takes") == []
    tasks = runner.all_tasks(1)
    assert {task.series for task in tasks} == set(series)
    for name in series:
        assert not runner.typical_position(name).over


def test_each_kind_of_bench_ai_series_gives_its_measure():
    from bench import runner

    def first_task(name: str, lineup: tuple[str, ...]) -> runner.Task:
        return next(task for task in runner.all_tasks(1) if task.series == name and task.lineup == lineup)

    [share] = runner.run_task(first_task("beat-the-odds", ("easy", "random")))
    assert share in (0.0, 0.5, 1.0)
    points, others = runner.run_task(first_task("even-odds", ("random",)))
    assert points >= 0 and others >= 0
    penalty, stuck = runner.run_task(first_task("even-at-odds-solo", ("random",)))
    assert penalty >= 0 and stuck in (0.0, 1.0)


def test_bench_ai_prints_a_table_for_every_series_from_one_run():
    """The duels, each seat against random ones, the levels at one table and
    solo all print from the results of one run (stand-in results here: the
    tables' shape, not the games)."""
    from bench import runner
    from bench.series import Duel, LevelsAtOneTable, SeatAgainstRandom, Solo

    series = runner.all_series()

    def stand_in(task: runner.Task) -> tuple[float, ...]:
        kind = series[task.series][1]
        if isinstance(kind, Duel):
            return (float(task.seed % 2),)
        if isinstance(kind, LevelsAtOneTable):
            return tuple(4.0 + task.seed + 2 * (level != "hard") for level in task.lineup)
        if isinstance(kind, SeatAgainstRandom):
            return 5.0, 7.0
        return 3.0 + task.seed, 0.0

    report = "\n".join(runner.strength_table({task: stand_in(task) for task in runner.all_tasks(2)}))
    for kind in (Duel, SeatAgainstRandom, LevelsAtOneTable, Solo):
        assert any(isinstance(measured, kind) for _, measured in series.values())
    for _, measured in series.values():
        if not isinstance(measured, Duel):
            assert measured.title in report
    assert "Share of games won by the first-named player" in report
    assert "hard/medium 0.73" in report and "medium/easy 1.00" in report


def test_bench_ai_plays_hard_against_its_search_alone_only_where_the_series_asks():
    from bench import runner

    references = [task for task in runner.all_tasks(1, reference_games=2) if task.lineup in runner.REFERENCE_PAIRS]
    assert {task.series for task in references} == {"dualities", "evening"}
    tenfold = [(task.seed, task.seat) for task in references if task.series == "dualities" and task.lineup == ("hard", "search×10")]
    assert tenfold == [(0, 0), (0, 1)]
    assert not [task for task in runner.all_tasks(1) if task.lineup in runner.REFERENCE_PAIRS]


def test_search_only_leaves_out_the_plans_direct_move(monkeypatch):
    from oddsevens.ai import plans

    def refuse(*_: object) -> None:
        raise AssertionError("the direct move was asked for")

    original = plans.plan_for
    monkeypatch.setattr(plans, "plan_for", lambda game_id: dataclasses.replace(original(game_id), direct=refuse))
    state = oddsevens.game("even-at-odds").start(players=1, seed=3)
    assert choose_move(state, 0, "hard", seed=3, seconds=0.05, search_only=True) in state.legal_moves(0)
    with pytest.raises(AssertionError, match="direct move"):
        choose_move(state, 0, "hard", seed=3)


def test_bench_ai_judges_only_won_endgames_and_hard_keeps_them_won():
    from bench import runner
    from oddsevens.ai.endgame import WIN_VALUE

    tasks = [task for task in runner.endgame_tasks(6, "evening") if task.empty == 12]
    judged = 0
    for task in tasks:
        state = runner.endgame_position(task)
        judgement = runner.judge_endgame(task)
        won = not state.over and runner.exact_value(state) == WIN_VALUE
        assert (judgement is not None) == won
        if judgement is not None:
            judged += 1
            assert set(judgement.thrown_away) == set(runner.ENDGAME_PLAYERS)
            assert not judgement.thrown_away["hard"]
    assert judged > 0


def test_bench_ai_times_hard_where_each_exact_endgame_starts():
    from bench import runner
    from bench.series import ENDGAMES

    [endgames] = ENDGAMES["evening"]
    assert len(runner.endgame_move_seconds("evening", endgames, seeds=(0, 1))) == 2
    assert "beat-the-odds" not in ENDGAMES


def test_a_moves_key_ignores_the_order_of_its_keys_and_tells_moves_apart():
    from oddsevens.ai.search import move_key

    assert move_key({"tile": [1, 2], "cells": [[0, 0], [1, 0]]}) == move_key({"cells": [[0, 0], [1, 0]], "tile": [1, 2]})
    keys = {move_key(move) for move in ({"cell": [0, 1]}, {"cell": [1, 0]}, "pass", {"tile": 3}, {"tile": {"value": 3}})}
    assert len(keys) == 5
    assert move_key({"tile": {"value": 3, "colour": 1}}) == move_key({"tile": {"colour": 1, "value": 3}})


@pytest.mark.parametrize("game_id", ["dualities", "evening"])
def test_keeping_each_nodes_moves_leaves_the_search_unchanged(game_id):
    from bench import runner
    from oddsevens.ai import plans
    from oddsevens.ai.search import search

    state = runner.typical_position(game_id)
    seat = state.to_move[0]
    plan = plans.plan_for(game_id)
    moves = state.legal_moves(seat)
    results = [
        search(moves, lambda chance: state, plan.playout, 200, random.Random(3), fixed_moves=fixed)
        for fixed in (False, True)
    ]
    assert results[0].visits == results[1].visits
    assert results[0].move == results[1].move


def test_hard_searches_with_its_games_exploration_constant(monkeypatch):
    import oddsevens.ai as ai
    from oddsevens.ai import plans

    seen = []
    real_search = ai.search

    def spy(*arguments, **keywords):
        seen.append(keywords["exploration"])
        return real_search(*arguments, **keywords)

    monkeypatch.setattr(ai, "search", spy)
    for game_id in ("dualities", "evening"):
        state = oddsevens.game(game_id).start(seed=1, players=2)
        choose_move(state, state.to_move[0], "medium", seed=1)
    assert seen == [plans.plan_for("dualities").exploration, plans.plan_for("evening").exploration]


def test_a_solve_given_up_takes_its_time_out_of_hards_search(monkeypatch):
    """Dualities at the edge of its exact endgame, with an allowance no
    solve fits in: hard searches with what the solve left of its second."""
    import dataclasses

    import oddsevens.ai as ai
    from bench.runner import EndgameTask, endgame_position
    from oddsevens.ai import plans
    from oddsevens.ai.dualities_plan import ENDGAME_FREE_CELLS

    plan = plans.plan_for("dualities")
    hopeless = dataclasses.replace(plan.exact, nodes=1, nodes_per_second=4)
    monkeypatch.setattr(plans, "plan_for", lambda game_id: dataclasses.replace(plan, exact=hopeless))
    iterations = []
    real_search = ai.search

    def spy(moves, determinize, playout, budget, rng, **keywords):
        iterations.append(budget)
        return real_search(moves, determinize, playout, budget, rng, **keywords)

    monkeypatch.setattr(ai, "search", spy)
    state = endgame_position(EndgameTask("dualities", "Dualities (rows)", ENDGAME_FREE_CELLS["rows"], 1))
    assert not state.over and plan.exact.in_reach(state.view(None))
    choose_move(state, state.to_move[0], "hard", seed=1)
    assert iterations == [int(0.75 * plan.iterations_per_second)]
