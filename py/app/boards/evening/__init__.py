"""The Evening page: tap a marked cell to place a stone of the colour it is
marked in. Against the computer the players alternate; two friends can play
the original turn-less game, where each has a Done toggle.

`board` is the game's Board (its questions and hooks), composed of `taps`
(a stone on a cell, Pass and Done), `panels` (the score cards and the table
of group sizes), `buttons` (Done, Pass, Coordinates), `standing` (how the
groups decide, in words), `words` (the other sentences) and `sides` (White
and Black, and how they take turns)."""

from .board import EveningBoard

__all__ = ["EveningBoard"]
