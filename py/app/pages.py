"""Which games have a page, and the board each page is built around
("module:Class", as each game names it: `Game.page`).

Plain strings, so the build can read this without importing the pages."""

import oddsevens

PAGES: dict[str, str] = {game.id: game.page for game in oddsevens.GAMES.values() if game.page is not None}
MENU: list[str] = [game_id for game_id in PAGES if oddsevens.game(game_id).listed]
"""The games the site's menu offers, in its order."""
