"""Shared fixtures: the built site served on a free port, and Chromium.

Browser tests build the site once per session into a temporary folder and
serve it themselves. They use the Chromium that `python3 build.py test` chose
(sitebuild.browsers), or, when pytest runs on its own, the system's where
there is one, with the flags a closed network needs (CHROMIUM_FLAGS);
otherwise Playwright's own.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

import even_takes  # noqa: E402, F401  (registers a sixth game, for the tests only)
import sitebuild  # noqa: E402
from sitebuild import browsers, room_service, serve, signalling  # noqa: E402

CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # Shared memory in /tmp: a container's /dev/shm (64 MB by default) runs
    # out when several pages draw at once, crashing them with memory to spare.
    "--disable-dev-shm-usage",
    "--lang=en-US",  # English pages whatever the machine's language (test_browser_languages.py chooses others)
]
BOOT_TIMEOUT_MS = 90_000


def system_chromium() -> str | None:
    """The Chromium build.py chose (browsers.CHROMIUM_VARIABLE), else the system's; None leaves Playwright its own."""
    return os.environ.get(browsers.CHROMIUM_VARIABLE) or browsers.system_chromium()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    args = {**browser_type_launch_args, "args": CHROMIUM_FLAGS}
    chromium = system_chromium()
    if chromium:
        args["executable_path"] = chromium
    return args


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Pages load as on a first visit, without the offline service worker caching
    the whole site in the background; test_browser_offline.py allows it."""
    return {**browser_context_args, "service_workers": "block"}


SIGNALLING_PORT = 9417
"""Where the tests run their own signalling service for rooms (`signalling`)."""
ROOM_SETTINGS = {
    room_service.SERVICE_VARIABLE: signalling.LOCAL_SERVICE.format(port=SIGNALLING_PORT),
    room_service.ICE_VARIABLE: "[]",
}
"""The test build's rooms: the local service, on the page's own host, and
no STUN server (every device is on this machine)."""


@pytest.fixture(scope="session")
def room_service_running(tmp_path_factory) -> Iterator[None]:
    """The signalling service the test build names, for the tests of rooms."""
    process = signalling.start_signalling(SIGNALLING_PORT, tmp_path_factory.mktemp("signalling") / "peerjs.log")
    yield
    process.terminate()
    process.wait()


BUILD_SCRIPT = "import sys; from pathlib import Path; import even_takes, sitebuild; sitebuild.build(Path(sys.argv[1]))"
"""The session's build, with the tests' sixth game registered as in this process."""


class BackgroundBuild:
    """The site built in a process of its own, started once the tests are
    collected: the tests that need no built site (pyproject.toml runs them
    first) run meanwhile on the other core, instead of waiting for the two
    minutes a build with cold caches takes (the memory snapshot, brotli)."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="oddsevens-site-"))
        self.log = self.folder / "build.log"
        search_path = os.pathsep.join([str(ROOT / "py"), str(ROOT / "tests" / "support")])
        environment = {**os.environ, "ODDSEVENS_QUIET": "1", "PYTHONPATH": search_path, **ROOM_SETTINGS}
        with self.log.open("wb") as log:
            command = [sys.executable, "-c", BUILD_SCRIPT, str(self.folder / "dist")]
            self.process = subprocess.Popen(command, cwd=ROOT, env=environment, stdout=log, stderr=subprocess.STDOUT)

    def wait(self) -> Path:
        """The built site, once the build ended; a failed build fails the test that needed it, with its output."""
        if self.process.wait() != 0:
            output = self.log.read_text(errors="replace")[-4000:]
            pytest.fail(f"the site did not build (exit {self.process.returncode}):\n{output}", pytrace=False)
        return self.folder / "dist"

    def remove(self) -> None:
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


BACKGROUND_BUILD = pytest.StashKey[BackgroundBuild]()


BUILT_SITE = os.environ.get("ODDSEVENS_BUILT_SITE")
"""A site built already (a dist/ folder) that the browser tests use instead
of building one: for running a few of them again while working; the suite
(`python3 build.py test`) always builds its own."""


def pytest_collection_finish(session: pytest.Session) -> None:
    """Starts the build at once where any collected test needs the built site."""
    if BUILT_SITE:
        return
    if any("site_folder" in getattr(item, "fixturenames", ()) for item in session.items):
        session.config.stash[BACKGROUND_BUILD] = BackgroundBuild()


def pytest_sessionfinish(session: pytest.Session) -> None:
    build = session.config.stash.get(BACKGROUND_BUILD, None)
    if build is not None:
        build.remove()



@pytest.fixture(scope="session")
def site_folder(request, tmp_path_factory) -> Path:
    """A freshly built site (dist/), once per session; tests may read it, never change it."""
    if BUILT_SITE:
        return Path(BUILT_SITE)
    os.environ["ODDSEVENS_QUIET"] = "1"
    build = request.config.stash.get(BACKGROUND_BUILD, None)
    if build is None:
        os.environ.update(ROOM_SETTINGS)
        return sitebuild.build(tmp_path_factory.mktemp("site") / "dist")
    return build.wait()


@pytest.fixture(scope="session")
def site(site_folder):
    """Base URL of the freshly built site, served on a free local port."""
    server = serve.make_server(site_folder, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


def machine_state() -> str:
    """Free memory and the kernel's out-of-memory kills, when the kernel lets us read them."""
    lines = []
    try:
        meminfo = dict(line.split(":", 1) for line in Path("/proc/meminfo").read_text().splitlines())
        lines.append(f"MemAvailable {meminfo['MemAvailable'].strip()} of {meminfo['MemTotal'].strip()}; load {os.getloadavg()}")
    except (OSError, KeyError, ValueError):
        pass
    try:
        shm = os.statvfs("/dev/shm")
        lines.append(f"/dev/shm {shm.f_bavail * shm.f_frsize // 2**20} MB free of {shm.f_blocks * shm.f_frsize // 2**20} MB")
    except OSError:
        pass
    try:
        kernel = subprocess.run(["dmesg"], capture_output=True, text=True, timeout=5).stdout.splitlines()
        lines += [line for line in kernel if "oom" in line.lower() or "killed process" in line.lower()][-10:]
    except (OSError, subprocess.SubprocessError):
        lines.append("(dmesg unreadable)")
    return "\n".join(lines)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A page that crashed says what the machine looked like then: Chromium's
    renderers are the kernel's first choice when memory runs out."""
    outcome = yield
    report = outcome.get_result()
    if report.failed and call.excinfo is not None and "crash" in str(call.excinfo.value).lower():
        report.sections.append(("machine when the page crashed", machine_state()))


class Visit:
    """A page of the site, with every request and browser error recorded."""

    def __init__(self, page, base: str) -> None:
        self.page = page
        self.base = base
        self.foreign: list[str] = []
        self.errors: list[str] = []
        page.on("request", self._request)
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("console", self._console)

    def _console(self, message) -> None:
        if message.type == "error":
            self.errors.append(message.text)

    def _request(self, request) -> None:
        host = urlparse(request.url).hostname
        if request.url.startswith(("data:", "blob:")):
            return
        if host not in ("127.0.0.1", "localhost"):
            self.foreign.append(request.url)

    def open(self, query: str = "") -> None:
        self.page.goto(self.base + query)
        self.page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)

    def reload(self) -> None:
        self.page.reload()
        self.page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)


@pytest.fixture
def visit(page, site):
    page.set_default_timeout(20_000)
    return Visit(page, site)


@pytest.fixture
def on_a_phone(new_context, playwright, site) -> Callable[..., Any]:
    """Opens a game's address on a phone held upright (a Pixel 7: touch,
    small screen) and waits until the page is ready; `clock=True` installs
    Playwright's clock first, so the test moves time on by hand."""

    def open_address(address: str, clock: bool = False) -> Any:
        page = new_context(**playwright.devices["Pixel 7"]).new_page()
        if clock:
            page.clock.install()
        page.goto(site + address)
        page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
        return page

    return open_address


def play_until_the_result(page, ready: str, take_turn: Callable[[Any], None], turns: int, timeout_ms: int = 30_000) -> str:
    """Takes turns in the browser, each once `ready` (or the result) shows,
    until the game-over panel appears, and gives the result sentence (the
    status line, where the page says it)."""
    for _ in range(turns):
        page.wait_for_selector(f".result, {ready}", timeout=timeout_ms)
        if page.locator(".result").count():
            break
        take_turn(page)
    page.locator(".result").wait_for()
    return page.inner_text("#status")
