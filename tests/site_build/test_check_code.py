"""`python3 build.py test` checks the code with ruff, then mypy, and runs no
test while either finds something."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from conftest import ROOT

PYTHON = Path("/project/.venv/bin/python")


def build_py_finding(monkeypatch: pytest.MonkeyPatch, failing: set[str]) -> tuple[ModuleType, list[list[str]]]:
    """build.py as a module whose tools fail when named in `failing`, and the commands it starts."""
    specification = importlib.util.spec_from_file_location("build_py", ROOT / "build.py")
    assert specification is not None and specification.loader is not None
    module = importlib.util.module_from_spec(specification)
    specification.loader.exec_module(module)
    started: list[list[str]] = []

    def run(command: list[str], **options: object) -> subprocess.CompletedProcess[str]:
        started.append(command)
        return subprocess.CompletedProcess(command, 1 if command[2] in failing else 0)

    monkeypatch.setattr(module.subprocess, "run", run)
    monkeypatch.setattr(module, "installed_python", lambda: PYTHON)
    return module, started


def test_ruff_then_mypy_over_the_whole_project(monkeypatch: pytest.MonkeyPatch) -> None:
    build_py, started = build_py_finding(monkeypatch, set())
    assert build_py.check_code(PYTHON)
    assert started == [
        [str(PYTHON), "-m", "ruff", "check", "--quiet", "py", "tests", "bench", "build.py"],
        [str(PYTHON), "-m", "mypy", "py", "tests", "bench", "build.py"],
    ]


@pytest.mark.parametrize("failing", [{"ruff"}, {"mypy"}, {"ruff", "mypy"}])
def test_a_finding_stops_the_tests(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], failing: set[str]) -> None:
    build_py, started = build_py_finding(monkeypatch, failing)
    assert build_py.test(["-q"]) == 1
    assert [command[2] for command in started] == ["ruff", "mypy"]
    message = capsys.readouterr().err
    assert all(tool in message for tool in failing)
    assert "no tests run until they are fixed" in message
