"""Small pieces of HTML shared by the page modules."""

from __future__ import annotations

import html
from typing import Optional


def button(
    label: str,
    action: str,
    primary: bool = False,
    disabled: bool = False,
    value: str = "",
    label_markup: Optional[str] = None,
    suggested: bool = False,
) -> str:
    """A real <button> that the page's one click handler routes by its
    data-action. `label_markup` replaces the escaped label where the label
    needs markup of its own (it must be a constant, never user text).
    `suggested`: the Hint button's suggestion (the status line says so in words)."""
    attributes = f' data-action="{html.escape(action)}"'
    if value:
        attributes += f' data-value="{html.escape(value)}"'
    names = " ".join(name for name, wanted in (("primary", primary), ("suggested", suggested)) if wanted)
    if names:
        attributes += f' class="{names}"'
    if disabled:
        attributes += " disabled"
    return f'<button type="button"{attributes}>{label_markup or html.escape(label)}</button>'


def toggle(label: str, action: str, pressed: bool, value: str = "") -> str:
    """A button that stays on or off (aria-pressed), such as Coordinates."""
    attributes = f' data-action="{html.escape(action)}" aria-pressed="{"true" if pressed else "false"}"'
    if value:
        attributes += f' data-value="{html.escape(value)}"'
    return f'<button type="button"{attributes}>{html.escape(label)}</button>'

