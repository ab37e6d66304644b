"""What the search needs to know about each game: how to rebuild a state from
a seat's view, how to finish a position quickly, and how fast that runs."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from math import comb
from typing import Callable, NamedTuple, Optional

from ..core import Move, Seat, State, named
from ..core.registry import game
from ..games import even_at_odds, even_odds
from ..games import beat_the_odds_odds
from .search import Playout, Rewards, actor, move_key, random_playout, rewards_from_winners


EASY_SLIP = 0.35
"""How often the easy level takes the second-best move."""
EASY_TOLERANCE = 0.15
"""How much worse (in mean reward) a searched second-best move may look and
still be taken by the easy level: a slip, never an outright blunder."""


@dataclass(frozen=True)
class Plan:
    iterations_per_second: int
    """Search iterations that take about a second in the browser."""
    playout: Playout
    direct: Callable[[State, Seat, dict, list[Move], str, random.Random], Optional[Move]] = (
        lambda state, seat, view, moves, level, rng: None
    )
    """A move chosen without searching (exact or greedy play), or None to search."""
    level_seconds: Optional[dict[str, float]] = None
    """Each level's budget in seconds of hard's pace, where it differs from
    the default (`LEVEL_SECONDS` in `oddsevens.ai`)."""


# -- Dualities ------------------------------------------------------------------


def dualities_evaluation(state: State) -> Rewards:
    """Chances of (Odd, Even) from the lines alone: a line with no free cell
    keeps its owner; every open line can still flip, so it counts as a coin
    toss, and Odd wins when it ends up with more than half of the lines."""
    view = state.view(None)
    free = {(q, r) for q, r, colour in view["cells"] if colour is None}
    fixed_odd, open_lines = 0, 0
    for line in view["scoring_lines"]:
        if any(tuple(cell) in free for cell in line["cells"]):
            open_lines += 1
        elif line["claimed_by"] == 0:
            fixed_odd += 1
    majority = len(view["scoring_lines"]) // 2 + 1
    need = max(0, majority - fixed_odd)
    odd = sum(comb(open_lines, k) for k in range(need, open_lines + 1)) / 2**open_lines
    return odd, 1.0 - odd


def dualities_playout(state: State, rng: random.Random) -> Rewards:
    for _ in range(6):
        if state.over:
            return rewards_from_winners(state)
        state = state.play(rng.choice(state.legal_moves()))
    return rewards_from_winners(state) if state.over else dualities_evaluation(state)


# -- Evening --------------------------------------------------------------------


def evening_playout(state: State, rng: random.Random) -> Rewards:
    """Random stones to the end; a player passes only when no cell is open to
    it, since giving up a chance to grow rarely helps."""
    while not state.over:
        seat = actor(state)
        moves = state.legal_moves(seat)
        stones = [move for move in moves if isinstance(move, dict)]
        state = state.play(rng.choice(stones or moves), seat)
    return rewards_from_winners(state)


# -- Even Odds ------------------------------------------------------------------


EVEN_ODDS_LEVEL_SECONDS = {"easy": 0.05, "medium": 0.3, "hard": 1.0}
"""Hard's full Even Odds budget takes only about 0.3 s in the browser, and
search gains little past some 60 iterations, so medium searches 90 (about
0.1 s) to play clearly better than easy's 15. (Easy at the default 8 fell
to nearly random play: 0.93 of the random seats' points.)"""


def even_odds_playout(state: State, rng: random.Random) -> Rewards:
    """Random legal tiles to the end of the round, then each seat's standing
    in the game: 1 for the fewest points, 0 for the most, in proportion
    between. (Playouts of careful play, and rewards counting only a seat's
    own points, measured weaker in bench-ai.)"""
    assert isinstance(state, even_odds.EvenOddsState)
    rounds = len(state.history)
    while len(state.history) == rounds and not state.over:
        seat = actor(state)
        state = state.play(rng.choice(state.legal_moves(seat)), seat)
    totals = state.scores
    low, high = min(totals), max(totals)
    return tuple(1.0 - (total - low) / (high - low + 1) for total in totals)


# -- Even at Odds ----------------------------------------------------------------

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


# -- Beat the Odds --------------------------------------------------------------


BEAT_THE_ODDS_SLIP = {"easy": 0.5, "medium": 0.2, "hard": 0.0}
"""How often each level takes the second-best option: re-rolls the other
die, keeps a roll it should change, doubles a smaller line. Exact play beats
random play only some 56% of the time, so the slips must be frequent for the
levels to differ at all."""


def beat_the_odds_move(
    state: State, seat: Seat, view: dict, moves: list[Move], level: str, rng: random.Random
) -> Optional[Move]:
    """Exact play from the odds tables. Below hard, the bot sometimes takes
    the second-best option, the way a player going on instinct would (easy
    more often than medium: there is no shorter search to play here)."""
    if len(moves) == 1:
        return moves[0]
    analysis = beat_the_odds_odds.analyse(view)
    ranked = sorted(analysis["options"], key=lambda option: -option["value"])
    if len(ranked) > 1 and rng.random() < BEAT_THE_ODDS_SLIP[level]:
        return ranked[1]["move"]
    return ranked[0]["move"]


DUALITIES = Plan(400, dualities_playout)
EVENING = Plan(300, evening_playout)
EVEN_AT_ODDS = Plan(190, even_at_odds_playout, even_at_odds_solo_move)
EVEN_ODDS = Plan(300, even_odds_playout, level_seconds=EVEN_ODDS_LEVEL_SECONDS)
BEAT_THE_ODDS = Plan(1, random_playout(), beat_the_odds_move)


def plan_for(game_id: str) -> Plan:
    """The plan the game names (`Game.plan`)."""
    return named(game(game_id).plan)

