"""The page's words (app.words): a language tag chooses one of the site's
languages as static/language.js does, a Phrase from the engine is said
through the catalogue (its plural by its count, its values said first), and
without a catalogue everything stays English."""

from __future__ import annotations

import pytest
from babel.messages.catalog import Catalog

from app import words
from oddsevens.core.phrases import N_, counted, english, phrase
from sitebuild import languages


@pytest.fixture
def portuguese():
    catalogue = Catalog(locale="pt_BR")
    catalogue.add(("{count} tile left", "{count} tiles left"), ("{count} peça restante", "{count} peças restantes"))
    catalogue.add("{side} wins with {score}", "{side} vence com {score}")
    catalogue.add("Odd", "Ímpar")
    words.use_catalogue("pt-BR", languages.compiled(catalogue))
    yield
    words.use_catalogue(words.ENGLISH, None)


@pytest.mark.parametrize(
    ("tag", "language"),
    [("pt-BR", "pt-BR"), ("pt", "pt-BR"), ("PT-pt", "pt-BR"), ("es-MX", "es"), ("ja-JP", "ja"), ("en-GB", "en"), ("fr", None), ("", None)],
)
def test_a_language_tag_chooses_the_sites_language_by_its_first_part(tag, language):
    words.speak_among(["en", "es", "ja", "pt-BR"])
    try:
        assert words.spoken(tag) == language
    finally:
        words.speak_among([words.ENGLISH])


def test_a_phrase_is_said_through_the_catalogue_its_values_first(portuguese):
    said = phrase(N_("{side} wins with {score}"), side=phrase(N_("Odd")), score=5)
    assert words.say(said) == "Ímpar vence com 5"
    assert english(said) == "Odd wins with 5", "the engine's own English is unchanged"


def test_a_counted_phrase_takes_the_plural_of_its_number(portuguese):
    assert words.say(counted("{count} tile left", "{count} tiles left", count=1)) == "1 peça restante"
    assert words.say(counted("{count} tile left", "{count} tiles left", count=3)) == "3 peças restantes"


def test_a_message_the_catalogue_lacks_stays_english(portuguese):
    assert words._("Roll") == "Roll"
    assert words.page_file("rules/dualities") == "rules/dualities.pt-BR.html"


def test_without_a_catalogue_the_page_speaks_english():
    assert words.language() == words.ENGLISH
    assert words.say(counted("{count} tile left", "{count} tiles left", count=2)) == "2 tiles left"
    assert words.page_file("index") == "index.html"
    assert words.say("c4") == "c4", "plain strings need no words"
