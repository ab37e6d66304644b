"""Computer players for every game, at three levels.

    choose_move(state, seat, level="hard", seed=0, seconds=None) -> move

A bot sees a game only through `state.view(seat)`, the legal moves and
`play`: the search starts from a determinization built from the view alone,
so two states that look the same to `seat` get the same move for the same
seed. Budgets are counted in search iterations, converted from seconds by a
fixed rate per game, so a move never depends on the machine's speed.

- easy: a very short search, then now and then the second-best move instead
  of the best when it looks nearly as good (it plays sensibly but misses
  things, as a casual player does, without throwing the game away);
- medium: a short search;
- hard: the full budget, by default about one second in the browser; near
  the end of a game it can solve exactly (`Plan.exact`) it plays the
  solver's move, and a solve given up takes its time out of the search's.
  Before that, where the plan allows it, short solves of each move's result
  leave out the moves they prove lost and play one they prove won (their
  time, too, comes out of the search's).

A game's plan may share the budget out differently (`Plan.level_seconds`).
"""

from __future__ import annotations

import random

from ..core import Move, Seat, State
from . import plans
from .plans import EASY_SLIP, EASY_TOLERANCE
from .search import move_key, search

LEVELS = ("easy", "medium", "hard")
LEVEL_SECONDS = {"easy": 0.02, "medium": 0.1, "hard": 1.0}
"""Each level's budget in seconds of hard's pace. Easy's 0.02 s is the
search's floor of 8 iterations in every game: at 0.05 s, medium beat easy
in only 17 of 30 Dualities games in bench-ai."""


def level_seconds(game_id: str, level: str) -> float:
    """The level's budget in the game, in seconds of hard's pace."""
    return (plans.plan_for(game_id).level_seconds or LEVEL_SECONDS)[level]


def choose_move(
    state: State,
    seat: Seat,
    level: str = "hard",
    seed: int = 0,
    seconds: float | None = None,
    *,
    search_only: bool = False,
) -> Move:
    """The level's move for `seat`. `seconds` replaces the level's budget;
    `search_only` skips the plan's exact endgame and direct moves (solo
    rules), as bench-ai's reference players do."""
    if level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {level!r}")
    moves = state.legal_moves(seat)
    if not moves:
        raise ValueError(f"seat {seat} has no move to make")
    view = state.view(seat)
    rng = random.Random(f"{seed}:{seat}:{view.get('move_number', 0)}")
    plan = plans.plan_for(state.game.id)
    budget = seconds if seconds is not None else level_seconds(state.game.id, level)
    searched = plan.worth_searching(state, moves)
    if not search_only:
        solved = None
        if level == "hard" and plan.exact is not None:
            if plan.exact.in_reach(view):
                solved = plan.exact.solved_move(view)
                if solved is None:
                    budget -= plan.exact.seconds_given_up()
            else:
                probed = plan.exact.probe(view)
                solved = probed.won
                budget -= probed.nodes / plan.exact.nodes_per_second
                lost = {move_key(move) for move in probed.lost}
                searched = [move for move in searched if move_key(move) not in lost] or searched
        share = budget / level_seconds(state.game.id, "hard")
        direct = solved if solved is not None else plan.direct(state, seat, view, moves, level, rng, share)
        if direct is not None:
            return direct
    iterations = max(8, int(budget * plan.iterations_per_second))
    worlds = plan.worlds(state, seat, level) if plan.worlds else lambda chance: state.determinize(seat, chance)
    result = search(
        searched,
        worlds,
        plan.playout,
        iterations,
        rng,
        exploration=plan.exploration,
        fixed_moves=not state.game.hides_information,
        worth_searching=plan.worth_searching,
    )
    if level == "easy" and len(result.visits) > 1 and rng.random() < EASY_SLIP:
        best, runner_up = sorted(result.visits, key=lambda key: -result.visits[key])[:2]
        if result.values.get(runner_up, 0.0) >= result.values.get(best, 0.0) - EASY_TOLERANCE:
            return result.moves[runner_up]
    return result.move


__all__ = ["LEVELS", "choose_move", "level_seconds"]
