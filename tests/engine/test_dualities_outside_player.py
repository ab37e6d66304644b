"""The outside player that hard is measured against (bench/reference/dualities_outside_player.py):
legal, reproducible, and a real opponent."""

from __future__ import annotations

import random

import oddsevens
from bench.reference.dualities_outside_player import outside_move

SMALL_ALLOWANCE = 400
"""Positions a move may visit here: enough to play, quick enough for the suite."""


def test_the_outside_player_plays_only_legal_moves_to_the_end_in_both_scorings():
    for lines, seat in (("rows", 0), ("all", 1)):
        state = oddsevens.game("dualities").start(seed=4, players=2, lines=lines)
        chance = random.Random(4)
        while not state.over:
            mover = state.to_move[0]
            legal = state.legal_moves(mover)
            move = outside_move(state, mover, 4, SMALL_ALLOWANCE) if mover == seat else chance.choice(legal)
            assert move in legal
            state = state.play(move, mover)


def test_the_outside_player_gives_the_same_move_for_the_same_seed():
    state = oddsevens.game("dualities").start(seed=1, players=2)
    state = state.play(state.legal_moves()[7])
    first = outside_move(state, 1, 3, SMALL_ALLOWANCE)
    assert outside_move(state, 1, 3, SMALL_ALLOWANCE) == first


def test_the_outside_player_beats_random_play():
    won = 0
    for seed, seat in zip(range(4), (0, 1, 0, 1), strict=True):
        state = oddsevens.game("dualities").start(seed=seed, players=2)
        chance = random.Random(seed)
        while not state.over:
            mover = state.to_move[0]
            if mover == seat:
                move = outside_move(state, mover, seed, SMALL_ALLOWANCE)
            else:
                move = chance.choice(state.legal_moves(mover))
            state = state.play(move, mover)
        won += seat in state.winners
    assert won == 4
