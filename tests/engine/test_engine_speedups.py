"""The engines' shortcuts agree with the slow way: spots carried from one
surface to the next, the copy of a state, the move count, the PRNG."""

from __future__ import annotations

import random

import pytest

import oddsevens
from oddsevens.core import Rng
from oddsevens.games import even_at_odds


def scratch_spots(surface: even_at_odds.Surface) -> tuple[dict[int, set], set]:
    """The spots of a surface with nothing carried over from an earlier one."""
    fresh = even_at_odds.Surface(surface)
    flat = {value: set(fresh.flat_spots(value)) for value in range(7)}
    return flat, set(fresh.stacked_spots())


@pytest.mark.parametrize("players", [1, 2])
def test_spots_carried_from_the_surface_before_match_a_fresh_search(players: int) -> None:
    for seed in range(6):
        chance = random.Random(seed)
        state = oddsevens.game("even-at-odds").start(players=players, seed=seed)
        checked = 0
        while not state.over:
            seat = state.to_move[0]
            state = state.play(chance.choice(state.legal_moves(seat)), seat)
            assert isinstance(state, even_at_odds.EvenAtOddsState)
            surface = state.surface
            carried = ({value: set(surface.flat_spots(value)) for value in range(7)}, set(surface.stacked_spots()))
            assert carried == scratch_spots(surface)
            checked += 1
        assert checked > 5


def test_solo_look_ahead_surfaces_carry_spots_correctly() -> None:
    state = oddsevens.game("even-at-odds").start(players=1, seed=3)
    assert isinstance(state, even_at_odds.EvenAtOddsState)
    surface = state.surface
    surface.stacked_spots()
    for value in range(7):
        surface.flat_spots(value)
    tile = state.hands[0][0]
    for cell_a, cell_b in even_at_odds.placements_for(surface, tile, solo=True):
        placement = (tile[0], tile[1], cell_a, cell_b, even_at_odds.level_for(surface, cell_a))
        after = even_at_odds.with_placement(surface, len(state.placements), placement)
        assert ({value: set(after.flat_spots(value)) for value in range(7)}, set(after.stacked_spots())) == scratch_spots(after)


@pytest.mark.parametrize("game_id", list(oddsevens.GAMES))
def test_a_derived_state_copies_every_field_and_the_log_counts_moves(game_id: str) -> None:
    state = oddsevens.game(game_id).start(seed=1)
    for number in range(1, 6):
        seat = state.to_move[0]
        state = state.play(state.legal_moves(seat)[0], seat)
        assert len(state) == number == len(state.record()["moves"])
    copy = state._derived()
    assert copy is not state
    for cls in type(state).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            assert getattr(copy, slot) is getattr(state, slot)


def splitmix64_below(state: int, n: int) -> tuple[int, int]:
    """SplitMix64 written out plainly, with rejection for an unbiased draw."""
    mask = (1 << 64) - 1
    limit = (1 << 64) - (1 << 64) % n
    while True:
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        z ^= z >> 31
        if z < limit:
            return z % n, state


def test_rng_draws_are_splitmix64() -> None:
    rng, state = Rng.from_seed(42), Rng.from_seed(42).state
    for bound in (6, 7, 52, 1, 3, 1000, 6):
        value, rng = rng.below(bound)
        expected, state = splitmix64_below(state, bound)
        assert (value, rng.state) == (expected, state)
    assert Rng.from_seed(0).below(6) == (Rng.from_seed(0).die()[0] - 1, Rng.from_seed(0).die()[1])
