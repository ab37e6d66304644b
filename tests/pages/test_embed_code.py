"""Embed on a game page: the iframe code it gives loads in embed.html as the
same game, at the same position (or new with the same settings), with no
setting embed.html would have to report; what Copy copies is the code the
dialog shows, whatever the game does behind it; an embed offers no Embed itself."""

from __future__ import annotations

import html
import random
import re
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest

import oddsevens
from app.controller import GamePage
from app.embed import EmbedPlan, plan_embed
from app.embed_code import CODE_REGION, NEW_GAME
from app.pages import PAGES
from fakes import RecordedPage, make_page, random_play

SITE = "https://example.org/games/"
EMBED_PAGE = f"{SITE}embed.html"
MOVES = 6

SETUPS: dict[str, dict[str, str]] = {
    "dualities": {"opponent": "computer", "side": "even", "lines": "all", "level": "easy"},
    "evening": {"opponent": "friend", "turns": "free", "size": "6", "variant": "odd-even"},
    "beat-the-odds": {"players": "3", "kind-0": "human", "kind-1": "computer", "kind-2": "computer", "target": "50", "level": "hard"},
    "even-odds": {"players": "3", "kind-0": "human", "kind-1": "human", "kind-2": "computer", "rounds": "2", "first": "1"},
    "even-at-odds": {"opponent": "friend", "match": "best-of-3"},
    "even-at-odds solo": {"opponent": "solo"},
}
"""New-game dialog answers for each game, away from its defaults where it can be."""


def page_after_moves(case: str, moves: int = MOVES) -> RecordedPage:
    """The site's page of the game set up by SETUPS[case], `moves` random legal moves in."""
    game_id = case.split()[0]
    page = make_page(game_id, seed=3)
    page.embed_code.embed_page = EMBED_PAGE
    setup = page.setup_from(SETUPS[case])
    state = page.game.start(len(setup["seats"]), 21, **setup["options"])
    playout = random_play(state, random.Random(8), limit=1000)
    for _ in range(moves):
        state = next(playout)
    page.resume(setup, state)
    assert len(page.state) == moves
    return page


def open_embed(page: RecordedPage) -> str:
    """The Embed dialog's code, as its textarea holds it."""
    page.action("embed")
    dialog = page.screen.shown_dialog
    assert dialog is not None and "Embed this game" in dialog
    return code_in(dialog)


def code_in(markup: str) -> str:
    text = re.search(r"<textarea[^>]*>(.*?)</textarea>", markup, re.S)
    assert text is not None
    return html.unescape(text.group(1))


def outcome(markup: str) -> str:
    """What the dialog says of Copy: its live status line (the unseen
    sentences beside it only hold its room)."""
    said = re.search(r'<p class="status[^"]*" role="status">(.*?)</p>', markup)
    assert said is not None
    return html.unescape(said.group(1))


def src_query(code: str) -> list[tuple[str, str]]:
    """The iframe's address, read back from the code as a browser reads the
    attribute, then its query as embed.html reads it."""
    source = re.fullmatch(r'<iframe src="([^"]*)" title="([^"]*)" width="600" height="500" '
                          r'style="max-width: 100%; border: 0" loading="lazy"></iframe>', code)
    assert source is not None, code
    address = urlsplit(html.unescape(source.group(1)))
    assert f"{address.scheme}://{address.netloc}{address.path}" == EMBED_PAGE
    assert not address.fragment
    return parse_qsl(address.query, keep_blank_values=True, strict_parsing=True)


def planned(page: GamePage, query: list[tuple[str, str]]) -> EmbedPlan:
    """What embed.html makes of the query, on a fresh page of the same game."""
    assert query[0] == ("game", page.game.id)
    return plan_embed(make_page(page.game.id, seed=99), query)


def same_setup(planned_setup: dict[str, Any], page: GamePage) -> None:
    assert planned_setup["seats"] == page.setup["seats"]
    if "computer" in page.setup["seats"]:
        assert planned_setup["level"] == page.setup["level"]


@pytest.mark.parametrize("case", list(SETUPS))
def test_the_code_opens_the_same_game_at_the_same_position(case):
    page = page_after_moves(case)
    plan = planned(page, src_query(open_embed(page)))
    assert plan.problems == []
    assert plan.state is not None
    assert plan.state.record() == page.state.record()
    assert plan.state.moves() == page.state.moves()
    same_setup(plan.setup, page)
    assert plan.setup["options"] == page.state.record()["options"]


@pytest.mark.parametrize("case", list(SETUPS))
def test_a_new_game_with_these_settings_leaves_the_record_out(case):
    page = page_after_moves(case)
    open_embed(page)
    page.embed_code.choose(NEW_GAME)
    query = src_query(code_in(page.screen.regions[CODE_REGION]))
    assert "record" not in dict(query)
    plan = planned(page, query)
    assert plan.problems == []
    assert plan.state is None
    same_setup(plan.setup, page)
    assert plan.setup["options"] == page.setup_from(page.current_answers())["options"]


def test_before_the_first_move_the_code_starts_a_new_game_and_asks_nothing():
    page = page_after_moves("dualities", moves=0)
    dialog_code = open_embed(page)
    assert 'name="embed-start"' not in page.screen.shown_dialog
    query = src_query(dialog_code)
    assert query == [("game", "dualities"), ("opponent", "computer"), ("side", "even"), ("lines", "all"), ("level", "easy")]
    assert plan_embed(make_page("dualities"), query).problems == []


def test_the_code_is_the_readme_snippet_with_this_site_s_address():
    page = page_after_moves("dualities", moves=0)
    assert open_embed(page) == (
        '<iframe src="https://example.org/games/embed.html?game=dualities&amp;opponent=computer&amp;side=even'
        '&amp;lines=all&amp;level=easy" title="Dualities, a game to play" width="600" height="500" '
        'style="max-width: 100%; border: 0" loading="lazy"></iframe>'
    )


def test_questions_that_do_not_apply_stay_out_of_the_address():
    """Against the computer Evening's turns are not asked; between friends, neither the side nor the strength."""
    page = make_page("evening")
    page.embed_code.embed_page = EMBED_PAGE
    page.open(page.setup_from({"opponent": "computer", "colour": "black"}))
    names = [name for name, _ in src_query(open_embed(page))]
    assert names == ["game", "opponent", "colour", "size", "variant", "level"]
    friends = page_after_moves("evening")
    assert [name for name, _ in src_query(open_embed(friends))] == ["game", "opponent", "turns", "size", "variant", "record"]


def test_copy_puts_the_code_on_the_clipboard_and_says_so():
    page = page_after_moves("dualities")
    code = open_embed(page)
    assert outcome(page.screen.shown_dialog) == ""
    page.action("copy-embed")
    assert page.screen.clipboard == code
    assert outcome(page.screen.shown_dialog) == "Copied: paste the code into your page’s HTML."


def test_a_refused_clipboard_selects_the_code_and_says_how_to_copy_it():
    page = page_after_moves("dualities")
    open_embed(page)
    page.screen.clipboard_works = False
    page.action("copy-embed")
    assert outcome(page.screen.shown_dialog).startswith("This browser did not allow copying. The code is selected")
    assert '<p class="status warning" role="status">' in page.screen.shown_dialog


def test_the_dialog_copies_what_it_shows_while_the_computer_plays_behind_it():
    """Opened while the computer chooses its team, the dialog offers a new
    game; the computer's choice behind it changes neither what it shows nor
    what Copy copies (a record, and its seed, would reveal the hidden tiles)."""
    page = make_page("even-at-odds", seed=0)
    page.embed_code.embed_page = EMBED_PAGE
    page.open(page.setup_from({"opponent": "computer"}))
    assert page.seats.kind(page.state.to_move[0]) == "computer" and len(page.state) == 0
    shown = open_embed(page)
    opened = page.screen.shown_dialog
    page.screen.run_pending()
    assert len(page.state) == 1, "the computer chose its team behind the dialog"
    page.action("copy-embed")
    assert page.screen.clipboard == shown
    assert "record" not in dict(src_query(shown))
    after = page.screen.shown_dialog
    assert code_in(after) == shown and 'name="embed-start"' not in after
    assert after.replace(outcome(after), "", 1) == opened, "the dialog is as it was, but for Copy's outcome"


def test_the_code_stays_the_position_the_dialog_opened_on():
    page = page_after_moves("dualities")
    shown = open_embed(page)
    page.play(page.state.legal_moves()[0])
    page.embed_code.choose(NEW_GAME)
    page.embed_code.choose("position")
    page.action("copy-embed")
    assert page.screen.clipboard == shown
    assert planned(page, src_query(shown)).state.moves() == page.history[-2].moves()
    assert "after 6 moves" in page.screen.shown_dialog


def test_the_copy_follows_the_choice_and_each_opening_offers_the_position_first():
    page = page_after_moves("dualities")
    open_embed(page)
    page.embed_code.choose(NEW_GAME)
    page.action("copy-embed")
    assert "record" not in dict(src_query(page.screen.clipboard))
    open_embed(page)
    assert 'value="position" checked' in page.screen.shown_dialog
    page.action("copy-embed")
    assert "record" in dict(src_query(page.screen.clipboard))


def test_a_game_with_secrets_warns_that_the_code_holds_its_seed():
    """The warning keeps its place while a new game is chosen (site.css
    hides it then): choosing redraws the code alone."""
    page = page_after_moves("even-odds")
    open_embed(page)
    assert '<p class="hint embed-seed">The code holds the game’s random seed' in page.screen.shown_dialog
    page.embed_code.choose(NEW_GAME)
    assert page.screen.regions[CODE_REGION].startswith("<textarea") and page.screen.regions[CODE_REGION].endswith("</textarea>")
    open_page = page_after_moves("dualities")
    open_embed(open_page)
    assert "embed-seed" not in open_page.screen.shown_dialog


@pytest.mark.parametrize("game_id", PAGES)
def test_an_embed_offers_no_embed(game_id):
    """main.py tells only the site's own pages where embed.html is."""
    page = make_page(game_id)
    page.open()
    assert ">Embed<" not in page.screen.regions["panel"]
    page.embed_code.embed_page = EMBED_PAGE
    page.render()
    assert ">Embed<" in page.screen.regions["panel"]


def test_the_site_under_a_sub_path_and_every_game_s_title():
    for game_id in PAGES:
        page = make_page(game_id)
        page.embed_code.embed_page = EMBED_PAGE
        page.open()
        code = open_embed(page)
        assert f'title="{oddsevens.game(game_id).title}, a game to play"' in code
        assert code.startswith(f'<iframe src="{EMBED_PAGE}?game={game_id}&amp;')
