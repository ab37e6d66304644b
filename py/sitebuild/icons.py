"""Installing the site as an app: the PNG icons drawn from static/icon.svg,
the web app manifest, and the head tags every page shares."""

from __future__ import annotations

import dataclasses
import io
import json
import re
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from PIL import Image, ImageColor, ImageDraw

from sitebuild.project import ROOT, BuildError

SVG = "{http://www.w3.org/2000/svg}"
# (file in static/, size in px, purpose): "maskable" and Apple's icon fill the
# whole square, as their platforms cut their own shape out of it.
PNG_ICONS = (
    ("icon-192.png", 192, "any"),
    ("icon-512.png", 512, "any"),
    ("icon-maskable-512.png", 512, "maskable"),
    ("apple-touch-icon.png", 180, "apple"),
)
SUPERSAMPLING = 8
"""Icons are drawn this many times larger, then each square of
SUPERSAMPLING x SUPERSAMPLING pixels is averaged into one: antialiased edges."""

Colour = tuple[int, int, int]


def scheme_colours() -> dict[str, str]:
    """The page background (--paper) of site.css in its light and dark schemes."""
    css = (ROOT / "static" / "site.css").read_text(encoding="utf-8")
    papers = re.findall(r"--paper:\s*(#[0-9a-fA-F]{3,8})\s*;", css)
    if len(papers) < 2:
        raise BuildError("static/site.css must set --paper for the light scheme and then for the dark one")
    return {"light": papers[0], "dark": papers[1]}


def app_head(prefix: str) -> str:
    """Head tags every page shares: icons, manifest, theme colours, offline support."""
    colours = scheme_colours()
    return (
        f'<link rel="icon" href="{prefix}static/icon.svg" type="image/svg+xml">\n'
        f'<link rel="apple-touch-icon" href="{prefix}static/apple-touch-icon.png">\n'
        f'<link rel="manifest" href="{prefix}manifest.webmanifest">\n'
        f'<meta name="theme-color" content="{colours["light"]}" media="(prefers-color-scheme: light)">\n'
        f'<meta name="theme-color" content="{colours["dark"]}" media="(prefers-color-scheme: dark)">\n'
        f'<script type="module" src="{prefix}static/offline.js"></script>'
    )


def web_manifest(entries: list[dict[str, Any]]) -> dict[str, Any]:
    paper = scheme_colours()["light"]
    icons = [{"src": "static/icon.svg", "sizes": "any", "type": "image/svg+xml"}]
    for name, size, purpose in PNG_ICONS:
        if purpose != "apple":
            icons.append({"src": f"static/{name}", "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose})
    return {
        "name": "Odds & Evens",
        "short_name": "Odds & Evens",
        "description": "Five games where even meets odd, to play on this device against a friend or the computer, even offline.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": paper,
        "theme_color": paper,
        "icons": icons,
        "shortcuts": [
            {"name": entry["title"], "url": f"./?game={entry['id']}"} for entry in entries if entry["listed"]
        ],
    }


@dataclasses.dataclass(frozen=True)
class RoundedRect:
    x: float
    y: float
    width: float
    height: float
    radius: float
    colour: Colour


@dataclasses.dataclass(frozen=True)
class Polygon:
    points: tuple[tuple[float, float], ...]
    colour: Colour


def icon_shapes(svg_text: str) -> tuple[float, list[RoundedRect | Polygon]]:
    """The icon's side length and shapes, from an SVG of rects and polygons."""
    svg = ElementTree.fromstring(svg_text)
    side = float(svg.get("viewBox", "").split()[2])
    shapes: list[RoundedRect | Polygon] = []
    for element in svg:
        try:
            colour = ImageColor.getrgb(element.get("fill", "#000"))[:3]
        except ValueError as error:
            raise BuildError(f"static/icon.svg: {error}") from None
        if element.tag == SVG + "rect":
            x, y, width, height, rx = (float(element.get(name, "0")) for name in ("x", "y", "width", "height", "rx"))
            shapes.append(RoundedRect(x, y, width, height, rx, colour))
        elif element.tag == SVG + "polygon":
            values = [float(value) for value in re.split(r"[\s,]+", element.get("points", "").strip())]
            shapes.append(Polygon(tuple(zip(values[0::2], values[1::2], strict=True)), colour))
        else:
            raise BuildError(f"static/icon.svg: the PNG icons can draw rect and polygon, not {element.tag}")
    return side, shapes


def render_icon(svg_text: str, size: int, full_bleed: bool) -> bytes:
    """The icon as a size x size RGBA PNG; `full_bleed` squares the rounded
    corners, for platforms that cut their own shape out of the icon."""
    side, shapes = icon_shapes(svg_text)
    large = size * SUPERSAMPLING
    scale = large / side
    image = Image.new("RGBA", (large, large), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    # The SVG's coordinates name the edges between pixels, Pillow's name the
    # pixels themselves: a box is given its first and its last pixel, and a
    # polygon's corners move by half a pixel. Pillow's own rounding at a
    # slanted edge then costs at most a supersampled pixel, 1/8 of the icon's.
    for shape in shapes:
        if isinstance(shape, RoundedRect):
            box = (
                shape.x * scale,
                shape.y * scale,
                (shape.x + shape.width) * scale - 1,
                (shape.y + shape.height) * scale - 1,
            )
            radius = 0 if full_bleed else round(shape.radius * scale)
            draw.rounded_rectangle(box, radius=radius, fill=shape.colour)
        else:
            draw.polygon([(x * scale - 0.5, y * scale - 0.5) for x, y in shape.points], fill=shape.colour)
    small = image.resize((size, size), Image.Resampling.BOX)
    out = io.BytesIO()
    small.save(out, "PNG", compress_level=9)
    return out.getvalue()


def write_app_files(dest: Path, entries: list[dict[str, Any]]) -> None:
    """The PNG icons into dest/static and dest/manifest.webmanifest."""
    svg_text = (ROOT / "static" / "icon.svg").read_text(encoding="utf-8")
    for name, size, purpose in PNG_ICONS:
        (dest / "static" / name).write_bytes(render_icon(svg_text, size, full_bleed=purpose != "any"))
    manifest = json.dumps(web_manifest(entries), indent=2, ensure_ascii=False)
    (dest / "manifest.webmanifest").write_text(manifest + "\n", encoding="utf-8")
