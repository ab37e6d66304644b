"""Exact endgame solving for two-player games with perfect information.

A game supplies a compact representation of its positions (`EndgameRules`):
a key for the transposition table, the outcome of a settled position, and
the children of the others in the order worth trying first. `solve` then
runs a negamax alpha-beta over it and picks, for the side to move, a
winning move when there is one, else a drawing move, else the move whose
loss comes latest (the longest resistance: the most moves in which the
opponent may still go wrong).

Scores are for the side to move and count the plies to the end from the
position itself, not from the root, so a table entry holds wherever the
position recurs: a win in d plies scores WIN - d, a loss in d plies
-(WIN - d), a draw 0. Proving only who wins takes the narrow window
(-1, 1), which stops at the first winning move; the distances are searched
only to choose between losing moves.

The effort is counted in positions expanded, not in seconds, so a solve
gives the same answer on any machine; past `max_nodes` it gives up
(`SolveAborted`) and the caller plays on without it, unless the position is
already known to be lost (see `EndgameSolver.solve`).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

Position = TypeVar("Position")
CompactMove = TypeVar("CompactMove")

WIN = 1000
"""A win at once; every ply to the end costs one point, so no score of a
decided position comes near 0 (games here last far fewer than 1000 plies)."""
WIN_VALUE, DRAW_VALUE, LOSS_VALUE = 1, 0, -1
"""Outcomes for the side to move, as `EndgameRules.outcome` gives them."""


class EndgameRules(Protocol[Position, CompactMove]):
    def key(self, position: Position) -> Hashable:
        """Equal for positions with the same future (the side to move included)."""

    def outcome(self, position: Position) -> int | None:
        """WIN_VALUE, DRAW_VALUE or LOSS_VALUE for the side to move when the
        position is settled (over, or decided whatever is played), else None."""

    def children(self, position: Position) -> list[tuple[CompactMove, Position]]:
        """Every move of the side to move with the position it leads to, the
        most promising first; positions that are the same may be given once."""


class SolveAborted(Exception):
    """The solve expanded more positions than it was allowed."""


@dataclass
class Solution(Generic[CompactMove]):
    move: CompactMove
    value: int
    """WIN_VALUE, DRAW_VALUE or LOSS_VALUE for the side to move."""
    nodes: int
    """Positions expanded: the solve's effort."""


def _from_child(score: int) -> int:
    """A child's score seen from its parent: the sign flips, one ply further."""
    if score > 0:
        return 1 - score
    if score < 0:
        return -1 - score
    return 0


def _to_child(bound: int) -> int:
    """The inverse of `_from_child`: the child's score that the parent sees as `bound`."""
    if bound > 0:
        return -1 - bound
    if bound < 0:
        return 1 - bound
    return 0


def outcome_of(score: int) -> int:
    return WIN_VALUE if score > 0 else LOSS_VALUE if score < 0 else DRAW_VALUE


@dataclass
class EndgameSolver(Generic[Position, CompactMove]):
    rules: EndgameRules[Position, CompactMove]
    max_nodes: int = 1_000_000
    nodes: int = 0
    table: dict[Hashable, tuple[int, int, int]] = field(default_factory=dict)
    """Per position key: (lower bound, upper bound, index of the best child)."""

    def score(self, position: Position, alpha: int = -1, beta: int = 1) -> int:
        """The score of `position` for its side to move if it lies inside
        (alpha, beta); else a bound on the side of the window it falls."""
        rules, table = self.rules, self.table
        key = rules.key(position)
        entry = table.get(key)
        first = 0
        if entry is not None:
            lower, upper, first = entry
            if lower >= beta or lower == upper:
                return lower
            if upper <= alpha:
                return upper
            alpha, beta = max(alpha, lower), min(beta, upper)
        else:
            lower, upper = -WIN, WIN
        outcome = rules.outcome(position)
        if outcome is not None:
            value = outcome * WIN
            table[key] = (value, value, 0)
            return value
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise SolveAborted(f"more than {self.max_nodes} positions")
        children = rules.children(position)
        child_beta = _to_child(beta)
        for index, (_, child) in enumerate(children):
            # A child the table already knows to refute the window settles
            # this position without a search (an enhanced transposition cutoff).
            known = table.get(rules.key(child))
            if known is not None and known[1] <= child_beta:
                value = _from_child(known[1])
                table[key] = (max(lower, value), upper, index)
                return value
        order: range | list[int] = range(len(children))
        if first:
            order = [first, *range(first), *range(first + 1, len(children))]
        best, best_index, start_alpha = -WIN - 1, 0, alpha
        for index in order:
            value = _from_child(self.score(children[index][1], _to_child(beta), _to_child(alpha)))
            if value > best:
                best, best_index = value, index
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        if best <= start_alpha:
            upper = min(upper, best)
        elif best >= beta:
            lower = max(lower, best)
        else:
            lower = upper = best
        table[key] = (lower, upper, best_index)
        return best

    def solve(self, position: Position) -> Solution[CompactMove]:
        """The move to play from an unsettled position: the first winning
        move in the rules' order, else the first drawing one, else the
        losing move whose loss comes latest.

        Proving who wins may raise SolveAborted. Once every move is known to
        lose, the distances are searched with what is left of the allowance,
        the moves whose loss took the most positions to prove first (the
        opponent's win is hardest to find there); should the allowance run
        out, the longest loss found so far is played, or that first move."""
        children = self.rules.children(position)
        if not children:
            raise ValueError("a settled position has no move to solve")
        drawing: CompactMove | None = None
        effort = []
        for move, child in children:
            before = self.nodes
            outcome = outcome_of(_from_child(self.score(child, -2, 2)))
            if outcome == WIN_VALUE:
                return Solution(move, WIN_VALUE, self.nodes)
            if outcome == DRAW_VALUE and drawing is None:
                drawing = move
            effort.append(self.nodes - before)
        if drawing is not None:
            return Solution(drawing, DRAW_VALUE, self.nodes)
        hardest_first = sorted(range(len(children)), key=lambda index: -effort[index])
        best_move, best = children[hardest_first[0]][0], -WIN - 1
        try:
            for index in hardest_first:
                move, child = children[index]
                value = _from_child(self.score(child, _to_child(0), _to_child(best)))
                if value > best:
                    best_move, best = move, value
        except SolveAborted:
            pass
        return Solution(best_move, LOSS_VALUE, self.nodes)


def solve(rules: EndgameRules[Position, CompactMove], position: Position, max_nodes: int = 1_000_000) -> Solution[CompactMove]:
    """The solver's move from `position` (see `EndgameSolver.solve`);
    raises SolveAborted past `max_nodes` positions expanded."""
    return EndgameSolver(rules, max_nodes).solve(position)


def value_of(rules: EndgameRules[Position, CompactMove], position: Position, max_nodes: int = 1_000_000) -> int:
    """WIN_VALUE, DRAW_VALUE or LOSS_VALUE for the side to move in `position`."""
    return outcome_of(EndgameSolver(rules, max_nodes).score(position, -1, 1))
