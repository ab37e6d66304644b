"""Who wins a position with best play, by the project's exact endgame
solver (oddsevens.ai.endgame) over the compact positions of the game's plan
(`Plan.exact`), and what that says about the engine's legal moves."""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any

from oddsevens import State
from oddsevens.ai.endgame import LOSS_VALUE, EndgameRules, EndgameSolver, SolveAborted
from oddsevens.ai.evening_endgame import EveningEndgame, EveningPosition
from oddsevens.ai.plans import ExactEndgame, plan_for
from oddsevens.core import Move, Seat

SOLVE_NODES = 100_000
"""Positions one question to the solver may expand: the miner keeps to
positions with few empty cells, which mostly need far fewer."""
EVERY_LINE_NODES = 200_000
"""Positions the search of every line of play (`Judge.decided`) may visit."""


class TooBig(Exception):
    """A question about a position took more than its allowance."""


def evening_every_move(rules: EveningEndgame, position: EveningPosition) -> Iterator[EveningPosition]:
    """Every position a move of the side to move leads to, the passes that
    lose at once included (the solver's `children` leaves them out)."""
    yield EveningPosition(*position[:-2], 1 - position.mover, position.passes + 1)
    legal = position.legal_white if position.mover == 0 else position.legal_black
    while legal:
        low = legal & -legal
        legal ^= low
        yield rules.with_stone(position, low.bit_length() - 1)


class Judge:
    """Questions about the positions of one game (one set of options), the
    answers kept between them: the positions of a game and of the lines
    from it share most of their futures."""

    def __init__(self, state: State) -> None:
        exact = plan_for(state.game.id).exact
        assert exact is not None, f"{state.game.id} has no exact endgame"
        self.exact: ExactEndgame = exact
        self.rules: EndgameRules[Any, Any] = exact.rules(state.view())
        self.solver = EndgameSolver(self.rules, 0)
        self.loser_wins_a_line: dict[tuple[Hashable, bool], bool] = {}
        self.visits = 0

    def compact(self, state: State) -> Any:
        return self.exact.position(state.view())

    def winner(self, state: State) -> Seat:
        """The seat that wins `state` with best play from both sides."""
        if state.over:
            (winner,) = state.winners
            return winner
        (mover,) = state.to_move
        self.solver.max_nodes = self.solver.nodes + SOLVE_NODES
        try:
            score = self.solver.score(self.compact(state), -1, 1)
        except SolveAborted as aborted:
            raise TooBig(str(aborted)) from None
        assert score != 0, "neither Dualities nor Evening has draws"
        return mover if score > 0 else 1 - mover

    def winning_moves(self, state: State, enough: int) -> list[tuple[Move, State]]:
        """The legal moves of the side to move that win, each with the state
        it leads to; once `enough` are found, the rest are not looked at."""
        (seat,) = state.to_move
        won = []
        for move in state.legal_moves(seat):
            after = state.play(move, seat)
            if self.winner(after) == seat:
                won.append((move, after))
                if len(won) == enough:
                    break
        return won

    def longest_resistance(self, state: State) -> Move:
        """The solver's move for the side to move of a lost position: the one whose loss comes latest."""
        self.solver.max_nodes = self.solver.nodes + SOLVE_NODES
        try:
            solution = self.solver.solve(self.compact(state))
        except SolveAborted as aborted:
            raise TooBig(str(aborted)) from None
        assert solution.value == LOSS_VALUE, "the defender's position is lost"
        return self.exact.move(solution.move, state.view())

    def decided(self, state: State, winner: Seat) -> bool:
        """Whether `winner` wins whatever either side plays from `state`:
        the game is over, or no line of play leads to the other seat's win."""
        if state.over:
            return True
        self.visits = 0
        return not self._loser_wins_a_line(self.compact(state), state.to_move == (winner,))

    def _loser_wins_a_line(self, position: Any, winner_to_move: bool) -> bool:
        key = (self._line_key(position), winner_to_move)
        known = self.loser_wins_a_line.get(key)
        if known is not None:
            return known
        self.visits += 1
        if self.visits > EVERY_LINE_NODES:
            raise TooBig("too many lines of play")
        outcome = self.rules.outcome(position)
        if outcome is not None:
            found = (outcome == LOSS_VALUE) == winner_to_move
        else:
            found = any(self._loser_wins_a_line(child, not winner_to_move) for child in self._every_move(position))
        self.loser_wins_a_line[key] = found
        return found

    def _every_move(self, position: Any) -> Iterator[Any]:
        """Every position a move leads to: the solver's children, but in
        Evening, whose solver leaves out the passes that lose, all of them."""
        if isinstance(self.rules, EveningEndgame):
            return evening_every_move(self.rules, position)
        return (child for _, child in self.rules.children(position))

    def _line_key(self, position: Any) -> Hashable:
        """The solver's key, but in Evening with every pass counted (its
        solver's key forgets a pass that no best play would make)."""
        if isinstance(position, EveningPosition):
            return position.white, position.black, position.mover, position.passes
        return self.rules.key(position)
