"""Even Odds taught dispute by dispute.

Every step is a table of three players (one colour stays in the box) dealt
through the game's `deal` option, with round 1's leader set by `first`. The
first step shows the whole deal; the others are set up a few disputes before
the end of the round, so that each rack holds four tiles or fewer. The
disputes played to get there (the tiles before the bar in each rack) are
ordinary play, chosen only to leave those racks, that leader and those
scores.

The learner never sees their own numbers, so a task asks only for what their
screen shows: the colour and shape (square even, triangle odd) of their own
tiles, and the numbers on the others' tiles and on the table. Where a step's
rule is one the engine enforces (following a colour), every legal move does
the task and the rule shows in the moves it refuses; where the rule leaves a
choice, the check explains a choice that misses with the position's numbers.
"""

from __future__ import annotations

from typing import Any, TypeAlias

from ..core import State
from ..core.game import Move, Seat
from ..core.phrases import N_, phrase
from ..games.even_odds import HIGHEST, colour_word
from . import Lesson, Position, Step, Verdict

LEARNER: Seat = 0
NEXT: Seat = 1
"""The player after the learner."""


Played: TypeAlias = tuple[int | str, ...]
"""Moves as `table` writes them: a tile id (seat s holds ids 12 s to 12 s + 11,
in its rack's order), or the colour the player of a 10 named."""


def table(racks: list[str], first: Seat, before: Played = (), dispute: Played = ()) -> Position:
    """A one-round game of three, led first by `first`, after the disputes
    `before` the step and the moves of its own `dispute` so far.

    Each rack is its tiles in deal order ("pink-10 blue-3 ..."), a bar
    between the tiles played before the step and those left for it."""
    deal = [rack.replace("|", " ").split() for rack in racks]
    moves = tuple({"tile": move} if isinstance(move, int) else {"color": move} for move in before + dispute)
    return Position(options={"deal": deal, "first": first, "rounds": 1}, moves=moves, players=3)


def own_tile(state: State, move: Move) -> dict[str, Any]:
    """The learner's tile as their own rack shows it: colour and parity, no number."""
    rack: list[dict[str, Any]] = state.view(LEARNER)["racks"][LEARNER]
    return next(tile for tile in rack if tile["id"] == move["tile"])


def rest_of_round_played(state: State) -> State:
    """The round played to its end by each seat's first legal move: from a
    position where every rack holds one tile, that is the only play there is
    (a colour named after a 10 changes nothing then)."""
    while not state.over:
        (seat,) = state.to_move
        state = state.play(state.legal_moves(seat)[0], seat)
    return state


def any_legal_move(before: State, move: Move, after: State) -> Verdict:
    """Every move the engine allows does the task: the rule the step is about
    shows in the moves it refuses."""
    return True


def leads_a_pink_triangle(before: State, move: Move, after: State) -> Verdict:
    tile = own_tile(before, move)
    if tile["colour"] == "pink" and tile["parity"] == "odd":
        return True
    if tile["parity"] == "even":
        return phrase(
            # Translators: {colour} is the colour of the tile the learner led (a colour word: "blue").
            N_("That is your {colour} square, and squares are even tiles: lead a pink triangle, an odd one."),
            colour=colour_word(tile["colour"]),
        )
    # Translators: {colour} is the colour of the tile the learner led (a colour word: "blue").
    return phrase(N_("That is an odd tile, but a {colour} one: lead one of your pink triangles."),
                  colour=colour_word(tile["colour"]))


def makes_the_next_player_follow_black(before: State, move: Move, after: State) -> Verdict:
    """Black is the colour in which the next player's only tile is their 9."""
    tile = own_tile(before, move)
    if tile["colour"] == "black":
        return True
    return phrase(
        # Translators: {colour} is the colour of the tile the learner played (a colour word: "pink").
        N_("That is allowed, as you hold no yellow, but now the next player follows {colour} and keeps their black 9, "
           "so your own tile might end up the highest: play a black tile."),
        colour=colour_word(tile["colour"]),
    )


def follows_below_the_nine(before: State, move: Move, after: State) -> Verdict:
    """A pink triangle is odd, and with the pink 9 on the table at most a 7;
    a pink square could be the 10, which nobody else holds."""
    if own_tile(before, move)["parity"] == "odd":
        return True
    return phrase(N_("Your pink square is even, so it could be the pink 10, which nobody else holds: it would win, "
                     "and you would take the pink 4. Play your triangle, which is 7 at most."))


def names_the_colour_of_their_ten(before: State, move: Move, after: State) -> Verdict:
    """Right when the next player must now play a 10: their only tile of the named colour is its 10."""
    rack = {tile["id"]: tile for tile in before.view(LEARNER)["racks"][NEXT]}
    if all(rack[answer["tile"]]["value"] == HIGHEST for answer in after.legal_moves(NEXT)):
        return True
    colour = move["color"]
    named = [tile["value"] for tile in rack.values() if tile["colour"] == colour]
    if named:
        return phrase(
            # Translators: {colour} is the colour the learner named after their 10 (a colour word: "pink"); {value} the
            # lowest number the next player holds in it.
            N_("With {colour} named, the next player can answer with their {colour} {value} and keep their 10, so your "
               "yellow 10 would win: name the colour in which their only tile is a 10."),
            colour=colour_word(colour), value=min(named),
        )
    return phrase(
        # Translators: {colour} is the colour the learner named after their 10 (a colour word: "yellow").
        N_("The next player holds no {colour}, so they may play any tile and keep their 10: name the colour in which "
           "their only tile is a 10."),
        colour=colour_word(colour),
    )


def leads_yellow(before: State, move: Move, after: State) -> Verdict:
    """Yellow is the colour in which the others hold only the 8 and the 9."""
    tile = own_tile(before, move)
    if tile["colour"] == "yellow":
        return True
    return phrase(
        # Translators: {colour} is the colour of the tile the learner led (a colour word: "blue").
        N_("In {colour} the others can follow with low tiles, so your own tile might be the highest and take the "
           "points: lead yellow, where they hold only the 8 and the 9."),
        colour=colour_word(tile["colour"]),
    )


def finishes_lowest(before: State, move: Move, after: State) -> Verdict:
    """Right when the learner ends the game with the lowest total, the last
    dispute (one tile a rack) played out."""
    scores = rest_of_round_played(after).scores
    others = min(score for seat, score in enumerate(scores) if seat != LEARNER)
    if scores[LEARNER] < others:
        return True
    return phrase(
        # Translators: {total} is the learner's total at the end of the game; {lowest} the lowest of the others'.
        N_("Then your square is left for the last dispute, where as the pink 10 it wins and takes the green 8: you "
           "would end on {total} points, and someone else on {lowest}. Play the square now, where winning costs 2."),
        total=scores[LEARNER], lowest=others,
    )


READING_YOUR_RACK = Step(
    section="the-deal",
    task=phrase(N_("Lead one of your pink triangles: your own tiles show you only their colour and shape, "
                   "and a triangle is an odd tile.")),
    position=table(
        [
            "blue-4 blue-7 black-2 black-9 pink-3 pink-8 green-1 green-5 blue-1 black-6 pink-6 green-9",
            "blue-10 blue-2 black-5 black-10 pink-1 pink-9 green-3 green-8 black-3 pink-4 green-10 blue-6",
            "green-7 blue-9 blue-5 black-1 black-8 pink-2 pink-7 pink-10 green-4 green-6 black-4 blue-3",
        ],
        first=0,
    ),
    check=leads_a_pink_triangle,
    learned=phrase(N_("It was the pink 3: the others could read it all along, and only you could not.")),
)

FOLLOWING = Step(
    section="a-dispute",
    task=phrase(N_("Follow the blue 6 that was led: play one of your blue tiles.")),
    position=table(
        [
            "blue-4 green-5 blue-5 black-4 pink-2 black-3 green-7 green-3 | blue-2 blue-7 black-5 green-8",
            "black-8 black-7 blue-1 green-9 pink-10 pink-9 pink-6 green-10 | blue-9 pink-3 black-1 green-4",
            "black-9 green-6 black-10 green-1 blue-8 blue-3 pink-5 pink-7 | blue-6 pink-8 black-6 green-2",
        ],
        first=1,
        before=(19, "green", 25, 7, 14, 28, 0, 27, 6, 15, 12, 24, 5, 26, "pink", 4, 17, 30, 3, 13, 16, "blue", 29,
                2, 18, 31, 1),
        dispute=(32,),
    ),
    check=any_legal_move,
    learned=phrase(N_("While you hold the colour to follow, you must play it, even without seeing your numbers.")),
)

FOLLOWING_THE_LAST_TILE = Step(
    section="a-dispute",
    task=phrase(N_("The last tile played is the green 8, so follow green, not the blue 3 that was led.")),
    position=table(
        [
            "green-3 pink-8 blue-8 yellow-10 blue-1 green-5 yellow-7 blue-2 | blue-5 green-1 green-6 pink-4",
            "blue-10 yellow-3 blue-6 green-9 pink-1 green-10 blue-4 blue-7 | blue-3 blue-9 pink-7 green-2",
            "yellow-1 pink-5 yellow-6 yellow-8 pink-10 yellow-5 green-4 yellow-2 | green-8 pink-2 pink-9 yellow-4",
        ],
        first=0,
        before=(3, "yellow", 13, 26, 5, 17, "yellow", 27, 18, 31, 6, 1, 16, 25, 2, 19, 29, 4, 14, 30, 12, "pink",
                28, "blue", 7, 24, 0, 15),
        dispute=(20, 32),
    ),
    check=any_legal_move,
    learned=phrase(N_("The colour to follow is always the last tile's: the player who had no blue turned the dispute green.")),
)

CHANGING_THE_COLOUR = Step(
    section="a-dispute",
    task=phrase(N_("You hold no yellow, so any tile goes: play a black one, which the next player can answer only "
                   "with their black 9.")),
    position=table(
        [
            "yellow-3 black-4 blue-6 pink-7 blue-2 yellow-10 black-1 blue-9 | black-2 black-7 pink-6 blue-3",
            "yellow-7 yellow-1 blue-8 black-6 blue-10 pink-1 black-3 pink-4 | black-9 pink-2 blue-1 yellow-8",
            "yellow-6 black-8 pink-3 yellow-4 black-5 pink-10 yellow-2 blue-7 | yellow-5 black-10 pink-9 blue-4",
        ],
        first=1,
        before=(14, 31, 4, 17, 26, 3, 2, 16, "black", 25, 12, 27, 5, 0, 13, 30, 1, 15, 28, 19, 29, "blue", 7, 24,
                6, 18),
        dispute=(32,),
    ),
    check=makes_the_next_player_follow_black,
    learned=phrase(N_("Without the colour to follow you may play any tile, and its colour binds the next player: "
                      "out comes their black 9, above any black of yours, since the black 10 is in view.")),
)

HIGHEST_WINS = Step(
    section="a-dispute",
    task=phrase(N_("Follow pink with a tile that cannot beat the pink 9: a triangle is odd, so with the 9 on the table "
                   "it is at most a 7.")),
    position=table(
        [
            "green-9 black-7 yellow-9 black-3 black-5 green-10 pink-2 pink-5 | pink-10 pink-3 black-6 green-5",
            "yellow-10 black-9 pink-1 pink-6 green-4 yellow-4 green-6 black-10 | pink-4 black-2 green-7 yellow-1",
            "pink-8 black-1 pink-7 yellow-8 yellow-2 green-1 yellow-5 green-2 | pink-9 black-8 yellow-6 green-3",
        ],
        first=2,
        before=(30, 2, 17, 6, 15, 26, 27, 1, 19, 18, 31, 5, 7, 14, 24, 29, 0, 16, 4, 13, 25, 12, "yellow", 28, 3),
        dispute=(20, 32),
    ),
    check=follows_below_the_nine,
    learned=phrase(N_("The highest number wins and must take the lowest tile: the pink 9's player scores your pink 3, "
                      "and you score nothing.")),
)

A_NAMED_COLOUR = Step(
    section="a-dispute",
    task=phrase(N_("The blue 10 named pink, so follow pink, although the last tile played is blue.")),
    position=table(
        [
            "green-7 pink-7 yellow-4 yellow-5 pink-9 blue-3 blue-1 green-2 | blue-4 pink-1 pink-8 green-3",
            "yellow-1 green-5 pink-4 yellow-7 blue-6 blue-9 green-10 pink-6 | pink-5 blue-7 green-9 yellow-2",
            "blue-8 yellow-10 pink-3 pink-10 green-8 yellow-8 blue-2 green-6 | blue-10 yellow-6 green-4 pink-2",
        ],
        first=0,
        before=(4, 14, 27, 31, 0, 13, 1, 19, 26, 6, 16, 24, 28, 7, 18, 17, 30, 5, 15, 25, "yellow", 2, 29, 3, 12),
        dispute=(32, "pink"),
    ),
    check=any_legal_move,
    learned=phrase(N_("A 10's colour binds only the next player: after you, the last player follows the last tile "
                      "again, your pink.")),
)

NAMING_A_COLOUR = Step(
    section="a-dispute",
    task=phrase(N_("You led the yellow 10: name the colour that makes the next player play their own 10, which wins "
                   "as the later of two 10s.")),
    position=table(
        [
            "black-7 pink-9 yellow-5 yellow-1 yellow-7 blue-8 blue-4 blue-10 | yellow-10 blue-5 black-4 pink-7",
            "black-2 black-5 pink-1 yellow-8 black-6 blue-1 blue-9 yellow-6 | black-10 pink-2 pink-5 blue-3",
            "blue-7 pink-8 pink-10 yellow-3 black-3 black-9 yellow-9 yellow-2 | pink-6 blue-6 yellow-4 black-1",
        ],
        first=1,
        before=(18, 24, 5, 14, 25, 1, 7, "black", 12, 28, 0, 13, 29, 31, 2, 15, 19, 30, 3, 26, "blue", 6, 17, 27,
                4, 16),
        dispute=(8,),
    ),
    check=names_the_colour_of_their_ten,
    learned=phrase(N_("Black binds the next player alone, and their black 10 has to come: of equal highest numbers the "
                      "later wins, so it beats your yellow 10.")),
)

LEADING = Step(
    section="a-dispute",
    task=phrase(N_("You won the last dispute, so you lead: lead a yellow tile, which the others can follow only with "
                   "their yellow 8 and yellow 9.")),
    position=table(
        [
            "green-10 blue-9 yellow-6 green-3 black-5 black-3 black-6 blue-3 | yellow-3 yellow-5 blue-6 black-7",
            "yellow-4 green-5 green-6 blue-7 black-9 black-10 blue-8 blue-4 | yellow-8 blue-2 black-1 black-4",
            "blue-10 yellow-7 green-2 green-1 green-9 black-8 green-7 green-8 | yellow-9 blue-1 blue-5 black-2",
        ],
        first=2,
        before=(26, 0, "blue", 18, 3, 14, 30, 25, 2, 12, 29, 4, 16, 19, 24, "black", 6, 27, 7, 15, 17, "green", 31,
                5, 13, 28, 1),
    ),
    check=leads_yellow,
    learned=phrase(N_("The winner of a dispute leads the next: a colour in which the others hold only high tiles "
                      "hands one of them the win, and the points.")),
)

THE_END = Step(
    section="rounds-and-the-end",
    task=phrase(N_("Two disputes are left: play your pink square now, so that if it is the 10 it wins here, where the "
                   "lowest tile is the pink 2, and not in the last dispute against the green 8 and 9.")),
    position=table(
        [
            "yellow-6 green-5 blue-1 pink-1 yellow-5 blue-3 blue-8 blue-4 pink-7 yellow-10 | pink-10 pink-5",
            "blue-6 blue-2 yellow-9 pink-9 yellow-7 green-3 blue-9 green-4 blue-10 pink-3 | pink-2 green-8",
            "blue-7 yellow-3 green-1 yellow-4 blue-5 yellow-8 green-10 pink-8 green-2 yellow-1 | pink-6 green-9",
        ],
        first=0,
        before=(2, 12, 24, 29, 9, "blue", 20, 17, 32, 1, 6, 13, 28, 7, 18, 26, 19, 30, "yellow", 0, 33, 4, 14, 16,
                25, 8, 5, 21, 31, 27, 3, 15),
        dispute=(22, 34),
    ),
    check=finishes_lowest,
    learned=phrase(N_("Played last, your pink 10 named nothing and cost you 2 points: when the racks are empty you will "
                      "end on 9 against 11 and 13, and the lowest total wins (a full game adds up three rounds).")),
)

LESSONS = (
    Lesson(
        title=phrase(N_("Even Odds: the basics")),
        steps=(READING_YOUR_RACK, FOLLOWING, FOLLOWING_THE_LAST_TILE, CHANGING_THE_COLOUR, HIGHEST_WINS,
               A_NAMED_COLOUR, NAMING_A_COLOUR, LEADING, THE_END),
        finale=Position(options={"first": LEARNER, "rounds": 1}, players=3, seed=46),
    ),
)
