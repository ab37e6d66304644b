"""Hot-seat play of the games with hidden hands, on the page layer with a
stand-in screen: while the device changes hands the table stays on screen as
a spectator sees it, with a line saying what was just played, and nothing
private is on the page until the next player asks for their own view; the
card, then that player's choice, come into view by themselves, once each."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

from app.handover import CARD, CHOICES
from fakes import board_drawing, make_page
from oddsevens import notation, render

SVG = "{http://www.w3.org/2000/svg}"
EVEN_ODDS_NAMES = ["Ann", "Bo", "Cy"]
EVEN_AT_ODDS_NAMES = ["Ann", "Ben"]


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [node for node in root.iter() if name in (node.get("class") or "").split()]


def news(page) -> list[str]:
    markup = page.screen.regions["board"]
    return [re.sub(r"&#x27;|&#39;", "'", item) for item in re.findall(r"<li>(.*?)</li>", markup)]


def even_odds_friends(seed: int, seats: list[str] | None = None):
    page = make_page("even-odds", seed=seed)
    page.start_new({"seats": seats or ["human"] * 3, "names": EVEN_ODDS_NAMES, "options": {"rounds": 1, "first": 0}})
    return page


def play_a_turn(page, chooser: random.Random) -> None:
    """The person now holding the device plays (a 10 and its colour count as one turn)."""
    seat = page.humans_to_move()[0]
    while not page.state.over and page.humans_to_move() == [seat] and not page.handover.pending():
        page.play(chooser.choice(page.state.legal_moves(seat)), seat)
        page.screen.run_pending()


def test_even_odds_hand_over_shows_the_spectators_table_and_the_move_just_played():
    page = even_odds_friends(seed=9)
    chooser = random.Random(3)
    namings = 0
    while not page.state.over:
        assert page.handover.pending()
        board = page.screen.regions["board"]
        public = render.board("even-odds", page.state.view(None), names=EVEN_ODDS_NAMES, interactive=True)
        assert board.startswith('<section class="handover"') and board.endswith(public)
        root = board_drawing(board)
        for rack in with_class(root, "rack"):
            assert not with_class(rack, "tile-value"), "a rack shows a number during the hand-over"
            assert not with_class(rack, "face")
            assert not [node for node in rack.iter() if re.search(r"\d", node.get("aria-label") or "")]
        assert not [node for node in root.iter() if node.get("data-tile") or node.get("data-color")]
        next_name = EVEN_ODDS_NAMES[page.humans_to_move()[0]]
        assert f"Pass the device to {next_name}" in board
        assert f"I am {next_name}: show the others&#x27; tiles" in board
        assert page.screen.regions["status"] == f"Pass the device to {next_name}."
        if len(page.state):
            seat = page.state.moves()[-1][0]
            run = 1
            while run < len(page.state) and page.state.moves()[-1 - run][0] == seat:
                run += 1
            phrases = [
                str(notation.describe(page.history[-2 - back], page.history[-1 - back], None, EVEN_ODDS_NAMES))
                for back in reversed(range(run))
            ]
            assert news(page) == [f"{EVEN_ODDS_NAMES[seat]}: {'; '.join(phrases)}."]
            namings += run > 1
        page.action("reveal")
        seat = page.humans_to_move()[0]
        assert page.screen.regions["board"] == render.board(
            "even-odds", page.state.view(seat), names=EVEN_ODDS_NAMES, interactive=True
        )
        play_a_turn(page, chooser)
    assert namings, "no 10 was played: pick another seed"


def test_even_odds_news_tells_the_computers_moves_after_the_persons():
    page = even_odds_friends(seed=9, seats=["human", "computer", "human"])
    page.action("reveal")
    play_a_turn(page, random.Random(2))
    page.screen.run_pending()
    assert page.handover.pending() and page.humans_to_move() == [2]
    moves = page.state.moves()
    seats = [seat for seat, _ in moves]
    mine = seats.count(0)
    assert 0 < mine < len(seats) and seats == [0] * mine + [1] * (len(seats) - mine)
    phrases = [str(notation.describe(page.history[index], page.history[index + 1], None, EVEN_ODDS_NAMES))
               for index in range(len(moves))]
    assert news(page) == [f"Ann: {'; '.join(phrases[:mine])}.", f"Bo: {'; '.join(phrases[mine:])}."]


def test_even_at_odds_hand_over_keeps_the_table_and_covers_both_hands():
    page = make_page("even-at-odds", seed=4)
    page.start_new({"seats": ["human", "human"], "names": EVEN_AT_ODDS_NAMES,
                    "options": {"mode": "duel", "match": "single"}})
    chooser = random.Random(5)
    for _ in range(8):
        page.action("reveal")
        seat = page.humans_to_move()[0]
        hand = page.state.view(seat)["hands"][seat]
        assert f'data-tile="{hand[0][0]}-{hand[0][1]}"' in page.screen.regions["board"]
        before = page.state
        page.play(chooser.choice(page.state.legal_moves(seat)), seat)
        assert page.handover.pending()
        board = page.screen.regions["board"]
        public = page.state.view(None)
        spectators = {"legal": [], "interactive": False, "names": EVEN_AT_ODDS_NAMES, "steady": True}
        other_hand, table, hand = (
            render.board("even-at-odds", public, part=part, **spectators) for part in ("other hand", "table", "hand")
        )
        assert board.endswith(f'{other_hand}<div class="zoom-frame eao-table-frame">{table}</div>{hand}')
        root = board_drawing(board)
        assert not [node for node in root.iter() if node.get("data-tile")]
        backs = [node for node in with_class(root, "back") if node.get("aria-label") == "hidden tile"]
        assert len(backs) == sum(public["hand_counts"])
        assert len(with_class(root, "tile")) - len(backs) == len(public["tiles"])
        assert news(page) == [f"{EVEN_AT_ODDS_NAMES[seat]}: {notation.describe(before, page.state, None, EVEN_AT_ODDS_NAMES)}."]
        nobody_may_see = {f"tile {a}-{b}" for owner in (0, 1) for a, b in page.state.view(owner)["hands"][owner]}
        assert not [label for label in nobody_may_see if label in board + page.screen.regions["panel"]]
        assert "Score" in page.screen.regions["panel"] or "score" in page.screen.regions["panel"]
        assert f"I am {EVEN_AT_ODDS_NAMES[1 - seat]}: show my hand" in board


def test_even_at_odds_tap_during_the_hand_over_says_whom_to_pass_to():
    page = make_page("even-at-odds", seed=4)
    page.start_new({"seats": ["human", "human"], "names": EVEN_AT_ODDS_NAMES,
                    "options": {"mode": "duel", "match": "single"}})
    next_name = EVEN_AT_ODDS_NAMES[page.humans_to_move()[0]]
    cell = re.search(r'data-cell="([^"]+)"', page.screen.regions["board"]).group(1)
    page.board.on_cell(cell)
    assert page.screen.statuses[-1] == f"Pass the device to {next_name}, who taps “I am {next_name}: show my hand”."
    assert page.handover.pending()


def test_the_hand_over_never_shows_the_last_players_view():
    """The seat that just moved is still the one revealed, but the table
    between turns is the spectator's, never that seat's."""
    page = even_odds_friends(seed=9)
    page.action("reveal")
    play_a_turn(page, random.Random(1))
    assert page.handover.revealed == 0 and page.handover.pending()
    assert page.viewer() is None
    assert render.board("even-odds", page.state.view(0), names=EVEN_ODDS_NAMES, interactive=True) not in page.screen.regions["board"]


def test_the_card_then_the_next_players_choice_come_into_view_once_each():
    """Wherever the page was scrolled: a new card comes into view, and after
    the tap what that player acts on; the same card drawn again (a sound
    turned on, a tap on the table) leaves the page where the player put it."""
    page = even_odds_friends(seed=9)
    assert page.screen.brought == [CARD]
    page.action("sound")
    page.render()
    page.board.on_tile("0")
    assert page.screen.brought == [CARD]
    page.action("reveal")
    assert page.screen.brought == [CARD, CHOICES]
    page.action("sound")
    assert page.screen.brought == [CARD, CHOICES]
    play_a_turn(page, random.Random(3))
    assert page.handover.pending() and page.screen.brought == [CARD, CHOICES, CARD]
