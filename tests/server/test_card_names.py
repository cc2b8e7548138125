"""The table's page carries the game's card names in the page's language
(:func:`tablegames.server.pagewords.card_names`): every card the game's codecs write, named as
the game's words in that language name it, for ``client.js``'s ``cardName``; none on a page in
the language of the game's own words, whose cards keep the JSON's strings, nor for a game that
does not speak the page's language or whose words name no single card."""

from __future__ import annotations

import json
import re

import pytest

import tablegames
from tablegames.core.codec import Codec
from tablegames.core.protocol import client_words
from tablegames.server.app import game_page
from tablegames.server.pagewords import card_language, card_names
from tests.core.test_translations import translated

#: Values written by name that no game's words can name as cards.
NAMES = {"spades": "spades", "hearts": "hearts"}


def _card_names_element(page: bytes) -> dict[str, str]:
    """The JSON object of the page's "card-names" element."""
    found = re.search(
        r'<script type="application/json" id="card-names">(.*?)</script>', page.decode(), re.S
    )
    assert found, "the page holds no card-names element"
    names: dict[str, str] = json.loads(found[1])
    return names


@pytest.mark.parametrize("name", sorted(tablegames.GAMES))
def test_a_french_page_names_every_card_the_game_writes_as_its_french_words_do(name: str) -> None:
    """Every card of every codec that writes the game's cards is named, by its JSON string, as
    the game's French words name it (each built-in game, and Crazy Eights, speaks French)."""
    game = tablegames.GAMES[name]
    words = client_words(game, "fr")
    expected = {
        text: words.card(card)
        for codec in game.codecs
        if codec.noun == "card"
        for card, text in codec.names.items()
    }
    assert expected, "the game writes no card"
    assert _card_names_element(game_page(game, language="fr")) == expected


@pytest.mark.parametrize("language", [None, "en", "EN-gb", "de"])
def test_a_page_in_the_games_own_language_or_one_it_lacks_keeps_the_json_strings(
    language: str | None,
) -> None:
    """An English page (no --lang, English, or a language the pages do not speak) names no
    card: the scripts keep the JSON's strings, as the English pages always showed them."""
    assert _card_names_element(game_page(tablegames.GAMES["ten"], language=language)) == {}


def test_a_regional_tag_names_the_cards_in_the_language_the_game_speaks() -> None:
    """A ``fr-CA`` server's page is French (``<html lang="fr">``), and so are its cards, from
    the game's ``fr`` words."""
    ten = tablegames.GAMES["ten"]
    assert card_language(ten, "fr-CA") == "fr"
    assert _card_names_element(game_page(ten, language="fr-CA"))["red #"] == "le joker rouge"


def test_a_game_whose_words_name_no_single_card_sends_no_names() -> None:
    """A game told in plain words (no ``card`` method), which speaks French and writes cards
    by name, names none on a French page: its scripts keep the JSON's strings."""
    plain = translated("toy_card_names", "tests.core.test_translations:PLAIN_FRENCH")
    with_codec = type(type(plain).__name__, (type(plain),), {"codecs": (Codec(str, NAMES),)})()
    assert card_language(with_codec, "fr") == "fr"
    assert not hasattr(client_words(with_codec, "fr"), "card")
    assert card_names(with_codec, "fr") == {}


def test_only_the_codecs_of_cards_are_named() -> None:
    """A codec of another noun (a suit) is not the game's cards: its values are left out, and
    the words' ``card`` never sees them."""
    ten = tablegames.GAMES["ten"]
    suits = Codec(str, NAMES, noun="suit")
    with_suits = type("TenWithSuits", (type(ten),), {"codecs": (*ten.codecs, suits)})()
    assert card_names(with_suits, "fr") == card_names(ten, "fr")
