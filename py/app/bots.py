"""Runs in the named PyScript worker "bots", off the main thread: the page
sends a game's record and gets the computer's move back, both as JSON text.
It never touches the DOM, so the worker needs no cross-origin isolation."""

from __future__ import annotations

import json

import oddsevens
from oddsevens.ai import choose_move

from .added_games import import_added_games

import_added_games()


def choose(record_json: str, seat: int, level: str, seed: int) -> str:
    state = oddsevens.replay(json.loads(record_json))
    return json.dumps(choose_move(state, seat, level, seed))
