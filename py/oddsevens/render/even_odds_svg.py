"""Even Odds table as SVG: a pure function of the view.

One column, phone first: the opponents' racks face up (in playing order from
the viewer's left), the dispute in the middle, the viewer's own rack as backs
at the bottom, then the scores. `wide` draws two columns for a wide board (a
large window, a phone held sideways): the racks of the others on the left,
the dispute and the viewer's rack on the right, and the scores under the
shorter of the two. A tile's colour is the information itself, so tiles are
filled with their colour, and every colour also has its own symbol; the
shape gives the parity (square even, triangle odd).

The numbers on the opponents' tiles are what a player reads most, so they
are drawn as large as the page's body text wherever the table is shown (the
page sizes the drawing by its width: site.css), and the drawing keeps one
height for the whole game: every rack keeps room for a full deal and the
dispute for its longest notes, so nothing rescales between moves.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from typing import Any

from ..core import YOU
from ..core.phrases import N_, english, phrase
from ..games.even_odds import HAND_SIZES, colour_word
from .svg import classes, element, fit_text, points, svg_root, text_width, to_text

WIDTH = 400.0
"""Width of one column; a phone upright shows it about 350 CSS pixels wide."""
MARGIN = 10.0
LINE = 18.0
FACE = 36.0
"""Side of an opponent's tile."""
VALUE = 20.0
"""Size of the number on an opponent's tile: 16 CSS pixels (body text)
where a column is drawn 320 pixels wide, on the narrowest phones."""
BACK = 54.0
"""Side of a tile in the viewer's own rack: a fingertip on a phone held upright."""
CHOICE = BACK
"""Side of a colour to name after a 10."""
PLAYED = 40.0
"""Side of a tile in the dispute area."""
CAPTION_ROOM = 80.0
"""Below this width per tile the dispute's captions (who played each) take
two rows, every other one lower."""
INSET = MARGIN + 6
"""Left edge of the text inside the dispute's panel."""
GAP = 3.0
GROUP_GAP = 6.0
ROW = 20.0
"""Height of one line of the score table."""
TEXT = 14.0
"""Size of the names, the points and the score table's words (even-odds.css)."""
NAME_COLUMN = 150.0
"""Width of the score table's column of names."""
NOTES = 2 * LINE + 4
"""Room under the dispute's tiles: two lines of notes."""
TAKEN = 22.0
"""Side of a tile a player took, shown in their rack's place once the game is over."""
TAKEN_LABEL = 34.0
"""Room for the round's name before the tiles taken in it."""
NEXT_ROUND = (160.0, 52.0)
"""Width and height of the Next round button drawn under a finished round's
points: a fingertip's height (44 CSS pixels) at every size the page shows
the table, in view wherever the table scrolls."""
XHTML_NS = "http://www.w3.org/1999/xhtml"
"""The name that is the viewer, in the second person (no "(you)" after it, "You lead")."""

FILLS = {"blue": "#2f6fd6", "yellow": "#f2c12e", "black": "#262626", "pink": "#ec7fb4", "green": "#1f7f3d"}
INK = {"blue": "#ffffff", "yellow": "#262626", "black": "#ffffff", "pink": "#262626", "green": "#ffffff"}
SYMBOL_NAMES = {"blue": "circle", "yellow": "star", "black": "cross", "pink": "heart", "green": "leaf"}
"""Each colour's symbol, as the drawing's ids name it."""
SYMBOL_WORDS = {
    # Translators: the symbol drawn on Even Odds' blue tiles.
    "blue": N_("circle"),
    # Translators: the symbol drawn on Even Odds' yellow tiles.
    "yellow": N_("star"),
    # Translators: the symbol drawn on Even Odds' black tiles.
    "black": N_("cross"),
    # Translators: the symbol drawn on Even Odds' pink tiles.
    "pink": N_("heart"),
    # Translators: the symbol drawn on Even Odds' green tiles.
    "green": N_("leaf"),
}
"""Each colour's symbol in words."""


def even_odds(
    view: dict[str, Any],
    *,
    names: Sequence[str] | None = None,
    interactive: bool = True,
    wide: bool = False,
    notes: Sequence[str] | None = None,
    settled: dict[str, Any] | None = None,
    hint: dict[str, Any] | None = None,
    round_over: bool = False,
    say: Callable[[Any], str] = english,
) -> str:
    """The table from `view` as seen by view["seat"]. `names` are the
    players' names by seat ("You" is the viewer, in the second person);
    `interactive` adds buttons for the viewer's playable tiles and, after
    their 10, for the colours to name; `wide` draws it in two columns;
    `notes` are a few words per seat for its line above the rack (a
    computer's strength); `settled` is the dispute just completed
    (EvenOddsState.completed_by), drawn in place of the empty new one with
    its winning and taken tiles marked. `hint` is a move suggested to the
    viewer: the tile of their rack to play, or the colour to name, gets a
    dashed frame (class `suggested`). Once the game is over, each rack's
    place shows the tiles its player took, round by round, with their points:
    what the totals and the result are made of. `round_over` draws a view
    between two rounds the same way (the new deal stays out of sight), with
    the dispute's place saying how the round ended and who leads the next,
    and (when `interactive`) a Next round <button> (data-action "next-round").
    `say` words the drawing's Phrases (English by default; the page passes
    its own, app.words.say); `names` and `notes` come already worded."""
    players = view["players"]
    labels = [
        names[s] if names is not None and s < len(names) and names[s]
        else say(phrase(N_("Player {number}"), number=s + 1))
        for s in range(players)
    ]
    table = _Table(view, labels, interactive, wide, list(notes or ()), settled, hint or {}, round_over, say)
    return table.draw()


def _listed(items: list[str], say: Callable[[Any], str]) -> str:
    """Items in a list: "pink 3, blue 7, green 2"."""
    listed = items[0]
    for item in items[1:]:
        # Translators: one more item at the end of a list, as in "pink 3, blue 7".
        listed = say(phrase(N_("{list}, {item}"), list=listed, item=item))
    return listed


class _Table:
    """What the parts of the drawing share: the view and the options, the
    players' names in the page's words, and where the next part goes
    (`layer`, and `y`, which each part moves down past what it drew). The
    parts are the functions below: the racks, the dispute, the scores."""

    def __init__(self, view: dict[str, Any], labels: list[str], interactive: bool, wide: bool, notes: list[str],
                 settled: dict[str, Any] | None, hint: dict[str, Any], round_over: bool, say: Callable[[Any], str]) -> None:
        self.view = view
        self.say = say
        self.hint = hint
        self.labels = labels
        self.notes = notes
        self.interactive = interactive
        self.wide = wide
        self.settled = settled
        self.round_over = round_over
        self.ended = view["over"] or round_over
        """The racks' places show the tiles taken, round by round."""
        self.finished = view["round"] - (0 if view["over"] else 1)
        """The rounds played to their end."""
        self.hand_size = HAND_SIZES[view["players"]]
        self.seat = view["seat"]
        self.players = view["players"]
        self.turn = None if self.ended or view["dispute"]["naming"] is not None else view["to_move"][0]
        self.root = svg_root(0, 0, WIDTH, 100, class_=classes("board even-odds-board", "wide" if wide else None),
                             role="group",
                             aria_label=self.said(N_("Even Odds table, {count} players"), count=self.players))
        self.layer = self.root
        """Where the parts being drawn go: the root, or the right-hand column."""
        self.y = MARGIN

    def said(self, message: str, **values: Any) -> str:
        """`message` (marked with N_) with its fields filled, in the page's words."""
        return self.say(phrase(message, **values))

    def shown(self, seat: int) -> str:
        """The seat's name as shown: YOU is said in the page's words."""
        label = self.labels[seat]
        # Translators: the one person at the device, named on the table ("You lead").
        return self.said(N_("You")) if label == YOU else label

    def you(self, seat: int) -> bool:
        """Whether the seat is YOU, the one person at the device, spoken to in the second person."""
        return self.labels[seat] == YOU

    def name(self, seat: int) -> str:
        if seat == self.seat and not self.you(seat):
            # Translators: the name of the player whose screen this is, on their own table.
            return self.said(N_("{name} (you)"), name=self.labels[seat])
        return self.shown(seat)

    def acts(self, seat: int) -> bool:
        """Whether the seat is to play now (nobody is while a finished round is on view)."""
        return seat in self.view["to_move"] and not self.round_over

    def draw(self) -> str:
        _symbol_defs(self.root)
        self.header()
        if self.seat is None:
            around = list(range(self.players))
        else:
            around = [(self.seat + step) % self.players for step in range(1, self.players)]
        for owner in around:
            _rack(self, owner)
        left_bottom = self.y
        if self.wide:
            self.layer = element(self.root, "g", class_="right-column", transform=f"translate({WIDTH:g} 0)")
            self.y = MARGIN
        _dispute(self)
        if self.seat is not None:
            _own_rack(self)
        bottoms = [self.y]
        if self.wide:
            bottoms.append(left_bottom)
            if left_bottom < self.y:
                self.layer, self.y = self.root, left_bottom
        _score_table(self)
        height = max(self.y, *bottoms) + MARGIN
        self.root.set("viewBox", f"0 0 {WIDTH * (2 if self.wide else 1):g} {height:g}")
        return to_text(self.root)

    def header(self) -> None:
        view = self.view
        rounds = view["rounds"]
        # Translators: the table's header: "Round 2 of 3 · 10 in the bag · 8 discarded · no pink".
        parts = [self.said(N_("Round {round} of {rounds}"), round=self.finished if self.round_over else view["round"],
                           rounds=rounds),
                 # Translators: tiles left undealt, in the table's header: "10 in the bag".
                 self.said(N_("{count} in the bag"), count=view["bag"])]
        if not self.round_over:
            # Translators: tiles of settled disputes, put aside unseen, in the table's header: "8 discarded".
            parts.append(self.said(N_("{count} discarded"), count=view["discarded"]))
        if view["removed_colour"]:
            # Translators: the colour left in the box in a game of 3, in the table's header: "no pink".
            parts.append(self.said(N_("no {colour}"), colour=colour_word(view["removed_colour"])))
        self.y += LINE
        element(self.layer, "text", " · ".join(parts), class_="status", x=MARGIN, y=self.y)
        if self.ended:
            if view["over"]:
                ended = self.said(N_("Game over: the tiles taken, by round"))
            else:
                ended = self.said(N_("Round {round} is over: the tiles taken, by round"), round=self.finished)
            self.y += LINE + 2
            element(self.layer, "text", ended, class_="taken-caption", x=MARGIN, y=self.y)
        self.y += 6


# -- the racks ---------------------------------------------------------------
def _seat_line(table: _Table, parent: ET.Element, owner: int) -> None:
    view = table.view
    if table.ended:
        # Translators: a player's points over the whole game, at the end of their line: "12 in all".
        points_text = table.said(N_("{points} in all"), points=view["scores"][owner])
    else:
        # Translators: a player's points in the round being played, at the end of their line: "5 this round".
        points_text = table.said(N_("{points} this round"), points=view["round_scores"][-1][owner])
    marks = []
    if owner == table.turn:
        # Translators: after a player's name on the table: "Ann · to play".
        marks.append(table.said(N_("to play")))
    if view["dispute"]["naming"] == owner:
        # Translators: after a player's name on the table, once they played a 10: "Ann · names a colour".
        marks.append(table.said(N_("names a colour")))
    if owner == view["dispute"]["leader"] and owner != table.turn and not view["over"]:
        if table.round_over:
            # Translators: after a player's name on the table, between two rounds: "Ann · leads round 2".
            marks.append(table.said(N_("leads round {round}"), round=view["round"]))
        else:
            # Translators: after a player's name on the table: "Ann · leads" (the dispute).
            marks.append(table.said(N_("leads")))
    if owner < len(table.notes) and table.notes[owner]:
        marks.insert(0, table.notes[owner])
    text = table.name(owner) + "".join(f" · {mark}" for mark in marks)
    table.y += LINE
    room = WIDTH - 2 * MARGIN - text_width(points_text, TEXT) - TEXT
    fit_text(element(parent, "text", text, class_="seat-name", x=MARGIN, y=table.y), room, TEXT)
    element(parent, "text", points_text, class_="seat-points", x=WIDTH - MARGIN, y=table.y,
            text_anchor="end")
    table.y += 4


def _rack(table: _Table, owner: int) -> None:
    face_up = table.seat is not None
    group = element(table.layer, "g", class_=classes("rack", "opponent" if face_up else "backs",
                                                     "current" if table.acts(owner) else None),
                    data_seat=owner, role="group",
                    aria_label=table.said(N_("{name}'s rack"), name=table.shown(owner)))
    _seat_line(table, group, owner)
    top = table.y
    if table.ended:
        _taken_rows(table, group, owner)
        table.y = max(table.y, top + _rows_for_a_deal(table.hand_size, FACE) * (FACE + GAP)) + 6
        return
    for row in _rows(table.view["racks"][owner], FACE, table.hand_size):
        for tile, x in zip(row, _row_positions(row, FACE, MARGIN), strict=True):
            colour = tile["colour"]
            if face_up:
                label = table.said(N_("{name}'s {colour} {value}"), name=table.shown(owner),
                                   colour=colour_word(colour), value=tile["value"])
                _tile(group, x, table.y, FACE, colour, tile["parity"], tile["value"], "tile face", label)
            elif tile["parity"] == "even":
                label = table.said(N_("{name}'s {colour} square (even)"), name=table.shown(owner),
                                   colour=colour_word(colour))
                _tile(group, x, table.y, FACE, colour, tile["parity"], None, "tile back", label)
            else:
                label = table.said(N_("{name}'s {colour} triangle (odd)"), name=table.shown(owner),
                                   colour=colour_word(colour))
                _tile(group, x, table.y, FACE, colour, tile["parity"], None, "tile back", label)
        table.y += FACE + GAP
    table.y = top + _rows_for_a_deal(table.hand_size, FACE) * (FACE + GAP) + 6


def _own_rack(table: _Table) -> None:
    view = table.view
    playable = set(view["playable"]) if table.interactive else set()
    group = element(table.layer, "g", class_=classes("rack", "own",
                                                     "current" if table.acts(table.seat) else None),
                    data_seat=table.seat, role="group", aria_label=table.said(N_("your rack")))
    table.y += 4
    _seat_line(table, group, table.seat)
    top = table.y
    if table.ended:
        _taken_rows(table, group, table.seat)
        table.y = max(table.y, top + _rows_for_a_deal(table.hand_size, BACK) * (BACK + GAP)) + 2
        return
    if view["colour_choices"] and table.interactive:
        _colour_choices(table, group)
        table.y = top + _rows_for_a_deal(table.hand_size, BACK) * (BACK + GAP) + 2
        return
    for row in _rows(view["racks"][table.seat], BACK, table.hand_size):
        for tile, x in zip(row, _row_positions(row, BACK, None), strict=True):
            colour, parity = tile["colour"], tile["parity"]
            legal = tile["id"] in playable
            hinted = table.hint.get("tile") == tile["id"]
            label = _own_tile_label(table, colour, parity, legal, hinted)
            node = _tile(group, x, table.y, BACK, colour, parity, None,
                         classes("tile back", "legal" if legal else None, "suggested" if hinted else None), label,
                         role="button" if table.interactive else "img")
            node.set("data-tile", str(tile["id"]))
            if hinted:
                _suggestion_ring(node, x, table.y, BACK)
        table.y += BACK + GAP
    table.y = top + _rows_for_a_deal(table.hand_size, BACK) * (BACK + GAP) + 2


def _own_tile_label(table: _Table, colour: str, parity: str, legal: bool, hinted: bool) -> str:
    """A tile of the viewer's rack in words: its colour and shape, and
    whether it may be played and is the hint's."""
    if parity == "even":
        tile = table.said(N_("your {colour} square (even)"), colour=colour_word(colour))
    else:
        tile = table.said(N_("your {colour} triangle (odd)"), colour=colour_word(colour))
    if legal and hinted:
        # Translators: {tile} is a tile of the player's rack: "your pink square (even)".
        return table.said(N_("{tile}, play it, hint: play this tile"), tile=tile)
    if legal:
        # Translators: {tile} is a tile of the player's rack: "your pink square (even)".
        return table.said(N_("{tile}, play it"), tile=tile)
    if hinted:
        # Translators: {tile} is a tile of the player's rack: "your pink square (even)".
        return table.said(N_("{tile}, hint: play this tile"), tile=tile)
    return tile


def _taken_rows(table: _Table, parent: ET.Element, owner: int) -> None:
    """A finished game's explanation in a rack's place: one row per round
    of the tiles `owner` took, face up, and the points they add up to."""
    for number, seats in enumerate(table.view["taken_in_rounds"], start=1):
        tiles = seats[owner]
        points = sum(tile["value"] for tile in tiles)
        words = [table.said(N_("{colour} {value}"), colour=colour_word(tile["colour"]), value=tile["value"])
                 for tile in tiles]
        # Translators: what a player took in a round, when they took no tile.
        named = _listed(words, table.say) if words else table.said(N_("nothing"))
        # Translators: the tiles a player took in one round, once the round is over: "Ann, round 2: took
        # pink 3, blue 7, 10 points" ({tiles} may be "nothing").
        label = table.said(N_("{name}, round {round}: took {tiles}, {points} points"), name=table.shown(owner),
                           round=number, tiles=named, points=points)
        row = element(parent, "g", class_="taken-round", data_round=str(number), role="group", aria_label=label)
        # Translators: a round in short, before the tiles taken in it and as the scores' column: "R2" is round 2.
        element(row, "text", table.said(N_("R{number}"), number=number), class_="taken-label", x=MARGIN,
                y=table.y + TAKEN * 0.72)
        for index, tile in enumerate(tiles):
            parity = "even" if tile["value"] % 2 == 0 else "odd"
            _tile(row, MARGIN + TAKEN_LABEL + index * (TAKEN + GAP), table.y, TAKEN, tile["colour"], parity,
                  tile["value"], "tile face taken", words[index])
        element(row, "text", f"+{points}", class_="taken-points", x=WIDTH - MARGIN, y=table.y + TAKEN * 0.72,
                text_anchor="end")
        table.y += TAKEN + GAP


def _colour_choices(table: _Table, parent: ET.Element) -> None:
    """After the viewer's 10, in place of their rack (none of it may be
    played until the colour is named): the colours to name."""
    colours = table.view["colour_choices"]
    table.y += 4
    size = CHOICE
    step = (WIDTH - 2 * MARGIN) / len(colours)
    for index, colour in enumerate(colours):
        cx = MARGIN + step * (index + 0.5)
        hinted = table.hint.get("color") == colour
        button = element(parent, "g", class_=classes("colour-choice legal", f"colour-{colour}",
                                                     "suggested" if hinted else None),
                         data_color=colour, role="button",
                         aria_label=_colour_choice_label(table, colour, hinted))
        element(button, "rect", x=cx - size / 2, y=table.y, width=size, height=size, rx=6,
                fill=FILLS[colour], class_="choice-swatch")
        if hinted:
            _suggestion_ring(button, cx - size / 2, table.y, size)
        _symbol(button, colour, cx, table.y + size / 2, size * 0.6)
        element(button, "text", table.say(colour_word(colour)), class_="choice-name", x=cx, y=table.y + size + 12,
                text_anchor="middle")
    table.y += size + 14


def _colour_choice_label(table: _Table, colour: str, hinted: bool) -> str:
    if hinted:
        return table.said(N_("name {colour} for the next player, hint: name this one"), colour=colour_word(colour))
    return table.said(N_("name {colour} for the next player"), colour=colour_word(colour))


# -- the dispute -------------------------------------------------------------
def _dispute(table: _Table) -> None:
    """The dispute in play, or the one just completed (`settled`); between
    two rounds, in its place, the round's points; nothing once the game
    is over and its last dispute has been put away."""
    view = table.view
    settled = table.settled
    if view["over"] and not settled:
        return
    shown = settled["played"] if settled else view["dispute"]["played"]
    between = table.round_over and not settled
    panel_top = table.y + 4
    if between:
        label = table.said(N_("round {round} is over"), round=table.finished)
    elif settled:
        label = table.said(N_("the dispute just settled"))
    else:
        label = table.said(N_("the dispute"))
    group = element(table.layer, "g", class_=classes("dispute", "settled" if settled else None,
                                                     "round-over" if between else None),
                    role="group", aria_label=label, data_action="put-dispute-away" if settled else None)
    panel = element(group, "rect", class_="dispute-area", x=MARGIN / 2, y=panel_top,
                    width=WIDTH - MARGIN, height=10, rx=8)
    table.y = panel_top + LINE
    if settled:
        title = table.said(N_("Dispute won by {name}"), name=table.shown(shown[settled["winner"]]["seat"]))
    elif between:
        title = table.said(N_("Round {round} is over"), round=table.finished)
    else:
        # Translators: the title of the table's middle, where each player plays a tile in turn.
        title = table.said(N_("Dispute"))
    element(group, "text", title, class_="dispute-title", x=INSET, y=table.y)
    # Room under the title for the frame round the newest tile, clear of its descenders.
    table.y += 12
    slot = (WIDTH - 2 * MARGIN) / table.players
    staggered = slot < CAPTION_ROOM
    if between:
        _round_points(table, group, slot, staggered)
    for index, tile in enumerate(shown):
        cx = MARGIN + slot * (index + 0.5)
        label = table.said(N_("{name} played {colour} {value}"), name=table.shown(tile["seat"]),
                           colour=colour_word(tile["colour"]), value=tile["value"])
        parity = "even" if tile["value"] % 2 == 0 else "odd"
        newest = index == len(shown) - 1
        role = None
        if settled and index == settled["winner"]:
            role = "wins"
        elif settled and index == settled["taken"]:
            role = "taken"
        _tile(group, cx - PLAYED / 2, table.y, PLAYED, tile["colour"], parity, tile["value"],
              classes("tile face played", "last" if newest else None, role), label)
        if newest:
            element(group, "rect", class_="last-mark", x=cx - PLAYED / 2 - 4, y=table.y - 4,
                    width=PLAYED + 8, height=PLAYED + 8, rx=8, aria_hidden="true")
        if role == "wins":
            # Translators: under the tile that won the dispute just settled.
            caption = table.said(N_("wins"))
        elif role == "taken":
            # Translators: under the tile the winner of the dispute just settled takes (as points).
            caption = table.said(N_("taken"))
        else:
            caption = table.shown(tile["seat"])
        below = LINE if staggered and index % 2 else 0
        element(group, "text", caption, class_=classes("played-by", role), x=cx,
                y=table.y + PLAYED + 14 + below, text_anchor="middle")
    if not shown and not between:
        element(group, "text", table.said(N_("No tile played yet")), class_="hint", x=WIDTH / 2,
                y=table.y + PLAYED / 2 + 5, text_anchor="middle")
    table.y += PLAYED + 16 + (LINE if staggered else 0)
    notes_top = table.y
    for line in _settled_lines(table) if settled else _dispute_lines(table):
        table.y += LINE
        element(group, "text", line, class_="dispute-note", x=INSET, y=table.y)
    table.y = notes_top + NOTES
    if between and table.interactive:
        _next_round_button(table, group)
    panel.set("height", f"{table.y - panel_top:g}")
    table.y += 4


def _round_points(table: _Table, parent: ET.Element, slot: float, staggered: bool) -> None:
    """Between rounds, where the dispute's tiles lie: each player's points
    in the round just finished, in seat order, the best marked."""
    points = table.view["round_scores"][table.finished - 1]
    best = min(points)
    for seat in range(table.players):
        cx = MARGIN + slot * (seat + 0.5)
        role = "best" if points[seat] == best else None
        if role:
            label = table.said(N_("{name}: {points} points in round {round}, the fewest"), name=table.shown(seat),
                               points=points[seat], round=table.finished)
        else:
            label = table.said(N_("{name}: {points} points in round {round}"), name=table.shown(seat),
                               points=points[seat], round=table.finished)
        cell = element(parent, "g", class_=classes("round-points", role), data_seat=seat, role="img",
                       aria_label=label)
        element(cell, "text", f"+{points[seat]}", class_="round-points-value", x=cx, y=table.y + PLAYED * 0.7,
                text_anchor="middle")
        below = LINE if staggered and seat % 2 else 0
        element(cell, "text", table.shown(seat), class_="played-by", x=cx, y=table.y + PLAYED + 14 + below,
                text_anchor="middle")


def _next_round_button(table: _Table, parent: ET.Element) -> None:
    """The button that deals the next round, centred under the round's
    notes: a real HTML <button>, like the page's own, inside the drawing."""
    width, height = NEXT_ROUND
    table.y += 4
    frame = element(parent, "foreignObject", class_="next-round", x=(WIDTH - width) / 2, y=table.y,
                    width=width, height=height)
    # Translators: the button that deals the next round.
    element(frame, "button", table.said(N_("Next round")), xmlns=XHTML_NS, type="button", class_="primary",
            data_action="next-round")
    table.y += height + 8


def _dispute_lines(table: _Table) -> list[str]:
    view = table.view
    dispute = view["dispute"]
    previous = view["previous"]
    lines = []
    if previous is not None:
        lines.append(_last_dispute(table, previous))
    if table.round_over:
        leader = dispute["leader"]
        if table.you(leader):
            lines.append(table.said(N_("Next: You lead round {round}"), round=view["round"]))
        else:
            lines.append(table.said(N_("Next: {name} leads round {round}"), name=table.name(leader),
                                    round=view["round"]))
        return lines
    if dispute["naming"] is not None:
        naming = dispute["naming"]
        if table.you(naming):
            return [table.said(N_("You played a 10 and name the next colour"))]
        return [table.said(N_("{name} played a 10 and names the next colour"), name=table.name(naming))]
    follow = dispute["follow"]
    if follow is None:
        turn = table.turn
        assert turn is not None, "a round that goes on has a seat to play"
        if table.you(turn):
            lines.append(table.said(N_("You lead: any tile")))
        else:
            lines.append(table.said(N_("{name} leads: any tile"), name=table.name(turn)))
    else:
        colour = follow["colour"]
        values = {"colour": colour_word(colour), "symbol": phrase(SYMBOL_WORDS[colour])}
        if follow["named"]:
            # Translators: {symbol} is the colour's symbol on the tiles: "Follow pink (heart, named by a 10)".
            lines.append(table.said(N_("Follow {colour} ({symbol}, named by a 10), else any tile"), **values))
        else:
            # Translators: {symbol} is the colour's symbol on the tiles: "Follow pink (heart), else any tile".
            lines.append(table.said(N_("Follow {colour} ({symbol}), else any tile"), **values))
    return lines


def _last_dispute(table: _Table, previous: dict[str, Any]) -> str:
    """Who won the last dispute and whose tile they took."""
    taken = previous["taken"]
    values = {"winner": table.shown(previous["winner"]), "owner": table.shown(taken["seat"]),
              "colour": colour_word(taken["colour"]), "value": taken["value"]}
    if taken["seat"] == previous["winner"]:
        # Translators: the dispute settled last: {winner} took back a tile they played themselves.
        return table.said(N_("Last: {winner} took their own {colour} {value} (+{value})"), **values)
    if taken["seat"] == table.seat:
        return table.said(N_("Last: {winner} took your {colour} {value} (+{value})"), **values)
    return table.said(N_("Last: {winner} took {owner}'s {colour} {value} (+{value})"), **values)


def _settled_lines(table: _Table) -> list[str]:
    """Why the dispute just completed went as it did."""
    settled = table.settled
    assert settled is not None, "only a settled dispute has reasons"
    played = settled["played"]
    best, lowest = played[settled["winner"]], played[settled["taken"]]
    values = {"name": table.shown(best["seat"]), "colour": colour_word(best["colour"]), "value": best["value"]}
    if best["seat"] == table.seat:
        highest = table.said(N_("Highest: your {colour} {value}, which wins."), **values)
    else:
        highest = table.said(N_("Highest: {name}'s {colour} {value}, which wins."), **values)
    if lowest is best:
        return [highest, table.said(N_("It is the lowest too: taken back (+{value})."), value=lowest["value"])]
    values = {"name": table.shown(lowest["seat"]), "colour": colour_word(lowest["colour"]), "value": lowest["value"]}
    if lowest["seat"] == table.seat:
        return [highest, table.said(N_("Lowest: your {colour} {value}, taken (+{value})."), **values)]
    return [highest, table.said(N_("Lowest: {name}'s {colour} {value}, taken (+{value})."), **values)]


# -- the scores --------------------------------------------------------------
def _score_table(table: _Table) -> None:
    view = table.view
    rounds = view["rounds"]
    column = (WIDTH - 2 * MARGIN - NAME_COLUMN) / (rounds + 1)
    current = None if view["over"] else table.finished if table.round_over else view["round"]
    """The round's column to mark: the one in play, or the one just finished."""
    scored = table.finished if table.round_over else len(view["round_scores"])
    table.y += ROW
    # The title on a line of its own: no language's words for it run into the rounds' headings.
    element(table.layer, "text", table.said(N_("Scores (lowest wins)")), class_="scores-title", x=MARGIN, y=table.y)
    table.y += ROW
    group = element(table.layer, "g", class_="scores", role="table", aria_label=table.said(N_("scores by round")))
    head = element(group, "g", role="row")
    # Translators: the heading of the score table's column of names.
    element(head, "text", table.said(N_("Player")), class_="scores-head", x=MARGIN, y=table.y, role="columnheader")
    for index in range(rounds):
        element(head, "text", table.said(N_("R{number}"), number=index + 1), class_=classes(
            "scores-head", "current" if index + 1 == current else None),
            x=MARGIN + NAME_COLUMN + column * (index + 0.5), y=table.y, text_anchor="middle", role="columnheader",
            aria_label=table.said(N_("round {number}"), number=index + 1))
    # Translators: the scores' last column: each player's points over all rounds.
    element(head, "text", table.said(N_("Total")), class_="scores-head", x=MARGIN + NAME_COLUMN + column * (rounds + 0.5),
            y=table.y, text_anchor="middle", role="columnheader")
    for owner in range(table.players):
        table.y += ROW
        winner = owner in view["winners"]
        row = element(group, "g", class_=classes("score-row", "winner" if winner else None),
                      data_seat=owner, role="row")
        name = element(row, "text", ("★ " if winner else "") + table.name(owner), x=MARGIN, y=table.y,
                       role="rowheader")
        fit_text(name, NAME_COLUMN - TEXT / 2, TEXT)
        for index in range(rounds):
            points = view["round_scores"][index][owner] if index < scored else ""
            element(row, "text", str(points), x=MARGIN + NAME_COLUMN + column * (index + 0.5),
                    y=table.y, text_anchor="middle", role="cell")
        element(row, "text", str(view["scores"][owner]), class_="total",
                x=MARGIN + NAME_COLUMN + column * (rounds + 0.5), y=table.y, text_anchor="middle", role="cell")


def _rows_for_a_deal(hand_size: int, size: float) -> int:
    """The rows a rack keeps room for: as many as a full deal could need,
    with a colour's wider gap after every tile."""
    per_row = int((WIDTH - 2 * MARGIN + GAP) // (size + GAP + GROUP_GAP))
    return -(-hand_size // per_row)


def _rows(tiles: list[dict[str, Any]], size: float, hand_size: int) -> list[list[dict[str, Any]]]:
    """The tiles in rows as long as a full deal's: a rack only gets shorter
    as it empties, no tile ever jumps to another row."""
    per_row = -(-hand_size // _rows_for_a_deal(hand_size, size))
    return [tiles[start:start + per_row] for start in range(0, len(tiles), per_row)]


def _row_positions(tiles: list[dict[str, Any]], size: float, left: float | None) -> list[float]:
    """x of each tile in a rack row, with a wider gap between colours;
    centred when `left` is None."""
    positions, x, previous = [], 0.0, None
    for tile in tiles:
        if previous is not None:
            x += GAP + (GROUP_GAP if tile["colour"] != previous else 0)
        positions.append(x)
        x += size
        previous = tile["colour"]
    start = (WIDTH - x) / 2 if left is None else left
    return [start + position for position in positions]


def _tile(parent: ET.Element, x: float, y: float, size: float, colour: str, parity: str,
          value: int | None, kind: str, label: str, role: str = "img") -> ET.Element:
    """One tile: its shape says the parity, fill and symbol say the colour,
    and a face also shows the value, large, with a small symbol above it."""
    group = element(parent, "g", class_=classes(kind, f"colour-{colour}", parity), role=role,
                    aria_label=label)
    if parity == "even":
        element(group, "rect", x=x, y=y, width=size, height=size, rx=size * 0.12,
                fill=FILLS[colour], class_="tile-shape")
        symbol_y, symbol_size, value_y = y + size * 0.22, size * 0.26, y + size * 0.88
    else:
        element(group, "polygon", points=points([(x + size / 2, y), (x + size, y + size), (x, y + size)]),
                fill=FILLS[colour], class_="tile-shape")
        symbol_y, symbol_size, value_y = y + size * 0.4, size * 0.2, y + size * 0.96
    if value is None:
        _symbol(group, colour, x + size / 2, y + size * (0.55 if parity == "even" else 0.68), size * 0.42)
    else:
        _symbol(group, colour, x + size / 2, symbol_y, symbol_size)
        # The tile's own colour as a halo: a 10 in a triangle may reach past its sides.
        element(group, "text", str(value), class_="tile-value", x=x + size / 2, y=value_y,
                fill=INK[colour], stroke=FILLS[colour], font_size=size * VALUE / FACE,
                font_weight="bold", text_anchor="middle")
    return group


def _suggestion_ring(parent: ET.Element, x: float, y: float, size: float) -> None:
    """The hint's dashed frame round a tile or a colour of side `size` at x, y."""
    element(parent, "rect", x=x - 4, y=y - 4, width=size + 8, height=size + 8, rx=8, class_="suggestion-ring",
            aria_hidden="true")


def _symbol(parent: ET.Element, colour: str, cx: float, cy: float, size: float) -> None:
    element(parent, "use", href=f"#even-odds-{SYMBOL_NAMES[colour]}", x=cx - size / 2, y=cy - size / 2,
            width=size, height=size, fill=INK[colour], class_="colour-symbol")


def _symbol_defs(root: ET.Element) -> None:
    """Each colour's symbol once, drawn in a 2 x 2 box centred on 0, 0."""
    defs = element(root, "defs")
    shapes: dict[str, tuple[str, dict[str, object]]] = {
        "circle": ("circle", {"cx": 0, "cy": 0, "r": 0.8}),
        "star": ("polygon", {"points": "0,-0.95 0.24,-0.3 0.9,-0.3 0.37,0.12 0.56,0.8 0,0.4 "
                                       "-0.56,0.8 -0.37,0.12 -0.9,-0.3 -0.24,-0.3"}),
        "cross": ("polygon", {"points": "-0.25,-0.9 0.25,-0.9 0.25,-0.25 0.9,-0.25 0.9,0.25 0.25,0.25 "
                                        "0.25,0.9 -0.25,0.9 -0.25,0.25 -0.9,0.25 -0.9,-0.25 -0.25,-0.25"}),
        "heart": ("path", {"d": "M0,0.85 C-1.2,0 -0.95,-1 0,-0.4 C0.95,-1 1.2,0 0,0.85 Z"}),
        "leaf": ("path", {"d": "M-0.8,0.8 C-0.85,-0.35 -0.2,-0.8 0.85,-0.85 C0.8,0.2 0.35,0.85 -0.8,0.8 Z"}),
    }
    for name, (tag, attributes) in shapes.items():
        symbol = element(defs, "symbol", id=f"even-odds-{name}", viewBox="-1 -1 2 2")
        element(symbol, tag, None, **attributes)
