"""The TEN event log: what happened, in order, as small typed records.

Everything in TEN happens face up, so every event is public. ``gains`` fields list the black
tokens each seat actually received (after the cap of 10), one entry per seat.
"""

from __future__ import annotations

import enum
from typing import TypeAlias, Union, get_args

import attrs

from tablegames.ten.cards import Card
from tablegames.ten.scoring import ScoreSheet

__all__ = [
    "EVENT_TYPES",
    "AuctionWon",
    "BidMade",
    "BidPassed",
    "BustKind",
    "Busted",
    "BuyChosen",
    "BuySkipped",
    "CardCollected",
    "CardDrawn",
    "CurrencyTaken",
    "GameEnded",
    "GameStarted",
    "ItemPaid",
    "JenBid",
    "NumbersTaken",
    "PaymentItem",
    "TenEvent",
    "TurnStarted",
    "WildToJen",
    "WildUnsold",
]


class BustKind(enum.Enum):
    """Why a turn busted (rules 5.6)."""

    #: The running total (numbers minus currency) reached 11.
    NUMBERS = "numbers"
    #: The currency cards reached 11.
    CURRENCY = "currency"


class PaymentItem(enum.Enum):
    """What was paid with."""

    TOKEN = "token"
    BUST_TOKEN = "bust_token"
    CARD = "card"


@attrs.frozen
class GameStarted:
    """Setup: the deck for this player count was shuffled; ``first_player`` starts."""

    players: int
    deck_size: int
    first_player: int


@attrs.frozen
class TurnStarted:
    """A seat's turn began; ``final_buy`` marks a turn of the final buy round (a buy phase only)."""

    player: int
    turn: int
    final_buy: bool


@attrs.frozen
class CardDrawn:
    """A card was drawn face up. ``total`` and ``currency`` are the tableau's totals after it.

    A wild does not join the tableau: an auction follows.
    """

    player: int
    card: Card
    total: int
    currency: int
    cards_left: int


@attrs.frozen
class JenBid:
    """Solo variant: the opponent Jen bid ``amount`` for the wild (0: she passed)."""

    amount: int


@attrs.frozen
class BidMade:
    """A seat bid for the wild."""

    player: int
    amount: int


@attrs.frozen
class BidPassed:
    """A seat passed in the auction."""

    player: int


@attrs.frozen
class AuctionWon:
    """A seat won the auction; it pays ``price`` next, then takes the wild."""

    player: int
    wild: Card
    price: int


@attrs.frozen
class WildToJen:
    """Solo variant: Jen won the wild; she paid ``price`` tokens and the wild left the game."""

    wild: Card
    price: int


@attrs.frozen
class WildUnsold:
    """Nobody bid: the wild was discarded (``taken_by`` is ``None``) or given to that seat."""

    wild: Card
    taken_by: int | None


@attrs.frozen
class NumbersTaken:
    """A seat stopped and took the tableau's number cards; the others gained its currency."""

    player: int
    cards: tuple[Card, ...]
    currency: int
    gains: tuple[int, ...]
    jen_gain: int | None


@attrs.frozen
class CurrencyTaken:
    """A seat stopped and took the currency; the number cards went to the market."""

    player: int
    currency: int
    gained: int
    to_market: tuple[Card, ...]


@attrs.frozen
class Busted:
    """A seat busted: its number cards went to the market.

    ``bust_token`` says whether it received a bust token (always, unless the limited supply ran
    out). After a numbers bust the others gained the currency (``gains``); after a currency
    bust nobody gains anything.
    """

    player: int
    kind: BustKind
    to_market: tuple[Card, ...]
    bust_token: bool
    currency: int
    gains: tuple[int, ...]
    jen_gain: int | None


@attrs.frozen
class BuyChosen:
    """A seat chose a market card to buy; it pays ``price`` next."""

    player: int
    card: Card
    price: int


@attrs.frozen
class BuySkipped:
    """A seat ended its buy phase without buying."""

    player: int


@attrs.frozen
class ItemPaid:
    """One item paid towards a price: ``remaining`` is still owed, ``lost`` the excess wasted."""

    player: int
    item: PaymentItem
    card: Card | None
    remaining: int
    lost: int


@attrs.frozen
class CardCollected:
    """A paid-for (or free) card joined a seat's collection."""

    player: int
    card: Card


@attrs.frozen
class GameEnded:
    """The game ended: each seat's score sheet and the winners (several on a shared win)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    sheets: tuple[ScoreSheet, ...]


#: Every TEN event.
TenEvent: TypeAlias = Union[  # noqa: UP007
    GameStarted,
    TurnStarted,
    CardDrawn,
    JenBid,
    BidMade,
    BidPassed,
    AuctionWon,
    WildToJen,
    WildUnsold,
    NumbersTaken,
    CurrencyTaken,
    Busted,
    BuyChosen,
    BuySkipped,
    ItemPaid,
    CardCollected,
    GameEnded,
]
EVENT_TYPES: tuple[type, ...] = get_args(TenEvent)
