"""Choosing the tests' browsers (sitebuild.browsers) on faked machines: the
programs on disk, /etc/os-release, the user and every command run are
replaced, so nothing here installs, downloads or touches the network."""

from __future__ import annotations

import importlib.util
import os
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT
from sitebuild import browsers

PYTHON = Path("/project/.venv/bin/python")
PLAYWRIGHT_CHROMIUM = "/home/someone/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome"
DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n'
UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n'
APT_PACKAGES = {
    "chromium": "/usr/bin/chromium",
    "firefox-esr": "/usr/bin/firefox-esr",
    "webkit2gtk-driver": "/usr/bin/WebKitWebDriver",
    "xvfb": "/usr/bin/Xvfb",
}
"""What each Debian package puts on the faked disk."""


class FakeMachine:
    """A machine with the given programs, os-release and user, where commands
    are recorded and answered as a closed network would: Playwright's query
    of its Chromium works, its download fails unless `playwright_downloads`,
    apt-get works unless `apt_works` is False."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.programs: set[str] = set()
        self.os_release = DEBIAN
        self.system = "Linux"
        self.euid = 1000
        self.playwright_downloads = False
        self.apt_works = True
        self.commands: list[list[str]] = []
        monkeypatch.setattr(browsers, "usable_program", lambda path: path in self.programs)
        monkeypatch.setattr(browsers, "which", self.which)
        monkeypatch.setattr(browsers, "read_os_release", lambda: self.os_release)
        monkeypatch.setattr(browsers, "system_name", lambda: self.system)
        monkeypatch.setattr(browsers, "effective_user", lambda: self.euid)
        monkeypatch.setattr(browsers, "run", self.run)
        chosen = (browsers.CHROMIUM_VARIABLE, browsers.FIREFOX_VARIABLE, browsers.WEBKIT_DRIVER_VARIABLE)
        for variable in ("DISPLAY", "WAYLAND_DISPLAY", *chosen):
            monkeypatch.delenv(variable, raising=False)

    def which(self, name: str) -> str | None:
        return next((path for path in sorted(self.programs) if os.path.basename(path) == name), None)

    def run(self, command: list[str], timeout: float | None = None, capture: bool = False, environment: dict[str, str] | None = None):
        self.commands.append(command)
        if command[:2] == [str(PYTHON), "-c"]:
            return subprocess.CompletedProcess(command, 0, stdout=PLAYWRIGHT_CHROMIUM + "\n")
        if command[1:] == ["-m", "playwright", "install", "chromium"]:
            if self.playwright_downloads:
                self.programs.add(PLAYWRIGHT_CHROMIUM)
                return subprocess.CompletedProcess(command, 0)
            offline = "  at a stack\nError: getaddrinfo ENOTFOUND cdn.playwright.dev\n"
            return subprocess.CompletedProcess(command, 1, stdout="", stderr=offline)
        if command[0] == "apt-get" and self.apt_works:
            self.programs.update(APT_PACKAGES[package] for package in command[3:])
        return subprocess.CompletedProcess(command, 0 if self.apt_works or command[0] != "apt-get" else 100)

    def installs(self) -> list[list[str]]:
        """The commands that changed the machine: apt-get and Playwright's downloads."""
        return [command for command in self.commands if command[0] == "apt-get" or "install" in command or "install-deps" in command]


@pytest.fixture
def machine(monkeypatch) -> FakeMachine:
    return FakeMachine(monkeypatch)


PLAYWRIGHT_DOWNLOAD = [str(PYTHON), "-m", "playwright", "install", "chromium"]


def choose_chromium() -> str:
    """The Chromium of a test run on the faked machine, as build.py asks for it."""
    return browsers.chromium(PYTHON, browsers.apt_get())


# Chromium, rule 1: the system's.


def test_the_system_chromium_is_used_where_there_is_one(machine):
    machine.programs.add("/usr/bin/chromium")
    assert choose_chromium() == "/usr/bin/chromium"
    assert machine.commands == []


def test_google_chrome_on_the_path_counts_as_a_system_chromium(machine):
    machine.programs.add("/opt/google/chrome/google-chrome")
    assert choose_chromium() == "/opt/google/chrome/google-chrome"


def test_a_snap_wrapper_is_not_a_usable_browser(tmp_path):
    wrapper = tmp_path / "chromium-browser"
    wrapper.write_text('#!/bin/sh\nexec /snap/bin/chromium "$@"\n')
    binary = tmp_path / "chromium"
    binary.write_bytes(b"\x7fELF" + b"/snap/" + bytes(64))
    for program in (wrapper, binary):
        program.chmod(0o755)
    assert not browsers.usable_program(str(wrapper))
    assert browsers.usable_program(str(binary))


# Rule 2: Playwright's own.


def test_playwrights_chromium_is_used_when_it_is_installed(machine):
    machine.programs.add(PLAYWRIGHT_CHROMIUM)
    assert choose_chromium() == PLAYWRIGHT_CHROMIUM
    assert machine.installs() == []


def test_playwright_downloads_its_chromium_where_the_network_allows(machine):
    machine.playwright_downloads = True
    assert choose_chromium() == PLAYWRIGHT_CHROMIUM
    assert machine.installs() == [PLAYWRIGHT_DOWNLOAD]


def test_as_root_on_debian_a_downloaded_chromium_gets_its_libraries(machine):
    machine.playwright_downloads, machine.euid = True, 0
    assert choose_chromium() == PLAYWRIGHT_CHROMIUM
    assert machine.installs() == [PLAYWRIGHT_DOWNLOAD, [str(PYTHON), "-m", "playwright", "install-deps", "chromium"]]


# Rule 3: Debian's package, as root.


def test_on_debian_as_root_chromium_comes_from_apt_get(machine):
    machine.euid = 0
    assert choose_chromium() == "/usr/bin/chromium"
    assert machine.installs() == [PLAYWRIGHT_DOWNLOAD, ["apt-get", "update"], ["apt-get", "install", "-y", "chromium"]]


def test_on_a_debian_derivative_as_root_chromium_comes_from_apt_get(machine):
    machine.euid, machine.os_release = 0, 'ID=raspbian\nID_LIKE=debian\n'
    assert choose_chromium() == "/usr/bin/chromium"


def test_on_debian_as_root_a_failing_apt_get_stops_the_run_saying_so(machine):
    machine.euid, machine.apt_works = 0, False
    with pytest.raises(browsers.BrowserMissing, match="apt-get install chromium` works"):
        choose_chromium()


# Rule 4: stop with the command to run on this system.


def test_on_debian_without_root_it_stops_naming_sudo_apt_get_install_chromium(machine):
    with pytest.raises(browsers.BrowserMissing, match="`sudo apt-get install chromium`"):
        choose_chromium()
    assert machine.installs() == [PLAYWRIGHT_DOWNLOAD]


def test_a_failed_download_is_told_in_one_line_with_playwrights_error(machine, capsys):
    with pytest.raises(browsers.BrowserMissing):
        choose_chromium()
    assert "Playwright could not download Chromium (Error: getaddrinfo ENOTFOUND cdn.playwright.dev)" in capsys.readouterr().out


@pytest.mark.parametrize(
    "os_release, command",
    [
        ('ID=fedora\nVERSION_ID=41\n', "sudo dnf install chromium"),
        ('ID="rocky"\nID_LIKE="rhel centos fedora"\n', "sudo dnf install chromium"),
        ("ID=arch\n", "sudo pacman -S chromium"),
        ('ID="opensuse-tumbleweed"\nID_LIKE="opensuse suse"\n', "sudo zypper install chromium"),
    ],
)
def test_on_other_linux_families_it_stops_naming_their_package_manager(machine, os_release, command):
    machine.os_release, machine.euid = os_release, 0
    with pytest.raises(browsers.BrowserMissing, match=f"`{command}`"):
        choose_chromium()
    assert machine.installs() == [PLAYWRIGHT_DOWNLOAD]


def test_on_ubuntu_even_as_root_it_installs_no_snap_and_names_chrome_or_playwright(machine):
    machine.os_release, machine.euid = UBUNTU, 0
    with pytest.raises(browsers.BrowserMissing) as stop:
        choose_chromium()
    assert "snap" in str(stop.value) and "Google Chrome" in str(stop.value)
    assert "install --with-deps chromium" in str(stop.value)
    assert machine.installs() == [PLAYWRIGHT_DOWNLOAD]


def test_on_macos_it_stops_naming_chrome_or_playwrights_download(machine):
    machine.os_release, machine.system = "", "Darwin"
    with pytest.raises(browsers.BrowserMissing, match="Install Google Chrome, or run `.venv/bin/playwright install chromium`"):
        choose_chromium()


def test_on_an_unknown_system_it_stops_with_the_general_advice(machine):
    machine.os_release = "ID=gentoo\n"
    with pytest.raises(browsers.BrowserMissing, match="your system's package manager"):
        choose_chromium()


def test_the_paragraph_is_one_short_paragraph(machine):
    with pytest.raises(browsers.BrowserMissing) as stop:
        choose_chromium()
    assert "\n" not in str(stop.value) and len(str(stop.value)) < 400


@pytest.mark.parametrize(
    "os_release, family",
    [
        ('ID=linuxmint\nID_LIKE="ubuntu debian"\n', "ubuntu"),
        ("ID=raspbian\nID_LIKE=debian\n", "debian"),
        ("ID=debian\n", "debian"),
        ('ID="almalinux"\nID_LIKE="rhel centos fedora"\n', "fedora"),
        ("ID=manjaro\nID_LIKE=arch\n", "arch"),
        ("", ""),
    ],
)
def test_a_derivative_counts_as_its_parent_distribution(machine, os_release, family):
    machine.os_release = os_release
    assert browsers.distribution() == family


# Firefox and WebKit: had where they can be, otherwise a reason and no failure.


def test_on_debian_as_root_firefox_esr_webkit2gtk_driver_and_xvfb_are_installed(machine):
    machine.euid = 0
    machine.programs.add("/usr/bin/chromium")
    assert browsers.engines_for_a_test_run(PYTHON) == {
        browsers.CHROMIUM_VARIABLE: "/usr/bin/chromium",
        browsers.FIREFOX_VARIABLE: "/usr/bin/firefox-esr",
        browsers.WEBKIT_DRIVER_VARIABLE: "/usr/bin/WebKitWebDriver",
    }
    assert machine.installs() == [
        ["apt-get", "update"],
        ["apt-get", "install", "-y", "firefox-esr"],
        ["apt-get", "install", "-y", "webkit2gtk-driver", "xvfb"],
    ]


def test_one_apt_get_update_serves_every_engine_installed(machine):
    machine.euid = 0
    assert len(browsers.engines_for_a_test_run(PYTHON)) == 3
    assert machine.installs() == [
        PLAYWRIGHT_DOWNLOAD,
        ["apt-get", "update"],
        ["apt-get", "install", "-y", "chromium"],
        ["apt-get", "install", "-y", "firefox-esr"],
        ["apt-get", "install", "-y", "webkit2gtk-driver", "xvfb"],
    ]


def test_missing_firefox_and_webkit_give_reasons_and_no_failure(machine):
    machine.programs.add("/usr/bin/chromium")
    assert browsers.engines_for_a_test_run(PYTHON) == {browsers.CHROMIUM_VARIABLE: "/usr/bin/chromium"}
    assert "sudo apt-get install firefox-esr" in browsers.firefox().reason
    assert "sudo apt-get install webkit2gtk-driver" in browsers.webkit_driver().reason
    assert machine.installs() == []


def test_a_failing_apt_get_leaves_firefox_and_webkit_missing_without_failing(machine):
    machine.euid, machine.apt_works = 0, False
    machine.programs.add("/usr/bin/chromium")
    assert browsers.engines_for_a_test_run(PYTHON) == {browsers.CHROMIUM_VARIABLE: "/usr/bin/chromium"}


def test_webkit_without_a_display_needs_xvfb(machine):
    machine.programs.add("/usr/bin/WebKitWebDriver")
    assert "sudo apt-get install xvfb" in browsers.webkit_driver().reason
    machine.programs.add("/usr/bin/Xvfb")
    assert browsers.webkit_driver() == browsers.Found("/usr/bin/WebKitWebDriver")


def test_webkit_with_a_display_needs_no_xvfb(machine, monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    machine.programs.add("/usr/bin/WebKitWebDriver")
    assert browsers.webkit_driver() == browsers.Found("/usr/bin/WebKitWebDriver")


def test_on_ubuntu_firefox_is_not_installed_as_a_snap(machine):
    machine.os_release, machine.euid = UBUNTU, 0
    assert "snap" in browsers.firefox(browsers.apt_get()).reason
    assert machine.installs() == []


def test_the_tests_take_the_engines_build_py_chose_else_look_without_installing(machine, monkeypatch):
    monkeypatch.setenv(browsers.FIREFOX_VARIABLE, "/opt/firefox/firefox")
    assert browsers.engine_for_tests(browsers.FIREFOX_VARIABLE) == browsers.Found("/opt/firefox/firefox")
    machine.euid = 0
    assert browsers.engine_for_tests(browsers.WEBKIT_DRIVER_VARIABLE).program is None
    assert machine.commands == []


def test_the_tests_chromium_is_the_one_build_py_chose_else_the_systems(machine, monkeypatch):
    from conftest import system_chromium

    machine.programs.add("/usr/bin/chromium")
    assert system_chromium() == "/usr/bin/chromium"
    monkeypatch.setenv(browsers.CHROMIUM_VARIABLE, PLAYWRIGHT_CHROMIUM)
    assert system_chromium() == PLAYWRIGHT_CHROMIUM


# build.py: the decision comes before pytest or a benchmark runs.


@pytest.fixture
def build_py(monkeypatch):
    """build.py as a module, with .venv already there, the code found clean
    (test_check_code.py) and the programs it would start recorded."""
    specification = importlib.util.spec_from_file_location("build_py", ROOT / "build.py")
    module = importlib.util.module_from_spec(specification)
    specification.loader.exec_module(module)
    module.started = []
    monkeypatch.setattr(module, "installed_python", lambda: PYTHON)
    monkeypatch.setattr(module, "check_code", lambda python: True)

    def start(command, **options):
        module.started.append((command, options.get("env", {})))
        return subprocess.CompletedProcess(command, 0)

    monkeypatch.setattr(module.subprocess, "run", start)
    return module


def test_build_py_test_stops_before_pytest_when_there_is_no_chromium(machine, build_py, capsys):
    assert build_py.test(["-q"]) == 1
    assert build_py.started == []
    assert "sudo apt-get install chromium" in capsys.readouterr().err


def test_build_py_test_hands_the_chosen_browsers_to_pytest(machine, build_py):
    machine.programs.update({"/usr/bin/chromium", "/usr/bin/firefox-esr"})
    assert build_py.test(["-q"]) == 0
    [(command, environment)] = build_py.started
    assert command == [str(PYTHON), "-m", "pytest", "-q"]
    assert environment[browsers.CHROMIUM_VARIABLE] == "/usr/bin/chromium"
    assert environment[browsers.FIREFOX_VARIABLE] == "/usr/bin/firefox-esr"
    assert browsers.WEBKIT_DRIVER_VARIABLE not in environment


def test_build_py_bench_makes_the_same_decision(machine, build_py, capsys):
    assert build_py.run_script("site.py", []) == 1
    assert build_py.started == []
    assert "sudo apt-get install chromium" in capsys.readouterr().err
    machine.programs.add("/usr/bin/chromium")
    assert build_py.run_script("site.py", ["--rounds", "1"]) == 0
    [(command, environment)] = build_py.started
    assert command[1:] == [str(ROOT / "bench" / "site.py"), "--rounds", "1"]
    assert environment[browsers.CHROMIUM_VARIABLE] == "/usr/bin/chromium"


def test_build_py_bench_ai_without_the_browser_needs_no_chromium(machine, build_py):
    assert build_py.run_script("ai.py", ["--no-browser"]) == 0
    assert machine.commands == []
