"""The Saboteur moves. Every move names its player first, as a network message would.

Cells are given by their coordinates ``x`` (toward the goals) and ``y`` (southward), with the
start card at ``(0, 0)``; see :mod:`tablegames.saboteur.maze`.

Moves check their fields on construction and raise :class:`~tablegames.InvalidMoveError` for a
value that no Saboteur move can hold: a seat outside 0 to 9, a coordinate beyond
:data:`~tablegames.saboteur.cards.MAZE_REACH`, a gold value other than 1, 2 or 3, and anything
that is not exactly of the field's type (``True`` or ``3.0`` for an integer, the integer ``5``
or the text ``"tunnel NES"`` for a card; read a card's name with
:func:`~tablegames.saboteur.parse_card`). So two moves are equal only if their fields have the
same types, and ``move in legal_moves(state)`` never holds for a move ``apply`` refuses.

Whether the move is legal in a given state is :func:`~tablegames.saboteur.apply`'s business.
Moves are frozen: the objects :func:`~tablegames.saboteur.legal_moves` hands out are new on
every call and cannot be changed, so they are safe to keep, share and send.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeAlias, TypeVar, Union, get_args

import attrs

from tablegames.core.bases import GameMove
from tablegames.core.moves import check_flag, check_int, check_seat, check_type
from tablegames.saboteur.cards import GOLD_CARDS, MAX_PLAYERS, MAZE_REACH, Card, Tool

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

_seat = check_seat(MAX_PLAYERS)
_card = check_type(Card, described="a Saboteur Card", parser="tablegames.saboteur.parse_card")
_tool = check_type(Tool, described="a Tool (Tool.PICKAXE, Tool.LANTERN or Tool.CART)")
_coordinate = check_int(-MAZE_REACH, MAZE_REACH)
_gold_value = check_int(min(GOLD_CARDS), max(GOLD_CARDS))


def _tool_name(tool: Tool) -> str:
    return tool.name.lower()


@attrs.frozen
class PlacePath(GameMove):
    """Place a tunnel card from your hand on the empty cell ``(x, y)`` (rules §4).

    ``rotated`` turns the card by 180 degrees (north and south swap, east and west swap). A
    card that looks the same turned (a straight, a crossroads...) is placed unturned only.

    Attributes:
        player: The seat placing the card.
        card: The tunnel card from its hand.
        x: The column of the empty cell.
        y: The row of the empty cell.
        rotated: Whether the card is turned by 180 degrees.
    """

    player: int = attrs.field(validator=_seat)
    card: Card = attrs.field(validator=_card)
    x: int = attrs.field(validator=_coordinate)
    y: int = attrs.field(validator=_coordinate)
    rotated: bool = attrs.field(default=False, validator=check_flag)

    def __str__(self) -> str:
        turned = " turned" if self.rotated else ""
        return f"P{self.player} places {self.card}{turned} at ({self.x},{self.y})"


@attrs.frozen
class BreakTool(GameMove):
    """Play a broken-tool card on a seat: ``target`` may not place path cards until repaired.

    Attributes:
        player: The seat playing the card.
        target: The seat whose tool breaks (the player itself too, unless an option forbids it).
        tool: The tool broken; the player must hold the matching broken-tool card.
    """

    player: int = attrs.field(validator=_seat)
    target: int = attrs.field(validator=_seat)
    tool: Tool = attrs.field(validator=_tool)

    def __str__(self) -> str:
        return f"P{self.player} breaks P{self.target}'s {_tool_name(self.tool)}"


@attrs.frozen
class RepairTool(GameMove):
    """Play a repair ``card`` to repair one broken ``tool`` in front of ``target``.

    A double repair card (``"repair pickaxe/lantern"``) repairs one of its two tools, the one
    named by ``tool``.

    Attributes:
        player: The seat playing the card.
        card: The repair card from its hand (a single or a double repair).
        target: The seat whose broken tool is repaired, the player itself included.
        tool: The tool repaired: one the card repairs and the target has broken.
    """

    player: int = attrs.field(validator=_seat)
    card: Card = attrs.field(validator=_card)
    target: int = attrs.field(validator=_seat)
    tool: Tool = attrs.field(validator=_tool)

    def __str__(self) -> str:
        return f"P{self.player} repairs P{self.target}'s {_tool_name(self.tool)} with {self.card}"


@attrs.frozen
class Rockfall(GameMove):
    """Play a rockfall to clear the path card at ``(x, y)`` (never the start or a goal).

    Attributes:
        player: The seat playing the rockfall.
        x: The column of the path card cleared.
        y: The row of the path card cleared.
    """

    player: int = attrs.field(validator=_seat)
    x: int = attrs.field(validator=_coordinate)
    y: int = attrs.field(validator=_coordinate)

    def __str__(self) -> str:
        return f"P{self.player} clears ({self.x},{self.y}) with a rockfall"


@attrs.frozen
class UseMap(GameMove):
    """Play a map to look secretly at the face-down goal card at ``(x, y)``.

    Attributes:
        player: The seat playing the map.
        x: The column of the face-down goal (8).
        y: The row of the face-down goal (-2, 0 or 2).
    """

    player: int = attrs.field(validator=_seat)
    x: int = attrs.field(validator=_coordinate)
    y: int = attrs.field(validator=_coordinate)

    def __str__(self) -> str:
        return f"P{self.player} looks at the goal at ({self.x},{self.y})"


@attrs.frozen
class Discard(GameMove):
    """Pass: discard a card face down (any card, at any time).

    Attributes:
        player: The seat passing.
        card: The card from its hand discarded face down.
    """

    player: int = attrs.field(validator=_seat)
    card: Card = attrs.field(validator=_card)

    def __str__(self) -> str:
        return f"P{self.player} discards {self.card} face down"


@attrs.frozen
class ChooseGold(GameMove):
    """The miners found the gold: take one gold card of this ``value`` from the stack.

    Attributes:
        player: The miner choosing.
        value: The value (1, 2 or 3) of the gold card taken; the stack must hold one.
    """

    player: int = attrs.field(validator=_seat)
    value: int = attrs.field(validator=_gold_value)

    def __str__(self) -> str:
        return f"P{self.player} takes a gold card worth {self.value}"


#: Every Saboteur move.
SaboteurMove: TypeAlias = Union[  # noqa: UP007 - a runtime union that cattrs and Python 3.10 read
    PlacePath, BreakTool, RepairTool, Rockfall, UseMap, Discard, ChooseGold
]
MOVE_TYPES: tuple[type[SaboteurMove], ...] = get_args(SaboteurMove)


# -- the rules' fast path -------------------------------------------------------------------------

M = TypeVar("M")


def _unchecked(cls: type[M]) -> Callable[..., M]:
    """A constructor of ``cls`` that skips the field validators.

    Only for the rules, listing legal moves from values they produced themselves (seats of the
    game, cards from a hand, cells of the frontier, values from the gold stack), all within the
    ranges the validators check: listing the moves is the hot path of every game loop, and
    checking each field of each listed move again would cost a quarter of it. The object is an
    ordinary, frozen, equal-comparing instance of ``cls``; each field is stored through its slot
    directly, as the generated ``__init__`` does after validating.
    """
    new = object.__new__
    setters = [cls.__dict__[field.name].__set__ for field in attrs.fields(cls)]  # type: ignore[arg-type]
    if len(setters) == 2:
        first, second = setters

        def build2(a: Any, b: Any) -> M:
            move = new(cls)
            first(move, a)
            second(move, b)
            return move

        return build2
    if len(setters) == 3:
        first, second, third = setters

        def build3(a: Any, b: Any, c: Any) -> M:
            move = new(cls)
            first(move, a)
            second(move, b)
            third(move, c)
            return move

        return build3
    if len(setters) == 4:
        first, second, third, fourth = setters

        def build4(a: Any, b: Any, c: Any, d: Any) -> M:
            move = new(cls)
            first(move, a)
            second(move, b)
            third(move, c)
            fourth(move, d)
            return move

        return build4
    first, second, third, fourth, fifth = setters

    def build5(a: Any, b: Any, c: Any, d: Any, e: Any) -> M:
        move = new(cls)
        first(move, a)
        second(move, b)
        third(move, c)
        fourth(move, d)
        fifth(move, e)
        return move

    return build5


# Used by tablegames.saboteur.rules.moves_for only (see _unchecked).
place_path_unchecked = _unchecked(PlacePath)
break_tool_unchecked = _unchecked(BreakTool)
repair_tool_unchecked = _unchecked(RepairTool)
rockfall_unchecked = _unchecked(Rockfall)
use_map_unchecked = _unchecked(UseMap)
discard_unchecked = _unchecked(Discard)
choose_gold_unchecked = _unchecked(ChooseGold)
