"""Even at Odds' panel beside the table: the team choice with the flip for
the start player, the score cards, the finished game of a match, the
match's standing, the solo game's numbers and penalty, the key to the
finished table, and the game's own buttons."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ...markup import Child, Markup, button, join, tag
from ...seats import Seats
from ...words import N_, _, ngettext, pgettext
from .results import game_result, result_key_lines
from .taps import Taps
from .tiles import NEXT_GAME, PLAY, TEAM_CLASS, TEAM_NUMBERS, TEAM_PICK, TEAMS, tile_text
from .words import MATCH_NAMES, hand_names, opening_text, pips_text, starts, team_name

PILES = {
    # Translators: tiles left to draw, tiles put aside unseen; then that the game is in overtime.
    "overtime": N_("Draw pile (boneyard) {pile} · set aside, unused {removed} · overtime: one more turn each"),
    # Translators: tiles left to draw, and tiles put aside unseen.
    "play": N_("Draw pile (boneyard) {pile} · set aside, unused {removed}"),
}
"""The piles under a duel's score cards, keyed by whether the game is in overtime."""

STANDING = {
    # Translators: the game in play of a match of three; {points} is each player's name and games won.
    "best-of-3": N_("Game {number} of 3 · wins: {points}"),
    # Translators: the game in play of a match of three; {points} is each player's name and points.
    "game-score": N_("Game {number} of 3 · points: {points}"),
}
"""A match's standing, keyed by the kind of match: games won, or points."""

NUMBER_CHIP = {
    # Translators: a number (1 to 6) showing on the table.
    "shown": N_("{number} showing"),
    # Translators: a number (1 to 6) that shows nowhere on the table.
    "missing": N_("{number} missing"),
}
"""A number of the solo game's check, keyed by whether it shows on the table (its class too)."""


def domino(tile: Any) -> Markup:
    """A small inline tile for the panel (the flip, the hand at the team choice)."""
    # Translators: {tile} is a domino, as 2-5.
    label = _("tile {tile}").format(tile=tile_text(tile))
    return tag("span", tag("span", tile[0]), tag("span", tile[1]), class_="eao-domino", role="img", aria_label=label)


def spaced(items: Iterable[Child]) -> list[Child]:
    """The items with a space between each two, as words in a line."""
    spaced_items: list[Child] = []
    for item in items:
        spaced_items += [" ", item] if spaced_items else [item]
    return spaced_items


def panel_markup(view: dict, seats: Seats, actor: int | None, hinted: Any) -> Markup:
    """The panel: the solo game's, or a duel's step (the team choice, the
    finished game of a match), its score cards and its match."""
    if view["solo"]:
        return solo_panel(view)
    phase = view["phase"]
    return join(
        team_step(view, seats, actor, hinted) if phase == TEAM_PICK else None,
        game_over_step(view, seats, hinted) if phase == NEXT_GAME else None,
        scoreboard(view, seats),
        tag("p", opening_text(view, seats), class_="hint") if phase != TEAM_PICK else None,
        match_board(view, seats) if view["match"]["kind"] != "single" else None,
    )


# -- a duel ---------------------------------------------------------------------
def team_step(view: dict, seats: Seats, actor: int | None, hinted: Any) -> Markup:
    """The choice first, then how the start player was found. The chooser's
    hand is repeated beside the buttons (shown on narrow screens, where
    the board's hand is out of sight under the panel)."""
    start = view["start_player"]
    chooser = 1 - start
    heading = _("Who starts")
    who_starts = tag("strong", starts(seats, start))
    if actor == chooser:
        choice: Child = [
            tag("p", who_starts, " ", _("Choose your team:")),
            tag(
                "p",
                tag("span", _("Your hand:")),
                " ",
                spaced(domino(tile) for tile in view["hands"][chooser]),
                class_="eao-step-hand",
            ),
            tag("div", [team_button(team, hinted) for team in TEAMS], class_="eao-teams"),
        ]
    else:
        chooses = seats.who_sentence(
            chooser,
            _("You now choose Odds or Evens."),
            _("The computer now chooses Odds or Evens."),
            # Translators: {name} is the player who picks a team.
            _("{name} now chooses Odds or Evens."),
        )
        choice = tag("p", who_starts, " ", chooses)
    flips = [tag("p", _("Each player flipped a tile: more pips starts.")), flip_table(view, seats)] if view["flips"] else None
    return tag("section", tag("h2", heading), choice, flips, class_="eao-step", aria_label=heading)


def team_button(team: str, hinted: Any) -> Markup:
    """The button that chooses `team`, with its numbers."""
    return tag(
        "button",
        team_name(team),
        " ",
        tag("small", TEAM_NUMBERS[team]),
        type="button",
        class_=["eao-team", TEAM_CLASS[team], hinted == {"team": team} and "suggested"],
        data_action="team",
        data_value=team,
    )


def flip_table(view: dict, seats: Seats) -> Markup:
    """Every round of the flip for the start player, the deciding one last."""
    head = tag("tr", tag("td"), [tag("th", seats.who(seat), scope="col") for seat in (0, 1)])
    rows = []
    for number, flipped in enumerate(view["flips"], start=1):
        pips = [sum(tile) for tile in flipped]
        cells = [
            tag(
                "td",
                domino(flipped[seat]),
                " ",
                tag("span", pips[seat], aria_label=pips_text(pips[seat])),
                class_="higher" if pips[seat] > pips[1 - seat] else None,
            )
            for seat in (0, 1)
        ]
        # Translators: a round of the flip for the start player, where each player turns up a tile.
        label = _("Flip {number}").format(number=number)
        # Translators: a round of the flip that ended level (both tiles had as many pips).
        tie = tag("small", pgettext("flip", "tie")) if pips[0] == pips[1] else None
        rows.append(tag("tr", tag("th", label, tie, scope="row"), cells))
    return tag("table", head, rows, class_="eao-flips")


def scoreboard(view: dict, seats: Seats) -> Markup:
    """A score card a player, then the piles and how a team scores."""
    cards = []
    for seat in (0, 1):
        team = view["teams"][seat]
        moving = seat in view["to_move"] and view["phase"] == PLAY
        side = team_name(team) if team else _("No team yet")
        # The numbers stay together where a narrow card wraps the side's name.
        numbers = (" ", tag("span", f"({TEAM_NUMBERS[team]})", class_="numbers")) if team else ()
        count = view["hand_counts"][seat]
        # Translators: a player's score card: {card} is who plays the seat, {count} the tiles in their hand.
        holding = ngettext("{card} · {count} tile in hand", "{card} · {count} tiles in hand", count)
        score = view["scores"][seat]
        # Translators: the size of a player's biggest group, on their score card.
        score_label = _("biggest group {score}").format(score=score)
        cards.append(tag(
            "div",
            tag(
                "span",
                tag("span", side, *numbers, class_="side"),
                tag("small", holding.format(card=seats.card(seat), count=count)),
                class_="who",
            ),
            tag("span", score, class_="points", aria_label=score_label),
            class_=["score", team and TEAM_CLASS[team], moving and "to-move"],
        ))
    piles = PILES["overtime" if view["overtime"] and view["phase"] == PLAY else "play"]
    hint = _(
        "A team scores its biggest group of touching faces of its numbers, as seen from above (a tile laid on "
        "others covers them): outlined dashed for Odds, solid for Evens. Blanks belong to neither team. "
        "After each tile you lay you draw one, while the draw pile lasts."
    )
    return join(
        tag("div", cards, class_="scoreboard eao-scores"),
        tag("p", _(piles).format(pile=view["boneyard"], removed=view["removed"]), class_="eao-piles"),
        tag("p", hint, class_="hint"),
    )


def game_over_step(view: dict, seats: Seats, hinted: Any) -> Markup:
    """A finished game of a match: who won it and by what, and the button that deals the next."""
    headline, detail = game_result(view["match"]["games"][-1], seats)
    # Translators: the button that deals the next game of a match.
    deal = _("Deal game {number}").format(number=view["match"]["game_number"] + 1)
    return tag(
        "section",
        tag("h2", headline),
        tag("p", detail),
        button(deal, "next", primary=True, suggested=hinted == "next"),
        class_="result eao-game-over",
        aria_label=_("Game over"),
    )


def match_board(view: dict, seats: Seats) -> Markup:
    """The match: its kind, the game in play with the standing, and the finished games."""
    match = view["match"]
    rows = []
    for number, game in enumerate(match["games"], start=1):
        headline, _detail = game_result(game, seats)
        # Translators: a finished game of the match: its number, who won ({headline}, as "You win") and
        # the two biggest groups.
        row = _("Game {number}: {headline} ({first}–{second})").format(
            number=number, headline=headline, first=game["scores"][0], second=game["scores"][1])
        rows.append(tag("li", row))
    names = hand_names(seats)
    points = " · ".join(f"{names[seat]} {match['points'][seat]}" for seat in (0, 1))
    kind = match["kind"]
    standing = _(STANDING[kind]).format(number=match["game_number"], points=points)
    return tag(
        "section",
        tag("h2", _(MATCH_NAMES[kind])),
        tag("p", standing),
        tag("ul", rows) if rows else None,
        class_="eao-match",
        aria_label=_("Match"),
    )


# -- the solo game ----------------------------------------------------------------
def solo_panel(view: dict) -> Markup:
    """The turn and the draw pile, the six numbers (all must show when a
    turn ends), the helper, and the penalty so far."""
    visible = set(view["visible_numbers"])
    chips = []
    for number in range(1, 7):
        shows = "shown" if number in visible else "missing"
        chips.append(tag("li", number, class_=shows, aria_label=_(NUMBER_CHIP[shows]).format(number=number)))
    if not view["missing_numbers"]:
        check = _("All six numbers are showing.")
    else:
        # Translators: {numbers} lists the numbers (1 to 6) that show nowhere on the table, as "2, 5".
        check = _("Missing now: {numbers}. All six must show when the turn ends.").format(
            numbers=", ".join(str(n) for n in view["missing_numbers"]))
    if view["over"]:
        helper = None
    elif view["helper_used"]:
        helper = tag("p", _("The double-blank helper is used up."), class_="hint")
    else:
        helper_text = _(
            "The double-blank helper can swap one tile of your hand for a random one "
            "from the draw pile, once a game: pick a tile, then Use the helper."
        )
        helper = tag("p", helper_text, class_="hint")
    title = _("Final score") if view["over"] else _("Score so far")
    # Translators: the solo game's turn number, and the tiles left in the draw pile.
    piles = _("Turn {turn} · draw pile {pile}").format(turn=view["turn"], pile=view["boneyard"])
    return tag(
        "section",
        tag("p", piles, class_="eao-piles"),
        tag("h2", _("Numbers showing")),
        tag("ul", chips, class_="eao-numbers"),
        tag("p", check, class_="hint"),
        helper,
        tag("h2", title, " ", tag("small", _("(lower is better)"))),
        penalty_table(view["penalty"]),
        class_="eao-solo",
        # Translators: the solo game's panel (a name for screen readers).
        aria_label=_("Solo"),
    )


def penalty_table(penalty: dict) -> Markup:
    """How the solo game's penalty adds up, line by line, then its total."""
    lines = [
        (_("Biggest Evens group"), penalty["evens"], None),
        (_("Biggest Odds group"), penalty["odds"], None),
        (_("Twice the difference"), penalty["difference_points"], "points"),
        (_("Other groups, 1 each"), penalty["other_groups"], "points"),
    ]
    if penalty["unplaced"]:
        # Translators: the tiles a stuck solo game never laid, {count} of them, each costing 5 points.
        never_laid = _("Tiles never laid ({count} × 5)").format(count=penalty["unplaced"])
        lines.append((never_laid, penalty["stuck_points"], "points"))
    rows = [tag("tr", tag("th", label, scope="row"), tag("td", value), class_=kind) for label, value, kind in lines]
    total = tag("tr", tag("th", _("Total"), scope="row"), tag("td", penalty["total"]), class_="total")
    return tag("table", rows, total, class_="eao-penalty")


# -- the end and the buttons ----------------------------------------------------------
def result_key(view: dict, seats: Seats) -> Markup:
    """The key to the finished table, beside Rematch and New game."""
    items = [tag("li", line) for line in result_key_lines(view, seats)]
    return tag("ul", items, class_="result-key eao-key", aria_label=_("How the groups decided it"))


def game_buttons(taps: Taps, solo: bool, hinted: Any) -> Markup:
    """Turn the picked tile, Pass (when nothing else can be done), and the
    solo game's helper: while the person at the device lays tiles."""
    if taps.position.actor() is None or taps.position.phase() != PLAY:
        return join()
    tile = taps.tile
    turn = None
    if tile is not None and tile[0] != tile[1]:
        # Translators: the button that turns the picked domino round; {tile} is how it reads then, as 5-2.
        turn = button(_("Turn tile ({tile})").format(tile=tile_text(tile[::-1])), "turn")
    passing = None
    if taps.position.only_pass():
        passing = button(pgettext("button", "Pass"), "pass", primary=True, suggested=hinted == "pass")
    helper = None
    if solo and not taps.position.view()["helper_used"]:
        exchange = taps.exchange_move()
        if exchange:
            # Translators: the button that swaps the picked domino {tile} with the double-blank helper.
            label = _("Use the helper on {tile}").format(tile=tile_text(tile))
        else:
            label = _("Use the helper")
        suggested = isinstance(hinted, dict) and "exchange" in hinted
        helper = button(label, "exchange", disabled=exchange is None, suggested=suggested)
    return join(turn, passing, helper)
