"""The Crazy Eights card catalogue: the 52-card deck as data, and every number of the rules.

Source: ``RULES.md`` beside this package, rules 1 (the deck and the players), 2 (the deal),
7 (the stock) and 9 (penalty points). This module is data; the rules code reads every number
from here.

>>> from tablegames_crazyeights.cards import CARDS, parse_card
>>> len(CARDS), parse_card("8 of hearts").points, parse_card("queen of spades").points
(52, 50, 10)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

import attrs
from tablegames.core.errors import FormatError, InvalidMoveError
from tablegames.core.text import shown

__all__ = [
    "CARDS",
    "CARD_ORDER",
    "CARD_TEXT",
    "EIGHTS",
    "HAND_SIZES",
    "MAX_PLAYERS",
    "MAX_RESHUFFLES",
    "MAX_ROUNDS",
    "MAX_TARGET",
    "MIN_PLAYERS",
    "RANKS",
    "RANK_TABLE",
    "SUITS",
    "Card",
    "Rank",
    "RankRow",
    "Suit",
    "hand_points",
    "parse_card",
]


class Suit(enum.Enum):
    """The four French suits (rule 1)."""

    CLUBS = "clubs"
    DIAMONDS = "diamonds"
    HEARTS = "hearts"
    SPADES = "spades"


class Rank(enum.Enum):
    """The thirteen ranks (rule 1); eights are wild (rule 4)."""

    ACE = "ace"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "jack"
    QUEEN = "queen"
    KING = "king"


@attrs.frozen
class RankRow:
    """One row of the rank table.

    Attributes:
        rank: The rank.
        points: The penalty points a card of this rank left in a hand is worth (rule 9).
        wild: Whether a card of this rank may be played on anything, naming a suit (rule 4).
    """

    rank: Rank
    points: int
    wild: bool = False


#: Every rank with its penalty points (rule 9): 50 per eight, 10 per court card (and the ten),
#: the pips at their number, aces 1.
RANK_TABLE: Final[tuple[RankRow, ...]] = (
    RankRow(Rank.ACE, 1),
    RankRow(Rank.TWO, 2),
    RankRow(Rank.THREE, 3),
    RankRow(Rank.FOUR, 4),
    RankRow(Rank.FIVE, 5),
    RankRow(Rank.SIX, 6),
    RankRow(Rank.SEVEN, 7),
    RankRow(Rank.EIGHT, 50, wild=True),
    RankRow(Rank.NINE, 9),
    RankRow(Rank.TEN, 10),
    RankRow(Rank.JACK, 10),
    RankRow(Rank.QUEEN, 10),
    RankRow(Rank.KING, 10),
)

#: The suits and the ranks in their canonical order (the order of hands and of ``CARDS``).
SUITS: Final[tuple[Suit, ...]] = tuple(Suit)
RANKS: Final[tuple[Rank, ...]] = tuple(row.rank for row in RANK_TABLE)
_POINTS: Mapping[Rank, int] = MappingProxyType({row.rank: row.points for row in RANK_TABLE})
_WILD: frozenset[Rank] = frozenset(row.rank for row in RANK_TABLE if row.wild)

#: The fewest and the most players (rule 1).
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 5
#: The cards dealt to each seat, by the number of players (rule 2).
HAND_SIZES: Final[Mapping[int, int]] = MappingProxyType({2: 7, 3: 5, 4: 5, 5: 5})
#: How many times a round may rebuild the stock from the discard pile under the ``reshuffle``
#: variant (rule 7.2): a house limit that keeps every round finite.
MAX_RESHUFFLES: Final = 3
#: The most rounds of a game to a target score (rule 10): a house limit that keeps every game
#: finite; at the default target of the variant, games last two to four rounds.
MAX_ROUNDS: Final = 20
#: The largest target score the options accept (rule 10).
MAX_TARGET: Final = 1000


@attrs.frozen(cache_hash=True, repr=False)
class Card:
    """One card of the 52-card deck: a rank and a suit.

    Cards are written in JSON and text as ``"8 of hearts"``, ``"queen of spades"``,
    ``"ace of clubs"``; read them with :func:`parse_card`.

    Attributes:
        rank: Its rank.
        suit: Its suit.

    Raises:
        InvalidMoveError: on construction, for a rank or suit that is not exactly a
            :class:`Rank` or :class:`Suit`.
    """

    rank: Rank
    suit: Suit

    def __attrs_post_init__(self) -> None:
        if type(self.rank) is not Rank:
            raise InvalidMoveError(f"Card.rank must be a Rank, got {shown(self.rank)}")
        if type(self.suit) is not Suit:
            raise InvalidMoveError(f"Card.suit must be a Suit, got {shown(self.suit)}")

    @property
    def is_eight(self) -> bool:
        """Whether the card is wild: it may be played on anything, naming a suit (rule 4)."""
        return self.rank in _WILD

    @property
    def points(self) -> int:
        """The penalty points of the card left in a hand at the end of a round (rule 9)."""
        return _POINTS[self.rank]

    def __str__(self) -> str:
        return f"{self.rank.value} of {self.suit.value}"

    def __repr__(self) -> str:
        return f"parse_card({str(self)!r})"


#: The 52 cards in canonical order: suit by suit (clubs, diamonds, hearts, spades), ace to king.
CARDS: Final[tuple[Card, ...]] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
#: Each card's place in :data:`CARDS`: hands are kept in this order.
CARD_ORDER: Final[Mapping[Card, int]] = MappingProxyType(
    {card: index for index, card in enumerate(CARDS)}
)
#: Each card's name, as JSON writes it.
CARD_TEXT: Final[Mapping[Card, str]] = MappingProxyType({card: str(card) for card in CARDS})
_BY_TEXT: Mapping[str, Card] = MappingProxyType({text: card for card, text in CARD_TEXT.items()})
#: The four eights, in suit order.
EIGHTS: Final[tuple[Card, ...]] = tuple(card for card in CARDS if card.is_eight)


def parse_card(text: str) -> Card:
    """The card named ``text`` (``"8 of hearts"``, ``"king of clubs"``; case and spaces are
    forgiven).

    >>> parse_card("  Queen of Spades ")
    parse_card('queen of spades')

    Raises:
        FormatError: if ``text`` names no card.
    """
    # Typed str, yet a caller's mistake (a number read from a document) must get a message.
    if not isinstance(text, str):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise FormatError(f"a card is named by a string such as '8 of hearts', got {shown(text)}")
    found = _BY_TEXT.get(" ".join(text.lower().split()))
    if found is None:
        raise FormatError(
            f"unknown card {text[:40]!r}: cards are named '<rank> of <suit>', ranks ace, 2-10, "
            "jack, queen, king and suits clubs, diamonds, hearts, spades"
        )
    return found


def hand_points(hand: tuple[Card, ...]) -> int:
    """The penalty points of the cards of ``hand`` (rule 9).

    >>> hand_points(tuple(map(parse_card, ["8 of clubs", "king of hearts", "ace of spades"])))
    61
    """
    return sum(card.points for card in hand)
