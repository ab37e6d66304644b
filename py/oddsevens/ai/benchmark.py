"""Seeded series that measure the computer players, and the speed of their search.

Each game's plan declares its series (`Plan.series`, oddsevens.ai.series);
this module plays and reports those of every registered game, in the menu's
order. `python3 build.py bench-ai` runs the series in CPython (over several
processes with --jobs) and the speed measurements both here and in the
browser, where `tests/bench_ai.py` calls `speed_report` inside Pyodide.

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
from . import LEVELS, choose_move, plans
from .search import search
from .series import Duel, SeatAgainstRandom, Series, Solo
from .simple import random_move

RANDOM = "random"
PLAYERS = (RANDOM, *LEVELS)

DUEL_PAIRS = (("hard", RANDOM), ("hard", "medium"), ("medium", "easy"), ("easy", RANDOM))
SCORE_SERIES_FACTOR = 2
"""The series that score points (one seat against random ones, solo) are
this many games times --games: their games are quick, and points vary far
more than a win or a loss."""
MID_GAME = 0.4
"""How far into a seeded random game the speeds are measured."""
Z95 = 1.959964


def all_series() -> dict[str, tuple[str, Series]]:
    """Every registered game's series, as its plan declares them
    (`Plan.series`), in the menu's order: {series name: (game id, series)}."""
    found: dict[str, tuple[str, Series]] = {}
    for game_id in GAMES:
        for series in plans.plan_for(game_id).series:
            if series.name in found:
                raise ValueError(f"two series are called {series.name!r}: {found[series.name][0]}'s and {game_id}'s")
            found[series.name] = (game_id, series)
    return found


def measured_games() -> tuple[str, ...]:
    """The games with a series, in the menu's order."""
    return tuple(dict.fromkeys(game_id for game_id, _ in all_series().values()))


@dataclass(frozen=True)
class Task:
    """One seeded game of a series."""

    series: str
    """The series' name."""
    lineup: tuple[str, ...]
    """Duel: (first, second) players; one seat against random ones: the
    player in `seat`; solo: the single player."""
    seed: int
    seat: Seat


Results = dict[Task, tuple[float, ...]]
"""Each task's result (see `run_task`)."""


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
    One seat against random ones: (the player's points, the mean points of
    the random seats). Solo: (the penalty, 1.0 if the game got stuck else 0.0)."""
    game_id, series = all_series()[task.series]
    if isinstance(series, Duel):
        first, second = task.lineup
        state = play_game(game_id, series.setup, {task.seat: first, 1 - task.seat: second}, task.seed)
        share = 1.0 / len(state.winners) if task.seat in state.winners else 0.0
        return (share,)
    if isinstance(series, SeatAgainstRandom):
        state = play_game(game_id, series.setup, {task.seat: task.lineup[0]}, task.seed)
        others = [points for seat, points in enumerate(state.scores) if seat != task.seat]
        return float(state.scores[task.seat]), sum(others) / len(others)
    assert isinstance(series, Solo)
    state = play_game(game_id, series.setup, {0: task.lineup[0]}, task.seed)
    return float(state.scores[0]), float(series.stuck(state))


def series_tasks(series: Series, games: int) -> list[Task]:
    """Duel: each deal is played twice, once from each seat. One seat against
    random ones: each deal is played from every seat in turn, so the luck of
    the deal weighs the same on the measured seat and on the random ones.
    Solo: every player plays the same seeds."""
    if isinstance(series, Duel):
        return [Task(series.name, pair, index // 2, index % 2) for pair in DUEL_PAIRS for index in range(games * series.length)]
    if isinstance(series, SeatAgainstRandom):
        seats = series.setup["players"]
        return [
            Task(series.name, (player,), index // seats, index % seats)
            for player in PLAYERS
            for index in range(games * SCORE_SERIES_FACTOR)
        ]
    return [Task(series.name, (player,), index, 0) for player in PLAYERS for index in range(games * SCORE_SERIES_FACTOR)]


def all_tasks(games: int, only: Optional[str] = None) -> list[Task]:
    """The series of every game (or of one game id: all of its series)."""
    return [
        task
        for game_id, series in all_series().values()
        if only in (None, game_id)
        for task in series_tasks(series, games)
    ]


def run_tasks(tasks: list[Task], jobs: int, progress: Callable[[int, int], None] = lambda done, total: None) -> Results:
    results: Results = {}
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


def series_results(results: Results, kind: type[Series]) -> list[tuple[Series, Results]]:
    """Each series of one kind that was played, in the menu's order, with its results."""
    played = []
    for _, series in all_series().values():
        own = {task: result for task, result in results.items() if task.series == series.name}
        if own and isinstance(series, kind):
            played.append((series, own))
    return played


def strength_table(results: Results) -> list[str]:
    """The duels in one table, then each series that scores points."""
    lines: list[str] = []
    duels = series_results(results, Duel)
    if duels:
        header = f"{'game':24s}" + "".join(f"{first + ' v ' + second:>22s}" for first, second in DUEL_PAIRS)
        lines += ["Share of games won by the first-named player, 95% Wilson interval (shared wins count half)", header, "-" * len(header)]
        for series, duel in duels:
            cells = []
            for pair in DUEL_PAIRS:
                shares = [result[0] for task, result in duel.items() if task.lineup == pair]
                low, high = wilson(sum(shares), len(shares))
                cells.append(f"{sum(shares) / len(shares):5.0%} [{low:4.0%}–{high:4.0%}] n={len(shares)}".rjust(22))
            lines.append(f"{series.title:24s}" + "".join(cells))
        lines.append("")
    for series, seat_results in series_results(results, SeatAgainstRandom):
        lines.append(f"{series.title}: mean points (lower is better), 95% interval")
        for player in PLAYERS:
            rows = [result for task, result in seat_results.items() if task.lineup == (player,)]
            mine = mean_interval([row[0] for row in rows])
            others = mean_interval([row[1] for row in rows])
            lines.append(
                f"  {player:7s} seat {mine[0]:5.2f} [{mine[1]:5.2f}–{mine[2]:5.2f}]   random seats {others[0]:5.2f} "
                f"[{others[1]:5.2f}–{others[2]:5.2f}]   ratio {mine[0] / others[0]:4.2f}   n={len(rows)}"
            )
        lines.append("")
    for series, solo_results in series_results(results, Solo):
        lines.append(f"{series.title}: mean penalty (lower is better), 95% interval")
        for player in PLAYERS:
            rows = [result for task, result in solo_results.items() if task.lineup == (player,)]
            mean, low, high = mean_interval([row[0] for row in rows])
            stuck = sum(row[1] for row in rows)
            median = statistics.median(row[0] for row in rows)
            lines.append(
                f"  {player:7s} {mean:6.2f} [{low:6.2f}–{high:6.2f}]   median {median:5.1f}   stuck in {stuck:.0f} of {len(rows)}"
            )
        lines.append("")
    return lines


def judged_series(only: Optional[str] = None) -> list[str]:
    """The duels whose choices are judged (`Duel.judged`), of every game or of one."""
    return [
        name
        for name, (game_id, series) in all_series().items()
        if isinstance(series, Duel) and series.judged is not None and only in (None, game_id)
    ]


def judged_choices(name: str, games: int) -> dict[str, list[float]]:
    """Each player's choices in the same turns of a judged duel: {player: for
    each choice, the expected points of the turn it gives away against the
    best option}. The turns come from seeded games between hard players;
    only turns with more than one option count. Where luck decides most
    games (Beat the Odds' dice), this shows the levels apart where win rates
    cannot."""
    game_id, series = all_series()[name]
    assert isinstance(series, Duel) and series.judged is not None
    given_away: dict[str, list[float]] = {player: [] for player in PLAYERS}
    for seed in range(games):
        state = GAMES[game_id].start(seed=seed, **series.setup)
        while not state.over:
            seat = state.to_move[0]
            if len(state.legal_moves(seat)) > 1:
                options = series.judged.option_values(state, seat)
                best = max(value for _, value in options)
                for player in PLAYERS:
                    chosen = move_of(player, state, seat, seed * 1000 + len(state))
                    given_away[player].append(best - next(value for move, value in options if move == chosen))
            state = state.play(choose_move(state, seat, "hard", seed=seed), seat)
    return given_away


def choices_table(name: str, choices: dict[str, list[float]]) -> list[str]:
    _, series = all_series()[name]
    assert isinstance(series, Duel) and series.judged is not None
    lines = [f"{series.judged.title}: expected points given away a choice, 95% interval"]
    for player, losses in choices.items():
        mean, low, high = mean_interval(losses)
        worse = sum(loss > 1e-9 for loss in losses) / len(losses)
        lines.append(f"  {player:7s} {mean:5.2f} [{low:5.2f}–{high:5.2f}]   not the best in {worse:4.0%} of {len(losses)} choices")
    return lines + [""]


# -- speed ------------------------------------------------------------------------


def typical_position(case: str, seed: int = 1) -> State:
    """A position 40% of the way into a game of seeded random moves, with a
    choice to make, on the setup of the series called `case`."""
    game_id, series = all_series()[case]
    state = GAMES[game_id].start(seed=seed, **series.setup)
    chance = random.Random(seed)
    line = []
    while not state.over:
        seat = state.to_move[0]
        moves = state.legal_moves(seat)
        if len(moves) > 1:
            line.append(state)
        state = state.play(chance.choice(moves), seat)
    return line[int(len(line) * MID_GAME)]


def search_rate(case: str, iterations: int = 200) -> float:
    """Search iterations per second from the typical position of a series where the computer searches."""
    state = typical_position(case)
    seat = state.to_move[0]
    plan = plans.plan_for(state.game.id)
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
    series = all_series()
    for case in cases:
        rate = search_rate(case, iterations) if series[case][1].searched else None
        report[case] = {"rate": rate, "hard": hard_move_seconds(case)}
    return json.dumps(report)


def speed_table(cpython: dict, browser: Optional[dict]) -> list[str]:
    header = f"{'game':20s}{'plan it/s':>10s}{'CPython it/s':>14s}{'browser it/s':>14s}{'hard move CPython':>19s}{'hard move browser':>19s}"
    lines = ["Search speed from a seeded mid-game position; hard move: mean (max) of 3 positions", header, "-" * len(header)]
    series = all_series()
    for case, here in cpython.items():
        there = (browser or {}).get(case)
        game_id, measured = series[case]
        plan_rate = plans.plan_for(game_id).iterations_per_second if measured.searched else None

        def rate(value: Optional[float]) -> str:
            return "—" if value is None else f"{value:,.0f}"

        def move(times: Optional[list[float]]) -> str:
            return "—" if not times else f"{statistics.fmean(times):.2f} s ({max(times):.2f})"

        lines.append(
            f"{case:20s}{rate(plan_rate):>10s}{rate(here['rate']):>14s}{rate(there and there['rate']):>14s}"
            f"{move(here['hard']):>19s}{move(there and there['hard']):>19s}"
        )
    return lines
