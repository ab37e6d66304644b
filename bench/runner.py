"""Seeded series that measure the computer players, and the speed of their search.

bench/series.py lists each game's series and endgames; this module plays
and reports those of every registered game, in the menu's order.
`python3 build.py bench-ai` runs the series in CPython (over several
processes with --jobs) and the speed measurements both here and in the
browser, where bench/ai.py calls `speed_report` inside Pyodide.

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
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar

from oddsevens import GAMES
from oddsevens.ai import LEVELS, choose_move, level_seconds, plans
from oddsevens.ai.endgame import WIN_VALUE
from oddsevens.ai.search import search
from oddsevens.core import Move, Seat, State

from .random_player import random_move
from .series import ENDGAMES, SERIES, Duel, Endgames, LevelsAtOneTable, SeatAgainstRandom, Series, Solo

RANDOM = "random"
PLAYERS = (RANDOM, *LEVELS)
SEARCH_ONLY = {"search": 1, "search×10": 10}
"""Reference players: hard's search alone, without the plan's direct moves
(exact endgames), at hard's budget times this factor."""
REFERENCE_PAIRS = tuple(("hard", player) for player in SEARCH_ONLY)
ENDGAME_PLAYERS = (*LEVELS, "search")
JUDGE_NODES = 50_000_000
"""Positions the endgames' judge may expand: it must settle every position it is given."""

DUEL_PAIRS = (("hard", RANDOM), ("hard", "medium"), ("medium", "easy"), ("easy", RANDOM))
SCORE_SERIES_FACTOR = 2
"""The series that score points (one seat against random ones, levels at
one table, solo) are this many games (deals) times --games: their games are
quick, and points vary far more than a win or a loss."""
MID_GAME = 0.4
"""How far into a seeded random game the speeds are measured."""
Z95 = 1.959964


def all_series() -> dict[str, tuple[str, Series]]:
    """Every registered game's series (`series.SERIES`), in the menu's
    order: {series name: (game id, series)}."""
    found: dict[str, tuple[str, Series]] = {}
    for game_id in GAMES:
        for series in SERIES.get(game_id, ()):
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
    player in `seat`; levels at one table: each seat's level; solo: the
    single player."""
    seed: int
    seat: Seat


Results = dict[Task, tuple[float, ...]]
"""Each task's result (see `run_task`)."""


def move_of(player: str, state: State, seat: Seat, seed: int) -> Move:
    if player == RANDOM:
        return random_move(state, seat, seed)
    if player in SEARCH_ONLY:
        seconds = SEARCH_ONLY[player] * level_seconds(state.game.id, "hard")
        return choose_move(state, seat, "hard", seed=seed, seconds=seconds, search_only=True)
    return choose_move(state, seat, player, seed=seed)


def play_game(game_id: str, setup: dict, seats: dict[Seat, str], seed: int) -> State:
    """One game from `seed`; seats missing from `seats` play at random."""
    state = GAMES[game_id].start(seed=seed, **setup)
    while not state.over:
        seat = state.to_move[0]
        state = state.play(move_of(seats.get(seat, RANDOM), state, seat, seed), seat)
    return state


def table_lineups(series: LevelsAtOneTable, pair: tuple[str, str]) -> list[tuple[str, ...]]:
    """Each seat's level in every game of a deal where the pair meets (`LevelsAtOneTable.shifts`)."""
    players = series.setup["players"]
    first = (pair[0],) * (players // 2) + (pair[1],) * (players - players // 2)
    return [tuple(first[(seat - shift) % players] for seat in range(players)) for shift in series.shifts]


def run_task(task: Task) -> tuple[float, ...]:
    """Duel: the first player's share of the win (1, ½ for a shared win, 0).
    One seat against random ones: (the player's points, the mean points of
    the random seats). Levels at one table: each seat's points a round.
    Solo: (the penalty, 1.0 if the game got stuck else 0.0)."""
    game_id, series = all_series()[task.series]
    if isinstance(series, LevelsAtOneTable):
        state = play_game(game_id, series.setup, dict(enumerate(task.lineup)), task.seed)
        return tuple(points / state.options["rounds"] for points in state.scores)
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


def series_tasks(series: Series, games: int, reference_games: int = 0) -> list[Task]:
    """Duel: each deal is played twice, once from each seat, and where the
    duel is `against_search`, hard plays the reference players
    `reference_games` times each. One seat against random ones: each deal is
    played from every seat in turn, so the luck of the deal weighs the same
    on the measured seat and on the random ones. Levels at one table: each
    deal is played with the levels' seats turned (`table_lineups`). Solo:
    every player plays the same seeds."""
    if isinstance(series, Duel):
        references = REFERENCE_PAIRS if series.against_search else ()
        return [
            Task(series.name, pair, index // 2, index % 2)
            for pair, count in [*((pair, games * series.length) for pair in DUEL_PAIRS), *((pair, reference_games) for pair in references)]
            for index in range(count)
        ]
    if isinstance(series, SeatAgainstRandom):
        seats = series.setup["players"]
        return [
            Task(series.name, (player,), index // seats, index % seats)
            for player in PLAYERS
            for index in range(games * SCORE_SERIES_FACTOR)
        ]
    if isinstance(series, LevelsAtOneTable):
        return [
            Task(series.name, lineup, seed, 0)
            for pair in series.pairs
            for seed in range(games * SCORE_SERIES_FACTOR)
            for lineup in table_lineups(series, pair)
        ]
    return [Task(series.name, (player,), index, 0) for player in PLAYERS for index in range(games * SCORE_SERIES_FACTOR)]


def all_tasks(games: int, only: str | None = None, reference_games: int = 0) -> list[Task]:
    """The series of every game (or of one game id: all of its series)."""
    return [
        task
        for game_id, series in all_series().values()
        if only in (None, game_id)
        for task in series_tasks(series, games, reference_games)
    ]


Job = TypeVar("Job")
Outcome = TypeVar("Outcome")


def run_all(
    work: Callable[[Job], Outcome], jobs_to_run: list[Job], processes: int, progress: Callable[[int, int], None]
) -> dict[Job, Outcome]:
    """`work` applied to every job, over several processes when asked."""
    results: dict[Job, Outcome] = {}
    if processes > 1:
        from multiprocessing import Pool

        with Pool(processes) as pool:
            for job, result in zip(jobs_to_run, pool.imap(work, jobs_to_run, chunksize=1), strict=True):
                results[job] = result
                progress(len(results), len(jobs_to_run))
    else:
        for job in jobs_to_run:
            results[job] = work(job)
            progress(len(results), len(jobs_to_run))
    return results


def run_tasks(tasks: list[Task], jobs: int, progress: Callable[[int, int], None] = lambda done, total: None) -> Results:
    return run_all(run_task, tasks, jobs, progress)


# -- endgames ---------------------------------------------------------------------


def all_endgames(only: str | None = None) -> list[tuple[str, Endgames]]:
    """(game id, its endgames) of every registered game, or of one."""
    return [
        (game_id, endgames)
        for game_id in GAMES
        if only in (None, game_id)
        for endgames in ENDGAMES.get(game_id, ())
    ]


@dataclass(frozen=True)
class EndgameTask:
    """One seeded position of a game's endgames."""

    game_id: str
    title: str
    """The endgames' title (`Endgames.title`)."""
    empty: int
    seed: int


@dataclass(frozen=True)
class EndgameJudgement:
    thrown_away: dict[str, bool]
    """For each of ENDGAME_PLAYERS, whether its move lost the won position."""
    hard_seconds: float
    """How long hard took to choose its move."""


def endgame_tasks(positions: int, only: str | None = None) -> list[EndgameTask]:
    return [
        EndgameTask(game_id, endgames.title, empty, seed)
        for game_id, endgames in all_endgames(only)
        for empty in endgames.empty_cells
        for seed in range(positions)
    ]


def endgames_of(task: EndgameTask) -> Endgames:
    return next(endgames for endgames in ENDGAMES[task.game_id] if endgames.title == task.title)


def endgame_position(task: EndgameTask) -> State:
    """A seeded game of random moves, stopped once no more than `task.empty`
    cells are empty; a pass is chosen only when nothing else is legal."""
    endgames = endgames_of(task)
    state = GAMES[task.game_id].start(seed=task.seed, **endgames.setup)
    chance = random.Random(task.seed)
    while not state.over and endgames.count_empty(state) > task.empty:
        moves = state.legal_moves()
        placed = [move for move in moves if move != "pass"]
        state = state.play(chance.choice(placed or moves))
    return state


def exact_value(state: State) -> int:
    """Who wins with best play, for the side to move in a position in play
    of a game its plan can solve (`Plan.exact`), however long it takes."""
    exact = plans.plan_for(state.game.id).exact
    assert exact is not None, f"{state.game.id} has no exact solver"
    return exact.value(state.view(None), JUDGE_NODES)


def judge_endgame(task: EndgameTask) -> EndgameJudgement | None:
    """Each player's move in the task's position, judged exactly; None when
    the side to move cannot win there (or the game is already over)."""
    state = endgame_position(task)
    if state.over or exact_value(state) != WIN_VALUE:
        return None
    mover = state.to_move[0]

    def throws_away(move: Move) -> bool:
        after = state.play(move, mover)
        if after.over:
            return mover not in after.winners
        value = exact_value(after)
        return value == WIN_VALUE if after.to_move[0] != mover else value != WIN_VALUE

    thrown_away = {}
    hard_seconds = 0.0
    for player in ENDGAME_PLAYERS:
        started = time.perf_counter()
        move = move_of(player, state, mover, task.seed)
        if player == "hard":
            hard_seconds = time.perf_counter() - started
        thrown_away[player] = throws_away(move)
    return EndgameJudgement(thrown_away, hard_seconds)


def endgame_table(judgements: dict[EndgameTask, EndgameJudgement | None]) -> list[str]:
    """Per game and count of empty cells: the share of won positions each
    player throws away, and hard's move time there."""
    header = f"{'game':20s}{'empty':>6s}{'won':>5s}" + "".join(f"{player:>13s}" for player in ENDGAME_PLAYERS) + f"{'hard move':>22s}"
    lines = [
        "Won endgames thrown away (positions from seeded random games, solved exactly);",
        '"search" is hard\'s search alone, without its exact endgames',
        header,
        "-" * len(header),
    ]
    cases = dict.fromkeys((task.title, task.empty) for task in judgements)
    for title, empty in cases:
        won = [judged for task, judged in judgements.items() if (task.title, task.empty) == (title, empty) and judged]
        cells = []
        for player in ENDGAME_PLAYERS:
            thrown = sum(judged.thrown_away[player] for judged in won)
            cells.append(f"{thrown:3d} ({thrown / max(len(won), 1):4.0%})".rjust(13))
        seconds = [judged.hard_seconds for judged in won]
        timing = f"{statistics.median(seconds):.2f} s (max {max(seconds):.2f})" if seconds else "—"
        lines.append(f"{title:20s}{empty:6d}{len(won):5d}" + "".join(cells) + timing.rjust(22))
    return lines + [""]


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


Kind = TypeVar("Kind", bound=Series)


def series_results(results: Results, kind: type[Kind]) -> list[tuple[Kind, Results]]:
    """Each series of one kind that was played, in the menu's order, with its results."""
    played: list[tuple[Kind, Results]] = []
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
    references = [(series, duel) for series, duel in duels if series.against_search]
    if references:
        lines.append("Hard against its search alone, without the exact endgames (seats alternating)")
        for series, duel in references:
            cells = []
            for pair in REFERENCE_PAIRS:
                shares = [result[0] for task, result in duel.items() if task.lineup == pair]
                if shares:
                    low, high = wilson(sum(shares), len(shares))
                    cells.append(f"v {pair[1]}: {sum(shares) / len(shares):4.0%} [{low:4.0%}–{high:4.0%}] n={len(shares)}")
            lines.append(f"  {series.title:24s}" + "   ".join(cells))
        lines.append("")
    for seat_series, seat_results in series_results(results, SeatAgainstRandom):
        lines.append(f"{seat_series.title}: mean points (lower is better), 95% interval")
        for player in PLAYERS:
            rows = [result for task, result in seat_results.items() if task.lineup == (player,)]
            mine = mean_interval([row[0] for row in rows])
            others = mean_interval([row[1] for row in rows])
            lines.append(
                f"  {player:7s} seat {mine[0]:5.2f} [{mine[1]:5.2f}–{mine[2]:5.2f}]   random seats {others[0]:5.2f} "
                f"[{others[1]:5.2f}–{others[2]:5.2f}]   ratio {mine[0] / others[0]:4.2f}   n={len(rows)}"
            )
        lines.append("")
    for table_series, table_results in series_results(results, LevelsAtOneTable):
        lines += levels_at_one_table(table_series, table_results)
    for solo_series, solo_results in series_results(results, Solo):
        lines.append(f"{solo_series.title}: mean penalty (lower is better), 95% interval")
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


def level_points_by_deal(series: LevelsAtOneTable, results: Results, pair: tuple[str, str]) -> dict[str, list[float]]:
    """For each of the pair's levels, its mean points a round in each deal
    (over all its seats in all the deal's games), in the order of the deals."""
    lineups = table_lineups(series, pair)
    points: dict[str, dict[int, list[float]]] = {level: {} for level in pair}
    for task, scores in results.items():
        if task.lineup in lineups:
            for level, seat_points in zip(task.lineup, scores, strict=True):
                points[level].setdefault(task.seed, []).append(seat_points)
    return {level: [statistics.fmean(by_deal[seed]) for seed in sorted(by_deal)] for level, by_deal in points.items()}


def levels_at_one_table(series: LevelsAtOneTable, results: Results) -> list[str]:
    """Each pair's mean points a round, 95% normal intervals over the deals, and their ratio."""
    lines = [f"{series.title}: mean points a round (lower is better), 95% interval over the deals"]
    for pair in series.pairs:
        by_deal = level_points_by_deal(series, results, pair)
        if not by_deal[pair[0]]:
            continue
        stronger, weaker = (mean_interval(by_deal[level]) for level in pair)
        deals = len(by_deal[pair[0]])
        games = deals * len(series.shifts)
        lines.append(
            f"  {pair[0]:7s}{stronger[0]:5.2f} [{stronger[1]:5.2f}–{stronger[2]:5.2f}]   {pair[1]:7s}{weaker[0]:5.2f} "
            f"[{weaker[1]:5.2f}–{weaker[2]:5.2f}]   {pair[0]}/{pair[1]} {stronger[0] / weaker[0]:4.2f}   "
            f"n={deals} deals, {games} games"
        )
    return lines + [""]


def judged_series(only: str | None = None) -> list[str]:
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
    search(
        plan.worth_searching(state, moves),
        lambda chance: state.determinize(seat, chance),
        plan.playout,
        iterations,
        random.Random(0),
        fixed_moves=not state.game.hides_information,
        worth_searching=plan.worth_searching,
    )
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


ENDGAME_SPEED_SEEDS = range(6)
"""Seeded positions hard's move is timed in at the edge of its exact endgame."""


def endgame_move_seconds(game_id: str, endgames: Endgames, seeds: Iterable[int] = ENDGAME_SPEED_SEEDS) -> list[float]:
    """Wall time of hard's move in seeded positions with the most empty cells
    the endgames are judged at (where hard's solve takes longest, or gives
    up and searches)."""
    times = []
    for seed in seeds:
        state = endgame_position(EndgameTask(game_id, endgames.title, max(endgames.empty_cells), seed))
        if state.over:
            continue
        started = time.perf_counter()
        choose_move(state, state.to_move[0], "hard", seed=seed)
        times.append(time.perf_counter() - started)
    return times


def speed_report(cases: Iterable[str], iterations: int = 200) -> str:
    """JSON: {"series": per case, the search rate (where the bot searches)
    and the hard move times; "endgames": per endgame of the cases' games,
    hard's move times at its edge}. A case on a setup of its game already
    timed is left out (Even Odds' levels at one table sit at the table of
    its seat against random ones)."""
    series = all_series()
    report: dict[str, dict] = {"series": {}, "endgames": {}}
    timed = []
    for case in cases:
        game_id, measured = series[case]
        if (game_id, measured.setup) in timed:
            continue
        timed.append((game_id, measured.setup))
        rate = search_rate(case, iterations) if measured.searched else None
        report["series"][case] = {"rate": rate, "hard": hard_move_seconds(case)}
    for game_id in dict.fromkeys(series[case][0] for case in cases):
        for endgames in ENDGAMES.get(game_id, ()):
            name = f"{endgames.title}, {max(endgames.empty_cells)} empty"
            report["endgames"][name] = endgame_move_seconds(game_id, endgames)
    return json.dumps(report)


def mean_and_max(times: list[float] | None) -> str:
    return "—" if not times else f"{statistics.fmean(times):.2f} s ({max(times):.2f})"


def speed_table(cpython: dict, browser: dict | None) -> list[str]:
    """The speeds of `speed_report`, measured in CPython and (where given) in the browser."""
    header = f"{'game':20s}{'plan it/s':>10s}{'CPython it/s':>14s}{'browser it/s':>14s}{'hard move CPython':>19s}{'hard move browser':>19s}"
    lines = ["Search speed from a seeded mid-game position; hard move: mean (max) of 3 positions", header, "-" * len(header)]
    series = all_series()
    for case, here in cpython["series"].items():
        there = (browser or {}).get("series", {}).get(case)
        game_id, measured = series[case]
        plan_rate = plans.plan_for(game_id).iterations_per_second if measured.searched else None

        def rate(value: float | None) -> str:
            return "—" if value is None else f"{value:,.0f}"

        lines.append(
            f"{case:20s}{rate(plan_rate):>10s}{rate(here['rate']):>14s}{rate(there and there['rate']):>14s}"
            f"{mean_and_max(here['hard']):>19s}{mean_and_max(there and there['hard']):>19s}"
        )
    if cpython["endgames"]:
        header = f"{'endgame':34s}{'hard move CPython':>19s}{'hard move browser':>19s}"
        title = f"Hard's move where its exact endgame starts: mean (max) of {len(ENDGAME_SPEED_SEEDS)} seeded positions"
        lines += ["", title, header, "-" * len(header)]
        for name, times in cpython["endgames"].items():
            there = (browser or {}).get("endgames", {}).get(name)
            lines.append(f"{name:34s}{mean_and_max(times):>19s}{mean_and_max(there):>19s}")
    return lines
