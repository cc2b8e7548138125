"""The Crazy Eights moves. Every move names its player first, as a network message would.

On a turn the seat to act plays one card (:class:`PlayCard`, or :class:`PlayEight` naming the
suit to follow), draws one card from the stock (:class:`Draw`; the turn goes on), or passes
(:class:`Pass`). Which of them the rules allow is :func:`~tablegames_crazyeights.apply`'s
business (RULES.md, rules 4 to 7).

Every move checks its fields when it is built, and raises :class:`~tablegames.InvalidMoveError`
for a value of the wrong type or outside anything the game can need: ``player`` is an ``int``
from 0 to 4, a card exactly a :class:`~tablegames_crazyeights.Card` (a card given as a string
is refused with a message naming :func:`~tablegames_crazyeights.parse_card`), the card of a
:class:`PlayCard` is not an eight and that of a :class:`PlayEight` is one. So a move that exists
is well-formed, and a move equal to a legal move is legal.

>>> from tablegames_crazyeights import PlayEight, Suit, parse_card
>>> str(PlayEight(1, parse_card("8 of clubs"), Suit.HEARTS))
'P1 plays the 8 of clubs and names hearts'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeAlias, Union, get_args

import attrs
from tablegames.core.errors import InvalidMoveError
from tablegames.core.moves import check_seat, check_type

from tablegames_crazyeights.cards import MAX_PLAYERS, Card, Suit

__all__ = ["MOVE_TYPES", "CrazyEightsMove", "Draw", "Pass", "PlayCard", "PlayEight"]


# The validators of the fields the moves share.
_seat = check_seat(MAX_PLAYERS)
_card = check_type(
    Card, described="a Crazy Eights Card", parser="tablegames_crazyeights.parse_card"
)
_suit = check_type(Suit, described="a Suit")


def _not_eight(instance: object, attribute: attrs.Attribute[Any], value: Card) -> None:
    if value.is_eight:
        raise InvalidMoveError(
            f"{type(instance).__name__}.{attribute.name} is an eight: play eights with "
            "PlayEight, which names the suit to follow",
            field=attribute.name,
        )


def _eight(instance: object, attribute: attrs.Attribute[Any], value: Card) -> None:
    if not value.is_eight:
        raise InvalidMoveError(
            f"{type(instance).__name__}.{attribute.name} must be an eight, got the {value}: "
            "play other cards with PlayCard",
            field=attribute.name,
        )


# The card fields' validators: a field check of the kernel, then a rule of the game's own
# (written out so that type checkers see one validator type, not a list of objects).
_Validator: TypeAlias = Callable[[Any, "attrs.Attribute[Any]", Any], None]
_PLAIN_CARD: list[_Validator] = [_card, _not_eight]
_AN_EIGHT: list[_Validator] = [_card, _eight]


@attrs.frozen(cache_hash=True)
class PlayCard:
    """Play a card that is not an eight on the discard pile (rule 4).

    It must match the suit to follow or the rank of the top card of the discard pile.

    Attributes:
        player: The seat to act.
        card: A card of its hand, not an eight.
    """

    player: int = attrs.field(validator=_seat)
    card: Card = attrs.field(validator=_PLAIN_CARD)

    def __str__(self) -> str:
        return f"P{self.player} plays the {self.card}"


@attrs.frozen(cache_hash=True)
class PlayEight:
    """Play an eight on anything and name the suit the next seat must follow (rule 4).

    Attributes:
        player: The seat to act.
        card: An eight of its hand.
        suit: The suit named: any of the four, its own suit included.
    """

    player: int = attrs.field(validator=_seat)
    card: Card = attrs.field(validator=_AN_EIGHT)
    suit: Suit = attrs.field(validator=_suit)

    def __str__(self) -> str:
        return f"P{self.player} plays the {self.card} and names {self.suit.value}"


@attrs.frozen(cache_hash=True)
class Draw:
    """Draw the top card of the stock into your hand; your turn goes on (rules 5 and 7).

    Attributes:
        player: The seat to act.
    """

    player: int = attrs.field(validator=_seat)

    def __str__(self) -> str:
        return f"P{self.player} draws"


@attrs.frozen(cache_hash=True)
class Pass:
    """End your turn without playing (rule 6).

    Attributes:
        player: The seat to act.
    """

    player: int = attrs.field(validator=_seat)

    def __str__(self) -> str:
        return f"P{self.player} passes"


#: Every Crazy Eights move.
CrazyEightsMove: TypeAlias = Union[  # noqa: UP007 - a runtime union that cattrs and Python 3.10 read
    PlayCard,
    PlayEight,
    Draw,
    Pass,
]
MOVE_TYPES: tuple[type, ...] = get_args(CrazyEightsMove)
