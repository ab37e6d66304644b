"""Even at Odds, by Jacob Landrum.

Dominoes are laid next to matching faces or stacked on two tiles of the same
height; each player (Odds 1/3/5 or Evens 2/4/6) grows the biggest connected
group of their team's numbers as seen from above. Two players (duel, single
game or a match) or one (solo, lowest penalty wins).
Rulings: seeds/even-at-odds.md.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Optional, Sequence

from ..core import BadOption, Game, IllegalMove, Move, MoveViews, N_, Phrase, Rng, Said, Seat, State, phrase, register
from ..core.squaregrid import Cell, adjacent, components, neighbours, reading_order

Tile = tuple[int, int]
"""A domino as (low, high)."""
Face = tuple[int, int, int]
"""What shows on a cell from above: (level, value, index of its tile)."""
Placement = tuple[int, int, Cell, Cell, int]
"""(a, b, cell of a, cell of b, level)."""
Hands = tuple[tuple[Tile, ...], ...]

ODDS, EVENS = "odds", "evens"
TEAMS = (ODDS, EVENS)
DUEL, SOLO = "duel", "solo"
MATCHES = ("single", "best-of-3", "game-score")
NUMBERS = frozenset(range(1, 7))

TEAM_PICK, PLAY, NEXT_GAME, OVER = "team", "play", "next", "over"

HAND_SIZE = 7
REMOVED_COUNT = 2
SOLO_DRAW = 3
STUCK_POINTS = 5
MATCH_GAMES = 3
BEST_OF_THREE_WINS = 2

DUEL_FOUNDATION: tuple[Placement, ...] = (
    (1, 1, (0, 0), (1, 0), 1),
    (6, 6, (2, 0), (3, 0), 1),
    (2, 2, (0, 1), (1, 1), 1),
    (5, 5, (2, 1), (3, 1), 1),
    (3, 3, (0, 2), (1, 2), 1),
    (4, 4, (2, 2), (3, 2), 1),
)
SOLO_FOUNDATION: tuple[Placement, ...] = tuple(
    (value, 0, cells_a, cells_b, 1) for (value, _, cells_a, cells_b, _) in DUEL_FOUNDATION
)
DUEL_POOL: tuple[Tile, ...] = ((0, 0),) + tuple((a, b) for a in range(7) for b in range(a + 1, 7))
SOLO_POOL: tuple[Tile, ...] = tuple((a, b) for a in range(1, 7) for b in range(a, 7))


def team_of(value: int) -> Optional[str]:
    if value == 0:
        return None
    return ODDS if value % 2 else EVENS


def tile_name(tile: Tile) -> str:
    return f"{tile[0]}-{tile[1]}"


def parse_tile_name(text: Any) -> Tile:
    """A tile from its "a-b" name, or BadOption."""
    parts = text.split("-") if isinstance(text, str) else ()
    if len(parts) != 2 or not all(part in "0123456" and len(part) == 1 for part in parts):
        raise BadOption(phrase(N_('deck entries are tiles written "a-b" with pips 0 to 6, not {text}'),
                               text=repr(text)))
    a, b = int(parts[0]), int(parts[1])
    return (min(a, b), max(a, b))


# -- the table ---------------------------------------------------------------
class Surface(dict[Cell, Face]):
    """The top face of every covered cell. Built once per state and never
    changed after, so the spots found on it are kept with it: a hand asks
    about the same values over and over. A surface made by laying one tile
    on another updates the spots already found there instead of searching
    the whole table again (the solo look-ahead lays thousands of tiles)."""

    __slots__ = ("_flat_spots", "_stacked_spots", "_earlier_flat", "_earlier_stacked", "_laid")

    _flat_spots: dict[int, set[tuple[Cell, Cell]]]
    _stacked_spots: list[tuple[Cell, Cell, int, int]]
    _laid: Placement
    """The tile laid on the surface this one was made from; the spots found
    there (`_earlier_flat` when it was laid flat, `_earlier_stacked`) are
    the starting point for this one's."""

    def _flat_cache(self) -> dict[int, set[tuple[Cell, Cell]]]:
        try:
            return self._flat_spots
        except AttributeError:
            self._flat_spots = {}
            return self._flat_spots

    def flat_spots(self, value: int) -> set[tuple[Cell, Cell]]:
        """Every (near, far) pair of adjacent empty cells where near touches
        a face showing `value`: where a tile half of that value may go flat."""
        found = self._flat_cache()
        spots = found.get(value)
        if spots is None:
            spots = found[value] = self._flat_spots_from_earlier(value)
            if spots is None:
                spots = found[value] = set()
                for cell, face in self.items():
                    if face[1] == value:
                        self._add_flat_spots_around(cell, spots)
        return spots

    def _flat_spots_from_earlier(self, value: int) -> Optional[set[tuple[Cell, Cell]]]:
        """The earlier surface's spots for `value` minus the two cells just
        covered, plus those around a new face of that value; None when they
        were not found there, or the tile was stacked (it may hide a face)."""
        earlier_flat = getattr(self, "_earlier_flat", None)
        earlier = earlier_flat.get(value) if earlier_flat is not None else None
        if earlier is None:
            return None
        a, b, cell_a, cell_b, _ = self._laid
        covered = (cell_a, cell_b)
        spots = {spot for spot in earlier if spot[0] not in covered and spot[1] not in covered}
        if a == value:
            self._add_flat_spots_around(cell_a, spots)
        if b == value:
            self._add_flat_spots_around(cell_b, spots)
        return spots

    def _add_flat_spots_around(self, cell: Cell, spots: set[tuple[Cell, Cell]]) -> None:
        x, y = cell
        for near in ((x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)):
            if near in self:
                continue
            near_x, near_y = near
            for far in ((near_x + 1, near_y), (near_x, near_y + 1), (near_x - 1, near_y), (near_x, near_y - 1)):
                if far not in self:
                    spots.add((near, far))

    def stacked_spots(self) -> list[tuple[Cell, Cell, int, int]]:
        """(cell, other, value on cell, value on other) for every two adjacent
        faces of the same height and of different tiles, other east or south
        of cell: where a tile may be stacked."""
        try:
            return self._stacked_spots
        except AttributeError:
            pass
        earlier = getattr(self, "_earlier_stacked", None)
        if earlier is not None:
            self._stacked_spots = spots = self._stacked_spots_from(earlier)
            return spots
        spots = self._stacked_spots = []
        get = self.get
        for cell, (level, value, index) in self.items():
            x, y = cell
            for other in ((x + 1, y), (x, y + 1)):
                below = get(other)
                if below is not None and below[0] == level and below[2] != index:
                    spots.append((cell, other, value, below[1]))
        return spots

    def _stacked_spots_from(self, earlier: list[tuple[Cell, Cell, int, int]]) -> list[tuple[Cell, Cell, int, int]]:
        """The earlier surface's stacked spots updated: only pairs with one of
        the two cells just covered change."""
        covered = self._laid[2:4]
        spots = [spot for spot in earlier if spot[0] not in covered and spot[1] not in covered]
        for cell in covered:
            level, value, index = self[cell]
            x, y = cell
            for other, other_first in (((x + 1, y), False), ((x, y + 1), False), ((x - 1, y), True), ((x, y - 1), True)):
                below = self.get(other)
                if below is not None and below[0] == level and below[2] != index:
                    spots.append((other, cell, below[1], value) if other_first else (cell, other, value, below[1]))
        return spots


def surface_of(placements: tuple[Placement, ...]) -> Surface:
    surface = Surface()
    for index, (a, b, cell_a, cell_b, level) in enumerate(placements):
        surface[cell_a] = (level, a, index)
        surface[cell_b] = (level, b, index)
    return surface


def with_placement(surface: Surface, index: int, placement: Placement) -> Surface:
    a, b, cell_a, cell_b, level = placement
    new = Surface(surface)
    new[cell_a] = (level, a, index)
    new[cell_b] = (level, b, index)
    new._laid = placement
    if cell_a not in surface and cell_b not in surface:
        new._earlier_flat = surface._flat_cache()
    stacked = getattr(surface, "_stacked_spots", None)
    if stacked is not None:
        new._earlier_stacked = stacked
    return new


def touches_value(surface: Surface, cell: Cell, value: int) -> bool:
    return any(surface[near][1] == value for near in neighbours(cell) if near in surface)


def placement_problem(surface: Surface, a: int, b: int, cell_a: Cell, cell_b: Cell, solo: bool) -> Optional[Phrase]:
    """Why face a on cell_a and face b on cell_b is not a legal placement
    (None when it is)."""
    if not adjacent(cell_a, cell_b):
        return phrase(N_("the two halves of a tile go on two orthogonally adjacent cells"))
    under_a, under_b = surface.get(cell_a), surface.get(cell_b)
    if under_a is None and under_b is None:
        if solo and a == b:
            return phrase(N_("in solo a double must be stacked, never played on the table"))
        if not (touches_value(surface, cell_a, a) or touches_value(surface, cell_b, b)):
            return phrase(N_("a tile played on the table needs a face next to an active face of the same value"))
        return None
    if under_a is None or under_b is None:
        return phrase(N_("a tile must lie flat: it covers two empty cells or two covered ones"))
    if under_a[0] != under_b[0]:
        return phrase(N_("a stacked tile must cover two faces of the same height"))
    if under_a[2] == under_b[2]:
        return phrase(N_("a stacked tile must cover faces of two different tiles"))
    if a != under_a[1] and b != under_b[1]:
        return phrase(N_("a stacked tile needs one half lying on a face of the same value"))
    return None


def placements_for(surface: Surface, tile: Tile, solo: bool) -> list[tuple[Cell, Cell]]:
    """Every legal (cell of a, cell of b) for tile (a, b), sorted; a double
    is listed once per pair of cells."""
    a, b = tile
    found: set[tuple[Cell, Cell]] = set()
    if not (solo and a == b):
        found.update(surface.flat_spots(a))
        found.update((far, near) for near, far in surface.flat_spots(b))
    for cell, other, value, below in surface.stacked_spots():
        if a == value or b == below:
            found.add((cell, other))
        if b == value or a == below:
            found.add((other, cell))
    if a == b:
        found = {min(pair, pair[::-1]) for pair in found}
    return sorted(found)


def level_for(surface: Surface, cell: Cell) -> int:
    under = surface.get(cell)
    return 1 if under is None else under[0] + 1


def team_groups(surface: Surface, team: str) -> list[list[Cell]]:
    return components(cell for cell, face in surface.items() if team_of(face[1]) == team)


def highest_level_faces(surface: Surface) -> tuple[int, dict[str, int]]:
    """The highest level on the table and how many faces of each team lie on it."""
    top = max(level for level, _, _ in surface.values())
    counts = {team: 0 for team in TEAMS}
    for level, value, _ in surface.values():
        team = team_of(value)
        if level == top and team is not None:
            counts[team] += 1
    return top, counts


def missing_numbers(surface: Surface) -> frozenset[int]:
    return NUMBERS - {value for _, value, _ in surface.values()}


def turn_completable(surface: Surface, next_index: int, tiles: tuple[Tile, ...]) -> bool:
    """Solo: can these tiles all be placed, in some order, so that the six
    numbers 1-6 all show when the last one is down? A number that is not
    showing can only come back on a new face, which prunes most dead ends."""
    missing = missing_numbers(surface)
    if not missing <= {value for tile in tiles for value in tile}:
        return False
    if not tiles:
        return True
    if len(tiles) == 1:
        return last_tile_fits(surface, tiles[0])
    for position, tile in enumerate(tiles):
        rest = tiles[:position] + tiles[position + 1:]
        for cell_a, cell_b in placements_for(surface, tile, solo=True):
            placement = (tile[0], tile[1], cell_a, cell_b, level_for(surface, cell_a))
            if turn_completable(with_placement(surface, next_index, placement), next_index + 1, rest):
                return True
    return False


def last_tile_fits(surface: Surface, tile: Tile) -> bool:
    a, b = tile
    if a != b and missing_numbers(surface) <= {a, b} and (surface.flat_spots(a) or surface.flat_spots(b)):
        # Laid flat, the tile covers no face and shows the missing numbers.
        return True
    counts = Counter(value for _, value, _ in surface.values())
    for cell_a, cell_b in placements_for(surface, tile, solo=True):
        after = counts.copy()
        for cell in (cell_a, cell_b):
            if cell in surface:
                after[surface[cell][1]] -= 1
        after[a] += 1
        after[b] += 1
        if all(after[number] > 0 for number in NUMBERS):
            return True
    return False


# -- dealing -----------------------------------------------------------------
def flip_for_start(rng: Rng) -> tuple[Seat, tuple[tuple[Tile, Tile], ...], Rng]:
    """Each player flips a random tile of the pool (two different tiles, put
    back after each round); more pips starts, a tie flips again."""
    rounds = []
    while True:
        first_index, rng = rng.below(len(DUEL_POOL))
        second_index, rng = rng.below(len(DUEL_POOL) - 1)
        if second_index >= first_index:
            second_index += 1
        flipped = (DUEL_POOL[first_index], DUEL_POOL[second_index])
        rounds.append(flipped)
        pips = [sum(tile) for tile in flipped]
        if pips[0] != pips[1]:
            return (0 if pips[0] > pips[1] else 1), tuple(rounds), rng


def shuffled_pool(rng: Rng, pool: tuple[Tile, ...], fixed: tuple[Tile, ...]) -> tuple[tuple[Tile, ...], Rng]:
    """The fixed tiles in their order, then the rest of the pool shuffled."""
    rest, rng = rng.shuffled([tile for tile in pool if tile not in fixed])
    return fixed + tuple(rest), rng


class EvenAtOddsState(State):
    __slots__ = (
        "solo", "rng", "placements", "surface", "hands", "boneyard", "removed",
        "start_player", "flips", "odds_seat", "phase", "mover", "passes",
        "overtime_turns", "overtime_played", "results", "helper_used",
        "turn_number", "stuck",
    )

    solo: bool
    rng: Rng
    placements: tuple[Placement, ...]
    """Every tile on the table in the order laid, the foundation first."""
    surface: Surface
    hands: Hands
    """Per seat, sorted. Solo: the drawn tiles still to place this turn."""
    boneyard: tuple[Tile, ...]
    """Draw order (solo: the draw pile)."""
    removed: tuple[Tile, ...]
    """Duel: the two tiles put aside unseen; the start player's first."""
    start_player: Seat
    flips: tuple[tuple[Tile, Tile], ...]
    odds_seat: Optional[Seat]
    phase: str
    mover: Seat
    passes: int
    """Passes in a row."""
    overtime_turns: int
    """Overtime turns still to play (0 when not in overtime)."""
    overtime_played: bool
    results: tuple[tuple[tuple[int, int], tuple[Seat, ...], str, bool, Optional[Seat]], ...]
    """Finished duel games: (scores, winners, decided by, overtime, odds seat)."""
    helper_used: bool
    turn_number: int
    stuck: bool

    # -- turn order --------------------------------------------------------
    @property
    def to_move(self) -> tuple[Seat, ...]:
        if self.phase == OVER:
            return ()
        if self.phase == NEXT_GAME:
            return (0, 1)
        if self.phase == TEAM_PICK:
            return (1 - self.start_player,)
        return (self.mover,)

    def _legal_moves(self, seat: Seat) -> list[Move]:
        if self.phase == TEAM_PICK:
            return [{"team": team} for team in TEAMS]
        if self.phase == NEXT_GAME:
            return ["next"]
        hand = self.hands[seat]
        moves: list[Move] = []
        for position, tile in enumerate(hand):
            rest = hand[:position] + hand[position + 1:]
            a, b = tile
            for cell_a, cell_b in placements_for(self.surface, tile, self.solo):
                if self.solo and not self._completable_after(tile, cell_a, cell_b, rest):
                    continue
                (xa, ya), (xb, yb) = cell_a, cell_b
                moves.append({"tile": [a, b], "cells": [[xa, ya], [xb, yb]]})
        if self.solo:
            if self._can_exchange():
                moves += [{"exchange": list(tile)} for tile in hand]
        elif not moves:
            moves.append("pass")
        return moves

    def _completable_after(self, tile: Tile, cell_a: Cell, cell_b: Cell, rest: tuple[Tile, ...]) -> bool:
        placement = (tile[0], tile[1], cell_a, cell_b, level_for(self.surface, cell_a))
        index = len(self.placements)
        return turn_completable(with_placement(self.surface, index, placement), index + 1, rest)

    def _can_exchange(self) -> bool:
        return not self.helper_used and bool(self.boneyard)

    # -- moves ---------------------------------------------------------------
    def _apply(self, seat: Seat, move: Move) -> tuple[State, Move]:
        if self.phase == TEAM_PICK:
            return self._choose_team(seat, move)
        if self.phase == NEXT_GAME:
            if move != "next":
                # Translators: "next" is the move's name in a game record: keep it as it is.
                raise IllegalMove(phrase(N_('the game is finished: "next" deals the next game of the match')))
            new = self._derived()
            new._deal_duel(self.rng, (), None)
            return new, "next"
        if move == "pass":
            return self._pass(seat)
        if isinstance(move, dict) and set(move) == {"exchange"}:
            return self._exchange(seat, move["exchange"])
        if isinstance(move, dict) and set(move) == {"tile", "cells"}:
            return self._place(seat, move)
        placement = '{"tile": [a, b], "cells": [[x1, y1], [x2, y2]]}'
        if self.solo:
            # Translators: {placement} and {exchange} are moves as a game record writes them.
            raise IllegalMove(phrase(N_("a move here is {placement} or {exchange}, not {move}"),
                                     placement=placement, exchange='{"exchange": [a, b]}', move=repr(move)))
        # Translators: {placement} and {pass_move} are moves as a game record writes them.
        raise IllegalMove(phrase(N_("a move here is {placement} or {pass_move}, not {move}"),
                                 placement=placement, pass_move='"pass"', move=repr(move)))

    def _choose_team(self, seat: Seat, move: Move) -> tuple[State, Move]:
        if not isinstance(move, dict) or set(move) != {"team"} or move["team"] not in TEAMS:
            raise IllegalMove(phrase(
                # Translators: {odds} and {evens} are the two moves as a game record writes them.
                N_("first the player who does not start picks a team: {odds} or {evens}"),
                odds='{"team": "odds"}', evens='{"team": "evens"}',
            ))
        new = self._derived()
        new.odds_seat = seat if move["team"] == ODDS else 1 - seat
        new.phase = PLAY
        new.mover = self.start_player
        return new, {"team": move["team"]}

    def _pass(self, seat: Seat) -> tuple[State, Move]:
        if self.solo:
            raise IllegalMove(phrase(N_("in solo every drawn tile must be placed; there is no passing")))
        if self._legal_moves(seat) != ["pass"]:
            raise IllegalMove(phrase(N_("a player may pass only when no tile in hand can be placed")))
        new = self._derived()
        new.passes = self.passes + 1
        new._end_turn(seat)
        return new, "pass"

    def _place(self, seat: Seat, move: dict) -> tuple[State, Move]:
        tile_value, cells = move["tile"], move["cells"]
        if not (isinstance(tile_value, list) and len(tile_value) == 2 and all(_is_pips(v) for v in tile_value)):
            raise IllegalMove(phrase(N_("a tile is [a, b] with pips 0 to 6, not {tile}"), tile=repr(tile_value)))
        if not (isinstance(cells, list) and len(cells) == 2 and all(_is_cell(cell) for cell in cells)):
            raise IllegalMove(phrase(N_("cells are [[x1, y1], [x2, y2]] with whole numbers, not {cells}"),
                                     cells=repr(cells)))
        a, b = tile_value
        cell_a, cell_b = (cells[0][0], cells[0][1]), (cells[1][0], cells[1][1])
        if a > b or (a == b and cell_b < cell_a):
            a, b, cell_a, cell_b = b, a, cell_b, cell_a
        tile = (a, b)
        hand = self.hands[seat]
        if tile not in hand:
            raise IllegalMove(phrase(N_("tile {tile} is not in your hand"), tile=tile_name(tile)))
        problem = placement_problem(self.surface, a, b, cell_a, cell_b, self.solo)
        if problem:
            raise IllegalMove(problem)
        rest = tuple(other for other in hand if other != tile)
        if self.solo and not self._completable_after(tile, cell_a, cell_b, rest):
            raise IllegalMove(
                phrase(N_("after this placement the turn could not end with all six numbers 1-6 showing"))
            )
        placement = (a, b, cell_a, cell_b, level_for(self.surface, cell_a))
        new = self._derived()
        new.surface = with_placement(self.surface, len(self.placements), placement)
        new.placements = self.placements + (placement,)
        new.hands = _with_hand(self.hands, seat, rest)
        canonical = {"tile": [a, b], "cells": [list(cell_a), list(cell_b)]}
        if self.solo:
            if not rest:
                new._next_solo_turn()
            return new, canonical
        if self.boneyard and not self.overtime_turns:
            new.hands = _with_hand(new.hands, seat, tuple(sorted(rest + self.boneyard[:1])))
            new.boneyard = self.boneyard[1:]
        new.passes = 0
        new._end_turn(seat)
        return new, canonical

    def _exchange(self, seat: Seat, tile_value: Any) -> tuple[State, Move]:
        if not self.solo:
            raise IllegalMove(phrase(N_("the double-blank helper belongs to the solo game")))
        if self.helper_used:
            raise IllegalMove(phrase(N_("the double-blank helper has already been used in this game")))
        if not self.boneyard:
            raise IllegalMove(phrase(N_("the draw pile is empty: there is nothing to exchange with")))
        if not (isinstance(tile_value, list) and len(tile_value) == 2 and all(_is_pips(v) for v in tile_value)):
            raise IllegalMove(phrase(N_("a tile is [a, b] with pips 0 to 6, not {tile}"), tile=repr(tile_value)))
        tile = (min(tile_value), max(tile_value))
        if tile not in self.hands[seat]:
            raise IllegalMove(phrase(N_("tile {tile} is not in your hand"), tile=tile_name(tile)))
        taken_index, rng = self.rng.below(len(self.boneyard))
        taken = self.boneyard[taken_index]
        pile, rng = rng.shuffled(self.boneyard[:taken_index] + self.boneyard[taken_index + 1:] + (tile,))
        new = self._derived()
        new.rng = rng
        new.boneyard = tuple(pile)
        new.helper_used = True
        new.hands = (tuple(sorted([*(other for other in self.hands[seat] if other != tile), taken])),)
        new._check_stuck()
        return new, {"exchange": list(tile)}

    # -- the flow of a duel ----------------------------------------------------
    def _deal_duel(self, rng: Rng, deck: tuple[Tile, ...], fixed_start: Optional[Seat]) -> None:
        if fixed_start is None:
            start, flips, rng = flip_for_start(rng)
        else:
            start, flips = fixed_start, ()
        order, rng = shuffled_pool(rng, DUEL_POOL, deck)
        hands = [(), ()]
        hands[start] = tuple(sorted(order[:HAND_SIZE]))
        hands[1 - start] = tuple(sorted(order[HAND_SIZE:2 * HAND_SIZE]))
        self.rng = rng
        self.placements = DUEL_FOUNDATION
        self.surface = surface_of(DUEL_FOUNDATION)
        self.hands = tuple(hands)
        self.removed = order[2 * HAND_SIZE:2 * HAND_SIZE + REMOVED_COUNT]
        self.boneyard = order[2 * HAND_SIZE + REMOVED_COUNT:]
        self.start_player = start
        self.flips = flips
        self.odds_seat = None
        self.phase = TEAM_PICK
        self.mover = start
        self.passes = 0
        self.overtime_turns = 0
        self.overtime_played = False

    def _end_turn(self, seat: Seat) -> None:
        other = 1 - seat
        if self.overtime_turns:
            self.overtime_turns -= 1
            if self.overtime_turns:
                self.mover = other
            else:
                self._finish_game()
            return
        holding = sum(1 for hand in self.hands if hand)
        if not holding or self.passes >= holding:
            self._finish_game()
        else:
            self.mover = other if self.hands[other] else seat

    def _finish_game(self) -> None:
        scores = self.scores
        winners: tuple[Seat, ...] = (0, 1)
        decided_by = "draw"
        if scores[0] != scores[1]:
            winners, decided_by = ((0,) if scores[0] > scores[1] else (1,)), "biggest group"
        else:
            top = self._highest_level_counts()
            if top[0] != top[1]:
                winners, decided_by = ((0,) if top[0] > top[1] else (1,)), "highest level"
            elif not self.overtime_played:
                self._start_overtime()
                return
        self.results = self.results + ((scores, winners, decided_by, self.overtime_played, self.odds_seat),)
        self.phase = OVER if self._match_decided() else NEXT_GAME

    def _start_overtime(self) -> None:
        start = self.start_player
        hands = [list(hand) for hand in self.hands]
        hands[start].append(self.removed[0])
        hands[1 - start].append(self.removed[1])
        self.hands = tuple(tuple(sorted(hand)) for hand in hands)
        self.removed = ()
        self.overtime_played = True
        self.overtime_turns = 2
        self.passes = 0
        self.mover = start

    def _highest_level_counts(self) -> tuple[int, int]:
        _, counts = highest_level_faces(self.surface)
        return counts[self._team(0)], counts[self._team(1)]

    def _team(self, seat: Seat) -> Optional[str]:
        if self.odds_seat is None:
            return None
        return ODDS if seat == self.odds_seat else EVENS

    # -- the match -----------------------------------------------------------
    def match_points(self) -> tuple[int, int]:
        """Best of three: games won; game score: the winners' margins."""
        points = [0, 0]
        for scores, winners, _, _, _ in self.results:
            if len(winners) == 1:
                winner = winners[0]
                margin = scores[winner] - scores[1 - winner]
                points[winner] += 1 if self.options["match"] == "best-of-3" else margin
        return points[0], points[1]

    def _match_decided(self) -> bool:
        match = self.options["match"]
        if match == "single":
            return True
        if match == "best-of-3" and max(self.match_points()) >= BEST_OF_THREE_WINS:
            return True
        return len(self.results) >= MATCH_GAMES

    # -- solo ----------------------------------------------------------------
    def _next_solo_turn(self) -> None:
        if not self.boneyard:
            self.phase = OVER
            return
        self.hands = (tuple(sorted(self.boneyard[:SOLO_DRAW])),)
        self.boneyard = self.boneyard[SOLO_DRAW:]
        self.turn_number += 1
        self._check_stuck()

    def _check_stuck(self) -> None:
        """The game ends at once when this turn cannot be finished and the
        helper can no longer change the hand."""
        if self._can_exchange():
            return
        if not turn_completable(self.surface, len(self.placements), self.hands[0]):
            self.stuck = True
            self.phase = OVER

    def penalty(self) -> dict[str, int]:
        """Solo score parts (lower is better)."""
        sizes = {team: [len(group) for group in team_groups(self.surface, team)] for team in TEAMS}
        biggest = {team: max(sizes[team], default=0) for team in TEAMS}
        difference = 2 * abs(biggest[EVENS] - biggest[ODDS])
        other_groups = sum(max(len(sizes[team]) - 1, 0) for team in TEAMS)
        unplaced = len(self.hands[0]) + len(self.boneyard) if self.stuck else 0
        return {
            "evens": biggest[EVENS],
            "odds": biggest[ODDS],
            "difference_points": difference,
            "other_groups": other_groups,
            "unplaced": unplaced,
            "stuck_points": STUCK_POINTS * unplaced,
            "total": difference + other_groups + STUCK_POINTS * unplaced,
        }

    # -- results -------------------------------------------------------------
    def biggest_group(self, team: str) -> list[Cell]:
        groups = team_groups(self.surface, team)
        return groups[0] if groups else []

    @property
    def scores(self) -> tuple[int, ...]:
        if self.solo:
            return (self.penalty()["total"],)
        if self.odds_seat is None:
            return (0, 0)
        return len(self.biggest_group(self._team(0))), len(self.biggest_group(self._team(1)))

    @property
    def winners(self) -> tuple[Seat, ...]:
        if self.phase != OVER:
            return ()
        if self.solo:
            return (0,)
        if self.options["match"] == "single":
            return self.results[0][1]
        points = self.match_points()
        if points[0] == points[1]:
            return (0, 1)
        return (0,) if points[0] > points[1] else (1,)

    # -- what a seat may see -------------------------------------------------
    def view(self, seat: Optional[Seat] = None) -> dict:
        finished = self.phase in (NEXT_GAME, OVER)
        surface = self.surface
        top, top_counts = highest_level_faces(surface)
        view: dict[str, Any] = {
            **self.common_view(seat),
            "solo": self.solo,
            "players": self.players,
            "phase": self.phase,
            "tiles": [
                {"tile": [a, b], "cells": [list(cell_a), list(cell_b)], "level": level}
                for a, b, cell_a, cell_b, level in self.placements
            ],
            "surface": [
                {"cell": list(cell), "value": surface[cell][1], "level": surface[cell][0],
                 "team": team_of(surface[cell][1])}
                for cell in sorted(surface, key=reading_order)
            ],
            "highest_level": top,
            "highest_level_faces": top_counts,
            "groups": {
                team: {"size": len(cells), "cells": [list(cell) for cell in cells]}
                for team in TEAMS
                for cells in [self.biggest_group(team)]
            },
            "hands": [
                [list(tile) for tile in hand] if self.solo or finished or seat == owner else None
                for owner, hand in enumerate(self.hands)
            ],
            "hand_counts": [len(hand) for hand in self.hands],
            "boneyard": len(self.boneyard),
            "boneyard_tiles": [list(tile) for tile in self.boneyard] if finished else None,
            "move_number": len(self),
            "last_move": self._log[1][1] if self._log is not None else None,
        }
        if self.solo:
            view.update(self._solo_view())
        else:
            view.update(self._duel_view(finished))
        return view

    def _duel_view(self, finished: bool) -> dict:
        return {
            "start_player": self.start_player,
            "flips": [[list(tile) for tile in flipped] for flipped in self.flips],
            "teams": [self._team(seat) for seat in range(2)],
            "removed": len(self.removed),
            "removed_tiles": [list(tile) for tile in self.removed] if finished else None,
            "passes": self.passes,
            "overtime": self.overtime_played,
            "match": {
                "kind": self.options["match"],
                "game_number": len(self.results) + (0 if finished else 1),
                "games": [
                    {"scores": list(scores), "winners": list(winners), "decided_by": decided_by,
                     "overtime": overtime,
                     "teams": [ODDS if seat == odds_seat else EVENS for seat in range(2)]}
                    for scores, winners, decided_by, overtime, odds_seat in self.results
                ],
                "points": list(self.match_points()),
            },
        }

    def _solo_view(self) -> dict:
        missing = missing_numbers(self.surface)
        return {
            "turn": self.turn_number,
            "visible_numbers": sorted(NUMBERS - missing),
            "missing_numbers": sorted(missing),
            "helper_used": self.helper_used,
            "stuck": self.stuck,
            "group_counts": {team: len(team_groups(self.surface, team)) for team in TEAMS},
            "penalty": self.penalty(),
        }

    def determinize(self, seat: Seat, chance: random.Random) -> EvenAtOddsState:
        """A copy in which everything `seat` cannot see is drawn again at
        random: the tiles it has not seen are dealt afresh to the other hand,
        the boneyard (in a new order) and the removed pair, in the sizes the view
        shows, and the generator of later chance is replaced. What a computer
        player searches over, so that it never relies on the real hidden tiles.
        Once a game of a match is over its tiles are all face up: only the
        next deal is unknown."""
        if self.phase in (NEXT_GAME, OVER):
            new = self._derived()
            new.rng = Rng(chance.getrandbits(64))
            return new
        pool = SOLO_POOL if self.solo else DUEL_POOL
        seen = {(a, b) for a, b, *_ in self.placements} | set(self.hands[seat])
        unseen = [tile for tile in pool if tile not in seen]
        chance.shuffle(unseen)
        hands = list(self.hands)
        for other in range(self.players):
            if other != seat and not self.solo:
                hands[other] = tuple(sorted(unseen[: len(hands[other])]))
                del unseen[: len(hands[other])]
        new = self._derived()
        new.hands = tuple(hands)
        new.boneyard = tuple(unseen[: len(self.boneyard)])
        new.removed = tuple(unseen[len(self.boneyard): len(self.boneyard) + len(self.removed)])
        new.rng = Rng(chance.getrandbits(64))
        return new


def _with_hand(hands: Hands, seat: Seat, hand: tuple[Tile, ...]) -> Hands:
    return hands[:seat] + (hand,) + hands[seat + 1:]


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_pips(value: Any) -> bool:
    return _is_whole(value) and 0 <= value <= 6


def _is_cell(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(_is_whole(c) for c in value)


# -- the moves in words -------------------------------------------------------
def square_label(cell: Sequence[int]) -> str:
    return f"{cell[0]},{cell[1]}"


class EvenAtOddsGame(Game):
    id = "even-at-odds"
    title = "Even at Odds"
    renderer = "oddsevens.render.even_at_odds_svg:even_at_odds"
    plan = "oddsevens.ai.even_at_odds_plan:PLAN"
    page = "app.boards.even_at_odds:EvenAtOddsBoard"
    hides_information = True
    min_players = 1
    max_players = 2
    default_players = 2
    options = {
        "mode": (None, None),
        "match": ("single", MATCHES),
        "first": (None, None),
        "deck": (None, None),
    }
    state_class = EvenAtOddsState

    def start(self, players: Optional[int] = None, seed: int = 0, **options: Any) -> State:
        """Without a player count, solo means one player and a duel two."""
        if players is None and options.get("mode") == SOLO:
            players = 1
        return super().start(players, seed, **options)

    def check_option(self, name: str, value: Any) -> None:
        if name == "mode" and value not in (None, DUEL, SOLO):
            raise BadOption(phrase(N_("option 'mode' must be 'duel' or 'solo' (or left out), not {value}"),
                                   value=repr(value)))
        if name == "first" and value is not None and not (_is_whole(value) and value in (0, 1)):
            raise BadOption(phrase(N_("option 'first' must be a seat (0 or 1) or None, not {value}"),
                                   value=repr(value)))
        if name == "deck" and value is not None:
            if not isinstance(value, list):
                raise BadOption(phrase(N_('option \'deck\' must be a list of tiles written "a-b"')))
            tiles = [parse_tile_name(entry) for entry in value]
            if len(set(tiles)) != len(tiles):
                raise BadOption(phrase(N_("option 'deck' names a tile twice")))

    def _initial(self, players: int, seed: int, options: dict[str, Any], generator: int) -> State:
        mode = options["mode"] or (SOLO if players == 1 else DUEL)
        if (mode == SOLO) != (players == 1):
            if mode == SOLO:
                raise BadOption(phrase(N_("solo mode is for 1 player(s), not {players}"), players=players))
            raise BadOption(phrase(N_("duel mode is for 2 player(s), not {players}"), players=players))
        pool = SOLO_POOL if mode == SOLO else DUEL_POOL
        deck = tuple(parse_tile_name(entry) for entry in options["deck"] or ())
        for tile in deck:
            if tile not in pool:
                if mode == SOLO:
                    raise BadOption(phrase(N_("tile {tile} is not dealt in a solo game"), tile=tile_name(tile)))
                raise BadOption(phrase(N_("tile {tile} is not dealt in a duel game"), tile=tile_name(tile)))
        first = options["first"]
        if first is not None and first >= players:
            raise BadOption(phrase(N_("option 'first' names seat {first}, but there are {players} player(s)"),
                                   first=first, players=players))
        state = self.empty_state(players, seed, {**options, "mode": mode}, generator)
        state.solo = mode == SOLO
        state.results = ()
        state.helper_used = False
        state.stuck = False
        state.turn_number = 0
        if state.solo:
            order, rng = shuffled_pool(state.seeded_rng(), SOLO_POOL, deck)
            state.rng = rng
            state.placements = SOLO_FOUNDATION
            state.surface = surface_of(SOLO_FOUNDATION)
            state.boneyard = order
            state.removed = ()
            state.start_player = 0
            state.flips = ()
            state.odds_seat = None
            state.phase = PLAY
            state.mover = 0
            state.passes = 0
            state.overtime_turns = 0
            state.overtime_played = False
            state._next_solo_turn()
        else:
            state._deal_duel(state.seeded_rng(), deck, first)
        return state

    def describe_move(self, move: Move, seat: Seat, views: MoveViews, names: list[str]) -> Said:
        if move == "pass":
            return phrase(N_("passes"))
        if move == "next":
            return phrase(N_("deals the next game"))
        if move.get("team") == ODDS:
            # Translators: in the move list, after who moved: the player takes the team Odds (1, 3, 5).
            return phrase(N_("picks Odds"))
        if "team" in move:
            # Translators: in the move list, after who moved: the player takes the team Evens (2, 4, 6).
            return phrase(N_("picks Evens"))
        if "exchange" in move:
            a, b = move["exchange"]
            # Translators: {a}-{b} is a domino, as 2-5.
            return phrase(N_("swaps {a}-{b} with the double-blank helper"), a=a, b=b)
        (a, b), (cell_a, cell_b) = move["tile"], move["cells"]
        level = views.after["tiles"][-1]["level"]
        where = {"a": a, "b": b, "cell_a": square_label(cell_a), "cell_b": square_label(cell_b)}
        if level > 1:
            # Translators: the domino {a}-{b} laid with its {a} on the cell at {cell_a} (as 3,1), its {b} on
            # {cell_b}, on top of other tiles at height {level}.
            return phrase(N_("{a}-{b}: {a} on {cell_a}, {b} on {cell_b}, level {level}"), level=level, **where)
        # Translators: the domino {a}-{b} laid on the table with its {a} on the cell at {cell_a} (as 3,1),
        # its {b} on {cell_b}.
        return phrase(N_("{a}-{b}: {a} on {cell_a}, {b} on {cell_b}"), **where)


GAME = register(EvenAtOddsGame())
