"""Beat the Odds table as SVG: the dice, the turn sheet and the scores."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from typing import Any

from ..core import YOU
from ..core.phrases import N_, Phrase, Said, counted, english, phrase
from .svg import PIP_SPOTS, classes, element, svg_root, to_text

Say = Callable[[Any], str]
"""Says a Phrase in the reader's language (the page's words.say); English by default."""

WIDTH = 320.0
DIE = 56.0
ROW = 22.0
STRIKE_RISE = 3.5
"""How far above a sheet line's baseline its strike-through runs: through
the middle of the line's text, between the middle of its digits (12 units
high text, beat-the-odds.css) and of its smaller lower-case note (10)."""
OUTCOME_TEXT: dict[str, Said] = {
    # Translators: a line of the turn's sheet: the roll showed one even and one odd die.
    "even-odd": phrase(N_("even + odd")),
    # Translators: a line of the turn's sheet: the roll showed two even dice (not a double).
    "even-even": phrase(N_("two evens")),
    # Translators: a line of the turn's sheet: the roll showed two odd dice (not a double).
    "odd-odd": phrase(N_("two odds")),
    "snake-eyes": "1-1", "twos": "2-2", "threes": "3-3", "fours": "4-4", "fives": "5-5",
    "boxcars": "6-6",
}
"""Each roll's note on the sheet: words, or a double's faces (no words)."""
ENDING_TEXT = {
    # Translators: how a turn ended (a roll of two different odd dice), under its sheet.
    "end": N_("turn over"),
    "lose": N_("1-1: the whole turn is lost"),
    "cross-out": N_("3-3: highest line crossed out"),
    "halve": N_("5-5: total halved"),
    "double-total": N_("6-6: total doubled"),
}
"""How each way of ending a turn is told, in English: N_-marked messages,
said where they are used (`say(phrase(...))` here, the page's `_`)."""


def _listed(items: Sequence[Said]) -> Said:
    """Facts about one thing, as a label lists them: "line 2: 4-4, 4-4, 8 points, doubled"."""
    listed = items[0]
    for item in items[1:]:
        # Translators: a label's list of facts, one more added: "{facts}, {fact}" ("die 1: 3, re-roll it").
        listed = phrase(N_("{facts}, {fact}"), facts=listed, fact=item)
    return listed


def _shown(name: str, say: Say) -> str:
    """A player's name as the table shows it: YOU (the person at the device) in the reader's language."""
    # Translators: the one person playing at this device, named as a player on the table's picture.
    return say(phrase(N_("You"))) if name == YOU else name


def beat_the_odds(
    view: dict[str, Any],
    *,
    names: Sequence[str] | None = None,
    rolling: bool = False,
    interactive: bool = True,
    notes: Sequence[str] | None = None,
    hint: object | None = None,
    say: Say = english,
) -> str:
    """The table from the view. `names` are the players' names (seat order;
    YOU, in English, is the person at the device, in the second person); `rolling` adds
    the class `rolling` to the dice for a short animation; `notes` are a few
    words per seat for its score line (a computer's strength). `hint` is a
    move suggested to the player: the die to re-roll or the line to double
    gets a dashed frame (class `suggested`); other moves are the page's
    buttons to mark. `say` words each Phrase (the page passes words.say)."""
    names = list(names or [])
    player_names = [names[i] if i < len(names) and names[i] else say(phrase(N_("Player {number}"), number=i + 1))
                    for i in range(view["players"])]
    notes = list(notes or [])
    player_notes = [notes[i] if i < len(notes) else "" for i in range(view["players"])]
    turn = view["turn"]
    showing_last = not turn["lines"] and turn["pending"] is None and view["last_turn"] is not None
    sheet = view["last_turn"] if showing_last else turn
    sheet_rows = len(sheet["lines"]) + 1
    height = 20 + DIE + 30 + ROW * sheet_rows + 16 + ROW * (view["players"] + 1) + 10
    root = svg_root(0, 0, WIDTH, height, class_="board beat-the-odds-board", role="group",
                    aria_label=say(phrase(N_("Beat the Odds table"))))
    faces = _faces_on_table(view, showing_last)
    choices = set()
    pending = turn["pending"]
    if interactive and pending is not None and pending["decision"] == "reroll" and not view["over"]:
        choices = set(pending["choices"])
    suggested = hint if isinstance(hint, dict) else {}
    _dice(root, faces, choices, rolling, suggested.get("reroll"), say)
    y = 20 + DIE + 24
    element(root, "text", say(_caption(view, player_names, showing_last, say)), x=WIDTH / 2, y=y,
            text_anchor="middle", class_="caption")
    y = _sheet(root, sheet, showing_last, y + ROW, suggested.get("double"), say)
    _scores(root, view, player_names, player_notes, y + 16, say)
    return to_text(root)


def _faces_on_table(view: dict[str, Any], showing_last: bool) -> list[int] | None:
    turn = view["turn"]
    faces: list[int] | None = None
    if turn["pending"] is not None and turn["pending"]["decision"] == "reroll":
        faces = turn["pending"]["faces"]
    elif turn["faces"]:
        faces = turn["faces"]
    elif showing_last:
        faces = view["last_turn"]["lines"][-1]["faces"]
    return faces


def _dice(root: ET.Element, faces: list[int] | None, choices: set[int], rolling: bool,
          suggested: int | None, say: Say) -> None:
    group = element(root, "g", class_="dice")
    for index in (0, 1):
        x = WIDTH / 2 + (index - 1) * (DIE + 16) + 8
        face = faces[index] if faces else None
        legal = index in choices
        facts: list[Said] = [
            # Translators: a die's label: {number} is 1 or 2, {face} the number it shows.
            phrase(N_("die {number}: {face}"), number=index + 1, face=face) if face
            else phrase(N_("die {number}: not rolled yet"), number=index + 1)
        ]
        if legal:
            facts.append(phrase(N_("re-roll it")))
        if index == suggested:
            facts.append(phrase(N_("hint: re-roll this die")))
        label = say(_listed(facts))
        die = element(group, "g", class_=classes("die", "odd" if face and face % 2 else "even" if face else "blank",
                                                 "legal" if legal else None, "rolling" if rolling and face else None,
                                                 "suggested" if index == suggested else None),
                      data_die=str(index), role="button" if legal else "img", aria_label=label)
        element(die, "rect", x=x, y=20.0, width=DIE, height=DIE, rx=10, class_="die-face")
        if index == suggested:
            element(die, "rect", x=x - 5, y=15.0, width=DIE + 10, height=DIE + 10, rx=14, class_="suggestion-ring",
                    aria_hidden="true")
        for dx, dy in (PIP_SPOTS.get(face, ()) if face is not None else ()):
            element(die, "circle", cx=x + DIE / 2 + dx * DIE * 0.27, cy=20 + DIE / 2 + dy * DIE * 0.27,
                    r=DIE * 0.08, class_="pip")


def _caption(view: dict[str, Any], player_names: list[str], showing_last: bool, say: Say) -> Phrase:
    if view["over"]:
        return phrase(N_("Game over: the last turn and the final totals"))
    turn = view["turn"]
    name = _shown(player_names[turn["seat"]], say)
    pending = turn["pending"]
    if pending is not None:
        text = (phrase(N_("{name}: re-roll an odd die?"), name=name) if pending["decision"] == "reroll"
                else phrase(N_("{name}: double a line?"), name=name))
    elif turn["privilege"]:
        # Translators: {name} is the player whose turn it is, or "You".
        text = phrase(N_("{name} to roll (re-roll privilege held)"), name=name)
    else:
        # Translators: {name} is the player whose turn it is, or "You".
        text = phrase(N_("{name} to roll"), name=name)
    if showing_last:
        scorer, score = player_names[view["last_turn"]["seat"]], view["last_turn"]["score"]
        if scorer == YOU:
            # Translators: the turn that just ended, then {next}: who rolls now ("Ann to roll").
            return phrase(N_("You scored {score}. {next}"), score=score, next=text)
        # Translators: {name} scored in the turn that just ended; {next} is who rolls now ("You to roll").
        return phrase(N_("{name} scored {score}. {next}"), name=scorer, score=score, next=text)
    return text


def _sheet(root: ET.Element, sheet: dict[str, Any], showing_last: bool, y: float, suggested: int | None, say: Say) -> float:
    group = element(root, "g", class_=classes("sheet", "last-turn" if showing_last else "current-turn"))
    for number, line in enumerate(sheet["lines"], start=1):
        faces = "-".join(str(face) for face in line["faces"])
        note = OUTCOME_TEXT[line["outcome"]]
        if line["rerolled"]:
            # Translators: a sheet line's note ("even + odd"), then which die was re-rolled (1 or 2) and its old face.
            note = phrase(N_("{note} (die {die} re-rolled from {face})"), note=note, die=line["rerolled"]["die"] + 1,
                          face=line["rerolled"]["from"])
        # Translators: a line of the turn's sheet: its number, its dice ("4-2"), its note ("two evens") and its points.
        facts: list[Said] = [counted("line {number}: {faces}, {note}, {count} point",
                                     "line {number}: {faces}, {note}, {count} points",
                                     count=line["points"], number=number, faces=faces, note=note)]
        if line["doubled"] == 1:
            # Translators: a line of the turn's sheet whose points were doubled (after a 4-4).
            facts.append(phrase(N_("doubled")))
        elif line["doubled"]:
            # Translators: a line of the turn's sheet doubled {times} times (after several 4-4s): "doubled ×2".
            facts.append(phrase(N_("doubled ×{times}"), times=line["doubled"]))
        if line["crossed"]:
            facts.append(phrase(N_("crossed out")))
        hinted = number - 1 == suggested and not showing_last
        if hinted:
            facts.append(phrase(N_("hint: double this line")))
        label = say(_listed(facts))
        newest = number == len(sheet["lines"])
        row = element(group, "g", class_=classes("line", "crossed" if line["crossed"] else None,
                                                 "doubled" if line["doubled"] else None, "last" if newest else None,
                                                 "suggested" if hinted else None),
                      data_line=str(number - 1), role="img", aria_label=label)
        if hinted:
            element(row, "rect", x=2, y=y - ROW + 5, width=WIDTH - 4, height=ROW, rx=6, class_="suggestion-ring",
                    aria_hidden="true")
        if newest:
            element(row, "circle", class_="last-mark", cx=5, cy=y - 4, r=3, aria_hidden="true")
        element(row, "text", f"{number}. {faces}", x=12, y=y)
        element(row, "text", say(note), x=80, y=y, class_="note")
        points = element(row, "text", str(line["points"]), x=WIDTH - 12, y=y, text_anchor="end", class_="points")
        if line["doubled"]:
            points.text = f"×{2 ** line['doubled']} {line['points']}"
        if line["crossed"]:
            element(row, "line", x1=8, y1=y - STRIKE_RISE, x2=WIDTH - 8, y2=y - STRIKE_RISE, class_="strike")
        y += ROW
    if showing_last:
        total_text = f"{sheet['sum']} → {sheet['score']}" if sheet["sum"] != sheet["score"] else str(sheet["score"])
        element(group, "text", say(phrase(ENDING_TEXT[sheet["ending"]])), x=12, y=y, class_="ending")
        element(group, "text", total_text, x=WIDTH - 12, y=y, text_anchor="end", class_="turn-total")
    else:
        element(group, "text", say(phrase(N_("turn total"))), x=12, y=y, class_="ending")
        element(group, "text", str(sheet["total"]), x=WIDTH - 12, y=y, text_anchor="end", class_="turn-total")
    return y + ROW


def _scores(root: ET.Element, view: dict[str, Any], player_names: list[str], player_notes: list[str], y: float,
            say: Say) -> None:
    group = element(root, "g", class_="scores")
    final = view["final_turns"]
    target = view["target"]
    if view["over"]:
        heading = phrase(N_("Final totals · target {target}"), target=target)
    elif final is not None:
        reacher = player_names[final["triggered_by"]]
        if reacher == YOU:
            # Translators: the scores' heading once the person at the device reached the target: the last round.
            heading = phrase(N_("Target {target} reached by you: one more turn each"), target=target)
        else:
            # Translators: the scores' heading once {name} reached the target: the last round.
            heading = phrase(N_("Target {target} reached by {name}: one more turn each"), target=target, name=reacher)
    else:
        # Translators: the scores' heading: the score to reach (reaching it starts the last round).
        heading = phrase(N_("Target {target}"), target=target)
    element(group, "text", say(heading), x=12, y=y, class_="heading")
    for seat, total in enumerate(view["totals"]):
        y += ROW
        to_roll = not view["over"] and view["turn"]["seat"] == seat
        name = _shown(player_names[seat], say)
        if player_notes[seat]:
            # Translators: a player's name and a note on them: "Computer · medium" (how strong the computer plays).
            name = say(phrase(N_("{name} · {note}"), name=name, note=player_notes[seat]))
        # Translators: a player's row of the scores: {name} and their total. English keeps "points" for a total
        # of 1 as it always has; give each of your language's forms its proper word.
        facts: list[Said] = [counted("{name}: {count} points", "{name}: {count} points", count=total, name=name)]
        if to_roll:
            # Translators: in a player's row of the scores: it is their turn.
            facts.append(phrase(N_("to roll")))
        if final is not None and seat in final["remaining"]:
            facts.append(phrase(N_("last turn to come")))
        if view["over"] and seat in view["winners"]:
            facts.append(phrase(N_("winner")))
        label = say(_listed(facts))
        won = view["over"] and seat in view["winners"]
        row = element(group, "g", class_=classes("player", "to-roll" if to_roll else None, "winner" if won else None),
                      data_seat=str(seat), role="img", aria_label=label)
        if won:
            element(row, "rect", class_="winner-frame", x=4, y=y - ROW + 6, width=WIDTH - 8, height=ROW, rx=5)
        element(row, "text", ("▶ " if to_roll else "★ " if won else "") + name, x=12, y=y)
        element(row, "text", str(total), x=WIDTH - 12, y=y, text_anchor="end", class_="total")
