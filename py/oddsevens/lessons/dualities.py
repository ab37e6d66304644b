"""Dualities' lessons: the game scored on its 9 rows, then the variant that
scores all 27 lines.

The first steps are a short game from an empty board; the later ones are
endgames where only a handful of cells are still free, so that the task is
about those few cells. Those boards are filled by ordinary tiles, written
the way the page names cells, black half first ("E5-E6"), and played in
turn by the engine from the start."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import State
from ..core.game import Move
from ..core.hexgrid import cell_label
from ..core.phrases import N_, counted, phrase
from ..games.dualities import BOARD, EVEN, ODD, DualitiesState
from . import Lesson, Position, Step, Verdict

SCORING_ROWS = {"lines": "rows"}
SCORING_ALL_LINES = {"lines": "all"}
LINES_THROUGH_A_CELL = 3
"""Its row and its two diagonals: the lines a black hex counts in when all lines score."""
CELLS = {cell_label(cell, BOARD.side): cell for cell in BOARD.cells}
"""Each cell by the name the page gives it ("E5")."""


def cell_name(cell: Sequence[int]) -> str:
    return cell_label((cell[0], cell[1]), BOARD.side)


def row_of(cell: Sequence[int]) -> str:
    """The letter of the row a cell is in (A at the top), as the page names it."""
    return cell_name(cell)[0]


def tiles(text: str) -> tuple[Move, ...]:
    """Tiles laid in turn from Odd's first: "E5-E6 G3-G4" puts a black half on E5 and a white one on E6, then Even's
    black half on G3 and white on G4."""
    laid = []
    for tile in text.split():
        black, white = tile.split("-")
        laid.append({"black": list(CELLS[black]), "white": list(CELLS[white])})
    return tuple(laid)


def black_counts(state: State) -> tuple[int, ...]:
    """The black hexes on each of the 27 lines, the 9 rows first (A to I)."""
    assert isinstance(state, DualitiesState), "a Dualities position"
    return state.black_counts


def blacks_in_row(state: State, row: str) -> int:
    return black_counts(state)[ord(row) - ord("A")]


def lines_held(state: State, seat: int) -> int:
    return int(state.scores[seat])


OPENING = "E5-E6 G3-G4"
"""Odd's first tile on the centre, then Even's: where the second step starts."""
ACROSS_C_AND_D = OPENING + " D3-D2 F6-F7"
"""Rows D, E, F and G hold one black hex each, row C none; Odd to move."""
EVEN_TO_MOVE = ACROSS_C_AND_D + " C4-D4"
"""Odd holds rows C to G, 5 rows to Even's 4."""
ODD_BEHIND = EVEN_TO_MOVE + " E4-E3"
"""Row E back to Even with 2 black hexes: Even leads 5 rows to 4."""
FOUR_FREE_IN_ROW_D = (
    "B2-A2 F6-E6 G2-G3 E2-D1 B4-B5 C7-D7 B6-C6 I1-H1 G4-H4 G7-H6 G1-F2 E4-E5 D8-E9 G6-G5 "
    "B3-A3 F1-E1 F5-F4 C2-C3 A1-B1 F3-E3 F7-F8 I3-H3 E8-E7 I5-I4 A4-A5 C5-C4 D2-C1 I2-H2"
)
"""Free: D3, D4, D5 and D6 side by side, and H5 alone. Odd to move, behind 4
rows to 5; row D holds 2 black hexes."""
TRIANGLE_IN_ROWS_B_AND_C = (
    "E5-D4 H3-G3 B2-A1 I3-I4 G4-F4 I2-H2 E8-F8 E4-F3 E9-D8 F2-G2 H5-I5 C2-D3 H4-G5 C7-D7 "
    "A4-B4 B5-A5 H6-G7 E6-F5 C6-B6 F1-E1 E3-D2 G1-H1 C5-D5 E7-D6 D1-E2 B1-C1 A3-A2 F7-F6"
)
"""Free: B3, C3 and C4, all touching one another, and G6 and I1 alone. Odd
to move, behind 4 rows to 5; row B (3 black hexes) is Odd's, row C (4) is
Even's."""
THREE_FREE_IN_ROW_F = (
    "B5-A4 E4-D3 H3-I2 I1-H2 H4-G4 E3-F2 G2-G3 D7-E7 C4-B3 C3-C2 F7-G6 C7-C6 H1-G1 E1-D1 "
    "F6-E6 E2-F1 B1-A1 G7-H6 D5-D6 H5-G5 I5-I4 A2-B2 E9-F8 B6-A5 D4-E5 D2-C1 C5-B4 E8-D8"
)
"""All lines scoring. Free: F3, F4 and F5 side by side, and A3 and I3 alone.
Odd to move, behind 12 lines to 15. Row F holds an even number of black
hexes; both diagonals through F3 an odd number, one of F4's, neither of F5's."""


# -- the basics, on the rows -----------------------------------------------------------


def first_tile_on_the_centre(before: State, move: Move, after: State) -> Verdict:
    black, white = cell_name(move["black"]), cell_name(move["white"])
    if black == "E5":
        return True
    if white == "E5":
        # Translators: {black} is a cell ("E4"). The first cell tapped takes a tile's black half.
        return phrase(N_("That tile has its white half on E5 and its black half on {black}: tap E5 first, since the "
                         "first cell you tap takes the black half."), black=black)
    # Translators: {black} and {white} are cells ("B2").
    return phrase(N_("That tile covers {black} and {white}, away from the centre: start it on E5, the middle cell of "
                     "row E."), black=black, white=white)


def black_half_in_row_d(before: State, move: Move, after: State) -> Verdict:
    if row_of(move["black"]) == "D":
        return True
    if row_of(move["white"]) == "D":
        return phrase(N_("Only black hexes count: with your white half there, row D still has no black hex and stays "
                         "Even's. Put the black half in row D."))
    # Translators: {row} is a row's letter ("F").
    return phrase(N_("Your black half went into row {row}, so row D still has no black hex and Even keeps it: start "
                     "the tile on a free cell of row D."), row=row_of(move["black"]))


def across_rows_c_and_d(before: State, move: Move, after: State) -> Verdict:
    rows = {row_of(move["black"]), row_of(move["white"])}
    if rows != {"C", "D"}:
        return phrase(N_("Lay this tile across the two rows: one half on a free cell of row C, the other on a free "
                         "cell of row D touching it."))
    if row_of(move["black"]) == "C":
        return True
    # Translators: {count} is the number of black hexes now in row D (an even number).
    return counted("Your black half went into row D, which now has {count} black hex, an even number, so Even takes "
                   "it, and row C gets nothing from a white half: put the black half in row C.",
                   "Your black half went into row D, which now has {count} black hexes, an even number, so Even "
                   "takes it, and row C gets nothing from a white half: put the black half in row C.",
                   count=blacks_in_row(after, "D"))


def black_half_in_odds_row(before: State, move: Move, after: State) -> Verdict:
    row = row_of(move["black"])
    if blacks_in_row(before, row) % 2 == 1:
        return True
    # Translators: {row} is a row's letter ("H"); {count} the black hexes in it now (an odd number).
    return counted("Row {row} was Even's, and with your black half it has {count} black hex, an odd number, so now "
                   "Odd holds it: put the black half in a row Odd holds.",
                   "Row {row} was Even's, and with your black half it has {count} black hexes, an odd number, so "
                   "now Odd holds it: put the black half in a row Odd holds.",
                   count=blacks_in_row(after, row), row=row)


def odd_back_in_front(before: State, move: Move, after: State) -> Verdict:
    if lines_held(after, ODD) > lines_held(after, EVEN):
        return True
    row = row_of(move["black"])
    # Translators: {row} is a row's letter ("D"); {count} the black hexes in it now (an even number); {even} and
    # {odd} the rows each side holds.
    return counted("Row {row} was Odd's, and with your black half it has {count} black hex, an even number, so Even "
                   "now leads {even} rows to {odd}: put the black half in a row Even holds.",
                   "Row {row} was Odd's, and with your black half it has {count} black hexes, an even number, so "
                   "Even now leads {even} rows to {odd}: put the black half in a row Even holds.",
                   count=blacks_in_row(after, row), row=row, even=lines_held(after, EVEN), odd=lines_held(after, ODD))


def ends_the_game(before: State, move: Move, after: State) -> Verdict:
    if after.over:
        return True
    left = after.legal_moves()[0]
    # Translators: {first} and {second} are free cells that touch ("D5").
    return phrase(N_("That leaves {first} and {second} free and touching, so another tile fits and the game goes on: "
                     "cover the two middle free cells instead."),
                  first=cell_name(left["black"]), second=cell_name(left["white"]))


def odd_wins_with_the_last_tile(before: State, move: Move, after: State) -> Verdict:
    if after.over and after.winners == (ODD,):
        return True
    # Translators: {row} is a row's letter ("B"); {even} and {odd} are the rows each side holds at the end.
    return phrase(N_("Row {row} was Odd's and your black half made its count even, so Even wins {even} rows to {odd}: "
                     "put the black half in a row Even holds."),
                  row=row_of(move["black"]), even=lines_held(after, EVEN), odd=lines_held(after, ODD))


BASICS = Lesson(
    title=phrase(N_("Dualities: the basics")),
    steps=(
        Step(
            section="how-to-play",
            task=phrase(N_("You are Odd, and Odd lays the first tile: put its black half on E5, the centre cell, and "
                           "its white half on any cell touching it.")),
            position=Position(SCORING_ROWS),
            check=first_tile_on_the_centre,
            learned=phrase(N_("A tile always covers two free cells that touch, one black and one white, and you "
                              "choose which is which.")),
        ),
        Step(
            section="scoring",
            task=phrase(N_("Row D, just above E5, has no black hex, and zero counts as even, so Even holds it: lay a "
                           "tile with its black half in row D to make it Odd's.")),
            position=Position(SCORING_ROWS, tiles(OPENING)),
            check=black_half_in_row_d,
            learned=phrase(N_("A row with an odd number of black hexes is Odd's: row D has 1 now, so Odd holds "
                              "it.")),
        ),
        Step(
            section="scoring",
            task=phrase(N_("Lay one tile across rows C and D that makes row C Odd's while row D, with its 1 black "
                           "hex, stays Odd's.")),
            position=Position(SCORING_ROWS, tiles(ACROSS_C_AND_D)),
            check=across_rows_c_and_d,
            learned=phrase(N_("White hexes never count: a tile across two rows changes only the row of its black "
                              "half, and you choose which row that is.")),
        ),
        Step(
            section="scoring",
            task=phrase(N_("Now you are Even, behind 4 rows to 5: put your black half in a row Odd holds, to take "
                           "that row.")),
            position=Position(SCORING_ROWS, tiles(EVEN_TO_MOVE)),
            check=black_half_in_odds_row,
            learned=phrase(N_("Each tile adds one black hex, so it changes exactly one row, the one its black half "
                              "lands in: Even leads 5 rows to 4.")),
            learner=EVEN,
        ),
        Step(
            section="scoring",
            task=phrase(N_("Even leads 5 rows to 4: lay a tile that puts Odd back in front.")),
            position=Position(SCORING_ROWS, tiles(ODD_BEHIND)),
            check=odd_back_in_front,
            learned=phrase(N_("Odd leads 5 rows to 4 again: there are 9 rows, an odd number, so one side always holds "
                              "more and a game never ends in a tie.")),
        ),
        Step(
            section="how-to-play",
            task=phrase(N_("Lay a tile that leaves no two free cells touching: then no tile fits anywhere and the "
                           "game ends at once.")),
            position=Position(SCORING_ROWS, tiles(FOUR_FREE_IN_ROW_D)),
            check=ends_the_game,
            learned=phrase(N_("No two free cells touch, so the game is over with single free cells left over, and "
                              "your black half in row D won it for Odd, 5 rows to 4.")),
        ),
        Step(
            section="scoring",
            task=phrase(N_("You cannot pass, and whatever tile you lay here is the last one: lay it so that Odd ends "
                           "the game holding more rows than Even.")),
            position=Position(SCORING_ROWS, tiles(TRIANGLE_IN_ROWS_B_AND_C)),
            check=odd_wins_with_the_last_tile,
            learned=phrase(N_("The side holding more of the 9 rows when no tile fits wins: your black half in row C "
                              "made it 5 to 4 for Odd.")),
        ),
    ),
    finale=Position(SCORING_ROWS),
    learner=ODD,
)


# -- the variant scoring all 27 lines ----------------------------------------------------


def three_lines_for_odd(before: State, move: Move, after: State) -> Verdict:
    held_before, held_after = lines_held(before, ODD), lines_held(after, ODD)
    if held_after - held_before == LINES_THROUGH_A_CELL:
        return True
    # Translators: {cell} is a cell ("B2"); {before} and {after} are the lines Odd held before and after the tile.
    return phrase(N_("Your black half on {cell} changed its row and both its diagonals, but Odd went only from "
                     "{before} lines to {after}: choose a free cell whose three lines all hold an even number of "
                     "black hexes."),
                  cell=cell_name(move["black"]), before=held_before, after=held_after)


def even_gains_lines(before: State, move: Move, after: State) -> Verdict:
    held_before, held_after = lines_held(before, EVEN), lines_held(after, EVEN)
    if held_after > held_before:
        return True
    # Translators: {cell} is a cell ("B2"); {before} and {after} are the lines Even held before and after the tile.
    return phrase(N_("Your black half on {cell} gave Odd more lines than it took: Even went from {before} lines to "
                     "{after}. Look for a cell where two or three of its lines are Odd's."),
                  cell=cell_name(move["black"]), before=held_before, after=held_after)


def odd_wins_on_all_lines(before: State, move: Move, after: State) -> Verdict:
    if after.over and after.winners == (ODD,):
        return True
    # Translators: {even} and {odd} are the lines each side holds at the end; {cell} is a cell ("F3").
    return phrase(N_("The game ends with Even ahead, {even} lines to {odd}: row F and the two diagonals through {cell} "
                     "were not all Even's. Find the free cell whose three lines Even holds."),
                  even=lines_held(after, EVEN), odd=lines_held(after, ODD), cell=cell_name(move["black"]))


ALL_LINES_LESSON = Lesson(
    title=phrase(N_("Dualities: scoring all 27 lines")),
    steps=(
        Step(
            section="scoring",
            task=phrase(N_("All 27 lines score now, so a black hex counts in its row and in both diagonals through "
                           "it: lay a tile whose black half turns all three of those lines to Odd.")),
            position=Position(SCORING_ALL_LINES, tiles(ACROSS_C_AND_D)),
            check=three_lines_for_odd,
            learned=phrase(N_("One black hex changed three lines at once: its row, marked at the right, its falling "
                              "diagonal, marked above the board, and its rising diagonal, marked below.")),
        ),
        Step(
            section="scoring",
            task=phrase(N_("You are Even now: put your black half on a cell where at least two of its three lines are "
                           "Odd's, so that you take more lines than you give.")),
            position=Position(SCORING_ALL_LINES, tiles(ACROSS_C_AND_D + " C6-C5")),
            check=even_gains_lines,
            learned=phrase(N_("Every tile turns exactly three lines over, so it wins you three lines, or one, or costs "
                              "you: count all three before you lay it.")),
            learner=EVEN,
        ),
        Step(
            section="scoring",
            task=phrase(N_("Odd is behind 12 lines to 15, and any tile here is the last one: its black half changes "
                           "row F and two diagonals, so choose the cell that wins.")),
            position=Position(SCORING_ALL_LINES, tiles(THREE_FREE_IN_ROW_F)),
            check=odd_wins_on_all_lines,
            learned=phrase(N_("On the rows alone every tile here changed only row F; on all lines the cell of the "
                              "black half decides the game: F5 won it 15 to 12.")),
        ),
    ),
    finale=Position(SCORING_ALL_LINES),
    learner=ODD,
)

LESSONS: tuple[Lesson, ...] = (BASICS, ALL_LINES_LESSON)
