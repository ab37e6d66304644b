"""Evening's buttons beside Undo and New game: in the free game each side's
Done toggle (pressed by its player once they have nothing more to place,
cleared by any new stone); with alternating turns, Pass. The Coordinates
toggle follows either."""

from __future__ import annotations

from ...board import Table
from ...coordinates import Coordinates
from ...markup import Markup, button, join, toggle
from ...words import _, pgettext
from .sides import plays_free


def game_buttons(table: Table, coordinates: Coordinates) -> Markup:
    state = table.history[-1]
    humans = table.acting_seats()
    if plays_free(state):
        done = state.view(None)["done"]
        # Translators: each player's Done toggle (free protocol), named for their side.
        labels = (_("White: Done"), _("Black: Done"))
        toggles = [
            toggle(labels[seat], "done", done[seat], value=str(seat))
            if seat in humans and "done" in state.legal_moves(seat)
            else button(labels[seat], "done", value=str(seat), disabled=True)
            for seat in (0, 1)
        ]
        return join(toggles, coordinates.button())
    can_pass = bool(humans) and "pass" in state.legal_moves(humans[0])
    hinted = table.hint_shown() == "pass"
    # Translators: the button that passes the turn.
    label = pgettext("button", "Pass")
    return join(button(label, "pass", disabled=not can_pass, suggested=hinted), coordinates.button())
