"""The page's HTML, escaped by construction.

Every page module builds its markup here. Text that goes in, a player's
name, an imported record, an embed parameter or a translation, is escaped
on the way, in an element and in an attribute alike; what is already HTML
(a `Markup`, made by `tag` or `join`, or a renderer's SVG passed through
`drawing`) goes in as it is. No other module writes a tag or calls
`html.escape`.

>>> tag("p", "Bea <3 ", tag("b", "Cy"), class_="names", data_seat=2)
'<p class="names" data-seat="2">Bea &lt;3 <b>Cy</b></p>'
>>> tag("button", "Roll", type="button", disabled=True, data_value=None)
'<button type="button" disabled>Roll</button>'
>>> sentence("{name} rolls {dice}.", name="<Al>", dice=tag("b", "6"))
'&lt;Al&gt; rolls <b>6</b>.'
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import TypeAlias


class Markup(str):
    """A string that is HTML already: made here, never from a player's words."""

    __slots__ = ()


Child: TypeAlias = str | int | float | None | bool | Iterable["Child"]
"""What an element holds: text (escaped), Markup (as it is), numbers, None
and False (nothing), or any iterable of these (a list of items)."""

AttributeValue: TypeAlias = str | int | float | bool | None | Iterable[str | None | bool]
"""True writes the bare attribute, False and None leave it out; a list (of
class names, say) is joined by spaces, its empty and false entries left out."""

VOID_ELEMENTS = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})
"""Elements that have no end tag and hold nothing."""


def escape(text: Child) -> Markup:
    """`text` made safe to put in HTML; Markup stays as it is.

    >>> escape('"x" & <y>')
    '&quot;x&quot; &amp; &lt;y&gt;'
    >>> escape(["a", escape("<b>")])
    'a&lt;b&gt;'
    """
    if isinstance(text, Markup):
        return text
    if text is None or text is False or text is True:
        return Markup()
    if isinstance(text, (str, int, float)):
        return Markup(html.escape(str(text)))
    return Markup("".join(escape(child) for child in text))


def join(*children: Child) -> Markup:
    """Several pieces of markup and text, one after the other.

    >>> join(tag("li", "a"), None, [tag("li", "b")], "&")
    '<li>a</li><li>b</li>&amp;'
    """
    return escape(children)


def attribute_name(name: str) -> str:
    """A keyword argument's name as HTML spells it: class_ is class, aria_label is aria-label."""
    return name.rstrip("_").replace("_", "-")


def attributes(given: dict[str, AttributeValue]) -> str:
    """` name="value"` for each attribute to write, in the order given."""
    written = []
    for name, value in given.items():
        if value is None or value is False:
            continue
        if value is True:
            written.append(f" {attribute_name(name)}")
            continue
        if not isinstance(value, (str, int, float)):
            value = " ".join(str(part) for part in value if part)
            if not value:
                continue
        written.append(f' {attribute_name(name)}="{html.escape(str(value), quote=True)}"')
    return "".join(written)


def tag(name: str, /, *children: Child, **given: AttributeValue) -> Markup:
    """The element `name` with its attributes (keyword arguments, see
    `attribute_name` and `AttributeValue`) and children (see `Child`).

    >>> tag("img", src="a.png", alt='a "b"')
    '<img src="a.png" alt="a &quot;b&quot;">'
    >>> tag("li", class_=["turn", None, False and "done"], **{"data-x": "1"})
    '<li class="turn" data-x="1"></li>'
    """
    opening = f"<{name}{attributes(given)}>"
    if name in VOID_ELEMENTS:
        return Markup(opening)
    return Markup(f"{opening}{escape(children)}</{name}>")


def sentence(template: str, **values: Child) -> Markup:
    """A translated sentence with values put in its {fields}: the sentence
    and the text values escaped, Markup values (a button, a bold word) as
    they are, so a translation can never add markup of its own."""
    return Markup(escape(template).format(**{field: escape(value) for field, value in values.items()}))


def drawing(svg: str) -> Markup:
    """A board drawn by a renderer (oddsevens.render), which builds its SVG
    with ElementTree and so escapes it there: taken as it is."""
    return Markup(svg)


def button(
    label: Child,
    action: str,
    *,
    primary: bool = False,
    disabled: bool = False,
    value: str = "",
    suggested: bool = False,
    class_: str | None = None,
) -> Markup:
    """A real <button> that the page's one click handler routes by its
    data-action. `label` is text, or Markup where it has parts of its own.
    `suggested`: the Hint button's suggestion (the status line says so in words).

    >>> button("Roll", "roll", primary=True)
    '<button type="button" data-action="roll" class="primary">Roll</button>'
    """
    return tag(
        "button",
        label,
        type="button",
        data_action=action,
        data_value=value or None,
        class_=[class_, primary and "primary", suggested and "suggested"],
        disabled=disabled,
    )


def toggle(label: str, action: str, pressed: bool, value: str = "") -> Markup:
    """A button that stays on or off (aria-pressed), such as Coordinates.

    >>> toggle("Sound", "sound", True)
    '<button type="button" data-action="sound" aria-pressed="true">Sound</button>'
    """
    return tag("button", label, type="button", data_action=action, aria_pressed="true" if pressed else "false", data_value=value or None)
