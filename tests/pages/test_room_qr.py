"""The invitation's QR code (app.rooms.qr): SVG that scales with its box,
named for a screen reader, dark modules on a white ground with its quiet
zone, and exactly the modules segno computes for the address at level M;
nothing while segno is not loaded. And loading segno into the page
(app.rooms.qr_loader), with the browser faked: from the build's archive,
or not at all, never an error."""

from __future__ import annotations

import asyncio
import io
import re
import sys
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path
from types import SimpleNamespace

import pytest
import segno

from app.rooms import qr, qr_loader
from sitebuild import segno_archive

ADDRESS = "https://friends.example/odds-and-evens/index.html?game=even-odds&room=7f3a9c2e41b8&players=4"
LABEL = 'Invitation to "Bea & Cy\'s" room <scan me>'
SVG = "{http://www.w3.org/2000/svg}"


def drawn(address: str = ADDRESS) -> ET.Element:
    code = qr.invitation_code(address, LABEL)
    assert code is not None
    return ET.fromstring(code)


def dark_cells(path: str) -> set[tuple[int, int]]:
    """The modules a segno line path draws: `M x y.5` moves to a row, `m dx dy`
    moves by so much, `h n` draws n modules along the row."""
    cells: set[tuple[int, int]] = set()
    assert re.fullmatch(r"(?:[Mm]-?[\d.]+ -?[\d.]+|h\d+)+", path), "only the commands read here"
    x = y = 0.0
    for command, first, second in re.findall(r"([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?", path):
        if command == "M":
            x, y = float(first), float(second)
        elif command == "m":
            x, y = x + float(first), y + float(second)
        else:
            cells.update((int(x) + step, int(y)) for step in range(int(first)))
            x += float(first)
    return cells


def test_the_code_is_svg_that_scales_with_its_box_and_is_named_for_a_screen_reader():
    root = drawn()
    assert root.tag == f"{SVG}svg"
    assert root.get("role") == "img"
    assert root.get("aria-label") == LABEL
    assert root.get("width") is None and root.get("height") is None
    size = len(segno.make_qr(ADDRESS, error="m").matrix) + 8  # four modules of quiet zone each side
    assert root.get("viewBox") == f"0 0 {size} {size}"


def test_the_modules_are_those_segno_computes_for_the_address_at_level_m():
    root = drawn()
    matrix = segno.make_qr(ADDRESS, error="m").matrix
    expected = {(qr.QUIET_ZONE + x, qr.QUIET_ZONE + y) for y, row in enumerate(matrix) for x, dark in enumerate(row) if dark}
    (lines,) = [path for path in root.iter(f"{SVG}path") if path.get("stroke")]
    assert lines.get("stroke") == qr.DARK
    assert dark_cells(lines.get("d", "")) == expected
    assert segno.make_qr(ADDRESS, error="m").error in ("M", "Q", "H"), "at least level M"
    other = drawn(ADDRESS.replace("7f3a", "7f3b"))
    (other_lines,) = [path for path in other.iter(f"{SVG}path") if path.get("stroke")]
    assert dark_cells(other_lines.get("d", "")) != expected, "another room, another code"


def test_a_white_ground_covers_the_whole_code_quiet_zone_included_first():
    root = drawn()
    size = int(root.get("viewBox", "").split()[2])
    ground, *_ = root.iter(f"{SVG}path")
    assert ground.get("fill") == qr.LIGHT == "#fff"
    assert ground.get("d") == f"M0 0h{size}v{size}h-{size}z"


def test_a_short_address_is_still_a_full_qr_code_not_a_micro_one():
    root = drawn("http://a.b/")
    assert int(root.get("viewBox", "").split()[2]) == 21 + 2 * qr.QUIET_ZONE


def test_nothing_is_drawn_while_segno_is_not_loaded(monkeypatch):
    monkeypatch.setitem(sys.modules, "segno", None)  # import segno raises ImportError
    assert qr.invitation_code(ADDRESS, LABEL) is None


class Response:
    def __init__(self, status: int, body: bytes) -> None:
        self.status, self.ok, self.body = status, status == 200, body

    async def arrayBuffer(self) -> bytes:
        return self.body


@pytest.fixture
def browser(monkeypatch, tmp_path):
    """The browser's side as load_segno uses it, serving the build's archive:
    `served` maps an address to (status, body) and `fetched` lists the
    addresses asked for; Pyodide's unpackArchive unpacks a zip in Python."""
    segno_archive.write_segno_archive(tmp_path / "site")
    fake = SimpleNamespace(
        served={qr_loader.SEGNO_ARCHIVE: (200, (tmp_path / "site" / qr_loader.SEGNO_ARCHIVE).read_bytes())},
        fetched=[],
        warnings=[],
    )

    async def fetch(address):
        fake.fetched.append(address)
        if address not in fake.served:
            raise OSError("TypeError: Failed to fetch")
        return Response(*fake.served[address])

    def unpack_archive(buffer, archive_format, options):
        assert archive_format == "zip"
        zipfile.ZipFile(io.BytesIO(buffer)).extractall(options.extractDir)

    js = SimpleNamespace(
        fetch=fetch,
        console=SimpleNamespace(warn=fake.warnings.append),
        Object=SimpleNamespace(fromEntries=lambda entries: SimpleNamespace(**dict(entries))),
    )
    ffi = SimpleNamespace(to_js=lambda value, dict_converter: dict_converter(value.items()))
    monkeypatch.setitem(sys.modules, "js", js)
    monkeypatch.setitem(sys.modules, "pyodide", SimpleNamespace(ffi=ffi))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    monkeypatch.setitem(sys.modules, "pyodide_js", SimpleNamespace(unpackArchive=unpack_archive))
    monkeypatch.setattr(qr_loader, "LIBRARIES", str(tmp_path / "libraries"))
    return fake


def zip_of(files: dict[str, bytes]) -> bytes:
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return packed.getvalue()


def segno_modules() -> list[str]:
    return [name for name in sys.modules if name == "segno" or name.startswith("segno.")]


@pytest.fixture
def without_segno(monkeypatch):
    """A Python where segno is not installed, as on the page before a room opens."""
    for name in segno_modules():
        monkeypatch.delitem(sys.modules, name)
    installed_in = str(Path(segno.__file__).parent.parent)
    monkeypatch.setattr(sys, "path", [entry for entry in sys.path if entry != installed_in])
    yield
    for name in segno_modules():  # the copy loaded from the archive; monkeypatch then puts the installed one back
        del sys.modules[name]


def test_segno_is_loaded_from_the_build_s_archive_and_draws_the_code(browser, without_segno):
    assert qr.invitation_code(ADDRESS, LABEL) is None
    assert asyncio.run(qr_loader.load_segno(qr_loader.SEGNO_ARCHIVE)) is True
    assert browser.fetched == [qr_loader.SEGNO_ARCHIVE]
    assert sys.modules["segno"].__file__.startswith(qr_loader.LIBRARIES + "/segno/")
    code = qr.invitation_code(ADDRESS, LABEL)
    assert code is not None and ET.fromstring(code).get("aria-label") == LABEL
    assert asyncio.run(qr_loader.load_segno(qr_loader.SEGNO_ARCHIVE)) is True
    assert browser.fetched == [qr_loader.SEGNO_ARCHIVE], "loaded once"
    assert not browser.warnings


def test_segno_already_there_is_not_fetched(browser):
    assert asyncio.run(qr_loader.load_segno(qr_loader.SEGNO_ARCHIVE)) is True
    assert browser.fetched == []


@pytest.mark.parametrize(
    "served",
    [
        {},  # the network is down
        {qr_loader.SEGNO_ARCHIVE: (404, b"Not found")},
        {qr_loader.SEGNO_ARCHIVE: (200, b"PK\x03\x04 cut short")},
        {qr_loader.SEGNO_ARCHIVE: (200, b"")},
        {qr_loader.SEGNO_ARCHIVE: (200, zip_of({"segno/__init__.py": b"raise ImportError('a broken copy')"}))},
        {qr_loader.SEGNO_ARCHIVE: (200, zip_of({"other/__init__.py": b""}))},
    ],
    ids=["offline", "missing", "truncated", "empty", "broken", "another-package"],
)
def test_any_failure_to_load_segno_is_false_with_a_warning_and_no_code(browser, without_segno, served):
    browser.served = served
    assert asyncio.run(qr_loader.load_segno(qr_loader.SEGNO_ARCHIVE)) is False
    assert len(browser.warnings) == 1, browser.warnings
    assert qr.invitation_code(ADDRESS, LABEL) is None
