"""Beat the Odds taught roll by roll.

Every step loads the dice through the game's `dice` option, so each roll a
step shows is known in advance and its sentences can quote the numbers. The
game leaves a player only two real choices, both handed out by the dice (a
re-roll after a 2-2, a doubled line after a 4-4): the steps about them
explain a choice that misses. The other steps ask for rolls and let the
learner watch one rule of the table of rolls at work: tapping Roll is how a
player plays, and the page never rolls for them.

The solo game (one player) keeps the rules steps free of the roll-off and of
an opponent's turns; the roll-off and the last round use two players.
"""

from __future__ import annotations

from typing import Any

from ..core import State
from ..core.game import Move, Seat
from ..core.phrases import N_, phrase
from . import Lesson, Position, Step, Verdict

LEARNER: Seat = 0


def sheet_of(state: State) -> dict[str, Any]:
    """The learner's turn as the page shows it: its lines, total and pending choice."""
    turn: dict[str, Any] = state.view(LEARNER)["turn"]
    return turn


def turn_ended(before: State, after: State) -> bool:
    return bool(after.view(LEARNER)["turns_taken"][LEARNER] > before.view(LEARNER)["turns_taken"][LEARNER])


def takes_the_first_turn(before: State, move: Move, after: State) -> Verdict:
    """Any roll does it: the roll-off has already chosen who starts."""
    return True


def rolls_until_the_turn_ends(before: State, move: Move, after: State) -> Verdict:
    """Rolls that let the turn go on are on the way; the one that ends it is the point."""
    return turn_ended(before, after)


def plays_the_last_turn(before: State, move: Move, after: State) -> Verdict:
    return after.over


def rerolls_one_five(before: State, move: Move, after: State) -> Verdict:
    """Rolls on the way to the roll that calls on the privilege, then either 5 re-rolled."""
    if move == "roll":
        return False
    if move["reroll"] is not None:
        return True
    pending = sheet_of(before)["pending"]["faces"]
    total = sheet_of(before)["total"]
    return phrase(
        # Translators: {faces} is the roll kept ("5-5"), {total} the points of the turn so far, {half} half of them,
        # {face} the face both dice show.
        N_("Keeping {faces} ends the turn and halves its {total} points to {half}: re-roll one {face} instead."),
        faces=f"{pending[0]}-{pending[1]}", total=total, half=total // 2, face=pending[0],
    )


def rerolls_the_odd_die(before: State, move: Move, after: State) -> Verdict:
    """Re-rolling the odd die of an even-odd pair can only keep or raise its line."""
    if move["reroll"] is not None:
        return True
    faces = sheet_of(before)["pending"]["faces"]
    even, odd = (faces[0], faces[1]) if faces[0] % 2 == 0 else (faces[1], faces[0])
    return phrase(
        # Translators: {faces} is the roll kept ("6-3"), {even} and {odd} its even and its odd die.
        N_("Keeping {faces} scores just its {even} and uses up the privilege; re-roll the {odd} instead: "
           "the {even} stays, so the new line scores at least {even}."),
        faces=f"{faces[0]}-{faces[1]}", even=even, odd=odd,
    )


def doubles_a_highest_line(before: State, move: Move, after: State) -> Verdict:
    """Any line worth the most will do (there may be several): doubling it adds the most."""
    lines = [line["points"] for line in sheet_of(before)["lines"]]
    best = max(lines)
    chosen = move["double"]
    if chosen is not None and lines[chosen] == best:
        return True
    if chosen is None:
        # Translators: {total} is the turn's points so far; {best} the points of its best line, which doubling would add.
        return phrase(N_("Doubling no line leaves the turn at {total}; doubling a line worth {best} adds {best} to it."),
                      total=sum(lines), best=best)
    # Translators: {line} is the number of a line of the turn's sheet, worth {points}; {best} the best line's points.
    return phrase(N_("Doubling line {line} adds only its {points}; a line worth {best} would add {best}."),
                  line=chosen + 1, points=lines[chosen], best=best)


def solo(dice: list[int], rolls: int = 0) -> Position:
    """A one-player game on these dice, `rolls` of them already rolled."""
    return Position(options={"dice": dice}, moves=("roll",) * rolls, players=1)


ROLL_OFF = Step(
    section="who-starts",
    task=phrase(
        # Translators: {tie} is the total both players rolled in the roll-off; {yours} and {theirs} their totals when
        # they rolled again. "Roll" is the button that rolls the dice.
        N_("You and your opponent both rolled {tie}, so only you two rolled again and your {yours} beat {theirs}: "
           "tap Roll to take the first turn."),
        tie=7, yours=9, theirs=4,
    ),
    position=Position(options={"dice": [3, 4, 5, 2, 6, 3, 1, 3, 2, 6]}, players=2),
    check=takes_the_first_turn,
    learned=phrase(N_("Only the players tied for the highest total roll again, and whoever comes out ahead starts; "
                      "after that, turns go round in seat order.")),
)

FIRST_TURN = Step(
    section="your-turn",
    # Translators: "Roll" is the button that rolls the dice.
    task=phrase(N_("Tap Roll until a roll ends your turn, and watch what each roll writes on its line.")),
    position=solo([2, 5, 4, 6, 3, 5]),
    check=rolls_until_the_turn_ends,
    learned=phrase(
        # Translators: {mixed}, {evens} and {odds} are rolls ("2-5"): an even and an odd die, two different even dice,
        # two different odd dice; {mixed_points} and {evens_points} what they scored; {banked} what the turn scored.
        N_("{mixed} scored its even die, {mixed_points}; {evens}, two different even dice, scored both, {evens_points}; "
           "{odds}, two different odd dice, ended the turn, which banked {banked}."),
        mixed="2-5", mixed_points=2, evens="4-6", evens_points=10, odds="3-5", banked=12,
    ),
)

SNAKE_EYES = Step(
    section="your-turn",
    # Translators: {total} is the points of the turn so far; "Roll" is the button that rolls the dice.
    task=phrase(N_("You have {total} points so far this turn: tap Roll and see what the next roll does to them."), total=16),
    position=solo([4, 6, 6, 1, 1, 1], rolls=2),
    check=rolls_until_the_turn_ends,
    # Translators: {total} is the points the turn had scored before its 1-1.
    learned=phrase(N_("A 1-1 ends the turn and wipes out everything it scored: the {total} points bank nothing."), total=16),
)

THREES = Step(
    section="your-turn",
    task=phrase(
        # Translators: {high} and {low} are the points of the two lines of the turn's sheet; "Roll" is the button that
        # rolls the dice.
        N_("Your sheet has a line worth {high} and one worth {low}: tap Roll and watch which of them survives."),
        high=10, low=2,
    ),
    position=solo([4, 6, 2, 3, 3, 3], rolls=2),
    check=rolls_until_the_turn_ends,
    learned=phrase(
        # Translators: {high} and {low} are the points of the two lines of the turn's sheet.
        N_("A 3-3 scores nothing, ends the turn and crosses out the line worth the most: the {high} is struck and "
           "only {low} is banked."),
        high=10, low=2,
    ),
)

BOXCARS = Step(
    section="your-turn",
    # Translators: {total} is the points of the turn so far; "Roll" is the button that rolls the dice.
    task=phrase(N_("Your sheet adds up to {total}: tap Roll and see how much the turn banks."), total=14),
    position=solo([2, 4, 6, 2, 6, 6], rolls=2),
    check=rolls_until_the_turn_ends,
    learned=phrase(
        # Translators: {points} is what a 6-6 scores (12); {total} the turn's points before it, {sum} with it, and
        # {banked} that sum doubled.
        N_("A 6-6 adds {points}, ends the turn and doubles it all: {total} + {points} = {sum}, which banks as {banked}."),
        points=12, total=14, sum=26, banked=52,
    ),
)

WAITING_PRIVILEGE = Step(
    section="your-turn",
    # Translators: "Roll" is the button that rolls the dice.
    task=phrase(N_("Your 2-2 gave you the re-roll privilege: tap Roll until a roll shows an odd die, "
                   "then re-roll one of its odd dice.")),
    position=solo([2, 2, 4, 6, 5, 5, 4], rolls=1),
    check=rerolls_one_five,
    learned=phrase(
        # Translators: {even_roll} is a roll of two even dice ("4-6"), {halving} the 5-5 that would have halved the
        # turn, {points} what the new pair scored.
        N_("The privilege waited through the {even_roll}, which shows no odd die, then saved the turn from the "
           "{halving} that would have halved it: the new pair scores {points}."),
        even_roll="4-6", halving="5-5", points=4,
    ),
)

ODD_DIE = Step(
    section="your-turn",
    # Translators: {faces} is the roll on the table ("6-3"); {odd} and {even} its odd and its even die.
    task=phrase(N_("Use the privilege on your {faces}: re-roll its {odd} and keep the {even}."), faces="6-3", odd=3, even=6),
    position=solo([2, 2, 6, 3, 4], rolls=2),
    check=rerolls_the_odd_die,
    learned=phrase(
        # Translators: {odd} is the die re-rolled and {new} what it came up; {pair} the new roll ("6-4"), worth {points}.
        N_("Only an odd die may be rolled again, and the new pair counts as a fresh roll: the {odd} came up {new}, "
           "and {pair}, two even dice, scores {points}."),
        odd=3, new=4, pair="6-4", points=10,
    ),
)

DOUBLING = Step(
    section="your-turn",
    # Translators: {best} is the points of the turn's best lines (two lines are worth it).
    task=phrase(N_("Your 4-4 lets you double one line of the turn: double a line worth {best}, the most on your sheet."),
                best=8),
    position=solo([2, 5, 6, 2, 4, 4], rolls=3),
    check=doubles_a_highest_line,
    learned=phrase(
        # Translators: {total} is the turn's points after the doubling.
        N_("A doubled line counts twice, and any line may be chosen, the 4-4's own included: the turn now holds {total}."),
        total=26,
    ),
)

LAST_TURN = Step(
    section="the-end",
    task=phrase(
        # Translators: {theirs} is the opponent's score, {target} the score that ends the game, {yours} the learner's
        # score. "Roll" is the button that rolls the dice.
        N_("Your opponent's {theirs} reached the target of {target}, so you have one last turn: tap Roll until it ends "
           "and see whether your {yours} passes {theirs}."),
        theirs=24, target=20, yours=16,
    ),
    position=Position(
        options={"target": 20, "dice": [6, 5, 2, 1, 4, 2, 6, 4, 3, 1, 4, 6, 6, 2, 2, 4, 5, 3, 4, 6, 3, 5]},
        moves=("roll",) * 7,
        players=2,
    ),
    check=plays_the_last_turn,
    learned=phrase(
        # Translators: {yours} is the learner's final score, {theirs} the opponent's.
        N_("When a turn ends at the target or above, every other player gets exactly one more turn, "
           "then the highest score wins: your {yours} beats {theirs}."),
        yours=26, theirs=24,
    ),
)

LESSONS: tuple[Lesson, ...] = (
    Lesson(
        title=phrase(N_("Beat the Odds: the basics")),
        steps=(ROLL_OFF, FIRST_TURN, SNAKE_EYES, THREES, BOXCARS, WAITING_PRIVILEGE, ODD_DIE, DOUBLING, LAST_TURN),
        finale=Position(players=2),
        learner=LEARNER,
    ),
)
