"""Crazy Eights' error codes, each with its meaning: the ``.code`` of the moves it refuses.

:func:`tablegames.error_codes` adds the kernel's codes (``crazyeights.turn.not_yours``, ...); a
test fails when the rules can raise a code missing here, or when a code here is no longer raised.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

__all__ = ["ERROR_CODES"]

#: Every code :func:`tablegames_crazyeights.apply` raises besides the kernel's, with its meaning.
ERROR_CODES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "crazyeights.card.no_match": (
            "The card matches neither the suit to follow nor the rank of the top card of the "
            "discard pile (rule 4); only an eight may be played on anything."
        ),
        "crazyeights.card.not_in_hand": "You do not hold that card.",
        "crazyeights.draw.already_drawn": (
            "Under the one_then_pass rule you draw one card a turn: now play a card or pass."
        ),
        "crazyeights.draw.can_play": (
            "Under this game's options you may draw only when you cannot play a card."
        ),
        "crazyeights.draw.empty_stock": (
            "The stock is empty and cannot be rebuilt: play a card, or pass if you cannot."
        ),
        "crazyeights.pass.can_draw": (
            "You can still draw from the stock: you may pass only when you can neither play "
            "nor draw (or, under the one_then_pass rule, once you have drawn)."
        ),
        "crazyeights.pass.can_play": (
            "You can play a card: you may pass only when you can neither play nor draw (or, "
            "under the one_then_pass rule, once you have drawn)."
        ),
    }
)
