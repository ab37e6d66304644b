"""The puzzles (py/oddsevens/puzzles/<game>.json, mined by `python3 build.py
puzzles`): each replays to its position, its solution is legal and won, and
each move of the winner in it is the only legal move that wins, by the
project's exact solver and, where the position is small enough, by plain
minimax over the engine's states (tests/support/brute_force.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import oddsevens
from brute_force import winner_with_best_play, wins_whatever_is_played
from oddsevens.ai.endgame import EndgameSolver
from oddsevens.ai.plans import plan_for
from oddsevens.core import Move, Seat, State
from oddsevens.puzzles import DIFFICULTIES, Puzzle, UnknownPuzzle, difficulty_of, puzzle, puzzles

GAMES = ("dualities", "evening")
"""The games whose puzzles `python3 build.py puzzles` writes."""
EVERY_PUZZLE = [found for game_id in GAMES for found in puzzles(game_id)]
MINIMAX_EMPTY_CELLS = 19
"""Plain minimax checks the puzzles whose position has at most this many
empty cells: every one of Evening's and 59 of Dualities' 60 (its one of 21
takes two minutes)."""


def empty_cells(state: State) -> int:
    return sum(colour is None for *_, colour in state.view()["cells"])


def winners_turns(found: Puzzle) -> Iterator[tuple[State, Move]]:
    """Each position of the solution where its winner moves, with the move it makes."""
    state = oddsevens.replay(found.record)
    winner = found.solution[0][0]
    for seat, move in found.solution:
        if seat == winner:
            yield state, move
        state = state.play(move, seat)


def only_winning_moves(state: State, winner_of: Any) -> list[Move]:
    """The legal moves of the side to move after which it wins, by `winner_of(state)`."""
    (seat,) = state.to_move
    return [move for move in state.legal_moves(seat) if winner_of(state.play(move, seat)) == seat]


SOLVERS: dict[str, EndgameSolver[Any, Any]] = {}
"""The project's exact solver per game and options, its table shared by the puzzles."""


def winner_by_the_solver(state: State) -> Seat:
    """The seat that wins `state` with best play, by the exact solver of the game's plan (`Plan.exact`)."""
    if state.over:
        (winner,) = state.winners
        return winner
    exact = plan_for(state.game.id).exact
    assert exact is not None
    view = state.view()
    solver = SOLVERS.setdefault(json.dumps([state.game.id, state.options], sort_keys=True), EndgameSolver(exact.rules(view), 0))
    solver.max_nodes = solver.nodes + 2_000_000
    (mover,) = state.to_move
    return mover if solver.score(exact.position(view), -1, 1) > 0 else 1 - mover


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_has_at_least_50_puzzles_and_10_of_each_difficulty(game_id: str) -> None:
    every = puzzles(game_id)
    assert len(every) >= 50
    counts = Counter(found.difficulty for found in every)
    assert {difficulty: counts[difficulty] >= 10 for difficulty in DIFFICULTIES} == dict.fromkeys(DIFFICULTIES, True), counts


def test_puzzle_ids_are_unique_and_name_their_game() -> None:
    ids = [found.id for found in EVERY_PUZZLE]
    assert len(set(ids)) == len(ids)
    assert all(found.id.startswith(found.game + "-") and found.record["game"] == found.game for found in EVERY_PUZZLE)


def test_a_puzzle_is_found_by_its_id_and_an_unknown_id_is_a_value_error_that_says_so() -> None:
    first = puzzles("evening")[0]
    assert puzzle("evening", first.id) == first
    with pytest.raises(UnknownPuzzle) as unknown:
        puzzle("dualities", "evening-001")
    assert isinstance(unknown.value, ValueError)
    assert str(unknown.value) == "'dualities' has no puzzle 'evening-001'"
    assert puzzles("beat-the-odds") == []


@pytest.mark.parametrize("found", EVERY_PUZZLE, ids=lambda found: found.id)
def test_the_solution_is_legal_from_the_side_to_move_and_its_winner_wins_whatever_is_played_after_it(found: Puzzle) -> None:
    state = oddsevens.replay(found.record)
    (winner,) = state.to_move
    assert found.solution[0][0] == winner
    for seat, move in found.solution:
        assert state.to_move == (seat,)
        assert move in state.legal_moves(seat)
        state = state.play(move, seat)
    assert state.over and state.winners == (winner,) or wins_whatever_is_played(state, winner)


@pytest.mark.parametrize("found", EVERY_PUZZLE, ids=lambda found: found.id)
def test_the_difficulty_counts_the_moves_of_the_winner_and_the_losing_moves_beside_the_first(found: Puzzle) -> None:
    moves = sum(seat == found.solution[0][0] for seat, _ in found.solution)
    (seat,) = oddsevens.replay(found.record).to_move
    near_misses = len(oddsevens.replay(found.record).legal_moves(seat)) - 1
    assert found.difficulty == difficulty_of(moves, near_misses)


@pytest.mark.parametrize("found", EVERY_PUZZLE, ids=lambda found: found.id)
def test_each_move_of_the_winner_is_its_only_winning_move_by_the_exact_solver(found: Puzzle) -> None:
    for state, move in winners_turns(found):
        assert only_winning_moves(state, winner_by_the_solver) == [move]


SMALL_PUZZLES = [found for found in EVERY_PUZZLE if empty_cells(oddsevens.replay(found.record)) <= MINIMAX_EMPTY_CELLS]


def test_plain_minimax_checks_at_least_50_puzzles_of_each_game_and_every_difficulty() -> None:
    checked = Counter((found.game, found.difficulty) for found in SMALL_PUZZLES)
    assert {(game_id, difficulty) for game_id in GAMES for difficulty in DIFFICULTIES} <= set(checked), checked
    per_game = Counter(found.game for found in SMALL_PUZZLES)
    assert {game_id: per_game[game_id] >= 50 for game_id in GAMES} == dict.fromkeys(GAMES, True), per_game


@pytest.mark.parametrize("found", SMALL_PUZZLES, ids=lambda found: found.id)
def test_each_move_of_the_winner_is_its_only_winning_move_by_plain_minimax(found: Puzzle) -> None:
    for state, move in winners_turns(found):
        assert only_winning_moves(state, winner_with_best_play) == [move]


def test_the_puzzles_load_from_the_package_zip_the_browser_imports(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The build's oddsevens.zip (without bytecode here) carries the puzzle
    files, and the package reads them from inside it (through its loader)."""
    from sitebuild import package

    monkeypatch.setattr(package, "compile_with_pyodide", lambda sources, label, shown_as=None: {})
    archive = tmp_path / "oddsevens.zip"
    package.package_zip(archive)
    probe = (
        "import sys; sys.path.insert(0, sys.argv[1]); import oddsevens.puzzles as p; "
        "print(p.__file__.startswith(sys.argv[1]), len(p.puzzles('dualities')), p.puzzle('evening', 'evening-001').game)"
    )
    loaded = subprocess.run([sys.executable, "-I", "-c", probe, str(archive)], cwd=tmp_path, capture_output=True, text=True, check=True)
    assert loaded.stdout.split() == ["True", str(len(puzzles("dualities"))), "evening"]
