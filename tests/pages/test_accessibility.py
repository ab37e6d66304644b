"""Accessibility under plain Python: the live region that says each move in
words (who did what, never more than the viewer may know), and the cues
other than colour on every board."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import pytest

import oddsevens
from app.pages import PAGES
from fakes import make_page
from oddsevens import notation, render
from sitebuild import pages, styles


def play_first_human_move(page) -> int:
    seat = page.humans_to_move()[0]
    page.play(page.state.legal_moves(seat)[0], seat)
    return seat


@pytest.mark.parametrize("game_id", sorted(PAGES))
def test_each_move_by_a_person_and_by_the_computer_is_announced(game_id):
    page = make_page(game_id, seed=9)
    page.open()
    page.screen.run_pending()
    assert page.humans_to_move(), "the default game waits for the person"
    before = page.state
    seat = play_first_human_move(page)
    own = page.screen.announced[-1]
    assert own == f"{page.seats.author(seat)}: {notation.describe(before, page.state, page.viewer(), page.seats.names())}."
    assert page.screen.regions["announce"] == html.escape(own)
    if not page.state.over and page.computer.seat_to_move() is not None:
        count = len(page.screen.announced)
        before = page.state
        page.screen.run_pending()
        computer_seat = page.state.moves()[len(before)][0]
        assert page.seats.kind(computer_seat) == "computer"
        said = page.screen.announced[count]
        assert said.startswith(f"{page.seats.author(computer_seat)}: ")
        described = notation.describe(before, page.history[len(before) + 1], page.viewer(), page.seats.names())
        assert said == f"{page.seats.author(computer_seat)}: {described}."


def test_sentences_name_the_side_and_the_cells():
    page = make_page("dualities", seed=9)
    page.open({"seats": ["human", "human"], "options": {"lines": "rows"}})
    move = page.state.legal_moves()[0]
    page.play(move)
    said = page.screen.announced[-1]
    assert said.startswith("Odd: black ") and ", white " in said and said.endswith(".")
    page.play(page.state.legal_moves()[0])
    assert page.screen.announced[-1].startswith("Even: black ")


def test_undo_is_announced_and_a_new_game_empties_the_region():
    page = make_page("evening", seed=9)
    page.open({"seats": ["human", "human"], "options": {"size": 4, "protocol": "alternating"}})
    page.play(page.state.legal_moves()[0])
    assert page.screen.announced[-1].startswith("White: stone on ")
    page.action("undo")
    assert page.screen.announced[-1] == "Took back White's last move."
    page.start_new({"seats": ["human", "human"], "options": {"size": 4, "protocol": "alternating"}})
    assert page.screen.announced[-1] == ""


def test_undo_against_the_computer_says_how_far_back():
    page = make_page("dualities", seed=9)
    page.open({"seats": ["human", "computer"], "options": {"lines": "rows"}, "level": "easy"})
    play_first_human_move(page)
    page.screen.run_pending()
    assert page.screen.announced[-1].startswith("Even: black ")
    page.action("undo")
    assert page.screen.announced[-1] == "Took back your move and the computer's reply."


def test_hot_seat_with_secrets_announces_only_what_everyone_sees():
    """Even Odds among friends at one device: the sentence stays on the page
    after the hand-over, so it is told from the spectator's view."""
    page = make_page("even-odds", seed=9)
    names = ["Ann", "Bo", "Cy"]
    page.start_new({"seats": ["human"] * 3, "names": names, "options": {"rounds": 1}})
    for _ in range(6):
        page.action("reveal")
        before = page.state
        seat = play_first_human_move(page)
        assert page.screen.announced[-1] == f"{names[seat]}: {notation.describe(before, page.state, None, names)}."


# -- colour is never the only cue ----------------------------------------------------------------------
SVG = "{http://www.w3.org/2000/svg}"


def svg_tree(markup: str) -> ET.Element:
    return ET.fromstring(markup)


def labelled(root: ET.Element, css_class: str) -> list[ET.Element]:
    return [node for node in root.iter() if css_class in (node.get("class") or "").split()]


def played(game_id: str, moves: int, players: int = 2, seed: int = 4, **options) -> oddsevens.State:
    state = oddsevens.game(game_id).start(players, seed, **options)
    for step in range(moves):
        choices = state.legal_moves(state.to_move[0])
        state = state.play(choices[(step * 7) % len(choices)], state.to_move[0])
    return state


def test_dualities_cells_say_their_colour_and_lines_carry_a_letter():
    state = played("dualities", 14, lines="all")
    view = state.view(None)
    empty = [f"{q},{r}" for q, r, colour in view["cells"] if colour is None]
    markup = render.board("dualities", view, legal=empty[1:], selected=empty[0], selected_colour="white")
    root = svg_tree(markup)
    for cell in labelled(root, "cell"):
        state_class = next(name for name in ("black", "white", "empty") if name in cell.get("class").split())
        assert f": {state_class}" in cell.get("aria-label")
    legal = labelled(root, "legal")
    assert legal and all(cell.get("aria-label").endswith("place here") for cell in legal)
    assert all(cell.get("role") == "button" for cell in legal)
    (selected,) = labelled(root, "selected")
    assert "first half of your tile" in selected.get("aria-label")
    owners = labelled(root, "owner")
    assert owners, "a game this far on has claimed lines"
    for owner in owners:
        letter = owner.find(f"{SVG}text").text
        side = "odd" if "odd" in owner.get("class").split() else "even"
        assert letter == {"odd": "O", "even": "E"}[side]
        assert owner.get("aria-label").endswith({"odd": "claimed by Odd", "even": "claimed by Even"}[side])


def test_evening_stones_and_targets_say_their_colour_and_groups_their_size():
    state = oddsevens.game("evening").start(2, 4, protocol="free")
    for step in range(8):
        seat = step % 2
        cells = [move for move in state.legal_moves(seat) if isinstance(move, dict)]
        state = state.play(cells[step * 7 % len(cells)], seat)
    view = state.view(None)
    root = svg_tree(render.board("evening", view))
    stones = labelled(root, "stone")
    assert stones
    for cell in labelled(root, "cell"):
        classes_ = cell.get("class").split()
        label = cell.get("aria-label")
        for colour in ("white", "black"):
            if colour in classes_:
                assert f"{colour} stone, group of " in label
            if f"legal-{colour}" in classes_:
                assert f"{colour.capitalize()} may place here" in label
                assert cell.find(f"{SVG}circle").get("class") == f"hint {colour}"
    assert {"legal-white", "legal-black"} <= {name for cell in labelled(root, "legal") for name in cell.get("class").split()}
    sizes = sorted(int(text.text) for text in labelled(root, "group-size"))
    assert sizes == sorted(group["size"] for group in view["groups"])


def test_even_odds_tiles_show_colour_by_symbol_and_parity_by_shape():
    state = oddsevens.game("even-odds").start(4, 6, first=0)
    view = state.view(0)
    root = svg_tree(render.board("even-odds", view))
    tiles = [node for node in root.iter() if any(name.startswith("colour-") for name in (node.get("class") or "").split())
             and "colour-symbol" not in node.get("class")]
    symbols: dict[str, set[str]] = {}
    for tile in tiles:
        classes_ = tile.get("class").split()
        colour = next(name[len("colour-"):] for name in classes_ if name.startswith("colour-"))
        symbol = tile.find(f"{SVG}use")
        symbols.setdefault(colour, set()).add(symbol.get("href"))
        shape = tile.find(f"{SVG}rect") if "even" in classes_ else tile.find(f"{SVG}polygon")
        assert shape is not None and "tile-shape" in shape.get("class"), tile.attrib
        assert colour in tile.get("aria-label")
    assert all(len(hrefs) == 1 for hrefs in symbols.values())
    assert len({href for hrefs in symbols.values() for href in hrefs}) == len(symbols) >= 4
    legal = labelled(root, "legal")
    assert legal and all(tile.get("role") == "button" for tile in legal)


def test_even_at_odds_teams_differ_by_dash_and_faces_by_pips():
    state = played("even-at-odds", 12, seed=2, first=0)
    view = state.view(0)
    root = svg_tree(render.board("even-at-odds", view, selected=None))
    outlines = labelled(root, "group-outline")
    assert {outline.get("class").split()[-1] for outline in outlines} == {"odds", "evens"}
    dashes = {outline.get("class").split()[-1]: outline.get("stroke-dasharray") for outline in outlines}
    assert dashes["odds"] != dashes["evens"]
    for half in labelled(root, "half"):
        pips = [node for node in half.iter() if node.get("class") == "pip"]
        team = half.get("class").split()[-1]
        assert team in ("odds", "evens", "blank")
        assert (len(pips) % 2 == 1) == (team == "odds")
        assert (not pips) == (team == "blank")


def test_beat_the_odds_dice_show_pips_and_say_their_face():
    state = oddsevens.game("beat-the-odds").start(1, 7, dice=[2, 2, 3, 5]).play("roll").play("roll")
    root = svg_tree(render.board("beat-the-odds", state.view(0)))
    dice = labelled(root, "die")
    assert len(dice) == 2
    for die, face in zip(dice, (3, 5), strict=True):
        assert len([node for node in die.iter() if node.get("class") == "pip"]) == face
        assert die.get("aria-label").startswith(f"die {dice.index(die) + 1}: {face}")
        assert "legal" in die.get("class").split() and die.get("aria-label").endswith("re-roll it")


CSS = styles.site_stylesheet(pages.games())
"""The stylesheet the pages load: site.css and every game's own."""
NON_COLOUR = ("stroke-width", "stroke-dasharray", "transform", "box-shadow", "opacity", "font-weight", "border-style")
STATE_RULES = [
    ".board .cell.legal polygon",
    ".board .cell.selected polygon",
    ".board .last-mark",
    ".even-odds-board .tile.back.legal .tile-shape",
    ".even-odds-board .rack.own.current .tile.back:not(.legal)",
    ".even-odds-board .rack.current .seat-name",
    ".even-at-odds-board .tile.in-hand.selected",
    ".even-at-odds-board .cell.legal.stack .ring",
    ".beat-the-odds-board .die.legal .die-face",
    ".beat-the-odds-board .player.to-roll text",
    ".score.to-move",
]


@pytest.mark.parametrize("selector", STATE_RULES)
def test_state_highlights_change_more_than_colour(selector):
    """Legal targets, selections, the last move and whose turn it is each
    change a line's width or dash, a position, a shadow or the weight of
    text, besides any colour."""
    blocks = re.findall(r"([^{}]+)\{([^{}]*)\}", re.sub(r"/\*.*?\*/", "", CSS, flags=re.S))
    declarations = " ".join(body for selectors, body in blocks if selector in [part.strip() for part in selectors.split(",")])
    assert declarations, f"no rule for {selector}"
    assert any(f"{name}:" in declarations for name in NON_COLOUR), f"{selector} changes only colour: {declarations}"
