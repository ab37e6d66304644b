"""The Even at Odds page, one module a concern:

- board.py: `EvenAtOddsBoard`, which the game names as its page and which composes the parts below;
- taps.py: how a tile is picked, turned and laid by taps (the tap state machine);
- position.py: the views and the legal moves of the position on screen, kept per state;
- tabletop.py: the hands and the table, as the renderer draws them;
- panels.py: the panel (team choice and flip, score cards, match, solo game) and the game's buttons;
- words.py: the status line and the hint; results.py: the results and the key to the finished table;
- questions.py: the new-game questions; undo.py: what Undo may take back;
- tiles.py: the tiles, cells, teams and phases as the page names them.

Undo never crosses a draw: once a tile has come from the boneyard (or a
finished game has shown the hands) the move stays made."""

from .board import EvenAtOddsBoard

__all__ = ["EvenAtOddsBoard"]
