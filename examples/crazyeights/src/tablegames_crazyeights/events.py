"""The Crazy Eights event log: what happened, in order, as small typed records.

Events are public unless their class says ``private = True``: a private event is seen only by
the seat in its ``player`` field. The cards a seat is dealt (:class:`HandDealt`) and the card it
draws (:class:`CardDrawn`) are private; everybody sees that a card was drawn (:class:`Drew`).
The hands are shown to all when a round ends (:class:`RoundEnded`), as they are counted.
"""

from __future__ import annotations

from typing import ClassVar, TypeAlias, Union, get_args

import attrs
from tablegames.core.states import fast_init

from tablegames_crazyeights.cards import Card, Suit

__all__ = [
    "EVENT_TYPES",
    "CardDrawn",
    "CardPlayed",
    "CrazyEightsEvent",
    "Drew",
    "GameEnded",
    "HandDealt",
    "Passed",
    "RoundEnded",
    "RoundStarted",
    "StockRebuilt",
]


@fast_init
@attrs.frozen
class RoundStarted:
    """A round was dealt (rules 2 and 3).

    Attributes:
        round: The round's number, counted from 1.
        dealer: The dealing seat.
        first_player: The seat that plays first: the dealer's left-hand neighbour.
        starter: The card turned up to start the discard pile.
        buried: The eights turned up before it, each shown and buried in the stock (rule 3).
    """

    round: int
    dealer: int
    first_player: int
    starter: Card
    buried: tuple[Card, ...]


@fast_init
@attrs.frozen
class HandDealt:
    """Private: the cards you were dealt, in canonical order.

    Attributes:
        player: The seat dealt these cards (the only one that sees this event).
        cards: Its hand.
    """

    private: ClassVar[bool] = True
    player: int
    cards: tuple[Card, ...]


@fast_init
@attrs.frozen
class CardPlayed:
    """A seat played a card on the discard pile (rule 4).

    Attributes:
        player: The seat that played.
        card: The card played.
        suit: The suit to follow now: the one named for an eight, the card's own otherwise.
        cards_left: The cards left in the seat's hand.
    """

    player: int
    card: Card
    suit: Suit
    cards_left: int


@fast_init
@attrs.frozen
class Drew:
    """A seat drew a card from the stock (rule 5); which card is private (:class:`CardDrawn`).

    Attributes:
        player: The seat that drew.
        stock_left: The cards left in the stock.
    """

    player: int
    stock_left: int


@fast_init
@attrs.frozen
class CardDrawn:
    """Private: the card you drew.

    Attributes:
        player: The seat that drew (the only one that sees this event).
        card: The card drawn.
    """

    private: ClassVar[bool] = True
    player: int
    card: Card


@fast_init
@attrs.frozen
class StockRebuilt:
    """The ``reshuffle`` variant: the discard pile but its top card was shuffled into a new
    stock (rule 7.2).

    Attributes:
        cards: The cards of the new stock.
        reshuffles: How many times the stock has been rebuilt this round, this one included.
    """

    cards: int
    reshuffles: int


@fast_init
@attrs.frozen
class Passed:
    """A seat passed (rule 6).

    Attributes:
        player: The seat that passed.
        stuck: Whether it could neither play nor draw; when every seat in turn passes stuck,
            the round is blocked (rule 8.2).
    """

    player: int
    stuck: bool


@fast_init
@attrs.frozen
class RoundEnded:
    """A round ended and was scored (rules 8 and 9); the hands are shown.

    Attributes:
        round: The round's number.
        winners: The seat that went out, or on a blocked round the seats with the fewest
            penalty points.
        blocked: Whether the round ended blocked (nobody went out).
        hands: Every seat's hand, shown to all.
        penalties: The penalty points of each hand.
        points: What each seat scored this round.
        totals: Each seat's total after this round.
    """

    round: int
    winners: tuple[int, ...]
    blocked: bool
    hands: tuple[tuple[Card, ...], ...]
    penalties: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]


@fast_init
@attrs.frozen
class GameEnded:
    """The game ended (rule 10).

    Attributes:
        scores: Each seat's final score.
        winners: The winning seats (several on a shared win).
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]


#: Every Crazy Eights event.
CrazyEightsEvent: TypeAlias = Union[  # noqa: UP007 - a runtime union that cattrs reads
    RoundStarted,
    HandDealt,
    CardPlayed,
    Drew,
    CardDrawn,
    StockRebuilt,
    Passed,
    RoundEnded,
    GameEnded,
]
EVENT_TYPES: tuple[type, ...] = get_args(CrazyEightsEvent)
