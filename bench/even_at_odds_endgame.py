"""How often hard misses the best placement over the last plies of an Even
at Odds duel, before and after its exact endgame (issue #18). A
measurement, not a test:

    .venv/bin/python bench/even_at_odds_endgame.py [--positions N] [--first-seed S]

Seeded duels between hard players are played up to the start player's last
tile, with the other player's last tile still to come (the endgame changes
no earlier move, so the positions are the same before and after). There
every placement is valued exactly (oddsevens.ai.even_at_odds_endgame: the
expected outcome over every deal of the tiles the mover has not seen), and
the positions where the placements' values differ are kept. A miss is a
move worth less than the best: before, the move of hard's search alone (as
hard played before the endgame); after, hard's move now. Hard's move on the
game's last tile, which follows (the other player, after hard's move now),
is judged the same way. Times are CPU seconds of hard's whole move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

import oddsevens  # noqa: E402
from oddsevens.ai import LEVEL_SECONDS, choose_move, plans  # noqa: E402
from oddsevens.ai.even_at_odds_endgame import endgame_values  # noqa: E402
from oddsevens.ai.search import move_key, search  # noqa: E402
from oddsevens.core import Move, Seat  # noqa: E402
from oddsevens.games.even_at_odds import PLAY, EvenAtOddsState  # noqa: E402

JUDGE_LEAVES = 10**9


def search_alone_move(state: EvenAtOddsState, seat: Seat, seed: int) -> Move:
    """Hard's move by its search alone, as `choose_move` made it before the
    endgame: the same generator, budget and playout."""
    plan = plans.plan_for(state.game.id)
    rng = random.Random(f"{seed}:{seat}:{state.view(seat)['move_number']}")
    iterations = max(8, int(LEVEL_SECONDS["hard"] * plan.iterations_per_second))
    return search(state.legal_moves(seat), lambda chance: state.determinize(seat, chance), plan.playout, iterations, rng).move


def start_players_last_tile(state: EvenAtOddsState, seat: Seat) -> bool:
    other_hand = state.hands[1 - seat]
    return (state.phase == PLAY and not state.boneyard and not state.overtime_turns
            and len(state.hands[seat]) == 1 and len(other_hand) == 1)


def hard_duel_to(seed: int, stop: Callable[[EvenAtOddsState, Seat], bool]) -> tuple[EvenAtOddsState, Seat] | None:
    """A seeded duel between hard players up to the first position where
    `stop` holds for the seat to move (None if the game ends first)."""
    state = oddsevens.game("even-at-odds").start(players=2, seed=seed)
    while not state.over:
        assert isinstance(state, EvenAtOddsState)
        seat = state.to_move[0]
        if stop(state, seat):
            return state, seat
        state = state.play(choose_move(state, seat, "hard", seed=seed), seat)
    return None


class Tally:
    """Misses of one kind of move over the positions where the choice matters."""

    def __init__(self, title: str) -> None:
        self.title = title
        self.positions = 0
        self.misses = 0
        self.sure_wins_missed = 0
        self.expected_lost = 0.0
        self.seconds: list[float] = []

    def judge(self, values: dict[str, float], move: Move, seconds: float) -> bool:
        best = max(values.values())
        value = values[move_key(move)]
        self.positions += 1
        self.seconds.append(seconds)
        if value < best:
            self.misses += 1
            self.expected_lost += best - value
            self.sure_wins_missed += best == 1.0
        return value < best

    def report(self) -> str:
        times = sorted(self.seconds)
        timing = f"move {statistics.median(times):.3f} s median, {times[-1]:.3f} s max" if times else ""
        return (f"{self.title}: {self.misses} misses in {self.positions} positions where the choice mattered "
                f"({self.sure_wins_missed} sure wins not taken; {self.expected_lost:.2f} expected wins lost); {timing}")


def timed(choose: Callable[..., Move], *arguments: Any, **options: Any) -> tuple[Move, float]:
    """`choose(*arguments, **options)`, and the CPU seconds it took."""
    start = time.process_time()
    move = choose(*arguments, **options)
    return move, time.process_time() - start


def exact_values(state: EvenAtOddsState, seat: Seat) -> dict[str, float] | None:
    """Every placement's exact value, when the placements' values differ."""
    values = endgame_values(state, seat, state.legal_moves(seat), JUDGE_LEAVES)
    if values is None or len({value for _, value in values}) < 2:
        return None
    return {move_key(move): value for move, value in values}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=30,
                        help="start player's last tiles where the choice matters (default 30)")
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    before = Tally("start player's last tile, before (search alone)")
    after = Tally("start player's last tile, after (hard now)")
    last_before = Tally("game's last tile, before (search alone)")
    last_after = Tally("game's last tile, after (hard now)")
    seed = args.first_seed
    while before.positions < args.positions:
        found = hard_duel_to(seed, start_players_last_tile)
        values = exact_values(*found) if found else None
        if found and values:
            state, seat = found
            searched, search_seconds = timed(search_alone_move, state, seat, seed)
            chosen, hard_seconds = timed(choose_move, state, seat, "hard", seed=seed)
            missed_before = before.judge(values, searched, search_seconds)
            missed_after = after.judge(values, chosen, hard_seconds)
            print(f"seed {seed}: {len(values)} placements, best {max(values.values()):.3f}; "
                  f"search alone {values[move_key(searched)]:.3f}{' MISS' if missed_before else ''}, "
                  f"hard {values[move_key(chosen)]:.3f}{' MISS' if missed_after else ''} ({hard_seconds:.3f} s)", flush=True)
            last = state.play(chosen, seat)
            assert isinstance(last, EvenAtOddsState)
            other = 1 - seat
            last_values = exact_values(last, other) if not last.over and last.to_move == (other,) else None
            if last_values:
                last_before.judge(last_values, *timed(search_alone_move, last, other, seed))
                last_after.judge(last_values, *timed(choose_move, last, other, "hard", seed=seed))
        seed += 1
    print(f"seeds {args.first_seed}-{seed - 1}")
    for tally in (before, after, last_before, last_after):
        print(tally.report())


if __name__ == "__main__":
    main()
