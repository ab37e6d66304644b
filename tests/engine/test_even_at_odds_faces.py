"""Even at Odds' drawing keeps every pip in view (issue 43), checked on the
SVG alone: on tables of seeded games that stack as high as they can, with
the targets, the ways a picked tile can lie and the hint drawn, no level
badge, target ring, group outline, last-move frame or hint frame reaches a
pip drawn before it (under it), at the widest stroke the stylesheet gives
it; and no outline crosses a level badge. tests/browser/test_browser_faces.py
checks the same in Chromium, with the widths the page computes."""

from __future__ import annotations

import math
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import NamedTuple

import pytest

import oddsevens
from oddsevens.render.even_at_odds_svg import even_at_odds as render_table

SVG = "{http://www.w3.org/2000/svg}"
GAME = oddsevens.game("even-at-odds")

WIDEST = {
    "level-badge": 1.2,  # .level-badge circle
    "cell legal stack": 5.0,  # a focused target (site.css); .cell.legal.lays and .anchor are 4
    "cell legal": 5.0,  # a focused target (site.css)
    "group-outline": 4.5,  # a finished game's outlines
    "last-mark": 3.0,  # site.css
    "suggestion-ring": 3.0,  # site.css
    "body": 2.0,  # a ghost's dashed edge
}
"""The widest stroke static/games/even-at-odds.css and static/site.css give
each kind of mark (the browser test reads the computed ones)."""
ROOM = 0.25
"""The least gap between a pip and a mark's paint, in drawing units (a face is 40)."""


class Disc(NamedTuple):
    x: float
    y: float
    r: float


def seeded_tables(seeds: range = range(4)) -> Iterator[tuple[dict, dict]]:
    """Views of duels that stack wherever they can (seat 0's view), with the
    drawing's options at that moment: every target marked and, where a tile
    can be stacked, the ways it lies from the first cell of such a move, as
    after a tap there, with that move as the hint; each game's end too."""
    for seed in seeds:
        chooser = random.Random(seed)
        state = GAME.start(2, seed)
        while True:
            view = state.view(0)
            if state.over:
                yield view, {}
                break
            seat = state.to_move[0]
            moves = state.legal_moves(seat)
            placements = [move for move in moves if isinstance(move, dict) and "cells" in move]
            if not placements:
                state = state.play(moves[0], seat)
                continue
            covered = {tuple(face["cell"]) for face in view["surface"]}
            stacks = [move for move in placements if tuple(move["cells"][0]) in covered]
            yield view, {"legal": placements}
            if stacks and seat == 0:
                move = stacks[0]
                ways = [way for way in placements
                        if way["tile"] == move["tile"] and way["cells"][0] == move["cells"][0]]
                yield view, {"legal": placements, "ghosts": ways, "anchor": move["cells"][0], "hint": move}
            state = state.play(chooser.choice(stacks or placements), seat)


def table_of(view: dict, ui: dict) -> ET.Element:
    root = ET.fromstring(render_table(view, part="table", **ui))
    table = root.find(f"{SVG}g[@class='table']")
    assert table is not None
    return table


def number(node: ET.Element, name: str) -> float:
    return float(node.get(name, "0"))


def rounded_rect_distance(node: ET.Element, x: float, y: float) -> float:
    """How far (x, y) lies from the outline of the rect `node` (rounded by its rx)."""
    width, height = number(node, "width"), number(node, "height")
    radius = min(number(node, "rx"), width / 2, height / 2)
    dx = abs(x - number(node, "x") - width / 2) - (width / 2 - radius)
    dy = abs(y - number(node, "y") - height / 2) - (height / 2 - radius)
    return abs(math.hypot(max(dx, 0), max(dy, 0)) + min(max(dx, dy), 0) - radius)


def segments(path: str) -> Iterator[tuple[float, float, float, float]]:
    """The straight pieces of an outline's path ("M x y V y2", "M x y H x2")."""
    for start_x, start_y, axis, end in re.findall(r"M(-?[\d.]+) (-?[\d.]+)([VH])(-?[\d.]+)", path):
        x, y = float(start_x), float(start_y)
        yield (x, y, x, float(end)) if axis == "V" else (x, y, float(end), y)


def segment_distance(segment: tuple[float, float, float, float], x: float, y: float) -> float:
    x1, y1, x2, y2 = segment
    length = (x2 - x1) ** 2 + (y2 - y1) ** 2
    share = 0.0 if not length else min(max(((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / length, 0.0), 1.0)
    return math.hypot(x - x1 - share * (x2 - x1), y - y1 - share * (y2 - y1))


def kind(node: ET.Element) -> str:
    """The mark a node is, as WIDEST names it, or "" for none."""
    names = (node.get("class") or "").split()
    if "legal" in names:
        return "cell legal stack" if "stack" in names else "cell legal"
    return next((name for name in ("group-outline", "last-mark", "suggestion-ring") if name in names), "")


def overlaps(table: ET.Element) -> list[str]:
    """Each mark that reaches a pip drawn before it, or an outline that crosses a badge."""
    found: list[str] = []
    pips: list[Disc] = []
    badges: list[Disc] = []
    ghosts = {id(body) for ghost in table.iter(f"{SVG}g") if "ghost" in (ghost.get("class") or "").split()
              for body in ghost.iter(f"{SVG}rect") if body.get("class") == "body"}
    badge_circles = {id(circle) for badge in table.iter(f"{SVG}g") if badge.get("class") == "level-badge"
                     for circle in badge.iter(f"{SVG}circle")}
    rings = {id(ring): kind(target) for target in table.iter(f"{SVG}g") if kind(target)
             for ring in target.iter(f"{SVG}rect") if ring.get("class") == "ring"}
    """A target's visible ring, by the kind of its target (a group round the ring and its hit area)."""
    for node in table.iter():
        tag = node.tag.removeprefix(SVG)
        if tag == "circle" and node.get("class") == "pip":
            pips.append(Disc(number(node, "cx"), number(node, "cy"), number(node, "r")))
        elif tag == "circle" and id(node) in badge_circles:
            badge = Disc(number(node, "cx"), number(node, "cy"), number(node, "r") + WIDEST["level-badge"] / 2)
            badges.append(badge)
            found += [f"badge at {badge.x:g},{badge.y:g} on the pip at {pip.x:g},{pip.y:g}" for pip in pips
                      if math.hypot(pip.x - badge.x, pip.y - badge.y) < pip.r + badge.r + ROOM]
        elif tag == "rect" and (id(node) in rings or kind(node) or id(node) in ghosts):
            half = WIDEST[rings.get(id(node)) or kind(node) or "body"] / 2
            found += [f"{node.get('class')} at {node.get('x')},{node.get('y')} on the pip at {pip.x:g},{pip.y:g}"
                      for pip in pips if rounded_rect_distance(node, pip.x, pip.y) < pip.r + half + ROOM]
        elif tag == "path" and kind(node) == "group-outline":
            half = WIDEST["group-outline"] / 2
            for piece in segments(node.get("d", "")):
                found += [f"outline {piece} on the pip at {pip.x:g},{pip.y:g}" for pip in pips
                          if segment_distance(piece, pip.x, pip.y) < pip.r + half + ROOM]
                found += [f"outline {piece} across the badge at {badge.x:g},{badge.y:g}" for badge in badges
                          if segment_distance(piece, badge.x, badge.y) < badge.r + half]
    return found


def test_the_seeded_tables_stack_and_show_what_is_checked():
    tables = list(seeded_tables())
    levels = {tile["level"] for view, _ in tables for tile in view["tiles"]}
    assert {1, 2, 3} <= levels
    assert any("ghosts" in ui for _, ui in tables) and any(view["over"] for view, _ in tables)


@pytest.mark.parametrize("seed", range(4))
def test_no_mark_reaches_a_pip_and_no_outline_crosses_a_badge(seed):
    for view, ui in seeded_tables(range(seed, seed + 1)):
        table = table_of(view, ui)
        assert table.find(f".//{SVG}circle[@class='pip']") is not None
        problems = overlaps(table)
        assert not problems, f"{len(view['tiles'])} tiles on the table: " + "\n".join(problems[:10])
