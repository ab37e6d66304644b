"""Each game's page: its board, what a tap on it does, its words and its
panels. A game's part is a package split by concern (`board`, `taps`,
`panels`, `words`, ...), so the tap logic, a panel or a sentence is found
by its file name; a game small enough for one file (Dualities) keeps one
module. Either is named by the game's `Game.page`. What every page shares
(the controller, dialogs, storage, sharing, keyboard, zoom) is the rest of
`app`."""
