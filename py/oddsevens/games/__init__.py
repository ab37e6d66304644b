"""One module per game. Each registers its game (core.registry) as it is
imported, so the order here is the menu's order."""

# isort: off
from . import even_at_odds, even_odds, dualities, beat_the_odds, evening  # noqa: F401
