"""The pages a visitor opens first: the menu (index.html, which becomes a
game page once static/boot.js knows the game), embed.html for iframes, and
what makes a game start fast: its opening board drawn now and the preload
hints for what Python needs."""

from __future__ import annotations

import base64
import functools
import hashlib
import html
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

import oddsevens
from app import words
from app.controller import GamePage
from app.embed import PLAIN_EMBED_SLOT, MemoryStore, open_embedded
from app.package_archive import ON_PATH, PACKAGE_ARCHIVE
from app.pages import PAGES
from app.rooms.link import PEERJS_LIBRARY
from app.rooms.opening import open_room
from app.screen import TAPPABLE
from app.sound import SOUND_EVENT
from app.stdlib_on_demand import WHOLE_STDLIB_MODULE
from app.storage import PREFIX as STORAGE_PREFIX
from app.storage import SavedGames
from app.words import _, ngettext, say
from oddsevens.lessons import lessons
from oddsevens.puzzles import puzzles
from sitebuild import chance, compress, package, room_service
from sitebuild.drawings import menu_drawing
from sitebuild.icons import app_head
from sitebuild.languages import ENGLISH, LANGUAGES, Language, catalogue_path, script_messages
from sitebuild.project import ROOT, BuildError


def games() -> list[dict[str, Any]]:
    """The games with a page, as the menu needs them; "listed" is False for
    a game the menu leaves out (one the tests add), playable by its address."""
    return [
        {"id": game.id, "title": game.title, "players": (game.min_players, game.max_players), "listed": game.listed}
        for game in oddsevens.GAMES.values()
        if game.id in PAGES
    ]


def players_text(low: int, high: int) -> str:
    if low == high:
        return ngettext("{count} player", "{count} players", low).format(count=low)
    # Translators: how many play a game, e.g. "3–6 players".
    return _("{low}–{high} players").format(low=low, high=high)


def read_seeds(language: Language = ENGLISH) -> dict[str, str]:
    """{game id: the Markdown of its rules page} in `language`: seeds/ in
    English, locales/<lang>/rules/ in the others, which must have every game's."""
    english = {path.stem: path.read_text(encoding="utf-8") for path in sorted((ROOT / "seeds").glob("*.md"))}
    if language == ENGLISH:
        return english
    folder = language.folder / "rules"
    missing = [game_id for game_id in english if not (folder / f"{game_id}.md").exists()]
    if missing:
        raise BuildError(f"locales/{language.code}/rules lacks the rules of {', '.join(missing)} (written from seeds/)")
    return {game_id: (folder / f"{game_id}.md").read_text(encoding="utf-8") for game_id in english}


def playable_ids(entries: list[dict[str, Any]]) -> str:
    """The games that have a page, as html[data-games] lists them."""
    return " ".join(entry["id"] for entry in entries)


def menu_html(entries: list[dict[str, Any]], seeds: dict[str, str], language: Language) -> str:
    """The listed games' cards, each with a small drawing of the game in
    play (sitebuild.drawings) above its name."""
    cards = []
    rules_word, play_word, learn_word = html.escape(_("Rules")), html.escape(_("Play")), html.escape(_("Learn"))
    for entry in entries:
        if not entry["listed"]:
            continue
        blurb = html.escape(first_sentence(seeds.get(entry["id"], "")))
        title = html.escape(entry["title"])
        rules = f'<a href="rules/{language.page(entry["id"])}">{rules_word}</a>' if entry["id"] in seeds else ""
        play = f'<a class="play" href="?game={entry["id"]}">{play_word}</a>'
        if lessons(entry["id"]):
            rules += f' <a class="learn-link" href="?game={entry["id"]}&amp;lesson=1">{learn_word}</a>'
        cards.append(
            f'<li class="game-card" data-game="{entry["id"]}">{menu_drawing(entry["id"])}<h2>{title}</h2>'
            f'<p class="players">{html.escape(players_text(*entry["players"]))}</p><p>{blurb}</p>'
            f'<p class="actions">{play} {rules}</p></li>'
        )
    # The page's level-one heading, for screen readers: the brand above is a link home.
    heading = '<h1 class="visually-hidden">' + html.escape(_("Odds & Evens: the games")) + "</h1>"
    return heading + '<ul class="game-list">' + "".join(cards) + "</ul>" + learn_html(entries)


def learn_html(entries: list[dict[str, Any]]) -> str:
    """The menu's Learn section: each listed game's lessons and puzzles,
    and the puzzle of the day. Without scripts the puzzle of the day is the
    first puzzle and each Puzzles link opens a game's first; static/boot.js
    picks the day's puzzle, sends each Puzzles link to the first one not yet
    solved here, and marks what this device has done (app.progress)."""
    every_puzzle = [f"{entry['id']}/{found.id}" for entry in entries if entry["listed"] for found in puzzles(entry["id"])]
    rows = []
    for entry in entries:
        found_lessons, found_puzzles = lessons(entry["id"]), puzzles(entry["id"])
        if not entry["listed"] or not (found_lessons or found_puzzles):
            continue
        links = [
            f'<a href="?game={entry["id"]}&amp;lesson={number}" data-lesson="{entry["id"]}/{number}">'
            f"{html.escape(say(found.title))}</a>"
            for number, found in enumerate(found_lessons, start=1)
        ]
        if found_puzzles:
            ids = " ".join(found.id for found in found_puzzles)
            count = ngettext("{count} puzzle", "{count} puzzles", len(found_puzzles)).format(count=len(found_puzzles))
            links.append(
                f'<a class="puzzles" href="?game={entry["id"]}&amp;puzzle={found_puzzles[0].id}" data-game="{entry["id"]}" '
                f'data-puzzles="{ids}">{html.escape(count)}</a>'
            )
        items = "".join(f"<li>{link}</li>" for link in links)
        rows.append(f'<li><h3>{html.escape(entry["title"])}</h3><ul class="learn-links">{items}</ul></li>')
    if not rows:
        return ""
    day = ""
    day_label, heading = html.escape(_("Puzzle of the day")), html.escape(_("Learn the games"))
    if every_puzzle:
        game_id, _slash, first = every_puzzle[0].partition("/")
        day = (
            f'<p class="puzzle-of-the-day"><a href="?game={game_id}&amp;puzzle={first}" data-puzzles="{" ".join(every_puzzle)}">'
            f"{day_label}</a></p>"
        )
    return (
        f'<section class="learn" aria-labelledby="learn-title"><h2 id="learn-title">{heading}</h2>'
        f'<p class="learn-note" hidden></p>{day}<ul class="learn-games">{"".join(rows)}</ul></section>'
    )


def first_sentence(markdown: str) -> str:
    """The menu's blurb: the rules page's opening sentence, which names the designer."""
    for block in markdown.split("\n\n"):
        block = block.strip()
        if block and not block.startswith("#"):
            text = re.sub(r"[*_`]", "", " ".join(block.split()))
            return re.split(r"(?<=[.!?])\s", text, maxsplit=1)[0]
    return ""


def page_template(name: str) -> jinja2.Template:
    """index.html or embed.html as a Jinja2 template whose `_` speaks the
    language app.words speaks when it is rendered (sitebuild.languages.speaking)."""
    environment = jinja2.Environment(autoescape=True, extensions=["jinja2.ext.i18n"], keep_trailing_newline=True)
    # The i18n extension adds this method to the environment as it loads.
    environment.install_gettext_callables(  # type: ignore[attr-defined]
        words._, words.ngettext, newstyle=True, pgettext=words.pgettext
    )
    return environment.from_string((ROOT / name).read_text(encoding="utf-8"))


def language_switch(language: Language, page: str) -> str:
    """A choice of language (static/language.js follows it): each language
    named in itself, this page's marked as chosen. In the header; on a phone
    held upright a game page shows it under the game instead (site.css),
    where it takes no room from the board."""
    options = "".join(
        f'<option value="{other.code}" lang="{other.code}"{" selected" if other == language else ""}>{html.escape(other.name)}</option>'
        for other in LANGUAGES
    )
    label = html.escape(_("Language"))
    return (
        f'<label class="language-switch"><span class="visually-hidden">{label}</span>'
        f'<select name="language" data-page="{page}">{options}</select></label>'
    )


def page_words(language: Language) -> str:
    """The messages of the site's scripts (static/*.js) in `language`, as
    static/words.js reads them: JSON in a data block, which no script runs."""
    table = {message: words._(message) for message in script_messages()}
    text = json.dumps(table, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    return f'<script type="application/json" id="page-words">{text}</script>'


def script_hash(source: str) -> str:
    """A Content Security Policy source that lets this one inline script run."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(source.encode()).digest()).decode() + "'"


SHARED_VALUES: dict[str, Any] = {
    "PACKAGE_ARCHIVE": PACKAGE_ARCHIVE,
    "ON_PATH": ON_PATH,
    "WHOLE_STDLIB_MODULE": WHOLE_STDLIB_MODULE,
    "STORAGE_PREFIX": STORAGE_PREFIX,
    "PLAIN_EMBED_SLOT": PLAIN_EMBED_SLOT,
    "TAPPABLE": list(TAPPABLE),
    "SOUND_EVENT": SOUND_EVENT,
    "ROOM_SERVICE": room_service.room_service(),
    "PEERJS_LIBRARY": PEERJS_LIBRARY,
    "SNAPSHOT_IMPORTS": package.snapshot_imports(),
    "SNAPSHOT_PREPARATION": package.SNAPSHOT_PREPARATION,
    "WORKER_BOOT_MEASURE": package.WORKER_BOOT_MEASURE,
}
"""Values the site's scripts share with Python, each defined once there:
the build declares those a script of static/ names at its head
(`with_shared_values`), as sitebuild.offline writes the precache into sw.js.
Not as attributes of <html>, which the bots' worker, which runs
static/pyodide-snapshot.mjs too, has none of."""

SCRIPTS = ("*.js", "*.mjs")
MODULE_SCRIPT = re.compile(r"^(?:import|export)\b", re.M)
"""A line that only a module script may start with."""


def with_shared_values(source: str) -> str:
    """`source`, a script of static/, after a `const` for each of
    SHARED_VALUES it names; a classic script (one with no import or export)
    has them in a block of its own, so that they are not the whole page's."""
    named = [name for name in SHARED_VALUES if re.search(rf"\b{name}\b", source)]
    if not named:
        return source
    declared = "// Shared with Python (sitebuild.pages.SHARED_VALUES).\n" + "".join(
        f"const {name} = {json.dumps(SHARED_VALUES[name])};\n" for name in named
    )
    return declared + source if MODULE_SCRIPT.search(source) else f"{{\n{declared}{source}\n}}"


def write_shared_values(dest: Path) -> None:
    """The site's scripts as copied into dest/static, each with the
    SHARED_VALUES it names declared (`with_shared_values`)."""
    for pattern in SCRIPTS:
        for script in sorted((ROOT / "static").rglob(pattern)):
            copy = dest / "static" / script.relative_to(ROOT / "static")
            if copy.exists():
                copy.write_text(with_shared_values(script.read_text(encoding="utf-8")), encoding="utf-8")


def language_script() -> str:
    """static/language.js, to be written inline in each page's head: it must
    run before the page is drawn, and an inline script costs no request,
    where a script file held up the first paint by a round trip (about
    100 ms on a first visit over loopback; more on a phone's network)."""
    return with_shared_values((ROOT / "static" / "language.js").read_text(encoding="utf-8").strip())


def page_context(language: Language, entries: list[dict[str, Any]], game_start: str) -> dict[str, Any]:
    """What both page templates are filled with."""
    return {
        "language": language,
        "languages": " ".join(other.code for other in LANGUAGES),
        "games": playable_ids(entries),
        "app_head": Markup(app_head("")),
        "game_start": Markup(game_start),
        "home": language.page("index") if language != ENGLISH else "./",
        "page_words": Markup(page_words(language)),
        "language_script": Markup(language_script()),
        "language_script_hash": Markup(script_hash(language_script())),
        "room_service_sources": Markup(room_service.policy_sources(SHARED_VALUES["ROOM_SERVICE"])),
    }


def index_page(language: Language, entries: list[dict[str, Any]], seeds: dict[str, str], rules_panels: str, game_start: str = "") -> str:
    """index.html in `language`: the menu, with `rules_panels` (sitebuild.rules.rules_panels) before </body>."""
    return page_template("index.html").render(
        **page_context(language, entries, game_start),
        language_switch=Markup(language_switch(language, "index")),
        menu=Markup(menu_html(entries, seeds, language)),
        rules_panels=Markup(rules_panels),
    )


def embed_page(language: Language, entries: list[dict[str, Any]], game_start: str = "") -> str:
    """embed.html in `language`: the game page without the site around it, for iframes."""
    return page_template("embed.html").render(**page_context(language, entries, game_start))


class BuildScreen:
    """Stands in for the browser while the build opens a game page: keeps
    what the page shows and ignores everything else (timers, the bots)."""

    def __init__(self) -> None:
        self.shown: dict[str, str] = {}

    def show(self, region: str, markup: str) -> None:
        self.shown[region] = markup

    def __getattr__(self, name: str) -> Callable[..., None]:
        return lambda *args, **kwargs: None


Exercise = tuple[tuple[str, str], ...]
"""A lesson's step or a puzzle by its address parameters: (("lesson", "2"),
("step", "3")), (("puzzle", "evening-007"),)."""

START_SEEDS = range(1, 9)
"""The seeds the build draws each first screen from: whatever the drawings
do not all share (a deal, a flip, a roll-off) is chance, which the
pre-drawn screen hides (sitebuild.chance); the page deals its own game when
Python is ready. Eight drawings leave a detail shared by chance alone at
worst one time in 128 for an even split."""


def game_page(game_id: str, screen: Any, seed: int) -> GamePage:
    """The game's page as py/app runs it, saving nowhere, on `screen`."""
    return GamePage(game_id, screen, SavedGames(MemoryStore()), lambda: "2000-01-01T00:00:00.000Z", lambda: seed)


def opening_drawing(game_id: str, seed: int, *, embedded: bool = False, asked: Exercise | None = None) -> tuple[str, str]:
    """The board and the panel a first-time visitor sees in a game dealt
    from `seed`, drawn by the game's own page code: on the site's game page
    (the new-game dialog's defaults, or the lesson step or puzzle `asked`), or in
    an embed whose address names the game alone."""
    screen = BuildScreen()
    page = game_page(game_id, screen, seed)
    if embedded:
        open_embedded(page, [("game", game_id)], MemoryStore())
    else:
        page.embed_code.embed_page = "embed.html"  # as app.main tells a game page of the site, which offers Embed
        if not open_room(page, [("game", game_id), *(asked or ())]):
            page.open()
    return screen.shown["board"], screen.shown["panel"]


def start_screen(game_id: str, *, embedded: bool = False) -> tuple[str, str]:
    """The whole first screen, shown before Python starts (issue 47), which
    Python's first drawing replaces with the same: the opening's board and
    panel with what chance decides hidden."""
    drawings = [opening_drawing(game_id, seed, embedded=embedded) for seed in START_SEEDS]
    board = chance.shared_by_all([board for board, _ in drawings])
    panel = chance.shared_by_all([panel for _, panel in drawings])
    return board, panel


AHEAD = "ahead"
"""The folder of the first screens of the lessons' steps and the puzzles,
one file each (static/boot.js fetches the one a page opens): 3 MB in each
language, too much to put in every game page, as the games' own openings
are. The offline cache leaves them out (sitebuild.offline): offline, Python
draws them."""


def exercises(game_id: str) -> list[Exercise]:
    """The address parameters of each step of each lesson (the page keeps
    its step in the address, so a reload opens there) and of each puzzle."""
    steps = [
        (("lesson", str(number)), ("step", str(step)))
        for number, found in enumerate(lessons(game_id), start=1)
        for step in range(1, len(found.steps) + 1)
    ]
    return steps + [(("puzzle", found.id),) for found in puzzles(game_id)]


def ahead_stem(game_id: str, exercise: Exercise) -> str:
    """The page stem of an exercise's first screen: ahead/dualities/lesson-1-step-2,
    ahead/evening/puzzle-evening-007 (static/boot.js names them so too)."""
    return f"{AHEAD}/{game_id}/" + "-".join(f"{name}-{value}" for name, value in exercise)


def write_exercise_screens(dest: Path, language: Language, entries: list[dict[str, Any]]) -> None:
    """The first screen (board and panel, as templates) of each lesson step
    and puzzle of the listed games, in `language` (issue 47: a lesson's
    largest paint was Python's arrival)."""
    for entry in entries:
        if not entry["listed"]:
            continue
        for exercise in exercises(entry["id"]):
            # A lesson or a puzzle opens the same whatever the seed (tests/site_build/test_chance.py): one drawing.
            board, panel = opening_drawing(entry["id"], START_SEEDS[0], asked=exercise)
            path = dest / language.page(ahead_stem(entry["id"], exercise))
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(f'<template data-board="">{board}</template><template data-panel="">{panel}</template>\n', encoding="utf-8")


NOT_FROM_OFFLINE_CACHE = " data-not-from-offline-cache"
"""Marks the preload hints static/boot.js drops once the offline cache
serves the site, where the cache answers at once anyway: the WebAssembly's
(Chromium reuses the machine code it compiled from a module last time, its
code cache, for the fetch Pyodide makes itself, never for a preloaded
response) and the snapshot's, which static/pyodide-snapshot.mjs then reads
from the offline cache itself."""

READ_FROM_OFFLINE_CACHE = (package.SNAPSHOT,)
"""Downloads a game page reads from the offline cache itself, not through
the service worker, once the cache serves the site (static/pyodide-snapshot.mjs):
the snapshot's 31 MB come in about 200 ms so, against some 450 ms through
the worker's fetch, and a repeat visit's start waits for them."""


RESTORE_ONLY = " data-restore"
BOOT_ONLY = " data-boot"
"""Mark the preload hints of one start alone: static/boot.js drops those of
the start a visit does not take (restoring the snapshot, or booting Python
where the network is too slow for the snapshot's bytes: its snapshotPays)."""

RESTORE_DOWNLOADS = (package.SNAPSHOT, package.SNAPSHOT_STDLIB, package.SNAPSHOT_PACKAGE)
BOOT_DOWNLOADS = (package.IMPORTED_STDLIB, "oddsevens.zip")
BOOT_PRELOADED = (package.IMPORTED_STDLIB,)
"""Booting, oddsevens.zip is fetched only once the WebAssembly and the
standard library are in (static/pyodide-snapshot.mjs's firstDownloads), so
it has no preload hint."""


def preload_links(dest: Path, snapshot: bool) -> str:
    """Link tags for what a game page downloads before Python runs, written
    as PyScript and Pyodide ask for them (modules imported, the rest fetched
    in CORS mode), so that each download is used and never made twice: with
    a `snapshot`, the zips static/pyodide-snapshot.mjs fetches to restore it
    (RESTORE_ONLY) and those it fetches to boot Python instead (BOOT_ONLY)."""
    core = (dest / "vendor" / "pyscript" / "core.js").read_text(encoding="utf-8")
    modules = [
        "vendor/pyscript/core.js",
        *(f"vendor/pyscript/{chunk}" for chunk in re.findall(r'from\s*"\./([\w.-]+\.js)"', core)),
        "vendor/pyodide/pyodide.mjs",
        "vendor/pyodide/pyodide.asm.mjs",
    ]
    fetched = {"vendor/pyodide/pyodide-lock.json": "", "vendor/pyodide/pyodide.asm.wasm": NOT_FROM_OFFLINE_CACHE}
    if snapshot:
        fetched |= {path: RESTORE_ONLY for path in RESTORE_DOWNLOADS} | {path: BOOT_ONLY for path in BOOT_PRELOADED}
        for path in READ_FROM_OFFLINE_CACHE:
            fetched[path] += NOT_FROM_OFFLINE_CACHE
    else:
        fetched |= dict.fromkeys(BOOT_PRELOADED, "")
    return "".join(f'<link rel="modulepreload" href="{path}">' for path in modules) + "".join(
        f'<link rel="preload" href="{path}" as="fetch" crossorigin{marks}>' for path, marks in fetched.items()
    )


def wire_bytes(file: Path) -> int:
    """What a host that keeps the build's brotli copies sends for `file`
    (compress writes them last, from the same cache for large files)."""
    if not compress.is_compressible(file):
        return file.stat().st_size
    return min(len(compress.BROTLI.compress(file.read_bytes(), used=set())), file.stat().st_size)


@functools.cache
def copy_sizes(file: Path, modified_ns: int) -> tuple[int, int]:
    """The sizes of the brotli and gzip copies compress will write of `file`
    (a zip of package.STARTING_ZIPS, as it was at `modified_ns`), once for
    every page that lists it."""
    data = file.read_bytes()
    return len(compress.BROTLI.compress(data, used=set())), len(compress.GZIP.compress(data, used=set()))


def gzip_content_bytes(file: Path) -> int:
    """The size of what a gzip file holds, from its trailer (below 4 GB)."""
    with file.open("rb") as packed:
        packed.seek(-4, 2)
        return int.from_bytes(packed.read(4), "little")


def start_downloads(dest: Path, snapshot: bool) -> list[dict[str, Any]]:
    """What a game page downloads before Python can start, for its progress
    bar (static/loading.js): each file's path, its bytes as the page reads
    them and its bytes on the wire; for those stored compressed only (the
    snapshot, package.STARTING_ZIPS) their gzip form, fetched instead from
    a host that keeps no copies; the snapshot read from the offline cache
    apart (READ_FROM_OFFLINE_CACHE). Without a `snapshot`, what booting
    Python downloads."""
    def download(path: str) -> dict[str, Any]:
        if path not in package.STARTING_ZIPS:
            return {"path": path, "bytes": (dest / path).stat().st_size, "wire": wire_bytes(dest / path)}
        stored = dest / path
        brotli_bytes, gzip_bytes = copy_sizes(stored, stored.stat().st_mtime_ns)
        return {"path": path, "bytes": stored.stat().st_size, "wire": brotli_bytes, "or": {"path": f"{path}.gz", "bytes": gzip_bytes}}

    if not snapshot:
        return [download(path) for path in ("vendor/pyodide/pyodide.asm.wasm", *BOOT_DOWNLOADS)]
    gzipped = dest / package.SNAPSHOT_GZIP
    heap = {"path": package.SNAPSHOT, "bytes": gzip_content_bytes(gzipped), "wire": (dest / package.SNAPSHOT_BROTLI).stat().st_size}
    heap["or"] = {"path": package.SNAPSHOT_GZIP, "bytes": gzipped.stat().st_size}
    heap["readFromOfflineCache"] = heap["path"] in READ_FROM_OFFLINE_CACHE
    restored = [heap if path == package.SNAPSHOT else download(path) for path in RESTORE_DOWNLOADS]
    return [download("vendor/pyodide/pyodide.asm.wasm"), *restored]


def game_start_head(
    dest: Path, entries: list[dict[str, Any]], snapshot: bool, language: Language = ENGLISH, *, embedded: bool = False
) -> str:
    """Templates static/boot.js uses once it knows the game is played: the
    preload hints (inert here, so the menu downloads nothing), and each
    game's opening board and panel (as the game page or, `embedded`, an
    embed draws them), shown at once and replaced when Python is ready."""
    screens = {entry["id"]: start_screen(entry["id"], embedded=embedded) for entry in entries}
    # A game the menu does not list (one the tests add, in English alone) starts with its board only.
    boards = "".join(
        f'<template data-board="{entry["id"]}" data-title="{html.escape(entry["title"])}">{screens[entry["id"]][0]}</template>\n'
        + (f'<template data-panel="{entry["id"]}">{screens[entry["id"]][1]}</template>\n' if entry["listed"] else "")
        for entry in entries
    )
    def listed(downloads: list[dict[str, Any]]) -> str:
        return html.escape(json.dumps(downloads, separators=(",", ":")))

    # data-downloads: the start's; with a snapshot, data-boot-downloads: booting's instead (static/boot.js chooses).
    downloads = f' data-downloads="{listed(start_downloads(dest, snapshot))}"'
    if snapshot:
        downloads += f' data-boot-downloads="{listed(start_downloads(dest, snapshot=False))}"'
    catalogue = f'<link rel="preload" href="{catalogue_path(language)}" as="fetch" crossorigin>' if language != ENGLISH else ""
    return f'<template id="game-preloads"{downloads}>{preload_links(dest, snapshot)}{catalogue}</template>\n{boards}'


def write_pages(
    dest: Path, language: Language, entries: list[dict[str, Any]], seeds: dict[str, str], rules_panels: str, snapshot: bool
) -> None:
    """index.html and embed.html in `language` (index.ja.html...), with the
    game start templates, and marked html[data-snapshot] where the build
    made a memory snapshot to restore; and the lessons' and puzzles' first screens."""
    write_exercise_screens(dest, language, entries)
    for stem, text in (
        ("index", index_page(language, entries, seeds, rules_panels, game_start_head(dest, entries, snapshot, language))),
        ("embed", embed_page(language, entries, game_start_head(dest, entries, snapshot, language, embedded=True))),
    ):
        if snapshot:
            text = text.replace("<html ", '<html data-snapshot="" ', 1)
        (dest / language.page(stem)).write_text(text, encoding="utf-8")
