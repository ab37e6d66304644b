"""Build, serve and test Odds & Evens.

    python3 build.py serve [--port 8000]   install, build dist/, serve it
    python3 build.py build                 install and build dist/ only
    python3 build.py messages              add the sources' new messages to every language's catalogue
    python3 build.py test [pytest args]    install, check the code (ruff, mypy), then run the whole suite
    python3 build.py bench [--rounds N]    measure the site's speed in Chromium
    python3 build.py bench-ai [--games N]  measure the computer players' strength and speed
    python3 build.py puzzles [--game ID]   mine the puzzles again (py/oddsevens/puzzles/), by the exact solvers

This file only installs and dispatches, with the standard library alone, so
it runs on a fresh machine with Python 3.11+ and npm: `npm ci` brings
Pyodide and PyScript (from the committed lock file), .venv gets the
libraries of pyproject.toml, and then the build (py/sitebuild), the tests or
a benchmark run with the Python of .venv. Before the tests or a benchmark,
sitebuild.browsers finds the browsers they drive (installing them where it
can) or stops with what to install.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "py"))

from sitebuild import browsers  # noqa: E402
from sitebuild.install import ensure_node_modules, ensure_venv  # noqa: E402


def installed_python() -> Path:
    """The Python of .venv, with node_modules and .venv up to date."""
    ensure_node_modules()
    return ensure_venv()


def run_site_build(arguments: list[str]) -> NoReturn:
    """`python -m sitebuild ...` in place of this process, with the Python of .venv."""
    run_module(installed_python(), "sitebuild", arguments)


def run_module(python: Path, module: str, arguments: list[str]) -> NoReturn:
    """`python -m <module> ...` in place of this process, with py/ on its path."""
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "py"), os.environ.get("PYTHONPATH")]))}
    os.chdir(ROOT)
    os.execve(python, [str(python), "-m", module, *arguments], environment)


CHECKED_CODE = ["py", "tests", "bench", "build.py"]
"""What ruff and mypy check before the tests, with the settings of pyproject.toml."""


def check_code(python: Path) -> bool:
    """ruff, then mypy, over the project's Python; False, and why, when either finds something."""
    failed = [
        tool
        for tool, command in (("ruff", ["ruff", "check", "--quiet"]), ("mypy", ["mypy"]))
        if subprocess.run([str(python), "-m", *command, *CHECKED_CODE], cwd=ROOT).returncode != 0
    ]
    if failed:
        print(f"{' and '.join(failed)} found problems in the code (listed above): no tests run until they are fixed", file=sys.stderr)
    return not failed


def test(pytest_args: list[str]) -> int:
    """ruff and mypy, then pytest, with the Python of .venv, once the browsers are chosen; no browser tests without Chromium."""
    python = installed_python()
    if not check_code(python):
        return 1
    try:
        engines = browsers.engines_for_a_test_run(python)
    except browsers.BrowserMissing as missing:
        print(missing, file=sys.stderr)
        return 1
    # The suite builds its own site: one built already (tests/conftest.py, BUILT_SITE) is for a few tests run by hand.
    environment = {name: value for name, value in os.environ.items() if name != "ODDSEVENS_BUILT_SITE"}
    result = subprocess.run([str(python), "-m", "pytest", *pytest_args], cwd=ROOT, env={**environment, **engines})
    if result.returncode == 5:
        print("pytest collected no tests: that is a failure here", file=sys.stderr)
        return 1
    return result.returncode


def run_script(script: str, arguments: list[str]) -> int:
    """One of the benchmarks (bench/`script`) with the Python of .venv, which has
    Playwright for the browser half, in the Chromium the tests would use (none with --no-browser)."""
    python = installed_python()
    environment = dict(os.environ)
    if "--no-browser" not in arguments:
        try:
            environment[browsers.CHROMIUM_VARIABLE] = browsers.chromium(python, browsers.apt_get())
        except browsers.BrowserMissing as missing:
            print(missing, file=sys.stderr)
            return 1
    return subprocess.run([str(python), str(ROOT / "bench" / script), *arguments], cwd=ROOT, env=environment).returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    serve_parser = commands.add_parser("serve", help="build dist/ and serve it")
    serve_parser.add_argument("--port", type=int, default=8000)
    serve_parser.add_argument("--host", default="localhost", help="0.0.0.0 serves the home network too (phones in a room)")
    serve_parser.add_argument("--signalling-port", type=int, default=9000, help="the local signalling service's port (rooms)")
    commands.add_parser("build", help="build dist/")
    commands.add_parser("messages", help="bring every language's catalogue (locales/) up to date with the sources")
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
    commands.add_parser(
        "puzzles",
        help="mine the puzzles of Dualities and Evening again with the exact solvers, into py/oddsevens/puzzles/"
        " (--game ID, --count N, --seed S; about an hour)",
        add_help=False,
    )
    args, rest = parser.parse_known_args()
    if args.command == "bench":
        return run_script("site.py", rest)
    if args.command == "test":
        return test(rest)
    if args.command == "bench-ai":
        return run_script("ai.py", rest)
    if args.command == "puzzles":
        run_module(ensure_venv(), "puzzlemaker", rest)
    if rest:
        parser.error(f"unknown arguments: {' '.join(rest)}")
    if args.command == "serve":
        return run_site_build(
            ["serve", "--port", str(args.port), "--host", args.host, "--signalling-port", str(args.signalling_port)]
        )
    return run_site_build([args.command])


if __name__ == "__main__":
    sys.exit(main())
