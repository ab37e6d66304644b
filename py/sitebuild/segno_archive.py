"""segno, the QR code library that draws a room's invitation (app.rooms.qr),
for the page: the Python sources of the build's own segno (the version
pyproject.toml pins) as dist/vendor/segno.zip, which the page fetches and
unpacks only when a room opens (app.rooms.qr_loader). The service worker
does not precache it (sitebuild.offline), so a first visit never downloads
it; the pruned standard library keeps what it imports (sitebuild.package)."""

from __future__ import annotations

import importlib.util
import zipfile
from pathlib import Path

from app.rooms.qr_loader import SEGNO_ARCHIVE
from sitebuild.project import BuildError

LEFT_OUT = frozenset({"cli.py"})
"""segno's command line: no page runs it, and its imports (argparse) would
stay in the pruned standard library that every first visit downloads."""


def segno_sources() -> dict[str, bytes]:
    """{path in the zip: source} of the installed segno's modules but LEFT_OUT:
    segno/__init__.py, segno/writers.py..."""
    spec = importlib.util.find_spec("segno")
    if spec is None or spec.origin is None:
        raise BuildError("segno is not installed: build.py installs it into .venv with the build's other libraries (pyproject.toml)")
    folder = Path(spec.origin).parent
    return {
        f"segno/{path.relative_to(folder).as_posix()}": path.read_bytes()
        for path in sorted(folder.rglob("*.py"))
        if path.relative_to(folder).as_posix() not in LEFT_OUT
    }


def write_segno_archive(dest: Path) -> None:
    """dest/SEGNO_ARCHIVE: segno_sources() as a zip, every entry dated
    1980-01-01 (ZipInfo's own date, as sitebuild.package's ZIP_EPOCH) so
    that the same segno builds the same bytes."""
    target = dest / SEGNO_ARCHIVE
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w") as archive:
        for name, source in segno_sources().items():
            archive.writestr(zipfile.ZipInfo(name), source, zipfile.ZIP_DEFLATED, compresslevel=9)
