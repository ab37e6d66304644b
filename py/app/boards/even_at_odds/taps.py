"""How taps lay a tile: the tap state machine.

A tile is laid by picking it in the hand and tapping a marked cell, any cell
it can cover: every way it can lie there is then drawn on the table, and a
tap on the cell where its other end should go lays it (a tap on the first
cell again turns the tile round, or lays it where it fits one way only).
The same two taps every time, so nothing is laid before it has been seen.
With a mouse the ways show under the pointer."""

from __future__ import annotations

from collections.abc import Callable

from oddsevens.core.cells import cell_from_name

from ...board import Table
from ...words import _
from .position import Position
from .tiles import NEXT_GAME, TEAM_PICK, TEAMS, Cell, Option, Tile, is_placement, tile_of, tile_text


class Taps:
    """The picked tile and the tapped cell, and what each tap makes of them."""

    def __init__(self, table: Table, position: Position, warn: Callable[[str], None]) -> None:
        self.table = table
        self.position = position
        self.warn = warn
        """Draws the page again and says why a tap did nothing (`Board.warn`)."""
        self.tile: Tile | None = None
        """The picked hand tile as turned: (the end for the tapped cell, the other end)."""
        self.anchor: Cell | None = None
        """The cell tapped for the tile, where it can lie more than one way."""
        self.preview: list[Option] = []
        """Before a cell is tapped: the ways the tile can lie on the cell under the mouse pointer."""
        self.options_cache: tuple[list | None, Tile | None, list[Option]] = (None, None, [])

    def clear(self) -> None:
        """Forget the picked tile and the tapped cell."""
        self.tile = None
        self.anchor = None
        self.preview = []

    # -- where the picked tile can go ---------------------------------------------
    def options(self) -> list[Option]:
        """Every way to lay the picked tile, seen from each of its ends; kept
        per list of legal moves and tile, as a render asks for them often."""
        if self.tile is None:
            return []
        legal, tile = self.position.legal(), (min(self.tile), max(self.tile))
        cached_legal, cached_tile, found = self.options_cache
        if cached_legal is legal and cached_tile == tile:
            return found
        found = []
        for move in legal:
            if is_placement(move) and sorted(move["tile"]) == list(tile):
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

    def anchor_does(self) -> str:
        """What another tap on the tapped cell does, for its name: a key of
        the renderer's ANCHOR_DOES, which words it (or "")."""
        if self.anchor_turns():
            return "turn the tile round"
        return "lay it as shown" if len(self.shown_options()) == 1 else ""

    def stuck_tiles(self) -> bool:
        """Whether a tile of the hand of the player to move has no place on the table now (the hand shows it faded)."""
        placeable = {tuple(sorted(move["tile"])) for move in self.position.legal() if is_placement(move)}
        return any(tuple(sorted(tile)) not in placeable for tile in self.position.hand())

    def exchange_move(self) -> dict | None:
        """The helper's swap of the picked tile, where the rules allow it now."""
        if self.tile is None:
            return None
        wanted = sorted(self.tile)
        return next(
            (move for move in self.position.legal() if isinstance(move, dict) and move.get("exchange") == wanted), None
        )

    # -- taps ---------------------------------------------------------------------
    def why_not_now(self) -> str:
        """Why a tap on the table or the hand does nothing at the moment."""
        problem = self.table.why_not_acting()
        if problem:
            return problem
        phase = self.position.phase()
        if phase == TEAM_PICK:
            return _("First choose your team with the Odds or Evens button.")
        if phase == NEXT_GAME:
            return _("This game is over: deal the next one with the Deal game button.")
        return ""

    def on_tile(self, name: str) -> None:
        """A tap on a hand tile picks it, or turns it round when it is picked already."""
        problem = self.why_not_now()
        tile = tile_of(name)
        if problem or tile is None:
            self.warn(problem or _("That is not a tile of your hand."))
            return
        if self.tile is not None and sorted(tile) == sorted(self.tile):
            self.turn_tile()
            return
        if (min(tile), max(tile)) not in self.position.hand():
            # Translators: {tile} is a domino, as 2-5.
            self.warn(_("{tile} is not in your hand.").format(tile=name))
            return
        self.clear()
        self.tile = tile
        self.table.render()

    def turn_tile(self) -> None:
        """The picked tile the other way round (kept on the tapped cell where it lies there both ways)."""
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
        """A tap on a table cell: the first end of the picked tile, or its other end, which lays it."""
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
            self.table.play(laid.move, self.position.actor())
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
            self.table.play(shown[0].move, self.position.actor())
        elif self.tile is not None:
            # Translators: {tile} is the picked domino, as 2-5; {end} the number on the end still to place.
            self.warn(_("Tap one of the cells shown for the {end} end of {tile}.").format(
                end=self.tile[1], tile=tile_text(self.tile)))

    def on_hover(self, name: str) -> None:
        """With a mouse, before a cell is tapped, the ways the tile can lie
        on the cell under the pointer are drawn."""
        if self.tile is None or self.anchor is not None or self.position.actor() is None:
            return
        cell = cell_from_name(name)
        here = self.options_at(cell) if cell is not None else []
        facing = [option for option in here if option.values[0] == self.tile[0]]
        preview = facing or here
        if preview != self.preview:
            self.preview = preview
            self.table.render()

    def on_button(self, name: str, value: str) -> None:
        """A button of the game's own: turn the tile, pass, a team, the next game, the helper."""
        seat = self.position.actor()
        if seat is None:
            self.warn(self.why_not_now())
            return
        exchange = self.exchange_move() if name == "exchange" else None
        if name == "turn":
            self.turn_tile()
        elif name == "pass" and self.position.only_pass():
            self.table.play("pass", seat)
        elif name == "team" and value in TEAMS:
            self.table.play({"team": value}, seat)
        elif name == "next":
            self.table.play("next", seat)
        elif exchange is not None:
            self.table.play(exchange, seat)
