"""The TEN move notation: what a person types for each move (see the table on the TEN page of
the docs).

A card is its code, as the terminal's pictures show it: the colour's initial and the number
(``R3`` the red 3, ``G1`` the green 1), ``R#`` a colour wild, ``*4`` a numbered wild, ``*#``
the # Wildcard, ``$2`` a currency card. The moves are a word and what they need: ``draw``,
``numbers``, ``currency`` (or ``stop`` when only one of the two is offered), ``bid 3``,
``pass``, ``pay t`` (a black token), ``pay bt`` (a bust token), ``pay R3`` (a collected card),
``buy R5``, ``skip``.

A whole payment is also one text, its items joined by ``+`` (``pay 3t+bt+G1``): see
:func:`tablegames.ten.words.TenWords.parse_run`.

>>> from tablegames.ten.notation import NOTATION, card_code
>>> from tablegames.ten import Bid, parse_card
>>> card_code(parse_card("wild #")), NOTATION.write(Bid(0, 3))
('*#', 'bid 3')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType

import attrs
from typing_extensions import assert_never

from tablegames.core.notation import Lexicon
from tablegames.ten.cards import CARDS, MAX_BUYING_POWER, MIN_BID, Card, Kind
from tablegames.ten.moves import (
    Bid,
    Buy,
    Draw,
    PassBid,
    PayBustToken,
    PayCard,
    PayToken,
    SkipBuy,
    TakeCurrency,
    TakeNumbers,
    TenMove,
)

__all__ = ["BUST_TOKEN", "CODE_CARDS", "NOTATION", "TOKEN", "TenNotation", "card_code"]

#: The codes of the payment items, a black token and a bust token.
TOKEN, BUST_TOKEN = "t", "bt"


def _code(card: Card) -> str:
    if card.kind is Kind.CURRENCY:
        return f"${card.number}"
    colour = "*" if card.colour is None else card.colour.value[0].upper()
    return colour + ("#" if card.number is None else str(card.number))


_CODES: Mapping[Card, str] = MappingProxyType({card: _code(card) for card in CARDS})

#: Every card by its code, in lower case (``"r3"``).
CODE_CARDS: Mapping[str, Card] = MappingProxyType(
    {code.lower(): card for card, code in _CODES.items()}
)


def card_code(card: Card) -> str:
    """A card's code: ``R3`` (red 3), ``B#`` (blue wild), ``*4`` (wild 4), ``*#`` (the #
    Wildcard), ``$2`` (currency 2)."""
    return _CODES[card]


@attrs.frozen
class TenNotation:
    """The TEN notation (the TEN game's ``notation`` hook)."""

    def write(self, move: TenMove) -> str:
        """The canonical text of a move: ``draw``, ``bid 3``, ``pay t``, ``buy R5``."""
        match move:
            case Draw():
                return "draw"
            case TakeNumbers():
                return "numbers"
            case TakeCurrency():
                return "currency"
            case Bid(amount=amount):
                return f"bid {amount}"
            case PassBid():
                return "pass"
            case PayToken():
                return f"pay {TOKEN}"
            case PayBustToken():
                return f"pay {BUST_TOKEN}"
            case PayCard(card=card):
                return f"pay {_CODES[card]}"
            case Buy(card=card):
                return f"buy {_CODES[card]}"
            case SkipBuy():
                return "skip"
        assert_never(move)

    def aliases(self, move: TenMove) -> Iterable[str]:
        """``stop`` for whichever reward is offered alone; ``pay token``, ``pay bust``;
        ``pass`` or ``buy nothing`` for skipping a buy."""
        match move:
            case TakeNumbers() | TakeCurrency():
                return ("stop",)
            case PayToken():
                return ("pay token",)
            case PayBustToken():
                return ("pay bust", "pay bust token")
            case SkipBuy():
                return ("pass", "buy nothing")
        return ()

    def read(self, text: str, player: int) -> TenMove | None:
        """The move ``text`` names for ``player``, legal now or not (``bid 1`` under a high bid
        of 1), so that a refused one can be told why in the rules' words; ``None`` if it names
        no move, or several (``stop`` is either reward).

        The texts are those :func:`~tablegames.parse_move` reads, looked up among every move of
        the game instead of the legal ones: every bid a seat could ever make (1 to
        ``MAX_BUYING_POWER``), every card paid or bought.

        >>> from tablegames.ten.notation import NOTATION
        >>> from tablegames.ten import Bid, Buy, parse_card
        >>> NOTATION.read("Bid 2", 0) == Bid(0, 2)
        True
        >>> NOTATION.read("BUY r5", 3) == Buy(3, parse_card("red 5"))
        True
        >>> NOTATION.read("bid", 0), NOTATION.read("bid 02", 0), NOTATION.read("stop", 0)
        (None, None, None)
        """
        return _LEXICON.read(text, player)


def _vocabulary(player: int) -> Iterator[TenMove]:
    """Every move ``player`` could try, legal or not: the moves without a field, every bid
    from the least to the most any seat could ever pay, and paying and buying every card."""
    yield from (Draw(player), TakeNumbers(player), TakeCurrency(player), PassBid(player))
    yield from (PayToken(player), PayBustToken(player), SkipBuy(player))
    yield from (Bid(player, amount) for amount in range(MIN_BID, MAX_BUYING_POWER + 1))
    for card in CARDS:
        yield from (PayCard(player, card), Buy(player, card))


#: The TEN notation.
NOTATION = TenNotation()

#: Every move under its texts, for :meth:`TenNotation.read` (which seats the move found).
_LEXICON: Lexicon[TenMove] = Lexicon(NOTATION, _vocabulary(0))
