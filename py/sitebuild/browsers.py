"""The browsers the tests drive: found on this machine, or installed where that
is safe, before any test runs.

Chromium, which every browser test needs, is chosen in this order:

1. the system's Chromium (or Google Chrome);
2. Playwright's own, when it is installed, or once `playwright install
   chromium` has downloaded it (a machine that reaches only the package
   registries fails that in seconds); as root on Debian or Ubuntu,
   `playwright install-deps chromium` then brings the libraries it needs;
3. on Debian (or a Debian derivative other than Ubuntu) as root, the
   distribution's package: `apt-get update`, `apt-get install -y chromium`;
4. otherwise nothing runs: `BrowserMissing` carries one short paragraph
   naming the command to run on this system.

Ubuntu is the exception in step 3: its Chromium (and Firefox) come only as
snaps (the apt packages `chromium-browser` and `firefox` install the snap),
and a snap's confined browser cannot open the profiles Playwright keeps in
/tmp. So on Ubuntu the test command installs no browser package and names
Google Chrome's .deb or Playwright's download instead; snap wrappers found on
any system are passed over for the same reason.

Firefox ESR and WebKitGTK's WebDriver (`WebKitWebDriver`, which needs a
display: an X server, or Xvfb to start one) are for the tests in those
engines: found, or installed on Debian as root (`firefox-esr`,
`webkit2gtk-driver` and `xvfb`; the last two also on Ubuntu, where they are
ordinary packages); when they cannot be had their lookup gives a one-line
reason, and their tests are skipped with it, never failed.

`python3 build.py test` hands what it chose to the tests in the environment
variables below. Only the standard library is used here: build.py runs this
under the bare system Python. The functions touching the machine (`which`,
`usable_program`, `read_os_release`, `system_name`, `effective_user`, `run`)
are the seams the tests of this module replace to fake one.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from sitebuild.project import log

CHROMIUM_VARIABLE = "ODDSEVENS_CHROMIUM"
FIREFOX_VARIABLE = "ODDSEVENS_FIREFOX"
WEBKIT_DRIVER_VARIABLE = "ODDSEVENS_WEBKIT_DRIVER"

PLAYWRIGHT_DOWNLOAD_TIMEOUT_S = 180
"""Long enough to download Chromium and its headless shell on an ordinary
link; a network that cannot reach Playwright's downloads fails far sooner."""

CHROMIUM_PATHS = (
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
)
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
FIREFOX_PATHS = ("/usr/bin/firefox-esr", "/usr/bin/firefox", "/Applications/Firefox.app/Contents/MacOS/firefox")
FIREFOX_NAMES = ("firefox-esr", "firefox")
WEBKIT_DRIVER_PATHS = ("/usr/bin/WebKitWebDriver",)
WEBKIT_DRIVER_NAMES = ("WebKitWebDriver",)

CHROMIUM_INSTALL_COMMANDS = {
    "debian": "sudo apt-get install chromium",
    "fedora": "sudo dnf install chromium",
    "arch": "sudo pacman -S chromium",
    "suse": "sudo zypper install chromium",
}
"""How each family of Linux installs Chromium, for the paragraph that names it."""

PLAYWRIGHT = ".venv/bin/playwright"


class BrowserMissing(Exception):
    """No Chromium could be had; the message is the paragraph to show."""


@dataclass(frozen=True)
class Found:
    """An engine's program, or the one line that says why there is none."""

    program: str | None
    reason: str = ""


def which(name: str) -> str | None:
    return shutil.which(name)


def usable_program(path: str) -> bool:
    """An executable file that is not a snap's wrapper (see the module's docstring)."""
    return os.path.isfile(path) and os.access(path, os.X_OK) and not runs_a_snap(path)


def runs_a_snap(path: str) -> bool:
    """/snap/bin/chromium, or a script such as Ubuntu's /usr/bin/chromium-browser that starts it."""
    if os.path.realpath(path).startswith("/snap/"):
        return True
    try:
        with open(path, "rb") as file:
            head = file.read(4096)
    except OSError:
        return False
    return head.startswith(b"#!") and b"/snap/" in head


def read_os_release() -> str:
    try:
        return Path("/etc/os-release").read_text()
    except OSError:
        return ""


def system_name() -> str:
    return platform.system()


def effective_user() -> int:
    return os.geteuid()


def run(
    command: list[str], timeout: float | None = None, capture: bool = False, environment: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str] | None:
    """The command's result, or None when it could not start or ran out of time."""
    try:
        return subprocess.run(
            command, timeout=timeout, capture_output=capture, text=True, env={**os.environ, **(environment or {})}
        )
    except (OSError, subprocess.TimeoutExpired):
        return None


def first_usable(paths: tuple[str, ...], names: tuple[str, ...]) -> str | None:
    for candidate in [*paths, *map(which, names)]:
        if candidate and usable_program(candidate):
            return candidate
    return None


def system_chromium() -> str | None:
    return first_usable(CHROMIUM_PATHS, CHROMIUM_NAMES)


def distribution() -> str:
    """'debian', 'ubuntu', 'fedora', 'arch', 'suse', 'macos', or '' for any other
    system; a derivative counts as its parent (os-release's ID_LIKE), and
    Ubuntu's derivatives as Ubuntu."""
    if system_name() == "Darwin":
        return "macos"
    fields = dict(line.split("=", 1) for line in read_os_release().splitlines() if "=" in line)
    ids = " ".join(fields.get(key, "").strip().strip("\"'") for key in ("ID", "ID_LIKE")).split()
    for family in ("ubuntu", "debian", "fedora", "arch", "suse"):
        if family in ids or (family == "fedora" and "rhel" in ids) or (family == "suse" and "opensuse" in ids):
            return family
    return ""


class AptGet:
    """apt-get as root on Debian or Ubuntu, with `apt-get update` once, before the first install."""

    def __init__(self) -> None:
        self.updated = False

    def install(self, packages: list[str]) -> bool:
        log("apt-get install " + " ".join(packages))
        environment = {"DEBIAN_FRONTEND": "noninteractive"}
        if not self.updated:
            update = run(["apt-get", "update"], environment=environment)
            if update is None or update.returncode != 0:
                return False
            self.updated = True
        installed = run(["apt-get", "install", "-y", *packages], environment=environment)
        return installed is not None and installed.returncode == 0


def apt_get() -> AptGet | None:
    """An installer where this process may install the distribution's packages: root on Debian or Ubuntu."""
    if distribution() in ("debian", "ubuntu") and effective_user() == 0:
        return AptGet()
    return None


def playwright_chromium(python: Path) -> str | None:
    """Playwright's own Chromium, as .venv's Playwright knows it, when it is on disk."""
    code = "from playwright.sync_api import sync_playwright\nwith sync_playwright() as p: print(p.chromium.executable_path)"
    answer = run([str(python), "-c", code], timeout=60, capture=True)
    if answer is None or answer.returncode != 0:
        return None
    executable = answer.stdout.strip()
    return executable if executable and usable_program(executable) else None


def download_playwright_chromium(python: Path, installer: AptGet | None) -> str | None:
    """`playwright install chromium`, where the network reaches Playwright's
    downloads, and the libraries it needs where `installer` may install them."""
    log("no Chromium on this machine: asking Playwright to download its own")
    command = [str(python), "-m", "playwright", "install", "chromium"]
    download = run(command, timeout=PLAYWRIGHT_DOWNLOAD_TIMEOUT_S, capture=True)
    if download is None or download.returncode != 0:
        output = download.stderr + download.stdout if download else ""  # the cause first
        errors = [line.strip() for line in output.splitlines() if line.strip().startswith("Error:")]
        log("Playwright could not download Chromium" + (f" ({errors[0]})" if errors else ""))
        return None
    if installer is not None:
        libraries = run([str(python), "-m", "playwright", "install-deps", "chromium"])
        if libraries is None or libraries.returncode != 0:
            log("playwright install-deps chromium failed: Chromium may lack libraries")
    return playwright_chromium(python)


def missing_chromium_paragraph(family: str) -> str:
    """What to do when no Chromium could be had, for this kind of system."""
    opening = "The browser tests need Chromium, and none could be had: no system Chromium, and Playwright could not download its own."
    if family == "ubuntu":
        advice = (
            "Ubuntu's Chromium is a snap, which cannot open Playwright's profiles in /tmp: install Google Chrome's .deb"
            f" package, or run `{PLAYWRIGHT} install --with-deps chromium` where the network"
            " reaches Playwright's downloads."
        )
    elif family == "macos":
        advice = f"Install Google Chrome, or run `{PLAYWRIGHT} install chromium` where the network reaches Playwright's downloads."
    elif family == "debian" and effective_user() == 0:
        advice = "Installing Debian's failed (apt-get's output is above); once `apt-get install chromium` works, run the command again."
    elif family in CHROMIUM_INSTALL_COMMANDS:
        advice = f"Install it with `{CHROMIUM_INSTALL_COMMANDS[family]}`, then run the command again."
    else:
        advice = (
            "Install Chromium or Google Chrome with your system's package manager (as `chromium` or `google-chrome` on"
            f" the PATH), or run `{PLAYWRIGHT} install chromium` where the network reaches Playwright's downloads."
        )
    return f"{opening} {advice}"


def chromium(python: Path, installer: AptGet | None) -> str:
    """The Chromium the tests will drive, installed if need be (see the module's
    docstring); `python` is .venv's, whose Playwright is asked about its own,
    and `installer` apt_get()'s."""
    found = system_chromium() or playwright_chromium(python) or download_playwright_chromium(python, installer)
    if found is None and installer is not None and distribution() == "debian" and installer.install(["chromium"]):
        found = system_chromium()
    if found is None:
        raise BrowserMissing(missing_chromium_paragraph(distribution()))
    return found


def firefox(installer: AptGet | None = None) -> Found:
    """Firefox ESR (or Firefox), installed with `installer` on Debian when missing."""
    found = first_usable(FIREFOX_PATHS, FIREFOX_NAMES)
    if found is None and installer is not None and distribution() == "debian" and installer.install(["firefox-esr"]):
        found = first_usable(FIREFOX_PATHS, FIREFOX_NAMES)
    if found:
        return Found(found)
    if distribution() == "ubuntu":
        return Found(None, "no Firefox outside a snap, which cannot open the tests' profiles in /tmp: install Mozilla's .deb")
    if distribution() == "debian":
        return Found(None, "no Firefox: install it with `sudo apt-get install firefox-esr`")
    return Found(None, "no Firefox: install Firefox ESR with your system's package manager")


def has_display() -> bool:
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def webkit_driver(installer: AptGet | None = None) -> Found:
    """WebKitGTK's WebKitWebDriver, with a display for it or Xvfb to make one;
    installed with `installer` (webkit2gtk-driver, xvfb) when missing."""
    wanted = [] if first_usable(WEBKIT_DRIVER_PATHS, WEBKIT_DRIVER_NAMES) else ["webkit2gtk-driver"]
    if not has_display() and not which("Xvfb"):
        wanted.append("xvfb")
    if wanted and installer is not None:
        installer.install(wanted)
    driver = first_usable(WEBKIT_DRIVER_PATHS, WEBKIT_DRIVER_NAMES)
    if driver is None:
        return Found(
            None, "no WebKitWebDriver: install WebKitGTK's WebDriver (Debian and Ubuntu: `sudo apt-get install webkit2gtk-driver`)"
        )
    if not has_display() and not which("Xvfb"):
        return Found(None, "WebKitGTK needs a display: no DISPLAY and no Xvfb (Debian and Ubuntu: `sudo apt-get install xvfb`)")
    return Found(driver)


def engine_for_tests(variable: str) -> Found:
    """Firefox (FIREFOX_VARIABLE) or WebKitWebDriver (WEBKIT_DRIVER_VARIABLE)
    for their tests: the one `python3 build.py test` chose, else what this
    machine has, never installing; when there is none, the reason to skip with."""
    if os.environ.get(variable):
        return Found(os.environ[variable])
    return firefox() if variable == FIREFOX_VARIABLE else webkit_driver()


def engines_for_a_test_run(python: Path) -> dict[str, str]:
    """The environment variables naming the engines for a test run: Chromium or
    BrowserMissing; Firefox and WebKit when they can be had (each missing one
    logged with its reason, its tests to be skipped)."""
    installer = apt_get()
    environment = {CHROMIUM_VARIABLE: chromium(python, installer)}
    log(f"Chromium: {environment[CHROMIUM_VARIABLE]}")
    for name, variable, found in (
        ("Firefox", FIREFOX_VARIABLE, firefox(installer)),
        ("WebKit", WEBKIT_DRIVER_VARIABLE, webkit_driver(installer)),
    ):
        if found.program:
            environment[variable] = found.program
            log(f"{name}: {found.program}")
        else:
            log(f"{name}: none, its tests will be skipped ({found.reason})")
    return environment
