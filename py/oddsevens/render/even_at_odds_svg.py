"""Even at Odds as SVG, seen from above: a pure function of the view.

One picture holds the whole table: the other player's hand (backs) on top,
the dominoes in the middle, fitted to the tiles played, and the viewer's hand
at the bottom. Height is shown by a class per level (the site shades them) and
by a numbered badge on every stacked tile; each team's biggest group is
outlined, Odds dashed and Evens solid, so the outline does not rely on colour.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Iterable, Optional, Sequence

from ..core.cells import cell_name
from ..core.squaregrid import Cell, STEPS
from ..games.even_at_odds import team_of
from .svg import PIP_SPOTS, classes, element, svg_root, to_text

CELL = 40.0
"""Side of one face on the table."""
HAND_FACE = 34.0
"""Side of one face of a tile in a hand."""
MARGIN = 12.0
GAP = 8.0
LABEL = 20.0
"""Height of a line of text above a hand."""
PIP = 0.09
"""Pip radius as a share of the face side."""
INSET = 2.0

TEAM_NAMES = {"odds": "Odds", "evens": "Evens", None: "blank"}
OUTLINE_DASH = {"odds": "6 4", "evens": None}


def even_at_odds(
    view: dict,
    *,
    legal: Iterable[dict] = (),
    ghost: Optional[dict] = None,
    selected: Optional[str] = None,
    interactive: bool = True,
    targets: Optional[Iterable[Sequence[int]]] = None,
    names: Optional[Sequence[str]] = None,
) -> str:
    """The table and hands from `view`.

    `legal`: placement moves ({"tile", "cells"}) whose cells become targets
    (class `legal`, `data-cell="x,y"`); other moves are ignored. The table is
    framed to hold them all. `targets`: when given, only these cells are
    marked (e.g. where the first end of a tile may go), while `legal` still
    frames the table, so it keeps its size between taps. `ghost`: a
    tentative placement drawn translucent over the targets; taps go through
    it to the targets below. `selected`: the "a-b" name of the
    hand tile picked by the viewer. `names`: what to call each seat above
    its hand (default "Player 1", "Player 2")."""
    placements = [move for move in legal if isinstance(move, dict) and "cells" in move]
    placeable = {tuple(sorted(move["tile"])) for move in placements}
    marked = (
        {tuple(cell) for move in placements for cell in move["cells"]}
        if targets is None
        else {(cell[0], cell[1]) for cell in targets}
    )
    ghost_cells = [tuple(cell) for cell in ghost["cells"]] if ghost else []
    cells = [tuple(face["cell"]) for face in view["surface"]]
    cells += [tuple(cell) for move in placements for cell in move["cells"]] + list(marked) + ghost_cells
    min_x = min(x for x, _ in cells) - 0.5
    max_x = max(x for x, _ in cells) + 1.5
    min_y = min(y for _, y in cells) - 0.5
    max_y = max(y for _, y in cells) + 1.5

    seat = view["seat"]
    players = view["players"]
    top_seats = [] if players == 1 else ([1 - seat] if seat is not None else [1])
    bottom_seats = [0] if players == 1 or seat is None else [seat]
    hand_widths = [_hand_width(view["hand_counts"][owner]) for owner in top_seats + bottom_seats]
    table_width = (max_x - min_x) * CELL
    width = max([table_width, *hand_widths]) + 2 * MARGIN
    hand_height = LABEL + HAND_FACE + GAP
    table_top = MARGIN + hand_height * len(top_seats)
    table_height = (max_y - min_y) * CELL
    height = table_top + table_height + GAP + hand_height * len(bottom_seats) + LABEL + MARGIN
    root = svg_root(0, 0, width, height, class_="board even-at-odds-board", role="group",
                    aria_label=_board_label(view))

    y = MARGIN
    for owner in top_seats:
        _hand(root, view, owner, MARGIN, y, selected, interactive, names, placeable)
        y += hand_height
    offset_x = MARGIN + (width - 2 * MARGIN - table_width) / 2 - min_x * CELL
    offset_y = table_top - min_y * CELL
    table = element(root, "g", class_="table", transform=f"translate({offset_x:.2f} {offset_y:.2f})")
    _tiles(table, view)
    _group_outlines(table, view)
    if interactive:
        _targets(table, view, marked)
    if ghost:
        _ghost(table, ghost)
    y = table_top + table_height + GAP
    for owner in bottom_seats:
        _hand(root, view, owner, MARGIN, y, selected, interactive, names, placeable)
        y += hand_height
    element(root, "text", _status(view), x=MARGIN, y=y + LABEL * 0.7, class_="status")
    return to_text(root)


def _board_label(view: dict) -> str:
    if view["solo"]:
        return f"Even at Odds solo table, turn {view['turn']}"
    return f"Even at Odds table, game {view['match']['game_number']}"


def _hand_width(count: int) -> float:
    return max(count, 1) * (2 * HAND_FACE + GAP)


def _cell_origin(cell: Cell) -> tuple[float, float]:
    return cell[0] * CELL, cell[1] * CELL


def _tiles(parent: ET.Element, view: dict) -> None:
    """Every tile in the order laid, so upper tiles cover lower ones; the
    halves still showing carry their cell."""
    layer = element(parent, "g", class_="tiles")
    top_tile = {tuple(cell): index for index, tile in enumerate(view["tiles"]) for cell in tile["cells"]}
    last = view["last_move"]
    last_cells = [tuple(cell) for cell in last["cells"]] if isinstance(last, dict) and "cells" in last else None
    for index, tile in enumerate(view["tiles"]):
        level = tile["level"]
        cells = [tuple(cell) for cell in tile["cells"]]
        newest = cells == last_cells
        group = element(layer, "g", class_=classes("tile", f"level-{level}", "last" if newest else None))
        halves = _domino(group, [_cell_origin(cell) for cell in cells], CELL, tile["tile"])
        for half, cell, value in zip(halves, cells, tile["tile"]):
            if top_tile[cell] == index:
                half.set("data-cell", cell_name(cell))
                half.set("role", "img")
                half.set("aria-label", f"{value} ({TEAM_NAMES[team_of(value)]}) at {cell_name(cell)}, level {level}")
        if level > 1:
            x, y = min(cells)
            _badge(group, x * CELL, y * CELL, level)
        if newest:
            _last_mark(group, cells)


def _last_mark(parent: ET.Element, cells: list[Cell]) -> None:
    """A frame round the tile just laid, outside it: targets are single cells."""
    left, top = min(x for x, _ in cells) * CELL, min(y for _, y in cells) * CELL
    across = cells[0][1] == cells[1][1]
    element(parent, "rect", class_="last-mark", x=left - 2, y=top - 2, width=(2 if across else 1) * CELL + 4,
            height=(1 if across else 2) * CELL + 4, rx=CELL * 0.2, aria_hidden="true")


def _domino(parent: ET.Element, origins: list[tuple[float, float]], side: float,
            values: list[int]) -> list[ET.Element]:
    """A tile whose halves have their top-left corners at the two origins;
    returns the two half elements."""
    left = min(x for x, _ in origins)
    top = min(y for _, y in origins)
    across = origins[0][1] == origins[1][1]
    element(parent, "rect", x=left + INSET, y=top + INSET, width=(2 if across else 1) * side - 2 * INSET,
            height=(1 if across else 2) * side - 2 * INSET, rx=side * 0.15, class_="body")
    halves = []
    for (x, y), value in zip(origins, values):
        half = element(parent, "g", class_=classes("half", team_of(value) or "blank"))
        element(half, "rect", x=x + 2 * INSET, y=y + 2 * INSET, width=side - 4 * INSET, height=side - 4 * INSET,
                rx=side * 0.1, class_="half-face")
        _pips(half, x + side / 2, y + side / 2, side, value)
        halves.append(half)
    if across:
        element(parent, "line", x1=left + side, y1=top + 2 * INSET, x2=left + side, y2=top + side - 2 * INSET,
                class_="midline")
    else:
        element(parent, "line", x1=left + 2 * INSET, y1=top + side, x2=left + side - 2 * INSET, y2=top + side,
                class_="midline")
    return halves


def _pips(parent: ET.Element, centre_x: float, centre_y: float, side: float, value: int) -> None:
    step = side * 0.27
    for dx, dy in PIP_SPOTS[value]:
        element(parent, "circle", cx=centre_x + dx * step, cy=centre_y + dy * step, r=side * PIP, class_="pip")


def _badge(parent: ET.Element, x: float, y: float, level: int) -> None:
    badge = element(parent, "g", class_="level-badge")
    element(badge, "circle", cx=x + CELL * 0.2, cy=y + CELL * 0.2, r=CELL * 0.16)
    element(badge, "text", str(level), x=x + CELL * 0.2, y=y + CELL * 0.2, dy="0.35em", text_anchor="middle")


def _group_outlines(parent: ET.Element, view: dict) -> None:
    layer = element(parent, "g", class_="groups")
    for team, group in view["groups"].items():
        cells = {tuple(cell) for cell in group["cells"]}
        if not cells:
            continue
        path = []
        for x, y in sorted(cells):
            for dx, dy in STEPS:
                if (x + dx, y + dy) in cells:
                    continue
                path.append(_edge(x, y, dx, dy))
        element(layer, "path", d=" ".join(path), class_=classes("group-outline", team),
                stroke_dasharray=OUTLINE_DASH[team], fill="none", role="img",
                aria_label=f"biggest {TEAM_NAMES[team]} group: {group['size']} faces")


def _edge(x: int, y: int, dx: int, dy: int) -> str:
    """The side of cell (x, y) facing (dx, dy), drawn just inside the cell."""
    inner = 3.0
    left, top = x * CELL + inner, y * CELL + inner
    right, bottom = (x + 1) * CELL - inner, (y + 1) * CELL - inner
    if dx == 1:
        return f"M{right:g} {top:g}V{bottom:g}"
    if dx == -1:
        return f"M{left:g} {top:g}V{bottom:g}"
    if dy == 1:
        return f"M{left:g} {bottom:g}H{right:g}"
    return f"M{left:g} {top:g}H{right:g}"


def _ghost(parent: ET.Element, ghost: dict) -> None:
    group = element(parent, "g", class_="tile ghost", opacity="0.55", pointer_events="none")
    _domino(group, [_cell_origin(tuple(cell)) for cell in ghost["cells"]], CELL, ghost["tile"])


def _targets(parent: ET.Element, view: dict, marked: set[Cell]) -> None:
    faces = {tuple(face["cell"]): face for face in view["surface"]}
    layer = element(parent, "g", class_="targets")
    for cell in sorted(marked):
        x, y = _cell_origin(cell)
        name = cell_name(cell)
        covered = cell in faces
        if covered:
            face = faces[cell]
            label = (f"stack on the {face['value']} ({TEAM_NAMES[team_of(face['value'])]}) at {name}, "
                     f"level {face['level']}")
        else:
            label = f"play on the empty cell {name}"
        element(layer, "rect", x=x + INSET, y=y + INSET, width=CELL - 2 * INSET, height=CELL - 2 * INSET,
                rx=CELL * 0.12, class_=classes("cell", "legal", "stack" if covered else None),
                data_cell=name, role="button", aria_label=label)


def _hand(parent: ET.Element, view: dict, owner: int, x: float, y: float, selected: Optional[str],
          interactive: bool, names: Optional[Sequence[str]], placeable: set[tuple[int, ...]]) -> None:
    """A hand: backs for a hidden one; the viewer's own faces, as buttons on
    their turn, those with no place on the table now dimmed (`placeable`
    holds the tiles, lowest end first, that have one)."""
    tiles = view["hands"][owner]
    seat = view["seat"]
    own = seat == owner
    group = element(parent, "g", class_=classes("hand", "own" if own else None), data_seat=str(owner))
    element(group, "text", _hand_title(view, owner, names), x=x, y=y + LABEL * 0.7, class_="hand-title")
    top = y + LABEL
    if tiles is None:
        for index in range(view["hand_counts"][owner]):
            left = x + index * (2 * HAND_FACE + GAP)
            element(group, "rect", x=left, y=top, width=2 * HAND_FACE, height=HAND_FACE, rx=HAND_FACE * 0.15,
                    class_="tile back", role="img", aria_label="hidden tile")
        return
    can_act = interactive and own and not view["over"] and seat in view["to_move"]
    for index, (a, b) in enumerate(tiles):
        left = x + index * (2 * HAND_FACE + GAP)
        name = f"{a}-{b}"
        is_selected = name == selected
        stuck = can_act and tuple(sorted((a, b))) not in placeable
        tile = element(group, "g", class_=classes("tile", "in-hand", "selected" if is_selected else None,
                                                  "unplaceable" if stuck else None),
                       data_tile=name, role="button" if can_act else "img",
                       aria_label=f"tile {name}" + (", selected" if is_selected else "")
                       + (", cannot be laid now" if stuck else ""))
        _domino(tile, [(left, top), (left + HAND_FACE, top)], HAND_FACE, [a, b])


def _hand_title(view: dict, owner: int, names: Optional[Sequence[str]]) -> str:
    if view["solo"]:
        return f"Drawn this turn ({len(view['hands'][0])} to place)"
    if owner == view["seat"]:
        who = "Your hand"
    else:
        who = names[owner] if names else f"Player {owner + 1}"
    team = view["teams"][owner]
    return f"{who}: {TEAM_NAMES[team]}, group {view['scores'][owner]}" if team else who


def _status(view: dict) -> str:
    if view["solo"]:
        penalty = view["penalty"]
        helper = "used" if view["helper_used"] else "available"
        return f"Draw pile {view['boneyard']} · helper {helper} · penalty {penalty['total']}"
    return f"Boneyard {view['boneyard']} · removed {view['removed']}"
