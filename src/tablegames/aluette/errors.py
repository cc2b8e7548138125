"""Aluette's error codes, each with its meaning: the ``.code`` of the moves it refuses.

:func:`tablegames.error_codes` adds the kernel's codes; a test fails when the rules can raise
a code missing here, or when a code here is no longer raised.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

__all__ = ["ERROR_CODES"]

#: Every code :func:`tablegames.aluette.apply` raises besides the kernel's, with its meaning.
ERROR_CODES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "aluette.card.not_in_hand": "You played or discarded a card you do not hold.",
        "aluette.discard.keep_highest": (
            "Under the keep-the-highest option a chanter discards one of the lowest cards."
        ),
        "aluette.phase.wrong_move": (
            "This kind of move is not what the deal waits for now (a vote, a discard, an "
            "offer, an answer, an announcement or a card)."
        ),
        "aluette.signal.count": (
            "The aces signal needs a count of aces; the other signals take none."
        ),
        "aluette.signal.limit": "You have made every signal a deal allows you.",
        "aluette.signal.off": "Signals are switched off in this game.",
        "aluette.signal.repeated": (
            "You have already made that signal during this trick (the first trick's count "
            "from the deal)."
        ),
        "aluette.signal.untrue": (
            "Under the truthful-signals option a signal must match your hand."
        ),
    }
)
