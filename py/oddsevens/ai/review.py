"""The review after a game: the moves where a player let the result turn.

    review(history, seat, seed=0) -> [Turning, ...]

Every position of the history where `seat` moved and had a choice is judged
against the best move there:

- exactly, where the game's endgame solver (`Plan.exact`: Dualities, and
  Evening under the alternating protocol, near their ends; both hide
  nothing) settles the position within a bounded allowance: a position won with best
  play that the move played no longer wins is a turning, with a winning
  move as the better one;
- else by estimate, with the hard computer player's search from the seat's
  own view: a move whose estimated chance falls well below the best's,
  where the best held at least a fair share, is a turning.

The review sees a position only as the seat saw it: the estimates search
from worlds drawn to agree with the seat's view and are seeded from that
view (and `seed`), so tiles the seat could not see never change a verdict.
"""

from __future__ import annotations

import json
import math
import random
import zlib
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from ..core import Move, Seat, State
from . import level_seconds, plans
from .endgame import DRAW_VALUE, LOSS_VALUE, WIN_VALUE, SolveAborted, solve
from .plans import ExactEndgame
from .search import SearchResult, move_key, search

DROP = 0.25
"""How far the estimated chance of the move played must fall below the
best move's for the review to mark it."""
SPREAD = 0.5
"""The largest standard deviation of a reward in [0, 1]: the estimate of
the move played counts as its mean plus SPREAD / sqrt(visits), one standard
error up. The search visits a move it finds bad only a few times, so a clear
blunder still shows, while a move tried once or twice by chance does not."""
REVIEW_NODES = 40_000
"""Positions one exact solve of the review may expand (Dualities hard's own
allowance); past it the position is estimated instead."""
CHANCE_OF_OUTCOME = {WIN_VALUE: 1.0, DRAW_VALUE: 0.5, LOSS_VALUE: 0.0}


@dataclass(frozen=True)
class Turning:
    """A move where the result turned against the player who made it."""

    index: int
    """The position in the history the move was played from (the move is
    the history's move number index + 1)."""
    played: Move
    better: Move
    chance_before: float
    """The mover's chance with the better move: 1.0 for an exact win, else
    the search's estimate."""
    chance_after: float
    """The mover's chance after the move played: 0.5 for an exact draw, 0.0
    for an exact loss, else the search's estimate."""
    exact: bool
    """Whether the endgame solver proved it, rather than the search estimating it."""

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "played": self.played,
            "better": self.better,
            "chance_before": round(self.chance_before, 3),
            "chance_after": round(self.chance_after, 3),
            "exact": self.exact,
        }


def move_played(after: State) -> tuple[Seat, Move]:
    """The move that made `after`, a state of a game after its start."""
    last = after.last_move()
    assert last is not None, "a state after the start has a last move"
    return last


def review(history: list[State], seat: Seat, *, seed: int = 0, seconds: float | None = None) -> list[Turning]:
    """The turnings of `seat`'s moves in `history` (a game's states, each
    the one before it with one move played), oldest first. `seconds`
    replaces the hard player's budget for each estimate."""
    turnings = []
    for index, (before, after) in enumerate(pairwise(history)):
        mover, _ = move_played(after)
        if mover != seat or len(before.legal_moves(seat)) < 2:
            continue
        turning = judge(before, after, seat, index, seed, seconds)
        if turning is not None:
            turnings.append(turning)
    return turnings


def judge(before: State, after: State, seat: Seat, index: int, seed: int, seconds: float | None) -> Turning | None:
    """The turning at this move, or None when the move kept what the
    position held: exactly where the solver settles it, else estimated."""
    endgame = exact_endgame(before, seat)
    if endgame is not None:
        try:
            return judge_exactly(before, after, seat, index, endgame)
        except SolveAborted:
            pass
    return judge_by_estimate(before, after, seat, index, seed, seconds)


def exact_endgame(before: State, seat: Seat) -> ExactEndgame | None:
    """The game's exact solver when `before` is a duel position within its
    reach with `seat` alone to move, else None."""
    endgame = plans.plan_for(before.game.id).exact
    if endgame is None or before.players != 2 or before.to_move != (seat,):
        return None
    return endgame if endgame.in_reach(before.view(None)) else None


def judge_exactly(before: State, after: State, seat: Seat, index: int, endgame: ExactEndgame) -> Turning | None:
    """A Turning when `before` is won for `seat` and `after` no longer is;
    raises SolveAborted past the allowance."""
    view = before.view(None)
    solution = solve(endgame.rules(view), endgame.position(view), REVIEW_NODES)
    if solution.value != WIN_VALUE:
        return None
    outcome = outcome_after(after, seat, endgame)
    if outcome == WIN_VALUE:
        return None
    _, played = move_played(after)
    return Turning(index, played, endgame.move(solution.move, view), 1.0, CHANCE_OF_OUTCOME[outcome], exact=True)


def outcome_after(after: State, seat: Seat, endgame: ExactEndgame) -> int:
    """WIN_VALUE, DRAW_VALUE or LOSS_VALUE for `seat` with best play from `after`."""
    if after.over:
        if seat in after.winners:
            return WIN_VALUE if len(after.winners) == 1 else DRAW_VALUE
        return LOSS_VALUE
    value = endgame.value(after.view(None), REVIEW_NODES)
    return value if after.to_move == (seat,) else -value


def estimate(before: State, seat: Seat, seed: int, seconds: float | None) -> SearchResult:
    """The hard player's search for `seat` from its view of `before`,
    seeded from that view, so only what the seat sees decides it."""
    plan = plans.plan_for(before.game.id)
    budget = seconds if seconds is not None else level_seconds(before.game.id, "hard")
    seen = json.dumps(before.view(seat), sort_keys=True, separators=(",", ":"))
    rng = random.Random(f"{seed}:{seat}:{zlib.crc32(seen.encode())}")
    return search(
        before.legal_moves(seat),
        lambda chance: before.determinize(seat, chance),
        plan.playout,
        max(8, int(budget * plan.iterations_per_second)),
        rng,
        exploration=plan.exploration,
        fixed_moves=not before.game.hides_information,
    )


def judge_by_estimate(
    before: State, after: State, seat: Seat, index: int, seed: int, seconds: float | None
) -> Turning | None:
    """A Turning when the move played looks much worse to the search than
    the best, even one standard error up, and the best held at least a fair
    share."""
    result = estimate(before, seat, seed, seconds)
    _, played = move_played(after)
    played_key, best_key = move_key(played), move_key(result.move)
    visits = result.visits.get(played_key, 0)
    if played_key == best_key or visits == 0:
        return None
    best, chance = result.values[best_key], result.values[played_key]
    if best < fair_share(before.players) or best - (chance + SPREAD / math.sqrt(visits)) < DROP:
        return None
    return Turning(index, played, result.move, best, chance, exact=False)


def fair_share(players: int) -> float:
    """The chance a position must hold to count as at least even: an equal
    share among the players, a half in a duel or playing alone."""
    return 1 / max(players, 2)
