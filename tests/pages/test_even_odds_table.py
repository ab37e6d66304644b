"""Even Odds' table as a player reads it: the dispute just completed stays on
the table a moment with its winning and taken tiles marked, and the drawing
keeps one size for the whole game, so nothing rescales between moves."""

from __future__ import annotations

import gettext
import random
import re
import xml.etree.ElementTree as ET

import oddsevens
from fakes import make_page
from oddsevens import render
from oddsevens.core import YOU
from oddsevens.core.phrases import Phrase

SVG = "{http://www.w3.org/2000/svg}"


def dispute_group(markup: str) -> ET.Element:
    root = ET.fromstring(markup)
    return next(node for node in root.iter(f"{SVG}g") if "dispute" in node.get("class", "").split())


def lead_a_dispute(page) -> None:
    """The person leads with their first tile (naming a colour after a 10)."""
    page.board.on_tile(str(page.state.view(0)["playable"][0]))
    choices = page.state.view(0)["colour_choices"]
    if choices:
        page.board.on_color(choices[0])


def until_the_first_dispute_is_settled(page) -> None:
    """Runs the computers' turns one by one until a dispute has been completed."""
    while page.state.view(None)["previous"] is None:
        page.screen.pending.pop(0)()


def test_completed_by_names_the_winning_and_the_taken_tile():
    state = oddsevens.game("even-odds").start(3, 4, first=0)
    for _ in range(2):
        state = state.play(state.legal_moves()[0])
    last = state.legal_moves()[0]["tile"]
    settled = state.completed_by(last)
    values = [tile["value"] for tile in settled["played"]]
    assert [tile["id"] for tile in settled["played"]][-1] == last and len(values) == 3
    assert values[settled["winner"]] == max(values) and values[settled["taken"]] == min(values)
    after = state.play({"tile": last})
    assert after.view(None)["previous"]["taken"]["value"] == min(values)
    assert oddsevens.game("even-odds").start(3, 4, first=0).completed_by(0) is None


def test_a_completed_dispute_stays_on_the_table_until_its_moment_passes():
    page = make_page("even-odds")
    page.open({"seats": ["human", "computer", "computer"], "options": {"rounds": 1, "first": 0}})
    lead_a_dispute(page)
    until_the_first_dispute_is_settled(page)
    held = dispute_group(page.screen.regions["board"])
    assert "settled" in held.get("class").split() and held.get("data-action") == "put-dispute-away"
    kinds = [node.get("class", "").split() for node in held.iter(f"{SVG}g") if "played" in node.get("class", "")]
    assert len(kinds) == 3 and sum("wins" in kind for kind in kinds) == 1
    assert any("taken" in kind for kind in kinds) or "It is the lowest too" in page.screen.regions["board"]
    assert "Highest: " in page.screen.regions["board"]
    fresh = page.screen.fresh_moves
    page.screen.run_pending()
    assert page.screen.fresh_moves == fresh, "putting the dispute away is no new move"
    assert "settled" not in dispute_group(page.screen.regions["board"]).get("class").split()


def test_a_tap_puts_the_completed_dispute_away_at_once_and_a_replay_shows_it():
    page = make_page("even-odds")
    page.open({"seats": ["human", "computer", "computer"], "options": {"rounds": 1, "first": 0}})
    lead_a_dispute(page)
    until_the_first_dispute_is_settled(page)
    page.action("put-dispute-away")
    assert "settled" not in dispute_group(page.screen.regions["board"]).get("class").split()
    settled_at = len(page.history) - 1
    page.action("replay")
    page.action("replay-to", str(settled_at))
    assert "settled" in dispute_group(page.screen.regions["board"]).get("class").split()


def test_the_table_keeps_its_size_from_move_to_move():
    """Every position before the end, in both layouts: the same viewBox."""
    chance = random.Random(3)
    for players in (3, 4, 5, 6):
        state = oddsevens.game("even-odds").start(players, players, first=0)
        boxes: dict[bool, set[str]] = {False: set(), True: set()}
        while not state.over:
            view = state.view(0)
            for wide in boxes:
                boxes[wide].add(ET.fromstring(render.board("even-odds", view, wide=wide)).get("viewBox"))
            state = state.play(chance.choice(state.legal_moves()))
        assert all(len(found) == 1 for found in boxes.values()), (players, boxes)


def test_the_dispute_title_clears_the_frame_round_the_first_tile_played():
    """The frame round the newest tile starts below the descenders of the
    title's 14-unit letters (the "p" of "Dispute"), in both layouts."""
    state = oddsevens.game("even-odds").start(3, 4, first=0)
    state = state.play(state.legal_moves()[0])
    for wide in (False, True):
        dispute = dispute_group(render.board("even-odds", state.view(1), wide=wide))
        title = next(node for node in dispute.iter(f"{SVG}text") if node.get("class") == "dispute-title")
        frame = next(node for node in dispute.iter(f"{SVG}rect") if node.get("class") == "last-mark")
        assert float(frame.get("y")) - float(title.get("y")) >= 0.35 * 14


def test_a_finished_game_shows_no_empty_dispute():
    page = make_page("even-odds")
    page.open({"seats": ["human", "computer", "computer"], "options": {"rounds": 1, "first": 0}})
    while not page.state.over:
        if page.state.to_move == (0,):
            lead_a_dispute(page)
        else:
            page.screen.pending.pop(0)()
    page.screen.run_pending()
    board = page.screen.regions["board"]
    assert "No tile played yet" not in board and 'aria-label="the dispute"' not in board
    assert "Game over: the tiles taken, by round" in board


def test_computers_are_numbered_among_themselves_and_older_names_still_load():
    page = make_page("even-odds")
    page.open({"seats": ["human", "computer", "computer", "computer"], "options": {"rounds": 1, "first": 0}})
    assert page.seats.names() == ["You", "Computer 1", "Computer 2", "Computer 3"]
    page.answers_submitted({**page.current_answers(), "kind-2": "human"})
    assert page.setup["names"] == ["Player 1", "Computer 1", "Player 3", "Computer 2"]
    # Saved when every computer had its seat's number.
    old = make_page("even-odds")
    old.open({"seats": ["human", "computer", "computer", "computer"],
              "names": ["Player 1", "Computer 2", "Computer 3", "Computer 4"], "options": {"rounds": 1, "first": 0}})
    assert old.seats.names() == ["You", "Computer 1", "Computer 2", "Computer 3"]
    assert "Computer 4" not in old.screen.regions["board"]


def test_every_word_of_the_table_is_said_by_the_page():
    """The drawing says each of its words through `say` (the page's
    words.say): with a `say` that words every Phrase as "§", no word of
    English is left in its text or its labels, whoever sees it, at every
    stage of a game (names here have no letters of their own)."""
    def say(said):
        return "§" if isinstance(said, Phrase) else said

    game = oddsevens.game("even-odds")
    chooser = random.Random(2)
    state = game.start(3, 5, rounds=2)
    names = ["①", YOU, "③"]
    history = [state]
    while not state.over:
        state = state.play(chooser.choice(state.legal_moves()))
        history.append(state)
    drawn = 0
    for index, state in enumerate(history):
        for viewer in (None, 0, 1, 2):
            view = state.view(viewer)
            settled = None
            if index:
                move = state.moves()[-1][1]
                settled = history[index - 1].completed_by(move["tile"]) if "tile" in move else None
            legal = state.legal_moves(viewer) if viewer in state.to_move else []
            between = view["round"] > 1 and not view["over"] and not view["dispute"]["played"] and not any(view["taken"])
            markup = render.board("even-odds", view, names=names, settled=settled, hint=legal[0] if legal else None,
                                  round_over=between, notes=["", "", "medium"], say=say)
            root = ET.fromstring(markup)
            said = [node.text or "" for node in root.iter()] + [node.get("aria-label") or "" for node in root.iter()]
            left = {text for text in said if re.search(r"[A-Za-z]", text.replace("medium", ""))}
            assert not left, left
            drawn += 1
    assert drawn == 4 * len(history)


def test_the_page_says_its_sentences_in_its_own_words(monkeypatch):
    """What the page says of the game (status, hints, the panel, the
    standings) goes through the page's words: with every message worded
    as "§" ({fields} kept), no English is left in it."""
    from app import words

    class Marked(gettext.NullTranslations):
        def gettext(self, message):
            return re.sub(r"[^{}]+(?=\{|$)|(?<=\})[^{}]+", "§", message)

        def ngettext(self, singular, plural, count):
            return self.gettext(singular if count == 1 else plural)

        def pgettext(self, context, message):
            return self.gettext(message)

    monkeypatch.setattr(words, "_catalogue", Marked())
    page = make_page("even-odds")
    page.open({"seats": ["human", "computer", "computer"], "options": {"rounds": 1, "first": 0}})
    screen = page.screen
    chooser = random.Random(4)
    while not page.state.over:
        if page.humans_to_move():
            page.action("hint")
            screen.run_pending()
            move = chooser.choice(page.state.legal_moves(0))
            if "tile" in move:
                page.board.on_tile(str(move["tile"]))
            else:
                page.board.on_tile("0")
                page.board.on_color(move["color"])
        else:
            screen.pending.pop(0)()
    texts = [*screen.statuses, page.board.panel_markup(), page.board.result_sentence()]
    left = {text for text in texts if re.search(r"[A-Za-z]", re.sub(r"<[^>]*>", "", text))}
    assert not left, left
