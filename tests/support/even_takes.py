"""Even Takes, a sixth game that lives only in the tests: it proves that a
game is its own file plus the one line `GAME = register(...)`.

Two players take turns taking one, two or three counters from a pile with
an odd number of counters. When the pile is empty, whoever holds an even
number of counters wins (the total is odd, so exactly one does).

What serves the game is named on the game, as the five real games name
theirs: its board drawing (`draw`) and its computer player's plan (`PLAN`)
are here too, its page's board in even_takes_page.py. The site plays it at
?game=even-takes when the tests build the site, but never lists it.
"""

from __future__ import annotations

from typing import Any

from oddsevens.ai.plans import Plan
from oddsevens.ai.search import random_playout
from oddsevens.core import Game, IllegalMove, Move, MoveViews, Seat, State, register
from oddsevens.core.cells import cell_name
from oddsevens.core.game import view_log
from oddsevens.render.svg import element, svg_root, to_text

TAKES = (1, 2, 3)


class EvenTakesState(State):
    __slots__ = ("pile", "held")

    pile: int
    held: tuple[int, ...]
    """The counters each seat has taken."""

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
    def scores(self) -> tuple[int, ...]:
        return self.held

    @property
    def winners(self) -> tuple[Seat, ...]:
        if not self.over:
            return ()
        return tuple(seat for seat, held in enumerate(self.held) if held % 2 == 0)

    def view(self, seat: Seat | None = None) -> dict:
        last = self.last_move()
        return {**self.common_view(seat), "pile": self.pile, "held": list(self.held), "move_number": len(self),
                "last_move": None if last is None else last[1]}


class EvenTakesGame(Game):
    id = "even-takes"
    title = "Even Takes"
    renderer = "even_takes:draw"
    plan = "even_takes:PLAN"
    page = "even_takes_page:EvenTakesBoard"
    listed = False
    hides_information = False
    min_players = max_players = default_players = 2
    options = {"pile": (9, (5, 7, 9, 11, 13, 15))}
    state_class = EvenTakesState

    def _initial(self, players: int, seed: int, options: dict[str, Any], generator: int) -> State:
        state = self.empty_state(players, seed, options, generator)
        state.pile, state.held = options["pile"], (0, 0)
        return state

    def from_view(self, view: dict[str, Any]) -> State:
        return self.state_from_view(view, ("pile", "held", "move_number", "last_move"), self._from_view)

    def _from_view(self, view: dict[str, Any]) -> State:
        state = self.empty_state(2, 0, self.resolve_options({"pile": view["pile"] + sum(view["held"])}))
        state.pile, state.held = view["pile"], tuple(view["held"])
        count, last = view["move_number"], view["last_move"]
        state._log = view_log(count, None if last is None else ((count - 1) % 2, last))
        return state

    def describe_move(self, move: Move, seat: Seat, views: MoveViews, names: list[str]) -> str:
        return f"takes {move['take']}, leaving {views.after['pile']}"


GAME = register(EvenTakesGame())

PLAN = Plan(2000, random_playout())


def draw(view: dict, *, interactive: bool = False) -> str:
    """The pile as a row of counters, named as cells "x,0"; where a person
    may take, the last three are marked: a tap takes that one and those after it."""
    pile = view["pile"]
    root = svg_root(0, 0, 20 * max(pile, 1), 20, class_="board even-takes-board", role="group",
                    aria_label=f"{pile} counters left")
    for index in range(pile):
        take = pile - index
        legal = interactive and take in TAKES
        element(root, "circle", cx=20 * index + 10, cy=10, r=8, data_cell=cell_name((index, 0)),
                class_="counter legal" if legal else "counter", role="button" if legal else "img",
                aria_label=f"take {take}" if legal else "counter")
    return to_text(root)
