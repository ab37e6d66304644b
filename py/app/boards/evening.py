"""The Evening page: tap a marked cell to place a stone of the colour it is
marked in. Against the computer the players alternate; two friends can play
the original turn-less game, where each has a Done toggle."""

from __future__ import annotations

import html
from itertools import zip_longest
from typing import Any, Optional

import oddsevens
from oddsevens import render
from oddsevens.core.cells import cell_from_name
from oddsevens.core.hexgrid import cell_label
from oddsevens.games.evening import GAME

from ..board import Board, Table
from ..coordinates import Coordinates
from ..dialog import NEEDS_COMPUTER, NEEDS_FRIEND, Field
from ..markup import button, toggle
from ..screen import SoundName

SIDES = GAME.sides
COLOURS = ("white", "black")


def ordinal(place: int) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th"."""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def group_rank(index: int) -> str:
    return "largest" if index == 0 else f"{ordinal(index + 1)} largest"


def pairs_text(pairs: list[list[int]]) -> str:
    return ", ".join(f"{white}–{black}" for white, black in pairs)


class EveningBoard(Board):
    swaps_sides = True

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.coordinates = Coordinates(table)

    # -- setup -----------------------------------------------------------------
    def questions(self, answers: dict[str, str]) -> list[Field]:
        default_size, sizes = self.game.options["size"]
        opponents = [("computer", "The computer"), ("friend", "A friend on this device")]
        colours = [("white", "White, first stone"), ("black", "Black")]
        turns = [("free", "Free: no turns"), ("alternating", "Alternating turns")]
        variants = [
            ("standard", "Standard: a full tie goes to Black"),
            ("odd-even", "Odd-even: a full tie goes by parity"),
        ]
        return [
            Field("opponent", "Opponent", opponents, "computer"),
            Field("colour", "You play", colours, "white", NEEDS_COMPUTER),
            Field("turns", "Turns", turns, "free", NEEDS_FRIEND),
            Field("size", "Board size (cells a side)", [(str(size), str(size)) for size in sizes], str(default_size)),
            Field("variant", "Variant", variants, "standard"),
        ]

    def setup_from_answers(self, answers: dict[str, str]) -> dict[str, Any]:
        if answers["opponent"] == "friend":
            seats = ["human", "human"]
            protocol = answers["turns"]
        else:
            seats = ["human", "computer"] if answers["colour"] == "white" else ["computer", "human"]
            protocol = "alternating"
        options = {"size": int(answers["size"]), "protocol": protocol, "parity": answers["variant"] == "odd-even"}
        return {"seats": seats, "options": options}

    def current_answers(self) -> dict[str, str]:
        options = self.state.options
        computer = self.seats.against_computer()
        return {
            "opponent": "computer" if computer else "friend",
            "colour": "black" if self.seats.kind(0) == "computer" else "white",
            "turns": "free" if computer else options["protocol"],
            "size": str(options["size"]),
            "variant": "odd-even" if options["parity"] else "standard",
        }

    # -- helpers -----------------------------------------------------------------
    @property
    def free(self) -> bool:
        return self.state.options["protocol"] == "free"

    def view(self) -> dict:
        return self.state.view(None)

    def label(self, cell: list[int]) -> str:
        return cell_label((cell[0], cell[1]), self.state.options["size"])

    def named(self, cell: list[int], otherwise: str) -> str:
        """The cell's name ("F5") while the board writes the names in its
        cells; else `otherwise`, the cell as the player finds it on the
        board ("the ringed cell"), since a name not drawn finds nothing."""
        return self.label(cell) if self.coordinates.drawn() else otherwise

    def seat_label(self, seat: int) -> str:
        """Who holds a seat, for the scoreboard; friends are told apart by colour alone."""
        if not self.seats.against_computer():
            return ""
        return f"{self.seats.card(seat)} · "

    # -- taps --------------------------------------------------------------------
    def on_cell(self, name: str) -> None:
        humans = self.table.acting_seats()
        if not humans:
            self.screen.status(self.table.why_not_acting(), warning=True)
            return
        view = self.view()
        cell = list(cell_from_name(name) or ())
        if not any([q, r] == cell for q, r, _ in view["cells"]):
            self.screen.status("That is not a cell of this board.", warning=True)
            return
        owner = next((seat for seat in (0, 1) if cell in view["legal"][seat]), None)
        if owner in humans:
            self.table.play({"cell": cell}, owner)
            return
        self.screen.status(self.refusal(view, cell, owner, humans[0]), warning=True)

    def refusal(self, view: dict, cell: list[int], owner: Optional[int], mover: int) -> str:
        """Why a tap on `cell` placed nothing, for the player(s) who may act."""
        label = self.named(cell, "that cell")
        opening = label[0].upper() + label[1:]
        stone = next(colour for q, r, colour in view["cells"] if [q, r] == cell)
        if stone:
            return f"{opening} already holds a {stone} stone. Tap a marked cell."
        if owner is not None:
            return (
                f"{opening} is {SIDES[owner]}'s cell, not {SIDES[mover]}'s: there the {COLOURS[owner]} groups "
                f"around it add up to less. {SIDES[mover]} may play only the marked cells."
            )
        try:
            self.state.play({"cell": cell}, mover)
        except oddsevens.IllegalMove as error:
            reason = str(error)
            cell_text = f"[{cell[0]}, {cell[1]}]"
            if reason.startswith(cell_text):
                return f"{opening}{reason[len(cell_text):]}."
            return f"Nobody may play {label}: {reason.replace(cell_text, label)}."
        return f"{opening} cannot be played now."

    def game_action(self, name: str, value: str) -> None:
        if self.coordinates.action(name):
            return
        humans = self.table.acting_seats()
        if name == "pass" and humans and not self.free:
            self.table.play("pass", humans[0])
        elif name == "done" and self.free and value.isdigit() and int(value) in humans:
            self.table.play("done", int(value))

    def move_sound(self, move: Any) -> Optional[SoundName]:
        """A stone laid; a pass and Done are silent."""
        return "laid" if isinstance(move, dict) else None

    # -- markup -----------------------------------------------------------------
    def board_markup(self) -> str:
        view = self.view()
        humans = self.table.acting_seats()
        return render.board(
            self.game.id, view, legal_colours=[COLOURS[seat] for seat in humans], interactive=bool(humans),
            coordinates=self.coordinates.drawn(), hint=self.table.hint_shown(),
        )

    def panel_markup(self) -> str:
        view = self.view()
        return self.players_markup(view) + self.groups_markup(view)

    def players_markup(self, view: dict) -> str:
        cards = []
        for seat in (0, 1):
            moving = " to-move" if not self.free and seat in view["to_move"] else ""
            done = '<span class="pill">Done</span>' if self.free and view["done"][seat] else ""
            stones = view["stones"][seat]
            largest = view["scores"][seat]
            cards.append(
                f'<div class="score evening-player {COLOURS[seat]}{moving}">'
                f'<span class="evening-swatch {COLOURS[seat]}" aria-hidden="true"></span>'
                f'<span class="who"><span class="side">{SIDES[seat]}{done}</span>'
                f"<small>{html.escape(self.seat_label(seat))}{stones} stone{'' if stones == 1 else 's'}</small></span>"
                f'<span class="points" aria-label="largest group {largest}">{largest}</span></div>'
            )
        return f'<div class="scoreboard evening-scores">{"".join(cards)}</div>'

    def groups_markup(self, view: dict) -> str:
        """Both players' group sizes side by side, largest first: the list the
        winner is read from, with the pair that decides (or would decide now)
        picked out."""
        white, black = view["group_sizes"]
        if not white and not black:
            return '<p class="hint">Each group\'s size is written on one of its stones; the largest groups decide.</p>'
        decision = self.state.decision()
        deciding = len(decision["compared"]) - 1 if decision["by"] == "groups" else None
        rows = []
        for index, (white_size, black_size) in enumerate(zip_longest(white, black)):
            compared = index < len(decision["compared"])
            row_class = "decides" if index == deciding else "compared" if compared else "later"
            cells = []
            for seat, size in ((0, white_size), (1, black_size)):
                bigger = " bigger" if index == deciding and seat == decision["winner"] else ""
                shown = '<span title="no group: counts as 0">–</span>' if size is None else str(size)
                cells.append(f'<td class="{COLOURS[seat]}{bigger}">{shown}</td>')
            rank = group_rank(index).capitalize()
            rows.append(f'<tr class="{row_class}"><th scope="row">{rank}</th>{"".join(cells)}</tr>')
        if self.state.over:
            heading, explained = "How the winner was decided", self.outline_key(decision)
        else:
            heading, explained = "Groups, largest first", self.standing_text(decision)
        return (
            f'<section class="evening-groups" aria-label="{heading}"><h2>{heading}</h2>'
            '<table><thead><tr><td></td>'
            '<th scope="col">White</th><th scope="col">Black</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>'
            f'<p class="hint">{html.escape(explained)}</p></section>'
        )

    @staticmethod
    def outline_key(decision: dict) -> str:
        """What the outlines on a finished board mean (the status line says the result)."""
        if decision["by"] != "groups":
            return "On the board: every pair of groups, all equal, is outlined dashed."
        if len(decision["compared"]) == 1:
            return "On the board: the deciding pair is outlined solid."
        return "On the board: the deciding pair is outlined solid, the equal pairs before it dashed."

    def standing_text(self, decision: dict) -> str:
        """The comparison in words: as it stands during play, final at the end."""
        winner, compared = SIDES[decision["winner"]], decision["compared"]
        if decision["by"] == "groups":
            index = len(compared) - 1
            big, small = sorted(compared[index], reverse=True)
            loser = SIDES[1 - decision["winner"]]
            if index == 0:
                ties = ""
            elif index == 1:
                ties = f"The largest groups tie ({pairs_text(compared[:1])}); then "
            else:
                ties = f"The first {index} pairs tie ({pairs_text(compared[:index])}); then "
            against = f"{loser}'s 0 (none left)" if small == 0 else f"{loser}'s {small}"
            comparison = f"{ties}{winner}'s {group_rank(index)} group, {big}, beats {against}"
            comparison = comparison[0].upper() + comparison[1:]
            return f"{comparison}." if self.state.over else f"{comparison}: {winner} is ahead."
        tie = f"Every pair of groups is equal ({pairs_text(compared)})"
        if decision["by"] == "tie":
            verdict = f"{tie}: a complete tie goes to Black."
        else:
            count = decision["white_stones"]
            parity = "odd" if count % 2 else "even"
            stones = "is 1 white stone" if count == 1 else f"are {count} white stones"
            verdict = f"{tie}, so parity decides: there {stones}, an {parity} number, and {winner} plays {parity}."
        return verdict if self.state.over else f"{verdict} {winner} is ahead."

    def game_buttons(self) -> str:
        humans = self.table.acting_seats()
        if self.free:
            done = self.view()["done"]
            return "".join(
                toggle(f"{SIDES[seat]}: Done", "done", done[seat], value=str(seat))
                if seat in humans and "done" in self.state.legal_moves(seat)
                else button(f"{SIDES[seat]}: Done", "done", value=str(seat), disabled=True)
                for seat in (0, 1)
            ) + self.coordinates.button()
        can_pass = bool(humans) and "pass" in self.state.legal_moves(humans[0])
        hinted = self.table.hint_shown() == "pass"
        return button("Pass", "pass", disabled=not can_pass, suggested=hinted) + self.coordinates.button()

    def offers_hints(self) -> bool:
        """Taking turns only: the computer's search plays no free game,
        where both players may place stones at any time."""
        return not self.free

    def hint_sentence(self, move: Any, seat: int) -> str:
        if move == "pass":
            return "Hint: pass (Pass is marked)."
        if not self.coordinates.drawn():
            return f"Hint: a {COLOURS[seat]} stone where one is drawn faintly on the board."
        return f"Hint: a {COLOURS[seat]} stone on {self.label(move['cell'])}, as marked."

    # -- status --------------------------------------------------------------------
    def status_text(self) -> str:
        state = self.state
        view = self.view()
        if not state.moves():
            return self.opening_text()
        return self.free_status(view) if self.free else self.alternating_status(view)

    def opening_text(self) -> str:
        if self.seats.kind(0) == "computer":
            return "The computer (White) is placing the first stone…"
        who = "You play White" if self.seats.against_computer() else "White"
        return f"{who}: tap any cell for the first stone."

    def alternating_status(self, view: dict) -> str:
        seat = view["to_move"][0]
        last = view["last_move"]
        before = ""
        if last and last["move"] == "pass":
            before = f"{self.seats.who(last['seat'])} passed, so one more pass ends the game. "
        elif last and self.seats.against_computer() and self.seats.kind(last["seat"]) == "computer":
            before = f"The computer played {self.named(last['move']['cell'], 'the ringed cell')}. "
        if self.seats.kind(seat) == "computer":
            return f"{before}The computer ({SIDES[seat]}) is choosing…"
        who = f"Your turn ({SIDES[seat]})" if self.seats.against_computer() else f"{SIDES[seat]}'s turn"
        if not view["legal"][seat]:
            return f"{before}{who}: no cell is open to {COLOURS[seat]}, so press Pass."
        return f"{before}{who}: tap a marked cell to place a {COLOURS[seat]} stone, or press Pass."

    def free_status(self, view: dict) -> str:
        done = view["done"]
        if any(done):
            seat = done.index(True)
            return (
                f"{SIDES[seat]} is done. {SIDES[1 - seat]}: place a stone or press Done to end the game. "
                "Any new stone clears Done."
            )
        previous = self.table.history[-2].view(None) if len(self.table.history) > 1 else None
        stone_cleared_done = previous and any(previous["done"]) and view["last_move"]["move"] != "done"
        cleared = "A new stone cleared Done. " if stone_cleared_done else ""
        open_to = [SIDES[seat] for seat in (0, 1) if view["legal"][seat]]
        if len(open_to) == 2:
            tap = "Tap a cell to place a stone of the colour its dot shows (white or black)"
        else:
            tap = f"Only {open_to[0]} has open cells: tap one to place a {open_to[0].lower()} stone"
        return f"{cleared}{tap}. When you have nothing more to place, press your Done button."

    def result_text(self) -> tuple[str, str]:
        decision = self.view()["decision"]
        winner = decision["winner"]
        if self.seats.against_computer():
            headline = "You win!" if self.seats.kind(winner) == "human" else "The computer wins."
        else:
            headline = f"{SIDES[winner]} wins."
        return headline, self.standing_text(decision)
