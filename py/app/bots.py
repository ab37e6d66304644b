"""Runs in the named PyScript worker "bots", off the main thread: the page
sends a game's record and gets the computer's move (or a player's hint, or
the review of a player's moves) back, as JSON text. It never touches the DOM, so the worker needs no
cross-origin isolation."""

from __future__ import annotations

import json
import zlib

import oddsevens
from oddsevens.ai import choose_move
from oddsevens.ai.review import review as review_moves
from oddsevens.core import Move, Seat

from .added_games import import_added_games

import_added_games()

HINT_LEVEL = "hard"
"""A hint suggests the move the strongest computer player would make."""


def choose(record_json: str, seat: int, level: str, seed: int) -> str:
    state = oddsevens.replay(json.loads(record_json))
    return json.dumps(choose_move(state, seat, level, seed))


def hint(record_json: str, seat: int) -> str:
    """The move suggested to `seat` in the game of this record, as JSON."""
    return json.dumps(hint_move(oddsevens.replay(json.loads(record_json)), seat))


def review(record_json: str, seat: int) -> str:
    """The moves where `seat` let the result turn in the game of this
    record, as a JSON list (`oddsevens.ai.review.Turning.to_json`)."""
    record = json.loads(record_json)
    history = [oddsevens.replay({**record, "moves": []})]
    for mover, move in oddsevens.replay(record).moves():
        history.append(history[-1].play(move, mover))
    return json.dumps([turning.to_json() for turning in review_moves(history, seat)])


def hint_move(state: oddsevens.State, seat: Seat) -> Move:
    """Hard's move for `seat`. The computer players decide from the seat's
    view (plus worlds drawn to agree with it), and the search is seeded
    from that view too, never from the game's seed, which fixes the hidden
    tiles: so the same position, as the player sees it, always gets the
    same hint, and nothing the player cannot see changes it."""
    seen = json.dumps(state.view(seat), sort_keys=True, separators=(",", ":"))
    return choose_move(state, seat, HINT_LEVEL, zlib.crc32(seen.encode()))
