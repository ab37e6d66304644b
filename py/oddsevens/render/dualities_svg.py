"""Dualities board as SVG: a pure function of the view."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from ..core.cells import cell_name
from ..core.hexgrid import SQRT3, cell_label, corners, to_pixel
from ..core.phrases import N_, Phrase, counted, english, phrase
from .hexboard import HEX, coordinate_labels, hex_board, placed_cells, suggestion_mark
from .svg import classes, element, points, to_text

OWNER_MARK = (
    # Translators: the letter on the end of a scoring line Odd holds: the initial of Odd's name.
    N_("O"),
    # Translators: the letter on the end of a scoring line Even holds: the initial of Even's name.
    N_("E"),
)
"""The letter that marks a line's owner, in English: said with the renderer's `say`."""
OWNER_CLASS = ("odd", "even")
MARK_PLACE = {"row": (-1, (1, 0)), "diagonal-down": (0, (0, -1)), "diagonal-up": (0, (-1, 1))}
"""Where each line's owner mark sits: (index of the line's end cell, step
outward). Rows are marked on the right, falling diagonals above the board and
rising diagonals below it, so the three sets never collide."""

OWNER_LABELS = {
    # Translators: a scoring line's owner mark: {cell} the line's end cell ("E9"), {count} its black hexes.
    ("row", 0): counted("row through {cell}: {count} black, claimed by Odd",
                        "row through {cell}: {count} black, claimed by Odd", count=0),
    # Translators: a scoring line's owner mark: {cell} the line's end cell ("E9"), {count} its black hexes.
    ("row", 1): counted("row through {cell}: {count} black, claimed by Even",
                        "row through {cell}: {count} black, claimed by Even", count=0),
    # Translators: a scoring line's owner mark: {cell} the line's end cell ("A1"), {count} its black hexes.
    ("diagonal-down", 0): counted("falling diagonal through {cell}: {count} black, claimed by Odd",
                                  "falling diagonal through {cell}: {count} black, claimed by Odd", count=0),
    # Translators: a scoring line's owner mark: {cell} the line's end cell ("A1"), {count} its black hexes.
    ("diagonal-down", 1): counted("falling diagonal through {cell}: {count} black, claimed by Even",
                                  "falling diagonal through {cell}: {count} black, claimed by Even", count=0),
    # Translators: a scoring line's owner mark: {cell} the line's end cell ("I5"), {count} its black hexes.
    ("diagonal-up", 0): counted("rising diagonal through {cell}: {count} black, claimed by Odd",
                                "rising diagonal through {cell}: {count} black, claimed by Odd", count=0),
    # Translators: a scoring line's owner mark: {cell} the line's end cell ("I5"), {count} its black hexes.
    ("diagonal-up", 1): counted("rising diagonal through {cell}: {count} black, claimed by Even",
                                "rising diagonal through {cell}: {count} black, claimed by Even", count=0),
}
"""A line's owner mark in words, keyed by (the line's axis, its owner: 0
Odd, 1 Even): each entry the whole sentence, counted by the line's black
hexes (its singular and plural the same in English, not in every
language), its {cell} and {count} filled in by `_owner_label`."""

CELL_WORDS = {
    ("black", "first half", "black"): N_("{cell}: black, first half of your tile, hint: the black half here"),
    ("black", "first half", "white"): N_("{cell}: black, first half of your tile, hint: the white half here"),
    ("black", "first half", None): N_("{cell}: black, first half of your tile"),
    ("white", "first half", "black"): N_("{cell}: white, first half of your tile, hint: the black half here"),
    ("white", "first half", "white"): N_("{cell}: white, first half of your tile, hint: the white half here"),
    ("white", "first half", None): N_("{cell}: white, first half of your tile"),
    # Translators: a cell of the board: its name ("E5"), what covers it, and that the last tile laid covered
    # it.
    ("black", "just played", None): N_("{cell}: black, just played"),
    # Translators: a cell of the board: its name ("E5") and what covers it.
    ("black", None, None): N_("{cell}: black"),
    # Translators: a cell of the board: its name ("E5"), what covers it, and that the last tile laid covered
    # it.
    ("white", "just played", None): N_("{cell}: white, just played"),
    # Translators: a cell of the board: its name ("E5") and what covers it.
    ("white", None, None): N_("{cell}: white"),
    (None, "place here", "black"): N_("{cell}: empty, place here, hint: the black half here"),
    (None, "place here", "white"): N_("{cell}: empty, place here, hint: the white half here"),
    # Translators: a cell of the board: its name ("E5"), empty, and a tap there places a half of a tile.
    (None, "place here", None): N_("{cell}: empty, place here"),
    (None, None, "black"): N_("{cell}: empty, hint: the black half here"),
    (None, None, "white"): N_("{cell}: empty, hint: the white half here"),
    # Translators: a cell of the board: its name ("E5"), empty.
    (None, None, None): N_("{cell}: empty"),
}
"""A cell in words, keyed by (what it shows: "black", "white" or None,
empty; what the player may know of it: the "first half" of the tile being
laid, "just played", a "place here" for a tap, or None; the half the hint
puts there, or None), each entry one whole phrase, the cell's name its {cell}."""


def dualities(
    view: dict[str, Any],
    *,
    legal: Iterable[str] = (),
    selected: str | None = None,
    selected_colour: str = "black",
    interactive: bool = True,
    coordinates: bool = False,
    hint: dict[str, Any] | None = None,
    say: Callable[[Any], str] = english,
) -> str:
    """The board from the view. `legal` names cells ("q,r") to mark as
    targets; `selected` is the half placed by the first tap, shown in
    `selected_colour`. `coordinates` writes each cell's name in it. `hint`
    is a move suggested to the player: each half is drawn faintly in its
    cell inside a dashed ring (class `suggested`). A
    finished game strokes each scoring line through its hexes to its owner
    mark: solid for Odd's lines, dashed for Even's. `say` words each Phrase
    of the drawing (English by default; a page says it in its language)."""
    side = view["side"]
    legal = set(legal)
    last = view["last_move"] or {}
    last_cells = {cell_name(tuple(last[colour])) for colour in ("black", "white") if colour in last}
    suggested = {cell_name(tuple(hint[colour])): colour for colour in ("black", "white")} if hint else {}
    half_width = HEX * SQRT3 * (side - 0.5)
    half_height = HEX * (1.5 * (side - 1) + 1)
    margin = HEX * 0.15
    marker_room = HEX * 1.45
    room = marker_room if view["lines"] == "all" else margin
    root, cells = hex_board(
        "dualities",
        # Translators: the board's name for screen readers; {count} is the number of cells along each edge.
        say(counted("Dualities board, {count} cell a side", "Dualities board, {count} cells a side", count=side)),
        (-half_width - room, -half_height - room, 2 * half_width + room + marker_room, 2 * (half_height + room)),
    )
    for name, (q, r), colour, x, y in placed_cells(view):
        is_selected = name == selected
        shown = selected_colour if is_selected else colour
        state = shown or "empty"
        is_legal = interactive and name in legal
        label = say(_cell_words(cell_label((q, r), side), shown, name in last_cells, is_legal, is_selected,
                                suggested.get(name)))
        group = element(
            cells,
            "g",
            class_=classes("cell", state, "legal" if is_legal else None,
                           "selected" if is_selected else None,
                           "last" if name in last_cells else None,
                           "suggested" if name in suggested else None),
            data_cell=name,
            role="button" if interactive and colour is None else "img",
            aria_label=label,
        )
        element(group, "polygon", points=points(corners(x, y, HEX * 0.97)))
        if name in last_cells:
            element(group, "circle", class_="last-mark", cx=x, cy=y, r=HEX * 0.42)
        if name in suggested:
            suggestion_mark(group, x, y, suggested[name])
    if view["over"]:
        _held_lines(root, view["scoring_lines"])
    marks = element(root, "g", class_="line-owners")
    for index, line in enumerate(view["scoring_lines"]):
        axis = line["axis"]
        end, (dq, dr) = MARK_PLACE[axis]
        end_q, end_r = line["cells"][end]
        x, y = to_pixel((end_q + dq * 0.8, end_r + dr * 0.8), HEX)
        owner = line["claimed_by"]
        group = element(
            marks,
            "g",
            class_=classes("owner", OWNER_CLASS[owner]),
            data_line=str(index),
            role="img",
            aria_label=say(_owner_label(axis, owner, cell_label((end_q, end_r), side), line["blacks"])),
        )
        element(group, "circle", cx=x, cy=y, r=HEX * 0.42)
        element(group, "text", say(phrase(OWNER_MARK[owner])), x=x, y=y, dy="0.35em", text_anchor="middle")
    if coordinates:
        coordinate_labels(root, view)
    return to_text(root)


def _held_lines(root: ET.Element, lines: list[dict[str, Any]]) -> None:
    """Each scoring line as a bold stroke in its holder's style, from beyond
    its far end to its owner mark. A picture only: the owner marks and the
    page's key say the same in words."""
    strokes = element(root, "g", class_="held-lines", aria_hidden="true")
    for index, line in enumerate(lines):
        end, (dq, dr) = MARK_PLACE[line["axis"]]
        mark_q, mark_r = line["cells"][end]
        far_q, far_r = line["cells"][-1 - end]
        (x1, y1), (x2, y2) = (
            to_pixel((far_q - dq * 0.45, far_r - dr * 0.45), HEX),
            to_pixel((mark_q + dq * 0.8, mark_r + dr * 0.8), HEX),
        )
        group = element(strokes, "g", class_=classes("held-line", OWNER_CLASS[line["claimed_by"]]),
                        data_line=str(index))
        element(group, "line", class_="halo", x1=x1, y1=y1, x2=x2, y2=y2)
        element(group, "line", class_="stroke", x1=x1, y1=y1, x2=x2, y2=y2)


def _owner_label(axis: str, owner: int, cell: str, blacks: int) -> Phrase:
    """A line's owner mark in words (`OWNER_LABELS`): the line (its axis
    and end cell), its black hexes and who holds it (0: Odd, 1: Even)."""
    return replace(OWNER_LABELS[axis, owner], values={"count": blacks, "cell": cell})


def _cell_words(cell: str, shown: str | None, last: bool, legal: bool, selected: bool, hint: str | None) -> Phrase:
    """A cell in words (`CELL_WORDS`): its name, what it shows (`shown`:
    "black", "white" or None, empty) and, where they apply, that the last
    tile covered it, that a tap may place a half there (`legal`), that it
    holds the first half of the tile being laid (`selected`) and which half
    the hint puts there (`hint`). A covered cell is never legal, selected or
    hinted; a cell is legal or selected, never both."""
    role: str | None
    if selected:
        role = "first half"
    elif shown is not None:
        role, hint = ("just played" if last else None), None
    else:
        role = "place here" if legal else None
    return phrase(CELL_WORDS[shown, role, hint], cell=cell)
