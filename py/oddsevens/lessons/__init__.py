"""Lessons: a game's rules taught move by move. A lesson is a list of
steps; each sets up a position with the engine's own options (a fixed deck,
deal or dice, who starts) and the moves played from there, and gives the
learner one task in a sentence. The step's check says whether a legal move
does what the task asks, or why it misses the point. A lesson ends in a real
game against the easy computer, from a position it sets up.

A game names its lessons as `Game.lessons`, "module:LESSONS" (this package's
<game>.py), like its renderer and plan: the rules never import them. The
words are Phrases, said in the reader's language by the page (app.lesson).

    >>> from oddsevens.lessons import lessons
    >>> first = lessons("evening")[0]
    >>> first.steps[0].position.state("evening").over
    False
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from ..core import OddsEvensError, State
from ..core.game import Move, Seat
from ..core.phrases import N_, Phrase, phrase
from ..core.registry import game, named

Verdict: TypeAlias = bool | Phrase
"""What a step's check says of a legal move: True, the step's task is done;
False, a move on the way that the step takes and goes on from (a roll
before the choice it asks for); a Phrase, the move misses the point and is
taken back, and the Phrase says why."""

Check: TypeAlias = Callable[[State, Move, State], Verdict]
"""A step's check, given the position before, the learner's legal move and the position after."""


@dataclass(frozen=True)
class Position:
    """A game started with these options and played on by these moves."""

    options: dict[str, Any] = field(default_factory=dict)
    moves: Sequence[Any] = ()
    """[seat, move] pairs, or moves of the only seat to act."""
    players: int | None = None
    seed: int = 0

    def state(self, game_id: str) -> State:
        state = game(game_id).start(self.players, self.seed, **self.options)
        for entry in self.moves:
            if isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int):
                state = state.play(entry[1], entry[0])
            else:
                state = state.play(entry)
        return state


@dataclass(frozen=True)
class Step:
    section: str
    """The id of the rules page's section this step lets the reader try ("how-to-play")."""
    task: Phrase
    """What to do, in one sentence."""
    position: Position
    check: Check
    learned: Phrase
    """Said when the task is done: what the move showed."""
    learner: Seat = 0
    replies: Sequence[Any] = ()
    """The other seats' moves within the step, in order (a step goes on past
    a move of the learner's that its check calls False)."""


@dataclass(frozen=True)
class Lesson:
    title: Phrase
    steps: tuple[Step, ...]
    finale: Position
    """Where the real game (against the easy computer, unless `against` says otherwise) starts once the steps are done."""
    learner: Seat = 0
    """The seat the learner plays in that game."""
    against: str = "computer"
    """Who plays the other seats of that game: "computer" (the easy one),
    or "friend", a person at the same device, where the computer cannot
    play the lesson's variant (Evening's free protocol)."""


class UnknownLesson(OddsEvensError):
    """A lesson number that names none of the game's lessons."""


def lessons(game_id: str) -> tuple[Lesson, ...]:
    """The game's lessons, the whole game's first, then its variants'."""
    path = game(game_id).lessons
    return named(path) if path else ()


def lesson(game_id: str, number: int) -> Lesson:
    """Lesson `number`, counted from 1."""
    every = lessons(game_id)
    if isinstance(number, int) and 1 <= number <= len(every):
        return every[number - 1]
    # Translators: {game} is a game's title; {number} what an address asked for; {count} how many lessons it has.
    raise UnknownLesson(phrase(N_("{game} has no lesson {number}: it has {count}"), game=game(game_id).title,
                               number=repr(number), count=len(every)))


def every_move(state: State, seat: Seat) -> list[tuple[Move, State]]:
    """The learner's legal moves with the positions they lead to (for checks and tests)."""
    return [(move, state.play(move, seat)) for move in state.legal_moves(seat)]
