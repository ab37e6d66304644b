"""Seeded series that measure the computer players, and the speed of their search.

`python3 build.py bench-ai` runs this module's series in CPython (over
several processes with --jobs) and the speed measurements both here and in
the browser, where `tests/bench_ai.py` calls `speed_report` inside Pyodide.

Every game of a series is fixed by its seed: the deal or dice come from the
seed, each bot's choices from the seed and its seat, and the random player's
from the seed and the move number. Duels alternate seats over pairs of
games played from the same deal, so neither side profits from the seat.
"""

from __future__ import annotations

import json
import math
import random
import statistics
import time
from dataclasses import dataclass
from typing import Callable, Iterable, Optional

from .. import GAMES
from ..core import Move, Seat, State
from ..games import beat_the_odds_odds
from . import LEVELS, choose_move, plans
from .search import search
from .simple import random_move

RANDOM = "random"
PLAYERS = (RANDOM, *LEVELS)

DUEL_SETUPS: dict[str, dict] = {
    "dualities": {"players": 2},
    "evening": {"players": 2},
    "even-at-odds": {"players": 2},
    "beat-the-odds": {"players": 2},
}
"""The two-player games, with the site's default options."""
DUEL_PAIRS = (("hard", RANDOM), ("hard", "medium"), ("medium", "easy"), ("easy", RANDOM))
DUEL_SERIES_FACTOR = {"beat-the-odds": 100}
"""Duel series this many times --games long: a Beat the Odds game takes a
few milliseconds, and the dice decide nearly all of them, so a difference
between players shows only over thousands of games."""
EVEN_ODDS_SETUP = {"players": 4, "rounds": 1}
SCORE_SERIES_FACTOR = 2
"""The Even Odds and solo series are this many games times --games: their
games are quick, and points vary far more than a win or a loss."""
SOLO_SETUP = {"players": 1}
SEARCH_GAMES = ("dualities", "evening", "even-at-odds", "even-odds")
MID_GAME = 0.4
"""How far into a seeded random game the speeds are measured."""
Z95 = 1.959964


@dataclass(frozen=True)
class Task:
    """One seeded game of a series."""

    kind: str
    """"duel", "even-odds" or "solo"."""
    game_id: str
    lineup: tuple[str, ...]
    """Duel: (first, second) players; Even Odds: the player in `seat` (the
    others are random); solo: the single player."""
    seed: int
    seat: Seat


def move_of(player: str, state: State, seat: Seat, seed: int) -> Move:
    if player == RANDOM:
        return random_move(state, seat, seed)
    return choose_move(state, seat, player, seed=seed)


def play_game(game_id: str, setup: dict, seats: dict[Seat, str], seed: int) -> State:
    """One game from `seed`; seats missing from `seats` play at random."""
    state = GAMES[game_id].start(seed=seed, **setup)
    while not state.over:
        seat = state.to_move[0]
        state = state.play(move_of(seats.get(seat, RANDOM), state, seat, seed), seat)
    return state


def run_task(task: Task) -> tuple[float, ...]:
    """Duel: the first player's share of the win (1, ½ for a shared win, 0).
    Even Odds: (the player's points, the mean points of the random seats).
    Solo: (the penalty, 1.0 if the game got stuck else 0.0)."""
    if task.kind == "duel":
        first, second = task.lineup
        state = play_game(task.game_id, DUEL_SETUPS[task.game_id], {task.seat: first, 1 - task.seat: second}, task.seed)
        share = 1.0 / len(state.winners) if task.seat in state.winners else 0.0
        return (share,)
    if task.kind == "even-odds":
        state = play_game("even-odds", EVEN_ODDS_SETUP, {task.seat: task.lineup[0]}, task.seed)
        others = [points for seat, points in enumerate(state.scores) if seat != task.seat]
        return float(state.scores[task.seat]), sum(others) / len(others)
    state = play_game("even-at-odds", SOLO_SETUP, {0: task.lineup[0]}, task.seed)
    return float(state.scores[0]), float(state.stuck)


def duel_tasks(game_id: str, games: int) -> list[Task]:
    """Each deal is played twice, once from each seat."""
    return [
        Task("duel", game_id, pair, index // 2, index % 2)
        for pair in DUEL_PAIRS
        for index in range(games * DUEL_SERIES_FACTOR.get(game_id, 1))
    ]


def even_odds_tasks(games: int) -> list[Task]:
    """Each deal is played from every seat in turn, so the luck of the deal
    weighs the same on the measured seat and on the random ones."""
    seats = EVEN_ODDS_SETUP["players"]
    return [
        Task("even-odds", "even-odds", (player,), index // seats, index % seats)
        for player in PLAYERS
        for index in range(games * SCORE_SERIES_FACTOR)
    ]


def solo_tasks(games: int) -> list[Task]:
    return [
        Task("solo", "even-at-odds", (player,), index, 0)
        for player in PLAYERS
        for index in range(games * SCORE_SERIES_FACTOR)
    ]


def all_tasks(games: int, only: Optional[str] = None) -> list[Task]:
    """The series of every game (or of one game id; "even-at-odds" covers the duel and solo)."""
    tasks: list[Task] = []
    for game_id in DUEL_SETUPS:
        if only in (None, game_id):
            tasks += duel_tasks(game_id, games)
    if only in (None, "even-odds"):
        tasks += even_odds_tasks(games)
    if only in (None, "even-at-odds"):
        tasks += solo_tasks(games)
    return tasks


def run_tasks(tasks: list[Task], jobs: int, progress: Callable[[int, int], None] = lambda done, total: None) -> dict[Task, tuple[float, ...]]:
    results: dict[Task, tuple[float, ...]] = {}
    if jobs > 1:
        from multiprocessing import Pool

        with Pool(jobs) as pool:
            for task, result in zip(tasks, pool.imap(run_task, tasks, chunksize=1)):
                results[task] = result
                progress(len(results), len(tasks))
    else:
        for task in tasks:
            results[task] = run_task(task)
            progress(len(results), len(tasks))
    return results


# -- statistics -----------------------------------------------------------------


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion (draws count as half a success)."""
    if trials == 0:
        return 0.0, 1.0
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: list[float], z: float = Z95) -> tuple[float, float, float]:
    """Mean and its normal-approximation 95% interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


# -- the report -------------------------------------------------------------------

TITLES = {
    "dualities": "Dualities",
    "evening": "Evening (size 5)",
    "even-at-odds": "Even at Odds duel",
    "beat-the-odds": "Beat the Odds (to 100)",
}


def strength_table(results: dict[Task, tuple[float, ...]]) -> list[str]:
    lines: list[str] = []
    duel_games = [game_id for game_id in DUEL_SETUPS if any(task.game_id == game_id and task.kind == "duel" for task in results)]
    if duel_games:
        header = f"{'game':24s}" + "".join(f"{first + ' v ' + second:>22s}" for first, second in DUEL_PAIRS)
        lines += ["Share of games won by the first-named player, 95% Wilson interval (shared wins count half)", header, "-" * len(header)]
        for game_id in duel_games:
            cells = []
            for pair in DUEL_PAIRS:
                shares = [result[0] for task, result in results.items() if task.kind == "duel" and task.game_id == game_id and task.lineup == pair]
                low, high = wilson(sum(shares), len(shares))
                cells.append(f"{sum(shares) / len(shares):5.0%} [{low:4.0%}–{high:4.0%}] n={len(shares)}".rjust(22))
            lines.append(f"{TITLES[game_id]:24s}" + "".join(cells))
        lines.append("")
    even_odds = {task: result for task, result in results.items() if task.kind == "even-odds"}
    if even_odds:
        lines.append("Even Odds, one round, one seat against three random seats: mean points (lower is better), 95% interval")
        for player in PLAYERS:
            rows = [result for task, result in even_odds.items() if task.lineup == (player,)]
            mine = mean_interval([row[0] for row in rows])
            others = mean_interval([row[1] for row in rows])
            lines.append(
                f"  {player:7s} seat {mine[0]:5.2f} [{mine[1]:5.2f}–{mine[2]:5.2f}]   random seats {others[0]:5.2f} "
                f"[{others[1]:5.2f}–{others[2]:5.2f}]   ratio {mine[0] / others[0]:4.2f}   n={len(rows)}"
            )
        lines.append("")
    solo = {task: result for task, result in results.items() if task.kind == "solo"}
    if solo:
        lines.append("Even at Odds solo (the same draw orders for every player): mean penalty (lower is better), 95% interval")
        for player in PLAYERS:
            rows = [result for task, result in solo.items() if task.lineup == (player,)]
            mean, low, high = mean_interval([row[0] for row in rows])
            stuck = sum(row[1] for row in rows)
            median = statistics.median(row[0] for row in rows)
            lines.append(
                f"  {player:7s} {mean:6.2f} [{low:6.2f}–{high:6.2f}]   median {median:5.1f}   stuck in {stuck:.0f} of {len(rows)}"
            )
        lines.append("")
    return lines


def beat_the_odds_choices(games: int) -> dict[str, list[float]]:
    """Each player's choices in the same Beat the Odds turns, judged by the
    exact tables: {player: for each choice, the expected points of the turn
    it gives away against the best option}. The turns come from seeded games between hard players; only
    turns with more than one option count. The dice decide most games, so
    this shows the levels apart where win rates cannot."""
    given_away: dict[str, list[float]] = {player: [] for player in PLAYERS}
    for seed in range(games):
        state = GAMES["beat-the-odds"].start(seed=seed, **DUEL_SETUPS["beat-the-odds"])
        while not state.over:
            seat = state.to_move[0]
            if len(state.legal_moves(seat)) > 1:
                options = beat_the_odds_odds.analyse(state.view(seat))["options"]
                best = max(option["value"] for option in options)
                for player in PLAYERS:
                    chosen = move_of(player, state, seat, seed * 1000 + len(state))
                    given_away[player].append(best - next(o["value"] for o in options if o["move"] == chosen))
            state = state.play(choose_move(state, seat, "hard", seed=seed), seat)
    return given_away


def choices_table(choices: dict[str, list[float]]) -> list[str]:
    lines = ["Beat the Odds, the same turns for every player, judged by the exact tables: expected points given away a choice, 95% interval"]
    for player, losses in choices.items():
        mean, low, high = mean_interval(losses)
        worse = sum(loss > 1e-9 for loss in losses) / len(losses)
        lines.append(f"  {player:7s} {mean:5.2f} [{low:5.2f}–{high:5.2f}]   not the best in {worse:4.0%} of {len(losses)} choices")
    return lines + [""]


# -- speed ------------------------------------------------------------------------


SPEED_CASES: dict[str, tuple[str, dict]] = {
    "dualities": ("dualities", DUEL_SETUPS["dualities"]),
    "evening": ("evening", DUEL_SETUPS["evening"]),
    "even-at-odds": ("even-at-odds", DUEL_SETUPS["even-at-odds"]),
    "even-at-odds-solo": ("even-at-odds", SOLO_SETUP),
    "even-odds": ("even-odds", EVEN_ODDS_SETUP),
    "beat-the-odds": ("beat-the-odds", DUEL_SETUPS["beat-the-odds"]),
}
"""What the speeds are measured on: a game id and its options."""


def typical_position(case: str, seed: int = 1) -> State:
    """A position 40% of the way into a game of seeded random moves, with a
    choice to make."""
    game_id, setup = SPEED_CASES[case]
    state = GAMES[game_id].start(seed=seed, **setup)
    chance = random.Random(seed)
    line = []
    while not state.over:
        seat = state.to_move[0]
        moves = state.legal_moves(seat)
        if len(moves) > 1:
            line.append(state)
        state = state.play(chance.choice(moves), seat)
    return line[int(len(line) * MID_GAME)]


def search_rate(game_id: str, iterations: int = 200) -> float:
    """Search iterations per second from the typical position of a game that searches."""
    state = typical_position(game_id)
    seat = state.to_move[0]
    plan = plans.plan_for(game_id)
    moves = state.legal_moves(seat)
    started = time.perf_counter()
    search(moves, lambda chance: state.determinize(seat, chance), plan.playout, iterations, random.Random(0))
    return iterations / (time.perf_counter() - started)


def hard_move_seconds(case: str, seeds: Iterable[int] = (1, 2, 3)) -> list[float]:
    """Wall time of one hard move from the typical positions of a few seeds."""
    times = []
    for seed in seeds:
        state = typical_position(case, seed)
        seat = state.to_move[0]
        started = time.perf_counter()
        choose_move(state, seat, "hard", seed=seed)
        times.append(time.perf_counter() - started)
    return times


def speed_report(cases: Iterable[str], iterations: int = 200) -> str:
    """JSON: per case, the search rate (where the bot searches) and the hard move times."""
    report = {}
    for case in cases:
        rate = search_rate(case, iterations) if case in SEARCH_GAMES else None
        report[case] = {"rate": rate, "hard": hard_move_seconds(case)}
    return json.dumps(report)


def speed_table(cpython: dict, browser: Optional[dict]) -> list[str]:
    header = f"{'game':20s}{'plan it/s':>10s}{'CPython it/s':>14s}{'browser it/s':>14s}{'hard move CPython':>19s}{'hard move browser':>19s}"
    lines = ["Search speed from a seeded mid-game position; hard move: mean (max) of 3 positions", header, "-" * len(header)]
    for case, here in cpython.items():
        there = (browser or {}).get(case)
        plan_rate = plans.plan_for(case).iterations_per_second if case in SEARCH_GAMES else None

        def rate(value: Optional[float]) -> str:
            return "—" if value is None else f"{value:,.0f}"

        def move(times: Optional[list[float]]) -> str:
            return "—" if not times else f"{statistics.fmean(times):.2f} s ({max(times):.2f})"

        lines.append(
            f"{case:20s}{rate(plan_rate):>10s}{rate(here['rate']):>14s}{rate(there and there['rate']):>14s}"
            f"{move(here['hard']):>19s}{move(there and there['hard']):>19s}"
        )
    return lines
