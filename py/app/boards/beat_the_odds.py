"""The Beat the Odds page: Roll, then answer the choices the dice offer (re-roll
an odd die after a 2-2, double a line after a 4-4), with an odds panel giving
the exact chances of the next roll and what each option is worth.

The computer plays the options the odds rank best (below hard, not always):
each of its choices is shown against the best in the odds panel, the status
line says one that was not the best, and the final standings say how many
expected points every player's choices gave away. Undo takes back only a
choice that revealed nothing (a double, or keeping a roll): dice once rolled
stay rolled."""

from __future__ import annotations

import html
import json
from fractions import Fraction
from typing import Any, Optional

import oddsevens
from oddsevens import render
from oddsevens.games.beat_the_odds_odds import ChoiceTally, JudgedChoice, analyse, judge_choice, table_for, tally_choices
from oddsevens.render.beat_the_odds_svg import ENDING_TEXT

from .. import words
from ..board import Board, Table
from ..dialog import NumberField, SeatsField
from ..markup import button
from ..screen import SoundName
from ..seats import LEVEL_NAMES
from ..storage import Preference
from ..words import N_, _, ngettext, pgettext

ODDS_KEY = "oddsevens:beat-the-odds:odds-panel"
"""localStorage entry remembering whether the odds panel is shown."""
ROLL_PAUSE = 0.8
"""Seconds between a computer's rolls and choices, so each roll can be seen."""
UNDO_RULE = N_("Undo takes back only a choice made since the last roll (a double or a kept roll): dice once rolled stay rolled.")
"""Why Undo is off, in the panel and when Undo is tapped (in English: said with `_`)."""
TURN_END_PAUSE = 1.6
"""Seconds before a computer starts its turn, so the last turn's sheet can be read."""
BOARD_NAME_LENGTH = 12
"""Longer names are shortened on the table's picture (its lines cannot wrap)."""
SHEET_END = ".sheet .turn-total"
"""The sheet's last row, under its newest line: the turn total."""
DENOMINATORS = (36, 216)
"""Chances are shown over 36 (two dice) or 216 (a roll and a re-rolled die)."""
CHOICE_MADE = {
    # Translators: a choice made (lower case, after a name or in a list): the roll {faces} ("4-3") was kept.
    "keep": N_("kept {faces}"),
    # Translators: a choice made (lower case, after a name or in a list): the die showing {face} was re-rolled.
    "reroll": N_("re-rolled the {face}"),
    # Translators: a choice made (lower case, after a name or in a list): one of two dice showing {face} was re-rolled.
    "reroll-one": N_("re-rolled one {face}"),
    # Translators: a choice made (lower case, after a name or in a list): no line was doubled after a 4-4.
    "no-double": N_("doubled no line"),
    # Translators: a choice made (lower case, after a name or in a list): line {line}, worth {points}, was doubled to {doubled}.
    "double": N_("doubled line {line} ({points} → {doubled})"),
}
"""A choice as made, for the list of a computer's choices and the status line (said with `_`)."""
BEST_CHOICE = {
    # Translators: the best choice, as advice after "best:": keep the roll {faces} ("4-3").
    "keep": N_("keep {faces}"),
    # Translators: the best choice, as advice after "best:": re-roll the die showing {face}.
    "reroll": N_("re-roll the {face}"),
    # Translators: the best choice, as advice after "best:": re-roll one of the two dice showing {face}.
    "reroll-one": N_("re-roll one {face}"),
    # Translators: the best choice, as advice after "best:": double no line after a 4-4.
    "no-double": N_("double no line"),
    # Translators: the best choice, as advice after "best:": double line {line}, worth {points}, to {doubled}.
    "double": N_("double line {line} ({points} → {doubled})"),
}
"""The best choice where another was made, as advice after "best:" (said with `_`)."""


def draws_dice(move: Any) -> bool:
    """A roll, or a re-roll of a die: the move reveals chance."""
    return move == "roll" or (isinstance(move, dict) and move.get("reroll") is not None)


def joined(names: list[str]) -> str:
    """"Ann", "Ann and Bo", "Ann, Bo and Cy", in the page's language."""
    if len(names) == 1:
        return names[0]
    listed = names[0]
    for name in names[1:-1]:
        # Translators: a list of players' names, one more added: "Ann, Bo" (the last one joins with "and").
        listed = _("{names}, {name}").format(names=listed, name=name)
    # Translators: a list of players' names, the last one added: "Ann, Bo and Cy".
    return _("{names} and {last}").format(names=listed, last=names[-1])


def series(items: list[str]) -> str:
    """Facts in a row, separated by commas: "you rolled 7, Ann rolled 5"."""
    listed = items[0]
    for item in items[1:]:
        # Translators: a list of facts separated by commas, one more added: "you rolled 7, Ann rolled 5".
        listed = _("{facts}, {fact}").format(facts=listed, fact=item)
    return listed


def both_faces(faces: list[int]) -> dict[str, int]:
    """The two dice of a roll, as the fields {first} and {second}."""
    return {"first": faces[0], "second": faces[1]}


def fraction_text(exact: str) -> str:
    """"13/18" -> "26/36": the chance over the number of equally likely rolls."""
    chance = Fraction(exact)
    for denominator in DENOMINATORS:
        if denominator % chance.denominator == 0:
            return f"{chance.numerator * denominator // chance.denominator}/{denominator}"
    return str(chance)


def faces_text(faces: list[int]) -> str:
    """A roll as the move list writes it: "4-3"."""
    return f"{faces[0]}-{faces[1]}"


def percent_text(chance: float) -> str:
    return f"{chance * 100:.1f}%"


def points_text(value: float) -> str:
    return f"{value:.2f}"


class BeatTheOddsBoard(Board):
    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.shown_moves = 0
        """Moves on screen at the last render: a newer roll gets the dice animation."""
        self.show_odds = Preference(self.table.saved.store, ODDS_KEY, default=True, words=("shown", "hidden"))
        self.odds_ready = False
        """The odds table is built on first use; until then the panel says it is coming."""
        self.judged: tuple[list[oddsevens.State], list[Optional[JudgedChoice]]] = ([], [])
        """(states judged, the judgement of each move between them: None where
        the move was no choice): a game's moves are judged once each."""

    # -- setup -----------------------------------------------------------------
    def questions(self, answers: dict[str, str]) -> list[SeatsField | NumberField]:
        default, allowed = self.game.options["target"]
        return [
            SeatsField(_("Players"), self.game.min_players, self.game.max_players, ["human", "computer"]),
            # Translators: the new-game question: the total whose reaching starts the last round.
            NumberField("target", _("Target score"), min(allowed), max(allowed), default),
        ]

    def setup_from_answers(self, answers: dict[str, Any]) -> dict[str, Any]:
        seats = answers["seats"]
        return {"seats": seats["seats"], "names": seats["names"], "options": {"target": answers["target"]}}

    def current_answers(self) -> dict[str, str]:
        return {**self.seats.dialog_answers(), "target": str(self.state.options["target"])}

    # -- the odds panel -----------------------------------------------------------------
    def odds(self, view: dict) -> Optional[dict]:
        self.odds_ready = True
        return analyse(view)

    def prepare_odds(self) -> None:
        """Builds the odds table (a moment's work, once) and draws the page with it."""
        if not self.odds_ready:
            table_for(0)
            self.odds_ready = True
            self.table.render()

    # -- choices against the best -------------------------------------------------------
    def judgements(self) -> list[Optional[JudgedChoice]]:
        """Each move of the game on screen against the best option where it
        was a choice (None where it was not); only moves not judged before
        are worked out. Needs the odds table (`odds_ready`)."""
        history = self.table.history
        states, judged = self.judged
        kept = 0
        while kept < min(len(states), len(history)) and states[kept] is history[kept]:
            kept += 1
        judged = judged[: max(kept - 1, 0)]
        for index in range(len(judged), len(history) - 1):
            seat, move = history[index + 1].last_move()
            judged.append(judge_choice(history[index].view(seat), move, index))
        self.judged = (list(history), judged)
        return judged

    def latest_computer_turn(self) -> Optional[tuple[int, bool, list[JudgedChoice]]]:
        """The newest turn a computer seat played: its seat, whether it is
        still going on, and its choices judged; None before any."""
        history = self.table.history
        last = next((index for index in range(len(history) - 1, 0, -1)
                     if self.seats.kind(history[index].last_move()[0]) == "computer"), None)
        if last is None:
            return None
        seat = history[last].last_move()[0]
        turn_number = history[last - 1].view(None)["turns_taken"][seat]
        judged = self.judgements()
        choices = []
        index = last - 1
        while (
            index >= 0
            and history[index + 1].last_move()[0] == seat
            and history[index].view(None)["turns_taken"][seat] == turn_number
        ):
            if judged[index] is not None:
                choices.append(judged[index])
            index -= 1
        now = self.state.view(None)
        going_on = not now["over"] and now["turn"]["seat"] == seat and now["turns_taken"][seat] == turn_number
        return seat, going_on, choices[::-1]

    def choice_text(self, move: Any, index: int, said: dict[str, str]) -> str:
        """A re-roll or double `move` from the position `index` of the
        history, in the words of `said` (CHOICE_MADE or BEST_CHOICE)."""
        turn = self.table.history[index].view(None)["turn"]
        fields: dict[str, Any] = {}
        if "reroll" in move:
            faces = turn["pending"]["faces"]
            die = move["reroll"]
            if die is None:
                kind, fields["faces"] = "keep", faces_text(faces)
            else:
                kind, fields["face"] = "reroll" if faces[0] != faces[1] else "reroll-one", faces[die]
        elif move["double"] is None:
            kind = "no-double"
        else:
            line = move["double"]
            points = turn["lines"][line]["points"]
            kind, fields = "double", {"line": line + 1, "points": points, "doubled": 2 * points}
        message = said[kind]
        return _(message).format(**fields)

    def verdicts_markup(self) -> str:
        """The choices of the newest computer turn against the best: a
        "best" mark on each best one, the best option and the expected
        points given away on the others; "" before a computer's choice."""
        latest = self.latest_computer_turn()
        if latest is None or not latest[2]:
            return ""
        seat, going_on, choices = latest
        if going_on:
            # Translators: the heading of the list of a computer player's choices in the turn it is playing.
            caption = _("{name}'s choices this turn").format(name=self.seats.name(seat))
        else:
            # Translators: the heading of the list of a computer player's choices in the turn it has just played.
            caption = _("{name}'s choices in the turn just played").format(name=self.seats.name(seat))
        best_word = html.escape(_("best"))
        rows = []
        for choice in choices:
            made = html.escape(self.choice_text(choice.played, choice.index, CHOICE_MADE))
            chosen = f'<span class="bto-verdict-choice">{made}</span>'
            if choice.is_best:
                rows.append(f'<li class="bto-verdict">{chosen} <span class="pill">{best_word}</span></li>')
                continue
            # Translators: after a choice that was not the best: the best one ("re-roll the 3") and the expected
            # points of the turn the choice gave away ({points} is a decimal number: "1.20").
            cost = _("best: {better}; gave away {points} expected points").format(
                better=self.choice_text(choice.best, choice.index, BEST_CHOICE), points=points_text(choice.given_away)
            )
            rows.append(f'<li class="bto-verdict bto-off">{chosen} <span class="bto-verdict-cost">{html.escape(cost)}</span></li>')
        return (
            f'<section class="bto-verdicts" aria-label="{html.escape(caption)}"><h3>{html.escape(caption)}</h3>'
            f'<ul>{"".join(rows)}</ul></section>'
        )

    def verdict_sentence(self) -> str:
        """For the status line, while the odds are shown: the last move when
        it was a computer's choice that was not the best; "" otherwise (a
        best choice needs no word there: the odds panel marks it)."""
        if not (self.show_odds.on and self.odds_ready) or len(self.table.history) < 2:
            return ""
        seat, _move = self.state.last_move()
        if self.seats.kind(seat) != "computer":
            return ""
        choice = self.judgements()[-1]
        if choice is None or choice.is_best:
            return ""
        # Translators: a computer player's choice that was not the best: {choice} ("kept 4-3"), the best one
        # ("re-roll the 3") and the expected points of the turn it gave away ({points} is a decimal number: "1.20").
        return _("{name}: {choice}; best: {better}; gave away {points} expected points.").format(
            name=self.seats.name(seat), choice=self.choice_text(choice.played, choice.index, CHOICE_MADE),
            better=self.choice_text(choice.best, choice.index, BEST_CHOICE), points=points_text(choice.given_away),
        )

    def choices_note(self, tally: ChoiceTally) -> str:
        """A player's choices of the game, for the final standings."""
        if not tally.choices:
            # Translators: in the final standings, under a player who never had a re-roll or a double to choose.
            return _("no choices to make")
        if not tally.not_best:
            # Translators: in the final standings, under a player whose every re-roll and double was the best option.
            return ngettext("{count} choice, the best one", "{count} choices, each the best one", tally.choices).format(
                count=tally.choices
            )
        # Translators: in the final standings, under a player: {not_best} of their {count} choices were not the best,
        # and all of them gave away {points} expected points ({points} is a decimal number: "3.40").
        return ngettext(
            "{not_best} of {count} choice not the best: gave away {points} expected points",
            "{not_best} of {count} choices not the best: gave away {points} expected points",
            tally.choices,
        ).format(not_best=tally.not_best, count=tally.choices, points=points_text(tally.given_away))

    # -- computer seats ---------------------------------------------------------------
    def computer_pause(self) -> float:
        turn = self.state.view(None)["turn"]
        turn_just_ended = len(self.table.history) > 1 and not turn["lines"] and turn["pending"] is None
        return TURN_END_PAUSE if turn_just_ended else ROLL_PAUSE

    # -- undo -----------------------------------------------------------------------------
    def may_undo(self, back: int) -> bool:
        """Only the last move, and only a person's choice that drew no dice."""
        seat, move = self.state.last_move()
        return back == 1 and not draws_dice(move) and self.seats.kind(seat) == "human"

    def undo_refusal(self, back: int) -> str:
        if back > 1:
            # Translators: why Undo refused; {rule} is the rule of Undo in this game ("Undo takes back only ...").
            return _("Dice have been rolled since your last choice. {rule}").format(rule=_(UNDO_RULE))
        # Translators: why Undo refused; {rule} is the rule of Undo in this game ("Undo takes back only ...").
        return _("Your last move rolled dice. {rule}").format(rule=_(UNDO_RULE))

    def move_sound(self, move: Any) -> Optional[SoundName]:
        """Dice for a roll or a re-roll; keeping a roll or doubling a line is silent."""
        return "dice" if draws_dice(move) else None

    # -- taps and buttons -------------------------------------------------------------
    def acting_seat(self) -> Optional[int]:
        """The person who may act now, or None after saying why nothing happened."""
        seats = self.table.acting_seats()
        if not seats:
            self.warn(self.table.why_not_acting())
            return None
        return seats[0]

    def game_action(self, name: str, value: str) -> None:
        if name == "toggle-odds":
            self.show_odds.toggle()
            self.table.render()
            return
        if name != "move":
            return
        seat = self.acting_seat()
        if seat is None:
            return
        try:
            move = json.loads(value)
        except ValueError:
            self.screen.status(_("That button does not name a move."), warning=True)
            return
        self.table.play(move, seat)

    def on_die(self, name: str) -> None:
        seat = self.acting_seat()
        if seat is None:
            return
        pending = self.state.view(seat)["turn"]["pending"]
        if pending is not None and pending["decision"] == "reroll":
            die = int(name) if name in ("0", "1") else None
            if die in pending["choices"]:
                self.table.play({"reroll": die}, seat)
                return
            # Translators: "Keep" is the button that keeps the roll (translated with the context "button").
            self.warn(_("Only an odd die can be re-rolled: tap an odd die, or choose Keep."))
            return
        if pending is not None:
            # Translators: "Don't double" is the button that declines to double a line after a 4-4.
            self.warn(_("A die can be tapped only to re-roll it after a 2-2. Choose a line to double, or Don't double."))
            return
        # Translators: "Roll" is the button that rolls the dice (translated with the context "button").
        self.warn(_("A die can be tapped only to re-roll it after a 2-2. Tap Roll to roll the dice."))

    # -- markup ----------------------------------------------------------------------
    def rendered(self) -> None:
        self.shown_moves = len(self.table.history)
        # On a phone the table scrolls in its own box, so Roll stays in reach: show the newest line.
        self.screen.reveal("board", SHEET_END)
        # The odds panel, and once the game is over the judged choices, need the odds table.
        if not self.odds_ready and (self.show_odds.on or self.state.over):
            self.screen.later(0.05, self.prepare_odds)

    def board_names(self) -> list[str]:
        """The names as the table's picture takes them (YOU in English, which
        the renderer words), the long ones shortened."""
        names = self.seats.names()[: self.state.players]
        return [name if len(name) <= BOARD_NAME_LENGTH else name[: BOARD_NAME_LENGTH - 1] + "…" for name in names]

    def level_note(self) -> str:
        """How strong the computer plays, as a computer's score line notes it."""
        level = self.seats.level
        return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level

    def board_markup(self) -> str:
        moves = self.state.moves()
        rolling = 0 < self.shown_moves < len(self.table.history) and bool(moves) and draws_dice(moves[-1][1])
        return render.board(
            self.game.id, self.state.view(self.table.viewer()),
            names=self.board_names(),
            rolling=rolling,
            interactive=bool(self.table.acting_seats()),
            notes=[self.level_note() if self.seats.kind(seat) == "computer" else "" for seat in range(self.state.players)],
            hint=self.table.hint_shown(),
            say=words.say,
        )

    def move_label(self, move: Any, turn: dict) -> str:
        """The move's button; two moves with one label are one choice (`distinct_moves`)."""
        if move == "roll":
            # Translators: the button that rolls the dice.
            return pgettext("button", "Roll")
        if "reroll" in move:
            die = move["reroll"]
            if die is None:
                # Translators: the button that keeps the roll instead of re-rolling an odd die.
                return pgettext("button", "Keep")
            faces = turn["pending"]["faces"]
            if faces[0] != faces[1]:
                # Translators: a button: re-roll the die showing {face} (the other die shows another number).
                return _("Re-roll the {face}").format(face=faces[die])
            # Translators: a button: re-roll one of the two dice, which both show {face}.
            return _("Re-roll one {face}").format(face=faces[die])
        index = move["double"]
        if index is None:
            # Translators: the button that declines to double a line after a 4-4.
            return _("Don't double")
        points = turn["lines"][index]["points"]
        # Translators: a button: double line {line} of the turn's sheet, worth {points}, to {doubled}.
        return _("Double line {line} ({points} → {doubled})").format(line=index + 1, points=points, doubled=2 * points)

    def distinct_moves(self, moves: list[Any], turn: dict) -> list[tuple[Any, str]]:
        """Moves with their labels; re-rolling either of two equal dice is one choice."""
        seen: dict[str, Any] = {}
        for move in moves:
            seen.setdefault(self.move_label(move, turn), move)
        return [(move, label) for label, move in seen.items()]

    def choices_markup(self) -> str:
        humans = self.table.acting_seats()
        if not humans or self.state.over:
            return ""
        seat = humans[0]
        turn = self.state.view(seat)["turn"]
        hinted = self.table.hint_shown()
        hinted_label = self.move_label(hinted, turn) if hinted is not None else None
        buttons = [
            button(label, "move", primary=move == "roll", value=json.dumps(move), suggested=label == hinted_label)
            for move, label in self.distinct_moves(self.state.legal_moves(seat), turn)
        ]
        pending = turn["pending"]
        if pending is None:
            prompt = _("Roll the dice: every roll gets a line on the sheet.")
        elif pending["decision"] == "reroll":
            # Translators: {first} and {second} are the two dice just rolled.
            prompt = _(
                "You rolled {first} and {second} holding the re-roll privilege: re-roll an odd die (or tap it), or keep the roll."
            ).format(**both_faces(pending["faces"]))
        else:
            prompt = _("Your 4-4 lets you double one line of this turn, the 4-4 included.")
        # Translators: the section of the buttons of the player whose turn it is.
        label = self.seats.sentence(seat, _("Your move"), _("{name}'s move"))
        # The buttons before the words: Roll keeps its spot whatever the prompt says.
        return (
            f'<section class="bto-turn" aria-label="{html.escape(label)}">'
            f'<div class="bto-choices">{"".join(buttons)}</div><p>{html.escape(prompt)}</p></section>'
        )

    def hint_sentence(self, move: Any, seat: int) -> str:
        """The choice as its button says it: the dice to come are not known yet."""
        turn = self.state.view(seat)["turn"]
        if move == "roll":
            # Translators: "Roll" is the button that rolls the dice (translated with the context "button").
            return _("Hint: roll (Roll is marked).")
        if "reroll" in move:
            faces = turn["pending"]["faces"]
            die = move["reroll"]
            if die is None:
                # Translators: {first} and {second} are the dice rolled; "Keep" is the button that keeps them.
                return _("Hint: keep {first} and {second} (Keep is marked).").format(**both_faces(faces))
            if faces[0] != faces[1]:
                return _("Hint: re-roll the {face}, as marked.").format(face=faces[die])
            # Translators: the two dice both show {face}: re-roll one of them.
            return _("Hint: re-roll one {face}, as marked.").format(face=faces[die])
        index = move["double"]
        if index is None:
            # Translators: the hint to decline doubling a line after a 4-4 ("Don't double" is the button's label).
            return _("Hint: don't double, as marked.")
        points = turn["lines"][index]["points"]
        # Translators: the hint to double line {line} of the turn's sheet, worth {points}, to {doubled}.
        return _("Hint: double line {line} ({points} → {doubled}), as marked.").format(
            line=index + 1, points=points, doubled=2 * points
        )

    def final_round_markup(self) -> str:
        view = self.state.view(None)
        final = view["final_turns"]
        if final is None or view["over"]:
            return ""
        trigger = final["triggered_by"]
        waiting = joined([self.seats.in_sentence(seat) for seat in final["remaining"]])
        text = self.seats.sentence(
            trigger,
            # Translators: the last round begins; {waiting} lists who still plays a turn ("Ann and Bo").
            _("You reached the target of {target} with {total}: everyone else has one more turn. Still to play: {waiting}."),
            # Translators: the last round begins; {waiting} lists who still plays a turn ("you and Bo").
            _("{name} reached the target of {target} with {total}: everyone else has one more turn. Still to play: {waiting}."),
            target=view["target"], total=view["totals"][trigger], waiting=waiting,
        )
        return f'<p class="bto-final" role="note">{html.escape(text)}</p>'

    def rolloff_markup(self) -> str:
        view = self.state.view(None)
        if not view["rolloff"] or any(view["turns_taken"]) or view["turn"]["lines"] or view["turn"]["pending"]:
            return ""
        text = ""
        for number, rolls in enumerate(view["rolloff"]):
            scores = series([
                self.seats.sentence(
                    roll["seat"],
                    # Translators: in the opening roll-off, the player at the device rolled {total} with two dice.
                    _("you rolled {total}"),
                    # Translators: in the opening roll-off, {name} rolled {total} with two dice.
                    _("{name} rolled {total}"),
                    total=sum(roll["faces"]),
                )
                for roll in rolls
            ])
            if number == 0:
                # Translators: the opening roll-off that decides who starts; {rolls}: "you rolled 7, Ann rolled 5".
                text = _("Roll-off: {rolls}").format(rolls=scores)
            else:
                # Translators: the roll-off so far, then the tied leaders' next round: "...; tied, again: you rolled 9, Ann rolled 4".
                text = _("{rounds}; tied, again: {rolls}").format(rounds=text, rolls=scores)
        # Translators: the roll-off ({rolloff}: "Roll-off: you rolled 7, Ann rolled 5"), then who starts.
        text = self.seats.sentence(view["first"], _("{rolloff}. You start."), _("{rolloff}. {name} starts."), rolloff=text)
        return f'<p class="hint bto-rolloff">{html.escape(text)}</p>'

    def standings_markup(self) -> str:
        view = self.state.view(None)
        if not view["over"]:
            return ""
        order = sorted(range(view["players"]), key=lambda seat: -view["totals"][seat])
        tallies = None
        if self.odds_ready:
            tallies = tally_choices([choice for choice in self.judgements() if choice is not None], view["players"])
        rows = []
        for seat in order:
            place = 1 + sum(1 for other in view["totals"] if other > view["totals"][seat])
            winner = " bto-winner" if seat in view["winners"] else ""
            # Translators: a place in the final standings: "1.", "2.", ...
            place_text = html.escape(_("{place}.").format(place=place))
            note = ""
            if tallies is not None:
                off = " bto-off" if tallies[seat].not_best else ""
                note = f'<span class="bto-choices-note{off}">{html.escape(self.choices_note(tallies[seat]))}</span>'
            rows.append(
                f'<li class="bto-standing{winner}"><span class="bto-place">{place_text}</span>'
                f'<span class="bto-name">{html.escape(self.seats.name(seat))}</span>'
                f'<span class="bto-points">{view["totals"][seat]}</span>{note}</li>'
            )
        title = _("Final standings")
        if tallies is None:
            footnote = _("Working out the exact odds…")
        else:
            # Translators: under the final standings: what the notes under each player count.
            footnote = _("Each re-roll and double is judged against the best option by the exact odds.")
        return (
            f'<section class="bto-standings" aria-label="{html.escape(title)}"><h2>{html.escape(title)}</h2>'
            f'<ol>{"".join(rows)}</ol><p class="hint">{html.escape(footnote)}</p></section>'
        )

    def odds_markup(self) -> str:
        if self.state.over:
            return ""
        label = _("Hide odds") if self.show_odds.on else _("Show odds")
        toggle = (
            f'<button type="button" data-action="toggle-odds" aria-expanded="{"true" if self.show_odds.on else "false"}" '
            f'aria-controls="bto-odds-body">{html.escape(label)}</button>'
        )
        # Translators: the heading of the panel of chances and expected scores.
        title = html.escape(_("Odds"))
        head = f'<div class="bto-odds-head"><h2 id="bto-odds-title">{title}</h2>{toggle}</div>'
        body = ""
        if self.show_odds.on:
            working = html.escape(_("Working out the exact odds…"))
            content = self.odds_body() if self.odds_ready else f'<p class="hint">{working}</p>'
            body = f'<div id="bto-odds-body">{content}</div>'
        return f'<section class="bto-odds" aria-labelledby="bto-odds-title">{head}{body}</section>'

    def odds_body(self) -> str:
        view = self.state.view(self.table.viewer())
        odds = self.odds(view)
        turn = view["turn"]
        seat = turn["seat"]
        parts = []
        chances = odds["next_roll"]
        if chances is not None:
            exact = chances["exact"]
            rows = [
                # Translators: a row of the chances of the next roll: it continues the turn.
                (_("Continues the turn"), exact["continue"], chances["continue"], ""),
                # Translators: a row of the chances of the next roll: it ends the turn.
                (_("Ends the turn"), exact["end"], chances["end"], ""),
                # Translators: a row under "Ends the turn": of those endings, the 1-1 that loses the whole turn.
                (_("of which loses everything (1-1)"), exact["lose_all"], chances["lose_all"], "bto-sub"),
            ]
            body = "".join(
                f'<tr class="{css}"><th scope="row">{html.escape(name)}</th><td class="bto-fraction">{fraction_text(fraction)}</td>'
                f'<td class="bto-percent">{percent_text(chance)}</td></tr>'
                for name, fraction, chance, css in rows
            )
            # Translators: the caption of the table of chances of the next roll of the player whose turn it is.
            caption = self.seats.sentence(seat, _("Your next roll"), _("{name}'s next roll"))
            parts.append(
                f'<table class="bto-chances"><caption>{html.escape(caption)}</caption>'
                f"<tbody>{body}</tbody></table>"
            )
            if turn["privilege"]:
                used = html.escape(_("With the re-roll privilege used at its best."))
                parts.append(f'<p class="hint">{used}</p>')
        else:
            rows = []
            for move, label in self.distinct_moves([option["move"] for option in odds["options"]], turn):
                value = next(option["value"] for option in odds["options"] if option["move"] == move)
                best = move == odds["best"]
                # Translators: marks the choice with the highest expected score.
                best_word = html.escape(_("best"))
                mark = f' <span class="pill">{best_word}</span>' if best else ""
                rows.append(
                    f'<tr class="{"bto-best-row" if best else ""}"><th scope="row">{html.escape(label)}{mark}</th>'
                    f'<td class="bto-value">{points_text(value)}</td></tr>'
                )
            caption = self.seats.sentence(
                seat,
                # Translators: the caption of the table of each choice's value, for the player at the device.
                _("Expected final score of your turn after each choice"),
                # Translators: the caption of the table of each choice's value, for player {name}.
                _("Expected final score of {name}'s turn after each choice"),
            )
            parts.append(
                '<table class="bto-options">'
                f"<caption>{html.escape(caption)}</caption>"
                f'<tbody>{"".join(rows)}</tbody></table>'
            )
        expected = html.escape(_("Expected final score of this turn: {score}"), quote=False).format(
            score=f"<strong>{points_text(odds['expected'])}</strong>"
        )
        exact = html.escape(_("Exact, with every later re-roll and double chosen to score the most on average."))
        parts.append(f'<p class="bto-expected">{expected}</p><p class="hint">{exact}</p>')
        parts.append(self.verdicts_markup())
        return "".join(parts)

    def undo_note(self) -> str:
        if len(self.table.history) < 2 or self.state.over or self.table.undo_target() is not None:
            return ""
        return f'<p class="hint bto-undo-note">{html.escape(_(UNDO_RULE))}</p>'

    def panel_markup(self) -> str:
        return (
            self.choices_markup()
            + self.final_round_markup()
            + self.rolloff_markup()
            + self.standings_markup()
            + self.odds_markup()
            + self.undo_note()
        )

    def status_text(self) -> str:
        """Who is doing what; after a computer's choice that was not the best, that first."""
        verdict = self.verdict_sentence()
        now = self.turn_status()
        return f"{verdict} {now}" if verdict else now

    def turn_status(self) -> str:
        view = self.state.view(self.table.viewer())
        turn = view["turn"]
        name = self.seats.name(turn["seat"])
        pending = turn["pending"]
        computer = self.seats.kind(turn["seat"]) == "computer"
        if pending is not None:
            rerolling = pending["decision"] == "reroll"
            if computer:
                if rerolling:
                    return _("{name} is choosing whether to re-roll…").format(name=name)
                return _("{name} is choosing a line to double…").format(name=name)
            if rerolling:
                # Translators: {name} is who decides ("You" or a name); {first} and {second} are the dice rolled.
                return _("{name}: re-roll an odd die or keep {first} and {second}.").format(
                    name=name, **both_faces(pending["faces"])
                )
            # Translators: {name} is who decides ("You" or a name), after rolling a 4-4.
            return _("{name}: 4-4! Double one line, or don't double.").format(name=name)
        if turn["lines"]:
            if computer:
                # Translators: {name} is a computer player; {total} the points of its turn so far.
                return _("{name} has {total} so far this turn and rolls again…").format(name=name, total=turn["total"])
            # Translators: {name} is whose turn it is ("You" or a name); "Roll" is the button that rolls the dice.
            return _("{name}: {total} so far this turn. Tap Roll to roll again.").format(name=name, total=turn["total"])
        if computer:
            # Translators: {name} is a computer player.
            now = _("{name} is rolling…").format(name=name)
        else:
            # Translators: {name} is whose turn it is ("You" or a name); "Roll" is the button that rolls the dice.
            now = _("{name}: tap Roll to start your turn.").format(name=name)
        last = view["last_turn"]
        if last is None:
            return now
        ending = ENDING_TEXT[last["ending"]]
        return self.seats.sentence(
            last["seat"],
            # Translators: the turn that just ended: its score and how it ended ("turn over", "5-5: total halved"),
            # then {now}: who rolls now ("Ann is rolling…").
            _("You scored {score} ({ending}). {now}"),
            # Translators: the turn {name} just ended: its score and how it ended ("turn over", "5-5: total halved"),
            # then {now}: who rolls now ("You: tap Roll to start your turn.").
            _("{name} scored {score} ({ending}). {now}"),
            score=last["score"], ending=_(ending), now=now,
        )

    def result_text(self) -> tuple[str, str]:
        view = self.state.view(None)
        totals = view["totals"]
        winners = [self.seats.name(seat) for seat in view["winners"]]
        top = totals[view["winners"][0]]
        if view["players"] == 1:
            turns = view["turns_taken"][0]
            detail = self.seats.sentence(
                0,
                # Translators: the result of a game played alone: {score} points in {count} turns.
                ngettext("You scored {score} in {count} turn.", "You scored {score} in {count} turns.", turns),
                # Translators: the result of a game played alone by {name}: {score} points in {count} turns.
                ngettext("{name} scored {score} in {count} turn.", "{name} scored {score} in {count} turns.", turns),
                score=top, count=turns,
            )
            return _("Target reached!"), detail
        if len(winners) > 1:
            # Translators: {names} lists the players who share the win ("You and Ann", "Ann, Bo and Cy").
            headline = _("{names} share the win!").format(names=joined(winners))
            # Translators: the detail of a shared win. English keeps "points" for a total of 1 as it always has;
            # give each of your language's forms its proper word.
            return headline, ngettext("They tie on {count} points.", "They tie on {count} points.", top).format(count=top)
        runner_up = max(range(view["players"]), key=lambda seat: -1 if seat in view["winners"] else totals[seat])
        margin = top - totals[runner_up]
        winner = view["winners"][0]
        headline = self.seats.sentence(winner, _("You win!"), _("{name} wins!"))
        # Translators: the detail of a win: the winner's {count} points, {margin} more than {runner_up} ("you" or a name).
        # English keeps "points" for a total of 1 as it always has; give each of your language's forms its proper word.
        detail = ngettext(
            "{count} points, {margin} ahead of {runner_up}.", "{count} points, {margin} ahead of {runner_up}.", top
        ).format(count=top, margin=margin, runner_up=self.seats.in_sentence(runner_up))
        return headline, detail
