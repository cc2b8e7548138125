"""The TEN moves. Every move names its player first, as a network message would.

A turn is a sequence of small moves:

* the draw phase: :class:`Draw`, then :class:`Draw` again or stop with :class:`TakeNumbers` or
  :class:`TakeCurrency`;
* an auction (after a wild is drawn): each seat once, :class:`Bid` or :class:`PassBid`;
* a buy phase: :class:`Buy` a market card or :class:`SkipBuy`;
* paying a winning bid or a purchase: one item per move, :class:`PayToken`,
  :class:`PayBustToken` or :class:`PayCard`, until the items paid reach the price.

Every move checks its fields when it is built, and raises :class:`~tablegames.InvalidMoveError`
for a value of the wrong type or outside anything the game can need: ``player`` is an ``int``
from 0 to 4, ``Bid.amount`` an ``int`` from 1 to ``MAX_BUYING_POWER``
(the most any seat could ever pay), and a card exactly a :class:`~tablegames.ten.Card` (a card
given as a string is refused with a message naming :func:`tablegames.ten.parse_card`). So a
move that exists is well-formed, and two moves are equal only if they are the same move: a
move equal to a legal move is legal. Whether the rules allow it here is
:func:`~tablegames.ten.apply`'s business.

Moves are frozen: :func:`~tablegames.ten.legal_moves` hands out the same move objects to
every game (they are built once), which is safe because nothing can change them.
"""

from __future__ import annotations

from typing import TypeAlias, Union, get_args

import attrs

from tablegames.core.bases import GameMove
from tablegames.core.moves import check_int, check_seat, check_type
from tablegames.ten.cards import MAX_BUYING_POWER, MAX_PLAYERS, MIN_BID, Card

__all__ = [
    "MOVE_TYPES",
    "Bid",
    "Buy",
    "Draw",
    "PassBid",
    "PayBustToken",
    "PayCard",
    "PayToken",
    "SkipBuy",
    "TakeCurrency",
    "TakeNumbers",
    "TenMove",
]


# The validators of the fields every move shares.
_seat = check_seat(MAX_PLAYERS)
_card = check_type(Card, described="a TEN Card", parser="tablegames.ten.parse_card")


@attrs.frozen(cache_hash=True)
class Draw(GameMove):
    """Draw the top card of the draw pile (the first draw of a turn is compulsory).

    Attributes:
        player: The active seat.
    """

    player: int = attrs.field(validator=_seat)

    def __str__(self) -> str:
        return f"P{self.player} draws"


@attrs.frozen(cache_hash=True)
class TakeNumbers(GameMove):
    """Stop and collect the tableau's number cards; the other seats gain its currency.

    A buy phase follows.

    Attributes:
        player: The active seat.
    """

    player: int = attrs.field(validator=_seat)

    def __str__(self) -> str:
        return f"P{self.player} takes the numbers"


@attrs.frozen(cache_hash=True)
class TakeCurrency(GameMove):
    """Stop and gain the tableau's currency as tokens; its number cards go to the market.

    The turn ends: there is no buy phase.

    Attributes:
        player: The active seat.
    """

    player: int = attrs.field(validator=_seat)

    def __str__(self) -> str:
        return f"P{self.player} takes the currency"


@attrs.frozen(cache_hash=True)
class Bid(GameMove):
    """Bid ``amount`` for the wild being auctioned: more than the highest bid so far.

    Attributes:
        player: The seat bidding.
        amount: The bid: at least 1, more than the highest bid so far, and no more than the seat can
            pay.
    """

    player: int = attrs.field(validator=_seat)
    amount: int = attrs.field(validator=check_int(MIN_BID, MAX_BUYING_POWER))

    def __str__(self) -> str:
        return f"P{self.player} bids {self.amount}"


@attrs.frozen(cache_hash=True)
class PassBid(GameMove):
    """Pass in the auction (each seat speaks once).

    Attributes:
        player: The seat passing.
    """

    player: int = attrs.field(validator=_seat)

    def __str__(self) -> str:
        return f"P{self.player} passes"


@attrs.frozen(cache_hash=True)
class PayToken(GameMove):
    """Pay one black token (worth 1) towards the price being paid.

    Attributes:
        player: The seat paying.
    """

    player: int = attrs.field(validator=_seat)

    def __str__(self) -> str:
        return f"P{self.player} pays a token"


@attrs.frozen(cache_hash=True)
class PayBustToken(GameMove):
    """Pay one bust token (worth 3; any excess over the price is lost, no change is given).

    Attributes:
        player: The seat paying.
    """

    player: int = attrs.field(validator=_seat)

    def __str__(self) -> str:
        return f"P{self.player} pays a bust token"


@attrs.frozen(cache_hash=True)
class PayCard(GameMove):
    """Pay with one card of your collection (worth 1); it goes to the discard pile.

    Attributes:
        player: The seat paying.
        card: A card of its collection (a wild too).
    """

    player: int = attrs.field(validator=_seat)
    card: Card = attrs.field(validator=_card)

    def __str__(self) -> str:
        return f"P{self.player} pays with {self.card}"


@attrs.frozen(cache_hash=True)
class Buy(GameMove):
    """Buy a card from the market for its number; payment follows, one item per move.

    Attributes:
        player: The seat buying.
        card: A market card the seat does not already own and can afford.
    """

    player: int = attrs.field(validator=_seat)
    card: Card = attrs.field(validator=_card)

    def __str__(self) -> str:
        return f"P{self.player} buys {self.card}"


@attrs.frozen(cache_hash=True)
class SkipBuy(GameMove):
    """End the buy phase without buying.

    Attributes:
        player: The seat ending its buy phase.
    """

    player: int = attrs.field(validator=_seat)

    def __str__(self) -> str:
        return f"P{self.player} buys nothing"


#: Every TEN move.
TenMove: TypeAlias = Union[  # noqa: UP007 - a runtime union that cattrs and Python 3.10 read
    Draw,
    TakeNumbers,
    TakeCurrency,
    Bid,
    PassBid,
    PayToken,
    PayBustToken,
    PayCard,
    Buy,
    SkipBuy,
]
MOVE_TYPES: tuple[type[TenMove], ...] = get_args(TenMove)
