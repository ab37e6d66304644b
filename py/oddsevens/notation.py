"""Moves in words, for move lists and replays.

`describe(before, after, viewer)` says what the last move of `after` did,
from the seat `viewer` (None: a spectator). Everything beyond the move itself
is read from `before.view(viewer)` and `after.view(viewer)`, so a move list
never tells a player more than their own screen showed at that moment: in
Even Odds a tile's number appears only when that seat could see it (an
opponent's rack, the tiles of the dispute, the tile taken), and in Even at
Odds the tiles drawn after a play are never mentioned.

The phrases leave out who moved; `Game.sides` gives the fixed side names of
the games that have them, and pages name the other seats.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

from .core import Move, Seat, State
from .core.hexgrid import cell_label

class Views:
    """The views of the two states around one move, made on first use."""

    def __init__(self, before: State, after: State, viewer: Optional[Seat]) -> None:
        self.states = (before, after)
        self.viewer = viewer
        self.made: dict[int, dict] = {}

    def _view(self, which: int) -> dict:
        if which not in self.made:
            self.made[which] = self.states[which].view(self.viewer)
        return self.made[which]

    @property
    def before(self) -> dict:
        return self._view(0)

    @property
    def after(self) -> dict:
        return self._view(1)


def seat_names(players: int, names: Optional[Sequence[str]]) -> list[str]:
    if names is not None and len(names) == players:
        return list(names)
    return [f"Seat {seat + 1}" for seat in range(players)]


def describe(before: State, after: State, viewer: Optional[Seat] = None, names: Optional[Sequence[str]] = None) -> str:
    """What the move from `before` to `after` did, as the seat `viewer` saw it.
    `names` (one per seat) are used where a phrase mentions another seat."""
    seat, move = after.moves()[len(before)]
    phrase = PHRASES[before.game.id]
    return phrase(move, seat, Views(before, after, viewer), seat_names(before.players, names))


def move_list(states: Sequence[State], viewer: Optional[Seat] = None, names: Optional[Sequence[str]] = None) -> list[str]:
    """One phrase per move, for consecutive states from a game's start."""
    return [describe(states[index], states[index + 1], viewer, names) for index in range(len(states) - 1)]


# -- Dualities and Evening: cells on a hex board ------------------------------------
def hex_label(cell: Sequence[int], side: int) -> str:
    return cell_label((cell[0], cell[1]), side)


def dualities_phrase(move: Move, seat: Seat, views: Views, names: list[str]) -> str:
    side = views.before["side"]
    return f"black {hex_label(move['black'], side)}, white {hex_label(move['white'], side)}"


def evening_phrase(move: Move, seat: Seat, views: Views, names: list[str]) -> str:
    if move == "pass":
        return "passes"
    if move == "done":
        return "done" if views.after["done"][seat] else "takes back Done"
    return f"stone on {hex_label(move['cell'], views.before['side'])}"


# -- Beat the Odds: dice and points ------------------------------------------------------
ENDINGS = {
    "end": "odd-odd, the turn ends",
    "lose": "snake eyes, the turn scores nothing",
    "cross-out": "threes, the best line is crossed out",
    "halve": "fives, the turn is halved",
    "double-total": "boxcars, the turn is doubled",
}
"""How each way of ending a turn is told."""
CONTINUING = {
    "twos": "a re-roll for the next odd die",
    "fours": "a line may be doubled",
}


def faces_text(faces: Sequence[int]) -> str:
    return f"{faces[0]}-{faces[1]}"


def plus(points: int) -> str:
    return f"+{points}"


def roll_outcome(seat: Seat, views: Views) -> str:
    """What the dice now on the table did: continue the turn (with the line's
    points), wait for a re-roll decision, or end the turn (with its score)."""
    before, after = views.before, views.after
    if after["turns_taken"][seat] > before["turns_taken"][seat]:
        last = after["last_turn"]
        faces = last["lines"][-1]["faces"]
        total = after["totals"][seat]
        ending = ENDINGS[last["ending"]]
        banked = "" if last["ending"] == "lose" else f": banks {last['score']}"
        return f"{faces_text(faces)}: {ending}{banked} (total {total})"
    turn = after["turn"]
    pending = turn["pending"]
    if pending is not None and pending["decision"] == "reroll":
        return f"{faces_text(pending['faces'])}: may re-roll an odd die"
    line = turn["lines"][-1]
    extra = CONTINUING.get(line["outcome"])
    return f"{faces_text(line['faces'])}: {plus(line['points'])}" + (f", {extra}" if extra else "")


def beat_the_odds_phrase(move: Move, seat: Seat, views: Views, names: list[str]) -> str:
    if move == "roll":
        return f"rolls {roll_outcome(seat, views)}"
    if "reroll" in move:
        die = move["reroll"]
        if die is None:
            return f"keeps {roll_outcome(seat, views)}"
        old = views.before["turn"]["pending"]["faces"][die]
        return f"re-rolls the {old}: {roll_outcome(seat, views)}"
    index = move["double"]
    if index is None:
        return "doubles no line"
    points = views.before["turn"]["lines"][index]["points"]
    return f"doubles line {index + 1}: {points} → {2 * points}"


# -- Even at Odds: tiles and where they lie --------------------------------------------------
def square_label(cell: Sequence[int]) -> str:
    return f"{cell[0]},{cell[1]}"


def even_at_odds_phrase(move: Move, seat: Seat, views: Views, names: list[str]) -> str:
    if move == "pass":
        return "passes"
    if move == "next":
        return "deals the next game"
    if "team" in move:
        return f"picks {move['team'].capitalize()}"
    if "exchange" in move:
        a, b = move["exchange"]
        return f"swaps {a}-{b} with the double-blank helper"
    (a, b), (cell_a, cell_b) = move["tile"], move["cells"]
    level = views.after["tiles"][-1]["level"]
    where = f"{a} on {square_label(cell_a)}, {b} on {square_label(cell_b)}"
    return f"{a}-{b}: {where}" + (f", level {level}" if level > 1 else "")


# -- Even Odds: tiles, shown only as the viewer saw them -------------------------------------
def even_odds_tile(tile_id: int, seat: Seat, views: Views) -> str:
    """The tile as this viewer knew it: colour and number when their screen
    showed the number before or just after the play, else colour and parity."""
    before, after = views.before, views.after
    in_rack = next(tile for tile in before["racks"][seat] if tile["id"] == tile_id)
    value = in_rack["value"]
    if value is None:
        value = next((tile["value"] for tile in after["dispute"]["played"] if tile["id"] == tile_id), None)
    completed = len(before["dispute"]["played"]) == before["players"] - 1
    if value is None and completed and after["previous"]["taken"]["seat"] == seat:
        value = after["previous"]["taken"]["value"]
    if value is None:
        return f"a {in_rack['colour']} tile ({in_rack['parity']})"
    return f"{in_rack['colour']} {value}"


def even_odds_phrase(move: Move, seat: Seat, views: Views, names: list[str]) -> str:
    if "color" in move:
        return f"names {move['color']}"
    text = f"plays {even_odds_tile(move['tile'], seat, views)}"
    before, after = views.before, views.after
    if len(before["dispute"]["played"]) < before["players"] - 1:
        return text
    previous = after["previous"]
    winner, taken = previous["winner"], previous["taken"]
    owner = "their own" if taken["seat"] == winner else f"{names[taken['seat']]}’s"
    text += f"; {names[winner]} wins the dispute and takes {owner} {taken['colour']} {taken['value']}"
    if after["over"] or after["round"] > before["round"]:
        text += f"; round {before['round']} ends"
    return text


Phrase = Callable[[Any, Seat, Views, list[str]], str]

PHRASES: dict[str, Phrase] = {
    "dualities": dualities_phrase,
    "evening": evening_phrase,
    "beat-the-odds": beat_the_odds_phrase,
    "even-at-odds": even_at_odds_phrase,
    "even-odds": even_odds_phrase,
}
