"""What a dialog with a Copy button says once the browser has answered:
that the text is on the clipboard, or, where the browser refused, that the
text is selected for copying by hand. The export, share and embed dialogs
all say it this way."""

from __future__ import annotations

from collections.abc import Callable

from .markup import Markup
from .screen import Screen
from .words import N_, _

COPY_REFUSED = {
    "record": N_(
        "This browser did not allow copying. The record is selected: copy it with Ctrl+C (⌘C), "
        "or long-press it and choose Copy."
    ),
    "link": N_(
        "This browser did not allow copying. The link is selected: copy it with Ctrl+C (⌘C), "
        "or long-press it and choose Copy."
    ),
    "code": N_(
        "This browser did not allow copying. The code is selected: copy it with Ctrl+C (⌘C), "
        "or long-press it and choose Copy."
    ),
}
"""What a dialog says when the browser refused to copy its text, by what the text is."""


def after_copy(screen: Screen, copied: bool, dialog: Callable[..., Markup], what: str, done: str) -> None:
    """Says in the dialog (`dialog(message, warning=...)` draws it) that
    `what` ("record", "link" or "code": see COPY_REFUSED) was copied, or,
    where the browser refused, selects it for copying by hand and says how."""
    if copied:
        screen.dialog(dialog(done))
        return
    screen.dialog(dialog(_(COPY_REFUSED[what]), warning=True))
    screen.select_copy_source()
