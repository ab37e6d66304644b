"""Build, serve and test Odds & Evens.

    python3 build.py serve [--port 8000]   install, build dist/, serve it
    python3 build.py build                 install and build dist/ only
    python3 build.py test [pytest args]    install, then run the whole suite
    python3 build.py bench [--rounds N]    measure the site's speed in Chromium
    python3 build.py bench-ai [--games N]  measure the computer players' strength and speed

Only the standard library is used here, so this runs on a fresh machine with
Python 3.11+ and npm. Pyodide and PyScript come from node_modules (installed
with `npm ci` from the committed lock file) and are copied into dist/, so the
site never loads anything from another host.
"""

from __future__ import annotations

import argparse
import base64
import dataclasses
import functools
import gzip
import hashlib
import html
import http.server
import importlib
import io
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import tomllib
import urllib.parse
import venv
import zipfile
import zlib
from pathlib import Path, PurePosixPath
from typing import Any, Callable
from xml.etree import ElementTree

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
    """The registry as the menu needs it, read with this very Python: the
    games with a page (a game the tests register for themselves has none)."""
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
        if game.id in PAGES
    ]


def _players_text(low: int, high: int) -> str:
    if low == high:
        return f"{low} players"
    return f"{low}–{high} players"


PACKAGE_ARCHIVE = "/home/pyodide/oddsevens.zip"
"""Where oddsevens.zip lies in the browser's Python, written there by PyScript
(`files` in static/boot.js) and imported from where it lies: the pages'
scripts (boot.js, app.main's bots worker) put it first on sys.path."""


def package_sources() -> dict[str, bytes]:
    """{path under py/: source} of every module the browser gets: py/oddsevens and py/app."""
    return {path.relative_to(PY).as_posix(): path.read_bytes() for package in ("oddsevens", "app") for path in sorted((PY / package).rglob("*.py"))}


def package_zip(dest: Path) -> None:
    """py/oddsevens and py/app as one zip that Python imports from without
    unpacking it (zipimport), each module's bytecode beside its source
    (module.pyc by module.py, as zipimport looks for it) as Pyodide's Python
    compiles it, with PACKAGE_ARCHIVE paths in tracebacks."""
    sources = package_sources()
    bytecode = compile_with_pyodide(sources, "oddsevens", shown_as=PACKAGE_ARCHIVE)
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, source in sources.items():
            archive.writestr(zipfile.ZipInfo(name, date_time=ZIP_EPOCH), source, zipfile.ZIP_DEFLATED)
        for name, data in bytecode.items():
            archive.writestr(zipfile.ZipInfo(beside_its_source(name), date_time=ZIP_EPOCH), data, zipfile.ZIP_DEFLATED)


# Node runs the site's own Pyodide to compile the package: node_modules/pyodide/
# and a folder of sources are its arguments (then, optionally, the folder the
# code names as its own in tracebacks); __pycache__ folders appear beside them.
BYTECODE_COMPILER = """
const [indexURL, folder, shownAs] = process.argv.slice(1);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL });
pyodide.FS.mkdir("/package");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, "/package");
pyodide.globals.set("shown_as", shownAs);  // undefined: None
pyodide.runPython(`
import compileall, py_compile
if not compileall.compile_dir("/package", quiet=1, ddir=shown_as, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH):
    raise SystemExit("the package does not compile on Pyodide's Python")
`);
"""


ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)
"""The date of every generated zip entry, so an unchanged site builds the same bytes."""


def cached_node_result(
    kind: str, digest: Any, suffix: str, without_node: str, make: Callable[[str, Path], bytes | None]
) -> bytes | None:
    """What `make(node, scratch folder)` gives (it runs the shipped Pyodide
    under Node), kept in node_modules/.cache/<kind>/ under `digest` so that
    it is made once per set of inputs (the newest only); None where there is
    no Node (logging `without_node`) or where `make` gives None."""
    cache = NODE_MODULES / ".cache" / kind
    cached = cache / f"{digest.hexdigest()[:24]}{suffix}"
    if cached.exists():
        return cached.read_bytes()
    node = shutil.which("node")
    if node is None:
        log(f"node not found: {without_node}")
        return None
    with tempfile.TemporaryDirectory(prefix=f"{kind}-") as folder:
        made = make(node, Path(folder))
    if made is not None:
        shutil.rmtree(cache, ignore_errors=True)
        cache.mkdir(parents=True)
        cached.write_bytes(made)
    return made


def write_sources(folder: Path, sources: dict[str, bytes]) -> None:
    for name, source in sources.items():
        copy = folder / name
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_bytes(source)


def compile_with_pyodide(sources: dict[str, bytes], label: str, shown_as: str | None = None) -> dict[str, bytes]:
    """{__pycache__ path: .pyc} for `sources` ({path: source}), compiled by the
    very Pyodide the site ships (run by Node) as unchecked-hash .pyc files:
    the browser imports them without compiling. Compiled once per set of
    sources, then kept in node_modules/.cache; {} where there is no Node."""
    digest = hashlib.sha256(f"{pyodide_version()}\0{shown_as}".encode())
    for name, source in sorted(sources.items()):
        digest.update(name.encode() + b"\0" + source + b"\0")

    def compile_all(node: str, folder: Path) -> bytes:
        log(f"compiling {label} with Pyodide's Python (Node)")
        write_sources(folder, sources)
        shown = [shown_as] if shown_as else []
        subprocess.run(
            [node, "--input-type=module", "-e", BYTECODE_COMPILER, str(NODE_MODULES / "pyodide") + "/", str(folder), *shown],
            check=True,
        )
        packed = io.BytesIO()
        with zipfile.ZipFile(packed, "w") as archive:
            for compiled in sorted(folder.rglob("*.pyc")):
                archive.write(compiled, compiled.relative_to(folder).as_posix())
        return packed.getvalue()

    made = cached_node_result(f"{label}-bytecode", digest, ".zip", f"{label} ships as sources only, compiled in the browser", compile_all)
    if made is None:
        return {}
    with zipfile.ZipFile(io.BytesIO(made)) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


STDLIB_BYTECODE = (
    "datetime",
    "fractions",
    "numbers",
    "html/__init__",
    "html/entities",
    "xml/__init__",
    "xml/etree/__init__",
    "xml/etree/ElementPath",
    "xml/etree/ElementTree",
)
"""Standard-library modules a game page imports beyond those Pyodide's and
PyScript's own start import (the renderers' xml.etree, the pages' html and
datetime, Beat the Odds' fractions; measured in the browser). Pyodide ships
its standard library as source, compiled at each import: our copy of
python_stdlib.zip carries these modules' bytecode too (~100 ms of a page's start)."""


def stdlib_bytecode() -> dict[str, bytes]:
    """{zip name: .pyc} for STDLIB_BYTECODE as zipimport looks for them
    (module.pyc beside module.py), compiled from the sources in Pyodide's
    python_stdlib.zip, with those sources' paths in tracebacks."""
    with zipfile.ZipFile(NODE_MODULES / "pyodide" / "python_stdlib.zip") as archive:
        sources = {f"{name}.py": archive.read(f"{name}.py") for name in STDLIB_BYTECODE}
    compiled = compile_with_pyodide(sources, "stdlib", shown_as="/lib/python314.zip")
    return {beside_its_source(name): data for name, data in compiled.items()}


def beside_its_source(cached_name: str) -> str:
    """xml/etree/__pycache__/ElementTree.cpython-314.pyc -> xml/etree/ElementTree.pyc"""
    path = PurePosixPath(cached_name)
    return str(path.parent.parent / (path.name.split(".")[0] + ".pyc"))


# Node runs the site's Pyodide to list the standard-library modules the site
# can ever import: those its start imports, and every module an `import`
# statement anywhere (function bodies included) reaches from the roots,
# followed through the sources of python_stdlib.zip and of our package. Codecs
# are imported by name when text is encoded or decoded (zipfile decodes names
# as "cp437"), so every codec some string in those sources names stays too,
# with the UTF family.
# Arguments: indexURL, our package's folder, the roots (comma separated), the
# output file (JSON: the zip's file names to keep).
STDLIB_USE_FINDER = """
const fs = await import("node:fs");
const [indexURL, folder, roots, output] = process.argv.slice(1);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL });
pyodide.FS.mkdir("/package");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, "/package");
pyodide.globals.set("roots", roots);
const kept = pyodide.runPython(`
import ast, json, os, sys, zipfile

stdlib = zipfile.ZipFile("/lib/python314.zip")
stdlib_files = set(stdlib.namelist())

def source_of(module):
    path = module.replace(".", "/")
    for name in (path + ".py", path + "/__init__.py"):
        if name in stdlib_files:
            return name, stdlib.read(name)
        if os.path.isfile("/package/" + name):
            return name, open("/package/" + name, "rb").read()
    return None, None

def imported_by(module, file_name, source):
    package = module if file_name.endswith("__init__.py") else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)

def codecs_named_by(source):
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) < 24:
            name = normalize_encoding(node.value.lower())
            yield "encodings." + (aliases.get(name) or aliases.get(name.replace(".", "_")) or name)

from encodings import normalize_encoding
from encodings.aliases import aliases

seen, files = set(), set()
waiting = [*roots.split(","), *sys.modules, "encodings.utf_8_sig", "encodings.utf_16", "encodings.utf_32"]
while waiting:
    module = waiting.pop()
    parts = module.split(".")
    for depth in range(1, len(parts) + 1):
        name = ".".join(parts[:depth])
        if name in seen:
            continue
        seen.add(name)
        file_name, source = source_of(name)
        if file_name is not None:
            files.add(file_name)
            waiting.extend(imported_by(name, file_name, source))
            if not name.startswith("encodings"):  # the codecs' own tables name every codec
                waiting.extend(codecs_named_by(source))
json.dumps(sorted(files & stdlib_files))
`);
fs.writeFileSync(output, kept);
"""

def pyscript_imports() -> list[str]:
    """Modules PyScript's own Python (its sources are strings inside its bundles) imports."""
    names: set[str] = set()
    for bundle in sorted((NODE_MODULES / "@pyscript" / "core" / "dist").glob("*.js")):
        text = bundle.read_text(encoding="utf-8")
        names.update(re.findall(r'(?:\\n|")\s*from\s+([A-Za-z_][\w.]*)\s+import\b', text))
        for listed in re.findall(r'(?:\\n|")\s*import\s+([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*)', text):
            names.update(name.strip() for name in listed.split(","))
    return sorted(names)


def stdlib_in_use() -> set[str] | None:
    """The file names in python_stdlib.zip a page or the bots' worker can
    import (STDLIB_USE_FINDER, rooted at every module of ours, PyScript's
    Python and what Pyodide's start imports), cached in node_modules/.cache;
    None where there is no Node: the whole standard library is kept."""
    sources = package_sources()
    roots = [*pyscript_imports(), *(name.removesuffix(".py").removesuffix("/__init__").replace("/", ".") for name in sources)]
    digest = hashlib.sha256(STDLIB_USE_FINDER.encode() + b"\0" + ",".join(roots).encode())
    digest.update(hashlib.sha256((NODE_MODULES / "pyodide" / "python_stdlib.zip").read_bytes()).digest())
    for name, source in sorted(sources.items()):
        digest.update(name.encode() + b"\0" + source + b"\0")

    def list_in_use(node: str, folder: Path) -> bytes:
        log("listing the standard library the site imports (Node)")
        write_sources(folder, sources)
        listing = folder / "in-use.json"
        subprocess.run(
            [node, "--input-type=module", "-e", STDLIB_USE_FINDER, str(NODE_MODULES / "pyodide") + "/", str(folder), ",".join(roots), str(listing)],
            check=True,
        )
        return listing.read_bytes()

    made = cached_node_result("stdlib-in-use", digest, ".json", "the whole standard library is shipped", list_in_use)
    return None if made is None else set(json.loads(made))


def shipped_stdlib_file(name: str, in_use: set[str] | None) -> bool:
    """Whether our copy of python_stdlib.zip keeps this entry of Pyodide's."""
    if in_use is None or name.endswith("/") or not name.endswith(".py"):
        return True
    return name in in_use


def copy_stdlib(target: Path, *, whole: bool = False) -> None:
    """Pyodide's python_stdlib.zip without the modules no page or worker
    imports (`whole`: all of it, as the site shipped it before), plus the
    bytecode of STDLIB_BYTECODE."""
    in_use = None if whole else stdlib_in_use()
    with zipfile.ZipFile(NODE_MODULES / "pyodide" / "python_stdlib.zip") as original, zipfile.ZipFile(target, "w") as copy:
        for info in original.infolist():
            if shipped_stdlib_file(info.filename, in_use):
                copy.writestr(info, original.read(info))
        for name, data in stdlib_bytecode().items():
            copy.writestr(zipfile.ZipInfo(name, date_time=ZIP_EPOCH), data, zipfile.ZIP_DEFLATED)


SNAPSHOT = "vendor/pyodide/snapshot.bin.gz"
"""Pyodide's memory after a game page's and the bots' worker's imports, gzip
compressed (static/pyodide-snapshot.mjs restores it; a static host may not
compress it for us), or absent where the build could not make one."""

SNAPSHOT_STDLIB_IMPORTS = ("asyncio", "importlib", "inspect", "json", "random", "pyodide.ffi")
"""Standard-library (and Pyodide) modules app.main and PyScript's own modules
import on every page, beyond those Pyodide's start imports."""

# Node boots the Pyodide of dist/vendor/pyodide/ (the very files the page
# loads: the snapshot holds zipimport's index of python_stdlib.zip), writes
# oddsevens.zip where PyScript's `files` writes it (PACKAGE_ARCHIVE), imports
# the modules named from it and saves the memory snapshot. The snapshot also
# holds zipimport's index of oddsevens.zip, which the page writes again,
# byte for byte, before its script runs.
# Arguments: indexURL, oddsevens.zip, its path in Pyodide, the snapshot's path,
# the modules (comma separated). It exits with status 3 when the imports grew
# the heap: a snapshot larger than the initial heap cannot be restored (Pyodide #6254).
SNAPSHOT_MAKER = """
const fs = await import("node:fs");
const [indexURL, archive, archivePath, output, modules] = process.argv.slice(1);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
const initialHeap = pyodide._module.HEAP8.length;
pyodide.FS.writeFile(archivePath, fs.readFileSync(archive));
pyodide.globals.set("archive_path", archivePath);
pyodide.globals.set("snapshot_imports", modules);
pyodide.runPython("import importlib, sys\\nsys.path.insert(0, archive_path)\\nfor name in snapshot_imports.split(','): importlib.import_module(name)");
// The pages' scripts put the archive on sys.path themselves, as they must
// without a snapshot; loadPyodide puts the working directory first again.
pyodide.runPython("sys.path.remove(archive_path)\\nsys.path.remove('')");
pyodide.globals.delete("archive_path");
pyodide.globals.delete("snapshot_imports");
if (pyodide._module.HEAP8.length !== initialHeap) {
  console.error(`the imports grew Pyodide's heap from ${initialHeap} to ${pyodide._module.HEAP8.length} bytes`);
  process.exit(3);
}
fs.writeFileSync(output, pyodide.makeMemorySnapshot());
"""


def snapshot_imports() -> list[str]:
    """What a game page and the bots' worker import before they are ready:
    the standard library of SNAPSHOT_STDLIB_IMPORTS, the engine with its
    computer players, and every page module but app.main, which needs the
    browser (js, pyscript) and runs after the restore. The renderers too,
    which the pages import only when they first draw a board."""
    pages = sorted(f"app.{path.stem}" for path in (PY / "app").glob("*.py") if path.stem not in ("__init__", "main"))
    renderers = sorted(f"oddsevens.render.{path.stem}" for path in (PY / "oddsevens" / "render").glob("*_svg.py"))
    return [*SNAPSHOT_STDLIB_IMPORTS, "oddsevens", "oddsevens.ai", *renderers, *pages]


def make_snapshot(pyodide_folder: Path, package: Path) -> bytes | None:
    """The gzip-compressed memory snapshot of the Pyodide in `pyodide_folder`
    (dist's copy) with `package` (oddsevens.zip) at PACKAGE_ARCHIVE and
    snapshot_imports() imported from it, cached in node_modules/.cache by the hash of all of those; None
    where there is no Node or the snapshot would not restore: pages then boot
    Python as they always did."""
    imports = snapshot_imports()
    digest = hashlib.sha256(",".join(imports).encode() + b"\0" + SNAPSHOT_MAKER.encode() + PACKAGE_ARCHIVE.encode())
    for name in PYODIDE_FILES:
        digest.update(hashlib.sha256((pyodide_folder / name).read_bytes()).digest())
    digest.update(hashlib.sha256(package.read_bytes()).digest())

    def snapshot(node: str, folder: Path) -> bytes | None:
        log("making the memory snapshot with Pyodide (Node)")
        raw = folder / "snapshot.bin"
        made = subprocess.run(
            [node, "--input-type=module", "-e", SNAPSHOT_MAKER, pyodide_folder.as_posix() + "/", str(package), PACKAGE_ARCHIVE, str(raw), ",".join(imports)],
        )
        if made.returncode == 3:
            log("no memory snapshot: it would be larger than Pyodide's initial heap and fail to restore")
            return None
        made.check_returncode()
        return gzip_bytes(raw.read_bytes())

    return cached_node_result("snapshot", digest, ".bin.gz", "no memory snapshot, pages boot Python from scratch", snapshot)


def gzip_bytes(data: bytes) -> bytes:
    """gzip at the highest level, with no name or date in the header, so an unchanged site builds the same bytes."""
    return gzip.compress(data, compresslevel=9, mtime=0)


@dataclasses.dataclass(frozen=True)
class SourcePatch:
    """One textual change to PyScript's or Pyodide's shipped code, found by
    a pattern that must match exactly `count` times (PyScript's bundle holds
    the main thread's code and, as a string, its workers' code: twice)."""

    why: str
    pattern: str
    replacement: str
    count: int = 2


PATCHED_PYSCRIPT = "0.7.31"
"""The @pyscript/core version PYSCRIPT_PATCHES were written for."""
PYSCRIPT_PATCHES = (
    # Where the browser refuses IndexedDB (a game embedded in another site's
    # frame, some private windows), PyScript 0.7.31 never starts Python: its
    # IndexedDB-backed map of cached packages is read before Pyodide boots and
    # closed after, and both reject. We install no packages, so an empty cache
    # kept in memory loses nothing.
    SourcePatch(
        "its open request's error handler re-dispatches the browser's own event, which throws InvalidStateError",
        r"onerror\((\w)\)\{(\w)\(\1\),this\.dispatchEvent\(\1\)\}",
        r"onerror(\1){\2(\1)}",
    ),
    SourcePatch(
        "a refused database is an unhandled rejection for stores nobody reads (the @pyscript.fs one)",
        r"(return e\}\))(\}dispatchEvent\()",
        r"\1,this.#e.catch(()=>{})\2",
    ),
    SourcePatch(
        "reading the packages cache from a refused database stops the start: read it as empty",
        r"(this\.#o=this\.#s\.entries\(\)\.then\((\w)=>\{for\(const\[(\w),(\w)\]of \2\)super\.set\(\3,\4\)\}\))",
        r"\1.catch(()=>{})",
    ),
    SourcePatch(
        "closing a refused database after the start stops it too: there is nothing to close",
        r"async close\(\)\{\(await this\.#e\)\.close\(\)\}",
        r"async close(){(await this.#e.catch(()=>null))?.close()}",
    ),
)


def apply_patches(source: str, patches: tuple[SourcePatch, ...], label: str) -> str:
    for patch in patches:
        source, found = re.subn(patch.pattern, patch.replacement, source)
        if found != patch.count:
            raise SystemExit(f"{label} patch ({patch.why}) matched {found} times, not {patch.count}")
    return source


def patch_pyscript(bundle: str, version: str) -> str:
    """PyScript's core bundle with PYSCRIPT_PATCHES applied; a version they
    were not written for, or a pattern that no longer matches as often as it
    should, stops the build rather than ship an embed that never starts."""
    if version != PATCHED_PYSCRIPT:
        raise SystemExit(
            f"@pyscript/core is {version}, but build.py's PYSCRIPT_PATCHES were written for {PATCHED_PYSCRIPT}: "
            "check whether the new version still fails without IndexedDB and update or drop the patches"
        )
    return apply_patches(bundle, PYSCRIPT_PATCHES, "PyScript")


ZERO_SKIPPING_COPY = (
    "((heap,bytes)=>{"
    "const zero=(part)=>{const words=part.byteOffset%4===0&&part.length%4===0"
    "?new Uint32Array(part.buffer,part.byteOffset,part.length/4):part;"
    "for(let i=0;i<words.length;i++)if(words[i]!==0)return false;return true};"
    "for(let at=0;at<bytes.length;at+=65536){const part=bytes.subarray(at,at+65536);"
    "if(!zero(part)||!zero(heap.subarray(at,at+part.length)))heap.set(part,at)}})"
)
"""heap.set(bytes) without writing the 64 KiB blocks that are zero in both."""

PATCHED_PYODIDE = "314.0.7"
"""The pyodide version PYODIDE_PATCHES were written for."""
PYODIDE_PATCHES = (
    # Restoring a snapshot copies all of it into the WebAssembly memory, zeros
    # included, so the browser commits every page of the 30 MB heap (about
    # 16 MB of it zeros that a normal start never touches), in the page and
    # again in the bots' worker. Blocks that are zero in the snapshot and in
    # the fresh memory are left alone: the same memory, committed only where used.
    SourcePatch(
        "restoreSnapshot writes the whole heap, zero pages included",
        r"return Module\.HEAP8\.set\((\w)\),(\w)\}",
        "return " + ZERO_SKIPPING_COPY + r"(Module.HEAP8,\1),\2}",
        count=1,
    ),
)


def patch_pyodide(runtime: str, version: str) -> str:
    """pyodide.asm.mjs with PYODIDE_PATCHES applied; another version, or a
    pattern that no longer matches, stops the build."""
    if version != PATCHED_PYODIDE:
        raise SystemExit(
            f"pyodide is {version}, but build.py's PYODIDE_PATCHES were written for {PATCHED_PYODIDE}: "
            "check whether restoring a snapshot still writes zero pages and update or drop the patch"
        )
    return apply_patches(runtime, PYODIDE_PATCHES, "Pyodide")


def pyodide_version() -> str:
    return json.loads((NODE_MODULES / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]


def pyscript_version() -> str:
    return json.loads((NODE_MODULES / "@pyscript" / "core" / "package.json").read_text(encoding="utf-8"))["version"]


def copy_vendor(dest: Path) -> None:
    pyodide = dest / "vendor" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name == "python_stdlib.zip":
            copy_stdlib(pyodide / name)
        elif name == "pyodide.asm.mjs":
            runtime = (NODE_MODULES / "pyodide" / name).read_text(encoding="utf-8")
            (pyodide / name).write_text(patch_pyodide(runtime, pyodide_version()), encoding="utf-8")
        else:
            shutil.copy2(NODE_MODULES / "pyodide" / name, pyodide / name)
    pyscript = dest / "vendor" / "pyscript"
    shutil.copytree(NODE_MODULES / "@pyscript" / "core" / "dist", pyscript, ignore=shutil.ignore_patterns("*.map"))
    (bundle,) = pyscript.glob("core-*.js")
    bundle.write_text(patch_pyscript(bundle.read_text(encoding="utf-8"), pyscript_version()), encoding="utf-8")


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
    # The page's level-one heading, for screen readers: the brand above is a link home.
    heading = '<h1 class="visually-hidden">Odds &amp; Evens: the games</h1>'
    return heading + '<ul class="game-list">' + "".join(cards) + "</ul>"


def first_sentence(markdown: str) -> str:
    """The menu's blurb: the rules page's opening sentence, which names the designer."""
    for block in markdown.split("\n\n"):
        block = block.strip()
        if block and not block.startswith("#"):
            text = re.sub(r"[*_`]", "", " ".join(block.split()))
            return re.split(r"(?<=[.!?])\s", text, maxsplit=1)[0]
    return ""


def embed_page(playable: str) -> str:
    """embed.html: the game page without the site around it, for iframes."""
    page = (ROOT / "embed.html").read_text(encoding="utf-8")
    page = page.replace("<!-- app head -->", app_head(""))
    return page.replace('data-games=""', f'data-games="{playable}"')



# -- a fast start: the opening board drawn at build time, downloads started at once


class BuildScreen:
    """Stands in for the browser while the build opens a game page: keeps
    what the page shows and ignores everything else (timers, the bots)."""

    def __init__(self) -> None:
        self.shown: dict[str, str] = {}

    def show(self, region: str, markup: str) -> None:
        self.shown[region] = markup

    def __getattr__(self, name: str) -> Callable[..., None]:
        return lambda *args, **kwargs: None


START_SEED = 1
"""Chance in a pre-drawn opening (a deal, a roll-off) comes from this seed;
the page deals its own game when Python is ready."""


def start_board(game_id: str) -> str:
    """The board a first-time visitor sees (the new-game dialog's defaults),
    drawn by the game's own page code with the same renderer."""
    sys.path.insert(0, str(PY))
    try:
        from app.embed import MemoryStore
        from app.pages import PAGES
        from app.storage import SavedGames

        module_name, class_name = PAGES[game_id].split(":")
        page_class = getattr(importlib.import_module(module_name), class_name)
    finally:
        sys.path.remove(str(PY))
    screen = BuildScreen()
    page = page_class(screen, SavedGames(MemoryStore()), lambda: "2000-01-01T00:00:00.000Z", lambda: START_SEED)
    page.open()
    return screen.shown["board"]


NOT_FROM_OFFLINE_CACHE = " data-not-from-offline-cache"
"""Marks the WebAssembly's preload hint, which static/boot.js drops once the
offline cache serves the site: Chromium reuses the machine code it compiled
from a module last time (its code cache) for the fetch Pyodide makes itself,
never for a preloaded response, and the cache answers at once anyway."""


def preload_links(dest: Path) -> str:
    """Link tags for what a game page downloads before Python runs, written
    as PyScript and Pyodide ask for them (modules imported, the rest fetched
    in CORS mode), so that each download is used and never made twice."""
    core = (dest / "vendor" / "pyscript" / "core.js").read_text(encoding="utf-8")
    modules = [
        "vendor/pyscript/core.js",
        *(f"vendor/pyscript/{chunk}" for chunk in re.findall(r'from\s*"\./([\w.-]+\.js)"', core)),
        "vendor/pyodide/pyodide.mjs",
        "vendor/pyodide/pyodide.asm.mjs",
    ]
    fetched = [
        "vendor/pyodide/pyodide-lock.json",
        "vendor/pyodide/pyodide.asm.wasm",
        "vendor/pyodide/python_stdlib.zip",
        "oddsevens.zip",
    ]
    return "".join(f'<link rel="modulepreload" href="{path}">' for path in modules) + "".join(
        f'<link rel="preload" href="{path}" as="fetch" crossorigin{NOT_FROM_OFFLINE_CACHE if path.endswith(".wasm") else ""}>'
        for path in fetched
    )


def game_start_head(dest: Path, entries: list[dict]) -> str:
    """Templates static/boot.js uses once it knows the game is played: the
    preload hints (inert here, so the menu downloads nothing), and each
    game's opening board, shown at once and replaced when Python is ready."""
    boards = "".join(
        f'<template data-board="{entry["id"]}" data-title="{html.escape(entry["title"])}">{start_board(entry["id"])}</template>\n'
        for entry in entries
        if entry["playable"]
    )
    return f'<template id="game-preloads">{preload_links(dest)}</template>\n{boards}'


def read_seeds() -> dict[str, str]:
    return {path.stem: path.read_text(encoding="utf-8") for path in sorted((ROOT / "seeds").glob("*.md"))}


def build(dest: Path = DIST) -> Path:
    ensure_node_modules()
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    log(f"building {dest}")
    copy_vendor(dest)
    shutil.copytree(ROOT / "static", dest / "static", ignore=shutil.ignore_patterns(SERVICE_WORKER))
    package_zip(dest / "oddsevens.zip")
    snapshot = make_snapshot(dest / "vendor" / "pyodide", dest / "oddsevens.zip")
    if snapshot is not None:
        (dest / SNAPSHOT).write_bytes(snapshot)
    entries = games()
    seeds = read_seeds()
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    page = page.replace("<!-- games -->", menu_html(entries, seeds))
    page = page.replace("<!-- app head -->", app_head(""))
    playable = " ".join(entry["id"] for entry in entries if entry["playable"])
    page = page.replace('data-games=""', f'data-games="{playable}"')
    page = page.replace("</body>", rules_panels(entries, seeds) + "</body>")
    game_start = game_start_head(dest, entries)
    for name, text in (("index.html", page), ("embed.html", embed_page(playable))):
        if snapshot is not None:
            text = text.replace("<html ", '<html data-snapshot="" ', 1)
        (dest / name).write_text(text.replace("<!-- game start -->", game_start), encoding="utf-8")
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
    write_app_files(dest, entries)
    write_service_worker(dest)
    return dest


# -- rules pages: a small Markdown subset (headings, lists, paragraphs, emphasis,
# tables, fenced blocks) and live diagrams drawn by the engine itself


class DiagramError(ValueError):
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


def inline(text: str) -> str:
    text = html.escape(text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<em>\1</em>", text)
    text = re.sub(r"`(.+?)`", r"<code>\1</code>", text)
    return re.sub(r"\[(.+?)\]\((.+?)\)", r'<a href="\2">\1</a>', text)


def plain(text: str) -> str:
    """Markdown inline text without its marks, for attributes."""
    text = re.sub(r"\[(.+?)\]\((.+?)\)", r"\1", text)
    return re.sub(r"[*`]", "", text)


def table_html(rows: list[str]) -> str:
    cells = [[cell.strip() for cell in row.strip().strip("|").split("|")] for row in rows]
    head, body = cells[0], [row for row in cells[1:] if not all(re.fullmatch(r":?-{3,}:?", cell) for cell in row)]
    header = "".join(f'<th scope="col">{inline(cell)}</th>' for cell in head)
    lines = "".join("<tr>" + "".join(f"<td>{inline(cell)}</td>" for cell in row) + "</tr>" for row in body)
    return f'<div class="table-scroll"><table><thead><tr>{header}</tr></thead><tbody>{lines}</tbody></table></div>'


FencedBlock = Callable[[str, str, int], str]
"""(info string, body, line number of the opening fence) -> HTML."""


def code_block(info: str, body: str, line: int) -> str:
    return f"<pre><code>{html.escape(body)}</code></pre>"


def markdown_to_html(
    markdown: str, fenced: FencedBlock = code_block, source: str = "the Markdown", heading_shift: int = 0
) -> str:
    """HTML of the Markdown subset; `heading_shift` moves every heading that
    many levels down (for text placed under a heading of its own)."""
    out: list[str] = []
    paragraph: list[str] = []
    list_kind: str | None = None
    lines = markdown.splitlines()

    def flush() -> None:
        nonlocal list_kind
        if paragraph:
            out.append(f"<p>{inline(' '.join(paragraph))}</p>")
            paragraph.clear()
        if list_kind:
            out.append(f"</{list_kind}>")
            list_kind = None

    index = 0
    while index < len(lines):
        raw = lines[index]
        line = raw.rstrip()
        index += 1
        heading = re.match(r"^(#{1,4})\s+(.*)", line)
        item = re.match(r"^\s*(?:([-*])|(\d+)\.)\s+(.*)", line)
        if line.startswith("```"):
            flush()
            start = index
            while index < len(lines) and not lines[index].startswith("```"):
                index += 1
            if index == len(lines):
                raise DiagramError(f"{source}, line {start}: this ``` block is never closed")
            out.append(fenced(line[3:].strip(), "\n".join(lines[start:index]), start))
            index += 1
        elif line.startswith("|"):
            flush()
            rows = [line]
            while index < len(lines) and lines[index].startswith("|"):
                rows.append(lines[index].rstrip())
                index += 1
            out.append(table_html(rows))
        elif not line.strip():
            flush()
        elif heading:
            flush()
            level = min(len(heading.group(1)) + heading_shift, 6)
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


def diagram_state(game_id: str, spec: dict) -> Any:
    """The position a diagram block describes, played through the engine."""
    sys.path.insert(0, str(PY))
    try:
        import oddsevens
    finally:
        sys.path.remove(str(PY))
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
    tag = lambda name: f"{{{SVG_NAMESPACE}}}{name}"  # noqa: E731
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
            node.set("id", id_prefix + node.get("id"))
        for name, value in node.attrib.items():
            if name.endswith("href") and value.startswith("#"):
                node.set(name, "#" + id_prefix + value[1:])
            elif "url(#" in value:
                node.set(name, value.replace("url(#", "url(#" + id_prefix))
    root.set("role", "img")
    root.set("aria-label", label)
    return ElementTree.tostring(root, encoding="unicode")


def embed_address(game_id: str, parameters: dict[str, Any], record: dict | None = None) -> str:
    """embed.html's query for these parameters (and a record to replay)."""
    query = {"game": game_id}
    for name, value in parameters.items():
        query[name] = value if isinstance(value, str) else json.dumps(value)
    if record is not None:
        query["record"] = json.dumps(record, separators=(",", ":"))
    return "embed.html?" + urllib.parse.urlencode(query, quote_via=urllib.parse.quote)


NEW_TAB = '<span class="visually-hidden"> (opens in a new tab)</span>'


def diagram_html(game_id: str, body: str, number: int, prefix: str, panel: bool = False) -> str:
    """One diagram block as a figure: an SVG drawn now from the engine's
    position, or (with `live`) an iframe of embed.html replaying it. For the
    rules panel over a game page (`panel`), a live board is a link that opens
    it in a new tab instead, as a frame would boot a second Python, and every
    link to a board opens in a new tab, so the game under the panel stays."""
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
        source = html.escape(prefix + embed_address(game_id, live, state.record()))
        if panel:
            link = f'<a class="diagram-play" href="{source}" target="_blank">Try it on the board{NEW_TAB}</a>'
            return f'<figure class="diagram"><figcaption>{inline(caption)}</figcaption>{link}</figure>'
        height = int(spec.get("height", 480))
        figure = (
            f'<iframe src="{source}" title="{html.escape(plain(caption))}" height="{height}" loading="lazy"></iframe>'
        )
    else:
        sys.path.insert(0, str(PY))
        try:
            from oddsevens import render
        finally:
            sys.path.remove(str(PY))
        ui = {"interactive": False, **spec.get("ui", {})}
        try:
            markup = render.board(game_id, state.view(spec.get("view")), **ui)
        except (ValueError, TypeError, KeyError) as error:
            raise DiagramError(f"the position cannot be drawn: {error}") from None
        figure = static_svg(markup, plain(caption), f"diagram-{number}-", spec.get("marks"))
        play = spec.get("play", {"opponent": "friend"})
        if play is not False and not state.over:
            if not isinstance(play, dict):
                raise DiagramError("'play' must be an object of embed parameters or false")
            address = html.escape(prefix + embed_address(game_id, play, state.record()))
            target, told = (' target="_blank"', NEW_TAB) if panel else ("", "")
            figure += f'<a class="diagram-play" href="{address}"{target}>Play on from this position{told}</a>'
    return f'<figure class="diagram">{figure}<figcaption>{inline(caption)}</figcaption></figure>'


def rules_html(game_id: str, markdown: str, prefix: str = "../", source: str = "the rules", panel: bool = False) -> str:
    """The rules page's body: Markdown with ```diagram blocks drawn (for the
    rules panel with `panel`: see diagram_html, and headings one level down,
    under the panel's own)."""
    count = 0

    def fenced(info: str, body: str, line: int) -> str:
        nonlocal count
        words = info.split()
        if not words or words[0] != "diagram":
            return code_block(info, body, line)
        count += 1
        try:
            if words[1:] != [game_id]:
                raise DiagramError(f"the block must start with ```diagram {game_id}")
            return diagram_html(game_id, body, count, prefix, panel)
        except DiagramError as error:
            raise DiagramError(f"{source}, diagram at line {line}: {error}") from None

    return markdown_to_html(markdown, fenced, source, heading_shift=1 if panel else 0)


def rules_panel(title: str, game_id: str, markdown: str) -> str:
    """The rules over a game page, opened by its Rules link (py/app/main.py):
    a dialog in a template, drawn at build time so that opening it downloads
    nothing, works offline and starts no second Python. The rules page's
    first heading (the game's title) becomes the panel's own heading; the
    line stays, blank, so errors give the seed's line numbers."""
    body = rules_html(game_id, re.sub(r"\A# .*", "", markdown), "", f"seeds/{game_id}.md", panel=True)
    return (
        f'<template data-rules="{game_id}">'
        '<dialog id="rules-panel" class="rules-panel" aria-labelledby="rules-panel-title" closedby="any">'
        f'<div class="rules-panel-head"><h2 id="rules-panel-title">{html.escape(title)} rules</h2>'
        '<button type="button" class="rules-panel-close">Close</button></div>'
        f'<div class="rules">{body}</div></dialog></template>\n'
    )


def rules_panels(entries: list[dict], seeds: dict[str, str]) -> str:
    """The rules panel of every game that has a page and a rules page."""
    return "".join(
        rules_panel(entry["title"], entry["id"], seeds[entry["id"]])
        for entry in entries
        if entry["playable"] and entry["id"] in seeds
    )


def embed_section(title: str, game_id: str, settings: list[str]) -> str:
    """How to put this game in another page: the iframe to copy and what its address may say."""
    address = f"../embed.html?game={game_id}"
    snippet = (
        f'<iframe src="{address}" title="{html.escape(title)}, a game to play" '
        'width="600" height="500" style="max-width: 100%; border: 0"></iframe>'
    )
    items = "".join(f"<li><code>{html.escape(setting)}</code></li>" for setting in settings)
    return f"""<section class="embed-this" aria-labelledby="embed-this">
<h2 id="embed-this">Embed this game</h2>
<p>Copy this into a blog post or any web page to put a game of {html.escape(title)} in it. The address in
<code>src</code> is this site's <code>embed.html</code>; the board scales to the frame's size.</p>
<pre><code data-embed-address="{html.escape(address)}">{html.escape(snippet)}</code></pre>
<p>Add settings to the address with <code>&amp;</code>, e.g. <code>{html.escape(address.split("?", 1)[1])}&amp;opponent=friend</code>. This game takes:</p>
<ul>{items}</ul>
<p>An embedded game is saved in the reader's browser apart from the game saved on this site. A game given
by <code>record</code> (a game record in JSON, as the diagrams above use) shows that position and is not saved.</p>
</section>
<script type="module">
for (const code of document.querySelectorAll("code[data-embed-address]")) {{
  const relative = code.dataset.embedAddress;
  code.textContent = code.textContent.replace(relative, new URL(relative, location.href).href);
}}
</script>"""


def embed_settings(game_id: str) -> list[str]:
    """What embed.html's address accepts for this game, as the page itself checks it."""
    sys.path.insert(0, str(PY))
    try:
        from app.embed import EmbedParameters, MemoryStore
        from app.pages import PAGES
        from app.storage import SavedGames

        module_name, class_name = PAGES[game_id].split(":")
        page_class = getattr(importlib.import_module(module_name), class_name)
        page = page_class(None, SavedGames(MemoryStore()), lambda: "", lambda: 0)
        return EmbedParameters(page).accepted()
    finally:
        sys.path.remove(str(PY))


def rules_policy(markup: str) -> str:
    """The rules pages' Content Security Policy: no Python runs there, so
    nothing may be evaluated; of inline scripts only those in `markup` run,
    each allowed by its hash. The live diagrams are frames of embed.html,
    whose own policy lets Pyodide run."""
    hashes = " ".join(
        "'sha256-" + base64.b64encode(hashlib.sha256(script.encode()).digest()).decode() + "'"
        for script in re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", markup, re.DOTALL)
    )
    policy = f"default-src 'self'; script-src 'self' {hashes}".rstrip() + "; object-src 'none'; base-uri 'self'; form-action 'self'"
    return f'<meta http-equiv="Content-Security-Policy" content="{html.escape(policy, quote=False)}">'


def rules_page(title: str, game_id: str, markdown: str, playable: bool) -> str:
    play = f'<a class="button" href="../?game={game_id}">Play {html.escape(title)}</a>' if playable else ""
    embed = embed_section(title, game_id, embed_settings(game_id)) if playable else ""
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
{rules_policy(embed)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}: rules · Odds &amp; Evens</title>
<link rel="stylesheet" href="../static/site.css">
{app_head("../")}
</head>
<body class="rules-page">
<header class="site-header"><a class="brand" href="../">Odds <span>&amp;</span> Evens</a></header>
<main class="rules">
{rules_html(game_id, markdown, "../", f"seeds/{game_id}.md")}
{embed}
<p>{play}</p>
</main>
</body>
</html>
"""


# -- installing as an app: icons, web app manifest, offline service worker -----

SERVICE_WORKER = "sw.js"
SVG = "{http://www.w3.org/2000/svg}"
# (file in static/, size in px, purpose): "maskable" and Apple's icon fill the
# whole square, as their platforms cut their own shape out of it.
PNG_ICONS = (
    ("icon-192.png", 192, "any"),
    ("icon-512.png", 512, "any"),
    ("icon-maskable-512.png", 512, "maskable"),
    ("apple-touch-icon.png", 180, "apple"),
)


def scheme_colours() -> dict[str, str]:
    """The page background (--paper) of site.css in its light and dark schemes."""
    css = (ROOT / "static" / "site.css").read_text(encoding="utf-8")
    papers = re.findall(r"--paper:\s*(#[0-9a-fA-F]{3,8})\s*;", css)
    if len(papers) < 2:
        raise ValueError("static/site.css must set --paper for the light scheme and then for the dark one")
    return {"light": papers[0], "dark": papers[1]}


def app_head(prefix: str) -> str:
    """Head tags every page shares: icons, manifest, theme colours, offline support."""
    colours = scheme_colours()
    return (
        f'<link rel="icon" href="{prefix}static/icon.svg" type="image/svg+xml">\n'
        f'<link rel="apple-touch-icon" href="{prefix}static/apple-touch-icon.png">\n'
        f'<link rel="manifest" href="{prefix}manifest.webmanifest">\n'
        f'<meta name="theme-color" content="{colours["light"]}" media="(prefers-color-scheme: light)">\n'
        f'<meta name="theme-color" content="{colours["dark"]}" media="(prefers-color-scheme: dark)">\n'
        f'<script type="module" src="{prefix}static/offline.js"></script>'
    )


def web_manifest(entries: list[dict]) -> dict:
    paper = scheme_colours()["light"]
    icons = [{"src": "static/icon.svg", "sizes": "any", "type": "image/svg+xml"}]
    for name, size, purpose in PNG_ICONS:
        if purpose != "apple":
            icons.append({"src": f"static/{name}", "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose})
    return {
        "name": "Odds & Evens",
        "short_name": "Odds & Evens",
        "description": "Five games where even meets odd, to play on this device against a friend or the computer, even offline.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": paper,
        "theme_color": paper,
        "icons": icons,
        "shortcuts": [
            {"name": entry["title"], "url": f"./?game={entry['id']}"} for entry in entries if entry["playable"]
        ],
    }


@dataclasses.dataclass(frozen=True)
class RoundedRect:
    x: float
    y: float
    width: float
    height: float
    radius: float
    colour: tuple[int, int, int]

    def span(self, y: float) -> tuple[float, float] | None:
        """Where the horizontal line at y is inside the shape."""
        if not self.y <= y < self.y + self.height:
            return None
        into_corner = max(self.y + self.radius - y, y - (self.y + self.height - self.radius), 0.0)
        inset = self.radius - math.sqrt(max(self.radius**2 - into_corner**2, 0.0))
        return self.x + inset, self.x + self.width - inset


@dataclasses.dataclass(frozen=True)
class ConvexPolygon:
    points: tuple[tuple[float, float], ...]
    colour: tuple[int, int, int]

    def span(self, y: float) -> tuple[float, float] | None:
        crossings = [
            x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            for (x1, y1), (x2, y2) in zip(self.points, self.points[1:] + self.points[:1])
            if min(y1, y2) <= y < max(y1, y2)
        ]
        return (min(crossings), max(crossings)) if len(crossings) >= 2 else None


def _hex_colour(text: str) -> tuple[int, int, int]:
    digits = text.lstrip("#")
    if len(digits) == 3:
        digits = "".join(digit * 2 for digit in digits)
    return int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16)


def icon_shapes(svg_text: str) -> tuple[float, list[RoundedRect | ConvexPolygon]]:
    """The icon's side length and shapes, from an SVG of rects and convex polygons."""
    svg = ElementTree.fromstring(svg_text)
    side = float(svg.get("viewBox", "").split()[2])
    shapes: list[RoundedRect | ConvexPolygon] = []
    for element in svg:
        colour = _hex_colour(element.get("fill", "#000"))
        if element.tag == SVG + "rect":
            number = lambda name: float(element.get(name, "0"))  # noqa: E731
            shapes.append(RoundedRect(number("x"), number("y"), number("width"), number("height"), number("rx"), colour))
        elif element.tag == SVG + "polygon":
            values = [float(value) for value in re.split(r"[\s,]+", element.get("points", "").strip())]
            shapes.append(ConvexPolygon(tuple(zip(values[0::2], values[1::2])), colour))
        else:
            raise ValueError(f"static/icon.svg: the PNG icons can draw rect and polygon, not {element.tag}")
    return side, shapes


def render_icon(svg_text: str, size: int, full_bleed: bool) -> bytes:
    """The icon as a size x size PNG, anti-aliased by 4 samples per pixel row."""
    side, shapes = icon_shapes(svg_text)
    if full_bleed:
        shapes = [dataclasses.replace(shape, radius=0.0) if isinstance(shape, RoundedRect) else shape for shape in shapes]
    scale = size / side
    samples = (0.125, 0.375, 0.625, 0.875)
    pixels = bytearray(size * size * 4)
    for row in range(size):
        for shape in shapes:
            spans = [shape.span((row + sample) / scale) for sample in samples]
            covered = [(left * scale, right * scale) for left, right in filter(None, spans)]
            if covered:
                _paint_row(pixels, row * size * 4, size, shape.colour, covered, len(samples))
    return png(size, size, bytes(pixels))


def _paint_row(
    pixels: bytearray, row_start: int, size: int, colour: tuple[int, int, int], spans: list, samples: int
) -> None:
    solid_from = math.ceil(max(left for left, _ in spans))
    solid_to = math.floor(min(right for _, right in spans)) if len(spans) == samples else solid_from
    for x in range(max(0, math.floor(min(left for left, _ in spans))), min(size, math.ceil(max(r for _, r in spans)))):
        if solid_from <= x < solid_to:
            continue
        cover = sum(max(0.0, min(right, x + 1) - max(left, x)) for left, right in spans) / samples
        _blend(pixels, row_start + 4 * x, colour, cover)
    if solid_to > solid_from:
        pixels[row_start + 4 * solid_from : row_start + 4 * solid_to] = bytes((*colour, 255)) * (solid_to - solid_from)


def _blend(pixels: bytearray, at: int, colour: tuple[int, int, int], cover: float) -> None:
    """Paint colour with opacity cover over the pixel (straight, not premultiplied, alpha)."""
    if cover <= 0:
        return
    below = pixels[at + 3] / 255
    alpha = cover + below * (1 - cover)
    for channel in range(3):
        pixels[at + channel] = round((colour[channel] * cover + pixels[at + channel] * below * (1 - cover)) / alpha)
    pixels[at + 3] = round(alpha * 255)


def png(width: int, height: int, rgba: bytes) -> bytes:
    """An 8-bit RGBA PNG of raw pixel rows."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    stride = width * 4
    raw = b"".join(b"\0" + rgba[top : top + stride] for top in range(0, height * stride, stride))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def write_app_files(dest: Path, entries: list[dict]) -> None:
    svg_text = (ROOT / "static" / "icon.svg").read_text(encoding="utf-8")
    for name, size, purpose in PNG_ICONS:
        (dest / "static" / name).write_bytes(render_icon(svg_text, size, full_bleed=purpose != "any"))
    manifest = json.dumps(web_manifest(entries), indent=2, ensure_ascii=False)
    (dest / "manifest.webmanifest").write_text(manifest + "\n", encoding="utf-8")


def precache_manifest(dest: Path) -> dict:
    """Every file of the built site (but the service worker), a version hashed
    from them all, and those the service worker keeps gunzipped: the memory
    snapshot, which every visit would otherwise gunzip again (30 MB, about a
    quarter of a second of the page's start, and as much in the bots' worker)."""
    files = sorted(
        path.relative_to(dest).as_posix()
        for path in dest.rglob("*")
        if path.is_file() and path.relative_to(dest).as_posix() != SERVICE_WORKER
    )
    digest = hashlib.sha256()
    for file in files:
        digest.update(file.encode() + b"\0" + hashlib.sha256((dest / file).read_bytes()).digest())
    return {"version": digest.hexdigest()[:16], "files": files, "gunzipped": [file for file in files if file == SNAPSHOT]}


def write_service_worker(dest: Path) -> None:
    """dist/sw.js: static/sw.js after the list of files to cache; run it after every other file is written."""
    manifest = json.dumps(precache_manifest(dest), separators=(",", ":"))
    source = (ROOT / "static" / SERVICE_WORKER).read_text(encoding="utf-8")
    (dest / SERVICE_WORKER).write_text(f"const PRECACHE = {manifest};\n{source}", encoding="utf-8")


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


def bench_ai(arguments: list[str]) -> int:
    """tests/bench_ai.py with the venv's Python, which has Playwright for the browser half."""
    ensure_node_modules()
    python = ensure_venv()
    return subprocess.run([str(python), str(ROOT / "tests" / "bench_ai.py"), *arguments], cwd=ROOT).returncode


def bench_site(arguments: list[str]) -> int:
    """tests/bench_site.py (start-up, clicks, engines, bytes in Chromium) with the venv's Python."""
    ensure_node_modules()
    python = ensure_venv()
    return subprocess.run([str(python), str(ROOT / "tests" / "bench_site.py"), *arguments], cwd=ROOT).returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    serve_parser = commands.add_parser("serve", help="build dist/ and serve it")
    serve_parser.add_argument("--port", type=int, default=8000)
    commands.add_parser("build", help="build dist/")
    commands.add_parser("test", help="run the whole test suite (extra arguments go to pytest)")
    commands.add_parser(
        "bench-ai",
        help="measure the computer players: seeded series with 95%% intervals, search speed in CPython and the browser"
        " (--games N, --jobs N, --no-browser, --game ID)",
        add_help=False,
    )
    commands.add_parser(
        "bench",
        help="measure the site in Chromium: start-up against bare Pyodide, click to board, playouts, bytes"
        " (--rounds N, --game ID)",
        add_help=False,
    )
    args, rest = parser.parse_known_args()
    if args.command == "bench":
        return bench_site(rest)
    if args.command == "test":
        return test(rest)
    if args.command == "bench-ai":
        return bench_ai(rest)
    if rest:
        parser.error(f"unknown arguments: {' '.join(rest)}")
    try:
        if args.command == "serve":
            serve(args.port)
        else:
            build()
    except DiagramError as error:
        sys.exit(f"[build] stopped: {error}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
