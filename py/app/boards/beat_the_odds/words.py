"""Beat the Odds' sentences: the status line, the buttons of a choice and
the Hint, a choice against the best, the last round, the roll-off, the
standings' notes, the undo rule and the result. A sentence that varies with
a few cases is a table keyed by the case, each entry one whole sentence,
said with `_` when shown.

A choice's case is its `choice_kind`: "roll", "keep", "reroll" (the die
showing {face}), "reroll-one" (one of two dice showing {face}),
"no-double" or "double" (line {line}, worth {points}, to {doubled})."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from oddsevens.games.beat_the_odds_odds import ChoiceTally, JudgedChoice
from oddsevens.render.beat_the_odds_svg import ENDING_TEXT

from ...seats import Seats
from ...words import N_, _, ngettext, pgettext

UNDO_RULE = N_("Undo takes back only a choice made since the last roll (a double or a kept roll): dice once rolled stay rolled.")
"""Why Undo is off, in the panel and when Undo is tapped (in English: said with `_`)."""
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
"""A choice as made, for the list of a computer's choices and the status line."""
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
"""The best choice where another was made, as advice after "best:"."""
CHOICE_BUTTON = {
    # Translators: a button: re-roll the die showing {face} (the other die shows another number).
    "reroll": N_("Re-roll the {face}"),
    # Translators: a button: re-roll one of the two dice, which both show {face}.
    "reroll-one": N_("Re-roll one {face}"),
    # Translators: the button that declines to double a line after a 4-4.
    "no-double": N_("Don't double"),
    # Translators: a button: double line {line} of the turn's sheet, worth {points}, to {doubled}.
    "double": N_("Double line {line} ({points} → {doubled})"),
}
"""A choice's button, but for Roll and Keep (button words with a context: `move_label`)."""
HINT = {
    # Translators: "Roll" is the button that rolls the dice (translated with the context "button").
    "roll": N_("Hint: roll (Roll is marked)."),
    # Translators: {first} and {second} are the dice rolled; "Keep" is the button that keeps them.
    "keep": N_("Hint: keep {first} and {second} (Keep is marked)."),
    "reroll": N_("Hint: re-roll the {face}, as marked."),
    # Translators: the two dice both show {face}: re-roll one of them.
    "reroll-one": N_("Hint: re-roll one {face}, as marked."),
    # Translators: the hint to decline doubling a line after a 4-4 ("Don't double" is the button's label).
    "no-double": N_("Hint: don't double, as marked."),
    # Translators: the hint to double line {line} of the turn's sheet, worth {points}, to {doubled}.
    "double": N_("Hint: double line {line} ({points} → {doubled}), as marked."),
}
"""The Hint button's choice, as its button says it: the dice to come are not known yet."""

TURN_STATUS = {
    ("reroll", "computer"): N_("{name} is choosing whether to re-roll…"),
    ("double", "computer"): N_("{name} is choosing a line to double…"),
    # Translators: {name} is who decides ("You" or a name); {first} and {second} are the dice rolled.
    ("reroll", "person"): N_("{name}: re-roll an odd die or keep {first} and {second}."),
    # Translators: {name} is who decides ("You" or a name), after rolling a 4-4.
    ("double", "person"): N_("{name}: 4-4! Double one line, or don't double."),
    # Translators: {name} is a computer player; {total} the points of its turn so far.
    ("rolling", "computer"): N_("{name} has {total} so far this turn and rolls again…"),
    # Translators: {name} is whose turn it is ("You" or a name); "Roll" is the button that rolls the dice.
    ("rolling", "person"): N_("{name}: {total} so far this turn. Tap Roll to roll again."),
    # Translators: {name} is a computer player.
    ("start", "computer"): N_("{name} is rolling…"),
    # Translators: {name} is whose turn it is ("You" or a name); "Roll" is the button that rolls the dice.
    ("start", "person"): N_("{name}: tap Roll to start your turn."),
}
"""The status line's news of the turn, keyed by (its phase: a "reroll" or a
"double" to choose, "rolling" on, or its "start"; who plays it: a "computer"
or a "person")."""

YOUR_CHOICE = {
    "roll": N_("Roll the dice: every roll gets a line on the sheet."),
    # Translators: {first} and {second} are the two dice just rolled.
    "reroll": N_("You rolled {first} and {second} holding the re-roll privilege: re-roll an odd die (or tap it), or keep the roll."),
    "double": N_("Your 4-4 lets you double one line of this turn, the 4-4 included."),
}
"""The words under the buttons of a person's move, keyed by what the dice ask: a "roll", a "reroll" or a "double"."""

DIE_REFUSAL = {
    # Translators: "Keep" is the button that keeps the roll (translated with the context "button").
    "reroll": N_("Only an odd die can be re-rolled: tap an odd die, or choose Keep."),
    # Translators: "Don't double" is the button that declines to double a line after a 4-4.
    "double": N_("A die can be tapped only to re-roll it after a 2-2. Choose a line to double, or Don't double."),
    # Translators: "Roll" is the button that rolls the dice (translated with the context "button").
    "roll": N_("A die can be tapped only to re-roll it after a 2-2. Tap Roll to roll the dice."),
}
"""Why a tap on a die re-rolled nothing, keyed by what the dice ask now."""

VERDICTS_CAPTION = {
    # Translators: the heading of the list of a computer player's choices in the turn it is playing.
    "this turn": N_("{name}'s choices this turn"),
    # Translators: the heading of the list of a computer player's choices in the turn it has just played.
    "just played": N_("{name}'s choices in the turn just played"),
}
"""The heading of a computer's choices, keyed by whether its turn goes on ("this turn") or is over."""


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


def dice_ask(turn: dict) -> str:
    """What the dice ask of the player whose turn it is: a "roll", a "reroll" or a "double"."""
    pending = turn["pending"]
    return "roll" if pending is None else "reroll" if pending["decision"] == "reroll" else "double"


def choice_kind(move: Any, turn: dict) -> tuple[str, dict[str, Any]]:
    """The case of `move` in `turn` (the turn's view before it; see the
    module's docstring) and the fields its sentences fill."""
    if move == "roll":
        return "roll", {}
    if "reroll" in move:
        faces = turn["pending"]["faces"]
        die = move["reroll"]
        if die is None:
            return "keep", {"faces": faces_text(faces), **both_faces(faces)}
        return ("reroll" if faces[0] != faces[1] else "reroll-one"), {"face": faces[die]}
    line = move["double"]
    if line is None:
        return "no-double", {}
    points = turn["lines"][line]["points"]
    return "double", {"line": line + 1, "points": points, "doubled": 2 * points}


def choice_text(move: Any, turn: dict, said: dict[str, str]) -> str:
    """A re-roll or double `move` in `turn`, in the words of `said` (CHOICE_MADE or BEST_CHOICE)."""
    kind, fields = choice_kind(move, turn)
    return _(said[kind]).format(**fields)


def move_label(move: Any, turn: dict) -> str:
    """The move's button; two moves with one label are one choice (`moves.distinct_moves`)."""
    kind, fields = choice_kind(move, turn)
    if kind == "roll":
        # Translators: the button that rolls the dice.
        return pgettext("button", "Roll")
    if kind == "keep":
        # Translators: the button that keeps the roll instead of re-rolling an odd die.
        return pgettext("button", "Keep")
    return _(CHOICE_BUTTON[kind]).format(**fields)


def hint_sentence(move: Any, turn: dict) -> str:
    kind, fields = choice_kind(move, turn)
    return _(HINT[kind]).format(**fields)


def given_away(choice: JudgedChoice, turn: dict) -> str:
    """After a choice that was not the best: the best one and what the choice cost."""
    # Translators: after a choice that was not the best: the best one ("re-roll the 3") and the expected
    # points of the turn the choice gave away ({points} is a decimal number: "1.20").
    return _("best: {better}; gave away {points} expected points").format(
        better=choice_text(choice.best, turn, BEST_CHOICE), points=points_text(choice.given_away)
    )


def verdict_sentence(name: str, choice: JudgedChoice, turn: dict) -> str:
    """For the status line: the computer `name`'s choice that was not the best."""
    # Translators: a computer player's choice that was not the best: {choice} ("kept 4-3"), the best one
    # ("re-roll the 3") and the expected points of the turn it gave away ({points} is a decimal number: "1.20").
    return _("{name}: {choice}; best: {better}; gave away {points} expected points.").format(
        name=name, choice=choice_text(choice.played, turn, CHOICE_MADE),
        better=choice_text(choice.best, turn, BEST_CHOICE), points=points_text(choice.given_away),
    )


def choices_note(tally: ChoiceTally) -> str:
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


def undo_refusal(back: int) -> str:
    if back > 1:
        # Translators: why Undo refused; {rule} is the rule of Undo in this game ("Undo takes back only ...").
        return _("Dice have been rolled since your last choice. {rule}").format(rule=_(UNDO_RULE))
    # Translators: why Undo refused; {rule} is the rule of Undo in this game ("Undo takes back only ...").
    return _("Your last move rolled dice. {rule}").format(rule=_(UNDO_RULE))


def final_round(view: dict, seats: Seats) -> str | None:
    """Who started the last round and who still plays; None outside it."""
    final = view["final_turns"]
    if final is None or view["over"]:
        return None
    trigger = final["triggered_by"]
    waiting = joined([seats.in_sentence(seat) for seat in final["remaining"]])
    return seats.sentence(
        trigger,
        # Translators: the last round begins; {waiting} lists who still plays a turn ("Ann and Bo").
        _("You reached the target of {target} with {total}: everyone else has one more turn. Still to play: {waiting}."),
        # Translators: the last round begins; {waiting} lists who still plays a turn ("you and Bo").
        _("{name} reached the target of {target} with {total}: everyone else has one more turn. Still to play: {waiting}."),
        target=view["target"], total=view["totals"][trigger], waiting=waiting,
    )


def rolloff(view: dict, seats: Seats) -> str | None:
    """The opening roll-off, round by round, and who starts; None once the first turn is under way."""
    if not view["rolloff"] or any(view["turns_taken"]) or view["turn"]["lines"] or view["turn"]["pending"]:
        return None
    text = ""
    for number, rolls in enumerate(view["rolloff"]):
        scores = series([
            seats.sentence(
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
    return seats.sentence(view["first"], _("{rolloff}. You start."), _("{rolloff}. {name} starts."), rolloff=text)


def turn_status(view: dict, seats: Seats) -> str:
    """Who is doing what in the turn under way; at its start, how the last turn ended first."""
    turn = view["turn"]
    seat = turn["seat"]
    pending = turn["pending"]
    phase = dice_ask(turn) if pending is not None else "rolling" if turn["lines"] else "start"
    who = "computer" if seats.kind(seat) == "computer" else "person"
    faces = both_faces(pending["faces"]) if phase == "reroll" else {}
    now = _(TURN_STATUS[phase, who]).format(name=seats.name(seat), total=turn["total"], **faces)
    last = view["last_turn"]
    if phase != "start" or last is None:
        return now
    ending = ENDING_TEXT[last["ending"]]
    return seats.sentence(
        last["seat"],
        # Translators: the turn that just ended: its score and how it ended ("turn over", "5-5: total halved"),
        # then {now}: who rolls now ("Ann is rolling…").
        _("You scored {score} ({ending}). {now}"),
        # Translators: the turn {name} just ended: its score and how it ended ("turn over", "5-5: total halved"),
        # then {now}: who rolls now ("You: tap Roll to start your turn.").
        _("{name} scored {score} ({ending}). {now}"),
        score=last["score"], ending=_(ending), now=now,
    )


def result_text(view: dict, seats: Seats) -> tuple[str, str]:
    totals = view["totals"]
    winners = [seats.name(seat) for seat in view["winners"]]
    top = totals[view["winners"][0]]
    if view["players"] == 1:
        turns = view["turns_taken"][0]
        detail = seats.sentence(
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
    headline = seats.sentence(winner, _("You win!"), _("{name} wins!"))
    # Translators: the detail of a win: the winner's {count} points, {margin} more than {runner_up} ("you" or a name).
    # English keeps "points" for a total of 1 as it always has; give each of your language's forms its proper word.
    detail = ngettext(
        "{count} points, {margin} ahead of {runner_up}.", "{count} points, {margin} ahead of {runner_up}.", top
    ).format(count=top, margin=margin, runner_up=seats.in_sentence(runner_up))
    return headline, detail
