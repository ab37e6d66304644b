"""The hex boards' sentences name a cell ("F5") only while the board writes
the names in its cells (Coordinates); otherwise they point at what the
player sees: the ringed cell, the cell just tapped, the faint hint. And
Evening says "Your turn" as every game does."""

from __future__ import annotations

from fakes import make_page
from oddsevens.core.cells import cell_name
from oddsevens.core.hexgrid import cell_label

EVENING_VS_COMPUTER = {"seats": ["human", "computer"], "options": {"size": 4, "protocol": "alternating"}}
EVENING_FRIENDS = {"seats": ["human", "human"], "options": {"size": 4, "protocol": "alternating"}}


def evening_after_the_computer_replied(coordinates: bool):
    page = make_page("evening", seed=9)
    page.open(EVENING_VS_COMPUTER)
    if coordinates:
        page.action("coordinates")
    page.play({"cell": [0, 0]}, 0)
    page.screen.run_pending()
    assert len(page.state.moves()) == 2
    return page


def test_evening_says_your_turn_against_the_computer_and_whose_turn_among_friends():
    page = evening_after_the_computer_replied(coordinates=False)
    assert "Your turn (White): tap a marked cell" in page.screen.regions["status"]
    friends = make_page("evening", seed=9)
    friends.open(EVENING_FRIENDS)
    friends.play({"cell": [0, 0]})
    assert friends.screen.regions["status"].startswith("Black's turn: ")
    assert "chance" not in page.screen.regions["status"] + friends.screen.regions["status"]


def test_evening_names_the_computers_cell_only_with_coordinates_shown():
    hidden = evening_after_the_computer_replied(coordinates=False)
    assert hidden.screen.regions["status"].startswith("The computer played the ringed cell. ")
    shown = evening_after_the_computer_replied(coordinates=True)
    cell = shown.state.moves()[-1][1]["cell"]
    assert shown.screen.regions["status"].startswith(f"The computer played {cell_label(tuple(cell), 4)}. ")


def test_evening_refusals_speak_of_the_tapped_cell_when_names_are_hidden():
    page = make_page("evening", seed=9)
    page.open(EVENING_FRIENDS)
    page.play({"cell": [0, 0]})
    page.board.on_cell(cell_name((0, 0)))
    assert page.screen.regions["status"] == "That cell already holds a white stone. Tap a marked cell."
    page.action("coordinates")
    page.board.on_cell(cell_name((0, 0)))
    assert page.screen.regions["status"] == f"{cell_label((0, 0), 4)} already holds a white stone. Tap a marked cell."


def test_hints_name_cells_only_with_coordinates_shown():
    evening = make_page("evening", seed=9)
    evening.open(EVENING_FRIENDS)
    move = evening.state.legal_moves()[0]
    assert evening.board.hint_sentence(move, 0) == "Hint: a white stone where one is drawn faintly on the board."
    evening.action("coordinates")
    assert evening.board.hint_sentence(move, 0) == f"Hint: a white stone on {cell_label(tuple(move['cell']), 4)}, as marked."

    dualities = make_page("dualities", seed=9)
    dualities.open({"seats": ["human", "human"], "options": {"lines": "rows"}})
    move = dualities.state.legal_moves()[0]
    hidden = dualities.board.hint_sentence(move, 0)
    assert hidden.startswith("Hint: the black half on the cell drawn faintly black")
    dualities.action("coordinates")
    side = dualities.state.view(None)["side"]
    black = cell_label(tuple(move["black"]), side)
    assert dualities.board.hint_sentence(move, 0).startswith(f"Hint: the black half on {black} ")
