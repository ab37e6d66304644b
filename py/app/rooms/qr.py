"""The invitation to a room as a QR code, for a guest to scan from the host's
screen: drawn by the page with segno, which the page loads only when a room
opens (app.rooms.qr_loader), so that a first visit downloads none of it."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from app.markup import Markup, drawing
from oddsevens.render.svg import SVG_NS

QUIET_ZONE = 4
"""The light margin around the code, in modules: the four the QR standard asks for."""

DARK = "#111"
LIGHT = "#fff"
"""The modules' colours in every theme: a camera reads dark modules on a light
ground, and many readers fail on a code drawn light on dark."""


def invitation_code(address: str, label: str) -> Markup | None:
    """`address` as a QR code in SVG, at error correction level M (or higher
    where segno finds that it fits in the same size), scaled by CSS to its
    box (a viewBox, no size), a white ground over the quiet zone too, and
    `label` as its name for a screen reader. None while segno is not loaded:
    the lobby then shows the link and the share button only."""
    try:
        import segno
    except ImportError:
        return None
    code = segno.make_qr(address, error="m")
    svg = code.svg_inline(dark=DARK, light=LIGHT, border=QUIET_ZONE, omitsize=True, svgclass="invitation-code", lineclass=None)
    root = ET.fromstring(svg)
    root.set("xmlns", SVG_NS)
    root.set("role", "img")
    root.set("aria-label", label)
    root.set("shape-rendering", "crispEdges")  # no hairline seams between rows at any scale
    return drawing(ET.tostring(root, encoding="unicode"))
