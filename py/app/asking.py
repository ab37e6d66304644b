"""A question put to the bots' worker on the player's behalf (a hint, a
review), one at a time: while its answer is awaited the thinking sign is on,
and once the game has moved on, the answer is dropped when it comes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

About = TypeVar("About")


class Asking(Generic[About]):
    def __init__(self, thinking: Callable[[bool], None]) -> None:
        self.thinking = thinking
        """Turns the page's thinking sign on or off."""
        self.asked = 0
        """Counts the questions asked and dropped: an answer carries the
        count it was asked under, and only the latest is taken."""
        self.waiting: About | None = None
        """What the awaited answer is about (a seat), or None."""

    def ask(self, about: About) -> int:
        """A new question about `about`: the sign goes on. Returns the
        ticket its answer must bring to be taken."""
        self.asked += 1
        self.waiting = about
        self.thinking(True)
        return self.asked

    def take(self, ticket: int) -> bool:
        """Whether the answer bearing `ticket` is the one awaited; if so it
        is awaited no more and the sign goes out."""
        if ticket != self.asked:
            return False
        self.settle()
        return True

    def drop(self) -> None:
        """The game has moved on: any answer on its way will not be taken,
        and nothing may say it is still being worked out."""
        self.asked += 1
        if self.waiting is not None:
            self.settle()

    def settle(self) -> None:
        self.waiting = None
        self.thinking(False)
