"""Embedded games (embed.html): the address's parameters become the game.

The parameters are named after the questions of the game's new-game dialog
(`opponent`, `level`, `lines`, `size`, `target`, ...) and take the same
values. Games with a table of seats also take `players=3` and
`seats=human,computer,computer`, and `opponent=computer|friend` for all of
them. Any option of the rules engine may be given by its own name as well
(`protocol=free`, `parity=true`, `dice=[6,6]`); values are read as JSON when
they can be, otherwise as text. `record=<JSON record>` replays a game and
shows its last position.

Nothing here stops the game from starting: every parameter that cannot be
used is reported in words and left out. An embedded game saves under a slot
named after its parameters, so it never touches the game saved on the site
itself, and two different embeds on one page keep their own games. A game
given by `record` is a fixed position: it is never saved, so every visit
shows the position the page's author chose.

A blog is another site, and browsers often refuse storage to another
site's frame. The game then plays unsaved, and one quiet line under it says
so and offers the game on the site itself, where it can be kept.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import oddsevens
from oddsevens.lessons import lessons
from oddsevens.puzzles import puzzles

from . import records, words
from .controller import GamePage
from .dialog import PLACE_FIELD, Field, NumberField, SeatsField
from .markup import Markup, button, join, tag
from .storage import MemoryStore, SavedGames
from .words import _

OPPONENTS = ("computer", "friend")
LANGUAGE = words.PARAMETER
RESERVED = ("game", "record", "start", LANGUAGE)
START_AT_ONCE = "now"
"""`start=now`: the game starts as the page loads, not at the reader's first
tap (static/boot.js reads it; it never changes which game is saved)."""
PLAIN_EMBED_SLOT = "embed"
"""The slot an embed saves under when its address sets nothing but the game,
the start and the language; each other setting adds itself to the name
(static/boot.js looks there for a saved game)."""


@dataclass
class EmbedPlan:
    setup: dict[str, Any]
    state: oddsevens.State | None = None
    """The replayed record, when one was given and could be read."""
    problems: list[str] = field(default_factory=list)
    slot: str | None = None
    """Where the game saves (see storage.key_for); None: never saved."""


def read_value(text: str) -> Any:
    """`4` -> 4, `true` -> True, `[1,2]` -> [1, 2]; anything else stays text."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def or_list(values: list[str]) -> str:
    """"a, b or c" (the values are the address's own, never translated)."""
    if len(values) == 1:
        return values[0]
    # Translators: the end of a list of values to choose from, as in "rows, all or none"; {values} is the rest of the list.
    return _("{values} or {last}").format(values=", ".join(values[:-1]), last=values[-1])


def said_error(error: BaseException) -> str:
    """An error's words for the reader: the rules' errors in the page's
    language, any other as Python says it."""
    return words.say(error.said) if isinstance(error, oddsevens.OddsEvensError) else str(error)


class EmbedParameters:
    """What one game page accepts in the address, and how each value is checked."""

    def __init__(self, page: GamePage) -> None:
        self.page = page
        fields = page.dialog.fields({})
        # A room is opened by index.html?opponent=devices, never by an embed's address.
        self.choices = {item.name: item for item in fields if isinstance(item, Field) and item.name != PLACE_FIELD.name}
        self.numbers = {item.name: item for item in fields if isinstance(item, NumberField)}
        self.seats = next((item for item in fields if isinstance(item, SeatsField)), None)
        self.seat_words: list[str] = []
        if self.seats is not None and "opponent" not in self.choices:
            self.seat_words = ["opponent", "seats"]
            if self.seats.most > self.seats.fewest:
                self.seat_words.insert(1, "players")
        dialog_names = {*self.choices, *self.numbers, *self.seat_words}
        self.engine_options = [name for name in page.game.options if name not in dialog_names]

    def names(self) -> list[str]:
        return [name for name, _values in self.settings()]

    def accepted(self) -> list[str]:
        """Every parameter with its values, for messages and the rules pages."""
        return [f"{name}: {values}" for name, values in self.settings()]

    def settings(self) -> list[tuple[str, str]]:
        """Every parameter's name and the values it takes, in the page's
        language where they are words (the names and values themselves are
        the address's, never translated)."""
        # Translators: the range of numbers a question takes, as in "10 to 100".
        number_range = _("{low} to {high}")
        parts = [(name, ", ".join(value for value, _label in item.choices)) for name, item in self.choices.items()]
        parts += [(name, number_range.format(low=item.low, high=item.high)) for name, item in self.numbers.items()]
        if self.seats is not None and self.seat_words:
            parts.append(("opponent", ", ".join(OPPONENTS)))
            if "players" in self.seat_words:
                parts.append(("players", number_range.format(low=self.seats.fewest, high=self.seats.most)))
            # Translators: what the embed address's seats= takes; human and computer are the address's own words (keep them).
            parts.append(("seats", _("human or computer for each seat, e.g. human,computer")))
        for name in self.engine_options:
            _default, allowed = self.page.game.options[name]
            if allowed is None:
                parts.append((name, _("a JSON value, as the rules engine takes it")))
            else:
                parts.append((name, ", ".join(value if isinstance(value, str) else json.dumps(value) for value in allowed)))
        game_id = self.page.game.id
        if lessons(game_id):
            parts.append(("lesson", number_range.format(low=1, high=len(lessons(game_id)))))
            parts.append(("step", _("a step of the lesson, from 1")))
        if puzzles(game_id):
            # Translators: what the embed address's puzzle= takes; {first} and {last} are puzzles' ids.
            first, last = puzzles(game_id)[0].id, puzzles(game_id)[-1].id
            parts.append(("puzzle", _("a puzzle's id, {first} to {last}").format(first=first, last=last)))
        parts.append(("record", _("a game record in JSON")))
        parts.append(("start", START_AT_ONCE))
        parts.append((LANGUAGE, ", ".join(words.spoken_languages())))
        return parts

    def dialog_answer(self, name: str, value: str, answers: dict[str, str]) -> str | None:
        """Stores one dialog parameter's answer; returns the problem with it, if any."""
        if name in self.choices:
            # The choices may depend on the seats answered so far (Even Odds' leader of round 1).
            current = next(item for item in self.page.dialog.fields(answers) if isinstance(item, Field) and item.name == name)
            allowed = [choice for choice, _label in current.choices]
            if value not in allowed:
                # Translators: {name}={value} is a setting of the embed's address, as given; {choices} the values it takes.
                return _("{name}={value} is not a choice here; use {choices}.").format(name=name, value=value, choices=or_list(allowed))
            answers[name] = value
            return None
        if name in self.numbers:
            problem = self.numbers[name].problem(value)
            if problem:
                return f"{name}={value}: {problem}"
            answers[name] = value.strip()
            return None
        assert self.seats is not None
        if name == "opponent":
            if value not in OPPONENTS:
                # Translators: opponent, computer and friend are the address's own words (keep them).
                return _("opponent={value} is not a choice here; use computer or friend.").format(value=value)
            count = len(self.seats.clean(answers)["seats"])
            for seat in range(count):
                answers[f"kind-{seat}"] = "human" if value == "friend" or seat == 0 else "computer"
            return None
        if name == "players":
            if not value.isdigit() or not self.seats.fewest <= int(value) <= self.seats.most:
                # Translators: players= is the address's own word (keep it).
                return _("players={value}: use a whole number from {low} to {high}.").format(
                    value=value, low=self.seats.fewest, high=self.seats.most
                )
            answers["players"] = value
            return None
        kinds = [kind.strip() for kind in value.split(",")]
        if any(kind not in ("human", "computer") for kind in kinds) or not (
            self.seats.fewest <= len(kinds) <= self.seats.most
        ):
            # Translators: seats=, human and computer are the address's own words (keep them).
            return _("seats={value}: list {low} to {high} seats, each human or computer, separated by commas.").format(
                value=value, low=self.seats.fewest, high=self.seats.most
            )
        answers["players"] = str(len(kinds))
        answers.update({f"kind-{seat}": kind for seat, kind in enumerate(kinds)})
        return None


def plan_embed(page: GamePage, parameters: list[tuple[str, str]]) -> EmbedPlan:
    """The setup (and replayed record) an embed's address asks for, with a
    sentence for every parameter that could not be used."""
    accepted = EmbedParameters(page)
    problems: list[str] = []
    answers: dict[str, str] = {}
    engine: dict[str, Any] = {}
    record_text = next((value for name, value in parameters if name == "record"), None)
    state = read_record(page, record_text, problems) if record_text is not None else None
    seat_names = ("players", "seats", "opponent")
    explicit_seats = any(name in seat_names for name, _value in parameters)
    if state is not None and "players" in accepted.seat_words:
        answers["players"] = str(state.players)
    # Seat counts first, so that `opponent` knows how many seats it speaks for.
    ordered = sorted(parameters, key=lambda pair: seat_names.index(pair[0]) if pair[0] in seat_names else len(seat_names))
    seen: set[str] = set()
    for name, value in ordered:
        if name in seen:
            # Translators: {name} is a setting of the embed's address.
            problems.append(_("{name} is given more than once; the first value is used.").format(name=name))
            continue
        seen.add(name)
        if name == "start" and value != START_AT_ONCE:
            problems.append(
                # Translators: start= is the address's own word (keep it); {now} is the value it takes.
                _("start={value} is not a choice; use start={now}, or leave it out to start at the reader's tap.").format(
                    value=value, now=START_AT_ONCE
                )
            )
        if name == LANGUAGE and words.spoken(value) is None:
            problems.append(
                # Translators: lang= is the address's own word (keep it); {languages} are the codes of the site's languages.
                _("lang={value} is not a language of this site; it speaks {languages}.").format(
                    value=value, languages=", ".join(words.spoken_languages())
                )
            )
        if name in RESERVED:
            continue
        if name in accepted.engine_options:
            engine[name] = read_value(value)
        elif name in accepted.choices or name in accepted.numbers or name in accepted.seat_words:
            problem = accepted.dialog_answer(name, value, answers)
            if problem:
                problems.append(problem)
        else:
            problems.append(
                # Translators: {name} is what the embed's address gave; {names} are the settings the game takes.
                _("“{name}” is not a setting of {game}; it takes {names}.").format(
                    name=name, game=page.game.title, names=", ".join(accepted.names())
                )
            )

    setup = page.setup_from(answers)
    if engine:
        setup = with_engine_options(page, setup, engine, problems)
    if record_text is None:
        settings = [(name, value) for name, value in sorted(parameters) if name not in ("game", "start", LANGUAGE)]
        slot = PLAIN_EMBED_SLOT + "".join(f"&{name}={value}" for name, value in settings)
        return EmbedPlan(setup, problems=problems, slot=slot)
    if state is not None:
        named = {name for name, _value in parameters if name in page.game.options}
        setup = setup_for_record(setup, state, named, explicit_seats, problems)
    return EmbedPlan(setup, state=state, problems=problems)


def with_engine_options(page: GamePage, setup: dict[str, Any], engine: dict[str, Any], problems: list[str]) -> dict[str, Any]:
    """The setup with options given by the engine's own names, as the
    new-game dialog would make it: an option that the page only uses in other
    circumstances (Evening's free protocol against the computer) is refused."""
    options = {**setup["options"], **engine}
    try:
        trial = page.game.start(len(setup["seats"]), 0, **options)
    except ValueError as error:
        names = ", ".join(f"{name}={json.dumps(value)}" for name, value in engine.items())
        # Translators: {settings} are settings of the embed's address (name=value); {error} says why the rules refuse them.
        problems.append(_("{settings}: {error}.").format(settings=names, error=said_error(error)))
        return setup
    saved_setup, saved_history = page.setup, page.history
    page.setup, page.history = {**setup, "options": options}, [trial]
    try:
        answers = page.current_answers()
    finally:
        page.setup, page.history = saved_setup, saved_history
    result = page.setup_from(answers)
    for name, value in engine.items():
        if name not in result["options"]:
            result["options"][name] = value
        elif result["options"][name] != trial.options[name]:
            problems.append(
                # Translators: {name}={value} and {name}={used} are settings of the embed's address (keep them).
                _("{name}={value} does not go with the other settings here, so this game uses {name}={used}.").format(
                    name=name, value=json.dumps(engine[name]), used=json.dumps(result["options"][name])
                )
            )
    return result


def read_record(page: GamePage, text: str, problems: list[str]) -> oddsevens.State | None:
    try:
        record = json.loads(text)
    except ValueError as error:
        # Translators: {error} is Python's own description of the JSON error, in English.
        problems.append(_("The record is not valid JSON ({error}). A new game has started instead.").format(error=error))
        return None
    if isinstance(record, dict) and record.get("game") != page.game.id:
        problems.append(
            # Translators: {named} is the game the record names, quoted; {game} is this page's game id.
            _("The record is a game of {named}, not {game}. A new game has started instead.").format(
                named=repr(record.get("game")), game=page.game.id
            )
        )
        return None
    try:
        return oddsevens.replay(record)
    except (ValueError, KeyError, TypeError) as error:
        problems.append(
            _("The record cannot be replayed: {error}. A new game has started instead.").format(error=said_error(error))
        )
        return None


def setup_for_record(
    setup: dict[str, Any], state: oddsevens.State, named: set[str], explicit_seats: bool, problems: list[str]
) -> dict[str, Any]:
    """The record's options (an option the address names that the record
    contradicts is reported); who plays each seat comes from the address
    when it fits the record, otherwise people play every seat."""
    options = state.record()["options"]
    for name, value in setup["options"].items():
        if name in named and options.get(name) != value:
            problems.append(
                # Translators: {name}={value} and {name}={recorded} are settings of the embed's address (keep them).
                _("{name}={value} is left out: the record is a game with {name}={recorded}.").format(
                    name=name, value=json.dumps(value), recorded=json.dumps(options.get(name))
                )
            )
    result = {**setup, "options": dict(options)}
    if len(setup["seats"]) != state.players:
        if explicit_seats:
            problems.append(
                # Translators: {players} is how many play the record's game, {seats} how many seats the address asks for.
                _("The record is a game for {players} and the address asks for {seats} seats, so people play every seat.").format(
                    players=state.players, seats=len(setup["seats"])
                )
            )
        result["seats"] = ["human"] * state.players
        result.pop("names", None)
    return result


def problems_markup(problems: list[str]) -> Markup:
    return join(
        tag(
            "div",
            tag("p", _("Some of this embedded game’s settings could not be used:")),
            tag("ul", [tag("li", problem) for problem in problems]),
            class_="embed-problems",
        ),
        button(_("OK"), "dismiss-notice"),
    )


UNSAVED_REGION = "embed-unsaved"
"""The quiet line under an embedded game that cannot be saved."""


def unsaved_markup(page: GamePage) -> Markup:
    """The line under a game the browser will not let this frame save. Its
    link opens the game on the site itself; main.py points it at the game in
    progress (see site_address) when it is followed."""
    # Translators: under a game embedded in another site, whose browser lets the frame keep nothing.
    unsaved = _("Not saved in this frame.")
    return join(
        unsaved,
        " ",
        tag(
            "a",
            _("Play {game} on Odds & Evens").format(game=page.game.title),
            href=f"{words.page_file('index')}?game={page.game.id}",
            target="_blank",
            rel="noopener",
            data_site_link=True,
        ),
    )


def site_address(page: GamePage) -> str:
    """The game on the site itself: for a game that hides nothing, the game in
    progress travels in the address, as a share link carries it."""
    shareable = not page.game.hides_information and page.history and page.state.moves()
    return page.screen.share_address(records.share_fragment(page.state) if shareable else "")


EXERCISES = ("lesson", "step", "puzzle")
"""An embed's parameters that open a lesson (and its step) or a puzzle over the game the other settings set up."""


def open_embedded(page: GamePage, parameters: list[tuple[str, str]], store: Any | None) -> None:
    """Starts the page as the address asks, telling the reader about every
    parameter that could not be used. `store` is None when the browser
    refuses this frame any storage: the game then plays unsaved."""
    if store is None:
        store = MemoryStore()
        page.screen.show(UNSAVED_REGION, unsaved_markup(page))
    exercise = {name: value for name, value in parameters if name in EXERCISES}
    parameters = [(name, value) for name, value in parameters if name not in EXERCISES]
    try:
        plan = plan_embed(page, parameters)
    except Exception as error:  # a frame must never stay blank; the reader is told why
        plan = EmbedPlan(
            page.setup_from({}),
            problems=[
                # Translators: {error} is Python's own words for what went wrong, in English.
                _("The settings in this frame's address could not be read ({error}); "
                  "a new game with the usual settings has started.").format(error=error)
            ],
            slot=PLAIN_EMBED_SLOT,
        )
    if plan.state is not None:
        page.saved = SavedGames(MemoryStore())
        page.resume(plan.setup, plan.state)
    else:
        page.saved = SavedGames(store, plan.slot or "")
        page.open(plan.setup)
    if "puzzle" in exercise:
        page.puzzles.open(exercise["puzzle"])
    elif "lesson" in exercise:
        page.lessons.open(exercise["lesson"], exercise.get("step"))
    if plan.problems:
        page.screen.notice(problems_markup(plan.problems))
