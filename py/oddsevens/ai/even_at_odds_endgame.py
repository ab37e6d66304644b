"""Even at Odds duel: exact play over the last plies.

Once the boneyard is empty and the seat to move holds its last tile, with
at most one tile left in the other hand, little is still to come: the other
player's last tile (one of the tiles the mover has not seen), and an
overtime if the game ends level (each player takes one of the two tiles put
aside and has one more turn). Every move is then valued exactly by its
expected outcome for the mover (a win 1, a draw 1/2, a loss 0) over every
way the unseen tiles may lie, all equally likely:

- the other player knows its own tile but not which of the two put aside
  goes to whom, so it answers with the reply that is best for it on
  average over both orders;
- overtime hides nothing (every tile is on the table or in a hand, and each
  player knows its own and so the other's), so it is plain minimax.

The mover's own hand is empty after its move, so nothing it holds is left
for the other player to guess at: the values are those of the real game, not
of a player who could see the hidden tiles. The same holds in overtime.
Like the search's determinizations, the deals count as equally likely even
where an earlier pass of the other player made some less so.

Leaves are scored from the table alone, so a table keeps its groups
labelled (`Table`) and the result of one more tile is found from the groups
it touches instead of from the whole table again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from ..core import Move, Seat
from ..core.squaregrid import Cell, neighbours
from ..games.even_at_odds import (
    DUEL_POOL,
    EVENS,
    ODDS,
    PLAY,
    EvenAtOddsState,
    Surface,
    Tile,
    level_for,
    placements_for,
    team_of,
    with_placement,
)
from .search import move_key

WIN, DRAW, LOSS = 1.0, 0.5, 0.0
"""The mover's outcomes."""
OPEN = 2.0
"""Beyond every outcome: the bound of a window left open."""
VALUE_GRAIN = 1 / 12
"""Values differ by multiples of this at least: the mean over three tiles
the other player may hold of the mean over two put-aside orders of win,
draw (1/2) or loss."""
ENDGAME_LEAVES = 40_000
"""Final tables a solve may score before it gives up (hard then searches):
about 0.7 s of CPython. In 30 seeded hard duels (bench/even_at_odds_endgame.py)
the start player's last tile took at most 38,300, most under 2,000."""

Placement = tuple[Tile, Cell, Cell]
"""A tile (a, b) with the cell of a and the cell of b."""
Scores = tuple[int, int, int, int]
"""(biggest Odds group, biggest Evens group, Odds faces on the highest
level, Evens faces there)."""


TEAM_OF_VALUE: tuple[str | None, ...] = tuple(team_of(value) for value in range(7))
"""`team_of` as a look-up: the solve asks it a few million times."""


class LeavesExhausted(Exception):
    """The solve scored more final tables than it was allowed."""


@dataclass(frozen=True)
class Table:
    """A surface with its groups labelled, for scoring one more tile fast."""

    surface: Surface
    next_index: int
    """The index the next tile laid gets (tiles already on the table)."""
    teams: dict[Cell, str | None]
    """The team of every covered cell's face (None for a blank)."""
    labels: dict[Cell, int]
    """The group of every cell showing a team's face."""
    sizes: list[int]
    """Each group's size, by label."""
    biggest: dict[str, int]
    top: int
    top_counts: dict[str, int]

    @classmethod
    def of(cls, surface: Surface, next_index: int) -> Table:
        teams = {cell: TEAM_OF_VALUE[face[1]] for cell, face in surface.items()}
        labels: dict[Cell, int] = {}
        sizes: list[int] = []
        biggest = {ODDS: 0, EVENS: 0}
        for start, team in teams.items():
            if team is None or start in labels:
                continue
            label = len(sizes)
            labels[start] = label
            frontier, size = [start], 1
            while frontier:
                x, y = frontier.pop()
                for other in ((x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)):
                    if other not in labels and teams.get(other) == team:
                        labels[other] = label
                        frontier.append(other)
                        size += 1
            sizes.append(size)
            if size > biggest[team]:
                biggest[team] = size
        top = max(level for level, _, _ in surface.values())
        top_counts = {ODDS: 0, EVENS: 0}
        for level, value, _ in surface.values():
            team = TEAM_OF_VALUE[value]
            if level == top and team is not None:
                top_counts[team] += 1
        return cls(surface, next_index, teams, labels, sizes, biggest, top, top_counts)

    def placements(self, hand: tuple[Tile, ...]) -> list[Placement]:
        return [(tile, cell_a, cell_b) for tile in hand for cell_a, cell_b in placements_for(self.surface, tile, False)]

    def after(self, placement: Placement) -> Table:
        (a, b), cell_a, cell_b = placement
        laid = (a, b, cell_a, cell_b, level_for(self.surface, cell_a))
        return Table.of(with_placement(self.surface, self.next_index, laid), self.next_index + 1)

    def scores(self) -> Scores:
        return self.biggest[ODDS], self.biggest[EVENS], self.top_counts[ODDS], self.top_counts[EVENS]

    def scores_after(self, placement: Placement) -> Scores:
        """The scores once `placement` is laid, without labelling the new table."""
        (a, b), cell_a, cell_b = placement
        level = level_for(self.surface, cell_a)
        biggest = (self._biggest_after(ODDS, a, b, cell_a, cell_b), self._biggest_after(EVENS, a, b, cell_a, cell_b))
        if level < self.top:
            top_counts: tuple[int, ...] = self.top_counts[ODDS], self.top_counts[EVENS]
        else:
            # Covered faces lie a level lower, so they never counted on the top level.
            base = self.top_counts if level == self.top else {ODDS: 0, EVENS: 0}
            top_counts = tuple(base[team] + (TEAM_OF_VALUE[a] == team) + (TEAM_OF_VALUE[b] == team) for team in (ODDS, EVENS))
        return biggest[0], biggest[1], top_counts[0], top_counts[1]

    def _biggest_after(self, team: str, a: int, b: int, cell_a: Cell, cell_b: Cell) -> int:
        teams = self.teams
        if teams.get(cell_a) == team or teams.get(cell_b) == team:
            return self._biggest_recounted(team, {cell_a: a, cell_b: b})
        new_cells = [cell for cell, value in ((cell_a, a), (cell_b, b)) if TEAM_OF_VALUE[value] == team]
        if not new_cells:
            return self.biggest[team]
        labels = self.labels
        touched = {labels[near] for cell in new_cells for near in neighbours(cell)
                   if teams.get(near) == team and near != cell_a and near != cell_b}
        return max(self.biggest[team], len(new_cells) + sum(self.sizes[label] for label in touched))

    def _biggest_recounted(self, team: str, laid: dict[Cell, int]) -> int:
        """The biggest group of `team` counted afresh, for a tile that covers
        one of its faces (a group may split)."""
        cells = {cell for cell, cell_team in self.teams.items() if cell_team == team}
        for cell, value in laid.items():
            if TEAM_OF_VALUE[value] == team:
                cells.add(cell)
            else:
                cells.discard(cell)
        biggest = 0
        while cells:
            frontier = [cells.pop()]
            size = 1
            while frontier:
                x, y = frontier.pop()
                for other in ((x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)):
                    if other in cells:
                        cells.discard(other)
                        frontier.append(other)
                        size += 1
            biggest = max(biggest, size)
        return biggest


@dataclass
class EndgameSolver:
    """Values the moves of `seat` (on team `team`) over one duel's last plies.

    Values are the mover's expected outcomes. The searches take a window
    (alpha, beta) as alpha-beta does: a value inside it is exact, one at or
    below alpha only says the true value is no higher, one at or above beta
    that it is no lower. The widest window makes every value exact."""

    seat: Seat
    team: str
    start_player: Seat
    max_leaves: int = ENDGAME_LEAVES
    leaves: int = 0

    def outcome(self, scores: Scores, overtime_played: bool) -> float | None:
        """The mover's outcome, or None when the game is level before overtime."""
        self.leaves += 1
        if self.leaves > self.max_leaves:
            raise LeavesExhausted(f"more than {self.max_leaves} final tables")
        odds_group, evens_group, odds_top, evens_top = scores
        mine, theirs = (odds_group, evens_group) if self.team == ODDS else (evens_group, odds_group)
        if mine == theirs:
            mine, theirs = (odds_top, evens_top) if self.team == ODDS else (evens_top, odds_top)
        if mine != theirs:
            return WIN if mine > theirs else LOSS
        return DRAW if overtime_played else None

    def final_outcome(self, scores: Scores) -> float:
        """The mover's outcome once the overtime is played: level is a draw."""
        outcome = self.outcome(scores, True)
        assert outcome is not None
        return outcome

    def game_end(self, table: Table, scores: Scores, leftovers: dict[Seat, tuple[Tile, ...]],
                 orders: list[tuple[Tile, ...]], alpha: float = -OPEN, beta: float = OPEN) -> float:
        """The expected outcome of the regular game ending on `table`: at once,
        or after an overtime in which the start player takes the first tile of
        the put-aside pair and the other player the second (to what they still
        hold), over the pair's equally likely `orders`."""
        outcome = self.outcome(scores, False)
        if outcome is not None:
            return outcome
        start, other = self.start_player, 1 - self.start_player

        def overtime_value(order: tuple[Tile, ...], order_alpha: float, order_beta: float) -> float:
            return self.overtime(table, start, leftovers.get(start, ()) + (order[0],),
                                 leftovers.get(other, ()) + (order[1],), order_alpha, order_beta)

        return expected(orders, overtime_value, alpha, beta)

    def overtime(self, table: Table, first: Seat, first_hand: tuple[Tile, ...], second_hand: tuple[Tile, ...],
                 alpha: float = -OPEN, beta: float = OPEN) -> float:
        """The overtime by minimax (nothing is hidden in it): `first` lays
        or passes, then the other seat, and a level game is a draw."""
        first_is_mover = first == self.seat
        placements = list(table.placements(first_hand))
        if len(placements) > 1:
            # The placements that would win at once for the seat laying them
            # are tried first: they are the likeliest to settle the overtime.
            hopes = {placement: self.final_outcome(table.scores_after(placement)) for placement in placements}
            placements.sort(key=lambda placement: hopes[placement], reverse=first_is_mover)
        options: Sequence[Placement | None] = placements or [None]
        best = -OPEN if first_is_mover else OPEN
        for option in options:
            after = table if option is None else table.after(option)
            if first_is_mover:
                best = max(best, self.last_turn(after, 1 - first, second_hand, max(alpha, best), beta))
                if best >= min(beta, WIN):
                    break
            else:
                best = min(best, self.last_turn(after, 1 - first, second_hand, alpha, min(beta, best)))
                if best <= max(alpha, LOSS):
                    break
        return best

    def last_turn(self, table: Table, seat: Seat, hand: tuple[Tile, ...],
                  alpha: float = -OPEN, beta: float = OPEN) -> float:
        """The game's very last turn, the overtime's second: `seat` lays its
        best tile, or passes, and a level game is a draw."""
        placements = table.placements(hand)
        if not placements:
            return self.final_outcome(table.scores())
        if seat == self.seat:
            best = -OPEN
            for placement in placements:
                best = max(best, self.final_outcome(table.scores_after(placement)))
                if best >= min(beta, WIN):
                    break
        else:
            best = OPEN
            for placement in placements:
                best = min(best, self.final_outcome(table.scores_after(placement)))
                if best <= max(alpha, LOSS):
                    break
        return best

    def replies(self, table: Table, tile: Tile) -> Replies:
        """The other player's last regular replies with `tile`, those that
        settle the game at once scored (the cheap part of `reply`)."""
        placements = table.placements((tile,))
        settled = WIN
        level: list[tuple[Placement, Scores]] = []
        for placement in placements:
            scores = table.scores_after(placement)
            outcome = self.outcome(scores, False)
            if outcome is None:
                level.append((placement, scores))
            else:
                settled = min(settled, outcome)
        return Replies(tile, not placements, settled, level)

    def reply(self, table: Table, other: Seat, replies: Replies, orders: list[tuple[Tile, ...]],
              alpha: float = -OPEN, beta: float = OPEN) -> float:
        """The other player's last regular turn: it takes the reply best for
        it on average over the put-aside pair's `orders`, which it does not
        know. The replies that settle the game at once come first: the other
        player's win among them needs no overtime searched."""
        if replies.passes:
            return self.game_end(table, table.scores(), {other: (replies.tile,)}, orders, alpha, beta)
        best = replies.settled
        for placement, scores in replies.level:
            if best <= max(alpha, LOSS):
                break
            best = min(best, self.game_end(table.after(placement), scores, {}, orders, alpha, min(beta, best)))
        return best


@dataclass(frozen=True)
class Replies:
    """The other player's last regular turn with one tile, probed."""

    tile: Tile
    passes: bool
    """Whether `tile` cannot be laid (the other player passes)."""
    settled: float
    """The mover's outcome after the other player's best reply among those
    that settle the game at once (WIN when there are none): a bound the
    other player's turn can only improve on for it."""
    level: list[tuple[Placement, Scores]]
    """The replies that leave the game level, with the scores after them."""


def expected(chances: list[Any], value_of: Callable[[Any, float, float], float], alpha: float, beta: float,
             highest: list[float] | None = None) -> float:
    """The mean of `value_of(chance, alpha, beta)` over equally likely
    `chances`, searched within the window (alpha, beta): each chance gets
    the window that still matters given the others (*-minimax, Ballard
    1983), and the mean may stop early as a bound outside the window.
    `highest` bounds each chance's value from above where that is known
    cheaply (probing, as Ballard's *-minimax 2 does); WIN otherwise."""
    count = len(chances)
    highest = highest or [WIN] * count
    total = 0.0
    for index, chance in enumerate(chances):
        rest = count - index - 1
        rest_highest = sum(highest[index + 1:])
        value = value_of(chance, count * alpha - total - rest_highest, count * beta - total - rest * LOSS)
        total += value
        if total + rest_highest <= count * alpha:
            return (total + rest_highest) / count
        if total + rest * LOSS >= count * beta:
            return (total + rest * LOSS) / count
    return total / count


def move_placement(move: Move) -> Placement:
    (a, b), (cell_a, cell_b) = move["tile"], move["cells"]
    return (a, b), (cell_a[0], cell_a[1]), (cell_b[0], cell_b[1])


def unseen_tiles(state: EvenAtOddsState, seat: Seat) -> list[Tile]:
    """The duel's tiles `seat` has not seen: neither on the table nor in its hand."""
    seen = {(a, b) for a, b, *_ in state.placements} | set(state.hands[seat])
    return [tile for tile in DUEL_POOL if tile not in seen]


@dataclass(frozen=True)
class LastPlies:
    """A position this module solves, as the mover sees it."""

    solver: EndgameSolver
    table: Table
    overtime_turns: int
    other: Seat
    other_count: int
    """Tiles in the other hand."""
    unseen: tuple[Tile, ...]

    def probe(self, placement: Placement) -> Probe | None:
        """The cheap part of a move's value when the other player's last
        tile is still to come (else None)."""
        if self.overtime_turns or self.other_count == 0:
            return None
        after = self.table.after(placement)
        each_reply = [self.solver.replies(after, tile) for tile in self.unseen]
        return Probe(after, each_reply, sum(replies.settled for replies in each_reply) / len(each_reply))

    def value(self, placement: Placement, alpha: float = -OPEN, beta: float = OPEN,
              probe: Probe | None = None) -> float:
        """The mover's expected outcome after laying `placement` (`probe`:
        its probe, when already made)."""
        solver, table, unseen = self.solver, self.table, self.unseen
        if self.overtime_turns == 1:
            return solver.final_outcome(table.scores_after(placement))
        if self.overtime_turns == 2:
            # The other hand is every tile the mover has not seen.
            return solver.last_turn(table.after(placement), self.other, unseen, alpha, beta)
        if self.other_count == 0:
            return solver.game_end(table.after(placement), table.scores_after(placement), {},
                                   list(permutations(unseen)), alpha, beta)
        probe = probe or self.probe(placement)
        assert probe is not None

        def reply_value(replies: Replies, tile_alpha: float, tile_beta: float) -> float:
            orders = list(permutations([rest for rest in unseen if rest != replies.tile]))
            return solver.reply(probe.after, self.other, replies, orders, tile_alpha, tile_beta)

        return expected(probe.replies, reply_value, alpha, beta, [replies.settled for replies in probe.replies])


@dataclass(frozen=True)
class Probe:
    """A move before the other player's last tile, its cheap part done."""

    after: Table
    replies: list[Replies]
    """The other player's replies with each tile it may hold."""
    highest: float
    """The most the move can be worth: the mean over those tiles of the
    best reply among those that settle the game at once."""


def last_plies(state: EvenAtOddsState, seat: Seat, max_leaves: int = ENDGAME_LEAVES) -> LastPlies | None:
    """The position for the solve when it is one of the last plies solved
    here, from what `seat` sees: the boneyard empty and, before overtime,
    `seat` holding its last tile and the other hand at most one; in
    overtime, always. None otherwise."""
    if state.solo or state.phase != PLAY or state.mover != seat or state.boneyard or state.odds_seat is None:
        return None
    other = 1 - seat
    unseen = tuple(unseen_tiles(state, seat))
    other_count = len(state.hands[other])
    if not state.overtime_turns and (
        len(state.hands[seat]) != 1 or other_count > 1 or len(unseen) != other_count + len(state.removed)
    ):
        return None
    solver = EndgameSolver(seat, ODDS if state.odds_seat == seat else EVENS, state.start_player, max_leaves)
    return LastPlies(solver, Table.of(state.surface, len(state.placements)), state.overtime_turns, other, other_count, unseen)


def placement_moves(moves: list[Move]) -> list[Move]:
    return [move for move in moves if isinstance(move, dict) and "tile" in move]


def endgame_values(state: EvenAtOddsState, seat: Seat, moves: list[Move],
                   max_leaves: int = ENDGAME_LEAVES) -> list[tuple[Move, float]] | None:
    """Each placement among `moves` with its exact expected outcome for
    `seat`, when the position is one of the last plies (`last_plies`), else
    None. Raises LeavesExhausted past `max_leaves` final tables."""
    position = last_plies(state, seat, max_leaves)
    placements = placement_moves(moves)
    if position is None or not placements:
        return None
    return [(move, position.value(move_placement(move))) for move in placements]


def endgame_move(state: EvenAtOddsState, seat: Seat, moves: list[Move],
                 max_leaves: int = ENDGAME_LEAVES) -> Move | None:
    """The placement with the best expected outcome over the last plies;
    among equals, the one leaving the mover's group furthest ahead on the
    table. Each move is probed first (`LastPlies.probe`) and the moves are
    tried the most promising first; one that cannot beat the best so far is
    given up as soon as that is certain, without a search when its probe
    says so. None when the position is not one solved here or the solve
    runs past its allowance."""
    position = last_plies(state, seat, max_leaves)
    placements = placement_moves(moves)
    if position is None or not placements:
        return None
    mine = 0 if position.solver.team == ODDS else 1
    leads, probes, highest = {}, {}, {}
    try:
        for move in placements:
            key = move_key(move)
            scores = position.table.scores_after(move_placement(move))
            leads[key] = scores[mine] - scores[1 - mine]
            probe = probes[key] = position.probe(move_placement(move))
            highest[key] = WIN if probe is None else probe.highest
        best_move, best, best_lead = None, -OPEN, 0
        for move in sorted(placements, key=lambda move: (highest[move_key(move)], leads[move_key(move)]), reverse=True):
            key = move_key(move)
            ahead = best_move is None or leads[key] > best_lead
            if highest[key] < best - VALUE_GRAIN / 2 or (highest[key] < best + VALUE_GRAIN / 2 and not ahead):
                continue
            # A move further ahead needs only to equal the best: its window opens just below it.
            alpha = best - VALUE_GRAIN / 2 if ahead else best + VALUE_GRAIN / 2
            value = position.value(move_placement(move), alpha, OPEN, probes[key])
            if value > alpha:
                best_move, best, best_lead = move, value, leads[key]
    except LeavesExhausted:
        return None
    return best_move
