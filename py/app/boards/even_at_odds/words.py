"""Even at Odds' sentences while a game goes on: the status line (whose
turn, what to do now, what the other player just did), the hint, and who
started and chose which team. A sentence that varies with a few cases is a
table keyed by the case, each entry one whole sentence."""

from __future__ import annotations

from typing import Any

import oddsevens

from ...seats import Seats
from ...words import N_, _, ngettext, pgettext
from .position import Position
from .results import game_result
from .taps import Taps
from .tiles import NEXT_GAME, TEAM_PICK, is_placement, tile_text

MATCH_NAMES = {"single": N_("Single game"), "best-of-3": N_("Best of three"), "game-score": N_("Game score")}

ENDS = {
    # Translators: where the two numbers of a domino lie, {a} on the left end, {b} on the right one.
    "left": N_("its {a} on the left, its {b} on the right"),
    # Translators: where the two numbers of a domino lie, {a} on the right end, {b} on the left one.
    "right": N_("its {a} on the right, its {b} on the left"),
    # Translators: where the two numbers of a domino lie, {a} on the upper end, {b} on the lower one.
    "above": N_("its {a} above, its {b} below"),
    # Translators: where the two numbers of a domino lie, {a} on the lower end, {b} on the upper one.
    "below": N_("its {a} below, its {b} above"),
}
"""Where a laid tile's first number lies, beside or above its second."""

WHOSE_TURN = {
    # Translators: {team} is your team, Odds or Evens.
    ("overtime", "you"): N_("Overtime, with the tile put aside. Your turn ({team})"),
    # Translators: {name} is the player whose turn it is; {team} their team, Odds or Evens.
    ("overtime", "name"): N_("Overtime, with the tile put aside. {name}, your turn ({team})"),
    # Translators: {team} is your team, Odds or Evens.
    ("play", "you"): N_("Your turn ({team})"),
    # Translators: {name} is the player whose turn it is; {team} their team, Odds or Evens.
    ("play", "name"): N_("{name}, your turn ({team})"),
}
"""Whose turn it is in a duel, keyed by (whether it is overtime, whether the
player is "you", the one person at the device (`Seats.who_talks_to`), or
named, between friends at one device)."""

MOVE_SAID = {
    # Translators: {name} is the player who passed.
    "pass": (N_("You passed."), N_("The computer passed."), N_("{name} passed.")),
    "on the table": (
        # Translators: {tile} is a domino, as 2-5.
        N_("You laid {tile} on the table."),
        # Translators: {tile} is a domino, as 2-5.
        N_("The computer laid {tile} on the table."),
        # Translators: {name} is a player; {tile} a domino, as 2-5.
        N_("{name} laid {tile} on the table."),
    ),
    "on a level": (
        # Translators: {tile} is a domino, as 2-5, laid on other tiles at height {level}.
        N_("You laid {tile} on level {level}."),
        # Translators: {tile} is a domino, as 2-5, laid on other tiles at height {level}.
        N_("The computer laid {tile} on level {level}."),
        # Translators: {name} is a player; {tile} a domino, as 2-5, laid on other tiles at height {level}.
        N_("{name} laid {tile} on level {level}."),
    ),
    "team": (
        # Translators: {team} is a team, Odds or Evens.
        N_("You chose {team}."),
        # Translators: {team} is a team, Odds or Evens.
        N_("The computer chose {team}."),
        # Translators: {name} is a player; {team} a team, Odds or Evens.
        N_("{name} chose {team}."),
    ),
}
"""What the other player just did, keyed by the kind of move: the sentences
for you, the computer and a named player (`Seats.who_sentence`)."""

OPENING = {
    "flip": (
        # Translators: the flip for the start player: {first} and {second} are the two tiles flipped
        # in its last round (as 2-5); {chosen} the team the computer chose, {left} yours.
        N_("You started (flip {first} against {second}); the computer chose {chosen}, so you play {left}."),
        # Translators: {first} and {second} are the two tiles flipped in the last round (as 2-5);
        # {chosen} the team you chose, {left} the computer's.
        N_("The computer started (flip {first} against {second}); you chose {chosen}, "
           "so the computer plays {left}."),
        # Translators: {name} started, {first} and {second} are the two tiles flipped in the last round
        # (as 2-5); {chooser} is the other player, who chose the team {chosen}, leaving {left} to {name}.
        N_("{name} started (flip {first} against {second}); {chooser} chose {chosen}, so {name} plays {left}."),
    ),
    "no flip": (
        # Translators: {chosen} is the team the computer chose, {left} yours.
        N_("You started; the computer chose {chosen}, so you play {left}."),
        # Translators: {chosen} is the team you chose, {left} the computer's.
        N_("The computer started; you chose {chosen}, so the computer plays {left}."),
        # Translators: {name} started; {chooser} is the other player, who chose the team {chosen},
        # leaving {left} to {name}.
        N_("{name} started; {chooser} chose {chosen}, so {name} plays {left}."),
    ),
}
"""Who started the game in play and who chose which team, keyed by whether
a flip of tiles found the start player: the sentences for you, the computer
and a named player."""
YOU_STARTED = {
    # Translators: the flip for the start player: {first} and {second} are the two tiles flipped in its last
    # round (as 2-5); {chooser} is the other player, at another device, who chose the team {chosen}; {left} is yours.
    "flip": N_("You started (flip {first} against {second}); {chooser} chose {chosen}, so you play {left}."),
    # Translators: {chooser} is the other player, at another device, who chose the team {chosen}; {left} is yours.
    "no flip": N_("You started; {chooser} chose {chosen}, so you play {left}."),
}
"""Who started and who chose which team when you started and a person at
another device chose (a room), keyed as `OPENING`."""


def team_name(team: str) -> str:
    """A team's name in the page's language: Odds or Evens."""
    if team == "odds":
        # Translators: the team of the odd numbers (1, 3, 5).
        return pgettext("team", "Odds")
    # Translators: the team of the even numbers (2, 4, 6).
    return pgettext("team", "Evens")


def ends_in_words(move: dict) -> str:
    """Where each number of a laid tile lies, as a player sees the table
    (which shows no coordinates): "its 4 on the left, its 6 on the right"."""
    (a, b), ((x_a, y_a), (x_b, y_b)) = move["tile"], move["cells"]
    if y_a == y_b:
        first_end = "left" if x_a < x_b else "right"
    else:
        first_end = "above" if y_a < y_b else "below"
    return _(ENDS[first_end]).format(a=a, b=b)


def pips_text(count: int) -> str:
    """How many pips a flipped tile has, in words: "1 pip", "7 pips"."""
    return ngettext("{count} pip", "{count} pips", count).format(count=count)


def starts(seats: Seats, seat: int) -> str:
    """Who starts the game, as a sentence."""
    # Translators: {name} is the player who plays first.
    return seats.who_sentence(seat, _("You start."), _("The computer starts."), _("{name} starts."))


def hand_names(seats: Seats) -> list[str]:
    """The names over the two hands and in the match's standing."""
    if seats.against_computer():
        return [
            pgettext("player", "You") if seats.kind(seat) == "human" else _("Computer")
            for seat in range(2)
        ]
    return [seats.name(seat) for seat in range(len(seats))]


def opening_text(view: dict, seats: Seats) -> str:
    """Who started and who chose which team, for the game in play."""
    start = view["start_player"]
    chooser = 1 - start
    values = {
        "chosen": team_name(view["teams"][chooser]),
        "left": team_name(view["teams"][start]),
        "chooser": seats.who_in_sentence(chooser),
    }
    flips = view["flips"]
    if flips:
        first, second = flips[-1]
        values.update(first=tile_text(first), second=tile_text(second))
    case = "flip" if flips else "no flip"
    if seats.who_talks_to(start) == "you" and seats.who_talks_to(chooser) == "other":
        return _(YOU_STARTED[case]).format(**values)
    return seats.who_sentence(start, *(_(message) for message in OPENING[case]), **values)


# -- the status line -----------------------------------------------------------------
def status_text(position: Position, taps: Taps, seats: Seats) -> str:
    """The status line while the game goes on."""
    view = position.view()
    actor = position.actor()
    phase = view["phase"]
    if phase == NEXT_GAME:
        headline, detail = game_result(view["match"]["games"][-1], seats)
        # Translators: {headline} is who won the game, as "You win"; {detail} says how, in a sentence or two.
        return _("{headline}. {detail} Deal the next game when you are ready.").format(
            headline=headline, detail=detail)
    if actor is None:
        if phase == TEAM_PICK:
            choosing = _("The computer is choosing a team…")
            return f"{starts(seats, view['start_player'])} {choosing}"
        return _("The computer is thinking…")
    if phase == TEAM_PICK:
        choose = _("Choose your team: Odds or Evens.")
        return f"{starts(seats, view['start_player'])} {choose}"
    return last_move_text(view, position.state, actor, seats) + turn_text(view, actor, seats, taps)


def turn_text(view: dict, actor: int, seats: Seats, taps: Taps) -> str:
    """Whose turn it is, then what to do now."""
    # Translators: the status line on a player's turn: {turn} says whose turn (as "Your turn (Odds)"),
    # {instruction} what to do now (as "pick a tile from your hand.").
    return _("{turn}: {instruction}").format(turn=whose_turn(view, actor, seats), instruction=instruction(taps))


def whose_turn(view: dict, actor: int, seats: Seats) -> str:
    if view["solo"]:
        count = len(view["hands"][0])
        # Translators: the solo game's turn {turn}, with {count} drawn tiles still to lay.
        return ngettext("Turn {turn} ({count} tile to lay)", "Turn {turn} ({count} tiles to lay)", count).format(
            turn=view["turn"], count=count)
    case = ("overtime" if view["overtime"] else "play", "you" if seats.who_talks_to(actor) == "you" else "name")
    return _(WHOSE_TURN[case]).format(name=seats.name(actor), team=team_name(view["teams"][actor]))


def instruction(taps: Taps) -> str:
    """What the player to move does now, for the status line after whose turn it is."""
    if taps.position.only_pass():
        # The page passes for them in a moment (automatic_move).
        return _("none of your tiles can be laid anywhere, so you pass.")
    if not any(is_placement(move) for move in taps.position.legal()):
        return _("no tile can be laid with all six numbers showing at the end: use the helper on a tile.")
    if taps.tile is None:
        if taps.stuck_tiles():
            # Translators: the hand shows the tiles that cannot be laid now faded.
            return _("pick a tile from your hand (a faded tile has no place this turn).")
        return _("pick a tile from your hand.")
    name = tile_text(taps.tile)
    if not taps.options():
        if taps.exchange_move():
            # Translators: {tile} is the picked domino, as 2-5.
            return _("{tile} cannot be laid anywhere now: pick another tile or use the helper on it.").format(
                tile=name)
        # Translators: {tile} is the picked domino, as 2-5.
        return _("{tile} cannot be laid anywhere now: pick another tile.").format(tile=name)
    if taps.anchor is None:
        # Translators: {tile} is the picked domino, as 2-5 (the marked cells are where either end can go).
        return _("tap a marked cell for one end of {tile}.").format(tile=name)
    ways = len(taps.shown_options())
    values = {"count": ways, "end": taps.tile[1], "tile": name}
    if taps.anchor_turns():
        # Translators: the first end of the picked domino {tile} is placed; the cells for the other end
        # ({end}) are shown, {count} of them.
        text = ngettext(
            "to lay it, tap the cell shown for the {end} end of {tile}, or the first cell again to turn it round.",
            "to lay it, tap one of the {count} cells shown for the {end} end of {tile}, "
            "or the first cell again to turn it round.",
            ways,
        )
    else:
        # Translators: the first end of the picked domino {tile} is placed; the cells for the other end
        # ({end}) are shown, {count} of them.
        text = ngettext(
            "to lay it, tap the cell shown for the {end} end of {tile} (or the first cell again).",
            "to lay it, tap one of the {count} cells shown for the {end} end of {tile}.",
            ways,
        )
    return text.format(**values)


def last_move_text(view: dict, state: oddsevens.State, actor: int | None, seats: Seats) -> str:
    """What the other player just did, when it is your turn again (with a
    space after it), else ""."""
    moves = state.moves()
    if view["solo"] or not moves or moves[-1][0] == actor:
        return ""
    seat, move = moves[-1]
    values: dict[str, Any] = {}
    if move == "pass":
        kind = "pass"
    elif is_placement(move):
        level = view["tiles"][-1]["level"]
        kind = "on the table" if level == 1 else "on a level"
        values = {"tile": tile_text(move["tile"]), "level": level}
    elif isinstance(move, dict) and "team" in move:
        kind = "team"
        values = {"team": team_name(move["team"])}
    else:
        return ""
    said = seats.who_sentence(seat, *(_(message) for message in MOVE_SAID[kind]), **values)
    return f"{said} "


def hint_sentence(move: Any, seat: int, state: oddsevens.State) -> str:
    """The Hint button's move for `seat` in words."""
    if move == "pass":
        return _("Hint: pass (Pass is marked): none of your tiles can be laid.")
    if move == "next":
        return _("Hint: deal the next game.")
    if "team" in move:
        # Translators: {team} is the team to choose, Odds or Evens.
        return _("Hint: choose {team}, as marked.").format(team=team_name(move["team"]))
    if "exchange" in move:
        # Translators: {tile} is a domino, as 2-5.
        return _("Hint: pick {tile} in your hand and use the helper on it.").format(tile=tile_text(move["exchange"]))
    level = state.play(move, seat).view(seat)["tiles"][-1]["level"]
    values = {"tile": tile_text(move["tile"]), "ends": ends_in_words(move), "level": level}
    if level == 1:
        # Translators: {tile} is a domino, as 2-5; {ends} says where its numbers lie, as
        # "its 2 on the left, its 5 on the right".
        return _("Hint: lay {tile} on the table where it is drawn faintly, {ends}.").format(**values)
    # Translators: {tile} is a domino, as 2-5, laid on other tiles at height {level}; {ends} says where its
    # numbers lie, as "its 2 on the left, its 5 on the right".
    return _("Hint: lay {tile} on level {level} where it is drawn faintly, {ends}.").format(**values)
