"""Who sits at each seat, and what the page calls them.

A game's setup says who plays each seat ("human" or "computer"), maybe the
names typed for them, and how strong the computer plays. `Seats` reads it
and is the one place a page names a seat, in every form a sentence needs.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from oddsevens.core import YOU

THE_COMPUTER = "The computer"
"""How a status line names the computer when one person plays it."""
SEAT_KINDS = {"human": "A person", "computer": "The computer"}
NAME_LENGTH = 24
LEVELS = ("easy", "medium", "hard")
"""oddsevens.ai.LEVELS (a unit test checks): the page starts without
importing the bots, which only its worker runs."""
DEFAULT_LEVEL = "medium"
"""How strong the computer plays in a first game and in the new-game dialog."""
LEVEL_OF_OLD_SAVES = "hard"
"""Games saved before the setup named the computer's strength were played at hard."""


def player_name(seat: int) -> str:
    """A person's seat when no name is typed: "Player 2"."""
    return f"Player {seat + 1}"


def numbered_computer(seat: int, kinds: Sequence[str]) -> str:
    """A computer's seat among several when no name is typed, numbered among
    the computers in seat order: with a person in seat 1, seats 2 and 3 are
    "Computer 1" and "Computer 2"."""
    return f"Computer {kinds[: seat + 1].count('computer')}"


def seat_numbered_computer(seat: int) -> str:
    """What a computer was called when every computer had its seat's number
    ("Computer 3" in seat 3): the name older saves keep."""
    return f"Computer {seat + 1}"


def default_name(seat: int, kinds: Sequence[str]) -> str:
    """The name a seat gets when none is typed: "Player 2", "Computer 1",
    or just "Computer" when it is the only computer at the table. The one
    person at the device is shown as YOU instead (Seats.name)."""
    if kinds[seat] == "human":
        return player_name(seat)
    return "Computer" if kinds.count("computer") == 1 else numbered_computer(seat, kinds)


def typed_name(answers: dict[str, str], seat: int) -> str:
    """The name typed for a seat in the new-game dialog, spaces tidied ("" when none)."""
    return " ".join(answers.get(f"name-{seat}", "").split())[:NAME_LENGTH]


def name_placeholder(seat: int, kinds: list[str]) -> str:
    """What a seat is called when its name is left empty, shown in the empty field."""
    if kinds[seat] == "human" and kinds.count("human") == 1:
        return YOU
    return default_name(seat, kinds)


def check_setup(setup: Any, players: int) -> None:
    """Raises ValueError when a saved or imported setup cannot seat a game of `players`."""
    if not isinstance(setup, dict):
        raise ValueError("the saved game has no setup")
    seats = setup.get("seats")
    if not isinstance(seats, list) or len(seats) != players or any(kind not in SEAT_KINDS for kind in seats):
        raise ValueError("the saved setup does not say who plays each seat")
    if setup.get("level", LEVEL_OF_OLD_SAVES) not in LEVELS:
        raise ValueError("the saved setup names an unknown computer strength")
    names = setup.get("names")
    if names is not None and (
        not isinstance(names, list)
        or len(names) != players
        or not all(isinstance(name, str) and 0 < len(name) <= NAME_LENGTH for name in names)
    ):
        raise ValueError("the saved setup has unreadable player names")


class Seats:
    """The seats of a setup: who plays each, and its name in a sentence."""

    def __init__(self, setup: dict[str, Any], sides: Optional[Sequence[str]] = None) -> None:
        self.sides = tuple(sides or ())
        """The game's names for its sides (Game.sides), when it has them."""
        self.kinds: list[str] = list(setup.get("seats", ()))
        self.typed: list[str] = [self._renamed(seat, name) for seat, name in enumerate(setup.get("names") or ())]
        """The setup's names; a computer saved under its seat's number, as
        every computer was named once, has today's default name: a lone one
        saved as "Computer 2" is "Computer", the second of several saved as
        "Computer 3" is "Computer 2"."""
        self.level: str = setup.get("level", LEVEL_OF_OLD_SAVES)

    def _renamed(self, seat: int, name: str) -> str:
        if seat < len(self.kinds) and self.kinds[seat] == "computer" and name == seat_numbered_computer(seat):
            return default_name(seat, self.kinds)
        return name

    def __len__(self) -> int:
        return len(self.kinds)

    def kind(self, seat: int) -> str:
        """"human" or "computer"."""
        return self.kinds[seat]

    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.kinds) if kind == "human"]

    def against_computer(self) -> bool:
        return "computer" in self.kinds

    def is_you(self, seat: int) -> bool:
        """The seat of the only person playing (alone or against the computer)."""
        return self.humans() == [seat]

    def name(self, seat: int) -> str:
        """The seat's name; the one person at the device, if they typed no name, is YOU."""
        name = self.typed[seat] if seat < len(self.typed) else default_name(seat, self.kinds)
        return YOU if self.is_you(seat) and name == player_name(seat) else name

    def author(self, seat: int) -> str:
        """Who made a move, in the move list: the seat's side where the game
        has sides ("Odd", "White"), else its name."""
        return self.sides[seat] if self.sides else self.name(seat)

    def who(self, seat: int) -> str:
        """A seat of a two-seat game in a status line: "You" and "The
        computer" when one person plays the computer; otherwise the game's
        side where it has sides ("White"), else the seat's name."""
        if self.against_computer():
            return YOU if self.kind(seat) == "human" else THE_COMPUTER
        return self.author(seat)

    def who_in_sentence(self, seat: int) -> str:
        """`who` after a sentence's first word: "you", "the computer", "White"."""
        name = self.who(seat)
        return name.lower() if name in (YOU, THE_COMPUTER) else name

    def names(self) -> list[str]:
        return [self.name(seat) for seat in range(len(self))]

    def in_sentence(self, seat: int) -> str:
        """The name after a sentence's first word: "you" or "Ann"."""
        name = self.name(seat)
        return name.lower() if name == YOU else name

    def possessive(self, seat: int, start: bool = False) -> str:
        """"your" ("Your" to start a sentence) or "Ann's"."""
        name = self.name(seat)
        if name == YOU:
            return "Your" if start else "your"
        return f"{name}'s"

    def subject(self, seat: int, you_form: str, other_form: str) -> str:
        """The name and a verb that agrees: "You win" or "Ann wins"."""
        name = self.name(seat)
        return f"{name} {you_form if name == YOU else other_form}"

    def computer_label(self) -> str:
        """A computer seat on a score card, with how strong it plays: "Computer · medium"."""
        return f"Computer · {self.level}"

    def card(self, seat: int) -> str:
        """Who holds a seat, on its score card: the computer with its strength."""
        return self.computer_label() if self.kind(seat) == "computer" else self.name(seat)

    def dialog_answers(self) -> dict[str, str]:
        """The new-game dialog's seat answers for these seats; a name nobody
        typed stays empty, so the field shows its placeholder."""
        answers: dict[str, str] = {"players": str(len(self))}
        for seat, kind in enumerate(self.kinds):
            answers[f"kind-{seat}"] = kind
            name = self.typed[seat] if seat < len(self.typed) else ""
            answers[f"name-{seat}"] = "" if name == default_name(seat, self.kinds) else name
        return answers
