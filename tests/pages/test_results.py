"""Every game ends with its explanation drawn on the board, and its result
said once: the status line says the result sentence, the board shows why
(Dualities' lines held, Evening's compared groups, Even Odds' tiles taken,
Beat the Odds' final totals, Even at Odds' biggest groups) and the panel holds the key and the buttons."""

from __future__ import annotations

import html
import random
import re
import xml.etree.ElementTree as ET

import pytest

import oddsevens
from app.pages import PAGES
from fakes import board_drawing, make_page, random_play
from oddsevens.core.hexgrid import to_pixel
from oddsevens.render.evening_svg import _outline_path as outline_path
from oddsevens.render.hexboard import HEX

SVG = "{http://www.w3.org/2000/svg}"


def finish(page, seed: int = 3) -> None:
    """Plays the page's game to its end with random legal moves, through the page."""
    for state in random_play(page.state, random.Random(seed), 5000):
        page.play(state.moves()[-1][1], state.moves()[-1][0])
    assert page.state.over


def words(markup: str) -> str:
    """What a page region says: its text and its labels, tags dropped."""
    labels = " ".join(re.findall(r'aria-label="([^"]*)"', markup))
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", markup) + " " + labels).split())


def drawing(page) -> ET.Element:
    return board_drawing(page.screen.regions["board"])


def nodes_with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [node for node in root.iter() if name in node.get("class", "").split()]


def finished(game_id: str, options: dict, seed: int = 3, players: int = 2):
    """A page whose game, with one person and the computer's seats played at random, is over."""
    page = make_page(game_id)
    page.start_new({"seats": ["human"] + ["computer"] * (players - 1), "options": options})
    finish(page, seed)
    return page


@pytest.mark.parametrize("game_id", list(PAGES))
def test_a_finished_game_says_its_result_sentence_once_on_the_status_line(game_id):
    page = make_page(game_id)
    page.start_new({"seats": ["human"] + ["computer"] * (page.game.default_players - 1), "options": {}})
    finish(page)
    sentence = page.board.result_sentence()
    headline, detail = page.board.result_text()
    regions = page.screen.regions
    assert regions["status"] == sentence
    screen = " ".join(words(regions[region]) for region in ("status", "panel", "board"))
    assert screen.count(sentence) == 1
    assert screen.count(detail) == 1, "the detail is not said again in the panel or on the board"
    assert screen.count(headline.rstrip(".!")) == 1, "nor is the headline"
    result = re.search(r'<section class="result".*?</section>', regions["panel"]).group()
    assert 'data-action="rematch"' in result and 'data-action="new-game"' in result


def test_the_result_sentence_joins_headline_and_detail_with_one_stop():
    page = finished("dualities", {"lines": "rows"})
    headline, detail = page.board.result_text()
    assert not headline.endswith(".")
    assert page.board.result_sentence() == f"{headline}. {detail}"
    page = finished("beat-the-odds", {"target": 20})
    headline, detail = page.board.result_text()
    assert headline.endswith("!")
    assert page.board.result_sentence() == f"{headline} {detail}"


@pytest.mark.parametrize("lines", ["rows", "all"])
def test_a_finished_dualities_board_strokes_exactly_the_lines_each_side_holds(lines):
    page = make_page("dualities")
    page.start_new({"seats": ["human", "human"], "options": {"lines": lines}})
    assert nodes_with_class(drawing(page), "held-line") == [], "no strokes while the game goes on"
    finish(page)
    state = page.state
    strokes = nodes_with_class(drawing(page), "held-line")
    drawn = {int(node.get("data-line")): node.get("class").split()[-1] for node in strokes}
    held = {index: ("odd" if line["claimed_by"] == 0 else "even")
            for index, line in enumerate(state.view(None)["scoring_lines"])}
    assert drawn == held
    assert len(drawn) == (9 if lines == "rows" else 27)
    assert sum(kind == "odd" for kind in drawn.values()) == state.scores[0]
    assert all(node.get("role") is None for node in strokes), "a picture, never a target"
    key = html.unescape(re.search(r'<ul class="result-key dualities-key".*?</ul>', page.screen.regions["panel"]).group())
    assert f"Odd's {state.scores[0]} line" in key and f"Even's {state.scores[1]} line" in key
    assert "Solid" in key and "Dashed" in key, "the key names the stroke, not only its colour"


def inside_hex(point: tuple[float, float], cell: list[int]) -> bool:
    x, y = to_pixel((cell[0], cell[1]), HEX)
    return (point[0] - x) ** 2 + (point[1] - y) ** 2 < HEX ** 2


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_a_finished_evening_board_outlines_the_groups_the_decision_compared(seed):
    page = make_page("evening")
    page.start_new({"seats": ["human", "human"], "options": {"size": 4}})
    finish(page, seed)
    state = page.state
    decision = state.decision()
    outlines = nodes_with_class(drawing(page), "group-outline")
    compared = state.view(None)["compared_groups"]
    assert len(outlines) == len(compared) == sum(1 for pair in decision["compared"] for size in pair if size)
    for outline, group in zip(outlines, compared, strict=True):
        kinds = outline.get("class").split()
        assert group["colour"] in kinds and int(outline.get("data-rank")) == group["rank"]
        assert ("decides" in kinds) == (decision["by"] == "groups" and group["rank"] == len(decision["compared"]) - 1)
        assert ("tied" in kinds) != ("decides" in kinds), "solid or dashed, never colour alone"
        sizes = state.group_sizes(0 if group["colour"] == "white" else 1)
        assert group["size"] == sizes[group["rank"]]
        corners = [tuple(map(float, point.split(","))) for point in re.findall(r"-?[\d.]+,-?[\d.]+", outline.get("d"))]
        assert all(any(inside_hex(corner, cell) for cell in group["cells"]) for corner in corners)
    panel = page.screen.regions["panel"]
    assert "On the board: " in panel and "outlined" in panel


def test_an_evening_ring_is_outlined_inside_and_out():
    ring = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]]
    assert outline_path(ring).count("M") == 2, "the outer edge and the edge round the hole"
    assert outline_path([[0, 0]]).count("L") == 5, "one hex: six corners"


def test_a_finished_even_odds_table_shows_the_tiles_each_player_took_round_by_round():
    page = make_page("even-odds")
    page.start_new({"seats": ["human", "computer", "computer", "computer"], "options": {"rounds": 2}})
    finish(page)
    view = page.state.view(0)
    root = drawing(page)
    header = [node.text for node in nodes_with_class(root, "taken-caption")]
    assert header == ["Game over: the tiles taken, by round"], "the status line says who won"
    for rack in [node for node in root.iter(f"{SVG}g") if "rack" in node.get("class", "").split()]:
        seat = int(rack.get("data-seat"))
        rows = nodes_with_class(rack, "taken-round")
        assert [int(row.get("data-round")) for row in rows] == [1, 2]
        for row, points in zip(rows, view["round_scores"], strict=True):
            tiles = [int(node.text) for node in row.iter(f"{SVG}text") if "tile-value" in node.get("class", "")]
            assert sorted(tiles) == sorted(tile["value"] for tile in view["taken_in_rounds"][int(row.get("data-round")) - 1][seat])
            assert sum(tiles) == points[seat]
            assert f"{points[seat]} points" in row.get("aria-label") and row.get("role") == "group"
        assert sum(points[seat] for points in view["round_scores"]) == view["scores"][seat]


def test_even_odds_keeps_every_round_s_tiles_taken_as_the_round_scores_count_them():
    start = oddsevens.game("even-odds").start(3, 11, rounds=3)
    for state in random_play(start, random.Random(4), 5000):
        view = state.view(None)
        kept = [[sum(tile["value"] for tile in taken) for taken in seats] for seats in view["taken_in_rounds"]]
        finished_rounds = view["round_scores"] if view["over"] else view["round_scores"][:-1]
        assert kept == finished_rounds


def test_a_finished_beat_the_odds_sheet_marks_the_winners_row_with_the_final_totals():
    page = make_page("beat-the-odds")
    page.start_new({"seats": ["human", "computer", "computer"], "names": ["Ann", "Bo", "Cy"], "options": {"target": 30}})
    finish(page)
    view = page.state.view(None)
    root = drawing(page)
    rows = nodes_with_class(root, "player")
    winners = [int(row.get("data-seat")) for row in rows if "winner" in row.get("class").split()]
    assert winners == view["winners"]
    for row in rows:
        seat = int(row.get("data-seat"))
        texts = [node.text for node in row.iter(f"{SVG}text")]
        assert texts[-1] == str(view["totals"][seat])
        assert texts[0].startswith("★ ") == (seat in view["winners"]), "a star, not colour alone"
        assert len(nodes_with_class(row, "winner-frame")) == (seat in view["winners"])
    assert "final totals" in words(page.screen.regions["board"])
    assert nodes_with_class(root, "sheet"), "the last turn's sheet stays on the table"


@pytest.mark.parametrize("seed", [3, 4])
def test_a_finished_even_at_odds_table_fades_every_face_outside_the_biggest_groups(seed):
    page = finished("even-at-odds", {"match": "single"}, seed=seed)
    view = page.state.view(None)
    grouped = {"{},{}".format(*cell) for group in view["groups"].values() for cell in group["cells"]}
    faces = [node for node in nodes_with_class(drawing(page), "half") if node.get("data-cell")]
    faded = {node.get("data-cell") for node in faces if "outside" in node.get("class").split()}
    assert faded == {node.get("data-cell") for node in faces} - grouped
    assert faded and len(faded) < len(faces)
    key = words(re.search(r'<ul class="result-key eao-key".*?</ul>', page.screen.regions["panel"]).group())
    for team, name in (("odds", "Odds"), ("evens", "Evens")):
        size = view["groups"][team]["size"]
        assert f"biggest {name} group" in key and f"{size} face" in key


def test_an_even_at_odds_table_in_play_fades_nothing():
    page = make_page("even-at-odds")
    page.start_new({"seats": ["human", "computer"], "options": {"match": "single"}})
    for state, _ in zip(random_play(page.state, random.Random(2), 5000), range(12), strict=False):
        page.play(state.moves()[-1][1], state.moves()[-1][0])
    assert not page.state.over and len(page.state.view(None)["tiles"]) > 6
    assert not [node for node in nodes_with_class(drawing(page), "half") if "outside" in node.get("class").split()]
