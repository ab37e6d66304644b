"""What every game shares: the contract, errors, the PRNG and the grids."""

from .errors import BadOption, BadRecord, IllegalMove, OddsEvensError
from .game import VIEW_KEYS, YOU, Game, Move, MoveViews, Seat, State
from .phrases import N_, Phrase, Said, counted, phrase
from .registry import GAMES, named, register, replay
from .rng import Rng

__all__ = [
    "GAMES",
    "VIEW_KEYS",
    "YOU",
    "BadOption",
    "BadRecord",
    "Game",
    "IllegalMove",
    "Move",
    "N_",
    "Phrase",
    "Said",
    "MoveViews",
    "OddsEvensError",
    "Rng",
    "Seat",
    "State",
    "counted",
    "named",
    "phrase",
    "register",
    "replay",
]
