"""What the search needs to know about a game: how to finish a position
quickly, how fast that runs, and any move chosen without searching. Each
game's plan lives in its own module here (`<game>_plan.PLAN`), named by the
game (`Game.plan`); what bench-ai plays to measure it is in bench/series.py."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core import Move, Seat, State, named
from ..core.registry import game
from .endgame import EndgameRules, EndgameSolver, SolveAborted, solve, value_of
from .search import EXPLORATION, Determinizer, MovesWorthSearching, Playout, every_move

EASY_SLIP = 0.35
"""How often the easy level takes the second-best move."""
EASY_TOLERANCE = 0.15
"""How much worse (in mean reward) a searched second-best move may look and
still be taken by the easy level: a slip, never an outright blunder."""


@dataclass(frozen=True)
class Probed:
    """What `ExactEndgame.probe` proved about the moves of a position."""

    won: Move | None
    """A move proved to win, if one was found."""
    lost: list[Move]
    """The moves proved to lose."""
    nodes: int
    """Positions the short solves expanded in all."""


@dataclass(frozen=True)
class ExactEndgame:
    """How a game that hides nothing is solved exactly near its end
    (oddsevens.ai.endgame), from the full view of a position: hard plays
    the solver's move, the review after a game judges moves by it, and
    bench-ai judges every level's endgame moves by it."""

    rules: Callable[[dict[str, Any]], EndgameRules[Any, Any]]
    position: Callable[[dict[str, Any]], Any]
    """The view's position in the compact form `rules` works on."""
    move: Callable[[Any, dict[str, Any]], Move]
    """A compact move of the solver, in the view's position, as the game's move."""
    in_reach: Callable[[dict[str, Any]], bool]
    """Whether the position is near enough its end for hard to solve it."""
    nodes: int
    """Positions hard's solve may expand before it gives up and searches instead."""
    nodes_per_second: int
    """Positions the solve expands in a second of hard's pace (the browser's):
    a solve given up takes the time it spent out of the search's budget, so
    hard's move stays within its time at the edge of the exact endgame."""
    solvable: Callable[[dict[str, Any]], bool] = lambda view: True
    """Whether the solver models the position at all, however far from its end."""
    probe_nodes_per_move: int = 0
    """Out of reach: positions a short solve of each move's result may
    expand (see `probe`); 0 for no probing."""
    probe_nodes: int = 0
    """Out of reach: positions the short solves of one move may expand in all."""

    def solved_move(self, view: dict[str, Any]) -> Move | None:
        """A winning move when there is one, else the longest resistance;
        None past the allowance. For a position `in_reach`: the caller
        checks, since out of reach it probes instead (`probe`)."""
        try:
            solution = solve(self.rules(view), self.position(view), self.nodes)
        except SolveAborted:
            return None
        return self.move(solution.move, view)

    def probe(self, view: dict[str, Any]) -> Probed:
        """Short solves of each move's result, in the solver's order, where
        a full solve is out of reach: far from the end some moves already
        lose, or win, within a few hundred positions. Stops at the first
        move proved to win. For a position out of reach: the caller checks,
        since in reach it solves the whole position (`solved_move`)."""
        if not self.probe_nodes or not self.solvable(view):
            return Probed(None, [], 0)
        rules = self.rules(view)
        solver = EndgameSolver(rules, 0)
        lost = []
        for compact, child in rules.children(self.position(view)):
            if solver.nodes >= self.probe_nodes:
                break
            solver.max_nodes = min(solver.nodes + self.probe_nodes_per_move, self.probe_nodes)
            try:
                score = solver.score(child, -1, 1)
            except SolveAborted:
                continue
            if score < 0:
                return Probed(self.move(compact, view), [], solver.nodes)
            if score > 0:
                lost.append(self.move(compact, view))
        return Probed(None, lost, solver.nodes)

    def seconds_given_up(self) -> float:
        """The time a solve spends before it gives up."""
        return self.nodes / self.nodes_per_second

    def value(self, view: dict[str, Any], nodes: int) -> int:
        """WIN_VALUE, DRAW_VALUE or LOSS_VALUE for the side to move; raises
        SolveAborted past `nodes` positions."""
        return value_of(self.rules(view), self.position(view), nodes)


@dataclass(frozen=True)
class Plan:
    iterations_per_second: int
    """Search iterations that take about a second in the browser."""
    playout: Playout
    direct: Callable[[State, Seat, dict[str, Any], list[Move], str, random.Random, float], Move | None] = (
        lambda state, seat, view, moves, level, rng, share: None
    )
    """A move chosen without searching the plan's way (exact or greedy play,
    or a search of the game's own), or None to search. Its last argument is
    the share of hard's full budget the move may take (a level's, or the
    `seconds` asked for): a search of its own scales with it."""
    exploration: float = EXPLORATION
    """The search's UCB1 exploration constant: lower spends more of the
    iterations on the moves that look best so far."""
    worth_searching: MovesWorthSearching = every_move
    """The moves the search considers: one of each set that leads to
    positions alike in all that matters (the legal moves in the same order)."""
    exact: ExactEndgame | None = None
    """Where the game can be solved exactly near its end: hard then plays
    the solver's move there, before any direct move."""
    worlds: Callable[[State, Seat, str], Determinizer] | None = None
    """How a level draws the worlds it searches, where some level knows more
    than `state.determinize(seat, chance)` gives (Even Odds' hard remembers
    the tiles played this round); None: every level draws them so."""
    level_seconds: dict[str, float] | None = None
    """Each level's budget in seconds of hard's pace, where it differs from
    the default (`LEVEL_SECONDS` in `oddsevens.ai`)."""


def plan_for(game_id: str) -> Plan:
    """The plan the game names (`Game.plan`)."""
    plan: Plan = named(game(game_id).plan)
    return plan
