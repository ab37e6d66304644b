"""Which games have a page, and the class that drives it ("module:Class",
as each game names it: `Game.page`).

Plain strings, so the build can read this without importing the pages."""

import oddsevens

PAGES: dict[str, str] = {game.id: game.page for game in oddsevens.GAMES.values() if game.page is not None}
