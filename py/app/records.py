"""Game records as players handle them: exported text, imported text, and
share links. Pure Python (no DOM), so every message is tested under CPython.

A record is `state.record()`: {"game", "players", "seed", "options",
"moves"}. An export adds "setup" (who plays each seat, names, computer
strength) so an import can restore the game as it was; the engine ignores
that key, and an import without it still works. A record is validated by
replaying it, and every problem becomes a `RecordProblem` whose message
says precisely what is wrong: cut-off JSON, another game, an option the
game does not have, or the number of the first move that is not legal.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from dataclasses import dataclass
from typing import Any

import oddsevens

from .words import _, ngettext, say

MAX_TEXT = 1_000_000
"""Characters; far more than the longest real game needs."""
SHARE_KEY = "record"
"""A share link's fragment is `#record=<code>`."""
CODE = re.compile(r"[A-Za-z0-9_-]*")


class RecordProblem(ValueError):
    """A record that cannot be used; the message is meant for players, in
    the page's language."""


@dataclass
class Imported:
    state: oddsevens.State
    setup: dict | None
    """The setup an export carried along, unchecked; None when absent."""


SENTENCE_ENDS = (".", "!", "?", "。", "！", "？")
"""What ends a sentence already, in the site's languages (Japanese's own stops too)."""


def sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(SENTENCE_ENDS) else ".")


def read_record(text: str, game_id: str) -> Imported:
    """The game in a pasted or loaded record, replayed and checked."""
    if not text.strip():
        raise RecordProblem(_("There is no record to import: paste one, or pick a file."))
    if len(text) > MAX_TEXT:
        raise RecordProblem(
            ngettext(
                "This text is too long to be a game record ({count} character).",
                "This text is too long to be a game record ({count} characters).",
                len(text),
            ).format(count=f"{len(text):,}")
        )
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        if error.pos >= len(text.rstrip()):
            raise RecordProblem(
                # Translators: {{ and }} are the braces { and } that open and close a JSON record.
                _("The record is cut off: the JSON ends at line {line}, column {column} "
                  "before it is complete. Copy the whole record, from the first {{ to the last }}.").format(
                    line=error.lineno, column=error.colno
                )
            ) from None
        raise RecordProblem(
            # Translators: {error} is Python's own description of the JSON error, in English ("expecting value").
            _("This is not valid JSON: {error} at line {line}, column {column}.").format(
                error=error.msg.lower(), line=error.lineno, column=error.colno
            )
        ) from None
    except RecursionError:
        raise RecordProblem(_("This JSON is nested too deeply to be a game record.")) from None
    return record_from_data(data, game_id)


def record_from_data(data: Any, game_id: str) -> Imported:
    """The game in already parsed JSON: a record, or a saved entry holding one."""
    if isinstance(data, dict) and "moves" not in data and isinstance(data.get("record"), dict):
        data = {**data["record"], "setup": data.get("setup")}
    if not isinstance(data, dict):
        raise RecordProblem(
            _('A game record is a JSON object with "game", "players", "seed", "options" and "moves".')
        )
    check_game(data.get("game"), game_id)
    try:
        state = oddsevens.replay(data)
    except oddsevens.BadRecord as error:
        raise RecordProblem(sentence(say(error.said))) from None
    except RecursionError:
        raise RecordProblem(_("The record is nested too deeply to be replayed.")) from None
    except Exception as error:  # hostile records may trip anything; say so, never crash
        # Translators: {error} is Python's own name and message of the error, in English.
        raise RecordProblem(_("The record could not be replayed: {error}.").format(error=repr(error))) from None
    setup = data.get("setup")
    return Imported(state, setup if isinstance(setup, dict) else None)


def check_game(named: Any, game_id: str) -> None:
    if named == game_id:
        return
    here = oddsevens.game(game_id).title
    if named is None:
        raise RecordProblem(_('The record does not say which game it is: it needs "game": "{game}".').format(game=game_id))
    if isinstance(named, str) and named in oddsevens.GAMES:
        title = oddsevens.GAMES[named].title
        # Translators: {game} is the record's game, {here} the game of this page.
        raise RecordProblem(_("This is a record of {game}, not {here}: import it on the {game} page.").format(game=title, here=here))
    # Translators: {name} is what the record calls its game, as JSON; {here} is the game of this page.
    raise RecordProblem(_("This record is for a game called {name}, not {here}.").format(name=json.dumps(named)[:60], here=here))


def export_text(state: oddsevens.State, setup: dict | None = None) -> str:
    """The record as readable JSON: one key per line, one move per line."""
    record = state.record()
    lines = ["{"]
    for key in ("game", "players", "seed", "generator", "options"):
        if key in record:
            lines.append(f" {json.dumps(key)}: {json.dumps(record[key])},")
    moves = [f"  {json.dumps(entry)}" for entry in record["moves"]]
    if moves:
        lines.append(' "moves": [')
        lines.append(",\n".join(moves))
        lines.append(" ]" + ("," if setup is not None else ""))
    else:
        lines.append(' "moves": []' + ("," if setup is not None else ""))
    if setup is not None:
        lines.append(f' "setup": {json.dumps(setup)}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def export_filename(state: oddsevens.State) -> str:
    moves = len(state)
    return f"{state.game.id}-{state.seed}-{moves}-move{'' if moves == 1 else 's'}.json"


# -- share links ---------------------------------------------------------------------------
def share_fragment(state: oddsevens.State) -> str:
    """`record=<code>` for a link's fragment: the record as compact JSON,
    deflated, in URL-safe base64 without padding."""
    compact = json.dumps(state.record(), separators=(",", ":")).encode()
    code = base64.urlsafe_b64encode(zlib.compress(compact, 9)).rstrip(b"=").decode("ascii")
    return f"{SHARE_KEY}={code}"


def shared_code(fragment: str) -> str | None:
    """The code in an address's fragment ("#a=1&record=..."), None when it has none."""
    for part in fragment.lstrip("#").split("&"):
        key, equals, value = part.partition("=")
        if key == SHARE_KEY and equals:
            return value
    return None


def read_share_fragment(fragment: str, game_id: str) -> Imported | None:
    """The game a share link carries; None when the fragment holds no game."""
    code = shared_code(fragment)
    if code is None:
        return None
    if not code or not CODE.fullmatch(code) or len(code) > MAX_TEXT:
        raise RecordProblem(_("The link is damaged: its game record holds characters a share link never has."))
    try:
        packed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raise RecordProblem(_("The link is cut off or damaged: its game record cannot be decoded.")) from None
    inflater = zlib.decompressobj()
    try:
        text = inflater.decompress(packed, MAX_TEXT)
    except zlib.error:
        raise RecordProblem(_("The link is damaged: its game record cannot be unpacked.")) from None
    if inflater.unconsumed_tail:
        raise RecordProblem(_("The link's game record is too long to be a real game."))
    if not inflater.eof:
        raise RecordProblem(_("The link is cut off: its game record is incomplete. Ask for the whole link."))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise RecordProblem(_("The link is damaged: its game record is not readable JSON.")) from None
    imported = record_from_data(data, game_id)
    return Imported(imported.state, None)
