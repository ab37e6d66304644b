"""Errors raised by the engines. All are ValueErrors that say what was wrong:
in English for developers (the exception's message), and as a Phrase
(`said`) that the page words in the reader's language."""

from __future__ import annotations

from .phrases import Said


class OddsEvensError(ValueError):
    """Base class of every error the rules package raises on bad input."""

    def __init__(self, said: Said) -> None:
        super().__init__(str(said))
        self.said = said


class IllegalMove(OddsEvensError):
    """A move that the rules do not allow here; the message names the rule."""


class BadOption(OddsEvensError):
    """An unknown option, a value outside its allowed set, or a bad player count."""


class BadRecord(OddsEvensError):
    """A saved game or record that cannot be read or replayed."""

