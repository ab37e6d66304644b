"""`python3 build.py bench-ai`: how strong the computer players are and how fast
they search, in CPython and in the browser.

Three parts, all run by default: the speed of the search, in CPython and
then in Chromium (the site's own Pyodide, through the harness of
tests/support/browser_python.py); the seeded series of games between the levels,
random play and, in Dualities and Evening, hard's search alone at one and
ten times its budget, and in Dualities hard against a player of another
design from outside the project's bots (bench/reference/dualities_outside_player.py);
and the endgames, where each level's moves are judged by an exact solver.
Everything but the browser half runs in CPython (bench/runner.py).
Run directly with the project's venv:
    .venv/bin/python bench/ai.py --games 30 --jobs 2 --part series
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py"), str(ROOT / "tests" / "support")]

import oddsevens  # noqa: E402
from bench import runner  # noqa: E402
from bench.reference.dualities_outside_player import outside_move  # noqa: E402
from oddsevens.ai import choose_move  # noqa: E402

GAME_CHOICES = runner.measured_games()
PARTS = ("speed", "series", "endgames")
IN_THE_BROWSER = ("__init__.py", "runner.py", "series.py", "random_player.py")
"""The modules of bench that the browser half runs, written into Pyodide
beside the site's oddsevens.zip (the site does not ship them)."""
WRITE_MODULES = """
([folder, modules]) => {
  window.pyodide.FS.mkdirTree(folder);
  for (const [name, text] of Object.entries(modules)) window.pyodide.FS.writeFile(folder + "/" + name, text);
}
"""


def browser_speeds(cases: tuple[str, ...]) -> dict:
    import browser_python

    folder = "/home/pyodide/benchmarks"
    modules = {name: (ROOT / "bench" / name).read_text(encoding="utf-8") for name in IN_THE_BROWSER}
    code = f"import sys\nsys.path.insert(0, {folder!r})\nfrom bench import runner\nrunner.speed_report({list(cases)!r})"
    with browser_python.served_site() as (_, base), browser_python.chromium() as browser:
        page = browser_python.python_page(browser, base)
        page.evaluate(WRITE_MODULES, [f"{folder}/bench", modules])
        return browser_python.run_python(page, code)


OutsideGame = tuple[int, int]
"""(seed, hard's seat) of one Dualities game against the outside player."""


def play_against_outside(game: OutsideGame) -> tuple[float, float, float, int, int]:
    """One Dualities game (rows), hard in `game`'s seat against the outside
    player (bench/reference/dualities_outside_player.py): (1.0 if hard won else 0.0,
    CPU seconds hard spent, CPU seconds the outside player spent, hard's
    moves, the outside player's moves)."""
    seed, hard_seat = game
    state = oddsevens.game("dualities").start(seed=seed, players=2, lines="rows")
    seconds, moves = [0.0, 0.0], [0, 0]
    while not state.over:
        seat = state.to_move[0]
        started = time.process_time()
        if seat == hard_seat:
            move = choose_move(state, seat, "hard", seed=seed)
        else:
            move = outside_move(state, seat, seed)
        seconds[seat] += time.process_time() - started
        moves[seat] += 1
        state = state.play(move, seat)
    other = 1 - hard_seat
    return float(hard_seat in state.winners), seconds[hard_seat], seconds[other], moves[hard_seat], moves[other]


def outside_table(results: dict[OutsideGame, tuple[float, float, float, int, int]]) -> list[str]:
    won = sum(result[0] for result in results.values())
    games = len(results)
    low, high = runner.wilson(won, games)
    hard_seconds = sum(result[1] for result in results.values()) / sum(result[3] for result in results.values())
    outside_seconds = sum(result[2] for result in results.values()) / sum(result[4] for result in results.values())
    return [
        "Dualities (rows): hard against the outside player (alpha-beta, bench/reference/dualities_outside_player.py), seats alternating",
        f"  hard won {won:.0f} of {games} = {won / games:.0%} [{low:.0%}–{high:.0%}]; "
        f"CPU time a move: hard {hard_seconds:.2f} s, the outside player {outside_seconds:.2f} s",
        "",
    ]


def progress(done: int, total: int) -> None:
    if done % 10 == 0 or done == total:
        print(f"  {done}/{total}", file=sys.stderr, flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--games", type=int, default=30, help="games per series (default 30: about 20 min on 2 busy cores)"
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes for the series (default: one per core)")
    parser.add_argument("--no-browser", action="store_true", help="skip the measurements in Chromium")
    parser.add_argument("--game", choices=GAME_CHOICES, help="only this game's series (even-at-odds: the duel and solo)")
    parser.add_argument(
        "--reference-games",
        type=int,
        help="games of hard against each search-alone player, where a game has them (default: a third of --games, even)",
    )
    parser.add_argument(
        "--outside-games",
        type=int,
        help="Dualities games of hard against the outside player, in the series part (default: --games, even)",
    )
    parser.add_argument("--positions", type=int, default=100, help="endgame positions per count of empty cells (default 100)")
    parser.add_argument("--part", choices=PARTS, action="append", help="only this part (repeatable; default: all)")
    args = parser.parse_args()
    if args.reference_games is None:
        args.reference_games = max(2, args.games // 3 // 2 * 2)
    if args.outside_games is None:
        args.outside_games = max(2, args.games // 2 * 2)
    if min(args.games, args.jobs, args.reference_games, args.outside_games, args.positions) < 1:
        parser.error("--games, --jobs, --reference-games, --outside-games and --positions must be at least 1")
    parts = args.part or PARTS

    started = time.perf_counter()
    print(
        f"bench-ai {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {platform.python_implementation()} "
        f"{platform.python_version()}, {os.cpu_count()} cores, --games {args.games} --jobs {args.jobs} "
        f"--reference-games {args.reference_games} --outside-games {args.outside_games} --positions {args.positions} "
        f"--part {' --part '.join(parts)}"
        + (f" --game {args.game}" if args.game else ""),
        flush=True,
    )
    if "speed" in parts:
        speed_cases = tuple(case for case, (game_id, _) in runner.all_series().items() if args.game in (None, game_id))
        cpython = json.loads(runner.speed_report(speed_cases))
        browser = None if args.no_browser else browser_speeds(speed_cases)
        print()
        print("\n".join(runner.speed_table(cpython, browser)), flush=True)
        print()
    if "series" in parts:
        tasks = runner.all_tasks(args.games, args.game, args.reference_games)
        results = runner.run_tasks(tasks, args.jobs, progress)
        print("\n".join(runner.strength_table(results)), flush=True)
        for name in runner.judged_series(args.game):
            print("\n".join(runner.choices_table(name, runner.judged_choices(name, args.games * 10))), flush=True)
        if args.game in (None, "dualities"):
            outside_games = [(index // 2, index % 2) for index in range(args.outside_games)]
            print("\n".join(outside_table(runner.run_all(play_against_outside, outside_games, args.jobs, progress))), flush=True)
    if "endgames" in parts:
        positions = runner.endgame_tasks(args.positions, args.game)
        judgements = runner.run_all(runner.judge_endgame, positions, args.jobs, progress)
        print("\n".join(runner.endgame_table(judgements)), flush=True)
    print(f"took {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
