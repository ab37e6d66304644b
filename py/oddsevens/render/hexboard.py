"""What the two hex boards (Dualities, Evening) draw alike: the SVG root
with its cells group, and each cell of the view with its name and centre."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Iterator, Optional

from ..core.cells import cell_name
from ..core.hexgrid import to_pixel
from .svg import element, svg_root

HEX = 30.0
"""Corner radius of one hex in SVG units."""


def hex_board(title: str, side: int, box: tuple[float, float, float, float]) -> tuple[ET.Element, ET.Element]:
    """The board's SVG root, `box` (min x, min y, width, height) in view, and
    the group its cells go in."""
    root = svg_root(
        *box,
        class_=f"board {title.lower()}-board",
        role="group",
        aria_label=f"{title} board, {side} cells a side",
    )
    return root, element(root, "g", class_="cells")


def placed_cells(view: dict) -> Iterator[tuple[str, tuple[int, int], Optional[str], float, float]]:
    """Each cell of the view: its name ("q,r"), the cell, what it holds
    (None: empty) and its centre in SVG units."""
    for q, r, colour in view["cells"]:
        x, y = to_pixel((q, r), HEX)
        yield cell_name((q, r)), (q, r), colour, x, y
