"""Evening's sentences: why a tap placed nothing, the status line in the
free game and with alternating turns, the Hint, the score cards' words and
the result's headline. A sentence that varies with a few cases is a table
keyed by the case, each entry one whole sentence, said with `_` when shown.

A sentence names a cell ("F5") only while the board writes the names in
its cells; otherwise it says the cell as the player finds it on the board
("that cell", "the ringed cell"), since a name not drawn finds nothing:
such tables are keyed by whether the cell is `named` too."""

from __future__ import annotations

from typing import Any

import oddsevens
from oddsevens.core.hexgrid import cell_label
from oddsevens.core.phrases import Phrase
from oddsevens.games.evening import NO_NEIGHBOURS, PLACEMENT_RULE

from ...seats import Seats
from ...words import N_, _, ngettext, say
from .sides import COLOURS

REFUSAL = {
    ("white stone", True): N_("{cell} already holds a white stone. Tap a marked cell."),
    ("white stone", False): N_("That cell already holds a white stone. Tap a marked cell."),
    ("black stone", True): N_("{cell} already holds a black stone. Tap a marked cell."),
    ("black stone", False): N_("That cell already holds a black stone. Tap a marked cell."),
    # Translators: a refusal: the cell tapped is one where only White may place a stone, and Black is to play.
    ("white's cell", True): N_("{cell} is White's cell, not Black's: there the white groups around it add up to less. "
                               "Black may play only the marked cells."),
    ("white's cell", False): N_("That cell is White's cell, not Black's: there the white groups around it add up to less. "
                                "Black may play only the marked cells."),
    # Translators: a refusal: the cell tapped is one where only Black may place a stone, and White is to play.
    ("black's cell", True): N_("{cell} is Black's cell, not White's: there the black groups around it add up to less. "
                               "White may play only the marked cells."),
    ("black's cell", False): N_("That cell is Black's cell, not White's: there the black groups around it add up to less. "
                                "White may play only the marked cells."),
    ("not now", True): N_("{cell} cannot be played now."),
    ("not now", False): N_("That cell cannot be played now."),
    ("no neighbours", True): N_("{cell} touches no stone, and a cell with no neighbouring stones is never legal."),
    ("no neighbours", False): N_("That cell touches no stone, and a cell with no neighbouring stones is never legal."),
}
"""Why a tap on a cell placed nothing, keyed by (the case: the colour of the
stone already there, the side whose cell it is, "not now" or "no
neighbours"; whether the cell is named)."""
PLACEMENT_REFUSAL = {
    # Translators: {cell} is a cell ("F5"); {own} and {other} are the sizes of the white and the black groups
    # touching it, added up.
    ("white", True): N_("Nobody may play {cell}: White may place only where the white groups touching the cell add up to "
                        "less than the black ones; at {cell} they add up to {own} against {other}."),
    ("white", False): N_("Nobody may play that cell: White may place only where the white groups touching the cell "
                         "add up to less than the black ones; at that cell they add up to {own} against {other}."),
    # Translators: {cell} is a cell ("F5"); {own} and {other} are the sizes of the black and the white groups
    # touching it, added up.
    ("black", True): N_("Nobody may play {cell}: Black may place only where the black groups touching the cell add up to "
                        "less than the white ones; at {cell} they add up to {own} against {other}."),
    ("black", False): N_("Nobody may play that cell: Black may place only where the black groups touching the cell "
                         "add up to less than the white ones; at that cell they add up to {own} against {other}."),
}
"""Why the placement rule refuses a stone, keyed by (the colour of the side
whose rule it is; whether the cell is named)."""

HINT_STONE = {
    ("white", False): N_("Hint: a white stone where one is drawn faintly on the board."),
    ("black", False): N_("Hint: a black stone where one is drawn faintly on the board."),
    # Translators: {cell} is a cell ("E5").
    ("white", True): N_("Hint: a white stone on {cell}, as marked."),
    # Translators: {cell} is a cell ("E5").
    ("black", True): N_("Hint: a black stone on {cell}, as marked."),
}
"""The Hint button's stone, keyed by (its colour; whether the cell is named)."""

OPENING = {
    "computer": N_("The computer (White) is placing the first stone…"),
    "you": N_("You play White: tap any cell for the first stone."),
    "friends": N_("White: tap any cell for the first stone."),
}
"""The status line before the first stone, keyed by who places it (`holder`)."""
PASSED = {
    "you": N_("You passed, so one more pass ends the game."),
    "computer": N_("The computer passed, so one more pass ends the game."),
    "white": N_("White passed, so one more pass ends the game."),
    "black": N_("Black passed, so one more pass ends the game."),
}
"""A pass just made, keyed by who made it (`who`)."""
COMPUTER_PLAYED = {
    # Translators: {cell} is a cell ("E5").
    True: N_("The computer played {cell}."),
    False: N_("The computer played the ringed cell."),
}
"""The computer's last stone, keyed by whether the cell is named."""
TURN = {
    ("computer", "white"): N_("The computer (White) is choosing…"),
    ("computer", "black"): N_("The computer (Black) is choosing…"),
    ("you", "white"): N_("Your turn (White): tap a marked cell to place a white stone, or press Pass."),
    ("you", "black"): N_("Your turn (Black): tap a marked cell to place a black stone, or press Pass."),
    ("friends", "white"): N_("White's turn: tap a marked cell to place a white stone, or press Pass."),
    ("friends", "black"): N_("Black's turn: tap a marked cell to place a black stone, or press Pass."),
}
"""What the side to move is to do with alternating turns, keyed by (who holds it: `holder`; its colour)."""
NO_CELL_OPEN = {
    "you": N_("No cell is open to you: you pass."),
    "white": N_("No cell is open to White: White passes."),
    "black": N_("No cell is open to Black: Black passes."),
}
"""A person to move with no cell open (the page passes for them in a moment: `automatic_move`), keyed by `who`."""
DONE = {
    # Translators: Done is the name of each player's toggle.
    "white": N_("White is done. Black: place a stone or press Done to end the game. Any new stone clears Done."),
    "black": N_("Black is done. White: place a stone or press Done to end the game. Any new stone clears Done."),
}
"""In the free game, a side that has pressed Done, keyed by its colour."""
ONLY_OPEN = {
    "white": N_("Only White has open cells: tap one to place a white stone."),
    "black": N_("Only Black has open cells: tap one to place a black stone."),
}
"""In the free game, the only side with open cells, keyed by its colour."""
HEADLINE = {
    "you": N_("You win!"),
    "computer": N_("The computer wins."),
    "white": N_("White wins."),
    "black": N_("Black wins."),
}
"""The result's headline, keyed by the winner (`who`)."""


def who(seats: Seats, seat: int) -> str:
    """How a sentence names a seat: "you" (the one person at the device) or
    the "computer" (`Seats.who_talks_to`), else the seat's colour (two
    friends, or a person at another device, are told apart by colour)."""
    talks_to = seats.who_talks_to(seat)
    return COLOURS[seat] if talks_to == "other" else talks_to


def holder(seats: Seats, seat: int) -> str:
    """Who holds a seat, as the sentences about moves to make tell: the
    "computer", "you" (`Seats.who_talks_to`), or one of two "friends"
    (or a person at another device)."""
    talks_to = seats.who_talks_to(seat)
    return "friends" if talks_to == "other" else talks_to


def cell_name(state: oddsevens.State, cell: list[int]) -> str:
    """The cell's name as the board writes it: "F5"."""
    return cell_label((cell[0], cell[1]), state.options["size"])


def refusal(case: str, named: bool, label: str) -> str:
    """Why a tap on the cell `label` placed nothing (see REFUSAL)."""
    return _(REFUSAL[case, named]).format(cell=label)


def rule_refusal(said: Any, cell: list[int], named: bool, label: str) -> str:
    """Why the rules refuse a stone on `cell` (IllegalMove's `said`), in a sentence."""
    message = said.message if isinstance(said, Phrase) else None
    if message == NO_NEIGHBOURS:
        return refusal("no neighbours", named, label)
    if message in PLACEMENT_RULE:
        side = COLOURS[PLACEMENT_RULE.index(message)]
        return _(PLACEMENT_REFUSAL[side, named]).format(cell=label, own=said.values["own"], other=said.values["other"])
    cell_text = f"[{cell[0]}, {cell[1]}]"
    # Translators: a cell in a sentence, where the board does not write the cells' names.
    reason = say(said).replace(cell_text, label if named else _("that cell"))
    # Translators: {reason} is the rule that forbids the stone, as a clause.
    return (_("Nobody may play {cell}: {reason}.") if named
            else _("Nobody may play that cell: {reason}.")).format(cell=label, reason=reason)


def hint_sentence(move: Any, seat: int, named: bool, state: oddsevens.State) -> str:
    if move == "pass":
        # Translators: Pass is the button's name.
        return _("Hint: pass (Pass is marked).")
    label = cell_name(state, move["cell"]) if named else ""
    return _(HINT_STONE[COLOURS[seat], named]).format(cell=label)


def stones_label(seats: Seats, seat: int, stones: int) -> str:
    """A seat's stones on the scoreboard, after who holds it when one person
    at the device plays the computer or people at other devices; friends
    at one device are told apart by colour alone."""
    if not seats.one_person_here():
        return ngettext("{count} stone", "{count} stones", stones).format(count=stones)
    # Translators: a score card: who holds the seat ("Computer · medium", "You") and the stones on the board.
    return ngettext("{who} · {count} stone", "{who} · {count} stones", stones).format(who=seats.card(seat), count=stones)


def opening_text(seats: Seats) -> str:
    first = holder(seats, 0)
    return _(OPENING[first])


def alternating_status(view: dict, seats: Seats, named: bool, state: oddsevens.State) -> str:
    """The status line with alternating turns: the last pass, or the computer's
    last stone, then what the side to move is to do."""
    seat = view["to_move"][0]
    last = view["last_move"]
    before = ""
    if last and last["move"] == "pass":
        passed = who(seats, last["seat"])
        before = _(PASSED[passed])
    elif last and seats.against_computer() and seats.kind(last["seat"]) == "computer":
        before = _(COMPUTER_PLAYED[named]).format(cell=cell_name(state, last["move"]["cell"]))
    return " ".join(text for text in (before, turn_text(view, seats, seat)) if text)


def turn_text(view: dict, seats: Seats, seat: int) -> str:
    """What the seat to move (alternating turns) is to do."""
    if seats.kind(seat) != "computer" and not view["legal"][seat]:
        person = who(seats, seat)
        return _(NO_CELL_OPEN[person])
    return _(TURN[holder(seats, seat), COLOURS[seat]])


def free_status(view: dict, previous: dict | None) -> str:
    """The status line in the free game; `previous`: the view before the last move, if any."""
    done = view["done"]
    if any(done):
        return _(DONE[COLOURS[done.index(True)]])
    stone_cleared_done = previous and any(previous["done"]) and view["last_move"]["move"] != "done"
    # Translators: Done is the name of each player's toggle.
    cleared = _("A new stone cleared Done.") if stone_cleared_done else ""
    open_to = [seat for seat in (0, 1) if view["legal"][seat]]
    if len(open_to) == 2:
        tap = _("Tap a cell to place a stone of the colour its dot shows (white or black).")
    else:
        tap = _(ONLY_OPEN[COLOURS[open_to[0]]])
    # Translators: Done is the name of each player's toggle.
    end = _("When you have nothing more to place, press your Done button.")
    return " ".join(text for text in (cleared, tap, end) if text)


def headline(seats: Seats, winner: int) -> str:
    return _(HEADLINE[who(seats, winner)])
