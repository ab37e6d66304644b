"""Embedded games: the address's parameters become the setup, every bad one
is reported in words, and embedded games never touch the site's saved game."""

from __future__ import annotations

import json
from urllib.parse import parse_qsl

import pytest

import oddsevens
from app import records
from app.embed import UNSAVED_REGION, MemoryStore, open_embedded, plan_embed, site_address
from app.pages import PAGES
from app.storage import SavedGames, key_for
from fakes import make_page


def plan(game_id: str, query: str):
    return plan_embed(make_page(game_id, seed=11), parse_qsl(query, keep_blank_values=True))


def test_dialog_names_set_the_game():
    result = plan("dualities", "game=dualities&opponent=friend&lines=all")
    assert result.problems == []
    assert result.setup["seats"] == ["human", "human"]
    assert result.setup["options"] == {"lines": "all"}
    assert result.slot == "embed&lines=all&opponent=friend"


def test_level_and_side_against_the_computer():
    result = plan("dualities", "game=dualities&side=even&level=easy")
    assert result.problems == []
    assert result.setup["seats"] == ["computer", "human"]
    assert result.setup["level"] == "easy"


def test_engine_option_names_are_accepted_where_the_page_uses_them():
    result = plan("evening", "game=evening&opponent=friend&size=4&protocol=free&parity=true")
    assert result.problems == []
    assert result.setup["options"] == {"size": 4, "protocol": "free", "parity": True}


def test_an_engine_option_the_page_would_not_use_is_refused_in_words():
    result = plan("evening", "game=evening&opponent=computer&protocol=free")
    assert result.setup["options"]["protocol"] == "alternating"
    assert len(result.problems) == 1 and "protocol" in result.problems[0] and "alternating" in result.problems[0]


def test_every_game_takes_its_opponent_and_level():
    for game_id in PAGES:
        result = plan(game_id, f"game={game_id}&opponent=friend&level=easy")
        assert result.problems == [], (game_id, result.problems)
        assert result.setup["level"] == "easy" and "computer" not in result.setup["seats"]


def test_seats_and_target_for_beat_the_odds():
    result = plan("beat-the-odds", "game=beat-the-odds&seats=human,computer,computer&target=50")
    assert result.problems == []
    assert result.setup["seats"] == ["human", "computer", "computer"]
    assert result.setup["options"] == {"target": 50}
    friends = plan("beat-the-odds", "game=beat-the-odds&players=4&opponent=friend")
    assert friends.setup["seats"] == ["human"] * 4


def test_test_hooks_pass_through_to_the_engine():
    result = plan("beat-the-odds", "game=beat-the-odds&dice=[6,1,4,4]")
    assert result.problems == []
    assert result.setup["options"]["dice"] == [6, 1, 4, 4]


@pytest.mark.parametrize(
    "query, words",
    [
        ("game=dualities&lines=diagonal", "lines=diagonal is not a choice here; use rows or all"),
        (
            "game=dualities&colour=red",
            "“colour” is not a setting of Dualities; it takes opponent, side, lines, level, lesson, step, puzzle, record, start, lang.",
        ),
        ("game=dualities&level=genius", "use easy, medium or hard"),
        ("game=beat-the-odds&target=0", "target=0"),
        ("game=beat-the-odds&seats=human,robot", "each human or computer"),
        ("game=beat-the-odds&players=12", "from 1 to 8"),
        ("game=evening&size=12", "size=12 is not a choice here"),
        ("game=evening&parity=maybe", "parity"),
        ("game=dualities&lines=all&lines=rows", "given more than once"),
        ("game=dualities&start=soon", "start=soon is not a choice; use start=now"),
    ],
)
def test_bad_parameters_are_named_and_the_rest_still_plays(query, words):
    game_id = dict(parse_qsl(query))["game"]
    result = plan(game_id, query)
    assert any(words in problem for problem in result.problems), result.problems
    oddsevens.game(game_id).start(len(result.setup["seats"]), 1, **result.setup["options"])


def test_starting_at_once_changes_nothing_but_when_the_game_starts():
    at_tap, at_once = plan("dualities", "game=dualities&lines=all"), plan("dualities", "game=dualities&lines=all&start=now")
    assert at_once.problems == [] and at_once.setup == at_tap.setup
    assert at_once.slot == at_tap.slot, "the same game is saved whichever way it starts"


def finished_dualities() -> oddsevens.State:
    state = oddsevens.game("dualities").start(seed=4, lines="all")
    while not state.over:
        state = state.play(state.legal_moves()[len(state.moves()) % 7 % len(state.legal_moves())])
    return state


def test_a_record_is_replayed_and_never_saved():
    state = finished_dualities()
    store = MemoryStore()
    page = make_page("dualities", store, seed=11)
    open_embedded(page, [("game", "dualities"), ("opponent", "friend"), ("record", json.dumps(state.record()))], store)
    assert page.state == state and page.state.over
    assert page.setup["seats"] == ["human", "human"] and page.setup["options"]["lines"] == "all"
    assert store.items == {}
    assert page.screen.notices == []


def test_a_record_sets_the_number_of_seats():
    state = oddsevens.game("beat-the-odds").start(4, seed=2).play("roll")
    result = plan("beat-the-odds", "game=beat-the-odds&record=" + json.dumps(state.record()))
    assert result.problems == [] and result.state == state
    assert result.setup["seats"] == ["human", "computer", "computer", "computer"]


def test_a_record_keeps_its_options_and_names_a_contradicting_one():
    record = json.dumps(oddsevens.game("evening").start(seed=1, size=4).play({"cell": [0, 0]}).record())
    friends = plan("evening", "game=evening&opponent=friend&record=" + record)
    assert friends.problems == [] and friends.setup["options"]["protocol"] == "alternating"
    told = plan("evening", "game=evening&size=6&record=" + record)
    assert told.setup["options"]["size"] == 4
    assert told.problems == ["size=6 is left out: the record is a game with size=4."]


def test_a_record_that_does_not_fit_the_seats_asked_for_is_played_by_people():
    solo = oddsevens.game("even-at-odds").start(1, seed=3)
    quiet = plan("even-at-odds", "game=even-at-odds&record=" + json.dumps(solo.record()))
    assert quiet.problems == [] and quiet.setup["seats"] == ["human"]
    told = plan("even-at-odds", "game=even-at-odds&opponent=computer&record=" + json.dumps(solo.record()))
    assert told.setup["seats"] == ["human"] and "people play every seat" in told.problems[0]


@pytest.mark.parametrize(
    "record, words",
    [
        ("{not json", "not valid JSON"),
        (json.dumps({"game": "evening", "players": 2, "seed": 1, "options": {}, "moves": []}), "not dualities"),
        (json.dumps({"game": "dualities", "players": 2, "seed": 1, "options": {}, "moves": [[0, "pass"]]}), "move 1 is not legal"),
        (json.dumps([1, 2]), "cannot be replayed"),
    ],
)
def test_a_bad_record_is_explained_and_a_fresh_game_starts(record, words):
    store = MemoryStore()
    page = make_page("dualities", store, seed=11)
    open_embedded(page, [("game", "dualities"), ("record", record)], store)
    assert page.state.moves() == [] and not page.state.over
    assert words in page.screen.notices[-1]
    assert 'data-action="dismiss-notice"' in page.screen.notices[-1]


def test_an_embedded_game_saves_under_its_own_slot():
    store = MemoryStore()
    main_game = oddsevens.game("dualities").start(seed=1)
    SavedGames(store).save("dualities", main_game.play(main_game.legal_moves()[0]), {"seats": ["human", "human"], "options": {}})
    site_entry = store.items[key_for("dualities")]
    page = make_page("dualities", store, seed=11)
    open_embedded(page, [("game", "dualities"), ("opponent", "friend")], store)
    assert page.state.moves() == []
    move = page.state.legal_moves()[3]
    page.play(move)
    assert store.items[key_for("dualities")] == site_entry
    slot = key_for("dualities", "embed&opponent=friend")
    assert json.loads(store.items[slot])["record"]["moves"] == [[0, move]]
    again = make_page("dualities", store, seed=11)
    open_embedded(again, [("game", "dualities"), ("opponent", "friend")], store)
    assert again.state == page.state


def test_a_frame_refused_storage_plays_unsaved_and_says_so_in_one_quiet_line():
    page = make_page("dualities", seed=11)
    open_embedded(page, [("game", "dualities"), ("opponent", "friend")], None)
    line = page.screen.regions[UNSAVED_REGION]
    assert line.startswith("Not saved") and "data-site-link" in line and 'href="index.html?game=dualities"' in line
    assert page.screen.notices == [], "no alert: the line is all"
    page.play(page.state.legal_moves()[0])
    page.undo()
    page.play(page.state.legal_moves()[1])
    assert len(page.state.moves()) == 1 and page.screen.notices == []


def test_the_full_site_link_carries_a_game_that_hides_nothing():
    page = make_page("dualities", seed=11)
    open_embedded(page, [("game", "dualities"), ("opponent", "friend")], None)
    assert site_address(page).endswith("?game=dualities")
    page.play(page.state.legal_moves()[0])
    assert site_address(page).endswith("#" + records.share_fragment(page.state))


def test_the_full_site_link_never_carries_a_game_with_secrets():
    page = make_page("even-odds", seed=11)
    open_embedded(page, [("game", "even-odds")], None)
    assert "data-site-link" in page.screen.regions[UNSAVED_REGION]
    assert "#" not in site_address(page)


def test_the_readers_problems_are_said_in_the_embeds_language():
    from babel.messages.catalog import Catalog

    from app import words
    from sitebuild import languages

    catalogue = Catalog(locale="ja")
    catalogue.add("{name} is given more than once; the first value is used.", "{name} が二度以上あります。最初の値を使います。")
    catalogue.add("Some of this embedded game’s settings could not be used:", "この埋め込みゲームの設定の一部は使えませんでした:")
    words.use_catalogue("ja", languages.compiled(catalogue))
    try:
        result = plan("dualities", "game=dualities&lines=all&lines=rows")
        assert result.problems == ["lines が二度以上あります。最初の値を使います。"]
        from app.embed import problems_markup

        assert "この埋め込みゲームの設定の一部は使えませんでした" in problems_markup(result.problems)
    finally:
        words.use_catalogue(words.ENGLISH, None)
