"""Even Odds: following colours, the 10, disputes, deals, rounds, tie-breaks
and what each seat may see."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET

import pytest

import oddsevens
from oddsevens import notation, render
from oddsevens.core import YOU
from oddsevens.core.phrases import Phrase, english, phrase
from oddsevens.games.even_odds import COLOURS, HAND_SIZES

GAME = oddsevens.game("even-odds")


def dealt(racks, players=4, colours=COLOURS, without=None):
    """A full `deal`: each seat's given tiles first (so seat s's k-th given
    tile has id s * hand size + k), then low unused tiles, skipping the
    colours `without` lists for that seat (those seats are filled first)."""
    size = HAND_SIZES[players]
    without = without or {}
    result = [list(racks[seat]) if seat < len(racks) else [] for seat in range(players)]
    used = {tile for rack in result for tile in rack}
    pool = [f"{colour}-{value}" for value in range(1, 11) for colour in colours]
    pool = [tile for tile in pool if tile not in used]
    for seat in sorted(range(players), key=lambda seat: -len(without.get(seat, ()))):
        while len(result[seat]) < size:
            tile = next(t for t in pool if t.split("-")[0] not in without.get(seat, ()))
            pool.remove(tile)
            result[seat].append(tile)
    return result


def start(racks, players=4, first=0, without=None, colours=COLOURS, **options):
    deal = dealt(racks, players, colours, without)
    return GAME.start(players=players, seed=1, deal=deal, first=first, **options)


def tile(seat, index, players=4):
    return {"tile": seat * HAND_SIZES[players] + index}


def legal_tiles(state):
    return [move["tile"] for move in state.legal_moves()]


def play_out(state):
    while not state.over:
        state = state.play(state.legal_moves()[0])
    return state


# -- following ---------------------------------------------------------------


def test_the_leader_may_play_any_tile():
    state = start([["blue-5", "pink-3", "green-8"]])
    assert legal_tiles(state) == list(range(12))


def test_next_player_must_follow_the_colour_of_the_last_tile():
    state = start([["blue-5"], ["pink-2", "blue-7", "blue-9"]], without={1: ("blue",)})
    state = state.play(tile(0, 0))
    assert state.to_move == (1,)
    assert legal_tiles(state) == [13, 14]
    with pytest.raises(oddsevens.IllegalMove, match="blue"):
        state.play(tile(1, 0))
    assert state.view(1)["dispute"]["follow"] == {"colour": "blue", "named": False}


def test_player_without_the_colour_plays_any_tile_and_sets_the_next_colour():
    # The rule book's second example: blue 9, blue 8, no blue so yellow 3, yellow 9.
    state = start(
        [["blue-9"], ["blue-8"], ["yellow-3"], ["yellow-9", "blue-2"]],
        without={2: ("blue",), 3: ("blue", "yellow")},
    )
    state = state.play(tile(0, 0)).play(tile(1, 0))
    assert legal_tiles(state) == list(range(24, 36))
    state = state.play(tile(2, 0))
    assert legal_tiles(state) == [36]
    with pytest.raises(oddsevens.IllegalMove, match="yellow"):
        state.play(tile(3, 1))
    state = state.play(tile(3, 0))
    assert state.view(None)["previous"]["winner"] == 3
    assert state.scores == (0, 0, 0, 3)


# -- the 10 ------------------------------------------------------------------


def test_a_ten_names_the_colour_for_the_next_player():
    state = start([["blue-10"], ["blue-3", "pink-4", "pink-6"]], without={1: ("pink",)})
    state = state.play(tile(0, 0))
    assert state.to_move == (0,)
    assert state.legal_moves() == [{"color": colour} for colour in COLOURS]
    assert state.view(0)["colour_choices"] == list(COLOURS)
    assert state.view(0)["dispute"]["naming"] == 0
    with pytest.raises(oddsevens.IllegalMove, match="name the next colour"):
        state.play(tile(1, 1), 0)
    state = state.play({"color": "pink"})
    assert state.to_move == (1,)
    assert legal_tiles(state) == [13, 14]
    assert state.view(1)["dispute"]["follow"] == {"colour": "pink", "named": True}


def test_a_player_without_the_named_colour_plays_any_tile():
    state = start([["blue-10"], ["blue-3"]], without={1: ("green",)})
    state = state.play(tile(0, 0)).play({"color": "green"})
    assert legal_tiles(state) == list(range(12, 24))


def test_the_named_colour_holds_for_the_next_player_only():
    state = start(
        [["blue-10"], ["yellow-4"], ["yellow-6", "pink-5"]],
        without={1: ("pink",)},
    )
    state = state.play(tile(0, 0)).play({"color": "pink"}).play(tile(1, 0))
    assert state.view(2)["dispute"]["follow"] == {"colour": "yellow", "named": False}
    assert 24 in legal_tiles(state) and 25 not in legal_tiles(state)


def test_a_ten_as_the_last_tile_names_nothing():
    state = start([["blue-2"], ["blue-3"], ["blue-4"], ["green-10"]], without={3: ("blue",)})
    state = state.play(tile(0, 0)).play(tile(1, 0)).play(tile(2, 0)).play(tile(3, 0))
    assert state.to_move == (3,)
    assert all("tile" in move for move in state.legal_moves())
    assert legal_tiles(state) == list(range(37, 48))
    assert state.view(3)["dispute"] == {"leader": 3, "played": [], "follow": None, "naming": None}


# -- winning a dispute ---------------------------------------------------------


def test_the_highest_value_wins_and_takes_the_lowest_tile():
    # The rule book's first example: green 8, 7, 2, 6.
    state = start([["green-8"], ["green-7"], ["green-2"], ["green-6"]])
    for seat in range(4):
        state = state.play(tile(seat, 0))
    previous = state.view(1)["previous"]
    assert previous["winner"] == 0
    assert previous["taken"] == {"seat": 2, "colour": "green", "value": 2}
    assert state.scores == (2, 0, 0, 0)
    assert state.view(2)["taken"][0] == [{"colour": "green", "value": 2}]
    assert state.to_move == (0,)


def test_equal_highest_values_go_to_the_later_tile():
    state = start([["blue-9"], ["pink-9"], ["pink-4"], ["pink-1"]], without={0: ("pink",)}, first=1)
    for seat in (1, 2, 3, 0):
        state = state.play(tile(seat, 0))
    assert state.view(None)["previous"]["winner"] == 0
    assert state.to_move == (0,)
    assert state.scores == (1, 0, 0, 0)


def test_equal_lowest_values_score_their_value_once():
    state = start([["black-3"], ["yellow-3"], ["black-8"], ["pink-3"]],
                  without={1: ("black",), 2: ("yellow",), 3: ("black",)})
    for seat in range(4):
        state = state.play(tile(seat, 0))
    previous = state.view(None)["previous"]
    assert previous["winner"] == 2
    assert previous["taken"] == {"seat": 0, "colour": "black", "value": 3}
    assert state.scores == (0, 0, 3, 0)
    assert state.view(0)["taken"] == [[], [], [{"colour": "black", "value": 3}], []]


# -- the deal ------------------------------------------------------------------


@pytest.mark.parametrize("players,size,bag", [(3, 12, 4), (4, 12, 2), (5, 10, 0), (6, 8, 2)])
def test_deal_sizes_per_player_count(players, size, bag):
    state = GAME.start(players=players, seed=players)
    view = state.view(None)
    assert [len(rack) for rack in view["racks"]] == [size] * players
    assert view["hand_size"] == size and view["bag"] == bag
    assert len(set(state.tiles)) == len(state.tiles) == players * size
    ids = [entry["id"] for rack in view["racks"] for entry in rack]
    assert sorted(ids) == list(range(players * size))


def test_three_players_play_without_one_colour_all_game():
    for seed in range(5):
        state = GAME.start(players=3, seed=seed, rounds=2)
        removed = state.view(None)["removed_colour"]
        assert removed in COLOURS
        assert state.view(None)["colours"] == [c for c in COLOURS if c != removed]
        while not state.over:
            colours = {entry["colour"] for rack in state.view(None)["racks"] for entry in rack}
            assert removed not in colours
            if "color" in state.legal_moves()[0]:
                assert {"color": removed} not in state.legal_moves()
            state = state.play(state.legal_moves()[0])


def test_a_three_player_deal_leaves_out_the_colour_it_does_not_use():
    colours = ("blue", "yellow", "black", "green")
    state = start([["blue-10"]], players=3, colours=colours)
    assert state.view(None)["removed_colour"] == "pink"
    state = state.play(tile(0, 0, players=3))
    assert state.legal_moves() == [{"color": colour} for colour in colours]
    with pytest.raises(oddsevens.IllegalMove, match="not 'pink'"):
        state.play({"color": "pink"})


def test_bad_deals_say_why():
    with pytest.raises(ValueError, match="colour-value"):
        GAME.start(deal=[["blue10"]])
    with pytest.raises(ValueError, match="twice"):
        GAME.start(deal=[["blue-1", "blue-1"]])
    with pytest.raises(ValueError, match="12 tiles to each of 4 seats"):
        GAME.start(deal=dealt([], players=5))
    with pytest.raises(ValueError, match="all five"):
        GAME.start(players=3, deal=[rack[:12] for rack in dealt([], players=4)[:3]])
    with pytest.raises(ValueError, match="first must be a seat"):
        GAME.start(players=3, first=4)


# -- words ---------------------------------------------------------------------


def test_moves_and_refusals_are_phrases_that_keep_their_english():
    state = start([["blue-10"], ["blue-3", "pink-4", "pink-6"]], without={1: ("pink",)})
    named = state.play(tile(0, 0))
    after = named.play({"color": "pink"})
    said = notation.describe(named, after, None, ["Ann", "Bo", "Cy", "Di"])
    assert said == phrase("names {colour}", colour=phrase("pink"))
    assert english(said) == "names pink"
    with pytest.raises(oddsevens.IllegalMove) as refused:
        after.play(tile(1, 0))
    assert refused.value.said == phrase("you hold {colour} tiles, so you must play one of them", colour=phrase("pink"))
    assert str(refused.value) == english(refused.value.said) == "you hold pink tiles, so you must play one of them"
    with pytest.raises(oddsevens.BadOption) as bad:
        GAME.start(deal=[["blue10"]])
    assert isinstance(bad.value.said, Phrase)
    assert str(bad.value) == 'a dealt tile is written "colour-value", e.g. "pink-10", not \'blue10\''


def test_a_dispute_said_to_the_person_at_the_device_is_one_whole_message_per_case():
    """"You" is never a name put into a sentence: each case (who wins, whose
    tile is taken, whether the round ends) has a message of its own."""
    names = [YOU, "Bo", "Cy"]
    chooser = random.Random(5)
    state = GAME.start(3, seed=6, rounds=2)
    messages = set()
    while not state.over:
        after = state.play(chooser.choice(state.legal_moves()))
        said = notation.describe(state, after, 0, names)
        assert YOU not in said.values.values()
        assert all(isinstance(value, (Phrase, int)) or value in names for value in said.values.values())
        messages.add(said.message)
        state = after
    assert "plays {tile}; you win the dispute and take {owner}’s {colour} {value}" in messages
    assert "plays {tile}; {winner} wins the dispute and takes your {colour} {value}" in messages
    assert any(message.endswith("; round {round} ends") for message in messages)


def test_tile_ids_do_not_encode_values():
    values_of_id_zero = {
        GAME.start(seed=seed).view(1)["racks"][0][0]["value"] for seed in range(30)
    }
    first_ids = {GAME.start(seed=seed).view(1)["racks"][0][0]["id"] for seed in range(30)}
    assert len(values_of_id_zero) > 3 and len(first_ids) > 3


# -- rounds and the end --------------------------------------------------------


def one_colour_each():
    """Five players, each holding one colour; seat 2 keeps its 10 for last,
    the others lead with theirs, so seat 2 wins the round's last dispute."""
    racks = []
    for seat, colour in enumerate(COLOURS):
        values = list(range(1, 11)) if seat == 2 else [10, *range(1, 10)]
        racks.append([f"{colour}-{value}" for value in values])
    return racks


def test_the_last_dispute_winner_leads_the_next_round():
    state = GAME.start(players=5, seed=3, deal=one_colour_each(), first=0, rounds=2)
    while state.view(None)["round"] == 1:
        state = state.play(state.legal_moves()[0])
    assert state.view(None)["previous"]["winner"] == 2
    assert state.to_move == (2,)
    assert state.view(None)["dispute"]["leader"] == 2
    assert len(state.view(None)["round_scores"]) == 2


def test_racks_empty_together_and_the_game_ends_after_three_rounds():
    state = GAME.start(players=5, seed=3)
    tiles_played = 0
    while not state.over:
        hand_sizes = {len(rack) for rack in state.view(None)["racks"]}
        if not state.view(None)["dispute"]["played"]:
            assert len(hand_sizes) == 1
        move = state.legal_moves()[0]
        tiles_played += "tile" in move
        state = state.play(move)
    assert tiles_played == 3 * 50
    view = state.view(0)
    assert view["round"] == 3 and len(view["round_scores"]) == 3
    assert state.scores == tuple(map(sum, zip(*view["round_scores"], strict=True)))
    assert sum(state.scores) > 0


def test_the_rounds_option_sets_the_game_length():
    state = play_out(GAME.start(players=6, seed=2, rounds=1))
    assert len(state.view(None)["round_scores"]) == 1


def finished_with(history):
    """A finished game whose rounds scored `history` (one tuple per round)."""
    state = play_out(GAME.start(players=3, seed=4, rounds=len(history)))
    finished = state._derived()
    finished.history = tuple(tuple(points) for points in history)
    return finished


def test_lowest_total_wins():
    state = finished_with([(0, 9, 9), (9, 1, 1)])
    assert state.scores == (9, 10, 10)
    assert state.winners == (0,)


def test_equal_totals_go_to_fewer_points_in_the_last_round():
    state = finished_with([(5, 3, 4), (2, 4, 3)])
    assert state.scores == (7, 7, 7)
    assert state.winners == (0,)


def test_equal_totals_and_last_rounds_share_the_victory():
    state = finished_with([(3, 3, 9), (4, 4, 1)])
    assert state.winners == (0, 1)
    assert state.view(None)["winners"] == [0, 1]


# -- what each seat sees -------------------------------------------------------


def test_a_seat_sees_opponents_values_but_only_colour_and_parity_of_its_own():
    state = start([["blue-7"], ["pink-4"]])
    own = state.view(0)["racks"][0]
    assert {"id": 0, "colour": "blue", "parity": "odd", "value": None} in own
    assert all(entry["value"] is None for entry in own)
    assert {"id": 12, "colour": "pink", "parity": "even", "value": 4} in state.view(0)["racks"][1]
    assert all(entry["value"] is None for rack in state.view(None)["racks"] for entry in rack)


def test_own_values_never_reach_their_owner():
    racks = [["blue-2", "blue-4", "pink-7", "green-1"]]
    swapped = [["blue-4", "blue-2", "pink-7", "green-1"]]
    first, second = start(racks, first=1), start(swapped, first=1)
    for seat in (None, 1, 2, 3):
        if seat is not None:
            move = first.legal_moves()[0]
            first, second = first.play(move), second.play(move)
        assert first.view(0) == second.view(0)
        assert first.view(1) != second.view(1)
        assert first.view(None) == second.view(None)
    assert first.legal_moves(0) == second.legal_moves(0)


def test_a_replaced_own_tile_leaves_its_owner_view_unchanged():
    deal = dealt([["pink-1"]])
    in_deal = {tile_name for rack in deal for tile_name in rack}
    bag = [f"{c}-{v}" for c in COLOURS for v in range(1, 11) if f"{c}-{v}" not in in_deal]
    spare, index = next(
        (name, index)
        for name in bag
        for index, own in enumerate(deal[0])
        if own.split("-")[0] == name.split("-")[0]
        and int(own.split("-")[1]) % 2 == int(name.split("-")[1]) % 2
    )
    other = [list(rack) for rack in deal]
    other[0][index] = spare
    first = GAME.start(seed=1, deal=deal, first=2)
    second = GAME.start(seed=1, deal=other, first=2)
    assert first.view(0) == second.view(0)
    assert first.view(3) != second.view(3)


def test_discarded_tiles_are_shown_to_nobody():
    state = start([["green-8"], ["green-7"], ["green-2"], ["green-6"]])
    for seat in range(4):
        state = state.play(tile(seat, 0))
    for after_next_lead in (False, True):
        for seat in (None, 0, 1, 2, 3):
            view = state.view(seat)
            assert view["previous"] == {"winner": 0, "taken": {"seat": 2, "colour": "green", "value": 2}}
            assert view["discarded"] == 3
            shown = json.dumps([view["dispute"], view["previous"], view["taken"]])
            for value in (8, 7, 6):
                assert f'"value": {value}' not in shown
        if not after_next_lead:
            state = state.play(tile(0, 1))


def test_the_settled_dispute_is_drawn_only_as_its_summary():
    state = start([["green-8"], ["green-7"], ["green-2"], ["green-6"]])
    for seat in range(4):
        state = state.play(tile(seat, 0))
    svg = ET.fromstring(render.board("even-odds", state.view(1), names=["Ann", "Bob", "Cy", "Di"]))
    assert not [node for node in svg.iter() if "played" in node.get("class", "").split()]
    texts = [node.text for node in svg.iter() if node.text]
    assert "Last: Ann took Cy's green 2 (+2)" in texts


def test_the_deal_option_appears_in_no_view():
    state = start([["pink-10"]])
    for seat in (None, 0, 1, 2, 3):
        assert '"deal"' not in json.dumps(state.view(seat))


def test_tiles_of_other_seats_and_played_tiles_cannot_be_played():
    state = start([["green-8"], ["green-7"], ["green-2"], ["green-6"]])
    with pytest.raises(oddsevens.IllegalMove, match="not in your rack"):
        state.play(tile(1, 0))
    with pytest.raises(oddsevens.IllegalMove, match="not in your rack"):
        state.play({"tile": 48})
    for seat in range(4):
        state = state.play(tile(seat, 0))
    assert state.to_move == (0,)
    with pytest.raises(oddsevens.IllegalMove, match="already been played"):
        state.play(tile(0, 0))


# -- the renderer --------------------------------------------------------------


def test_render_marks_playable_own_tiles_and_shows_opponent_values():
    state = start([["blue-5"], ["pink-2", "blue-7", "blue-9"]], without={1: ("blue",)})
    state = state.play(tile(0, 0))
    svg = ET.fromstring(render.board("even-odds", state.view(1), names=["Ann", "<Bob>", "Cy", "Di"]))
    own = [node for node in svg.iter() if node.get("data-tile")]
    assert len(own) == 12
    legal = sorted(int(node.get("data-tile")) for node in own if "legal" in node.get("class", "").split())
    assert legal == [13, 14]
    assert all(node.get("role") == "button" and node.get("aria-label").startswith("your ") for node in own)
    labels = [node.get("aria-label") for node in svg.iter() if node.get("aria-label")]
    assert "your blue triangle (odd), play it" in labels
    assert "Ann's blue 5" not in labels and "Ann played blue 5" in labels
    assert any(label.startswith("Cy's ") and label[-1].isdigit() for label in labels)


def test_render_offers_the_colours_after_a_ten():
    state = start([["blue-10"]]).play(tile(0, 0))
    svg = ET.fromstring(render.board("even-odds", state.view(0)))
    choices = [node.get("data-color") for node in svg.iter() if node.get("data-color")]
    assert choices == list(COLOURS)
    quiet = ET.fromstring(render.board("even-odds", state.view(0), interactive=False))
    assert not [node for node in quiet.iter() if node.get("data-color") or "legal" in node.get("class", "")]


# -- a state from a seat's view (a device playing in a room) --------------------


def from_view(state, seat):
    """What a device at `seat` builds from the view it is sent as JSON text."""
    return GAME.from_view(json.loads(json.dumps(state.view(seat))))


def test_a_state_from_a_view_must_name_a_colour_after_a_ten():
    state = start([["blue-10"], ["blue-3", "pink-4", "pink-6"]], without={1: ("pink",)}).play(tile(0, 0))
    world = from_view(state, 0)
    assert world.to_move == (0,) and world.legal_moves(0) == [{"color": colour} for colour in COLOURS]
    named = world.play({"color": "pink"}, 0)
    assert named.to_move == (1,) and named.follow_colour == COLOURS.index("pink")
    waiting = from_view(state, 1)
    assert waiting.to_move == (0,) and waiting.legal_moves(1) == [] and waiting.view(1) == state.view(1)


def test_a_state_from_a_view_knows_every_tile_but_the_seat_s_own_values():
    state = start([["blue-7"], ["pink-4"]]).play(tile(0, 0))
    world = from_view(state, 1)
    for tile_id in range(len(state.tiles)):
        if state.owner(tile_id) != 1 and not state.played >> tile_id & 1:
            assert world.tiles[tile_id] == state.tiles[tile_id]
    own = range(12, 24)
    assert [world.tiles[i] // 10 for i in own] == [state.tiles[i] // 10 for i in own], "colours"
    assert [world.tiles[i] % 2 for i in own] == [state.tiles[i] % 2 for i in own], "parities"
    assert world.legal_moves(1) == state.legal_moves(1)


def test_a_state_from_a_view_holds_the_public_options_and_no_seed():
    state = GAME.start(players=3, seed=8, first=2, rounds=2)
    world = from_view(state, 1)
    assert world.options == {"deal": None, "first": None, "rounds": 2}
    assert (world.seed, world.players, world.removed) == (0, 3, state.removed)
    assert world.to_move == (2,)


def test_a_finished_game_from_a_view_keeps_every_round():
    state = play_out(GAME.start(players=4, seed=6, rounds=2))
    world = from_view(state, 2)
    assert world.over and world.history == state.history and world.rounds_taken == state.rounds_taken
    assert (world.scores, world.winners) == (state.scores, state.winners)


def test_a_view_that_cannot_be_read_is_a_bad_record():
    view = start([["blue-7"]]).view(0)
    all_blue_and_odd = json.loads(json.dumps(view))
    for entry in all_blue_and_odd["racks"][0]:
        entry.update(colour="blue", parity="odd")
    missing = {key: value for key, value in view.items() if key != "racks"}
    for bad in ("view", {**view, "game": "even-at-odds"}, missing, {**view, "hand_size": 10**6},
                {**view, "seat": True}, all_blue_and_odd, {**view, "players": 5}):
        with pytest.raises(oddsevens.BadRecord):
            GAME.from_view(bad)
