"""Saboteur's error codes, each with its meaning: the ``.code`` of the moves it refuses.

:func:`tablegames.error_codes` adds the kernel's codes; a test fails when the rules can raise
a code missing here, or when a code here is no longer raised.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

__all__ = ["ERROR_CODES"]

#: Every code :func:`tablegames.saboteur.apply` raises besides the kernel's, with its meaning.
ERROR_CODES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "saboteur.card.not_a_path": "Only path cards are placed in the maze.",
        "saboteur.card.not_a_repair": "That card repairs nothing: it is not a repair card.",
        "saboteur.card.not_in_hand": "You do not hold the card the move plays or discards.",
        "saboteur.gold.not_offered": "The gold stack holds no gold card of that value.",
        "saboteur.map.not_a_goal": "There is no goal card at the cell the map names.",
        "saboteur.map.revealed": "That goal card is already face up: there is nothing to see.",
        "saboteur.path.broken_tool": (
            "You may not place path cards while a tool of yours is broken."
        ),
        "saboteur.path.mismatch": (
            "The card's sides do not match its neighbours (open against walled)."
        ),
        "saboteur.path.not_adjacent": "The cell is not next to any card of the maze.",
        "saboteur.path.not_connected": (
            "A card there would not join a tunnel leading from the start."
        ),
        "saboteur.path.occupied": "The cell already holds a card.",
        "saboteur.path.symmetric": (
            "The card looks the same turned around: it is placed unturned."
        ),
        "saboteur.phase.wrong_move": (
            "This kind of move is not allowed now (choosing gold while the round is played, "
            "or anything but gold while the miners share it)."
        ),
        "saboteur.repair.not_broken": "The target seat has no broken tool of that kind.",
        "saboteur.repair.wrong_tool": "The repair card cannot repair that tool.",
        "saboteur.rockfall.empty": "There is no path card at that cell to remove.",
        "saboteur.rockfall.goal": "Goal cards can never be removed.",
        "saboteur.rockfall.start": "The start card can never be removed.",
        "saboteur.target.unknown": "The move targets a seat this game does not have.",
        "saboteur.tool.already_broken": "The target already has a broken tool of that kind.",
        "saboteur.tool.self": "Under this game's options you may not break your own tools.",
    }
)
