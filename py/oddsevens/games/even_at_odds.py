"""Even at Odds, by Jacob Landrum.

Dominoes are laid next to matching faces or stacked on two tiles of the same
height; each player (Odds 1/3/5 or Evens 2/4/6) grows the biggest connected
group of their team's numbers as seen from above. Two players (duel, single
game or a match) or one (solo, lowest penalty wins).
Rulings: seeds/even-at-odds.md. Where a tile may go, the groups and the solo
penalty: even_at_odds_table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core import N_, BadOption, Game, IllegalMove, Move, MoveViews, Rng, Said, Seat, State, phrase, register
from ..core.game import view_log
from ..core.squaregrid import Cell
from .even_at_odds_table import (
    EVENS,
    NUMBERS,
    ODDS,
    STUCK_POINTS,
    TEAMS,
    Placement,
    Surface,
    Tile,
    biggest_group,
    highest_level_faces,
    level_for,
    missing_numbers,
    placement_problem,
    placements_for,
    solo_penalty,
    surface_of,
    table_view,
    team_groups,
    team_of,
    turn_completable,
    with_placement,
)

__all__ = [
    "BEST_OF_THREE_WINS", "DUEL", "DUEL_FOUNDATION", "DUEL_POOL", "EVENS", "GAME", "HAND_SIZE", "MATCHES",
    "MATCH_GAMES", "NEXT_GAME", "NUMBERS", "ODDS", "OVER", "PLAY", "REMOVED_COUNT", "SOLO", "SOLO_DRAW",
    "SOLO_FOUNDATION", "SOLO_POOL", "STUCK_POINTS", "TEAMS", "TEAM_PICK", "EvenAtOddsGame", "EvenAtOddsState",
    "GameResult", "Hands", "Placement", "Surface", "Tile", "flip_for_start", "highest_level_faces", "level_for",
    "match_points", "missing_numbers", "parse_tile_name", "placements_for", "seat_team", "shuffled_pool",
    "square_label", "surface_of", "team_of", "tile_name", "turn_completable", "with_placement",
]
"""What other modules know the game by: its own names and the names of its
table (even_at_odds_table) that the bots, the drawing and the tests use."""

Hands = tuple[tuple[Tile, ...], ...]
GameResult = tuple[tuple[int, ...], tuple[Seat, ...], str, bool, Seat | None]
"""A finished duel game: (scores, winners, decided by, overtime, odds seat)."""

DUEL, SOLO = "duel", "solo"
MATCHES = ("single", "best-of-3", "game-score")

TEAM_PICK, PLAY, NEXT_GAME, OVER = "team", "play", "next", "over"

HAND_SIZE = 7
REMOVED_COUNT = 2
SOLO_DRAW = 3
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


def seat_team(seat: Seat, odds_seat: Seat) -> str:
    """The team of `seat` once `odds_seat` has taken the odd faces."""
    return ODDS if seat == odds_seat else EVENS


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
    """A duel, a match of duels or a solo game. What a seat sees and what a
    computer player imagines are made after the class (_seat_view, _imagined_world)."""

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
    odds_seat: Seat | None
    phase: str
    mover: Seat
    passes: int
    """Passes in a row."""
    overtime_turns: int
    """Overtime turns still to play (0 when not in overtime)."""
    overtime_played: bool
    results: tuple[GameResult, ...]
    """Finished duel games."""
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
        raise _unknown_move(move, self.solo)

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

    def _place(self, seat: Seat, move: dict[str, Any]) -> tuple[State, Move]:
        a, b, cell_a, cell_b = _placement_asked(move["tile"], move["cells"])
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
        _check_tile_value(tile_value)
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
    def _deal_duel(self, rng: Rng, deck: tuple[Tile, ...], fixed_start: Seat | None) -> None:
        if fixed_start is None:
            start, flips, rng = flip_for_start(rng)
        else:
            start, flips = fixed_start, ()
        order, rng = shuffled_pool(rng, DUEL_POOL, deck)
        hands: list[tuple[Tile, ...]] = [(), ()]
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
        assert self.odds_seat is not None, "a duel's game ends with the teams picked"
        scores = self.scores
        winners, decided_by = _duel_outcome(scores, self.surface, self.odds_seat)
        if decided_by == "draw" and not self.overtime_played:
            self._start_overtime()
            return
        self.results = self.results + ((scores, winners, decided_by, self.overtime_played, self.odds_seat),)
        self.phase = OVER if _match_decided(self.results, self.options["match"]) else NEXT_GAME

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

    def team(self, seat: Seat) -> str | None:
        """The seat's team; None before the teams are picked (and in solo)."""
        if self.odds_seat is None:
            return None
        return seat_team(seat, self.odds_seat)

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
        return solo_penalty(self.surface, len(self.hands[0]) + len(self.boneyard) if self.stuck else 0)

    # -- results -------------------------------------------------------------
    def biggest_group(self, team: str) -> list[Cell]:
        return biggest_group(self.surface, team)

    @property
    def scores(self) -> tuple[int, ...]:
        if self.solo:
            return (self.penalty()["total"],)
        if self.odds_seat is None:
            return (0, 0)
        return len(self.biggest_group(seat_team(0, self.odds_seat))), len(self.biggest_group(seat_team(1, self.odds_seat)))

    @property
    def winners(self) -> tuple[Seat, ...]:
        if self.phase != OVER:
            return ()
        if self.solo:
            return (0,)
        if self.options["match"] == "single":
            return self.results[0][1]
        points = match_points(self.results, self.options["match"])
        if points[0] == points[1]:
            return (0, 1)
        return (0,) if points[0] > points[1] else (1,)

    # -- what a seat may know ------------------------------------------------
    def view(self, seat: Seat | None = None) -> dict[str, Any]:
        return _seat_view(self, seat)

    def determinize(self, seat: Seat, chance: random.Random) -> EvenAtOddsState:
        """A copy in which everything `seat` cannot see is drawn again at
        random (_imagined_world)."""
        return _imagined_world(self, seat, chance)


# -- the end of a game and the match -----------------------------------------
def _duel_outcome(scores: tuple[int, ...], surface: Surface, odds_seat: Seat) -> tuple[tuple[Seat, ...], str]:
    """Who won a duel's game and what decided it: the biggest group, else
    the most faces on the highest level, else a draw (then overtime, once)."""
    if scores[0] != scores[1]:
        return ((0,) if scores[0] > scores[1] else (1,)), "biggest group"
    _, counts = highest_level_faces(surface)
    top = counts[seat_team(0, odds_seat)], counts[seat_team(1, odds_seat)]
    if top[0] != top[1]:
        return ((0,) if top[0] > top[1] else (1,)), "highest level"
    return (0, 1), "draw"


def match_points(results: Sequence[GameResult], match: str) -> tuple[int, int]:
    """Best of three: games won; game score: the winners' margins."""
    points = [0, 0]
    for scores, winners, _, _, _ in results:
        if len(winners) == 1:
            winner = winners[0]
            margin = scores[winner] - scores[1 - winner]
            points[winner] += 1 if match == "best-of-3" else margin
    return points[0], points[1]


def _match_decided(results: Sequence[GameResult], match: str) -> bool:
    if match == "single":
        return True
    if match == "best-of-3" and max(match_points(results, match)) >= BEST_OF_THREE_WINS:
        return True
    return len(results) >= MATCH_GAMES


def _match_view(results: Sequence[GameResult], match: str, finished: bool) -> dict[str, Any]:
    """The match so far, for a duel's view: the games played and the points."""
    return {
        "kind": match,
        "game_number": len(results) + (0 if finished else 1),
        "games": [
            {"scores": list(scores), "winners": list(winners), "decided_by": decided_by,
             "overtime": overtime,
             "teams": [ODDS if seat == odds_seat else EVENS for seat in range(2)]}
            for scores, winners, decided_by, overtime, odds_seat in results
        ],
        "points": list(match_points(results, match)),
    }


# -- moves as asked ----------------------------------------------------------
def _placement_asked(tile_value: Any, cells: Any) -> tuple[int, int, Cell, Cell]:
    """(a, b, cell of a, cell of b) from a move's "tile" and "cells", low
    face first (a double: first cell first), or IllegalMove saying what is
    wrong with their form."""
    _check_tile_value(tile_value)
    if not (isinstance(cells, list) and len(cells) == 2 and all(_is_cell(cell) for cell in cells)):
        raise IllegalMove(phrase(N_("cells are [[x1, y1], [x2, y2]] with whole numbers, not {cells}"),
                                 cells=repr(cells)))
    a, b = tile_value
    cell_a, cell_b = (cells[0][0], cells[0][1]), (cells[1][0], cells[1][1])
    if a > b or (a == b and cell_b < cell_a):
        a, b, cell_a, cell_b = b, a, cell_b, cell_a
    return a, b, cell_a, cell_b


def _check_tile_value(tile_value: Any) -> None:
    if not (isinstance(tile_value, list) and len(tile_value) == 2 and all(_is_pips(v) for v in tile_value)):
        raise IllegalMove(phrase(N_("a tile is [a, b] with pips 0 to 6, not {tile}"), tile=repr(tile_value)))


def _unknown_move(move: Move, solo: bool) -> IllegalMove:
    """The error for a move of no known form during play."""
    placement = '{"tile": [a, b], "cells": [[x1, y1], [x2, y2]]}'
    if solo:
        # Translators: {placement} and {exchange} are moves as a game record writes them.
        return IllegalMove(phrase(N_("a move here is {placement} or {exchange}, not {move}"),
                                  placement=placement, exchange='{"exchange": [a, b]}', move=repr(move)))
    # Translators: {placement} and {pass_move} are moves as a game record writes them.
    return IllegalMove(phrase(N_("a move here is {placement} or {pass_move}, not {move}"),
                              placement=placement, pass_move='"pass"', move=repr(move)))


# -- what a seat may know ----------------------------------------------------
def _seat_view(state: EvenAtOddsState, seat: Seat | None) -> dict[str, Any]:
    """The view of `seat` (None: a spectator): the table, the hands it may
    see (its own; every hand in solo and once a game is over), and the
    duel's match or the solo game's penalty."""
    finished = state.phase in (NEXT_GAME, OVER)
    view: dict[str, Any] = {
        **state.common_view(seat),
        "solo": state.solo,
        "players": state.players,
        "phase": state.phase,
        **table_view(state.placements, state.surface),
        "hands": [
            [list(tile) for tile in hand] if state.solo or finished or seat == owner else None
            for owner, hand in enumerate(state.hands)
        ],
        "hand_counts": [len(hand) for hand in state.hands],
        "boneyard": len(state.boneyard),
        "boneyard_tiles": [list(tile) for tile in state.boneyard] if finished else None,
        "move_number": len(state),
        "last_move": state._log[1][1] if state._log is not None else None,
        "last_seat": state._log[1][0] if state._log is not None else None,
    }
    if state.solo:
        view.update(_solo_view(state))
    else:
        view.update(_duel_view(state, finished))
    return view


def _duel_view(state: EvenAtOddsState, finished: bool) -> dict[str, Any]:
    return {
        "start_player": state.start_player,
        "flips": [[list(tile) for tile in flipped] for flipped in state.flips],
        "teams": [state.team(seat) for seat in range(2)],
        "removed": len(state.removed),
        "removed_tiles": [list(tile) for tile in state.removed] if finished else None,
        "passes": state.passes,
        "overtime": state.overtime_played,
        "match": _match_view(state.results, state.options["match"], finished),
    }


def _solo_view(state: EvenAtOddsState) -> dict[str, Any]:
    missing = missing_numbers(state.surface)
    return {
        "turn": state.turn_number,
        "visible_numbers": sorted(NUMBERS - missing),
        "missing_numbers": sorted(missing),
        "helper_used": state.helper_used,
        "stuck": state.stuck,
        "group_counts": {team: len(team_groups(state.surface, team)) for team in TEAMS},
        "penalty": state.penalty(),
    }


def _imagined_world(state: EvenAtOddsState, seat: Seat, chance: random.Random) -> EvenAtOddsState:
    """A copy of `state` in which everything `seat` cannot see is drawn
    again at random: the tiles it has not seen are dealt afresh to the other
    hand, the boneyard (in a new order) and the removed pair, in the sizes the
    view shows, and the generator of later chance is replaced. What a
    computer player searches over, so that it never relies on the real hidden
    tiles. Once a game of a match is over its tiles are all face up: only
    the next deal is unknown."""
    if state.phase in (NEXT_GAME, OVER):
        new = state._derived()
        new.rng = Rng(chance.getrandbits(64))
        return new
    pool = SOLO_POOL if state.solo else DUEL_POOL
    seen = {(a, b) for a, b, *_ in state.placements} | set(state.hands[seat])
    unseen = [tile for tile in pool if tile not in seen]
    chance.shuffle(unseen)
    hands = list(state.hands)
    for other in range(state.players):
        if other != seat and not state.solo:
            hands[other] = tuple(sorted(unseen[: len(hands[other])]))
            del unseen[: len(hands[other])]
    new = state._derived()
    new.hands = tuple(hands)
    new.boneyard = tuple(unseen[: len(state.boneyard)])
    new.removed = tuple(unseen[len(state.boneyard): len(state.boneyard) + len(state.removed)])
    new.rng = Rng(chance.getrandbits(64))
    return new


# -- a state from a seat's view ----------------------------------------------
HIDDEN: Tile = (-1, -1)
"""A tile that a view only counts, in `_shown_state`, until `_imagined_world` deals one."""


def _shown_state(game: EvenAtOddsGame, view: dict[str, Any]) -> EvenAtOddsState:
    """The state as far as a seat's `view` shows it: the tiles it only counts
    stand as HIDDEN and later chance is a placeholder, both for
    `_imagined_world` to deal. Options: the public ones, the test hooks at
    their defaults. LookupError, TypeError or ValueError where the view lacks
    a part or a part has the wrong form (`Game.state_from_view`)."""
    solo = view["solo"] is True
    players, phase = view["players"], view["phase"]
    if not (_is_whole(players) and players == (1 if solo else 2)):
        raise ValueError("a solo game has one player, a duel two")
    if phase not in ((PLAY, OVER) if solo else (TEAM_PICK, PLAY, NEXT_GAME, OVER)):
        raise ValueError(f"not a phase: {phase!r}")
    match = MATCHES[0] if solo else view["match"]["kind"]
    options = game.resolve_options({"mode": SOLO if solo else DUEL, "match": match})
    state: EvenAtOddsState = game.empty_state(players, 0, options)
    state.solo = solo
    state.rng = Rng(0)
    state.phase = phase
    state.placements = tuple(_placement_of(laid) for laid in view["tiles"])
    state.surface = surface_of(state.placements)
    state.hands = tuple(
        (HIDDEN,) * _count(count) if shown is None else tuple(_tile_of(tile) for tile in shown)
        for shown, count in zip(view["hands"], view["hand_counts"], strict=True)
    )
    state.boneyard = _pile(view["boneyard_tiles"], view["boneyard"])
    if solo:
        _read_solo(state, view)
    else:
        _read_duel(state, view)
    last_seat, last_move = view["last_seat"], view["last_move"]
    if not (last_seat is None or _is_seat(last_seat, players)):
        raise ValueError(f"not the seat that made the last move: {last_seat!r}")
    state._log = view_log(view["move_number"], None if last_move is None else (last_seat, last_move))
    return state


def _read_duel(state: EvenAtOddsState, view: dict[str, Any]) -> None:
    """A duel's part of `_shown_state`. Overtime turns are not in the view:
    overtime is two turns, the start player's first."""
    state.removed = _pile(view["removed_tiles"], view["removed"])
    state.start_player = view["start_player"]
    if not _is_seat(state.start_player, 2):
        raise ValueError("not a start player")
    state.flips = tuple((_tile_of(first), _tile_of(second)) for first, second in view["flips"])
    teams = view["teams"]
    state.odds_seat = None if teams[0] is None else teams.index(ODDS)
    state.mover = view["to_move"][0] if state.phase == PLAY else state.start_player
    state.passes = view["passes"]
    if not (_is_seat(state.mover, 2) and _is_whole(state.passes) and state.passes >= 0):
        raise ValueError("not a seat to move and a number of passes")
    state.overtime_played = view["overtime"] is True
    in_overtime = state.phase == PLAY and state.overtime_played
    state.overtime_turns = (2 if state.mover == state.start_player else 1) if in_overtime else 0
    state.results = tuple(
        (tuple(game["scores"]), tuple(game["winners"]), game["decided_by"], game["overtime"], game["teams"].index(ODDS))
        for game in view["match"]["games"]
    )
    state.helper_used, state.turn_number, state.stuck = False, 0, False


def _read_solo(state: EvenAtOddsState, view: dict[str, Any]) -> None:
    """A solo game's part of `_shown_state`."""
    state.removed, state.flips, state.results = (), (), ()
    state.start_player = state.mover = state.passes = state.overtime_turns = 0
    state.odds_seat = None
    state.overtime_played = False
    state.helper_used = view["helper_used"] is True
    state.turn_number = view["turn"]
    state.stuck = view["stuck"] is True
    if not (_is_whole(state.turn_number) and state.turn_number >= 0):
        raise ValueError("not a turn's number")


def _placement_of(laid: Any) -> Placement:
    """A placement from a view's "tiles" entry."""
    a, b = _tile_of(laid["tile"])
    cells, level = laid["cells"], laid["level"]
    if not (isinstance(cells, list) and len(cells) == 2 and all(_is_cell(cell) for cell in cells) and _is_whole(level)):
        raise ValueError(f"not a tile laid: {laid!r}")
    (xa, ya), (xb, yb) = cells
    return (a, b, (xa, ya), (xb, yb), level)


def _is_seat(value: Any, players: int) -> bool:
    return _is_whole(value) and 0 <= value < players


def _tile_of(value: Any) -> Tile:
    if not (isinstance(value, list) and len(value) == 2 and all(_is_pips(pips) for pips in value)):
        raise ValueError(f"not a tile: {value!r}")
    return (value[0], value[1])


def _count(value: Any) -> int:
    """A number of tiles that a view gives, no more than a duel deals."""
    if not (_is_whole(value) and 0 <= value <= len(DUEL_POOL)):
        raise ValueError(f"not a number of tiles: {value!r}")
    count: int = value
    return count


def _pile(shown: Any, count: Any) -> tuple[Tile, ...]:
    """A pile the view shows tile by tile, or only counts."""
    if shown is None:
        return (HIDDEN,) * _count(count)
    return tuple(_tile_of(tile) for tile in shown)


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
    lessons = "oddsevens.lessons.even_at_odds:LESSONS"
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

    def start(self, players: int | None = None, seed: int = 0, **options: Any) -> State:
        """Without a player count, solo means one player and a duel two."""
        if players is None and options.get("mode") == SOLO:
            players = 1
        return super().start(players, seed, **options)

    def from_view(self, view: dict[str, Any]) -> State:
        """What the view shows read back (`_shown_state`), and what it hides
        dealt as a computer player imagines it (`_imagined_world`) from a
        fixed chance, so that every device deals the same."""
        keys = ("solo", "players", "phase", "tiles", "hands", "hand_counts", "boneyard", "boneyard_tiles",
                "move_number", "last_move", "last_seat")
        return self.state_from_view(view, keys, self._from_view)

    def _from_view(self, view: dict[str, Any]) -> State:
        return _imagined_world(_shown_state(self, view), view["seat"], random.Random(0))

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
        state: EvenAtOddsState = self.empty_state(players, seed, {**options, "mode": mode}, generator)
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
