"""Even at Odds' new-game questions: the opponent (the computer, a friend
on this device, or nobody for a solo game), the match, and the two names
when playing a friend."""

from __future__ import annotations

from typing import Any

from ...dialog import NEEDS_FRIEND, NEEDS_OPPONENT, Field, Question, SeatsField
from ...markup import Markup, tag
from ...seats import NAME_LENGTH, Seats, player_name, said_player_name, typed_name
from ...words import _
from .words import MATCH_NAMES


class NamesField(SeatsField):
    """The two players' names, asked only when playing a friend: the
    opponent question already says who plays."""

    @staticmethod
    def label(seat: int) -> str:
        return _("Name of player {number}").format(number=seat + 1)

    @staticmethod
    def placeholder(seat: int) -> str:
        """The seat's name when none is typed, in the page's language."""
        return said_player_name(seat)

    def markup(self, current: dict[str, str], problem: str | None = None) -> Markup:
        inputs = [
            tag(
                "input",
                name_=f"name-{seat}",
                value=typed_name(current, seat),
                placeholder=self.placeholder(seat),
                maxlength=NAME_LENGTH,
                aria_label=self.label(seat),
                autocomplete="off",
            )
            for seat in range(self.most)
        ]
        return tag(
            "fieldset",
            tag("legend", self.legend),
            tag("div", inputs, class_="eao-name-row"),
            class_=["eao-names", NEEDS_FRIEND],
        )


def questions() -> list[Question]:
    """The new-game dialog's questions."""
    return [
        Field(
            "opponent",
            _("Opponent"),
            [
                ("computer", _("The computer")),
                ("friend", _("A friend on this device")),
                ("solo", _("Nobody: solo game")),
            ],
            "computer",
        ),
        Field(
            "match",
            _("Match"),
            [
                *((kind, _(MATCH_NAMES[kind])) for kind in ("single", "best-of-3")),
                ("game-score", _("Game score: three games, margins add up")),
            ],
            "single",
            NEEDS_OPPONENT,
        ),
        NamesField(_("Names"), 2, 2, ["human", "human"]),
    ]


def setup_from_answers(answers: dict[str, Any]) -> dict[str, Any]:
    """The setup saved with the game, from the checked answers."""
    opponent = answers["opponent"]
    if opponent == "solo":
        return {"seats": ["human"], "options": {"mode": "solo"}}
    options = {"match": answers["match"]}
    if opponent == "computer":
        return {"seats": ["human", "computer"], "options": options}
    first, second = answers["seats"]["names"]
    if first.casefold() == second.casefold():
        second = f"{second[:NAME_LENGTH - 4]} (2)"
    return {"seats": ["human", "human"], "names": [first, second], "options": options}


def current_answers(options: dict[str, Any], seats: Seats) -> dict[str, str]:
    """The answers that would set up the game in progress, played with `options` by `seats`."""
    if options["mode"] == "solo":
        opponent = "solo"
    else:
        opponent = "computer" if seats.against_computer() else "friend"
    answers = {"opponent": opponent, "match": options.get("match", "single"), "players": "2"}
    for seat, name in enumerate(seats.typed):
        answers[f"name-{seat}"] = "" if name == player_name(seat) else name
    return answers
