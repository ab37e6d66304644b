"""Beat the Odds' panel beside the sheet, top to bottom: the buttons of the
person's move, the last round's note, the roll-off, the final standings,
the odds panel (the chances of the next roll or each option's value, and a
computer's choices against the best) and the undo rule."""

from __future__ import annotations

import json

from oddsevens.games.beat_the_odds_odds import JudgedChoice

from ...board import Table
from ...markup import Markup, button, join, sentence, tag
from ...words import _
from .moves import distinct_moves
from .odds import ExactOdds
from .words import (
    CHOICE_MADE,
    UNDO_RULE,
    VERDICTS_CAPTION,
    YOUR_CHOICE,
    both_faces,
    choice_text,
    choices_note,
    dice_ask,
    final_round,
    fraction_text,
    given_away,
    move_label,
    percent_text,
    points_text,
    rolloff,
)


class Panel:
    def __init__(self, table: Table, odds: ExactOdds) -> None:
        self.table = table
        self.odds = odds

    def markup(self) -> Markup:
        return join(
            self.your_move(), self.final_round_note(), self.rolloff_note(), self.standings(), self.odds_section(), self.undo_note()
        )

    def your_move(self) -> Markup | None:
        """The buttons of the person who may act, over what the dice ask of them."""
        table = self.table
        state = table.history[-1]
        humans = table.acting_seats()
        if not humans or state.over:
            return None
        seat = humans[0]
        turn = state.view(seat)["turn"]
        hinted = table.hint_shown()
        hinted_label = move_label(hinted, turn) if hinted is not None else None
        buttons = [
            button(label, "move", primary=move == "roll", value=json.dumps(move), suggested=label == hinted_label)
            for move, label in distinct_moves(state.legal_moves(seat), turn)
        ]
        asked = dice_ask(turn)
        prompt = _(YOUR_CHOICE[asked]).format(**(both_faces(turn["pending"]["faces"]) if asked == "reroll" else {}))
        # Translators: the section of the buttons of the player whose turn it is.
        label = table.seats.sentence(seat, _("Your move"), _("{name}'s move"))
        # The buttons before the words: Roll keeps its spot whatever the prompt says.
        return tag("section", tag("div", buttons, class_="bto-choices"), tag("p", prompt), class_="bto-turn", aria_label=label)

    def final_round_note(self) -> Markup | None:
        text = final_round(self.table.history[-1].view(None), self.table.seats)
        return None if text is None else tag("p", text, class_="bto-final", role="note")

    def rolloff_note(self) -> Markup | None:
        text = rolloff(self.table.history[-1].view(None), self.table.seats)
        return None if text is None else tag("p", text, class_="hint bto-rolloff")

    def standings(self) -> Markup | None:
        """At the end: every player's place and total, and how their choices fared against the best."""
        view = self.table.history[-1].view(None)
        if not view["over"]:
            return None
        totals = view["totals"]
        tallies = self.odds.tallies(view["players"])
        rows = []
        for seat in sorted(range(view["players"]), key=lambda seat: -totals[seat]):
            place = 1 + sum(1 for other in totals if other > totals[seat])
            note = None
            if tallies is not None:
                tally = tallies[seat]
                note = tag("span", choices_note(tally), class_=["bto-choices-note", tally.not_best > 0 and "bto-off"])
            rows.append(tag(
                "li",
                # Translators: a place in the final standings: "1.", "2.", ...
                tag("span", _("{place}.").format(place=place), class_="bto-place"),
                tag("span", self.table.seats.name(seat), class_="bto-name"),
                tag("span", totals[seat], class_="bto-points"),
                note,
                class_=["bto-standing", seat in view["winners"] and "bto-winner"],
            ))
        title = _("Final standings")
        if tallies is None:
            footnote = _("Working out the exact odds…")
        else:
            # Translators: under the final standings: what the notes under each player count.
            footnote = _("Each re-roll and double is judged against the best option by the exact odds.")
        return tag(
            "section", tag("h2", title), tag("ol", rows), tag("p", footnote, class_="hint"), class_="bto-standings", aria_label=title
        )

    def odds_section(self) -> Markup | None:
        """The odds panel, open or closed, while the game goes on."""
        if self.table.history[-1].over:
            return None
        shown = self.odds.shown.on
        toggle = tag(
            "button",
            _("Hide odds") if shown else _("Show odds"),
            type="button", data_action="toggle-odds", aria_expanded="true" if shown else "false", aria_controls="bto-odds-body",
        )
        # Translators: the heading of the panel of chances and expected scores.
        head = tag("div", tag("h2", _("Odds"), id="bto-odds-title"), toggle, class_="bto-odds-head")
        body = None
        if shown:
            content = self.odds_body() if self.odds.ready else tag("p", _("Working out the exact odds…"), class_="hint")
            body = tag("div", content, id="bto-odds-body")
        return tag("section", head, body, class_="bto-odds", aria_labelledby="bto-odds-title")

    def odds_body(self) -> Markup:
        view = self.table.history[-1].view(self.table.viewer())
        odds = self.odds.of(view)
        assert odds is not None, "the odds of a game going on"
        chances = odds["next_roll"]
        expected = sentence(_("Expected final score of this turn: {score}"), score=tag("strong", points_text(odds["expected"])))
        exact = _("Exact, with every later re-roll and double chosen to score the most on average.")
        return join(
            self.chances(view, chances) if chances is not None else self.options(view, odds),
            tag("p", expected, class_="bto-expected"),
            tag("p", exact, class_="hint"),
            self.verdicts(),
        )

    def chances(self, view: dict, chances: dict) -> Markup:
        """The chances of the next roll of the player whose turn it is."""
        exact = chances["exact"]
        rows = [
            # Translators: a row of the chances of the next roll: it continues the turn.
            (_("Continues the turn"), exact["continue"], chances["continue"], None),
            # Translators: a row of the chances of the next roll: it ends the turn.
            (_("Ends the turn"), exact["end"], chances["end"], None),
            # Translators: a row under "Ends the turn": of those endings, the 1-1 that loses the whole turn.
            (_("of which loses everything (1-1)"), exact["lose_all"], chances["lose_all"], "bto-sub"),
        ]
        body = [
            tag(
                "tr",
                tag("th", name, scope="row"),
                tag("td", fraction_text(fraction), class_="bto-fraction"),
                tag("td", percent_text(chance), class_="bto-percent"),
                class_=css,
            )
            for name, fraction, chance, css in rows
        ]
        # Translators: the caption of the table of chances of the next roll of the player whose turn it is.
        caption = self.table.seats.sentence(view["turn"]["seat"], _("Your next roll"), _("{name}'s next roll"))
        table = tag("table", tag("caption", caption), tag("tbody", body), class_="bto-chances")
        if view["turn"]["privilege"]:
            return join(table, tag("p", _("With the re-roll privilege used at its best."), class_="hint"))
        return table

    def options(self, view: dict, odds: dict) -> Markup:
        """Each option of the choice to make, with the expected final score of the turn after it."""
        turn = view["turn"]
        rows = []
        for move, label in distinct_moves([option["move"] for option in odds["options"]], turn):
            value = next(option["value"] for option in odds["options"] if option["move"] == move)
            best = move == odds["best"]
            # Translators: marks the choice with the highest expected score.
            mark = join(" ", tag("span", _("best"), class_="pill")) if best else None
            rows.append(tag(
                "tr", tag("th", label, mark, scope="row"), tag("td", points_text(value), class_="bto-value"), class_=best and "bto-best-row"
            ))
        caption = self.table.seats.sentence(
            turn["seat"],
            # Translators: the caption of the table of each choice's value, for the player at the device.
            _("Expected final score of your turn after each choice"),
            # Translators: the caption of the table of each choice's value, for player {name}.
            _("Expected final score of {name}'s turn after each choice"),
        )
        return tag("table", tag("caption", caption), tag("tbody", rows), class_="bto-options")

    def verdicts(self) -> Markup | None:
        """The choices of the newest computer turn against the best: a
        "best" mark on each best one, the best option and the expected
        points given away on the others; None before a computer's choice."""
        latest = self.odds.latest_computer_turn()
        if latest is None or not latest[2]:
            return None
        seat, going_on, choices = latest
        when = "this turn" if going_on else "just played"
        caption = _(VERDICTS_CAPTION[when]).format(name=self.table.seats.name(seat))
        rows = [self.verdict(choice) for choice in choices]
        return tag("section", tag("h3", caption), tag("ul", rows), class_="bto-verdicts", aria_label=caption)

    def verdict(self, choice: JudgedChoice) -> Markup:
        turn = self.odds.turn_of(choice)
        chosen = tag("span", choice_text(choice.played, turn, CHOICE_MADE), class_="bto-verdict-choice")
        if choice.is_best:
            return tag("li", chosen, " ", tag("span", _("best"), class_="pill"), class_="bto-verdict")
        return tag("li", chosen, " ", tag("span", given_away(choice, turn), class_="bto-verdict-cost"), class_="bto-verdict bto-off")

    def undo_note(self) -> Markup | None:
        """The undo rule, while Undo is off in a game under way."""
        table = self.table
        if len(table.history) < 2 or table.history[-1].over or table.undo_target() is not None:
            return None
        return tag("p", _(UNDO_RULE), class_="hint bto-undo-note")
