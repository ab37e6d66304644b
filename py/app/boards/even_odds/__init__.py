"""The Even Odds page: tap one of your own tiles (you see only its colour and
shape) to play it; after a 10, tap the colour the next player must follow.

Each screen shows everyone's numbers except its owner's, so when several
people share the device the table between two turns is the spectator's, with
every rack face down, until the next player asks for their own screen.

`board` is the game's Board (its questions, taps and undo), composed of
`pace` (how long a dispute and a round stay on the table), `words` (the
status line and the result) and `panels` (the notes and the standings)."""

from .board import EvenOddsBoard

__all__ = ["EvenOddsBoard"]
