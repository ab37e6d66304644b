"""What every game shares: the contract, errors, the PRNG and the grids."""

from .errors import BadOption, BadRecord, IllegalMove, OddsEvensError
from .game import Game, Move, Seat, State, replay
from .rng import Rng

__all__ = [
    "BadOption",
    "BadRecord",
    "Game",
    "IllegalMove",
    "Move",
    "OddsEvensError",
    "Rng",
    "Seat",
    "State",
    "replay",
]
