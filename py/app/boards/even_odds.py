"""The Even Odds page: tap one of your own tiles (you see only its colour and
shape) to play it; after a 10, tap the colour the next player must follow.

Each screen shows everyone's numbers except its owner's, so when several
people share the device the table between two turns is the spectator's, with
every rack face down, until the next player asks for their own screen."""

from __future__ import annotations

import html
from typing import Any, Optional

import oddsevens
from oddsevens import render
from oddsevens.games.even_odds import colour_word

from .. import words
from ..board import Board, Table
from ..dialog import Field, Question, SeatsField
from ..markup import button
from ..screen import SoundName
from ..seats import LEVEL_NAMES
from ..words import N_, _, ngettext, pgettext

HOLD_SETTLED = 1.5
"""Seconds a completed dispute stays on the table (unless tapped away), so
everyone sees the tile that won it and the one taken."""
COMPUTER_STEP = 0.9
"""Seconds between computer plays inside a dispute, so each tile can be seen."""
AFTER_DISPUTE = 1.8
"""Seconds before a computer leads the next dispute, so the summary can be read."""


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
    return words.say(colour_word(colour))


class EvenOddsBoard(Board):
    private_views = True
    # Translators: Even Odds' hand-over button, which shows {name} the other players' tiles (never their own).
    reveal_label = N_("I am {name}: show the others' tiles")

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.put_away: Optional[oddsevens.State] = None
        """The position whose completed dispute has left the table."""
        self.holding: Optional[oddsevens.State] = None
        """The position whose completed dispute is timed to leave."""
        self.next_round: Optional[oddsevens.State] = None
        """The position between two rounds where a person tapped Next round."""
        self.turn_shown: Optional[oddsevens.State] = None
        """The position in which the dispute and the player's rack were last brought into view."""

    # -- setup -----------------------------------------------------------------
    def seats_field(self) -> SeatsField:
        kinds = ["human"] + ["computer"] * (self.game.default_players - 1)
        return SeatsField(_("Players"), self.game.min_players, self.game.max_players, kinds)

    def questions(self, answers: dict[str, str]) -> list[Question]:
        """Round 1's leader is asked among the seats the answers have now."""
        seats = self.seats_field()
        default_rounds, rounds = self.game.options["rounds"]
        # Translators: who leads the first round, a choice in the new-game dialog.
        leaders = [("random", _("Drawn at random"))] + [
            (str(seat), _("Seat {number}").format(number=seat + 1)) for seat in range(len(seats.kinds(answers)))
        ]
        return [
            seats,
            Field("rounds", _("Rounds"), [(str(count), str(count)) for count in rounds], str(default_rounds)),
            Field("first", _("Who leads round 1 (seats in the order above)"), leaders, "random"),
        ]

    def setup_from_answers(self, answers: dict[str, Any]) -> dict[str, Any]:
        seats = answers["seats"]
        first = None if answers["first"] == "random" else int(answers["first"])
        return {
            "seats": seats["seats"],
            "names": seats["names"],
            "options": {"rounds": int(answers["rounds"]), "first": first},
        }

    def current_answers(self) -> dict[str, str]:
        answers = self.seats.dialog_answers()
        first = self.state.options["first"]
        answers["rounds"] = str(self.state.options["rounds"])
        answers["first"] = "random" if first is None else str(first)
        return answers

    # -- who is who ------------------------------------------------------------
    def solo(self) -> bool:
        """One person against computer seats: their table is always on screen."""
        return len(self.seats.humans()) == 1

    def public_view(self) -> dict:
        return self.state.view(None)

    # -- between two rounds ---------------------------------------------------------
    def between_rounds(self) -> bool:
        """A round is over and nothing of the next one is played yet."""
        view = self.public_view()
        return view["round"] > 1 and not view["over"] and not view["dispute"]["played"] and not any(view["taken"])

    def round_on_view(self) -> bool:
        """The finished round holds the screen (its tiles taken, its points,
        the totals) until a person taps Next round: the new deal is drawn
        by chance the moment the last tile is played, so nothing else would
        stop the computers leading it at once. The tap is not saved: a game
        reloaded between rounds holds the finished round again, as does a
        replay of that position."""
        return self.between_rounds() and (self.table.replaying() or self.state is not self.next_round)

    def deal_next_round(self) -> None:
        """Next round: the finished round leaves the screen, the new deal comes on."""
        if self.round_on_view() and not self.table.replaying():
            self.next_round = self.state
            self.table.render()
            self.table.resume_computer()

    # -- pace of the computer seats ----------------------------------------------
    def computer_may_move(self) -> bool:
        return not self.round_on_view()

    def computer_pause(self) -> float:
        view = self.public_view()
        just_settled = not view["dispute"]["played"] and view["previous"] is not None
        return AFTER_DISPUTE if just_settled else COMPUTER_STEP

    def offers_hints(self) -> bool:
        """Not between rounds: the move to hint at belongs to a deal not yet shown."""
        return not self.round_on_view()

    # -- taps --------------------------------------------------------------------
    def acting_seat(self) -> Optional[int]:
        """The seat whose table is on screen when it may act, or None after telling why nothing happened."""
        seats = self.table.acting_seats()
        if not seats:
            self.screen.status(self.table.why_not_acting(), warning=True)
            return None
        return seats[0]

    def on_tile(self, name: str) -> None:
        seat = self.acting_seat()
        if seat is None or not name.isdigit():
            return
        if self.state.view(seat)["colour_choices"]:
            self.screen.status(_("You played a 10: first tap the colour the next player must follow."), warning=True)
            return
        self.table.play({"tile": int(name)}, seat)

    def on_color(self, name: str) -> None:
        seat = self.acting_seat()
        if seat is not None:
            self.table.play({"color": name}, seat)

    # -- the dispute just completed -------------------------------------------------
    def settled_dispute(self) -> Optional[dict]:
        """The dispute the last move completed, while it stays on the table:
        HOLD_SETTLED seconds in play, for as long as the position is shown in
        a replay."""
        state = self.state
        put_away = state is self.put_away and not self.table.replaying()
        if put_away or len(self.table.history) < 2:
            return None
        _seat, move = state.last_move()
        before = self.table.history[-2]
        return before.completed_by(move["tile"]) if "tile" in move else None

    def rendered(self) -> None:
        """Times the completed dispute's leaving; between rounds, brings the
        Next round button into view where the table scrolls in its own box;
        at the turn of the one person at the table, brings the dispute and
        their rack into view, once a position (a table for many players runs
        past a phone's screen, and the player scrolled up to read the others'
        tiles); friends sharing the device have the hand-over's."""
        state = self.state
        if self.round_on_view():
            self.screen.reveal("board", ".next-round")
        elif self.turn_shown is not state and self.table.acting_seats() and len(self.seats.humans()) == 1:
            self.turn_shown = state
            self.screen.bring_into_view("#board .dispute, #board .rack.own")
        if self.holding is not state and self.settled_dispute() is not None:
            self.holding = state
            self.screen.later(HOLD_SETTLED, lambda: self.put_dispute_away(state))

    def put_dispute_away(self, state: oddsevens.State) -> None:
        """The completed dispute leaves the table, if `state` is still on it."""
        if self.state is state and self.put_away is not state and not self.table.replaying():
            self.put_away = state
            self.table.render()

    def game_action(self, name: str, value: str) -> None:
        if name == "put-dispute-away":
            self.put_dispute_away(self.state)
        elif name == "next-round":
            self.deal_next_round()

    def move_sound(self, move: Any) -> Optional[SoundName]:
        """A tile played; naming a colour is silent."""
        return "laid" if "tile" in move else None

    # -- undo --------------------------------------------------------------------
    def may_undo(self, back: int) -> bool:
        """Only the colour named after a 10 can be taken back, and only by
        one person playing the computer: a played tile has shown its number
        to its owner, a new round's deal was drawn by chance, and in hot-seat
        play taking back a move would put one player's table in front of another."""
        if not self.solo():
            return False
        _seat, move = self.state.moves()[-back]
        before = self.table.history[-1 - back]
        return "color" in move and before.view(None)["round"] == self.public_view()["round"]

    def undo_note(self) -> str:
        if not self.solo():
            return _("Undo is off when several people share this device: it would show one player's table to another.")
        return _("Undo can take back only a colour you named after a 10: a tile you played has shown you its number.")

    # -- markup -----------------------------------------------------------------
    def board_markup(self) -> str:
        view = self.state.view(self.table.viewer())
        return render.board(
            self.game.id, view,
            names=self.seats.names(),
            interactive=not self.state.over and not self.table.replaying(),
            wide=self.screen.wide_board(),
            settled=self.settled_dispute(),
            round_over=self.round_on_view(),
            notes=[
                self.level_note() if self.seats.kind(seat) == "computer" else "" for seat in range(self.state.players)
            ],
            hint=self.table.hint_shown(),
            say=words.say,
        )

    def level_note(self) -> str:
        """How strong the computer seats play, after their names on the table."""
        level = self.seats.level
        return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level

    def game_buttons(self) -> str:
        # Translators: the button that deals the next round.
        return button(_("Next round"), "next-round", primary=True) if self.round_on_view() else ""

    def panel_markup(self) -> str:
        rounds = self.state.options["rounds"]
        hints = [
            _(
                "You see everyone's numbers except your own: your rack shows only each tile's colour and shape "
                "(square even, triangle odd)."
            ),
            ngettext(
                "Each dispute, everyone plays one tile, following the colour asked for if they can. The highest "
                "number wins the dispute, and its player takes the lowest number played as points against them: "
                "the lowest total after {count} round wins. A 10 names the colour to follow.",
                "Each dispute, everyone plays one tile, following the colour asked for if they can. The highest "
                "number wins the dispute, and its player takes the lowest number played as points against them: "
                "the lowest total after {count} rounds wins. A 10 names the colour to follow.",
                rounds,
            ).format(count=rounds),
            # Translators: the symbol drawn on the tiles of each colour (the same words as on the table).
            _("Symbols: blue circle, yellow star, black cross, pink heart, green leaf."),
        ]
        if not self.state.over:
            hints.append(self.undo_note())
        notes = "".join(f'<p class="hint">{html.escape(text)}</p>' for text in hints)
        standings = self.standings_markup() if self.state.over else ""
        return f'{standings}<div class="even-odds-notes">{notes}</div>'

    def standings(self) -> list[tuple[int, int]]:
        """(place, seat), best first: lowest total, then fewest points in the last round."""
        view = self.public_view()
        last = view["round_scores"][-1]
        key = {seat: (view["scores"][seat], last[seat]) for seat in range(view["players"])}
        order = sorted(key, key=lambda seat: (key[seat], seat))
        return [(1 + sum(key[other] < key[seat] for other in key), seat) for seat in order]

    def standings_markup(self) -> str:
        view = self.public_view()
        last = view["round_scores"][-1]
        rows = "".join(
            f'<tr class="{"winner" if seat in view["winners"] else ""}"><td>{html.escape(place_in_standings(place))}</td>'
            f"<th scope=\"row\">{html.escape(self.seats.name(seat))}</th>"
            f"<td>{view['scores'][seat]}</td><td>{last[seat]}</td></tr>"
            for place, seat in self.standings()
        )
        title = html.escape(_("Final standings"))
        # Translators: the final standings' columns: a player's place, name, total points and points in the last round.
        headings = (_("Place"), _("Player"), _("Total"), _("Last round"))
        place, player, total, last_round = (html.escape(text) for text in headings)
        return (
            f'<section class="even-odds-standings" aria-label="{title}"><h2>{title}</h2>'
            f"<table><thead><tr><th scope=\"col\">{place}</th><th scope=\"col\">{player}</th>"
            f"<th scope=\"col\">{total}</th><th scope=\"col\">{last_round}</th></tr></thead>"
            f"<tbody>{rows}</tbody></table></section>"
        )

    def summary(self, view: dict) -> list[str]:
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
        """Who won the last dispute and whose tile they took, one full
        message per case: the winner is the one person at the device or
        another player, the tile their own, the person's or another's."""
        seats = self.seats
        if seats.is_you(winner) and owner == winner:
            # Translators: the last dispute; {colour} {value} is the tile taken, and its value the points it adds.
            return _("You won the dispute and took your own {colour} {value} (+{value}).").format(**values)
        if seats.is_you(winner) and seats.is_you(owner):
            return _("You won the dispute and took your {colour} {value} (+{value}).").format(**values)
        if seats.is_you(winner):
            return _("You won the dispute and took {owner}'s {colour} {value} (+{value}).").format(
                owner=seats.name(owner), **values
            )
        if owner == winner:
            return _("{winner} won the dispute and took their own {colour} {value} (+{value}).").format(
                winner=seats.name(winner), **values
            )
        if seats.is_you(owner):
            return _("{winner} won the dispute and took your {colour} {value} (+{value}).").format(
                winner=seats.name(winner), **values
            )
        return _("{winner} won the dispute and took {owner}'s {colour} {value} (+{value}).").format(
            winner=seats.name(winner), owner=seats.name(owner), **values
        )

    def round_sentence(self, view: dict) -> str:
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

    def status_text(self) -> str:
        view = self.public_view()
        if self.round_on_view():
            return self.round_sentence(view)
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
        sentences.append(_("Your turn.") if self.solo() else _("{name}, your turn.").format(name=name))
        sentences.append(self.what_to_do(mover))
        return in_turn(sentences)

    def hint_sentence(self, move: Any, seat: int) -> str:
        """The tile as the player sees it, by its colour, shape and place in
        their rack: never its number, which their screen does not show."""
        if "color" in move:
            return _("Hint: name {colour}, as marked.").format(colour=colour_name(move["color"]))
        rack = self.state.view(seat)["racks"][seat]
        place, tile = next((place, tile) for place, tile in enumerate(rack, start=1) if tile["id"] == move["tile"])
        values = {"colour": colour_name(tile["colour"]), "place": place_in_rack(place)}
        if tile["parity"] == "even":
            # Translators: {place} is the tile's place in the player's rack, counted from the left: "3rd".
            return _("Hint: play your {colour} square (even), the {place} tile of your rack, as marked.").format(**values)
        # Translators: {place} is the tile's place in the player's rack, counted from the left: "3rd".
        return _("Hint: play your {colour} triangle (odd), the {place} tile of your rack, as marked.").format(**values)

    def what_to_do(self, seat: int) -> str:
        view = self.state.view(seat)
        if view["colour_choices"]:
            return _("You played a 10: tap the colour the next player must follow.")
        follow = view["dispute"]["follow"]
        if follow is None:
            return _("You lead: tap any of your tiles.")
        colour = follow["colour"]
        follows = any(tile["colour"] == colour for tile in view["racks"][seat])
        said = colour_name(colour)
        if follows and follow["named"]:
            return _("Follow {colour} (named by the 10): tap one of your highlighted {colour} tiles.").format(colour=said)
        if follows:
            return _("Follow {colour}: tap one of your highlighted {colour} tiles.").format(colour=said)
        if follow["named"]:
            return _(
                "You have no {colour} (named by the 10), so tap any tile: its colour is the one the next player follows."
            ).format(colour=said)
        return _("You have no {colour}, so tap any tile: its colour is the one the next player follows.").format(colour=said)

    def result_text(self) -> tuple[str, str]:
        view = self.public_view()
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
