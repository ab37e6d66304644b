"""Errors raised by the engines. All are ValueErrors that say what was wrong."""


class OddsEvensError(ValueError):
    """Base class of every error the rules package raises on bad input."""


class IllegalMove(OddsEvensError):
    """A move that the rules do not allow here; the message names the rule."""


class BadOption(OddsEvensError):
    """An unknown option, a value outside its allowed set, or a bad player count."""


class BadRecord(OddsEvensError):
    """A saved game or record that cannot be read or replayed."""
