"""Who sits at each seat, and what the page calls them.

A game's setup says who plays each seat ("human" or "computer"), maybe the
names typed for them, and how strong the computer plays. `Seats` reads it
and is the one place a page names a seat.

Names are kept (in the setup, in saves) as they are typed, a seat left
unnamed under its default name in English ("Player 2", "Computer"); the
page shows a default name in its own language (`shown_name`).

A sentence about a seat changes with who sits there ("You win!", "Ann
wins!"), and in other languages more than the verb changes, so a sentence
is never built from a name and a fragment: `Seats.sentence` (and
`Seats.who_sentence` in a status line that names the computer) picks one of
the full messages the caller gives, one per case, each already said in the
page's language:

    seats.sentence(winner, _("You win!"), _("{name} wins!"))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oddsevens.core import YOU, BadRecord, State, phrase

from .words import N_, Phrase, _, pgettext, say

THE_COMPUTER = N_("The computer")
"""How a status line names the computer when one person plays it (said with `_`)."""
SEAT_KINDS = {"human": N_("A person"), "computer": N_("The computer")}
"""Who may play a seat, and how the new-game dialog offers each (said with `_`)."""
REMOTE = "remote"
"""A seat played by a person at another device, in a room (app.rooms): the
page shows it and waits for its moves; it is never offered in the dialog."""
PEOPLE = ("human", REMOTE)
NAME_LENGTH = 24
LEVELS = ("easy", "medium", "hard")
"""oddsevens.ai.LEVELS (a unit test checks): the page starts without
importing the bots, which only its worker runs."""
LEVEL_NAMES = {
    # Translators: the computer's strength on a score card ("Computer · easy").
    "easy": N_("easy"),
    # Translators: the computer's strength on a score card ("Computer · medium").
    "medium": N_("medium"),
    # Translators: the computer's strength on a score card ("Computer · hard").
    "hard": N_("hard"),
}
"""Each strength as a score card names it (said with `_`)."""
DEFAULT_LEVEL = "medium"
"""How strong the computer plays in a first game and in the new-game dialog."""
LEVEL_OF_OLD_SAVES = "hard"
"""Games saved before the setup named the computer's strength were played at hard."""


def player_name(seat: int) -> str:
    """A person's seat when no name is typed, as the setup keeps it: "Player 2"
    (English in every language; `shown_name` says it in the page's)."""
    return f"Player {seat + 1}"


def numbered_computer(seat: int, kinds: Sequence[str]) -> str:
    """A computer's seat among several when no name is typed, numbered among
    the computers in seat order: with a person in seat 1, seats 2 and 3 are
    "Computer 1" and "Computer 2" (as the setup keeps it)."""
    return f"Computer {computer_number(seat, kinds)}"


def computer_number(seat: int, kinds: Sequence[str]) -> int:
    """The computer's number among the computers, in seat order."""
    return kinds[: seat + 1].count("computer")


def seat_numbered_computer(seat: int) -> str:
    """What a computer was called when every computer had its seat's number
    ("Computer 3" in seat 3): the name older saves keep."""
    return f"Computer {seat + 1}"


def default_name(seat: int, kinds: Sequence[str]) -> str:
    """The name a seat gets when none is typed, as the setup keeps it (in
    English): "Player 2", "Computer 1", or just "Computer" when it is the
    only computer at the table. The one person at the device is shown as
    YOU instead (Seats.name); `shown_name` says a default name on the page."""
    if kinds[seat] in PEOPLE:
        return player_name(seat)
    return "Computer" if kinds.count("computer") == 1 else numbered_computer(seat, kinds)


def said_player_name(seat: int) -> str:
    """`player_name` in the page's language: a person's seat when no name is typed, as the page shows it."""
    # Translators: the name of a person's seat when none is typed.
    return _("Player {number}").format(number=seat + 1)


def said_default_name(seat: int, kinds: Sequence[str]) -> str:
    """`default_name` in the page's language."""
    if kinds[seat] in PEOPLE:
        return said_player_name(seat)
    if kinds.count("computer") == 1:
        # Translators: the name of the only computer at the table when none is typed.
        return _("Computer")
    # Translators: the name of one of several computers at the table, numbered among the computers.
    return _("Computer {number}").format(number=computer_number(seat, kinds))


def shown_name(name: str, seat: int, kinds: Sequence[str]) -> str:
    """A seat's name as the setup keeps it, as the page shows it: a default
    name in the page's language, a typed name as typed."""
    return said_default_name(seat, kinds) if name == default_name(seat, kinds) else name


def said_you() -> str:
    """YOU, the one person at the device, as a name on the page."""
    # Translators: the one person playing at this device, named as a player (on a score card, in the move list).
    return pgettext("player", "You")


def typed_name(answers: dict[str, str], seat: int) -> str:
    """The name typed for a seat in the new-game dialog, spaces tidied ("" when none)."""
    return " ".join(answers.get(f"name-{seat}", "").split())[:NAME_LENGTH]


def name_placeholder(seat: int, kinds: list[str]) -> str:
    """What a seat is called when its name is left empty, shown in the empty
    field, in the page's language."""
    if kinds[seat] == "human" and kinds.count("human") == 1:
        return said_you()
    return said_default_name(seat, kinds)


def check_setup(setup: Any, players: int) -> None:
    """Raises BadRecord (a ValueError; its `said` for the page) when a saved
    or imported setup cannot seat a game of `players`."""
    if not isinstance(setup, dict):
        raise BadRecord(phrase(N_("the saved game has no setup")))
    seats = setup.get("seats")
    if not isinstance(seats, list) or len(seats) != players or any(kind not in (*SEAT_KINDS, REMOTE) for kind in seats):
        raise BadRecord(phrase(N_("the saved setup does not say who plays each seat")))
    if setup.get("level", LEVEL_OF_OLD_SAVES) not in LEVELS:
        raise BadRecord(phrase(N_("the saved setup names an unknown computer strength")))
    names = setup.get("names")
    if names is not None and (
        not isinstance(names, list)
        or len(names) != players
        or not all(isinstance(name, str) and 0 < len(name) <= NAME_LENGTH for name in names)
    ):
        raise BadRecord(phrase(N_("the saved setup has unreadable player names")))


def said_side(side: Any) -> str:
    """A game's side (Game.sides) in the page's language: a Phrase said, a
    plain string looked up (the game marks it with N_)."""
    return say(side) if isinstance(side, Phrase) else _(side)


def mover(state: State) -> int:
    """The seat that made the move leading to `state`, which follows a move."""
    last = state.last_move()
    assert last is not None, "the start of a game follows no move"
    return int(last[0])


class Seats:
    """The seats of a setup: who plays each, and its name on the page."""

    def __init__(self, setup: dict[str, Any], sides: Sequence[Any] | None = None) -> None:
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
        """"human", "computer" or REMOTE."""
        return self.kinds[seat]

    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.kinds) if kind == "human"]

    def against_computer(self) -> bool:
        """Whether a computer plays a seat."""
        return "computer" in self.kinds

    def in_room(self) -> bool:
        """Whether people at other devices play too (app.rooms)."""
        return REMOTE in self.kinds

    def one_person_here(self) -> bool:
        """Whether the page speaks to one person as "you": the only one at
        the device, playing the computer or, in a room, people at other
        devices (not friends sharing the device, nor one playing alone)."""
        return len(self.humans()) == 1 and len(self.kinds) > 1

    def is_you(self, seat: int) -> bool:
        """The seat of the only person at the device (alone, against the computer or in a room)."""
        return self.humans() == [seat]

    def kept_name(self, seat: int) -> str:
        """The seat's name as the setup keeps it (a default one in English)."""
        return self.typed[seat] if seat < len(self.typed) else default_name(seat, self.kinds)

    def addressed(self, seat: int) -> bool:
        """Whether the page speaks to the seat as "you": the one person at
        the device, who typed no name of their own or, in a room, whatever
        name they gave the others there."""
        return self.is_you(seat) and (self.kept_name(seat) == player_name(seat) or self.in_room())

    def name(self, seat: int) -> str:
        """The seat's name on the page, in its language: the one person at
        the device, if they typed no name, is "You" (`said_you`); a default
        name is said in the page's language, a typed one as typed. A
        sentence about the seat takes `sentence`, not this name."""
        if self.addressed(seat):
            return said_you()
        return shown_name(self.kept_name(seat), seat, self.kinds)

    def names(self) -> list[str]:
        """The seats' names as the engine and the drawings take them
        (notation.describe, a renderer's names): YOU (the English word, which
        they compare with and word themselves) for the one person at the
        device, the others as `name` shows them."""
        return [YOU if self.addressed(seat) else self.name(seat) for seat in range(len(self))]

    def side(self, seat: int) -> str | None:
        """The seat's side in the page's language where the game has sides ("Odd", "White"), else None."""
        return said_side(self.sides[seat]) if self.sides else None

    def author(self, seat: int) -> str:
        """Who made a move, in the move list: the seat's side where the game
        has sides ("Odd", "White"), else its name."""
        side = self.side(seat)
        return side if side is not None else self.name(seat)

    def sentence(self, seat: int, you: str, other: str, /, **values: Any) -> str:
        """One of two full messages about the seat, each already said in the
        page's language: `you` when the page speaks to the seat ("You win!"),
        else `other`, its {name} the seat's name ("Ann wins!"). `values`
        fill the other fields of either."""
        if self.addressed(seat):
            return you.format(**values)
        return other.format(name=self.name(seat), **values)

    def who_talks_to(self, seat: int) -> str:
        """Which of `who_sentence`'s messages says the seat: "you" (`one_person_here`),
        "computer" or "other" (friends at the device, people at other devices)."""
        kind = self.kind(seat)
        if kind == "computer":
            return "computer"
        return "you" if kind == "human" and self.one_person_here() else "other"

    def who_sentence(self, seat: int, you: str, computer: str, other: str, /, **values: Any) -> str:
        """A full message about a seat of a two-seat game in a status line,
        one for each case, each already said in the page's language: `you`
        for the one person at the device, playing the computer or people at
        other devices ("You passed."), `computer` for the computer ("The
        computer passed."); otherwise `other`, its {name} the seat's side
        where the game has sides ("White passed."), else its name."""
        case = self.who_talks_to(seat)
        if case == "you":
            return you.format(**values)
        if case == "computer":
            return computer.format(**values)
        return other.format(name=self.author(seat), **values)

    def who(self, seat: int) -> str:
        """A seat of a two-seat game named on its own (a column's heading):
        "You" and "The computer" as `who_sentence` tells them apart;
        otherwise the game's side where it has sides ("White"), else the
        seat's name. A sentence takes `who_sentence` instead."""
        case = self.who_talks_to(seat)
        if case == "you":
            return said_you()
        if case == "computer":
            return _(THE_COMPUTER)
        return self.author(seat)

    def who_in_sentence(self, seat: int) -> str:
        """`who` inside a sentence, where the sentence does not change with
        it (as the object of a verb): "you", "the computer", "White". A
        sentence whose words change with the seat takes `who_sentence`."""
        case = self.who_talks_to(seat)
        if case == "you":
            # Translators: the one person at the device, inside a sentence (as in "ahead of you").
            return pgettext("player in a sentence", "you")
        if case == "computer":
            # Translators: the computer player, inside a sentence (as in "ahead of the computer").
            return pgettext("player in a sentence", "the computer")
        return self.author(seat)

    def in_sentence(self, seat: int) -> str:
        """The name inside a sentence that does not change with it (as the
        object of a verb): "you" or "Ann". A sentence whose words change
        with the seat takes `sentence`."""
        if self.addressed(seat):
            # Translators: the one person at the device, inside a sentence (as in "ahead of you").
            return pgettext("player in a sentence", "you")
        return self.name(seat)

    def computer_label(self) -> str:
        """A computer seat on a score card, with how strong it plays: "Computer · medium"."""
        level = _(LEVEL_NAMES[self.level]) if self.level in LEVEL_NAMES else self.level
        # Translators: a computer player on a score card; {level} is its strength ("easy", "medium", "hard").
        return _("Computer · {level}").format(level=level)

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
