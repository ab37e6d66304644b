"""The computer's plan for Dualities: playouts to the end of the game on a
bitset copy of the board, each tile closing lines the mover's way where it
can; hard plays the last tiles exactly, and the stretch before them by a
depth-limited alpha-beta (`MidgameSearch`)."""

from __future__ import annotations

import random
from typing import Optional

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
from .series import Duel, Endgames

ENDGAME_FREE_CELLS = {"rows": 25, "all": 21}
"""Hard solves the game exactly from this many free cells on, per way of
scoring. Over 80 positions of seeded random games each, the solve (tiles
that close lines the mover's way tried first) expanded on the rows at 23
free cells a median of 1,100 positions, 5,500 at the 90th percentile and
25,600 at most; with all 27 lines scoring, at 21 free cells, 1,300, 12,200
and 24,400. At 25 free cells on the rows the 90th percentile was 21,000.
Odd moves with 61, 57, ... 25, 21 free cells, Even with 59, ... 27, 23: at
23 on the rows, Odd first solved at 21, four plies after Even; at 25
(2026-11-27), once the solve had sped up, each side solves its first
position at 25 or 23. Over 20 seeded random positions at 25 free cells the
solve expanded a median of 7,700 positions and 21,600 at the 90th
percentile; at 27, 24,600 and 58,300, too many for hard's second."""
PLAYOUTS_PER_ITERATION = 5
"""Games played to the end from each position the search reaches: their
mean is a steadier reward than one game's win or loss. When this was set,
the search's bookkeeping cost far more than five playouts; now that each
node keeps its moves' keys, the playouts take about half of an iteration."""
ITERATIONS_PER_SECOND = 1200
"""Set from bench-ai's speed part, which times hard's move from the typical
positions in CPython and in the browser. Once the playouts drew their
random numbers with `rng.random()` (1.7 times as fast), 1,200 iterations
took 0.84 s (0.98 at most) in CPython, where 900 had taken 0.79 s before.
The browser was slower and noisier in that run than in an earlier one:
1.35 s (1.55) at 1,200, and 1.30 s (1.42) for the old playouts at 900,
which had taken 0.80 s (0.85) earlier."""
EXPLORATION = 0.5
"""Below the search's usual 0.8, so more of hard's iterations go to the
moves that look best: hard at 0.5 won 74 of 120 games (62% [53-70]) against
hard at 0.8 on the rows, seats swapped over each seed (seeds 300-359, 900
iterations)."""
ENDGAME_NODES = 13_000
"""Positions a solve may expand before hard gives it up and searches with
the rest of its time (about a quarter of it): of the 80 positions above, 2
needed more on the rows at 23 free cells and 8 with all lines scoring at 21;
at 25 free cells on the rows, about a third need more. A solve given up
costs hard most of its search; with 16,000 positions it had left the search
only its floor of 8 iterations, and lost a game it had won searching."""
ENDGAME_NODES_PER_SECOND = 17_500
"""The solve's pace in the browser: about 26,000 positions a second in
CPython over the positions above, and the browser had taken 1.65 times as
long as CPython for hard's move at the edge (bench-ai's speed part): 16,000
then; the solve's tiles from `PAIRS` made it 10% faster over 36 seeded
positions at 21 to 25 free cells (2026-11-27)."""
MIDGAME_FREE_CELLS = 49
"""From this many free cells down to the exact endgame's reach, hard plays
by `MidgameSearch`, a depth-limited alpha-beta with a line-parity
evaluation, instead of the Monte Carlo search, which keeps only the first
six tiles. Against an alpha-beta player from outside the project's bots
(tests/dualities_outside_player.py) at equal CPU time, seats swapped over
seeds 700-709, hard won 7 of 20 games with the Monte Carlo search down to
the exact endgame, 9 with this search from 41 free cells, 15 from 49 and 16
from the first tile (2026-11-27); from 41 it won 21 of 40 on seeds 700-719
where the Monte Carlo search had won 10. Playouts judge a position with 30
to 50 free cells by random tiles; two or three plies that see lines settle
judge it better."""
MIDGAME_NODES = 90_000
"""Positions hard's midgame search may visit: 0.72-0.90 of the CPU time of
its Monte Carlo move (1,200 iterations) on average and 0.95 at most, over 4
seeded positions at each odd count of free cells from 27 to 49."""
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
    calls were a third of theirs; the module's tables are bound to local
    names for the same reason."""
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
    state: State, seat: Seat, view: dict, moves: list[Move], level: str, rng: random.Random, share: float
) -> Optional[Move]:
    """Hard's move between MIDGAME_FREE_CELLS and the exact endgame's reach
    (`MidgameSearch`, its positions in proportion to the budget's `share`);
    None elsewhere and for the other levels, which search."""
    if level != "hard" or not ENDGAME_FREE_CELLS[view["lines"]] < free_cells(view) <= MIDGAME_FREE_CELLS:
        return None
    search = MidgameSearch(dualities_endgame(view["lines"]), max(1, int(MIDGAME_NODES * share)))
    return tile_move(search.best_tile(dualities_position(view)))


def count_free_cells(state: State) -> int:
    return free_cells(state.view(None))


PLAN = Plan(
    ITERATIONS_PER_SECOND,
    dualities_playout,
    direct=midgame_move,
    exploration=EXPLORATION,
    worth_searching=distinct_tiles,
    exact=EXACT,
    series=(Duel(name="dualities", title="Dualities", setup={"players": 2}, against_search=True),),
    endgames=(
        Endgames(
            title="Dualities (rows)",
            setup={"players": 2},
            empty_cells=(17, 21, 23, 25),
            count_empty=count_free_cells,
        ),
    ),
)
