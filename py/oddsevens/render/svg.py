"""Small helpers shared by the SVG renderers (ElementTree does the escaping)."""

from __future__ import annotations

import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Iterable

SVG_NS = "http://www.w3.org/2000/svg"


def number(value: float) -> str:
    """Short, stable text for a coordinate."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def points(corners: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{number(x)},{number(y)}" for x, y in corners)


def element(parent: ET.Element | None, tag: str, text: str | None = None, **attributes: object) -> ET.Element:
    """A child element; attribute names use _ for -, and None values are left out."""
    attrs = {
        key.rstrip("_").replace("_", "-"): number(value) if isinstance(value, float) else str(value)
        for key, value in attributes.items()
        if value is not None
    }
    node = ET.Element(tag, attrs) if parent is None else ET.SubElement(parent, tag, attrs)
    if text is not None:
        node.text = text
    return node


def svg_root(min_x: float, min_y: float, width: float, height: float, **attributes: object) -> ET.Element:
    return element(
        None,
        "svg",
        None,
        xmlns=SVG_NS,
        viewBox=f"{number(min_x)} {number(min_y)} {number(width)} {number(height)}",
        **attributes,
    )


def to_text(root: ET.Element) -> str:
    return ET.tostring(root, encoding="unicode")


def text_width(text: str, size: float) -> float:
    """About how wide `text` is drawn at font size `size`. A renderer cannot
    measure text, so it counts: a wide (East Asian) character one em, any
    other 0.6 em, a little more than the site's fonts draw most letters."""
    return sum(size if unicodedata.east_asian_width(char) in "WF" else 0.6 * size for char in text)


def fit_text(node: ET.Element, room: float, size: float) -> ET.Element:
    """Squeezes a text element's words into `room` units across where they
    would run longer (SVG's textLength), so that they never run into what
    is drawn beside them in a language with longer words; returns it."""
    if text_width(node.text or "", size) > room:
        node.set("textLength", number(room))
        node.set("lengthAdjust", "spacingAndGlyphs")
    return node


def classes(*names: str | None) -> str:
    return " ".join(name for name in names if name)


PIP_SPOTS: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}
"""Where the pips of each die or domino face sit: offsets from the face's
centre in units of a pip step (-1, 0 or 1 along each axis)."""
