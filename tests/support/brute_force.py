"""Who wins a two-player game with best play, found the plain way: a
negamax over the engine's own states (`State.legal_moves`, `State.play`),
remembering each position's result, with nothing of the project's exact
solvers (oddsevens.ai). Slow, and meant to be: an outside check on them,
for positions near the end of a game."""

from __future__ import annotations

import json
from typing import Any

from oddsevens import State
from oddsevens.core import Seat

BEST_PLAY: dict[str, Seat] = {}
"""Per position (`position_key`): its winner with best play."""
EVERY_LINE: dict[tuple[str, Seat], bool] = {}
"""Per position and seat: whether every line of play from it ends in that seat's win."""


def position_key(state: State) -> str:
    """What the rest of the game depends on, from its public view: all of
    it but the last move and the count of moves, so that a position reached
    in different orders has one key."""
    view: dict[str, Any] = {key: value for key, value in state.view(None).items() if key not in ("last_move", "move_number")}
    return json.dumps([state.options, view], sort_keys=True)


def winner_with_best_play(state: State) -> Seat:
    """The seat that wins from `state` when both play their best: the side
    to move wins where one of its legal moves leads to a position it wins,
    else the other seat does (two seats, no draws)."""
    if state.over:
        (winner,) = state.winners
        return winner
    key = position_key(state)
    if key not in BEST_PLAY:
        (mover,) = state.to_move
        wins = any(winner_with_best_play(state.play(move, mover)) == mover for move in state.legal_moves(mover))
        BEST_PLAY[key] = mover if wins else 1 - mover
    return BEST_PLAY[key]


def wins_whatever_is_played(state: State, seat: Seat) -> bool:
    """Whether every line of play from `state`, however either side plays, ends in `seat`'s win."""
    if state.over:
        return state.winners == (seat,)
    key = (position_key(state), seat)
    if key not in EVERY_LINE:
        (mover,) = state.to_move
        EVERY_LINE[key] = all(wins_whatever_is_played(state.play(move, mover), seat) for move in state.legal_moves(mover))
    return EVERY_LINE[key]
