"""python -m puzzlemaker [--game dualities|evening] [--count N] [--seed S]

Mines the puzzles again and writes py/oddsevens/puzzles/<game>.json (both
games unless --game names one); the same seed writes the same files."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from .mining import DIFFICULTIES, Found, mine

PUZZLES = Path(__file__).resolve().parent.parent / "oddsevens" / "puzzles"
GAMES = ("dualities", "evening")
MAX_GAMES = 4000
"""Games between the computer players a game's mining stops after, with
what it found: Dualities' hard puzzles are the rarest."""
AT_LEAST = 10
"""Puzzles of each difficulty a game's file must have."""


def as_json(game_id: str, found: list[Found]) -> str:
    """The puzzles as the loader reads them (oddsevens.puzzles), one a line."""
    entries = [
        json.dumps(
            {
                "id": f"{game_id}-{number:03d}",
                "difficulty": puzzle.difficulty,
                "near_misses": puzzle.near_misses,
                "record": puzzle.record,
                "solution": puzzle.solution,
            }
        )
        for number, puzzle in enumerate(found, start=1)
    ]
    return "[\n" + ",\n".join(entries) + "\n]\n"


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="python -m puzzlemaker", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", choices=GAMES, help="one game only (default: both)")
    parser.add_argument("--count", type=int, default=60, help="puzzles a game at most, a third of each difficulty (default 60)")
    parser.add_argument("--seed", type=int, default=0, help="the seed of the computer players' games (default 0)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes playing and solving (default: a core each)")
    args = parser.parse_args()
    for game_id in [args.game] if args.game else GAMES:
        started = time.monotonic()

        def progress(games: int, kept: dict[str, int], game_id: str = game_id) -> None:
            counts = ", ".join(f"{kept[difficulty]} {difficulty}" for difficulty in DIFFICULTIES)
            print(f"\r{game_id}: {games} games, {counts}", end="", file=sys.stderr, flush=True)

        found = mine(game_id, args.count, args.seed, MAX_GAMES, progress, args.workers)
        print(f"\n{game_id}: {len(found)} puzzles in {time.monotonic() - started:.0f} s", file=sys.stderr)
        if any(sum(puzzle.difficulty == difficulty for puzzle in found) < AT_LEAST for difficulty in DIFFICULTIES):
            print(f"{game_id}: fewer than {AT_LEAST} of some difficulty, so no file written", file=sys.stderr)
            return 1
        (PUZZLES / f"{game_id}.json").write_text(as_json(game_id, found), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
