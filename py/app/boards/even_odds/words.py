"""Even Odds' sentences: the status line at each turn and between rounds,
the hint, the undo rule and the result. A sentence that varies with a few
cases is a table keyed by the case, each entry one whole sentence."""

from __future__ import annotations

from typing import Any

import oddsevens
from oddsevens.games.even_odds import colour_word

from ...board import Table
from ...seats import Seats
from ...words import N_, _, ngettext, pgettext, say

DISPUTE_WON = {
    # Translators: the last dispute; {colour} {value} is the tile taken, and its value the points it adds.
    ("you", "own"): N_("You won the dispute and took your own {colour} {value} (+{value})."),
    ("you", "yours"): N_("You won the dispute and took your {colour} {value} (+{value})."),
    ("you", "another's"): N_("You won the dispute and took {owner}'s {colour} {value} (+{value})."),
    ("other", "own"): N_("{winner} won the dispute and took their own {colour} {value} (+{value})."),
    ("other", "yours"): N_("{winner} won the dispute and took your {colour} {value} (+{value})."),
    ("other", "another's"): N_("{winner} won the dispute and took {owner}'s {colour} {value} (+{value})."),
}
"""Who won the last dispute and whose tile they took, keyed by (the winner:
"you", the one person at the device, or "other"; the tile: the winner's
"own", "yours" or "another's")."""

FOLLOW = {
    (True, True): N_("Follow {colour} (named by the 10): tap one of your highlighted {colour} tiles."),
    (True, False): N_("Follow {colour}: tap one of your highlighted {colour} tiles."),
    (False, True): N_("You have no {colour} (named by the 10), so tap any tile: its colour is the one the next player follows."),
    (False, False): N_("You have no {colour}, so tap any tile: its colour is the one the next player follows."),
}
"""What to do when a colour is to be followed, keyed by (whether the player
has a tile of that colour, whether a 10 named it)."""

PLAY_HINT = {
    # Translators: {place} is the tile's place in the player's rack, counted from the left: "3rd".
    "even": N_("Hint: play your {colour} square (even), the {place} tile of your rack, as marked."),
    # Translators: {place} is the tile's place in the player's rack, counted from the left: "3rd".
    "odd": N_("Hint: play your {colour} triangle (odd), the {place} tile of your rack, as marked."),
}
"""The Hint button's tile, keyed by its parity (its shape on the player's rack)."""


def joined(names: list[str]) -> str:
    """Names in a sentence, in the page's language: A; A and B; A, B and C."""
    listed = names[0]
    for index, name in enumerate(names[1:], start=2):
        if index < len(names):
            # Translators: one more item in a list that goes on: "Ann, Bea" (then "Ann, Bea and Cy").
            listed = _("{list}, {item}").format(list=listed, item=name)
        else:
            # Translators: the last item of a list: "Ann and Bea", "Ann, Bea and Cy".
            listed = _("{list} and {item}").format(list=listed, item=name)
    return listed


def in_turn(sentences: list[str]) -> str:
    """Sentences one after another, on the status line."""
    said = sentences[0]
    for sentence in sentences[1:]:
        # Translators: one more sentence after the others on the status line (in Japanese, no space between them).
        said = _("{sentences} {sentence}").format(sentences=said, sentence=sentence)
    return said


def place_in_standings(place: int) -> str:
    """1 -> "1st": a place in the final standings (up to 6 players)."""
    places = (
        pgettext("place in the final standings", "1st"),
        pgettext("place in the final standings", "2nd"),
        pgettext("place in the final standings", "3rd"),
        pgettext("place in the final standings", "4th"),
        pgettext("place in the final standings", "5th"),
        pgettext("place in the final standings", "6th"),
    )
    return places[place - 1]


def place_in_rack(place: int) -> str:
    """1 -> "1st": a tile's place in a rack (up to 12 tiles), as in "the 3rd tile of your rack"."""
    places = (
        pgettext("a tile's place in a rack", "1st"),
        pgettext("a tile's place in a rack", "2nd"),
        pgettext("a tile's place in a rack", "3rd"),
        pgettext("a tile's place in a rack", "4th"),
        pgettext("a tile's place in a rack", "5th"),
        pgettext("a tile's place in a rack", "6th"),
        pgettext("a tile's place in a rack", "7th"),
        pgettext("a tile's place in a rack", "8th"),
        pgettext("a tile's place in a rack", "9th"),
        pgettext("a tile's place in a rack", "10th"),
        pgettext("a tile's place in a rack", "11th"),
        pgettext("a tile's place in a rack", "12th"),
    )
    return places[place - 1]


def colour_name(colour: str) -> str:
    """A colour ("pink", as views write it) in the page's language."""
    return str(say(colour_word(colour)))


def solo(seats: Seats) -> bool:
    """One person against computer seats: their table is always on screen."""
    return len(seats.humans()) == 1


class TableWords:
    """The status line and the result, from the position on the table."""

    def __init__(self, table: Table) -> None:
        self.table = table

    @property
    def seats(self) -> Seats:
        return self.table.seats

    @property
    def state(self) -> oddsevens.State:
        return self.table.history[-1]

    def undo_note(self) -> str:
        if not solo(self.seats):
            return _("Undo is off when several people share this device: it would show one player's table to another.")
        return _("Undo can take back only a colour you named after a 10: a tile you played has shown you its number.")

    def summary(self, view: dict[str, Any]) -> list[str]:
        """The last dispute in a sentence or two, while the next one has not begun."""
        previous = view["previous"]
        if previous is None or view["dispute"]["played"]:
            return []
        winner, taken = previous["winner"], previous["taken"]
        values = {"colour": colour_name(taken["colour"]), "value": taken["value"]}
        sentences = [self.dispute_won(winner, taken["seat"], values)]
        fresh_deal = view["round"] > 1 and all(not taken_tiles for taken_tiles in view["taken"])
        if fresh_deal and not view["over"]:
            sentences.append(
                _("Round {round} of {rounds}: new tiles are dealt.").format(round=view["round"], rounds=view["rounds"])
            )
        return sentences

    def dispute_won(self, winner: int, owner: int, values: dict[str, Any]) -> str:
        """Who won the last dispute and whose tile they took (`DISPUTE_WON`)."""
        seats = self.seats
        if owner == winner:
            tile = "own"
        else:
            tile = "yours" if seats.is_you(owner) else "another's"
        sentence = DISPUTE_WON["you" if seats.is_you(winner) else "other", tile]
        return _(sentence).format(winner=seats.name(winner), owner=seats.name(owner), **values)

    def round_sentence(self, view: dict[str, Any]) -> str:
        """Between rounds: which round is over, who did best in it, and what to tap."""
        finished = view["round"] - 1
        points = view["round_scores"][finished - 1]
        best = min(points)
        seats = [seat for seat in range(view["players"]) if points[seat] == best]
        names = joined([self.seats.in_sentence(seat) for seat in seats])
        values = {"round": finished, "rounds": view["rounds"], "names": names, "count": best}
        if len(seats) > 1:
            # Translators: {names} lists the players who took the fewest points in the round, {count} points each.
            over = ngettext(
                "Round {round} of {rounds} is over: {names} did best, with {count} point each.",
                "Round {round} of {rounds} is over: {names} did best, with {count} points each.",
                best,
            ).format(**values)
        else:
            # Translators: {names} is the player who took the fewest points in the round.
            over = ngettext(
                "Round {round} of {rounds} is over: {names} did best, with {count} point.",
                "Round {round} of {rounds} is over: {names} did best, with {count} points.",
                best,
            ).format(**values)
        # Translators: “Next round” is the label of the button that deals the next round: the same words here.
        tap = _("Tap “Next round” to deal round {round}.").format(round=view["round"])
        return in_turn([over, tap])

    def turn_sentence(self, view: dict[str, Any]) -> str:
        """The last dispute while it is fresh, then whose turn it is and what they tap."""
        mover = self.state.to_move[0]
        sentences = self.summary(view)
        name = self.seats.name(mover)
        if self.seats.kind(mover) == "computer":
            if view["dispute"]["naming"] is not None:
                # Translators: a computer player who played a 10 is choosing the colour the next player follows.
                sentences.append(_("{name} names a colour…").format(name=name))
            else:
                sentences.append(_("{name} is playing…").format(name=name))
            return in_turn(sentences)
        sentences.append(_("Your turn.") if solo(self.seats) else _("{name}, your turn.").format(name=name))
        sentences.append(self.what_to_do(mover))
        return in_turn(sentences)

    def what_to_do(self, seat: int) -> str:
        view = self.state.view(seat)
        if view["colour_choices"]:
            return _("You played a 10: tap the colour the next player must follow.")
        follow = view["dispute"]["follow"]
        if follow is None:
            return _("You lead: tap any of your tiles.")
        colour = follow["colour"]
        follows = any(tile["colour"] == colour for tile in view["racks"][seat])
        sentence = FOLLOW[follows, bool(follow["named"])]
        return _(sentence).format(colour=colour_name(colour))

    def hint_sentence(self, move: Any, seat: int) -> str:
        """The tile as the player sees it, by its colour, shape and place in
        their rack: never its number, which their screen does not show."""
        if "color" in move:
            return _("Hint: name {colour}, as marked.").format(colour=colour_name(move["color"]))
        rack = self.state.view(seat)["racks"][seat]
        place, tile = next((place, tile) for place, tile in enumerate(rack, start=1) if tile["id"] == move["tile"])
        sentence = PLAY_HINT[tile["parity"]]
        return _(sentence).format(colour=colour_name(tile["colour"]), place=place_in_rack(place))

    def result_text(self) -> tuple[str, str]:
        view = self.state.view(None)
        winners, scores = view["winners"], view["scores"]
        last = view["round_scores"][-1]
        names = [self.seats.name(seat) for seat in winners]
        if len(winners) > 1:
            # Translators: {names} lists the players who won together.
            headline = _("{names} share the victory").format(names=joined(names))
        elif self.seats.is_you(winners[0]):
            headline = _("You win!")
        else:
            headline = _("{name} wins").format(name=names[0])
        best = scores[winners[0]]
        behind = [seat for seat in range(view["players"]) if scores[seat] == best and seat not in winners]
        if behind:
            # Translators: the winner's total is level with other players' ({names}); the tie-break decides:
            # {last} is the winner's points in the last round, {others} theirs.
            return headline, ngettext(
                "Level with {names} on {count} point, the tie goes to fewer points in the last round: "
                "{last} against {others}.",
                "Level with {names} on {count} points, the tie goes to fewer points in the last round: "
                "{last} against {others}.",
                best,
            ).format(
                names=joined([self.seats.in_sentence(seat) for seat in behind]), count=best, last=last[winners[0]],
                others=joined([str(last[seat]) for seat in behind]),
            )
        if len(winners) > 1:
            # Translators: the winners share the victory: level on {count} points, and on {last} in the last round.
            return headline, ngettext(
                "Level on {count} point and on the last round ({last} each): the tie-break cannot split them.",
                "Level on {count} points and on the last round ({last} each): the tie-break cannot split them.",
                best,
            ).format(count=best, last=last[winners[0]])
        return headline, ngettext("Lowest total: {count} point.", "Lowest total: {count} points.", best).format(count=best)
