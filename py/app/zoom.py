"""Zoom for boards whose targets come out smaller than a fingertip.

A board is fitted to the screen, so on a phone a big one (a hex board with
many cells, a crowded domino table) can have cells under 44 CSS pixels.
Then a "Zoom in" button appears beside the status line, in its row. Zoomed,
the drawing is large enough for its smallest target to be about 48 pixels,
inside a frame that pans (scrolls) both ways without moving the page
sideways; "Zoom out" fits it to the screen again. The button shows only
when it helps.

The frame is the board itself, or, where a board draws parts that must stay
put beside its drawing (Even at Odds' hands), the `.zoom-frame` round the
drawing alone: only the drawing then zooms and pans, and the hands stay in
reach, never over a cell. Redrawing the board after a tap keeps the pan
where the player left it.
"""

from __future__ import annotations

from typing import Any

from .words import _

MIN_TARGET_PX = 44.0
ZOOMED_TARGET_PX = 48.0
TARGETS = "[data-cell], [data-tile], [data-die], [data-color]"
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
        """The smallest side of any target: in the SVG's own units, and in CSS pixels as drawn now."""
        units = pixels = float("inf")
        for element in svg.querySelectorAll(TARGETS):
            box = element.getBBox()
            drawn = element.getBoundingClientRect()
            if box.width > 0 and box.height > 0:
                units = min(units, box.width, box.height)
            if drawn.width > 0 and drawn.height > 0:
                pixels = min(pixels, drawn.width, drawn.height)
        return units, pixels

    def remember_pan(self) -> None:
        """Before the board is drawn again: where the zoomed frame is panned to."""
        frame = self.frame()
        self.pan = (frame.scrollLeft, frame.scrollTop)

    def refresh(self, *_event: Any) -> None:
        """After every board render, and when the window changes size."""
        frame = self.frame()
        frame.classList.toggle("zoomed", self.zoomed)
        svg = frame.querySelector(DRAWING)
        units, pixels = self.smallest_target(svg) if svg else (float("inf"), float("inf"))
        if units == float("inf"):
            self.button.hidden = True
            return
        if self.zoomed:
            view_box = svg.viewBox.baseVal
            scale = max(ZOOMED_TARGET_PX / units, frame.clientWidth / view_box.width)
            svg.style.width = f"{view_box.width * scale:.0f}px"
            svg.style.height = f"{view_box.height * scale:.0f}px"
            frame.scrollLeft, frame.scrollTop = self.pan
            self.button.textContent = _("Zoom out")
            self.button.hidden = False
        else:
            self.button.textContent = _("Zoom in")
            self.button.hidden = pixels >= MIN_TARGET_PX

    def toggle(self, *_event: Any) -> None:
        self.zoomed = not self.zoomed
        frame = self.frame()
        if not self.zoomed:
            svg = frame.querySelector(DRAWING)
            if svg:
                svg.style.removeProperty("width")
                svg.style.removeProperty("height")
        self.pan = (0.0, 0.0)
        self.refresh()
        if self.zoomed:
            frame.scrollLeft = (frame.scrollWidth - frame.clientWidth) / 2
            frame.scrollTop = (frame.scrollHeight - frame.clientHeight) / 2
