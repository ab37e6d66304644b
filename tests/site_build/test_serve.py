"""The local server: quiet when a browser drops a download, loud otherwise."""

from __future__ import annotations

import pytest

from sitebuild import serve


@pytest.fixture
def server(tmp_path):
    made = serve.make_server(tmp_path, 0)
    yield made
    made.server_close()


@pytest.mark.parametrize("dropped", [ConnectionResetError, BrokenPipeError])
def test_a_download_the_browser_dropped_prints_nothing(server, capsys, dropped):
    try:
        raise dropped()
    except dropped:
        server.handle_error(None, ("127.0.0.1", 1))
    assert capsys.readouterr().err == ""


def test_any_other_error_in_a_request_is_reported(server, capsys):
    try:
        raise ValueError("a broken handler")
    except ValueError:
        server.handle_error(None, ("127.0.0.1", 1))
    assert "a broken handler" in capsys.readouterr().err
