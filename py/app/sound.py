"""Sound: a few short sounds for what happens at the table (a piece or tile
laid, dice rolled, the turn come to someone at this device, the game over),
off until the player turns them on, and remembered on the device. The page
chooses the sound; the browser makes it (static/sound.js).

Only a move shown for the first time sounds: a redraw, undo, a replay or a
reload shows nothing new, and stays silent."""

from __future__ import annotations

from typing import Protocol

import oddsevens

from .board import Board, Table
from .markup import Markup, toggle
from .storage import PREFIX, Preference
from .words import _

SOUND_KEY = f"{PREFIX}sound"
SOUND_EVENT = "oddsevens:sound"
"""The event the page dispatches for a sound, which static/sound.js listens for
(the build declares it there: sitebuild.pages.SHARED_VALUES)."""
"""localStorage entry remembering whether sound is on."""


class SoundTable(Table, Protocol):
    """What the sounds ask of their page."""

    board: Board


class Sound:
    def __init__(self, table: SoundTable) -> None:
        self.table = table
        self.wanted = Preference(table.saved.store, SOUND_KEY, default=False)

    def button(self) -> Markup:
        return toggle(_("Sound"), "sound", self.wanted.on)

    def toggle(self) -> None:
        """The Sound button. Turned on, it sounds at once: the player hears
        what it does, and the browser, which starts audio only on a tap,
        starts it on this one."""
        self.wanted.toggle()
        if self.wanted.on:
            self.table.screen.sound("laid")
        self.table.render()

    def moved(self, before: oddsevens.State, after: oddsevens.State) -> None:
        """The move from `before` to `after` is on screen for the first time:
        its own sound (a piece laid, dice), then the game's end, or "your
        turn" when a person at this device who was not to move now is."""
        if not self.wanted.on:
            return
        screen = self.table.screen
        last = after.last_move()
        assert last is not None, "a move was just shown"
        own = self.table.board.move_sound(last[1])
        if own:
            screen.sound(own)
        if after.over:
            screen.sound("game-over")
        elif self.people_to_move(after) - self.people_to_move(before):
            screen.sound("your-turn")

    def people_to_move(self, state: oddsevens.State) -> set[int]:
        return {seat for seat in state.to_move if self.table.seats.kind(seat) == "human"}
