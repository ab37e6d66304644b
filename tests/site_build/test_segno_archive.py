"""segno for the page (sitebuild.segno_archive): the installed package's
sources as vendor/segno.zip, which works on its own, which the offline
precache leaves out (a first visit never downloads it), and whose imports
the pruned standard library keeps."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import segno

from app.rooms.qr_loader import SEGNO_ARCHIVE
from sitebuild import offline, project, segno_archive

ADDRESS = "https://friends.example/index.html?game=dualities&room=0c1d2e3f"


def test_the_archive_holds_segno_s_modules_as_installed_and_builds_the_same_bytes_twice(tmp_path):
    segno_archive.write_segno_archive(tmp_path / "first")
    segno_archive.write_segno_archive(tmp_path / "again")
    first, again = (tmp_path / folder / SEGNO_ARCHIVE for folder in ("first", "again"))
    assert first.read_bytes() == again.read_bytes()
    installed = Path(segno.__file__).parent
    with zipfile.ZipFile(first) as archive:
        names = archive.namelist()
        assert all(name.startswith("segno/") and name.endswith(".py") for name in names)
        assert {"segno/__init__.py", "segno/encoder.py", "segno/writers.py"} <= set(names)
        assert "segno/cli.py" not in names, "the command line stays out"
        for name in names:
            assert archive.read(name) == (installed / name.removeprefix("segno/")).read_bytes()
    assert first.stat().st_size < 100_000


def test_segno_from_the_archive_alone_draws_the_code_the_installed_one_does(tmp_path):
    """Under Python without site-packages (-S): only the zip can give segno."""
    segno_archive.write_segno_archive(tmp_path)
    probe = (
        "import json, sys\n"
        f"sys.path.insert(0, {str(tmp_path / SEGNO_ARCHIVE)!r})\n"
        "import segno\n"
        f"print(json.dumps([segno.__file__, [list(row) for row in segno.make_qr({ADDRESS!r}, error='m').matrix]]))\n"
    )
    ran = subprocess.run([sys.executable, "-S", "-c", probe], capture_output=True, text=True, check=True)
    origin, matrix = json.loads(ran.stdout)
    assert origin.startswith(str(tmp_path / SEGNO_ARCHIVE))
    assert [bytes(row) for row in matrix] == [bytes(row) for row in segno.make_qr(ADDRESS, error="m").matrix]


def test_the_service_worker_does_not_precache_segno(tmp_path):
    for name in ("index.html", SEGNO_ARCHIVE, "vendor/pyodide/pyodide.mjs"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"a file of the site")
    assert offline.precache_manifest(tmp_path)["files"] == ["index.html", "vendor/pyodide/pyodide.mjs"]


def test_the_built_site_ships_segno_and_the_standard_library_it_imports(site_folder):
    with zipfile.ZipFile(site_folder / SEGNO_ARCHIVE) as archive:
        sources = {name: archive.read(name) for name in archive.namelist()}
    assert sources == segno_archive.segno_sources()
    assert SEGNO_ARCHIVE not in offline.precache_manifest(site_folder)["files"]
    imported = set()
    for source in sources.values():
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                imported.add(node.module)
    with zipfile.ZipFile(project.NODE_MODULES / "pyodide" / "python_stdlib.zip") as original:
        pyodide_files = set(original.namelist())
    with zipfile.ZipFile(site_folder / "vendor" / "pyodide" / "python_stdlib.zip") as shipped:
        shipped_files = set(shipped.namelist())
    assert "xml.sax.saxutils" in imported, "segno's SVG writer escapes with it"
    for module in sorted(imported):
        for depth in range(1, module.count(".") + 2):
            path = "/".join(module.split(".")[:depth])
            in_pyodide = {f"{path}.py", f"{path}/__init__.py"} & pyodide_files
            assert in_pyodide <= shipped_files, f"segno imports {module}, which the site's standard library leaves out"
