"""Records as players handle them: import messages, export text, share links."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

import oddsevens
from app import records
from app.records import RecordProblem, read_record, read_share_fragment, share_fragment


def dualities_game(moves: int = 5, seed: int = 3) -> oddsevens.State:
    state = oddsevens.game("dualities").start(seed=seed)
    for _ in range(moves):
        state = state.play(state.legal_moves()[len(state) * 7 % len(state.legal_moves())])
    return state


def problem(text: str, game_id: str = "dualities") -> str:
    with pytest.raises(RecordProblem) as caught:
        read_record(text, game_id)
    return str(caught.value)


def test_an_exported_record_imports_to_the_same_game_with_its_setup():
    state = dualities_game()
    setup = {"seats": ["human", "computer"], "options": {"lines": "rows"}, "level": "easy"}
    imported = read_record(records.export_text(state, setup), "dualities")
    assert imported.state == state
    assert imported.setup == setup


def test_the_export_is_plain_json_of_the_record_with_one_move_per_line():
    state = dualities_game(3)
    text = records.export_text(state)
    assert json.loads(text) == state.record()
    assert len([line for line in text.splitlines() if '"black"' in line]) == 3
    assert json.loads(records.export_text(oddsevens.game("evening").start()))["moves"] == []


def test_a_bare_record_imports_without_a_setup():
    state = dualities_game()
    imported = read_record(json.dumps(state.record()), "dualities")
    assert imported.state == state and imported.setup is None


def test_a_saved_entry_pasted_whole_is_read_for_its_record():
    state = dualities_game()
    entry = {"version": 2, "record": state.record(), "setup": {"seats": ["human", "human"]}}
    imported = read_record(json.dumps(entry), "dualities")
    assert imported.state == state and imported.setup == {"seats": ["human", "human"]}


def test_truncated_json_says_it_is_cut_off():
    text = json.dumps(dualities_game().record())
    message = problem(text[: len(text) // 2])
    assert message.startswith("The record is cut off")
    assert "line 1" in message


def test_broken_json_in_the_middle_names_the_place():
    message = problem('{"game": "dualities",, "players": 2}')
    assert message.startswith("This is not valid JSON")
    assert "line 1, column 22" in message


def test_empty_text_asks_for_a_record():
    assert "paste one, or pick a file" in problem("  \n")


def test_a_record_of_another_of_our_games_names_both():
    text = json.dumps(oddsevens.game("evening").start(seed=1).record())
    assert problem(text) == "This is a record of Evening, not Dualities: import it on the Evening page."


def test_a_record_of_a_game_we_do_not_have_says_so():
    record = {**dualities_game().record(), "game": "chess"}
    assert problem(json.dumps(record)) == 'This record is for a game called "chess", not Dualities.'


def test_a_record_without_a_game_says_what_is_missing():
    record = dualities_game().record()
    del record["game"]
    assert '"game": "dualities"' in problem(json.dumps(record))


def test_not_an_object_says_what_a_record_is():
    assert problem("[1, 2, 3]").startswith("A game record is a JSON object")


def test_an_unknown_option_is_named():
    record = {**dualities_game().record(), "options": {"lines": "rows", "colour": "red"}}
    message = problem(json.dumps(record))
    assert message.startswith("The record cannot start: Dualities has no option 'colour'")


def test_a_bad_option_value_is_named():
    record = {**dualities_game().record(), "options": {"lines": "diagonals"}}
    assert "option 'lines' must be one of" in problem(json.dumps(record))


def test_an_illegal_move_is_named_by_its_number():
    record = dualities_game(5).record()
    record["moves"][3] = [1, record["moves"][0][1]]
    message = problem(json.dumps(record))
    assert message.startswith("Move 4 is not legal: the black cell")
    assert message.endswith("is already covered.")


def test_a_move_by_the_wrong_seat_is_named_by_its_number():
    record = dualities_game(3).record()
    record["moves"][1][0] = 0
    assert problem(json.dumps(record)).startswith("Move 2 is not legal: seat 0 may not act now")


def test_a_move_that_is_not_a_pair_is_named():
    record = dualities_game(3).record()
    record["moves"][1] = "C4"
    assert problem(json.dumps(record)).startswith("Move 2 is not a [seat, move] pair")


def test_deeply_nested_json_is_refused_in_words():
    assert "nested too deeply" in problem("[" * 100_000 + "]" * 100_000)


def test_an_overlong_text_is_refused_before_parsing():
    assert "too long" in problem(" " * (records.MAX_TEXT + 1) + "{}")


def test_hidden_information_games_import_too():
    state = oddsevens.game("even-odds").start(4, seed=9)
    for _ in range(6):
        state = state.play(state.legal_moves()[0])
    assert read_record(records.export_text(state), "even-odds").state == state


# -- share links -------------------------------------------------------------------------------
def test_a_share_fragment_round_trips():
    state = dualities_game(12)
    fragment = share_fragment(state)
    assert fragment.startswith("record=")
    assert set(fragment[len("record="):]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    shared = read_share_fragment("#" + fragment, "dualities")
    assert shared.state == state and shared.setup is None


def test_a_whole_evening_game_fits_a_short_link():
    state = oddsevens.game("evening").start(seed=2, size=8)
    while not state.over:
        state = state.play(state.legal_moves()[0])
    assert len(state) > 50
    assert read_share_fragment(share_fragment(state), "evening").state == state
    assert len(share_fragment(state)) < 2000


def test_other_fragments_are_not_shares():
    assert read_share_fragment("", "dualities") is None
    assert read_share_fragment("#rules", "dualities") is None
    assert read_share_fragment("#x=1&y", "dualities") is None


def test_a_share_among_other_fragment_parts_is_found():
    state = dualities_game(2)
    assert read_share_fragment(f"#from=chat&{share_fragment(state)}", "dualities").state == state


def share_problem(fragment: str, game_id: str = "dualities") -> str:
    with pytest.raises(RecordProblem) as caught:
        read_share_fragment(fragment, game_id)
    return str(caught.value)


def test_a_cut_off_link_says_so():
    fragment = share_fragment(dualities_game(12))
    assert "cut off" in share_problem(fragment[: len(fragment) * 2 // 3])


def test_a_link_with_foreign_characters_is_damaged():
    assert "damaged" in share_problem("#record=abc$def")
    assert "damaged" in share_problem("#record=")


def test_a_link_of_garbage_cannot_be_unpacked():
    garbage = base64.urlsafe_b64encode(b"not deflated at all").decode().rstrip("=")
    assert "cannot be unpacked" in share_problem(f"#record={garbage}")


def test_a_link_that_unpacks_to_something_huge_is_refused():
    bomb = base64.urlsafe_b64encode(zlib.compress(b" " * (records.MAX_TEXT * 3))).decode().rstrip("=")
    assert "too long" in share_problem(f"#record={bomb}")


def test_a_link_of_another_game_names_it():
    fragment = share_fragment(oddsevens.game("evening").start(seed=1).play({"cell": [0, 0]}))
    assert share_problem(fragment) == "This is a record of Evening, not Dualities: import it on the Evening page."


def test_a_link_with_an_illegal_move_names_the_move():
    record = dualities_game(4).record()
    record["moves"][3][1] = {"black": [9, 9], "white": [0, 0]}
    code = base64.urlsafe_b64encode(zlib.compress(json.dumps(record).encode())).decode().rstrip("=")
    assert share_problem(f"#record={code}").startswith("Move 4 is not legal: the black cell [9, 9] is off the board")


def test_problems_are_said_in_the_pages_language_the_rules_own_words_too(monkeypatch):
    from babel.messages.catalog import Catalog

    from app import words
    from oddsevens.core.phrases import N_, phrase
    from sitebuild import languages

    catalogue = Catalog(locale="pt_BR")
    catalogue.add(
        "There is no record to import: paste one, or pick a file.", "Não há registro para importar: cole um ou escolha um arquivo."
    )
    catalogue.add("the moves do not fit", "os lances não cabem")

    def refuse(record):
        raise oddsevens.BadRecord(phrase(N_("the moves do not fit")))

    words.use_catalogue("pt-BR", languages.compiled(catalogue))
    try:
        assert problem("  ") == "Não há registro para importar: cole um ou escolha um arquivo."
        monkeypatch.setattr(oddsevens, "replay", refuse)
        assert problem(json.dumps(dualities_game().record())) == "Os lances não cabem."
    finally:
        words.use_catalogue(words.ENGLISH, None)
