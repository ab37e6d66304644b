"""The rules pages (rules/<game>.html) and the rules panels over the game
pages, from seeds/<game>.md: Markdown (CommonMark and tables, through
markdown-it-py) whose ```diagram blocks the engine itself draws as pictures
of a position or as live boards."""

from __future__ import annotations

import dataclasses
import html
import json
import re
import urllib.parse
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict

import oddsevens
from app import words
from app.embed import EmbedParameters
from app.words import _
from oddsevens import render
from oddsevens.lessons import lessons
from sitebuild.icons import app_head
from sitebuild.languages import ENGLISH, LANGUAGES, Language
from sitebuild.pages import game_page, language_script, language_switch, page_words, script_hash
from sitebuild.project import ROOT, BuildError


class DiagramError(BuildError):
    """A diagram block of a rules page that cannot be drawn; the build stops on it."""


DIAGRAM_KEYS = {"players", "seed", "options", "moves", "view", "ui", "caption", "live", "height", "marks"}
"""A diagram block's JSON: the game's start (players, seed, options), the moves
played from there ([seat, move] or a move of the only seat to act), whose
view to draw (a seat, or null for the spectator's), extra renderer arguments
(ui), a caption in Markdown, and `live`: embed parameters that make the
diagram a playable iframe of embed.html (height in CSS px). `marks` letters
cells the caption talks about: {"a": "0,1"} rings the cell whose data-cell is
"0,1" and writes "a" on it."""

DIAGRAM_KEYS = DIAGRAM_KEYS | {"play"}
"""`play`: embed parameters for the "Play on from this position" link under
a static diagram of an unfinished game (default: a friend on the same
device), or false for no link."""
STATIC_ATTRIBUTES = ("role", "aria-label", "tabindex", "focusable")
SVG_NAMESPACE = "http://www.w3.org/2000/svg"


def markdown_parser() -> MarkdownIt:
    """CommonMark with tables; raw HTML in the Markdown is shown as text, not
    put in the page. Tables scroll sideways on their own on a narrow screen,
    their header cells say they head columns, and ```diagram blocks are
    drawn (see `fence`)."""
    parser = MarkdownIt("commonmark", {"html": False, "xhtmlOut": False}).enable("table")

    def table_open(renderer: RendererHTML, tokens: list[Token], index: int, options: OptionsDict, env: EnvType) -> str:
        return '<div class="table-scroll">' + renderer.renderToken(tokens, index, options, env)

    def table_close(renderer: RendererHTML, tokens: list[Token], index: int, options: OptionsDict, env: EnvType) -> str:
        return renderer.renderToken(tokens, index, options, env) + "</div>\n"

    def th_open(renderer: RendererHTML, tokens: list[Token], index: int, options: OptionsDict, env: EnvType) -> str:
        tokens[index].attrSet("scope", "col")
        return renderer.renderToken(tokens, index, options, env)

    parser.add_render_rule("table_open", table_open)
    parser.add_render_rule("table_close", table_close)
    def heading_close(renderer: RendererHTML, tokens: list[Token], index: int, options: OptionsDict, env: EnvType) -> str:
        closed = renderer.renderToken(tokens, index, options, env)
        address = tokens[index].meta.get("try")
        if not address:
            return closed
        label = html.escape(_("Try it"))
        # Over a game page (the rules panel), a link opens a new tab, leaving the game as it is.
        new_tab = ' target="_blank"' if tokens[index].meta.get("panel") else ""
        return f'{closed}<p class="try-it"><a href="{html.escape(address)}"{new_tab}>{label}</a></p>\n'

    parser.add_render_rule("th_open", th_open)
    parser.add_render_rule("heading_close", heading_close)
    parser.add_render_rule("fence", fence)
    return parser


def inline(markdown: str) -> str:
    """HTML of one line of Markdown (a caption), without a paragraph around it."""
    return str(MARKDOWN.renderInline(markdown))


def plain(markdown: str) -> str:
    """The text of one line of Markdown without its marks, for attributes."""
    pieces = []
    for block in MARKDOWN.parseInline(markdown):
        for token in block.children or []:
            if token.type in ("text", "code_inline"):
                pieces.append(token.content)
            elif token.type in ("softbreak", "hardbreak"):
                pieces.append(" ")
    return "".join(pieces)


def closing_fence_at(line: str, fence: Token) -> bool:
    """Whether `line` closes the fenced block that `fence` opens."""
    marker = fence.markup[0]
    return re.fullmatch(rf" {{0,3}}{re.escape(marker)}{{{len(fence.markup)},}}[ \t]*", line) is not None


def unclosed_fence(markdown: str, tokens: list[Token]) -> Token | None:
    """The first fenced block that runs to the end of the text for want of a
    closing fence (CommonMark allows it; in a seed it is a mistake)."""
    lines = re.split(r"\r\n?|\n", markdown)  # as markdown-it counts lines
    for token in tokens:
        if token.type == "fence" and token.map is not None:
            start, end = token.map
            if end - 1 == start or not closing_fence_at(lines[end - 1], token):
                return token
    return None


def diagram_state(game_id: str, spec: dict[str, Any]) -> Any:
    """The position a diagram block describes, played through the engine."""
    try:
        game = oddsevens.game(game_id)
    except KeyError as error:
        raise DiagramError(error.args[0]) from None
    try:
        state = game.start(spec.get("players"), spec.get("seed", 1), **spec.get("options", {}))
    except (ValueError, TypeError) as error:
        raise DiagramError(f"the game cannot start: {error}") from None
    for number, entry in enumerate(spec.get("moves", []), 1):
        seated = isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)
        seat, move = (entry[0], entry[1]) if seated else (None, entry)
        try:
            state = state.play(move, seat)
        except (ValueError, TypeError) as error:
            raise DiagramError(f"move {number} ({json.dumps(entry)}) is not legal: {error}") from None
    return state


def mark_cells(root: ElementTree.Element, marks: dict[str, str]) -> None:
    """Rings each marked cell and writes its letter on it, on top of the board."""
    cells = {node.get("data-cell"): node for node in root.iter() if node.get("data-cell") is not None}

    def tag(name: str) -> str:
        return f"{{{SVG_NAMESPACE}}}{name}"

    for letter, cell in marks.items():
        if cell not in cells:
            raise DiagramError(f"mark {letter!r}: there is no cell {cell!r} on this board")
        shape = next((node for node in cells[cell].iter() if node.tag in (tag("polygon"), tag("rect"))), None)
        if shape is None:
            raise DiagramError(f"mark {letter!r}: cell {cell!r} has no outline to ring")
        if shape.tag == tag("polygon"):
            values = [float(value) for value in re.split(r"[\s,]+", shape.get("points", "").strip())]
            x, y = sum(values[0::2]) / len(values[0::2]), sum(values[1::2]) / len(values[1::2])
        else:
            x = float(shape.get("x", "0")) + float(shape.get("width", "0")) / 2
            y = float(shape.get("y", "0")) + float(shape.get("height", "0")) / 2
        group = ElementTree.SubElement(root, tag("g"), {"class": "diagram-mark"})
        ring = ElementTree.SubElement(group, shape.tag, {name: value for name, value in shape.attrib.items() if name != "class"})
        ring.attrib.update({"class": "diagram-ring", "fill": "none"})
        text = ElementTree.SubElement(
            group, tag("text"), {"x": f"{x:.1f}", "y": f"{y:.1f}", "dy": "0.35em", "text-anchor": "middle"}
        )
        text.text = letter


def static_svg(markup: str, label: str, id_prefix: str, marks: dict[str, str] | None = None) -> str:
    """A renderer's SVG as a picture: one accessible name for the whole, no
    parts that look interactive, and ids made unique on the page."""
    ElementTree.register_namespace("", SVG_NAMESPACE)
    try:
        root = ElementTree.fromstring(markup)
    except ElementTree.ParseError as error:
        raise DiagramError(f"the renderer gave SVG that does not parse: {error}") from None
    if marks:
        if not isinstance(marks, dict) or not all(isinstance(cell, str) for cell in marks.values()):
            raise DiagramError('\'marks\' must be an object of letter: cell, e.g. {"a": "0,1"}')
        mark_cells(root, marks)
    for node in root.iter():
        for name in [name for name in node.attrib if name in STATIC_ATTRIBUTES or name.startswith("data-")]:
            del node.attrib[name]
        if "id" in node.attrib:
            node.set("id", id_prefix + node.attrib["id"])
        for name, value in node.attrib.items():
            if name.endswith("href") and value.startswith("#"):
                node.set(name, "#" + id_prefix + value[1:])
            elif "url(#" in value:
                node.set(name, value.replace("url(#", "url(#" + id_prefix))
    root.set("role", "img")
    root.set("aria-label", label)
    return ElementTree.tostring(root, encoding="unicode")


def embed_address(game_id: str, parameters: dict[str, Any], record: dict[str, Any] | None = None, page: str = "embed.html") -> str:
    """The embed page's address (embed.html, or its copy in another language)
    with the query for these parameters (and a record to replay)."""
    query = {"game": game_id}
    for name, value in parameters.items():
        query[name] = value if isinstance(value, str) else json.dumps(value)
    if record is not None:
        query["record"] = json.dumps(record, separators=(",", ":"))
    return page + "?" + urllib.parse.urlencode(query, quote_via=urllib.parse.quote)


def new_tab() -> str:
    """Said after a link that opens in a new tab."""
    return '<span class="visually-hidden"> ' + html.escape(_("(opens in a new tab)")) + "</span>"


def diagram_html(game_id: str, body: str, number: int, prefix: str, panel: bool = False, embed_page: str = "embed.html") -> str:
    """One diagram block as a figure: an SVG drawn now from the engine's
    position, or (with `live`) that drawing with a Play button, which puts
    an iframe of embed.html replaying it in its place. For the rules panel
    over a game page (`panel`), a live board is the drawing and a link that
    opens it in a new tab instead, as a frame would boot a second Python, and
    every link to a board opens in a new tab, so the game under the panel stays."""
    try:
        spec = json.loads(body)
    except json.JSONDecodeError as error:
        raise DiagramError(f"the diagram is not valid JSON: {error}") from None
    if not isinstance(spec, dict):
        raise DiagramError("the diagram must be a JSON object")
    unknown = sorted(set(spec) - DIAGRAM_KEYS)
    if unknown:
        raise DiagramError(f"unknown key {unknown[0]!r} (a diagram takes {', '.join(sorted(DIAGRAM_KEYS))})")
    caption = spec.get("caption")
    if not isinstance(caption, str) or not caption.strip():
        raise DiagramError("the diagram needs a caption that says what it shows")
    state = diagram_state(game_id, spec)
    live = spec.get("live")
    if live is not None:
        if not isinstance(live, dict):
            raise DiagramError("'live' must be an object of embed parameters, e.g. {\"opponent\": \"friend\"}")
        source = html.escape(prefix + embed_address(game_id, live, state.record(), embed_page))
        drawing = static_svg(render.board(game_id, state.view(spec.get("view")), interactive=False, say=words.say), plain(caption),
                             f"diagram-{number}-")
        if panel:
            try_it = html.escape(_("Try it on the board"))
            link = f'<a class="diagram-play" href="{source}" target="_blank">{try_it}{new_tab()}</a>'
            return f'<figure class="diagram">{drawing}<figcaption>{inline(caption)}</figcaption>{link}</figure>'
        height = int(spec.get("height", 480))
        play_here = html.escape(_("Play from here"))
        # At rest until the reader asks (static/live-diagrams.js swaps in the frame, started at once).
        figure = (
            f'<div class="live-diagram" data-embed="{source}&amp;start=now" data-height="{height}">{drawing}'
            f'<button type="button" class="primary">{play_here}</button></div>'
        )
    else:
        ui = {"interactive": False, "say": words.say, **spec.get("ui", {})}
        try:
            markup = render.board(game_id, state.view(spec.get("view")), **ui)
        except (ValueError, TypeError, KeyError) as error:
            raise DiagramError(f"the position cannot be drawn: {error}") from None
        figure = static_svg(markup, plain(caption), f"diagram-{number}-", spec.get("marks"))
        play = spec.get("play", {"opponent": "friend"})
        if play is not False and not state.over:
            if not isinstance(play, dict):
                raise DiagramError("'play' must be an object of embed parameters or false")
            address = html.escape(prefix + embed_address(game_id, play, state.record(), embed_page))
            target, told = (' target="_blank"', new_tab()) if panel else ("", "")
            play_on = html.escape(_("Play on from this position"))
            figure += f'<a class="diagram-play" href="{address}"{target}>{play_on}{told}</a>'
    return f'<figure class="diagram">{figure}<figcaption>{inline(caption)}</figcaption></figure>'


@dataclasses.dataclass
class DiagramContext:
    """What the fence rule needs to draw the ```diagram blocks of one text,
    handed to it in markdown-it's env; `drawn` numbers them."""

    game_id: str
    prefix: str
    source: str
    panel: bool
    embed_page: str
    drawn: int = 0


def fence(renderer: RendererHTML, tokens: list[Token], index: int, options: OptionsDict, env: EnvType) -> str:
    """A ```diagram <game> block drawn as a figure; other fenced blocks as code."""
    token = tokens[index]
    words = token.info.split()
    if not words or words[0] != "diagram":
        return RendererHTML.fence(renderer, tokens, index, options, env)
    context: DiagramContext = env["diagrams"]
    context.drawn += 1
    try:
        if words[1:] != [context.game_id]:
            raise DiagramError(f"the block must start with ```diagram {context.game_id}")
        return diagram_html(context.game_id, token.content, context.drawn, context.prefix, context.panel, context.embed_page) + "\n"
    except DiagramError as error:
        raise DiagramError(f"{context.source}, diagram at line {first_line(token)}: {error}") from None


MARKDOWN = markdown_parser()


def first_line(token: Token) -> int:
    """The line of the Markdown (from 1) where block `token` starts: the
    parser gives every block its lines."""
    assert token.map is not None
    return token.map[0] + 1


def section_id(heading: str) -> str:
    """A rules section's id, from its English heading ("Your turn" → your-turn):
    the lessons' steps name the section they let a reader try by it."""
    return re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-")


def english_section_ids(game_id: str) -> list[str]:
    """The ids of the sections (## and ###) of the English rules, in order."""
    english = ROOT / "seeds" / f"{game_id}.md"
    text = english.read_text(encoding="utf-8") if english.exists() else ""
    return [section_id(heading) for heading in re.findall(r"^#{2,3} (.+)$", text, flags=re.MULTILINE)]


def first_steps(game_id: str) -> dict[str, tuple[int, int]]:
    """For each section a lesson's step lets a reader try: the first such (lesson, step), from 1."""
    found: dict[str, tuple[int, int]] = {}
    for number, taught in enumerate(lessons(game_id) if game_id in oddsevens.GAMES else (), start=1):
        for index, step in enumerate(taught.steps, start=1):
            found.setdefault(step.section, (number, index))
    return found


def mark_sections(game_id: str, tokens: list[Token], index_page: str, with_ids: bool) -> None:
    """Gives the ## and ### headings their sections' ids `with_ids` (the
    English heading's, whatever the language: translations keep the sections
    in order; a game page's rules panels have none, one page holding every
    game's) and, where a lesson's step teaches the section, a Try it link to
    that step after the heading."""
    headings = [token for token in tokens if token.type == "heading_open" and token.tag in ("h2", "h3")]
    ids = english_section_ids(game_id)
    if len(ids) != len(headings):
        return
    steps = first_steps(game_id)
    for heading, section in zip(headings, ids, strict=True):
        if with_ids:
            heading.attrSet("id", section)
        if section in steps:
            number, step = steps[section]
            close = tokens[tokens.index(heading) + 2]
            close.meta["try"] = f"{index_page}?game={game_id}&lesson={number}&step={step}"
            close.meta["panel"] = not with_ids


def rules_html(
    game_id: str, markdown: str, prefix: str = "../", source: str = "the rules", panel: bool = False, language: Language = ENGLISH
) -> str:
    """The rules page's body: the Markdown with its ```diagram blocks drawn
    (for the rules panel with `panel`: see diagram_html, and headings one
    level down, under the panel's own). Errors name `source` and the line."""
    tokens = MARKDOWN.parse(markdown)
    unclosed = unclosed_fence(markdown, tokens)
    if unclosed is not None:
        raise DiagramError(f"{source}, line {first_line(unclosed)}: this ``` block is never closed")
    index_page = prefix if language == ENGLISH else f"{prefix}{language.page('index')}"
    mark_sections(game_id, tokens, index_page, with_ids=not panel)
    if panel:
        for token in tokens:
            if token.type in ("heading_open", "heading_close"):
                token.tag = f"h{min(int(token.tag[1]) + 1, 6)}"
    env = {"diagrams": DiagramContext(game_id, prefix, source, panel, language.page("embed"))}
    return str(MARKDOWN.renderer.render(tokens, MARKDOWN.options, env))


def rules_panel(title: str, game_id: str, markdown: str, language: Language = ENGLISH) -> str:
    """The rules over a game page, opened by its Rules link (py/app/main.py):
    a dialog in a template, drawn at build time so that opening it downloads
    nothing, works offline and starts no second Python. The rules page's
    first heading (the game's title) becomes the panel's own heading; the
    line stays, blank, so errors give the seed's line numbers."""
    body = rules_html(game_id, re.sub(r"\A# .*", "", markdown), "", rules_source(game_id, language), panel=True, language=language)
    heading = html.escape(_("{game} rules").format(game=title))
    close = html.escape(_("Close"))
    return (
        f'<template data-rules="{game_id}">'
        '<dialog id="rules-panel" class="rules-panel" aria-labelledby="rules-panel-title" closedby="any">'
        f'<div class="rules-panel-head"><h2 id="rules-panel-title">{heading}</h2>'
        f'<button type="button" class="rules-panel-close">{close}</button></div>'
        f'<div class="rules">{body}</div></dialog></template>\n'
    )


def rules_panels(entries: list[dict[str, Any]], seeds: dict[str, str], language: Language = ENGLISH) -> str:
    """The rules panel of every game that has a page and a rules page."""
    return "".join(rules_panel(entry["title"], entry["id"], seeds[entry["id"]], language) for entry in entries if entry["id"] in seeds)


def rules_source(game_id: str, language: Language) -> str:
    """Where a game's rules in `language` come from, for the build's errors."""
    return f"seeds/{game_id}.md" if language == ENGLISH else f"locales/{language.code}/rules/{game_id}.md"


def embed_section(title: str, game_id: str, settings: list[str], language: Language) -> str:
    """How to put this game in another page: the iframe to copy and what its address may say."""
    query = f"game={game_id}" if language == ENGLISH else f"game={game_id}&lang={language.code}"
    address = f"../embed.html?{query}"
    frame_title = html.escape(_("{game}, a game to play").format(game=title))
    snippet = (
        f'<iframe src="{address}" title="{frame_title}" '
        'width="600" height="500" style="max-width: 100%; border: 0" loading="lazy"></iframe>'
    )
    items = "".join(f"<li><code>{html.escape(setting)}</code></li>" for setting in settings)
    heading = html.escape(_("Embed this game"))
    explained = html.escape(
        _("Copy this into a blog post or any web page to put a game of {game} in it. The address in src is this site's embed.html; the board scales to the frame's size.").format(game=title)  # noqa: E501 (one sentence to translate)
    )
    example = "<code>" + html.escape(query + "&opponent=friend") + "</code>"
    settings_intro = html.escape(_("Add settings to the address with &, e.g. {example}. This game takes:")).format(example=example)
    saved = html.escape(
        _("An embedded game is saved in the reader's browser apart from the game saved on this site. A game given by record (a game record in JSON, as the diagrams above use) shows that position and is not saved.")  # noqa: E501 (one sentence to translate)
    )
    return f"""<section class="embed-this" aria-labelledby="embed-this">
<h2 id="embed-this">{heading}</h2>
<p>{explained}</p>
<pre><code data-embed-address="{html.escape(address)}">{html.escape(snippet)}</code></pre>
<p>{settings_intro}</p>
<ul>{items}</ul>
<p>{saved}</p>
</section>
<script type="module">
for (const code of document.querySelectorAll("code[data-embed-address]")) {{
  const relative = code.dataset.embedAddress;
  code.textContent = code.textContent.replace(relative, new URL(relative, location.href).href);
}}
</script>"""


def embed_settings(game_id: str) -> list[str]:
    """What embed.html's address accepts for this game, as the page itself checks it."""
    return EmbedParameters(game_page(game_id, None, 0)).accepted()


def rules_policy(markup: str) -> str:
    """The rules pages' Content Security Policy: no Python runs there, so
    nothing may be evaluated; of inline scripts only those in `markup` run,
    each allowed by its hash. The live diagrams are frames of embed.html,
    whose own policy lets Pyodide run."""
    hashes = " ".join(
        script_hash(script) for script in re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", markup, re.DOTALL)
    )
    policy = f"default-src 'self'; script-src 'self' {hashes}".rstrip() + "; object-src 'none'; base-uri 'self'; form-action 'self'"
    return f'<meta http-equiv="Content-Security-Policy" content="{html.escape(policy, quote=False)}">'


def rules_page(title: str, game_id: str, markdown: str, playable: bool, language: Language = ENGLISH) -> str:
    index = "../" if language == ENGLISH else f"../{language.page('index')}"
    play_game = html.escape(_("Play {game}").format(game=title))
    play = f'<a class="button" href="{index}?game={game_id}">{play_game}</a>' if playable else ""
    # Translators: a link under a game's rules that opens a room, where friends play the game each on their own phone or computer.
    together = html.escape(_("You can also play {game} with friends, each on their own device.").format(game=title))
    rooms = f'<p><a href="{index}?game={game_id}&amp;opponent=devices">{together}</a></p>' if playable else ""
    embed = embed_section(title, game_id, embed_settings(game_id), language) if playable else ""
    page_title = html.escape(_("{game}: rules · Odds & Evens").format(game=title))
    head_scripts = f"<script>{language_script()}</script>"
    return f"""<!doctype html>
<html lang="{language.code}" data-page="{game_id}" data-languages="{" ".join(other.code for other in LANGUAGES)}">
<head>
<meta charset="utf-8">
{rules_policy(head_scripts + embed)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{page_title}</title>
<link rel="stylesheet" href="../static/site.css">
{app_head("../")}
{head_scripts}
<script type="module" src="../static/live-diagrams.js"></script>
</head>
<body class="rules-page">
<header class="site-header"><a class="brand" href="{index}">Odds <span>&amp;</span> Evens</a>{language_switch(language, game_id)}</header>
<main class="rules">
{rules_html(game_id, markdown, "../", rules_source(game_id, language), language=language)}
{embed}
{rooms}
<p>{play}</p>
</main>
{page_words(language)}
</body>
</html>
"""


def write_rules_pages(dest: Path, language: Language, entries: list[dict[str, Any]], seeds: dict[str, str]) -> None:
    """dest/rules/<game>.html (or <game>.<lang>.html) for every game's rules in `language`."""
    titles = {entry["id"]: entry["title"] for entry in entries}
    playable = {entry["id"] for entry in entries}
    for game_id, markdown in seeds.items():
        page = rules_page(titles.get(game_id, game_id), game_id, markdown, playable=game_id in playable, language=language)
        (dest / "rules" / language.page(game_id)).write_text(page, encoding="utf-8")
