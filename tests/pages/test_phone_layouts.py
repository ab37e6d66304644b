"""What the page layer does for phones, under plain Python (the browser test
is test_browser_phones.py): Even Odds draws its table in two columns when the
phone is held sideways and draws it again when the phone turns; Beat the
Odds keeps the newest line of its sheet in view; Even at Odds shows the hand
beside the team choice."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import oddsevens
from app.boards.beat_the_odds.sheet import SHEET_END
from fakes import make_page
from oddsevens import render

SVG = "{http://www.w3.org/2000/svg}"


def view_box(markup: str) -> list[float]:
    return [float(number) for number in ET.fromstring(markup).attrib["viewBox"].split()]


def three_players() -> oddsevens.State:
    return oddsevens.game("even-odds").start(3, 7, first=0)


# -- Even Odds: a wide table sideways ----------------------------------------------------
def test_the_wide_even_odds_table_puts_the_dispute_and_the_own_rack_in_a_second_column():
    view = three_players().view(0)
    tall, wide = render.board("even-odds", view), render.board("even-odds", view, wide=True)
    tall_width, tall_height = view_box(tall)[2:]
    wide_width, wide_height = view_box(wide)[2:]
    assert wide_width == 2 * tall_width and wide_height < 0.7 * tall_height
    root = ET.fromstring(wide)
    right = root.find(f"{SVG}g[@class='right-column']")
    assert right.get("transform") == f"translate({tall_width:g} 0)"
    assert [group.get("class") for group in right.findall(f"{SVG}g")][:2] == ["dispute", "rack own current"]
    assert len(root.findall(f"{SVG}g[@class='rack opponent']")) == 2

    def tiles(markup: str) -> list[str]:
        return sorted(tile for node in ET.fromstring(markup).iter() if (tile := node.get("data-tile")))

    assert tiles(wide) == tiles(tall) and len(tiles(wide)) == len(view["racks"][0])


def test_the_scores_go_under_the_shorter_column():
    """Three players: two racks on the left are shorter than the dispute and
    the own rack; six players: five racks on the left are taller."""
    for players, column in ((3, "left"), (6, "right")):
        view = oddsevens.game("even-odds").start(players, 7, first=0).view(0)
        root = ET.fromstring(render.board("even-odds", view, wide=True))
        right = root.find(f"{SVG}g[@class='right-column']")
        in_right = right.find(f"{SVG}g[@class='scores']") is not None
        assert in_right == (column == "right"), players


def test_even_odds_draws_its_table_for_the_way_the_phone_is_held():
    page = make_page("even-odds")
    page.open({"seats": ["human", "computer", "computer"], "options": {"rounds": 1, "first": 0}})
    upright = view_box(page.screen.regions["board"])
    page.screen.sideways = True
    page.screen_turned()
    sideways = view_box(page.screen.regions["board"])
    assert sideways[2] == 2 * upright[2] and sideways[3] < upright[3]
    assert 'data-tile="' in page.screen.regions["board"]


# -- Beat the Odds: the newest line in view ----------------------------------------------------
def test_beat_the_odds_asks_for_the_end_of_its_sheet_after_every_render():
    page = make_page("beat-the-odds")
    page.open({"seats": ["human"], "names": ["Ann"], "options": {"target": 100}})
    page.screen.revealed.clear()
    page.action("move", '"roll"')
    assert page.screen.revealed and page.screen.revealed[-1] == ("board", SHEET_END)
    root = ET.fromstring(page.screen.regions["board"])
    sheet = next(node for node in root.iter(f"{SVG}g") if "sheet" in node.get("class", "").split())
    assert any("turn-total" in node.get("class", "").split() for node in sheet.iter(f"{SVG}text"))


# -- Even at Odds: the hand beside the team choice -----------------------------------------------
def test_the_team_choice_shows_the_hand_to_judge_it_by_before_the_buttons():
    """Only to the person choosing: while the computer chooses, no hand is repeated."""
    page = make_page("even-at-odds")
    page.open({"seats": ["human", "computer"], "options": {"match": "single", "first": 1}})
    assert page.state.to_move == (0,)
    panel = page.screen.regions["panel"]
    hand = page.state.view(0)["hands"][0]
    step_hand = panel[panel.index('class="eao-step-hand"'):panel.index('class="eao-teams"')]
    assert [f'aria-label="tile {a}\u2011{b}"' in step_hand for a, b in hand] == [True] * len(hand)

    page = make_page("even-at-odds")
    page.open({"seats": ["human", "computer"], "options": {"match": "single", "first": 0}})
    assert "eao-step" in page.screen.regions["panel"] and "eao-step-hand" not in page.screen.regions["panel"]
