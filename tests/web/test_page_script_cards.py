"""The games' pages name the cards in the page's language (docs/guides/frontend.rst,
:ref:`page-script`) with the game's own words, which the server sends: the table's page holds
the name of every card of the game's deck as the game's French words give it (the words the
server's French documents use, :func:`~tablegames.core.protocol.client_words`), and
``client.js``'s ``cardName`` gives it, so that no script repeats a game's words; on an English
page, and for a game that does not speak the page's language, ``cardName`` keeps the string
the view's JSON writes. A French seat's page and a spectator's, in the middle of a game and at
its end, write no English card name in the table in words under the picture
(``[data-testid=table]``), but the French name of each card the view shows there (a real
Chromium)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from types import MappingProxyType
from typing import Any

import pytest
from tablegames_crazyeights.cards import CARD_TEXT as CRAZYEIGHTS_CARD_TEXT
from tablegames_crazyeights.cards import parse_card as crazyeights_card

import tablegames
from tablegames.aluette.cards import DECK as ALUETTE_DECK
from tablegames.aluette.cards import parse_card as aluette_card
from tablegames.core.protocol import VersionedMove, client_words, state_version
from tablegames.core.registry import register
from tablegames.saboteur.cards import CARD_TEXT as SABOTEUR_CARD_TEXT
from tablegames.saboteur.cards import parse_card as saboteur_card
from tablegames.ten.cards import CARD_TEXT as TEN_CARD_TEXT
from tablegames.ten.cards import parse_card as ten_card
from tablegames.ten.game import TenGame
from tests.web.harness import Web, running
from tests.web.test_page_script_words import TABLE_WORDS

pytestmark = pytest.mark.browser

#: Every distinct card of each game's deck, as the view's JSON writes it, with the card.
DECKS: Mapping[str, Mapping[str, Any]] = {
    "aluette": {str(card): card for card in ALUETTE_DECK},
    "saboteur": {text: card for card, text in SABOTEUR_CARD_TEXT.items()},
    "ten": {text: card for card, text in TEN_CARD_TEXT.items()},
    "crazyeights": {text: card for card, text in CRAZYEIGHTS_CARD_TEXT.items()},
}

#: How each game reads a card from its JSON string.
PARSE: Mapping[str, Callable[[str], object]] = {
    "aluette": aluette_card,
    "saboteur": saboteur_card,
    "ten": ten_card,
    "crazyeights": crazyeights_card,
}

#: How many seats play each game here.
PLAYERS = {"aluette": 4, "saboteur": 4, "ten": 3, "crazyeights": 3}

#: A card of each game and its French name, written out: the names the page gives are the
#: French words', not the JSON's strings again.
FRENCH = {
    "aluette": ("3 of coins", "le 3 de deniers (Monsieur)"),
    "saboteur": ("broken cart", "la carte sabotage chariot"),
    "ten": ("red #", "le joker rouge"),
    "crazyeights": ("queen of spades", "la dame de pique"),
}

#: Each string's name by client.js's cardName, read from the module the page loaded (the
#: same module instance: import() of its address finds it).
NAMES = """async (cards) => {
  const client = await import(new URL("static/client.js", document.baseURI).href);
  return cards.map((card) => client.cardName(card));
}"""

#: Strings no game has a card for: each must come back as it is.
STRANGE = [
    "purple 3",
    "wild 3 of cups",
    "7 of stars",
    "13 of cups",
    "constructor of cups",
    "constructor",
    "toString",
    "__proto__",
    "hasOwnProperty",
    "tunnel",
    "broken shovel",
    "repair pickaxe/shovel",
    "currency #",
    "",
]


def _open_page(page: Any, web: Web) -> None:
    """Seat 1's page, once its script has written the table in words."""
    page.goto(web.seat_urls()[0])
    page.wait_for_selector("body[data-serial] [data-testid=table] [data-testid=scoreboard]")


def _french_names(game: str) -> dict[str, str]:
    """Every card's French name by the game's French words, by its JSON string."""
    words = client_words(tablegames.GAMES[game], "fr")
    return {text: words.card(card) for text, card in DECKS[game].items()}


def test_the_decks_are_every_card_as_its_json_writes_it() -> None:
    """The comparison below covers each game's whole deck, each card by its JSON string (the
    one its game reads back as that card)."""
    for game, cards in DECKS.items():
        for text, card in cards.items():
            assert PARSE[game](text) == card, (game, text)
    assert len(DECKS["aluette"]) == 48
    assert len(DECKS["crazyeights"]) == 52
    assert "repair pickaxe/cart" in DECKS["saboteur"]
    assert {"wild #", "red #", "wild 4", "currency 2", "orange 9"} <= set(DECKS["ten"])


@pytest.mark.parametrize("game", sorted(DECKS))
def test_a_french_page_names_every_card_as_the_games_french_words_do(page: Any, game: str) -> None:
    """On a page of a French server, ``cardName`` gives every card of the deck the name the
    game's French words give it, with its article, from the names the server put in the
    page; a string that is no card of the game (a future card, a near miss, an inherited
    property's name) comes back as it is."""
    french = _french_names(game)
    cards = sorted(french)
    with running(game, players=PLAYERS[game], humans=[0], seed=1, language="fr") as web:
        _open_page(page, web)
        named: list[str] = page.evaluate(NAMES, cards)
        strange: list[str] = page.evaluate(NAMES, STRANGE)
    assert named == [french[card] for card in cards]
    card, name = FRENCH[game]
    assert named[cards.index(card)] == name
    # Every card's French name differs from its JSON string: the check above could not pass
    # on a page that kept the strings.
    assert all(fr != en for fr, en in zip(named, cards, strict=True))
    assert strange == STRANGE


@pytest.mark.parametrize("game", sorted(DECKS))
def test_an_english_page_keeps_every_card_as_the_json_writes_it(page: Any, game: str) -> None:
    """On a page of a server without a language, ``cardName`` gives every card the string
    the view's JSON writes, as the English pages always showed it (the game's English words
    would add an article: "the red wild")."""
    cards = sorted(DECKS[game])
    with running(game, players=PLAYERS[game], humans=[0], seed=1) as web:
        _open_page(page, web)
        named: list[str] = page.evaluate(NAMES, cards)
    assert named == cards


#: The cards each page script writes in the table in words, from the view's data: those it
#: names there, in the order it writes them.
WRITTEN: Mapping[str, Callable[[Mapping[str, Any]], list[str]]] = {
    "aluette": lambda data: (
        []
        if data["phase"] == "over"
        else [*data["trick"], *([] if data["player"] is None else data["hand"])]
    ),
    "saboteur": lambda data: [
        *(place["card"] for place in data["board"]),
        *(goal["card"] for goal in data["goals"] if goal["face_up"] and goal["card"]),
        *(
            seen["card"]
            for seen in data["map_knowledge"] or []
            for goal in data["goals"]
            if (goal["x"], goal["y"]) == (seen["x"], seen["y"]) and not goal["face_up"]
        ),
        *([] if data["player"] is None else data["hand"]),
    ],
    "ten": lambda data: [
        *([] if data["phase"] == "over" else data["tableau"]),
        *data["market"],
        *(card for collection in data["collections"] for card in collection),
        *([data["auction"]["wild"]] if data["auction"] else []),
        *([data["payment"]["card"]] if data["payment"] else []),
    ],
    "crazyeights": lambda data: [
        *data["discard"][-1:],
        *([] if data["player"] is None else data["hand"]),
    ],
}


def _written(game: str, state: Any) -> list[str]:
    """The cards a spectator's page writes in the table in words at ``state``."""
    return WRITTEN[game](tablegames.to_dict(tablegames.view(state, None))["data"])


#: How many cards a spectator's table names, at least, in the middle of a game here: a trick
#: begun, a maze grown, a market or collections, the discard pile's top card.
MIDDLE = {"aluette": 2, "saboteur": 5, "ten": 4, "crazyeights": 1}


def _move(web: Web, choose: random.Random) -> None:
    """The seat to act makes a move, chosen at random among its legal ones, through the hall
    (as its page would send it)."""
    table = web.table
    seat = tablegames.current_player(table.state)
    move = choose.choice(tablegames.legal_moves(table.state, seat))
    sent = VersionedMove(move, state_version(table.state))
    web.server.call(web.server.hall.play(table, seat, sent, human=True))


def _play_until(web: Web, choose: random.Random, done: Callable[[Any], bool]) -> None:
    """Moves until ``done`` says so of the game's state (or the game is over)."""
    for _ in range(5_000):
        if done(web.state) or tablegames.is_over(web.state):
            return
        _move(web, choose)
    raise AssertionError("the game went on too long")


def _without(text: str, names: Iterable[str]) -> str:
    """``text`` with each of ``names`` taken out, the longest first (a name may hold another:
    "la carte tunnel NES" holds "tunnel NE")."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "\u2400")
    return text


def _english_cards_in(text: str, game: str) -> list[str]:
    """The JSON strings of the game's cards that ``text`` holds, each as a whole (not the
    "map" of a longer word)."""
    return [
        card for card in DECKS[game] if re.search(rf"(?<![\w/]){re.escape(card)}(?![\w/])", text)
    ]


def _check_table(page: Any, web: Web, game: str, url: str, seat: int | None) -> int:
    """The page at ``url``, of ``seat`` (None: a spectator's), names each card its view shows
    in the table in words by its French name, and no card by its English one; how many cards
    it names."""
    page.goto(url)
    shows = "[data-state=over]" if tablegames.is_over(web.state) else "[data-serial]"
    page.wait_for_selector(f"body{shows} [data-testid=table] [data-testid=scoreboard]")
    shown: str = page.evaluate(TABLE_WORDS)
    french = _french_names(game)
    written = WRITTEN[game](tablegames.to_dict(tablegames.view(web.state, seat))["data"])
    assert [card for card in written if french[card] not in shown] == [], shown
    assert _english_cards_in(_without(shown, french.values()), game) == [], shown
    return len(written)


@pytest.mark.parametrize("game", sorted(DECKS))
def test_a_french_table_in_words_names_no_card_in_english(page: Any, game: str) -> None:
    """Served in French, seat 1's page and a spectator's, in the middle of a game (a trick
    begun, a maze grown, a market, a discard pile) and at its end, name every card they
    write under the picture in French, and none in English."""
    players = PLAYERS[game]
    choose = random.Random(5)
    with running(game, players=players, humans=range(players), seed=3, language="fr") as web:
        seat_url, watch_url = web.seat_urls()[0], web.url(f"/watch/{web.id}")

        def middle(state: Any) -> bool:
            return len(_written(game, state)) >= MIDDLE[game]

        _play_until(web, choose, middle)
        assert not tablegames.is_over(web.state)
        assert _check_table(page, web, game, seat_url, 0) >= MIDDLE[game]
        assert _check_table(page, web, game, watch_url, None) >= MIDDLE[game]
        _play_until(web, choose, lambda state: False)
        assert tablegames.is_over(web.state)
        _check_table(page, web, game, seat_url, 0)
        _check_table(page, web, game, watch_url, None)


@pytest.mark.parametrize("part", ["auction", "payment"])
def test_ten_says_the_card_auctioned_or_paid_for_with_its_french_article(
    page: Any, part: str
) -> None:
    """TEN's auction and payment lines name their card in a sentence: on a French page with
    the French name's own article ("Enchères pour le joker rouge", "pour une carte monnaie de
    2"), never a second one ("pour le le joker rouge")."""
    choose = random.Random(5)
    with running("ten", players=3, humans=range(3), seed=3, language="fr") as web:
        _play_until(web, choose, lambda state: getattr(state, part) is not None)
        data = tablegames.to_dict(tablegames.view(web.state, None))["data"]
        card = data[part]["wild" if part == "auction" else "card"]
        page.goto(web.url(f"/watch/{web.id}"))
        shown = page.locator(f"[data-testid={part}]").inner_text()
    name = _french_names("ten")[card]
    expected = f"Enchères pour {name}\u00a0: " if part == "auction" else f" pour {name} ("
    assert expected in shown, shown
    assert " le le " not in shown, shown
    assert " le une " not in shown, shown


@contextmanager
def _ten_in_english_only() -> Iterator[None]:
    """TEN registered without its French words (as a game of another distribution that
    speaks English alone), then registered again as it was."""
    own = tablegames.GAMES["ten"]

    class EnglishTen(TenGame):
        translations = MappingProxyType({})

    register(EnglishTen(), replace=True)
    try:
        yield
    finally:
        register(own, replace=True)


def test_a_game_without_french_words_keeps_its_cards_on_a_french_page(page: Any) -> None:
    """A game that does not speak French, on a page of a French server (the page's own words
    French), keeps its cards as its JSON writes them: the table in words shows "red 3", not
    "le 3 rouge"."""
    cards = sorted(DECKS["ten"])
    french = _french_names("ten")
    with (
        _ten_in_english_only(),
        running("ten", players=3, humans=range(3), seed=3, language="fr") as web,
    ):
        assert tablegames.GAMES["ten"].languages == ("en",)
        _play_until(web, random.Random(5), lambda state: len(_written("ten", state)) >= 2)
        data = tablegames.to_dict(tablegames.view(web.state, None))["data"]
        page.goto(web.url(f"/watch/{web.id}"))
        page.wait_for_selector("body[data-serial] [data-testid=table] [data-testid=scoreboard]")
        assert page.get_attribute("html", "lang") == "fr"
        named: list[str] = page.evaluate(NAMES, cards)
        shown: str = page.evaluate(TABLE_WORDS)
    assert tablegames.GAMES["ten"].languages == ("en", "fr")
    assert named == cards
    written = WRITTEN["ten"](data)
    assert len(written) >= 2
    assert "Tour " in shown  # the page's own words are the script's French
    assert [card for card in written if card not in shown] == [], shown
    assert [card for card in written if french[card] in shown] == [], shown
