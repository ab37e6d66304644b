"""(lighthouse) The site as Lighthouse judges it: `python3 build.py bench
--part lighthouse`. Lighthouse (pinned in package.json: 12.2.3, since 13
needs Node 22) runs with its mobile defaults: a phone's screen, slow 4G
(150 ms, 1.6 Mbps) and the CPU slowed 4 times, simulated from a trace of
the page's load. It does this, performance only, on the built site with its
memory snapshot, a fresh profile each time, for the menu, a rules page, an
embed at rest, a game page and a lesson. The report prints the median
performance score, largest contentful paint and total blocking time of each
page over the rounds."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import tempfile
from pathlib import Path

from sitebuild import browsers, project

PAGES = {
    "menu": "index.html",
    "rules page": "rules/dualities.html",
    "embed at rest": "embed.html?game=dualities",
    "game page": "index.html?game=dualities",
    "lesson": "index.html?game=dualities&lesson=1",
}
CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --lang=en-US"
TIMEOUT_S = 600


def audit(url: str) -> dict[str, float]:
    """One Lighthouse run of `url`: its performance score (0 to 100), LCP and TBT in ms."""
    cli = project.NODE_MODULES / "lighthouse" / "cli" / "index.js"
    chromium = os.environ.get(browsers.CHROMIUM_VARIABLE) or browsers.system_chromium()
    environment = {**os.environ, **({"CHROME_PATH": chromium} if chromium else {})}
    with tempfile.TemporaryDirectory(prefix="oddsevens-lighthouse-") as folder:
        report = Path(folder) / "report.json"
        subprocess.run(
            ["node", str(cli), url, "--quiet", "--only-categories=performance", "--output=json",
             f"--output-path={report}", f"--chrome-flags={CHROME_FLAGS}"],
            check=True, env=environment, timeout=TIMEOUT_S,
        )
        found = json.loads(report.read_text(encoding="utf-8"))
    audits = found["audits"]
    return {
        "score": round(found["categories"]["performance"]["score"] * 100),
        "lcp": audits["largest-contentful-paint"]["numericValue"],
        "tbt": audits["total-blocking-time"]["numericValue"],
    }


def lighthouse_part(base: str, rounds: int) -> str:
    """The report: each page's median score, LCP and TBT over `rounds` runs, taken in turn."""
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in PAGES}
    for _round in range(rounds):
        for name, address in PAGES.items():
            runs[name].append(audit(base + address))
    lines = [
        f"(lighthouse) Lighthouse 12.2.3, mobile defaults (slow 4G and CPU x4, simulated), median of {rounds}",
        f"{'page':<16}{'score':>7}{'LCP':>10}{'TBT':>10}",
    ]
    for name, found in runs.items():
        score = statistics.median(entry["score"] for entry in found)
        lcp = statistics.median(entry["lcp"] for entry in found) / 1000
        tbt = statistics.median(entry["tbt"] for entry in found)
        lines.append(f"{name:<16}{score:>7.0f}{lcp:>9.1f}s{tbt:>8.0f}ms")
    return "\n".join(lines)
