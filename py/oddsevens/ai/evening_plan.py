"""The computer's plan for Evening: playouts that mostly grow their groups
(evening_playout); hard plays the last cells exactly, and before that
leaves out the moves a short solve proves lost."""

from __future__ import annotations

from typing import Any

from ..core import Move, State
from ..games.evening import BLACK_SEAT, WHITE_SEAT, EveningState, winner_by_group_sizes
from .evening_endgame import empty_cells, evening_endgame, evening_move, evening_position
from .evening_playout import evening_playout
from .plans import ExactEndgame, Plan

ENDGAME_EMPTY_CELLS = 16
"""Hard solves the game exactly from this many empty cells on (alternating
protocol): on the board of side 5, every won position of `python3 build.py
bench-ai --game evening --part endgames` at 16 empty cells is proved within
ENDGAME_NODES (the most needed 16,337)."""
ENDGAME_NODES = 18_000
"""Positions a solve may expand before hard gives it up and searches
instead: 0.45-0.65 s of CPython on a shared 2-core machine. `python3
build.py bench-ai --game evening --part speed` times hard's move at 16
empty cells."""
ENDGAME_NODES_PER_SECOND = 13_000
"""The solve's pace in the browser, from which hard reckons the share of
its time a solve may take (`ExactEndgame.nodes_per_second`): about 24,000
positions a second in CPython at 14 and 16 empty cells, over the 1.85
times as long as CPython the browser takes for hard's move at the edge.
That ratio is the browser's time over CPython's for hard's move at 16
empty cells in `python3 build.py bench-ai --game evening --part speed`."""


PROBE_NODES_PER_MOVE = 600
"""Beyond the full solve, the positions hard's short solve of each move's
result may expand. Far from the end, a stone that hands the opponent a
group it can grow while the mover runs out of cells is often lost within a
few hundred positions: at the turning point of three of four games hard
lost to its search ×10, a solve of 600 positions per move proves hard's
move lost while others are not (2,000 find the same three, 200 two of
them). `python3 build.py bench-ai --game evening --part series` plays hard
against its search ×10."""
PROBE_NODES = 4_000
"""The short solves' allowance for one move in all: about 0.3 s at the
browser's pace, taken out of the search's budget."""


def solvable(view: dict[str, Any]) -> bool:
    """The alternating protocol after the opening stone: the free protocol
    lets both seats act at once, which the solver does not model (left to
    the search)."""
    return bool(view["protocol"] == "alternating" and sum(view["stones"]) > 0)


EXACT = ExactEndgame(
    rules=lambda view: evening_endgame(view["side"], view["parity"]),
    position=evening_position,
    move=lambda cell, view: evening_move(cell, view["side"]),
    in_reach=lambda view: solvable(view) and empty_cells(view) <= ENDGAME_EMPTY_CELLS,
    nodes=ENDGAME_NODES,
    nodes_per_second=ENDGAME_NODES_PER_SECOND,
    solvable=solvable,
    probe_nodes_per_move=PROBE_NODES_PER_MOVE,
    probe_nodes=PROBE_NODES,
)


def no_pass_while_behind(state: State, moves: list[Move]) -> list[Move]:
    """The moves worth searching: all but a pass by the player who is not
    ahead while it has a stone to place. That pass loses at once, since the
    player ahead passes in turn and the game is over (the exact endgame
    leaves it out for the same reason). Searched, it took its share of a
    short search's visits: medium passed on its second stone and lost."""
    assert isinstance(state, EveningState)
    if state.free or len(moves) == 1 or "pass" not in moves:
        return moves
    white, black = state.group_sizes(WHITE_SEAT), state.group_sizes(BLACK_SEAT)
    if winner_by_group_sizes(white, black, state.options["parity"]) == state.turn:
        return moves
    return [move for move in moves if move != "pass"]


SEARCH_ITERATIONS_PER_SECOND = 600
"""Iterations of the search in one second of hard's pace (hard's budget;
the other levels search a share of it, `LEVEL_SECONDS`): hard's whole
move, short solves included, stays under a second in the browser. `python3
build.py bench-ai --game evening --part speed` prints it beside the
search's iterations a second in CPython and in Chromium, and times hard's
move."""


EXPLORATION = 0.4
"""Below the search's usual 0.8, so more of a short search's iterations go
to the moves that look best. Between the searches alone at hard's
iterations, seats swapped over each seed: 0.4 won 26 of 40 games against
0.8 (seeds 500-519), 14 of 20 against 0.25 and 13 of 20 against 0.55
(seeds 500-509). No bench command varies it; a duel of two searches that
differ only here re-measures it."""


PLAN = Plan(
    SEARCH_ITERATIONS_PER_SECOND,
    evening_playout,
    exploration=EXPLORATION,
    worth_searching=no_pass_while_behind,
    exact=EXACT,
)
