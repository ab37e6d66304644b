"""Positions the engine and page tests share: found by seeded random play
or dealt by hand."""

from __future__ import annotations

import random

import oddsevens


def random_position(game_id: str, options: dict, seed: int, empty: int) -> oddsevens.State:
    """A seeded random game stopped at `empty` empty cells (a stone rather
    than a pass whenever there is one, so that games reach the end)."""
    state = oddsevens.game(game_id).start(seed=seed, **options)
    chance = random.Random(seed)
    while not state.over and sum(colour is None for *_, colour in state.view(None)["cells"]) > empty:
        moves = state.legal_moves()
        stones = [move for move in moves if move != "pass"]
        state = state.play(chance.choice(stones or moves))
    return state


def last_decisive_even_at_odds_move() -> tuple[oddsevens.State, list, list]:
    """A duel position, found by seeded random play, in which the seat to
    move lays the game's last tile: (position, winning moves, losing moves)."""
    game = oddsevens.game("even-at-odds")
    for seed in range(300):
        state = game.start(players=2, seed=seed)
        chance = random.Random(seed)
        while not state.over:
            seat = state.to_move[0]
            moves = state.legal_moves(seat)
            outcomes = [state.play(move, seat) for move in moves]
            if all(after.over for after in outcomes):
                won = [seat in after.winners and len(after.winners) == 1 for after in outcomes]
                lost = [seat not in after.winners for after in outcomes]
                if any(won) and any(lost):
                    return (
                        state,
                        [move for move, wins in zip(moves, won, strict=True) if wins],
                        [move for move, loses in zip(moves, lost, strict=True) if loses],
                    )
                break
            state = outcomes[chance.randrange(len(moves))]
    raise AssertionError("no decisive last move found")


def even_odds_deals() -> tuple[oddsevens.State, oddsevens.State]:
    """Two deals that differ only in the numbers on seat 0's own tiles,
    which seat 0 never sees (it sees everyone else's)."""
    racks = [
        ["blue-1", "blue-3", "pink-2", "pink-4", "green-5", "green-7", "black-6", "black-8", "yellow-9", "yellow-10", "blue-5", "pink-6"],
        ["blue-2", "blue-4", "pink-1", "pink-3", "green-6", "green-8", "black-5", "black-7", "yellow-1", "yellow-2", "blue-6", "pink-5"],
        ["blue-7", "blue-8", "pink-7", "pink-8", "green-1", "green-2", "black-1", "black-2", "yellow-3", "yellow-4", "blue-9", "pink-9"],
        ["blue-10", "pink-10", "green-3", "green-4", "black-3", "black-4",
         "yellow-5", "yellow-6", "green-9", "green-10", "black-9", "black-10"],
    ]
    swapped = [list(rack) for rack in racks]
    swapped[0][0], swapped[0][1], swapped[0][10] = "blue-5", "blue-1", "blue-3"
    game = oddsevens.game("even-odds")
    return game.start(players=4, seed=1, deal=racks, first=0), game.start(players=4, seed=2, deal=swapped, first=0)


def finished_evening_game(seed: int) -> list[oddsevens.State]:
    """A seeded random Evening game on the smallest board, played to the end
    (a stone rather than a pass whenever there is one): every state of it."""
    states = [oddsevens.game("evening").start(seed=seed, size=3)]
    chance = random.Random(seed)
    while not states[-1].over:
        moves = states[-1].legal_moves()
        stones = [move for move in moves if move != "pass"]
        states.append(states[-1].play(chance.choice(stones or moves)))
    return states
