"""Even Odds' panel beside the table: the rules in short and, once the
game is over, the final standings."""

from __future__ import annotations

from typing import Any

import oddsevens

from ...markup import Markup, join, tag
from ...seats import Seats
from ...words import _, ngettext
from .words import place_in_standings


def panel(state: oddsevens.State, seats: Seats, undo_note: str) -> Markup:
    """The standings (at the end) over the notes; `undo_note` says what Undo
    may take back, while the game goes on."""
    rounds = state.options["rounds"]
    hints = [
        _(
            "You see everyone's numbers except your own: your rack shows only each tile's colour and shape "
            "(square even, triangle odd)."
        ),
        ngettext(
            "Each dispute, everyone plays one tile, following the colour asked for if they can. The highest "
            "number wins the dispute, and its player takes the lowest number played as points against them: "
            "the lowest total after {count} round wins. A 10 names the colour to follow.",
            "Each dispute, everyone plays one tile, following the colour asked for if they can. The highest "
            "number wins the dispute, and its player takes the lowest number played as points against them: "
            "the lowest total after {count} rounds wins. A 10 names the colour to follow.",
            rounds,
        ).format(count=rounds),
        # Translators: the symbol drawn on the tiles of each colour (the same words as on the table).
        _("Symbols: blue circle, yellow star, black cross, pink heart, green leaf."),
    ]
    if not state.over:
        hints.append(undo_note)
    notes = tag("div", [tag("p", text, class_="hint") for text in hints], class_="even-odds-notes")
    return join(standings_table(state.view(None), seats) if state.over else None, notes)


def standings(view: dict[str, Any]) -> list[tuple[int, int]]:
    """(place, seat), best first: lowest total, then fewest points in the last round."""
    last = view["round_scores"][-1]
    key = {seat: (view["scores"][seat], last[seat]) for seat in range(view["players"])}
    order = sorted(key, key=lambda seat: (key[seat], seat))
    return [(1 + sum(key[other] < key[seat] for other in key), seat) for seat in order]


def standings_table(view: dict[str, Any], seats: Seats) -> Markup:
    """The final standings: each player's place, total and points in the last round."""
    last = view["round_scores"][-1]
    rows = [
        tag(
            "tr",
            tag("td", place_in_standings(place)),
            tag("th", seats.name(seat), scope="row"),
            tag("td", view["scores"][seat]),
            tag("td", last[seat]),
            class_="winner" if seat in view["winners"] else None,
        )
        for place, seat in standings(view)
    ]
    title = _("Final standings")
    # Translators: the final standings' columns: a player's place, name, total points and points in the last round.
    headings = (_("Place"), _("Player"), _("Total"), _("Last round"))
    return tag(
        "section",
        tag("h2", title),
        tag(
            "table",
            tag("thead", tag("tr", [tag("th", heading, scope="col") for heading in headings])),
            tag("tbody", rows),
        ),
        class_="even-odds-standings",
        aria_label=title,
    )
