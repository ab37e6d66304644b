"""Even at Odds' hand and table as a player uses them: a tile is laid by
picking it and tapping a cell it can cover, which draws the ways it can lie
there, then tapping the cell for its other end (or, where it lies there one
way only, the first cell again); a tile with no place now is dimmed and
says why."""

from __future__ import annotations

import random
from collections import Counter

import oddsevens
from fakes import board_drawing, make_page
from ready_positions import a_hand_with_a_tile_that_cannot_be_laid


def classes_of(node) -> list[str]:
    return (node.get("class") or "").split()


def cells_with(page, css_class: str) -> set[str]:
    drawing = board_drawing(page.screen.regions["board"])
    return {cell for node in drawing.iter() if css_class in classes_of(node) and (cell := node.get("data-cell"))}


def ways_at(state: oddsevens.State, tile: list[int]) -> tuple[Counter, dict]:
    """How many legal placements of `tile` cover each cell, and which of its
    values each cell can take."""
    covering: Counter[tuple[int, ...]] = Counter()
    values: dict[tuple[int, ...], set[int]] = {}
    for move in state.legal_moves(state.to_move[0]):
        if isinstance(move, dict) and "cells" in move and sorted(move["tile"]) == sorted(tile):
            for value, cell in zip(move["tile"], move["cells"], strict=True):
                covering[tuple(cell)] += 1
                values.setdefault(tuple(cell), set()).add(value)
    return covering, values


def a_turn_with_a_tile_that_lies_many_ways():
    """A seeded duel where the player to lay holds a tile (not a double) that
    lies only one way on some cell, and both ways round on another."""
    game = oddsevens.game("even-at-odds")
    for seed in range(40):
        chance = random.Random(seed)
        state = game.start(2, seed)
        while not state.over:
            seat = state.to_move[0]
            view = state.view(seat)
            if view["phase"] == "play":
                for tile in view["hands"][seat]:
                    covering, values = ways_at(state, tile)
                    turns = [cell for cell, taken in values.items() if len(taken) == 2]
                    if tile[0] != tile[1] and turns and min(covering.values()) == 1:
                        return state, tile, covering
            state = state.play(chance.choice(state.legal_moves(seat)), seat)
    raise AssertionError("no such turn in 40 games")


def page_at(state: oddsevens.State):
    page = make_page("even-at-odds")
    page.resume({"seats": ["human", "human"], "options": dict(state.options)}, state)
    page.handover.reveal()
    page.render()
    return page


def name(cell) -> str:
    return f"{cell[0]},{cell[1]}"


def test_no_cell_is_marked_until_a_tile_is_picked_and_then_every_cell_it_can_cover():
    state, tile, covering = a_turn_with_a_tile_that_lies_many_ways()
    page = page_at(state)
    assert cells_with(page, "legal") == set()
    page.board.on_tile(f"{tile[0]}-{tile[1]}")
    assert cells_with(page, "legal") == {name(cell) for cell in covering}


def test_a_tap_on_a_cell_the_tile_fits_one_way_only_shows_it_and_a_second_tap_lays_it():
    state, tile, covering = a_turn_with_a_tile_that_lies_many_ways()
    page = page_at(state)
    only_way = next(cell for cell, ways in covering.items() if ways == 1)
    page.board.on_tile(f"{tile[0]}-{tile[1]}")
    page.board.on_cell(name(only_way))
    assert page.state.moves() == state.moves(), "nothing is laid before it has been seen"
    assert len(cells_with(page, "lays")) == 1 and cells_with(page, "anchor") == {name(only_way)}
    page.board.on_cell(name(only_way))
    seat, move = page.state.last_move()
    assert seat == state.to_move[0] and sorted(move["tile"]) == sorted(tile)
    assert only_way in [tuple(cell) for cell in move["cells"]]


def test_a_tap_on_a_cell_with_several_ways_draws_them_and_a_tap_on_one_lays_it():
    state, tile, covering = a_turn_with_a_tile_that_lies_many_ways()
    page = page_at(state)
    crossroads = max(covering, key=covering.get)
    page.board.on_tile(f"{tile[0]}-{tile[1]}")
    page.board.on_cell(name(crossroads))
    assert page.state.moves() == state.moves(), "nothing is laid yet"
    drawing = board_drawing(page.screen.regions["board"])
    ghosts = [node for node in drawing.iter() if "ghost" in classes_of(node)]
    lays = cells_with(page, "lays")
    assert len(ghosts) == len(lays) >= 1
    assert cells_with(page, "anchor") == {name(crossroads)}
    assert "tap the cell" in page.screen.statuses[-1] or "tap one of the" in page.screen.statuses[-1]
    other_end = sorted(lays)[0]
    page.board.on_cell(other_end)
    laid = {name(cell) for cell in page.state.last_move()[1]["cells"]}
    assert laid == {name(crossroads), other_end}


def test_a_second_tap_on_the_first_cell_turns_the_tile_round_where_it_can_lie_both_ways():
    state, tile, covering = a_turn_with_a_tile_that_lies_many_ways()
    page = page_at(state)
    page.board.on_tile(f"{tile[0]}-{tile[1]}")
    for cell in (cell for cell, ways in covering.items() if ways >= 2):
        page.board.on_cell(name(cell))
        if page.board.anchor_turns():
            break
        page.board.clear_selection()
        page.board.on_tile(f"{tile[0]}-{tile[1]}")
    else:
        raise AssertionError("the tile lies both ways round on no cell")
    first = page.board.tile
    page.board.on_cell(name(cell))
    assert page.board.tile == first[::-1] and page.board.anchor == cell
    drawn = page.board.shown_options()
    assert drawn and {option.values for option in drawn} == {first[::-1]}, "the turned end lies on the tapped cell"
    assert cells_with(page, "lays") == {name(option.cells[1]) for option in drawn}


def test_a_tap_on_a_cell_the_tile_cannot_cover_says_so_and_lays_nothing():
    state, tile, covering = a_turn_with_a_tile_that_lies_many_ways()
    page = page_at(state)
    page.board.on_tile(f"{tile[0]}-{tile[1]}")
    far_away = (max(x for x, _ in covering) + 5, 0)
    page.board.on_cell(name(far_away))
    assert page.state.moves() == state.moves()
    assert "cannot cover that cell" in page.screen.statuses[-1] or "cannot cover that cell" in str(page.screen.notices)


def test_a_tile_with_no_place_is_dimmed_and_a_tap_on_it_says_why():
    state, stuck = a_hand_with_a_tile_that_cannot_be_laid()
    page = page_at(state)
    board = page.screen.regions["board"]
    assert f'data-tile="{stuck}"' in board
    tile_markup = board[board.index(f'data-tile="{stuck}"') - 80:board.index(f'data-tile="{stuck}"')]
    assert "unplaceable" in tile_markup
    assert board.count("unplaceable") < len(state.view(state.to_move[0])["hands"][state.to_move[0]])
    page.board.on_tile(stuck)
    assert "cannot be laid anywhere now" in page.screen.statuses[-1]


def test_the_ways_of_the_picked_tile_are_worked_out_once_a_position():
    state, tile, _ = a_turn_with_a_tile_that_lies_many_ways()
    page = page_at(state)
    page.board.on_tile(f"{tile[0]}-{tile[1]}")
    ways = page.board.options()
    assert ways and page.board.options() is ways
    other = next(held for held in state.view(state.to_move[0])["hands"][state.to_move[0]] if sorted(held) != sorted(tile))
    page.board.on_tile(f"{other[0]}-{other[1]}")
    assert page.board.options() is not ways
