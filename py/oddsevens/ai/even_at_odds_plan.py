"""The computer's plan for Even at Odds: a few random plies in a duel, and
hard plays the duel's last plies exactly. In solo the levels look ahead
differently far: easy one tile at a time, medium and hard the whole hand,
its tables weighed against the risk of a dead end at the next draw, and
hard, once the last hand is known, that hand too."""

from __future__ import annotations

import math
import random
from itertools import combinations
from typing import Any, NamedTuple

from ..core import Move, Seat, State
from ..core.squaregrid import Cell
from ..games import even_at_odds
from ..games.even_at_odds import Placement, Tile
from .even_at_odds_endgame import endgame_move
from .plans import EASY_SLIP, Plan
from .search import Rewards, actor, move_key, rewards_from_winners

PLAYOUT_PLIES = 6
SOLO_PENALTY_SCALE = 40.0
"""A solo penalty this large counts as a total loss."""


class SoloCare(NamedTuple):
    """How far a level looks in solo."""

    kept: int
    """Ways through the turn kept after each tile while the whole hand is
    laid in imagination; 0: one tile at a time, where it costs least now."""
    tables: int
    """Tables the turn may end with (the lowest penalties first) that are
    tested against imagined next draws."""
    draws: int
    """Imagined next draws (sets of tiles from the pile) per table."""
    balances: bool
    """Whether a table's penalty counts the difference of the biggest
    groups; otherwise only the number of groups (easy)."""
    counts_swaps: bool
    """Whether the helper's swap is chosen by counting, for every tile of
    the hand, the tiles of the pile that would let the turn through;
    otherwise by a few imagined swaps."""
    last_hand_kept: int
    """Once the pile holds just the last hand (its tiles are known), ways
    kept per tile while that hand, too, is laid in imagination on each
    table; 0: the last hand is judged as any other draw."""


SOLO_CARE = {
    "easy": SoloCare(0, 0, 0, False, False, 0),
    "medium": SoloCare(4, 4, 6, True, False, 0),
    "hard": SoloCare(24, 16, 40, True, True, 4),
}
SOLO_HELPER_RELIEF = 0.5
"""How much of a dead end's cost the unused helper is taken to save."""
IMAGINED_SWAPS = 3
"""Imagined swaps per tile of the hand, where the helper's swap is not counted."""
SWAP_KEPT = 2
"""Ways kept per tile (`turn_ends`) when the swaps that let the turn through
equally often are told apart by the penalty the turn would leave."""
DEAD_ENDS_FOUND = 24
"""Imagined draws found to be dead ends, in all tables, after which no
further table is tested: each takes a search through every way to lay it
(a few milliseconds), and the tables tried first have the lowest penalties."""


class TurnEnd(NamedTuple):
    """One way to lay the rest of the hand, imagined."""

    penalty: int
    surface: even_at_odds.Surface
    first: Placement
    """The placement it starts with: the move it stands for."""


def surface_after(state: State, move: Move) -> even_at_odds.Surface:
    """The table once `move` is played in `state`, an Even at Odds state."""
    after = state.play(move)
    assert isinstance(after, even_at_odds.EvenAtOddsState)
    return after.surface


def table_penalty(surface: even_at_odds.Surface, balances: bool = True) -> int:
    """The solo penalty of a table, leaving out any for being stuck: twice the
    difference of the biggest groups (when `balances`), plus every other group."""
    odd: set[Cell] = set()
    even: set[Cell] = set()
    for cell, (_, value, _) in surface.items():
        if value:
            (odd if value & 1 else even).add(cell)
    penalty = 0
    biggest = []
    for cells in (odd, even):
        groups = best = 0
        while cells:
            frontier = [cells.pop()]
            size = 1
            while frontier:
                x, y = frontier.pop()
                for near in ((x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)):
                    if near in cells:
                        cells.remove(near)
                        frontier.append(near)
                        size += 1
            groups += 1
            best = max(best, size)
        penalty += max(groups - 1, 0)
        biggest.append(best)
    return penalty + 2 * abs(biggest[0] - biggest[1]) if balances else penalty


def turn_ends(surface: even_at_odds.Surface, index: int, hand: tuple[Tile, ...], kept: int) -> list[TurnEnd]:
    """The tables the hand can end its turn with (all six numbers showing),
    lowest penalty first: every tile laid everywhere it may go, in every
    order, keeping after each tile only the `kept` ways with the lowest
    penalty so far that can still be finished (a table reached in two
    orders counts once). Empty when the hand cannot be laid."""
    Way = tuple[even_at_odds.Surface, Placement | None, frozenset[Placement], tuple[Tile, ...]]
    layer: list[Way] = [(surface, None, frozenset(), hand)]
    for depth in range(len(hand)):
        found: dict[frozenset[Placement], tuple[int, Way]] = {}
        for table, first, laid, rest in layer:
            for position, tile in enumerate(rest):
                others = rest[:position] + rest[position + 1:]
                still_to_show = {value for other in others for value in other}
                for cell_a, cell_b in even_at_odds.placements_for(table, tile, solo=True):
                    placement = (tile[0], tile[1], cell_a, cell_b, even_at_odds.level_for(table, cell_a))
                    key = laid | {placement}
                    if key in found:
                        continue
                    after = even_at_odds.with_placement(table, index + depth, placement)
                    if even_at_odds.missing_numbers(after) <= still_to_show:
                        found[key] = (table_penalty(after), (after, first or placement, key, others))
        ranked = sorted(found.values(), key=lambda item: item[0])
        if depth == len(hand) - 1:
            return [TurnEnd(penalty, after, first) for penalty, (after, first, _, _) in ranked if first is not None]
        layer = []
        for _, way in ranked:
            if even_at_odds.turn_completable(way[0], index + depth + 1, way[3]):
                layer.append(way)
                if len(layer) == kept:
                    break
    return []


def placement_move(placement: Placement) -> Move:
    a, b, (xa, ya), (xb, yb), _ = placement
    return {"tile": [a, b], "cells": [[xa, ya], [xb, yb]]}


def draw_fits(surface: even_at_odds.Surface, index: int, draw: tuple[Tile, ...]) -> bool:
    """Whether a drawn hand can be laid on the table (`turn_completable`),
    first ruling out at a glance a double whose number shows neither on the
    table nor on another tile of the draw: a double is always stacked, on a
    face of its number."""
    showing = {value for _, value, _ in surface.values()}
    for tile in draw:
        value = tile[0]
        if value == tile[1] and value not in showing and not any(value in other for other in draw if other != tile):
            return False
    return even_at_odds.turn_completable(surface, index, draw)


def dead_end_cost(state: even_at_odds.EvenAtOddsState, tiles_to_lay: int) -> float:
    """What a dead end at the next draw is taken to cost: 5 points for every
    tile still to lay after this turn, less what the helper may save if it
    is still unused and the pile still holds a tile to swap for."""
    helps = not state.helper_used and tiles_to_lay > even_at_odds.SOLO_DRAW
    return even_at_odds.STUCK_POINTS * tiles_to_lay * (1 - (SOLO_HELPER_RELIEF if helps else 0.0))


def counted_swap(state: even_at_odds.EvenAtOddsState, moves: list[Move]) -> Move:
    """The swap that most often lets the turn through: for each tile of the
    hand, the tiles of the pile it may be swapped for (each as likely) that
    leave a hand the table can take. Between swaps that do so equally
    often, the one whose turns would leave the lowest penalty on average."""
    hand, pile = state.hands[0], sorted(set(state.boneyard))
    index = len(state.placements)
    through: dict[str, list[tuple[Tile, ...]]] = {}
    for move in moves:
        given = (min(move["exchange"]), max(move["exchange"]))
        kept = [tile for tile in hand if tile != given]
        hands = [tuple(sorted([*kept, taken])) for taken in pile]
        through[move_key(move)] = [new_hand for new_hand in hands if draw_fits(state.surface, index, new_hand)]
    most = max(len(hands) for hands in through.values())
    best = [move for move in moves if len(through[move_key(move)]) == most]
    if len(best) == 1 or not most:
        return best[0]

    def mean_penalty(move: Move) -> float:
        hands = through[move_key(move)]
        return sum(turn_ends(state.surface, index, new_hand, SWAP_KEPT)[0].penalty for new_hand in hands) / len(hands)

    return min(best, key=mean_penalty)


def imagined_swap(state: State, seat: Seat, moves: list[Move], rng: random.Random) -> Move:
    """The swap that leaves the lowest penalty over a few imagined swaps."""
    worlds = [state.determinize(seat, rng) for _ in range(IMAGINED_SWAPS)]
    return min(moves, key=lambda move: sum(world.play(move).scores[0] for world in worlds))


def even_at_odds_solo_move(
    state: State, seat: Seat, view: dict[str, Any], moves: list[Move], level: str, rng: random.Random
) -> Move | None:
    """Solo: getting stuck costs 5 points a tile and dwarfs every group.
    Easy lays one tile at a time where its numbers make the fewest groups
    (it forgets the difference of the biggest groups), now and then in the
    second-best place. Medium and hard lay the whole hand in imagination,
    tile by tile in every order, and weigh the tables the turn may end with
    against the risk of a dead end: how often tiles drawn from the pile (the
    set is known, its order is not) could not all be laid on them. Hard
    keeps more ways through the turn, judges more tables over more draws,
    and counts which helper swap most often lets the turn through."""
    if not view["solo"]:
        return None
    assert isinstance(state, even_at_odds.EvenAtOddsState)
    care = SOLO_CARE[level]
    world = state.determinize(seat, rng)
    placements = [move for move in moves if "tile" in move]
    if not placements:
        return counted_swap(world, moves) if care.counts_swaps else imagined_swap(state, seat, moves, rng)
    if not care.kept:
        ranked = sorted(placements, key=lambda move: table_penalty(surface_after(world, move), care.balances))
        if level == "easy" and len(ranked) > 1 and rng.random() < EASY_SLIP:
            return ranked[1]
        return ranked[0]
    ends = turn_ends(world.surface, len(world.placements), world.hands[0], care.kept)
    pile = sorted(world.boneyard)
    draws = list(combinations(pile, min(len(pile), even_at_odds.SOLO_DRAW))) if pile else []
    if len(draws) > care.draws:
        draws = rng.sample(draws, care.draws)
    cost = dead_end_cost(world, len(pile)) / max(len(draws), 1)
    index = len(world.placements) + len(world.hands[0])
    legal = {move_key(move): move for move in placements}
    if care.last_hand_kept and len(pile) == even_at_odds.SOLO_DRAW:
        # The pile is the last hand: each table is judged by the best the last turn can end with.
        def final_penalty(end: TurnEnd) -> float:
            last = turn_ends(end.surface, index, tuple(pile), care.last_hand_kept)
            return last[0].penalty if last else end.penalty + dead_end_cost(world, len(pile))

        best = min(ends[: care.tables], key=final_penalty)
        return legal[move_key(placement_move(best.first))]
    best, best_value, dead_ends = ends[0], math.inf, 0
    for end in ends[: care.tables]:
        if dead_ends >= DEAD_ENDS_FOUND:
            break
        # Each dead end only adds to a table's value: stop once it cannot beat the best.
        value = float(end.penalty)
        for draw in draws:
            if value >= best_value:
                break
            if not draw_fits(end.surface, index, draw):
                value += cost
                dead_ends += 1
        if value < best_value:
            best, best_value = end, value
    return legal[move_key(placement_move(best.first))]


def even_at_odds_direct_move(
    state: State, seat: Seat, view: dict[str, Any], moves: list[Move], level: str, rng: random.Random, share: float
) -> Move | None:
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


PLAN = Plan(190, even_at_odds_playout, even_at_odds_direct_move)
