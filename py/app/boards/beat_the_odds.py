"""The Beat the Odds page: Roll, then answer the choices the dice offer (re-roll
an odd die after a 2-2, double a line after a 4-4), with an odds panel giving
the exact chances of the next roll and what each option is worth.

The computer plays the options the odds rank best. Undo takes back only a
choice that revealed nothing (a double, or keeping a roll): dice once rolled
stay rolled."""

from __future__ import annotations

import html
import json
from fractions import Fraction
from typing import Any, Optional

from oddsevens import render
from oddsevens.games.beat_the_odds_odds import analyse
from oddsevens.render.beat_the_odds_svg import ENDING_TEXT

from ..board import Board, Table
from ..dialog import NumberField, SeatsField
from ..markup import button, plural
from ..screen import SoundName
from ..storage import Preference

ODDS_KEY = "oddsevens:beat-the-odds:odds-panel"
"""localStorage entry remembering whether the odds panel is shown."""
ROLL_PAUSE = 0.8
"""Seconds between a computer's rolls and choices, so each roll can be seen."""
UNDO_RULE = "Undo takes back only a choice made since the last roll (a double or a kept roll): dice once rolled stay rolled."
"""Why Undo is off, in the panel and when Undo is tapped."""
TURN_END_PAUSE = 1.6
"""Seconds before a computer starts its turn, so the last turn's sheet can be read."""
BOARD_NAME_LENGTH = 12
"""Longer names are shortened on the table's picture (its lines cannot wrap)."""
SHEET_END = ".sheet .turn-total"
"""The sheet's last row, under its newest line: the turn total."""
DENOMINATORS = (36, 216)
"""Chances are shown over 36 (two dice) or 216 (a roll and a re-rolled die)."""


def draws_dice(move: Any) -> bool:
    """A roll, or a re-roll of a die: the move reveals chance."""
    return move == "roll" or (isinstance(move, dict) and move.get("reroll") is not None)


def joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def fraction_text(exact: str) -> str:
    """"13/18" -> "26/36": the chance over the number of equally likely rolls."""
    chance = Fraction(exact)
    for denominator in DENOMINATORS:
        if denominator % chance.denominator == 0:
            return f"{chance.numerator * denominator // chance.denominator}/{denominator}"
    return str(chance)


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

    # -- setup -----------------------------------------------------------------
    def questions(self, answers: dict[str, str]) -> list[SeatsField | NumberField]:
        default, allowed = self.game.options["target"]
        return [
            SeatsField("Players", self.game.min_players, self.game.max_players, ["human", "computer"]),
            NumberField("target", "Target score", min(allowed), max(allowed), default),
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
        if not self.odds_ready:
            self.odds(self.state.view(self.table.viewer()))
            self.table.render()

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
            return f"Dice have been rolled since your last choice. {UNDO_RULE}"
        return f"Your last move rolled dice. {UNDO_RULE}"

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
            self.screen.status("That button does not name a move.", warning=True)
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
            self.warn("Only an odd die can be re-rolled: tap an odd die, or choose Keep.")
            return
        hint = "Choose a line to double, or Don't double." if pending is not None else "Tap Roll to roll the dice."
        self.warn(f"A die can be tapped only to re-roll it after a 2-2. {hint}")

    # -- markup ----------------------------------------------------------------------
    def rendered(self) -> None:
        self.shown_moves = len(self.table.history)
        # On a phone the table scrolls in its own box, so Roll stays in reach: show the newest line.
        self.screen.reveal("board", SHEET_END)
        if self.show_odds.on and not self.odds_ready and not self.state.over:
            self.screen.later(0.05, self.prepare_odds)

    def board_names(self) -> list[str]:
        names = [self.seats.name(seat) for seat in range(self.state.players)]
        return [name if len(name) <= BOARD_NAME_LENGTH else name[: BOARD_NAME_LENGTH - 1] + "…" for name in names]

    def board_markup(self) -> str:
        moves = self.state.moves()
        rolling = 0 < self.shown_moves < len(self.table.history) and bool(moves) and draws_dice(moves[-1][1])
        return render.board(
            self.game.id, self.state.view(self.table.viewer()),
            names=self.board_names(),
            rolling=rolling,
            interactive=bool(self.table.acting_seats()),
            notes=[self.seats.level if self.seats.kind(seat) == "computer" else "" for seat in range(self.state.players)],
            hint=self.table.hint_shown(),
        )

    def move_label(self, move: Any, turn: dict) -> str:
        if move == "roll":
            return "Roll"
        if "reroll" in move:
            die = move["reroll"]
            if die is None:
                return "Keep"
            faces = turn["pending"]["faces"]
            return f"Re-roll the {faces[die]}" if faces[0] != faces[1] else f"Re-roll one {faces[die]}"
        index = move["double"]
        if index is None:
            return "Don't double"
        points = turn["lines"][index]["points"]
        return f"Double line {index + 1} ({points} → {2 * points})"

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
            prompt = "Roll the dice: every roll gets a line on the sheet."
        elif pending["decision"] == "reroll":
            faces = " and ".join(str(face) for face in pending["faces"])
            prompt = (
                f"You rolled {faces} holding the re-roll privilege: re-roll an odd die (or tap it), or keep the roll."
            )
        else:
            prompt = "Your 4-4 lets you double one line of this turn, the 4-4 included."
        # The buttons before the words: Roll keeps its spot whatever the prompt says.
        return (
            f'<section class="bto-turn" aria-label="{html.escape(self.seats.possessive(seat, start=True))} move">'
            f'<div class="bto-choices">{"".join(buttons)}</div><p>{html.escape(prompt)}</p></section>'
        )

    def hint_sentence(self, move: Any, seat: int) -> str:
        """The choice as its button says it: the dice to come are not known yet."""
        turn = self.state.view(seat)["turn"]
        if move == "roll":
            return "Hint: roll (Roll is marked)."
        if move == {"reroll": None}:
            faces = " and ".join(str(face) for face in turn["pending"]["faces"])
            return f"Hint: keep {faces} (Keep is marked)."
        label = self.move_label(move, turn)
        return f"Hint: {label[0].lower()}{label[1:]}, as marked."

    def final_round_markup(self) -> str:
        view = self.state.view(None)
        final = view["final_turns"]
        if final is None or view["over"]:
            return ""
        trigger = final["triggered_by"]
        waiting = joined([self.seats.in_sentence(seat) for seat in final["remaining"]])
        text = (
            f"{self.seats.name(trigger)} reached the target of {view['target']} with {view['totals'][trigger]}: "
            f"everyone else has one more turn. Still to play: {waiting}."
        )
        return f'<p class="bto-final" role="note">{html.escape(text)}</p>'

    def rolloff_markup(self) -> str:
        view = self.state.view(None)
        if not view["rolloff"] or any(view["turns_taken"]) or view["turn"]["lines"] or view["turn"]["pending"]:
            return ""
        rounds = []
        for number, rolls in enumerate(view["rolloff"]):
            scores = ", ".join(f"{self.seats.in_sentence(roll['seat'])} rolled {sum(roll['faces'])}" for roll in rolls)
            rounds.append(("Roll-off: " if number == 0 else "tied, again: ") + scores)
        text = "; ".join(rounds) + f". {self.seats.subject(view['first'], 'start', 'starts')}."
        return f'<p class="hint bto-rolloff">{html.escape(text)}</p>'

    def standings_markup(self) -> str:
        view = self.state.view(None)
        if not view["over"]:
            return ""
        order = sorted(range(view["players"]), key=lambda seat: -view["totals"][seat])
        rows = []
        for seat in order:
            place = 1 + sum(1 for other in view["totals"] if other > view["totals"][seat])
            winner = " bto-winner" if seat in view["winners"] else ""
            rows.append(
                f'<li class="bto-standing{winner}"><span class="bto-place">{place}.</span>'
                f'<span class="bto-name">{html.escape(self.seats.name(seat))}</span>'
                f'<span class="bto-points">{view["totals"][seat]}</span></li>'
            )
        return (
            '<section class="bto-standings" aria-label="Final standings"><h2>Final standings</h2>'
            f'<ol>{"".join(rows)}</ol></section>'
        )

    def odds_markup(self) -> str:
        if self.state.over:
            return ""
        label = "Hide odds" if self.show_odds.on else "Show odds"
        toggle = (
            f'<button type="button" data-action="toggle-odds" aria-expanded="{"true" if self.show_odds.on else "false"}" '
            f'aria-controls="bto-odds-body">{label}</button>'
        )
        head = f'<div class="bto-odds-head"><h2 id="bto-odds-title">Odds</h2>{toggle}</div>'
        body = ""
        if self.show_odds.on:
            content = self.odds_body() if self.odds_ready else '<p class="hint">Working out the exact odds…</p>'
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
                ("Continues the turn", exact["continue"], chances["continue"], ""),
                ("Ends the turn", exact["end"], chances["end"], ""),
                ("of which loses everything (1-1)", exact["lose_all"], chances["lose_all"], "bto-sub"),
            ]
            body = "".join(
                f'<tr class="{css}"><th scope="row">{name}</th><td class="bto-fraction">{fraction_text(fraction)}</td>'
                f'<td class="bto-percent">{percent_text(chance)}</td></tr>'
                for name, fraction, chance, css in rows
            )
            parts.append(
                f'<table class="bto-chances"><caption>{html.escape(self.seats.possessive(seat, start=True))} next roll</caption>'
                f"<tbody>{body}</tbody></table>"
            )
            if turn["privilege"]:
                parts.append('<p class="hint">With the re-roll privilege used at its best.</p>')
        else:
            rows = []
            for move, label in self.distinct_moves([option["move"] for option in odds["options"]], turn):
                value = next(option["value"] for option in odds["options"] if option["move"] == move)
                best = move == odds["best"]
                mark = ' <span class="pill">best</span>' if best else ""
                rows.append(
                    f'<tr class="{"bto-best-row" if best else ""}"><th scope="row">{html.escape(label)}{mark}</th>'
                    f'<td class="bto-value">{points_text(value)}</td></tr>'
                )
            parts.append(
                '<table class="bto-options">'
                f"<caption>Expected final score of {html.escape(self.seats.possessive(seat))} turn after each choice</caption>"
                f'<tbody>{"".join(rows)}</tbody></table>'
            )
        parts.append(
            '<p class="bto-expected">Expected final score of this turn: '
            f'<strong>{points_text(odds["expected"])}</strong></p>'
            '<p class="hint">Exact, with every later re-roll and double chosen to score the most on average.</p>'
        )
        return "".join(parts)

    def undo_note(self) -> str:
        if len(self.table.history) < 2 or self.state.over or self.table.undo_target() is not None:
            return ""
        return f'<p class="hint bto-undo-note">{html.escape(UNDO_RULE)}</p>'

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
        view = self.state.view(self.table.viewer())
        turn = view["turn"]
        name = self.seats.name(turn["seat"])
        pending = turn["pending"]
        computer = self.seats.kind(turn["seat"]) == "computer"
        if pending is not None:
            rerolling = pending["decision"] == "reroll"
            if computer:
                return f"{name} is choosing {'whether to re-roll' if rerolling else 'a line to double'}…"
            if rerolling:
                return f"{name}: re-roll an odd die or keep {' and '.join(map(str, pending['faces']))}."
            return f"{name}: 4-4! Double one line, or don't double."
        if turn["lines"]:
            if computer:
                return f"{name} has {turn['total']} so far this turn and rolls again…"
            return f"{name}: {turn['total']} so far this turn. Tap Roll to roll again."
        opening = ""
        last = view["last_turn"]
        if last is not None:
            opening = f"{self.seats.name(last['seat'])} scored {last['score']} ({ENDING_TEXT[last['ending']]}). "
        return opening + (f"{name} is rolling…" if computer else f"{name}: tap Roll to start your turn.")

    def result_text(self) -> tuple[str, str]:
        view = self.state.view(None)
        totals = view["totals"]
        winners = [self.seats.name(seat) for seat in view["winners"]]
        top = totals[view["winners"][0]]
        if view["players"] == 1:
            turns = view["turns_taken"][0]
            return "Target reached!", f"{winners[0]} scored {top} in {plural(turns, 'turn')}."
        if len(winners) > 1:
            return f"{joined(winners)} share the win!", f"They tie on {top} points."
        runner_up = max(range(view["players"]), key=lambda seat: -1 if seat in view["winners"] else totals[seat])
        margin = top - totals[runner_up]
        winner = view["winners"][0]
        return f"{self.seats.subject(winner, 'win', 'wins')}!", f"{top} points, {margin} ahead of {self.seats.in_sentence(runner_up)}."
