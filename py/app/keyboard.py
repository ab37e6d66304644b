"""Keyboard play and focus that survives re-rendering.

Inside the board's SVG the interactive elements ([role=button]) form one
tab stop with a roving tabindex: one of them has tabindex 0, the others -1.
The arrow keys move focus to the nearest element in that direction, judged
by where the elements are on screen, so the same code serves hex grids,
square grids, tile rows and dice. Enter or Space sends the element the same
click a tap would. Home and End go to the first and last element.

Every region is re-rendered by replacing its markup; `FocusKeeper` notes
what had focus before and puts focus back on the element with the same
identity (an attribute that makes it tappable, app.screen.TAPPABLE, or a
button's data-action and data-value) afterwards, or on the region's first
control when that element is gone.

The browser's objects come in as arguments (`document`, `window`), so this
module imports nothing of Pyodide's and its geometry runs under plain Python.
"""

from __future__ import annotations

import math
from typing import Any

from .screen import TAPPABLE

BOARD_TARGETS = "svg [role=button]"
"""The board's interactive elements, the stops of the roving tabindex."""
FOCUSABLE = (
    "svg [role=button], button:not([disabled]), a[href], input:not([disabled]), "
    "select:not([disabled]), [tabindex]:not([tabindex='-1'])"
)
IDENTITY_ATTRIBUTES = (*TAPPABLE, "data-action")
"""What names an element, looked for in this order: what a tap on it means, else a button's action."""
DIRECTIONS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
CONE = 1.0
"""How far off the arrow's line a step may lead: sideways distance at most
this many times the distance along the arrow (1.0 is 45 degrees)."""

Identity = tuple[str, str, str]
"""(attribute, its value, data-value): what makes an element the same one after a re-render."""
NO_IDENTITY: Identity = ("", "", "")


def attribute(element: Any, name: str) -> str:
    """The attribute's value, "" when absent (JavaScript null)."""
    value = element.getAttribute(name)
    return str(value) if value else ""


def query(region: Any, selector: str) -> Any | None:
    """The first match, or None (querySelector gives JavaScript null)."""
    found = region.querySelector(selector)
    return found if found else None


def identity(element: Any) -> Identity:
    for name in IDENTITY_ATTRIBUTES:
        value = attribute(element, name)
        if value:
            return name, value, attribute(element, "data-value")
    return NO_IDENTITY


def centre(element: Any) -> tuple[float, float]:
    box = element.getBoundingClientRect()
    return box.left + box.width / 2, box.top + box.height / 2


def step(origin: tuple[float, float], places: list[tuple[float, float]], dx: int, dy: int) -> int | None:
    """Index of the place one arrow press away from `origin`: the nearest one
    ahead within the cone, its distance off the arrow's line counting extra.
    Up and down fall back to anything ahead, so a row far to the side is
    still reachable. Of two places equally good (the two cells below a hex
    cell) down takes the left one and up the right one (left the upper, right
    the lower), so a press and its opposite come back to the start."""
    def score(place: tuple[float, float], cone: float | None) -> tuple[float, float] | None:
        vx, vy = place[0] - origin[0], place[1] - origin[1]
        along = vx * dx + vy * dy
        side = vx * dy - vy * dx
        if along < 1 or (cone is not None and abs(side) > along * cone):
            return None
        return round(math.hypot(vx, vy) + abs(side)), side

    for cone in (CONE, None) if dy else (CONE,):
        scored = [(value, index) for index, place in enumerate(places) if (value := score(place, cone)) is not None]
        if scored:
            return min(scored)[1]
    return None


class FocusKeeper:
    """Focus for regions whose markup is replaced wholesale, and keyboard
    play on the board."""

    def __init__(self, document: Any, window: Any, board_id: str = "board") -> None:
        self.document = document
        self.window = window
        self.board_id = board_id
        self.board_stop: Identity = NO_IDENTITY
        """The board element that holds tabindex 0, kept across re-renders."""

    def options(self, **values: Any) -> Any:
        """A JavaScript object of options, for focus() or an event."""
        options = self.window.Object.new()
        for name, value in values.items():
            setattr(options, name, value)
        return options

    # -- re-rendering -----------------------------------------------------------
    def before_change(self, region: Any) -> Identity | None:
        """What had focus inside `region` (NO_IDENTITY for something nameless,
        the region itself included); None when focus was elsewhere."""
        active = self.document.activeElement
        if not active or not region.contains(active):
            return None
        return identity(active)

    def after_change(self, region: Any, had_focus: Identity | None) -> None:
        if region.id == self.board_id:
            self.rove(region)
        if had_focus is None:
            return
        target = self.find(region, had_focus) if had_focus != NO_IDENTITY else None
        if target is None and region.id == self.board_id:
            target = query(region, f"{BOARD_TARGETS}[tabindex='0']")
        if target is None:
            target = query(region, FOCUSABLE)
        if target is None and region.id == self.board_id:
            region.setAttribute("tabindex", "-1")
            target = region
        if target is not None:
            target.focus(self.options(preventScroll=True))

    @staticmethod
    def find(region: Any, wanted: Identity) -> Any | None:
        name, value, data_value = wanted
        for element in region.querySelectorAll(f"[{name}]"):
            if attribute(element, name) == value and attribute(element, "data-value") == data_value:
                if element.matches(FOCUSABLE):
                    return element
        return None

    # -- the board's roving tabindex -----------------------------------------------
    def rove(self, board: Any) -> None:
        targets = list(board.querySelectorAll(BOARD_TARGETS))
        if not targets:
            return
        chosen = self.find(board, self.board_stop) if self.board_stop != NO_IDENTITY else None
        if chosen is None or chosen.getAttribute("role") != "button":
            chosen = targets[0]
        for target in targets:
            target.setAttribute("tabindex", "0" if target == chosen else "-1")
        board.removeAttribute("tabindex")

    def on_focus_in(self, event: Any) -> None:
        target = event.target
        if not target.matches(BOARD_TARGETS):
            return
        self.board_stop = identity(target)
        board = self.document.getElementById(self.board_id)
        for other in board.querySelectorAll(BOARD_TARGETS):
            other.setAttribute("tabindex", "0" if other == target else "-1")

    def on_key_down(self, event: Any) -> None:
        target = event.target
        if event.altKey or event.ctrlKey or event.metaKey or not target.matches(BOARD_TARGETS):
            return
        key = event.key
        if key in ("Enter", " "):
            event.preventDefault()
            if not event.repeat:
                target.dispatchEvent(self.window.MouseEvent.new("click", self.options(bubbles=True, cancelable=True)))
            return
        board = self.document.getElementById(self.board_id)
        targets = list(board.querySelectorAll(BOARD_TARGETS))
        chosen = None
        if key == "Home":
            chosen = targets[0]
        elif key == "End":
            chosen = targets[-1]
        elif key in DIRECTIONS:
            others = [element for element in targets if element != target]
            index = step(centre(target), [centre(element) for element in others], *DIRECTIONS[key])
            chosen = others[index] if index is not None else None
        else:
            return
        event.preventDefault()
        if chosen is not None:
            chosen.focus()
