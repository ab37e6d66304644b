"""The site's one stylesheet, dist/static/site.css: static/site.css (what
every page shares: the colours, the page, the panels, the hex cells that
Dualities and Evening both draw), then each game's own stylesheet,
static/games/<game id>.css, in the menu's order.

A game's stylesheet styles only what is named after the game: classes and
ids that start with its id (`evening-board`) or, for an id of several words,
its initials (`eao-step` for even-at-odds), so the order of the games'
stylesheets never matters; tests/site_build/test_build.py holds site.css
and the games' stylesheets to that. Pages still load one file, and the
offline cache lists that one file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sitebuild.project import ROOT, BuildError

SHARED_STYLESHEET = ROOT / "static" / "site.css"
GAME_STYLESHEETS = ROOT / "static" / "games"
"""One stylesheet per game with a page, named after the game's id. Built
into the site's stylesheet, never copied on their own."""


def game_stylesheet(game_id: str) -> Path:
    return GAME_STYLESHEETS / f"{game_id}.css"


def site_stylesheet(entries: list[dict[str, Any]]) -> str:
    """static/site.css, then the stylesheet of each game of `entries` (the
    menu's, sitebuild.pages.games) that has one, each after a comment that
    names its file."""
    known = {entry["id"] for entry in entries}
    strays = sorted(path.name for path in GAME_STYLESHEETS.glob("*.css") if path.stem not in known)
    if strays:
        raise BuildError(f"static/games/{strays[0]} is for no game with a page (the games: {', '.join(sorted(known))})")
    parts = [SHARED_STYLESHEET.read_text(encoding="utf-8")]
    for entry in entries:
        path = game_stylesheet(entry["id"])
        if path.exists():
            parts.append(f"\n/* {path.relative_to(ROOT).as_posix()} */\n{path.read_text(encoding='utf-8')}")
    return "".join(parts)


def write_stylesheet(dest: Path, entries: list[dict[str, Any]]) -> None:
    """dest/static/site.css, the stylesheet every page loads."""
    (dest / "static" / "site.css").write_text(site_stylesheet(entries), encoding="utf-8")
