"""Player names are text, never markup: every page is played with names
that try to open tags, break out of attributes and end the SVG's text, and
everything the page hands to the screen (board, panel, notices, dialogs) is
parsed to check that no such element or attribute appeared. The names must
still be shown, as text, where the page has names at all (Dualities and
Evening name the sides instead)."""

from __future__ import annotations

import gettext
import json
import random
from html.parser import HTMLParser

import pytest

import oddsevens
from app import words
from app.dialog import SeatsField
from app.embed import MemoryStore, open_embedded
from app.pages import PAGES
from app.seats import NAME_LENGTH
from fakes import make_page
from oddsevens.core.cells import cell_from_name

HOSTILE = ['<img src=x onerror=1>', '"><b onclick=1>x', "</text><i>&amp;", "'><svg onload=1>"]
assert all(len(name) <= NAME_LENGTH for name in HOSTILE)
FORBIDDEN_TAGS = {"img", "b", "i", "script", "iframe"}


class Markup(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, attrs))
        self.text += [value for name, value in attrs if name in ("aria-label", "value") and value]

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_data(self, data):
        self.text.append(data)


@pytest.mark.parametrize("game_id", sorted(PAGES))
def test_names_with_markup_are_shown_as_text_everywhere(game_id):
    page = make_page(game_id, seed=3, tab="t")
    default = page.setup_from({})
    players = len(default["seats"])
    if game_id == "even-at-odds":
        default = {**default, "options": {**default["options"], "mode": "duel"}}
        players = 2
    names = [HOSTILE[seat % len(HOSTILE)] for seat in range(players)]
    # Everyone plays on this device, so hand-over screens name them too.
    page.open({**default, "seats": ["human"] * players, "names": names})
    page.action("new-game")
    chooser = random.Random(5)
    while not page.state.over and len(page.state) < 300:
        seat = chooser.choice(page.state.to_move)
        page.play(chooser.choice(page.state.legal_moves(seat)), seat)
        if page.handover.pending():
            page.action("reveal")
    page.action("new-game")
    seen = Markup()
    for markup in page.screen.shown:
        seen.feed(markup)
    seen.close()
    for tag, attributes in seen.tags:
        assert tag not in FORBIDDEN_TAGS, f"a name became a <{tag}> element"
        assert not [name for name, _ in attributes if name.startswith("on")], f"a name became an attribute of <{tag}>"
    if any(isinstance(field, SeatsField) for field in page.dialog.fields({})):
        shown = "\n".join(seen.text + page.screen.statuses)
        for name in names:
            assert name in shown, f"{name!r} is not shown"


def test_a_cell_name_that_is_not_two_whole_numbers_names_no_cell():
    assert cell_from_name("-2,3") == (-2, 3)
    for name in ("", "3", "1,2,3", "a,b", "1.5,2", "<b>1</b>,2"):
        assert cell_from_name(name) is None


@pytest.mark.parametrize("game_id", ["dualities", "evening", "even-at-odds"])
def test_a_tap_on_a_cell_with_a_made_up_name_changes_nothing(game_id):
    page = make_page(game_id)
    page.open()
    before = page.state
    for name in ("", "x,y", "1,2,3", "99,99"):
        page.board.on_cell(name)
    assert page.state == before


INJECTED = "data-injected"
"""The attribute, and the element name, that hostile text carries: the page never makes either."""
HOSTILE_SUFFIX = f'"><x-injected {INJECTED}>'
"""Ends an attribute's value and opens an element, wherever the text lands."""


class HostileCatalogue(gettext.NullTranslations):
    """A translation that adds markup to every sentence, as a careless or
    malicious translator might."""

    def gettext(self, message: str) -> str:
        return message + HOSTILE_SUFFIX

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        return (singular if count == 1 else plural) + HOSTILE_SUFFIX

    def pgettext(self, context: str, message: str) -> str:
        return message + HOSTILE_SUFFIX


def created_by_hostile_text(markups: list[str]) -> list[str]:
    """The elements and attributes in `markups` that hostile text made."""
    seen = Markup()
    for markup in markups:
        seen.feed(markup or "")
    seen.close()
    return [
        f"<{tag} {' '.join(name for name, _value in attributes)}>"
        for tag, attributes in seen.tags
        if tag == "x-injected" or any(name == INJECTED for name, _value in attributes)
    ]


def play_through(page, chooser: random.Random) -> None:
    """A whole game by random legal moves, every dialog of the page opened on the way."""
    for dialog in ("new-game", "export", "import", "embed"):
        page.action(dialog)
    undone = False
    while not page.state.over and len(page.state) < 300:
        seat = chooser.choice(page.state.to_move)
        page.play(chooser.choice(page.state.legal_moves(seat)), seat)
        if page.handover.pending():
            page.action("reveal")
        if len(page.state) == 6 and not undone:
            undone = True
            page.action("undo")
    for dialog in ("export", "new-game", "embed"):
        page.action(dialog)


@pytest.fixture
def hostile_translation(monkeypatch):
    monkeypatch.setattr(words, "_catalogue", HostileCatalogue())


@pytest.mark.parametrize("game_id", sorted(PAGES))
def test_a_translation_with_markup_in_it_adds_no_element_or_attribute(game_id, hostile_translation):
    page = make_page(game_id, seed=3, tab="t")
    setup = page.setup_from({})
    page.open({**setup, "seats": ["human"] * len(setup["seats"])})
    play_through(page, random.Random(7))
    assert created_by_hostile_text(page.screen.shown) == []


@pytest.mark.parametrize("game_id", sorted(PAGES))
def test_an_embeds_parameters_and_record_add_no_element_or_attribute(game_id):
    page = make_page(game_id, seed=3)
    state = oddsevens.game(game_id).start(seed=2)
    record = {**state.record(), "names": [HOSTILE_SUFFIX] * len(state.to_move)}
    parameters = [
        ("game", game_id),
        (HOSTILE_SUFFIX, HOSTILE_SUFFIX),
        ("opponent", HOSTILE_SUFFIX),
        ("level", HOSTILE_SUFFIX),
        ("record", json.dumps(record)),
    ]
    open_embedded(page, parameters, MemoryStore())
    page.action("embed")
    assert page.screen.notices, "the reader is told about the parameters the frame could not use"
    open_embedded(make_page(game_id, seed=3), [("game", game_id), ("record", HOSTILE_SUFFIX)], MemoryStore())
    assert created_by_hostile_text(page.screen.shown) == []


@pytest.mark.parametrize("game_id", sorted(PAGES))
def test_an_imported_record_with_markup_in_it_adds_no_element_or_attribute(game_id):
    page = make_page(game_id, seed=3)
    page.open()
    state = oddsevens.game(game_id).start(seed=2)
    players = state.record()["players"]
    setup = {"seats": ["human"] * players, "names": [HOSTILE_SUFFIX] * players, "options": {}}
    entry = {"version": 1, "setup": setup, "record": state.record()}
    for text in (json.dumps(entry), json.dumps({**state.record(), "game": HOSTILE_SUFFIX}), HOSTILE_SUFFIX):
        page.sharing.import_text(text)
    assert created_by_hostile_text(page.screen.shown) == []
