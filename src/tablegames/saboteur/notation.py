"""The Saboteur move notation: what a person types for each move (see the table on the Saboteur
page of the docs).

Cards have codes, as the terminal shows hands: a tunnel is its openings as printed (``NS``,
``NW``, ``NESW``), a dead end the same after ``d`` (``dNE``); ``bP`` ``bL`` ``bC`` break the
pickaxe, the lantern, the cart; ``rP`` ``rL`` ``rC`` ``rPL`` ``rPC`` ``rLC`` repair them;
``rock`` is the rockfall and ``map`` the map. Cells are ``x,y`` from the start card (``x``
grows to the east, ``y`` to the south), as the maze's margins number them; tools are ``pick``,
``lamp`` and ``cart``; seats are numbered from 1.

* ``NW'@1,0`` places the tunnel NW turned (``'``) in the cell 1,0;
* ``break 2 pick`` breaks seat 2's pickaxe; ``fix 2 pick`` repairs it (``fix 2 pick rPL`` with
  the double repair card);
* ``rock 3,1`` clears the card in 3,1; ``map top`` (``middle``, ``bottom``) looks at a goal;
* ``discard NW`` passes, discarding a card; ``gold 3`` takes a gold card.

>>> from tablegames.saboteur.notation import NOTATION, cell_notation
>>> from tablegames.saboteur import Card, PlacePath
>>> NOTATION.write(PlacePath(0, Card.TUNNEL_NW, 1, 0, rotated=True)), cell_notation(-1, 2)
("NW'@1,0", '-1,2')
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType

import attrs
from typing_extensions import assert_never

from tablegames.core.notation import Lexicon, normalized
from tablegames.saboteur.cards import (
    DRAW_DECK,
    GOAL_CELLS,
    GOLD_CARDS,
    MAX_PLAYERS,
    MAZE_REACH,
    PATHS,
    REPAIRS,
    TUNNELS,
    Card,
    Tool,
)
from tablegames.saboteur.moves import (
    BreakTool,
    ChooseGold,
    Discard,
    PlacePath,
    RepairTool,
    Rockfall,
    SaboteurMove,
    UseMap,
)

__all__ = [
    "CARD_CODES",
    "GOAL_WORDS",
    "NOTATION",
    "TOOL_WORDS",
    "SaboteurNotation",
    "card_code",
    "cell_notation",
]

_TOOL_LETTER = {Tool.PICKAXE: "P", Tool.LANTERN: "L", Tool.CART: "C"}

#: The word of each tool in the notation.
TOOL_WORDS: Mapping[Tool, str] = MappingProxyType(
    {Tool.PICKAXE: "pick", Tool.LANTERN: "lamp", Tool.CART: "cart"}
)


def _code(card: Card) -> str:
    if card in REPAIRS:
        return "r" + "".join(_TOOL_LETTER[tool] for tool in REPAIRS[card])
    name = card.name
    if name.startswith("BROKEN_"):
        return "b" + _TOOL_LETTER[Tool[name.removeprefix("BROKEN_")]]
    if card in PATHS:
        spec = PATHS[card]
        if card is Card.START:
            return "start"
        if card is Card.GOLD:
            return "gold"
        if name.startswith("COAL"):
            return "c" + spec.openings
        return ("" if spec.connected else "d") + spec.openings
    return {Card.ROCKFALL: "rock", Card.MAP: "map"}[card]


#: Every card's code (``NW``, ``dNE``, ``bP``, ``rPL``, ``rock``, ``map``).
CARD_CODES: Mapping[Card, str] = MappingProxyType({card: _code(card) for card in Card})

#: The word naming each goal cell in ``map top`` (north to south).
GOAL_WORDS: Mapping[tuple[int, int], str] = MappingProxyType(
    dict(
        zip(sorted(GOAL_CELLS, key=lambda cell: cell[1]), ("top", "middle", "bottom"), strict=True)
    )
)


def card_code(card: Card) -> str:
    """A card's code, as hands and the notation write it (``NW``, ``dNE``, ``rPL``)."""
    return CARD_CODES[card]


def cell_notation(x: int, y: int) -> str:
    """The name of the maze cell ``x, y`` in the notation and on the terminal's map (``1,0``,
    ``-2,3``): what pictures label cells with, so that a person can type what they see."""
    return f"{x},{y}"


def _seat(seat: int) -> int:
    return seat + 1  # seats are numbered from 1 in everything people read


@attrs.frozen
class SaboteurNotation:
    """The Saboteur notation (the Saboteur game's ``notation`` hook)."""

    def write(self, move: SaboteurMove) -> str:
        """The canonical text of a move: ``NW'@1,0``, ``break 2 pick``, ``map top``."""
        match move:
            case PlacePath(card=card, x=x, y=y, rotated=rotated):
                turned = "'" if rotated else ""
                return f"{CARD_CODES[card]}{turned}@{cell_notation(x, y)}"
            case BreakTool(target=target, tool=tool):
                return f"break {_seat(target)} {TOOL_WORDS[tool]}"
            case RepairTool(card=card, target=target, tool=tool):
                text = f"fix {_seat(target)} {TOOL_WORDS[tool]}"
                return text if len(REPAIRS[card]) == 1 else f"{text} {CARD_CODES[card]}"
            case Rockfall(x=x, y=y):
                return f"rock {cell_notation(x, y)}"
            case UseMap(x=x, y=y):
                word = GOAL_WORDS.get((x, y))
                return f"map {word}" if word else f"map {cell_notation(x, y)}"
            case Discard(card=card):
                return f"discard {CARD_CODES[card]}"
            case ChooseGold(value=value):
                return f"gold {value}"
        assert_never(move)

    def aliases(self, move: SaboteurMove) -> Iterable[str]:
        """The card's code and ``@`` and the target for every card (``bP@2``, ``rock@3,1``,
        ``map@8,-2``); ``fix 2 pick`` for a double repair card too; ``pass NW`` for a
        discard."""
        match move:
            case PlacePath(card=card, x=x, y=y, rotated=rotated):
                turned = "'" if rotated else ""
                return (f"{CARD_CODES[card]}{turned} {cell_notation(x, y)}",)
            case BreakTool(player=_, target=target, tool=tool):
                name = tool.name.lower()  # the tool's whole name, as the menus write it
                return (
                    f"break {TOOL_WORDS[tool]} {_seat(target)}",
                    f"b{_TOOL_LETTER[tool]}@{_seat(target)}",
                    f"break {_seat(target)} {name}",
                    f"break {name} {_seat(target)}",
                )
            case RepairTool(card=card, target=target, tool=tool):
                short = f"fix {_seat(target)} {TOOL_WORDS[tool]}"
                name = tool.name.lower()
                return (
                    short,
                    f"{CARD_CODES[card]}@{_seat(target)}",
                    f"fix {_seat(target)} {name}",
                    f"repair {_seat(target)} {name}",
                )
            case Rockfall(x=x, y=y):
                return (f"rock@{cell_notation(x, y)}", f"rockfall {cell_notation(x, y)}")
            case UseMap(x=x, y=y):
                return (f"map {cell_notation(x, y)}", f"map@{cell_notation(x, y)}")
            case Discard(card=card):
                return (f"pass {CARD_CODES[card]}",)
        return ()

    def read(self, text: str, player: int) -> SaboteurMove | None:
        """The move ``text`` names for ``player``, legal now or not (a path that does not fit
        there, a tool already broken, a card not in hand), so that a refused one can be told why
        in the rules' words; ``None`` if it names no move, or several (``rPL@2`` is either of
        the card's tools).

        The texts are those :func:`~tablegames.parse_move` reads, looked up among every move of
        a card of the deck instead of the legal ones: ``fix 2 pick`` is the single repair card
        (the double one is ``fix 2 pick rPL``), ``map@8,0`` and ``map top`` use the map.

        >>> from tablegames.saboteur.notation import NOTATION
        >>> from tablegames.saboteur import BreakTool, Card, PlacePath, Tool
        >>> NOTATION.read("break 2 pickaxe", 0) == BreakTool(0, 1, Tool.PICKAXE)
        True
        >>> NOTATION.read("NW' 1,0", 2) == PlacePath(2, Card.TUNNEL_NW, 1, 0, rotated=True)
        True
        >>> NOTATION.read("break 11 pick", 0), NOTATION.read("NW@1", 0)
        (None, None)
        """
        key = normalized(text) if type(text) is str else ""
        if len(key) > _LONGEST:
            return None
        return Lexicon(self, _vocabulary(key)).read(text, player)


#: The cards a hand may hold (those of the draw deck), and the path cards among them.
_HAND_CARDS = tuple(dict.fromkeys(DRAW_DECK))
_PATH_CARDS = tuple(spec.card for spec in TUNNELS)
#: More characters than the longest text of any move has, normalized (``repair 10 pickaxe``,
#: ``dNESW'@-44,-44``): a longer text names no move.
_LONGEST = 32
#: A cell and a seat in a normalized text: numbers of at most two digits, as no cell nor seat has
#: more (the longer ones are read as no move).
_CELL = re.compile(r"(?<![\d-])(-?\d{1,2}),(-?\d{1,2})(?!\d)")
_SEAT = re.compile(r"(?<!\d)\d{1,2}(?!\d)")


def _vocabulary(key: str) -> Iterator[SaboteurMove]:
    """The moves of player 0 that the normalized text ``key`` might name: those of every card
    of the deck on the cells and seats it writes, the discards, the gold values and the maps
    of the goal cells (whatever the text, as ``map top`` writes no cell). A move no card of
    the deck makes (placing the map, a repair card on a tool it does not repair) is left out, so
    that its text does not make another ambiguous."""
    cells = {(int(found[1]), int(found[2])) for found in _CELL.finditer(key)}
    for x, y in sorted(cell for cell in cells if max(map(abs, cell)) <= MAZE_REACH):
        for card in _PATH_CARDS:
            yield from (PlacePath(0, card, x, y, False), PlacePath(0, card, x, y, True))
        yield from (Rockfall(0, x, y), UseMap(0, x, y))
    seats = {int(found[0]) - 1 for found in _SEAT.finditer(key)}
    for target in sorted(seat for seat in seats if 0 <= seat < MAX_PLAYERS):
        for tool in Tool:
            yield BreakTool(0, target, tool)
            yield from (
                RepairTool(0, card, target, tool) for card in REPAIRS if tool in REPAIRS[card]
            )
    yield from (UseMap(0, x, y) for x, y in GOAL_CELLS if (x, y) not in cells)
    yield from (Discard(0, card) for card in _HAND_CARDS)
    yield from (ChooseGold(0, value) for value in GOLD_CARDS)


#: The Saboteur notation.
NOTATION = SaboteurNotation()
