"""Beat the Odds' moves as the page tells them apart: the ones that roll
dice, and the choices a player is offered (two moves with one button are one
choice)."""

from __future__ import annotations

from typing import Any

import oddsevens

from .words import move_label


def draws_dice(move: Any) -> bool:
    """A roll, or a re-roll of a die: the move reveals chance."""
    return move == "roll" or (isinstance(move, dict) and move.get("reroll") is not None)


def last_move(state: oddsevens.State) -> tuple[int, Any]:
    """The seat and the move that made `state` (every state but the first has them)."""
    played = state.last_move()
    assert played is not None, "a state after the first"
    return played


def distinct_moves(moves: list[Any], turn: dict) -> list[tuple[Any, str]]:
    """Moves with their labels; re-rolling either of two equal dice is one choice."""
    seen: dict[str, Any] = {}
    for move in moves:
        seen.setdefault(move_label(move, turn), move)
    return [(move, label) for label, move in seen.items()]
