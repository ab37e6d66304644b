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
from oddsevens.core.phrases import Phrase
from oddsevens.games.evening import GAME, NO_NEIGHBOURS, PLACEMENT_RULE

from ..board import Board, Table
from ..coordinates import Coordinates
from ..dialog import NEEDS_COMPUTER, NEEDS_FRIEND, Field
from .. import words
from ..markup import button, toggle
from ..screen import SoundName
from ..words import _, ngettext, pgettext


SIDES = GAME.sides
"""The sides' names in English (marked in the engine): `_(SIDES[seat])` says one."""
COLOURS = ("white", "black")
WHITE, BLACK = 0, 1


def group_rank(index: int, start: bool = False) -> str:
    """A group's rank by size, largest first (index 0), in the page's
    language: "largest" ("Largest" to start a line), "2nd largest", "11th largest"."""
    if index == 0:
        # Translators: the largest group, heading a row of the table of group sizes.
        return _("Largest") if start else _("largest")
    place = index + 1
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    if suffix == "st":
        # Translators: a group's rank by size, {place} a number ("21st largest"). English picks st, nd, rd or th by
        # the number; each of the four messages gives your language's ordinal for any number.
        rank = _("{place}st largest")
    elif suffix == "nd":
        # Translators: a group's rank by size, {place} a number ("2nd largest"); see "{place}st largest".
        rank = _("{place}nd largest")
    elif suffix == "rd":
        # Translators: a group's rank by size, {place} a number ("3rd largest"); see "{place}st largest".
        rank = _("{place}rd largest")
    else:
        # Translators: a group's rank by size, {place} a number ("4th largest"); see "{place}st largest".
        rank = _("{place}th largest")
    return rank.format(place=place)


def pairs_text(pairs: list[list[int]]) -> str:
    return ", ".join(f"{white}–{black}" for white, black in pairs)


def side_sentence(seat: int, white: str, black: str, **values: Any) -> str:
    """One of two full messages, each already said: `white` for White's seat, `black` for Black's."""
    return (white if seat == WHITE else black).format(**values)


class EveningBoard(Board):
    swaps_sides = True

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.coordinates = Coordinates(table)

    # -- setup -----------------------------------------------------------------
    def questions(self, answers: dict[str, str]) -> list[Field]:
        default_size, sizes = self.game.options["size"]
        opponents = [("computer", _("The computer")), ("friend", _("A friend on this device"))]
        # Translators: the colours a player may choose; White places the first stone.
        colours = [("white", _("White, first stone")), ("black", _("Black"))]
        turns = [("free", _("Free: no turns")), ("alternating", _("Alternating turns"))]
        variants = [
            ("standard", _("Standard: a full tie goes to Black")),
            ("odd-even", _("Odd-even: a full tie goes by parity")),
        ]
        return [
            Field("opponent", _("Opponent"), opponents, "computer"),
            Field("colour", _("You play"), colours, "white", NEEDS_COMPUTER),
            Field("turns", _("Turns"), turns, "free", NEEDS_FRIEND),
            Field("size", _("Board size (cells a side)"), [(str(size), str(size)) for size in sizes], str(default_size)),
            Field("variant", _("Variant"), variants, "standard"),
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

    def named(self) -> bool:
        """Whether a sentence names a cell ("F5"): only while the board
        writes the names in its cells; otherwise it says the cell as the
        player finds it on the board ("the ringed cell"), since a name not
        drawn finds nothing."""
        return self.coordinates.drawn()

    def stones_label(self, seat: int, stones: int) -> str:
        """A seat's stones on the scoreboard, after who holds it against the
        computer; friends are told apart by colour alone."""
        if not self.seats.against_computer():
            return ngettext("{count} stone", "{count} stones", stones).format(count=stones)
        # Translators: a score card: who holds the seat ("Computer · medium", "You") and the stones on the board.
        return ngettext("{who} · {count} stone", "{who} · {count} stones", stones).format(
            who=self.seats.card(seat), count=stones
        )

    # -- taps --------------------------------------------------------------------
    def on_cell(self, name: str) -> None:
        humans = self.table.acting_seats()
        if not humans:
            self.screen.status(self.table.why_not_acting(), warning=True)
            return
        view = self.view()
        cell = list(cell_from_name(name) or ())
        if not any([q, r] == cell for q, r, _colour in view["cells"]):
            self.screen.status(_("That is not a cell of this board."), warning=True)
            return
        owner = next((seat for seat in (0, 1) if cell in view["legal"][seat]), None)
        if owner in humans:
            self.table.play({"cell": cell}, owner)
            return
        self.screen.status(self.refusal(view, cell, owner, humans[0]), warning=True)

    def refusal(self, view: dict, cell: list[int], owner: Optional[int], mover: int) -> str:
        """Why a tap on `cell` placed nothing, for the player(s) who may act."""
        named, label = self.named(), self.label(cell)
        stone = next(colour for q, r, colour in view["cells"] if [q, r] == cell)
        if stone == "white":
            return (_("{cell} already holds a white stone. Tap a marked cell.") if named
                    else _("That cell already holds a white stone. Tap a marked cell.")).format(cell=label)
        if stone:
            return (_("{cell} already holds a black stone. Tap a marked cell.") if named
                    else _("That cell already holds a black stone. Tap a marked cell.")).format(cell=label)
        if owner == WHITE:
            # Translators: a refusal: the cell tapped is one where only White may place a stone, and Black is to play.
            return (_("{cell} is White's cell, not Black's: there the white groups around it add up to less. "
                      "Black may play only the marked cells.") if named
                    else _("That cell is White's cell, not Black's: there the white groups around it add up to less. "
                           "Black may play only the marked cells.")).format(cell=label)
        if owner == BLACK:
            # Translators: a refusal: the cell tapped is one where only Black may place a stone, and White is to play.
            return (_("{cell} is Black's cell, not White's: there the black groups around it add up to less. "
                      "White may play only the marked cells.") if named
                    else _("That cell is Black's cell, not White's: there the black groups around it add up to less. "
                           "White may play only the marked cells.")).format(cell=label)
        try:
            self.state.play({"cell": cell}, mover)
        except oddsevens.IllegalMove as error:
            return self.rule_refusal(error.said, cell, named, label)
        return (_("{cell} cannot be played now.") if named else _("That cell cannot be played now.")).format(cell=label)

    @staticmethod
    def rule_refusal(said: Any, cell: list[int], named: bool, label: str) -> str:
        """Why the rules refuse a stone on `cell` (IllegalMove's `said`), in a sentence."""
        message = said.message if isinstance(said, Phrase) else None
        if message == NO_NEIGHBOURS:
            return (_("{cell} touches no stone, and a cell with no neighbouring stones is never legal.") if named
                    else _("That cell touches no stone, and a cell with no neighbouring stones is never legal.")
                    ).format(cell=label)
        if message in PLACEMENT_RULE:
            values = {"cell": label, "own": said.values["own"], "other": said.values["other"]}
            # Translators: {cell} is a cell ("F5"); {own} and {other} are the sizes of the white and the black groups
            # touching it, added up.
            white = (_("Nobody may play {cell}: White may place only where the white groups touching the cell add up to "
                       "less than the black ones; at {cell} they add up to {own} against {other}.") if named
                     else _("Nobody may play that cell: White may place only where the white groups touching the cell "
                            "add up to less than the black ones; at that cell they add up to {own} against {other}."))
            # Translators: {cell} is a cell ("F5"); {own} and {other} are the sizes of the black and the white groups
            # touching it, added up.
            black = (_("Nobody may play {cell}: Black may place only where the black groups touching the cell add up to "
                       "less than the white ones; at {cell} they add up to {own} against {other}.") if named
                     else _("Nobody may play that cell: Black may place only where the black groups touching the cell "
                            "add up to less than the white ones; at that cell they add up to {own} against {other}."))
            return side_sentence(PLACEMENT_RULE.index(message), white, black, **values)
        cell_text = f"[{cell[0]}, {cell[1]}]"
        # Translators: a cell in a sentence, where the board does not write the cells' names.
        reason = words.say(said).replace(cell_text, label if named else _("that cell"))
        # Translators: {reason} is the rule that forbids the stone, as a clause.
        return (_("Nobody may play {cell}: {reason}.") if named
                else _("Nobody may play that cell: {reason}.")).format(cell=label, reason=reason)

    def game_action(self, name: str, value: str) -> None:
        if self.coordinates.action(name):
            return
        humans = self.table.acting_seats()
        if name == "pass" and humans and not self.free:
            self.table.play("pass", humans[0])
        elif name == "done" and self.free and value.isdigit() and int(value) in humans:
            self.table.play("done", int(value))

    def automatic_move(self, state: oddsevens.State, seat: int) -> Any:
        """A pass, for a player taking turns with no cell open to them: the
        engine offers them nothing else. Never Done in the free game: it is
        a toggle each player sets for themselves (offered alone to a player
        with no cell, it would also take back a Done already set)."""
        return "pass" if state.legal_moves(seat) == ["pass"] else None

    def move_sound(self, move: Any) -> Optional[SoundName]:
        """A stone laid; a pass and Done are silent."""
        return "laid" if isinstance(move, dict) else None

    # -- markup -----------------------------------------------------------------
    def board_markup(self) -> str:
        view = self.view()
        humans = self.table.acting_seats()
        return render.board(
            self.game.id, view, legal_colours=[COLOURS[seat] for seat in humans], interactive=bool(humans),
            coordinates=self.coordinates.drawn(), hint=self.table.hint_shown(), say=words.say,
        )

    def panel_markup(self) -> str:
        view = self.view()
        return self.players_markup(view) + self.groups_markup(view)

    def players_markup(self, view: dict) -> str:
        cards = []
        for seat in (0, 1):
            moving = " to-move" if not self.free and seat in view["to_move"] else ""
            done = ""
            if self.free and view["done"][seat]:
                # Translators: on a score card: the player has pressed their Done toggle (free protocol).
                pill = pgettext("button", "Done")
                done = f'<span class="pill">{html.escape(pill, quote=False)}</span>'
            stones = view["stones"][seat]
            largest = view["scores"][seat]
            # Translators: a score card's number, for screen readers: the size of the player's largest group.
            points = _("largest group {size}").format(size=largest)
            cards.append(
                f'<div class="score evening-player {COLOURS[seat]}{moving}">'
                f'<span class="evening-swatch {COLOURS[seat]}" aria-hidden="true"></span>'
                f'<span class="who"><span class="side">{html.escape(_(SIDES[seat]), quote=False)}{done}</span>'
                f"<small>{html.escape(self.stones_label(seat, stones))}</small></span>"
                f'<span class="points" aria-label="{html.escape(points)}">{largest}</span></div>'
            )
        return f'<div class="scoreboard evening-scores">{"".join(cards)}</div>'

    def groups_markup(self, view: dict) -> str:
        """Both players' group sizes side by side, largest first: the list the
        winner is read from, with the pair that decides (or would decide now)
        picked out."""
        white, black = view["group_sizes"]
        if not white and not black:
            text = _("Each group's size is written on one of its stones; the largest groups decide.")
            return f'<p class="hint">{html.escape(text, quote=False)}</p>'
        decision = self.state.decision()
        deciding = len(decision["compared"]) - 1 if decision["by"] == "groups" else None
        # Translators: a dash in the table of group sizes where a player has no group of that rank.
        missing = html.escape(_("no group: counts as 0"))
        rows = []
        for index, (white_size, black_size) in enumerate(zip_longest(white, black)):
            compared = index < len(decision["compared"])
            row_class = "decides" if index == deciding else "compared" if compared else "later"
            cells = []
            for seat, size in ((0, white_size), (1, black_size)):
                bigger = " bigger" if index == deciding and seat == decision["winner"] else ""
                shown = f'<span title="{missing}">–</span>' if size is None else str(size)
                cells.append(f'<td class="{COLOURS[seat]}{bigger}">{shown}</td>')
            rank = html.escape(group_rank(index, start=True), quote=False)
            rows.append(f'<tr class="{row_class}"><th scope="row">{rank}</th>{"".join(cells)}</tr>')
        if self.state.over:
            heading, explained = _("How the winner was decided"), self.outline_key(decision)
        else:
            heading, explained = _("Groups, largest first"), self.standing_text(decision)
        return (
            f'<section class="evening-groups" aria-label="{html.escape(heading)}"><h2>{html.escape(heading, quote=False)}</h2>'
            '<table><thead><tr><td></td>'
            f'<th scope="col">{html.escape(_(SIDES[WHITE]), quote=False)}</th>'
            f'<th scope="col">{html.escape(_(SIDES[BLACK]), quote=False)}</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>'
            f'<p class="hint">{html.escape(explained)}</p></section>'
        )

    @staticmethod
    def outline_key(decision: dict) -> str:
        """What the outlines on a finished board mean (the status line says the result)."""
        if decision["by"] != "groups":
            return _("On the board: every pair of groups, all equal, is outlined dashed.")
        if len(decision["compared"]) == 1:
            return _("On the board: the deciding pair is outlined solid.")
        return _("On the board: the deciding pair is outlined solid, the equal pairs before it dashed.")

    def standing_text(self, decision: dict) -> str:
        """The comparison in words: as it stands during play, final at the end."""
        winner, compared = decision["winner"], decision["compared"]
        over = self.state.over
        if decision["by"] == "groups":
            comparison = self.comparison_text(winner, compared)
            if over:
                # Translators: {comparison} is the comparison of the groups that decided the game, as a clause.
                return _("{comparison}.").format(comparison=comparison)
            return side_sentence(
                winner,
                # Translators: {comparison} is the comparison of the groups that decides the game as it stands, as a
                # clause.
                _("{comparison}: White is ahead."),
                # Translators: {comparison} is the comparison of the groups that decides the game as it stands, as a
                # clause.
                _("{comparison}: Black is ahead."),
                comparison=comparison,
            )
        pairs = pairs_text(compared)
        if decision["by"] == "tie":
            # Translators: {pairs} lists the pairs of group sizes, White's first ("5–5, 2–2").
            verdict = _("Every pair of groups is equal ({pairs}): a complete tie goes to Black.").format(pairs=pairs)
        else:
            count = decision["white_stones"]
            if count % 2:
                # Translators: {pairs} lists the pairs of group sizes, White's first ("5–5, 2–2"); {count} is the
                # number of white stones.
                verdict = ngettext(
                    "Every pair of groups is equal ({pairs}), so parity decides: there is {count} white stone, an odd number, "
                    "and White plays odd.",
                    "Every pair of groups is equal ({pairs}), so parity decides: there are {count} white stones, an odd number, "
                    "and White plays odd.",
                    count,
                ).format(pairs=pairs, count=count)
            else:
                # Translators: {pairs} lists the pairs of group sizes, White's first ("5–5, 2–2"); {count} is the
                # number of white stones.
                verdict = ngettext(
                    "Every pair of groups is equal ({pairs}), so parity decides: there is {count} white stone, an even number, "
                    "and Black plays even.",
                    "Every pair of groups is equal ({pairs}), so parity decides: there are {count} white stones, an even number, "
                    "and Black plays even.",
                    count,
                ).format(pairs=pairs, count=count)
        if over:
            return verdict
        return side_sentence(
            winner,
            # Translators: {verdict} is the sentence that says how the tied groups decide the game as it stands.
            _("{verdict} White is ahead."),
            # Translators: {verdict} is the sentence that says how the tied groups decide the game as it stands.
            _("{verdict} Black is ahead."),
            verdict=verdict,
        )

    @staticmethod
    def comparison_text(winner: int, compared: list[list[int]]) -> str:
        """The pair of groups that decides, after the equal pairs before it:
        a clause, without its full stop."""
        index = len(compared) - 1
        big, small = sorted(compared[index], reverse=True)
        values = {"big": big, "small": small, "pairs": pairs_text(compared[:index]), "count": index,
                  "rank": group_rank(index)}
        if index == 0:
            if small == 0:
                white = _("White's largest group, {big}, beats Black's 0 (none left)")
                black = _("Black's largest group, {big}, beats White's 0 (none left)")
            else:
                # Translators: {big} and {small} are the sizes of the two players' largest groups.
                white = _("White's largest group, {big}, beats Black's {small}")
                # Translators: {big} and {small} are the sizes of the two players' largest groups.
                black = _("Black's largest group, {big}, beats White's {small}")
        elif index == 1:
            if small == 0:
                # Translators: {pairs} is the pair of sizes of the largest groups ("5–5"); {big} the size of the
                # winner's 2nd largest group.
                white = _("The largest groups tie ({pairs}); then White's 2nd largest group, {big}, beats Black's 0 (none left)")
                # Translators: {pairs} is the pair of sizes of the largest groups ("5–5"); {big} the size of the
                # winner's 2nd largest group.
                black = _("The largest groups tie ({pairs}); then Black's 2nd largest group, {big}, beats White's 0 (none left)")
            else:
                # Translators: {pairs} is the pair of sizes of the largest groups ("5–5"); {big} and {small} the sizes
                # of the 2nd largest groups.
                white = _("The largest groups tie ({pairs}); then White's 2nd largest group, {big}, beats Black's {small}")
                # Translators: {pairs} is the pair of sizes of the largest groups ("5–5"); {big} and {small} the sizes
                # of the 2nd largest groups.
                black = _("The largest groups tie ({pairs}); then Black's 2nd largest group, {big}, beats White's {small}")
        elif small == 0:
            # Translators: {count} pairs of groups tie (2 or more), {pairs} lists them ("5–5, 3–3"); {rank} is the
            # rank of the deciding groups ("3rd largest"), {big} the size of the winner's.
            white = _("The first {count} pairs tie ({pairs}); then White's {rank} group, {big}, beats Black's 0 (none left)")
            # Translators: {count} pairs of groups tie (2 or more), {pairs} lists them ("5–5, 3–3"); {rank} is the
            # rank of the deciding groups ("3rd largest"), {big} the size of the winner's.
            black = _("The first {count} pairs tie ({pairs}); then Black's {rank} group, {big}, beats White's 0 (none left)")
        else:
            # Translators: {count} pairs of groups tie (2 or more), {pairs} lists them ("5–5, 3–3"); {rank} is the
            # rank of the deciding groups ("3rd largest"), {big} and {small} their sizes.
            white = _("The first {count} pairs tie ({pairs}); then White's {rank} group, {big}, beats Black's {small}")
            # Translators: {count} pairs of groups tie (2 or more), {pairs} lists them ("5–5, 3–3"); {rank} is the
            # rank of the deciding groups ("3rd largest"), {big} and {small} their sizes.
            black = _("The first {count} pairs tie ({pairs}); then Black's {rank} group, {big}, beats White's {small}")
        return side_sentence(winner, white, black, **values)

    def game_buttons(self) -> str:
        humans = self.table.acting_seats()
        if self.free:
            done = self.view()["done"]
            # Translators: each player's Done toggle (free protocol), named for their side.
            labels = (_("White: Done"), _("Black: Done"))
            return "".join(
                toggle(labels[seat], "done", done[seat], value=str(seat))
                if seat in humans and "done" in self.state.legal_moves(seat)
                else button(labels[seat], "done", value=str(seat), disabled=True)
                for seat in (0, 1)
            ) + self.coordinates.button()
        can_pass = bool(humans) and "pass" in self.state.legal_moves(humans[0])
        hinted = self.table.hint_shown() == "pass"
        # Translators: the button that passes the turn.
        label = pgettext("button", "Pass")
        return button(label, "pass", disabled=not can_pass, suggested=hinted) + self.coordinates.button()

    def offers_hints(self) -> bool:
        """Taking turns only: the computer's search plays no free game,
        where both players may place stones at any time."""
        return not self.free

    def hint_sentence(self, move: Any, seat: int) -> str:
        if move == "pass":
            # Translators: Pass is the button's name.
            return _("Hint: pass (Pass is marked).")
        if not self.coordinates.drawn():
            return side_sentence(
                seat,
                _("Hint: a white stone where one is drawn faintly on the board."),
                _("Hint: a black stone where one is drawn faintly on the board."),
            )
        return side_sentence(
            seat,
            # Translators: {cell} is a cell ("E5").
            _("Hint: a white stone on {cell}, as marked."),
            # Translators: {cell} is a cell ("E5").
            _("Hint: a black stone on {cell}, as marked."),
            cell=self.label(move["cell"]),
        )

    # -- status --------------------------------------------------------------------
    def status_text(self) -> str:
        state = self.state
        view = self.view()
        if not state.moves():
            return self.opening_text()
        return self.free_status(view) if self.free else self.alternating_status(view)

    def opening_text(self) -> str:
        if self.seats.kind(0) == "computer":
            return _("The computer (White) is placing the first stone…")
        if self.seats.against_computer():
            return _("You play White: tap any cell for the first stone.")
        return _("White: tap any cell for the first stone.")

    def alternating_status(self, view: dict) -> str:
        seat = view["to_move"][0]
        last = view["last_move"]
        before = ""
        if last and last["move"] == "pass":
            if self.seats.against_computer():
                before = (_("You passed, so one more pass ends the game.") if self.seats.kind(last["seat"]) == "human"
                          else _("The computer passed, so one more pass ends the game."))
            else:
                before = side_sentence(last["seat"], _("White passed, so one more pass ends the game."),
                                       _("Black passed, so one more pass ends the game."))
        elif last and self.seats.against_computer() and self.seats.kind(last["seat"]) == "computer":
            if self.named():
                # Translators: {cell} is a cell ("E5").
                before = _("The computer played {cell}.").format(cell=self.label(last["move"]["cell"]))
            else:
                before = _("The computer played the ringed cell.")
        return " ".join(text for text in (before, self.turn_text(view, seat)) if text)

    def turn_text(self, view: dict, seat: int) -> str:
        """What the seat to move (alternating protocol) is to do."""
        if self.seats.kind(seat) == "computer":
            return side_sentence(seat, _("The computer (White) is choosing…"), _("The computer (Black) is choosing…"))
        yours = self.seats.against_computer()
        if not view["legal"][seat]:
            # The page passes for them in a moment (automatic_move).
            if yours:
                return _("No cell is open to you: you pass.")
            return side_sentence(seat, _("No cell is open to White: White passes."),
                                 _("No cell is open to Black: Black passes."))
        if yours:
            return side_sentence(seat, _("Your turn (White): tap a marked cell to place a white stone, or press Pass."),
                                 _("Your turn (Black): tap a marked cell to place a black stone, or press Pass."))
        return side_sentence(seat, _("White's turn: tap a marked cell to place a white stone, or press Pass."),
                             _("Black's turn: tap a marked cell to place a black stone, or press Pass."))

    def free_status(self, view: dict) -> str:
        done = view["done"]
        if any(done):
            return side_sentence(
                done.index(True),
                # Translators: Done is the name of each player's toggle.
                _("White is done. Black: place a stone or press Done to end the game. Any new stone clears Done."),
                _("Black is done. White: place a stone or press Done to end the game. Any new stone clears Done."),
            )
        previous = self.table.history[-2].view(None) if len(self.table.history) > 1 else None
        stone_cleared_done = previous and any(previous["done"]) and view["last_move"]["move"] != "done"
        # Translators: Done is the name of each player's toggle.
        cleared = _("A new stone cleared Done.") if stone_cleared_done else ""
        open_to = [seat for seat in (0, 1) if view["legal"][seat]]
        if len(open_to) == 2:
            tap = _("Tap a cell to place a stone of the colour its dot shows (white or black).")
        else:
            tap = side_sentence(open_to[0], _("Only White has open cells: tap one to place a white stone."),
                                _("Only Black has open cells: tap one to place a black stone."))
        # Translators: Done is the name of each player's toggle.
        end = _("When you have nothing more to place, press your Done button.")
        return " ".join(text for text in (cleared, tap, end) if text)

    def result_text(self) -> tuple[str, str]:
        decision = self.view()["decision"]
        winner = decision["winner"]
        if self.seats.against_computer():
            headline = _("You win!") if self.seats.kind(winner) == "human" else _("The computer wins.")
        else:
            headline = side_sentence(winner, _("White wins."), _("Black wins."))
        return headline, self.standing_text(decision)
