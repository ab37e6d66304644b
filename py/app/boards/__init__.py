"""Each game's page: its board, what a tap on it does, its words and its
panel, one module a game (named by the game's `Game.page`). What every page
shares (the controller, dialogs, storage, sharing, keyboard, zoom) is the
rest of `app`."""
