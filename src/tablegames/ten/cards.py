"""The TEN card catalogue: the 129-card deck as a data table, and every number of the rules.

Source: the TEN rules §2 and §3 (the deck), §5 (the turn) and §6 (scoring). This module is
data; the rules code reads every number from here.

.. warning::
   Two parts of the deck table are **not verified** against a physical copy of the game: how
   many currency cards carry each value 1-5, and which cards carry the player-count symbols
   "3" and "4+" (rulings T-A2 and T-A3). Both live only in :data:`DECK_TABLE` below, so a
   correction is a change to one row; :data:`~tablegames.ten.DECK_TABLE_VERIFIED` says whether
   it was checked.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType

import attrs

from tablegames.core.errors import FormatError, InvalidMoveError
from tablegames.core.text import shown

__all__ = [
    "BLACK_TOKENS",
    "BUST_AT",
    "BUST_TOKENS",
    "BUST_TOKEN_VALUE",
    "CARDS",
    "CARD_PAY_VALUE",
    "COLOURS",
    "DECK_TABLE",
    "DECK_TABLE_VERIFIED",
    "FEWEST_CARDS_TO_BUST",
    "FULL_RUN_BONUS",
    "HIGHEST_NUMBER",
    "JEN_START_TOKENS",
    "LOWEST_NUMBER",
    "MAX_BUYING_POWER",
    "MAX_PLAYERS",
    "MIN_BID",
    "MIN_PLAYERS",
    "START_TOKENS",
    "TOKEN_CAP",
    "TOKEN_VALUE",
    "WILDCARD",
    "Card",
    "Colour",
    "DeckRow",
    "Kind",
    "Symbol",
    "colour_wild",
    "currency_card",
    "deck",
    "number_card",
    "numbered_wild",
    "parse_card",
]


class Colour(enum.Enum):
    """The four coloured suits, named as in the seed (ruling T-A30)."""

    RED = "red"
    BLUE = "blue"
    ORANGE = "orange"
    GREEN = "green"


#: The colours in their canonical order.
COLOURS: tuple[Colour, ...] = tuple(Colour)


class Kind(enum.Enum):
    """What a card is."""

    #: A coloured number card 1-9, which scores in runs and adds to the running total.
    NUMBER = "number"
    #: A colour "#" wild, standing for any number of its printed colour.
    COLOUR_WILD = "colour_wild"
    #: A numbered wild 1-9, standing for its printed number in any colour.
    NUMBERED_WILD = "numbered_wild"
    #: The single "#" Wildcard, standing for any colour and any number.
    WILDCARD = "wildcard"
    #: A currency card 1-5, which lowers the running total and pays out tokens.
    CURRENCY = "currency"


_WILD_KINDS = frozenset({Kind.COLOUR_WILD, Kind.NUMBERED_WILD, Kind.WILDCARD})


@attrs.frozen(cache_hash=True, repr=False)
class Card:
    """One card. Copies of a card are identical, so a card is its kind, colour and number.

    Cards are written in JSON as ``"red 3"`` (number card), ``"red #"`` (colour wild),
    ``"wild 4"`` (numbered wild), ``"wild #"`` (the # Wildcard) and ``"currency 2"``; read
    them with :func:`parse_card`. A card refuses to be built unless it is a card of the deck,
    with fields of exactly these types (``3.0`` and ``True`` are not the number 3 or 1), so a
    card that exists is always one of ``CARDS``.

    Attributes:
        kind: What the card is.
        colour: The printed colour (number cards and colour wilds), else ``None``.
        number: The printed number: the number of a number card or numbered wild, the value
            of a currency card; ``None`` for colour wilds and the # Wildcard.

    Raises:
        InvalidMoveError: on construction, for a field of the wrong type or a combination that
            names no card of the deck (``Card(Kind.NUMBER, Colour.RED, 10)``).
    """

    kind: Kind
    colour: Colour | None = None
    number: int | None = None

    def __attrs_post_init__(self) -> None:
        kind, colour, number = self.kind, self.colour, self.number
        if type(kind) is not Kind:
            raise InvalidMoveError(f"Card.kind must be a Kind, got {shown(kind)}")
        if colour is not None and type(colour) is not Colour:
            raise InvalidMoveError(f"Card.colour must be a Colour or None, got {shown(colour)}")
        if number is not None and type(number) is not int:
            raise InvalidMoveError(f"Card.number must be an integer or None, got {shown(number)}")
        coloured, numbers = _CARD_SHAPES[kind]
        number_fits = number in numbers if numbers else number is None
        if (colour is not None) != coloured or not number_fits:
            raise InvalidMoveError(
                f"there is no TEN card of kind {kind.value}, colour "
                f"{colour.value if colour else None} and number {shown(number)}; read cards "
                "from their names with tablegames.ten.parse_card"
            )

    @property
    def is_wild(self) -> bool:
        """Whether drawing this card opens an auction (any of the three kinds of wild)."""
        return self.kind in _WILD_KINDS

    def __str__(self) -> str:
        if self.kind is Kind.CURRENCY:
            return f"currency {self.number}"
        colour = "wild" if self.colour is None else self.colour.value
        number = "#" if self.number is None else str(self.number)
        return f"{colour} {number}"

    def __repr__(self) -> str:
        return f"parse_card({str(self)!r})"


class Symbol(enum.Enum):
    """The player-count symbol in a card's corner (rules §3)."""

    #: No symbol, so used in every game.
    NONE = "none"
    #: The "3" symbol, removed from 2-player (and solo) games.
    THREE = "3"
    #: The "4+" symbol, removed from games of 3 players or fewer.
    FOUR_PLUS = "4+"


@attrs.frozen
class DeckRow:
    """A row of the deck table: one card and how many copies carry each symbol."""

    card: Card
    unmarked: int
    marked_3: int = 0
    marked_4_plus: int = 0

    @property
    def copies(self) -> int:
        """All copies in the full 129-card deck."""
        return self.unmarked + self.marked_3 + self.marked_4_plus


#: Whether the deck table's currency values and player-count symbols were checked against a
#: physical copy. They were not; they are placeholders (rulings T-A2, T-A3).
DECK_TABLE_VERIFIED = False

#: The lowest number on a number card or a numbered wild.
LOWEST_NUMBER = 1
#: The highest number on a number card or a numbered wild.
HIGHEST_NUMBER = 9
_NUMBERS = range(LOWEST_NUMBER, HIGHEST_NUMBER + 1)

# Copies of each number (rules §2; the symbol split is the placeholder of §3):
# 1-3: three copies (two unmarked, one "3"); 4-6: three copies (two unmarked, one "4+");
# 7-9: one copy. Colour wilds: two per colour (one unmarked, one "4+").
_NUMBER_COPIES: Mapping[int, tuple[int, int, int]] = {
    1: (2, 1, 0),
    2: (2, 1, 0),
    3: (2, 1, 0),
    4: (2, 0, 1),
    5: (2, 0, 1),
    6: (2, 0, 1),
    7: (1, 0, 0),
    8: (1, 0, 0),
    9: (1, 0, 0),
}
# UNVERIFIED (T-A2, T-A3): the value spread 7/6/6/4/4 and its symbol split are placeholders.
_CURRENCY_COPIES: Mapping[int, tuple[int, int, int]] = {
    1: (4, 2, 1),
    2: (3, 2, 1),
    3: (3, 2, 1),
    4: (3, 1, 0),
    5: (2, 1, 1),
}

# Which cards exist, for Card's own check: whether each kind is coloured, and the numbers it
# may carry (empty: none). Derived from the copy tables above, so they stay the one source.
_CARD_SHAPES: Mapping[Kind, tuple[bool, frozenset[int]]] = {
    Kind.NUMBER: (True, frozenset(_NUMBER_COPIES)),
    Kind.COLOUR_WILD: (True, frozenset()),
    Kind.NUMBERED_WILD: (False, frozenset(_NUMBERS)),
    Kind.WILDCARD: (False, frozenset()),
    Kind.CURRENCY: (False, frozenset(_CURRENCY_COPIES)),
}

#: The whole deck, every card with its copies per player-count symbol (129 cards).
DECK_TABLE: tuple[DeckRow, ...] = (
    *(
        DeckRow(Card(Kind.NUMBER, colour, n), *_NUMBER_COPIES[n])
        for colour in COLOURS
        for n in _NUMBERS
    ),
    *(DeckRow(Card(Kind.COLOUR_WILD, colour), 1, 0, 1) for colour in COLOURS),
    *(DeckRow(Card(Kind.NUMBERED_WILD, None, n), 1) for n in _NUMBERS),
    DeckRow(Card(Kind.WILDCARD), 1),
    *(
        DeckRow(Card(Kind.CURRENCY, None, value), *copies)
        for value, copies in _CURRENCY_COPIES.items()
    ),
)

#: Every distinct card, in the canonical order (the order of the deck table).
CARDS: tuple[Card, ...] = tuple(row.card for row in DECK_TABLE)

# Equal cards are made the same object, so that comparing and hashing them takes the fast path.
_CANONICAL: Mapping[Card, Card] = MappingProxyType({card: card for card in CARDS})


def _canonical(card: Card) -> Card:
    return _CANONICAL.get(card, card)


def number_card(colour: Colour, number: int) -> Card:
    """The number card of ``colour`` and ``number`` (1-9)."""
    return _canonical(Card(Kind.NUMBER, colour, number))


def colour_wild(colour: Colour) -> Card:
    """The colour "#" wild of ``colour``."""
    return _canonical(Card(Kind.COLOUR_WILD, colour, None))


def numbered_wild(number: int) -> Card:
    """The numbered wild of ``number`` (1-9)."""
    return _canonical(Card(Kind.NUMBERED_WILD, None, number))


def currency_card(value: int) -> Card:
    """The currency card of ``value`` (1-5)."""
    return _canonical(Card(Kind.CURRENCY, None, value))


#: The single "#" Wildcard (any colour, any number).
WILDCARD = _canonical(Card(Kind.WILDCARD, None, None))


# -- players and decks (rules §3 and §4) ---------------------------------------------------

#: The fewest players a game takes: one, in the provisional solo variant against Jen.
MIN_PLAYERS = 1
#: The most players a game takes.
MAX_PLAYERS = 5
#: The deck each player count uses: the provisional solo variant uses the 2-player deck (T-A36).
_DECK_PLAYERS: Mapping[int, int] = {1: 2, 2: 2, 3: 3, 4: 4, 5: 5}
#: The symbols whose cards are in play, by the player count of the deck.
_SYMBOLS_IN_PLAY: Mapping[int, frozenset[Symbol]] = {
    2: frozenset({Symbol.NONE}),
    3: frozenset({Symbol.NONE, Symbol.THREE}),
    4: frozenset(Symbol),
    5: frozenset(Symbol),
}


def _build_deck(deck_players: int) -> tuple[Card, ...]:
    symbols = _SYMBOLS_IN_PLAY[deck_players]
    cards: list[Card] = []
    for row in DECK_TABLE:
        copies = row.unmarked
        copies += row.marked_3 if Symbol.THREE in symbols else 0
        copies += row.marked_4_plus if Symbol.FOUR_PLUS in symbols else 0
        cards.extend([row.card] * copies)
    return tuple(cards)


_DECKS: Mapping[int, tuple[Card, ...]] = {
    players: _build_deck(deck_players) for players, deck_players in _DECK_PLAYERS.items()
}


def deck(players: int) -> tuple[Card, ...]:
    """The cards of a game of ``players`` (1-5), in the canonical order, copies included.

    2 players (and solo) use 89 cards, 3 players 109, 4 and 5 players all 129.

    >>> from tablegames.ten.cards import deck
    >>> [len(deck(n)) for n in range(1, 6)]
    [89, 89, 109, 129, 129]
    """
    return _DECKS[players]


# -- the numbers of a turn (rules §5) ------------------------------------------------------

#: Both busts: a running total (numbers minus currency) or a currency total of 11 or more.
BUST_AT = 11
#: Black tokens each player starts with.
START_TOKENS = 5
#: No player may hold more black tokens than this; bust tokens do not count (§5.8).
TOKEN_CAP = 10
#: Black tokens in the box: they cannot run out (5 players x the cap of 10).
BLACK_TOKENS = 50
#: Bust tokens in the box (a limit only under the ``limit_bust_tokens`` option, T-A22).
BUST_TOKENS = 15
#: What each payment item is worth: a black token, a bust token (no change), a collected card.
#: This one is a black token's worth.
TOKEN_VALUE = 1
#: What a bust token is worth as a payment (no change is given).
BUST_TOKEN_VALUE = 3
#: What a collected card is worth as a payment.
CARD_PAY_VALUE = 1
#: The smallest bid (T-A10); bidding nothing is passing.
MIN_BID = 1
#: The provisional solo opponent Jen's starting black tokens (she is capped like a player).
JEN_START_TOKENS = 5

# -- bounds that follow from the numbers above (what no game can exceed) -------------------------

#: The fewest cards a tableau holds when it busts: two number cards (9 + 2) reach 11, while
#: currency needs three cards (5 + 5 + 1). So a game has at most one bust per two cards drawn.
FEWEST_CARDS_TO_BUST = min(
    -(-BUST_AT // HIGHEST_NUMBER),
    -(-BUST_AT // max(_CURRENCY_COPIES)),
)
_LARGEST_DECK = len(deck(MAX_PLAYERS))
#: The most any seat could ever pay (the largest bid the game can need): a full purse of
#: tokens, a bust token for every bust a game can have, and every collectable card (304).
MAX_BUYING_POWER = (
    TOKEN_CAP * TOKEN_VALUE
    + _LARGEST_DECK // FEWEST_CARDS_TO_BUST * BUST_TOKEN_VALUE
    + sum(row.copies for row in DECK_TABLE if row.card.kind is not Kind.CURRENCY) * CARD_PAY_VALUE
)

# -- scoring (rules §6) ---------------------------------------------------------------------

#: A complete run from 1 to 9 scores this much more than its length (9 + 1 = 10, T-A27).
FULL_RUN_BONUS = 1

# -- fast tables -----------------------------------------------------------------------------------

#: Each card's written form, as in JSON.
CARD_TEXT: Mapping[Card, str] = MappingProxyType({card: str(card) for card in CARDS})
_BY_TEXT: Mapping[str, Card] = {text: card for card, text in CARD_TEXT.items()}
#: Each card's position in :data:`CARDS`, the canonical order of piles and collections.
CARD_ORDER: Mapping[Card, int] = MappingProxyType({card: i for i, card in enumerate(CARDS)})


#: How cards are written, for messages about a name that is none.
CARD_FORM = "cards are written like 'red 3', 'blue #', 'wild 4', 'wild #' or 'currency 2'"


def parse_card(text: str) -> Card:
    """Read a card written as in JSON.

    >>> from tablegames.ten.cards import parse_card
    >>> parse_card("red 3"), parse_card("wild #"), parse_card("currency 2")
    (parse_card('red 3'), parse_card('wild #'), parse_card('currency 2'))

    Raises:
        FormatError: if the text names no card of the deck (the message shows the forms).
    """
    try:
        return _BY_TEXT[text]
    except (KeyError, TypeError):
        what = shown(text)
        if isinstance(text, str):
            what = repr(text[:40]) + ("..." if len(text) > 40 else "")
        raise FormatError(f"unknown card {what}; {CARD_FORM}") from None
