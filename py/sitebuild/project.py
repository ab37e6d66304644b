"""Where the project's files are, the build's log line and its error."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
VENV = ROOT / ".venv"
PY = ROOT / "py"


class BuildError(ValueError):
    """Something in the project's files that stops the build; the message says what and where."""


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)
