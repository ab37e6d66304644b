"""Even at Odds' results in words: a game's winner and why, the solo
penalty, a match's score, and the key to the finished table."""

from __future__ import annotations

from ...seats import Seats
from ...words import _, ngettext


def game_result(game: dict, seats: Seats) -> tuple[str, str]:
    """A finished game of a duel: who won (a headline) and by what."""
    scores, winners = game["scores"], game["winners"]
    if len(winners) != 1:
        # Translators: {score} is the size of both players' biggest groups.
        return _("A drawn game"), _("Both biggest groups {score}, and the tie-breaks could not split them.").format(
            score=scores[0])
    winner = winners[0]
    loser = 1 - winner
    # Translators: {name} is the player who won the game.
    headline = seats.who_sentence(winner, _("You win"), _("The computer wins"), _("{name} wins"))
    if game["decided_by"] == "highest level":
        detail = seats.who_sentence(
            winner,
            # Translators: {score} is the size of both biggest groups; you won the tie-break.
            _("Groups tied at {score}; you had more faces on the highest level."),
            # Translators: {score} is the size of both biggest groups; the computer won the tie-break.
            _("Groups tied at {score}; the computer had more faces on the highest level."),
            # Translators: {score} is the size of both biggest groups; {name} won the tie-break.
            _("Groups tied at {score}; {name} had more faces on the highest level."),
            score=scores[0],
        )
    else:
        # Translators: the winner's biggest group, then the loser's.
        detail = _("Biggest group {winner} against {loser}.").format(winner=scores[winner], loser=scores[loser])
    if game["overtime"]:
        detail += " " + _("Decided after overtime.")
    return headline, detail


def result_text(view: dict, seats: Seats) -> tuple[str, str]:
    """The result of the whole game, solo or a duel's match: its headline and why."""
    if view["solo"]:
        return solo_result(view)
    match = view["match"]
    if match["kind"] == "single":
        return game_result(match["games"][-1], seats)
    return match_result(view, seats)


def solo_result(view: dict) -> tuple[str, str]:
    """A finished solo game: its penalty, and how the points add up."""
    penalty = view["penalty"]
    total = penalty["total"]
    headline = ngettext("Solo game over: {count} penalty point", "Solo game over: {count} penalty points",
                        total).format(count=total)
    values = {"evens": penalty["evens"], "odds": penalty["odds"], "difference": penalty["difference_points"],
              "others": penalty["other_groups"], "count": penalty["unplaced"]}
    if view["stuck"]:
        # Translators: the solo score: twice the gap between the biggest Evens group ({evens} faces) and
        # the biggest Odds group ({odds}) is {difference} points, each other group 1 ({others} in all),
        # and each of the {count} tiles never laid 5.
        detail = ngettext(
            "Twice the gap between the biggest groups ({evens} Evens, {odds} Odds) is {difference}, "
            "other groups add {others}; stuck with {count} tile never laid, 5 points each.",
            "Twice the gap between the biggest groups ({evens} Evens, {odds} Odds) is {difference}, "
            "other groups add {others}; stuck with {count} tiles never laid, 5 points each.",
            penalty["unplaced"],
        )
    else:
        # Translators: the solo score: twice the gap between the biggest Evens group ({evens} faces) and
        # the biggest Odds group ({odds}) is {difference} points, and each other group 1 ({others} in all).
        detail = _(
            "Twice the gap between the biggest groups ({evens} Evens, {odds} Odds) is {difference}, "
            "other groups add {others}."
        )
    return headline, detail.format(**values)


def match_result(view: dict, seats: Seats) -> tuple[str, str]:
    """A finished match of three games: who won it, and the score."""
    match = view["match"]
    winners = view["winners"]
    points = match["points"]
    best_of_three = match["kind"] == "best-of-3"
    if len(winners) != 1:
        if best_of_three:
            # Translators: a drawn match of three games, {count} games won by each player. The English
            # says "games" for any count.
            each = ngettext("{count} games each.", "{count} games each.", points[0])
        else:
            # Translators: a drawn match, {count} points for each player. The English says "points" for any count.
            each = ngettext("{count} points each.", "{count} points each.", points[0])
        return _("The match is drawn"), each.format(count=points[0])
    winner = winners[0]
    # Translators: {name} is the player who won the match.
    headline = seats.who_sentence(winner, _("You win the match"), _("The computer wins the match"),
                                  _("{name} wins the match"))
    if best_of_three:
        # Translators: the match's score, games won by the winner ({count}) and by the other player ({other}).
        # The English says "games" for any count.
        score = ngettext("{count} games to {other}.", "{count} games to {other}.", points[winner])
    else:
        # Translators: the match's score, the winner's points ({count}) and the other player's ({other}).
        # The English says "points" for any count.
        score = ngettext("{count} points to {other}.", "{count} points to {other}.", points[winner])
    return headline, score.format(count=points[winner], other=points[1 - winner])


def result_key_lines(view: dict, seats: Seats) -> list[str]:
    """The key to the finished table: the outlined groups that decided it
    (the other faces are faded), and a tie-break on the highest level."""
    groups = view["groups"]
    owners = {} if view["solo"] else {team: seat for seat, team in enumerate(view["teams"])}
    lines = []
    for team in ("odds", "evens"):
        size = groups[team]["size"]
        if team in owners:
            who = seats.who_in_sentence(owners[team])
            if team == "odds":
                # Translators: the key to the finished table; {who} plays Odds; {count} faces in the group.
                line = ngettext("Dashed outline: the biggest Odds group ({who}), {count} face",
                                "Dashed outline: the biggest Odds group ({who}), {count} faces", size)
            else:
                # Translators: the key to the finished table; {who} plays Evens; {count} faces in the group.
                line = ngettext("Solid outline: the biggest Evens group ({who}), {count} face",
                                "Solid outline: the biggest Evens group ({who}), {count} faces", size)
            line = line.format(who=who, count=size)
        elif team == "odds":
            # Translators: the key to the finished table; {count} faces in the group.
            line = ngettext("Dashed outline: the biggest Odds group, {count} face",
                            "Dashed outline: the biggest Odds group, {count} faces", size).format(count=size)
        else:
            # Translators: the key to the finished table; {count} faces in the group.
            line = ngettext("Solid outline: the biggest Evens group, {count} face",
                            "Solid outline: the biggest Evens group, {count} faces", size).format(count=size)
        lines.append(line)
    if view["solo"]:
        lines.append(_("Faded: the other faces; every other group costs a point"))
    else:
        lines.append(_("Faded: the faces outside both groups"))
        if view["match"]["games"] and view["match"]["games"][-1]["decided_by"] == "highest level":
            counts = view["highest_level_faces"]
            # Translators: how many faces of each team lie on the highest level {level}, which broke the tie.
            lines.append(_("Tie-break, faces on level {level}: Odds {odds}, Evens {evens}").format(
                level=view["highest_level"], odds=counts["odds"], evens=counts["evens"]))
    return lines
