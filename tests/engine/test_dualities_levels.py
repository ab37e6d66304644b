"""Dualities' levels stay in order: small seeded series, decided by the seeds
and the levels' iteration counts alone (no timings)."""

from __future__ import annotations

import oddsevens
from bench.runner import EndgameTask, endgame_position
from oddsevens.ai import choose_move
from oddsevens.core import State

MIDDLE_GAME_FREE_CELLS = 29
"""Where the games between hard and medium start: late enough to be quick,
early enough that hard plays its midgame search before it solves."""


def finish(state: State, levels: dict[int, str], seed: int) -> State:
    while not state.over:
        seat = state.to_move[0]
        state = state.play(choose_move(state, seat, levels[seat], seed=seed), seat)
    return state


def test_medium_beats_easy_from_the_empty_board_with_seats_swapped():
    won = 0
    for seed in (0, 1):
        for medium_seat in (0, 1):
            start = oddsevens.game("dualities").start(seed=seed, players=2)
            ended = finish(start, {medium_seat: "medium", 1 - medium_seat: "easy"}, seed)
            won += medium_seat in ended.winners
    assert won >= 3


def test_hard_beats_medium_from_seeded_middle_games_with_seats_swapped():
    won = 0
    for seed in (0, 1):
        start = endgame_position(EndgameTask("dualities", "Dualities (rows)", MIDDLE_GAME_FREE_CELLS, seed))
        for hard_seat in (0, 1):
            ended = finish(start, {hard_seat: "hard", 1 - hard_seat: "medium"}, seed)
            won += hard_seat in ended.winners
    assert won >= 3
