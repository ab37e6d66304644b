"""A lesson on the game page (`?game=<id>&lesson=<n>`, `&step=<k>` for one
step): the steps of oddsevens.lessons one at a time, each a position and a
task. The engine refuses an illegal move with the rule it breaks, as in
play; the step's check takes a move that does the task (the page says what
it showed, and offers the next step) and explains a legal move that misses
the point, which is taken back. After the last step the lesson is finished,
remembered on the device, and a real game against the easy computer starts
from the position the lesson sets up. Like a puzzle, a lesson never touches
the game saved on the device."""

from __future__ import annotations

from typing import Any

import oddsevens
from oddsevens.core.phrases import Phrase
from oddsevens.lessons import Lesson, Position, Step, UnknownLesson, lesson, lessons

from .markup import Markup, button, tag
from .progress import LESSONS_FINISHED, NOT_KEPT, Progress, lesson_id
from .puzzle import ExerciseTable
from .storage import MemoryStore, SavedGames
from .words import _, say

ACTIONS = ("lesson-back", "lesson-again", "lesson-next", "lesson-game")
LEVEL = "easy"
"""The computer a lesson's last game is played against."""


def step_number(text: str | None, count: int) -> int | None:
    """An address's step, counted from 1; None when it names none of the lesson's steps."""
    if text is None:
        return 1
    return int(text) if text.isdigit() and 1 <= int(text) <= count else None


class LessonPlay:
    def __init__(self, table: ExerciseTable, store: Any) -> None:
        self.table = table
        self.finished_here = Progress(store, LESSONS_FINISHED)
        self.current: Lesson | None = None
        self.number = 0
        """The lesson's number among the game's, from 1."""
        self.index = 0
        """The step on screen, from 0; len(steps) once the lesson's game is on."""
        self.start = 0
        """The moves in the step's position."""
        self.learned = False
        self.note = ""
        self.kept_here = True
        self.kept: SavedGames | None = None
        """The page's own saving, put back when the lesson is left."""

    # -- opening --------------------------------------------------------------------
    def open(self, number_text: str, step_text: str | None = None) -> bool:
        """Lesson `number_text` of this game at step `step_text` (the first by
        default); False (and a notice saying so) when there is no such lesson."""
        game = self.table.game
        every = lessons(game.id)
        try:
            found = lesson(game.id, int(number_text)) if number_text.isdigit() else None
        except UnknownLesson:
            found = None
        if found is None:
            # Translators: {lesson} is what the address named as a lesson; {count} how many lessons the game has.
            self.table.screen.notice(tag("span", _("There is no lesson “{lesson}” for this game: it has {count}.").format(
                lesson=number_text[:40], count=len(every))))
            return False
        step = step_number(step_text, len(found.steps))
        if step is None:
            # Translators: {step} is what the address named as a step; {count} how many steps the lesson has.
            self.table.screen.notice(tag("span", _("This lesson has no step “{step}”: it has {count}, so it starts at the first.").format(
                step=step_text[:40] if step_text else "", count=len(found.steps))))
        self.current, self.number = found, int(number_text)
        self.show(step - 1 if step else 0)
        return True

    def show(self, index: int) -> None:
        """Step `index` on the board, or after the last one the lesson's game."""
        assert self.current is not None
        self.index, self.learned, self.note = index, False, ""
        if index < len(self.current.steps):
            step = self.current.steps[index]
            self.set_up(step.position, step.learner)
        else:
            self.set_up(self.current.finale, self.current.learner, self.current.against)
        self.table.screen.lesson_address(self.number, min(index, len(self.current.steps) - 1) + 1)

    def set_up(self, position: Position, learner: int, against: str = "computer") -> None:
        """`position` on the board, the learner at `learner`; the other seats the computer's,
        or with `against` "friend" people's at this device."""
        table = self.table
        state = position.state(table.game.id)
        kinds = ["human" if seat == learner or against == "friend" else "computer" for seat in range(state.players)]
        if self.kept is None:
            self.kept = table.saved
        table.saved = SavedGames(MemoryStore())  # a lesson never replaces the game saved here
        self.start = len(state)
        table.resume({"seats": kinds, "options": dict(state.options), "level": LEVEL}, state, another_game=True)

    def leave(self) -> None:
        """A new game after a lesson: saved on the device again."""
        if self.kept is not None:
            self.table.saved, self.kept = self.kept, None
        self.current = None

    def step(self) -> Step | None:
        """The step on screen; None past the last (the lesson's game) or outside a lesson."""
        if self.current is None or self.index >= len(self.current.steps):
            return None
        return self.current.steps[self.index]

    # -- the moves ----------------------------------------------------------------------
    def accepts(self, move: Any, seat: int | None, after: oddsevens.State) -> bool:
        """Whether the step takes the learner's legal move: one that misses
        its point is refused, and why is said."""
        step = self.step()
        if step is None or seat not in (None, step.learner):
            return True
        verdict = step.check(self.table.history[-1], move, after)
        if isinstance(verdict, Phrase):
            self.note = say(verdict)
            self.table.render()
            return False
        self.note = ""
        self.learned = verdict
        return True

    def moved(self) -> None:
        """After a move: the last step learned finishes the lesson, remembered on the device."""
        if self.current is not None and self.learned and self.index == len(self.current.steps) - 1:
            self.kept_here = self.finished_here.remember(lesson_id(self.table.game.id, self.number))

    def reply(self, seat: int) -> Any:
        """The step's scripted move for a seat other than the learner's, or None."""
        step = self.step()
        if step is None or self.learned:
            return None
        replied = sum(1 for entry in self.table.history[-1].record()["moves"][self.start:] if entry[0] != step.learner)
        return step.replies[replied] if replied < len(step.replies) and seat != step.learner else None

    def scripted(self) -> bool:
        """Whether the computer's moves come from the lesson (a step), not from the computer player."""
        return self.step() is not None

    def finished(self) -> bool:
        """A step done: no more moves are taken on its board."""
        return self.step() is not None and self.learned

    def done_sentence(self) -> str:
        """Why a tap moves nothing once the step is done ("" otherwise)."""
        if not self.finished():
            return ""
        if self.index == len(self.steps()) - 1:
            return _("This lesson is done: tap Play a game to play on, or Try again.")
        return _("This step is done: tap Next step to go on, or Try again.")

    # -- on screen ------------------------------------------------------------------------
    def status(self) -> str:
        """The status line while a step is on the page ("" otherwise)."""
        step = self.step()
        if step is None or self.current is None:
            return ""
        if self.learned:
            finished = self.index == len(self.steps()) - 1
            learned = say(step.learned)
            if finished:
                done = (_("Lesson finished! Now play a game with a friend at this device.") if self.current.against == "friend"
                        else _("Lesson finished! Now play a game against the computer."))
                return f"{learned} {done}" if self.kept_here else f"{learned} {done} {_(NOT_KEPT)}"
            return learned
        return self.note or say(step.task)

    def steps(self) -> tuple[Step, ...]:
        assert self.current is not None
        return self.current.steps

    def strip(self) -> Markup | None:
        """Over the board's panel: the lesson, the step, its task and the ways on."""
        if self.current is None:
            return None
        steps = self.steps()
        title = say(self.current.title)
        step = self.step()
        if step is None:
            if self.current.against == "friend":
                # Translators: {title} is a lesson's title.
                heading = _("{title}: a game with a friend at this device").format(title=title)
            else:
                # Translators: {title} is a lesson's title.
                heading = _("{title}: your game against the computer").format(title=title)
            return tag("section", tag("h2", heading),
                       tag("p", _("The lesson is over; this game is not saved. Start a new game to keep one."), class_="hint"),
                       tag("div", [button(_("Lesson again"), "lesson-again")], class_="controls"),
                       class_="lesson-strip", aria_label=_("Lesson"))
        # Translators: a lesson's heading: its title, then the step on screen and how many steps it has.
        heading = _("{title} · step {number} of {count}").format(title=title, number=self.index + 1, count=len(steps))
        last = self.index == len(steps) - 1
        moved = len(self.table.history[-1]) > self.start
        buttons = [
            button(_("Back"), "lesson-back", disabled=self.index == 0),
            button(_("Try again"), "lesson-again", disabled=not moved),
            button(_("Play a game") if last else _("Next step"), "lesson-game" if last else "lesson-next",
                   primary=self.learned),
        ]
        return tag("section", tag("h2", heading), tag("p", say(step.task), class_="lesson-task"),
                   tag("div", buttons, class_="controls"), class_="lesson-strip", aria_label=_("Lesson"))

    def embed_parameters(self) -> list[tuple[str, str]]:
        """The lesson and step on screen as embed.html's parameters; none outside a lesson."""
        if self.current is None:
            return []
        return [("lesson", str(self.number)), ("step", str(min(self.index, len(self.steps()) - 1) + 1))]

    def shown(self) -> None:
        """<html data-lesson-step> ("k/N") and data-lesson-done."""
        if self.current is None:
            self.table.screen.lesson_state(None, False)
            return
        count = len(self.steps())
        finished = self.index >= count or (self.learned and self.index == count - 1)
        self.table.screen.lesson_state(f"{min(self.index + 1, count)}/{count}", finished)

    def press(self, name: str) -> None:
        if self.current is None:
            return
        if name == "lesson-back" and self.index > 0:
            self.show(self.index - 1)
        elif name == "lesson-again":
            self.show(0 if self.step() is None else self.index)
        elif name in ("lesson-next", "lesson-game"):
            self.show(self.index + 1)
