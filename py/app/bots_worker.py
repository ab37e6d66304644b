"""The computer players' worker: a second Python, in a PyScript worker
named `bots`, that runs app.bots off the page's thread. Started once, after
the page is ready or at the computer's first move, whichever comes first."""

from __future__ import annotations

import asyncio

from pyscript import document, workers

from .package_archive import ON_PATH

OFFLINE_CACHE_WAIT_SECONDS = 6.0
"""How long the computer's worker waits, on a first visit, for the offline
cache to serve the site (see start_bots_after_offline_cache)."""


async def start_bots_after_offline_cache() -> None:
    """Starts the computer's worker once the offline cache no longer fills
    (html[data-offline], static/offline.js), for at most
    OFFLINE_CACHE_WAIT_SECONDS. Chromium keeps the machine code it compiles
    from Pyodide's WebAssembly only for a copy served by the offline cache,
    so a worker started while the first visit fills it would leave the next
    visit compiling it all again. The computer's first move starts the worker
    at once (BrowserScreen.think)."""
    root = document.documentElement
    waited = 0.0
    while root.getAttribute("data-offline") == "installing" and waited < OFFLINE_CACHE_WAIT_SECONDS:
        await asyncio.sleep(0.1)
        waited += 0.1
    start_bots()


def start_bots() -> None:
    """Starts the computer players' worker (a second Python) once: after the
    page is ready, so it never slows the page's own start, or at its first
    move. `workers["bots"]` waits until the worker has booted."""
    if document.querySelector('script[type="py"][name="bots"]'):
        return
    page_script = document.querySelector('script[type="py"]:not([worker])')
    bots = document.createElement("script")
    bots.type = "py"
    bots.setAttribute("worker", "")
    bots.setAttribute("name", "bots")
    bots.setAttribute("config", page_script.getAttribute("config"))
    bots.textContent = (
        f"{ON_PATH}import random\nrandom.seed()\n"
        'from app.bots import choose, hint, review\n__export__ = ["choose", "hint", "review"]\n'
    )
    document.body.append(bots)
    asyncio.ensure_future(mark_computer_ready())


async def mark_computer_ready() -> None:
    """Hook for tests and the bench: html[data-computer-ready] once the bots'
    worker has booted and can answer."""
    await workers["bots"]
    document.documentElement.dataset.computerReady = ""
