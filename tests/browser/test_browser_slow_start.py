"""A first visit on a slow phone (issue 47): the page decides, from its own
download, whether restoring Python's memory snapshot pays (static/boot.js's
snapshotPays), and its main thread keeps answering while Python starts.

The networks are Chromium's emulation at the bench's values
(browser_python.PROFILES): DevTools' slow 3G (2 s, 0.4 Mbit/s), where the
page boots, against slow 4G as Lighthouse's DevTools throttling sets it
(562.5 ms, 1.47 Mbit/s), where the smaller snapshot now pays. The choice
depends on the network alone, so those visits run at the machine's own CPU
speed; the long-task check slows the CPU four times, as Lighthouse does for
a phone. Once the page has chosen (its Python script is in place), the
network is let go: what each start then fetches and that it reaches a
playable game do not depend on the speed, which the bench measures
(`--part network`), and slow 3G's 4.4 MB would otherwise take the suite
90 s."""

from __future__ import annotations

import dataclasses

import pytest

from app.stdlib_on_demand import WHOLE_STDLIB_ZIP
from browser_python import PROFILES, emulate
from sitebuild import package

pytestmark = pytest.mark.browser

SLOW_VISIT_TIMEOUT_MS = 180_000
LONG_TASKS = """
window.longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
"""
UNTHROTTLED = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
LONGEST_TASK_LIMIT_MS = 750
"""The bench's target is 500 ms (bench/site.py, LONGEST_TASK_TARGET_MS, on
slow 4G); this check leaves room for a busy machine, where CPU throttling
stretches every task, and still fails a start that runs in one long task
again (1,000 to 1,300 ms before the start was split)."""


def open_then_let_the_network_go(page, emulation, address: str) -> None:
    """`address` opened on the emulated network until the page has chosen
    how Python starts (its Python script is in place), then on none, up to
    ready."""
    page.goto(address)
    page.wait_for_selector('script[type="py"]', state="attached", timeout=SLOW_VISIT_TIMEOUT_MS)
    emulation.session.send("Network.emulateNetworkConditions", UNTHROTTLED)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=SLOW_VISIT_TIMEOUT_MS)


@pytest.mark.parametrize(
    ("network", "start", "zips"),
    [
        ("slow3g", "boot", {package.IMPORTED_STDLIB, "oddsevens.zip"}),
        ("slow4g", "snapshot", {package.SNAPSHOT_STDLIB, package.SNAPSHOT_PACKAGE}),
    ],
)
def test_a_slow_network_boots_python_and_a_fast_one_restores_the_snapshot(new_context, playwright, site, network, start, zips):
    phone = playwright.devices["Pixel 7"]
    context = new_context(**phone)
    page = context.new_page()
    emulation = emulate(context, page, dataclasses.replace(PROFILES[network], cpu_slowdown=1))
    assert emulation is not None
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url.removeprefix(site).split("?")[0]))
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_then_let_the_network_go(page, emulation, site + "?game=dualities")
    assert page.evaluate("document.documentElement.dataset.pythonStart") == start
    fetched = {path for path in requested if path.endswith(".zip") or package.SNAPSHOT in path}
    assert fetched == (zips | {package.SNAPSHOT} if start == "snapshot" else zips), "each start downloads its own files alone"
    config = page.locator('script[type="py"]').first.get_attribute("config")
    assert ("start=boot" in config) == (start == "boot"), "the computer's worker copies this, and so starts the same way"
    assert page.evaluate("document.getElementById('board').inert") is False
    assert page.locator("#board [data-cell].legal").count() > 0, "the game is there to play"
    page.wait_for_selector("html[data-computer-ready]", state="attached", timeout=SLOW_VISIT_TIMEOUT_MS)
    assert WHOLE_STDLIB not in requested, "neither the page nor the computer's worker imports what the cut standard library left out"
    assert run_python(page, f"import {LEFT_OUT_MODULE}\n{LEFT_OUT_MODULE}.__file__") == f"{WHOLE_STDLIB_ZIP}/{LEFT_OUT_MODULE}.py"
    in_a_package = run_python(page, "import email.policy\nemail.policy.__file__")
    assert in_a_package == f"{WHOLE_STDLIB_ZIP}/email/policy.py", "a module left out of a package the cut zip holds"
    assert requested.count(WHOLE_STDLIB) == 1, "a module left out comes from the whole standard library, fetched once"
    assert errors == []


WHOLE_STDLIB = "vendor/pyodide/python_stdlib.zip"
LEFT_OUT_MODULE = "pprint"
"""A module of the standard library no page imports (the build leaves it out of package.IMPORTED_STDLIB)."""
RUN_PYTHON = """async (code) => {
  const pyscript = await import(new URL("vendor/pyscript/core.js", location.href).href);
  const python = await (await pyscript.whenDefined("py")).interpreter;
  return python.runPython(code);
}"""


def run_python(page, code: str):
    """The value of the last line of `code`, run by the page's Python."""
    return page.evaluate(RUN_PYTHON, code)


@pytest.mark.parametrize(
    ("game_id", "network", "start"),
    [("dualities", "phone", "snapshot"), ("beat-the-odds", "phone", "snapshot"), ("dualities", "slow3g", "boot")],
)
def test_no_main_thread_task_runs_long_while_python_starts_on_a_slow_phone(new_context, playwright, site, game_id, network, start):
    """Up to ready, and in Beat the Odds until its odds panel is worked out
    (2 s in one task, just after ready, before it was built a few rows per
    task). On the phone's network the page restores the snapshot; on slow
    3G it boots Python, in a worker (static/python-boot-worker.mjs), whose
    snapshot it restores: booted on the page, Pyodide's start was one task of
    6.5 s. Slow 3G's network is let go once the page has chosen; the CPU
    stays slowed."""
    phone = playwright.devices["Pixel 7"]
    context = new_context(**phone)
    page = context.new_page()
    page.add_init_script(LONG_TASKS)
    profile = PROFILES[network]
    emulation = emulate(context, page, profile if network == "slow3g" else dataclasses.replace(profile, down_mbit=None))
    assert emulation is not None
    if network == "slow3g":
        open_then_let_the_network_go(page, emulation, site + f"?game={game_id}")
    else:
        page.goto(site + f"?game={game_id}")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=SLOW_VISIT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.pythonStart") == start
    if start == "boot":
        assert page.evaluate("document.documentElement.dataset.pythonBootedIn") == "worker"
    if game_id == "beat-the-odds":
        page.wait_for_selector("#bto-odds-body .bto-expected", state="attached", timeout=SLOW_VISIT_TIMEOUT_MS)
    done = page.evaluate("performance.now()")
    tasks = [(start, duration) for start, duration in page.evaluate("window.longTasks") if start < done]
    longest = max(duration for _, duration in tasks)
    assert longest <= LONGEST_TASK_LIMIT_MS, f"the longest task took {longest:.0f} ms: {tasks}"


def test_a_page_whose_worker_cannot_boot_python_boots_it_itself(new_context, playwright, site):
    """A browser that refuses the worker (here its script is not found) costs
    nothing but the main thread's freedom: the page boots Python as before,
    with the bytes it downloaded once, and the game plays."""
    context = new_context(**playwright.devices["Pixel 7"])
    page = context.new_page()
    context.route("**/python-boot-worker.mjs", lambda route: route.fulfill(status=404, body="gone"))
    emulation = emulate(context, page, dataclasses.replace(PROFILES["slow3g"], cpu_slowdown=1))
    assert emulation is not None
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_then_let_the_network_go(page, emulation, site + "?game=evening")
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "boot"
    assert page.evaluate("document.documentElement.dataset.pythonBootedIn") is None
    fetched = [name.removeprefix(site) for name in page.evaluate("performance.getEntriesByType('resource').map((entry) => entry.name)")]
    for download in (package.IMPORTED_STDLIB, "oddsevens.zip", "vendor/pyodide/pyodide.asm.wasm"):
        assert fetched.count(download) == 1, f"the page downloads {download} once, for the worker and itself alike"
    page.locator("#board .cell.legal").first.click()
    page.wait_for_function("Number(document.documentElement.dataset.moveCount) >= 1", timeout=SLOW_VISIT_TIMEOUT_MS)
    assert errors == []
