"""What the engine tells a player, as data: a Phrase is an English message
with `{name}` fields and the values that fill them. The engine never
translates; the page layer (py/app/words.py) says a Phrase in the reader's
language from the message catalogues (locales/). A game keeps its own
phrases beside its rules, each message marked so that the build's
extraction (sitebuild.languages) finds it: `N_` (gettext's idiom) inside
`phrase(...)`, or `counted(singular, plural, count=n)` for a message that
changes with a number.

    phrase(N_("black {black}, white {white}"), black="c4", white="d4")
    counted("{count} tile left", "{count} tiles left", count=3)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeAlias


def N_(message: str) -> str:
    """Marks `message` for the catalogues and gives it back unchanged."""
    return message


@dataclass(frozen=True)
class Phrase:
    message: str
    """English, with `{name}` fields; the message id of the catalogues."""
    values: dict[str, Any] = field(default_factory=dict)
    """Each field's value: a number, a string that needs no words (a cell's
    coordinates, a player's name), or a Phrase said first."""
    plural: str | None = None
    """The English plural; the catalogues choose the form by values["count"]."""

    def english(self) -> str:
        """The phrase in English, without any catalogue (developers' messages, logs, tests)."""
        message = self.plural if self.plural is not None and self.values["count"] != 1 else self.message
        return message.format(**{name: english(value) for name, value in self.values.items()})

    def __str__(self) -> str:
        return self.english()


def phrase(message: str, /, **values: Any) -> Phrase:
    return Phrase(message, values)


def counted(singular: str, plural: str, /, count: int, **values: Any) -> Phrase:
    return Phrase(singular, {"count": count, **values}, plural)


Said: TypeAlias = str | Phrase
"""What a game says: a Phrase, or a plain string that needs no words."""


def english(value: Any) -> Any:
    """`value` in English where it is a Phrase, as it is otherwise."""
    return value.english() if isinstance(value, Phrase) else value
