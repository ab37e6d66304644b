"""The engine contract every game honours.

A game module defines a `Game` subclass (metadata and `_initial`) and a
`State` subclass (the position and its rules). This module supplies what is
the same for every game: option checking, seats, the move log, records,
JSON round trips and equality.

A state is a value. `play` never changes it; it returns a new state that
shares the game, the options and a linked move log with its parent, so copying
is cheap and a state always knows its own record.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any, ClassVar, Self, TypeAlias

from .errors import BadOption, BadRecord, IllegalMove
from .phrases import N_, Phrase, Said, phrase
from .rng import GENERATORS, LATEST_GENERATOR, Rng

Move = Any
"""A plain JSON value: str, or dict of str/int/list/None."""

Seat = int
Log: TypeAlias = "tuple[Log, tuple[Seat, Move], int] | None"
"""(the log before, (seat, move), number of moves so far): newest first, so
a child state shares its parent's log and knows its length at once."""


class Game:
    """One game's metadata and its way of starting a state."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    options: ClassVar[dict[str, tuple[Any, Any]]]
    """{name: (default, allowed values)}; allowed is a tuple or range of
    values, or None for an option that `check_option` validates itself."""
    state_class: ClassVar[type[State]]
    hides_information: ClassVar[bool]
    """Whether a record holds what a player may not see yet (hidden tiles, a
    shuffled deck, dice still to roll, all drawn from its seed): such a game
    is never shared by link while it runs."""
    sides: ClassVar[tuple[str, ...] | None] = None
    """The seats' names where the rules fix them (Dualities: Odd, Even);
    None where the players go by their own names."""
    renderer: ClassVar[str]
    """"module:function" of its board drawing: a pure function from a view
    (and keyword-only options) to SVG text. Named, not imported, here and
    below, so the rules never load what serves them (see core.registry)."""
    plan: ClassVar[str]
    """"module:NAME" of its computer player's search plan (oddsevens.ai.plans.Plan)."""
    page: ClassVar[str | None] = None
    """"module:Class" of its board on the page that lets people play it
    (app.board.Board: its dialog questions, taps and drawing); None: no page."""
    lessons: ClassVar[str | None] = None
    """"module:LESSONS" of its lessons (oddsevens.lessons.Lesson), the whole
    game's first, then its variants'; None: no lessons."""
    listed: ClassVar[bool] = True
    """Whether the site's menu offers it (a game the tests add is playable
    by its address, ?game=<id>, but never listed)."""

    def start(
        self, players: int | None = None, seed: int = 0, *, generator: int = LATEST_GENERATOR, **options: Any
    ) -> State:
        """A new game. `generator` says how the seed starts the random draws
        (`rng.GENERATORS`): new games take the latest, a replay the one its
        record names."""
        if players is None:
            players = self.default_players
        if isinstance(players, bool) or not isinstance(players, int):
            raise BadOption(phrase(N_("players must be a whole number, not {value}"), value=repr(players)))
        if not self.min_players <= players <= self.max_players:
            raise BadOption(phrase(
                # Translators: {game} is a game's title; {count} the number of players asked for.
                N_("{game} is for {low} to {high} players, not {count}"),
                game=self.title, low=self.min_players, high=self.max_players, count=players,
            ))
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise BadOption(phrase(N_("seed must be a whole number, not {value}"), value=repr(seed)))
        if isinstance(generator, bool) or generator not in GENERATORS:
            raise BadOption(phrase(
                N_("generator must be one of {choices}, not {value}"),
                choices=", ".join(map(str, GENERATORS)), value=repr(generator),
            ))
        resolved = self.resolve_options(options)
        state = self._initial(players, seed, resolved, generator)
        state._log = None
        return state

    def resolve_options(self, options: dict[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(options) - set(self.options))
        if unknown:
            if self.options:
                raise BadOption(phrase(
                    # Translators: {game} is a game's title; {option} the option asked for, {options} the game's options.
                    N_("{game} has no option {option} (its options: {options})"),
                    game=self.title, option=repr(unknown[0]), options=", ".join(sorted(self.options)),
                ))
            raise BadOption(phrase(
                # Translators: {game} is a game's title; {option} the option asked for.
                N_("{game} has no option {option} (its options: none)"), game=self.title, option=repr(unknown[0])
            ))
        resolved = {}
        for name, (default, allowed) in self.options.items():
            value = options.get(name, default)
            if allowed is not None and not _is_allowed(value, allowed):
                raise BadOption(_not_allowed(name, value, allowed))
            self.check_option(name, value)
            resolved[name] = value
        return resolved

    def check_option(self, name: str, value: Any) -> None:
        """Games with free-form options (fixed dice, decks) validate them here."""

    def _initial(self, players: int, seed: int, options: dict[str, Any], generator: int) -> State:
        raise NotImplementedError

    def empty_state(self, players: int, seed: int, options: dict[str, Any], generator: int = LATEST_GENERATOR) -> Any:
        """A `state_class` instance with only what every state holds set:
        `_initial` (or a determinization) fills in the position."""
        state = self.state_class.__new__(self.state_class)
        state.game, state.players, state.seed, state.options = self, players, seed, options
        state.generator = generator
        return state

    def from_view(self, view: dict[str, Any]) -> State:
        """A state built from one seat's view alone, the most a device that
        plays in a room is sent: what the view hides is filled in arbitrarily
        (never from a seed), so that the state's `view(seat)` is `view` again
        and its `to_move`, `scores`, `winners`, `over` and `legal_moves(seat)`
        are the true ones. That device's page draws it and takes taps on it;
        the host's page checks and plays the moves."""
        raise NotImplementedError

    def state_from_view(self, view: Any, keys: tuple[str, ...], build: Callable[[dict[str, Any]], State]) -> State:
        """`build(view)`, for a game's `from_view`. A view comes from another
        device, so one that is no view of this game with `keys`, that `build`
        cannot read, or whose state would not show its seat this view again
        is refused with BadRecord. `build` starts from `empty_state` with
        seed 0 and sets the move log with `view_log`."""
        if not isinstance(view, dict):
            raise BadRecord(phrase(N_("a view must be a JSON object")))
        if view.get("game") != self.id:
            raise BadRecord(phrase(
                # Translators: {shown} and {game} are games' ids, such as 'even-odds'.
                N_("this is a view of a {shown} game, not {game}"), shown=repr(view.get("game")), game=repr(self.id)
            ))
        missing = [key for key in (*VIEW_KEYS, *keys) if key not in view]
        if missing:
            # Translators: {key} is the name of a part of a view, such as 'cells'.
            raise BadRecord(phrase(N_("the view has no {key}"), key=repr(missing[0])))
        seat = view["seat"]
        try:
            state = build(view)
            holds = (seat is None or (type(seat) is int and 0 <= seat < state.players)) and state.view(seat) == view
        except (LookupError, TypeError, ValueError, AttributeError, AssertionError):
            holds = False
        if not holds:
            # Translators: {game} is a game's title.
            raise BadRecord(phrase(N_("the view does not describe a position of {game}"), game=self.title))
        return state

    def describe_move(self, move: Move, seat: Seat, views: MoveViews, names: list[Any]) -> Said:
        """The move in words for the move list and the screen reader, leaving
        out who moved, as a Said (core.phrases; the page words it); `names`
        (one per seat, each a str, YOU, or a Phrase) where it mentions another seat."""
        raise NotImplementedError

    def load(self, data: Any) -> State:
        """The state saved by `State.to_json`, rebuilt by replaying its record."""
        if not isinstance(data, dict):
            raise BadRecord(phrase(N_("a saved game must be a JSON object")))
        if data.get("game") != self.id:
            raise BadRecord(phrase(
                # Translators: {saved} and {game} are games' ids, such as 'even-odds'.
                N_("this is a saved {saved} game, not {game}"), saved=repr(data.get("game")), game=repr(self.id)
            ))
        return self.replay(data)

    def replay(self, record: dict[str, Any]) -> State:
        """The state a record of this game came from, checking every move on the way."""
        missing = [key for key in ("players", "seed", "options", "moves") if key not in record]
        if missing:
            # Translators: {key} is the name of a part of a record, such as 'moves'.
            raise BadRecord(phrase(N_("the record has no {key}"), key=repr(missing[0])))
        options = record["options"]
        if not isinstance(options, dict):
            raise BadRecord(phrase(N_("'options' must be an object")))
        try:
            state = self.start(record["players"], record["seed"], generator=record.get("generator", 1), **options)
        except BadOption as error:
            # Translators: {reason} says what is wrong with the record's options.
            raise BadRecord(phrase(N_("the record cannot start: {reason}"), reason=error.said)) from None
        for number, seat, move in _entries(record):
            try:
                state = state.play(move, seat)
            except IllegalMove as error:
                # Translators: {reason} is the rule the move breaks.
                raise BadRecord(phrase(N_("move {number} is not legal: {reason}"), number=number, reason=error.said)) from None
        return state

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


YOU = "You"
"""The name pages give the one person at the device: phrases and drawings
that mention a seat by name speak to it in the second person. It stays this
English word in every language: a phrase compares a name with it and picks
its message for "you", never showing YOU itself."""


class MoveViews:
    """The views of the two states around one move, as the seat `viewer` saw
    them (None: a spectator), each made on first use. A move's phrase reads
    only these, so it never tells more than that seat's screen showed."""

    def __init__(self, before: State, after: State, viewer: Seat | None) -> None:
        self.states = (before, after)
        self.viewer = viewer
        self.made: dict[int, dict[str, Any]] = {}

    def _view(self, which: int) -> dict[str, Any]:
        if which not in self.made:
            self.made[which] = self.states[which].view(self.viewer)
        return self.made[which]

    @property
    def before(self) -> dict[str, Any]:
        return self._view(0)

    @property
    def after(self) -> dict[str, Any]:
        return self._view(1)


def _is_allowed(value: Any, allowed: Any) -> bool:
    """Equal to an allowed value and of its type: 5.0 or True is no size 5,
    and a record that says so is refused rather than half-played."""
    if isinstance(allowed, range):
        return type(value) is int and value in allowed
    return any(type(value) is type(choice) and value == choice for choice in allowed)


def _not_allowed(name: str, value: Any, allowed: Any) -> Phrase:
    """Why `value` is no value of the option `name`, which allows `allowed`."""
    if isinstance(allowed, range):
        return phrase(
            N_("option {option} must be one of {low} to {high}, not {value}"),
            option=repr(name), low=allowed.start, high=allowed.stop - 1, value=repr(value),
        )
    return phrase(
        N_("option {option} must be one of {choices}, not {value}"),
        option=repr(name), choices=", ".join(repr(choice) for choice in allowed), value=repr(value),
    )


VIEW_KEYS = ("game", "seat", "to_move", "over", "scores", "winners")
"""Keys of every view (State.common_view)."""


class State:
    """The shared part of every game state. Subclasses add the position."""

    __slots__ = ("game", "players", "seed", "generator", "options", "_log")

    game: Game
    players: int
    seed: int
    generator: int
    """How the seed starts the random draws (`rng.GENERATORS`)."""
    options: dict[str, Any]
    _log: Log

    # -- what each game defines -------------------------------------------
    @property
    def to_move(self) -> tuple[Seat, ...]:
        raise NotImplementedError

    def _legal_moves(self, seat: Seat) -> list[Move]:
        raise NotImplementedError

    def _apply(self, seat: Seat, move: Move) -> tuple[State, Move]:
        """Check the move (IllegalMove naming the rule) and return the new
        position and the move in canonical JSON form."""
        raise NotImplementedError

    @property
    def scores(self) -> tuple[int, ...]:
        raise NotImplementedError

    @property
    def winners(self) -> tuple[Seat, ...]:
        raise NotImplementedError

    def view(self, seat: Seat | None = None) -> dict[str, Any]:
        """What `seat` may know (None: a spectator), as JSON: `common_view`'s
        keys and the game's own."""
        raise NotImplementedError

    def common_view(self, seat: Seat | None) -> dict[str, Any]:
        """The keys every game's view starts with (VIEW_KEYS), which pages
        read without knowing the game: the move list's scores, the result."""
        return {
            "game": self.game.id,
            "seat": seat,
            "to_move": list(self.to_move),
            "over": self.over,
            "scores": list(self.scores),
            "winners": list(self.winners),
        }

    # -- shared ------------------------------------------------------------
    def _derived(self) -> Self:
        """A shallow copy for `_apply` to change: the game, options and log
        are shared, never mutated."""
        cls = type(self)
        copier = _COPIERS.get(cls)
        if copier is None:
            copier = _COPIERS[cls] = _copier_for(cls)
        derived: Self = copier(self)
        return derived

    @property
    def over(self) -> bool:
        return not self.to_move

    def _seat(self, seat: Seat | None) -> Seat:
        return _acting_seat(seat, self.to_move)

    def determinize(self, seat: Seat, chance: random.Random) -> State:
        """A state that agrees with everything `seat` sees, with what is hidden
        from it (other hands, a deck's order, the dice still to come) drawn
        again from `chance`: the worlds a computer player searches over, so
        that it never relies on what it could not know. A game that hides
        nothing returns the state itself."""
        return self

    def legal_moves(self, seat: Seat | None = None) -> list[Move]:
        """The moves `seat` may make now: none when it may not act."""
        movers = self.to_move
        if not movers or (seat is not None and seat not in movers):
            return []
        return self._legal_moves(_acting_seat(seat, movers))

    def play(self, move: Move, seat: Seat | None = None) -> State:
        seat = _acting_seat(seat, self.to_move)
        new, canonical = self._apply(seat, move)
        log = self._log
        new._log = (log, (seat, canonical), 1 if log is None else log[2] + 1)
        return new

    def last_move(self) -> tuple[Seat, Move] | None:
        """The newest entry of the move log, (seat, move), without walking
        the log; None before the first move."""
        return None if self._log is None else self._log[1]

    def after_moves(self, count: int, last: tuple[Seat, Move] | None) -> Self:
        """A copy that says it follows `count` moves, the newest `last`, and
        knows none before it: the state a device playing in a room builds
        from its view (`Game.from_view`), which is sent no more history;
        ValueError when the two disagree (`view_log`)."""
        copy = self._derived()
        copy._log = view_log(count, None if last is None else (last[0], last[1]))
        return copy

    def moves(self) -> list[list[Any]]:
        """The move log, oldest first, as [[seat, move], ...]."""
        entries = []
        node = self._log
        while node is not None:
            node, entry, _ = node
            entries.append([entry[0], entry[1]])
        entries.reverse()
        return entries

    def __len__(self) -> int:
        return 0 if self._log is None else self._log[2]

    def seeded_rng(self) -> Rng:
        """The generator the game's seed starts, for the deal or the first dice."""
        return Rng.from_seed(self.seed, self.generator)

    def record(self) -> dict[str, Any]:
        """The game as JSON. It names its generator unless that is the first
        (records older than generators name none), so it replays exactly."""
        record = {
            "game": self.game.id,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "moves": self.moves(),
        }
        if self.generator != 1:
            record["generator"] = self.generator
        return record

    def to_json(self) -> dict[str, Any]:
        return self.record()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.record() == other.record()

    def __hash__(self) -> int:
        return hash(repr(self.record()))

    def __repr__(self) -> str:
        return f"<{self.game.id} after {len(self)} moves, to move {self.to_move}>"


def _acting_seat(seat: Seat | None, movers: tuple[Seat, ...]) -> Seat:
    """The seat that acts, given the seats that may (`to_move`)."""
    if seat is None:
        if len(movers) == 1:
            return movers[0]
        if not movers:
            raise IllegalMove(phrase(N_("the game is over")))
        # Translators: {seats} are the seats' numbers, such as (0, 1).
        raise IllegalMove(phrase(N_("several seats may act now {seats}: say which one"), seats=str(movers)))
    if type(seat) is not int:
        raise IllegalMove(phrase(N_("a seat is a whole number, not {value}"), value=repr(seat)))
    if seat not in movers:
        if not movers:
            raise IllegalMove(phrase(N_("the game is over")))
        # Translators: {seat} is a seat's number; {seats} the numbers of the seats to move, such as (0, 1).
        raise IllegalMove(phrase(N_("seat {seat} may not act now (to move: {seats})"), seat=seat, seats=str(movers)))
    return seat


_SLOTS: dict[type, tuple[str, ...]] = {}


def _slots_of(cls: type) -> tuple[str, ...]:
    if cls not in _SLOTS:
        _SLOTS[cls] = tuple(
            slot for klass in cls.__mro__ for slot in getattr(klass, "__slots__", ())
        )
    return _SLOTS[cls]


_COPIERS: dict[type, Callable[[Any], Any]] = {}
"""A copier per class of state: it gives a state of the class it copies."""


def _copier_for(cls: type) -> Callable[[Any], Any]:
    """A function that copies every slot of a `cls` state, one assignment per
    slot. Generated once per class (as dataclasses generates its methods):
    bots copy states millions of times, and straight-line assignments run
    several times faster than a getattr/setattr loop over the slot names."""
    lines = ["def copy(state):", "    new = new_instance(cls)"]
    lines += [f"    new.{slot} = state.{slot}" for slot in _slots_of(cls)]
    lines.append("    return new")
    namespace: dict[str, Any] = {"cls": cls, "new_instance": object.__new__}
    exec("\n".join(lines), namespace)
    copy: Callable[[Any], Any] = namespace["copy"]
    return copy


def _entries(record: dict[str, Any]) -> Iterator[tuple[int, Seat, Move]]:
    moves = record.get("moves", [])
    if not isinstance(moves, list):
        raise BadRecord(phrase(N_("'moves' must be a list of [seat, move] pairs")))
    for number, entry in enumerate(moves, start=1):
        if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int):
            raise BadRecord(phrase(N_("move {number} is not a [seat, move] pair: {entry}"), number=number, entry=repr(entry)))
        yield number, entry[0], entry[1]


def view_log(count: Any, last: tuple[Seat, Move] | None) -> Log:
    """The move log of a state built from a view (`Game.state_from_view`):
    its length `count` and its last move, none of the moves before it."""
    if type(count) is not int or count < 0 or (count > 0) != (last is not None):
        raise ValueError(f"a view's move count {count!r} and last move {last!r} disagree")
    return None if last is None else (None, last, count)
