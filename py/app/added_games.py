"""Games registered from outside the oddsevens package, such as the game
the tests add: the build packages their modules and lists them in
added_games.json beside this module, and the page and the bots' worker
import them before they look a game up (importing registers it)."""

from __future__ import annotations

import importlib
import json
import pkgutil

ADDED_GAMES = "app/added_games.json"
"""Where the list lies in oddsevens.zip (sitebuild.package writes it)."""


def import_added_games() -> None:
    """Imports every module the list names; none where there is no list
    (plain CPython, which has the games it imported itself)."""
    try:
        listed = pkgutil.get_data(__package__, "added_games.json")
    except OSError:  # no such file: zipimport and the file system say it differently
        return
    for module in json.loads(listed or b"[]"):
        importlib.import_module(module)
