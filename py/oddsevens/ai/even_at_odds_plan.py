"""The computer's plan for Even at Odds: a few random plies in a duel, and
hard plays the duel's last plies exactly; in solo, placements weighed
against the risk of a dead end."""

from __future__ import annotations

import math
import random
from typing import NamedTuple, Optional

from ..core import Move, Seat, State
from ..games import even_at_odds
from .even_at_odds_endgame import endgame_move
from .plans import EASY_SLIP, Plan
from .search import Rewards, actor, move_key, rewards_from_winners
from .series import Duel, Solo

PLAYOUT_PLIES = 6
SOLO_PENALTY_SCALE = 40.0
"""A solo penalty this large counts as a total loss."""


class SoloCare(NamedTuple):
    checked: int
    """How many of the placements with the lowest penalty are looked into."""
    draws: int
    """Imagined next draws that test a table for dead ends."""
    whole_turn: bool
    """Whether the rest of the hand is laid (greedily) before judging the table."""


SOLO_CARE = {
    "easy": SoloCare(2, 3, False),
    "medium": SoloCare(4, 6, False),
    "hard": SoloCare(6, 16, True),
}
SOLO_HELPER_RELIEF = 0.5
"""How much of a dead end's cost the unused helper is taken to save."""


def solo_table_penalty(state: even_at_odds.EvenAtOddsState) -> int:
    """The solo penalty of the tiles on the table, leaving out any for being stuck."""
    parts = state.penalty()
    return parts["total"] - parts["stuck_points"]


def solo_turn_end(state: even_at_odds.EvenAtOddsState, move: Move) -> even_at_odds.EvenAtOddsState:
    """`move`, then the rest of the hand, each tile where it leaves the lowest penalty."""
    tiles_after = len(state.hands[0]) - 1
    state = state.play(move)
    for _ in range(tiles_after):
        placements = [] if state.over else [option for option in state.legal_moves() if "tile" in option]
        if not placements:
            break
        state = min((state.play(option) for option in placements), key=solo_table_penalty)
    return state


def even_at_odds_solo_move(
    state: State, seat: Seat, view: dict, moves: list[Move], level: str, rng: random.Random
) -> Optional[Move]:
    """Solo: getting stuck costs 5 points a tile and dwarfs every group, so
    the placements that leave the lowest penalty on the table are weighed
    against the risk of a dead end: how often three tiles drawn from the
    pile (the set is known, its order is not) could not all be laid on the
    table they leave. Hard lays the rest of its hand before judging, so it
    judges the table the next draw will really meet."""
    if not view["solo"]:
        return None
    care = SOLO_CARE[level]
    world = state.determinize(seat, rng)
    placements = [move for move in moves if "tile" in move]
    if not placements:
        # Only the helper is left: swap the tile whose exchange most often leads on.
        worlds = [state.determinize(seat, rng) for _ in range(care.draws)]
        return min(moves, key=lambda move: sum(world.play(move).scores[0] for world in worlds))
    outcomes = {move_key(move): world.play(move) for move in placements}
    ranked = sorted(placements, key=lambda move: solo_table_penalty(outcomes[move_key(move)]))
    pile = sorted(world.boneyard)
    tiles_at_stake = len(pile) + len(world.hands[0]) - 1
    relief = SOLO_HELPER_RELIEF if not world.helper_used else 0.0
    size = min(len(pile), even_at_odds.SOLO_DRAW)
    samples = [tuple(sorted(rng.sample(pile, size))) for _ in range(care.draws)] if pile else []

    def expected_penalty(move: Move) -> float:
        after = solo_turn_end(world, move) if care.whole_turn else outcomes[move_key(move)]
        penalty = solo_table_penalty(after)
        if not samples:
            return float(penalty)
        surface, index = after.surface, len(after.placements)
        dead_ends = sum(not even_at_odds.turn_completable(surface, index, draw) for draw in samples)
        return penalty + dead_ends / len(samples) * even_at_odds.STUCK_POINTS * tiles_at_stake * (1 - relief)

    ranked = sorted(ranked[: care.checked], key=expected_penalty) + ranked[care.checked:]
    if level == "easy" and len(ranked) > 1 and rng.random() < EASY_SLIP:
        return ranked[1]
    return ranked[0]


def even_at_odds_direct_move(
    state: State, seat: Seat, view: dict, moves: list[Move], level: str, rng: random.Random
) -> Optional[Move]:
    """Solo: `even_at_odds_solo_move`. Duel: hard's exact move over the last
    plies (oddsevens.ai.even_at_odds_endgame), where the search, with the
    other player's reply and an overtime still to come, misses the best
    placement; None (search) for the other levels and earlier plies."""
    if view["solo"]:
        return even_at_odds_solo_move(state, seat, view, moves, level, rng)
    if level != "hard":
        return None
    assert isinstance(state, even_at_odds.EvenAtOddsState)
    return endgame_move(state, seat, moves)


def even_at_odds_playout(state: State, rng: random.Random) -> Rewards:
    """Duel: a few random plies, then the difference of the biggest groups,
    squashed to a chance of winning. Solo: random play to the end, since
    getting stuck costs far more than any group and shows only late."""
    plies = PLAYOUT_PLIES if state.players == 2 else 10_000
    for _ in range(plies):
        if state.over:
            break
        seat = actor(state)
        state = state.play(rng.choice(state.legal_moves(seat)), seat)
    if state.players == 1:
        return (max(0.0, 1.0 - state.scores[0] / SOLO_PENALTY_SCALE),)
    if state.over:
        return rewards_from_winners(state)
    lead = state.scores[0] - state.scores[1]
    first = 1.0 / (1.0 + math.exp(-lead / 2.0))
    return first, 1.0 - first


def solo_stuck(state: State) -> bool:
    """Whether a solo game ended for want of a place for the hand."""
    assert isinstance(state, even_at_odds.EvenAtOddsState)
    return state.stuck


PLAN = Plan(
    190,
    even_at_odds_playout,
    even_at_odds_direct_move,
    series=(
        Duel(name="even-at-odds", title="Even at Odds duel", setup={"players": 2}),
        Solo(
            name="even-at-odds-solo",
            title="Even at Odds solo (the same draw orders for every player)",
            setup={"players": 1},
            searched=False,
            stuck=solo_stuck,
        ),
    ),
)
