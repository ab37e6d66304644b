"""Even at Odds as SVG, seen from above: a pure function of the view.

One picture holds the whole table: the other player's hand (backs) on top,
the dominoes in the middle, fitted to the tiles played, and the viewer's hand
at the bottom. Height is shown by a class per level (the site shades them) and
by a numbered badge on every stacked tile still whole in view; each team's
biggest group is outlined, Odds dashed and Evens solid, so the outline does
not rely on colour.

No mark hides a pip (a six that shows five reads as the wrong parity): the
pips keep to the middle of each face (PIP_STEP), the outlines and rings run
in the band left along its edges, and a badge sits on the midline between
a tile's halves, where no face has a pip.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..core.cells import cell_name
from ..core.phrases import N_, Phrase, Said, counted, english, phrase
from ..core.squaregrid import STEPS, Cell
from ..games.even_at_odds import NEXT_GAME, OVER, team_of
from .svg import PIP_SPOTS, classes, element, number, svg_root, to_text

CELL = 40.0
"""Side of one face on the table."""
HAND_FACE = 34.0
"""Side of one face of a tile in a hand."""
HAND_LIFT = 6.0
"""Room above a hand tile for the lift of a picked one."""
MARGIN = 12.0
GAP = 8.0
LABEL = 20.0
"""Height of a line of text above a hand."""
PIP = 0.08
"""Pip radius as a share of the face side."""
PIP_STEP = 0.225
"""From a face's centre to its outer rows and columns of pips, as a share of
its side: the pips leave a band along each edge (0.195 of the side, 7.8
units on the table) for the rings and outlines drawn there."""
INSET = 2.0
REACH = 2
"""How far beyond the tiles on the table a tile laid next can reach: a
tile beside an edge face sticks out by both its cells."""
STACK_TARGET_INSET = 5.0
"""A target on a face is a ring inside it, leaving its pips in view and
reading apart from the groups' outlines along the faces' edges: at its
widest, the site's focus ring (5), it reaches 7.5 units into the face."""
STACK_TARGET_CORNER = CELL * 0.15
"""The corner radius of a target on a face: its corners round the face's
corner pips, which they share a centre with; any rounder would cut
across them."""
BADGE = CELL * 0.16
"""The radius of a level badge, on the middle of its tile's midline: the
nearest pips (a six's middle row, across) are 7.8 units from the midline."""
OUTLINE_INSET = 3.0
"""How far inside a face its group's outline runs."""
OUTLINE_GAP = CELL * 0.23
"""Half the length of midline an outline leaves out round a level badge,
so that it never crosses the badge's number (at the finished width, 4.5)."""

FACE_LABELS = {
    # Translators: a face of a domino on the table: its number {value} (of the team Odds), its cell {cell}
    # (as c4) and its height {level}.
    "odds": N_("{value} (Odds) at {cell}, level {level}"),
    # Translators: a face of a domino on the table: its number {value} (of the team Evens), its cell {cell}
    # (as c4) and its height {level}.
    "evens": N_("{value} (Evens) at {cell}, level {level}"),
    # Translators: a blank face of a domino on the table ({value} is 0): its cell {cell} (as c4) and its height {level}.
    None: N_("{value} (blank) at {cell}, level {level}"),
}
"""A face on the table by the team of its number (None: a blank, of neither)."""
STACK_LABELS = {
    # Translators: a target: stack a domino on the face showing {value} (of the team Odds) at the cell {cell}
    # (as c4), at height {level}.
    "odds": N_("stack on the {value} (Odds) at {cell}, level {level}"),
    # Translators: a target: stack a domino on the face showing {value} (of the team Evens) at the cell {cell}
    # (as c4), at height {level}.
    "evens": N_("stack on the {value} (Evens) at {cell}, level {level}"),
    # Translators: a target: stack a domino on the blank face ({value} is 0) at the cell {cell} (as c4), at
    # height {level}.
    None: N_("stack on the {value} (blank) at {cell}, level {level}"),
}
"""A target on a face, by the team of its number."""
HAND_TITLES = {
    # Translators: the viewer's hand, above it: their team is Odds, whose biggest group has {score} faces.
    ("own", "odds"): N_("Your hand: Odds, group {score}"),
    # Translators: the viewer's hand, above it: their team is Evens, whose biggest group has {score} faces.
    ("own", "evens"): N_("Your hand: Evens, group {score}"),
    # Translators: a player's hand, above it: their name, their team Odds, whose biggest group has {score} faces.
    ("other", "odds"): N_("{name}: Odds, group {score}"),
    # Translators: a player's hand, above it: their name, their team Evens, whose biggest group has {score} faces.
    ("other", "evens"): N_("{name}: Evens, group {score}"),
}
"""A hand's title once the teams are chosen, by whose hand it is and its team."""
FINISHED_PHASES = (NEXT_GAME, OVER)
"""A game over: the match's next game waits to be dealt, or the match is over."""
OUTLINE_DASH = {"odds": "6 4", "evens": None}
ANCHOR_DOES = {
    # Translators: the name of the cell just tapped ({cell}, as c4) while the dominoes laid from it are shown.
    "turn the tile round": N_("{cell}: tap again to turn the tile round"),
    # Translators: the name of the cell just tapped ({cell}, as c4) while the one way to lay the domino is shown.
    "lay it as shown": N_("{cell}: tap again to lay it as shown"),
}
"""The tapped cell's name for each thing another tap on it can do
(`anchor_does`), each a whole message."""
Say = Callable[[Any], str]


PARTS = ("whole", "table", "hand", "other hand")
"""What `part=` draws: the whole picture in one SVG (the rules pages and the
menu), or a piece of it for the game page, which lays them out itself: the
table alone, the viewer's hand (seat 0's for a spectator) or the other
player's, each hand as an HTML block of one small SVG per tile, so its
tiles keep their size however large the table grows."""


def even_at_odds(
    view: dict[str, Any],
    *,
    legal: Iterable[dict[str, Any]] = (),
    ghosts: Iterable[dict[str, Any]] = (),
    anchor: Sequence[int] | None = None,
    anchor_does: str = "",
    selected: str | None = None,
    interactive: bool = True,
    targets: Iterable[Sequence[int]] | None = None,
    names: Sequence[str] | None = None,
    part: str = "whole",
    hint: object | None = None,
    steady: bool = False,
    say: Say = english,
) -> str:
    """The table and hands from `view`.

    `legal`: placement moves ({"tile", "cells"}) whose cells become targets
    (class `legal`, `data-cell="x,y"`); other moves are ignored. The table is
    framed to hold them all. `targets`: when given, only these cells are
    marked (e.g. every cell the picked tile can cover), while `legal` still
    frames the table, so it keeps its size between taps. `ghosts`: tentative
    placements ({"tile", "cells"}, the tile's values in the order of its
    cells) drawn on the table under the targets, so the way the tile would
    lie shows while the targets' outlines stay on top; a target on a
    ghost's second cell is named as laying that ghost. `anchor`: the cell
    the ghosts share (the tapped one), named by what
    another tap on it does (`anchor_does`, e.g. "turn the tile round"). `selected`: the
    "a-b" name of the hand tile picked by the viewer. `names`: what to call
    each seat above its hand (default "Player 1", "Player 2"). `part`: one
    of PARTS. `hint`: a move suggested to the viewer: the tile it names
    gets a dashed frame in the hand (class `suggested`), and a placement
    is drawn faintly on the table inside a dashed frame; a team, a pass or
    the next game are the page's buttons to mark. `steady`: frame the
    table with room for any tile laid next to it (REACH cells round the
    tiles), whoever is to move, so that it keeps one scale from turn to turn
    and grows only when the tiles spread. `say`: how the words
    (Phrases) are said, English by default; the page passes its own, in
    the reader's language."""
    if part not in PARTS:
        raise ValueError(f"part must be one of {', '.join(PARTS)}, not {part!r}")
    placements = [move for move in legal if isinstance(move, dict) and "cells" in move]
    placeable = {tuple(sorted(move["tile"])) for move in placements}
    suggested_tile, suggested_place = _suggestion(hint)
    seat = view["seat"]
    players = view["players"]
    top_seats = [] if players == 1 else ([1 - seat] if seat is not None else [1])
    bottom_seats = [0] if players == 1 or seat is None else [seat]
    if part == "hand":
        return _hand_apart(view, bottom_seats[0], selected, interactive, names, placeable, suggested_tile, say)
    if part == "other hand":
        return (
            _hand_apart(view, top_seats[0], selected, interactive, names, placeable, suggested_tile, say)
            if top_seats else ""
        )
    if part == "table":
        top_seats = bottom_seats = []
    marked = (
        {tuple(cell) for move in placements for cell in move["cells"]}
        if targets is None
        else {(cell[0], cell[1]) for cell in targets}
    )
    ghosts = list(ghosts)
    cells = [tuple(face["cell"]) for face in view["surface"]]
    if steady:
        cells += [(x + dx, y + dy) for x, y in cells for dx, dy in ((-REACH, -REACH), (REACH, REACH))]
    cells += [tuple(cell) for move in placements for cell in move["cells"]] + list(marked)
    cells += [tuple(cell) for ghost in ghosts for cell in ghost["cells"]]
    if suggested_place is not None:
        cells += [tuple(cell) for cell in suggested_place["cells"]]
    min_x = min(x for x, _ in cells) - 0.5
    max_x = max(x for x, _ in cells) + 1.5
    min_y = min(y for _, y in cells) - 0.5
    max_y = max(y for _, y in cells) + 1.5

    hand_widths = [_hand_width(view["hand_counts"][owner]) for owner in top_seats + bottom_seats]
    table_width = (max_x - min_x) * CELL
    width = max([table_width, *hand_widths]) + 2 * MARGIN
    hand_height = LABEL + HAND_FACE + GAP
    table_top = MARGIN + hand_height * len(top_seats)
    table_height = (max_y - min_y) * CELL
    height = table_top + table_height + GAP + hand_height * len(bottom_seats) + MARGIN
    if part == "whole":
        height += LABEL
    root = svg_root(0, 0, width, height, class_=classes("board even-at-odds-board", "eao-table" if part == "table" else None),
                    role="group", aria_label=say(_board_label(view)))

    y = MARGIN
    for owner in top_seats:
        _hand(root, view, owner, MARGIN, y, selected, interactive, names, placeable, suggested_tile, say)
        y += hand_height
    offset_x = MARGIN + (width - 2 * MARGIN - table_width) / 2 - min_x * CELL
    offset_y = table_top - min_y * CELL
    table = element(root, "g", class_="table", transform=f"translate({offset_x:.2f} {offset_y:.2f})")
    _tiles(table, view, say)
    _group_outlines(table, view, say)
    if ghosts:
        _ghosts(table, ghosts)
    if suggested_place is not None:
        _suggested_place(table, suggested_place)
    if interactive:
        _targets(table, view, marked, ghosts, anchor, anchor_does, suggested_place, say)
    y = table_top + table_height + GAP
    for owner in bottom_seats:
        _hand(root, view, owner, MARGIN, y, selected, interactive, names, placeable, suggested_tile, say)
        y += hand_height
    if part == "whole":
        element(root, "text", say(_status(view)), x=MARGIN, y=y + LABEL * 0.7, class_="status")
    return to_text(root)


def _board_label(view: dict[str, Any]) -> Phrase:
    if view["solo"]:
        return phrase(N_("Even at Odds solo table, turn {turn}"), turn=view["turn"])
    return phrase(N_("Even at Odds table, game {number}"), number=view["match"]["game_number"])


def _hand_width(count: int) -> float:
    return max(count, 1) * (2 * HAND_FACE + GAP)


def _cell_origin(cell: Cell) -> tuple[float, float]:
    return cell[0] * CELL, cell[1] * CELL


def _tiles(parent: ET.Element, view: dict[str, Any], say: Say) -> None:
    """Every tile in the order laid, so upper tiles cover lower ones; the
    halves still showing carry their cell. Once a game is over, the faces
    showing outside both teams' biggest groups are marked `outside` (the
    site fades them), so the groups that decided it stand out."""
    finished = view["phase"] in FINISHED_PHASES
    grouped = {tuple(cell) for group in view["groups"].values() for cell in group["cells"]}
    layer = element(parent, "g", class_=classes("tiles", "finished" if finished else None))
    top_tile = {tuple(cell): index for index, tile in enumerate(view["tiles"]) for cell in tile["cells"]}
    badged = _badged(view)
    last = view["last_move"]
    last_cells = [tuple(cell) for cell in last["cells"]] if isinstance(last, dict) and "cells" in last else None
    for index, tile in enumerate(view["tiles"]):
        level = tile["level"]
        cells = [tuple(cell) for cell in tile["cells"]]
        newest = cells == last_cells
        group = element(layer, "g", class_=classes("tile", f"level-{level}", "last" if newest else None))
        halves = _domino(group, [_cell_origin(cell) for cell in cells], CELL, tile["tile"])
        for half, cell, value in zip(halves, cells, tile["tile"], strict=True):
            if top_tile[cell] == index:
                # The face names its whole cell, as a target does: a board measures its cells by either.
                x, y = _cell_origin(cell)
                half.insert(0, ET.Element("rect", {"class": "hit-area", "x": number(x), "y": number(y),
                                                   "width": number(CELL), "height": number(CELL)}))
                if finished and cell not in grouped:
                    half.set("class", f"{half.get('class')} outside")
                half.set("data-cell", cell_name(cell))
                half.set("role", "img")
                half.set("aria-label", say(_face_label(value, cell, level)))
        if frozenset(cells) in badged:
            _badge(group, cells, level)
        if newest:
            _last_mark(group, cells)


def _face_label(value: int, cell: Cell, level: int) -> Phrase:
    return phrase(FACE_LABELS[team_of(value)], value=value, cell=cell_name(cell), level=level)


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
    for (x, y), value in zip(origins, values, strict=True):
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
    step = side * PIP_STEP
    for dx, dy in PIP_SPOTS[value]:
        element(parent, "circle", cx=centre_x + dx * step, cy=centre_y + dy * step, r=side * PIP, class_="pip")


def _badge_centre(cells: Sequence[Cell]) -> tuple[float, float]:
    """The middle of a tile's midline."""
    (x1, y1), (x2, y2) = cells
    return ((x1 + x2) / 2 + 0.5) * CELL, ((y1 + y2) / 2 + 0.5) * CELL


def _badged(view: dict[str, Any]) -> set[frozenset[Cell]]:
    """The two cells of each tile that carries a level badge: a stacked tile
    still whole in view. A tile partly covered by a higher one has none (its
    midline runs under that tile): its face keeps its level's shade and its
    name."""
    top_tile = {tuple(cell): index for index, tile in enumerate(view["tiles"]) for cell in tile["cells"]}
    badged = set()
    for index, tile in enumerate(view["tiles"]):
        cells = frozenset(tuple(cell) for cell in tile["cells"])
        if tile["level"] > 1 and all(top_tile[cell] == index for cell in cells):
            badged.add(cells)
    return badged


def _badge(parent: ET.Element, cells: list[Cell], level: int) -> None:
    """The tile's level on the middle of its midline, where no face has a pip."""
    x, y = _badge_centre(cells)
    badge = element(parent, "g", class_="level-badge")
    element(badge, "circle", cx=x, cy=y, r=BADGE)
    element(badge, "text", str(level), x=x, y=y, dy="0.35em", text_anchor="middle")


def _group_outlines(parent: ET.Element, view: dict[str, Any], say: Say) -> None:
    layer = element(parent, "g", class_="groups")
    badged = _badged(view)
    for team, group in view["groups"].items():
        cells = {tuple(cell) for cell in group["cells"]}
        if not cells:
            continue
        path = []
        for x, y in sorted(cells):
            for dx, dy in STEPS:
                if (x + dx, y + dy) in cells:
                    continue
                path.append(_edge(x, y, dx, dy, frozenset({(x, y), (x + dx, y + dy)}) in badged))
        element(layer, "path", d=" ".join(path), class_=classes("group-outline", team),
                stroke_dasharray=OUTLINE_DASH[team], fill="none", role="img",
                aria_label=say(_outline_label(team, group["size"])))


def _outline_label(team: str, size: int) -> Phrase:
    if team == "odds":
        # Translators: the outline of the team Odds' biggest group, of {count} faces. The English says "faces"
        # for any count.
        return counted("biggest Odds group: {count} faces", "biggest Odds group: {count} faces", count=size)
    # Translators: the outline of the team Evens' biggest group, of {count} faces. The English says "faces"
    # for any count.
    return counted("biggest Evens group: {count} faces", "biggest Evens group: {count} faces", count=size)


def _edge(x: int, y: int, dx: int, dy: int, badged: bool) -> str:
    """The side of cell (x, y) facing (dx, dy), drawn just inside the cell;
    on a tile's midline with a level badge, in two pieces that leave the
    badge clear."""
    left, top = x * CELL + OUTLINE_INSET, y * CELL + OUTLINE_INSET
    right, bottom = (x + 1) * CELL - OUTLINE_INSET, (y + 1) * CELL - OUTLINE_INSET
    if dx:
        at, ends, axis = (right if dx == 1 else left), (top, bottom), "V"
    else:
        at, ends, axis = (bottom if dy == 1 else top), (left, right), "H"
    middle = sum(ends) / 2
    pieces = [(ends[0], middle - OUTLINE_GAP), (middle + OUTLINE_GAP, ends[1])] if badged else [ends]
    return "".join(
        f"M{at:g} {start:g}V{end:g}" if axis == "V" else f"M{start:g} {at:g}H{end:g}" for start, end in pieces
    )


def _ghosts(parent: ET.Element, ghosts: list[dict[str, Any]]) -> None:
    layer = element(parent, "g", class_="ghosts", pointer_events="none", aria_hidden="true")
    for ghost in ghosts:
        group = element(layer, "g", class_="tile ghost")
        _domino(group, [_cell_origin(tuple(cell)) for cell in ghost["cells"]], CELL, ghost["tile"])


def _suggestion(hint: object | None) -> tuple[tuple[int, ...] | None, dict[str, Any] | None]:
    """The hand tile a hinted move names (lowest end first), and the
    placement it makes on the table, if any."""
    if not isinstance(hint, dict):
        return None, None
    if "cells" in hint:
        return tuple(sorted(hint["tile"])), hint
    if "exchange" in hint:
        return tuple(sorted(hint["exchange"])), None
    return None, None


def _suggested_place(parent: ET.Element, placement: dict[str, Any]) -> None:
    """A hinted placement: the tile drawn faintly where it would lie, in a
    dashed frame (a picture: the targets under it say it in words)."""
    layer = element(parent, "g", class_="suggestion", pointer_events="none", aria_hidden="true")
    group = element(layer, "g", class_="tile ghost suggested")
    cells = [tuple(cell) for cell in placement["cells"]]
    _domino(group, [_cell_origin(cell) for cell in cells], CELL, placement["tile"])
    left, top = min(x for x, _ in cells) * CELL, min(y for _, y in cells) * CELL
    across = cells[0][1] == cells[1][1]
    element(layer, "rect", class_="suggestion-ring", x=left - 3, y=top - 3, width=(2 if across else 1) * CELL + 6,
            height=(1 if across else 2) * CELL + 6, rx=CELL * 0.22)


def _targets(parent: ET.Element, view: dict[str, Any], marked: set[Cell], ghosts: list[dict[str, Any]],
             anchor: Sequence[int] | None, anchor_does: str, suggested_place: dict[str, Any] | None, say: Say) -> None:
    faces: dict[Cell, dict[str, Any]] = {tuple(face["cell"]): face for face in view["surface"]}
    hinted = (
        {tuple(cell): value for cell, value in zip(suggested_place["cells"], suggested_place["tile"], strict=True)}
        if suggested_place is not None else {}
    )
    laying: dict[Cell, dict[str, Any]] = {tuple(ghost["cells"][1]): ghost for ghost in ghosts}
    anchor_cell: Cell | None = (anchor[0], anchor[1]) if anchor is not None else None
    layer = element(parent, "g", class_="targets")
    for cell in sorted(marked):
        x, y = _cell_origin(cell)
        name = cell_name(cell)
        covered = cell in faces
        label = _target_label(cell, faces, laying, anchor_cell, anchor_does)
        if cell in hinted:
            assert suggested_place is not None
            a, b = suggested_place["tile"]
            # Translators: a cell's name ({label}, as "play on the empty cell c4") followed by the hint for it:
            # the number {value} of the domino {a}-{b} goes here.
            label = phrase(N_("{label}, hint: the {value} of {a}-{b} here"), label=label, value=hinted[cell], a=a, b=b)
        inset, corner = (STACK_TARGET_INSET, STACK_TARGET_CORNER) if covered else (INSET, CELL * 0.12)
        target = element(layer, "g", class_=classes("cell", "legal", "stack" if covered else None,
                                                    "anchor" if cell == anchor_cell else None,
                                                    "lays" if cell in laying else None),
                         data_cell=name, role="button", aria_label=say(label))
        # The whole cell takes the tap; the ring shows it, inside the band the pips leave clear.
        element(target, "rect", class_="hit-area", x=x, y=y, width=CELL, height=CELL)
        element(target, "rect", class_="ring", x=x + inset, y=y + inset, width=CELL - 2 * inset,
                height=CELL - 2 * inset, rx=corner)


def _target_label(
    cell: Cell, faces: dict[Cell, dict[str, Any]], laying: dict[Cell, dict[str, Any]], anchor_cell: Cell | None, anchor_does: str
) -> Phrase:
    """What a tap on a marked cell does, as its name."""
    name = cell_name(cell)
    if cell in laying:
        values = laying[cell]["tile"]
        # Translators: lay the domino {a}-{b} with its number {b} on the cell {cell} (as c4).
        return phrase(N_("lay {a}-{b} with its {b} on {cell}"), a=values[0], b=values[1], cell=name)
    if cell == anchor_cell:
        if anchor_does in ANCHOR_DOES:
            return phrase(ANCHOR_DOES[anchor_does], cell=name)
        if anchor_does:
            # Translators: {cell} is the cell just tapped (as c4); {action} what another tap on it does.
            return phrase(N_("{cell}: tap again to {action}"), cell=name, action=anchor_does)
        # Translators: {cell} is the cell just tapped (as c4).
        return phrase(N_("{cell}: the tapped cell"), cell=name)
    if cell in faces:
        face = faces[cell]
        return phrase(STACK_LABELS[team_of(face["value"])], value=face["value"], cell=name, level=face["level"])
    # Translators: {cell} is a cell's name, as c4.
    return phrase(N_("play on the empty cell {cell}"), cell=name)


class _HandTiles:
    """How the tiles of one hand are drawn: backs for a hidden hand; the
    viewer's own faces, as buttons on their turn, those with no place on the
    table now dimmed (`placeable` holds the tiles, lowest end first, that
    have one)."""

    def __init__(self, view: dict[str, Any], owner: int, selected: str | None, interactive: bool,
                 placeable: set[tuple[int, ...]], suggested: tuple[int, ...] | None, say: Say) -> None:
        self.say = say
        hand = view["hands"][owner]
        self.tiles: list[tuple[int, int] | None] = (
            [None] * view["hand_counts"][owner] if hand is None else [(a, b) for a, b in hand]
        )
        self.selected = selected
        self.placeable = placeable
        self.suggested = suggested if view["seat"] == owner else None
        self.can_act = interactive and view["seat"] == owner and not view["over"] and owner in view["to_move"]

    def stuck(self, tile: tuple[int, int] | None) -> bool:
        """A tile of the viewer's on their turn with no place on the table now."""
        return self.can_act and tile is not None and tuple(sorted(tile)) not in self.placeable

    def draw(self, parent: ET.Element, tile: tuple[int, int] | None, left: float, top: float) -> None:
        if tile is None:
            element(parent, "rect", x=left, y=top, width=2 * HAND_FACE, height=HAND_FACE, rx=HAND_FACE * 0.15,
                    class_="tile back", role="img", aria_label=self.say(phrase(N_("hidden tile"))))
            return
        name = f"{tile[0]}-{tile[1]}"
        is_selected = name == self.selected
        stuck = self.stuck(tile)
        hinted = tuple(sorted(tile)) == self.suggested
        group = element(parent, "g", class_=classes("tile", "in-hand", "selected" if is_selected else None,
                                                    "unplaceable" if stuck else None, "suggested" if hinted else None),
                        data_tile=name, role="button" if self.can_act else "img",
                        aria_label=self.say(self.label(name, is_selected, stuck, hinted)))
        if self.can_act:
            # A tap anywhere round the tile, the room for its lift included, picks it.
            element(group, "rect", class_="hit-area", x=left - INSET, y=top - HAND_LIFT,
                    width=2 * HAND_FACE + 2 * INSET, height=HAND_FACE + HAND_LIFT + INSET)
        _domino(group, [(left, top), (left + HAND_FACE, top)], HAND_FACE, list(tile))
        if hinted:
            element(group, "rect", x=left, y=top, width=2 * HAND_FACE, height=HAND_FACE, rx=HAND_FACE * 0.18,
                    class_="suggestion-ring", aria_hidden="true")


    @staticmethod
    def label(name: str, selected: bool, stuck: bool, hinted: bool) -> Phrase:
        """A face-up tile's name, then what holds for it, each added to the name by a message of its own."""
        # Translators: {tile} is a domino, as 2-5.
        label = phrase(N_("tile {tile}"), tile=name)
        if selected:
            # Translators: {label} is a domino's name, as "tile 2-5"; it is the one picked.
            label = phrase(N_("{label}, selected"), label=label)
        if stuck:
            # Translators: {label} is a domino's name, as "tile 2-5" (maybe with more after it).
            label = phrase(N_("{label}, cannot be laid now"), label=label)
        if hinted:
            # Translators: {label} is a domino's name, as "tile 2-5" (maybe with more after it); the hint names it.
            label = phrase(N_("{label}, hint: this tile"), label=label)
        return label


def _hand(parent: ET.Element, view: dict[str, Any], owner: int, x: float, y: float, selected: str | None,
          interactive: bool, names: Sequence[str] | None, placeable: set[tuple[int, ...]],
          suggested: tuple[int, ...] | None, say: Say) -> None:
    """A hand in a row inside the picture, under its title."""
    group = element(parent, "g", class_=classes("hand", "own" if view["seat"] == owner else None),
                    data_seat=str(owner))
    element(group, "text", say(_hand_title(view, owner, names)), x=x, y=y + LABEL * 0.7, class_="hand-title")
    hand = _HandTiles(view, owner, selected, interactive, placeable, suggested, say)
    for index, tile in enumerate(hand.tiles):
        hand.draw(group, tile, x + index * (2 * HAND_FACE + GAP), y + LABEL)


def _hand_apart(view: dict[str, Any], owner: int, selected: str | None, interactive: bool,
                names: Sequence[str] | None, placeable: set[tuple[int, ...]],
                suggested: tuple[int, ...] | None, say: Say) -> str:
    """The hand as an HTML block: its title, then one small SVG per tile,
    which the page lets wrap and sizes for a fingertip."""
    own = view["seat"] == owner
    block = element(None, "div", class_=classes("board even-at-odds-board eao-hand", None if own else "eao-far-hand"))
    group = element(block, "div", class_=classes("hand", "own" if own else None), data_seat=str(owner))
    hand = _HandTiles(view, owner, selected, interactive, placeable, suggested, say)
    element(group, "p", say(_hand_title(view, owner, names)), class_="eao-hand-title")
    row = element(group, "div", class_="eao-hand-tiles")
    for tile in hand.tiles:
        picture = svg_root(-INSET, -HAND_LIFT, 2 * HAND_FACE + 2 * INSET, HAND_FACE + HAND_LIFT + INSET,
                           class_="eao-hand-tile")
        hand.draw(picture, tile, 0.0, 0.0)
        row.append(picture)
    return ET.tostring(block, encoding="unicode", short_empty_elements=False)  # HTML has no <div/>


def _hand_title(view: dict[str, Any], owner: int, names: Sequence[str] | None) -> Said:
    if view["solo"]:
        # Translators: {count} tiles drawn this turn are still to be laid.
        return phrase(N_("Drawn this turn ({count} to place)"), count=len(view["hands"][0]))
    team = view["teams"][owner]
    if owner == view["seat"]:
        return phrase(HAND_TITLES["own", team], score=view["scores"][owner]) if team else phrase(N_("Your hand"))
    # Translators: the name of a player's seat, above their hand.
    name = names[owner] if names else phrase(N_("Player {number}"), number=owner + 1)
    return phrase(HAND_TITLES["other", team], name=name, score=view["scores"][owner]) if team else name


def _status(view: dict[str, Any]) -> Phrase:
    if view["solo"]:
        penalty = view["penalty"]
        if view["helper_used"]:
            # Translators: the solo game's tally: tiles left in the draw pile, the double-blank helper, the penalty.
            return phrase(N_("Draw pile {pile} · helper used · penalty {penalty}"), pile=view["boneyard"],
                          penalty=penalty["total"])
        # Translators: the solo game's tally: tiles left in the draw pile, the double-blank helper, the penalty.
        return phrase(N_("Draw pile {pile} · helper available · penalty {penalty}"), pile=view["boneyard"],
                      penalty=penalty["total"])
    # Translators: tiles left to draw, and tiles put aside unseen.
    return phrase(N_("Boneyard {pile} · removed {removed}"), pile=view["boneyard"], removed=view["removed"])
