"""The deck table (rules §2 and §3) and the cards' written form."""

from __future__ import annotations

from collections import Counter

import pytest

from tablegames import ten
from tablegames.ten.cards import CARD_TEXT, COLOURS, DECK_TABLE, Kind, deck, parse_card


def test_the_full_deck_has_129_cards_in_the_documented_groups() -> None:
    """§2: 84 number cards, 8 colour wilds, 9 numbered wilds, the # Wildcard, 27 currency."""
    full = deck(5)
    kinds = Counter(card.kind for card in full)
    assert len(full) == 129
    assert kinds == {
        Kind.NUMBER: 84,
        Kind.COLOUR_WILD: 8,
        Kind.NUMBERED_WILD: 9,
        Kind.WILDCARD: 1,
        Kind.CURRENCY: 27,
    }
    assert sum(row.copies for row in DECK_TABLE) == 129


def test_each_colour_has_23_cards_three_copies_of_1_to_6_one_of_7_to_9() -> None:
    """§2: 23 cards per suit; 1-6 three times, 7-9 once, two colour wilds."""
    full = Counter(deck(5))
    for colour in COLOURS:
        numbers = [full[ten.number_card(colour, n)] for n in range(1, 10)]
        assert numbers == [3, 3, 3, 3, 3, 3, 1, 1, 1]
        assert full[ten.colour_wild(colour)] == 2
        assert sum(n for card, n in full.items() if card.colour is colour) == 23


def test_currency_cards_are_valued_1_to_5() -> None:
    """§2: 27 currency cards, values 1-5 (spread unverified, T-A2)."""
    values = Counter(card.number for card in deck(5) if card.kind is Kind.CURRENCY)
    assert set(values) == {1, 2, 3, 4, 5}
    assert sum(values.values()) == 27
    assert not ten.DECK_TABLE_VERIFIED


@pytest.mark.parametrize(("players", "size"), [(1, 89), (2, 89), (3, 109), (4, 129), (5, 129)])
def test_deck_size_follows_the_player_count(players: int, size: int) -> None:
    """§3 (T-A3) and T-A36: 2 players and solo 89 cards, 3 players 109, 4-5 players 129."""
    assert len(deck(players)) == size
    assert len(ten.new_game(players=players, seed=1).draw_pile) == size


def test_smaller_decks_keep_every_wild() -> None:
    """§3: the removed cards are duplicates; every numbered wild and the # stay."""
    small = Counter(deck(2))
    for n in range(1, 10):
        assert small[ten.numbered_wild(n)] == 1
    assert small[ten.WILDCARD] == 1
    assert all(small[ten.colour_wild(colour)] == 1 for colour in COLOURS)


def test_cards_are_written_readably_and_read_back() -> None:
    """The JSON form of each card: 'red 3', 'blue #', 'wild 4', 'wild #', 'currency 2'."""
    assert [str(card) for card in ten.CARDS[:2]] == ["red 1", "red 2"]
    assert str(ten.colour_wild(ten.Colour.BLUE)) == "blue #"
    assert str(ten.numbered_wild(4)) == "wild 4"
    assert str(ten.WILDCARD) == "wild #"
    assert str(ten.currency_card(2)) == "currency 2"
    for card, text in CARD_TEXT.items():
        assert parse_card(text) is card
    assert len(CARD_TEXT) == 4 * 9 + 4 + 9 + 1 + 5


@pytest.mark.parametrize("text", ["red 10", "purple 3", "wild 0", "currency 6", "", "RED 3"])
def test_unknown_card_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="unknown card"):
        parse_card(text)


def test_wild_kinds_open_auctions_and_others_do_not() -> None:
    assert ten.WILDCARD.is_wild
    assert ten.numbered_wild(3).is_wild
    assert ten.colour_wild(ten.Colour.RED).is_wild
    assert not ten.number_card(ten.Colour.RED, 3).is_wild
    assert not ten.currency_card(3).is_wild


def test_equal_cards_from_the_public_helpers_are_the_same_object() -> None:
    assert ten.number_card(ten.Colour.RED, 3) is parse_card("red 3")
    assert ten.colour_wild(ten.Colour.BLUE) is parse_card("blue #")
    assert ten.numbered_wild(4) is parse_card("wild 4")
    assert ten.currency_card(2) is parse_card("currency 2")
    assert ten.WILDCARD is parse_card("wild #")
