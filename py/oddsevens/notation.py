"""Moves in words, for move lists and replays.

`describe(before, after, viewer)` says what the last move of `after` did,
from the seat `viewer` (None: a spectator). Everything beyond the move itself
is read from `before.view(viewer)` and `after.view(viewer)`, so a move list
never tells a player more than their own screen showed at that moment: in
Even Odds a tile's number appears only when that seat could see it (an
opponent's rack, the tiles of the dispute, the tile taken), and in Even at
Odds the tiles drawn after a play are never mentioned.

The phrases leave out who moved; `Game.sides` gives the fixed side names of
the games that have them, and pages name the other seats. A phrase is a
`Said` (core.phrases): English as `str(...)`, worded in the reader's
language by the page (app.words.say).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .core import N_, MoveViews, Said, Seat, State, phrase


def seat_names(players: int, names: Sequence[Any] | None) -> list[Any]:
    """`names` when it names every seat, else "Seat 1", "Seat 2"... (Phrases)."""
    if names is not None and len(names) == players:
        return list(names)
    # Translators: a seat of a game named by its number where the players have no names.
    return [phrase(N_("Seat {number}"), number=seat + 1) for seat in range(players)]


def describe(before: State, after: State, viewer: Seat | None = None, names: Sequence[Any] | None = None) -> Said:
    """What the move from `before` to `after` did, as the seat `viewer` saw it.
    `names` (one per seat) are used where a phrase mentions another seat."""
    last = after.last_move()
    assert last is not None and len(after) == len(before) + 1, "describe takes a move and the position before it"
    seat, move = last
    views = MoveViews(before, after, viewer)
    return before.game.describe_move(move, seat, views, seat_names(before.players, names))


def move_list(states: Sequence[State], viewer: Seat | None = None, names: Sequence[Any] | None = None) -> list[Said]:
    """One phrase per move, for consecutive states from a game's start."""
    return [describe(states[index], states[index + 1], viewer, names) for index in range(len(states) - 1)]
