"""Dualities board as SVG: a pure function of the view."""

from __future__ import annotations

from typing import Iterable, Optional

from ..core.hexgrid import SQRT3, cell_label, cell_name, corners, to_pixel
from .svg import classes, element, points, svg_root, to_text

HEX = 30.0
"""Corner radius of one hex in SVG units."""

OWNER_MARK = ("O", "E")
OWNER_CLASS = ("odd", "even")
AXIS_NAMES = {"row": "row", "diagonal-down": "falling diagonal", "diagonal-up": "rising diagonal"}
AXIS_STEP = {"row": (1, 0), "diagonal-down": (0, 1), "diagonal-up": (1, -1)}


def dualities(
    view: dict,
    legal: Iterable[str] = (),
    selected: Optional[str] = None,
    selected_colour: str = "black",
    interactive: bool = True,
) -> str:
    """The board from the view. `legal` names cells ("q,r") to mark as
    targets; `selected` is the half placed by the first tap, shown in
    `selected_colour`."""
    side = view["side"]
    legal = set(legal)
    last = view["last_move"] or {}
    last_cells = {cell_name(tuple(last[colour])) for colour in ("black", "white") if colour in last}
    extent = HEX * SQRT3 * (side - 0.5) + HEX * 1.6
    height_extent = HEX * (1.5 * (side - 1) + 1) + HEX * 1.6
    root = svg_root(
        -extent,
        -height_extent,
        2 * extent,
        2 * height_extent,
        class_="board dualities-board",
        role="group",
        aria_label=f"Dualities board, {side} cells a side",
    )
    cells = element(root, "g", class_="cells")
    for q, r, colour in view["cells"]:
        name = cell_name((q, r))
        x, y = to_pixel((q, r), HEX)
        is_selected = name == selected
        shown = selected_colour if is_selected else colour
        state = shown or "empty"
        is_legal = interactive and name in legal
        label = f"{cell_label((q, r), side)}: {state}"
        if is_legal:
            label += ", place here"
        elif is_selected:
            label += ", first half of your tile"
        group = element(
            cells,
            "g",
            class_=classes("cell", state, "legal" if is_legal else None,
                           "selected" if is_selected else None,
                           "last" if name in last_cells else None),
            data_cell=name,
            role="button" if interactive and colour is None else "img",
            aria_label=label,
        )
        element(group, "polygon", points=points(corners(x, y, HEX * 0.97)))
    marks = element(root, "g", class_="line-owners")
    for index, line in enumerate(view["scoring_lines"]):
        axis = line["axis"]
        end_q, end_r = line["cells"][-1]
        dq, dr = AXIS_STEP[axis]
        x, y = to_pixel((end_q + dq * 0.78, end_r + dr * 0.78), HEX)
        owner = line["claimed_by"]
        group = element(
            marks,
            "g",
            class_=classes("owner", OWNER_CLASS[owner]),
            data_line=str(index),
            role="img",
            aria_label=f"{AXIS_NAMES[axis]} ending at {cell_label((end_q, end_r), side)}: "
            f"{line['blacks']} black, claimed by {view['sides'][owner]}",
        )
        element(group, "circle", cx=x, cy=y, r=HEX * 0.42)
        element(group, "text", OWNER_MARK[owner], x=x, y=y, dy="0.35em", text_anchor="middle")
    return to_text(root)
