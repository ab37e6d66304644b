"""Beat the Odds, a Game Rules Guru original by Steve Wannall.

A push-your-luck dice game without a voluntary stop: a turn is a string of
rolls of two dice, each scored on its own line, until a roll ends it. What a
roll does depends on the parity of the two faces and on doubles (see
`classify`). The first turn total that brings a player to the target starts
the last round: everyone else plays one more turn, then the highest total
wins. Rulings: seeds/beat-the-odds.md.

Chance: the opening roll-off draws two dice per player in seat order (tied
leaders roll again, in seat order), each roll draws two dice and each
re-roll one, first from the `dice` option and then from the PRNG.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core import BadOption, Game, IllegalMove, Move, MoveViews, Rng, Seat, State, register
from ..core.game import view_log
from ..core.phrases import N_, Phrase, phrase

TARGET_CHOICES = range(1, 1001)

CONTINUE, END, LOSE, CROSS_OUT, HALVE, DOUBLE_TOTAL = (
    "continue", "end", "lose", "cross-out", "halve", "double-total",
)
ENDINGS = frozenset((END, LOSE, CROSS_OUT, HALVE, DOUBLE_TOTAL))

NO_DECISION, REROLL, DOUBLE = 0, 1, 2
DECISION_NAMES = {REROLL: "reroll", DOUBLE: "double"}
DECISION_CODES = {name: decision for decision, name in DECISION_NAMES.items()}
PENDING_DECISION = {
    REROLL: N_("decide the pending reroll before rolling again"),
    DOUBLE: N_("decide the pending double before rolling again"),
}
"""Why a roll is refused while a decision waits."""

Line = tuple[int, int, int, int, int, int]
"""(die 0, die 1, base points, times doubled, re-rolled die or -1, its old face or 0)."""


def classify(die0: int, die1: int) -> tuple[str, int, str]:
    """What one roll does: (effect, line points, name of the outcome).

    The effect is CONTINUE or one of the ways a turn ends. A 2-2 also grants
    the re-roll privilege and a 4-4 the doubling of one line; both continue.
    """
    if die0 == die1:
        return DOUBLES[die0]
    even0, even1 = die0 % 2 == 0, die1 % 2 == 0
    if even0 and even1:
        return CONTINUE, die0 + die1, "even-even"
    if even0 or even1:
        return CONTINUE, die0 if even0 else die1, "even-odd"
    return END, 0, "odd-odd"


DOUBLES: dict[int, tuple[str, int, str]] = {
    1: (LOSE, 0, "snake-eyes"),
    2: (CONTINUE, 4, "twos"),
    3: (CROSS_OUT, 0, "threes"),
    4: (CONTINUE, 8, "fours"),
    5: (HALVE, 0, "fives"),
    6: (DOUBLE_TOTAL, 12, "boxcars"),
}


def line_points(line: Line) -> int:
    return line[2] << line[3]


def highest_line(lines: tuple[Line, ...]) -> int | None:
    """The index of the line worth most (the earliest among equals), or None."""
    if not lines:
        return None
    points = [line_points(line) for line in lines]
    return points.index(max(points))


def turn_result(lines: tuple[Line, ...], effect: str) -> tuple[int, int | None]:
    """The score of a turn that ended with `effect`, and the crossed-out line."""
    crossed = highest_line(lines) if effect == CROSS_OUT else None
    total = sum(line_points(line) for index, line in enumerate(lines) if index != crossed)
    if effect == LOSE:
        return 0, crossed
    if effect == HALVE:
        return total // 2, crossed
    if effect == DOUBLE_TOTAL:
        return total * 2, crossed
    return total, crossed


class BeatTheOddsState(State):
    __slots__ = (
        "rng", "dice_used", "rolloff", "first", "totals", "turns_taken", "seat_to_roll",
        "lines", "privilege", "decision", "table_dice", "last_turn", "final_trigger",
        "final_remaining",
    )

    rng: Rng
    dice_used: int
    """How many faces of the `dice` option have been used."""
    rolloff: tuple[tuple[tuple[int, int, int], ...], ...]
    """The opening roll-off: rounds of (seat, die 0, die 1)."""
    first: Seat
    totals: tuple[int, ...]
    turns_taken: tuple[int, ...]
    seat_to_roll: Seat
    lines: tuple[Line, ...]
    """The current turn's sheet."""
    privilege: bool
    decision: int
    """NO_DECISION, REROLL (about table_dice, not yet scored) or DOUBLE (after a 4-4)."""
    table_dice: tuple[int, int] | None
    """The dice of this turn's latest roll, if any."""
    last_turn: tuple[Seat, tuple[Line, ...], str, int, int | None] | None
    """The turn that ended last: (seat, lines, ending effect, score, crossed-out line)."""
    final_trigger: Seat | None
    final_remaining: tuple[Seat, ...]

    # -- chance -----------------------------------------------------------
    def _draw_die(self) -> int:
        """One face from the `dice` option while it lasts, else from the PRNG;
        advances this (new, not yet shared) state."""
        fixed = self.options["dice"] or ()
        if self.dice_used < len(fixed):
            face: int = fixed[self.dice_used]
            self.dice_used += 1
            return face
        face, self.rng = self.rng.die()
        return face

    # -- contract ---------------------------------------------------------
    @property
    def to_move(self) -> tuple[Seat, ...]:
        if self.final_trigger is not None and not self.final_remaining:
            return ()
        return (self.seat_to_roll,)

    def _legal_moves(self, seat: Seat) -> list[Move]:
        if self.decision == REROLL:
            assert self.table_dice is not None, "a re-roll decision is about the dice on the table"
            odd_dice = [index for index, face in enumerate(self.table_dice) if face % 2]
            return [{"reroll": index} for index in odd_dice] + [{"reroll": None}]
        if self.decision == DOUBLE:
            return [{"double": index} for index in range(len(self.lines))] + [{"double": None}]
        return ["roll"]

    def _apply(self, seat: Seat, move: Move) -> tuple[State, Move]:
        new = self._derived()
        if move == "roll":
            if self.decision != NO_DECISION:
                raise IllegalMove(phrase(PENDING_DECISION[self.decision]))
            new._roll((new._draw_die(), new._draw_die()))
            return new, "roll"
        if isinstance(move, dict) and set(move) == {"reroll"}:
            return new._reroll(move["reroll"])
        if isinstance(move, dict) and set(move) == {"double"}:
            return new._double(move["double"])
        # Translators: the moves as JSON, for developers: keep the doubled braces, the quoted words and null.
        raise IllegalMove(phrase(N_('a Beat the Odds move is "roll", {{"reroll": die or null}} or {{"double": line or null}}')))

    # -- the rules (each helper changes `self`, a fresh state) -------------
    def _roll(self, dice: tuple[int, int], rerolled: tuple[int, int] = (-1, 0)) -> None:
        self.table_dice = dice
        if self.privilege and (dice[0] % 2 or dice[1] % 2):
            self.decision = REROLL
            return
        effect, points, name = classify(*dice)
        self.lines = self.lines + ((dice[0], dice[1], points, 0, rerolled[0], rerolled[1]),)
        if effect != CONTINUE:
            self._end_turn(effect)
        elif name == "twos":
            self.privilege = True
        elif name == "fours":
            self.decision = DOUBLE

    def _reroll(self, die: Any) -> tuple[State, Move]:
        if self.decision != REROLL:
            raise IllegalMove(phrase(N_("there is no re-roll to decide: the privilege comes from a 2-2 and "
                                        "is used on the next roll that shows an odd die")))
        if die is not None and (isinstance(die, bool) or not isinstance(die, int) or die not in (0, 1)):
            # Translators: {die} is the value a move gave, as written in JSON by a program.
            raise IllegalMove(phrase(N_("the die to re-roll is 0 or 1 (or null to decline), not {die}"), die=repr(die)))
        dice = self.table_dice
        assert dice is not None, "a re-roll decision is about the dice on the table"
        if die is not None and dice[die] % 2 == 0:
            raise IllegalMove(phrase(N_("only an odd die may be re-rolled; die {die} shows {face}"), die=die, face=dice[die]))
        self.privilege = False
        self.decision = NO_DECISION
        if die is None:
            self._roll(dice)
        else:
            faces = list(dice)
            faces[die] = self._draw_die()
            self._roll((faces[0], faces[1]), (die, dice[die]))
        return self, {"reroll": die}

    def _double(self, index: Any) -> tuple[State, Move]:
        if self.decision != DOUBLE:
            raise IllegalMove(phrase(N_("there is nothing to double: only a 4-4 lets a player double a line")))
        if index is not None:
            if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.lines):
                # Translators: {index} is the value a move gave, as written by a program.
                raise IllegalMove(phrase(N_("the line to double is 0 to {last} (or null to decline), not {index}"),
                                         last=len(self.lines) - 1, index=repr(index)))
            die0, die1, base, times, rerolled, old_face = self.lines[index]
            doubled = (die0, die1, base, times + 1, rerolled, old_face)
            self.lines = self.lines[:index] + (doubled,) + self.lines[index + 1:]
        self.decision = NO_DECISION
        return self, {"double": index}

    def _end_turn(self, effect: str) -> None:
        seat = self.seat_to_roll
        score, crossed = turn_result(self.lines, effect)
        totals = list(self.totals)
        totals[seat] += score
        taken = list(self.turns_taken)
        taken[seat] += 1
        self.totals, self.turns_taken = tuple(totals), tuple(taken)
        self.last_turn = (seat, self.lines, effect, score, crossed)
        self.lines, self.privilege, self.decision, self.table_dice = (), False, NO_DECISION, None
        if self.final_trigger is None:
            if totals[seat] >= self.options["target"]:
                self.final_trigger = seat
                self.final_remaining = tuple((seat + step) % self.players for step in range(1, self.players))
        else:
            self.final_remaining = tuple(s for s in self.final_remaining if s != seat)
        self.seat_to_roll = (seat + 1) % self.players

    # -- results and views ------------------------------------------------
    @property
    def scores(self) -> tuple[int, ...]:
        return self.totals

    @property
    def winners(self) -> tuple[Seat, ...]:
        if not self.over:
            return ()
        best = max(self.totals)
        return tuple(seat for seat, total in enumerate(self.totals) if total == best)

    def view(self, seat: Seat | None = None) -> dict[str, Any]:
        pending = None
        if self.decision == REROLL:
            assert self.table_dice is not None, "a re-roll decision is about the dice on the table"
            pending = {"decision": DECISION_NAMES[REROLL], "faces": list(self.table_dice),
                       "choices": [i for i, face in enumerate(self.table_dice) if face % 2]}
        elif self.decision == DOUBLE:
            pending = {"decision": DECISION_NAMES[DOUBLE], "choices": list(range(len(self.lines)))}
        last_move = self._log[1] if self._log is not None else None
        last_turn = None
        if self.last_turn is not None:
            last_seat, lines, effect, score, crossed = self.last_turn
            last_turn = {
                "seat": last_seat,
                "lines": lines_json(lines, crossed),
                "ending": effect,
                "ending_roll": classify(lines[-1][0], lines[-1][1])[2],
                "sum": sum(line_points(line) for i, line in enumerate(lines) if i != crossed),
                "crossed": crossed,
                "score": score,
            }
        return {
            **self.common_view(seat),
            "players": self.players,
            "target": self.options["target"],
            "rolloff": [[{"seat": s, "faces": [a, b]} for s, a, b in rounds] for rounds in self.rolloff],
            "first": self.first,
            "totals": list(self.totals),
            "turns_taken": list(self.turns_taken),
            "turn": {
                "seat": self.seat_to_roll,
                "lines": lines_json(self.lines, None),
                "total": sum(line_points(line) for line in self.lines),
                "faces": list(self.table_dice) if self.table_dice else None,
                "privilege": self.privilege,
                "pending": pending,
            },
            "last_turn": last_turn,
            "final_turns": None if self.final_trigger is None else {
                "triggered_by": self.final_trigger,
                "remaining": list(self.final_remaining),
            },
            "move_number": len(self),
            "last_move": None if last_move is None else {"seat": last_move[0], "move": last_move[1]},
        }

    def determinize(self, seat: Seat, chance: random.Random) -> BeatTheOddsState:
        """The dice still to come, drawn from `chance` instead of the seed."""
        new = self._derived()
        new.rng = Rng(chance.getrandbits(64))
        return new


def lines_from_json(sheet: list[dict[str, Any]]) -> tuple[Line, ...]:
    """The lines a sheet of `lines_json` shows."""
    lines = []
    for line in sheet:
        die0, die1 = line["faces"]
        rerolled = line["rerolled"]
        die, old_face = (-1, 0) if rerolled is None else (rerolled["die"], rerolled["from"])
        lines.append((die0, die1, line["base"], line["doubled"], die, old_face))
    return tuple(lines)


def lines_json(lines: tuple[Line, ...], crossed: int | None) -> list[dict[str, Any]]:
    sheet, running = [], 0
    for index, line in enumerate(lines):
        die0, die1, base, times, rerolled, old_face = line
        points = line_points(line)
        running += 0 if index == crossed else points
        sheet.append({
            "faces": [die0, die1],
            "outcome": classify(die0, die1)[2],
            "base": base,
            "doubled": times,
            "points": points,
            "crossed": index == crossed,
            "rerolled": None if rerolled < 0 else {"die": rerolled, "from": old_face},
            "running": running,
        })
    return sheet


# -- the moves in words -------------------------------------------------------
ENDING_PHRASES = {
    # Translators: a roll of two different odd dice ended the turn, which adds ("banks") {score} to the player's
    # total, now {total}. The four below: a double ended the turn (1-1 scores nothing, 3-3, 5-5, 6-6).
    "end": N_("odd-odd, the turn ends: banks {score} (total {total})"),
    "lose": N_("snake eyes, the turn scores nothing (total {total})"),
    "cross-out": N_("threes, the best line is crossed out: banks {score} (total {total})"),
    "halve": N_("fives, the turn is halved: banks {score} (total {total})"),
    "double-total": N_("boxcars, the turn is doubled: banks {score} (total {total})"),
}
"""How each way of ending a turn is told, with the turn's score and the
player's new total (a turn lost to snake eyes banks nothing)."""
CONTINUING_PHRASES = {
    "twos": N_("+{points}, a re-roll for the next odd die"),
    "fours": N_("+{points}, a line may be doubled"),
}
"""How a roll that grants something is told, with its line's points."""


def faces_text(faces: Sequence[int]) -> str:
    return f"{faces[0]}-{faces[1]}"


def outcome(seat: Seat, views: MoveViews) -> Phrase:
    """What the scored roll now on the table did, after its faces: the line's
    points (and what the roll grants), or how the turn ended with its score."""
    before, after = views.before, views.after
    if after["turns_taken"][seat] > before["turns_taken"][seat]:
        last = after["last_turn"]
        return phrase(ENDING_PHRASES[last["ending"]], score=last["score"], total=after["totals"][seat])
    line = after["turn"]["lines"][-1]
    # Translators: the points a roll adds to the turn's sheet: "+6".
    return phrase(CONTINUING_PHRASES.get(line["outcome"], N_("+{points}")), points=line["points"])


def scored_faces(views: MoveViews, seat: Seat) -> str:
    """The faces of the roll just scored: the turn's newest line, or the
    roll that ended it."""
    after = views.after
    if after["turns_taken"][seat] > views.before["turns_taken"][seat]:
        return faces_text(after["last_turn"]["lines"][-1]["faces"])
    return faces_text(after["turn"]["lines"][-1]["faces"])


class BeatTheOddsGame(Game):
    id = "beat-the-odds"
    title = "Beat the Odds"
    renderer = "oddsevens.render.beat_the_odds_svg:beat_the_odds"
    plan = "oddsevens.ai.beat_the_odds_plan:PLAN"
    page = "app.boards.beat_the_odds:BeatTheOddsBoard"
    lessons = "oddsevens.lessons.beat_the_odds:LESSONS"
    hides_information = True
    min_players, max_players, default_players = 1, 8, 2
    options = {"target": (100, TARGET_CHOICES), "dice": (None, None)}
    state_class = BeatTheOddsState

    def check_option(self, name: str, value: Any) -> None:
        if name == "dice" and value is not None:
            if not isinstance(value, list) or not all(
                isinstance(face, int) and not isinstance(face, bool) and 1 <= face <= 6 for face in value
            ):
                # Translators: 'dice' is the option's name in addresses and records: keep it as it is.
                raise BadOption(phrase(N_("option 'dice' must be a list of die faces 1 to 6, not {value}"), value=repr(value)))

    def _initial(self, players: int, seed: int, options: dict[str, Any], generator: int) -> State:
        state: BeatTheOddsState = self.empty_state(players, seed, options, generator)
        state.rng, state.dice_used = state.seeded_rng(), 0
        state.totals = state.turns_taken = (0,) * players
        state.lines, state.privilege, state.decision, state.table_dice = (), False, NO_DECISION, None
        state.last_turn, state.final_trigger, state.final_remaining = None, None, ()
        rounds, contenders = [], list(range(players)) if players > 1 else []
        while len(contenders) > 1:
            rolls = tuple((seat, state._draw_die(), state._draw_die()) for seat in contenders)
            rounds.append(rolls)
            best = max(a + b for _, a, b in rolls)
            contenders = [seat for seat, a, b in rolls if a + b == best]
        state.rolloff = tuple(rounds)
        state.first = state.seat_to_roll = contenders[0] if contenders else 0
        return state

    def from_view(self, view: dict[str, Any]) -> State:
        """The position a view shows, with dice still to come from the
        generator of seed 0: the view holds no seed."""
        keys = ("players", "target", "rolloff", "first", "totals", "turns_taken", "turn", "last_turn", "final_turns",
                "move_number", "last_move")
        return self.state_from_view(view, keys, self._from_view)

    def _from_view(self, view: dict[str, Any]) -> State:
        players = view["players"]
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise ValueError(f"no game of Beat the Odds has {players!r} players")
        state: BeatTheOddsState = self.empty_state(players, 0, self.resolve_options({"target": view["target"]}))
        state.rng, state.dice_used = state.seeded_rng(), 0
        state.rolloff = tuple(tuple((roll["seat"], *roll["faces"]) for roll in rolls) for rolls in view["rolloff"])
        state.first = view["first"]
        state.totals, state.turns_taken = tuple(view["totals"]), tuple(view["turns_taken"])
        turn = view["turn"]
        state.seat_to_roll, state.lines, state.privilege = turn["seat"], lines_from_json(turn["lines"]), turn["privilege"]
        state.decision = NO_DECISION if turn["pending"] is None else DECISION_CODES[turn["pending"]["decision"]]
        state.table_dice = None if turn["faces"] is None else tuple(turn["faces"])
        last = view["last_turn"]
        state.last_turn = None if last is None else (
            last["seat"], lines_from_json(last["lines"]), last["ending"], last["score"], last["crossed"]
        )
        final = view["final_turns"]
        state.final_trigger = None if final is None else final["triggered_by"]
        state.final_remaining = () if final is None else tuple(final["remaining"])
        played = view["last_move"]
        state._log = view_log(view["move_number"], None if played is None else (played["seat"], played["move"]))
        return state

    def describe_move(self, move: Move, seat: Seat, views: MoveViews, names: list[str]) -> Phrase:
        if move == "roll":
            pending = views.after["turn"]["pending"]
            if pending is not None and pending["decision"] == "reroll":
                # Translators: a roll shown while the player holds the re-roll privilege: "rolls 3-4: may re-roll an odd die".
                return phrase(N_("rolls {faces}: may re-roll an odd die"), faces=faces_text(pending["faces"]))
            # Translators: {faces} are the two dice ("4-2"); {outcome} what the roll did ("+6", "odd-odd, the turn ends: ...").
            return phrase(N_("rolls {faces}: {outcome}"), faces=scored_faces(views, seat), outcome=outcome(seat, views))
        if "reroll" in move:
            die = move["reroll"]
            if die is None:
                # Translators: the player keeps a roll instead of re-rolling an odd die; {outcome} is what the roll did.
                return phrase(N_("keeps {faces}: {outcome}"), faces=scored_faces(views, seat), outcome=outcome(seat, views))
            old = views.before["turn"]["pending"]["faces"][die]
            # Translators: {old} is the face of the die re-rolled, {faces} the two dice after it, {outcome} what they did.
            return phrase(N_("re-rolls the {old}: {faces}: {outcome}"), old=old, faces=scored_faces(views, seat),
                          outcome=outcome(seat, views))
        index = move["double"]
        if index is None:
            return phrase(N_("doubles no line"))
        points = views.before["turn"]["lines"][index]["points"]
        # Translators: a line of the turn's sheet doubled after a 4-4: "doubles line 2: 4 → 8".
        return phrase(N_("doubles line {line}: {points} → {doubled}"), line=index + 1, points=points, doubled=2 * points)


GAME = register(BeatTheOddsGame())
