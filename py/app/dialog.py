"""The new-game dialog: questions that draw and check themselves, and the
form that asks a game's questions and then the computer's strength.

A game's board (board.py) lists its questions for the answers given so far
(the seats chosen may change what else is asked) and turns checked answers
into the setup saved with the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .markup import Markup, button, tag
from .seats import DEFAULT_LEVEL, LEVELS, NAME_LENGTH, SEAT_KINDS, default_name, name_placeholder, typed_name
from .words import N_, _

NEEDS_COMPUTER = "needs-computer"
NEEDS_FRIEND = "needs-friend"
NEEDS_OPPONENT = "needs-opponent"
"""Classes of dialog questions that apply only when a seat is the computer,
when the opponent is a friend, or when there is an opponent at all:
site.css hides them from the other choices as they change, with no
round trip through Python."""


@dataclass
class Field:
    """One question: radio choices of (value, label), legend and labels in
    the page's language (a board makes its questions when they are asked)."""

    name: str
    legend: str
    choices: list[tuple[str, str]]
    default: str
    needs: str = ""
    """NEEDS_COMPUTER, NEEDS_FRIEND or NEEDS_OPPONENT: when the question
    applies ("": always)."""

    def clean(self, answers: dict[str, str]) -> str:
        given = answers.get(self.name)
        return given if given in {value for value, _label in self.choices} else self.default

    def markup(self, current: dict[str, str], problem: str | None = None) -> Markup:
        chosen = self.clean(current)
        options = [
            tag("label", tag("input", type="radio", name_=self.name, value=value, checked=value == chosen), label)
            for value, label in self.choices
        ]
        return tag("fieldset", tag("legend", self.legend), tag("div", options, class_="choices"), class_=self.needs or None)


@dataclass
class SeatsField:
    """The table of seats: how many, and for each a name and whether a
    person or the computer plays it. Answers arrive as "players", "name-0",
    "kind-0", "name-1", ... and are cleaned under the name "seats"."""

    legend: str
    fewest: int
    most: int
    default_kinds: list[str]
    """One entry per seat of the default game: "human" or "computer"."""
    name = "seats"

    def clean(self, answers: dict[str, str]) -> dict[str, Any]:
        """The seats and names from the answers, defaults for anything missing or bad."""
        kinds = self.kinds(answers)
        names = [typed_name(answers, seat) or default_name(seat, kinds) for seat in range(len(kinds))]
        return {"seats": kinds, "names": names}

    def kinds(self, answers: dict[str, str]) -> list[str]:
        """Who plays each seat ("human" or "computer"), as many as the answers ask for."""
        try:
            count = int(answers.get("players", ""))
        except ValueError:
            count = len(self.default_kinds)
        count = min(max(count, self.fewest), self.most)
        kinds = []
        for seat in range(count):
            default_kind = self.default_kinds[seat] if seat < len(self.default_kinds) else "computer"
            kind = answers.get(f"kind-{seat}", default_kind)
            kinds.append(kind if kind in SEAT_KINDS else default_kind)
        return kinds

    def markup(self, current: dict[str, str], problem: str | None = None) -> Markup:
        """How many seats (beside the legend, which names them once), then a
        row per seat: its name, empty with the default as placeholder, and who plays it."""
        kinds = self.kinds(current)
        count = len(kinds)
        labels = {value: _(label) for value, label in SEAT_KINDS.items()}
        rows = [
            tag(
                "div",
                tag(
                    "input",
                    name_=f"name-{seat}",
                    value=typed_name(current, seat),
                    placeholder=name_placeholder(seat, kinds),
                    maxlength=NAME_LENGTH,
                    aria_label=_("Name of seat {seat}").format(seat=seat + 1),
                    autocomplete="off",
                ),
                tag(
                    "select",
                    [tag("option", label, value=value, selected=value == kind) for value, label in labels.items()],
                    name_=f"kind-{seat}",
                    aria_label=_("Who plays seat {seat}").format(seat=seat + 1),
                ),
                class_="seat-row",
            )
            for seat, kind in enumerate(kinds)
        ]
        players = None
        if self.most > self.fewest:
            players = tag(
                "select",
                [tag("option", n, value=n, selected=n == count) for n in range(self.fewest, self.most + 1)],
                class_="seat-count",
                name_="players",
                aria_label=_("Number of players"),
            )
        return tag("fieldset", tag("legend", self.legend), players, tag("div", rows, class_="seat-rows"), class_="seats")


@dataclass
class NumberField:
    """A whole number from `low` to `high`, typed in."""

    name: str
    legend: str
    low: int
    high: int
    default: int

    def problem(self, given: str | None) -> str | None:
        """Why the answer cannot be used, or None when it can."""
        try:
            value = int((given or "").strip())
        except ValueError:
            # Translators: {question} is the question's legend, such as "Target score".
            return _("{question}: please type a whole number from {low} to {high}.").format(
                question=self.legend, low=self.low, high=self.high
            )
        if not self.low <= value <= self.high:
            # Translators: {question} is the question's legend, such as "Target score".
            return _("{question}: {value} is out of range; choose a number from {low} to {high}.").format(
                question=self.legend, value=value, low=self.low, high=self.high
            )
        return None

    def clean(self, answers: dict[str, str]) -> int:
        given = answers.get(self.name)
        return self.default if self.problem(given) else int((given or "").strip())

    def markup(self, current: dict[str, str], problem: str | None = None) -> Markup:
        problem_id = f"{self.name}-problem"
        message = tag("p", problem, class_="status warning", id=problem_id, role="alert") if problem else None
        # Translators: the range of numbers a question takes, as in "10 to 100".
        allowed = _("{low} to {high}").format(low=self.low, high=self.high)
        return tag(
            "fieldset",
            tag("legend", self.legend),
            tag(
                "input",
                type="number",
                name_=self.name,
                value=current.get(self.name, str(self.default)),
                min=self.low,
                max=self.high,
                step=1,
                required=True,
                inputmode="numeric",
                aria_label=self.legend,
                aria_invalid="true" if problem else None,
                aria_describedby=problem_id if problem else None,
            ),
            " ",
            tag("span", allowed, class_="hint"),
            message,
        )


Question = Field | SeatsField | NumberField

LEVEL_LABELS = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}
"""The computer's strengths (seats.LEVELS) as the dialog offers them."""
LEVEL_FIELD = Field("level", N_("Computer strength"), [(level, LEVEL_LABELS[level]) for level in LEVELS], DEFAULT_LEVEL, NEEDS_COMPUTER)
"""The last question of every game, in English (its name and values are
what the page reads); `level_field` asks it in the page's language."""


def level_field() -> Field:
    """LEVEL_FIELD in the page's language."""
    return Field(
        LEVEL_FIELD.name,
        _(LEVEL_FIELD.legend),
        [(level, _(label)) for level, label in LEVEL_FIELD.choices],
        LEVEL_FIELD.default,
        LEVEL_FIELD.needs,
    )


PLACE_FIELD = Field(
    "place",
    N_("Where"),
    [("here", N_("Everyone at this device")), ("devices", N_("Friends on their own devices"))],
    "here",
)
"""Whether the game is played at this device or in a room, each friend on
their own device (app.rooms), in English; `place_field` asks it."""


def place_field() -> Field:
    """PLACE_FIELD in the page's language."""
    return Field(PLACE_FIELD.name, _(PLACE_FIELD.legend), [(value, _(label)) for value, label in PLACE_FIELD.choices],
                 PLACE_FIELD.default)


class NewGameDialog:
    """The form that starts a new game of `title`: the game's questions for
    the answers given so far, then how strong the computer plays."""

    def __init__(self, title: str, questions: Callable[[dict[str, str]], list[Question]]) -> None:
        self.title = title
        self.questions = questions

    def fields(self, answers: dict[str, str]) -> list[Question]:
        return [*self.questions(answers), place_field(), level_field()]

    def problems(self, answers: dict[str, str]) -> dict[str, str]:
        """What cannot be used in the answers, by field name."""
        return {
            field.name: problem
            for field in self.fields(answers)
            if isinstance(field, NumberField) and (problem := field.problem(answers.get(field.name)))
        }

    def clean(self, answers: dict[str, str]) -> dict[str, Any]:
        """Every answer checked, defaults for anything missing or bad; the
        seats under "seats"."""
        return {field.name: field.clean(answers) for field in self.fields(answers)}

    def markup(self, answers: dict[str, str], problems: dict[str, str] | None = None) -> Markup:
        """The form opened on `answers`; `problems` (by field name) are shown beside their fields."""
        fields = [field.markup(answers, (problems or {}).get(field.name)) for field in self.fields(answers)]
        return tag(
            "form",
            tag("h2", _("New game of {game}").format(game=self.title), id="dialog-title"),
            fields,
            tag(
                "div",
                button(_("Cancel"), "close-dialog"),
                tag("button", _("Start game"), type="submit", class_="primary"),
                class_="dialog-actions",
            ),
            method="dialog",
            id="new-game-form",
        )
