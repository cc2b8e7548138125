"""The TEN moves. Every move names its player first, as a network message would.

A turn is a sequence of small moves:

* the draw phase: :class:`Draw`, then :class:`Draw` again or stop with :class:`TakeNumbers` or
  :class:`TakeCurrency`;
* an auction (after a wild is drawn): each seat once, :class:`Bid` or :class:`PassBid`;
* a buy phase: :class:`Buy` a market card or :class:`SkipBuy`;
* paying a winning bid or a purchase: one item per move, :class:`PayToken`,
  :class:`PayBustToken` or :class:`PayCard`, until the items paid reach the price.
"""

from __future__ import annotations

from typing import TypeAlias, Union, get_args

import attrs

from tablegames.ten.cards import Card

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


@attrs.frozen(cache_hash=True)
class Draw:
    """Draw the top card of the draw pile (the first draw of a turn is compulsory)."""

    player: int

    def __str__(self) -> str:
        return f"P{self.player} draws"


@attrs.frozen(cache_hash=True)
class TakeNumbers:
    """Stop and collect the tableau's number cards; the other seats gain its currency.

    A buy phase follows.
    """

    player: int

    def __str__(self) -> str:
        return f"P{self.player} takes the numbers"


@attrs.frozen(cache_hash=True)
class TakeCurrency:
    """Stop and gain the tableau's currency as tokens; its number cards go to the market.

    The turn ends: there is no buy phase.
    """

    player: int

    def __str__(self) -> str:
        return f"P{self.player} takes the currency"


@attrs.frozen(cache_hash=True)
class Bid:
    """Bid ``amount`` for the wild being auctioned: more than the highest bid so far."""

    player: int
    amount: int

    def __str__(self) -> str:
        return f"P{self.player} bids {self.amount}"


@attrs.frozen(cache_hash=True)
class PassBid:
    """Pass in the auction (each seat speaks once)."""

    player: int

    def __str__(self) -> str:
        return f"P{self.player} passes"


@attrs.frozen(cache_hash=True)
class PayToken:
    """Pay one black token (worth 1) towards the price being paid."""

    player: int

    def __str__(self) -> str:
        return f"P{self.player} pays a token"


@attrs.frozen(cache_hash=True)
class PayBustToken:
    """Pay one bust token (worth 3; any excess over the price is lost, no change is given)."""

    player: int

    def __str__(self) -> str:
        return f"P{self.player} pays a bust token"


@attrs.frozen(cache_hash=True)
class PayCard:
    """Pay with one card of your collection (worth 1); it goes to the discard pile."""

    player: int
    card: Card

    def __str__(self) -> str:
        return f"P{self.player} pays with {self.card}"


@attrs.frozen(cache_hash=True)
class Buy:
    """Buy a card from the market for its number; payment follows, one item per move."""

    player: int
    card: Card

    def __str__(self) -> str:
        return f"P{self.player} buys {self.card}"


@attrs.frozen(cache_hash=True)
class SkipBuy:
    """End the buy phase without buying."""

    player: int

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
MOVE_TYPES: tuple[type, ...] = get_args(TenMove)
