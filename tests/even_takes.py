"""Even Takes, a sixth game that lives only in the tests: it proves that a
game is its own file plus the one line `GAME = register(...)`.

Two players take turns taking one, two or three counters from a pile with
an odd number of counters. When the pile is empty, whoever holds an even
number of counters wins (the total is odd, so exactly one does).

Everything that serves the game is here too and named on the game, as the
five real games name theirs: its board drawing (`draw`), its computer
player's plan (`PLAN`). It has no page, so the site never lists it.
"""

from __future__ import annotations

from typing import Any, Optional

from oddsevens.ai.plans import Plan
from oddsevens.ai.search import random_playout
from oddsevens.core import Game, IllegalMove, Move, MoveViews, Seat, State, register
from oddsevens.render.svg import element, svg_root, to_text

TAKES = (1, 2, 3)


class EvenTakesState(State):
    __slots__ = ("pile", "held")

    pile: int
    held: tuple[int, int]

    @property
    def to_move(self) -> tuple[Seat, ...]:
        return (len(self) % 2,) if self.pile else ()

    def _legal_moves(self, seat: Seat) -> list[Move]:
        return [{"take": count} for count in TAKES if count <= self.pile]

    def _apply(self, seat: Seat, move: Move) -> tuple[State, Move]:
        count = move.get("take") if isinstance(move, dict) else None
        if type(count) is not int or count not in TAKES:
            raise IllegalMove('an Even Takes move is {"take": 1, 2 or 3}')
        if count > self.pile:
            raise IllegalMove(f"only {self.pile} counters are left")
        new = self._derived()
        new.pile = self.pile - count
        new.held = tuple(held + count if owner == seat else held for owner, held in enumerate(self.held))
        return new, {"take": count}

    @property
    def scores(self) -> tuple[int, int]:
        return self.held

    @property
    def winners(self) -> tuple[Seat, ...]:
        if not self.over:
            return ()
        return tuple(seat for seat, held in enumerate(self.held) if held % 2 == 0)

    def view(self, seat: Optional[Seat] = None) -> dict:
        return {
            "game": EvenTakesGame.id,
            "seat": seat,
            "pile": self.pile,
            "held": list(self.held),
            "move_number": len(self),
            "to_move": list(self.to_move),
            "over": self.over,
            "winners": list(self.winners),
        }


class EvenTakesGame(Game):
    id = "even-takes"
    title = "Even Takes"
    renderer = "even_takes:draw"
    plan = "even_takes:PLAN"
    hides_information = False
    min_players = max_players = default_players = 2
    options = {"pile": (9, (5, 7, 9, 11, 13, 15))}
    state_class = EvenTakesState

    def _initial(self, players: int, seed: int, options: dict[str, Any]) -> State:
        state = self.empty_state(players, seed, options)
        state.pile, state.held = options["pile"], (0, 0)
        return state

    def describe_move(self, move: Move, seat: Seat, views: MoveViews, names: list[str]) -> str:
        return f"takes {move['take']}, leaving {views.after['pile']}"


GAME = register(EvenTakesGame())

PLAN = Plan(2000, random_playout())


def draw(view: dict, *, interactive: bool = False) -> str:
    """The pile as a row of counters."""
    root = svg_root(0, 0, 20 * max(view["pile"], 1), 20, role="img", aria_label=f"{view['pile']} counters left")
    for index in range(view["pile"]):
        element(root, "circle", cx=20 * index + 10, cy=10, r=8, class_="counter")
    return to_text(root)
