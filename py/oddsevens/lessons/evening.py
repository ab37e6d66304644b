"""Evening's lessons: the whole game with alternating turns, then the free
game, where nobody waits for a turn and each player's Done ends it.

Every step is played on a board of side 3 (19 cells), a few stones into a
game that the engine plays from the start. The stones are written the way
the page names cells ("C3": row C from the top, the third cell from the
left), each after the side that places it: "W C3 B C4" is White's stone on
C3, then Black's on C4; "W pass" and "B done" are a pass and a Done."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import State
from ..core.game import Move
from ..core.hexgrid import cell_label, hex_board
from ..core.phrases import N_, Phrase, counted, phrase
from ..games.evening import BLACK_SEAT, WHITE_SEAT, WHITE_STONE, EveningState, winner_by_group_sizes
from . import Lesson, Position, Step, Verdict

SIDE = 3
"""Cells along each edge of every step's board."""
BOARD = hex_board(SIDE)
CELLS = {cell_label(cell, SIDE): cell for cell in BOARD.cells}
"""Each cell by the name the page gives it ("C3")."""
SEATS = {"W": WHITE_SEAT, "B": BLACK_SEAT}
ALTERNATING = {"size": SIDE}
FREE = {"size": SIDE, "protocol": "free"}
ODD_EVEN = {"size": SIDE, "parity": True}


def stone(name: str) -> Move:
    return {"cell": list(CELLS[name])}


def played(text: str) -> tuple[list[Any], ...]:
    """[seat, move] pairs from "W C3 B C4 W pass": each side's letter, then its cell, "pass" or "done"."""
    words = text.split()
    return tuple(
        [SEATS[side], what if what in ("pass", "done") else stone(what)] for side, what in zip(words[::2], words[1::2], strict=True)
    )


def cell_name(move: Move) -> str:
    cell = move["cell"]
    return cell_label((cell[0], cell[1]), SIDE)


def evening(state: State) -> EveningState:
    assert isinstance(state, EveningState), "an Evening position"
    return state


def sizes(state: State, seat: int) -> list[int]:
    """The seat's group sizes, largest first."""
    return evening(state).group_sizes(seat)


def written(group_sizes: Sequence[int]) -> str:
    """Group sizes as the lessons write them: "2, 1, 1"."""
    return ", ".join(str(size) for size in group_sizes)


def first_difference(own: Sequence[int], other: Sequence[int]) -> tuple[int, int]:
    """The first pair of group sizes that differ, compared largest first (a
    missing group counts 0); the lists must differ."""
    length = max(len(own), len(other))
    padded_own, padded_other = [*own, *[0] * (length - len(own))], [*other, *[0] * (length - len(other))]
    return next((mine, theirs) for mine, theirs in zip(padded_own, padded_other, strict=True) if mine != theirs)


def ahead(state: State) -> int:
    """The seat that wins if the game ends now."""
    return winner_by_group_sizes(sizes(state, WHITE_SEAT), sizes(state, BLACK_SEAT), bool(state.options["parity"]))


def group_size_of(state: State, move: Move) -> int:
    """The size of the group the stone just placed by `move` belongs to."""
    position = evening(state)
    cell = position.grid.index[(move["cell"][0], move["cell"][1])]
    return len(position.groups[position.group_of[cell]])


def open_cells(state: State, seat: int) -> list[str]:
    position = evening(state)
    return [cell_label(position.grid.cells[cell], SIDE) for cell in position.legal_cells(seat)]


def still_behind(after: State, seat: int) -> Phrase:
    """Why the groups, compared largest first, still leave `seat` behind."""
    own, other = sizes(after, seat), sizes(after, 1 - seat)
    mine, theirs = first_difference(own, other)
    if seat == WHITE_SEAT:
        # Translators: {white} and {black} are group sizes, largest first ("2, 1, 1"); {own} and {other} are the first
        # pair of sizes that differ, White's and Black's.
        return phrase(N_("Compared largest first, your groups {white} still lose to Black's {black}: the first pair "
                         "that differs is your {own} against Black's {other}. Try a stone that joins one of your single "
                         "stones."), white=written(own), black=written(other), own=mine, other=theirs)
    # Translators: {black} and {white} are group sizes, largest first ("2, 1, 1"); {own} and {other} are the first pair
    # of sizes that differ, Black's and White's.
    return phrase(N_("Compared largest first, your groups {black} still lose to White's {white}: the first pair that "
                     "differs is your {own} against White's {other}. Try a stone that joins one of your single "
                     "stones."), black=written(own), white=written(other), own=mine, other=theirs)


# -- the positions -------------------------------------------------------------------------------------------------

FIRST_TWO = "W C3 B C4"
"""White's opening stone on the centre and Black's beside it: White may play
only the cells that touch C4 and not C3 (B4, C5, D4)."""
THREE_SINGLES = "W D1 B D2 W E2 B E3 W D4 B E1"
"""White's three single stones; D3 touches E2 and D4, and Black's D2-E1 and
E3 add up to 3 there against White's 2."""
GROUP_OF_TWO = "W D1 B D2 W E2 B E1 W D3 B C4"
"""White's group D3-E2 can grow only at C3 (2 against Black's 3); at D4 and
E3 it outweighs Black."""
SECOND_GROUPS = "W D1 B D2 W C3 B C2 W B2 B A2 W E2 B B3"
"""White's groups 2, 1, 1 against Black's 2, 2: C1 joins D1 into a second
group of 2, and White's third group then meets none."""
BLACK_BEHIND = "W C5 B D4 W D3 B E2 W E3"
"""Black to move, behind 1, 1 against White's 2, 1: C4 or D2 makes 2, 1."""
BLACK_STUCK = "W A1 B B2 W C3 B D2 W E2 B D3 W E3 B pass"
"""Black has no open cell and has passed; White leads 2, 1, 1 to 2, 1."""
FOUR_STONES = "W E3 B D3 W C3 B B2"
"""Every empty cell but A1, A2 and B1 touches equal totals; a white stone
on A1 leaves none open, and the groups are 1, 1 each before it."""
PARITY_TIE = "W C4 B C5 W pass B D3 W D2 B C3"
"""White, with 1, 1 against Black's 2, 1, can tie with 3 stones (after the
pass it had to make, with no cell open)."""
FREE_START = "W D4 B C4 W C3 B D3"
"""Free game: White's singles C3 and D4 against Black's group C4-D3."""


# -- the basics, with alternating turns ---------------------------------------------------------------------------


def any_first_stone(before: State, move: Move, after: State) -> Verdict:
    return True


def beside_black_only(before: State, move: Move, after: State) -> Verdict:
    if move != "pass":
        return True
    # Translators: {cell} is a cell ("B4").
    return phrase(N_("Passing is allowed, but you are behind at {cell}: no white stone touches it and the black stone "
                     "counts 1 there, so a white stone may go on it."), cell=open_cells(before, WHITE_SEAT)[0])


def joins_two_singles(before: State, move: Move, after: State) -> Verdict:
    if move == "pass":
        return phrase(N_("Passing leaves your three stones apart: place a stone on the cell that touches two of them at "
                         "once."))
    joined = group_size_of(after, move)
    if joined >= 3:
        return True
    if joined == 1:
        return phrase(N_("That stone touches none of your stones, so it starts a new group of 1: look for the cell "
                         "that touches two of them at once."))
    # Translators: {size} is the size of the group the stone made.
    return phrase(N_("That stone touches only one of your stones: a group of {size}. A group of 3 needs a cell that "
                     "touches two of them at once."), size=joined)


def grows_the_pair(before: State, move: Move, after: State) -> Verdict:
    if move == "pass":
        # Translators: {first} and {second} are cells ("D3").
        return phrase(N_("Passing leaves your group at 2: find the cell beside {first} and {second} where Black's "
                         "touching groups add up to more than your 2."), first="D3", second="E2")
    if group_size_of(after, move) >= 3:
        return True
    # Translators: {size} is the size of the group the stone made; {first} and {second} are cells ("D3").
    return phrase(N_("That stone makes a group of {size} away from your group on {first} and {second}, which grows "
                     "only from an empty cell beside it where Black's touching groups add up to more than its 2."),
                  size=group_size_of(after, move), first="D3", second="E2")


def white_ahead(before: State, move: Move, after: State) -> Verdict:
    if ahead(after) == WHITE_SEAT:
        return True
    white, black = sizes(after, WHITE_SEAT), sizes(after, BLACK_SEAT)
    if white == black:
        # Translators: {sizes} are group sizes, largest first ("2, 2, 1"), the same for both sides.
        return phrase(N_("That makes both sides' groups {sizes}, equal pair by pair, and a complete tie goes to Black: "
                         "White needs a pair that differs in its favour."), sizes=written(white))
    return still_behind(after, WHITE_SEAT)


def complete_tie(before: State, move: Move, after: State) -> Verdict:
    return True if sizes(after, BLACK_SEAT) == sizes(after, WHITE_SEAT) else still_behind(after, BLACK_SEAT)


def pass_after_a_pass(before: State, move: Move, after: State) -> Verdict:
    if move == "pass":
        return True
    opened = len(evening(after).legal_cells(BLACK_SEAT))
    # Translators: {count} is how many cells the stone opened to Black.
    return counted("That stone is legal, but it opens {count} cell to Black, so the game goes on. Black has just "
                   "passed: pass too, and the game ends now with White ahead.",
                   "That stone is legal, but it opens {count} cells to Black, so the game goes on. Black has just "
                   "passed: pass too, and the game ends now with White ahead.", count=opened)


def closes_the_board(before: State, move: Move, after: State) -> Verdict:
    if after.over and after.winners == (WHITE_SEAT,):
        return True
    if move == "pass":
        # Translators: {white} and {black} are group sizes, largest first ("1, 1").
        return phrase(N_("Passing would lose: Black has no open cell and passes too, so the game ends with your groups "
                         "{white} against Black's {black}, a complete tie, and a complete tie goes to Black."),
                      white=written(sizes(after, WHITE_SEAT)), black=written(sizes(after, BLACK_SEAT)))
    for_black = open_cells(after, BLACK_SEAT)
    if for_black:
        # Translators: {cell} is a cell ("A3").
        return phrase(N_("That stone opens {cell} to Black, so the game goes on and Black can even the groups there. "
                         "Look for the stone after which every empty cell touches equal totals."), cell=for_black[0])
    opened = len(open_cells(after, WHITE_SEAT))
    # Translators: {count} is how many cells are still open to White.
    return counted("That stone leaves {count} cell open to you, so the game goes on. Look for the stone after which "
                   "every empty cell touches equal totals.",
                   "That stone leaves {count} cells open to you, so the game goes on. Look for the stone after which "
                   "every empty cell touches equal totals.", count=opened)


def odd_tie(before: State, move: Move, after: State) -> Verdict:
    white, black = sizes(after, WHITE_SEAT), sizes(after, BLACK_SEAT)
    if white != black:
        return still_behind(after, WHITE_SEAT)
    if sum(white) % 2:
        return True
    # Translators: {count} is the number of white stones (an even number).
    return phrase(N_("That ties the groups, but with {count} white stones, an even number, the tie goes to Black."),
                  count=sum(white))


BASICS = Lesson(
    title=phrase(N_("Evening: the basics")),
    steps=(
        Step(
            section="how-to-play",
            task=phrase(N_("White opens the game: place the first white stone on any cell you like.")),
            position=Position(ALTERNATING),
            check=any_first_stone,
            learned=phrase(N_("The first stone may go anywhere; every stone after it must touch a stone already on the "
                              "board.")),
        ),
        Step(
            section="how-to-play",
            # Translators: {black} and {white} are cells ("C4").
            task=phrase(N_("Place a white stone beside the black stone on {black}, on a cell that does not touch your "
                           "own stone on {white}."), black="C4", white="C3"),
            position=Position(ALTERNATING, played(FIRST_TWO)),
            check=beside_black_only,
            # Translators: {black} and {white} are cells ("C4").
            learned=phrase(N_("A stone may go only where its colour is behind: beside {black} and away from {white} "
                              "White has 0 against Black's 1, and a cell touching both stones is 1 against 1, open "
                              "to nobody."), black="C4", white="C3"),
        ),
        Step(
            section="groups",
            task=phrase(N_("Place a white stone that joins two of your single stones into one group of 3.")),
            position=Position(ALTERNATING, played(THREE_SINGLES)),
            check=joins_two_singles,
            # Translators: {cell}, {first} and {second} are cells ("D3").
            learned=phrase(N_("Stones of one colour that touch are one group: {cell} joined {first} and {second} into "
                              "a group of 3. It was open to you because Black's group of 2 and single stone there add "
                              "up to 3, more than your two singles."), cell="D3", first="E2", second="D4"),
        ),
        Step(
            section="how-to-play",
            # Translators: {first} and {second} are cells ("D3").
            task=phrase(N_("Grow your group of 2 on {first} and {second} into a group of 3."), first="D3", second="E2"),
            position=Position(ALTERNATING, played(GROUP_OF_TWO)),
            check=grows_the_pair,
            # Translators: {cell}, {first} and {second} are cells ("C3").
            learned=phrase(N_("Your own group counts against you, once and whole: at {cell} Black's groups add up to 3 "
                              "against your 2, while at {first} your 2 meets Black's 1, and at {second}, where both "
                              "your stones touch, the group still counts 2."), cell="C3", first="D4", second="E3"),
        ),
        Step(
            section="who-wins",
            task=phrase(N_("Your largest group ties Black's at 2: place a white stone that puts White ahead when the "
                           "groups are compared largest first.")),
            position=Position(ALTERNATING, played(SECOND_GROUPS)),
            check=white_ahead,
            # Translators: {cell} is a cell ("C1").
            learned=phrase(N_("{cell} made your groups 2, 2, 1 against Black's 2, 2: the pairs tie until your group of "
                              "1 meets Black's missing third group, which counts 0."), cell="C1"),
        ),
        Step(
            section="who-wins",
            task=phrase(N_("You play Black here: place a black stone that makes your groups equal to White's, pair by "
                           "pair, since a complete tie goes to Black.")),
            position=Position(ALTERNATING, played(BLACK_BEHIND)),
            check=complete_tie,
            learned=phrase(N_("Your groups 2, 1 now equal White's 2, 1 pair by pair: if the game ended here, the "
                              "complete tie would be Black's win.")),
            learner=BLACK_SEAT,
        ),
        Step(
            section="two-ways-to-take-turns",
            task=phrase(N_("Black had no open cell and passed: pass too, and the game ends with White ahead.")),
            position=Position(ALTERNATING, played(BLACK_STUCK)),
            check=pass_after_a_pass,
            learned=phrase(N_("Two passes in a row end the game with turns: White wins with 2, 1, 1 against Black's "
                              "2, 1.")),
        ),
        Step(
            section="two-ways-to-take-turns",
            task=phrase(N_("Place the white stone that leaves no cell open to either colour: the game then ends at "
                           "once, with White ahead.")),
            position=Position(ALTERNATING, played(FOUR_STONES)),
            check=closes_the_board,
            learned=phrase(N_("When no cell is open to either colour the game is over at once, with no passes: White "
                              "wins with 1, 1, 1 against Black's 1, 1.")),
        ),
        Step(
            section="odd-even-variant",
            task=phrase(N_("In the odd-even variant, place a white stone that ties the groups pair by pair with an odd "
                           "number of white stones: such a tie goes to White.")),
            position=Position(ODD_EVEN, played(PARITY_TIE)),
            check=odd_tie,
            learned=phrase(N_("The groups tie at 2, 1 each and White has 3 stones, an odd number: in the odd-even "
                              "variant that complete tie is White's, where the standard game gives it to Black.")),
        ),
    ),
    finale=Position({"size": 4}),
    learner=WHITE_SEAT,
)


# -- the free game -------------------------------------------------------------------------------------------------

STONES_AT_THE_START = 1
"""White's stones where the first free step starts (FIRST_TWO)."""


def two_stones_in_a_row(before: State, move: Move, after: State) -> Verdict:
    if move == "done":
        return phrase(N_("Done tells Black you have finished, but there are no turns to wait for: place another white "
                         "stone straight away."))
    if evening(after).board.count(WHITE_STONE) >= STONES_AT_THE_START + 2:
        return True
    if open_cells(after, WHITE_SEAT):
        return False
    # Translators: {cell} is a cell ("C5").
    return phrase(N_("That stone is legal, but it leaves no cell open to White: the cells beside {cell} now touch as "
                     "much white as black. Start with another cell, so that a second stone can follow."),
                  cell=cell_name(move))


def places_while_done(before: State, move: Move, after: State) -> Verdict:
    if move == "done":
        return phrase(N_("That takes your Done back, which is allowed, but the board is unchanged: you may place a stone "
                         "while Done, and a new stone clears Done by itself."))
    if group_size_of(after, move) >= 2:
        return True
    return phrase(N_("That stone stands alone, so your largest group is still 1 against Black's 2: place it beside one "
                     "of your stones."))


def done_after_black(before: State, move: Move, after: State) -> Verdict:
    if move == "done":
        return True
    return phrase(N_("That stone is legal, but any new stone clears Done: Black is no longer Done and may place again. "
                     "With Black Done, your own Done ends the game at once."))


FREE_LESSON = Lesson(
    title=phrase(N_("Evening: playing without turns")),
    steps=(
        Step(
            section="two-ways-to-take-turns",
            task=phrase(N_("There are no turns in the free game: place two white stones one after the other, without "
                           "waiting for Black.")),
            position=Position(FREE, played(FIRST_TWO)),
            check=two_stones_in_a_row,
            learned=phrase(N_("Without turns, either player places a stone whenever a cell is open to their colour, "
                              "as many in a row as they like.")),
        ),
        Step(
            section="two-ways-to-take-turns",
            task=phrase(N_("You pressed Done while Black leads 2 to 1, but you may still place: make a white group of "
                           "2.")),
            position=Position(FREE, played(FREE_START + " W done")),
            check=places_while_done,
            learned=phrase(N_("Being Done never stops you placing, and every new stone clears both players' Done.")),
        ),
        Step(
            section="two-ways-to-take-turns",
            task=phrase(N_("Black has pressed Done: press your Done too, and the game ends with White ahead.")),
            position=Position(FREE, played(FREE_START + " W B3 B done")),
            check=done_after_black,
            learned=phrase(N_("When both players are Done the free game is over: White wins with 2, 1 against Black's "
                              "2.")),
        ),
    ),
    finale=Position({"size": 4, "protocol": "free"}),
    against="friend",
    learner=WHITE_SEAT,
)

LESSONS: tuple[Lesson, ...] = (BASICS, FREE_LESSON)
