"""The computer's plan for Dualities: playouts to the end of the game on a
bitset copy of the board, each tile closing lines the mover's way where it
can; hard plays the last tiles exactly, and the stretch before them by a
depth-limited alpha-beta (`MidgameSearch`)."""

from __future__ import annotations

import random
from typing import Any

from ..core import Move, Seat, State
from ..games.dualities import BOARD, ODD
from .dualities_endgame import (
    CELL_BITS,
    NEIGHBOUR_BITS,
    DualitiesEndgame,
    MidgameSearch,
    closed_lines,
    dualities_endgame,
    dualities_position,
    free_cells,
    tile_move,
)
from .plans import ExactEndgame, Plan
from .search import Rewards, rewards_from_winners

ENDGAME_FREE_CELLS = {"rows": 25, "all": 21}
"""Free cells from which hard solves the game exactly, per way of scoring.
Odd lays its tiles with 61, 57, ... 25, 21 free cells and Even with 59,
... 27, 23, so on the rows each side solves its first position at 25 or
23. The reach is what a solve settles within ENDGAME_NODES: over 20 seeded
random positions on the rows a solve expands a median of 7,700 positions
at 25 free cells (21,600 at the 90th percentile) and 24,600 at 27
(58,300), too many for hard's second; with all 27 lines scoring, over 80
positions at 21 free cells, 1,300 (12,200). No bench prints these counts:
what the reach costs and gains is measured by `python3 build.py bench-ai
--game dualities --part speed` (hard's move at 25 free cells, in CPython
and in the browser) and `--part endgames` (the won positions each level
throws away at 17 to 25 free cells)."""
PLAYOUTS_PER_ITERATION = 5
"""Games played to the end from each position the search reaches: the
share Odd wins of them is a steadier reward than one game's win or loss.
They take about half of an iteration's time. `python3 build.py bench-ai
--game dualities --part speed` measures the iterations a second, `--part
series` the strength."""
ITERATIONS_PER_SECOND = 1200
"""Iterations of the Monte Carlo search in one second of hard's pace
(hard's budget; the other levels search a share of it, `LEVEL_SECONDS`):
about what the browser runs in a second. `python3 build.py bench-ai
--game dualities --part speed` prints it beside the search's iterations a
second in CPython and in Chromium."""
EXPLORATION = 0.5
"""The search's exploration constant here, below its usual 0.8, so that
more of hard's iterations go to the moves that look best: hard at 0.5 won
74 of 120 games (62% [53-70]) against hard at 0.8 on the rows, seats
swapped over each seed (seeds 300-359). No bench command varies it; a duel
of two hard players that differ only here re-measures it."""
ENDGAME_NODES = 13_000
"""Positions a solve may expand before hard gives it up and searches with
the rest of its time (about a quarter of it). At 25 free cells on the rows
about a third of the positions need more; with all lines scoring, at 21
free cells, 8 of 80. A solve given up costs hard most of its search, so
the allowance stays small: with 16,000 positions a solve given up at 25
free cells leaves the search only its floor of 8 iterations, and hard lost
a game it won by searching (seed 701, as Odd). `python3 build.py bench-ai
--game dualities --part speed` times hard's move at 25 free cells, and
`--part endgames` counts the won positions it throws away there."""
ENDGAME_NODES_PER_SECOND = 17_500
"""The solve's pace in the browser, from which hard reckons the share of
its time a solve may take (`ExactEndgame.nodes_per_second`): about 26,000
positions a second in CPython over seeded positions at 21 to 25 free
cells, 10% more with the solve's tiles from `PAIRS`, over the 1.65 times
as long as CPython the browser takes for hard's move at the edge. That
ratio is the browser's time over CPython's for hard's move at 25 free
cells in `python3 build.py bench-ai --game dualities --part speed`."""
MIDGAME_FREE_CELLS = 49
"""From this many free cells down to the exact endgame's reach, hard plays
by `MidgameSearch`, a depth-limited alpha-beta with a line-parity
evaluation, instead of the Monte Carlo search, which keeps only the first
six tiles. Playouts judge a position with 30 to 50 free cells by random
tiles; two or three plies that see lines settle judge it better. Against
the outside player (an alpha-beta player that shares no code with the
bots) at equal CPU time, seats swapped over seeds 700-709, hard won 7 of
20 games with the Monte Carlo search down to the exact endgame, 9 with
this search from 41 free cells, 15 from 49 and 16 from the first tile: 49
keeps the Monte Carlo search for the opening, where the two do as well.
`python3 build.py bench-ai --game dualities --part series` plays hard
against the outside player (`--outside-games N`)."""
MIDGAME_NODES = 90_000
"""Positions hard's midgame search may visit (listing four tiles counts as
one, `TILES_PER_POSITION`): 0.72-0.90 of the CPU time of its Monte Carlo
move (ITERATIONS_PER_SECOND) on average and 0.95 at most, over 4 seeded
positions at each odd count of free cells from 27 to 49, so hard's move
takes about as long in either stretch. `python3 build.py bench-ai --game
dualities --part speed` times hard's move from mid-game positions (39 free
cells), in this stretch."""
NEIGHBOURS_WITH_BITS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((near, CELL_BITS[near]) for near in BOARD.neighbours[cell]) for cell in range(len(BOARD))
)
"""Per cell, its neighbours as (cell, bit): the playouts' inner loop looks up nothing."""


def dualities_playout(state: State, rng: random.Random) -> Rewards:
    """The share of PLAYOUTS_PER_ITERATION games Odd and Even win from
    `state`, each played to the end by `finished_odd_lines`."""
    if state.over:
        return rewards_from_winners(state)
    view = state.view(None)
    scoring = dualities_endgame(view["lines"])
    free = sum(CELL_BITS[BOARD.index[(q, r)]] for q, r, colour in view["cells"] if colour is None)
    odd = sum(1 << bit for bit, line in enumerate(view["scoring_lines"]) if line["blacks"] % 2)
    mover = view["move_number"] % 2
    odd_wins = sum(
        finished_odd_lines(scoring, free, odd, mover, rng).bit_count() >= scoring.majority
        for _ in range(PLAYOUTS_PER_ITERATION)
    )
    share = odd_wins / PLAYOUTS_PER_ITERATION
    return share, 1.0 - share


def finished_odd_lines(scoring: DualitiesEndgame, free: int, odd: int, mover: Seat, rng: random.Random) -> int:
    """The odd scoring lines (bits) once tiles fill the board from `free`
    (bits of the free cells), `odd` and `mover`, the lines scored as the
    solver's tables `scoring` say: each tile on a random free
    pair, its black half where it closes more lines the mover's way (a line
    is closed when no tile can reach it any more), else at random.

    Random picks scale `rng.random()` rather than call `randrange` or
    `choice`: the playouts are most of the search's time, and those two
    calls would take a third of theirs; the module's tables are bound to
    local names for the same reason."""
    cell_bits, neighbour_bits, neighbours_with_bits = CELL_BITS, NEIGHBOUR_BITS, NEIGHBOURS_WITH_BITS
    cells = [cell for cell in range(len(BOARD)) if free & cell_bits[cell]]
    flips, line_cells = scoring.flips, scoring.line_cells
    draw = rng.random
    while cells:
        index = int(draw() * len(cells))
        cell = cells[index]
        if not free & cell_bits[cell] or not free & neighbour_bits[cell]:
            cells[index] = cells[-1]
            cells.pop()
            continue
        free_neighbours = [near for near, near_bit in neighbours_with_bits[cell] if free & near_bit]
        other = free_neighbours[int(draw() * len(free_neighbours))]
        free ^= cell_bits[cell] | cell_bits[other]
        black = cell if draw() < 0.5 else other
        flips_here, flips_there = flips[cell], flips[other]
        if flips_here != flips_there:
            closed = closed_lines(flips_here | flips_there, free, line_cells)
            if closed:
                mine = odd if mover == ODD else ~odd
                gain_here = ((mine ^ flips_here) & closed).bit_count()
                gain_there = ((mine ^ flips_there) & closed).bit_count()
                if gain_here != gain_there:
                    black = cell if gain_here > gain_there else other
        odd ^= flips[black]
        mover ^= 1
    return odd


EXACT = ExactEndgame(
    rules=lambda view: dualities_endgame(view["lines"]),
    position=dualities_position,
    move=lambda tile, view: tile_move(tile),
    in_reach=lambda view: free_cells(view) <= ENDGAME_FREE_CELLS[view["lines"]],
    nodes=ENDGAME_NODES,
    nodes_per_second=ENDGAME_NODES_PER_SECOND,
)


def distinct_tiles(state: State, moves: list[Move]) -> list[Move]:
    """One of each pair of moves that put a tile on the same two cells and
    flip the same scoring lines: the black half's cell is then all that
    differs, and nothing in the game depends on it. (Only a tile along a
    row, when only the rows score: about a sixth of the moves.)"""
    flips = dualities_endgame(state.options["lines"]).flips
    kept = []
    for move in moves:
        black, white = BOARD.index[tuple(move["black"])], BOARD.index[tuple(move["white"])]
        if black > white and flips[black] == flips[white]:
            continue
        kept.append(move)
    return kept


def midgame_move(
    state: State, seat: Seat, view: dict[str, Any], moves: list[Move], level: str, rng: random.Random, share: float
) -> Move | None:
    """Hard's move between MIDGAME_FREE_CELLS and the exact endgame's reach
    (`MidgameSearch`, its positions in proportion to the budget's `share`);
    None elsewhere and for the other levels, which search."""
    if level != "hard" or not ENDGAME_FREE_CELLS[view["lines"]] < free_cells(view) <= MIDGAME_FREE_CELLS:
        return None
    search = MidgameSearch(dualities_endgame(view["lines"]), max(1, int(MIDGAME_NODES * share)))
    return tile_move(search.best_tile(dualities_position(view)))


PLAN = Plan(
    ITERATIONS_PER_SECOND,
    dualities_playout,
    direct=midgame_move,
    exploration=EXPLORATION,
    worth_searching=distinct_tiles,
    exact=EXACT,
)
