"""What the two hex boards (Dualities, Evening) draw alike: the SVG root
with its cells group, and each cell of the view with its name and centre."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import Any

from ..core.cells import cell_name
from ..core.hexgrid import cell_label, to_pixel
from .svg import element, svg_root

HEX = 30.0
"""Corner radius of one hex in SVG units."""


def hex_board(game_id: str, label: str, box: tuple[float, float, float, float]) -> tuple[ET.Element, ET.Element]:
    """The board's SVG root, `box` (min x, min y, width, height) in view, and
    the group its cells go in. `label` names the board in words (already said
    in the reader's language); `game_id` names its class (dualities-board)."""
    root = svg_root(
        *box,
        class_=f"board {game_id}-board",
        role="group",
        aria_label=label,
    )
    return root, element(root, "g", class_="cells")


def placed_cells(view: dict[str, Any]) -> Iterator[tuple[str, tuple[int, int], str | None, float, float]]:
    """Each cell of the view: its name ("q,r"), the cell, what it holds
    (None: empty) and its centre in SVG units."""
    for q, r, colour in view["cells"]:
        x, y = to_pixel((q, r), HEX)
        yield cell_name((q, r)), (q, r), colour, x, y


def coordinate_labels(root: ET.Element, view: dict[str, Any], *, skip: frozenset[str] = frozenset()) -> None:
    """Each cell's name as the move list writes it ("D6": row D from the
    top, the sixth cell from the left), small in the lower part of the cell
    (its middle holds marks), except in the cells of `skip`."""
    labels = element(root, "g", class_="coordinates", aria_hidden="true")
    for name, cell, colour, x, y in placed_cells(view):
        if name not in skip:
            element(labels, "text", cell_label(cell, view["side"]), class_=f"coordinate {colour or 'empty'}",
                    x=x, y=y + HEX * 0.55, dy="0.35em", text_anchor="middle")


def suggestion_mark(cell: ET.Element, x: float, y: float, colour: str) -> None:
    """A hinted stone: faint, in its colour, inside a dashed ring in the
    hint's own colour (a picture: the cell's name says it in words)."""
    mark = element(cell, "g", class_="suggestion", aria_hidden="true")
    element(mark, "circle", class_=f"suggestion-stone {colour}", cx=x, cy=y, r=HEX * 0.5)
    element(mark, "circle", class_="suggestion-ring", cx=x, cy=y, r=HEX * 0.7)
