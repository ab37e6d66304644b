"""The post-game review (oddsevens.ai.review): a won endgame thrown away is
marked exactly with a winning move as the better one, a good move is not
marked, a clear blunder elsewhere is marked by estimate, only the reviewed
seat's moves are judged, and what the seat could not see never changes the
review."""

from __future__ import annotations

import pytest

import oddsevens
from found_positions import even_odds_deals, last_decisive_even_at_odds_move, random_position
from oddsevens.ai import plans
from oddsevens.ai import review as reviewing
from oddsevens.ai.endgame import LOSS_VALUE, WIN_VALUE, solve, value_of
from oddsevens.ai.review import REVIEW_NODES, estimate, fair_share, review
from oddsevens.ai.search import move_key
from oddsevens.core import Move

ESTIMATE_SECONDS = 0.1
"""A short search: enough for positions whose moves settle the game at once."""


def value_for_side_to_move(state: oddsevens.State) -> int:
    endgame = plans.plan_for(state.game.id).exact
    assert endgame is not None
    view = state.view(None)
    return value_of(endgame.rules(view), endgame.position(view), REVIEW_NODES)


def won_endgame(game_id: str, options: dict) -> tuple[oddsevens.State, Move, Move]:
    """A position in the exact solver's reach won for the side to move, with
    a winning move and a move that gives the win away (the game goes on)."""
    endgame = plans.plan_for(game_id).exact
    assert endgame is not None
    for seed in range(40):
        state = random_position(game_id, options, seed, 12)
        view = state.view(None)
        if state.over or not endgame.in_reach(view):
            continue
        solution = solve(endgame.rules(view), endgame.position(view), REVIEW_NODES)
        if solution.value != WIN_VALUE:
            continue
        for move in state.legal_moves():
            after = state.play(move)
            if not after.over and after.to_move != state.to_move and value_for_side_to_move(after) == WIN_VALUE:
                return state, endgame.move(solution.move, view), move
    raise AssertionError("no won endgame with a losing move found")


ENDGAMES = [("dualities", {"lines": "rows"}), ("evening", {"size": 4})]


@pytest.mark.parametrize("game_id, options", ENDGAMES, ids=[game_id for game_id, _ in ENDGAMES])
def test_a_won_endgame_given_away_is_marked_exactly_with_a_winning_move_as_the_better_one(game_id, options):
    state, _, losing = won_endgame(game_id, options)
    seat = state.to_move[0]
    after = state.play(losing)
    [turning] = review([state, after], seat)
    assert turning.exact
    assert turning.index == 0
    assert move_key(turning.played) == move_key(after.last_move()[1])
    assert (turning.chance_before, turning.chance_after) == (1.0, 0.0)
    better = state.play(turning.better)
    assert (seat in better.winners) if better.over else value_for_side_to_move(better) == LOSS_VALUE


@pytest.mark.parametrize("game_id, options", ENDGAMES, ids=[game_id for game_id, _ in ENDGAMES])
def test_a_winning_move_is_not_marked(game_id, options):
    state, winning, _ = won_endgame(game_id, options)
    assert review([state, state.play(winning)], state.to_move[0]) == []


def test_only_the_reviewed_seats_moves_are_judged():
    state, _, losing = won_endgame("dualities", {"lines": "rows"})
    assert review([state, state.play(losing)], 1 - state.to_move[0]) == []


def test_an_endgame_past_the_solvers_allowance_is_estimated_instead(monkeypatch):
    state, _, losing = won_endgame("dualities", {"lines": "rows"})
    estimated = []
    monkeypatch.setattr(reviewing, "REVIEW_NODES", 1)
    monkeypatch.setattr(reviewing, "judge_by_estimate", lambda *arguments: estimated.append(arguments))
    assert review([state, state.play(losing)], state.to_move[0]) == []
    assert len(estimated) == 1


def test_a_last_tile_laid_where_it_loses_is_marked_by_estimate_with_a_winning_tile_as_the_better_one():
    state, winning, losing = last_decisive_even_at_odds_move()
    seat = state.to_move[0]
    [turning] = review([state, state.play(losing[0], seat)], seat, seconds=ESTIMATE_SECONDS)
    assert not turning.exact
    assert turning.better in winning
    assert turning.chance_before == 1.0 and turning.chance_after == 0.0


def test_a_last_tile_laid_where_it_wins_is_not_marked():
    state, winning, _ = last_decisive_even_at_odds_move()
    seat = state.to_move[0]
    assert review([state, state.play(winning[0], seat)], seat, seconds=ESTIMATE_SECONDS) == []


def test_the_review_of_even_odds_does_not_depend_on_hidden_tiles():
    one, other = even_odds_deals()
    assert one.view(0) == other.view(0) and one.view(1) != other.view(1)
    assert estimate(one, 0, seed=3, seconds=ESTIMATE_SECONDS) == estimate(other, 0, seed=3, seconds=ESTIMATE_SECONDS)
    for move in one.legal_moves(0):
        verdicts = [review([deal, deal.play(move, 0)], 0, seed=3, seconds=ESTIMATE_SECONDS) for deal in (one, other)]
        assert verdicts[0] == verdicts[1]



def test_at_least_even_is_an_equal_share_and_a_half_when_playing_alone():
    assert [fair_share(players) for players in (1, 2, 4)] == [0.5, 0.5, 0.25]
