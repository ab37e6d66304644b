"""Our Python for the browser, and the Python that runs it: py/oddsevens and
py/app as oddsevens.zip with their bytecode, Pyodide's standard library
pruned to what the site imports (with some bytecode too), and the memory
snapshot of a Pyodide that has imported it all. The bytecode, the pruning
and the snapshot come from the very Pyodide the site ships, run by Node, and
are cached in node_modules/.cache."""

from __future__ import annotations

import ast
import gzip
import hashlib
import importlib.util
import inspect
import io
import json
import re
import shutil
import struct
import subprocess
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

import brotli

import oddsevens
from app.added_games import ADDED_GAMES
from app.package_archive import PACKAGE_ARCHIVE
from app.stdlib_on_demand import LEFT_OUT_LISTING
from sitebuild import webassembly
from sitebuild.project import NODE_MODULES, PY, BuildError, log
from sitebuild.segno_archive import segno_sources
from sitebuild.vendor import PYODIDE_FILES, pyodide_version

STDLIB_IN_PYODIDE = "/lib/python314.zip"
"""Where Pyodide 314 writes its standard library (pyodide.mjs: installStdlib)."""

def package_sources() -> dict[str, bytes]:
    """{path in the zip: source} of every module the browser gets: py/oddsevens
    and py/app, then the modules of the added games with the modules they name."""
    sources = {
        path.relative_to(PY).as_posix(): path.read_bytes()
        for package in ("oddsevens", "app")
        for path in sorted((PY / package).rglob("*.py"))
    }
    for game in added_games():
        for module in modules_of(game):
            spec = importlib.util.find_spec(module)
            if spec is None or spec.origin is None:
                raise BuildError(f"{game.id} names the module {module}, which has no source to put in the archive")
            origin = Path(spec.origin)
            if not origin.is_relative_to(PY):
                sources[module.replace(".", "/") + ".py"] = origin.read_bytes()
    return sources


def added_games() -> list[oddsevens.Game]:
    """The registered games whose module lies outside the oddsevens package
    (a game the tests add): the page imports them (app.added_games)."""
    return [game for game in oddsevens.GAMES.values() if not type(game).__module__.startswith("oddsevens.")]


def modules_of(game: oddsevens.Game) -> list[str]:
    """The game's own module and those it names: its renderer, plan and page."""
    named = [path.split(":")[0] for path in (game.renderer, game.plan, game.page) if path]
    return list(dict.fromkeys([type(game).__module__, *named]))


def package_zip(dest: Path) -> None:
    """py/oddsevens and py/app as one zip that Python imports from without
    unpacking it (zipimport): each module's bytecode (module.pyc, as
    zipimport looks for it) as Pyodide's Python compiles it, with
    PACKAGE_ARCHIVE paths in tracebacks, or its source where there is no
    Node to compile it (the sources would add 30 % to a first visit's
    download for tracebacks with lines of code); and the list of the added
    games' modules (ADDED_GAMES); and the puzzles' data
    (py/oddsevens/puzzles/*.json, which oddsevens.puzzles reads with
    importlib.resources)."""
    sources = package_sources()
    bytecode = compile_with_pyodide(sources, "oddsevens", shown_as=PACKAGE_ARCHIVE)
    compiled = {beside_its_source(name) for name in bytecode}
    with zipfile.ZipFile(dest, "w") as archive:
        for name, source in sources.items():
            if f"{name}c" not in compiled:
                archive.writestr(zipfile.ZipInfo(name, date_time=ZIP_EPOCH), source)
        for puzzles in sorted((PY / "oddsevens" / "puzzles").glob("*.json")):
            archive.writestr(zipfile.ZipInfo(puzzles.relative_to(PY).as_posix(), date_time=ZIP_EPOCH), puzzles.read_bytes())
        for name, data in bytecode.items():
            archive.writestr(zipfile.ZipInfo(beside_its_source(name), date_time=ZIP_EPOCH), data)
        added = json.dumps([type(game).__module__ for game in added_games()])
        archive.writestr(zipfile.ZipInfo(ADDED_GAMES, date_time=ZIP_EPOCH), added)


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

PACKAGE = "oddsevens.zip"
def stored(info: zipfile.ZipInfo) -> zipfile.ZipInfo:
    """A copy of `info` for an entry written as it is, uncompressed."""
    copy = zipfile.ZipInfo(info.filename, date_time=info.date_time)
    copy.external_attr = info.external_attr
    return copy


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
    compiled = compile_with_pyodide(sources, "stdlib", shown_as=STDLIB_IN_PYODIDE)
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
    import (STDLIB_USE_FINDER, rooted at every module of ours, segno's, which
    a room's page loads (sitebuild.segno_archive), PyScript's Python and what
    Pyodide's start imports), cached in node_modules/.cache; None where
    there is no Node: the whole standard library is kept."""
    sources = {**package_sources(), **segno_sources()}
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
            [
                node, "--input-type=module", "-e", STDLIB_USE_FINDER,
                str(NODE_MODULES / "pyodide") + "/", str(folder), ",".join(roots), str(listing),
            ],
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


IMPORTED_STDLIB = "vendor/pyodide/imported-stdlib.zip"
"""python_stdlib.zip cut to the modules the site imports as it loads (the
modules its own import statements name, PyScript's and segno's, with all
those import in turn as they load; STDLIB_IMPORT_LISTER), and the names of
the files it leaves out (LEFT_OUT_LISTING): what a page boots Python with
(static/pyodide-snapshot.mjs). A module imported only inside a function of
the standard library is left out, and comes from python_stdlib.zip if it is
ever imported (app.stdlib_on_demand)."""

CODECS_IMPORTED = ("encodings.ascii", "encodings.latin_1", "encodings.cp437", "encodings.utf_8_sig", "encodings.utf_16", "encodings.utf_32")
"""Codecs imported by name when text is encoded or decoded (zipfile decodes
names as "cp437"), which no import statement names."""

# Node imports the modules named in Pyodide and lists the standard library's
# files imported: those of Pyodide's start and those the names import as
# they load. A name that imports nothing here (js, pyscript: the browser's)
# is passed over.
# Arguments: indexURL, the names (comma separated), the output file (JSON:
# the zip's file names).
STDLIB_IMPORT_LISTER = """
const fs = await import("node:fs");
const [indexURL, names, output] = process.argv.slice(1);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL });
pyodide.globals.set("names", names);
const imported = pyodide.runPython(`
import importlib, json, sys
for name in names.split(","):
    try:
        importlib.import_module(name)
    except ImportError:
        pass
json.dumps(sorted(
    module.__file__.removeprefix("${STDLIB_IN_PYODIDE}/").removesuffix("c")
    for module in list(sys.modules.values())
    if getattr(module, "__file__", None) and module.__file__.startswith("${STDLIB_IN_PYODIDE}/")
))
`);
fs.writeFileSync(output, imported);
""".replace("${STDLIB_IN_PYODIDE}", STDLIB_IN_PYODIDE)


def imports_named(sources: dict[str, bytes], *, in_functions: bool) -> set[str]:
    """Every absolute module name an import statement of `sources` names,
    with `from a import b`'s a.b, which may be a module; `in_functions`:
    those inside functions too, not only those that run as a module loads."""
    names: set[str] = set()
    for source in sources.values():
        for node in statements(ast.parse(source), in_functions=in_functions):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def statements(tree: ast.Module, *, in_functions: bool) -> Iterator[ast.AST]:
    """The nodes of `tree`, those inside functions only if `in_functions`."""
    waiting: list[ast.AST] = [tree]
    while waiting:
        node = waiting.pop()
        yield node
        if in_functions or not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            waiting.extend(ast.iter_child_nodes(node))


def stdlib_imported() -> set[str] | None:
    """The file names in python_stdlib.zip that the site imports as it loads
    (IMPORTED_STDLIB): what any import statement of ours names, what segno
    imports as it loads (its functions import a browser opener and plugins
    a room's QR code never uses), PyScript's imports and the codecs; cached
    in node_modules/.cache; None where there is no Node."""
    candidates = imports_named(package_sources(), in_functions=True) | imports_named(segno_sources(), in_functions=False)
    named = sorted(
        name for name in candidates | {*pyscript_imports(), *CODECS_IMPORTED} if name.split(".")[0] not in {"app", "oddsevens", "segno"}
    )
    digest = hashlib.sha256(STDLIB_IMPORT_LISTER.encode() + b"\0" + ",".join(named).encode())
    digest.update(hashlib.sha256((NODE_MODULES / "pyodide" / "python_stdlib.zip").read_bytes()).digest())

    def list_imported(node: str, folder: Path) -> bytes:
        log("listing the standard library the site imports as it loads (Node)")
        listing = folder / "imported.json"
        subprocess.run(
            [node, "--input-type=module", "-e", STDLIB_IMPORT_LISTER, str(NODE_MODULES / "pyodide") + "/", ",".join(named), str(listing)],
            check=True,
        )
        return listing.read_bytes()

    made = cached_node_result("stdlib-imported", digest, ".json", "pages boot with the whole standard library", list_imported)
    return None if made is None else set(json.loads(made))


def write_imported_stdlib(dest: Path, *, whole: bool = False) -> None:
    """dest/IMPORTED_STDLIB, cut from dest's python_stdlib.zip: each imported
    module's bytecode where it has some (STDLIB_BYTECODE), or else its
    source, and the listing of the modules left out (`whole`: none is)."""
    imported = None if whole else stdlib_imported()
    whole_zip = dest / "vendor" / "pyodide" / "python_stdlib.zip"
    with zipfile.ZipFile(whole_zip) as original, zipfile.ZipFile(dest / IMPORTED_STDLIB, "w") as cut:
        compiled = {name for name in original.namelist() if name.endswith(".pyc")}
        left_out = []
        for info in original.infolist():
            if imported is not None and info.filename.removesuffix("c") not in imported:
                if info.filename.endswith(".py"):
                    left_out.append(info.filename)
            elif f"{info.filename}c" not in compiled:  # a module with bytecode goes as bytecode alone
                cut.writestr(stored(info), original.read(info))
        cut.writestr(zipfile.ZipInfo(LEFT_OUT_LISTING, date_time=ZIP_EPOCH), "\n".join(left_out))


SNAPSHOT = "vendor/pyodide/snapshot.bin"
"""Pyodide's memory after a game page's and the bots' worker's imports (31 MB),
with its static data as its difference from the memory as instantiated
(as_difference_from_instantiated_memory), stored compressed only
(sitebuild.compress): SNAPSHOT_BROTLI, which a host sends where it keeps
the build's copies, and SNAPSHOT_GZIP, which the page fetches by name and
unpacks itself elsewhere (static/pyodide-snapshot.mjs restores it). Absent
where the build could not make one."""
SNAPSHOT_BROTLI = SNAPSHOT + ".br"
SNAPSHOT_GZIP = SNAPSHOT + ".gz"
SNAPSHOT_BROTLI_WINDOW = 24
"""Brotli's largest window (16 MB): the heap repeats itself over long
distances; at quality 11 it takes the heap to 3.6 MB, where gzip -9 gives
5.1 MB (a minute of the build, made once per snapshot and cached)."""

SNAPSHOT_HEADER_WORDS = 4
"""The 32-bit little-endian words that open a snapshot from Pyodide's
makeMemorySnapshot: a magic number, where the heap starts, the length of the
JSON after the header, and a word Pyodide writes as 0 and never reads."""


def as_difference_from_instantiated_memory(snapshot: bytes, instantiated: bytes) -> bytes:
    """`snapshot` with the first len(`instantiated`) bytes of its heap XORed
    with `instantiated` (the memory as the WebAssembly module is instantiated:
    its data segments, 98 % of which are unchanged in the snapshot and so
    become zeros), and that length in the header's unused fourth word. The
    build's patch to Pyodide's restore (sitebuild.vendor.DIFFERENCE_UNDONE)
    undoes it; brotli takes the snapshot 1 MB smaller so."""
    header = list(struct.unpack_from(f"<{SNAPSHOT_HEADER_WORDS}I", snapshot))
    if header[3] != 0:
        raise BuildError("the snapshot's fourth header word is in use: check sitebuild.vendor's DIFFERENCE_UNDONE")
    start = header[1]
    length = len(instantiated)
    heap = int.from_bytes(snapshot[start : start + length], "little")
    difference = (heap ^ int.from_bytes(instantiated, "little")).to_bytes(length, "little")
    header[3] = length
    rest_of_header = snapshot[4 * SNAPSHOT_HEADER_WORDS : start]
    return struct.pack(f"<{SNAPSHOT_HEADER_WORDS}I", *header) + rest_of_header + difference + snapshot[start + length :]

SNAPSHOT_STDLIB_IMPORTS = ("asyncio", "importlib", "inspect", "json", "random", "pyodide.ffi")
"""Standard-library (and Pyodide) modules app.main and PyScript's own modules
import on every page, beyond those Pyodide's start imports."""

SNAPSHOT_PREPARATION = """\
import importlib, sys, zipimport
sys.path.insert(0, archive_path)
for name in snapshot_imports.split(","):
    importlib.import_module(name)
sys.path.remove(archive_path)
sys.path.remove("")
zipimport._zip_directory_cache.clear()
sys.path_importer_cache.clear()
del importlib, sys, zipimport, name, archive_path, snapshot_imports
"""
"""What Python runs before its memory snapshot is made, by the build (Node,
SNAPSHOT_MAKER) and by a page booting Python in a worker
(static/python-boot-worker.mjs), given `archive_path` (where oddsevens.zip
was written) and `snapshot_imports` (comma separated): it imports the
modules from the zip, takes the zip and the working directory off sys.path
again (the pages' scripts put the zip on it themselves, as they must without
a snapshot; loadPyodide puts the working directory first again), and makes
zipimport forget the zips' indexes, so that a restored Python reads them
afresh from the zips it is given then."""

WORKER_BOOT_MEASURE = "odds-evens: python booted in a worker"
"""The performance measure a page that boots Python in a worker records:
from the bytes handed to the worker to its snapshot back
(static/pyodide-snapshot.mjs). The bench reads it: Chromium slows the CPU
of the page's main thread alone, never a worker's."""

# Node boots the Pyodide of dist/vendor/pyodide/ (the very files the page
# loads: the snapshot holds zipimport's index of python_stdlib.zip), writes
# oddsevens.zip where the page writes it (PACKAGE_ARCHIVE), runs
# SNAPSHOT_PREPARATION, lists the files of the modules imported, clears the
# heap's free memory and saves the memory snapshot.
# Freed memory keeps the bytes it last held (Pyodide's Python allocates every
# object with malloc, and after the imports some 3 MB of the heap is free
# again): the maker collects Python's garbage, then
# takes each free block with malloc, fills it with zeros and frees it again,
# from the largest sizes down, never past the break (the heap must not grow,
# below). The brotli snapshot comes out 0.37 MB (7.5 %) smaller.
# Arguments: indexURL, oddsevens.zip, its path in Pyodide, the snapshot's path,
# the path of the JSON list of the files imported, the modules (comma separated),
# SNAPSHOT_PREPARATION. It exits with status 3 when the imports grew
# the heap: a snapshot larger than the initial heap cannot be restored (Pyodide #6254).
SNAPSHOT_MAKER = """
const fs = await import("node:fs");
const [indexURL, archive, archivePath, output, listing, modules, preparation] = process.argv.slice(1);
const importedList = "/tmp/imported.json";
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
const initialHeap = pyodide._module.HEAP8.length;
pyodide.FS.writeFile(archivePath, fs.readFileSync(archive));
pyodide.globals.set("archive_path", archivePath);
pyodide.globals.set("snapshot_imports", modules);
pyodide.runPython(preparation);
// The files the snapshot holds as imported modules, for the build to leave
// out of the zips a restored page fetches.
pyodide.globals.set("imported_list", importedList);
pyodide.runPython(`
import json, sys
with open(imported_list, "w") as listing:
    json.dump(sorted({module.__file__ for module in list(sys.modules.values()) if getattr(module, "__file__", None)}), listing)
del json, sys, listing, imported_list
`);
fs.writeFileSync(listing, pyodide.FS.readFile(importedList));
pyodide.runPython("import gc; gc.collect(); del gc");
const heap = pyodide._module;
const brk = () => heap.HEAPU32[heap._emscripten_get_sbrk_ptr() >> 2];
const zeroed = [];
for (let size = 1 << 20; size >= 16; size >>= 2) {
  const breakBefore = brk();
  while (brk() + size + (1 << 20) < heap.HEAP8.length) {
    const block = heap._malloc(size);
    if (!block) break;
    zeroed.push(block);
    heap.HEAPU8.fill(0, block, block + size);
    if (brk() !== breakBefore) break;  // carved from the top: no free block of this size is left
  }
}
for (const block of zeroed) heap._free(block);
if (pyodide._module.HEAP8.length !== initialHeap) {
  console.error(`the imports grew Pyodide's heap from ${initialHeap} to ${pyodide._module.HEAP8.length} bytes`);
  process.exit(3);
}
fs.writeFileSync(output, pyodide.makeMemorySnapshot());
"""


BROWSER_IMPORT = re.compile(r"^\s*(?:import|from)\s+(?:js|pyscript|pyodide)\b", re.M)
"""An import of what exists only in the browser: js, pyscript, pyodide."""


def needs_the_browser(module: Path) -> bool:
    """Whether the module imports what exists only in the browser (app.main,
    and the browser's side of the page it wires up)."""
    return BROWSER_IMPORT.search(module.read_text(encoding="utf-8")) is not None


def snapshot_imports() -> list[str]:
    """What a game page and the bots' worker import before they are ready:
    the standard library of SNAPSHOT_STDLIB_IMPORTS, the engine with its
    computer players, and every page module but app.main and the others
    that need the browser (`needs_the_browser`), which run after the
    restore. The renderers and the computer's plans too, which are imported
    only when a game first draws its board or asks for a move
    (`Game.renderer`, `Game.plan`)."""
    pages = sorted(
        ".".join(path.relative_to(PY).with_suffix("").parts[: -1 if path.stem == "__init__" else None])
        for path in (PY / "app").rglob("*.py")
        if not needs_the_browser(path)
    )
    renderers = sorted(f"oddsevens.render.{path.stem}" for path in (PY / "oddsevens" / "render").glob("*_svg.py"))
    plans = sorted(f"oddsevens.ai.{path.stem}" for path in (PY / "oddsevens" / "ai").glob("*_plan.py"))
    return [*SNAPSHOT_STDLIB_IMPORTS, "oddsevens", "oddsevens.ai", *renderers, *plans, *pages]


@dataclass(frozen=True)
class Snapshot:
    """A memory snapshot, in the two forms the site stores, and what it already holds."""

    gzipped: bytes
    brotli: bytes
    imported: frozenset[str]
    """The files of the modules imported in it, as paths in Pyodide
    (/lib/python314.zip/json/__init__.py, PACKAGE_ARCHIVE + /app/board.pyc)."""

    def packed(self) -> bytes:
        """Both as one zip, the form node_modules/.cache keeps."""
        packed = io.BytesIO()
        with zipfile.ZipFile(packed, "w") as archive:
            archive.writestr("snapshot.bin.gz", self.gzipped)
            archive.writestr("snapshot.bin.br", self.brotli)
            archive.writestr("imported.json", json.dumps(sorted(self.imported)))
        return packed.getvalue()

    @classmethod
    def unpacked(cls, packed: bytes) -> Snapshot:
        with zipfile.ZipFile(io.BytesIO(packed)) as archive:
            imported = frozenset(json.loads(archive.read("imported.json")))
            return cls(archive.read("snapshot.bin.gz"), archive.read("snapshot.bin.br"), imported)


def make_snapshot(pyodide_folder: Path, package: Path) -> Snapshot | None:
    """The memory snapshot of the Pyodide in `pyodide_folder` (dist's copy)
    with `package` (oddsevens.zip) at PACKAGE_ARCHIVE and snapshot_imports()
    imported from it, cached in node_modules/.cache by the hash of all of
    those; None where there is no Node or the snapshot would not restore:
    pages then boot Python as they always did."""
    imports = snapshot_imports()
    digest = hashlib.sha256(
        ",".join(imports).encode() + b"\0" + SNAPSHOT_MAKER.encode() + SNAPSHOT_PREPARATION.encode() + PACKAGE_ARCHIVE.encode(),
    )
    digest.update(inspect.getsource(as_difference_from_instantiated_memory).encode())
    for name in PYODIDE_FILES:
        digest.update(hashlib.sha256((pyodide_folder / name).read_bytes()).digest())
    digest.update(hashlib.sha256(package.read_bytes()).digest())

    def snapshot(node: str, folder: Path) -> bytes | None:
        log("making the memory snapshot with Pyodide (Node)")
        raw = folder / "snapshot.bin"
        listing = folder / "imported.json"
        made = subprocess.run(
            [
                node, "--input-type=module", "-e", SNAPSHOT_MAKER,
                pyodide_folder.as_posix() + "/", str(package), PACKAGE_ARCHIVE, str(raw), str(listing), ",".join(imports),
                SNAPSHOT_PREPARATION,
            ],
        )
        if made.returncode == 3:
            log("no memory snapshot: it would be larger than Pyodide's initial heap and fail to restore")
            return None
        made.check_returncode()
        instantiated = webassembly.initial_memory((pyodide_folder / "pyodide.asm.wasm").read_bytes())
        heap = as_difference_from_instantiated_memory(raw.read_bytes(), instantiated)
        log("compressing the memory snapshot (about a minute)")
        brotli_bytes = brotli.compress(heap, quality=11, lgwin=SNAPSHOT_BROTLI_WINDOW)
        imported = frozenset(json.loads(listing.read_text(encoding="utf-8")))
        return Snapshot(gzip_bytes(heap), brotli_bytes, imported).packed()

    packed = cached_node_result("snapshot", digest, ".zip", "no memory snapshot, pages boot Python from scratch", snapshot)
    return None if packed is None else Snapshot.unpacked(packed)


SNAPSHOT_STDLIB = "vendor/pyodide/snapshot-stdlib.zip"
SNAPSHOT_PACKAGE = "vendor/pyodide/snapshot-oddsevens.zip"
"""python_stdlib.zip and oddsevens.zip without the modules the snapshot
holds: what a page restored from it may still import (static/pyodide-snapshot.mjs
fetches these, and the whole zips only where it boots Python instead)."""

STARTING_ZIPS = (IMPORTED_STDLIB, PACKAGE, SNAPSHOT_STDLIB, SNAPSHOT_PACKAGE)
"""The zips a page fetches as Python starts (IMPORTED_STDLIB and PACKAGE to
boot it, SNAPSHOT_STDLIB and SNAPSHOT_PACKAGE to restore the snapshot):
written stored, each entry as it is, and kept compressed only
(sitebuild.compress): brotli over the whole zip takes a third off a zip
deflated entry by entry (imported-stdlib.zip 1.10 -> 0.79 MB, oddsevens.zip
0.83 -> 0.53 MB), and gzip, for a host without the build's copies, about
as much as deflate did. static/pyodide-snapshot.mjs fetches them."""


def without_imported(source: Path, target: Path, mounted_at: str, imported: frozenset[str]) -> None:
    """A copy of the zip `source`, mounted in Pyodide at `mounted_at`, without
    the files of `imported`: a module's source and its bytecode both go."""
    held = {name.removesuffix("c") for name in imported if name.startswith(mounted_at + "/")}
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(target, "w") as copy:
        for info in original.infolist():
            if f"{mounted_at}/{info.filename}".removesuffix("c") not in held:
                copy.writestr(stored(info), original.read(info))


def write_snapshot_companions(dest: Path, snapshot: Snapshot) -> None:
    """dest/SNAPSHOT's two forms and the zips a page restored from it fetches (SNAPSHOT_STDLIB, SNAPSHOT_PACKAGE)."""
    (dest / SNAPSHOT_GZIP).write_bytes(snapshot.gzipped)
    (dest / SNAPSHOT_BROTLI).write_bytes(snapshot.brotli)
    without_imported(dest / IMPORTED_STDLIB, dest / SNAPSHOT_STDLIB, STDLIB_IN_PYODIDE, snapshot.imported)
    without_imported(dest / PACKAGE, dest / SNAPSHOT_PACKAGE, PACKAGE_ARCHIVE, snapshot.imported)


def gzip_bytes(data: bytes) -> bytes:
    """gzip at the highest level, with no name or date in the header, so an unchanged site builds the same bytes."""
    return gzip.compress(data, compresslevel=9, mtime=0)
