"""Puzzles: positions from games between the computer players where the
side to move has exactly one winning move, and keeps having exactly one at
each of its turns to the end of the line; proved by the exact endgame
solvers. They are data, one file a game (<game>.json beside this module,
written by `python3 build.py puzzles`), read here through the module's loader (pkgutil)
so that they load from the zip the browser imports the package from.

    >>> from oddsevens import replay
    >>> from oddsevens.puzzles import puzzles
    >>> first = puzzles("dualities")[0]
    >>> replay(first.record).to_move == (first.solution[0][0],)
    True
"""

from __future__ import annotations

import functools
import json
import pkgutil
from dataclasses import dataclass
from typing import Any

from ..core import OddsEvensError
from ..core.phrases import N_, phrase

DIFFICULTIES = ("easy", "medium", "hard")
MANY_NEAR_MISSES = 10
"""Losing moves beside the winning one that make a puzzle a grade harder
than its length alone: Dualities' open boards offer dozens."""


def difficulty_of(winner_moves: int, near_misses: int) -> str:
    """By how far the end is (the moves the solver of a puzzle makes: one,
    two, three and more), a grade harder where its first move hides among
    many losing ones (`near_misses`, the other legal moves)."""
    return DIFFICULTIES[min(winner_moves + (near_misses >= MANY_NEAR_MISSES), 3) - 1]


@dataclass(frozen=True)
class Puzzle:
    id: str
    game: str
    record: dict[str, Any]
    """The engine's record of the position (`oddsevens.replay` gives it)."""
    solution: list[list[Any]]
    """The winning line as [seat, move] pairs: the move to find, then the
    defender's longest resistance and the winner's only winning answer in
    turn, until the game is won whatever is played."""
    difficulty: str


class UnknownPuzzle(OddsEvensError):
    """A puzzle id that names none of the game's puzzles."""


@functools.cache
def _read(game_id: str) -> tuple[Puzzle, ...]:
    # pkgutil reads through the module's loader, the zip importer in the
    # browser (importlib.resources did not find this package in a zip restored
    # from Pyodide's memory snapshot).
    try:
        data = pkgutil.get_data(__name__, f"{game_id}.json")
    except OSError:
        data = None
    if data is None:
        return ()
    return tuple(
        Puzzle(entry["id"], game_id, entry["record"], entry["solution"], entry["difficulty"])
        for entry in json.loads(data.decode("utf-8"))
    )


def puzzles(game_id: str) -> list[Puzzle]:
    """The game's puzzles, easiest first; none for a game without puzzles."""
    return list(_read(game_id))


def puzzle(game_id: str, puzzle_id: str) -> Puzzle:
    for found in _read(game_id):
        if found.id == puzzle_id:
            return found
    # Translators: {game} is a game's id, such as 'dualities'; {puzzle} what an address names as a puzzle.
    raise UnknownPuzzle(phrase(N_("{game} has no puzzle {puzzle}"), game=repr(game_id), puzzle=repr(puzzle_id)))
