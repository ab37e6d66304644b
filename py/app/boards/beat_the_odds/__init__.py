"""The Beat the Odds page: Roll, then answer the choices the dice offer (re-roll
an odd die after a 2-2, double a line after a 4-4), with an odds panel giving
the exact chances of the next roll and what each option is worth.

The computer plays the options the odds rank best (below hard, not always):
each of its choices is shown against the best in the odds panel, the status
line says one that was not the best, and the final standings say how many
expected points every player's choices gave away. Undo takes back only a
choice that revealed nothing (a double, or keeping a roll): dice once rolled
stay rolled.

`board` is the game's Board (its questions, pace and undo), composed of
`sheet` (the score sheet on the board), `odds` (the exact odds and each
choice judged against the best), `taps` (the buttons and dice), `panels`
(the panel's markup) and `words` (every sentence); `moves` tells the moves
apart."""

from .board import BeatTheOddsBoard

__all__ = ["BeatTheOddsBoard"]
