"""Seeds and their generators: new games start their draws through
SplitMix64's mixing step, so nearby seeds give unrelated games, while a
record made before (which names no generator) replays with the draws it had."""

from __future__ import annotations

import json
from itertools import pairwise
from pathlib import Path

import pytest

import oddsevens
from oddsevens.core.rng import LATEST_GENERATOR, Rng

RECORDS_BEFORE_GENERATORS = Path(__file__).with_name("records_before_generators.json")
"""Records saved by the site before generators were named, with what seat 0
saw: dice, racks and hands that came from the first generator."""


def dice(seed: int, generator: int, count: int = 64) -> list[int]:
    rng, faces = Rng.from_seed(seed, generator), []
    for _ in range(count):
        face, rng = rng.die()
        faces.append(face)
    return faces


def shifted_agreement(generator: int, seeds: range) -> float:
    """How often seed s + 1's draw k equals seed s's draw k + 1: the share of
    a stream the next seed repeats one draw later (1/6 by chance alone)."""
    same = total = 0
    for seed in seeds:
        this, following = dice(seed, generator), dice(seed + 1, generator)
        same += sum(a == b for a, b in zip(this[1:], following, strict=False))
        total += len(this) - 1
    return same / total


def test_the_first_generator_gave_the_next_seed_the_same_dice_one_draw_later():
    assert shifted_agreement(1, range(0, 200)) == 1.0


def test_nearby_seeds_give_unrelated_dice():
    agreement = shifted_agreement(LATEST_GENERATOR, range(0, 2000))
    assert abs(agreement - 1 / 6) < 0.01, agreement
    streams = {tuple(dice(seed, LATEST_GENERATOR, 20)) for seed in range(2000)}
    assert len(streams) == 2000, "no two seeds start the same run of dice"


def test_nearby_seeds_deal_unrelated_hands():
    game = oddsevens.game("even-at-odds")
    hands = [tuple(map(tuple, game.start(2, seed).view(0)["hands"][0])) for seed in range(40)]
    shared = sum(len(set(a) & set(b)) for a, b in pairwise(hands)) / (len(hands) - 1)
    old = [tuple(map(tuple, game.start(2, seed, generator=1).view(0)["hands"][0])) for seed in range(40)]
    old_shared = sum(len(set(a) & set(b)) for a, b in pairwise(old)) / (len(old) - 1)
    assert shared < old_shared


@pytest.mark.parametrize("game_id", ["beat-the-odds", "even-odds", "even-at-odds"])
def test_a_record_made_before_generators_replays_with_the_draws_it_had(game_id):
    saved = json.loads(RECORDS_BEFORE_GENERATORS.read_text())[game_id]
    assert "generator" not in saved["record"]
    state = oddsevens.replay(saved["record"])
    assert state.generator == 1
    assert state.record() == saved["record"], "saved again, it keeps its old form"
    view = state.view(0)
    assert {key: view[key] for key in saved["seat_0_saw"]} == saved["seat_0_saw"]


@pytest.mark.parametrize("game_id", sorted(oddsevens.GAMES))
def test_a_new_game_names_its_generator_and_replays_with_it(game_id):
    game = oddsevens.game(game_id)
    state = game.start(seed=11)
    record = json.loads(json.dumps(state.record()))
    assert record["generator"] == LATEST_GENERATOR
    assert oddsevens.replay(record) == state
    assert game.load(state.to_json()) == state


def test_an_unknown_generator_is_a_bad_option_or_a_bad_record():
    with pytest.raises(oddsevens.BadOption, match="generator must be one of"):
        oddsevens.game("dualities").start(seed=1, generator=3)
    record = oddsevens.game("dualities").start(seed=1).record()
    record["generator"] = "2"
    with pytest.raises(oddsevens.BadRecord, match="generator must be one of"):
        oddsevens.replay(record)
