"""What Undo may take back in Even at Odds: never a move across a draw.

Once a tile has come from the boneyard (or a finished game has shown the
hands) the move stays made; in hot-seat play Undo takes back only the move
of the player whose hand is on screen."""

from __future__ import annotations

import oddsevens

from ...board import Table
from ...words import _
from .tiles import NEXT_GAME


def chance_marks(state: oddsevens.State) -> tuple:
    """What changes only when chance or a hidden hand is revealed: a draw,
    the tiles put aside going to the hands, a finished duel or a new deal,
    the helper's swap, a new solo turn."""
    view = state.view(None)
    if view["solo"]:
        return view["boneyard"], view["turn"], view["helper_used"]
    return view["boneyard"], view["removed"], view["phase"] in (NEXT_GAME, "over"), view["match"]["game_number"]


def not_the_hand_on_screen(table: Table) -> bool:
    """In hot-seat play: whether the last move is not that of the player whose hand is on screen."""
    last = table.history[-1].last_move()
    return len(table.seats.humans()) > 1 and (last is None or last[0] != table.handover_seat())


def may_undo(table: Table, back: int) -> bool:
    """Whether Undo may take back the last `back` moves."""
    if not_the_hand_on_screen(table):
        return False
    return chance_marks(table.history[-back - 1]) == chance_marks(table.history[-1])


def undo_refusal(table: Table, back: int) -> str:
    """Which of `may_undo`'s reasons holds, in the player's words."""
    if not_the_hand_on_screen(table):
        return _("Undo takes back only the move of the player whose hand is on screen.")
    before, now = table.history[-back - 1].view(None), table.history[-1].view(None)
    if now["solo"] and before["turn"] != now["turn"]:
        return _("That move cannot be taken back: a new turn has begun, with its tiles drawn.")
    if now["solo"] and before["helper_used"] != now["helper_used"]:
        return _("That move cannot be taken back: the helper has swapped a tile since.")
    if not now["solo"] and before["match"]["game_number"] != now["match"]["game_number"]:
        return _("That move cannot be taken back: that game is over and a new one has been dealt.")
    if not now["solo"] and before["removed"] != now["removed"]:
        return _("That move cannot be taken back: the tiles put aside have gone to the hands since.")
    if before["boneyard"] != now["boneyard"]:
        return _(
            "That move cannot be taken back: a tile has been drawn from the draw pile since, "
            "and a drawn tile is not put back."
        )
    return _("That move cannot be taken back: that game is over.")
