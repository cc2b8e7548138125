"""The TEN event log: what happened, in order, as small typed records.

Everything in TEN happens face up, so every event is public. ``gains`` fields list the black
tokens each seat actually received (after the cap of 10), one entry per seat.
"""

from __future__ import annotations

import enum
from typing import TypeAlias, Union, get_args

import attrs

from tablegames.core.states import fast_init
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
    """Why a turn busted (rules §5.6)."""

    #: The running total (numbers minus currency) reached 11.
    NUMBERS = "numbers"
    #: The currency cards reached 11.
    CURRENCY = "currency"


class PaymentItem(enum.Enum):
    """What was paid with."""

    TOKEN = "token"
    BUST_TOKEN = "bust_token"
    CARD = "card"


@fast_init
@attrs.frozen
class GameStarted:
    """Setup: the deck for this player count was shuffled; ``first_player`` starts.

    Attributes:
        players: How many seats play (1 for the solo variant).
        deck_size: How many cards the shuffled draw pile holds for this player count.
        first_player: The seat that starts.
    """

    players: int
    deck_size: int
    first_player: int


@fast_init
@attrs.frozen
class TurnStarted:
    """A seat's turn began; ``final_buy`` marks a turn of the final buy round (a buy phase only).

    Attributes:
        player: The seat whose turn it is.
        turn: The turn's number, counted from 1.
        final_buy: Whether it is a turn of the final buy round.
    """

    player: int
    turn: int
    final_buy: bool


@fast_init
@attrs.frozen
class CardDrawn:
    """A card was drawn face up. ``total`` and ``currency`` are the tableau's totals after it.

    A wild does not join the tableau: an auction follows.

    Attributes:
        player: The seat that drew.
        card: The card drawn.
        total: The tableau's running total after it (numbers minus currency).
        currency: The tableau's currency total after it.
        cards_left: How many cards the draw pile holds after it.
    """

    player: int
    card: Card
    total: int
    currency: int
    cards_left: int


@fast_init
@attrs.frozen
class JenBid:
    """Solo variant: the opponent Jen bid ``amount`` for the wild (0: she passed).

    Attributes:
        amount: Jen's bid in black tokens; 0 when she passed.
    """

    amount: int


@fast_init
@attrs.frozen
class BidMade:
    """A seat bid for the wild.

    Attributes:
        player: The seat that bid.
        amount: Its bid.
    """

    player: int
    amount: int


@fast_init
@attrs.frozen
class BidPassed:
    """A seat passed in the auction.

    Attributes:
        player: The seat that passed.
    """

    player: int


@fast_init
@attrs.frozen
class AuctionWon:
    """A seat won the auction; it pays ``price`` next, then takes the wild.

    Attributes:
        player: The seat that won the auction.
        wild: The wild it wins.
        price: Its winning bid, which it pays next.
    """

    player: int
    wild: Card
    price: int


@fast_init
@attrs.frozen
class WildToJen:
    """Solo variant: Jen won the wild; she paid ``price`` tokens and the wild left the game.

    Attributes:
        wild: The wild Jen won; it leaves the game.
        price: The black tokens she paid.
    """

    wild: Card
    price: int


@fast_init
@attrs.frozen
class WildUnsold:
    """Nobody bid: the wild was discarded (``taken_by`` is ``None``) or given to that seat.

    Attributes:
        wild: The wild nobody bid for.
        taken_by: The seat that took it for free (the ``unsold_wild`` option), or ``None`` when it
            was discarded.
    """

    wild: Card
    taken_by: int | None


@fast_init
@attrs.frozen
class NumbersTaken:
    """A seat stopped and took the tableau's number cards; the others gained its currency.

    Attributes:
        player: The seat that stopped.
        cards: The number cards it took into its collection.
        currency: The tableau's currency total, which every other seat gains.
        gains: The black tokens each seat actually gained after the cap of 10, one entry per seat (0
            for the seat that stopped).
        jen_gain: Solo variant: the black tokens Jen gained; ``None`` in other games.
    """

    player: int
    cards: tuple[Card, ...]
    currency: int
    gains: tuple[int, ...]
    jen_gain: int | None


@fast_init
@attrs.frozen
class CurrencyTaken:
    """A seat stopped and took the currency; the number cards went to the market.

    Attributes:
        player: The seat that stopped.
        currency: The tableau's currency total.
        gained: The black tokens it actually gained after the cap of 10.
        to_market: The number cards that went to the market.
    """

    player: int
    currency: int
    gained: int
    to_market: tuple[Card, ...]


@fast_init
@attrs.frozen
class Busted:
    """A seat busted: its number cards went to the market.

    ``bust_token`` says whether it received a bust token (always, unless the limited supply ran
    out). After a numbers bust the others gained the currency (``gains``); after a currency
    bust nobody gains anything.

    Attributes:
        player: The seat that busted.
        kind: Whether the numbers or the currency busted.
        to_market: The number cards that went to the market.
        bust_token: Whether it received a bust token.
        currency: The tableau's currency total.
        gains: The black tokens each seat actually gained after the cap, one entry per seat (all 0
            after a currency bust).
        jen_gain: Solo variant: the black tokens Jen gained; ``None`` in other games.
    """

    player: int
    kind: BustKind
    to_market: tuple[Card, ...]
    bust_token: bool
    currency: int
    gains: tuple[int, ...]
    jen_gain: int | None


@fast_init
@attrs.frozen
class BuyChosen:
    """A seat chose a market card to buy; it pays ``price`` next.

    Attributes:
        player: The seat buying.
        card: The market card chosen.
        price: Its price (its number), which the seat pays next.
    """

    player: int
    card: Card
    price: int


@fast_init
@attrs.frozen
class BuySkipped:
    """A seat ended its buy phase without buying.

    Attributes:
        player: The seat that did not buy.
    """

    player: int


@fast_init
@attrs.frozen
class ItemPaid:
    """One item paid towards a price: ``remaining`` is still owed, ``lost`` the excess wasted.

    Attributes:
        player: The seat paying.
        item: What it paid with: a black token, a bust token or a card.
        card: The card paid with, or ``None`` for a token.
        remaining: What is still owed after this item.
        lost: The excess this item paid beyond the price, which is lost (no change is given).
    """

    player: int
    item: PaymentItem
    card: Card | None
    remaining: int
    lost: int


@fast_init
@attrs.frozen
class CardCollected:
    """A paid-for (or free) card joined a seat's collection.

    Attributes:
        player: The seat whose collection grew.
        card: The card: a wild won at auction, a wild taken for free, or a market card bought.
    """

    player: int
    card: Card


@fast_init
@attrs.frozen
class GameEnded:
    """The game ended: each seat's score sheet and the winners (several on a shared win).

    Attributes:
        scores: Each seat's final score.
        winners: The winning seats (several on a shared win).
        sheets: Each seat's score sheet: its run per colour and where its wilds go.
    """

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
