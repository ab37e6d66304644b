"""A blog post on another site framing the site's embed.html, as a reader
pastes the README's snippet: the browser tests embed games through it."""

from __future__ import annotations

import threading
from urllib.parse import urlparse

from sitebuild import serve


def other_site(address: str) -> str:
    """The same server under the other loopback name."""
    parts = urlparse(address)
    other = "localhost" if parts.hostname == "127.0.0.1" else "127.0.0.1"
    return parts._replace(netloc=f"{other}:{parts.port}").geturl()


def serve_post(folder, host: str, frames: list[tuple[str, str, int, int]]):
    """A blog post on `host` holding the README's iframe snippet for each
    (address, title, width, height); returns the server and the post's address."""
    iframes = "\n".join(
        f'<iframe src="{address}" title="{title}" width="{width}" height="{height}" '
        'style="max-width: 100%; border: 0" loading="lazy"></iframe>'
        for address, title, width, height in frames
    )
    post = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My games blog</title><link rel="icon" href="data:,"></head>
<body><h1>A post about our games</h1><p>Try it here:</p>
{iframes}
</body></html>"""
    (folder / "post.html").write_text(post, encoding="utf-8")
    server = serve.make_server(folder, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}/post.html"


def play_in(frame) -> None:
    """A reader's tap on Play in an embed at rest, and the wait until the game is ready."""
    frame.get_by_role("button", name="Play").click()
    frame.locator("html[data-ready]").wait_for(state="attached", timeout=90_000)


def frame_of(page, address_start: str):
    return next(child for child in page.frames if child.url.startswith(address_start))
