"""The build's rules pages (sitebuild.rules): Markdown with diagrams drawn by
the engine, live boards resting as drawings that become frames of embed.html, the embed snippet, and
clear failures."""

from __future__ import annotations

import ast
import gzip
import html
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import brotli
import pytest

import oddsevens
import sitebuild
from app.embed import plan_embed
from app.pages import MENU, PAGES
from app.stdlib_on_demand import LEFT_OUT_LISTING
from fakes import RecordingScreen, board_drawing
from oddsevens import render
from sitebuild import chance, compress, drawings, languages, offline, package, pages, project, rules, styles, webassembly

SEEDS = sorted(Path(project.ROOT, "seeds").glob("*.md"))
SVG = "{http://www.w3.org/2000/svg}"


def page_body(path: Path) -> str:
    return rules.rules_html(path.stem, path.read_text(encoding="utf-8"), "../", f"seeds/{path.name}")


def svgs(markup: str) -> list[ET.Element]:
    return [ET.fromstring(text) for text in re.findall(r"<svg\b.*?</svg>", markup, re.S)]


def live_board_queries(markup: str) -> list[list[tuple[str, str]]]:
    """The embed address of each live board, less the start=now its Play button adds."""
    sources = re.findall(r'<div class="live-diagram" data-embed="([^"]+)"', markup)
    queries = [parse_qsl(urlsplit(source.replace("&amp;", "&")).query) for source in sources]
    assert all(query[-1] == ("start", "now") for query in queries), "a live board starts at the reader's tap on Play"
    return [query[:-1] for query in queries]


def play_link_queries(markup: str) -> list[list[tuple[str, str]]]:
    links = re.findall(r'class="diagram-play" href="([^"]+)"', markup)
    return [parse_qsl(urlsplit(link.replace("&amp;", "&")).query) for link in links]


def make_page(game_id: str):
    return pages.game_page(game_id, None, 1)


@pytest.mark.parametrize("path", SEEDS, ids=[path.stem for path in SEEDS])
def test_every_rules_page_has_drawn_diagrams_and_a_live_board(path):
    body = page_body(path)
    pictures = svgs(body)
    assert pictures, "every rules page shows at least one position"
    for picture in pictures:
        assert picture.tag == SVG + "svg"
        assert picture.get("role") == "img" and picture.get("aria-label")
        assert not [node for node in picture.iter() if node is not picture and node.get("role")]
        assert not [node for node in picture.iter() if any(name.startswith("data-") for name in node.attrib)]
    ids = [node.get("id") for picture in pictures for node in picture.iter() if node.get("id")]
    assert len(ids) == len(set(ids)), "ids stay unique when several diagrams share a page"
    queries = live_board_queries(body)
    assert queries, "every rules page has a live board"
    for query in queries:
        parameters = dict(query)
        assert parameters["game"] == path.stem
        state = oddsevens.replay(json.loads(parameters["record"]))
        assert not state.over, "a live board is a position to play on"
        plan = plan_embed(make_page(path.stem), query)
        assert plan.problems == [] and plan.state == state
    for query in play_link_queries(body):
        plan = plan_embed(make_page(path.stem), query)
        assert plan.problems == [] and plan.state is not None and not plan.state.over


def test_a_diagram_is_the_engines_position():
    markdown = """# Test

```diagram dualities
{"options": {"lines": "all"}, "moves": [{"black": [0, 0], "white": [1, 0]}], "caption": "The *first* tile."}
```
"""
    body = rules.rules_html("dualities", markdown)
    [picture] = svgs(body)
    assert picture.get("aria-label") == "The first tile."
    assert "<figcaption>The <em>first</em> tile.</figcaption>" in body
    expected = oddsevens.game("dualities").start(seed=1, lines="all").play({"black": [0, 0], "white": [1, 0]})
    drawn = rules.static_svg(render.board("dualities", expected.view(None), interactive=False), "The first tile.", "diagram-1-")
    assert ET.tostring(picture) == ET.tostring(ET.fromstring(drawn))
    colours = {node.get("class") for node in picture.iter() if (node.get("class") or "").startswith("cell ")}
    assert any("black" in name for name in colours) and any("white" in name for name in colours)
    links = re.findall(r'class="diagram-play" href="([^"]+)"', body)
    [query] = [dict(parse_qsl(urlsplit(link.replace("&amp;", "&")).query)) for link in links]
    assert oddsevens.replay(json.loads(query["record"])) == expected


def test_marks_letter_the_cells_a_caption_names():
    markdown = """```diagram evening
{"options": {"size": 3}, "moves": [{"cell": [0, 0]}], "marks": {"a": "1,0"}, "caption": "Cell a."}
```
"""
    [picture] = svgs(rules.rules_html("evening", markdown))
    [mark] = [node for node in picture.iter() if node.get("class") == "diagram-mark"]
    assert [node.text for node in mark.iter() if node.tag == SVG + "text"] == ["a"]


def test_tables_and_code_blocks():
    body = rules.rules_html("dualities", "| a | b |\n| --- | --- |\n| **1** | 2 |\n\n```html\n<b>x</b>\n```\n")
    assert body.startswith('<div class="table-scroll"><table>') and re.search(r"</table>\s*</div>", body)
    assert '<th scope="col">a</th>' in body and "<td><strong>1</strong></td>" in body
    assert re.search(r"<pre><code[^>]*>&lt;b&gt;x&lt;/b&gt;\n</code></pre>", body)


def test_headings_lists_and_inline_marks():
    markdown = (
        "# Title\n\n## Setting up\n\n1. First, *then*\n   more of it.\n2. `code` and [a link](../x.html)\n\n"
        "- one\n- two\n\nRaw <b>HTML</b> stays text.\n"
    )
    body = rules.rules_html("dualities", markdown)
    assert "<h1>Title</h1>" in body and "<h2>Setting up</h2>" in body
    assert "<ol>\n<li>First, <em>then</em>\nmore of it.</li>" in body
    assert '<li><code>code</code> and <a href="../x.html">a link</a></li>' in body
    assert "<ul>\n<li>one</li>\n<li>two</li>\n</ul>" in body
    assert "<p>Raw &lt;b&gt;HTML&lt;/b&gt; stays text.</p>" in body
    in_panel = rules.rules_html("dualities", markdown, panel=True)
    assert "<h2>Title</h2>" in in_panel and "<h3>Setting up</h3>" in in_panel


@pytest.mark.parametrize(
    "block, words",
    [
        ('{"moves": [}', "not valid JSON"),
        ('{"moves": [{"black": [0, 0], "white": [1, 0]}, {"black": [0, 0], "white": [0, 1]}], "caption": "x"}', "move 2"),
        ('{"moves": [], "colour": "red", "caption": "x"}', "unknown key 'colour'"),
        ('{"moves": []}', "needs a caption"),
        ('{"options": {"lines": "some"}, "caption": "x"}', "cannot start"),
        ('{"caption": "x", "marks": {"a": "9,9"}}', "no cell '9,9'"),
        ('{"caption": "x", "live": "yes"}', "'live' must be an object"),
    ],
)
def test_a_broken_diagram_stops_the_build_and_says_where(block, words):
    markdown = f"# Dualities\n\nSome words.\n\n```diagram dualities\n{block}\n```\n"
    with pytest.raises(rules.DiagramError) as caught:
        rules.rules_html("dualities", markdown, "../", "seeds/dualities.md")
    message = str(caught.value)
    assert message.startswith("seeds/dualities.md, diagram at line 5:") and words in message, message


def test_a_diagram_of_another_game_or_an_unclosed_block_is_refused():
    with pytest.raises(rules.DiagramError, match="must start with ```diagram dualities"):
        rules.rules_html("dualities", '```diagram evening\n{"caption": "x"}\n```\n', "../", "seeds/dualities.md")
    with pytest.raises(rules.DiagramError, match="seeds/dualities.md, line 2: this ``` block is never closed"):
        rules.rules_html("dualities", 'Text\n```diagram dualities\n{"caption": "x"}\n', "../", "seeds/dualities.md")


def rules_panel_of(path: Path) -> str:
    game = oddsevens.game(path.stem)
    return rules.rules_panel(game.title, game.id, path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", SEEDS, ids=[path.stem for path in SEEDS])
def test_the_rules_panel_is_the_rules_page_without_frames(path):
    """The panel a game page opens from its Rules link: the rules page's text
    and pictures, but no iframe (each would boot a Python): a link to each
    live board instead, and every link to a board opens a new tab."""
    page, panel = page_body(path), rules_panel_of(path)
    assert panel.startswith(f'<template data-rules="{path.stem}"><dialog id="rules-panel"')
    title = oddsevens.game(path.stem).title
    assert f'<h2 id="rules-panel-title">{title} rules</h2>' in panel
    assert "<iframe" not in panel and "<h1" not in panel and "<script" not in panel
    assert re.findall(r"<h3>(.*?)</h3>", panel) == re.findall(r"<h2[^>]*>(.*?)</h2>", page)
    assert [picture.get("aria-label") for picture in svgs(panel)] == [picture.get("aria-label") for picture in svgs(page)]
    tried = re.findall(r'<a class="diagram-play" href="([^"]+)" target="_blank">Try it on the board', panel)
    assert [parse_qsl(urlsplit(link.replace("&amp;", "&")).query) for link in tried] == live_board_queries(page)
    assert all(link.startswith("embed.html?") for link in tried), "relative to the game page, index.html"
    links = re.findall(r"<a [^>]*>", panel)
    assert links and all('target="_blank"' in link for link in links)
    play_on = r'class="diagram-play" href="([^"]+)"[^>]*>Play on from this position'
    assert re.findall(play_on, panel) == [link.removeprefix("../") for link in re.findall(play_on, page)]


def test_the_rules_panel_gives_a_diagrams_errors_with_the_seeds_line():
    markdown = '# Dualities\n\nWords.\n\n```diagram dualities\n{"moves": []}\n```\n'
    with pytest.raises(rules.DiagramError, match="^seeds/dualities.md, diagram at line 5: .*needs a caption"):
        rules.rules_panel("Dualities", "dualities", markdown)


def test_the_embed_section_gives_a_snippet_without_a_host():
    section = rules.embed_section("Dualities", "dualities", rules.embed_settings("dualities"), languages.ENGLISH)
    [snippet] = re.findall(r"<pre><code[^>]*>(.*?)</code></pre>", section, re.S)
    assert "&lt;iframe src=&quot;../embed.html?game=dualities&quot;" in snippet
    assert "://" not in section
    assert "<code>lines: rows, all</code>" in section and "<code>opponent: computer, friend</code>" in section


def test_embed_html_knows_the_games():
    entries = [entry for entry in pages.games() if entry["id"] in ("dualities", "evening")]
    page = pages.embed_page(languages.ENGLISH, entries)
    assert 'data-games="dualities evening"' in page and "data-embed" in page
    assert 'id="board"' in page and 'id="status"' in page and 'id="dialog"' in page


# -- the fast start: opening boards drawn at build time, preload hints


def opening_board(game_id: str) -> str:
    """The board the game's page draws for a new visitor, dealt from the build's first seed."""
    screen = RecordingScreen()
    pages.game_page(game_id, screen, pages.START_SEEDS[0]).open()
    return screen.regions["board"]


def start_templates(markup: str) -> dict[str, tuple[str, str]]:
    """{game id: (title, board markup)} of a built page's templates."""
    found = re.findall(r'<template data-board="([^"]+)" data-title="([^"]*)">(.*?)</template>', markup, re.S)
    return {game_id: (title, board) for game_id, title, board in found}


@pytest.mark.parametrize("page_name", ["index.html", "embed.html"])
def test_game_pages_carry_each_games_opening_board_as_its_page_draws_it(site_folder, page_name):
    templates = start_templates((site_folder / page_name).read_text(encoding="utf-8"))
    assert sorted(templates) == sorted(PAGES)
    for game_id, (title, board) in templates.items():
        assert title == oddsevens.game(game_id).title
        assert board.replace(chance.CHANCE_MARK, "") == opening_board(game_id), "the drawing, chance hidden"
        root = board_drawing(board)
        assert any(node.tag == SVG + "svg" and "board" in node.get("class", "").split() for node in root.iter())
        assert any(node.get("data-cell") or node.get("data-tile") or node.get("data-die") for node in root.iter())


def test_each_lesson_and_puzzle_has_its_first_screen_drawn_in_every_language_outside_the_offline_cache(site_folder):
    drawn = [
        site_folder / language.page(pages.ahead_stem(game_id, exercise))
        for language in languages.LANGUAGES
        for game_id in MENU
        for exercise in pages.exercises(game_id)
    ]
    assert len(drawn) >= len(languages.LANGUAGES) * 100 and all(path.is_file() for path in drawn)
    for game_id, exercise, stem in [
        ("dualities", (("lesson", "1"), ("step", "1")), "ahead/dualities/lesson-1-step-1"),
        ("evening", (("lesson", "1"), ("step", "3")), "ahead/evening/lesson-1-step-3"),
        ("evening", (("puzzle", "evening-007"),), "ahead/evening/puzzle-evening-007"),
    ]:
        assert pages.ahead_stem(game_id, exercise) == stem, "as static/boot.js names it"
        markup = (site_folder / f"{stem}.html").read_text(encoding="utf-8")
        board, panel = pages.opening_drawing(game_id, 1, asked=exercise)
        assert markup == f'<template data-board="">{board}</template><template data-panel="">{panel}</template>\n'
    assert not [name for name in offline.precache_manifest(site_folder)["files"] if name.startswith(f"{pages.AHEAD}/")]


def test_the_game_page_carries_each_games_rules_panel_and_the_embed_none(site_folder):
    markup = (site_folder / "index.html").read_text(encoding="utf-8")
    found = re.findall(r'(<template data-rules="([^"]+)">.*?</template>)', markup, re.S)
    panels = {game_id: panel for panel, game_id in found}
    assert sorted(panels) == sorted(MENU), "every game on the menu, which all have rules pages"
    for game_id, panel in panels.items():
        assert panel + "\n" == rules_panel_of(Path(project.ROOT, "seeds", f"{game_id}.md"))
    embed = (site_folder / "embed.html").read_text(encoding="utf-8")
    assert "data-rules" not in embed
    assert re.search(r'<a id="embed-rules"[^>]* target="_blank"', embed), "an embed's rules open in a new tab"


def test_the_opening_board_is_the_renderers_drawing_of_the_start_position():
    state = oddsevens.game("evening").start(2, pages.START_SEEDS[0])
    cells = {node.get("data-cell") for node in ET.fromstring(opening_board("evening")).iter() if node.get("data-cell")}
    drawn = ET.fromstring(render.board("evening", state.view(0)))
    assert cells == {node.get("data-cell") for node in drawn.iter() if node.get("data-cell")}
    assert len(cells) == 61  # a size-5 hex board, empty


def test_preload_hints_name_built_files_and_only_game_pages_use_them(site_folder):
    markup = (site_folder / "index.html").read_text(encoding="utf-8")
    [hints] = re.findall(r'<template id="game-preloads"[^>]*>(.*?)</template>', markup, re.S)
    links = re.findall(r'<link rel="(modulepreload|preload)" href="([^"]+)"([^>]*)>', hints)
    named = {href for _, href, _ in links}
    assert {"vendor/pyscript/core.js", "vendor/pyodide/pyodide.mjs", "vendor/pyodide/pyodide.asm.wasm",
            "vendor/pyodide/pyodide-lock.json", package.SNAPSHOT, package.SNAPSHOT_STDLIB, package.SNAPSHOT_PACKAGE} <= named
    restore_only = {href for _, href, attributes in links if pages.RESTORE_ONLY.strip() in attributes}
    boot_only = {href for _, href, attributes in links if pages.BOOT_ONLY.strip() in attributes}
    assert restore_only == {package.SNAPSHOT, package.SNAPSHOT_STDLIB, package.SNAPSHOT_PACKAGE}
    assert boot_only == {package.IMPORTED_STDLIB}, "a restored page never fetches the whole zips; booting, the package comes later"
    for rel, href, attributes in links:
        assert (site_folder / href).is_file() or compress.compressed_only(site_folder / href), href
        if rel == "preload":
            assert 'as="fetch"' in attributes and "crossorigin" in attributes
    dropped_once_offline = {href for _, href, attributes in links if pages.NOT_FROM_OFFLINE_CACHE.strip() in attributes}
    assert dropped_once_offline == {"vendor/pyodide/pyodide.asm.wasm", package.SNAPSHOT}
    outside = re.sub(r"<template\b.*?</template>", "", markup, flags=re.S)
    outside_hints = re.findall(r'<link rel="(?:modulepreload|preload)" href="([^"]+)"', outside)
    assert outside_hints and all(href.startswith("static/") for href in outside_hints), (
        "the menu preloads its own scripts only, never Python"
    )


@pytest.mark.parametrize("name", ["index.html", "embed.html"])
def test_the_page_names_every_module_boot_js_imports_so_they_download_with_it(site_folder, name):
    """A module's imports are found only once it has arrived: named in the
    page's head, boot.js's own imports come alongside it, one round trip
    sooner (about 100 ms at 60 ms of latency, before any game download starts)."""
    boot = (project.ROOT / "static" / "boot.js").read_text(encoding="utf-8")
    imported = {f"static/{module}" for module in re.findall(r'^import .* from "\./([\w-]+\.js)";$', boot, re.M)}
    assert imported >= {"static/loading.js", "static/words.js"}
    head = (site_folder / name).read_text(encoding="utf-8").split("</head>")[0]
    named = set(re.findall(r'<link rel="modulepreload" href="([^"]+)">', head))
    named |= set(re.findall(r'<script type="module" src="([^"]+)">', head))
    assert imported <= named, imported - named


def test_game_pages_know_what_a_start_downloads_for_their_progress_bar(site_folder):
    markup = (site_folder / "index.html").read_text(encoding="utf-8")
    [listed] = re.findall(r'<template id="game-preloads" data-downloads="([^"]*)"', markup)
    downloads = {download["path"]: download for download in json.loads(html.unescape(listed))}
    assert set(downloads) == {"vendor/pyodide/pyodide.asm.wasm", package.SNAPSHOT, package.SNAPSHOT_STDLIB, package.SNAPSHOT_PACKAGE}
    wasm = downloads["vendor/pyodide/pyodide.asm.wasm"]
    wasm_file, wasm_brotli = site_folder / wasm["path"], site_folder / (wasm["path"] + ".br")
    assert (wasm["bytes"], wasm["wire"]) == (wasm_file.stat().st_size, wasm_brotli.stat().st_size)
    heap = downloads[package.SNAPSHOT]
    assert heap["bytes"] == len(gzip.decompress((site_folder / package.SNAPSHOT_GZIP).read_bytes()))
    assert heap["wire"] == (site_folder / package.SNAPSHOT_BROTLI).stat().st_size
    assert heap["or"] == {"path": package.SNAPSHOT_GZIP, "bytes": (site_folder / package.SNAPSHOT_GZIP).stat().st_size}
    assert [path for path, download in downloads.items() if download.get("readFromOfflineCache")] == [package.SNAPSHOT]
    assert sum(download["wire"] for download in downloads.values()) < 9_000_000, "a first visit's bulk, under 9 MB"


def test_game_pages_also_know_what_booting_python_downloads(site_folder):
    """static/boot.js boots Python instead of restoring the snapshot on a
    slow network: its progress bar then counts the whole zips."""
    markup = (site_folder / "index.html").read_text(encoding="utf-8")
    [listed] = re.findall(r'<template id="game-preloads"[^>]* data-boot-downloads="([^"]*)"', markup)
    downloads = {download["path"]: download for download in json.loads(html.unescape(listed))}
    assert set(downloads) == {"vendor/pyodide/pyodide.asm.wasm", package.IMPORTED_STDLIB, "oddsevens.zip"}
    for path, download in downloads.items():
        if path in package.STARTING_ZIPS:
            assert download["bytes"] == len(gzip.decompress((site_folder / f"{path}.gz").read_bytes()))
            assert download["wire"] == wire_size(site_folder, path)
            assert download["or"] == {"path": f"{path}.gz", "bytes": (site_folder / f"{path}.gz").stat().st_size}
        else:
            assert download["bytes"] == (site_folder / path).stat().st_size
    restored = re.findall(r'<template id="game-preloads" data-downloads="([^"]*)"', markup)[0]
    restored_wire = sum(download["wire"] for download in json.loads(html.unescape(restored)))
    assert sum(download["wire"] for download in downloads.values()) < restored_wire - 2_000_000, "booting saves megabytes"


def test_pages_boot_with_the_standard_library_they_import_and_list_what_it_leaves_out(site_folder):
    """package.IMPORTED_STDLIB: python_stdlib.zip cut to what the site
    imports as it loads; app.stdlib_on_demand imports the rest from the
    whole zip, named in the cut one's listing."""
    whole_zip = site_folder / "vendor" / "pyodide" / "python_stdlib.zip"
    with zipfile.ZipFile(whole_zip) as whole, starting_zip(site_folder, package.IMPORTED_STDLIB) as cut:
        whole_files, cut_files = set(whole.namelist()), set(cut.namelist()) - {LEFT_OUT_LISTING}
        assert {name: cut.read(name) for name in cut_files} == {name: whole.read(name) for name in cut_files}
        left_out = set(cut.read(LEFT_OUT_LISTING).decode().splitlines())
    assert left_out == {name for name in whole_files - cut_files if name.endswith(".py") and f"{name}c" not in cut_files}
    assert "datetime.pyc" in cut_files and "datetime.py" not in cut_files, "a module with bytecode goes as bytecode alone"
    ours = {name for source in package.package_sources().values() for name in modules_imported_by(source)}
    for module in sorted(ours):
        path = module.replace(".", "/")
        assert not {f"{path}.py", f"{path}/__init__.py"} & left_out, f"{module} is imported by the site but left out of its first download"
    imported = {"asyncio/base_events.py", "xml/etree/ElementTree.pyc", "encodings/cp437.py", "xml/sax/saxutils.py"}
    assert imported <= cut_files, "what the start, the pages and segno import"
    assert {"pdb.py", "difflib.py", "unittest/case.py", "multiprocessing/pool.py"} <= left_out, "imported by no module as it loads"
    assert wire_size(site_folder, package.IMPORTED_STDLIB) < 0.45 * whole_zip.stat().st_size, "brotli on the stored zip"


def starting_zip(site_folder: Path, name: str) -> zipfile.ZipFile:
    """One of package.STARTING_ZIPS, stored compressed only: read from its gzip form."""
    assert not (site_folder / name).exists(), f"{name} is stored compressed only"
    return zipfile.ZipFile(io.BytesIO(gzip.decompress((site_folder / f"{name}.gz").read_bytes())))


def wire_size(site_folder: Path, name: str) -> int:
    """What a host that keeps the build's copies sends of a file stored compressed only."""
    return (site_folder / f"{name}.br").stat().st_size


def test_the_zips_python_starts_from_are_stored_and_sent_compressed(site_folder):
    for name in package.STARTING_ZIPS:
        with starting_zip(site_folder, name) as archive:
            assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}, name
        assert brotli.decompress((site_folder / f"{name}.br").read_bytes()) == gzip.decompress((site_folder / f"{name}.gz").read_bytes())


def test_the_package_ships_pyodides_bytecode_for_every_module_and_no_sources(site_folder):
    with starting_zip(site_folder, package.PACKAGE) as archive:
        names = set(archive.namelist())
        sources = sorted(package.package_sources())
        assert "app/main.py" in sources and "oddsevens/games/dualities.py" in sources
        assert not [name for name in names if "__pycache__" in name], "zipimport reads module.pyc where module.py would lie"
        assert not [name for name in names if name.endswith(".py")], "a first visit downloads no source its bytecode makes useless"
        for source in sources:
            compiled = archive.read(source + "c")
            flags = int.from_bytes(compiled[4:8], "little")
            assert flags == 0b01, f"{source}c: an unchecked-hash .pyc, valid without a look at the source"
            # Pyodide's marshal format is newer than this Python's: the file name is found as text.
            assert f"{package.PACKAGE_ARCHIVE}/{source}".encode() in compiled, "tracebacks name the module where Python found it"


def test_the_standard_library_ships_with_bytecode_for_what_the_pages_import(site_folder):
    with zipfile.ZipFile(project.NODE_MODULES / "pyodide" / "python_stdlib.zip") as original:
        sources = {info.filename: original.read(info) for info in original.infolist()}
    with starting_zip(site_folder, package.PACKAGE) as ours:
        magic = ours.read(next(name for name in ours.namelist() if name.endswith(".pyc")))[:4]
    with zipfile.ZipFile(site_folder / "vendor" / "pyodide" / "python_stdlib.zip") as shipped:
        kept = set(shipped.namelist()) & set(sources)
        assert {name: shipped.read(name) for name in kept} == {name: sources[name] for name in kept}, "Pyodide's own files are unchanged"
        added = set(shipped.namelist()) - set(sources)
        assert added == {f"{module}.pyc" for module in package.STDLIB_BYTECODE}
        for name in added:
            data = shipped.read(name)
            assert data[:4] == magic, f"{name}: compiled by the shipped Pyodide's Python"
            assert int.from_bytes(data[4:8], "little") == 0b01, f"{name}: an unchecked-hash .pyc"
    probe = (
        "import sys, app.boards.beat_the_odds, app.boards.dualities, app.boards.evening, app.boards.even_at_odds, app.boards.even_odds; "
        "print(' '.join(sys.modules))"
    )
    imported = subprocess.run([sys.executable, "-c", probe], cwd=project.PY, capture_output=True, text=True, check=True).stdout.split()
    for module in package.STDLIB_BYTECODE:
        assert module.removesuffix("/__init__").replace("/", ".") in imported, f"{module}: no page imports it any more"


def modules_imported_by(source: bytes) -> set[str]:
    """Absolute module names an `import` statement anywhere in `source` names, with their parents."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            names.add(node.module)
    return {".".join(name.split(".")[:depth]) for name in names for depth in range(1, name.count(".") + 2)}


def test_the_standard_library_copy_keeps_what_the_site_imports_and_drops_the_rest(site_folder):
    with zipfile.ZipFile(project.NODE_MODULES / "pyodide" / "python_stdlib.zip") as original:
        pyodide_files = set(original.namelist())
    shipped_zip = site_folder / "vendor" / "pyodide" / "python_stdlib.zip"
    with zipfile.ZipFile(shipped_zip) as shipped:
        shipped_files = set(shipped.namelist())
    ours = {name for source in package.package_sources().values() for name in modules_imported_by(source)}
    for module in sorted(ours | set(package.pyscript_imports())):
        path = module.replace(".", "/")
        in_pyodide = {f"{path}.py", f"{path}/__init__.py"} & pyodide_files
        assert in_pyodide <= shipped_files, f"{module} is imported by the site but left out of the standard library"
    for unused in ("antigravity.py", "wsgiref/simple_server.py", "tomllib/__init__.py", "encodings/mac_roman.py"):
        assert unused in pyodide_files and unused not in shipped_files, f"{unused} is shipped though nothing imports it"
    for codec in ("encodings/utf_8.py", "encodings/ascii.py", "encodings/latin_1.py", "encodings/cp437.py"):
        assert codec in shipped_files
    original_size = (project.NODE_MODULES / "pyodide" / "python_stdlib.zip").stat().st_size
    assert shipped_zip.stat().st_size < 0.8 * original_size


PYODIDE_SNAPSHOT_MAGIC = 1886286592
"""The first word of a snapshot made by Pyodide's makeMemorySnapshot."""
PYODIDE_INITIAL_HEAP = 30 * 2**20
"""The heap Pyodide 314 starts with: a larger snapshot cannot be restored (Pyodide #6254)."""


def test_the_site_ships_a_memory_snapshot_of_its_own_pyodide_no_larger_than_the_initial_heap(site_folder):
    snapshot = gzip.decompress((site_folder / package.SNAPSHOT_GZIP).read_bytes())
    assert brotli.decompress((site_folder / package.SNAPSHOT_BROTLI).read_bytes()) == snapshot, "its two stored forms agree"
    assert not (site_folder / package.SNAPSHOT).exists(), "stored compressed only: a host without the copies answers 404"
    magic, header, _, difference = struct.unpack_from("<4I", snapshot)
    assert magic == PYODIDE_SNAPSHOT_MAGIC
    build_id = re.search(r'BUILD_ID:"([0-9a-f]{64})"', (site_folder / "vendor" / "pyodide" / "pyodide.mjs").read_text()).group(1)
    words = struct.unpack(">8I", bytes.fromhex(build_id))
    assert struct.unpack_from("<8I", snapshot, 16) == words, "made by the very Pyodide the site ships"
    assert len(snapshot) - header == PYODIDE_INITIAL_HEAP
    instantiated = webassembly.initial_memory((site_folder / "vendor" / "pyodide" / "pyodide.asm.wasm").read_bytes())
    assert difference == len(instantiated), "its static data is shipped as its difference from the memory as instantiated"
    assert snapshot[header : header + difference].count(0) > 0.95 * difference, "and is mostly unchanged, so zeros"
    for page in ("index.html", "embed.html"):
        assert re.search(r"<html [^>]*data-snapshot", (site_folder / page).read_text()), f"{page} tells boot.js to restore it"


# Node restores the snapshot (gzip form, argv[2]) in the Pyodide of argv[1]
# and prints whether the games are imported and 6 * 7.
SNAPSHOT_RESTORER = """
const fs = await import("node:fs");
const zlib = await import("node:zlib");
const [indexURL, snapshot] = process.argv.slice(1);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL, _loadSnapshot: new Uint8Array(zlib.gunzipSync(fs.readFileSync(snapshot))) });
console.log(pyodide.runPython("import sys; f'{\\"oddsevens\\" in sys.modules} {6 * 7}'"));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_the_shipped_snapshot_restores_in_the_shipped_pyodide(site_folder):
    """Its static data shipped as a difference, undone by the shipped patch (Node)."""
    pyodide_folder = (site_folder / "vendor" / "pyodide").as_posix() + "/"
    result = subprocess.run(
        ["node", "--input-type=module", "-e", SNAPSHOT_RESTORER, pyodide_folder, str(site_folder / package.SNAPSHOT_GZIP)],
        capture_output=True, text=True, check=True, timeout=300,
    )
    assert result.stdout.strip().splitlines()[-1] == "True 42"


def test_a_site_built_without_a_snapshot_boots_python_as_before(site_folder, tmp_path, monkeypatch):
    """(After the session's build: the caches it fills are what make this one quick.)"""
    monkeypatch.setattr(package, "make_snapshot", lambda pyodide_folder, package: None)
    monkeypatch.setattr(compress, "compress_site", lambda dest, stored_only=(): None)  # half the time, and no part of this
    dist = sitebuild.build(tmp_path / "dist")
    assert not [path.name for path in (dist / "vendor" / "pyodide").glob("snapshot*")]
    for page in ("index.html", "embed.html"):
        assert "data-snapshot" not in (dist / page).read_text()


def test_a_restored_page_fetches_only_the_modules_its_snapshot_lacks(site_folder):
    stdlib, ours = (starting_zip(site_folder, name) for name in (package.SNAPSHOT_STDLIB, package.SNAPSHOT_PACKAGE))
    whole_stdlib, whole_ours = (starting_zip(site_folder, name) for name in (package.IMPORTED_STDLIB, package.PACKAGE))
    with stdlib, ours, whole_stdlib, whole_ours:
        assert "json/__init__.py" in whole_stdlib.namelist() and "json/__init__.py" not in stdlib.namelist()
        assert "xml/sax/saxutils.py" in stdlib.namelist(), "a module the snapshot never imported stays"
        assert "app/main.pyc" in ours.namelist(), "app.main runs after the restore"
        assert "oddsevens/games/dualities.pyc" not in ours.namelist()
        benchmarks = [name for name in whole_ours.namelist() if name.startswith("bench/") or "benchmark" in name or "series" in name]
        assert not benchmarks, "the benchmarks (bench/) ship to no page"
        assert set(stdlib.namelist()) < set(whole_stdlib.namelist()) and set(ours.namelist()) < set(whole_ours.namelist())
    assert wire_size(site_folder, package.SNAPSHOT_STDLIB) < 0.2 * wire_size(site_folder, package.IMPORTED_STDLIB)
    assert wire_size(site_folder, package.SNAPSHOT_PACKAGE) < 0.2 * wire_size(site_folder, package.PACKAGE)


def test_the_snapshot_imports_every_page_module_and_the_bots_but_not_the_browser_glue():
    imports = package.snapshot_imports()
    assert {PAGES[game_id].split(":")[0] for game_id in MENU} <= set(imports)
    assert {"app.bots", "app.embed", "oddsevens", "oddsevens.ai"} <= set(imports)
    assert "app.main" not in imports, "it imports js and pyscript, which exist only in the browser"
    probe = f"import {', '.join(imports[imports.index('oddsevens'):])}"
    subprocess.run([sys.executable, "-c", probe], cwd=project.PY, check=True)


def test_the_page_offers_the_bots_levels_without_importing_the_bots():
    from app.seats import LEVELS
    from oddsevens.ai import LEVELS as BOT_LEVELS

    assert LEVELS == BOT_LEVELS
    probe = (
        "import sys, app.boards.dualities, app.boards.evening, app.boards.even_at_odds, app.boards.even_odds; "
        "print(sorted(m for m in sys.modules if m.startswith('oddsevens.ai')))"
    )
    imported = subprocess.run([sys.executable, "-c", probe], cwd=project.PY, capture_output=True, text=True, check=True)
    assert imported.stdout.strip() == "[]", "the bots run in their worker; the page needs none of them to start"


# -- the menu: each listed game's card with a drawing of the game in play

SHAPES = {SVG + name for name in ("rect", "polygon", "circle", "path", "line", "text")}
QUIET_ATTRIBUTES = {"id", "tabindex", "role", "focusable", "href"}
"""What a picture that takes no focus, no tap and says nothing never carries
(with aria-* and data-*: data-action, data-cell and the rest, which the
page's click and keyboard handlers act on)."""


def menu_cards(markup: str) -> dict[str, ET.Element]:
    """{game id: its card} of the built menu, in the menu's order."""
    menu = re.search(r'<ul class="game-list">(.*?)</ul>', markup, re.S)
    assert menu is not None, "the menu lists no games"
    cards = [ET.fromstring(card) for card in re.findall(r"<li\b.*?</li>", menu.group(1), re.S)]
    return {card.attrib["data-game"]: card for card in cards}


def drawn_shapes(root: ET.Element) -> list[str]:
    """The tag of every shape the SVG draws, a symbol's once per <use> of it."""
    symbols = {symbol.get("id"): symbol for symbol in root.iter(SVG + "symbol")}
    drawn = []
    for node in root.iter():
        if node.tag == SVG + "use":
            drawn += [shape.tag for shape in symbols[node.attrib["href"][1:]].iter() if shape.tag in SHAPES]
        elif node.tag in SHAPES:
            drawn.append(node.tag)
    inside_symbols = [shape.tag for symbol in symbols.values() for shape in symbol.iter() if shape.tag in SHAPES]
    for tag in inside_symbols:
        drawn.remove(tag)
    return drawn


def assert_quiet(drawing: ET.Element) -> None:
    for node in drawing.iter():
        spoken = [name for name in node.attrib if name.startswith("data-") or (name.startswith("aria-") and node is not drawing)]
        assert not (QUIET_ATTRIBUTES & set(node.attrib)) and not spoken, f"<{node.tag}> carries {dict(node.attrib)}"
        assert node.tag not in (SVG + "a", SVG + "use", SVG + "foreignObject")


def test_every_listed_games_card_carries_a_drawing_that_is_decorative_and_inert(site_folder):
    cards = menu_cards((site_folder / "index.html").read_text(encoding="utf-8"))
    assert list(cards) == MENU
    assert "even-takes" in PAGES and "even-takes" not in cards, "the game the tests add has no card, so no drawing"
    for game_id, card in cards.items():
        drawings_in_card = [child for child in card if child.tag == SVG + "svg"]
        assert len(drawings_in_card) == 1, f"{game_id}: one drawing on its card"
        drawing = drawings_in_card[0]
        assert card[0] is drawing and card[1].tag == "h2", "the drawing comes above the game's name"
        assert drawing.get("aria-hidden") == "true"
        assert {"board", f"{game_id}-board", "game-drawing"} <= set(drawing.get("class").split()), "styled as its board"
        assert_quiet(drawing)
        assert len(drawn_shapes(drawing)) > 20, f"{game_id}: a game in play, not an empty frame"


@pytest.mark.parametrize("game_id", MENU)
def test_a_drawing_is_the_renderers_picture_of_a_seeded_game_a_few_moves_in(game_id):
    state = drawings.drawn_position(game_id)
    assert (len(state), state.seed, state.over) == (drawings.DRAWING_MOVES, drawings.DRAWING_SEED, False)
    assert state.players == max(oddsevens.game(game_id).min_players, 2)
    drawn = ET.fromstring(render.board(game_id, state.view(0), interactive=False))
    drawing = ET.fromstring(drawings.menu_drawing(game_id))
    assert drawn_shapes(drawing) == drawn_shapes(drawn)
    assert [node.text for node in drawing.iter() if node.text] == [node.text for node in drawn.iter() if node.text]


@pytest.mark.parametrize("game_id", MENU)
def test_an_inert_picture_keeps_every_shape_of_a_live_board_and_none_of_its_handles(game_id):
    live = render.board(game_id, oddsevens.game(game_id).start(seed=3).view(0))
    assert re.search(r'data-(cell|tile|die)=|role="button"|aria-label=', live)
    picture = ET.fromstring(drawings.inert_svg(live))
    assert_quiet(picture)
    assert drawn_shapes(picture) == drawn_shapes(ET.fromstring(live))


def test_the_drawings_are_the_same_on_every_build():
    """Whatever the string hashing seed of the Python that builds."""
    script = (
        "import json, sys; from sitebuild.drawings import menu_drawing; "
        "json.dump([menu_drawing(game) for game in sys.argv[1:]], sys.stdout)"
    )
    environment = {**os.environ, "PYTHONHASHSEED": "4242", "PYTHONPATH": str(Path(project.ROOT, "py"))}
    other = subprocess.run([sys.executable, "-c", script, *MENU], env=environment, capture_output=True, text=True, check=True)
    assert json.loads(other.stdout) == [drawings.menu_drawing(game_id) for game_id in MENU]


# -- the stylesheet: site.css, then each game's own


def style_rule_selectors(css: str) -> list[str]:
    """Every selector of every style rule, inside @media blocks too (not the
    steps of @keyframes, nor the at-rules' own preludes)."""
    selectors: list[str] = []
    open_blocks: list[str] = []
    for prelude, brace in re.findall(r"([^{}]*)([{}])", re.sub(r"/\*.*?\*/", "", css, flags=re.S)):
        if brace == "}":
            open_blocks.pop()
            continue
        prelude = prelude.strip()
        if not prelude.startswith("@") and not any(block.startswith("@keyframes") for block in open_blocks):
            selectors += top_level_parts(prelude)
        open_blocks.append(prelude)
    return selectors


def top_level_parts(selector_list: str) -> list[str]:
    """A selector list split at its own commas, not those inside `:is(...)` or `:not(...)`."""
    parts, depth, start = [], 0, 0
    for index, character in enumerate(selector_list):
        depth += {"(": 1, ")": -1}.get(character, 0)
        if character == "," and depth == 0:
            parts.append(selector_list[start:index].strip())
            start = index + 1
    return [*parts, selector_list[start:].strip()]


def names_in(selector: str) -> set[str]:
    """The class and id names a selector mentions (`.eao-step`, `#bto-odds-body`)."""
    return set(re.findall(r"[.#](-?[_a-zA-Z][\w-]*)", selector))


def own_prefixes(game_id: str) -> tuple[str, ...]:
    """What a game's own classes and ids start with (see sitebuild.styles)."""
    words = game_id.split("-")
    initials = f"{''.join(word[0] for word in words)}-"
    return (f"{game_id}-", initials) if len(words) > 1 else (f"{game_id}-",)


def is_own(name: str, game_id: str) -> bool:
    return name.startswith(own_prefixes(game_id))


def test_the_built_stylesheet_is_site_css_then_each_games_own_in_the_menus_order(site_folder):
    served = (site_folder / "static" / "site.css").read_text(encoding="utf-8")
    assert served.startswith(styles.SHARED_STYLESHEET.read_text(encoding="utf-8"))
    found_at = []
    for game_id in MENU:
        stylesheet = styles.game_stylesheet(game_id)
        assert stylesheet.is_file(), f"{game_id} is on the menu, so static/games/{game_id}.css styles it"
        found_at.append(served.find(stylesheet.read_text(encoding="utf-8")))
        assert found_at[-1] > 0, f"{stylesheet.name} is missing from the site's stylesheet"
    assert found_at == sorted(found_at), "the games' stylesheets come in the menu's order"
    assert not (site_folder / "static" / styles.GAME_STYLESHEETS.name).exists(), "the pages load them as part of site.css only"


def test_site_css_names_no_games_own_classes():
    """Game rules live with the game; site.css keeps what every page shares."""
    for selector in style_rule_selectors(styles.SHARED_STYLESHEET.read_text(encoding="utf-8")):
        for game_id in PAGES:
            own = sorted(name for name in names_in(selector) if is_own(name, game_id))
            assert not own, f"site.css styles {game_id}'s {own[0]} ({selector}): move it to static/games/{game_id}.css"


@pytest.mark.parametrize("game_id", MENU)
def test_a_games_stylesheet_styles_only_what_is_named_after_it(game_id):
    """So no game's stylesheet reaches another game's page, and their order never matters."""
    selectors = style_rule_selectors(styles.game_stylesheet(game_id).read_text(encoding="utf-8"))
    assert selectors
    for selector in selectors:
        assert any(is_own(name, game_id) for name in names_in(selector)), f"{selector} is not {game_id}'s own"
        for other in PAGES.keys() - {game_id}:
            assert not any(is_own(name, other) for name in names_in(selector)), f"{selector} styles {other}"


def test_a_stylesheet_for_no_game_stops_the_build(tmp_path, monkeypatch):
    (tmp_path / "dualities.css").write_text(".dualities-board { fill: none; }\n")
    (tmp_path / "evens.css").write_text(".evens-board { fill: none; }\n")
    monkeypatch.setattr(styles, "GAME_STYLESHEETS", tmp_path)
    with pytest.raises(project.BuildError, match=r"static/games/evens\.css is for no game with a page"):
        styles.site_stylesheet(pages.games())
