"""Information-set Monte Carlo tree search over the public protocol.

One search serves every game. Each iteration draws a *determinization*: a
full state that agrees with everything the searching seat can see (for the
perfect-information games this is the position itself). It then walks the
tree with UCB1, using only the moves legal in that determinization, and
counts how often each move was available, so moves that exist only in some
determinizations are not over-explored (single-observer ISMCTS; Cowling,
Powley & Whitehouse, 2012). The walk ends with a playout and an evaluation
that give every seat a reward in [0, 1]; each seat maximises its own (max^n),
so the search works for any number of players.

Searches are deterministic: the budget is a count of iterations and all
chance comes from the `random.Random` the caller passes in.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from ..core import Move, Seat, State

Rewards = tuple[float, ...]
Determinizer = Callable[[random.Random], State]
Playout = Callable[[State, random.Random], Rewards]
MovesWorthSearching = Callable[[State, list[Move]], list[Move]]
EXPLORATION = 0.8
"""UCB1's exploration constant, unless a game's plan sets its own."""


def every_move(state: State, moves: list[Move]) -> list[Move]:
    return moves


def move_key(move: Move) -> str:
    """The same text for equal moves, whatever order a dict's keys came in.
    The search makes one for every legal move at every node it visits, so
    a move of plain values (every game's, today) takes the quick way: its
    items in order, written by repr, five times faster than JSON."""
    if isinstance(move, dict) and not any(isinstance(value, dict) for value in move.values()):
        return repr(sorted(move.items()))
    if isinstance(move, str):
        return move
    return json.dumps(move, sort_keys=True, separators=(",", ":"))


def actor(state: State) -> Seat:
    """The seat the search moves for: in a state where several seats may
    act (a free-for-all step), the first of them."""
    return state.to_move[0]


def rewards_from_winners(state: State) -> Rewards:
    share = 1.0 / len(state.winners) if state.winners else 0.0
    return tuple(share if seat in state.winners else 0.0 for seat in range(state.players))


def random_playout(limit: int = 10_000) -> Playout:
    """Random legal moves to the end of the game, then the winners' rewards."""

    def playout(state: State, rng: random.Random) -> Rewards:
        for _ in range(limit):
            if state.over:
                break
            seat = actor(state)
            state = state.play(rng.choice(state.legal_moves(seat)), seat)
        return rewards_from_winners(state)

    return playout


@dataclass
class Node:
    mover: Seat | None
    """The seat that made the move leading here (None at the root)."""
    move: Move | None = None
    visits: int = 0
    available: int = 0
    """How often this node's move was legal when its parent was visited."""
    reward: float = 0.0
    """Total reward of `mover` over the visits."""
    children: dict[str, Node] = field(default_factory=dict)
    options: dict[str, Move] | None = None
    """The legal moves here by key, kept when every walk meets the same ones."""

    def ucb(self, exploration: float) -> float:
        if self.visits == 0:
            return math.inf
        return self.reward / self.visits + exploration * math.sqrt(math.log(max(self.available, 1)) / self.visits)


@dataclass
class SearchResult:
    move: Move
    visits: dict[str, int]
    """Visits of each root move, by move key: what the levels choose from."""
    moves: dict[str, Move]
    values: dict[str, float]
    """Mean reward of the searching seat for each root move."""


def search(
    root_moves: list[Move],
    determinize: Determinizer,
    playout: Playout,
    iterations: int,
    rng: random.Random,
    exploration: float = EXPLORATION,
    *,
    fixed_moves: bool = False,
    worth_searching: MovesWorthSearching = every_move,
) -> SearchResult:
    """The most visited of `root_moves` after `iterations` walks.

    `root_moves` are the searching seat's legal moves (known from its view);
    `determinize(rng)` returns a full state consistent with that view with the
    searching seat to move. `fixed_moves` says that every walk through a
    node meets the same legal moves there (the game hides nothing, so the
    determinization is the position itself): each node then keeps its moves'
    keys instead of making them again on every walk, the search's largest
    cost after the playouts. `worth_searching(state, moves)` keeps one of
    each set of moves that lead to positions alike in all that matters, so
    the search does not share its visits out among them.
    """
    keys = {move_key(move): move for move in root_moves}
    root = Node(mover=None, options=keys)
    if len(root_moves) == 1:
        only = next(iter(keys))
        return SearchResult(root_moves[0], {only: 0}, keys, {only: 0.0})
    for _ in range(iterations):
        state = determinize(rng)
        node, path = root, [root]
        while not state.over:
            seat = actor(state)
            options = node.options
            if options is None:
                legal = worth_searching(state, state.legal_moves(seat))
                options = {move_key(move): move for move in legal}
                if fixed_moves:
                    node.options = options
            children = node.children
            unexplored = []
            for key in options:
                child = children.get(key)
                if child is None:
                    unexplored.append(key)
                else:
                    child.available += 1
            if unexplored:
                key = rng.choice(unexplored)
                child = children[key] = Node(mover=seat, move=options[key], available=1)
                state = state.play(options[key], seat)
                path.append(child)
                break
            key = max(options, key=lambda k: children[k].ucb(exploration))
            node = children[key]
            state = state.play(options[key], seat)
            path.append(node)
        rewards = playout(state, rng) if not state.over else rewards_from_winners(state)
        for visited in path:
            visited.visits += 1
            if visited.mover is not None:
                visited.reward += rewards[visited.mover]
    visits = {key: child.visits for key, child in root.children.items()}
    values = {key: child.reward / child.visits for key, child in root.children.items() if child.visits}
    best = max(visits, key=lambda key: (visits[key], values.get(key, 0.0)))
    return SearchResult(keys[best], visits, keys, values)
