"""How an Evening game stands, in words: the groups compared largest first,
the pair that decides (or would decide now), and, where every pair is
equal, the tie rule; what the outlines on a finished board mean. A sentence
that varies with a few cases is a table keyed by the case, each entry one
whole sentence, said with `_` when shown."""

from __future__ import annotations

from typing import Any

import oddsevens
from oddsevens.games.evening import EveningState

from ...words import N_, _, ngettext
from .sides import COLOURS

RANK = {
    # Translators: a group's rank by size, {place} a number ("21st largest"). English picks st, nd, rd or th by
    # the number; each of the four messages gives your language's ordinal for any number.
    "st": N_("{place}st largest"),
    # Translators: a group's rank by size, {place} a number ("2nd largest"); see "{place}st largest".
    "nd": N_("{place}nd largest"),
    # Translators: a group's rank by size, {place} a number ("3rd largest"); see "{place}st largest".
    "rd": N_("{place}rd largest"),
    # Translators: a group's rank by size, {place} a number ("4th largest"); see "{place}st largest".
    "th": N_("{place}th largest"),
}
"""A group's rank by size after the largest, keyed by the English ordinal's suffix."""

COMPARISON = {
    ("largest", "none left", "white"): N_("White's largest group, {big}, beats Black's 0 (none left)"),
    ("largest", "none left", "black"): N_("Black's largest group, {big}, beats White's 0 (none left)"),
    # Translators: {big} and {small} are the sizes of the two players' largest groups.
    ("largest", "smaller", "white"): N_("White's largest group, {big}, beats Black's {small}"),
    # Translators: {big} and {small} are the sizes of the two players' largest groups.
    ("largest", "smaller", "black"): N_("Black's largest group, {big}, beats White's {small}"),
    # Translators: {pairs} is the pair of sizes of the largest groups ("5–5"); {big} the size of the
    # winner's 2nd largest group.
    ("2nd", "none left", "white"): N_("The largest groups tie ({pairs}); then "
                                       "White's 2nd largest group, {big}, beats Black's 0 (none left)"),
    # Translators: {pairs} is the pair of sizes of the largest groups ("5–5"); {big} the size of the
    # winner's 2nd largest group.
    ("2nd", "none left", "black"): N_("The largest groups tie ({pairs}); then "
                                       "Black's 2nd largest group, {big}, beats White's 0 (none left)"),
    # Translators: {pairs} is the pair of sizes of the largest groups ("5–5"); {big} and {small} the sizes
    # of the 2nd largest groups.
    ("2nd", "smaller", "white"): N_("The largest groups tie ({pairs}); then "
                                     "White's 2nd largest group, {big}, beats Black's {small}"),
    # Translators: {pairs} is the pair of sizes of the largest groups ("5–5"); {big} and {small} the sizes
    # of the 2nd largest groups.
    ("2nd", "smaller", "black"): N_("The largest groups tie ({pairs}); then "
                                     "Black's 2nd largest group, {big}, beats White's {small}"),
    # Translators: {count} pairs of groups tie (2 or more), {pairs} lists them ("5–5, 3–3"); {rank} is the
    # rank of the deciding groups ("3rd largest"), {big} the size of the winner's.
    ("later", "none left", "white"): N_("The first {count} pairs tie ({pairs}); then "
                                         "White's {rank} group, {big}, beats Black's 0 (none left)"),
    # Translators: {count} pairs of groups tie (2 or more), {pairs} lists them ("5–5, 3–3"); {rank} is the
    # rank of the deciding groups ("3rd largest"), {big} the size of the winner's.
    ("later", "none left", "black"): N_("The first {count} pairs tie ({pairs}); then "
                                         "Black's {rank} group, {big}, beats White's 0 (none left)"),
    # Translators: {count} pairs of groups tie (2 or more), {pairs} lists them ("5–5, 3–3"); {rank} is the
    # rank of the deciding groups ("3rd largest"), {big} and {small} their sizes.
    ("later", "smaller", "white"): N_("The first {count} pairs tie ({pairs}); then "
                                       "White's {rank} group, {big}, beats Black's {small}"),
    # Translators: {count} pairs of groups tie (2 or more), {pairs} lists them ("5–5, 3–3"); {rank} is the
    # rank of the deciding groups ("3rd largest"), {big} and {small} their sizes.
    ("later", "smaller", "black"): N_("The first {count} pairs tie ({pairs}); then "
                                       "Black's {rank} group, {big}, beats White's {small}"),
}
"""The pair of groups that decides, after the equal pairs before it (a
clause, without its full stop), keyed by (which pair: the "largest", the
"2nd" or a "later" one; the loser's group: "none left" or "smaller"; the
winner's colour)."""

GROUPS_AHEAD = {
    # Translators: {comparison} is the comparison of the groups that decides the game as it stands, as a
    # clause.
    "white": N_("{comparison}: White is ahead."),
    # Translators: {comparison} is the comparison of the groups that decides the game as it stands, as a
    # clause.
    "black": N_("{comparison}: Black is ahead."),
}
"""The groups that decide the game as it stands, keyed by the colour ahead."""
TIE_AHEAD = {
    # Translators: {verdict} is the sentence that says how the tied groups decide the game as it stands.
    "white": N_("{verdict} White is ahead."),
    # Translators: {verdict} is the sentence that says how the tied groups decide the game as it stands.
    "black": N_("{verdict} Black is ahead."),
}
"""Every pair of groups equal, as the game stands, keyed by the colour ahead."""
OUTLINE_KEY = {
    "tie": N_("On the board: every pair of groups, all equal, is outlined dashed."),
    "largest": N_("On the board: the deciding pair is outlined solid."),
    "later": N_("On the board: the deciding pair is outlined solid, the equal pairs before it dashed."),
}
"""What the outlines on a finished board mean, keyed by what decided: a "tie", the "largest" groups or a "later" pair."""


def current_decision(state: oddsevens.State) -> dict[str, Any]:
    """What decides the game as it stands (at the end, what decided it)."""
    assert isinstance(state, EveningState), "an Evening game"
    return state.decision()


def group_rank(index: int, start: bool = False) -> str:
    """A group's rank by size, largest first (index 0), in the page's
    language: "largest" ("Largest" to start a line), "2nd largest", "11th largest"."""
    if index == 0:
        # Translators: the largest group, heading a row of the table of group sizes.
        return _("Largest") if start else _("largest")
    place = index + 1
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return _(RANK[suffix]).format(place=place)


def pairs_text(pairs: list[list[int]]) -> str:
    return ", ".join(f"{white}–{black}" for white, black in pairs)


def outline_key(decision: dict) -> str:
    """What the outlines on a finished board mean (the status line says the result)."""
    decided_by = "tie" if decision["by"] != "groups" else "largest" if len(decision["compared"]) == 1 else "later"
    return _(OUTLINE_KEY[decided_by])


def comparison_text(winner: int, compared: list[list[int]]) -> str:
    """The pair of groups that decides, after the equal pairs before it:
    a clause, without its full stop."""
    index = len(compared) - 1
    big, small = sorted(compared[index], reverse=True)
    which = "largest" if index == 0 else "2nd" if index == 1 else "later"
    message = COMPARISON[which, "none left" if small == 0 else "smaller", COLOURS[winner]]
    return _(message).format(big=big, small=small, pairs=pairs_text(compared[:index]), count=index, rank=group_rank(index))


def standing_text(decision: dict, over: bool) -> str:
    """The comparison in words: as it stands during play, final at the end (`over`)."""
    winner, compared = decision["winner"], decision["compared"]
    if decision["by"] == "groups":
        comparison = comparison_text(winner, compared)
        if over:
            # Translators: {comparison} is the comparison of the groups that decided the game, as a clause.
            return _("{comparison}.").format(comparison=comparison)
        return _(GROUPS_AHEAD[COLOURS[winner]]).format(comparison=comparison)
    pairs = pairs_text(compared)
    if decision["by"] == "tie":
        # Translators: {pairs} lists the pairs of group sizes, White's first ("5–5, 2–2").
        verdict = _("Every pair of groups is equal ({pairs}): a complete tie goes to Black.").format(pairs=pairs)
    else:
        count = decision["white_stones"]
        if count % 2:
            # Translators: {pairs} lists the pairs of group sizes, White's first ("5–5, 2–2"); {count} is the
            # number of white stones.
            verdict = ngettext(
                "Every pair of groups is equal ({pairs}), so parity decides: there is {count} white stone, an odd number, "
                "and White plays odd.",
                "Every pair of groups is equal ({pairs}), so parity decides: there are {count} white stones, an odd number, "
                "and White plays odd.",
                count,
            ).format(pairs=pairs, count=count)
        else:
            # Translators: {pairs} lists the pairs of group sizes, White's first ("5–5, 2–2"); {count} is the
            # number of white stones.
            verdict = ngettext(
                "Every pair of groups is equal ({pairs}), so parity decides: there is {count} white stone, an even number, "
                "and Black plays even.",
                "Every pair of groups is equal ({pairs}), so parity decides: there are {count} white stones, an even number, "
                "and Black plays even.",
                count,
            ).format(pairs=pairs, count=count)
    if over:
        return verdict
    return _(TIE_AHEAD[COLOURS[winner]]).format(verdict=verdict)
