"""No face hidden (issue 43): nothing drawn over a domino's or a die's face
covers one of its pips, nor a tile's number, on a phone, in light and dark.

What "covers" means here: a decoration (a level badge, a target's ring, a
group's outline, the last move's frame, the hint's frame, a ghost's edge, the
focus ring) covers a pip when it is painted after the pip, so on top of it,
and some point of the pip's disc lies in what it paints:

- its stroke, at the width the page computes for it (isPointInStroke reads
  the CSS), with any dashes filled in, since a gap between dashes that
  happens to fall on a pip is luck, not room;
- its fill, unless the fill is fully transparent: a target's tap area is
  transparent on purpose and counts by its ring only; a badge's disc counts
  whole.

Each pip's disc is sampled at its centre and at 24 points on each of the
circles at a third, two thirds and all of its radius, each point taken to
the decoration's own coordinates through their screen matrices. A number
(Even Odds' tile values, a badge's level) counts by the box of its glyphs'
ink, measured in the page's font. Only faces in view count: a face under a
later tile is hidden by that tile, as it is on the table. A ghost, the tile
a tap would lay, is a face too: it hides the faces it would cover, as the
tile would, and its own pips count.

The Even at Odds tests also hold each pip to 3:1 against its face, and
each badge's number to 4.5:1 against its disc, in both colour schemes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

import oddsevens
from conftest import BOOT_TIMEOUT_MS
from ready_positions import READY, SECOND_TAP_PAUSE_MS

pytestmark = pytest.mark.browser

SCHEMES = ("light", "dark")
DECK = ["5-6", "4-6", "2-5", "0-5", "0-1", "0-2", "0-3", "3-6", "1-5", "0-4", "1-2", "1-3", "1-4", "2-3"]
"""Seat 0 (the person, who starts) is dealt the first seven, seat 1 the next seven."""
PICKED = "2-5"
"""The person's tile with stack targets: its 5 goes on either level-2 five."""
ANCHOR = "2,1"
"""The level-2 five of the 5-6 where the picked tile is first tapped down."""

PIPS_SHOWN = ".even-at-odds-board :is(.tiles .half[data-cell], .ghost, .hand) .pip"
"""The pips of the faces on top, of the ghosts and of the hands; a face
under a later tile is hidden by that tile."""
EAO_MARKS = [".level-badge circle", ".level-badge text", ".group-outline", ".last-mark", ".cell.legal .ring",
             ".suggestion-ring"]
"""What Even at Odds draws over its faces; the focus ring is a focused
target's own stroke."""
EAO_EDGES = (".ghost .body",)
"""What counts by its stroke alone: a ghost's body hides the faces under it, as the tile laid would."""


def place(a: int, b: int, cell_a: tuple[int, int], cell_b: tuple[int, int]) -> dict:
    return {"tile": [a, b], "cells": [list(cell_a), list(cell_b)]}


def stacked_table() -> oddsevens.State:
    """A duel the person (seat 0, Odds) is to play, on the foundation:

        x: 0  1  2  3
    y 0:   1  1  6  6        (2,0)-(3,0): 6-4 on level 3, over two level-2 sixes
    y 1:   2  2  5  5        (2,1): the 5 of a 5-6 on level 2, (3,1) the 3 of a 3-6
    y 2:   3  3  4  4        (1,0)-(1,1): a 1-5 on level 2, the last move

    so level 2 and 3 both show a six and a five, and the picked 2-5 may be
    stacked on the level-2 fives at (1,1) and (2,1)."""
    state = oddsevens.game("even-at-odds").start(2, 1, first=0, deck=DECK)
    state = state.play({"team": "evens"}, 1)
    for seat, move in ((0, place(6, 5, (2, 0), (2, 1))), (1, place(6, 3, (3, 0), (3, 1))),
                       (0, place(6, 4, (2, 0), (3, 0))), (1, place(1, 5, (1, 0), (1, 1)))):
        state = state.play(move, seat)
    view = state.view(0)
    assert state.to_move == (0,) and {tile["level"] for tile in view["tiles"]} == {1, 2, 3}
    assert view["tiles"][-1]["level"] == 2, "the last move is a stacked tile"
    stacks = [move for move in state.legal_moves(0) if isinstance(move, dict) and move["tile"] == [2, 5]
              and all(tuple(cell) in {(1, 1), (2, 1)} for cell in move["cells"])]
    assert stacks, "the picked tile can be stacked"
    return state


def finished_table() -> oddsevens.State:
    """The same game played on to its end, stacking where it can, so the
    biggest groups are outlined at their finished width over stacked faces."""
    state = stacked_table()
    while not state.over:
        seat = state.to_move[0]
        moves = state.legal_moves(seat)
        levels = {tuple(face["cell"]): face["level"] for face in state.view(None)["surface"]}
        placements = [move for move in moves if isinstance(move, dict) and "cells" in move]
        state = state.play(max(placements, key=lambda move: levels.get(tuple(move["cells"][0]), 0))
                           if placements else moves[0], seat)
    assert any(tile["level"] > 1 for tile in state.view(None)["tiles"])
    return state


def entry(state: oddsevens.State) -> str:
    return json.dumps({"version": 1, "record": state.record(),
                       "setup": {"seats": ["human", "computer"], "options": {"match": "single"}}})


COVERED = """({faces, marks, edges}) => {
    const painted = value => Boolean(value) && value !== 'none' && value !== 'transparent'
        && !/rgba\\([^)]*,\\s*0(\\.0*)?\\)$/.test(value) && !/\\/\\s*0(\\.0*)?\\)$/.test(value);
    const canvas = document.createElement('canvas').getContext('2d');
    const ink = text => {
        const style = getComputedStyle(text);
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const glyphs = canvas.measureText(text.textContent);
        const start = text.getStartPositionOfChar(0);
        return {x: start.x - glyphs.actualBoundingBoxLeft, y: start.y - glyphs.actualBoundingBoxAscent,
                width: glyphs.actualBoundingBoxLeft + glyphs.actualBoundingBoxRight,
                height: glyphs.actualBoundingBoxAscent + glyphs.actualBoundingBoxDescent};
    };
    const samples = node => {
        const at = (x, y) => new DOMPoint(x, y).matrixTransform(node.getScreenCTM());
        if (node instanceof SVGCircleElement) {
            const [cx, cy, r] = [node.cx.baseVal.value, node.cy.baseVal.value, node.r.baseVal.value];
            const points = [at(cx, cy)];
            for (const share of [1 / 3, 2 / 3, 1]) {
                for (let step = 0; step < 24; step++) {
                    const angle = step * Math.PI / 12;
                    points.push(at(cx + share * r * Math.cos(angle), cy + share * r * Math.sin(angle)));
                }
            }
            return points;
        }
        const box = ink(node);
        const points = [];
        for (let i = 0; i <= 6; i++) {
            for (let j = 0; j <= 6; j++) points.push(at(box.x + box.width * i / 6, box.y + box.height * j / 6));
        }
        return points;
    };
    const name = node => {
        const owner = node.closest('[data-cell], [data-tile], [data-die], .ghost, .level-badge, .tile');
        const where = owner ? (owner.getAttribute('aria-label') || owner.getAttribute('class')) : '';
        return `${node.tagName}.${node.getAttribute('class') || ''} (${where})`;
    };
    const shown = node => node.getScreenCTM() !== null && node.getClientRects().length > 0;
    const found = [];
    const faceNodes = [...document.querySelectorAll(faces)].filter(shown);
    const edgeNodes = edges ? [...document.querySelectorAll(edges)] : [];
    const markNodes = [...document.querySelectorAll(edges ? `${marks}, ${edges}` : marks)].filter(shown);
    for (const mark of markNodes) {
        const style = getComputedStyle(mark);
        const geometry = mark instanceof SVGGeometryElement;
        const stroke = geometry && painted(style.stroke) && parseFloat(style.strokeWidth) > 0;
        const fill = painted(style.fill) && !edgeNodes.includes(mark);
        const dashes = mark.style.strokeDasharray;
        mark.style.strokeDasharray = 'none';
        const box = geometry ? null : ink(mark);
        const back = mark.getScreenCTM().inverse();
        for (const face of faceNodes) {
            if (face.ownerSVGElement !== mark.ownerSVGElement || mark.contains(face)) continue;
            if (!(face.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
            const hit = samples(face).map(point => point.matrixTransform(back)).find(point => geometry
                ? (stroke && mark.isPointInStroke(point)) || (fill && mark.isPointInFill(point))
                : point.x >= box.x && point.x <= box.x + box.width
                    && point.y >= box.y && point.y <= box.y + box.height);
            if (hit) {
                const paint = `stroke ${stroke ? style.strokeWidth : 'none'}, fill ${fill ? style.fill : 'none'}`;
                found.push(`${name(mark)} [${paint}] covers ${name(face)} at ${hit.x.toFixed(1)},${hit.y.toFixed(1)}`);
            }
        }
        mark.style.strokeDasharray = dashes;
    }
    return {found, faces: faceNodes.length, marks: markNodes.length};
}"""

SETTLED = "() => Promise.all(document.getAnimations().map(animation => animation.finished.catch(() => null)))"

CONTRASTS = """() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext('2d', {willReadFrequently: true});
    const rgb = colour => {
        paint.clearRect(0, 0, 1, 1);
        paint.fillStyle = colour;
        paint.fillRect(0, 0, 1, 1);
        return [...paint.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = colour => rgb(colour).map(value => {
        value /= 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }).reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index], 0);
    const ratio = (a, b) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light + 0.05) / (dark + 0.05);
    };
    const pips = [...document.querySelectorAll('.even-at-odds-board .tiles .half[data-cell]')].flatMap(half => {
        const face = getComputedStyle(half.querySelector('.half-face')).fill;
        return [...half.querySelectorAll('.pip')].map(pip => ratio(getComputedStyle(pip).fill, face));
    });
    const badges = [...document.querySelectorAll('.even-at-odds-board .level-badge')].map(badge => ratio(
        getComputedStyle(badge.querySelector('text')).fill, getComputedStyle(badge.querySelector('circle')).fill));
    return {pips: Math.min(...pips), badges: Math.min(...badges)};
}"""
"""The weakest contrast of a pip on a face in view, and of a badge's number on its disc."""


def covered(page, faces: str, marks: list[str], where: str, at_least: int = 1,
            edges: tuple[str, ...] = ()) -> list[str]:
    """Each time one of `marks`, or the stroke of one of `edges`, covers one
    of `faces` (at least `at_least` of them shown), said with `where`."""
    page.evaluate(SETTLED)
    result = page.evaluate(COVERED, {"faces": faces, "marks": ", ".join(marks), "edges": ", ".join(edges)})
    assert result["faces"] >= at_least and result["marks"] >= 1, f"{where}: nothing to check ({result})"
    return [f"{where}: {problem}" for problem in result["found"]]


def legible(page) -> None:
    contrast = page.evaluate(CONTRASTS)
    assert contrast["pips"] >= 3, f"a pip at {contrast['pips']:.2f}:1 on its face"
    assert contrast["badges"] >= 4.5, f"a level at {contrast['badges']:.2f}:1 on its badge"


def tap(page, selector: str) -> None:
    page.locator(selector).first.tap()


def keyboard_focus(page, selector: str) -> None:
    """Focus as the keyboard gives it, so :focus-visible applies; again if
    the board was drawn anew meanwhile (a move's arrival, the panel's redraw)
    and the node focused is gone."""
    for _attempt in range(5):
        page.keyboard.press("Shift")
        page.locator(selector).first.focus()
        page.wait_for_timeout(100)
        if page.locator(selector).first.evaluate("node => node.isConnected && node.matches(':focus-visible')"):
            return
    raise AssertionError(f"{selector} never took the keyboard's focus")


@pytest.fixture
def phone(new_context, playwright, site) -> Callable[..., Any]:
    """A game page on a Pixel 7 in a colour scheme, from a saved game put in
    localStorage before it boots."""

    def open_game(game_id: str, saved: str, scheme: str) -> Any:
        page = new_context(**playwright.devices["Pixel 7"], color_scheme=scheme).new_page()
        page.set_default_timeout(20_000)
        key = json.dumps(f"oddsevens:{game_id}")
        page.add_init_script(f"localStorage.setItem({key}, {json.dumps(saved)})")
        page.goto(f"{site}?game={game_id}")
        page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
        return page

    return open_game


@pytest.mark.parametrize("scheme", SCHEMES)
def test_nothing_covers_a_pip_on_stacked_dominoes(phone, scheme):
    page = phone("even-at-odds", entry(stacked_table()), scheme)
    assert page.locator(".board .tiles .tile.level-3 .level-badge").count() >= 1
    assert page.locator(".board .tiles .tile.level-2 .level-badge").count() >= 1
    assert page.locator(".board .tiles .tile.last.level-2").count() == 1
    problems = covered(page, PIPS_SHOWN, EAO_MARKS, "the table at rest", at_least=40, edges=EAO_EDGES)

    tap(page, f".board .hand.own [data-tile='{PICKED}']")
    page.wait_for_selector(".board .cell.legal.stack")
    problems += covered(page, PIPS_SHOWN, EAO_MARKS, f"{PICKED} picked, its stack targets shown", edges=EAO_EDGES)
    keyboard_focus(page, f".board .cell.legal.stack[data-cell='{ANCHOR}']")
    problems += covered(page, PIPS_SHOWN, EAO_MARKS, "a stack target focused from the keyboard", edges=EAO_EDGES)

    page.wait_for_timeout(SECOND_TAP_PAUSE_MS)
    tap(page, f".board .cell.legal.stack[data-cell='{ANCHOR}']")
    page.wait_for_selector(".board .cell.legal.stack.anchor")
    page.wait_for_selector(".board .cell.legal.stack.lays")
    assert page.locator(".board .ghost").count() >= 1
    problems += covered(page, PIPS_SHOWN, EAO_MARKS, "the ways the tile can lie shown", edges=EAO_EDGES)

    page.locator("button[data-action=hint]").click()
    page.wait_for_selector(".board .suggestion-ring", timeout=BOOT_TIMEOUT_MS)
    problems += covered(page, PIPS_SHOWN, EAO_MARKS, "the hint shown", edges=EAO_EDGES)
    assert not problems, "\n".join(problems[:30])
    legible(page)


@pytest.mark.parametrize("scheme", SCHEMES)
def test_the_finished_tables_outlines_cover_no_pip(phone, scheme):
    page = phone("even-at-odds", entry(finished_table()), scheme)
    page.wait_for_selector(".board .tiles.finished")
    widths = page.eval_on_selector_all(".board .group-outline",
                                       "nodes => nodes.map(node => getComputedStyle(node).strokeWidth)")
    assert widths and set(widths) == {"4.5px"}
    problems = covered(page, PIPS_SHOWN, EAO_MARKS, "the finished table", at_least=30, edges=EAO_EDGES)
    assert not problems, "\n".join(problems[:30])
    legible(page)


def test_nothing_covers_a_dies_pip_or_a_tiles_number_in_the_other_games(phone):
    dice = phone("beat-the-odds", READY["beat-the-odds"](), "light")
    marks, edges = [".suggestion-ring", ".last-mark"], (".die-face",)
    dice.wait_for_selector(".board .die.legal")
    problems = covered(dice, ".beat-the-odds-board .pip", marks, "two dice to choose from", at_least=8, edges=edges)
    keyboard_focus(dice, ".board .die.legal")
    problems += covered(dice, ".beat-the-odds-board .pip", marks, "a die focused from the keyboard", at_least=8,
                        edges=edges)

    tiles = phone("even-odds", READY["even-odds"](), "light")
    tap(tiles, "#board .tile.back.legal")
    tiles.wait_for_selector(".board .tile.played.last")
    problems += covered(tiles, ".even-odds-board .tile-value", [".last-mark", ".suggestion-ring"],
                        "a dispute with its last tile framed", at_least=10, edges=(".tile-shape",))
    assert not problems, "\n".join(problems[:30])
