"""Exact turn odds of Beat the Odds: exact values, Monte Carlo agreement, and
the premises of the method (see the module docstring)."""

from __future__ import annotations

import math
import time
from fractions import Fraction

import pytest

import oddsevens
from oddsevens.games import beat_the_odds_odds as odds
from oddsevens.games.beat_the_odds_odds import TurnPosition

GAME = oddsevens.game("beat-the-odds")


def play_turn(state):
    """Play the current turn to its end with the best moves; its score."""
    seat, taken = state.to_move[0], state.turns_taken[state.to_move[0]]
    while state.turns_taken[seat] == taken:
        moves = state.legal_moves()
        move = moves[0] if moves == ["roll"] else odds.best_move(odds.position_from_view(state.view(seat)))
        state = state.play(move)
    return state.view()["last_turn"]["score"]


def monte_carlo(faces, moves, samples, first_seed):
    """Mean and standard error of the turn score after scripted faces and moves."""
    scores = []
    for seed in range(first_seed, first_seed + samples):
        state = GAME.start(players=1, seed=seed, target=1000, dice=list(faces))
        for move in moves:
            state = state.play(move)
        scores.append(play_turn(state))
    mean = sum(scores) / samples
    variance = sum((score - mean) ** 2 for score in scores) / (samples - 1)
    return mean, math.sqrt(variance / samples)


def position_after(faces, moves=()):
    state = GAME.start(players=1, seed=0, target=1000, dice=list(faces))
    for move in moves:
        state = state.play(move)
    return odds.position_from_view(state.view(0))


# -- exact values -------------------------------------------------------------------

def test_first_roll_ends_the_turn_ten_times_in_36_and_loses_it_once():
    chances = odds.next_roll(TurnPosition())
    assert chances.ends == Fraction(10, 36)
    assert chances.loses_all == Fraction(1, 36)
    assert chances.continues == Fraction(26, 36)
    assert chances.keeps == Fraction(9, 36)


def test_privilege_makes_the_next_roll_safer():
    chances = odds.next_roll(TurnPosition(lines=(4,), privilege=True))
    assert chances.continues + chances.ends == 1
    assert chances.continues > Fraction(26, 36)
    assert chances.loses_all < Fraction(1, 36)


def test_next_roll_is_asked_only_before_a_roll():
    with pytest.raises(ValueError):
        odds.next_roll(TurnPosition(lines=(10, 8), pending="double"))


def test_expected_score_of_a_fresh_turn():
    assert odds.expected_score(TurnPosition()) == pytest.approx(15.839987227537783, abs=1e-9)


def test_position_from_view_reads_the_turn_sheet():
    position = position_after([6, 4, 2, 2, 4, 3], ["roll", "roll", "roll"])
    assert position == TurnPosition(lines=(10, 4), privilege=True, pending="reroll", faces=(4, 3))


# -- agreement with play -----------------------------------------------------------------

@pytest.mark.parametrize("faces,moves", [
    ([], []),
    ([2, 2], ["roll"]),
    ([6, 4, 4, 4], ["roll", "roll"]),
    ([6, 4, 6, 2, 4, 6, 2, 4], ["roll"] * 4),
])
def test_expected_score_agrees_with_a_seeded_monte_carlo_of_the_engine(faces, moves):
    """Within three standard errors of 20,000 turns played by the engine."""
    expected = odds.expected_score(position_after(faces, moves))
    mean, error = monte_carlo(faces, moves, 20_000, first_seed=1000)
    assert abs(mean - expected) < 3 * error, (mean, error, expected)


# -- decisions ---------------------------------------------------------------------------

@pytest.mark.parametrize("position", [
    TurnPosition(lines=(4, 6), privilege=True, pending="reroll", faces=(1, 3)),
    TurnPosition(lines=(4, 64, 6, 40), privilege=True, pending="reroll", faces=(3, 5)),
    TurnPosition(lines=(10, 8), pending="double"),
    TurnPosition(lines=(16, 2, 8, 8), privilege=True, pending="double"),
])
def test_best_move_is_the_option_with_the_highest_value(position):
    options = odds.option_values(position)
    best = odds.best_move(position)
    assert dict((str(m), v) for m, v in options)[str(best)] == max(v for _, v in options)
    assert odds.expected_score(position) == max(v for _, v in options)


def test_snake_eyes_with_the_privilege_are_rerolled():
    position = TurnPosition(lines=(4, 10, 10, 10), privilege=True, pending="reroll", faces=(1, 1))
    values = dict((str(m), v) for m, v in odds.option_values(position))
    assert values[str({"reroll": None})] == 0
    assert odds.best_move(position) in ({"reroll": 0}, {"reroll": 1})


def test_fours_double_the_highest_line():
    position = TurnPosition(lines=(2, 40, 6, 8), pending="double")
    assert odds.best_move(position) == {"double": 1}
    values = [v for _, v in odds.option_values(position)]
    assert values[-1] < min(values[:-1]), "declining is worst"


def test_a_big_total_declines_a_risky_reroll():
    """With 400 points on the sheet, ending now beats gambling on (1, 5)."""
    position = TurnPosition(lines=(40,) * 10, privilege=True, pending="reroll", faces=(1, 5))
    assert odds.best_move(position) == {"reroll": None}


def test_analyse_gives_json_for_the_page():
    state = GAME.start(players=2, seed=3, dice=[6, 6, 1, 1, 2, 2, 4, 3])
    state = state.play("roll").play("roll")
    panel = odds.analyse(state.view(0))
    assert panel["next_roll"] is None
    assert [option["move"] for option in panel["options"]] == state.legal_moves()
    assert panel["best"] == odds.best_move(odds.position_from_view(state.view(0)))
    panel = odds.analyse(GAME.start(players=2, seed=3).view(None))
    assert panel["next_roll"]["exact"] == {"continue": "13/18", "end": "5/18", "lose_all": "1/36"}


def test_queries_are_fast_once_the_table_is_built():
    odds.expected_score(TurnPosition())
    began = time.perf_counter()
    for count in range(100):
        position = TurnPosition(lines=(4,) * count, privilege=True, pending="reroll", faces=(3, 5))
        odds.option_values(position)
        odds.next_roll(TurnPosition(lines=(4,) * count, privilege=True))
    assert (time.perf_counter() - began) / 100 < 0.01


# -- the premises of the method ------------------------------------------------------------

def test_doubling_the_highest_line_is_best_in_every_state_of_the_table():
    assert odds.doubling_the_highest_is_best(odds.table(odds.MIN_TABLE_TOP))
    assert odds.doubling_the_highest_is_best(odds.table(odds.MIN_TABLE_TOP, "upper"))


def test_large_regime_policy_is_best_on_its_whole_cone():
    assert odds.large_regime_policy_is_optimal()


def test_upper_bound_is_a_supersolution():
    """T'U <= U, where T' is the Bellman operator relaxed upwards (a new
    highest line max(M, v) replaced by M + v): T'U - U is convex, so it is
    enough that it is <= 0 at S = M = 0 and does not grow along (1, 0) and (1, 1)."""
    alpha, beta, gamma = odds.UPPER_BOUND

    def effect(key):
        name = odds.KEYS[key]
        if name in odds.GO:
            _, points, doubles = odds.GO[name]
            if doubles:
                return (alpha, alpha + 2 * beta, 16 * alpha + 16 * beta + gamma)
            return (alpha, beta, (alpha + beta) * points + gamma)
        return tuple(Fraction(x) for x in odds.ENDING[name])

    def mean(keys):
        parts = [effect(key) for key in keys]
        return tuple(sum(part[i] for part in parts) / len(parts) for i in range(3))

    for held in (False, True):
        at_zero = along_s = along_diagonal = Fraction(0)
        for a in odds.FACES:
            for b in odds.FACES:
                options = [effect(odds.PAIR_KEY[(a, b)])]
                if held and (a % 2 or b % 2):
                    options += [mean([odds.PAIR_KEY[(kept, d)] for d in odds.FACES])
                                for die, kept in odds.reroll_options(a, b) if die is not None]
                at_zero += max(o[2] for o in options) / 36
                along_s += max(o[0] for o in options) / 36
                along_diagonal += max(o[0] + o[1] for o in options) / 36
        assert at_zero <= gamma and along_s <= alpha and along_diagonal <= alpha + beta


def test_leaving_the_large_regime_is_negligible():
    """The chance, under any play, that one turn gathers 1920 points from
    ordinary rolls (doubling gains not counted) is below 1e-30."""
    need = 1920
    chance = {0: [1.0] * (need // 2 + 7), 1: [1.0] * (need // 2 + 7)}

    def fresh(kept_privilege, key, remaining):
        name = odds.KEYS[key]
        if name in odds.GO:
            q, points, _ = odds.GO[name]
            return chance[q or kept_privilege][max(remaining - points, 0) // 2]
        return 1.0 if name == odds.DOUBLE_TOTAL and remaining <= 12 else 0.0

    for remaining in range(2, need + 1, 2):
        for held in (0, 1):
            total = 0.0
            for a in odds.FACES:
                for b in odds.FACES:
                    options = [fresh(held if (a % 2 == 0 and b % 2 == 0) else 0, odds.PAIR_KEY[(a, b)], remaining)]
                    if held and (a % 2 or b % 2):
                        options += [sum(fresh(0, odds.PAIR_KEY[(kept, d)], remaining) for d in odds.FACES) / 6
                                    for die, kept in odds.reroll_options(a, b) if die is not None]
                    total += max(options) / 36
            chance[held][remaining // 2] = total
    assert max(chance[0][need // 2], chance[1][need // 2]) < 1e-30


@pytest.mark.parametrize("position", [
    TurnPosition(),
    TurnPosition(lines=(4,), privilege=True),
    TurnPosition(lines=(10, 8, 6, 4, 2) * 8, privilege=True),
    TurnPosition(lines=(96, 10, 10)),
])
def test_truncation_error_is_below_1e_9(position):
    assert 0 <= odds.error_bound(position) < 1e-9


def test_a_table_built_in_steps_pauses_often_and_holds_the_same_values(monkeypatch):
    """The page builds its table a few rows per task (app.boards.beat_the_odds.odds)."""
    monkeypatch.setattr(odds, "_tables", {})
    total = 0
    top = odds.table_top(total)
    pauses = sum(1 for _pause in odds.table_in_steps(total))
    assert pauses >= (top // 2 + 1) // odds.SWEEP_ROWS
    built_in_steps = odds.table_for(total)
    at_once = odds.Table(top, "lower")
    for _pause in at_once.sweep():
        pass
    assert built_in_steps.values == at_once.values
    assert list(odds.table_in_steps(total)) == [], "made once"
