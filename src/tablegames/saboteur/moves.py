"""The Saboteur moves. Every move names its player first, as a network message would.

Cells are given by their coordinates ``x`` (toward the goals) and ``y`` (southward), with the
start card at ``(0, 0)``; see :mod:`tablegames.saboteur.maze`.
"""

from __future__ import annotations

from typing import TypeAlias, Union, get_args

import attrs

from tablegames.saboteur.cards import Card, Tool

__all__ = [
    "MOVE_TYPES",
    "BreakTool",
    "ChooseGold",
    "Discard",
    "PlacePath",
    "RepairTool",
    "Rockfall",
    "SaboteurMove",
    "UseMap",
]


def _tool(tool: Tool) -> str:
    return tool.name.lower() if isinstance(tool, Tool) else repr(tool)


@attrs.frozen
class PlacePath:
    """Place a tunnel card from your hand on the empty cell ``(x, y)`` (rules 4).

    ``rotated`` turns the card by 180 degrees (north and south swap, east and west swap). A
    card that looks the same turned (a straight, a crossroads...) is placed unturned only.
    """

    player: int
    card: Card
    x: int
    y: int
    rotated: bool = False

    def __str__(self) -> str:
        turned = " turned" if self.rotated else ""
        return f"P{self.player} places {self.card}{turned} at ({self.x},{self.y})"


@attrs.frozen
class BreakTool:
    """Play a broken-tool card on a seat: ``target`` may not place path cards until repaired."""

    player: int
    target: int
    tool: Tool

    def __str__(self) -> str:
        return f"P{self.player} breaks seat {self.target}'s {_tool(self.tool)}"


@attrs.frozen
class RepairTool:
    """Play a repair ``card`` to repair one broken ``tool`` in front of ``target``.

    A double repair card (``"repair pickaxe/lantern"``) repairs one of its two tools, the one
    named by ``tool``.
    """

    player: int
    card: Card
    target: int
    tool: Tool

    def __str__(self) -> str:
        return f"P{self.player} repairs seat {self.target}'s {_tool(self.tool)} with {self.card}"


@attrs.frozen
class Rockfall:
    """Play a rockfall to clear the path card at ``(x, y)`` (never the start or a goal)."""

    player: int
    x: int
    y: int

    def __str__(self) -> str:
        return f"P{self.player} clears ({self.x},{self.y}) with a rockfall"


@attrs.frozen
class UseMap:
    """Play a map to look secretly at the face-down goal card at ``(x, y)``."""

    player: int
    x: int
    y: int

    def __str__(self) -> str:
        return f"P{self.player} looks at the goal at ({self.x},{self.y})"


@attrs.frozen
class Discard:
    """Pass: discard a card face down (any card, at any time)."""

    player: int
    card: Card

    def __str__(self) -> str:
        return f"P{self.player} discards {self.card} face down"


@attrs.frozen
class ChooseGold:
    """The miners found the gold: take one gold card of this ``value`` from the stack."""

    player: int
    value: int

    def __str__(self) -> str:
        return f"P{self.player} takes a gold card worth {self.value}"


#: Every Saboteur move.
SaboteurMove: TypeAlias = Union[  # noqa: UP007 - a runtime union that cattrs and Python 3.10 read
    PlacePath, BreakTool, RepairTool, Rockfall, UseMap, Discard, ChooseGold
]
MOVE_TYPES: tuple[type, ...] = get_args(SaboteurMove)
