"""Evening's panel beside the board: a score card for each side (its
stones, its largest group, Done in the free game) and the table of both
sides' group sizes, largest first, with the pair that decides picked out."""

from __future__ import annotations

from itertools import zip_longest

import oddsevens

from ...markup import Markup, join, tag
from ...seats import Seats
from ...words import _, pgettext
from .sides import BLACK, COLOURS, SIDES, WHITE, plays_free
from .standing import current_decision, group_rank, outline_key, standing_text
from .words import stones_label


def panel(state: oddsevens.State, seats: Seats) -> Markup:
    view = state.view(None)
    return join(score_cards(view, seats, plays_free(state)), groups(state, view))


def score_cards(view: dict, seats: Seats, free: bool) -> Markup:
    """Each side's card: its colour, its stones and the size of its largest
    group; the side to move marked with alternating turns, Done in the free game."""
    cards = []
    for seat in (0, 1):
        done = None
        if free and view["done"][seat]:
            # Translators: on a score card: the player has pressed their Done toggle (free protocol).
            done = tag("span", pgettext("button", "Done"), class_="pill")
        largest = view["scores"][seat]
        # Translators: a score card's number, for screen readers: the size of the player's largest group.
        points = _("largest group {size}").format(size=largest)
        cards.append(tag(
            "div",
            tag("span", class_=["evening-swatch", COLOURS[seat]], aria_hidden="true"),
            tag(
                "span",
                tag("span", _(SIDES[seat]), done, class_="side"),
                tag("small", stones_label(seats, seat, view["stones"][seat])),
                class_="who",
            ),
            tag("span", largest, class_="points", aria_label=points),
            class_=["score", "evening-player", COLOURS[seat], not free and seat in view["to_move"] and "to-move"],
        ))
    return tag("div", cards, class_="scoreboard evening-scores")


def groups(state: oddsevens.State, view: dict) -> Markup:
    """Both players' group sizes side by side, largest first: the list the
    winner is read from, with the pair that decides (or would decide now)
    picked out; under it, what decides in words (at the end, what the
    outlines on the board mean)."""
    white, black = view["group_sizes"]
    if not white and not black:
        return tag("p", _("Each group's size is written on one of its stones; the largest groups decide."), class_="hint")
    decision = current_decision(state)
    deciding = len(decision["compared"]) - 1 if decision["by"] == "groups" else None
    # Translators: a dash in the table of group sizes where a player has no group of that rank.
    missing = _("no group: counts as 0")
    rows = []
    for index, sizes in enumerate(zip_longest(white, black)):
        compared = index < len(decision["compared"])
        cells = [
            tag(
                "td",
                tag("span", "–", title=missing) if size is None else size,
                class_=[COLOURS[seat], index == deciding and seat == decision["winner"] and "bigger"],
            )
            for seat, size in enumerate(sizes)
        ]
        row_class = "decides" if index == deciding else "compared" if compared else "later"
        rows.append(tag("tr", tag("th", group_rank(index, start=True), scope="row"), cells, class_=row_class))
    if state.over:
        heading, explained = _("How the winner was decided"), outline_key(decision)
    else:
        heading, explained = _("Groups, largest first"), standing_text(decision, over=False)
    head = tag("thead", tag("tr", tag("td"), tag("th", _(SIDES[WHITE]), scope="col"), tag("th", _(SIDES[BLACK]), scope="col")))
    return tag(
        "section",
        tag("h2", heading),
        tag("table", head, tag("tbody", rows)),
        tag("p", explained, class_="hint"),
        class_="evening-groups",
        aria_label=heading,
    )
