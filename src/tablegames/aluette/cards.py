"""The Aluette card catalogue: the 48-card Spanish deck and its 19 strength classes.

Source: the Aluette rules §2 and §3 (the seed's ranking, confirmed by Pagat and Jeux &
Stratégie). This module is data; the rules code reads every number from here.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType

import attrs

from tablegames.core.errors import FormatError
from tablegames.core.moves import check_type

__all__ = [
    "DECK",
    "NAMED_CARDS",
    "STRENGTH",
    "STRENGTH_CLASSES",
    "TOP_CARDS",
    "Card",
    "Rank",
    "StrengthClass",
    "Suit",
    "parse_card",
]


class Suit(enum.Enum):
    """The four Spanish suits. Suits only name the special cards: there are no trumps."""

    COINS = "coins"
    CUPS = "cups"
    SWORDS = "swords"
    BATONS = "batons"


class Rank(enum.IntEnum):
    """The twelve ranks of a suit (no tens). The value is the card's printed number."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    JACK = 10
    CAVALIER = 11
    KING = 12


_RANK_WORDS: Mapping[Rank, str] = {
    Rank.ACE: "ace",
    Rank.JACK: "jack",
    Rank.CAVALIER: "cavalier",
    Rank.KING: "king",
}


@attrs.frozen(repr=False, cache_hash=True)
class Card:
    """One card, such as the 3 of coins (Monsieur).

    Cards are written in JSON as ``"<rank> of <suit>"``, with ranks ``ace``, ``2`` … ``9``,
    ``jack``, ``cavalier``, ``king``: ``"3 of coins"``, ``"cavalier of cups"``.

    The fields must be exactly a :class:`Rank` and a :class:`Suit`: ``Card(3, Suit.COINS)``
    raises :class:`~tablegames.InvalidMoveError` (an ``int`` equal to ``Rank.THREE`` would
    otherwise make a card that compares equal to a real one but is written differently).
    """

    rank: Rank = attrs.field(validator=check_type(Rank, described="a tablegames.aluette.Rank"))
    suit: Suit = attrs.field(validator=check_type(Suit, described="a tablegames.aluette.Suit"))

    def __str__(self) -> str:
        return f"{_RANK_WORDS.get(self.rank, str(int(self.rank)))} of {self.suit.value}"

    def __repr__(self) -> str:
        return f"parse_card({str(self)!r})"

    @property
    def strength(self) -> int:
        """The card's strength, 1 (plain threes) to 19 (Monsieur); equal strengths tie."""
        return STRENGTH[self]

    @property
    def name(self) -> str:
        """The name of the card's strength class, such as ``"Monsieur"`` or ``"aces"``."""
        return _CLASS_NAME[self]


#: What a card's name looks like, for error messages.
CARD_FORM = (
    "cards are written '<rank> of <suit>', the rank one of ace, 2 to 9, jack, cavalier, king "
    "and the suit one of coins, cups, swords, batons, like '3 of coins' or 'king of cups'"
)


def parse_card(text: str) -> Card:
    """Read a card written as ``"<rank> of <suit>"``.

    >>> from tablegames.aluette.cards import parse_card
    >>> card = parse_card("3 of coins")
    >>> card
    parse_card('3 of coins')
    >>> card.rank, card.suit
    (<Rank.THREE: 3>, <Suit.COINS: 'coins'>)

    Raises:
        FormatError: if the text names no card of the deck; the message shows the form.
    """
    try:
        return _BY_TEXT[text]
    except (KeyError, TypeError):
        if isinstance(text, str):
            shown = repr(text) if len(text) <= 40 else repr(text[:37]) + "..."
            raise FormatError(f"unknown card {shown}; {CARD_FORM}") from None
        raise FormatError(
            f"expected a card's name (a string), got {type(text).__name__}; {CARD_FORM}"
        ) from None


#: The 48 cards in a fixed order (suit by suit, ace to king).
DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in Rank)


@attrs.frozen
class StrengthClass:
    """A row of the ranking table: cards of one strength (they tie with each other)."""

    strength: int
    name: str
    cards: tuple[Card, ...]


def _all(rank: Rank) -> tuple[Card, ...]:
    return tuple(Card(rank, suit) for suit in Suit)


_PLAIN = (Suit.SWORDS, Suit.BATONS)

#: The 19 strength classes, highest first (rules §3).
STRENGTH_CLASSES: tuple[StrengthClass, ...] = (
    StrengthClass(19, "Monsieur", (Card(Rank.THREE, Suit.COINS),)),
    StrengthClass(18, "Madame", (Card(Rank.THREE, Suit.CUPS),)),
    StrengthClass(17, "le Borgne", (Card(Rank.TWO, Suit.COINS),)),
    StrengthClass(16, "la Vache", (Card(Rank.TWO, Suit.CUPS),)),
    StrengthClass(15, "Grand-neuf", (Card(Rank.NINE, Suit.CUPS),)),
    StrengthClass(14, "Petit-neuf", (Card(Rank.NINE, Suit.COINS),)),
    StrengthClass(13, "Deux de chêne", (Card(Rank.TWO, Suit.BATONS),)),
    StrengthClass(12, "Deux d'écrit", (Card(Rank.TWO, Suit.SWORDS),)),
    StrengthClass(11, "aces", _all(Rank.ACE)),
    StrengthClass(10, "kings", _all(Rank.KING)),
    StrengthClass(9, "cavaliers", _all(Rank.CAVALIER)),
    StrengthClass(8, "jacks", _all(Rank.JACK)),
    StrengthClass(7, "plain nines", tuple(Card(Rank.NINE, suit) for suit in _PLAIN)),
    StrengthClass(6, "eights", _all(Rank.EIGHT)),
    StrengthClass(5, "sevens", _all(Rank.SEVEN)),
    StrengthClass(4, "sixes", _all(Rank.SIX)),
    StrengthClass(3, "fives", _all(Rank.FIVE)),
    StrengthClass(2, "fours", _all(Rank.FOUR)),
    StrengthClass(1, "plain threes", tuple(Card(Rank.THREE, suit) for suit in _PLAIN)),
)

#: Each card's strength.
STRENGTH: Mapping[Card, int] = MappingProxyType(
    {card: row.strength for row in STRENGTH_CLASSES for card in row.cards}
)
_CLASS_NAME: Mapping[Card, str] = {card: row.name for row in STRENGTH_CLASSES for card in row.cards}

#: The eight cards with a name of their own (Monsieur down to Deux d'écrit): each alone in its
#: strength class (rules §3).
NAMED_CARDS: frozenset[Card] = frozenset(
    row.cards[0] for row in STRENGTH_CLASSES if len(row.cards) == 1
)

#: The four top cards ("luettes"), which also settle partnerships: Monsieur and Madame against
#: le Borgne and la Vache; the Madame holder deals first.
TOP_CARDS: tuple[Card, ...] = tuple(row.cards[0] for row in STRENGTH_CLASSES[:4])
MONSIEUR, MADAME, BORGNE, VACHE = TOP_CARDS

# -- the numbers of a deal and a game (rules §5 and §7) ----------------------------------

#: Seats at the table: two partnerships, partners opposite.
SEATS = 4
#: The counts an ``aces`` signal may give: 1 up to the number of aces in the deck.
ACE_COUNTS = tuple(range(1, sum(card.rank is Rank.ACE for card in DECK) + 1))
#: Cards dealt to each seat, in packets of three.
HAND_SIZE = 9
PACKET_SIZE = 3
#: Cards each chanter receives from the talon, and discards again.
CHANT_CARDS = 6
#: Deals in a game under the default end (the first dealer deals twice).
DEALS_PER_GAME = 5
#: Points that end the game under the "first to 5" variant.
TARGET_POINTS = 5
#: Points that end the game under the "first to 10" end of Rebour's variant.
REBOUR_TARGET_POINTS = 10
#: Points for winning a deal, for mordienne, and for an accepted concession.
DEAL_POINTS = 1
MORDIENNE_POINTS = 2
CONCESSION_POINTS = 1
#: Points to the conceding team when the opponents refuse and then miss mordienne.
FAILED_REFUSAL_POINTS = 2
#: Announced mordienne: points to the opponents when the announcer misses it (our ruling).
FAILED_ANNOUNCEMENT_POINTS = 2

_BY_TEXT: Mapping[str, Card] = {str(card): card for card in DECK}
#: Each card's written form, as in JSON.
CARD_TEXT: Mapping[Card, str] = MappingProxyType({card: str(card) for card in DECK})

#: Each card's position in :data:`DECK`, the canonical order of hands.
DECK_ORDER: Mapping[Card, int] = MappingProxyType({card: i for i, card in enumerate(DECK)})
