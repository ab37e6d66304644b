"""Exact odds for a turn of Beat the Odds, for the odds panel and the computer.

What is computed
    For a position inside a turn: the chances that the next roll continues the
    turn, ends it keeping points, or loses everything (1-1); the expected final
    score of the turn when every re-roll and doubling decision is taken so as
    to maximise that expectation; and the value of each option of a pending
    decision, so the page and the computer rank options by the same numbers.

The state
    The score of a finished turn depends on the lines only through their sum S
    and the highest line M: an odd pair keeps S, 1-1 gives 0, 3-3 gives S - M,
    5-5 gives S / 2 (every line is even, so S is even) and 6-6 gives 2(S + 12).
    Doubling a line worth x moves (S, M) to (S + x, max(M, 2x)). If doubling the
    highest line is always at least as good as any other doubling, then the
    future depends only on (S, M, privilege held), because which other values
    sit on the sheet never matters again. That premise is checked over every
    state of the table (`doubling_the_highest_is_best`, run by the tests)
    and holds analytically in the large regime below (its slopes are positive).
    Possible highest lines are 0 and {2, 4, 6, 8, 10} * 2**k.

The equations
    V0(S, M) (no privilege) and V1(S, M) (privilege held) satisfy a Bellman
    equation over the 36 rolls. With the privilege, a roll showing an odd die
    is worth the best of: declining (the roll scores as it is), or keeping the
    other die and re-rolling this one (the mean over six fresh rolls, scored
    with the privilege spent; a fresh 2-2 grants it again). Continuing rolls
    strictly raise S, so the equations are solved exactly by one sweep from the
    largest S downwards, given values beyond the table:

    * Large regime, M >= 128 and S <= 20 M. Here the best policy is fixed
      (decline plain odd pairs, re-roll 1-1, 3-3, 5-5 and the odd die of an
      even-odd pair, double the highest line); new lines never exceed M, so its
      value is exactly affine, V_p = a_p S + b_p M + c_p, solved in fractions.
      The policy satisfies the optimality conditions on the whole cone
      M >= 128, S <= 35 M (linear inequalities checked at its corners and
      rays, `large_regime_policy_is_optimal`). Doubling the highest line adds
      M and doubles M, so from S <= 20 M leaving that cone needs more than
      15 M >= 1920 points from ordinary rolls within one turn, whose chance is
      below 1e-30 (checked by the tests); the regime's value is exact far below
      any visible digit.
    * S beyond the table (TABLE_MARGIN above the position asked about), or
      M >= 128 with S > 20 M: a lower bound (the larger of two fixed-policy
      affine values, or 0) and an upper bound (an affine supersolution,
      UPPER_BOUND). Sweeping with each gives a lower and an upper table; their
      difference at a position bounds the truncation error (`error_bound`;
      the large regime's leak above adds less than 1e-25). Gathering 800 more
      points in one turn outside the large regime is so unlikely that the
      bound is below 1e-9 for the positions of real play (the tests check it).

    The lower table is the answer. One table costs a few hundred milliseconds
    once; it is cached, and each later question is a few look-ups.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import pairwise
from typing import Any

from ..core import State
from .beat_the_odds import (
    CONTINUE,
    CROSS_OUT,
    DOUBLE_TOTAL,
    END,
    HALVE,
    LOSE,
    classify,
)

LARGE = 128
"""Highest lines from here on are in the large regime."""
LARGE_RATIO = 20
"""The large regime covers S <= LARGE_RATIO * M ..."""
VERIFIED_RATIO = 35
"""... inside the cone S <= VERIFIED_RATIO * M where its policy is proven best."""
LEVELS = (0, 2, 4, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64, 80, 96)
"""Every possible highest line below LARGE."""
TABLE_MARGIN = 800
TABLE_STEP = 200
MIN_TABLE_TOP = 1000
UPPER_BOUND = (Fraction(5, 2), Fraction(2), Fraction(300))
"""(alpha, beta, gamma): V_p(S, M) <= alpha S + beta M + gamma for every state
(a supersolution of the Bellman equation; the tests check it)."""

FACES = range(1, 7)

# The distinct effects a fresh roll can have, as keys into a vector of values.
KEYS = ("c2", "c4", "c6", "c8", "c10", "twos", "fours", END, LOSE, CROSS_OUT, HALVE, DOUBLE_TOTAL)
KEY_INDEX = {key: index for index, key in enumerate(KEYS)}


def roll_key(die0: int, die1: int) -> int:
    effect, points, name = classify(die0, die1)
    if name in ("twos", "fours"):
        return KEY_INDEX[name]
    if effect == CONTINUE:
        return KEY_INDEX[f"c{points}"]
    return KEY_INDEX[effect]


def category(die0: int, die1: int) -> str:
    effect = classify(die0, die1)[0]
    return "continue" if effect == CONTINUE else "lose" if effect == LOSE else "end"


PAIR_KEY = {(a, b): roll_key(a, b) for a in FACES for b in FACES}
KEEP_WEIGHTS = {
    kept: tuple(sum(1 for d in FACES if PAIR_KEY[(kept, d)] == k) / 6 for k in range(len(KEYS))) for kept in FACES
}
"""KEEP_WEIGHTS[x][k]: chance that keeping a die showing x and re-rolling the other gives effect k."""
PLAIN_WEIGHTS = tuple(sum(1 for pair in PAIR_KEY.values() if pair == k) / 36 for k in range(len(KEYS)))
EVEN_PAIRS = tuple(
    (2 / 36 if a != b else 1 / 36, PAIR_KEY[(a, b)]) for a in (2, 4, 6) for b in (2, 4, 6) if a <= b
)
ODD_PAIRS = tuple(
    (2 / 36 if a != b else 1 / 36, a, b) for a in FACES for b in FACES if a <= b and (a % 2 or b % 2)
)
"""Unordered rolls showing an odd die: (chance, low face, high face)."""


def reroll_options(a: int, b: int) -> list[tuple[int | None, int | None]]:
    """(die index re-rolled, face kept) for each choice on the roll (a, b);
    (None, None) is declining."""
    options: list[tuple[int | None, int | None]] = [
        (index, (a, b)[1 - index]) for index in (0, 1) if (a, b)[index] % 2
    ]
    return options + [(None, None)]


# -- affine values of fixed policies (exact, in fractions) --------------------

GO = {"c2": (0, 2, False), "c4": (0, 4, False), "c6": (0, 6, False), "c8": (0, 8, False),
      "c10": (0, 10, False), "twos": (1, 4, False), "fours": (0, 8, True)}
"""Continuing effects: (privilege after, or 0 to keep the roll's own, points, doubles the highest)."""
ENDING: dict[str, tuple[Fraction | int, int, int]] = {
    END: (1, 0, 0), LOSE: (0, 0, 0), CROSS_OUT: (1, -1, 0), HALVE: (Fraction(1, 2), 0, 0), DOUBLE_TOTAL: (2, 0, 24)
}
"""Ending effects: the score as (coefficient of S, of M, constant)."""


def policy_weights(reroll_threes: bool) -> dict[int, list[tuple[Fraction, str, int]]]:
    """(chance, effect, privilege after) for each privilege state under the fixed
    policy of the large regimes: decline plain odd pairs, re-roll 1-1, 5-5 and
    the odd die of an even-odd pair, and re-roll 3-3 if `reroll_threes`."""
    weights: dict[int, list[tuple[Fraction, str, int]]] = {0: [], 1: []}
    for a in FACES:
        for b in FACES:
            chance = Fraction(1, 36)
            weights[0].append((chance, KEYS[PAIR_KEY[(a, b)]], 0))
            if a % 2 == 0 and b % 2 == 0:
                weights[1].append((chance, KEYS[PAIR_KEY[(a, b)]], 1))
                continue
            declines = (a % 2 and b % 2 and a != b) or (a == b == 3 and not reroll_threes)
            if declines:
                weights[1].append((chance, KEYS[PAIR_KEY[(a, b)]], 0))
                continue
            kept = b if a % 2 else a
            for d in FACES:
                weights[1].append((chance / 6, KEYS[PAIR_KEY[(kept, d)]], 0))
    return weights


def _solve(constant: list[Fraction], matrix: list[list[Fraction]]) -> list[Fraction]:
    """x = constant + matrix x for two unknowns."""
    (m00, m01), (m10, m11) = matrix
    a, b, c, d = 1 - m00, -m01, -m10, 1 - m11
    determinant = a * d - b * c
    return [(d * constant[0] - b * constant[1]) / determinant, (a * constant[1] - c * constant[0]) / determinant]


@cache
def affine_values(reroll_threes: bool) -> tuple[tuple[Fraction, Fraction, Fraction], ...]:
    """(a_p, b_p, c_p) with V_p(S, M) = a_p S + b_p M + c_p for the fixed policy,
    valid for M >= 10 (no new line can then exceed M)."""
    weights = policy_weights(reroll_threes)

    def target(effect: str, privilege: int) -> int:
        return GO[effect][0] or privilege

    s_const, s_matrix = [Fraction(0)] * 2, [[Fraction(0)] * 2 for _ in range(2)]
    for p in (0, 1):
        for chance, effect, privilege in weights[p]:
            if effect in GO:
                s_matrix[p][target(effect, privilege)] += chance
            else:
                s_const[p] += chance * ENDING[effect][0]
    a = _solve(s_const, s_matrix)
    m_const, m_matrix = [Fraction(0)] * 2, [[Fraction(0)] * 2 for _ in range(2)]
    c_const = [Fraction(0)] * 2
    for p in (0, 1):
        for chance, effect, privilege in weights[p]:
            if effect in GO:
                q = target(effect, privilege)
                points, doubles = GO[effect][1], GO[effect][2]
                m_matrix[p][q] += chance * (2 if doubles else 1)
                if doubles:
                    m_const[p] += chance * a[q]
                c_const[p] += chance * a[q] * points
            else:
                m_const[p] += chance * ENDING[effect][1]
                c_const[p] += chance * ENDING[effect][2]
    b = _solve(m_const, m_matrix)
    c = _solve(c_const, s_matrix)
    return tuple((a[p], b[p], c[p]) for p in (0, 1))


def _affine(coefficients: tuple[Fraction, Fraction, Fraction], total: int, highest: int) -> float:
    a, b, c = coefficients
    return float(a * total + b * highest + c)


# -- the tables ------------------------------------------------------------------

class Table:
    """V_p(S, M) for every level M < LARGE and even S up to `top`, with the
    given kind of values beyond it ("lower" or "upper")."""

    def __init__(self, top: int, bound: str) -> None:
        """An empty table: `sweep` fills it in."""
        self.top, self.bound = top, bound
        self.large = affine_values(True)
        self.infinite = affine_values(False)
        self.values: dict[int, tuple[list[float], list[float]]] = {
            level: ([0.0] * (top // 2 + 1), [0.0] * (top // 2 + 1)) for level in LEVELS
        }

    def value(self, privilege: int, total: int, highest: int) -> float:
        if highest < LARGE and total <= self.top:
            return self.values[highest][privilege][total >> 1]
        if highest >= LARGE and total <= LARGE_RATIO * highest:
            return _affine(self.large[privilege], total, highest)
        if self.bound == "upper":
            alpha, beta, gamma = UPPER_BOUND
            return float(alpha * total + beta * highest + gamma)
        if highest < 10:
            return 0.0
        return max(_affine(self.large[privilege], total, highest), _affine(self.infinite[privilege], total, highest))

    def fresh(self, total: int, highest: int, privilege_kept: int) -> list[float]:
        """The value of each effect (KEYS order) of a roll scored now; a
        continuing roll keeps `privilege_kept`, a 2-2 always grants it."""
        value = self.value
        top_eight = max(highest, 8)
        return [
            value(privilege_kept, total + 2, max(highest, 2)),
            value(privilege_kept, total + 4, max(highest, 4)),
            value(privilege_kept, total + 6, max(highest, 6)),
            value(privilege_kept, total + 8, max(highest, 8)),
            value(privilege_kept, total + 10, max(highest, 10)),
            value(1, total + 4, max(highest, 4)),
            value(privilege_kept, total + 8 + top_eight, 2 * top_eight),
            float(total),
            0.0,
            float(total - highest),
            total / 2,
            2.0 * (total + 12),
        ]

    def sweep(self) -> Iterator[None]:
        """Fills the table in from the top total down (each row needs those
        above it), pausing after every SWEEP_ROWS rows."""
        for row, total in enumerate(range(self.top, -1, -2), start=1):
            for highest in LEVELS:
                if highest > total or (highest == 0 and total > 0):
                    continue
                without, held = self.values[highest]
                spent = self.fresh(total, highest, 0)
                without[total >> 1] = sum(w * v for w, v in zip(PLAIN_WEIGHTS, spent, strict=True))
                held[total >> 1] = privileged_value(spent, self.fresh(total, highest, 1))
            if row % SWEEP_ROWS == 0:
                yield


def keep_value(spent: list[float], kept: int) -> float:
    return sum(w * v for w, v in zip(KEEP_WEIGHTS[kept], spent, strict=True))


def privileged_value(spent: list[float], kept_privilege: list[float]) -> float:
    """V1 from the effect values of a roll with the privilege spent and kept."""
    value = sum(chance * kept_privilege[key] for chance, key in EVEN_PAIRS)
    keep = [0.0] + [keep_value(spent, face) for face in FACES]
    for chance, a, b in ODD_PAIRS:
        best = spent[PAIR_KEY[(a, b)]]
        if a % 2:
            best = max(best, keep[b])
        if b % 2:
            best = max(best, keep[a])
        value += chance * best
    return value


SWEEP_ROWS = 25
"""Rows of a table between the pauses of `table_in_steps`: the whole
table_for(0) (501 rows) takes ~150 ms under CPython and 2 s in Chromium's
Pyodide with the CPU slowed 4 times (a phone), where 25 rows take 50 ms."""

_tables: dict[tuple[int, str], Table] = {}
"""The tables made so far, by (top, bound): a game needs one or two."""


def table(top: int, bound: str = "lower") -> Table:
    made = _tables.get((top, bound))
    if made is None:
        made = Table(top, bound)
        for _pause in made.sweep():
            pass
        _tables[top, bound] = made
    return made


def table_top(total: int) -> int:
    """The top of the table the odds at `total` points use."""
    needed = total + TABLE_MARGIN
    return max(MIN_TABLE_TOP, -(-needed // TABLE_STEP) * TABLE_STEP)


def table_for(total: int, bound: str = "lower") -> Table:
    return table(table_top(total), bound)


def table_in_steps(total: int, bound: str = "lower") -> Iterator[None]:
    """Makes table_for(total) a few rows at a time, pausing in between, for
    a caller that must keep answering meanwhile (the page's main thread);
    table_for(total) then has it at once."""
    key = (table_top(total), bound)
    if key in _tables:
        return
    made = Table(*key)
    yield from made.sweep()
    _tables[key] = made


# -- positions -----------------------------------------------------------------

@dataclass(frozen=True)
class TurnPosition:
    """What the odds need from a turn: each line's current points, whether
    the re-roll privilege is held, and the pending decision if any."""

    lines: tuple[int, ...] = ()
    privilege: bool = False
    pending: str | None = None
    """None (next is a roll), "reroll" or "double"."""
    faces: tuple[int, int] | None = None
    """The roll awaiting the re-roll decision."""

    @property
    def total(self) -> int:
        return sum(self.lines)

    @property
    def highest(self) -> int:
        return max(self.lines, default=0)


def position_from_view(view: dict[str, Any]) -> TurnPosition:
    turn = view["turn"]
    pending = turn["pending"]
    return TurnPosition(
        lines=tuple(line["points"] for line in turn["lines"]),
        privilege=turn["privilege"],
        pending=pending["decision"] if pending else None,
        faces=tuple(pending["faces"]) if pending and pending["decision"] == "reroll" else None,
    )


@dataclass(frozen=True)
class NextRoll:
    """Chances for the next roll. `ends` includes `loses_all` (a 1-1);
    continues + ends = 1; `keeps` = ends - loses_all."""

    continues: Fraction
    ends: Fraction
    loses_all: Fraction

    @property
    def keeps(self) -> Fraction:
        return self.ends - self.loses_all

    def as_json(self) -> dict[str, Any]:
        return {
            "continue": float(self.continues),
            "end": float(self.ends),
            "lose_all": float(self.loses_all),
            "exact": {"continue": str(self.continues), "end": str(self.ends), "lose_all": str(self.loses_all)},
        }


def _tally(counts: dict[str, Fraction]) -> NextRoll:
    return NextRoll(counts["continue"], counts["end"] + counts["lose"], counts["lose"])


def _option_values(position: TurnPosition, faces: tuple[int, int]) -> list[tuple[dict[str, Any], float]]:
    """Each choice on a roll shown with the privilege held, and its value."""
    total, highest = position.total, position.highest
    spent = table_for(total).fresh(total, highest, 0)
    values = []
    for die, kept in reroll_options(*faces):
        value = spent[PAIR_KEY[faces]] if kept is None else keep_value(spent, kept)
        values.append(({"reroll": die}, value))
    return values


def _best(values: list[tuple[Any, float]]) -> tuple[Any, float]:
    best = values[0]
    for option in values[1:]:
        if option[1] > best[1]:
            best = option
    return best


def next_roll(position: TurnPosition) -> NextRoll:
    """Chances that the next roll (with a re-roll chosen as `best_move` would
    choose it) continues the turn, ends it, or loses it all."""
    if position.pending is not None:
        raise ValueError("the next step is a decision, not a roll")
    counts = {"continue": Fraction(0), "end": Fraction(0), "lose": Fraction(0)}
    for a in FACES:
        for b in FACES:
            chance = Fraction(1, 36)
            if not position.privilege or (a % 2 == 0 and b % 2 == 0):
                counts[category(a, b)] += chance
                continue
            choice = _best(_option_values(position, (a, b)))[0]["reroll"]
            if choice is None:
                counts[category(a, b)] += chance
            else:
                kept = (a, b)[1 - choice]
                for d in FACES:
                    counts[category(kept, d)] += chance / 6
    return _tally(counts)


def option_values(position: TurnPosition) -> list[tuple[Any, float]]:
    """Every legal move here (in the engine's order) with the expected final
    score of the turn after it, later decisions taken at their best."""
    total, highest, held = position.total, position.highest, int(position.privilege)
    if position.pending == "reroll":
        assert position.faces is not None, "a re-roll decision is about the dice on the table"
        return _option_values(position, position.faces)
    if position.pending == "double":
        values: list[tuple[Any, float]] = []
        for index, points in enumerate(position.lines):
            after = max(highest, 2 * points)
            values.append(({"double": index}, table_for(total + points).value(held, total + points, after)))
        values.append(({"double": None}, table_for(total).value(held, total, highest)))
        return values
    return [("roll", table_for(total).value(held, total, highest))]


def expected_score(position: TurnPosition) -> float:
    """The expected final score of this turn under best play."""
    return _best(option_values(position))[1]


def best_move(position: TurnPosition) -> Any:
    """The move with the highest expected final score (the first on ties)."""
    return _best(option_values(position))[0]


def error_bound(position: TurnPosition) -> float:
    """A proven bound on how far `expected_score` can be from the exact value
    (the gap between the upper and the lower table; builds the upper table)."""
    total, highest, held = position.total, position.highest, int(position.privilege)
    top = table_for(total).top
    return table(top, "upper").value(held, total, highest) - table(top).value(held, total, highest)


def analyse(view: dict[str, Any]) -> dict[str, Any] | None:
    """The odds panel for a view: None once the game is over."""
    if view["over"]:
        return None
    position = position_from_view(view)
    options = option_values(position)
    move, value = _best(options)
    return {
        "expected": value,
        "next_roll": next_roll(position).as_json() if position.pending is None else None,
        "options": [{"move": m, "value": v} for m, v in options],
        "best": move,
    }


# -- choices judged against the best ----------------------------------------------

BEST_MARGIN = 1e-9
"""Options whose values differ by less than this are equally good: re-rolling
either of two equal dice, doubling either of two equal lines."""


@dataclass(frozen=True)
class JudgedChoice:
    """A decision of a turn (a re-roll or a doubling, with more than one
    option) against the best option there. Values are expected final scores
    of the turn, every later decision taken at its best."""

    index: int
    """The position of the game's history the choice was made from."""
    seat: int
    played: Any
    best: Any
    played_value: float
    best_value: float

    @property
    def given_away(self) -> float:
        """The expected points of the turn the choice gave away (0 for the best)."""
        return max(0.0, self.best_value - self.played_value)

    @property
    def is_best(self) -> bool:
        return self.given_away < BEST_MARGIN


def judge_choice(view: dict[str, Any], move: Any, index: int = 0) -> JudgedChoice | None:
    """`move` played from the position of `view` against the best option
    there; None when it was no choice (a roll: the only move)."""
    if view["over"] or view["turn"]["pending"] is None:
        return None
    options = option_values(position_from_view(view))
    if len(options) < 2:
        return None
    best, best_value = _best(options)
    played_value = next((value for option, value in options if option == move), None)
    if played_value is None:
        raise ValueError(f"{move!r} is not an option of this position")
    return JudgedChoice(index, view["turn"]["seat"], move, best, played_value, best_value)


def judged_choices(history: Sequence[State]) -> list[JudgedChoice]:
    """Every choice of a game (`history`: its states from the start, each
    one move on from the one before), oldest first."""
    judged = []
    for index, (before, after) in enumerate(pairwise(history)):
        last = after.last_move()
        assert last is not None, "each state of the history is one move on from the one before"
        seat, move = last
        choice = judge_choice(before.view(seat), move, index)
        if choice is not None:
            judged.append(choice)
    return judged


@dataclass(frozen=True)
class ChoiceTally:
    """One player's choices of a game against the best."""

    choices: int = 0
    not_best: int = 0
    given_away: float = 0.0
    """The expected points all of them gave away."""


def tally_choices(judged: Sequence[JudgedChoice], players: int) -> list[ChoiceTally]:
    """Each seat's tally of the judged choices."""
    tallies = [ChoiceTally() for _ in range(players)]
    for choice in judged:
        tally = tallies[choice.seat]
        tallies[choice.seat] = ChoiceTally(
            tally.choices + 1, tally.not_best + (not choice.is_best), tally.given_away + choice.given_away
        )
    return tallies


# -- checks of the method's premises (run by the tests) --------------------------

def doubling_the_highest_is_best(lookup: Table) -> bool:
    """In every state of the table and for every line value x below the
    highest, doubling the highest line beats doubling x and declining."""
    values = [level for level in LEVELS if level]
    for total in range(0, lookup.top - 2 * LARGE + 1, 2):
        for highest in LEVELS:
            if highest < 8 or highest > total:
                continue
            for held in (0, 1):
                top = lookup.value(held, total + highest, 2 * highest)
                if top < lookup.value(held, total, highest):
                    return False
                for x in values:
                    if x < highest and lookup.value(held, total + x, max(highest, 2 * x)) > top:
                        return False
    return True


def large_regime_policy_is_optimal() -> bool:
    """With the affine values of the large regime, its fixed policy is the best
    choice at every re-roll decision and doubling, on the whole cone
    M >= LARGE, M <= S <= VERIFIED_RATIO * M (each comparison is linear in
    (S, M), so it suffices to check the two corners and the two rays)."""
    coefficients = affine_values(True)

    def fresh(effect: str) -> tuple[Fraction, Fraction, Fraction]:
        if effect in GO:
            q, points, doubles = GO[effect]
            a, b, c = coefficients[q]
            return (a, (a + 2 * b) if doubles else b, a * points + c)
        of_s, of_m, constant = ENDING[effect]
        return (Fraction(of_s), Fraction(of_m), Fraction(constant))

    def option(a: int, b: int, die: int | None, kept: int | None) -> tuple[Fraction, ...]:
        if die is None:
            return fresh(KEYS[PAIR_KEY[(a, b)]])
        assert kept is not None, "re-rolling a die keeps the other"
        parts = [fresh(KEYS[PAIR_KEY[(kept, d)]]) for d in FACES]
        return tuple(sum((part[i] for part in parts), Fraction(0)) / 6 for i in range(3))

    corners = [(LARGE, LARGE), (VERIFIED_RATIO * LARGE, LARGE)]
    rays = [(1, 1), (VERIFIED_RATIO, 1)]
    for _, a, b in ODD_PAIRS:
        declines = a % 2 and b % 2 and a != b
        chosen = option(a, b, None, None) if declines else option(a, b, 0 if a % 2 else 1, b if a % 2 else a)
        for die, kept in reroll_options(a, b):
            other = option(a, b, die, kept)
            diff = [chosen[i] - other[i] for i in range(3)]
            if any(diff[0] * s + diff[1] * m + diff[2] < 0 for s, m in corners):
                return False
            if any(diff[0] * s + diff[1] * m < 0 for s, m in rays):
                return False
    for a_p, b_p, _ in coefficients:
        if a_p <= 0 or b_p < 0:
            return False
    return True
