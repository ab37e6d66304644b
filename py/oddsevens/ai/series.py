"""What `python3 build.py bench-ai` plays to measure a game's computer
player: the seeded series its plan declares (`Plan.series`), which
oddsevens.ai.benchmark plays and reports for every registered game.

Plain data, so that a plan declares its series without importing the
benchmark. Every game of a series is fixed by its seed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from ..core import Move, Seat, State


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
    judged: Optional[JudgedChoices] = None
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
