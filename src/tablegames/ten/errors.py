"""TEN's error codes, each with its meaning: the ``.code`` of the moves it refuses.

:func:`tablegames.error_codes` adds the kernel's codes; a test fails when the rules can raise
a code missing here, or when a code here is no longer raised.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

__all__ = ["ERROR_CODES"]

#: Every code :func:`tablegames.ten.apply` raises besides the kernel's, with its meaning.
ERROR_CODES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "ten.bid.too_low": "A bid must beat the highest bid so far (and be at least 1).",
        "ten.bid.unaffordable": "A bid higher than what you can pay.",
        "ten.buy.duplicate": "You already own an identical card.",
        "ten.buy.not_in_market": "The market holds no such card.",
        "ten.buy.unaffordable": "You cannot pay the card's price.",
        "ten.draw.empty_pile": "The draw pile is empty: stop and take a reward.",
        "ten.pay.card_not_owned": "You do not own the card you pay with.",
        "ten.pay.cards_not_allowed": (
            "Under this game's options bids are paid with tokens only, not cards."
        ),
        "ten.pay.no_bust_token": "You have no bust token to pay with.",
        "ten.pay.no_token": "You have no black token left to pay with.",
        "ten.phase.wrong_move": (
            "This kind of move is not what the turn waits for now (draw or stop, bid or pass, "
            "pay, or buy or skip)."
        ),
        "ten.stop.empty_tableau": "You may stop only once the tableau holds a card.",
        "ten.stop.no_numbers": (
            "Under this game's options you may take the numbers only if the tableau holds one."
        ),
    }
)
