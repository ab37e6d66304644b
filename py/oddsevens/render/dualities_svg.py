"""Dualities board as SVG: a pure function of the view."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Iterable, Optional

from ..core.cells import cell_name
from ..core.hexgrid import SQRT3, cell_label, corners, to_pixel
from .hexboard import HEX, coordinate_labels, hex_board, placed_cells, suggestion_mark
from .svg import classes, element, points, to_text

OWNER_MARK = ("O", "E")
OWNER_CLASS = ("odd", "even")
AXIS_NAMES = {"row": "row", "diagonal-down": "falling diagonal", "diagonal-up": "rising diagonal"}
MARK_PLACE = {"row": (-1, (1, 0)), "diagonal-down": (0, (0, -1)), "diagonal-up": (0, (-1, 1))}
"""Where each line's owner mark sits: (index of the line's end cell, step
outward). Rows are marked on the right, falling diagonals above the board and
rising diagonals below it, so the three sets never collide."""


def dualities(
    view: dict,
    *,
    legal: Iterable[str] = (),
    selected: Optional[str] = None,
    selected_colour: str = "black",
    interactive: bool = True,
    coordinates: bool = False,
    hint: Optional[dict] = None,
) -> str:
    """The board from the view. `legal` names cells ("q,r") to mark as
    targets; `selected` is the half placed by the first tap, shown in
    `selected_colour`. `coordinates` writes each cell's name in it. `hint`
    is a move suggested to the player: each half is drawn faintly in its
    cell inside a dashed ring (class `suggested`). A
    finished game strokes each scoring line through its hexes to its owner
    mark: solid for Odd's lines, dashed for Even's."""
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
        "Dualities",
        side,
        (-half_width - room, -half_height - room, 2 * half_width + room + marker_room, 2 * (half_height + room)),
    )
    for name, (q, r), colour, x, y in placed_cells(view):
        is_selected = name == selected
        shown = selected_colour if is_selected else colour
        state = shown or "empty"
        is_legal = interactive and name in legal
        label = f"{cell_label((q, r), side)}: {state}"
        if name in last_cells:
            label += ", just played"
        if is_legal:
            label += ", place here"
        elif is_selected:
            label += ", first half of your tile"
        if name in suggested:
            label += f", hint: the {suggested[name]} half here"
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
            aria_label=f"{AXIS_NAMES[axis]} through {cell_label((end_q, end_r), side)}: "
            f"{line['blacks']} black, claimed by {view['sides'][owner]}",
        )
        element(group, "circle", cx=x, cy=y, r=HEX * 0.42)
        element(group, "text", OWNER_MARK[owner], x=x, y=y, dy="0.35em", text_anchor="middle")
    if coordinates:
        coordinate_labels(root, view)
    return to_text(root)


def _held_lines(root: ET.Element, lines: list[dict]) -> None:
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
