"""Dualities, by José Manuel Astilleros García-Monge.

Two players share a pool of tiles, each one black hex joined to one white hex,
and take turns laying them on a hexagonal board of side 5 (Odd first). When no
two adjacent cells are free, every scoring line with an odd number of black
hexes goes to Odd and every other one to Even. Rulings: seeds/dualities.md.
"""

from __future__ import annotations

from typing import Any

from ..core import Game, IllegalMove, Move, MoveViews, Seat, State, register
from ..core.game import view_log
from ..core.hexgrid import cell_label, hex_board
from ..core.phrases import N_, Said, phrase

ODD, EVEN = 0, 1
# Translators: the names of Dualities' two sides (Odd lays the first tile).
SIDE_NAMES = (N_("Odd"), N_("Even"))
"""The sides' names in English, marked for the catalogues: a page says them with `_`."""
EMPTY, BLACK, WHITE = 0, 1, 2
COLOUR_NAMES = {EMPTY: None, BLACK: "black", WHITE: "white"}
COLOUR_CODES = {name: colour for colour, name in COLOUR_NAMES.items()}

BOARD = hex_board(5)
ALL_LINES: tuple[tuple[int, ...], ...] = tuple(
    line for axis in ("row", "diagonal-down", "diagonal-up") for line in BOARD.lines[axis]
)
LINE_AXIS: tuple[str, ...] = tuple(
    axis for axis in ("row", "diagonal-down", "diagonal-up") for _ in BOARD.lines[axis]
)
SCORING_LINES = {"rows": tuple(range(9)), "all": tuple(range(27))}
LINES_OF_CELL: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, line in enumerate(ALL_LINES) if cell in line) for cell in range(len(BOARD))
)


TILE_SPOTS: tuple[tuple[tuple[int, int, int, int, int], ...], ...] = tuple(
    tuple((other, *BOARD.cells[cell], *BOARD.cells[other]) for other in BOARD.neighbours[cell])
    for cell in range(len(BOARD))
)
"""Per cell (the black half), each neighbour a tile could cover with its white
half, as (that cell, black q, black r, white q, white r): legal_moves builds
hundreds of moves per step straight from these, with no lookups."""


def cell_json(index: int) -> list[int]:
    return list(BOARD.cells[index])


class DualitiesState(State):
    __slots__ = ("board", "black_counts")

    board: tuple[int, ...]
    """One entry per cell (BOARD order): EMPTY, BLACK or WHITE."""
    black_counts: tuple[int, ...]
    """Black hexes on each of the 27 lines (ALL_LINES order)."""

    @property
    def to_move(self) -> tuple[Seat, ...]:
        if not self._has_free_pair():
            return ()
        return (len(self) % 2,)

    def _has_free_pair(self) -> bool:
        board = self.board
        for cell, colour in enumerate(board):
            if colour == EMPTY:
                for other in BOARD.neighbours[cell]:
                    if board[other] == EMPTY:
                        return True
        return False

    def _legal_moves(self, seat: Seat) -> list[Move]:
        board = self.board
        return [
            {"black": [black_q, black_r], "white": [white_q, white_r]}
            for cell, colour in enumerate(board)
            if colour == EMPTY
            for other, black_q, black_r, white_q, white_r in TILE_SPOTS[cell]
            if board[other] == EMPTY
        ]

    def _apply(self, seat: Seat, move: Move) -> tuple[State, Move]:
        if not isinstance(move, dict) or len(move) != 2 or "black" not in move or "white" not in move:
            # Translators: {shape} is the move as a program writes it, {"black": [q, r], "white": [q, r]}.
            raise IllegalMove(phrase(N_("a Dualities move is {shape}"), shape='{"black": [q, r], "white": [q, r]}'))
        black = BOARD.parse_cell(move["black"], "black")
        white = BOARD.parse_cell(move["white"], "white")
        board = list(self.board)
        if board[black] != EMPTY:
            # Translators: {cell} is a cell as a move writes it, [q, r].
            raise IllegalMove(phrase(N_("the black cell {cell} is already covered"), cell=cell_json(black)))
        if board[white] != EMPTY:
            # Translators: {cell} is a cell as a move writes it, [q, r].
            raise IllegalMove(phrase(N_("the white cell {cell} is already covered"), cell=cell_json(white)))
        if white not in BOARD.neighbours[black]:
            raise IllegalMove(phrase(N_("a tile covers two adjacent cells; these two do not touch")))
        board[black], board[white] = BLACK, WHITE
        counts = list(self.black_counts)
        for line in LINES_OF_CELL[black]:
            counts[line] += 1
        new = self._derived()
        new.board = tuple(board)
        new.black_counts = tuple(counts)
        return new, {"black": cell_json(black), "white": cell_json(white)}

    def claimed_by(self, line: int) -> Seat:
        return ODD if self.black_counts[line] % 2 else EVEN

    @property
    def scores(self) -> tuple[int, int]:
        lines = SCORING_LINES[self.options["lines"]]
        odd = sum(self.black_counts[line] % 2 for line in lines)
        return odd, len(lines) - odd

    @property
    def winners(self) -> tuple[Seat, ...]:
        if not self.over:
            return ()
        odd, even = self.scores
        return (ODD,) if odd > even else (EVEN,)

    def view(self, seat: Seat | None = None) -> dict[str, Any]:
        last = self._log[1][1] if self._log is not None else None
        return {
            **self.common_view(seat),
            "sides": list(SIDE_NAMES),
            "lines": self.options["lines"],
            "side": BOARD.side,
            "cells": [[q, r, COLOUR_NAMES[colour]] for (q, r), colour in zip(BOARD.cells, self.board, strict=True)],
            "scoring_lines": [
                {
                    "axis": LINE_AXIS[line],
                    "cells": [cell_json(cell) for cell in ALL_LINES[line]],
                    "blacks": self.black_counts[line],
                    "claimed_by": self.claimed_by(line),
                }
                for line in SCORING_LINES[self.options["lines"]]
            ],
            "move_number": len(self),
            "last_move": last,
        }


class DualitiesGame(Game):
    id = "dualities"
    title = "Dualities"
    renderer = "oddsevens.render.dualities_svg:dualities"
    plan = "oddsevens.ai.dualities_plan:PLAN"
    page = "app.boards.dualities:DualitiesBoard"
    lessons = "oddsevens.lessons.dualities:LESSONS"
    hides_information = False
    sides = SIDE_NAMES
    min_players = max_players = default_players = 2
    options = {"lines": ("rows", ("rows", "all"))}
    state_class = DualitiesState

    def _initial(self, players: int, seed: int, options: dict[str, Any], generator: int) -> State:
        state: DualitiesState = self.empty_state(players, seed, options, generator)
        state.board = (EMPTY,) * len(BOARD)
        state.black_counts = (0,) * len(ALL_LINES)
        return state

    def from_view(self, view: dict[str, Any]) -> State:
        """The position a view shows (Dualities hides nothing)."""
        return self.state_from_view(view, ("lines", "cells", "move_number", "last_move"), self._from_view)

    def _from_view(self, view: dict[str, Any]) -> State:
        state: DualitiesState = self.empty_state(2, 0, self.resolve_options({"lines": view["lines"]}))
        state.board = tuple(COLOUR_CODES[colour] for _q, _r, colour in view["cells"])
        state.black_counts = tuple(sum(state.board[cell] == BLACK for cell in line) for line in ALL_LINES)
        count, last = view["move_number"], view["last_move"]
        state._log = view_log(count, None if last is None else ((count - 1) % 2, last))
        return state

    def describe_move(self, move: Move, seat: Seat, views: MoveViews, names: list[str]) -> Said:
        side = views.before["side"]
        # Translators: a tile laid, in the move list: its black half on cell {black}, its white half on {white}
        # ("E5").
        return phrase(
            N_("black {black}, white {white}"),
            black=cell_label(move["black"], side),
            white=cell_label(move["white"], side),
        )


GAME = register(DualitiesGame())
