"""Zoom for boards whose targets come out smaller than a fingertip, and a
floor under every board's targets.

A board is fitted to its box, so on a phone or in a small frame a big one
(a hex board with many cells, a crowded domino table) can have cells under
44 CSS pixels. Then a "Zoom in" button appears beside the status line, in
its row. Zoomed, the drawing is large enough for its smallest target to be
about 48 pixels, inside a frame that pans (scrolls) both ways without moving
the page sideways; "Zoom out" fits it to its box again. The button shows
only when it helps.

However small the box, a target is never drawn under 24 pixels, the least
a finger can hit (WCAG 2.2's target size): a board that would be fitted
smaller is drawn at that floor instead, and its frame pans, showing part of
it at a time (`floored`).

The frame is the board itself, or, where a board draws parts that must stay
put beside its drawing (Even at Odds' hands), the `.zoom-frame` round the
drawing alone: only the drawing then zooms and pans, and the hands stay in
reach, never over a cell. Redrawing the board after a tap keeps the pan
where the player left it.
"""

from __future__ import annotations

from typing import Any

from .markup import Markup, join, tag
from .screen import TAPPABLE
from .words import _

MIN_TARGET_PX = 44.0
"""Below this, Zoom in is offered."""
ZOOMED_TARGET_PX = 48.0
FLOOR_TARGET_PX = 24.0
"""No target is drawn smaller than this."""
FLOORED_TARGET_PX = 25.0
"""A board its box would draw under the floor is drawn with its smallest
target this large: a little over the floor, so that rounding and a
target's own inset never take one under it."""
TARGETS = ", ".join(f"[{attribute}]" for attribute in TAPPABLE)
"""Everything on a board that can be tapped in some position."""
FRAME = ":scope > .zoom-frame"
"""A board's own frame round the drawing that zooms, where it has one."""
DRAWING = ":scope > svg"
"""The drawing that zooms, in the frame."""


class BoardZoom:
    def __init__(self, document: Any, board_id: str = "board", after_id: str = "status") -> None:
        self.board = document.getElementById(board_id)
        self.zoomed = False
        self.pan = (0.0, 0.0)
        self.panning = False
        """Whether the drawing is larger than its frame (zoomed, or at the floor)."""
        self.button = document.createElement("button")
        self.button.type = "button"
        self.button.className = "zoom-toggle"
        self.button.setAttribute("aria-controls", board_id)
        self.button.hidden = True
        document.getElementById(after_id).after(self.button)

    def frame(self) -> Any:
        """The box that scrolls when zoomed."""
        return self.board.querySelector(FRAME) or self.board

    def smallest_target(self, svg: Any) -> tuple[float, float]:
        """The smallest side of any target: in the SVG's own units, and in
        CSS pixels as the drawing is scaled now (from the drawing's scale,
        not the target's box, which a move's arrival animates)."""
        units = float("inf")
        for element in svg.querySelectorAll(TARGETS):
            box = element.getBBox()
            if box.width > 0 and box.height > 0:
                units = min(units, box.width, box.height)
        view_box, drawn = svg.viewBox.baseVal, svg.getBoundingClientRect()
        if units == float("inf") or not view_box or view_box.width <= 0 or drawn.width <= 0:
            return units, float("inf")
        scale = min(drawn.width / view_box.width, drawn.height / view_box.height)
        return units, units * scale

    def remember_pan(self) -> None:
        """Before the board is drawn again: where the panning frame is scrolled to."""
        frame = self.frame()
        self.pan = (frame.scrollLeft, frame.scrollTop)

    def refresh(self, *_event: Any) -> None:
        """After every board render, and when the window changes size: the
        drawing fitted to its frame, then zoomed or held at the floor."""
        frame = self.frame()
        svg = frame.querySelector(DRAWING)
        frame.classList.remove("zoomed", "floored")
        if svg:
            svg.style.removeProperty("width")
            svg.style.removeProperty("height")
        units, pixels = self.smallest_target(svg) if svg else (float("inf"), float("inf"))
        if units == float("inf"):
            self.button.hidden = True
            self.panning = False
            return
        if self.zoomed:
            fill_width = frame.clientWidth / svg.viewBox.baseVal.width
            frame.classList.add("zoomed")
            self.enlarge(frame, svg, max(ZOOMED_TARGET_PX / units, fill_width))
            self.label(_("Zoom out"), zoom_in=False)
            self.button.hidden = False
            return
        self.label(_("Zoom in"), zoom_in=True)
        self.button.hidden = pixels >= MIN_TARGET_PX
        if pixels < FLOOR_TARGET_PX:
            frame.classList.add("floored")
            self.enlarge(frame, svg, FLOORED_TARGET_PX / units)
        else:
            self.panning = False

    def label(self, words: str, zoom_in: bool) -> None:
        """The button's icon and words; left alone when they are the same."""
        markup = join(icon(zoom_in), tag("span", words, class_="zoom-label"))
        if self.button.innerHTML != markup:
            self.button.innerHTML = markup

    def enlarge(self, frame: Any, svg: Any, scale: float) -> None:
        """Draws the SVG `scale` pixels to its unit in its panning frame, where
        the player left it (in the middle, when it has only now grown larger
        than its frame)."""
        view_box = svg.viewBox.baseVal
        svg.style.width = f"{view_box.width * scale:.0f}px"
        svg.style.height = f"{view_box.height * scale:.0f}px"
        if self.panning:
            frame.scrollLeft, frame.scrollTop = self.pan
        else:
            self.panning = True
            frame.scrollLeft = (frame.scrollWidth - frame.clientWidth) / 2
            frame.scrollTop = (frame.scrollHeight - frame.clientHeight) / 2

    def toggle(self, *_event: Any) -> None:
        self.zoomed = not self.zoomed
        self.panning = False
        self.refresh()


def icon(zoom_in: bool) -> Markup:
    """A magnifying glass, with a plus to zoom in and a minus to zoom out: on
    a phone the button shows it alone (site.css), its words left for screen
    readers, so the status line beside it keeps its room."""
    return tag(
        "svg",
        tag("circle", cx=10, cy=10, r=6.5),
        tag("path", d="M15 15l6 6M7 10h6" + ("M10 7v6" if zoom_in else "")),
        class_="zoom-icon",
        viewBox="0 0 24 24",
        aria_hidden="true",
    )
