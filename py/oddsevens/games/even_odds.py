"""Even Odds, by Ênyo Saldanha and Eurico Cunha.

Three to six players hold tiles numbered 1 to 10 in five colours, turned so
that everyone except their owner sees the numbers: of their own tiles a player
knows only the colour and the parity (square even, triangle odd). In each
dispute everyone plays one tile, following the colour of the last tile played
or the colour a 10 named; the highest value wins the dispute and must score
the lowest value played. After three rounds the lowest total wins.
Rulings: seeds/even-odds.md.

Tile ids are positions in the round's dealt order (a fresh shuffle every
round, or the `deal` option for round 1), so an id tells nothing about the
tile's value. Seat s holds the ids s * hand_size up to (s + 1) * hand_size - 1.
"""

from __future__ import annotations

import random
from typing import Any

from ..core import YOU, BadOption, Game, IllegalMove, Move, MoveViews, Rng, Seat, State, register
from ..core.phrases import N_, Phrase, phrase

COLOURS = ("blue", "yellow", "black", "pink", "green")
"""The colours as moves, records and views write them ({"color": "pink"}, "pink-10")."""
COLOUR_WORDS = {
    # Translators: a colour of Even Odds' tiles, as in "blue 7" or "Follow blue".
    "blue": N_("blue"),
    # Translators: a colour of Even Odds' tiles, as in "yellow 7" or "Follow yellow".
    "yellow": N_("yellow"),
    # Translators: a colour of Even Odds' tiles, as in "black 7" or "Follow black".
    "black": N_("black"),
    # Translators: a colour of Even Odds' tiles, as in "pink 7" or "Follow pink".
    "pink": N_("pink"),
    # Translators: a colour of Even Odds' tiles, as in "green 7" or "Follow green".
    "green": N_("green"),
}
"""Each colour's name in words, for the phrases players read."""
COLOUR_INDEX = {name: index for index, name in enumerate(COLOURS)}
HIGHEST = 10
"""The highest value; a tile of this value names the next colour."""
HAND_SIZES = {3: 12, 4: 12, 5: 10, 6: 8}
PARITY_NAMES = ("even", "odd")


def tile_code(colour: int, value: int) -> int:
    return colour * HIGHEST + value - 1


def colour_of(code: int) -> int:
    return code // HIGHEST


def value_of(code: int) -> int:
    return code % HIGHEST + 1


def parity_name(code: int) -> str:
    return PARITY_NAMES[value_of(code) % 2]


def colour_word(colour: str) -> Phrase:
    """A colour ("pink", as COLOURS writes it) as a word of a phrase."""
    return phrase(COLOUR_WORDS[colour])


COLOUR_OF_CODE: tuple[int, ...] = tuple(colour_of(code) for code in range(len(COLOURS) * HIGHEST))
"""colour_of as a table: the rules look it up for every tile in a rack at every step."""
COLOUR_AND_PARITY: tuple[tuple[int, int], ...] = tuple(
    (colour_of(code), value_of(code) % 2) for code in range(len(COLOURS) * HIGHEST)
)
"""What the back of each tile shows: its colour, and 0 for even, 1 for odd (PARITY_NAMES)."""
TENS = frozenset(tile_code(colour, HIGHEST) for colour in range(len(COLOURS)))
"""The codes of the tiles that name the next colour."""


def parse_tile(text: Any) -> int:
    """The tile code of a "colour-value" string such as "pink-10"."""
    if not isinstance(text, str) or text.count("-") != 1:
        raise BadOption(phrase(
            # Translators: "colour-value" and "pink-10" are written in a record's code: keep them as they are.
            N_('a dealt tile is written "colour-value", e.g. "pink-10", not {text}'), text=repr(text)
        ))
    colour, value = text.split("-")
    if colour not in COLOUR_INDEX:
        # Translators: {colours} lists the colours as a record's code writes them (blue, yellow, ...).
        raise BadOption(phrase(N_("{text}: the colours are {colours}"), text=repr(text), colours=", ".join(COLOURS)))
    if not (value.isascii() and value.isdigit()) or not 1 <= int(value) <= HIGHEST:
        raise BadOption(phrase(N_("{text}: values run from 1 to {highest}"), text=repr(text), highest=HIGHEST))
    return tile_code(COLOUR_INDEX[colour], int(value))


def parse_deal(deal: Any) -> tuple[tuple[int, ...], ...]:
    if not isinstance(deal, list) or not all(isinstance(rack, list) for rack in deal):
        # Translators: "colour-value" is written in a record's code: keep it as it is.
        raise BadOption(phrase(N_('the deal is a list per seat of "colour-value" tiles')))
    racks = tuple(tuple(parse_tile(text) for text in rack) for rack in deal)
    codes = [code for rack in racks for code in rack]
    if len(set(codes)) != len(codes):
        raise BadOption(phrase(N_("the deal holds the same tile twice; every tile exists once")))
    return racks


def dispute_outcome(codes: list[int]) -> tuple[int, int]:
    """(index of the winning tile, index of the tile the winner takes): the
    highest value wins, the later of equal highest; the lowest value is
    taken, the earlier of equal lowest (they score the same)."""
    values = [value_of(code) for code in codes]
    winner = len(values) - 1 - values[::-1].index(max(values))
    return winner, values.index(min(values))


def deal_from_pool(rng: Rng, removed: int | None, players: int) -> tuple[tuple[int, ...], Rng]:
    """A shuffled deal for one round: the tile codes in id order."""
    pool = [
        tile_code(colour, value)
        for colour in range(len(COLOURS))
        if colour != removed
        for value in range(1, HIGHEST + 1)
    ]
    shuffled, rng = rng.shuffled(pool)
    return tuple(shuffled[: players * HAND_SIZES[players]]), rng




class EvenOddsState(State):
    __slots__ = (
        "rng", "removed", "tiles", "played", "leader", "dispute", "named",
        "taken", "history", "rounds_taken", "previous",
    )

    rng: Rng
    removed: int | None
    """The colour left in the box for the whole game (3 players), else None."""
    tiles: tuple[int, ...]
    """Tile code of each id dealt this round (the last round's once over)."""
    played: int
    """Bit i set once the tile with id i has been played this round."""
    leader: Seat
    """Who leads the current dispute."""
    dispute: tuple[int, ...]
    """Ids played in the current dispute, in order."""
    named: int | None
    """The colour a 10 named for the next player, until that player plays."""
    taken: tuple[tuple[int, ...], ...]
    """Per seat, the tile codes taken (and so scored) this round."""
    history: tuple[tuple[int, ...], ...]
    """Per finished round, the points of each seat."""
    rounds_taken: tuple[tuple[tuple[int, ...], ...], ...]
    """Per finished round, the tile codes each seat took (its points, tile by tile)."""
    previous: tuple[Seat, Seat, int] | None
    """The last settled dispute as (winner, seat whose tile was taken, its
    code). Nothing else of it is kept: its other tiles are discards."""

    # -- derived facts -----------------------------------------------------
    @property
    def hand_size(self) -> int:
        return HAND_SIZES[self.players]

    @property
    def colours(self) -> tuple[int, ...]:
        return tuple(colour for colour in range(len(COLOURS)) if colour != self.removed)

    def owner(self, tile_id: int) -> Seat:
        return tile_id // self.hand_size

    def rack(self, seat: Seat) -> list[int]:
        """The ids still in a seat's rack, in id order."""
        size, played = HAND_SIZES[self.players], self.played
        return [i for i in range(seat * size, (seat + 1) * size) if not played >> i & 1]

    @property
    def naming(self) -> bool:
        """True while the player of a 10 must name the next colour. A 10 that
        completes a dispute names nothing: the dispute is settled at once."""
        dispute = self.dispute
        return bool(dispute) and self.named is None and self.tiles[dispute[-1]] in TENS

    @property
    def follow_colour(self) -> int | None:
        """The colour the next tile must match if its player has one."""
        if not self.dispute:
            return None
        if self.named is not None:
            return self.named
        return colour_of(self.tiles[self.dispute[-1]])

    @property
    def to_move(self) -> tuple[Seat, ...]:
        if len(self.history) == self.options["rounds"]:
            return ()
        dispute = self.dispute
        if dispute and self.named is None and self.tiles[dispute[-1]] in TENS:
            return (self.owner(dispute[-1]),)
        return ((self.leader + len(dispute)) % self.players,)

    def playable(self, seat: Seat) -> list[int]:
        rack = self.rack(seat)
        follow = self.follow_colour
        if follow is None:
            return rack
        tiles = self.tiles
        matching = [i for i in rack if COLOUR_OF_CODE[tiles[i]] == follow]
        return matching or rack

    def completed_by(self, tile_id: int) -> dict[str, Any] | None:
        """The dispute as it lies on the table the moment `tile_id` completes
        it, before it is swept away: every tile face up, with the index of
        the winning tile and of the one the winner takes. None when the tile
        does not complete the dispute. Pages hold it on screen for a moment;
        views never carry it, as the discards are shown to nobody after."""
        if len(self.dispute) != self.players - 1 or tile_id in self.dispute:
            return None
        ids = self.dispute + (tile_id,)
        winner, taken = dispute_outcome([self.tiles[i] for i in ids])
        return {"played": [self._tile_view(i) for i in ids], "winner": winner, "taken": taken}

    # -- moves -------------------------------------------------------------
    def _legal_moves(self, seat: Seat) -> list[Move]:
        if self.naming:
            return [{"color": COLOURS[colour]} for colour in self.colours]
        return [{"tile": tile_id} for tile_id in self.playable(seat)]

    def _apply(self, seat: Seat, move: Move) -> tuple[State, Move]:
        if self.naming:
            return self._name_colour(move)
        if not isinstance(move, dict) or len(move) != 1 or "tile" not in move:
            raise IllegalMove(phrase(
                # Translators: {tile_move} and {colour_move} are moves as code writes them ({"tile": id}, {"color": c}).
                N_("an Even Odds move is {tile_move}, or {colour_move} after playing a 10"),
                tile_move='{"tile": id}', colour_move='{"color": c}',
            ))
        tile_id = move["tile"]
        if isinstance(tile_id, bool) or not isinstance(tile_id, int):
            raise IllegalMove(phrase(N_("a tile id is a whole number, not {value}"), value=repr(tile_id)))
        if not 0 <= tile_id < len(self.tiles) or self.owner(tile_id) != seat:
            raise IllegalMove(phrase(N_("tile {tile} is not in your rack"), tile=tile_id))
        if self.played >> tile_id & 1:
            raise IllegalMove(phrase(N_("tile {tile} has already been played this round"), tile=tile_id))
        follow = self.follow_colour
        if follow is not None and COLOUR_OF_CODE[self.tiles[tile_id]] != follow and tile_id not in self.playable(seat):
            raise IllegalMove(phrase(
                N_("you hold {colour} tiles, so you must play one of them"), colour=colour_word(COLOURS[follow])
            ))
        new = self._derived()
        new.played = self.played | 1 << tile_id
        new.dispute = self.dispute + (tile_id,)
        new.named = None
        if len(new.dispute) == self.players:
            new._settle_dispute()
        return new, {"tile": tile_id}

    def _name_colour(self, move: Move) -> tuple[State, Move]:
        if not isinstance(move, dict) or set(move) != {"color"}:
            raise IllegalMove(phrase(
                # Translators: {colour_move} is a move as code writes it ({"color": c}).
                N_("you played a 10: name the next colour with {colour_move} first"), colour_move='{"color": c}'
            ))
        name = move["color"]
        if not isinstance(name, str) or COLOUR_INDEX.get(name) not in self.colours:
            named = ", ".join(COLOURS[colour] for colour in self.colours)
            raise IllegalMove(phrase(
                # Translators: {colours} lists the colours as moves write them (blue, yellow, ...); {name} is the move's.
                N_("the colours in this game are {colours}, not {name}"), colours=named, name=repr(name)
            ))
        new = self._derived()
        new.named = COLOUR_INDEX[name]
        return new, {"color": name}

    def _settle_dispute(self) -> None:
        """Called on a fresh state whose dispute has just been completed."""
        codes = [self.tiles[i] for i in self.dispute]
        winner_index, taken_index = dispute_outcome(codes)
        winner = self.owner(self.dispute[winner_index])
        lowest = codes[taken_index]
        self.previous = (winner, self.owner(self.dispute[taken_index]), lowest)
        self.taken = tuple(
            taken + (lowest,) if seat == winner else taken for seat, taken in enumerate(self.taken)
        )
        self.dispute = ()
        self.leader = winner
        if self.played == (1 << len(self.tiles)) - 1:
            self._end_round()

    def _end_round(self) -> None:
        self.history = self.history + (self.round_points,)
        self.rounds_taken = self.rounds_taken + (self.taken,)
        self.taken = ((),) * self.players
        if len(self.history) < self.options["rounds"]:
            self.tiles, self.rng = deal_from_pool(self.rng, self.removed, self.players)
            self.played = 0

    # -- scores ------------------------------------------------------------
    @property
    def round_points(self) -> tuple[int, ...]:
        return tuple(sum(value_of(code) for code in taken) for taken in self.taken)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(
            sum(points) for points in zip(self.round_points, *self.history, strict=True)
        )

    @property
    def winners(self) -> tuple[Seat, ...]:
        if not self.over:
            return ()
        totals = self.scores
        last = self.history[-1]
        best = min((totals[seat], last[seat]) for seat in range(self.players))
        return tuple(seat for seat in range(self.players) if (totals[seat], last[seat]) == best)

    # -- what a seat may know ----------------------------------------------
    def view(self, seat: Seat | None = None) -> dict[str, Any]:
        """Opponents' racks face up; the viewer's own rack (and, for the
        spectator, every rack) only as backs: colour and parity."""
        over = self.over
        to_move = self.to_move
        acting = seat is not None and seat in to_move
        naming = self.naming
        follow = self.follow_colour
        colour_names = [COLOURS[colour] for colour in self.colours]
        return {
            **self.common_view(seat),
            "players": self.players,
            "colours": colour_names,
            "removed_colour": None if self.removed is None else COLOURS[self.removed],
            "round": len(self.history) + (0 if over else 1),
            "rounds": self.options["rounds"],
            "hand_size": self.hand_size,
            "bag": HIGHEST * len(self.colours) - self.players * self.hand_size,
            "racks": [
                self._rack_view(owner, face_up=seat is not None and owner != seat)
                for owner in range(self.players)
            ],
            "playable": self.playable(seat) if seat is not None and acting and not naming else [],
            "colour_choices": colour_names if acting and naming else [],
            "dispute": {
                "leader": self.leader,
                "played": [self._tile_view(i) for i in self.dispute],
                "follow": None
                if follow is None or naming
                else {"colour": COLOURS[follow], "named": self.named is not None},
                "naming": to_move[0] if naming else None,
            },
            "previous": self._previous_view(),
            "discarded": self._discarded_count(),
            "taken": [[_taken_view(code) for code in taken] for taken in self.taken],
            "taken_in_rounds": [
                [[_taken_view(code) for code in taken] for taken in seats] for seats in self.rounds_taken
            ],
            "round_scores": [list(points) for points in self.history]
            + ([] if over else [list(self.round_points)]),
        }

    def _rack_view(self, owner: Seat, face_up: bool) -> list[dict[str, Any]]:
        """A rack grouped by colour; face-up racks are sorted by value inside
        a colour, backs by parity and id (an id says nothing of the value)."""
        tiles = self.tiles

        def order(tile_id: int) -> tuple[int, int, int]:
            code = tiles[tile_id]
            inner = value_of(code) if face_up else value_of(code) % 2
            return colour_of(code), inner, tile_id

        return [
            {
                "id": tile_id,
                "colour": COLOURS[colour_of(tiles[tile_id])],
                "parity": parity_name(tiles[tile_id]),
                "value": value_of(tiles[tile_id]) if face_up else None,
            }
            for tile_id in sorted(self.rack(owner), key=order)
        ]

    def _tile_view(self, tile_id: int) -> dict[str, Any]:
        code = self.tiles[tile_id]
        return {
            "seat": self.owner(tile_id),
            "id": tile_id,
            "colour": COLOURS[colour_of(code)],
            "value": value_of(code),
        }

    def _previous_view(self) -> dict[str, Any] | None:
        """Who won the last dispute and the tile they took (it is scored, so
        public). The dispute's other tiles are discards, shown to nobody."""
        if self.previous is None:
            return None
        winner, taken_seat, taken_code = self.previous
        return {
            "winner": winner,
            "taken": {
                "seat": taken_seat,
                "colour": COLOURS[colour_of(taken_code)],
                "value": value_of(taken_code),
            },
        }

    def _discarded_count(self) -> int:
        settled = bin(self.played).count("1") - len(self.dispute)
        return settled // self.players * (self.players - 1)

    def played_this_round(self) -> dict[int, int]:
        """Every tile played this round, by id, with its code. Each lay face
        up in its dispute (the one that completed it on the table for a
        moment), so every seat has seen them all: a player who keeps an eye
        on the disputes remembers the discards the view no longer shows."""
        played, tiles = self.played, self.tiles
        return {tile_id: tiles[tile_id] for tile_id in range(len(tiles)) if played >> tile_id & 1}

    def determinize(self, seat: Seat, chance: random.Random, *, remember: bool = False) -> EvenOddsState:
        """Built from `seat`'s view alone (`world_from_view`), and with
        `remember`, from the tiles it saw played this round as well
        (`played_this_round`). A search that draws many worlds from one
        state reads the view once instead (`WorldsFromView`)."""
        return self.worlds(seat, remember=remember).draw(chance)

    def worlds(self, seat: Seat, *, remember: bool = False) -> WorldsFromView:
        """What `seat`'s view (and with `remember`, the round's tiles) settles,
        read once, to draw many worlds from."""
        return WorldsFromView(self.view(seat), self.played_this_round() if remember else None)


def _taken_view(code: int) -> dict[str, Any]:
    """A tile taken in a dispute: scored, so public."""
    return {"colour": COLOURS[colour_of(code)], "value": value_of(code)}


# -- the moves in words -------------------------------------------------------
def tile_as_seen(tile_id: int, seat: Seat, views: MoveViews) -> Phrase:
    """The tile as this viewer knew it: colour and number when their screen
    showed the number before or just after the play, else colour and parity."""
    before, after = views.before, views.after
    in_rack = next(tile for tile in before["racks"][seat] if tile["id"] == tile_id)
    value = in_rack["value"]
    if value is None:
        value = next((tile["value"] for tile in after["dispute"]["played"] if tile["id"] == tile_id), None)
    completed = len(before["dispute"]["played"]) == before["players"] - 1
    if value is None and completed and after["previous"]["taken"]["seat"] == seat:
        value = after["previous"]["taken"]["value"]
    colour = colour_word(in_rack["colour"])
    if value is None and in_rack["parity"] == "even":
        return phrase(N_("a {colour} tile (even)"), colour=colour)
    if value is None:
        return phrase(N_("a {colour} tile (odd)"), colour=colour)
    # Translators: a tile by its colour and number: "pink 7".
    return phrase(N_("{colour} {value}"), colour=colour, value=value)


class EvenOddsGame(Game):
    id = "even-odds"
    title = "Even Odds"
    renderer = "oddsevens.render.even_odds_svg:even_odds"
    plan = "oddsevens.ai.even_odds_plan:PLAN"
    page = "app.boards.even_odds:EvenOddsBoard"
    lessons = "oddsevens.lessons.even_odds:LESSONS"
    hides_information = True
    min_players, max_players, default_players = 3, 6, 4
    options = {
        "deal": (None, None),
        "first": (None, (None, *range(6))),
        "rounds": (3, range(1, 10)),
    }
    state_class = EvenOddsState

    def from_view(self, view: dict[str, Any]) -> State:
        """The world a computer player would imagine from the view
        (`WorldsFromView`), drawn from a fixed chance, so that every device
        draws the same: its own values, the discards, the bag, the next deals."""
        keys = ("players", "rounds", "hand_size", "removed_colour", "racks", "dispute", "previous", "taken",
                "taken_in_rounds", "round_scores")
        return self.state_from_view(view, keys, _world_from_view)

    def check_option(self, name: str, value: Any) -> None:
        if name == "deal" and value is not None:
            parse_deal(value)

    def _initial(self, players: int, seed: int, options: dict[str, Any], generator: int) -> State:
        state: EvenOddsState = self.empty_state(players, seed, options, generator)
        rng = state.seeded_rng()
        if options["deal"] is None:
            removed = None
            if players == 3:
                removed, rng = rng.below(len(COLOURS))
            tiles, rng = deal_from_pool(rng, removed, players)
        else:
            tiles, removed = self._fixed_deal(options["deal"], players)
        first = options["first"]
        if first is None:
            first, rng = rng.below(players)
        elif first >= players:
            raise BadOption(phrase(
                # Translators: "first" is the option's name in code: keep it as it is.
                N_("first must be a seat from 0 to {last}, not {first}"), last=players - 1, first=first
            ))
        state.rng, state.removed, state.tiles = rng, removed, tiles
        state.played, state.leader, state.dispute, state.named = 0, first, (), None
        state.taken = ((),) * players
        state.history = ()
        state.rounds_taken = ()
        state.previous = None
        return state

    @staticmethod
    def _fixed_deal(deal: list[Any], players: int) -> tuple[tuple[int, ...], int | None]:
        """Round 1's tiles from the `deal` option, and the colour it leaves out."""
        racks = parse_deal(deal)
        size = HAND_SIZES[players]
        if len(racks) != players or any(len(rack) != size for rack in racks):
            raise BadOption(phrase(
                N_("with {players} players the deal gives {size} tiles to each of {players} seats"),
                players=players, size=size,
            ))
        tiles = tuple(code for rack in racks for code in rack)
        used = {colour_of(code) for code in tiles}
        if players != 3:
            return tiles, None
        if len(used) == len(COLOURS):
            raise BadOption(phrase(N_("with 3 players one colour stays in the box, but the deal uses all five")))
        return tiles, next(colour for colour in range(len(COLOURS)) if colour not in used)

    def describe_move(self, move: Move, seat: Seat, views: MoveViews, names: list[str]) -> Phrase:
        if "color" in move:
            # Translators: a move in the move list, its player left out: "names pink" (the colour to follow).
            return phrase(N_("names {colour}"), colour=colour_word(move["color"]))
        tile = tile_as_seen(move["tile"], seat, views)
        before, after = views.before, views.after
        if len(before["dispute"]["played"]) < before["players"] - 1:
            # Translators: a move in the move list, its player left out: "plays pink 7", "plays a pink tile (odd)".
            return phrase(N_("plays {tile}"), tile=tile)
        previous = after["previous"]
        winner, taken = previous["winner"], previous["taken"]
        values = {
            "tile": tile, "winner": names[winner], "owner": names[taken["seat"]],
            "colour": colour_word(taken["colour"]), "value": taken["value"], "round": before["round"],
        }
        ends = after["over"] or after["round"] > before["round"]
        message = _dispute_won(names[winner] == YOU, _taken_from(winner, taken["seat"], names), ends)
        return phrase(message, **{name: value for name, value in values.items() if f"{{{name}}}" in message})


def _world_from_view(view: dict[str, Any]) -> EvenOddsState:
    """`EvenOddsGame.from_view`'s world, or ValueError (`Game.state_from_view`)."""
    _check_sizes(view)
    try:
        return WorldsFromView(view).draw(random.Random(0))
    except StopIteration:
        raise ValueError("the view's hidden tiles cannot all be dealt") from None


def _check_sizes(view: dict[str, Any]) -> None:
    """ValueError unless the view's player count, hand size and rounds are
    the game's and its leader a seat: `WorldsFromView` counts on them."""
    players, rounds = view["players"], view["rounds"]
    if not (type(players) is int and players in HAND_SIZES and view["hand_size"] == HAND_SIZES[players]):
        raise ValueError("not the size of a game of Even Odds")
    if not (type(rounds) is int and rounds in EvenOddsGame.options["rounds"][1]):
        raise ValueError("not a number of rounds of Even Odds")
    leader = view["dispute"]["leader"]
    if not (type(leader) is int and 0 <= leader < players):
        raise ValueError("not a seat to lead the dispute")


def _taken_from(winner: Seat, owner: Seat, names: list[str]) -> str:
    """Whose tile the winner of a dispute took: "own" (their own), "you" (the
    one person at the device) or "other" (another player, by name)."""
    if owner == winner:
        return "own"
    return "you" if names[owner] == YOU else "other"


def _dispute_won(you: bool, taken_from: str, ends: bool) -> str:
    """The message of a move that completes a dispute, one per case: who wins
    it (`you`, the one person at the device, or another player), whose tile is
    taken (`_taken_from`), and whether the round `ends` with it. Its fields:
    {tile} as `tile_as_seen`, {winner} and {owner} the names of the winner and
    of the taken tile's owner, {colour} and {value} the tile taken, {round}
    the round's number."""
    if you and taken_from == "own" and ends:
        # Translators: a move that completes a dispute, in the move list (its player left out). {tile} is
        # "pink 7" or "a pink tile (odd)"; {winner} and {owner} are players' names; {colour} {value} the tile taken.
        return N_("plays {tile}; you win the dispute and take your own {colour} {value}; round {round} ends")
    if you and taken_from == "own":
        return N_("plays {tile}; you win the dispute and take your own {colour} {value}")
    if you and ends:
        return N_("plays {tile}; you win the dispute and take {owner}’s {colour} {value}; round {round} ends")
    if you:
        return N_("plays {tile}; you win the dispute and take {owner}’s {colour} {value}")
    if taken_from == "own" and ends:
        return N_("plays {tile}; {winner} wins the dispute and takes their own {colour} {value}; round {round} ends")
    if taken_from == "own":
        return N_("plays {tile}; {winner} wins the dispute and takes their own {colour} {value}")
    if taken_from == "you" and ends:
        return N_("plays {tile}; {winner} wins the dispute and takes your {colour} {value}; round {round} ends")
    if taken_from == "you":
        return N_("plays {tile}; {winner} wins the dispute and takes your {colour} {value}")
    if ends:
        return N_("plays {tile}; {winner} wins the dispute and takes {owner}’s {colour} {value}; round {round} ends")
    return N_("plays {tile}; {winner} wins the dispute and takes {owner}’s {colour} {value}")


GAME = register(EvenOddsGame())


def world_from_view(
    view: dict[str, Any], chance: random.Random, remembered: dict[int, int] | None = None
) -> EvenOddsState:
    """A full state that agrees with everything `view` shows, with what it
    hides drawn at random: the values of the viewer's own tiles (within their
    colour and parity), the discards, the bag and the future deals. This is
    what a computer player searches over, so it reads nothing but the view,
    and, where given, the tiles the viewer saw played this round
    (`EvenOddsState.played_this_round`): the discards are then known, and
    the viewer's own values are drawn only from the tiles nobody has seen
    (its rack's and the bag's), which early in a round nearly settles them."""
    return WorldsFromView(view, remembered).draw(chance)


class WorldsFromView:
    """`world_from_view` in two steps: what the view settles, read once, and
    then each world drawn from it (a search draws hundreds from one view)."""

    def __init__(self, view: dict[str, Any], remembered: dict[int, int] | None = None) -> None:
        players, size = view["players"], view["hand_size"]
        removed = None if view["removed_colour"] is None else COLOUR_INDEX[view["removed_colour"]]
        tiles: dict[int, int] = dict(remembered or {})
        hidden: list[tuple[int, tuple[int, int]]] = []
        for rack in view["racks"]:
            for tile in rack:
                if tile["value"] is None:
                    hidden.append((tile["id"], (COLOUR_INDEX[tile["colour"]], PARITY_NAMES.index(tile["parity"]))))
                else:
                    tiles[tile["id"]] = tile_code(COLOUR_INDEX[tile["colour"]], tile["value"])
        for tile in view["dispute"]["played"]:
            tiles[tile["id"]] = tile_code(COLOUR_INDEX[tile["colour"]], tile["value"])
        taken = tuple(
            tuple(tile_code(COLOUR_INDEX[tile["colour"]], tile["value"]) for tile in seat_taken)
            for seat_taken in view["taken"]
        )
        self.taken_codes = [code for seat_taken in taken for code in seat_taken]
        seen = set(tiles.values()) | set(self.taken_codes)
        self.unseen = [
            tile_code(colour, value)
            for colour in range(len(COLOURS))
            if colour != removed
            for value in range(1, HIGHEST + 1)
            if tile_code(colour, value) not in seen
        ]
        self.known = tiles
        self.hidden = hidden
        in_racks = {tile["id"] for rack in view["racks"] for tile in rack}
        self.settled_ids = [
            tile_id for tile_id in range(players * size) if tile_id not in tiles and tile_id not in in_racks
        ]
        """The settled disputes' tiles whose codes the world draws: the ones
        taken, then discards from what nobody has seen, in id order."""
        self.played = sum(1 << tile_id for tile_id in range(players * size) if tile_id not in in_racks)
        self.players, self.size, self.removed = players, size, removed
        self.rounds = view["rounds"]
        dispute = view["dispute"]
        follow = dispute["follow"]
        self.leader = dispute["leader"]
        self.dispute = tuple(tile["id"] for tile in dispute["played"])
        self.named = COLOUR_INDEX[follow["colour"]] if follow and follow["named"] else None
        self.taken = taken
        finished = view["round_scores"] if view["over"] else view["round_scores"][:-1]
        self.history = tuple(tuple(points) for points in finished)
        self.rounds_taken = tuple(
            tuple(tuple(tile_code(COLOUR_INDEX[tile["colour"]], tile["value"]) for tile in seat_took) for seat_took in seats)
            for seats in view["taken_in_rounds"]
        )
        previous = view["previous"]
        self.previous = None if previous is None else (
            previous["winner"],
            previous["taken"]["seat"],
            tile_code(COLOUR_INDEX[previous["taken"]["colour"]], previous["taken"]["value"]),
        )

    def draw(self, chance: random.Random) -> EvenOddsState:
        """One world: the hidden values, the discards and the bag shuffled by `chance`."""
        tiles = dict(self.known)
        unseen = list(self.unseen)
        chance.shuffle(unseen)
        for tile_id, wanted in self.hidden:
            code = next(code for code in unseen if COLOUR_AND_PARITY[code] == wanted)
            unseen.remove(code)
            tiles[tile_id] = code
        settled = self.taken_codes + unseen
        for index, tile_id in enumerate(self.settled_ids):
            tiles[tile_id] = settled[index]
        players, size = self.players, self.size
        state: EvenOddsState = GAME.empty_state(players, 0, {"deal": None, "first": None, "rounds": self.rounds})
        state._log = None
        state.rng = Rng(chance.getrandbits(64))
        state.removed = self.removed
        state.tiles = tuple(tiles[tile_id] for tile_id in range(players * size))
        state.played = self.played
        state.leader = self.leader
        state.dispute = self.dispute
        state.named = self.named
        state.taken = self.taken
        state.history = self.history
        state.rounds_taken = self.rounds_taken
        state.previous = self.previous
        return state
