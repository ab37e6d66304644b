"""Finds English left in a page meant for another language.

What a reader sees or hears: the text between tags and the attributes
screen readers and browsers say (aria-label, title, alt, placeholder), with
scripts, styles and code (the embed snippet to copy) left out, and the
names that stay as they are (the site's, the games' and their designers')
taken out first. English shows in a word that is English and no word of
Portuguese or Spanish (ENGLISH_ONLY), and on a Japanese page in any run of
Latin letters that is not a unit or a cell's coordinates."""

from __future__ import annotations

import html
import re

NAMES = (
    "Odds & Evens",
    "Odds &amp; Evens",
    "Even at Odds",
    "Even Odds",
    "Dualities",
    "Beat the Odds",
    "Evening",
    "Even Takes",
    "Game Rules Guru",
    "José Manuel Astilleros García-Monge",
    "Jacob Landrum",
    "Steve Wannall",
    "Takuro Kawasaki",
    "Ênyo Saldanha",
    "Eurico Cunha",
    "Augusto Barbosa",
    "Gustavo Silveira",
    "Gil Martimiano",
    "Games For Fun LLC",
    "Floristry",
    "High Tide",
    "Balatro",
    "Clusterroll",
    "Interleave",
    "Alexander Brady",
    "English",
    "Português (Brasil)",
    "Español",
)
"""Words that stay as they are in every language: titles, the site's name,
designers, and each language's own name in the language switch."""

ENGLISH_ONLY = frozenset(
    """the and you your with this that of is are have from will it its their which when what who how an or
    be can not was were there here than then into only each every after before turn tap play plays move moves game
    games rules new undo roll rolls pass done hint score wins win board cell tile tiles round ready loading to by at
    on computer friend player players seat easy medium hard odd even black white left right next back close copy
    share save saved reload later retry starting downloading takes yours lost could should would""".split()
)
"""English words that are no word of Portuguese or Spanish."""

ALLOWED_LATIN_IN_JAPANESE = re.compile(r"^(?:[A-Za-z]\d{0,2}|\d+|MB|kB|JSON|URL|QR|iframe|src|embed\.html|lang|record|Ctrl|[A-Z])$")
"""Latin runs a Japanese page may show: a cell's coordinates (c4), units, a
key's name as the keyboard writes it (Ctrl+C) and the names of the embed's
address parts."""

SAID_ATTRIBUTES = ("aria-label", "aria-description", "title", "alt", "placeholder", "aria-valuetext")


def said_text(markup: str) -> str:
    """The words of `markup` a reader sees or hears, one line per piece."""
    markup = re.sub(r"<(script|style|code|pre|textarea)\b[^>]*>.*?</\1>", " ", markup, flags=re.DOTALL | re.IGNORECASE)
    markup = re.sub(r"Odds\s*<span>&amp;</span>\s*Evens", " ", markup)  # the brand in the header
    pieces = [value for _attribute, value in re.findall(rf'\b({"|".join(SAID_ATTRIBUTES)})="([^"]*)"', markup)]
    pieces += re.split(r"<[^>]*>", markup)
    text = "\n".join(html.unescape(piece) for piece in pieces if piece.strip())
    for name in NAMES:
        text = text.replace(html.unescape(name), " ")
    return text


def english_left(markup: str, language: str) -> list[str]:
    """The English words in what `markup` shows, for a page in `language`."""
    text = said_text(markup)
    words = re.findall(r"[^\W\d_]+", text)
    found = [word for word in words if word.lower() in ENGLISH_ONLY]
    if language == "ja":
        latin = re.findall(r"(?<![A-Za-z])[A-Za-z][A-Za-z0-9.]*", text)
        found += [word.rstrip(".") for word in latin if not ALLOWED_LATIN_IN_JAPANESE.match(word.rstrip("."))]
    return sorted(set(found))


def lines_with_english(markup: str, language: str) -> list[str]:
    """The lines of what `markup` shows that hold English, for a failure's message."""
    return [line.strip() for line in said_text(markup).splitlines() if line.strip() and english_left(html.escape(line), language)]
