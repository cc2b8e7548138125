"""The Crazy Eights move notation: what a person types for each move (the game's ``notation``
hook, :class:`tablegames.core.notation.Notation`).

A card is its short code, as the pictures draw it: the rank, then the suit's initial (``7c``
the 7 of clubs, ``10d``, ``Qs``, ``Ad``). The moves:

======================== ============ ===========================================
move                     notation     also accepted (when no other move takes it)
======================== ============ ===========================================
``PlayCard``             ``Qs``       the card's name: ``queen of spades``
``PlayEight``            ``8h s``     the suit's name: ``8h spades``
``Draw``                 ``draw``
``Pass``                 ``pass``
======================== ============ ===========================================

Case and spaces are forgiven (``8HS`` is ``8h s``).

>>> import tablegames
>>> from tablegames_crazyeights import PlayEight, Suit, parse_card
>>> tablegames.notation(PlayEight(0, parse_card("8 of hearts"), Suit.SPADES))
'8h s'
>>> state = tablegames.new_game("crazyeights", players=2, seed=4)
>>> tablegames.parse_move(state, "draw")
Draw(player=1)
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs
from typing_extensions import assert_never

from tablegames_crazyeights.cards import CARD_TEXT
from tablegames_crazyeights.moves import CrazyEightsMove, Draw, Pass, PlayCard, PlayEight
from tablegames_crazyeights.text import short

__all__ = ["NOTATION", "CrazyEightsNotation"]


@attrs.frozen
class CrazyEightsNotation:
    """The Crazy Eights notation (the game's ``notation`` hook)."""

    def write(self, move: CrazyEightsMove) -> str:
        """The canonical text of a move: ``Qs``, ``8h s``, ``draw``, ``pass``."""
        match move:
            case PlayCard(card=card):
                return short(card)
            case PlayEight(card=card, suit=suit):
                return f"{short(card)} {suit.value[0]}"
            case Draw():
                return "draw"
            case Pass():
                return "pass"
        assert_never(move)

    def aliases(self, move: CrazyEightsMove) -> Iterable[str]:
        """A card by its name (``queen of spades``); an eight with the suit's name
        (``8h spades``)."""
        match move:
            case PlayCard(card=card):
                return (CARD_TEXT[card],)
            case PlayEight(card=card, suit=suit):
                return (f"{short(card)} {suit.value}",)
            case Draw() | Pass():
                return ()


#: The Crazy Eights notation.
NOTATION = CrazyEightsNotation()
