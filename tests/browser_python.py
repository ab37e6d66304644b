"""Python in the browser for the benchmarks: the site's own copy of Pyodide,
with `oddsevens` imported from the site's `oddsevens.zip`, driven by Playwright.

`python3 build.py bench` and `python3 build.py bench-ai` both measure code in
Chromium through this module; the tests never import it.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests"))

import sitebuild  # noqa: E402
from sitebuild import package, serve  # noqa: E402
from conftest import BOOT_TIMEOUT_MS, CHROMIUM_FLAGS, system_chromium  # noqa: E402

BARE_PAGE = "bare-pyodide.html"

# performance.now() counts from the navigation, as the site's own marks do.
BARE_MARKUP = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Pyodide alone</title></head>
<body>
<script type="module">
const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", location.href).href });
pyodide.runPython("1 + 1");
window.pyodide = pyodide;
window.bootMs = performance.now();
document.documentElement.dataset.ready = "";
</script>
</body>
</html>
"""

LOAD_PACKAGE = """
async (archivePath) => {
  const archive = await (await fetch("oddsevens.zip")).arrayBuffer();
  window.pyodide.FS.writeFile(archivePath, new Uint8Array(archive));
  window.pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(archivePath)})`);
}
"""


@contextmanager
def served_site() -> Iterator[tuple[Path, str]]:
    """A fresh build of the site plus the bare Pyodide page, on a free port."""
    os.environ["ODDSEVENS_QUIET"] = "1"
    with tempfile.TemporaryDirectory(prefix="oddsevens-bench-") as folder:
        dist = sitebuild.build(Path(folder) / "dist")
        (dist / BARE_PAGE).write_text(BARE_MARKUP, encoding="utf-8")
        server = serve.make_server(dist, 0)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield dist, f"http://127.0.0.1:{server.server_address[1]}/"
        finally:
            server.shutdown()


def launch_options() -> dict[str, Any]:
    """The tests' Chromium and flags, for `launch` and `launch_persistent_context` alike."""
    options: dict[str, Any] = {"args": CHROMIUM_FLAGS}
    executable = system_chromium()
    if executable:
        options["executable_path"] = executable
    return options


@contextmanager
def chromium() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        try:
            yield browser
        finally:
            browser.close()


def python_page(browser: Any, base: str) -> Any:
    """A page with Pyodide booted and `oddsevens` importable."""
    page = browser.new_page()
    page.goto(base + BARE_PAGE)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.evaluate(LOAD_PACKAGE, package.PACKAGE_ARCHIVE)
    return page


def run_python(page: Any, code: str, timeout_ms: int = 600_000) -> Any:
    """Runs `code` in the page's Pyodide; its last expression, a JSON text, comes back decoded."""
    page.set_default_timeout(timeout_ms)
    return json.loads(page.evaluate("code => window.pyodide.runPython(code)", code))
