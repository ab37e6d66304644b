"""The pre-drawn first screen hides what chance decides (sitebuild.chance)."""

import pytest

from app.pages import PAGES
from sitebuild import pages
from sitebuild.chance import CHANCE_ATTRIBUTE, CHANCE_MARK, Node, parse, shared_by_all


def visible_texts(markup: str) -> list[str]:
    """The texts of `markup` outside every element marked as chance."""
    texts: list[str] = []

    def walk(node: Node) -> None:
        if CHANCE_ATTRIBUTE in node.start_tag:
            return
        for child in node.children:
            if isinstance(child, Node):
                walk(child)
            elif child.strip():
                texts.append(child.strip())

    walk(parse(markup))
    return texts


def test_drawings_that_agree_are_left_as_they_are():
    drawing = '<div class="a"><p>Same <b>words</b></p><svg><path d="M0 0"/></svg></div>'
    assert shared_by_all([drawing, drawing, drawing]) == drawing


def test_a_text_that_differs_hides_its_element_and_nothing_more():
    marked = shared_by_all(["<p>Roll-off: <b>8</b> against 6.</p><p>Odds</p>", "<p>Roll-off: <b>8</b> against 4.</p><p>Odds</p>"])
    assert marked == f"<p{CHANCE_MARK}>Roll-off: <b>8</b> against 6.</p><p>Odds</p>"


def test_an_attribute_that_differs_hides_its_element_even_a_self_closing_one():
    marked = shared_by_all(['<svg><rect class="tile"/><path d="1"/></svg>', '<svg><rect class="tile"/><path d="2"/></svg>'])
    assert marked == f'<svg><rect class="tile"/><path d="1"{CHANCE_MARK}/></svg>'


def test_an_element_another_drawing_lacks_hides_and_those_all_share_stay():
    marked = shared_by_all(["<ul><li>a</li><li>b</li></ul><p>kept</p>", "<ul><li>a</li></ul><br><p>kept</p>"])
    assert marked == f"<ul><li>a</li><li{CHANCE_MARK}>b</li></ul><p>kept</p>"


def test_a_text_that_differs_hides_its_parent_and_at_the_top_cannot_hide():
    assert shared_by_all(["<p>Flip <b>9</b> wins</p>", "<p>Flip <b>9</b> loses</p>"]) == f"<p{CHANCE_MARK}>Flip <b>9</b> wins</p>"
    with pytest.raises(ValueError, match="text at the top"):
        shared_by_all(["two <p>a</p>", "three <p>a</p>"])


@pytest.mark.parametrize("game_id", sorted(PAGES))
def test_the_pre_drawn_first_screen_shows_nothing_another_deal_contradicts(game_id):
    """Every word the first screen shows before Python is also on the screen
    of games dealt from seeds the build never drew."""
    board, panel = pages.start_screen(game_id)
    for seed in range(1000, 1012):
        dealt_board, dealt_panel = pages.opening_drawing(game_id, seed)
        assert set(visible_texts(board)) <= set(visible_texts(dealt_board)), seed
        shown = visible_texts(panel)
        assert set(shown) <= set(visible_texts(dealt_panel)), (seed, set(shown) - set(visible_texts(dealt_panel)))


@pytest.mark.parametrize("game_id", ["dualities", "evening"])
def test_a_game_chance_does_not_open_is_drawn_whole(game_id):
    board, panel = pages.start_screen(game_id)
    assert CHANCE_ATTRIBUTE not in board + panel


@pytest.mark.parametrize(
    ("game_id", "explanation"),
    [
        ("even-at-odds", "A team scores its biggest group"),
        ("even-odds", "You see everyone's numbers except your own"),
        ("beat-the-odds", "Working out the exact odds"),
    ],
)
def test_a_game_chance_opens_keeps_the_words_every_deal_shares(game_id, explanation):
    _, panel = pages.start_screen(game_id)
    assert CHANCE_ATTRIBUTE in panel
    assert any(text.startswith(explanation) for text in visible_texts(panel)), visible_texts(panel)


@pytest.mark.parametrize("game_id", sorted(PAGES))
def test_every_lesson_and_puzzle_opens_the_same_whatever_the_seed(game_id):
    """The build draws each once (sitebuild.pages.start_screen)."""
    for exercise in pages.exercises(game_id):
        assert pages.opening_drawing(game_id, 1, asked=exercise) == pages.opening_drawing(game_id, 977, asked=exercise), exercise
