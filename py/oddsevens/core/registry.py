"""Every game, in menu order. A game's own module registers it with one line,
`GAME = register(SomeGame())`, and names there the modules above the rules
that serve it (its renderer, its computer player's plan, its page); its
rules page and its stylesheet go by its id (seeds/<id>.md,
static/games/<id>.css). So a new game needs its own files and that line, and
nothing else to change."""

from __future__ import annotations

import functools
import importlib
from typing import Any

from .errors import BadRecord
from .game import Game, State
from .phrases import N_, Phrase, phrase

GAMES: dict[str, Game] = {}
"""Every registered game by id, in the order registered: the menu's order."""


def register(game: Game) -> Game:
    if game.id in GAMES:
        raise ValueError(f"a game called {game.id!r} is registered already")
    GAMES[game.id] = game
    return game


def game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise KeyError(str(no_game(game_id))) from None


def no_game(game_id: Any) -> Phrase:
    """Why `game_id` names no game, with the games that there are."""
    # Translators: {game} is what a record names as its game; {games} the ids of the games, such as 'even-odds'.
    return phrase(N_("no game {game}; the games are: {games}"), game=repr(game_id), games=", ".join(GAMES))


@functools.cache
def named(path: str) -> Any:
    """What a "module:attribute" path names, imported on first use: how the
    rules name what serves them without importing the layers above them."""
    module_name, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def replay(record: Any) -> State:
    """The state a record of any registered game came from, checking every
    move on the way."""
    if not isinstance(record, dict):
        raise BadRecord(phrase(N_("a record must be a JSON object")))
    if "game" not in record:
        # Translators: {key} is the name of a part of a record, such as 'moves'.
        raise BadRecord(phrase(N_("the record has no {key}"), key=repr("game")))
    try:
        found = game(record["game"])
    except KeyError:
        raise BadRecord(no_game(record["game"])) from None
    return found.replay(record)
