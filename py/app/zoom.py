"""Zoom for boards whose targets come out smaller than a fingertip.

A board is fitted to the screen, so on a phone a big one (a hex board with
many cells, a crowded domino table) can have cells under 44 CSS pixels.
Then a "Zoom in" button appears beside the status line. Zoomed, the board
is drawn large enough for its smallest target to be about 48 pixels, inside
a frame that pans (scrolls) both ways without moving the page sideways;
"Zoom out" fits it to the screen again. The button shows only when it helps.
"""

from __future__ import annotations

from typing import Any

MIN_TARGET_PX = 44.0
ZOOMED_TARGET_PX = 48.0
TARGETS = "[data-cell], [data-tile], [data-die], [data-color]"
"""Everything on a board that can be tapped in some position."""
DRAWING = ":scope > svg"
"""The board's drawing that zooms: a picture drawn apart from it inside a
block of its own (Even at Odds' hands) keeps its size, so it stays in reach."""


class BoardZoom:
    def __init__(self, document: Any, board_id: str = "board", before_id: str = "status") -> None:
        self.board = document.getElementById(board_id)
        self.zoomed = False
        self.button = document.createElement("button")
        self.button.type = "button"
        self.button.className = "zoom-toggle"
        self.button.setAttribute("aria-controls", board_id)
        self.button.hidden = True
        document.getElementById(before_id).before(self.button)

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

    def refresh(self, *_: Any) -> None:
        """After every board render, and when the window changes size."""
        self.board.classList.toggle("zoomed", self.zoomed)
        svg = self.board.querySelector(DRAWING)
        units, pixels = self.smallest_target(svg) if svg else (float("inf"), float("inf"))
        if units == float("inf"):
            self.button.hidden = True
            return
        if self.zoomed:
            view_box = svg.viewBox.baseVal
            scale = max(ZOOMED_TARGET_PX / units, self.board.clientWidth / view_box.width)
            svg.style.width = f"{view_box.width * scale:.0f}px"
            svg.style.height = f"{view_box.height * scale:.0f}px"
            self.button.textContent = "Zoom out"
            self.button.hidden = False
        else:
            self.button.textContent = "Zoom in"
            self.button.hidden = pixels >= MIN_TARGET_PX

    def toggle(self, *_: Any) -> None:
        self.zoomed = not self.zoomed
        if not self.zoomed:
            svg = self.board.querySelector(DRAWING)
            if svg:
                svg.style.removeProperty("width")
                svg.style.removeProperty("height")
        self.refresh()
        if self.zoomed:
            self.board.scrollLeft = (self.board.scrollWidth - self.board.clientWidth) / 2
            self.board.scrollTop = (self.board.scrollHeight - self.board.clientHeight) / 2
