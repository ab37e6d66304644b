"""Evening board as SVG: a pure function of the view."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable
from typing import Any

from ..core.cells import cell_from_name, cell_name
from ..core.hexgrid import DIRECTIONS, SQRT3, cell_label, corners, to_pixel
from ..core.phrases import N_, Phrase, counted, english, phrase
from .hexboard import HEX, coordinate_labels, hex_board, placed_cells, suggestion_mark
from .svg import classes, element, points, to_text


def evening(
    view: dict[str, Any],
    *,
    legal_colours: Iterable[str] | None = None,
    interactive: bool = True,
    coordinates: bool = False,
    hint: object | None = None,
    say: Callable[[Any], str] = english,
) -> str:
    """The board from the view. `legal_colours` names the colours ("white",
    "black") whose legal cells are marked; by default both in the free
    protocol and only the mover's in the alternating one. Nothing is marked
    when `interactive` is off. `coordinates` writes the name of each empty
    cell in it. `hint` is a move suggested to the seat to move: a stone
    suggested is drawn faintly in its cell inside a dashed ring (class
    `suggested`); a pass is the page's button to mark. A
    finished game outlines the groups the decision compared: solid round
    the pair that settled it, dashed round the equal pairs. `say` words
    each Phrase of the drawing (English by default; a page says it in its
    language)."""
    side = view["side"]
    colours = view["colours"]
    if legal_colours is None:
        legal_colours = colours if view["protocol"] == "free" else [colours[seat] for seat in view["to_move"]]
    marked = set(legal_colours) if interactive else set()
    legal_seat = {
        cell_name(tuple(cell)): seat
        for seat, cells in enumerate(view["legal"])
        if colours[seat] in marked
        for cell in cells
    }
    sizes = {cell_name(tuple(cell)): group["size"] for group in view["groups"] for cell in group["cells"]}
    numbered = {_label_cell(group["cells"]): group["size"] for group in view["groups"]}
    last = view["last_move"]
    last_cell = cell_name(tuple(last["move"]["cell"])) if last and isinstance(last["move"], dict) else None
    suggested = cell_name(tuple(hint["cell"])) if isinstance(hint, dict) else None
    suggested_colour = colours[view["to_move"][0]] if suggested and view["to_move"] else None

    extent = HEX * SQRT3 * (side - 0.5) + HEX * 0.6
    height_extent = HEX * (1.5 * (side - 1) + 1) + HEX * 0.6
    root, cells = hex_board(
        "evening",
        # Translators: the board's name for screen readers; {count} is the number of cells along each edge.
        say(counted("Evening board, {count} cell a side", "Evening board, {count} cells a side", count=side)),
        (-extent, -height_extent, 2 * extent, 2 * height_extent),
    )
    for name, (q, r), colour, x, y in placed_cells(view):
        seat = legal_seat.get(name)
        legal_colour = colours[seat] if seat is not None else None
        label = say(_cell_words(cell_label((q, r), side), colour, sizes.get(name, 0), name == last_cell, legal_colour,
                                suggested_colour if name == suggested else None))
        group = element(
            cells,
            "g",
            class_=classes(
                "cell",
                colour or "empty",
                "legal" if legal_colour else None,
                f"legal-{legal_colour}" if legal_colour else None,
                "last" if name == last_cell else None,
                "suggested" if name == suggested else None,
            ),
            data_cell=name,
            data_seat=str(seat) if seat is not None else None,
            role="button" if legal_colour else "img",
            aria_label=label,
        )
        element(group, "polygon", points=points(corners(x, y, HEX * 0.97)))
        if colour:
            element(group, "circle", class_=classes("stone", colour), cx=x, cy=y, r=HEX * 0.78)
        if name == last_cell:
            element(group, "circle", class_="last-mark", cx=x, cy=y, r=HEX * 0.6)
        elif legal_colour:
            element(group, "circle", class_=classes("hint", legal_colour), cx=x, cy=y, r=HEX * 0.3)
        if name == suggested and suggested_colour:
            suggestion_mark(group, x, y, suggested_colour)
    links = element(root, "g", class_="links", aria_hidden="true")
    stones = {(q, r): colour for q, r, colour in view["cells"] if colour}
    for (q, r), colour in stones.items():
        for dq, dr in DIRECTIONS[:3]:
            if stones.get((q + dq, r + dr)) == colour:
                (x1, y1), (x2, y2) = to_pixel((q, r), HEX), to_pixel((q + dq, r + dr), HEX)
                element(links, "line", class_=classes("link", colour), x1=x1, y1=y1, x2=x2, y2=y2)
    numbers = element(root, "g", class_="group-sizes", aria_hidden="true")
    for name, size in numbered.items():
        cell = cell_from_name(name)
        assert cell is not None, "the view names its cells as the board does"
        x, y = to_pixel(cell, HEX)
        element(
            numbers, "text", str(size), class_=classes("group-size", stones[cell]),
            x=x, y=y, dy="0.35em", text_anchor="middle",
        )
    if view["over"]:
        _compared_outlines(root, view["compared_groups"])
    if coordinates:
        coordinate_labels(root, view, skip=frozenset(name for name, _, colour, _, _ in placed_cells(view) if colour))
    return to_text(root)


def _label_cell(cells: list[list[int]]) -> str:
    """The stone of a group that carries its size: the one nearest the
    group's centre on screen, so the number sits inside the group."""
    centres = [to_pixel((q, r), 1.0) for q, r in cells]
    mean_x = sum(x for x, _ in centres) / len(centres)
    mean_y = sum(y for _, y in centres) / len(centres)
    nearest = min(
        range(len(cells)),
        key=lambda i: ((centres[i][0] - mean_x) ** 2 + (centres[i][1] - mean_y) ** 2, i),
    )
    return cell_name(tuple(cells[nearest]))


EDGE_NEIGHBOURS = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
"""The neighbour across each edge of a hex, from corner i to corner i + 1
(hexgrid.corners: clockwise on screen from the top)."""
OUTLINE_INSET = HEX * 0.1
"""How far inside its group an outline runs, so two touching groups' outlines never overlap."""


def _compared_outlines(root: ET.Element, groups: list[dict[str, Any]]) -> None:
    """An outline round each group the decision compared. A picture only:
    the page's table of group sizes says the same in words."""
    outlines = element(root, "g", class_="compared-groups", aria_hidden="true")
    for group in groups:
        element(outlines, "path", d=_outline_path(group["cells"]), data_rank=str(group["rank"]),
                class_=classes("group-outline", group["colour"], "decides" if group["decides"] else "tied"))


def _outline_path(cells: list[list[int]]) -> str:
    """The boundary of a group of cells, every loop of it (a ring of stones
    has two), drawn OUTLINE_INSET inside the group."""
    members = {(q, r) for q, r in cells}
    following: dict[tuple[float, float], tuple[float, float]] = {}
    for q, r in members:
        ring = [(round(x, 3), round(y, 3)) for x, y in corners(*to_pixel((q, r), HEX), HEX)]
        for edge, (dq, dr) in enumerate(EDGE_NEIGHBOURS):
            if (q + dq, r + dr) not in members:
                following[ring[edge]] = ring[(edge + 1) % 6]
    loops = []
    while following:
        start = corner = next(iter(following))
        loop = []
        while True:
            loop.append(corner)
            corner = following.pop(corner)
            if corner == start:
                break
        loops.append("M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in _inset(loop)) + " Z")
    return " ".join(loops)


def _inset(loop: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The corners of a loop (clockwise on screen, its inside on the right
    of each edge) moved OUTLINE_INSET inward, each where its two moved edges meet."""
    def inward(start: tuple[float, float], end: tuple[float, float]) -> tuple[float, float]:
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = (dx * dx + dy * dy) ** 0.5
        return -dy / length, dx / length

    moved = []
    for index, corner in enumerate(loop):
        (ax, ay), (bx, by) = inward(loop[index - 1], corner), inward(corner, loop[(index + 1) % len(loop)])
        scale = OUTLINE_INSET / (1 + ax * bx + ay * by)
        moved.append((corner[0] + (ax + bx) * scale, corner[1] + (ay + by) * scale))
    return moved


def _cell_words(
    cell: str, stone: str | None, size: int, last: bool, legal: str | None, hint: str | None
) -> Phrase:
    """A cell in words: its name and its stone ("white", "black"; None:
    empty) with the size of the stone's group and whether it was the last
    played; on an empty cell, the colour that may place there (`legal`) and
    the colour of the stone the hint puts there (`hint`)."""
    if stone == "white":
        if last:
            # Translators: a cell of the board: its name ("E5"), its stone, the size of that stone's group, and that
            # it was the last played.
            return counted("{cell}: white stone, group of {count}, just played",
                           "{cell}: white stone, group of {count}, just played", count=size, cell=cell)
        # Translators: a cell of the board: its name ("E5"), its stone and the size of that stone's group.
        return counted("{cell}: white stone, group of {count}", "{cell}: white stone, group of {count}",
                       count=size, cell=cell)
    if stone == "black":
        if last:
            # Translators: a cell of the board: its name ("E5"), its stone, the size of that stone's group, and that
            # it was the last played.
            return counted("{cell}: black stone, group of {count}, just played",
                           "{cell}: black stone, group of {count}, just played", count=size, cell=cell)
        # Translators: a cell of the board: its name ("E5"), its stone and the size of that stone's group.
        return counted("{cell}: black stone, group of {count}", "{cell}: black stone, group of {count}",
                       count=size, cell=cell)
    if legal == "white":
        if hint == "white":
            return phrase(N_("{cell}: empty, White may place here, hint: a white stone here"), cell=cell)
        if hint == "black":
            return phrase(N_("{cell}: empty, White may place here, hint: a black stone here"), cell=cell)
        # Translators: a cell of the board: its name ("E5"), empty, and a cell where White may place a stone.
        return phrase(N_("{cell}: empty, White may place here"), cell=cell)
    if legal == "black":
        if hint == "white":
            return phrase(N_("{cell}: empty, Black may place here, hint: a white stone here"), cell=cell)
        if hint == "black":
            return phrase(N_("{cell}: empty, Black may place here, hint: a black stone here"), cell=cell)
        # Translators: a cell of the board: its name ("E5"), empty, and a cell where Black may place a stone.
        return phrase(N_("{cell}: empty, Black may place here"), cell=cell)
    if hint == "white":
        return phrase(N_("{cell}: empty, hint: a white stone here"), cell=cell)
    if hint == "black":
        return phrase(N_("{cell}: empty, hint: a black stone here"), cell=cell)
    # Translators: a cell of the board: its name ("E5"), empty.
    return phrase(N_("{cell}: empty"), cell=cell)
