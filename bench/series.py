"""What `python3 build.py bench-ai` plays to measure each game's computer
player: its seeded series (SERIES) and its endgames (ENDGAMES), which
bench/runner.py plays and reports for every registered game. A game
measures its player by adding its entries here.

Every game of a series is fixed by its seed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from oddsevens.ai.dualities_endgame import free_cells
from oddsevens.ai.evening_endgame import empty_cells
from oddsevens.core import Move, Seat, State
from oddsevens.games import beat_the_odds_odds, even_at_odds


@dataclass(frozen=True, kw_only=True)
class Series:
    """One seeded series of games, and the speed measured on its setup."""

    name: str
    """Its row in the speed table, which times a hard move on its setup;
    unique among every game's series."""
    title: str
    """What the strength table calls it."""
    setup: dict[str, Any]
    """The players and options each of its games starts with."""
    searched: bool = True
    """Whether the computer searches in these games (the speed table then
    gives its search rate), rather than choosing each move directly (`Plan.direct`)."""


@dataclass(frozen=True, kw_only=True)
class JudgedChoices:
    """Each player's choices on the same turns, judged against the exact
    value of every option: the turns of seeded games between hard players
    where there is more than one move."""

    title: str
    option_values: Callable[[State, Seat], list[tuple[Move, float]]]
    """Every legal move of the seat to move, with the points it is worth on
    average (the best option is worth the most)."""


@dataclass(frozen=True, kw_only=True)
class Duel(Series):
    """The levels and random play two by two, seats alternating over pairs of
    games on the same deal: the share of games the first-named player wins."""

    length: int = 1
    """Games per pair of players, times --games."""
    judged: JudgedChoices | None = None
    """Where the choices can be valued exactly, they are judged as well."""
    against_search: bool = False
    """Whether hard also plays its search alone, without the plan's direct
    moves (its exact endgames), at hard's budget and at ten times that."""


@dataclass(frozen=True, kw_only=True)
class SeatAgainstRandom(Series):
    """One seat played by each player in turn, every other seat at random,
    each deal played from every seat: the points of that seat and of the
    random ones (fewer is better)."""


@dataclass(frozen=True, kw_only=True)
class LevelsAtOneTable(Series):
    """Two levels at one table, half the seats each, every deal played once
    from each of `shifts` (the seats' levels turned round the table), so
    that the deal and the seat weigh the same on both: each level's points
    a round (fewer is better), with intervals over the deals, which are
    independent where the games of one deal are not."""

    pairs: tuple[tuple[str, str], ...] = (("hard", "medium"),)
    """The levels that meet, the stronger named first."""
    shifts: tuple[int, ...] = (0, 2)
    """Each deal's games: in the game of shift s, seat i is played by the
    level of seat (i - s) in the first, where the first-named level holds
    the first half of the seats."""


@dataclass(frozen=True, kw_only=True)
class Solo(Series):
    """Each player alone, on the same seeded games: the penalty (lower is
    better), and how often the game got stuck."""

    stuck: Callable[[State], bool]
    """Whether a finished game ended stuck."""


@dataclass(frozen=True, kw_only=True)
class Endgames:
    """Positions from seeded random games stopped at a few counts of empty
    cells, each solved exactly by the plan's solver (`Plan.exact`): how
    often each level throws a won position away, and how long hard's move
    takes there."""

    title: str
    setup: dict[str, Any]
    empty_cells: tuple[int, ...]
    """The counts of empty cells the positions are taken at."""
    count_empty: Callable[[State], int]


def beat_the_odds_option_values(state: State, seat: Seat) -> list[tuple[Move, float]]:
    """Every option of the turn with the points of the turn it is expected to
    lead to, from the odds tables."""
    analysis = beat_the_odds_odds.analyse(state.view(seat))
    assert analysis is not None, "a game with a choice to make is not over"
    return [(option["move"], option["value"]) for option in analysis["options"]]


def even_at_odds_solo_stuck(state: State) -> bool:
    """Whether a solo game ended for want of a place for the hand."""
    assert isinstance(state, even_at_odds.EvenAtOddsState)
    return state.stuck


def dualities_free_cells(state: State) -> int:
    return free_cells(state.view(None))


def evening_empty_cells(state: State) -> int:
    return empty_cells(state.view(None))


SERIES: dict[str, tuple[Series, ...]] = {
    "beat-the-odds": (
        Duel(
            name="beat-the-odds",
            title="Beat the Odds (to 100)",
            setup={"players": 2},
            searched=False,
            # A game takes a few milliseconds, and the dice decide nearly all
            # of them: a difference between players shows only over thousands.
            length=100,
            judged=JudgedChoices(
                title="Beat the Odds, the same turns for every player, judged by the exact tables",
                option_values=beat_the_odds_option_values,
            ),
        ),
    ),
    "dualities": (Duel(name="dualities", title="Dualities", setup={"players": 2}, against_search=True),),
    "even-at-odds": (
        Duel(name="even-at-odds", title="Even at Odds duel", setup={"players": 2}),
        Solo(
            name="even-at-odds-solo",
            title="Even at Odds solo (the same draw orders for every player)",
            setup={"players": 1},
            searched=False,
            stuck=even_at_odds_solo_stuck,
        ),
    ),
    "even-odds": (
        SeatAgainstRandom(
            name="even-odds",
            title="Even Odds, one round, one seat against three random seats",
            setup={"players": 4, "rounds": 1},
        ),
        LevelsAtOneTable(
            name="even-odds-levels",
            title="Even Odds, one round, two seats of each level at one table, seats swapped",
            setup={"players": 4, "rounds": 1},
            pairs=(("hard", "medium"), ("medium", "easy")),
        ),
    ),
    "evening": (Duel(name="evening", title="Evening (size 5)", setup={"players": 2}, against_search=True),),
}
"""Each measured game's series, by game id (bench-ai plays them in the
menu's order); a game without any is not measured."""

ENDGAMES: dict[str, tuple[Endgames, ...]] = {
    "dualities": (
        Endgames(
            title="Dualities (rows)",
            setup={"players": 2},
            empty_cells=(17, 21, 23, 25),
            count_empty=dualities_free_cells,
        ),
    ),
    "evening": (
        Endgames(
            title="Evening (size 5)",
            setup={"players": 2, "size": 5},
            empty_cells=(12, 16),
            count_empty=evening_empty_cells,
        ),
    ),
}
"""The endgames of each game whose plan solves its last moves exactly (`Plan.exact`), by game id."""
