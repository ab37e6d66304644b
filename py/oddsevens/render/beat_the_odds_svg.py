"""Beat the Odds table as SVG: the dice, the turn sheet and the scores."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Optional, Sequence

from ..core import YOU
from .svg import PIP_SPOTS, classes, element, svg_root, to_text

WIDTH = 320.0
DIE = 56.0
ROW = 22.0
STRIKE_RISE = 3.5
"""How far above a sheet line's baseline its strike-through runs: through
the middle of the line's text, between the middle of its digits (12 units
high text, beat-the-odds.css) and of its smaller lower-case note (10)."""
OUTCOME_TEXT = {
    "even-odd": "even + odd", "even-even": "two evens", "odd-odd": "two odds",
    "snake-eyes": "1-1", "twos": "2-2", "threes": "3-3", "fours": "4-4", "fives": "5-5",
    "boxcars": "6-6",
}
ENDING_TEXT = {
    "end": "turn over",
    "lose": "1-1: the whole turn is lost",
    "cross-out": "3-3: highest line crossed out",
    "halve": "5-5: total halved",
    "double-total": "6-6: total doubled",
}


def beat_the_odds(
    view: dict,
    *,
    names: Optional[Sequence[str]] = None,
    rolling: bool = False,
    interactive: bool = True,
    notes: Optional[Sequence[str]] = None,
    hint: Optional[object] = None,
) -> str:
    """The table from the view. `names` are the players' names (seat order;
    "You" is the person at the device, in the second person); `rolling` adds
    the class `rolling` to the dice for a short animation; `notes` are a few
    words per seat for its score line (a computer's strength). `hint` is a
    move suggested to the player: the die to re-roll or the line to double
    gets a dashed frame (class `suggested`); other moves are the page's
    buttons to mark."""
    names = list(names or [])
    player_names = [names[i] if i < len(names) and names[i] else f"Player {i + 1}"
                    for i in range(view["players"])]
    notes = list(notes or [])
    player_notes = [notes[i] if i < len(notes) else "" for i in range(view["players"])]
    turn = view["turn"]
    showing_last = not turn["lines"] and turn["pending"] is None and view["last_turn"] is not None
    sheet = view["last_turn"] if showing_last else turn
    sheet_rows = len(sheet["lines"]) + 1
    height = 20 + DIE + 30 + ROW * sheet_rows + 16 + ROW * (view["players"] + 1) + 10
    root = svg_root(0, 0, WIDTH, height, class_="board beat-the-odds-board", role="group",
                    aria_label="Beat the Odds table")
    faces = _faces_on_table(view, showing_last)
    choices = set()
    pending = turn["pending"]
    if interactive and pending is not None and pending["decision"] == "reroll" and not view["over"]:
        choices = set(pending["choices"])
    suggested = hint if isinstance(hint, dict) else {}
    _dice(root, faces, choices, rolling, suggested.get("reroll"))
    y = 20 + DIE + 24
    element(root, "text", _caption(view, player_names, showing_last), x=WIDTH / 2, y=y,
            text_anchor="middle", class_="caption")
    y = _sheet(root, sheet, showing_last, y + ROW, suggested.get("double"))
    _scores(root, view, player_names, player_notes, y + 16)
    return to_text(root)


def _faces_on_table(view: dict, showing_last: bool) -> Optional[list[int]]:
    turn = view["turn"]
    if turn["pending"] is not None and turn["pending"]["decision"] == "reroll":
        return turn["pending"]["faces"]
    if turn["faces"]:
        return turn["faces"]
    if showing_last:
        return view["last_turn"]["lines"][-1]["faces"]
    return None


def _dice(root: ET.Element, faces: Optional[list[int]], choices: set[int], rolling: bool,
          suggested: Optional[int]) -> None:
    group = element(root, "g", class_="dice")
    for index in (0, 1):
        x = WIDTH / 2 + (index - 1) * (DIE + 16) + 8
        face = faces[index] if faces else None
        legal = index in choices
        label = f"die {index + 1}: " + (str(face) if face else "not rolled yet")
        if legal:
            label += ", re-roll it"
        if index == suggested:
            label += ", hint: re-roll this die"
        die = element(group, "g", class_=classes("die", "odd" if face and face % 2 else "even" if face else "blank",
                                                 "legal" if legal else None, "rolling" if rolling and face else None,
                                                 "suggested" if index == suggested else None),
                      data_die=str(index), role="button" if legal else "img", aria_label=label)
        element(die, "rect", x=x, y=20.0, width=DIE, height=DIE, rx=10, class_="die-face")
        if index == suggested:
            element(die, "rect", x=x - 5, y=15.0, width=DIE + 10, height=DIE + 10, rx=14, class_="suggestion-ring",
                    aria_hidden="true")
        for dx, dy in PIP_SPOTS.get(face, ()):
            element(die, "circle", cx=x + DIE / 2 + dx * DIE * 0.27, cy=20 + DIE / 2 + dy * DIE * 0.27,
                    r=DIE * 0.08, class_="pip")


def _caption(view: dict, player_names: list[str], showing_last: bool) -> str:
    if view["over"]:
        return "Game over: the last turn and the final totals"
    turn = view["turn"]
    text = f"{player_names[turn['seat']]} to roll"
    pending = turn["pending"]
    if pending is not None:
        text = (f"{player_names[turn['seat']]}: re-roll an odd die?" if pending["decision"] == "reroll"
                else f"{player_names[turn['seat']]}: double a line?")
    elif turn["privilege"]:
        text += " (re-roll privilege held)"
    if showing_last:
        text = f"{player_names[view['last_turn']['seat']]} scored {view['last_turn']['score']}. " + text
    return text


def _sheet(root: ET.Element, sheet: dict, showing_last: bool, y: float, suggested: Optional[int]) -> float:
    group = element(root, "g", class_=classes("sheet", "last-turn" if showing_last else "current-turn"))
    for number, line in enumerate(sheet["lines"], start=1):
        faces = "-".join(str(face) for face in line["faces"])
        note = OUTCOME_TEXT[line["outcome"]]
        if line["rerolled"]:
            note += f" (die {line['rerolled']['die'] + 1} re-rolled from {line['rerolled']['from']})"
        marks = []
        if line["doubled"]:
            marks.append("doubled" if line["doubled"] == 1 else f"doubled ×{line['doubled']}")
        if line["crossed"]:
            marks.append("crossed out")
        label = f"line {number}: {faces}, {note}, {line['points']} points" + (f", {', '.join(marks)}" if marks else "")
        hinted = number - 1 == suggested and not showing_last
        if hinted:
            label += ", hint: double this line"
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
        element(row, "text", note, x=80, y=y, class_="note")
        points = element(row, "text", str(line["points"]), x=WIDTH - 12, y=y, text_anchor="end", class_="points")
        if line["doubled"]:
            points.text = f"×{2 ** line['doubled']} {line['points']}"
        if line["crossed"]:
            element(row, "line", x1=8, y1=y - STRIKE_RISE, x2=WIDTH - 8, y2=y - STRIKE_RISE, class_="strike")
        y += ROW
    if showing_last:
        total_text = f"{sheet['sum']} → {sheet['score']}" if sheet["sum"] != sheet["score"] else str(sheet["score"])
        element(group, "text", ENDING_TEXT[sheet["ending"]], x=12, y=y, class_="ending")
        element(group, "text", total_text, x=WIDTH - 12, y=y, text_anchor="end", class_="turn-total")
    else:
        element(group, "text", "turn total", x=12, y=y, class_="ending")
        element(group, "text", str(sheet["total"]), x=WIDTH - 12, y=y, text_anchor="end", class_="turn-total")
    return y + ROW


def _scores(root: ET.Element, view: dict, player_names: list[str], player_notes: list[str], y: float) -> None:
    group = element(root, "g", class_="scores")
    final = view["final_turns"]
    heading = f"Final totals · target {view['target']}" if view["over"] else f"Target {view['target']}"
    if final is not None and not view["over"]:
        reacher = player_names[final["triggered_by"]]
        heading += f" reached by {'you' if reacher == YOU else reacher}: one more turn each"
    element(group, "text", heading, x=12, y=y, class_="heading")
    for seat, total in enumerate(view["totals"]):
        y += ROW
        to_roll = not view["over"] and view["turn"]["seat"] == seat
        status = []
        if to_roll:
            status.append("to roll")
        if final is not None and seat in final["remaining"]:
            status.append("last turn to come")
        if view["over"] and seat in view["winners"]:
            status.append("winner")
        name = player_names[seat] + (f" · {player_notes[seat]}" if player_notes[seat] else "")
        label = f"{name}: {total} points" + (f", {', '.join(status)}" if status else "")
        won = view["over"] and seat in view["winners"]
        row = element(group, "g", class_=classes("player", "to-roll" if to_roll else None, "winner" if won else None),
                      data_seat=str(seat), role="img", aria_label=label)
        if won:
            element(row, "rect", class_="winner-frame", x=4, y=y - ROW + 6, width=WIDTH - 8, height=ROW, rx=5)
        element(row, "text", ("▶ " if to_roll else "★ " if won else "") + name, x=12, y=y)
        element(row, "text", str(total), x=WIDTH - 12, y=y, text_anchor="end", class_="total")
