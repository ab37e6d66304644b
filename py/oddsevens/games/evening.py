"""Evening, by Takuro Kawasaki: a family version of Alexander Brady's Interleave.

White opens with one stone anywhere on a hexagonal board. From then on a
stone may go only on an empty cell where its own colour's touching groups add
up to less than the opponent's touching groups. When nobody can or will place
any more, the player with the larger groups (largest first, then the next
largest, and so on) wins; a complete tie goes to Black, or in the odd-even
variant to the player whose parity matches the number of White stones.
Rulings: seeds/evening.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import BadOption, Game, IllegalMove, Move, MoveViews, Seat, State, register
from ..core.game import view_log
from ..core.hexgrid import HexBoard, cell_label, hex_board
from ..core.phrases import N_, Said, phrase

WHITE_SEAT, BLACK_SEAT = 0, 1
COLOUR_NAMES = ("white", "black")
EMPTY = 0
"""Board entries: EMPTY, or the colour code seat + 1 of the stone there."""
NO_GROUP = -1
WHITE_STONE, BLACK_STONE = 1, 2
"""The colour codes of the two seats' stones (colour_of)."""
# Translators: the names of Evening's two sides, each named for the colour of its stones.
SIDE_NAMES = (N_("White"), N_("Black"))
"""The sides' names in English, marked for the catalogues: a page says them with `_`."""

# Translators: {cell} is a cell as a move writes it, [q, r].
NO_NEIGHBOURS = N_("{cell} touches no stone, and a cell with no neighbouring stones is never legal")
PLACEMENT_RULE = (
    # Translators: {cell} is a cell as a move writes it, [q, r]; {own} and {other} are the sizes of the touching white
    # and black groups added up.
    N_("White may place only where the white groups touching the cell add up to less than the black ones; "
       "at {cell} they add up to {own} against {other}"),
    # Translators: {cell} is a cell as a move writes it, [q, r]; {own} and {other} are the sizes of the touching black
    # and white groups added up.
    N_("Black may place only where the black groups touching the cell add up to less than the white ones; "
       "at {cell} they add up to {own} against {other}"),
)
"""Why a stone may not go on an empty cell that touches stones, for each
seat: the placement rule, with the sums at the cell. IllegalMove says them
(and NO_NEIGHBOURS) with `cell`, `own` and `other` as the values of its
Phrase, which a page may word its own way."""


def colour_of(seat: Seat) -> int:
    return seat + 1


def winner_by_group_sizes(white: Sequence[int], black: Sequence[int], parity: bool) -> Seat:
    """The winner of a finished game from each colour's group sizes, largest
    first: compared in turn, the first difference decides (a missing group
    counts as 0, so lists of sizes compare as Python compares them); a
    complete tie goes to Black, or in the odd-even variant to White when
    White has an odd number of stones. Written once for the engine, the
    exact endgame and the playouts."""
    if list(white) != list(black):
        return WHITE_SEAT if list(white) > list(black) else BLACK_SEAT
    return WHITE_SEAT if parity and sum(white) % 2 else BLACK_SEAT


class EveningState(State):
    __slots__ = ("grid", "board", "group_of", "groups", "legal_for", "stones", "turn", "passes", "done")

    grid: HexBoard
    board: tuple[int, ...]
    """One entry per cell (grid order): EMPTY or a colour code."""
    group_of: tuple[int, ...]
    """The index in `groups` of the group each stone belongs to; NO_GROUP on empty cells."""
    groups: tuple[tuple[int, ...], ...]
    """The cells of every group ever formed; a group merged into another is left empty."""
    legal_for: tuple[int, ...]
    """The colour code that may be placed on each cell under the placement rule, else EMPTY.
    Updated incrementally: a stone changes only the cells touching its group."""
    stones: int
    turn: Seat
    """The seat that acts next in the alternating protocol."""
    passes: int
    """Passes in a row (alternating protocol)."""
    done: tuple[bool, bool]
    """Each seat's Done toggle (free protocol)."""

    @property
    def free(self) -> bool:
        return bool(self.options["protocol"] == "free")

    @property
    def to_move(self) -> tuple[Seat, ...]:
        if self.stones == 0:
            return (WHITE_SEAT,)
        if not any(self.legal_for):
            return ()
        if self.free:
            return () if all(self.done) else (WHITE_SEAT, BLACK_SEAT)
        return () if self.passes >= 2 else (self.turn,)

    def legal_cells(self, seat: Seat) -> list[int]:
        """The cells where `seat` may place a stone now, by the placement rule
        alone (whoever's turn it is); the opening stone may go anywhere."""
        if self.stones == 0:
            return list(range(len(self.grid))) if seat == WHITE_SEAT else []
        colour = colour_of(seat)
        return [cell for cell, allowed in enumerate(self.legal_for) if allowed == colour]

    def touching_sums(self, cell: int) -> tuple[int, int]:
        """The sizes of the White and of the Black groups touching `cell`,
        each group counted once."""
        return _touching_sums(self.grid, self.board, self.group_of, self.groups, cell)

    def group_sizes(self, seat: Seat) -> list[int]:
        colour = colour_of(seat)
        return sorted(
            (len(cells) for cells in self.groups if cells and self.board[cells[0]] == colour),
            reverse=True,
        )

    def _legal_moves(self, seat: Seat) -> list[Move]:
        cells = self.grid.cells
        if self.stones == 0:
            return [{"cell": [q, r]} for q, r in cells] if seat == WHITE_SEAT else []
        colour = colour_of(seat)
        moves: list[Move] = [{"cell": [q, r]} for (q, r), allowed in zip(cells, self.legal_for, strict=True) if allowed == colour]
        moves.append("done" if self.free else "pass")
        return moves

    def _apply(self, seat: Seat, move: Move) -> tuple[State, Move]:
        if move == "pass" or move == "done":
            return self._declare(seat, move), move
        if not isinstance(move, dict) or len(move) != 1 or "cell" not in move:
            # Translators: {shape} is the move as a program writes it, {"cell": [q, r]}; "pass" and "done" are moves
            # as a program writes them too.
            raise IllegalMove(
                phrase(N_('an Evening move is {shape}, "pass" (alternating) or "done" (free)'), shape='{"cell": [q, r]}')
            )
        cell = self.grid.parse_cell(move["cell"])
        self._check_placement(seat, cell)
        return self._with_stone(seat, cell), {"cell": list(self.grid.cells[cell])}


    def _check_placement(self, seat: Seat, cell: int) -> None:
        if self.board[cell] == EMPTY and (self.stones == 0 or self.legal_for[cell] == colour_of(seat)):
            return
        where = list(self.grid.cells[cell])
        if self.board[cell] == WHITE_STONE:
            # Translators: {cell} is a cell as a move writes it, [q, r].
            raise IllegalMove(phrase(N_("{cell} already holds a white stone"), cell=where))
        if self.board[cell] != EMPTY:
            # Translators: {cell} is a cell as a move writes it, [q, r].
            raise IllegalMove(phrase(N_("{cell} already holds a black stone"), cell=where))
        sums = self.touching_sums(cell)
        if sums == (0, 0):
            raise IllegalMove(phrase(NO_NEIGHBOURS, cell=where))
        raise IllegalMove(phrase(PLACEMENT_RULE[seat], cell=where, own=sums[seat], other=sums[1 - seat]))

    def _declare(self, seat: Seat, move: str) -> EveningState:
        if self.stones == 0:
            raise IllegalMove(phrase(N_("White opens the game with a stone; nothing can be declared before it")))
        new = self._derived()
        if self.free:
            if move != "done":
                # Translators: "done" is the move as a program writes it.
                raise IllegalMove(phrase(N_('the free protocol has no turns to pass: say "done" instead')))
            done = list(self.done)
            done[seat] = not done[seat]
            new.done = (done[0], done[1])
        else:
            if move != "pass":
                # Translators: "pass" is the move as a program writes it; Done is the name of the free protocol's
                # toggle.
                raise IllegalMove(phrase(N_('the alternating protocol has no Done toggle: "pass" instead')))
            new.passes = self.passes + 1
            new.turn = 1 - seat
        return new

    def _with_stone(self, seat: Seat, cell: int) -> EveningState:
        """The position after a `seat` stone lands on `cell`, with its group
        merged and the legality of the cells around that group brought up to
        date. Legality is not checked here."""
        grid, colour = self.grid, colour_of(seat)
        board = list(self.board)
        board[cell] = colour
        group_of = list(self.group_of)
        groups = list(self.groups)
        joined = {group_of[n] for n in grid.neighbours[cell] if board[n] == colour}
        if joined:
            keep = max(joined, key=lambda group: (len(groups[group]), group))
            cells = list(groups[keep])
            for group in joined - {keep}:
                for stone in groups[group]:
                    group_of[stone] = keep
                cells.extend(groups[group])
                groups[group] = ()
            cells.append(cell)
            groups[keep] = tuple(cells)
        else:
            keep = len(groups)
            groups.append((cell,))
        group_of[cell] = keep
        legal_for = list(self.legal_for)
        legal_for[cell] = EMPTY
        neighbours = grid.neighbours
        around = {n for stone in groups[keep] for n in neighbours[stone] if board[n] == EMPTY}
        for n in around:
            legal_for[n] = _allowed_colour(*_touching_sums(grid, board, group_of, groups, n))
        new = self._derived()
        new.board = tuple(board)
        new.group_of = tuple(group_of)
        new.groups = tuple(groups)
        new.legal_for = tuple(legal_for)
        new.stones = self.stones + 1
        new.turn = 1 - seat
        new.passes = 0
        new.done = (False, False)
        return new

    @property
    def scores(self) -> tuple[int, int]:
        white, black = self.group_sizes(WHITE_SEAT), self.group_sizes(BLACK_SEAT)
        return (white[0] if white else 0, black[0] if black else 0)

    def decision(self) -> dict[str, Any]:
        """How the winner follows from the position: the pairs of group sizes
        (White, Black) compared largest first until they differ, and what
        settled it: "groups", "tie" (Black wins a complete tie) or "parity"
        (the odd-even variant counts the White stones)."""
        white, black = self.group_sizes(WHITE_SEAT), self.group_sizes(BLACK_SEAT)
        parity = self.options["parity"]
        winner = winner_by_group_sizes(white, black, parity)
        length = max(len(white), len(black))
        compared = []
        for white_size, black_size in zip(white + [0] * (length - len(white)), black + [0] * (length - len(black)), strict=True):
            compared.append([white_size, black_size])
            if white_size != black_size:
                return {"winner": winner, "by": "groups", "compared": compared}
        if not parity:
            return {"winner": winner, "by": "tie", "compared": compared}
        return {"winner": winner, "by": "parity", "compared": compared, "white_stones": sum(white)}

    @property
    def winners(self) -> tuple[Seat, ...]:
        if not self.over:
            return ()
        return (self.decision()["winner"],)

    def view(self, seat: Seat | None = None) -> dict[str, Any]:
        grid = self.grid
        over = self.over
        last = self._log[1] if self._log is not None else None
        groups = sorted(
            (cells for cells in self.groups if cells),
            key=lambda cells: (self.board[cells[0]], -len(cells), min(cells)),
        )
        return {
            **self.common_view(seat),
            "colours": list(COLOUR_NAMES),
            "side": grid.side,
            "protocol": self.options["protocol"],
            "parity": self.options["parity"],
            "cells": [
                [q, r, COLOUR_NAMES[colour - 1] if colour else None]
                for (q, r), colour in zip(grid.cells, self.board, strict=True)
            ],
            "groups": [
                {
                    "colour": COLOUR_NAMES[self.board[cells[0]] - 1],
                    "size": len(cells),
                    "cells": [list(grid.cells[cell]) for cell in sorted(cells)],
                }
                for cells in groups
            ],
            "group_sizes": [self.group_sizes(WHITE_SEAT), self.group_sizes(BLACK_SEAT)],
            "stones": [self.board.count(colour_of(WHITE_SEAT)), self.board.count(colour_of(BLACK_SEAT))],
            "legal": [
                [] if over else [list(grid.cells[cell]) for cell in self.legal_cells(mover)]
                for mover in (WHITE_SEAT, BLACK_SEAT)
            ],
            "done": list(self.done),
            "passes": self.passes,
            "move_number": len(self),
            "last_move": {"seat": last[0], "move": last[1]} if last else None,
            "decision": self.decision() if over else None,
            "compared_groups": self._compared_groups(groups) if over else None,
        }

    def _compared_groups(self, groups: list[tuple[int, ...]]) -> list[dict[str, Any]]:
        """The groups the decision compared, each colour's largest first (in
        the order of the view's groups): `rank` 0 is the largest; `decides`
        marks the pair that settled it, where a pair of sizes did."""
        decision = self.decision()
        compared = len(decision["compared"])
        deciding = compared - 1 if decision["by"] == "groups" else None
        found = []
        for seat in (WHITE_SEAT, BLACK_SEAT):
            own = [cells for cells in groups if self.board[cells[0]] == colour_of(seat)]
            found += [
                {
                    "colour": COLOUR_NAMES[seat],
                    "rank": rank,
                    "size": len(cells),
                    "decides": rank == deciding,
                    "cells": [list(self.grid.cells[cell]) for cell in sorted(cells)],
                }
                for rank, cells in enumerate(own[:compared])
            ]
        return found


def _touching_sums(
    grid: HexBoard,
    board: Sequence[int],
    group_of: Sequence[int],
    groups: Sequence[tuple[int, ...]],
    cell: int,
) -> tuple[int, int]:
    white = black = 0
    counted: list[int] = []  # at most six groups: a list is quicker than a set
    for n in grid.neighbours[cell]:
        group = group_of[n]
        if group != NO_GROUP and group not in counted:
            counted.append(group)
            if board[n] == WHITE_STONE:
                white += len(groups[group])
            else:
                black += len(groups[group])
    return white, black


def _groups_on(grid: HexBoard, board: Sequence[int]) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The group of each cell (NO_GROUP where empty) and every group's
    cells, found afresh on `board`: the stones of one colour that touch."""
    group_of = [NO_GROUP] * len(board)
    groups: list[tuple[int, ...]] = []
    for start, colour in enumerate(board):
        if colour == EMPTY or group_of[start] != NO_GROUP:
            continue
        group_of[start] = len(groups)
        cells = [start]
        for cell in cells:
            for n in grid.neighbours[cell]:
                if board[n] == colour and group_of[n] == NO_GROUP:
                    group_of[n] = len(groups)
                    cells.append(n)
        groups.append(tuple(cells))
    return tuple(group_of), tuple(groups)


def _allowed_colour(white_sum: int, black_sum: int) -> int:
    """The colour code whose touching groups add up to strictly less, else
    EMPTY: on equal sums (an isolated cell included) neither may play."""
    if white_sum < black_sum:
        return WHITE_STONE
    if black_sum < white_sum:
        return BLACK_STONE
    return EMPTY


class EveningGame(Game):
    id = "evening"
    title = "Evening"
    renderer = "oddsevens.render.evening_svg:evening"
    plan = "oddsevens.ai.evening_plan:PLAN"
    page = "app.boards.evening:EveningBoard"
    lessons = "oddsevens.lessons.evening:LESSONS"
    hides_information = False
    sides = SIDE_NAMES
    min_players = max_players = default_players = 2
    options = {
        "size": (5, range(3, 9)),
        "protocol": ("alternating", ("alternating", "free")),
        "parity": (False, (False, True)),
    }
    state_class = EveningState

    def check_option(self, name: str, value: Any) -> None:
        if name == "parity" and not isinstance(value, bool):
            # Translators: 'parity' is the option's name as a program writes it; {value} what was given instead.
            raise BadOption(phrase(N_("option 'parity' must be true or false, not {value}"), value=repr(value)))

    def _initial(self, players: int, seed: int, options: dict[str, Any], generator: int) -> State:
        grid = hex_board(options["size"])
        state: EveningState = self.empty_state(players, seed, options, generator)
        state.grid = grid
        state.board = (EMPTY,) * len(grid)
        state.group_of = (NO_GROUP,) * len(grid)
        state.groups = ()
        state.legal_for = (EMPTY,) * len(grid)
        state.stones = 0
        state.turn = WHITE_SEAT
        state.passes = 0
        state.done = (False, False)
        return state

    def from_view(self, view: dict[str, Any]) -> State:
        """The position a view shows (Evening hides nothing)."""
        keys = ("side", "protocol", "parity", "cells", "done", "passes", "move_number", "last_move")
        return self.state_from_view(view, keys, self._from_view)

    def _from_view(self, view: dict[str, Any]) -> State:
        options = self.resolve_options({"size": view["side"], "protocol": view["protocol"], "parity": view["parity"]})
        grid = hex_board(options["size"])
        codes = {name: colour_of(seat) for seat, name in enumerate(COLOUR_NAMES)}
        board = tuple(EMPTY if colour is None else codes[colour] for _q, _r, colour in view["cells"])
        group_of, groups = _groups_on(grid, board)
        state: EveningState = self.empty_state(2, 0, options)
        state.grid, state.board, state.group_of, state.groups = grid, board, group_of, groups
        state.legal_for = tuple(
            _allowed_colour(*_touching_sums(grid, board, group_of, groups, cell)) if colour == EMPTY else EMPTY
            for cell, colour in enumerate(board)
        )
        state.stones = sum(colour != EMPTY for colour in board)
        last = view["last_move"]
        state.turn = WHITE_SEAT if last is None else 1 - last["seat"]
        state.passes = view["passes"]
        white_done, black_done = view["done"]
        state.done = (white_done, black_done)
        state._log = view_log(view["move_number"], None if last is None else (last["seat"], last["move"]))
        return state

    def describe_move(self, move: Move, seat: Seat, views: MoveViews, names: list[str]) -> Said:
        if move == "pass":
            # Translators: in the move list, after who moved ("White: passes").
            return phrase(N_("passes"))
        if move == "done":
            if views.after["done"][seat]:
                # Translators: in the move list, after who moved ("White: done"): they pressed their Done toggle.
                return phrase(N_("done"))
            # Translators: in the move list, after who moved ("White: takes back Done"): they pressed their Done
            # toggle again.
            return phrase(N_("takes back Done"))
        # Translators: in the move list, after who moved ("White: stone on E5").
        return phrase(N_("stone on {cell}"), cell=cell_label(move["cell"], views.before["side"]))


GAME = register(EveningGame())
