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
from ..markup import button, plural
from ..screen import SoundName
from ..seats import NAME_LENGTH, player_name, typed_name

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

TEAM_NAMES = {"odds": "Odds", "evens": "Evens"}
TEAM_NUMBERS = {"odds": "1, 3, 5", "evens": "2, 4, 6"}
TEAM_CLASS = {"odds": "odd", "evens": "even"}
MATCH_NAMES = {"single": "Single game", "best-of-3": "Best of three", "game-score": "Game score"}
TEAM_PICK, PLAY, NEXT_GAME = "team", "play", "next"
TEAM_PICK_PAUSE = 1.6
"""Seconds the computer waits before choosing a team, so the flip can be read."""


def tile_of(name: str) -> Optional[Tile]:
    parts = name.split("-")
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        return None
    return int(parts[0]), int(parts[1])


def ends_in_words(move: dict) -> str:
    """Where each number of a laid tile lies, as a player sees the table
    (which shows no coordinates): "its 4 on the left, its 6 on the right"."""
    (a, b), ((x_a, y_a), (x_b, y_b)) = move["tile"], move["cells"]
    if y_a == y_b:
        first, second = ("left", "right") if x_a < x_b else ("right", "left")
        return f"its {a} on the {first}, its {b} on the {second}"
    first, second = ("above", "below") if y_a < y_b else ("below", "above")
    return f"its {a} {first}, its {b} {second}"


def tile_text(tile: Any) -> str:
    """A tile in prose; the hyphen never breaks a line."""
    return f"{tile[0]}\u2011{tile[1]}"


def domino(tile: Any) -> str:
    """A small inline tile for the panel (the flip, the hand at the team choice)."""
    return (
        f'<span class="eao-domino" role="img" aria-label="tile {tile_text(tile)}">'
        f"<span>{tile[0]}</span><span>{tile[1]}</span></span>"
    )


class NamesField(SeatsField):
    """The two players' names, asked only when playing a friend: the
    opponent question already says who plays."""

    def markup(self, current: dict[str, str], problem: Optional[str] = None) -> str:
        inputs = "".join(
            f'<input name="name-{seat}" value="{html.escape(typed_name(current, seat))}" '
            f'placeholder="{html.escape(player_name(seat))}" maxlength="{NAME_LENGTH}" '
            f'aria-label="Name of player {seat + 1}" autocomplete="off">'
            for seat in range(self.most)
        )
        return (
            f'<fieldset class="eao-names {NEEDS_FRIEND}"><legend>{html.escape(self.legend)}</legend>'
            f'<div class="eao-name-row">{inputs}</div></fieldset>'
        )


class EvenAtOddsBoard(Board):
    private_views = True
    reveal_label = "I am {name}: show my hand"

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
                "Opponent",
                [("computer", "The computer"), ("friend", "A friend on this device"), ("solo", "Nobody: solo game")],
                "computer",
            ),
            Field(
                "match",
                "Match",
                [
                    ("single", "Single game"),
                    ("best-of-3", "Best of three"),
                    ("game-score", "Game score: three games, margins add up"),
                ],
                "single",
                NEEDS_OPPONENT,
            ),
            NamesField("Names", 2, 2, ["human", "human"]),
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

    def verb(self, seat: int, plain: str, third_person: str) -> str:
        return f"{self.seats.who(seat)} {plain if self.seats.who(seat) == 'You' else third_person}"

    def hand_names(self) -> list[str]:
        if self.seats.against_computer():
            return ["You" if self.seats.kind(seat) == "human" else "Computer" for seat in range(2)]
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
            return "First choose your team with the Odds or Evens button."
        if phase == NEXT_GAME:
            return "This game is over: deal the next one with the Deal game button."
        return ""

    def on_tile(self, name: str) -> None:
        problem = self.why_not_now()
        tile = tile_of(name)
        if problem or tile is None:
            self.warn(problem or "That is not a tile of your hand.")
            return
        if self.tile is not None and sorted(tile) == sorted(self.tile):
            self.turn_tile()
            return
        hand = [tuple(value) for value in self.view()["hands"][self.actor()] or []]
        if tuple(sorted(tile)) not in hand:
            self.warn(f"{name} is not in your hand.")
            return
        self.clear_selection()
        self.tile = tile
        self.table.render()

    def turn_tile(self) -> None:
        if self.tile is None:
            return
        if self.tile[0] == self.tile[1]:
            self.warn(f"{tile_text(self.tile)} is a double: it reads the same both ways.")
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
            self.warn(problem or "That is not a cell of the table.")
            return
        if self.tile is None:
            self.warn("First pick a tile from your hand, under the table.")
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
            self.warn(f"{tile_text(self.tile)} cannot cover that cell: tap a marked cell.")
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
            self.warn(f"Tap one of the cells shown for the {self.tile[1]} end of {tile_text(self.tile)}.")

    def anchor_does(self) -> str:
        """What another tap on the tapped cell does, for its name."""
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
        elif name == "team" and value in TEAM_NAMES:
            self.table.play({"team": value}, seat)
        elif name == "next":
            self.table.play("next", seat)
        elif name == "exchange" and self.exchange_move() is not None:
            self.table.play(self.exchange_move(), seat)

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
            return "Undo takes back only the move of the player whose hand is on screen."
        before, now = self.table.history[-back - 1].view(None), self.state.view(None)
        if now["solo"] and before["turn"] != now["turn"]:
            reason = "a new turn has begun, with its tiles drawn"
        elif now["solo"] and before["helper_used"] != now["helper_used"]:
            reason = "the helper has swapped a tile since"
        elif not now["solo"] and before["match"]["game_number"] != now["match"]["game_number"]:
            reason = "that game is over and a new one has been dealt"
        elif not now["solo"] and before["removed"] != now["removed"]:
            reason = "the tiles put aside have gone to the hands since"
        elif before["boneyard"] != now["boneyard"]:
            reason = "a tile has been drawn from the draw pile since, and a drawn tile is not put back"
        else:
            reason = "that game is over"
        return f"That move cannot be taken back: {reason}."

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
            "hint": self.table.hint_shown(),
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
        table = render.board(self.game.id, view, part="table", **ui)
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
                f"{domino(flipped[seat])} <span aria-label='{plural(pips[seat], 'pip')}'>{pips[seat]}</span></td>"
                for seat in (0, 1)
            )
            label = f"Flip {number}" + ("<small>tie</small>" if pips[0] == pips[1] else "")
            rows.append(f"<tr><th scope='row'>{label}</th>{cells}</tr>")
        return f"<table class='eao-flips'><tr><td></td>{head}</tr>{''.join(rows)}</table>"

    def team_step(self, view: dict) -> str:
        """The choice first, then how the start player was found. The chooser's
        hand is repeated beside the buttons (shown on narrow screens, where
        the board's hand is out of sight under the panel)."""
        start = view["start_player"]
        chooser = 1 - start
        parts = ['<section class="eao-step" aria-label="Who starts"><h2>Who starts</h2>']
        parts.append(f"<p><strong>{html.escape(self.verb(start, 'start', 'starts'))}.</strong> ")
        if self.actor() == chooser:
            hand = " ".join(domino(tile) for tile in view["hands"][chooser])
            parts.append(
                "Choose your team:</p>"
                f'<p class="eao-step-hand"><span>Your hand:</span> {hand}</p><div class="eao-teams">'
            )
            hinted = self.table.hint_shown()
            for team in TEAM_NAMES:
                suggested = " suggested" if hinted == {"team": team} else ""
                parts.append(
                    f'<button type="button" class="eao-team {TEAM_CLASS[team]}{suggested}" data-action="team" '
                    f'data-value="{team}">{TEAM_NAMES[team]} <small>{TEAM_NUMBERS[team]}</small></button>'
                )
            parts.append("</div>")
        else:
            parts.append(f"{html.escape(self.seats.who(chooser))} now {'choose' if self.seats.who(chooser) == 'You' else 'chooses'} Odds or Evens.</p>")
        if view["flips"]:
            parts.append("<p>Each player flipped a tile: more pips starts.</p>" + self.flip_table(view))
        parts.append("</section>")
        return "".join(parts)

    def opening_text(self, view: dict) -> str:
        """Who started and who chose which team, for the game in play."""
        start = view["start_player"]
        chooser = 1 - start
        team = view["teams"][chooser]
        flips = view["flips"]
        flip = ""
        if flips:
            first, second = flips[-1]
            flip = f" (flip {tile_text(first)} against {tile_text(second)})"
        return html.escape(
            f"{self.verb(start, 'started', 'started')}{flip}; "
            f"{self.seats.who_in_sentence(chooser)} chose {TEAM_NAMES[team]}, so {self.seats.who_in_sentence(start)} "
            f"{'play' if self.seats.who(start) == 'You' else 'plays'} {TEAM_NAMES[view['teams'][start]]}."
        )

    def scoreboard(self, view: dict) -> str:
        rows = []
        for seat in (0, 1):
            team = view["teams"][seat]
            moving = " to-move" if seat in view["to_move"] and view["phase"] == PLAY else ""
            side = TEAM_NAMES[team] if team else "No team yet"
            numbers = f" ({TEAM_NUMBERS[team]})" if team else ""
            colour = f" {TEAM_CLASS[team]}" if team else ""
            tiles = plural(view["hand_counts"][seat], "tile")
            rows.append(
                f'<div class="score{colour}{moving}">'
                f'<span class="who"><span class="side">{side}{numbers}</span>'
                f"<small>{html.escape(self.seats.card(seat))} · {tiles} in hand</small></span>"
                f'<span class="points" aria-label="biggest group {view["scores"][seat]}">{view["scores"][seat]}</span></div>'
            )
        piles = f"Draw pile (boneyard) {view['boneyard']} · set aside, unused {view['removed']}"
        if view["overtime"] and view["phase"] == PLAY:
            piles += " · overtime: one more turn each"
        hint = (
            "A team scores its biggest group of touching faces of its numbers, as seen from above (a tile laid on "
            "others covers them): outlined dashed for Odds, solid for Evens. Blanks belong to neither team. "
            "After each tile you lay you draw one, while the draw pile lasts."
        )
        return (
            f'<div class="scoreboard eao-scores">{"".join(rows)}</div>'
            f'<p class="eao-piles">{piles}</p><p class="hint">{hint}</p>'
        )

    def game_over_step(self, view: dict) -> str:
        headline, detail = self.game_result(view["match"]["games"][-1])
        return (
            '<section class="result eao-game-over" aria-label="Game over">'
            f"<h2>{html.escape(headline)}</h2><p>{html.escape(detail)}</p>"
            + button(f"Deal game {view['match']['game_number'] + 1}", "next", primary=True,
                     suggested=self.table.hint_shown() == "next")
            + "</section>"
        )

    def game_result(self, game: dict) -> tuple[str, str]:
        scores, winners = game["scores"], game["winners"]
        if len(winners) != 1:
            return "A drawn game", f"Both biggest groups {scores[0]}, and the tie-breaks could not split them."
        winner = winners[0]
        loser = 1 - winner
        headline = self.verb(winner, "win", "wins")
        if game["decided_by"] == "highest level":
            detail = (
                f"Groups tied at {scores[0]}; {self.seats.who_in_sentence(winner)} had more faces on the highest level."
            )
        else:
            detail = f"Biggest group {scores[winner]} against {scores[loser]}."
        if game["overtime"]:
            detail += " Decided after overtime."
        return headline, detail

    def result_figures(self) -> str:
        """The key to the finished table: the outlined groups that decided
        it (the other faces are faded), and a tie-break on the highest level."""
        view = self.seen_by(None)
        groups = view["groups"]
        outline = {"odds": "Dashed", "evens": "Solid"}
        owners = {} if view["solo"] else {team: seat for seat, team in enumerate(view["teams"])}
        lines = []
        for team in ("odds", "evens"):
            owner = f" ({html.escape(self.seats.who_in_sentence(owners[team]))})" if team in owners else ""
            lines.append(
                f"<li>{outline[team]} outline: the biggest {TEAM_NAMES[team]} group{owner}, "
                f"{plural(groups[team]['size'], 'face')}</li>"
            )
        if view["solo"]:
            lines.append("<li>Faded: the other faces; every other group costs a point</li>")
        else:
            lines.append("<li>Faded: the faces outside both groups</li>")
            if view["match"]["games"] and view["match"]["games"][-1]["decided_by"] == "highest level":
                counts = view["highest_level_faces"]
                lines.append(
                    f"<li>Tie-break, faces on level {view['highest_level']}: "
                    f"Odds {counts['odds']}, Evens {counts['evens']}</li>"
                )
        return f'<ul class="result-key eao-key" aria-label="How the groups decided it">{"".join(lines)}</ul>'

    def match_board(self, view: dict) -> str:
        match = view["match"]
        unit = "wins" if match["kind"] == "best-of-3" else "points"
        rows = []
        for number, game in enumerate(match["games"], start=1):
            headline, _ = self.game_result(game)
            rows.append(f"<li>Game {number}: {html.escape(headline)} ({game['scores'][0]}–{game['scores'][1]})</li>")
        points = " · ".join(
            f"{html.escape(self.hand_names()[seat])} {match['points'][seat]}" for seat in (0, 1)
        )
        return (
            f'<section class="eao-match" aria-label="Match"><h2>{MATCH_NAMES[match["kind"]]}</h2>'
            f"<p>Game {match['game_number']} of 3 · {unit}: {points}</p>"
            + (f"<ul>{''.join(rows)}</ul>" if rows else "")
            + "</section>"
        )

    def solo_panel(self, view: dict) -> str:
        visible = set(view["visible_numbers"])
        chips = "".join(
            f'<li class="{"shown" if number in visible else "missing"}" '
            f'aria-label="{number} {"showing" if number in visible else "missing"}">{number}</li>'
            for number in range(1, 7)
        )
        check = (
            "All six numbers are showing."
            if not view["missing_numbers"]
            else "Missing now: " + ", ".join(str(n) for n in view["missing_numbers"]) + ". All six must show when the turn ends."
        )
        if view["over"]:
            helper = ""
        elif view["helper_used"]:
            helper = '<p class="hint">The double-blank helper is used up.</p>'
        else:
            helper = (
                '<p class="hint">The double-blank helper can swap one tile of your hand for a random one '
                "from the draw pile, once a game: pick a tile, then Use the helper.</p>"
            )
        penalty = view["penalty"]
        rows = [
            ("Biggest Evens group", penalty["evens"], ""),
            ("Biggest Odds group", penalty["odds"], ""),
            ("Twice the difference", penalty["difference_points"], "points"),
            ("Other groups, 1 each", penalty["other_groups"], "points"),
        ]
        if penalty["unplaced"]:
            rows.append((f"Tiles never laid ({penalty['unplaced']} × 5)", penalty["stuck_points"], "points"))
        table = "".join(
            f"<tr class='{kind}'><th scope='row'>{label}</th><td>{value}</td></tr>" for label, value, kind in rows
        )
        title = "Final score" if view["over"] else "Score so far"
        return (
            f'<section class="eao-solo" aria-label="Solo">'
            f"<p class='eao-piles'>Turn {view['turn']} · draw pile {view['boneyard']}</p>"
            f'<h2>Numbers showing</h2><ul class="eao-numbers">{chips}</ul><p class="hint">{check}</p>'
            f"{helper}"
            f'<h2>{title} <small>(lower is better)</small></h2>'
            f'<table class="eao-penalty">{table}'
            f"<tr class='total'><th scope='row'>Total</th><td>{penalty['total']}</td></tr></table>"
            "</section>"
        )

    def game_buttons(self) -> str:
        if self.actor() is None or self.phase() != PLAY:
            return ""
        parts = []
        hinted = self.table.hint_shown()
        if self.tile is not None and self.tile[0] != self.tile[1]:
            parts.append(button(f"Turn tile ({tile_text(self.tile[::-1])})", "turn"))
        if self.only_pass():
            parts.append(button("Pass", "pass", primary=True, suggested=hinted == "pass"))
        if self.solo and not self.view()["helper_used"]:
            exchange = self.exchange_move()
            label = f"Use the helper on {tile_text(self.tile)}" if exchange else "Use the helper"
            suggested = isinstance(hinted, dict) and "exchange" in hinted
            parts.append(button(label, "exchange", disabled=exchange is None, suggested=suggested))
        return "".join(parts)

    def hint_sentence(self, move: Any, seat: int) -> str:
        if move == "pass":
            return "Hint: pass (Pass is marked): none of your tiles can be laid."
        if move == "next":
            return "Hint: deal the next game."
        if "team" in move:
            return f"Hint: choose {TEAM_NAMES[move['team']]}, as marked."
        if "exchange" in move:
            return f"Hint: pick {tile_text(move['exchange'])} in your hand and use the helper on it."
        level = self.state.play(move, seat).view(seat)["tiles"][-1]["level"]
        where = "on the table" if level == 1 else f"on level {level}"
        return f"Hint: lay {tile_text(move['tile'])} {where} where it is drawn faintly, {ends_in_words(move)}."

    # -- words -----------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view()
        actor = self.actor()
        phase = view["phase"]
        if phase == NEXT_GAME:
            headline, detail = self.game_result(view["match"]["games"][-1])
            return f"{headline}. {detail} Deal the next game when you are ready."
        if actor is None:
            if phase == TEAM_PICK:
                return f"{self.verb(view['start_player'], 'start', 'starts')}. The computer is choosing a team…"
            return "The computer is thinking…"
        if phase == TEAM_PICK:
            return f"{self.verb(view['start_player'], 'start', 'starts')}. Choose your team: Odds or Evens."
        return self.last_move_text(view) + self.turn_text(view, actor)

    def turn_text(self, view: dict, actor: int) -> str:
        if view["solo"]:
            opening = f"Turn {view['turn']} ({plural(len(view['hands'][0]), 'tile')} to lay): "
        else:
            team = view["teams"][actor]
            opening = "Your turn" if self.seats.against_computer() else f"{self.seats.name(actor)}, your turn"
            if view["overtime"]:
                opening = f"Overtime, with the tile put aside. {opening}"
            opening += f" ({TEAM_NAMES[team]}): "
        if self.only_pass():
            return opening + "none of your tiles can be laid anywhere, so press Pass."
        if not any(isinstance(move, dict) and "cells" in move for move in self.legal()):
            return opening + "no tile can be laid with all six numbers showing at the end: use the helper on a tile."
        if self.tile is None:
            return opening + "pick a tile from your hand."
        name = tile_text(self.tile)
        if not self.options():
            extra = " or use the helper on it" if self.exchange_move() else ""
            return opening + f"{name} cannot be laid anywhere now: pick another tile{extra}."
        if self.anchor is None:
            if self.tile[0] == self.tile[1]:
                return opening + f"tap a marked cell for one end of {name}."
            return opening + f"tap a marked cell for its {self.tile[0]} (tap the tile again to start with its {self.tile[1]})."
        ways = len(self.shown_options())
        where = "the cell" if ways == 1 else f"one of the {ways} cells"
        if self.anchor_turns():
            again = ", or the first cell again to turn it round"
        else:
            again = " (or the first cell again)" if ways == 1 else ""
        return opening + f"to lay it, tap {where} shown for the {self.tile[1]} end of {name}{again}."

    def last_move_text(self, view: dict) -> str:
        """What the other player just did, when it is your turn again."""
        moves = self.state.moves()
        if view["solo"] or not moves or moves[-1][0] == self.actor():
            return ""
        seat, move = moves[-1]
        if move == "pass":
            return f"{self.verb(seat, 'passed', 'passed')}. "
        if isinstance(move, dict) and "cells" in move:
            level = view["tiles"][-1]["level"]
            how = "on the table" if level == 1 else f"on level {level}"
            return f"{self.seats.who(seat)} laid {tile_text(move['tile'])} {how}. "
        if isinstance(move, dict) and "team" in move:
            return f"{self.seats.who(seat)} chose {TEAM_NAMES[move['team']]}. "
        return ""

    def result_text(self) -> tuple[str, str]:
        view = self.seen_by(None)
        if view["solo"]:
            penalty = view["penalty"]
            headline = f"Solo game over: {plural(penalty['total'], 'penalty point')}"
            detail = (
                f"Twice the gap between the biggest groups ({penalty['evens']} Evens, {penalty['odds']} Odds) "
                f"is {penalty['difference_points']}, other groups add {penalty['other_groups']}"
            )
            if view["stuck"]:
                detail += f"; stuck with {plural(penalty['unplaced'], 'tile')} never laid, 5 points each"
            return headline, detail + "."
        match = view["match"]
        if match["kind"] == "single":
            return self.game_result(match["games"][-1])
        winners = view["winners"]
        points = match["points"]
        unit = "games" if match["kind"] == "best-of-3" else "points"
        if len(winners) != 1:
            return "The match is drawn", f"{points[0]} {unit} each."
        winner = winners[0]
        return (
            self.verb(winner, "win the match", "wins the match"),
            f"{points[winner]} {unit} to {points[1 - winner]}.",
        )
