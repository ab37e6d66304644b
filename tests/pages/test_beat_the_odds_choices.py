"""Beat the Odds on the page layer (fake screen): each computer choice is
shown against the best in the odds panel, one that was not the best is said
on the status line (a live region), and the final standings say how many
expected points every player's choices gave away, from the exact odds."""

from __future__ import annotations

import html
import re

from app.embed import MemoryStore
from fakes import make_page
from oddsevens.games import beat_the_odds_odds as odds

ROLL_OFF = [6, 6, 1, 2]
"""The computer in seat 0 wins the roll-off and starts."""
DOUBLE_THE_SMALLER = ROLL_OFF + [2, 2, 4, 4]
"""2-2 then 4-4: a line to double, where the fake computer doubles the first
line (4 → 8) and the best is the second (8 → 16)."""
RE_ROLL_THE_THREE = ROLL_OFF + [2, 2, 3, 4, 6]
"""2-2 then 3-4 with the re-roll privilege: the fake computer re-rolls the 3,
the best choice, and gets a 6."""


def computer_first(dice: list[int], seats: tuple[str, ...] = ("computer", "human")):
    """A page where the fake computer (it plays its first legal move) rolls
    `dice` first, with the odds table made already (the page makes it a few
    rows per task: test_the_odds_are_worked_out_a_few_rows_per_task_and_then_shown)."""
    odds.table_for(0)
    page = make_page("beat-the-odds")
    page.start_new({"seats": list(seats), "options": {"target": 100, "dice": dice}, "level": "easy"})
    return page


def run_until(page, moves: int) -> None:
    """Lets the computer play (and the odds be worked out) until the game has `moves` moves."""
    while len(page.state.moves()) < moves:
        page.screen.pending.pop(0)()


def verdicts(page) -> str:
    found = re.search(r'<section class="bto-verdicts".*?</section>', page.screen.regions["panel"])
    return html.unescape(found.group()) if found else ""


def words(markup: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", markup)).split())


def test_a_computer_choice_below_the_best_is_shown_against_the_best_and_said_on_the_status_line():
    page = computer_first(DOUBLE_THE_SMALLER)
    run_until(page, 3)
    before = page.history[2]
    assert page.state.last_move() == (0, {"double": 0})
    values = dict((str(move), value) for move, value in odds.option_values(odds.position_from_view(before.view(0))))
    given_away = f"{values[str({'double': 1})] - values[str({'double': 0})]:.2f}"
    assert float(given_away) > 0
    sentence = f"Computer: doubled line 1 (4 → 8); best: double line 2 (8 → 16); gave away {given_away} expected points."
    assert page.screen.regions["status"].startswith(sentence + " Computer has 16 so far this turn")
    shown = verdicts(page)
    assert "Computer's choices this turn" in shown
    assert 'class="bto-verdict bto-off"' in shown
    assert f"best: double line 2 (8 → 16); gave away {given_away} expected points" in words(shown)
    run_until(page, 4)
    assert sentence not in page.screen.regions["status"], "said while it is the last move only"


def test_a_best_choice_gets_the_best_mark_and_no_words_on_the_status_line():
    page = computer_first(RE_ROLL_THE_THREE)
    run_until(page, 3)
    assert page.state.last_move() == (0, {"reroll": 0})
    assert "best:" not in page.screen.regions["status"]
    shown = verdicts(page)
    assert words(shown) == "Computer's choices this turn re-rolled the 3 best"
    assert "bto-off" not in shown


def test_the_computers_last_turn_stays_shown_while_the_person_plays():
    page = computer_first(DOUBLE_THE_SMALLER)
    while not page.acting_seats():
        page.screen.pending.pop(0)()
    shown = verdicts(page)
    assert "Computer's choices in the turn just played" in shown
    assert shown.index("doubled line 1 (4 → 8)") < shown.index("</li>"), "the turn's choices in the order played"
    page.play("roll", 1)
    assert "in the turn just played" in verdicts(page)


def test_a_turn_of_a_person_gets_no_verdict_while_playing():
    page = computer_first(DOUBLE_THE_SMALLER, seats=("human", "computer"))
    page.screen.run_pending()
    page.play("roll", 0)
    page.play("roll", 0)
    page.play({"double": 0}, 0)
    assert verdicts(page) == "" and "best:" not in page.screen.regions["status"]


def test_hidden_odds_show_and_say_no_verdict():
    page = computer_first(DOUBLE_THE_SMALLER)
    page.action("toggle-odds")
    run_until(page, 3)
    assert "bto-verdicts" not in page.screen.regions["panel"]
    assert not [status for status in page.screen.statuses if "best:" in status]


def finished_game(store: MemoryStore | None = None):
    """A game to 20 between a person (who plays each decision's last option:
    keep, don't double) and the fake computer (its first), played to its end."""
    page = make_page("beat-the-odds", store=store, seed=11)
    page.start_new({"seats": ["human", "computer"], "names": ["Ann", "Bo"], "options": {"target": 20}, "level": "easy"})
    for _ in range(1000):
        if page.state.over:
            break
        acting = page.acting_seats()
        if acting:
            page.play(page.state.legal_moves(acting[0])[-1], acting[0])
        else:
            page.screen.pending.pop(0)()
    assert page.state.over
    return page


def standings(page) -> str:
    section = re.search(r'<section class="bto-standings".*?</section>', page.screen.regions["panel"])
    assert section is not None, "no standings"
    return section.group()


def test_the_final_standings_say_the_expected_points_every_players_choices_gave_away():
    page = finished_game()
    page.screen.run_pending()
    tallies = odds.tally_choices(odds.judged_choices(page.history), 2)
    assert sum(tally.choices for tally in tallies) > 0
    notes = {
        words(name): words(note)
        for name, note in re.findall(
            r'<span class="bto-name">(.*?)</span>.*?<span class="bto-choices-note[^"]*">(.*?)</span>', standings(page)
        )
    }
    assert set(notes) == {"Ann", "Bo"}, "every player, the person and the computer"
    for seat, name in enumerate(("Ann", "Bo")):
        tally = tallies[seat]
        if not tally.choices:
            expected = "no choices to make"
        elif not tally.not_best:
            expected = f"{tally.choices} choice{'s, each' if tally.choices > 1 else ','} the best one"
        else:
            expected = (f"{tally.not_best} of {tally.choices} choice{'s' if tally.choices > 1 else ''} not the best: "
                        f"gave away {tally.given_away:.2f} expected points")
        assert notes[name] == expected
    assert "judged against the best option by the exact odds" in standings(page)


def test_a_finished_game_opened_with_the_odds_hidden_waits_for_them_in_the_standings():
    store = MemoryStore()
    finished_game(store).action("toggle-odds")
    page = make_page("beat-the-odds", store=store)
    page.open()
    assert page.state.over and not page.board.show_odds.on
    assert "bto-choices-note" not in standings(page)
    assert "Working out the exact odds…" in standings(page)
    page.screen.run_pending()
    assert standings(page).count("bto-choices-note") == 2


def test_judged_choices_take_either_of_two_equal_dice_as_the_best():
    page = computer_first(ROLL_OFF + [2, 2, 5, 5])
    run_until(page, 2)
    view = page.state.view(0)
    assert view["turn"]["pending"]["faces"] == [5, 5]
    first, second = odds.judge_choice(view, {"reroll": 0}), odds.judge_choice(view, {"reroll": 1})
    assert first.best == second.best and first.given_away == second.given_away
    keep = odds.judge_choice(view, {"reroll": None})
    best = first if first.is_best else keep
    worse = keep if first.is_best else first
    assert best.is_best and not worse.is_best and worse.given_away > 0
    assert odds.judge_choice(page.history[0].view(0), "roll") is None, "a roll is no choice"


def test_the_odds_are_worked_out_a_few_rows_per_task_and_then_shown(monkeypatch):
    """Built at once, the odds table held a phone's main thread for 2 s just
    after the page was ready; each step now is a task of its own (screen.later)."""
    monkeypatch.setattr(odds, "_tables", {})
    page = make_page("beat-the-odds")
    page.start_new({"seats": ["human", "computer"], "options": {"target": 100, "dice": ROLL_OFF}, "level": "easy"})
    steps = 0
    while "Working out the exact odds" in page.screen.regions["panel"]:
        page.screen.pending.pop(0)()
        steps += 1
    assert steps > 10, "the table came in one task"
    assert "Your next roll" in page.screen.regions["panel"]
