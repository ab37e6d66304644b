"""Even at Odds' lessons: the duel, then what the solo game changes.

The duel's steps follow two games. In the first the learner starts and plays
Odds (the other player chose Evens): a tile laid on the table, two stacks,
growing a group and cutting the other team's. In the second the learner does
not start, so picks the team, then plays the last tile of a game whose groups
tie, the overtime that follows a tie, and the last tile of the first game of
a game-score match. The solo steps follow one solo game through two turns,
then a game whose first turn cannot be finished without the helper.

Every position is the engine's own game from a fixed deal (`deck`, `first`),
played on by the moves below. Tiles are named as the page names them ("3-5");
the table shows no coordinates, so the tasks point at tiles and numbers."""

from __future__ import annotations

from ..core import State
from ..core.game import Move
from ..core.phrases import N_, Phrase, counted, phrase
from ..games.even_at_odds import EVENS, ODDS, EvenAtOddsState, GameResult, Placement, highest_level_faces, team_of, tile_name
from ..games.even_at_odds_table import touches_value
from . import Lesson, Position, Step, Verdict

LEARNER, OTHER = 0, 1
"""The learner's seat in every step, and the other player's in a duel."""


def lay(a: int, b: int, cell_a: tuple[int, int], cell_b: tuple[int, int]) -> Move:
    """The move laying the tile a-b with its a on cell_a and its b on cell_b ([x, y], y growing downward)."""
    return {"tile": [a, b], "cells": [list(cell_a), list(cell_b)]}


def even_at_odds(state: State) -> EvenAtOddsState:
    assert isinstance(state, EvenAtOddsState), "an Even at Odds position"
    return state


def last_laid(after: State) -> Placement:
    """The tile the move just laid: (a, b, cell of a, cell of b, level), low number first."""
    return even_at_odds(after).placements[-1]


def laid_name(after: State) -> str:
    a, b, *_ = last_laid(after)
    return tile_name((a, b))


def other_tile(after: State, asked: str) -> Phrase:
    # Translators: {tile} and {asked} are dominoes, as 3-5.
    return phrase(N_("That plays the {tile}, but this step is about the {asked}: pick the {asked} in your hand."),
                  tile=laid_name(after), asked=asked)


def finished_game(before: State, after: State) -> GameResult | None:
    """The game the move ended, as the match records it; None when it goes on (into overtime)."""
    results = even_at_odds(after).results
    return results[-1] if len(results) > len(even_at_odds(before).results) else None


# -- the first duel: you start, as Odds ------------------------------------------------------------------------------

OPENING_DECK = [
    "3-5", "1-3", "1-5", "0-4", "2-3", "5-6", "1-4",
    "2-4", "2-6", "4-6", "0-2", "1-2", "4-5", "0-6",
    "0-0", "3-4",
    "0-1", "0-3", "0-5", "1-6", "2-5", "3-6",
]
"""Your hand (you start), the other player's, the two tiles put aside, then the boneyard in the order drawn."""
OPENING = {"first": LEARNER, "deck": OPENING_DECK}
EVENS_CHOSEN: list[Move] = [{"team": EVENS}]
"""The other player, who does not start, takes Evens: you play Odds."""
FLAT_AND_STACKED = [
    *EVENS_CHOSEN,
    lay(3, 5, (0, 3), (1, 3)),  # your 3-5 under the 3-3, 3 against 3
    lay(2, 4, (1, 1), (1, 0)),  # the Evens stack across the 2-2 and the 1-1, 2 on 2
]
TWO_ON_LEVEL_TWO = [
    *FLAT_AND_STACKED,
    lay(1, 5, (0, 0), (0, 1)),  # your stack across the 1-1 and the 2-2, 1 on 1
    lay(2, 6, (2, 1), (2, 0)),  # the Evens stack across the 5-5 and the 6-6, 6 on 6
]
ODDS_SPLIT = [
    *TWO_ON_LEVEL_TWO,
    lay(1, 3, (0, 0), (1, 0)),  # your stack on level 3, 1 on your 1
    lay(0, 3, (0, 2), (0, 3)),  # the Evens' blank covers the 3 that held your odds together
]
EVENS_OF_SIX = [
    *ODDS_SPLIT,
    lay(2, 3, (2, 1), (1, 1)),  # your 3 on level 3 joins your two groups of 3
    lay(4, 6, (2, 2), (1, 2)),  # the Evens' 6 covers your 3 and their group grows to 6
]


def three_beside_a_three(before: State, move: Move, after: State) -> Verdict:
    a, b, cell_a, _, level = last_laid(after)
    if (a, b) != (3, 5):
        return other_tile(after, "3-5")
    if level > 1:
        return phrase(N_("That stacks the 3-5 on top of two tiles, which comes next: this time lay it flat on two empty "
                         "cells, with its 3 against the 3-3."))
    if not touches_value(even_at_odds(before).surface, cell_a, 3):
        return phrase(N_("That lays the 3-5 by its 5, against the 5-5, which is allowed too: this time put its 3 side by "
                         "side with a 3 of the 3-3."))
    return True


def stacks_the_one_five(before: State, move: Move, after: State) -> Verdict:
    a, b, _, _, level = last_laid(after)
    if (a, b) != (1, 5):
        return other_tile(after, "1-5")
    if level == 1:
        return phrase(N_("That lays the 1-5 flat on the table: this time stack it, across two faces of the same height "
                         "from two different tiles, one of them a 1 or a 5."))
    return True


def stacks_on_level_three(before: State, move: Move, after: State) -> Verdict:
    level = last_laid(after)[4]
    if level == 3:
        return True
    if level == 2:
        return phrase(N_("That stack lies on level 2, on faces of level 1: this time cross two tiles that already lie "
                         "on level 2 (their badges say 2)."))
    # Translators: {tile} is a domino, as 3-5.
    return phrase(N_("That lays the {tile} flat, on level 1: stack a tile across two tiles that lie on level 2 (their "
                      "badges say 2)."), tile=laid_name(after))


def grows_your_odds(before: State, move: Move, after: State) -> Verdict:
    was, now = before.scores[LEARNER], after.scores[LEARNER]
    if now > was:
        return True
    if now == was:
        # Translators: {tile} is a domino, as 3-5; {size} the number of faces in the learner's biggest group of odds.
        return phrase(N_("That lays the {tile}, but your biggest group of odds stays at {size}: put a 1, 3 or 5 right "
                         "against one of your groups, or cover the even face between them."),
                      tile=laid_name(after), size=now)
    # Translators: {tile} is a domino, as 3-5; {size} the number of faces left in the learner's biggest group of odds.
    return phrase(N_("That lays the {tile}, but it covers one of your odds and your biggest group shrinks to {size}: "
                     "add a 1, 3 or 5 to a group instead."), tile=laid_name(after), size=now)


def cuts_the_evens(before: State, move: Move, after: State) -> Verdict:
    was, now = before.scores[OTHER], after.scores[OTHER]
    if now < was:
        return True
    if now == was:
        # Translators: {tile} is a domino, as 3-5; {size} the number of faces in the Evens' biggest group.
        return phrase(N_("That lays the {tile}, but the Evens' biggest group still has {size} faces: stack it so that its "
                         "blank or an odd number lies on one of their faces."), tile=laid_name(after), size=now)
    # Translators: {tile} is a domino, as 3-5; {size} the number of faces in the Evens' biggest group.
    return phrase(N_("That lays the {tile}, and its even face joins the Evens' biggest group, which grows to {size}: "
                     "cover one of their faces with a blank or an odd number instead."), tile=laid_name(after), size=now)


# -- the second duel: the other player starts, you pick the team ----------------------------------------------------

SECOND_DECK = [
    "2-5", "0-2", "0-4", "2-4", "1-6", "0-1", "2-3",
    "1-3", "3-5", "1-2", "0-5", "4-5", "3-6", "1-4",
    "5-6", "0-6",
    "1-5", "3-4", "2-6", "0-3", "4-6", "0-0",
]
"""The start player's hand, yours (mostly odd numbers), the two tiles put aside, then the boneyard."""
SECOND = {"first": OTHER, "deck": SECOND_DECK}
ODDS_CHOSEN: list[Move] = [{"team": ODDS}]
TIED_AT_THE_END = [
    *ODDS_CHOSEN,
    lay(2, 4, (1, 1), (2, 1)), lay(1, 4, (-1, 0), (-1, -1)), lay(1, 6, (-1, 0), (0, 0)), lay(1, 3, (-1, 1), (-1, 2)),
    lay(2, 3, (-1, 2), (0, 2)), lay(3, 5, (1, 2), (2, 2)), lay(4, 6, (5, 0), (4, 0)), lay(3, 6, (1, 3), (2, 3)),
    lay(2, 6, (0, -2), (0, -1)), lay(0, 3, (1, 1), (1, 2)), lay(0, 2, (-2, -2), (-1, -2)), lay(1, 2, (-1, -2), (0, -2)),
    lay(2, 5, (0, -3), (1, -3)), lay(3, 4, (0, -1), (-1, -1)), lay(0, 4, (2, 2), (2, 1)), lay(0, 0, (-2, -1), (-2, 0)),
    lay(0, 1, (-2, 1), (-2, 2)), lay(4, 5, (2, 1), (1, 1)), lay(1, 5, (3, 2), (3, 1)),
]
"""A game to your last tile, the 0-5: the groups tie at 5, and level 4, the highest, holds one odd face and one even."""
OVERTIME = [
    *TIED_AT_THE_END,
    lay(0, 5, (4, 2), (4, 1)),  # your last tile leaves everything tied: overtime, you take the 0-6
    lay(5, 6, (2, -2), (2, -1)),  # the Evens' overtime tile, the 5-6, grows their group to 6
]
MATCH = {**SECOND, "match": "game-score"}
LAST_TILE_OF_GAME_ONE = [
    *ODDS_CHOSEN,
    lay(2, 4, (1, 1), (2, 1)), lay(1, 3, (0, 0), (0, 1)), lay(0, 2, (0, 1), (1, 1)), lay(3, 5, (3, 0), (3, 1)),
    lay(2, 6, (1, -1), (2, -1)), lay(3, 6, (4, 0), (5, 0)), lay(1, 5, (5, 1), (4, 1)), lay(0, 5, (2, 1), (3, 1)),
    lay(2, 3, (4, 1), (4, 0)), lay(0, 3, (2, 1), (1, 1)), lay(4, 6, (1, 0), (2, 0)), lay(1, 4, (1, 3), (2, 3)),
    lay(2, 5, (1, -2), (2, -2)), lay(1, 2, (1, -1), (1, -2)), lay(1, 6, (4, -1), (5, -1)), lay(3, 4, (-1, 2), (-2, 2)),
    lay(0, 4, (4, 3), (4, 2)), lay(0, 0, (5, 3), (6, 3)), lay(0, 1, (4, -3), (4, -2)),
]
"""Another game from the same deal, to your last tile, the 4-5, with the groups at 5 each."""
BIG_ENOUGH_MARGIN = 2


def team_with_more_numbers(before: State, move: Move, after: State) -> Verdict:
    teams = [team_of(value) for tile in even_at_odds(before).hands[LEARNER] for value in tile]
    odd, even = teams.count(ODDS), teams.count(EVENS)
    if (move["team"] == ODDS and odd >= even) or (move["team"] == EVENS and even >= odd):
        return True
    if move["team"] == EVENS:
        # Translators: {even} and {odd} count the even and the odd numbers on the tiles of the learner's hand.
        return phrase(N_("Evens is allowed, but your hand has only {even} even numbers against {odd} odd ones: Odds gives "
                         "you more to lay."), even=even, odd=odd)
    # Translators: {odd} and {even} count the odd and the even numbers on the tiles of the learner's hand.
    return phrase(N_("Odds is allowed, but your hand has only {odd} odd numbers against {even} even ones: Evens gives "
                     "you more to lay."), odd=odd, even=even)


def not_won(after: State, result: GameResult) -> Phrase:
    """Why a finished game is not the learner's (Odds') win, with its numbers."""
    yours, theirs = result[0][LEARNER], result[0][OTHER]
    if yours < theirs:
        # Translators: {theirs} and {yours} count the faces in the two teams' biggest groups.
        return phrase(N_("That loses: the Evens' biggest group has {theirs} faces against your {yours}. A blank or an odd "
                         "number on one of their faces cuts it."), theirs=theirs, yours=yours)
    level, faces = highest_level_faces(even_at_odds(after).surface)
    if faces[EVENS] > faces[ODDS]:
        # Translators: {size} is the size of both biggest groups; {level} the table's highest level; {evens} and
        # {odds} count the even and odd faces on it.
        return phrase(N_("That ties the groups at {size}, but level {level}, the highest, shows {evens} even faces "
                         "against {odds} odd: the Evens win the tie."), size=yours, level=level, evens=faces[EVENS],
                      odds=faces[ODDS])
    # Translators: {size} is the size of both biggest groups; {level} the table's highest level.
    return phrase(N_("That ties the groups at {size} and the faces on level {level}, the highest, too, and after "
                     "overtime that is a draw: cut their group further."), size=yours, level=level)


def wins_the_tie(before: State, move: Move, after: State) -> Verdict:
    result = finished_game(before, after)
    if result is None:
        level, faces = highest_level_faces(even_at_odds(after).surface)
        # Translators: {size} is the size of both biggest groups; {level} the table's highest level; {count} the
        # number of odd faces on it, and of even faces; {below} the level under it.
        return counted("That keeps the groups tied at {size}, and level {level}, the highest, still shows {count} odd "
                       "face and {count} even one: the game would go to overtime. A tile stacked on two faces of level "
                       "{below} lands on level {level}.",
                       "That keeps the groups tied at {size}, and level {level}, the highest, still shows {count} odd "
                       "faces and {count} even ones: the game would go to overtime. A tile stacked on two faces of "
                       "level {below} lands on level {level}.",
                       count=faces[ODDS], size=after.scores[LEARNER], level=level, below=level - 1)
    return True if result[1] == (LEARNER,) else not_won(after, result)


def wins_in_overtime(before: State, move: Move, after: State) -> Verdict:
    result = finished_game(before, after)
    assert result is not None, "the last turn of overtime ends the game"
    return True if result[1] == (LEARNER,) else not_won(after, result)


def wins_by_a_margin(before: State, move: Move, after: State) -> Verdict:
    result = finished_game(before, after)
    if result is None:
        # Translators: {size} is the size of both biggest groups.
        return phrase(N_("That ties the groups at {size} and the highest level too, so the game would go to overtime: "
                         "grow your group or cut theirs."), size=after.scores[LEARNER])
    (yours, theirs), winners = result[0], result[1]
    if winners != (LEARNER,):
        return not_won(after, result)
    margin = yours - theirs
    if margin >= BIG_ENOUGH_MARGIN:
        return True
    if margin == 0:
        # Translators: {size} is the size of both biggest groups.
        return phrase(N_("That wins on the highest level with the groups tied at {size}, and a game won on the tie earns "
                         "0 in game score: grow your group or cut theirs."), size=yours)
    # Translators: {count} is the margin the game is won by; {target} the margin the task asks for.
    return counted("That wins by {count} point, which is all it earns: find a tile that wins by {target} or more.",
                   "That wins by {count} points, which is all it earns: find a tile that wins by {target} or more.",
                   count=margin, target=BIG_ENOUGH_MARGIN)


DUEL = Lesson(
    title=phrase(N_("Even at Odds: the duel")),
    steps=(
        Step(
            section="your-turn",
            # Translators: {tile} is a domino, as 3-5; {three} the double on the table, 3-3.
            task=phrase(N_("You play Odds: lay the {tile} flat on two empty cells so that its 3 sits side by side with a "
                           "3 of the {three}."), tile="3-5", three="3-3"),
            position=Position(OPENING, EVENS_CHOSEN),
            check=three_beside_a_three,
            learned=phrase(N_("A tile laid on the table needs one face side by side with the same number; its other face "
                              "may touch anything, and then you draw a tile from the boneyard.")),
        ),
        Step(
            section="your-turn",
            # Translators: {tile} is a domino, as 1-5.
            task=phrase(N_("Stack the {tile} across two tiles whose faces lie at the same height, with its 1 on a 1 or "
                           "its 5 on a 5."), tile="1-5"),
            position=Position(OPENING, FLAT_AND_STACKED),
            check=stacks_the_one_five,
            learned=phrase(N_("A stack covers two faces of the same height from two different tiles, and one of its "
                              "halves must land on its own number.")),
        ),
        Step(
            section="your-turn",
            task=phrase(N_("Stack a tile on level 3: across two different tiles that both already lie on level 2.")),
            position=Position(OPENING, TWO_ON_LEVEL_TWO),
            check=stacks_on_level_three,
            learned=phrase(N_("A stack sits one level above the two faces under it, and they must be at the same height: "
                              "a face of level 2 beside one of level 1 takes no tile.")),
        ),
        Step(
            section="scoring",
            # Translators: {size} is the size of each of the learner's two groups of odd faces.
            task=phrase(N_("The Evens' blank has split your odds into two groups of {size}: lay a tile that makes your "
                           "biggest group of odds bigger than {size}."), size=3),
            position=Position(OPENING, ODDS_SPLIT),
            check=grows_your_odds,
            learned=phrase(N_("Your score is your biggest group of odd faces that touch side by side, whatever their "
                              "heights; a blank belongs to nobody and breaks a group.")),
        ),
        Step(
            section="scoring",
            # Translators: {size} is the number of faces in the Evens' biggest group.
            task=phrase(N_("Shrink the Evens' biggest group of {size}: stack a tile so that its blank or an odd number "
                           "covers one of their faces."), size=6),
            position=Position(OPENING, EVENS_OF_SIX),
            check=cuts_the_evens,
            learned=phrase(N_("A face covered by an odd number or a blank leaves the Evens' group: cutting theirs counts "
                              "as much as growing yours.")),
        ),
        Step(
            section="setting-up-a-duel",
            task=phrase(N_("The other player starts, so you pick the team: take the one whose numbers your hand holds "
                           "more of, Odds (1, 3, 5) or Evens (2, 4, 6).")),
            position=Position(SECOND),
            check=team_with_more_numbers,
            learned=phrase(N_("The player who does not start picks Odds or Evens; the start player gets the other team "
                              "and lays the first tile.")),
        ),
        Step(
            section="scoring",
            # Translators: {tile} is a domino, as 0-5; {size} the size of both biggest groups; {level} the highest level.
            task=phrase(N_("The {tile} is the last tile of the game and the groups tie at {size}: win the tie by leaving "
                           "more odd faces than even ones on level {level}, the highest."), tile="0-5", size=5, level=4),
            position=Position(SECOND, TIED_AT_THE_END),
            check=wins_the_tie,
            learned=phrase(N_("When the biggest groups tie, the team with more faces on the highest level wins, and a "
                              "stack is how you add faces up there.")),
        ),
        Step(
            section="scoring",
            # Translators: {theirs} and {yours} are the sizes of the two biggest groups; {tile} is a domino, as 0-6.
            task=phrase(N_("Overtime: the Evens laid their extra tile and lead {theirs} to {yours}, so win with yours, "
                           "the {tile} put aside, the last tile of the game."), theirs=6, yours=5, tile="0-6"),
            position=Position(SECOND, OVERTIME),
            check=wins_in_overtime,
            learned=phrase(N_("In overtime each player lays one of the two tiles put aside, the start player first; a tie "
                              "after that is a draw.")),
        ),
        Step(
            section="matches",
            # Translators: {tile} is a domino, as 4-5; {margin} the number of points the task asks to win by.
            task=phrase(N_("In a game-score match each game's winner earns the difference between the groups: lay the "
                           "{tile}, your last tile, so that you win this game by {margin} or more."), tile="4-5",
                        margin=BIG_ENOUGH_MARGIN),
            position=Position(MATCH, LAST_TILE_OF_GAME_ONE),
            check=wins_by_a_margin,
            learned=phrase(N_("Game score adds up the winners' margins over three games, and a win on the tie earns 0; "
                              "best of three just counts games won, and the first to two takes the match.")),
        ),
    ),
    finale=Position(seed=46),
)


# -- solo ----------------------------------------------------------------------------------------------------------

SOLO_DECK = ["4-4", "1-3", "2-6", "1-2", "3-5", "4-6"]
"""The first two turns' draws, three tiles each."""
SOLO = {"mode": "solo", "deck": SOLO_DECK}
FIRST_SOLO_TURN = [
    lay(1, 3, (0, 0), (0, 1)),  # the 3 hides the only 2 for a while
    lay(2, 6, (1, -1), (2, -1)),  # and the 2 comes back before the turn ends
    lay(4, 4, (1, 2), (2, 2)),
]
BLOCKED = {"mode": "solo", "deck": ["1-1", "1-4", "3-3"]}
BLOCKED_SEED = 3
"""A first turn with no way through: the 3-3 can only be stacked on the 3 and the 2 beside it, and nothing brings a
2 back. The draw the helper makes with this seed lets the turn go on."""
BLOCKER = "3-3"


def exchanged(move: Move) -> str:
    """The name of the tile a helper move gives back."""
    a, b = move["exchange"]
    return tile_name((a, b))


def keep_the_helper(move: Move) -> Phrase:
    # Translators: {tile} is a domino, as 2-6.
    return phrase(N_("That swaps the {tile} with the double-blank helper, which you get once a game: keep it for a turn "
                     "that cannot be finished, and lay these tiles."), tile=exchanged(move))


def all_three_laid(before: State, move: Move, after: State) -> Verdict:
    if "exchange" in move:
        return keep_the_helper(move)
    return even_at_odds(after).turn_number > even_at_odds(before).turn_number or after.over


def penalty_kept(before: State, move: Move, after: State) -> Verdict:
    if "exchange" in move:
        return keep_the_helper(move)
    was, now = even_at_odds(before).penalty(), even_at_odds(after).penalty()
    if now["total"] <= was["total"]:
        return True
    # Translators: {before} and {after} are the penalty before and after the move; {odds} and {evens} the sizes of
    # the biggest Odds and Evens groups; {difference} twice the difference of those sizes; {others} the number of
    # other groups.
    return phrase(N_("That raises your penalty from {before} to {after}: your biggest groups, {odds} odd faces and {evens} "
                     "even, cost twice their difference, {difference}, and the other groups add {others}, 1 each."),
                  before=was["total"], after=now["total"], odds=now["odds"], evens=now["evens"],
                  difference=now["difference_points"], others=now["other_groups"])


def blocker_swapped(before: State, move: Move, after: State) -> Verdict:
    if "exchange" not in move:
        return False
    if exchanged(move) == BLOCKER:
        return True
    # Translators: {tile} and {blocker} are dominoes, as 1-4 and 3-3.
    return phrase(N_("Swapping the {tile} keeps the {blocker}, which can only go on the 3 and the 2 beside it, and no "
                     "tile in your hand brings a 2 back: swap the {blocker}."), tile=exchanged(move), blocker=BLOCKER)


SOLO_LESSON = Lesson(
    title=phrase(N_("Even at Odds: solo")),
    steps=(
        Step(
            section="solo",
            # Translators: {double} is a domino with the same number on both halves, as 4-4.
            task=phrase(N_("Lay all three tiles you drew, one after another; the {double} is a double, so it can only "
                           "be stacked."), double="4-4"),
            position=Position(SOLO),
            check=all_three_laid,
            learned=phrase(N_("A solo turn lays all three tiles drawn, a double only on top of two tiles, and ends with "
                              "every number from 1 to 6 showing.")),
        ),
        Step(
            section="solo",
            # Translators: {penalty} is the learner's penalty points so far.
            task=phrase(N_("Your penalty is {penalty}: lay a tile that does not raise it, keeping the biggest Odds and "
                           "Evens groups equal and starting no new group."), penalty=2),
            position=Position(SOLO, FIRST_SOLO_TURN),
            check=penalty_kept,
            learned=phrase(N_("Solo points are bad: the difference between the biggest Odds and Evens groups counts "
                              "twice, and every other group adds 1.")),
        ),
        Step(
            section="solo",
            task=phrase(N_("No order of these three tiles ends the turn with all six numbers showing: swap the one that "
                           "blocks it with the double-blank helper.")),
            position=Position(BLOCKED, seed=BLOCKED_SEED),
            check=blocker_swapped,
            learned=phrase(N_("Once a game the double-blank swaps a tile for a random one of the draw pile; without it, "
                              "a turn that cannot be finished ends the game and every tile not laid costs 5.")),
        ),
    ),
    finale=Position({"mode": "solo"}, seed=46),
)

LESSONS: tuple[Lesson, ...] = (DUEL, SOLO_LESSON)
