"""What every game page shares: history and undo, saving, seats played by
the computer, the new-game dialog and the result panel.

A game page subclasses `GamePage` and supplies the board, the panel, the
status line and how taps become moves. The page talks to the browser only
through a `Screen` (see main.py), so this module runs under plain CPython too.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Optional, Protocol

import oddsevens
from oddsevens import notation

from .review import IMPORT_FORM, REVIEW_ACTIONS, Review
from .markup import button
from .storage import OtherTab, SavedGames, contains

COMPUTER_PAUSE = 0.6
"""Seconds a computer seat waits before moving, so people can follow."""
DEFAULT_LEVEL = "medium"
"""How strong the computer plays in a first game and in the new-game dialog."""
LEVEL_OF_OLD_SAVES = "hard"
"""Games saved before the setup named the computer's strength were played at hard."""
YOU = "You"
"""How the one person playing (alone or against the computer) is named, unless they typed a name."""

NEEDS_COMPUTER = "needs-computer"
NEEDS_FRIEND = "needs-friend"
NEEDS_OPPONENT = "needs-opponent"
"""Classes of dialog questions that apply only when a seat is the computer,
when the opponent is a friend, or when there is an opponent at all:
site.css hides them from the other choices as they change, with no
round trip through Python."""


class Screen(Protocol):
    def show(self, region: str, markup: str) -> None: ...
    def status(self, text: str, warning: bool = False) -> None: ...
    def notice(self, markup: Optional[str]) -> None: ...
    def dialog(self, markup: Optional[str]) -> None: ...
    def later(self, seconds: float, callback: Callable[[], None]) -> None: ...
    def think(self, record: str, seat: int, level: str, seed: int, answer: Callable[[Any], None]) -> None:
        """Ask the computer player (off the main thread) for seat's move in
        the game of this JSON record; `answer(move)` is called with it."""
    def thinking(self, busy: bool) -> None: ...
    def copy(self, text: str, done: Callable[[bool], None]) -> None:
        """Put text on the clipboard; `done(False)` when the browser refuses."""
    def select_copy_source(self) -> None:
        """Select the dialog's text to copy, for copying by hand."""
    def download(self, filename: str, text: str) -> None: ...
    def share_address(self, fragment: str) -> str:
        """Put `fragment` in the page's address ("" removes it); the full
        address of the game with that fragment."""
    def landscape(self) -> bool:
        """A phone held sideways: the page sets the board beside its panel,
        and a board that has a wide drawing uses it."""
    def reveal(self, region: str, selector: str) -> None:
        """Scroll `region` (never the page), when it scrolls, to bring its
        element matching `selector` into view."""


@dataclass
class Field:
    """One question of the new-game dialog: radio choices of (value, label)."""

    name: str
    legend: str
    choices: list[tuple[str, str]]
    default: str
    needs: str = ""
    """NEEDS_COMPUTER, NEEDS_FRIEND or NEEDS_OPPONENT: when the question
    applies ("": always)."""


LEVEL_FIELD = Field(
    "level",
    "Computer strength",
    [("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard")],
    DEFAULT_LEVEL,
    NEEDS_COMPUTER,
)
LEVELS = tuple(value for value, _ in LEVEL_FIELD.choices)
"""oddsevens.ai.LEVELS (a unit test checks): the page starts without
importing the bots, which only its worker runs."""


@dataclass
class SeatsField:
    """The dialog's table of seats: how many, and for each a name and
    whether a person or the computer plays it. Answers arrive as
    "players", "name-0", "kind-0", "name-1", ..."""

    legend: str
    fewest: int
    most: int
    default_kinds: list[str]
    """One entry per seat of the default game: "human" or "computer"."""

    def clean(self, answers: dict[str, str]) -> dict[str, Any]:
        """The seats and names from the answers, defaults for anything missing or bad."""
        kinds = self.kinds(answers)
        names = [typed_name(answers, seat) or default_name(seat, kind) for seat, kind in enumerate(kinds)]
        return {"seats": kinds, "names": names}

    def kinds(self, answers: dict[str, str]) -> list[str]:
        """Who plays each seat ("human" or "computer"), as many as the answers ask for."""
        try:
            count = int(answers.get("players", ""))
        except ValueError:
            count = len(self.default_kinds)
        count = min(max(count, self.fewest), self.most)
        kinds = []
        for seat in range(count):
            default_kind = self.default_kinds[seat] if seat < len(self.default_kinds) else "computer"
            kind = answers.get(f"kind-{seat}", default_kind)
            kinds.append(kind if kind in SEAT_KINDS else default_kind)
        return kinds


@dataclass
class NumberField:
    """A whole number from `low` to `high`, typed into the dialog."""

    name: str
    legend: str
    low: int
    high: int
    default: int

    def problem(self, given: Optional[str]) -> Optional[str]:
        """Why the answer cannot be used, or None when it can."""
        try:
            value = int((given or "").strip())
        except ValueError:
            return f"{self.legend}: please type a whole number from {self.low} to {self.high}."
        if not self.low <= value <= self.high:
            return f"{self.legend}: {value} is out of range; choose a number from {self.low} to {self.high}."
        return None

    def clean(self, given: Optional[str]) -> int:
        return self.default if self.problem(given) else int((given or "").strip())


SEAT_KINDS = {"human": "A person", "computer": "The computer"}
NAME_LENGTH = 24


def default_name(seat: int, kind: str) -> str:
    """The name a seat gets when none is typed; the one person at the
    device is shown as YOU instead of "Player 1" (GamePage.seat_name)."""
    return f"Computer {seat + 1}" if kind == "computer" else f"Player {seat + 1}"


def typed_name(answers: dict[str, str], seat: int) -> str:
    """The name typed for a seat, spaces tidied ("" when none)."""
    return " ".join(answers.get(f"name-{seat}", "").split())[:NAME_LENGTH]


def name_placeholder(seat: int, kinds: list[str]) -> str:
    """What a seat is called when its name is left empty, shown in the empty field."""
    if kinds[seat] == "human" and kinds.count("human") == 1:
        return YOU
    return default_name(seat, kinds[seat])


def history_of(state: oddsevens.State) -> list[oddsevens.State]:
    """Every state from the start to this one, for undo after a reload."""
    record = state.record()
    current = state.game.start(record["players"], record["seed"], **record["options"])
    states = [current]
    for seat, move in record["moves"]:
        current = current.play(move, seat)
        states.append(current)
    return states


class GamePage(Review):
    game_id: ClassVar[str]

    def __init__(self, screen: Screen, saved: SavedGames, now: Callable[[], str], new_seed: Callable[[], int]) -> None:
        self.game = oddsevens.game(self.game_id)
        self.screen = screen
        self.saved = saved
        self.now = now
        self.new_seed = new_seed
        self.history: list[oddsevens.State] = []
        self.setup: dict[str, Any] = {}
        self.save_problem: Optional[str] = None
        """Why the last save failed; the warning is shown once per problem and game."""
        self.other_tab: Optional[OtherTab] = None
        """A different game another tab saved under this game's key, while
        the player decides between it and this one."""
        self.bot_turn = 0
        """Counts scheduled computer moves, so undo or a new game cancels a pending one."""
        self.revealed: Optional[int] = None
        """In hot-seat play of a game with hidden information: the seat whose
        private view is on screen now (None: nobody's, the hand-over screen)."""

    private_views: ClassVar[bool] = False
    """True for games where each seat sees something the others must not."""
    reveal_label: ClassVar[str] = "I am {name}: show my screen"
    """The hand-over button, which puts the next player's own view on screen."""

    # -- per game ---------------------------------------------------------
    def setup_fields(self) -> list[Field | SeatsField | NumberField]:
        raise NotImplementedError

    def setup_from_answers(self, answers: dict[str, str]) -> dict[str, Any]:
        """The setup saved with the game: {"seats": [...], "options": {...}, ...}."""
        raise NotImplementedError

    def board_markup(self) -> str:
        raise NotImplementedError

    def panel_markup(self) -> str:
        raise NotImplementedError

    def status_text(self) -> str:
        raise NotImplementedError

    def result_text(self) -> tuple[str, str]:
        """Headline and detail for the game-over panel."""
        raise NotImplementedError

    def on_cell(self, name: str) -> None:
        """A tap on a board cell ("q,r" or "x,y")."""

    def on_tile(self, name: str) -> None:
        """A tap on a tile in hand (its data-tile value)."""

    def on_hover(self, name: str) -> None:
        """The mouse pointer moved onto a board cell ("x,y"; "" for anything
        else). Touch screens never hover, so no move may depend on it."""

    def on_color(self, name: str) -> None:
        """A tap on a colour to choose (its data-color value)."""

    def on_die(self, name: str) -> None:
        """A tap on a die (its data-die value)."""

    def clear_selection(self) -> None:
        """Forget any half-made move (after a move, undo or new game)."""

    def screen_turned(self) -> None:
        """The phone turned between upright and sideways (`Screen.landscape`):
        a board drawn differently each way is drawn again, and a table that
        scrolls in its own box shows its newest line again."""
        if self.history:
            self.render()

    def cancel_selection(self) -> None:
        """The Escape key: forget a half-made move and show the board without it."""
        if self.history:
            self.clear_selection()
            self.render()

    # -- shared -----------------------------------------------------------
    @property
    def state(self) -> oddsevens.State:
        return self.history[-1]

    def seat_kind(self, seat: int) -> str:
        return self.setup["seats"][seat]

    def humans_to_move(self) -> list[int]:
        if self.replaying():
            return []
        return [seat for seat in self.state.to_move if self.seat_kind(seat) == "human"]

    def against_computer(self) -> bool:
        return "computer" in self.setup["seats"]

    def human_seats(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.setup["seats"]) if kind == "human"]

    def seat_name(self, seat: int) -> str:
        """The seat's name; the one person at the device, if they typed no name, is YOU."""
        names = self.setup.get("names")
        name = names[seat] if names else default_name(seat, self.seat_kind(seat))
        return YOU if self.is_you(seat) and name == default_name(seat, "human") else name

    def is_you(self, seat: int) -> bool:
        """The seat of the only person playing (alone or against the computer)."""
        return self.human_seats() == [seat]

    def name_in_sentence(self, seat: int) -> str:
        """The seat's name after a sentence's first word: "you" or "Ann"."""
        name = self.seat_name(seat)
        return name.lower() if name == YOU else name

    def possessive(self, seat: int, start: bool = False) -> str:
        """"your" ("Your" to start a sentence) or "Ann's"."""
        name = self.seat_name(seat)
        if name == YOU:
            return "Your" if start else "your"
        return f"{name}'s"

    def subject(self, seat: int, you_form: str, other_form: str) -> str:
        """The seat and a verb that agrees: "You win" or "Ann wins"."""
        name = self.seat_name(seat)
        return f"{name} {you_form if name == YOU else other_form}"

    def computer_label(self) -> str:
        """A computer seat on a score card, with how strong it plays: "Computer · medium"."""
        return f"Computer · {self.level()}"

    def viewer(self) -> Optional[int]:
        """Whose view the screen shows: the only person at the table, or in
        hot-seat play the seat that has been handed the device; nobody's
        (the spectator's table) while the device changes hands."""
        humans = self.human_seats()
        if len(humans) == 1:
            return humans[0]
        if not self.private_views or self.handover_pending():
            return None
        return self.revealed

    def handover_pending(self) -> bool:
        """Hot-seat play of a game with secrets, and the device must change hands."""
        if not self.private_views or len(self.human_seats()) < 2 or self.state.over:
            return False
        waiting = self.humans_to_move()
        return bool(waiting) and self.revealed not in waiting

    def check_setup(self, setup: Any, players: int) -> None:
        if not isinstance(setup, dict):
            raise ValueError("the saved game has no setup")
        seats = setup.get("seats")
        if (
            not isinstance(seats, list)
            or len(seats) != players
            or any(kind not in SEAT_KINDS for kind in seats)
        ):
            raise ValueError("the saved setup does not say who plays each seat")
        if setup.get("level", LEVEL_OF_OLD_SAVES) not in LEVELS:
            raise ValueError("the saved setup names an unknown computer strength")
        names = setup.get("names")
        if names is not None and (
            not isinstance(names, list)
            or len(names) != players
            or not all(isinstance(name, str) and 0 < len(name) <= NAME_LENGTH for name in names)
        ):
            raise ValueError("the saved setup has unreadable player names")

    def open(self, setup: Optional[dict[str, Any]] = None) -> None:
        """Resumes the saved game, or starts one with `setup` (by default the
        new-game dialog's defaults)."""
        loaded = self.saved.load(self.game_id, self.now(), self.check_setup)
        if loaded.state is not None:
            self.resume(loaded.setup, loaded.state)
            return
        if loaded.problem:
            kept = f" It is kept under the key <code>{html.escape(loaded.backup_key)}</code>." if loaded.backup_key else ""
            self.screen.notice(
                f"<span>Your saved game could not be read: {html.escape(loaded.problem)}.{kept} "
                "A new game has started.</span>" + button("New game", "new-game")
            )
        # After the notice: a warning that this game cannot be saved either replaces it.
        self.start_new(setup if setup is not None else self.setup_for(self.clean_answers({})))

    def resume(self, setup: dict[str, Any], state: oddsevens.State) -> None:
        """Shows a game already under way (saved, or replayed from a record);
        undo can go back to its start."""
        self.setup = setup
        self.history = history_of(state)
        self.replay_at = None
        self.cancel_computer()
        self.clear_selection()
        self.render()
        self.schedule_computer()

    def start_new(self, setup: dict[str, Any]) -> None:
        state = self.game.start(len(setup["seats"]), self.new_seed(), **setup["options"])
        self.setup = setup
        self.history = [state]
        self.replay_at = None
        self.revealed = None
        self.save_problem = None
        self.cancel_computer()
        self.clear_selection()
        self.say_aloud("")
        self.after_change()

    def play(self, move: Any, seat: Optional[int] = None) -> bool:
        try:
            new = self.state.play(move, seat)
        except oddsevens.IllegalMove as error:
            self.screen.status(f"That move is not allowed: {error}.", warning=True)
            return False
        self.history.append(new)
        self.clear_selection()
        self.say_aloud(self.move_sentence(self.history[-2], new))
        self.after_change()
        return True

    def move_sentence(self, before: oddsevens.State, after: oddsevens.State) -> str:
        """Who did what, in words, for the screen reader's live region. In
        hot-seat play of a game with secrets the device changes hands and the
        sentence stays on the page, so it tells only what everyone may know."""
        hot_seat_secrets = self.private_views and len(self.human_seats()) > 1
        viewer = None if hot_seat_secrets else self.viewer()
        names = [self.seat_name(seat) for seat in range(after.players)]
        seat = after.moves()[-1][0]
        return f"{self.move_author(seat)}: {notation.describe(before, after, viewer, names)}."

    def say_aloud(self, text: str) -> None:
        """Says `text` through the polite live region (#announce) that screen
        readers read and nobody sees; "" empties it. (`announce` is a notice.)"""
        self.screen.show("announce", html.escape(text))

    def after_change(self) -> None:
        self.save_game()
        self.render()
        self.schedule_computer()

    def save_game(self) -> None:
        """Saves after every change. A game that cannot be saved stays
        playable; the player is warned once that it will not be kept."""
        saved = self.saved.save(self.game_id, self.state, self.setup)
        if saved.problem and saved.problem != self.save_problem:
            self.screen.notice(
                f"<span>This game will not be kept: {html.escape(saved.problem)}. You can go on playing, "
                "but the game is lost when this page is closed or reloaded.</span>" + button("OK", "dismiss-notice")
            )
        elif saved.kept_key:
            self.other_tab = None
            self.screen.notice(
                "<span>Another tab had saved a different game here. It is kept aside in this browser under the key "
                f"<code>{html.escape(saved.kept_key)}</code>; this tab's game is the one saved now.</span>"
                + button("OK", "dismiss-notice")
            )
        self.save_problem = saved.problem

    # -- other tabs of this browser ------------------------------------------
    def storage_changed(self, key: Optional[str], raw: Optional[str]) -> None:
        """Another tab wrote `raw` under `key`. The same game played on
        there is shown here at once; a different game is offered, and
        whichever the player does not keep is set aside, never lost."""
        if not self.history or not self.saved.watches(key, self.game_id):
            return
        other = self.saved.other_tab_wrote(self.game_id, raw, self.state, self.check_setup)
        if other is None:
            return
        if other.continues:
            self.other_tab = None
            self.saved.adopt(other.raw)
            self.resume(other.setup, other.state)
            self.screen.notice(
                "<span>This game went on in another tab: here it is as it stands now.</span>"
                + button("OK", "dismiss-notice")
            )
            return
        self.other_tab = other
        self.screen.notice(
            "<span>This game was changed in another tab. Whichever you do not keep is set aside in this "
            "browser, not lost.</span>"
            + button("Load the newer game", "load-other-tab", primary=True)
            + button("Keep this one", "keep-this-tab")
        )

    def load_other_tab(self) -> None:
        other, self.other_tab = self.other_tab, None
        assert other is not None
        kept = None if contains(other.state, self.state) else self.saved.set_aside(self.game_id, self.state, self.setup)
        self.saved.adopt(other.raw)
        self.revealed = None
        self.resume(other.setup, other.state)
        where = f" This tab's game is kept aside under the key <code>{html.escape(kept)}</code>." if kept else ""
        self.screen.notice(f"<span>The newer game from the other tab is loaded.{where}</span>" + button("OK", "dismiss-notice"))

    def keep_this_tab(self) -> None:
        self.other_tab = None
        self.screen.notice(None)
        self.save_game()

    def undo_target(self) -> Optional[int]:
        """How many states to drop: one move with a friend; against the
        computer, back to before your own last move."""
        if len(self.history) < 2:
            return None
        if not self.against_computer():
            return 1
        moves = self.state.moves()
        for back in range(1, len(moves) + 1):
            if self.seat_kind(moves[-back][0]) == "human":
                return back
        return None

    def undo(self) -> None:
        back = self.undo_target()
        if back is None:
            return
        del self.history[-back:]
        self.cancel_computer()
        self.clear_selection()
        self.say_aloud("Move undone." if back == 1 else f"Move undone ({back} moves taken back).")
        self.after_change()

    def cancel_computer(self) -> None:
        """Forgets the computer move scheduled or asked for: the game it was
        for is gone (undo, a new or another game), so its answer will be
        dropped, and nothing may say the computer is still thinking."""
        self.bot_turn += 1
        self.screen.thinking(False)

    def schedule_computer(self) -> None:
        computers = [seat for seat in self.state.to_move if self.seat_kind(seat) == "computer"]
        if not computers:
            return
        self.bot_turn += 1
        turn = self.bot_turn
        self.screen.later(self.computer_pause(), lambda: self.computer_moves(turn, computers[0]))

    def computer_pause(self) -> float:
        """Seconds before the next computer move; a page may slow down
        where people need time to take in the position."""
        return COMPUTER_PAUSE

    def computer_moves(self, turn: int, seat: int) -> None:
        if turn != self.bot_turn or seat not in self.state.to_move:
            return
        self.screen.thinking(True)
        self.screen.think(
            json.dumps(self.state.record()),
            seat,
            self.level(),
            self.state.seed,
            lambda move: self.computer_answered(turn, seat, move),
        )

    def computer_answered(self, turn: int, seat: int, move: Any) -> None:
        """The bot's move arrives; it is dropped if the game moved on meanwhile
        (undo, a new game: cancel_computer has stopped the thinking sign)."""
        if turn != self.bot_turn:
            return
        self.screen.thinking(False)
        if seat in self.state.to_move:
            self.play(move, seat)

    def level(self) -> str:
        return self.setup.get("level", LEVEL_OF_OLD_SAVES)

    def computer_thinking(self) -> bool:
        return any(self.seat_kind(seat) == "computer" for seat in self.state.to_move)

    # -- actions from buttons ----------------------------------------------
    def action(self, name: str, value: str = "") -> None:
        if name == "undo":
            self.undo()
        elif name == "new-game":
            self.screen.dialog(self.dialog_markup())
        elif name == "dismiss-notice":
            self.screen.notice(None)
        elif name == "load-other-tab" and self.other_tab is not None:
            self.load_other_tab()
        elif name == "keep-this-tab" and self.other_tab is not None:
            self.keep_this_tab()
        elif name in REVIEW_ACTIONS:
            self.review_action(name, value)
        elif name == "reveal" and self.handover_pending():
            self.revealed = self.humans_to_move()[0]
            self.render()
        else:
            self.game_action(name, value)

    def game_action(self, name: str, value: str) -> None:
        """Buttons particular to one game."""

    def dialog_fields(self) -> list[Field | SeatsField | NumberField]:
        """The page's questions, then how strong the computer plays."""
        return [*self.setup_fields(), LEVEL_FIELD]

    def setup_for(self, clean: dict[str, Any]) -> dict[str, Any]:
        return {**self.setup_from_answers(clean), "level": clean[LEVEL_FIELD.name]}

    def clean_answers(self, answers: dict[str, str]) -> dict[str, Any]:
        """Dialog answers with every choice checked; seats under "seats"."""
        clean: dict[str, Any] = {}
        for field in self.dialog_fields():
            if isinstance(field, SeatsField):
                clean["seats"] = field.clean(answers)
            elif isinstance(field, NumberField):
                clean[field.name] = field.clean(answers.get(field.name))
            else:
                given = answers.get(field.name)
                clean[field.name] = given if given in {value for value, _ in field.choices} else field.default
        return clean

    def answers_submitted(self, answers: dict[str, str]) -> None:
        if answers.get("form") == IMPORT_FORM:
            self.import_text(answers.get("record", ""))
            return
        problems = {
            field.name: problem
            for field in self.dialog_fields()
            if isinstance(field, NumberField) and (problem := field.problem(answers.get(field.name)))
        }
        if problems:
            self.screen.dialog(self.dialog_markup(answers, problems))
            return
        self.screen.dialog(None)
        self.screen.notice(None)
        self.start_new(self.setup_for(self.clean_answers(answers)))

    def dialog_changed(self, answers: dict[str, str]) -> None:
        """Redraw the dialog when its table of seats changes (how many, who
        plays each): the rows and the names' placeholders follow. Questions
        that apply only to some choices are hidden by site.css meanwhile."""
        if any(key == "players" or key.startswith("kind-") for key in answers):
            self.screen.dialog(self.dialog_markup(answers))

    # -- markup -------------------------------------------------------------
    def render(self) -> None:
        if self.replaying():
            self.render_replay()
            return
        if self.handover_pending():
            self.screen.show("board", self.handover_markup() + self.board_markup())
            self.screen.show("panel", self.panel_markup() + self.controls_markup())
            self.screen.status(f"Pass the device to {self.seat_name(self.humans_to_move()[0])}.")
            return
        self.screen.show("board", self.board_markup())
        self.screen.show("panel", self.panel_markup() + self.controls_markup())
        self.screen.status(self.status_text())

    def handover_markup(self) -> str:
        """Above the table while the device changes hands: what was just
        played and whom to hand the device to, with the button that shows
        that player's own view. The table below is the spectator's."""
        name = self.seat_name(self.humans_to_move()[0])
        news = "".join(f"<li>{html.escape(sentence)}</li>" for sentence in self.handover_news())
        return (
            '<section class="handover" aria-label="Hand-over">'
            + (f'<ul class="handover-news" aria-label="Just played">{news}</ul>' if news else "")
            + '<div class="handover-pass"><div class="handover-text">'
            f"<h2>Pass the device to {html.escape(name)}</h2>"
            f"<p>Everyone else, please look away: the button shows what only {html.escape(name)} may see.</p></div>"
            + button(self.reveal_label.format(name=name), "reveal", primary=True)
            + "</div></section>"
        )

    def handover_news(self) -> list[str]:
        """The moves made since the device last changed hands, told as a
        spectator sees them: the last person's moves and any computer moves
        after them, one sentence for each seat's run of moves."""
        moves = self.state.moves()
        start = len(moves)
        person: Optional[int] = None
        while start > 0:
            seat = moves[start - 1][0]
            if self.seat_kind(seat) == "human":
                if person is not None and seat != person:
                    break
                person = seat
            elif person is not None:
                break
            start -= 1
        names = [self.seat_name(seat) for seat in range(self.state.players)]
        runs: list[tuple[int, list[str]]] = []
        for index in range(start, len(moves)):
            seat = moves[index][0]
            phrase = notation.describe(self.history[index], self.history[index + 1], None, names)
            if runs and runs[-1][0] == seat:
                runs[-1][1].append(phrase)
            else:
                runs.append((seat, [phrase]))
        return [f"{self.move_author(seat)}: {'; '.join(phrases)}." for seat, phrases in runs]

    def controls_markup(self) -> str:
        if self.state.over:
            headline, detail = self.result_text()
            return (
                '<section class="result" aria-label="Result">'
                f"<h2>{html.escape(headline)}</h2><p>{html.escape(detail)}</p>"
                + button("New game", "new-game", primary=True)
                + "</section>"
                + '<div class="controls">' + button("Undo", "undo", disabled=self.undo_target() is None) + "</div>"
                + self.review_buttons()
            )
        return (
            '<div class="controls">'
            + self.game_buttons()
            + button("Undo", "undo", disabled=self.undo_target() is None)
            + button("New game", "new-game")
            + "</div>"
            + self.review_buttons()
        )

    def game_buttons(self) -> str:
        return ""

    def dialog_markup(self, answers: Optional[dict[str, str]] = None, problems: Optional[dict[str, str]] = None) -> str:
        """The new-game form; `problems` (by field name) are shown beside their fields."""
        current = answers if answers is not None else {**self.current_answers(), LEVEL_FIELD.name: self.level()}
        parts = [f'<form method="dialog" id="new-game-form"><h2 id="dialog-title">New game of {html.escape(self.game.title)}</h2>']
        for field in self.dialog_fields():
            if isinstance(field, SeatsField):
                parts.append(self.seats_markup(field, current))
                continue
            if isinstance(field, NumberField):
                parts.append(self.number_markup(field, current, (problems or {}).get(field.name)))
                continue
            needs = f' class="{field.needs}"' if field.needs else ""
            parts.append(f'<fieldset{needs}><legend>{html.escape(field.legend)}</legend><div class="choices">')
            chosen = current.get(field.name, field.default)
            for value, label in field.choices:
                checked = " checked" if value == chosen else ""
                parts.append(
                    f'<label><input type="radio" name="{html.escape(field.name)}" value="{html.escape(value)}"{checked}>'
                    f"{html.escape(label)}</label>"
                )
            parts.append("</div></fieldset>")
        parts.append(
            '<div class="dialog-actions">'
            '<button type="button" data-action="close-dialog">Cancel</button>'
            '<button type="submit" class="primary">Start game</button></div></form>'
        )
        return "".join(parts)

    def number_markup(self, field: NumberField, current: dict[str, str], problem: Optional[str]) -> str:
        name = html.escape(field.name)
        value = html.escape(current.get(field.name, str(field.default)))
        message = f'<p class="status warning" id="{name}-problem" role="alert">{html.escape(problem)}</p>' if problem else ""
        invalid = f' aria-invalid="true" aria-describedby="{name}-problem"' if problem else ""
        return (
            f'<fieldset><legend>{html.escape(field.legend)}</legend>'
            f'<input type="number" name="{name}" value="{value}" min="{field.low}" max="{field.high}" step="1" '
            f'required inputmode="numeric" aria-label="{html.escape(field.legend)}"{invalid}> '
            f'<span class="hint">{field.low} to {field.high}</span>{message}</fieldset>'
        )

    def seats_markup(self, field: SeatsField, current: dict[str, str]) -> str:
        """How many seats (beside the legend, which names them once), then a
        row per seat: its name, empty with the default as placeholder, and who plays it."""
        kinds = field.kinds(current)
        count = len(kinds)
        options = "".join(
            f'<option value="{n}"{" selected" if n == count else ""}>{n}</option>'
            for n in range(field.fewest, field.most + 1)
        )
        rows = []
        for seat, kind in enumerate(kinds):
            choices = "".join(
                f'<option value="{value}"{" selected" if value == kind else ""}>{label}</option>'
                for value, label in SEAT_KINDS.items()
            )
            rows.append(
                f'<div class="seat-row"><input name="name-{seat}" value="{html.escape(typed_name(current, seat))}" '
                f'placeholder="{html.escape(name_placeholder(seat, kinds))}" '
                f'maxlength="{NAME_LENGTH}" aria-label="Name of seat {seat + 1}" autocomplete="off">'
                f'<select name="kind-{seat}" aria-label="Who plays seat {seat + 1}">{choices}</select></div>'
            )
        players = (
            f'<select class="seat-count" name="players" aria-label="Number of players">{options}</select>'
            if field.most > field.fewest
            else ""
        )
        return (
            f'<fieldset class="seats"><legend>{html.escape(field.legend)}</legend>{players}'
            f'<div class="seat-rows">{"".join(rows)}</div></fieldset>'
        )

    def current_answers(self) -> dict[str, str]:
        """The dialog opens on the choices of the game in progress; a name
        nobody typed stays empty, so the field shows its placeholder."""
        answers: dict[str, str] = {"players": str(len(self.setup["seats"]))}
        names = self.setup.get("names") or []
        for seat, kind in enumerate(self.setup["seats"]):
            answers[f"kind-{seat}"] = kind
            name = names[seat] if seat < len(names) else ""
            answers[f"name-{seat}"] = "" if name == default_name(seat, kind) else name
        return answers
