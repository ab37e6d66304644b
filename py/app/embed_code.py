"""Embed: the iframe code that puts this game into another site's page, at
its position now or as a new game with its settings, ready to copy.

Only the site's own game page offers it: main.py tells this part where
embed.html is (`embed_page`), and an embedded game, never told, shows no
Embed button. The code's parameters are the ones embed.html reads
(app/embed.py: the new-game dialog's questions by name, `seats=` where the
game has a table of seats, and `record=`). This module does not import
embed.py, since a game page loads no embed code; a page test plans every
game's code with embed.plan_embed to keep the two in step.
"""

from __future__ import annotations

import json
from typing import Any, Protocol
from urllib.parse import quote, urlencode

import oddsevens

from . import words
from .board import Table
from .dialog import NEEDS_COMPUTER, NEEDS_FRIEND, NEEDS_OPPONENT, PLACE_FIELD, Field, NewGameDialog, NumberField, Question, SeatsField
from .lesson import LessonPlay
from .markup import Markup, button, join, sentence, tag
from .puzzle import PuzzlePlay
from .sharing import COPY_REFUSED, Sharing
from .words import N_, _, ngettext

ACTIONS = frozenset({"embed", "copy-embed"})
"""The buttons this part answers."""
START_FIELD = "embed-start"
"""The radios choosing where the embedded game starts (main.py passes their changes on)."""
FROM_POSITION = "position"
NEW_GAME = "new"
CODE_REGION = "embed-code"
"""The part of the dialog that follows that choice: the code."""
COPIED = N_("Copied: paste the code into your page’s HTML.")
"""What Copy says when the code is on the clipboard."""
FRAME_WIDTH, FRAME_HEIGHT = 600, 500
"""The README's frame: the whole game shows in it without scrollbars."""
SAFE_IN_QUERY = ","
"""Left as it is in the address, so `seats=human,computer` reads as docs/embedding.md writes it."""


class EmbeddingTable(Table, Protocol):
    """What the Embed dialog asks of its page."""

    setup: dict[str, Any]
    dialog: NewGameDialog
    sharing: Sharing
    lessons: LessonPlay
    puzzles: PuzzlePlay

    @property
    def state(self) -> oddsevens.State: ...

    def current_answers(self) -> dict[str, str]:
        """The new-game dialog's answers for the game in progress."""


def question_applies(question: Question, seats: list[str]) -> bool:
    """Whether the new-game dialog asks `question` for these seats (site.css
    hides the others as the choices change)."""
    if not isinstance(question, Field) or not question.needs:
        return True
    computer = "computer" in seats
    return {
        NEEDS_COMPUTER: computer,
        NEEDS_FRIEND: not computer and len(seats) > 1,
        NEEDS_OPPONENT: len(seats) > 1,
    }[question.needs]


def setting_parameters(table: EmbeddingTable) -> list[tuple[str, str]]:
    """The game's settings as embed.html's parameters, in the new-game
    dialog's order: each question asked for this game's seats, with its
    answer now. Options that fix chance for tests stay behind, as in a rematch."""
    answers = table.current_answers()
    questions = table.dialog.fields(answers)
    seats = table.setup["seats"]
    asks_opponent = any(isinstance(question, Field) and question.name == "opponent" for question in questions)
    parameters = [("game", table.game.id)]
    for question in questions:
        if not question_applies(question, seats) or (isinstance(question, Field) and question.name == PLACE_FIELD.name):
            continue  # an embed plays at its reader's device
        if isinstance(question, SeatsField):
            if not asks_opponent:  # else the opponent question says who plays (Even at Odds' names)
                parameters.append(("seats", ",".join(seats)))
        elif isinstance(question, NumberField):
            parameters.append((question.name, str(question.clean(answers))))
        else:
            parameters.append((question.name, question.clean(answers)))
    return parameters


def record_parameter(state: oddsevens.State) -> tuple[str, str]:
    """The game so far, which embed.html replays to show its last position."""
    return ("record", json.dumps(state.record(), separators=(",", ":")))


def embed_address(embed_page: str, parameters: list[tuple[str, str]]) -> str:
    return f"{embed_page}?{urlencode(parameters, quote_via=quote, safe=SAFE_IN_QUERY)}"


def iframe_code(address: str, title: str) -> str:
    """The README's snippet for `address`, escaped for an HTML attribute; its
    title in the page's language. Plain text, not Markup: the dialog shows
    the code itself, escaped in its text box."""
    # Translators: the title of the frame that holds an embedded game, for screen readers.
    frame_title = _("{game}, a game to play").format(game=title)
    return str(tag(
        "iframe",
        src=address,
        title=frame_title,
        width=FRAME_WIDTH,
        height=FRAME_HEIGHT,
        style="max-width: 100%; border: 0",
        loading="lazy",
    ))


class EmbedCode:
    """The Embed button and its dialog.

    What the dialog shows is fixed when it opens: the game goes on behind it
    (the computer's moves), but the code it shows, the choice it offers and
    what Copy puts on the clipboard stay those of the position it opened
    on, so what the reader pastes is what they read. Nothing in it moves
    while it is open: the code's box keeps its size, the seed's warning its
    room, and Copy's outcome has the room of its longest sentence from the
    start (site.css), so the buttons stay where the finger is."""

    def __init__(self, table: EmbeddingTable) -> None:
        self.table = table
        self.embed_page = ""
        """The absolute address of embed.html beside this page; "" where the
        page is itself an embed, which offers no Embed."""
        self.start = FROM_POSITION
        """Where the code's game starts: FROM_POSITION, as each opening of
        the dialog offers first, or NEW_GAME."""
        self.position: oddsevens.State | None = None
        """The game as it stood when the dialog last opened (None before)."""
        self.settings: list[tuple[str, str]] = []
        """That game's settings as embed.html's parameters (`setting_parameters`)."""
        self.exercise: list[tuple[str, str]] = []
        """The lesson step or puzzle on screen when the dialog opened, as embed.html's parameters; none in a game."""

    def button(self) -> Markup:
        return button(_("Embed"), "embed") if self.embed_page else join()

    def action(self, name: str) -> None:
        if not self.embed_page:
            return
        if name == "embed":
            self.start = FROM_POSITION
            self.position = self.table.state
            self.settings = setting_parameters(self.table)
            self.exercise = self.table.lessons.embed_parameters() or self.table.puzzles.embed_parameters()
            self.table.screen.dialog(self.markup())
        elif name == "copy-embed" and self.position is not None:
            self.table.screen.copy(self.code(), self.copied)

    def choose(self, start: str) -> None:
        """The reader picked where the embedded game starts: the code follows."""
        if start in (FROM_POSITION, NEW_GAME) and self.position is not None:
            self.start = start
            self.table.screen.show(CODE_REGION, self.code_markup())

    def opened_on(self) -> oddsevens.State:
        """The game as it stood when the dialog opened (the dialog is open)."""
        assert self.position is not None, "the Embed dialog has opened"
        return self.position

    def from_position(self) -> bool:
        """Whether the code carries the game so far: when chosen and there is a move to carry."""
        return self.start == FROM_POSITION and self.position is not None and len(self.position) > 0

    def address(self) -> str:
        parameters = [("game", self.table.game.id), *self.exercise] if self.exercise else list(self.settings)
        if self.from_position() and not self.exercise:
            parameters.append(record_parameter(self.opened_on()))
        if words.language() != words.ENGLISH:
            parameters.append((words.PARAMETER, words.language()))
        return embed_address(self.embed_page, parameters)

    def code(self) -> str:
        return iframe_code(self.address(), self.table.game.title)

    def copied(self, copied: bool) -> None:
        self.table.sharing.after_copy(copied, self.markup, "code", _(COPIED))

    # -- the dialog -------------------------------------------------------------------------
    def markup(self, message: str = "", warning: bool = False) -> Markup:
        moves = 0 if self.exercise else len(self.opened_on())
        if self.exercise:
            explanation = tag("p", _("Paste this code into a blog post or a web page: its readers get this lesson step "
                                     "or puzzle, to try right in the page."))
        elif moves:
            explanation = tag("p", _("Paste this code into a blog post or a web page: the game shows there, "
                                     "and its readers play it right in the page."))
        else:
            new_game = _("Paste this code into a blog post or a web page: it shows a new game of {game} "
                         "with this game’s settings, and its readers play it right in the page.")
            explanation = tag("p", sentence(new_game, game=self.table.game.title))
        return tag(
            "div",
            tag("h2", _("Embed this game"), id="dialog-title"),
            explanation,
            self.start_choice(moves) if moves else None,
            tag("div", self.code_markup(), id=CODE_REGION),
            self.secret_markup(moves),
            self.outcome_markup(message, warning),
            tag(
                "div",
                button(_("Close"), "close-dialog"),
                # Named, so that the dialog redrawn with the copy's outcome keeps focus on it (main.BrowserScreen.dialog).
                tag("button", _("Copy code"), type="button", name_="copy-embed", data_action="copy-embed", class_="primary"),
                class_="dialog-actions",
            ),
            class_="records-dialog embed-dialog",
        )

    def start_choice(self, moves: int) -> Markup:
        if not self.opened_on().over:
            position = ngettext("The position now, after {count} move", "The position now, after {count} moves", moves)
        else:
            position = ngettext("The finished game, after {count} move", "The finished game, after {count} moves", moves)
        choices = (
            (FROM_POSITION, position.format(count=moves)),
            (NEW_GAME, _("A new game with these settings")),
        )
        options = [
            tag("label", tag("input", type="radio", name_=START_FIELD, value=value, checked=value == self.start), label)
            for value, label in choices
        ]
        return tag(
            "fieldset",
            tag("legend", _("The embedded game shows")),
            tag("div", options, class_="choices"),
            class_="embed-start",
        )

    def code_markup(self) -> Markup:
        """The code for the choice made."""
        return tag(
            "textarea",
            self.code(),
            class_="record-text embed-code-text",
            readonly=True,
            rows=5,
            spellcheck="false",
            data_copy_source=True,
            aria_label=_("Code to embed this game"),
        )

    def secret_markup(self, moves: int) -> Markup | None:
        """What the position's code holds that a reader might not expect: in
        a game with secrets, the seed. It keeps its place while a new game is
        chosen, hidden (site.css), so that nothing below it moves."""
        if not moves or not self.table.game.hides_information or self.opened_on().over:
            return None
        seed = _("The code holds the game’s random seed: whoever reads the page’s source "
                 "can work out what is still hidden, such as tiles not yet seen or dice still to roll.")
        return tag("p", seed, class_="hint embed-seed")

    def outcome_markup(self, message: str, warning: bool) -> Markup:
        """The outcome of Copy, said politely, over the same room taken by
        every sentence it may say, unseen (site.css), so that saying it
        moves nothing."""
        return tag(
            "div",
            tag("p", message, class_=["status", warning and "warning"], role="status"),
            [tag("p", _(said), class_="status", aria_hidden="true") for said in (COPIED, COPY_REFUSED["code"])],
            class_="copy-outcome",
        )
