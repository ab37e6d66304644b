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

from ..board import Board, Table
from ..dialog import Field, Question, SeatsField
from ..markup import button, plural
from ..screen import SoundName

HOLD_SETTLED = 1.5
"""Seconds a completed dispute stays on the table (unless tapped away), so
everyone sees the tile that won it and the one taken."""
COMPUTER_STEP = 0.9
"""Seconds between computer plays inside a dispute, so each tile can be seen."""
AFTER_DISPUTE = 1.8
"""Seconds before a computer leads the next dispute, so the summary can be read."""
SYMBOLS = {"blue": "circle", "yellow": "star", "black": "cross", "pink": "heart", "green": "leaf"}
SHAPES = {"even": "square", "odd": "triangle"}
"""A tile's shape in a rack says its parity."""


def joined(names: list[str]) -> str:
    """Names in a sentence: A; A and B; A, B and C."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def ordinal(place: int) -> str:
    """1 -> "1st": places at the table (up to 6) and in a rack (up to 12)."""
    return str(place) + {1: "st", 2: "nd", 3: "rd"}.get(place, "th")


class EvenOddsBoard(Board):
    private_views = True
    reveal_label = "I am {name}: show the others' tiles"

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.put_away: Optional[oddsevens.State] = None
        """The position whose completed dispute has left the table."""
        self.holding: Optional[oddsevens.State] = None
        """The position whose completed dispute is timed to leave."""
        self.next_round: Optional[oddsevens.State] = None
        """The position between two rounds where a person tapped Next round."""

    # -- setup -----------------------------------------------------------------
    def seats_field(self) -> SeatsField:
        kinds = ["human"] + ["computer"] * (self.game.default_players - 1)
        return SeatsField("Players", self.game.min_players, self.game.max_players, kinds)

    def questions(self, answers: dict[str, str]) -> list[Question]:
        """Round 1's leader is asked among the seats the answers have now."""
        seats = self.seats_field()
        default_rounds, rounds = self.game.options["rounds"]
        leaders = [("random", "Drawn at random")] + [(str(seat), f"Seat {seat + 1}") for seat in range(len(seats.kinds(answers)))]
        return [
            seats,
            Field("rounds", "Rounds", [(str(count), str(count)) for count in rounds], str(default_rounds)),
            Field("first", "Who leads round 1 (seats in the order above)", leaders, "random"),
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
            self.screen.status("You played a 10: first tap the colour the next player must follow.", warning=True)
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
        _, move = state.last_move()
        before = self.table.history[-2]
        return before.completed_by(move["tile"]) if "tile" in move else None

    def rendered(self) -> None:
        """Times the completed dispute's leaving; between rounds, brings the
        Next round button into view where the table scrolls in its own box."""
        state = self.state
        if self.round_on_view():
            self.screen.reveal("board", ".next-round")
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
        _, move = self.state.moves()[-back]
        before = self.table.history[-1 - back]
        return "color" in move and before.view(None)["round"] == self.public_view()["round"]

    def undo_note(self) -> str:
        if not self.solo():
            return "Undo is off when several people share this device: it would show one player's table to another."
        return "Undo can take back only a colour you named after a 10: a tile you played has shown you its number."

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
            notes=[self.seats.level if self.seats.kind(seat) == "computer" else "" for seat in range(self.state.players)],
            hint=self.table.hint_shown(),
        )

    def game_buttons(self) -> str:
        return button("Next round", "next-round", primary=True) if self.round_on_view() else ""

    def panel_markup(self) -> str:
        key = ", ".join(f"{colour} {symbol}" for colour, symbol in SYMBOLS.items())
        hints = [
            "You see everyone's numbers except your own: your rack shows only each tile's colour and shape "
            "(square even, triangle odd).",
            "Each dispute, everyone plays one tile, following the colour asked for if they can. The highest "
            "number wins the dispute, and its player takes the lowest number played as points against them: "
            f"the lowest total after {plural(self.state.options['rounds'], 'round')} wins. "
            "A 10 names the colour to follow.",
            f"Symbols: {key}.",
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
            f'<tr class="{"winner" if seat in view["winners"] else ""}"><td>{ordinal(place)}</td>'
            f"<th scope=\"row\">{html.escape(self.seats.name(seat))}</th>"
            f"<td>{view['scores'][seat]}</td><td>{last[seat]}</td></tr>"
            for place, seat in self.standings()
        )
        return (
            '<section class="even-odds-standings" aria-label="Final standings"><h2>Final standings</h2>'
            "<table><thead><tr><th scope=\"col\">Place</th><th scope=\"col\">Player</th>"
            "<th scope=\"col\">Total</th><th scope=\"col\">Last round</th></tr></thead>"
            f"<tbody>{rows}</tbody></table></section>"
        )

    def summary(self, view: dict) -> str:
        """The last dispute in a sentence, while the next one has not begun."""
        previous = view["previous"]
        if previous is None or view["dispute"]["played"]:
            return ""
        winner, taken = previous["winner"], previous["taken"]
        if taken["seat"] == winner:
            owner = "your own" if self.seats.is_you(winner) else "their own"
        else:
            owner = "your" if self.seats.is_you(taken["seat"]) else f"{self.seats.name(taken['seat'])}'s"
        who = "You" if self.seats.is_you(winner) else self.seats.name(winner)
        text = (
            f"{who} won the dispute and took {owner} "
            f"{taken['colour']} {taken['value']} (+{taken['value']}). "
        )
        fresh_deal = view["round"] > 1 and all(not taken_tiles for taken_tiles in view["taken"])
        if fresh_deal and not view["over"]:
            text += f"Round {view['round']} of {view['rounds']}: new tiles are dealt. "
        return text

    def round_sentence(self, view: dict) -> str:
        """Between rounds: which round is over, who did best in it, and what to tap."""
        finished = view["round"] - 1
        points = view["round_scores"][finished - 1]
        best = min(points)
        seats = [seat for seat in range(view["players"]) if points[seat] == best]
        each = " each" if len(seats) > 1 else ""
        return (
            f"Round {finished} of {view['rounds']} is over: "
            f"{joined([self.seats.in_sentence(seat) for seat in seats])} did best, with {plural(best, 'point')}{each}. "
            f"Tap “Next round” to deal round {view['round']}."
        )

    def status_text(self) -> str:
        view = self.public_view()
        if self.round_on_view():
            return self.round_sentence(view)
        mover = self.state.to_move[0]
        summary = self.summary(view)
        if self.seats.kind(mover) == "computer":
            doing = "names a colour…" if view["dispute"]["naming"] is not None else "is playing…"
            return f"{summary}{self.seats.name(mover)} {doing}"
        prefix = "Your turn" if self.solo() else f"{self.seats.name(mover)}, your turn"
        return f"{summary}{prefix}. {self.what_to_do(mover)}"

    def hint_sentence(self, move: Any, seat: int) -> str:
        """The tile as the player sees it, by its colour, shape and place in
        their rack: never its number, which their screen does not show."""
        if "color" in move:
            return f"Hint: name {move['color']}, as marked."
        rack = self.state.view(seat)["racks"][seat]
        place, tile = next((place, tile) for place, tile in enumerate(rack, start=1) if tile["id"] == move["tile"])
        shape = SHAPES[tile["parity"]]
        return (
            f"Hint: play your {tile['colour']} {shape} ({tile['parity']}), "
            f"the {ordinal(place)} tile of your rack, as marked."
        )

    def what_to_do(self, seat: int) -> str:
        view = self.state.view(seat)
        if view["colour_choices"]:
            return "You played a 10: tap the colour the next player must follow."
        follow = view["dispute"]["follow"]
        if follow is None:
            return "You lead: tap any of your tiles."
        colour = follow["colour"]
        named = " (named by the 10)" if follow["named"] else ""
        if any(tile["colour"] == colour for tile in view["racks"][seat]):
            return f"Follow {colour}{named}: tap one of your highlighted {colour} tiles."
        return f"You have no {colour}{named}, so tap any tile: its colour is the one the next player follows."

    def result_text(self) -> tuple[str, str]:
        view = self.public_view()
        winners, scores = view["winners"], view["scores"]
        last = view["round_scores"][-1]
        names = [self.seats.name(seat) for seat in winners]
        if len(winners) > 1:
            headline = f"{joined(names)} share the victory"
        elif self.seats.is_you(winners[0]):
            headline = "You win!"
        else:
            headline = f"{names[0]} wins"
        best = scores[winners[0]]
        points = f"{best} point{'' if best == 1 else 's'}"
        behind = [seat for seat in range(view["players"]) if scores[seat] == best and seat not in winners]
        if behind:
            return headline, (
                f"Level with {joined([self.seats.in_sentence(seat) for seat in behind])} on {points}, the tie goes to "
                f"fewer points in the last round: {last[winners[0]]} against "
                f"{joined([str(last[seat]) for seat in behind])}."
            )
        if len(winners) > 1:
            return headline, (
                f"Level on {points} and on the last round ({last[winners[0]]} each): the tie-break cannot split them."
            )
        return headline, f"Lowest total: {points}."
