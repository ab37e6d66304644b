"""Build, serve and test Odds & Evens.

    python3 build.py serve [--port 8000]   install, build dist/, serve it
    python3 build.py build                 install and build dist/ only
    python3 build.py test [pytest args]    install, then run the whole suite

Only the standard library is used here, so this runs on a fresh machine with
Python 3.11+ and npm. Pyodide and PyScript come from node_modules (installed
with `npm ci` from the committed lock file) and are copied into dist/, so the
site never loads anything from another host.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import html
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
VENV = ROOT / ".venv"
PY = ROOT / "py"

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
}


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


# -- installing ---------------------------------------------------------------


def ensure_node_modules() -> None:
    """`npm ci` when node_modules is missing or older than the lock file."""
    lock = ROOT / "package-lock.json"
    marker = NODE_MODULES / ".package-lock.json"
    if marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime:
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("npm is needed to install Pyodide and PyScript; please install Node.js and npm")
    log("npm ci (Pyodide and PyScript from the npm registry)")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    marker.touch()


def test_requirements() -> list[str]:
    with open(ROOT / "pyproject.toml", "rb") as file:
        project = tomllib.load(file)["project"]
    return project["optional-dependencies"]["test"]


def ensure_venv() -> Path:
    """.venv with the test dependencies of pyproject.toml, refreshed when they change."""
    python = VENV / "bin" / "python"
    requirements = test_requirements()
    stamp = VENV / ".requirements"
    wanted = "\n".join(requirements)
    if python.exists() and stamp.exists() and stamp.read_text() == wanted:
        return python
    if not python.exists():
        log("creating .venv")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    log("installing test dependencies: " + ", ".join(requirements))
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *requirements],
        check=True,
    )
    stamp.write_text(wanted)
    return python


# -- building -----------------------------------------------------------------


def games() -> list[dict]:
    """The registry as the menu needs it, read with this very Python."""
    sys.path.insert(0, str(PY))
    try:
        import oddsevens
        from app.pages import PAGES
    finally:
        sys.path.remove(str(PY))
    return [
        {
            "id": game.id,
            "title": game.title,
            "players": _players_text(game.min_players, game.max_players),
            "playable": game.id in PAGES,
        }
        for game in oddsevens.GAMES.values()
    ]


def _players_text(low: int, high: int) -> str:
    if low == high:
        return f"{low} players"
    return f"{low}–{high} players"


def package_zip(dest: Path) -> None:
    """py/oddsevens and py/app as one zip that PyScript unpacks (`files`)."""
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for package in ("oddsevens", "app"):
            for path in sorted((PY / package).rglob("*.py")):
                archive.write(path, path.relative_to(PY).as_posix())


def copy_vendor(dest: Path) -> None:
    pyodide = dest / "vendor" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(NODE_MODULES / "pyodide" / name, pyodide / name)
    shutil.copytree(
        NODE_MODULES / "@pyscript" / "core" / "dist",
        dest / "vendor" / "pyscript",
        ignore=shutil.ignore_patterns("*.map"),
    )


def menu_html(entries: list[dict], seeds: dict[str, str]) -> str:
    cards = []
    for entry in entries:
        blurb = html.escape(first_sentence(seeds.get(entry["id"], "")))
        title = html.escape(entry["title"])
        rules = f'<a href="rules/{entry["id"]}.html">Rules</a>' if entry["id"] in seeds else ""
        play = (
            f'<a class="play" href="?game={entry["id"]}">Play</a>'
            if entry["playable"]
            else '<span class="soon">Board coming soon</span>'
        )
        cards.append(
            f'<li class="game-card" data-game="{entry["id"]}"><h2>{title}</h2>'
            f'<p class="players">{entry["players"]}</p><p>{blurb}</p>'
            f'<p class="actions">{play} {rules}</p></li>'
        )
    return '<ul class="game-list">' + "".join(cards) + "</ul>"


def first_sentence(markdown: str) -> str:
    """The menu's blurb: the rules page's opening sentence, which names the designer."""
    for block in markdown.split("\n\n"):
        block = block.strip()
        if block and not block.startswith("#"):
            text = re.sub(r"[*_`]", "", " ".join(block.split()))
            return re.split(r"(?<=[.!?])\s", text, maxsplit=1)[0]
    return ""


def read_seeds() -> dict[str, str]:
    return {path.stem: path.read_text(encoding="utf-8") for path in sorted((ROOT / "seeds").glob("*.md"))}


def build(dest: Path = DIST) -> Path:
    ensure_node_modules()
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    log(f"building {dest}")
    copy_vendor(dest)
    shutil.copytree(ROOT / "static", dest / "static")
    package_zip(dest / "oddsevens.zip")
    entries = games()
    seeds = read_seeds()
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    page = page.replace("<!-- games -->", menu_html(entries, seeds))
    playable = " ".join(entry["id"] for entry in entries if entry["playable"])
    page = page.replace('data-games=""', f'data-games="{playable}"')
    (dest / "index.html").write_text(page, encoding="utf-8")
    rules = dest / "rules"
    rules.mkdir()
    titles = {entry["id"]: entry["title"] for entry in entries}
    for game_id, text in seeds.items():
        (rules / f"{game_id}.html").write_text(
            rules_page(titles.get(game_id, game_id), game_id, text, playable=game_id in playable.split()),
            encoding="utf-8",
        )
    digest = hashlib.sha256((dest / "oddsevens.zip").read_bytes()).hexdigest()[:12]
    (dest / "build.json").write_text(json.dumps({"package": digest}) + "\n")
    return dest


# -- rules pages: a small Markdown subset (headings, lists, paragraphs, emphasis)


def inline(text: str) -> str:
    text = html.escape(text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<em>\1</em>", text)
    text = re.sub(r"`(.+?)`", r"<code>\1</code>", text)
    return re.sub(r"\[(.+?)\]\((.+?)\)", r'<a href="\2">\1</a>', text)


def markdown_to_html(markdown: str) -> str:
    out: list[str] = []
    paragraph: list[str] = []
    list_kind: str | None = None

    def flush() -> None:
        nonlocal list_kind
        if paragraph:
            out.append(f"<p>{inline(' '.join(paragraph))}</p>")
            paragraph.clear()
        if list_kind:
            out.append(f"</{list_kind}>")
            list_kind = None

    for raw in markdown.splitlines():
        line = raw.rstrip()
        heading = re.match(r"^(#{1,4})\s+(.*)", line)
        item = re.match(r"^\s*(?:([-*])|(\d+)\.)\s+(.*)", line)
        if not line.strip():
            flush()
        elif heading:
            flush()
            level = len(heading.group(1))
            out.append(f"<h{level}>{inline(heading.group(2))}</h{level}>")
        elif item:
            kind = "ul" if item.group(1) else "ol"
            if paragraph:
                out.append(f"<p>{inline(' '.join(paragraph))}</p>")
                paragraph.clear()
            if list_kind != kind:
                if list_kind:
                    out.append(f"</{list_kind}>")
                out.append(f"<{kind}>")
                list_kind = kind
            out.append(f"<li>{inline(item.group(3))}</li>")
        elif list_kind and raw.startswith("  "):
            out[-1] = out[-1][: -len("</li>")] + " " + inline(line.strip()) + "</li>"
        else:
            if list_kind:
                out.append(f"</{list_kind}>")
                list_kind = None
            paragraph.append(line.strip())
    flush()
    return "\n".join(out)


def rules_page(title: str, game_id: str, markdown: str, playable: bool) -> str:
    play = f'<a class="button" href="../?game={game_id}">Play {html.escape(title)}</a>' if playable else ""
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}: rules · Odds &amp; Evens</title>
<link rel="stylesheet" href="../static/site.css">
</head>
<body class="rules-page">
<header class="site-header"><a class="brand" href="../">Odds <span>&amp;</span> Evens</a></header>
<main class="rules">
{markdown_to_html(markdown)}
<p>{play}</p>
</main>
</body>
</html>
"""


# -- serving ------------------------------------------------------------------


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def log_message(self, format: str, *args: object) -> None:
        if os.environ.get("ODDSEVENS_QUIET") is None:
            super().log_message(format, *args)


def make_server(directory: Path, port: int, host: str = "127.0.0.1") -> http.server.ThreadingHTTPServer:
    handler = functools.partial(StaticHandler, directory=str(directory))
    return http.server.ThreadingHTTPServer((host, port), handler)


def serve(port: int) -> None:
    build()
    server = make_server(DIST, port, host="localhost")
    log(f"serving dist/ on http://localhost:{port} (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


# -- testing ------------------------------------------------------------------


def test(pytest_args: list[str]) -> int:
    ensure_node_modules()
    python = ensure_venv()
    result = subprocess.run([str(python), "-m", "pytest", *pytest_args], cwd=ROOT)
    if result.returncode == 5:
        print("pytest collected no tests: that is a failure here", file=sys.stderr)
        return 1
    return result.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    serve_parser = commands.add_parser("serve", help="build dist/ and serve it")
    serve_parser.add_argument("--port", type=int, default=8000)
    commands.add_parser("build", help="build dist/")
    commands.add_parser("test", help="run the whole test suite (extra arguments go to pytest)")
    strength = commands.add_parser("strength", help="measure the computer players in a seeded tournament")
    strength.add_argument("--games", type=int, default=6)
    strength.add_argument("--seconds", type=float, default=None, help="budget per move instead of each level's")
    args, rest = parser.parse_known_args()
    if args.command == "test":
        return test(rest)
    if rest:
        parser.error(f"unknown arguments: {' '.join(rest)}")
    if args.command == "strength":
        sys.path.insert(0, str(PY))
        from oddsevens.ai.strength import report

        print(report(args.games, args.seconds))
    elif args.command == "serve":
        serve(args.port)
    else:
        build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
