"""Firefox and WebKit behind one small interface, so each scenario of
test_firefox_and_webkit.py is written once for both.

Firefox is driven over WebDriver BiDi by puppeteer-core (firefox_driver.mjs,
a Node process answering JSON lines): Playwright cannot drive the system's
Firefox ESR, and there is no geckodriver. WebKit is WebKitGTK's own
WebKitWebDriver, through Selenium; it needs an X display, which `Xvfb` gives
where there is none.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
FIREFOX_DRIVER = Path(__file__).with_name("firefox_driver.mjs")
WAIT_MS = 20_000
"""How long a wait for something on a page that is already ready may take."""


CLICK_TARGET = """
const element = document.querySelectorAll(arguments[0])[arguments[1]];
const target = element instanceof SVGGElement ? element.querySelector("polygon, rect, circle, ellipse, path") ?? element : element;
target.scrollIntoView({block: "center", inline: "center"});
return target;
"""
"""What WebKit.click points at: the element, or the first shape of an SVG group, scrolled into view."""


class EngineError(AssertionError):
    """A command failed in the browser: a wait ran out, a selector matched nothing."""


class Engine(ABC):
    """One browser window, its commands acting in the page or, after
    `enter_frame`, in an iframe's document."""

    name: str

    @abstractmethod
    def open(self, url: str) -> None:
        """Go to `url` and wait for its load event."""

    @abstractmethod
    def reload(self) -> None: ...

    @abstractmethod
    def wait_for(self, selector: str, timeout_ms: int = WAIT_MS) -> None:
        """Wait until an element matches `selector` (in the document, visible or not)."""

    @abstractmethod
    def wait_until(self, expression: str, timeout_ms: int = WAIT_MS) -> None:
        """Wait until the JavaScript `expression` is true."""

    @abstractmethod
    def click(self, selector: str, index: int = 0) -> None:
        """A pointer click at the centre of the `index`th element matching `selector`, once there is one."""

    @abstractmethod
    def count(self, selector: str) -> int: ...

    @abstractmethod
    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression (a promise's, once it settles)."""

    @abstractmethod
    def enter_frame(self, selector: str) -> None:
        """Act in the document of the iframe matching `selector` from now on."""

    @abstractmethod
    def leave_frame(self) -> None:
        """Act in the top page again."""

    @abstractmethod
    def close(self) -> None: ...


class Firefox(Engine):
    """Firefox ESR through firefox_driver.mjs."""

    name = "firefox"

    def __init__(self, executable: str) -> None:
        node = shutil.which("node")
        if node is None:
            raise EngineError("node is needed to drive Firefox (puppeteer-core)")
        self.process = subprocess.Popen(
            [node, str(FIREFOX_DRIVER), executable],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.command("evaluate", expression="1")  # fails here when Firefox did not start

    def command(self, op: str, **arguments: Any) -> Any:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(json.dumps({"op": op, **arguments}) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise EngineError(f"firefox_driver.mjs ended (exit code {self.process.wait()}) during {op}")
        answer = json.loads(line)
        if not answer["ok"]:
            raise EngineError(f"Firefox, {op} {arguments}: {answer['error']}")
        return answer["value"]

    def open(self, url: str) -> None:
        self.command("open", url=url)

    def reload(self) -> None:
        self.command("reload")

    def wait_for(self, selector: str, timeout_ms: int = WAIT_MS) -> None:
        self.command("wait", selector=selector, timeoutMs=timeout_ms)

    def wait_until(self, expression: str, timeout_ms: int = WAIT_MS) -> None:
        self.command("waitUntil", expression=expression, timeoutMs=timeout_ms)

    def click(self, selector: str, index: int = 0) -> None:
        self.command("click", selector=selector, index=index, timeoutMs=WAIT_MS)

    def count(self, selector: str) -> int:
        return self.command("count", selector=selector)

    def evaluate(self, expression: str) -> Any:
        return self.command("evaluate", expression=expression)

    def enter_frame(self, selector: str) -> None:
        self.command("enterFrame", selector=selector, timeoutMs=WAIT_MS)

    def leave_frame(self) -> None:
        self.command("leaveFrame")

    def close(self) -> None:
        try:
            self.command("close")
        finally:
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


class WebKit(Engine):
    """WebKitGTK's MiniBrowser through WebKitWebDriver and Selenium, on `display`."""

    name = "webkit"

    def __init__(self, driver: str, display: str) -> None:
        from selenium import webdriver

        # LANGUAGE: English pages whatever the machine's language (static/language.js follows the browser's).
        environment = {**os.environ, "DISPLAY": display, "LANGUAGE": "en_US", "LANG": "en_US.UTF-8"}
        service = webdriver.WebKitGTKService(executable_path=driver, env=environment)
        self.driver = webdriver.WebKitGTK(options=webdriver.WebKitGTKOptions(), service=service)
        self.driver.set_page_load_timeout(90)
        self.driver.set_script_timeout(90)

    def open(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.driver.refresh()

    def poll(self, check: str, timeout_ms: int, what: str) -> None:
        deadline = time.monotonic() + timeout_ms / 1000
        while not self.driver.execute_script(f"return Boolean({check})"):
            if time.monotonic() > deadline:
                raise EngineError(f"WebKit: {what} did not come within {timeout_ms} ms")
            time.sleep(0.1)

    def wait_for(self, selector: str, timeout_ms: int = WAIT_MS) -> None:
        self.poll(f"document.querySelector({json.dumps(selector)})", timeout_ms, selector)

    def wait_until(self, expression: str, timeout_ms: int = WAIT_MS) -> None:
        self.poll(f"({expression})", timeout_ms, expression)

    def click(self, selector: str, index: int = 0) -> None:
        """A pointer click at the element's centre, or for an SVG `<g>` (the
        boards' cells) at its first shape's: WebKitWebDriver finds a `<g>`
        itself not interactable. Tried again when the page redrew the element
        between finding and clicking it."""
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.common.action_chains import ActionChains

        self.poll(f"document.querySelectorAll({json.dumps(selector)}).length > {index}", WAIT_MS, selector)
        for attempt in range(3):
            target = self.driver.execute_script(CLICK_TARGET, selector, index)
            try:
                ActionChains(self.driver).move_to_element(target).click().perform()
                return
            except StaleElementReferenceException:
                if attempt == 2:
                    raise

    def count(self, selector: str) -> int:
        return self.driver.execute_script(f"return document.querySelectorAll({json.dumps(selector)}).length")

    def evaluate(self, expression: str) -> Any:
        outcome = self.driver.execute_async_script(
            f"const done = arguments[arguments.length - 1]; Promise.resolve().then(() => ({expression}))"
            ".then(value => done({value}), error => done({error: String(error)}));"
        )
        if "error" in outcome:
            raise EngineError(f"WebKit, evaluate {expression}: {outcome['error']}")
        return outcome.get("value")

    def enter_frame(self, selector: str) -> None:
        from selenium.webdriver.common.by import By

        self.wait_for(selector)
        self.driver.switch_to.frame(self.driver.find_element(By.CSS_SELECTOR, selector))

    def leave_frame(self) -> None:
        self.driver.switch_to.default_content()

    def close(self) -> None:
        self.driver.quit()


class Xvfb:
    """A virtual X display of its own: Xvfb chooses a free display number
    and writes it to a pipe once it accepts connections (-displayfd)."""

    def __init__(self, program: str = "Xvfb") -> None:
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            [program, "-displayfd", str(write_end), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            pass_fds=(write_end,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write_end)
        with os.fdopen(read_end) as announced:
            number = announced.readline().strip()
        if not number:
            self.process.kill()
            raise EngineError(f"Xvfb gave no display (exit code {self.process.wait()})")
        self.display = f":{number}"

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
