"""Installing what the build and the tests need: Pyodide and PyScript with
npm, the Python libraries into .venv.

Only the standard library is used here: build.py runs this under the bare
system Python, before the libraries exist.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

from sitebuild.project import NODE_MODULES, ROOT, VENV, log

VENV_GROUPS = ("build", "test")
"""The optional-dependency groups of pyproject.toml that .venv holds."""


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


def venv_requirements() -> list[str]:
    """The pinned requirements of VENV_GROUPS, as pyproject.toml lists them."""
    with open(ROOT / "pyproject.toml", "rb") as file:
        groups = tomllib.load(file)["project"]["optional-dependencies"]
    return [requirement for group in VENV_GROUPS for requirement in groups[group]]


def ensure_venv() -> Path:
    """.venv with the build and test dependencies of pyproject.toml, refreshed
    when they change; gives its Python."""
    python = VENV / "bin" / "python"
    requirements = venv_requirements()
    stamp = VENV / ".requirements"
    wanted = "\n".join(requirements)
    if python.exists() and stamp.exists() and stamp.read_text() == wanted:
        return python
    if not python.exists():
        log("creating .venv")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    log("installing the build and test dependencies: " + ", ".join(requirements))
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *requirements],
        check=True,
    )
    stamp.write_text(wanted)
    return python
