"""The menu's small drawing of each game in play: a few moves into a seeded
game, drawn at build time by the game's own renderer, then made a picture
and nothing more (no names for screen readers, no targets, no ids)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import oddsevens
from app import words
from oddsevens import render
from oddsevens.ai import choose_move
from oddsevens.core import State

DRAWING_SEED = 1
DRAWING_MOVES = 14
"""The drawn position: this many moves from a game dealt with this seed.
Fourteen fills a hex board enough to show its groups and lines, lays a
dozen dominoes and plays a dispute or two, in every game."""
MOVE_LEVEL = "easy"
"""Who picks the moves: the easy computer player, so the position looks
played rather than random; its budget is counted in search iterations, so
the same seed gives the same moves on every machine."""

SVG_NAMESPACE = "http://www.w3.org/2000/svg"
SPOKEN_OR_ACTIVE = ("role", "tabindex", "focusable", "id", "href")
"""Attributes a picture drops along with every aria-* and data-* one: what a
screen reader would read, what takes focus or a tap, and ids (the page has
its own, #board among them, and each game's board brings its own again)."""
FINE_NUMBER = re.compile(r"-?\d+\.\d+(?!\w)")
"""A number with decimals, not one with a unit ("0.35em")."""


def drawing_players(game_id: str) -> int:
    """The smallest table with an opponent: two seats where the game allows
    them, else its fewest. Fewer racks and hands keep the drawing readable
    at the menu's size."""
    return max(oddsevens.game(game_id).min_players, 2)


def drawn_position(game_id: str) -> State:
    """The position the menu draws: DRAWING_MOVES moves of the game's own
    legal moves, each picked by the MOVE_LEVEL computer player for the seat
    to act (the first of them where several may)."""
    state = oddsevens.game(game_id).start(drawing_players(game_id), DRAWING_SEED)
    for _ in range(DRAWING_MOVES):
        if state.over:
            break
        seat = state.to_move[0]
        state = state.play(choose_move(state, seat, MOVE_LEVEL, DRAWING_SEED), seat)
    return state


def menu_drawing(game_id: str) -> str:
    """The game's card drawing: its board as the first seat sees it, inert."""
    state = drawn_position(game_id)
    return inert_svg(render.board(game_id, state.view(0), interactive=False, say=words.say))


def inert_svg(markup: str) -> str:
    """A renderer's SVG as a decorative picture, hidden from screen readers:
    without names, roles, ids or data attributes (which the page's click and
    keyboard handlers act on), each <use> of a symbol replaced by the
    symbol's own shapes, and numbers no finer than the menu shows them
    (`menu_precision`)."""
    ET.register_namespace("", SVG_NAMESPACE)
    root = ET.fromstring(markup)
    inline_symbols(root)
    for node in root.iter():
        for name in list(node.attrib):
            if name in SPOKEN_OR_ACTIVE or name.startswith(("aria-", "data-")):
                del node.attrib[name]
            else:
                node.set(name, FINE_NUMBER.sub(menu_precision, node.attrib[name]))
    root.set("class", root.get("class", "") + " game-drawing")
    root.set("aria-hidden", "true")
    return ET.tostring(root, encoding="unicode")


def menu_precision(number: re.Match[str]) -> str:
    """Whole units from 10 up, where half a unit is a fraction of a pixel at
    the menu's size, and one decimal below, for the small shapes (a pip, the
    corners of a colour's symbol drawn in a 2-unit box)."""
    value = float(number.group())
    text = f"{value:.0f}" if abs(value) >= 10 else f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def inline_symbols(root: ET.Element) -> None:
    """Each <use> of a <symbol> becomes a nested <svg> holding the symbol's
    shapes at the same place and size, as <use> draws it, and <defs> goes:
    the drawing then needs no id."""
    def tag(name: str) -> str:
        return f"{{{SVG_NAMESPACE}}}{name}"

    symbols = {symbol.get("id"): symbol for symbol in root.iter(tag("symbol"))}
    for parent in list(root.iter()):
        for index, child in enumerate(parent):
            if child.tag == tag("use"):
                symbol = symbols[child.get("href", "").removeprefix("#")]
                drawn = ET.Element(tag("svg"), {name: value for name, value in child.attrib.items() if name != "href"})
                drawn.set("viewBox", symbol.get("viewBox", ""))
                drawn.extend(symbol)
                parent[index] = drawn
    for defs in root.findall(tag("defs")):
        root.remove(defs)
