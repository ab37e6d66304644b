"""The Even at Odds page. A tile is laid by picking it in the hand and
tapping a marked cell, any cell it can cover: every way it can lie there is
then drawn on the table, and a tap on the cell where its other end should go
lays it (a tap on the first cell again turns the tile round, or lays it
where it fits one way only). The same two taps every time, so nothing is
laid before it has been seen. With a mouse the ways show under the pointer.

Undo never crosses a draw: once a tile has come from the boneyard (or a
finished game has shown the hands) the move stays made."""

from __future__ import annotations

import html
from typing import Any, NamedTuple, Optional

import oddsevens
from oddsevens import render
from oddsevens.core.cells import cell_from_name

from ..board import COMPUTER_PAUSE, Board, Table
from ..dialog import NEEDS_FRIEND, NEEDS_OPPONENT, Field, Question, SeatsField
from ..markup import button
from ..screen import SoundName
from ..seats import NAME_LENGTH, player_name, said_player_name, typed_name
from ..words import N_, _, ngettext, pgettext, say

Cell = tuple[int, int]
Tile = tuple[int, int]


class Option(NamedTuple):
    """One way to lay the picked tile: `values[0]` on `cells[0]`, `values[1]`
    on `cells[1]`. Every legal placement gives two, one from each end."""

    cells: tuple[Cell, Cell]
    values: tuple[int, int]
    move: dict

    def ghost(self) -> dict:
        return {"tile": list(self.values), "cells": [list(cell) for cell in self.cells]}

TEAMS = ("odds", "evens")
"""The teams, as the moves name them; `team_name` says their names."""
TEAM_NUMBERS = {"odds": "1, 3, 5", "evens": "2, 4, 6"}
TEAM_CLASS = {"odds": "odd", "evens": "even"}
MATCH_NAMES = {"single": N_("Single game"), "best-of-3": N_("Best of three"), "game-score": N_("Game score")}
TEAM_PICK, PLAY, NEXT_GAME = "team", "play", "next"
TEAM_PICK_PAUSE = 1.6
"""Seconds the computer waits before choosing a team, so the flip can be read."""


def tile_of(name: str) -> Optional[Tile]:
    parts = name.split("-")
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        return None
    return int(parts[0]), int(parts[1])


def team_name(team: str) -> str:
    """A team's name in the page's language: Odds or Evens."""
    if team == "odds":
        # Translators: the team of the odd numbers (1, 3, 5).
        return pgettext("team", "Odds")
    # Translators: the team of the even numbers (2, 4, 6).
    return pgettext("team", "Evens")


def ends_in_words(move: dict) -> str:
    """Where each number of a laid tile lies, as a player sees the table
    (which shows no coordinates): "its 4 on the left, its 6 on the right"."""
    (a, b), ((x_a, y_a), (x_b, y_b)) = move["tile"], move["cells"]
    if y_a == y_b:
        if x_a < x_b:
            # Translators: where the two numbers of a domino lie, {a} on the left end, {b} on the right one.
            return _("its {a} on the left, its {b} on the right").format(a=a, b=b)
        # Translators: where the two numbers of a domino lie, {a} on the right end, {b} on the left one.
        return _("its {a} on the right, its {b} on the left").format(a=a, b=b)
    if y_a < y_b:
        # Translators: where the two numbers of a domino lie, {a} on the upper end, {b} on the lower one.
        return _("its {a} above, its {b} below").format(a=a, b=b)
    # Translators: where the two numbers of a domino lie, {a} on the lower end, {b} on the upper one.
    return _("its {a} below, its {b} above").format(a=a, b=b)


def pips_text(count: int) -> str:
    """How many pips a flipped tile has, in words: "1 pip", "7 pips"."""
    return ngettext("{count} pip", "{count} pips", count).format(count=count)


def tile_text(tile: Any) -> str:
    """A tile in prose; the hyphen never breaks a line."""
    return f"{tile[0]}\u2011{tile[1]}"


def domino(tile: Any) -> str:
    """A small inline tile for the panel (the flip, the hand at the team choice)."""
    # Translators: {tile} is a domino, as 2-5.
    label = html.escape(_("tile {tile}").format(tile=tile_text(tile)))
    return (
        f'<span class="eao-domino" role="img" aria-label="{label}">'
        f"<span>{tile[0]}</span><span>{tile[1]}</span></span>"
    )


class NamesField(SeatsField):
    """The two players' names, asked only when playing a friend: the
    opponent question already says who plays."""

    @staticmethod
    def label(seat: int) -> str:
        return _("Name of player {number}").format(number=seat + 1)

    @staticmethod
    def placeholder(seat: int) -> str:
        """The seat's name when none is typed, in the page's language."""
        return said_player_name(seat)

    def markup(self, current: dict[str, str], problem: Optional[str] = None) -> str:
        inputs = "".join(
            f'<input name="name-{seat}" value="{html.escape(typed_name(current, seat))}" '
            f'placeholder="{html.escape(self.placeholder(seat))}" maxlength="{NAME_LENGTH}" '
            f'aria-label="{html.escape(self.label(seat))}" autocomplete="off">'
            for seat in range(self.most)
        )
        return (
            f'<fieldset class="eao-names {NEEDS_FRIEND}"><legend>{html.escape(self.legend)}</legend>'
            f'<div class="eao-name-row">{inputs}</div></fieldset>'
        )


class EvenAtOddsBoard(Board):
    private_views = True
    # Translators: the button a player taps, once the device is handed to them, to show their own hand.
    reveal_label = N_("I am {name}: show my hand")

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.tile: Optional[Tile] = None
        """The picked hand tile as turned: (the end for the tapped cell, the other end)."""
        self.anchor: Optional[Cell] = None
        """The cell tapped for the tile, where it can lie more than one way."""
        self.preview: list[Option] = []
        """Before a cell is tapped: the ways the tile can lie on the cell under the mouse pointer."""
        self.legal_cache: tuple[Optional[oddsevens.State], Optional[int], list] = (None, None, [])
        self.view_cache: tuple[Optional[oddsevens.State], dict[Optional[int], dict]] = (None, {})
        self.options_cache: tuple[Optional[list], Optional[Tile], list[Option]] = (None, None, [])

    # -- setup -----------------------------------------------------------------
    def questions(self, answers: dict[str, str]) -> list[Question]:
        return [
            Field(
                "opponent",
                _("Opponent"),
                [
                    ("computer", _("The computer")),
                    ("friend", _("A friend on this device")),
                    ("solo", _("Nobody: solo game")),
                ],
                "computer",
            ),
            Field(
                "match",
                _("Match"),
                [
                    *((kind, _(MATCH_NAMES[kind])) for kind in ("single", "best-of-3")),
                    ("game-score", _("Game score: three games, margins add up")),
                ],
                "single",
                NEEDS_OPPONENT,
            ),
            NamesField(_("Names"), 2, 2, ["human", "human"]),
        ]

    def setup_from_answers(self, answers: dict[str, Any]) -> dict[str, Any]:
        opponent = answers["opponent"]
        if opponent == "solo":
            return {"seats": ["human"], "options": {"mode": "solo"}}
        options = {"match": answers["match"]}
        if opponent == "computer":
            return {"seats": ["human", "computer"], "options": options}
        first, second = answers["seats"]["names"]
        if first.casefold() == second.casefold():
            second = f"{second[:NAME_LENGTH - 4]} (2)"
        return {"seats": ["human", "human"], "names": [first, second], "options": options}

    def current_answers(self) -> dict[str, str]:
        options = self.state.options
        if options["mode"] == "solo":
            opponent = "solo"
        else:
            opponent = "computer" if self.seats.against_computer() else "friend"
        answers = {"opponent": opponent, "match": options.get("match", "single"), "players": "2"}
        for seat, name in enumerate(self.seats.typed):
            answers[f"name-{seat}"] = "" if name == player_name(seat) else name
        return answers

    # -- who is who ----------------------------------------------------------
    @property
    def solo(self) -> bool:
        return self.state.options["mode"] == "solo"

    def starts(self, seat: int) -> str:
        """Who starts the game, as a sentence."""
        # Translators: {name} is the player who plays first.
        return self.seats.who_sentence(seat, _("You start."), _("The computer starts."), _("{name} starts."))

    def hand_names(self) -> list[str]:
        if self.seats.against_computer():
            return [
                pgettext("player", "You") if self.seats.kind(seat) == "human" else _("Computer")
                for seat in range(2)
            ]
        return [self.seats.name(seat) for seat in range(len(self.seats))]

    # -- what the viewer may do ------------------------------------------------
    def view(self) -> dict:
        """What the person at the device may see."""
        return self.seen_by(self.table.viewer())

    def seen_by(self, seat: Optional[int]) -> dict:
        """The view of `seat`, kept per state: a render asks for it often."""
        state, views = self.view_cache
        if state is not self.state:
            views = {}
            self.view_cache = (self.state, views)
        if seat not in views:
            views[seat] = self.state.view(seat)
        return views[seat]

    def phase(self) -> str:
        return self.seen_by(None)["phase"]

    def actor(self) -> Optional[int]:
        """The person at the device when it is their move (None otherwise)."""
        seats = self.table.acting_seats()
        return seats[0] if seats else None

    def legal(self) -> list:
        actor = self.actor()
        if actor is None:
            return []
        state, seat, moves = self.legal_cache
        if state is not self.state or seat != actor:
            moves = self.state.legal_moves(actor)
            self.legal_cache = (self.state, actor, moves)
        return moves

    def options(self) -> list[Option]:
        """Every way to lay the picked tile, seen from each of its ends; kept
        per list of legal moves and tile, as a render asks for them often."""
        if self.tile is None:
            return []
        legal, tile = self.legal(), (min(self.tile), max(self.tile))
        cached_legal, cached_tile, found = self.options_cache
        if cached_legal is legal and cached_tile == tile:
            return found
        found = []
        for move in legal:
            if isinstance(move, dict) and "cells" in move and sorted(move["tile"]) == list(tile):
                (a, b), (cell_a, cell_b) = move["tile"], (tuple(cell) for cell in move["cells"])
                found += [Option((cell_a, cell_b), (a, b), move), Option((cell_b, cell_a), (b, a), move)]
        self.options_cache = (legal, tile, found)
        return found

    def covered_cells(self) -> list[Cell]:
        """The cells the picked tile can cover: the marked cells."""
        return sorted({option.cells[0] for option in self.options()})

    def options_at(self, cell: Cell) -> list[Option]:
        return [option for option in self.options() if option.cells[0] == cell]

    def shown_options(self) -> list[Option]:
        """The ways drawn on the table once a cell is tapped: from that cell,
        with the tile turned as it is now."""
        if self.anchor is None or self.tile is None:
            return []
        return [option for option in self.options_at(self.anchor) if option.values[0] == self.tile[0]]

    def anchor_turns(self) -> bool:
        """Whether the tile can also lie on the tapped cell the other way round."""
        if self.anchor is None or self.tile is None or self.tile[0] == self.tile[1]:
            return False
        return any(option.values[0] == self.tile[1] for option in self.options_at(self.anchor))

    def stuck_tiles(self) -> bool:
        """Whether a tile of the hand of the player to move has no place on the table now (the hand shows it faded)."""
        placeable = {tuple(sorted(move["tile"])) for move in self.legal() if isinstance(move, dict) and "cells" in move}
        return any(tuple(sorted(tile)) not in placeable for tile in self.view()["hands"][self.actor()] or [])

    def exchange_move(self) -> Optional[dict]:
        if self.tile is None:
            return None
        wanted = sorted(self.tile)
        return next((move for move in self.legal() if isinstance(move, dict) and move.get("exchange") == wanted), None)

    def only_pass(self) -> bool:
        return self.legal() == ["pass"]

    # -- taps --------------------------------------------------------------------
    def clear_selection(self) -> None:
        self.tile = None
        self.anchor = None
        self.preview = []

    def why_not_now(self) -> str:
        """Why a tap on the table or the hand does nothing at the moment."""
        problem = self.table.why_not_acting()
        if problem:
            return problem
        phase = self.phase()
        if phase == TEAM_PICK:
            return _("First choose your team with the Odds or Evens button.")
        if phase == NEXT_GAME:
            return _("This game is over: deal the next one with the Deal game button.")
        return ""

    def on_tile(self, name: str) -> None:
        problem = self.why_not_now()
        tile = tile_of(name)
        if problem or tile is None:
            self.warn(problem or _("That is not a tile of your hand."))
            return
        if self.tile is not None and sorted(tile) == sorted(self.tile):
            self.turn_tile()
            return
        hand = [tuple(value) for value in self.view()["hands"][self.actor()] or []]
        if tuple(sorted(tile)) not in hand:
            # Translators: {tile} is a domino, as 2-5.
            self.warn(_("{tile} is not in your hand.").format(tile=name))
            return
        self.clear_selection()
        self.tile = tile
        self.table.render()

    def turn_tile(self) -> None:
        if self.tile is None:
            return
        if self.tile[0] == self.tile[1]:
            # Translators: {tile} is a domino with the same number on both ends, as 4-4.
            self.warn(_("{tile} is a double: it reads the same both ways.").format(tile=tile_text(self.tile)))
            return
        turns = self.anchor_turns()
        self.tile = (self.tile[1], self.tile[0])
        if not turns:
            self.anchor = None
        self.preview = []
        self.table.render()

    def on_cell(self, name: str) -> None:
        problem = self.why_not_now()
        cell = cell_from_name(name)
        if problem or cell is None:
            self.warn(problem or _("That is not a cell of the table."))
            return
        if self.tile is None:
            self.warn(_("First pick a tile from your hand, under the table."))
            return
        if cell == self.anchor:
            self.tap_on_anchor()
            return
        laid = next((option for option in self.shown_options() if option.cells[1] == cell), None)
        if laid is not None:
            self.table.play(laid.move, self.actor())
            return
        here = self.options_at(cell)
        if not here:
            # Translators: {tile} is the picked domino, as 2-5.
            self.warn(_("{tile} cannot cover that cell: tap a marked cell.").format(tile=tile_text(self.tile)))
            return
        if not any(option.values[0] == self.tile[0] for option in here):
            self.tile = (self.tile[1], self.tile[0])
        self.anchor = cell
        self.preview = []
        self.table.render()

    def tap_on_anchor(self) -> None:
        """A second tap on the tapped cell: turn the tile round where it can
        lie there both ways, else lay it where it lies one way only."""
        shown = self.shown_options()
        if self.anchor_turns():
            self.turn_tile()
        elif len(shown) == 1:
            self.table.play(shown[0].move, self.actor())
        else:
            # Translators: {tile} is the picked domino, as 2-5; {end} the number on the end still to place.
            self.warn(_("Tap one of the cells shown for the {end} end of {tile}.").format(
                end=self.tile[1], tile=tile_text(self.tile)))

    def anchor_does(self) -> str:
        """What another tap on the tapped cell does, for its name: a key of
        the renderer's ANCHOR_DOES, which words it (or "")."""
        if self.anchor_turns():
            return "turn the tile round"
        return "lay it as shown" if len(self.shown_options()) == 1 else ""

    def on_hover(self, name: str) -> None:
        """With a mouse, before a cell is tapped, the ways the tile can lie
        on the cell under the pointer are drawn."""
        if self.tile is None or self.anchor is not None or self.actor() is None:
            return
        cell = cell_from_name(name)
        here = self.options_at(cell) if cell is not None else []
        facing = [option for option in here if option.values[0] == self.tile[0]]
        preview = facing or here
        if preview != self.preview:
            self.preview = preview
            self.table.render()

    def game_action(self, name: str, value: str) -> None:
        seat = self.actor()
        if seat is None:
            self.warn(self.why_not_now())
            return
        if name == "turn":
            self.turn_tile()
        elif name == "pass" and self.only_pass():
            self.table.play("pass", seat)
        elif name == "team" and value in TEAMS:
            self.table.play({"team": value}, seat)
        elif name == "next":
            self.table.play("next", seat)
        elif name == "exchange" and self.exchange_move() is not None:
            self.table.play(self.exchange_move(), seat)

    def automatic_move(self, state: oddsevens.State, seat: int) -> Any:
        """A pass, for a player none of whose tiles can be laid: the engine
        offers them nothing else."""
        return "pass" if state.legal_moves(seat) == ["pass"] else None

    def move_sound(self, move: Any) -> Optional[SoundName]:
        """A tile laid, or swapped with the double-blank helper; a pass,
        a team picked and the next game dealt are silent."""
        return "laid" if isinstance(move, dict) and "team" not in move else None

    # -- the computer and undo -------------------------------------------------
    def computer_may_move(self) -> bool:
        """Between the games of a match the finished table stays on view
        until a person deals the next game."""
        return self.phase() != NEXT_GAME

    def computer_pause(self) -> float:
        return TEAM_PICK_PAUSE if self.phase() == TEAM_PICK else COMPUTER_PAUSE

    def may_undo(self, back: int) -> bool:
        """Never across a draw or a revealed hand; in hot-seat play only the
        move of the player whose hand is on screen."""
        if len(self.seats.humans()) > 1 and self.state.last_move()[0] != self.table.handover_seat():
            return False
        return self.chance_marks(self.table.history[-back - 1]) == self.chance_marks(self.state)

    def undo_refusal(self, back: int) -> str:
        """Which of `may_undo`'s reasons holds, in the player's words."""
        if len(self.seats.humans()) > 1 and self.state.last_move()[0] != self.table.handover_seat():
            return _("Undo takes back only the move of the player whose hand is on screen.")
        before, now = self.table.history[-back - 1].view(None), self.state.view(None)
        if now["solo"] and before["turn"] != now["turn"]:
            return _("That move cannot be taken back: a new turn has begun, with its tiles drawn.")
        if now["solo"] and before["helper_used"] != now["helper_used"]:
            return _("That move cannot be taken back: the helper has swapped a tile since.")
        if not now["solo"] and before["match"]["game_number"] != now["match"]["game_number"]:
            return _("That move cannot be taken back: that game is over and a new one has been dealt.")
        if not now["solo"] and before["removed"] != now["removed"]:
            return _("That move cannot be taken back: the tiles put aside have gone to the hands since.")
        if before["boneyard"] != now["boneyard"]:
            return _(
                "That move cannot be taken back: a tile has been drawn from the draw pile since, "
                "and a drawn tile is not put back."
            )
        return _("That move cannot be taken back: that game is over.")

    @staticmethod
    def chance_marks(state: oddsevens.State) -> tuple:
        """What changes only when chance or a hidden hand is revealed: a draw,
        the tiles put aside going to the hands, a finished duel or a new deal,
        the helper's swap, a new solo turn."""
        view = state.view(None)
        if view["solo"]:
            return view["boneyard"], view["turn"], view["helper_used"]
        return view["boneyard"], view["removed"], view["phase"] in (NEXT_GAME, "over"), view["match"]["game_number"]

    # -- markup: the table ---------------------------------------------------------
    def board_markup(self) -> str:
        """The other player's hand, the table, then the player's own hand:
        each hand apart, so its tiles keep their size as the table grows."""
        view = self.view()
        actor = self.actor()
        playing = actor is not None and view["phase"] == PLAY
        legal = [move for move in self.legal() if isinstance(move, dict) and "cells" in move] if playing else []
        ui: dict[str, Any] = {
            "legal": legal, "targets": [], "interactive": playing, "names": None if self.solo else self.hand_names(),
            "hint": self.table.hint_shown(), "say": say,
        }
        if playing and self.tile is not None:
            view = self.turned_in_hand(view, actor)
            ui["selected"] = f"{self.tile[0]}-{self.tile[1]}"
            ui["targets"] = self.covered_cells()
            if self.anchor is not None:
                ui["ghosts"] = [option.ghost() for option in self.shown_options()]
                ui["anchor"] = self.anchor
                ui["anchor_does"] = self.anchor_does()
            elif self.preview:
                ui["ghosts"] = [option.ghost() for option in self.preview]
        table = render.board(self.game.id, view, part="table", steady=True, **ui)
        return "".join((
            render.board(self.game.id, view, part="other hand", **ui),
            f'<div class="zoom-frame eao-table-frame">{table}</div>',
            render.board(self.game.id, view, part="hand", **ui),
        ))

    def turned_in_hand(self, view: dict, seat: int) -> dict:
        """The view with the picked tile shown as the player turned it."""
        hands = list(view["hands"])
        hands[seat] = [list(self.tile) if sorted(tile) == sorted(self.tile) else tile for tile in hands[seat]]
        return {**view, "hands": hands}

    # -- markup: the panel -----------------------------------------------------------
    def panel_markup(self) -> str:
        view = self.view()
        if view["solo"]:
            return self.solo_panel(view)
        parts = []
        if view["phase"] == TEAM_PICK:
            parts.append(self.team_step(view))
        elif view["phase"] == NEXT_GAME:
            parts.append(self.game_over_step(view))
        parts.append(self.scoreboard(view))
        if view["phase"] != TEAM_PICK:
            parts.append(f'<p class="hint">{self.opening_text(view)}</p>')
        if view["match"]["kind"] != "single":
            parts.append(self.match_board(view))
        return "".join(parts)

    def flip_table(self, view: dict) -> str:
        """Every round of the flip for the start player, the deciding one last."""
        head = "".join(f"<th scope='col'>{html.escape(self.seats.who(seat))}</th>" for seat in (0, 1))
        rows = []
        for number, flipped in enumerate(view["flips"], start=1):
            pips = [sum(tile) for tile in flipped]
            cells = "".join(
                f"<td class='{'higher' if pips[seat] > pips[1 - seat] else ''}'>"
                f"{domino(flipped[seat])} <span aria-label='{html.escape(pips_text(pips[seat]))}'>{pips[seat]}</span></td>"
                for seat in (0, 1)
            )
            # Translators: a round of the flip for the start player, where each player turns up a tile.
            label = html.escape(_("Flip {number}").format(number=number))
            if pips[0] == pips[1]:
                # Translators: a round of the flip that ended level (both tiles had as many pips).
                tie = pgettext("flip", "tie")
                label += f"<small>{html.escape(tie)}</small>"
            rows.append(f"<tr><th scope='row'>{label}</th>{cells}</tr>")
        return f"<table class='eao-flips'><tr><td></td>{head}</tr>{''.join(rows)}</table>"

    def team_step(self, view: dict) -> str:
        """The choice first, then how the start player was found. The chooser's
        hand is repeated beside the buttons (shown on narrow screens, where
        the board's hand is out of sight under the panel)."""
        start = view["start_player"]
        chooser = 1 - start
        heading = html.escape(_("Who starts"))
        parts = [f'<section class="eao-step" aria-label="{heading}"><h2>{heading}</h2>']
        parts.append(f"<p><strong>{html.escape(self.starts(start))}</strong> ")
        if self.actor() == chooser:
            hand = " ".join(domino(tile) for tile in view["hands"][chooser])
            choose, your_hand = html.escape(_("Choose your team:")), html.escape(_("Your hand:"))
            parts.append(
                f"{choose}</p>"
                f'<p class="eao-step-hand"><span>{your_hand}</span> {hand}</p><div class="eao-teams">'
            )
            hinted = self.table.hint_shown()
            for team in TEAMS:
                suggested = " suggested" if hinted == {"team": team} else ""
                parts.append(
                    f'<button type="button" class="eao-team {TEAM_CLASS[team]}{suggested}" data-action="team" '
                    f'data-value="{team}">{html.escape(team_name(team))} <small>{TEAM_NUMBERS[team]}</small></button>'
                )
            parts.append("</div>")
        else:
            chooses = self.seats.who_sentence(
                chooser,
                _("You now choose Odds or Evens."),
                _("The computer now chooses Odds or Evens."),
                # Translators: {name} is the player who picks a team.
                _("{name} now chooses Odds or Evens."),
            )
            parts.append(f"{html.escape(chooses)}</p>")
        if view["flips"]:
            flipped = html.escape(_("Each player flipped a tile: more pips starts."))
            parts.append(f"<p>{flipped}</p>" + self.flip_table(view))
        parts.append("</section>")
        return "".join(parts)

    def opening_text(self, view: dict) -> str:
        """Who started and who chose which team, for the game in play."""
        start = view["start_player"]
        chooser = 1 - start
        values = {"chosen": team_name(view["teams"][chooser]), "left": team_name(view["teams"][start])}
        if self.seats.who_talks_to(start) == "other":
            values["chooser"] = self.seats.who_in_sentence(chooser)
        flips = view["flips"]
        if flips:
            first, second = flips[-1]
            values.update(first=tile_text(first), second=tile_text(second))
            text = self.seats.who_sentence(
                start,
                # Translators: the flip for the start player: {first} and {second} are the two tiles flipped
                # in its last round (as 2-5); {chosen} the team the computer chose, {left} yours.
                _("You started (flip {first} against {second}); the computer chose {chosen}, so you play {left}."),
                # Translators: {first} and {second} are the two tiles flipped in the last round (as 2-5);
                # {chosen} the team you chose, {left} the computer's.
                _("The computer started (flip {first} against {second}); you chose {chosen}, "
                  "so the computer plays {left}."),
                # Translators: {name} started, {first} and {second} are the two tiles flipped in the last round
                # (as 2-5); {chooser} is the other player, who chose the team {chosen}, leaving {left} to {name}.
                _("{name} started (flip {first} against {second}); {chooser} chose {chosen}, so {name} plays {left}."),
                **values,
            )
        else:
            text = self.seats.who_sentence(
                start,
                # Translators: {chosen} is the team the computer chose, {left} yours.
                _("You started; the computer chose {chosen}, so you play {left}."),
                # Translators: {chosen} is the team you chose, {left} the computer's.
                _("The computer started; you chose {chosen}, so the computer plays {left}."),
                # Translators: {name} started; {chooser} is the other player, who chose the team {chosen},
                # leaving {left} to {name}.
                _("{name} started; {chooser} chose {chosen}, so {name} plays {left}."),
                **values,
            )
        return html.escape(text)

    def scoreboard(self, view: dict) -> str:
        rows = []
        for seat in (0, 1):
            team = view["teams"][seat]
            moving = " to-move" if seat in view["to_move"] and view["phase"] == PLAY else ""
            side = html.escape(team_name(team) if team else _("No team yet"))
            numbers = f" ({TEAM_NUMBERS[team]})" if team else ""
            colour = f" {TEAM_CLASS[team]}" if team else ""
            count = view["hand_counts"][seat]
            # Translators: a player's score card: {card} is who plays the seat, {count} the tiles in their hand.
            holding = ngettext("{card} · {count} tile in hand", "{card} · {count} tiles in hand", count)
            holding = html.escape(holding.format(card=self.seats.card(seat), count=count))
            score = view["scores"][seat]
            # Translators: the size of a player's biggest group, on their score card.
            score_label = html.escape(_("biggest group {score}").format(score=score))
            rows.append(
                f'<div class="score{colour}{moving}">'
                f'<span class="who"><span class="side">{side}{numbers}</span>'
                f"<small>{holding}</small></span>"
                f'<span class="points" aria-label="{score_label}">{score}</span></div>'
            )
        piles = {"pile": view["boneyard"], "removed": view["removed"]}
        if view["overtime"] and view["phase"] == PLAY:
            # Translators: tiles left to draw, tiles put aside unseen; then that the game is in overtime.
            piles_text = _("Draw pile (boneyard) {pile} · set aside, unused {removed} · overtime: one more turn each")
        else:
            # Translators: tiles left to draw, and tiles put aside unseen.
            piles_text = _("Draw pile (boneyard) {pile} · set aside, unused {removed}")
        hint = _(
            "A team scores its biggest group of touching faces of its numbers, as seen from above (a tile laid on "
            "others covers them): outlined dashed for Odds, solid for Evens. Blanks belong to neither team. "
            "After each tile you lay you draw one, while the draw pile lasts."
        )
        return (
            f'<div class="scoreboard eao-scores">{"".join(rows)}</div>'
            f'<p class="eao-piles">{html.escape(piles_text.format(**piles))}</p><p class="hint">{html.escape(hint)}</p>'
        )

    def game_over_step(self, view: dict) -> str:
        headline, detail = self.game_result(view["match"]["games"][-1])
        label = html.escape(_("Game over"))
        # Translators: the button that deals the next game of a match.
        deal = _("Deal game {number}").format(number=view["match"]["game_number"] + 1)
        return (
            f'<section class="result eao-game-over" aria-label="{label}">'
            f"<h2>{html.escape(headline)}</h2><p>{html.escape(detail)}</p>"
            + button(deal, "next", primary=True, suggested=self.table.hint_shown() == "next")
            + "</section>"
        )

    def game_result(self, game: dict) -> tuple[str, str]:
        scores, winners = game["scores"], game["winners"]
        if len(winners) != 1:
            # Translators: {score} is the size of both players' biggest groups.
            return _("A drawn game"), _("Both biggest groups {score}, and the tie-breaks could not split them.").format(
                score=scores[0])
        winner = winners[0]
        loser = 1 - winner
        # Translators: {name} is the player who won the game.
        headline = self.seats.who_sentence(winner, _("You win"), _("The computer wins"), _("{name} wins"))
        if game["decided_by"] == "highest level":
            detail = self.seats.who_sentence(
                winner,
                # Translators: {score} is the size of both biggest groups; you won the tie-break.
                _("Groups tied at {score}; you had more faces on the highest level."),
                # Translators: {score} is the size of both biggest groups; the computer won the tie-break.
                _("Groups tied at {score}; the computer had more faces on the highest level."),
                # Translators: {score} is the size of both biggest groups; {name} won the tie-break.
                _("Groups tied at {score}; {name} had more faces on the highest level."),
                score=scores[0],
            )
        else:
            # Translators: the winner's biggest group, then the loser's.
            detail = _("Biggest group {winner} against {loser}.").format(winner=scores[winner], loser=scores[loser])
        if game["overtime"]:
            detail += " " + _("Decided after overtime.")
        return headline, detail

    def result_figures(self) -> str:
        """The key to the finished table: the outlined groups that decided
        it (the other faces are faded), and a tie-break on the highest level."""
        view = self.seen_by(None)
        groups = view["groups"]
        owners = {} if view["solo"] else {team: seat for seat, team in enumerate(view["teams"])}
        lines = []
        for team in ("odds", "evens"):
            size = groups[team]["size"]
            if team in owners:
                who = self.seats.who_in_sentence(owners[team])
                if team == "odds":
                    # Translators: the key to the finished table; {who} plays Odds; {count} faces in the group.
                    line = ngettext("Dashed outline: the biggest Odds group ({who}), {count} face",
                                    "Dashed outline: the biggest Odds group ({who}), {count} faces", size)
                else:
                    # Translators: the key to the finished table; {who} plays Evens; {count} faces in the group.
                    line = ngettext("Solid outline: the biggest Evens group ({who}), {count} face",
                                    "Solid outline: the biggest Evens group ({who}), {count} faces", size)
                line = line.format(who=who, count=size)
            elif team == "odds":
                # Translators: the key to the finished table; {count} faces in the group.
                line = ngettext("Dashed outline: the biggest Odds group, {count} face",
                                "Dashed outline: the biggest Odds group, {count} faces", size).format(count=size)
            else:
                # Translators: the key to the finished table; {count} faces in the group.
                line = ngettext("Solid outline: the biggest Evens group, {count} face",
                                "Solid outline: the biggest Evens group, {count} faces", size).format(count=size)
            lines.append(line)
        if view["solo"]:
            lines.append(_("Faded: the other faces; every other group costs a point"))
        else:
            lines.append(_("Faded: the faces outside both groups"))
            if view["match"]["games"] and view["match"]["games"][-1]["decided_by"] == "highest level":
                counts = view["highest_level_faces"]
                # Translators: how many faces of each team lie on the highest level {level}, which broke the tie.
                lines.append(_("Tie-break, faces on level {level}: Odds {odds}, Evens {evens}").format(
                    level=view["highest_level"], odds=counts["odds"], evens=counts["evens"]))
        items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
        label = html.escape(_("How the groups decided it"))
        return f'<ul class="result-key eao-key" aria-label="{label}">{items}</ul>'

    def match_board(self, view: dict) -> str:
        match = view["match"]
        rows = []
        for number, game in enumerate(match["games"], start=1):
            headline, _detail = self.game_result(game)
            # Translators: a finished game of the match: its number, who won ({headline}, as "You win") and
            # the two biggest groups.
            row = _("Game {number}: {headline} ({first}–{second})").format(
                number=number, headline=headline, first=game["scores"][0], second=game["scores"][1])
            rows.append(f"<li>{html.escape(row)}</li>")
        points = " · ".join(
            f"{html.escape(self.hand_names()[seat])} {match['points'][seat]}" for seat in (0, 1)
        )
        if match["kind"] == "best-of-3":
            # Translators: the game in play of a match of three; {points} is each player's name and games won.
            standing = _("Game {number} of 3 · wins: {points}")
        else:
            # Translators: the game in play of a match of three; {points} is each player's name and points.
            standing = _("Game {number} of 3 · points: {points}")
        standing = html.escape(standing).format(number=match["game_number"], points=points)
        label = html.escape(_("Match"))
        return (
            f'<section class="eao-match" aria-label="{label}"><h2>{html.escape(_(MATCH_NAMES[match["kind"]]))}</h2>'
            f"<p>{standing}</p>"
            + (f"<ul>{''.join(rows)}</ul>" if rows else "")
            + "</section>"
        )

    def solo_panel(self, view: dict) -> str:
        visible = set(view["visible_numbers"])
        chips = []
        for number in range(1, 7):
            if number in visible:
                # Translators: a number (1 to 6) showing on the table.
                chip = _("{number} showing").format(number=number)
            else:
                # Translators: a number (1 to 6) that shows nowhere on the table.
                chip = _("{number} missing").format(number=number)
            chips.append(f'<li class="{"shown" if number in visible else "missing"}" '
                         f'aria-label="{html.escape(chip)}">{number}</li>')
        if not view["missing_numbers"]:
            check = _("All six numbers are showing.")
        else:
            # Translators: {numbers} lists the numbers (1 to 6) that show nowhere on the table, as "2, 5".
            check = _("Missing now: {numbers}. All six must show when the turn ends.").format(
                numbers=", ".join(str(n) for n in view["missing_numbers"]))
        if view["over"]:
            helper = ""
        elif view["helper_used"]:
            used_up = _("The double-blank helper is used up.")
            helper = f'<p class="hint">{html.escape(used_up)}</p>'
        else:
            helper_text = _(
                "The double-blank helper can swap one tile of your hand for a random one "
                "from the draw pile, once a game: pick a tile, then Use the helper."
            )
            helper = f'<p class="hint">{html.escape(helper_text)}</p>'
        penalty = view["penalty"]
        rows = [
            (_("Biggest Evens group"), penalty["evens"], ""),
            (_("Biggest Odds group"), penalty["odds"], ""),
            (_("Twice the difference"), penalty["difference_points"], "points"),
            (_("Other groups, 1 each"), penalty["other_groups"], "points"),
        ]
        if penalty["unplaced"]:
            # Translators: the tiles a stuck solo game never laid, {count} of them, each costing 5 points.
            never_laid = _("Tiles never laid ({count} × 5)").format(count=penalty["unplaced"])
            rows.append((never_laid, penalty["stuck_points"], "points"))
        table = "".join(
            f"<tr class='{kind}'><th scope='row'>{html.escape(label)}</th><td>{value}</td></tr>"
            for label, value, kind in rows
        )
        title = html.escape(_("Final score") if view["over"] else _("Score so far"))
        lower, total = html.escape(_("(lower is better)")), html.escape(_("Total"))
        # Translators: the solo game's panel (a name for screen readers).
        label = html.escape(_("Solo"))
        # Translators: the solo game's turn number, and the tiles left in the draw pile.
        piles = html.escape(_("Turn {turn} · draw pile {pile}").format(turn=view["turn"], pile=view["boneyard"]))
        showing = html.escape(_("Numbers showing"))
        return (
            f'<section class="eao-solo" aria-label="{label}">'
            f"<p class='eao-piles'>{piles}</p>"
            f'<h2>{showing}</h2><ul class="eao-numbers">{"".join(chips)}</ul><p class="hint">{html.escape(check)}</p>'
            f"{helper}"
            f'<h2>{title} <small>{lower}</small></h2>'
            f'<table class="eao-penalty">{table}'
            f"<tr class='total'><th scope='row'>{total}</th><td>{penalty['total']}</td></tr></table>"
            "</section>"
        )

    def game_buttons(self) -> str:
        if self.actor() is None or self.phase() != PLAY:
            return ""
        parts = []
        hinted = self.table.hint_shown()
        if self.tile is not None and self.tile[0] != self.tile[1]:
            # Translators: the button that turns the picked domino round; {tile} is how it reads then, as 5-2.
            parts.append(button(_("Turn tile ({tile})").format(tile=tile_text(self.tile[::-1])), "turn"))
        if self.only_pass():
            parts.append(button(pgettext("button", "Pass"), "pass", primary=True, suggested=hinted == "pass"))
        if self.solo and not self.view()["helper_used"]:
            exchange = self.exchange_move()
            if exchange:
                # Translators: the button that swaps the picked domino {tile} with the double-blank helper.
                label = _("Use the helper on {tile}").format(tile=tile_text(self.tile))
            else:
                label = _("Use the helper")
            suggested = isinstance(hinted, dict) and "exchange" in hinted
            parts.append(button(label, "exchange", disabled=exchange is None, suggested=suggested))
        return "".join(parts)

    def hint_sentence(self, move: Any, seat: int) -> str:
        if move == "pass":
            return _("Hint: pass (Pass is marked): none of your tiles can be laid.")
        if move == "next":
            return _("Hint: deal the next game.")
        if "team" in move:
            # Translators: {team} is the team to choose, Odds or Evens.
            return _("Hint: choose {team}, as marked.").format(team=team_name(move["team"]))
        if "exchange" in move:
            # Translators: {tile} is a domino, as 2-5.
            return _("Hint: pick {tile} in your hand and use the helper on it.").format(tile=tile_text(move["exchange"]))
        level = self.state.play(move, seat).view(seat)["tiles"][-1]["level"]
        values = {"tile": tile_text(move["tile"]), "ends": ends_in_words(move), "level": level}
        if level == 1:
            # Translators: {tile} is a domino, as 2-5; {ends} says where its numbers lie, as
            # "its 2 on the left, its 5 on the right".
            return _("Hint: lay {tile} on the table where it is drawn faintly, {ends}.").format(**values)
        # Translators: {tile} is a domino, as 2-5, laid on other tiles at height {level}; {ends} says where its
        # numbers lie, as "its 2 on the left, its 5 on the right".
        return _("Hint: lay {tile} on level {level} where it is drawn faintly, {ends}.").format(**values)

    # -- words -----------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view()
        actor = self.actor()
        phase = view["phase"]
        if phase == NEXT_GAME:
            headline, detail = self.game_result(view["match"]["games"][-1])
            # Translators: {headline} is who won the game, as "You win"; {detail} says how, in a sentence or two.
            return _("{headline}. {detail} Deal the next game when you are ready.").format(
                headline=headline, detail=detail)
        if actor is None:
            if phase == TEAM_PICK:
                choosing = _("The computer is choosing a team…")
                return f"{self.starts(view['start_player'])} {choosing}"
            return _("The computer is thinking…")
        if phase == TEAM_PICK:
            choose = _("Choose your team: Odds or Evens.")
            return f"{self.starts(view['start_player'])} {choose}"
        return self.last_move_text(view) + self.turn_text(view, actor)

    def turn_text(self, view: dict, actor: int) -> str:
        """Whose turn it is, then what to do now."""
        # Translators: the status line on a player's turn: {turn} says whose turn (as "Your turn (Odds)"),
        # {instruction} what to do now (as "pick a tile from your hand.").
        return _("{turn}: {instruction}").format(turn=self.whose_turn(view, actor), instruction=self.instruction())

    def whose_turn(self, view: dict, actor: int) -> str:
        if view["solo"]:
            count = len(view["hands"][0])
            # Translators: the solo game's turn {turn}, with {count} drawn tiles still to lay.
            return ngettext("Turn {turn} ({count} tile to lay)", "Turn {turn} ({count} tiles to lay)", count).format(
                turn=view["turn"], count=count)
        team = team_name(view["teams"][actor])
        against_computer = self.seats.against_computer()
        if view["overtime"]:
            if against_computer:
                # Translators: {team} is your team, Odds or Evens.
                return _("Overtime, with the tile put aside. Your turn ({team})").format(team=team)
            # Translators: {name} is the player whose turn it is; {team} their team, Odds or Evens.
            return _("Overtime, with the tile put aside. {name}, your turn ({team})").format(
                name=self.seats.name(actor), team=team)
        if against_computer:
            # Translators: {team} is your team, Odds or Evens.
            return _("Your turn ({team})").format(team=team)
        # Translators: {name} is the player whose turn it is; {team} their team, Odds or Evens.
        return _("{name}, your turn ({team})").format(name=self.seats.name(actor), team=team)

    def instruction(self) -> str:
        """What the player to move does now, for the status line after whose turn it is."""
        if self.only_pass():
            # The page passes for them in a moment (automatic_move).
            return _("none of your tiles can be laid anywhere, so you pass.")
        if not any(isinstance(move, dict) and "cells" in move for move in self.legal()):
            return _("no tile can be laid with all six numbers showing at the end: use the helper on a tile.")
        if self.tile is None:
            if self.stuck_tiles():
                # Translators: the hand shows the tiles that cannot be laid now faded.
                return _("pick a tile from your hand (a faded tile has no place this turn).")
            return _("pick a tile from your hand.")
        name = tile_text(self.tile)
        if not self.options():
            if self.exchange_move():
                # Translators: {tile} is the picked domino, as 2-5.
                return _("{tile} cannot be laid anywhere now: pick another tile or use the helper on it.").format(
                    tile=name)
            # Translators: {tile} is the picked domino, as 2-5.
            return _("{tile} cannot be laid anywhere now: pick another tile.").format(tile=name)
        if self.anchor is None:
            # Translators: {tile} is the picked domino, as 2-5 (the marked cells are where either end can go).
            return _("tap a marked cell for one end of {tile}.").format(tile=name)
        ways = len(self.shown_options())
        values = {"count": ways, "end": self.tile[1], "tile": name}
        if self.anchor_turns():
            # Translators: the first end of the picked domino {tile} is placed; the cells for the other end
            # ({end}) are shown, {count} of them.
            text = ngettext(
                "to lay it, tap the cell shown for the {end} end of {tile}, or the first cell again to turn it round.",
                "to lay it, tap one of the {count} cells shown for the {end} end of {tile}, "
                "or the first cell again to turn it round.",
                ways,
            )
        else:
            # Translators: the first end of the picked domino {tile} is placed; the cells for the other end
            # ({end}) are shown, {count} of them.
            text = ngettext(
                "to lay it, tap the cell shown for the {end} end of {tile} (or the first cell again).",
                "to lay it, tap one of the {count} cells shown for the {end} end of {tile}.",
                ways,
            )
        return text.format(**values)

    def last_move_text(self, view: dict) -> str:
        """What the other player just did, when it is your turn again."""
        moves = self.state.moves()
        if view["solo"] or not moves or moves[-1][0] == self.actor():
            return ""
        seat, move = moves[-1]
        if move == "pass":
            # Translators: {name} is the player who passed.
            said = self.seats.who_sentence(seat, _("You passed."), _("The computer passed."), _("{name} passed."))
        elif isinstance(move, dict) and "cells" in move:
            level = view["tiles"][-1]["level"]
            tile = tile_text(move["tile"])
            if level == 1:
                said = self.seats.who_sentence(
                    seat,
                    # Translators: {tile} is a domino, as 2-5.
                    _("You laid {tile} on the table."),
                    # Translators: {tile} is a domino, as 2-5.
                    _("The computer laid {tile} on the table."),
                    # Translators: {name} is a player; {tile} a domino, as 2-5.
                    _("{name} laid {tile} on the table."),
                    tile=tile,
                )
            else:
                said = self.seats.who_sentence(
                    seat,
                    # Translators: {tile} is a domino, as 2-5, laid on other tiles at height {level}.
                    _("You laid {tile} on level {level}."),
                    # Translators: {tile} is a domino, as 2-5, laid on other tiles at height {level}.
                    _("The computer laid {tile} on level {level}."),
                    # Translators: {name} is a player; {tile} a domino, as 2-5, laid on other tiles at height {level}.
                    _("{name} laid {tile} on level {level}."),
                    tile=tile, level=level,
                )
        elif isinstance(move, dict) and "team" in move:
            said = self.seats.who_sentence(
                seat,
                # Translators: {team} is a team, Odds or Evens.
                _("You chose {team}."),
                # Translators: {team} is a team, Odds or Evens.
                _("The computer chose {team}."),
                # Translators: {name} is a player; {team} a team, Odds or Evens.
                _("{name} chose {team}."),
                team=team_name(move["team"]),
            )
        else:
            return ""
        return f"{said} "

    def result_text(self) -> tuple[str, str]:
        view = self.seen_by(None)
        if view["solo"]:
            penalty = view["penalty"]
            total = penalty["total"]
            headline = ngettext("Solo game over: {count} penalty point", "Solo game over: {count} penalty points",
                                total).format(count=total)
            values = {"evens": penalty["evens"], "odds": penalty["odds"], "difference": penalty["difference_points"],
                      "others": penalty["other_groups"], "count": penalty["unplaced"]}
            if view["stuck"]:
                # Translators: the solo score: twice the gap between the biggest Evens group ({evens} faces) and
                # the biggest Odds group ({odds}) is {difference} points, each other group 1 ({others} in all),
                # and each of the {count} tiles never laid 5.
                detail = ngettext(
                    "Twice the gap between the biggest groups ({evens} Evens, {odds} Odds) is {difference}, "
                    "other groups add {others}; stuck with {count} tile never laid, 5 points each.",
                    "Twice the gap between the biggest groups ({evens} Evens, {odds} Odds) is {difference}, "
                    "other groups add {others}; stuck with {count} tiles never laid, 5 points each.",
                    penalty["unplaced"],
                )
            else:
                # Translators: the solo score: twice the gap between the biggest Evens group ({evens} faces) and
                # the biggest Odds group ({odds}) is {difference} points, and each other group 1 ({others} in all).
                detail = _(
                    "Twice the gap between the biggest groups ({evens} Evens, {odds} Odds) is {difference}, "
                    "other groups add {others}."
                )
            return headline, detail.format(**values)
        match = view["match"]
        if match["kind"] == "single":
            return self.game_result(match["games"][-1])
        winners = view["winners"]
        points = match["points"]
        best_of_three = match["kind"] == "best-of-3"
        if len(winners) != 1:
            if best_of_three:
                # Translators: a drawn match of three games, {count} games won by each player. The English
                # says "games" for any count.
                each = ngettext("{count} games each.", "{count} games each.", points[0])
            else:
                # Translators: a drawn match, {count} points for each player. The English says "points" for any count.
                each = ngettext("{count} points each.", "{count} points each.", points[0])
            return _("The match is drawn"), each.format(count=points[0])
        winner = winners[0]
        # Translators: {name} is the player who won the match.
        headline = self.seats.who_sentence(winner, _("You win the match"), _("The computer wins the match"),
                                           _("{name} wins the match"))
        if best_of_three:
            # Translators: the match's score, games won by the winner ({count}) and by the other player ({other}).
            # The English says "games" for any count.
            score = ngettext("{count} games to {other}.", "{count} games to {other}.", points[winner])
        else:
            # Translators: the match's score, the winner's points ({count}) and the other player's ({other}).
            # The English says "points" for any count.
            score = ngettext("{count} points to {other}.", "{count} points to {other}.", points[winner])
        return headline, score.format(count=points[winner], other=points[1 - winner])
