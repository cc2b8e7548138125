"""The deck as data (RULES.md rules 1.2 and 9.1): cards, names, penalty points."""

from __future__ import annotations

import pytest
from tablegames import FormatError, InvalidMoveError

from playouts import card
from tablegames_crazyeights import CARDS, EIGHTS, RANK_TABLE, Card, Rank, Suit, parse_card
from tablegames_crazyeights.cards import CARD_TEXT, hand_points


def test_the_deck_is_52_distinct_cards_of_four_suits_and_thirteen_ranks() -> None:
    """Rule 1.2: one standard deck, no jokers."""
    assert len(CARDS) == len(set(CARDS)) == 52
    assert {c.suit for c in CARDS} == set(Suit)
    assert {c.rank for c in CARDS} == set(Rank) == {row.rank for row in RANK_TABLE}
    assert [c.rank for c in EIGHTS] == [Rank.EIGHT] * 4


@pytest.mark.parametrize(
    ("label", "points"),
    [("8h", 50), ("Ks", 10), ("Qd", 10), ("Jc", 10), ("10h", 10), ("9s", 9), ("2c", 2), ("Ad", 1)],
)
def test_penalty_points(label: str, points: int) -> None:
    """Rule 9.1: 50 for an eight; 10 for a king, queen, jack or ten; the pips; 1 for an ace."""
    assert card(label).points == points


def test_a_hand_counts_the_sum_of_its_cards() -> None:
    """Rule 9.1."""
    assert hand_points((card("8c"), card("Kh"), card("Ad"), card("5s"))) == 66
    assert hand_points(()) == 0


def test_only_eights_are_wild() -> None:
    """Rule 4.2."""
    assert [c for c in CARDS if c.is_eight] == list(EIGHTS)


def test_every_card_reads_back_from_its_name() -> None:
    for c in CARDS:
        assert parse_card(CARD_TEXT[c]) is c
        assert parse_card(str(c).upper()) is c
        assert eval(repr(c), {"parse_card": parse_card}) == c


@pytest.mark.parametrize("text", ["", "8 of stars", "eleven of clubs", "8h", "8 hearts"])
def test_unknown_names_are_refused(text: str) -> None:
    with pytest.raises(FormatError, match="unknown card"):
        parse_card(text)


def test_a_card_refuses_fields_of_the_wrong_type() -> None:
    with pytest.raises(InvalidMoveError, match=r"Card\.rank"):
        Card("8", Suit.HEARTS)  # type: ignore[arg-type]
    with pytest.raises(InvalidMoveError, match=r"Card\.suit"):
        Card(Rank.EIGHT, "hearts")  # type: ignore[arg-type]
