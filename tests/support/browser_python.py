"""Python in the browser for the benchmarks: the site's own copy of Pyodide,
with `oddsevens` imported from the site's `oddsevens.zip`, driven by Playwright.

`python3 build.py bench` and `python3 build.py bench-ai` both measure code in
Chromium through this module. Its network profiles (Chromium's emulation of a
slower network and CPU, `emulate`) serve the tests of loading as well.
"""

from __future__ import annotations

import itertools
import json
import os
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests"))

import sitebuild  # noqa: E402
from app.package_archive import PACKAGE_ARCHIVE  # noqa: E402
from conftest import BOOT_TIMEOUT_MS, CHROMIUM_FLAGS, system_chromium  # noqa: E402
from sitebuild import serve  # noqa: E402

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
    page.evaluate(LOAD_PACKAGE, PACKAGE_ARCHIVE)
    return page


def run_python(page: Any, code: str, timeout_ms: int = 600_000) -> Any:
    """Runs `code` in the page's Pyodide; its last expression, a JSON text, comes back decoded."""
    page.set_default_timeout(timeout_ms)
    return json.loads(page.evaluate("code => window.pyodide.runPython(code)", code))


@dataclass(frozen=True)
class NetworkProfile:
    """A network and CPU that Chromium emulates over DevTools; without figures,
    the machine's own loopback as it is."""

    name: str
    down_mbit: float | None = None
    latency_ms: float = 0
    up_mbit: float = 0
    cpu_slowdown: float = 1

    def describe(self) -> str:
        if self.down_mbit is None:
            return f"{self.name}: no emulation"
        cpu = f", CPU {self.cpu_slowdown:g}x slower" if self.cpu_slowdown != 1 else ""
        return f"{self.name}: {self.down_mbit:g} Mbit/s down, {self.up_mbit:g} up, {self.latency_ms:g} ms latency{cpu}"

    def commands(self) -> list[tuple[str, dict[str, Any]]]:
        """The DevTools commands that put one target on this profile."""
        commands: list[tuple[str, dict[str, Any]]] = []
        if self.down_mbit is not None:
            conditions = {
                "offline": False,
                "latency": self.latency_ms,
                "downloadThroughput": self.down_mbit * 1e6 / 8,
                "uploadThroughput": self.up_mbit * 1e6 / 8,
            }
            commands += [("Network.enable", {}), ("Network.emulateNetworkConditions", conditions)]
        if self.cpu_slowdown != 1:
            commands.append(("Emulation.setCPUThrottlingRate", {"rate": self.cpu_slowdown}))
        return commands

    def least_ms(self, size: int) -> float:
        """The least time `size` bytes take to come down this link: a download
        that came faster was not emulated."""
        return 0.0 if self.down_mbit is None else size * 8 / (self.down_mbit * 1e3)


LOOPBACK = NetworkProfile("loopback")
PROFILES = {
    "loopback": LOOPBACK,
    "20mbps": NetworkProfile("20 Mbps", down_mbit=20, latency_ms=60, up_mbit=5),
    "phone": NetworkProfile("phone", down_mbit=10, latency_ms=100, up_mbit=2, cpu_slowdown=4),
    # Lighthouse's mobile test as its DevTools throttling applies it (issue 47).
    "slow4g": NetworkProfile("slow 4G", down_mbit=1.47456, latency_ms=562.5, up_mbit=0.675, cpu_slowdown=4),
    # Chromium DevTools' "Slow 3G": a link too slow for the snapshot's bytes.
    "slow3g": NetworkProfile("slow 3G", down_mbit=0.4, latency_ms=2000, up_mbit=0.4, cpu_slowdown=4),
}


class Emulation:
    """A profile on a page and on every target it starts. Chromium emulates
    per DevTools target, and a cross-site frame (a process of its own) or a
    worker is a target that the page's conditions do not reach: the page's
    session attaches to each as it starts, paused until it has the profile
    too. Playwright's sessions cannot address the flat sessions of attached
    targets, so they are reached by nested messages
    (Target.sendMessageToTarget). Answers are left unread: a target that
    cannot emulate something (a dedicated worker has no network conditions of
    its own) says so, and runs on."""

    AUTO_ATTACH = ("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": False})

    def __init__(self, context: Any, page: Any, profile: NetworkProfile) -> None:
        self.commands = profile.commands()
        self.ids = itertools.count(1)
        self.session = context.new_cdp_session(page)
        self.session.on("Target.attachedToTarget", lambda event: self.attached([event["sessionId"]]))
        self.session.on("Target.receivedMessageFromTarget", lambda event: self.received([event["sessionId"]], event["message"]))
        for method, params in [*self.commands, self.AUTO_ATTACH]:
            self.session.send(method, params)

    def send(self, path: list[str], method: str, params: dict[str, Any]) -> None:
        """A command to the target at the end of `path`, the sessions from the page's down."""
        message = {"id": next(self.ids), "method": method, "params": params}
        for session_id in reversed(path[1:]):
            wrapped = {"sessionId": session_id, "message": json.dumps(message)}
            message = {"id": next(self.ids), "method": "Target.sendMessageToTarget", "params": wrapped}
        self.session.send("Target.sendMessageToTarget", {"sessionId": path[0], "message": json.dumps(message)})

    def attached(self, path: list[str]) -> None:
        for method, params in [*self.commands, self.AUTO_ATTACH, ("Runtime.runIfWaitingForDebugger", {})]:
            self.send(path, method, params)

    def received(self, path: list[str], text: str) -> None:
        message = json.loads(text)
        if message.get("method") == "Target.attachedToTarget":
            self.attached([*path, message["params"]["sessionId"]])
        elif message.get("method") == "Target.receivedMessageFromTarget":
            self.received([*path, message["params"]["sessionId"]], message["params"]["message"])


def emulate(context: Any, page: Any, profile: NetworkProfile) -> Emulation | None:
    """`profile` on `page` before it navigates, and on the frames and workers it starts."""
    return Emulation(context, page, profile) if profile.commands() else None
