"""Values Python and the site's scripts share are defined once, in Python,
and the build declares them in the scripts (sitebuild.pages.SHARED_VALUES):
where the package lies in the browser's Python, the storage prefix, the
attributes that make a board's elements something to tap, and the event
that asks for a sound."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from app.embed import PLAIN_EMBED_SLOT
from app.package_archive import ON_PATH, PACKAGE_ARCHIVE
from app.screen import TAPPABLE
from app.sound import SOUND_EVENT
from app.stdlib_on_demand import WHOLE_STDLIB_MODULE
from app.storage import PREFIX, key_for
from app.zoom import TARGETS
from sitebuild import package, pages, project

PYTHON_VALUES = {
    "PACKAGE_ARCHIVE": PACKAGE_ARCHIVE,
    "STORAGE_PREFIX": PREFIX,
    "PLAIN_EMBED_SLOT": PLAIN_EMBED_SLOT,
    "TAPPABLE": list(TAPPABLE),
    "SOUND_EVENT": SOUND_EVENT,
    "ON_PATH": ON_PATH,
    "WHOLE_STDLIB_MODULE": WHOLE_STDLIB_MODULE,
    "SNAPSHOT_IMPORTS": package.snapshot_imports(),
    "SNAPSHOT_PREPARATION": package.SNAPSHOT_PREPARATION,
    "WORKER_BOOT_MEASURE": package.WORKER_BOOT_MEASURE,
}
"""Each value as Python defines it, by the name the scripts use."""

SCRIPT_NAMES = {
    "static/boot.js": {"ON_PATH", "STORAGE_PREFIX", "PLAIN_EMBED_SLOT", "TAPPABLE"},
    "static/pyodide-snapshot.mjs": {"PACKAGE_ARCHIVE", "WHOLE_STDLIB_MODULE", "WORKER_BOOT_MEASURE"},
    "static/python-boot-worker.mjs": {"PACKAGE_ARCHIVE", "SNAPSHOT_IMPORTS", "SNAPSHOT_PREPARATION"},
    "static/sound.js": {"SOUND_EVENT"},
}
"""The scripts served as files, and the shared values each uses."""
LANGUAGE_NAMES = {"STORAGE_PREFIX"}
"""What static/language.js, inlined in every page, uses."""

SPELLED = [PACKAGE_ARCHIVE, PREFIX, *TAPPABLE, SOUND_EVENT]


def declared(script: str) -> str:
    """The declarations the build put at the head of `script`."""
    found = re.match(r"\{?\n?// Shared with Python \(sitebuild\.pages\.SHARED_VALUES\)\.\n((?:const \w+ = .*;\n)+)", script)
    assert found, f"no shared values declared at the head of: {script[:200]!r}"
    return found.group(1)


def as_javascript_reads(declarations: str) -> dict[str, object]:
    """The values as Node reads the declarations."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("no Node to read the declarations with")
    names = re.findall(r"^const (\w+) =", declarations, re.M)
    program = declarations + f"console.log(JSON.stringify({{{', '.join(names)}}}));\n"
    return json.loads(subprocess.run([node, "-e", program], capture_output=True, text=True, check=True).stdout)


def inline_language_script(page: Path) -> str:
    head = page.read_text(encoding="utf-8").split("</head>")[0]
    [script] = re.findall(r"<script>(.*?)</script>", head, re.S)
    return script


@pytest.mark.parametrize("script", sorted(SCRIPT_NAMES))
def test_each_built_script_reads_the_values_python_defines(site_folder, script):
    source = (site_folder / script).read_text(encoding="utf-8")
    assert as_javascript_reads(declared(source)) == {name: PYTHON_VALUES[name] for name in SCRIPT_NAMES[script]}


def test_every_page_s_language_script_reads_the_storage_prefix_python_defines(site_folder):
    built = sorted(site_folder.glob("*.html")) + sorted((site_folder / "rules").glob("*.html"))
    assert len(built) > 4
    read = {as_javascript_reads(declared(inline_language_script(page)))["STORAGE_PREFIX"] for page in built}
    assert read == {PREFIX}
    script = inline_language_script(built[0])
    assert script.startswith("{\n") and script.endswith("\n}"), "in a block of its own, not declared for the whole page"


def test_the_scripts_spell_none_of_the_shared_values_themselves():
    for script in (*SCRIPT_NAMES, "static/language.js"):
        source = (project.ROOT / script).read_text(encoding="utf-8")
        assert not [value for value in SPELLED if value in source], script
        assert not re.search(r"^const (?:" + "|".join(PYTHON_VALUES) + r")\b", source, re.M), f"{script} declares a shared value"
    for module in ("main", "wiring", "browser_screen", "bots_worker", "zoom"):
        source = (project.PY / "app" / f"{module}.py").read_text(encoding="utf-8")
        assert not [value for value in SPELLED if f'"{value}"' in source], module
    assert package.PACKAGE_ARCHIVE is PACKAGE_ARCHIVE


def test_every_script_imports_the_games_from_the_package_where_python_s_start_writes_it():
    """static/pyodide-snapshot.mjs writes oddsevens.zip in Python's home; the
    page's script (boot.js) and the bots' worker's (app.bots_worker) put it on sys.path."""
    assert ON_PATH.startswith(f'import sys\nsys.path.insert(0, "{PACKAGE_ARCHIVE}")\n') and PACKAGE_ARCHIVE.startswith("/home/pyodide/")
    boot = (project.ROOT / "static" / "boot.js").read_text(encoding="utf-8")
    assert "page.textContent = `${ON_PATH}" in boot, "the page's script"
    assert "{ON_PATH}" in (project.PY / "app" / "bots_worker.py").read_text(encoding="utf-8"), "the bots worker's script"


def test_the_storage_prefix_and_the_tappable_attributes_are_the_pages_own():
    assert key_for("dualities") == f"{PREFIX}dualities"
    assert key_for("dualities", PLAIN_EMBED_SLOT) == f"{PREFIX}dualities:{PLAIN_EMBED_SLOT}", "as static/boot.js looks for an embed's game"
    assert TARGETS == ", ".join(f"[{attribute}]" for attribute in TAPPABLE)
    assert set(TAPPABLE) == {"data-cell", "data-tile", "data-die", "data-color"}


def test_a_script_gets_the_values_it_names_and_a_classic_one_keeps_them_to_itself():
    module = pages.with_shared_values('import { _ } from "./words.js";\nlocalStorage.getItem(`${STORAGE_PREFIX}x`);\n')
    assert module.startswith("// Shared with Python") and f"const STORAGE_PREFIX = {json.dumps(PREFIX)};\nimport" in module
    assert "PACKAGE_ARCHIVE" not in module and "TAPPABLE" not in module, "only what it names"
    classic = pages.with_shared_values("(() => TAPPABLE)();")
    declaration = f"const TAPPABLE = {json.dumps(list(TAPPABLE))};\n"
    assert classic == f"{{\n// Shared with Python (sitebuild.pages.SHARED_VALUES).\n{declaration}(() => TAPPABLE)();\n}}"
    assert pages.with_shared_values("console.log(1);") == "console.log(1);"
