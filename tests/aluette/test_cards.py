"""The deck and the ranking table (rules §3)."""

from __future__ import annotations

from collections import Counter

import pytest

from tablegames.aluette import DECK, STRENGTH, STRENGTH_CLASSES, TOP_CARDS, Card, Rank, Suit
from tablegames.aluette.cards import parse_card
from tests.aluette.helpers import card


def test_the_deck_has_48_spanish_cards() -> None:
    """Rules §2: four suits of 1-9, jack, cavalier, king; no tens."""
    assert len(DECK) == len(set(DECK)) == 48
    assert Counter(c.suit for c in DECK) == dict.fromkeys(Suit, 12)
    assert {c.rank for c in DECK} == set(Rank)
    assert 10 not in {c.rank.value for c in DECK if c.rank is not Rank.JACK}


@pytest.mark.parametrize(
    ("label", "strength", "name"),
    [
        ("3co", 19, "Monsieur"),
        ("3cu", 18, "Madame"),
        ("2co", 17, "le Borgne"),
        ("2cu", 16, "la Vache"),
        ("9cu", 15, "Grand-neuf"),
        ("9co", 14, "Petit-neuf"),
        ("2ba", 13, "Deux de chêne"),
        ("2sw", 12, "Deux d'écrit"),
        ("Aco", 11, "aces"),
        ("Aba", 11, "aces"),
        ("Kcu", 10, "kings"),
        ("Csw", 9, "cavaliers"),
        ("Jba", 8, "jacks"),
        ("9sw", 7, "plain nines"),
        ("9ba", 7, "plain nines"),
        ("8co", 6, "eights"),
        ("7cu", 5, "sevens"),
        ("6sw", 4, "sixes"),
        ("5ba", 3, "fives"),
        ("4co", 2, "fours"),
        ("3sw", 1, "plain threes"),
        ("3ba", 1, "plain threes"),
    ],
)
def test_the_full_ranking_table(label: str, strength: int, name: str) -> None:
    """Rules §3: the seed's ranking, Monsieur highest and the plain threes lowest."""
    assert STRENGTH[card(label)] == card(label).strength == strength
    assert card(label).name == name


def test_nineteen_classes_cover_every_card_once() -> None:
    """Rules §3 check: 8 singletons + 16 + 2 + 20 + 2 = 48 cards in 19 classes."""
    assert [row.strength for row in STRENGTH_CLASSES] == list(range(19, 0, -1))
    listed = [c for row in STRENGTH_CLASSES for c in row.cards]
    assert sorted(listed, key=DECK.index) == list(DECK)
    assert [len(row.cards) for row in STRENGTH_CLASSES] == [1] * 8 + [
        4,
        4,
        4,
        4,
        2,
        4,
        4,
        4,
        4,
        4,
        2,
    ]
    assert all(STRENGTH[c] >= 12 for c in DECK if c.rank is Rank.TWO)  # every 2 is in the top 8


def test_the_four_top_cards() -> None:
    """Rules §3 and §4: Monsieur, Madame, le Borgne, la Vache settle partnerships."""
    assert (card("3co"), card("3cu"), card("2co"), card("2cu")) == TOP_CARDS


def test_cards_read_and_write_their_json_form() -> None:
    for c in DECK:
        assert parse_card(str(c)) == c
    assert str(Card(Rank.CAVALIER, Suit.CUPS)) == "cavalier of cups"
    assert str(Card(Rank.ACE, Suit.BATONS)) == "ace of batons"
    for bad in ("10 of coins", "1 of coins", "3 of clubs", "three of coins", "", "3coins"):
        with pytest.raises(ValueError, match="unknown card"):
            parse_card(bad)
