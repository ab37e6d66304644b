"""The random player the levels are measured against: a legal move chosen
at random, reproducibly (from the seed and the move number)."""

from __future__ import annotations

from oddsevens.core import Move, Rng, Seat, State


def random_move(state: State, seat: Seat, seed: int = 0) -> Move:
    moves = state.legal_moves(seat)
    index, _ = Rng.from_seed(seed * 1_000_003 + len(state)).below(len(moves))
    return moves[index]
