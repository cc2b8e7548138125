"""The Saboteur card catalogue: roles, tunnels, actions, gold, and every number of the rules.

Source: the Saboteur rules §2 (the cards), §2.5 (hands), §3 (layout) and §7 (scoring).
This module is data; the rules code reads every number from here, so a correction (for example
the disputed 4/3 split of the straight tunnels, ruling S-24) is a one-line change in a table.

Sides of a card are bits: north 1, east 2, south 4, west 8, for the card as printed (portrait,
the way the start card lies). A card may be turned by 180 degrees, never by 90.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType

import attrs

from tablegames.core.errors import FormatError

__all__ = [
    "ACTIONS",
    "ACTION_BY_CARD",
    "BROKEN_CARD",
    "BROKEN_TOOL",
    "CARD_BY_TEXT",
    "CARD_TEXT",
    "DRAW_DECK",
    "EAST",
    "GOAL_CARDS",
    "GOAL_CELLS",
    "GOLD_CARDS",
    "GOLD_DECK",
    "HAND_SIZE",
    "MAX_PLAYERS",
    "MAZE_REACH",
    "MIN_PLAYERS",
    "NORTH",
    "OFFICIAL_MAX_GOLD_DRAW",
    "PATHS",
    "REPAIRS",
    "ROLE_CARDS",
    "ROUNDS",
    "SABOTEUR_PAYOUT",
    "SIDE_NAMES",
    "SOUTH",
    "START_CELL",
    "TUNNELS",
    "WEST",
    "ActionKind",
    "ActionSpec",
    "Card",
    "PathSpec",
    "Role",
    "RoleCards",
    "Tool",
    "parse_card",
]

#: The sides of a card, as bits of an opening mask.
NORTH, EAST, SOUTH, WEST = 1, 2, 4, 8
#: Side letters in mask order: ``"NESW"``.
SIDE_NAMES = "NESW"


def _mask(openings: str) -> int:
    return sum(1 << SIDE_NAMES.index(letter) for letter in openings)


class Role(enum.IntEnum):
    """A role ("dwarf") card: which team a seat plays for this round."""

    MINER = 1
    SABOTEUR = 2


class Tool(enum.IntEnum):
    """The three tools a broken-tool card can break."""

    PICKAXE = 1
    LANTERN = 2
    CART = 3


class Card(enum.IntEnum):
    """Every kind of path or action card; copies of a kind are interchangeable.

    Cards are written in JSON in a readable form, their ``str``: tunnels as
    ``"tunnel NE"``, dead ends as ``"dead end NES"`` (openings as printed, in N, E, S, W order),
    ``"start"``, ``"gold"``, ``"coal NE"``, ``"coal NW"``, and actions as ``"broken pickaxe"``,
    ``"repair lantern"``, ``"repair pickaxe/cart"``, ``"rockfall"``, ``"map"``.
    """

    TUNNEL_NS = 1
    TUNNEL_EW = 2
    TUNNEL_NE = 3
    TUNNEL_NW = 4
    TUNNEL_NES = 5
    TUNNEL_NEW = 6
    TUNNEL_NESW = 7
    DEAD_END_N = 8
    DEAD_END_E = 9
    DEAD_END_NS = 10
    DEAD_END_EW = 11
    DEAD_END_NE = 12
    DEAD_END_NW = 13
    DEAD_END_NES = 14
    DEAD_END_NEW = 15
    DEAD_END_NESW = 16
    BROKEN_PICKAXE = 17
    BROKEN_LANTERN = 18
    BROKEN_CART = 19
    REPAIR_PICKAXE = 20
    REPAIR_LANTERN = 21
    REPAIR_CART = 22
    REPAIR_PICKAXE_LANTERN = 23
    REPAIR_PICKAXE_CART = 24
    REPAIR_LANTERN_CART = 25
    ROCKFALL = 26
    MAP = 27
    START = 28
    GOLD = 29
    COAL_NE = 30
    COAL_NW = 31

    def __str__(self) -> str:
        return CARD_TEXT[self]

    def __repr__(self) -> str:
        return f"parse_card({CARD_TEXT[self]!r})"


@attrs.frozen
class PathSpec:
    """A row of the path-card table.

    Attributes:
        card: The card.
        openings: The open sides as printed, in N, E, S, W order (``"NES"``).
        connected: Whether the openings are joined through the centre; a dead end's openings
            are isolated stubs that stop the path.
        count: Copies in the draw deck (0 for the start and the goals, which are laid out).
    """

    card: Card
    openings: str
    connected: bool
    count: int

    @property
    def mask(self) -> int:
        """The openings as a bit mask (north 1, east 2, south 4, west 8)."""
        return _mask(self.openings)


#: The 40 tunnel cards of the draw deck (rules §2.4): 31 connected, 9 dead ends.
TUNNELS: tuple[PathSpec, ...] = (
    # Ruling S-24: sources split 4/3 against 3/4 on the straights; the majority is taken.
    PathSpec(Card.TUNNEL_NS, "NS", True, 4),
    PathSpec(Card.TUNNEL_EW, "EW", True, 3),
    PathSpec(Card.TUNNEL_NE, "NE", True, 5),
    PathSpec(Card.TUNNEL_NW, "NW", True, 4),
    PathSpec(Card.TUNNEL_NES, "NES", True, 5),
    PathSpec(Card.TUNNEL_NEW, "NEW", True, 5),
    PathSpec(Card.TUNNEL_NESW, "NESW", True, 5),
    PathSpec(Card.DEAD_END_N, "N", False, 1),
    PathSpec(Card.DEAD_END_E, "E", False, 1),
    PathSpec(Card.DEAD_END_NS, "NS", False, 1),
    PathSpec(Card.DEAD_END_EW, "EW", False, 1),
    PathSpec(Card.DEAD_END_NE, "NE", False, 1),
    PathSpec(Card.DEAD_END_NW, "NW", False, 1),
    PathSpec(Card.DEAD_END_NES, "NES", False, 1),
    PathSpec(Card.DEAD_END_NEW, "NEW", False, 1),
    PathSpec(Card.DEAD_END_NESW, "NESW", False, 1),
)

#: The start card and the three goal cards, laid out rather than dealt (rules §2.4).
LAYOUT_CARDS: tuple[PathSpec, ...] = (
    PathSpec(Card.START, "NESW", True, 0),
    PathSpec(Card.GOLD, "NESW", True, 0),
    PathSpec(Card.COAL_NE, "NE", True, 0),
    PathSpec(Card.COAL_NW, "NW", True, 0),
)

#: Every path card by card, tunnels and layout cards alike.
PATHS: Mapping[Card, PathSpec] = MappingProxyType(
    {spec.card: spec for spec in (*TUNNELS, *LAYOUT_CARDS)}
)


class ActionKind(enum.Enum):
    """What an action card does (rules §5)."""

    BREAK = "break"
    REPAIR = "repair"
    ROCKFALL = "rockfall"
    MAP = "map"


@attrs.frozen
class ActionSpec:
    """A row of the action-card table.

    Attributes:
        card: The card.
        kind: What it does.
        tools: The tool it breaks, or the tools it may repair (one of them, the player's choice).
        count: Copies in the draw deck.
    """

    card: Card
    kind: ActionKind
    tools: tuple[Tool, ...]
    count: int


#: The 27 action cards (rules §2.3).
ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(Card.BROKEN_PICKAXE, ActionKind.BREAK, (Tool.PICKAXE,), 3),
    ActionSpec(Card.BROKEN_LANTERN, ActionKind.BREAK, (Tool.LANTERN,), 3),
    ActionSpec(Card.BROKEN_CART, ActionKind.BREAK, (Tool.CART,), 3),
    ActionSpec(Card.REPAIR_PICKAXE, ActionKind.REPAIR, (Tool.PICKAXE,), 2),
    ActionSpec(Card.REPAIR_LANTERN, ActionKind.REPAIR, (Tool.LANTERN,), 2),
    ActionSpec(Card.REPAIR_CART, ActionKind.REPAIR, (Tool.CART,), 2),
    ActionSpec(Card.REPAIR_PICKAXE_LANTERN, ActionKind.REPAIR, (Tool.PICKAXE, Tool.LANTERN), 1),
    ActionSpec(Card.REPAIR_PICKAXE_CART, ActionKind.REPAIR, (Tool.PICKAXE, Tool.CART), 1),
    ActionSpec(Card.REPAIR_LANTERN_CART, ActionKind.REPAIR, (Tool.LANTERN, Tool.CART), 1),
    ActionSpec(Card.ROCKFALL, ActionKind.ROCKFALL, (), 3),
    ActionSpec(Card.MAP, ActionKind.MAP, (), 6),
)
#: Each action card's row of :data:`ACTIONS`.
ACTION_BY_CARD: Mapping[Card, ActionSpec] = MappingProxyType({spec.card: spec for spec in ACTIONS})

#: The broken-tool card of each tool.
BROKEN_CARD: Mapping[Tool, Card] = MappingProxyType(
    {spec.tools[0]: spec.card for spec in ACTIONS if spec.kind is ActionKind.BREAK}
)
#: The tool each broken-tool card breaks.
BROKEN_TOOL: Mapping[Card, Tool] = MappingProxyType(
    {card: tool for tool, card in BROKEN_CARD.items()}
)
#: The tools each repair card may repair (one of them per play).
REPAIRS: Mapping[Card, tuple[Tool, ...]] = MappingProxyType(
    {spec.card: spec.tools for spec in ACTIONS if spec.kind is ActionKind.REPAIR}
)

#: The 67 cards shuffled into the draw deck each round: 40 tunnels and 27 actions, in a fixed
#: order (table order, copies together).
DRAW_DECK: tuple[Card, ...] = tuple(
    [spec.card for spec in TUNNELS for _ in range(spec.count)]
    + [spec.card for spec in ACTIONS for _ in range(spec.count)]
)


@attrs.frozen
class RoleCards:
    """The role cards used for one player count; one card more than seats is always used."""

    miners: int
    saboteurs: int


#: Role cards per player count (rules §2.1); one of them is set aside unseen each round.
ROLE_CARDS: Mapping[int, RoleCards] = MappingProxyType(
    {
        3: RoleCards(3, 1),
        4: RoleCards(4, 1),
        5: RoleCards(4, 2),
        6: RoleCards(5, 2),
        7: RoleCards(5, 3),
        8: RoleCards(6, 3),
        9: RoleCards(7, 3),
        10: RoleCards(7, 4),
    }
)
MIN_PLAYERS = min(ROLE_CARDS)
MAX_PLAYERS = max(ROLE_CARDS)

#: Cards dealt to each seat per player count (rules §2.5).
HAND_SIZE: Mapping[int, int] = MappingProxyType({3: 6, 4: 6, 5: 6, 6: 5, 7: 5, 8: 4, 9: 4, 10: 4})

#: The gold nugget cards: value -> copies (rules §2.2): 28 cards, 44 nuggets.
GOLD_CARDS: Mapping[int, int] = MappingProxyType({1: 16, 2: 8, 3: 4})
#: The 28 gold cards, by value, in a fixed order.
GOLD_DECK: tuple[int, ...] = tuple(value for value, n in GOLD_CARDS.items() for _ in range(n))

#: Nuggets each saboteur in play receives when the saboteurs win, by saboteurs in play (§7.3).
SABOTEUR_PAYOUT: Mapping[int, int] = MappingProxyType({1: 4, 2: 3, 3: 3, 4: 2})
#: The official rule draws one gold card per player, but never more than this (§7.2).
OFFICIAL_MAX_GOLD_DRAW = 9

#: Rounds in a game (§7.4).
ROUNDS = 3
#: Where the start card lies (rules §3): x grows toward the goals (east), y grows southward.
START_CELL: tuple[int, int] = (0, 0)
#: The three goal cells, north to south (rules §3), eight steps east of the start card.
GOAL_CELLS: tuple[tuple[int, int], ...] = ((8, -2), (8, 0), (8, 2))
#: The three goal cards shuffled face down onto the goal cells each round.
GOAL_CARDS: tuple[Card, ...] = (Card.GOLD, Card.COAL_NE, Card.COAL_NW)
#: The farthest any cell the game uses can lie from the start card, in steps along the grid
#: (``abs(x) + abs(y)``): 44. A path card is placed next to the network, a chain of cards joined
#: to the start that holds at most every tunnel card of the deck and the three goals, so even
#: the open cells beside it lie within 40 + 3 + 1 steps. Move coordinates beyond it are refused.
MAZE_REACH: int = sum(spec.count for spec in TUNNELS) + len(GOAL_CELLS) + 1


def _text(card: Card) -> str:
    if card in PATHS:
        spec = PATHS[card]
        if card is Card.START or card is Card.GOLD:
            return card.name.lower()
        if card in (Card.COAL_NE, Card.COAL_NW):
            return f"coal {spec.openings}"
        return f"{'tunnel' if spec.connected else 'dead end'} {spec.openings}"
    action = ACTION_BY_CARD[card]
    if action.kind is ActionKind.BREAK:
        return f"broken {action.tools[0].name.lower()}"
    if action.kind is ActionKind.REPAIR:
        return "repair " + "/".join(tool.name.lower() for tool in action.tools)
    return str(action.kind.value)


#: Each card's written form, as in JSON.
CARD_TEXT: Mapping[Card, str] = MappingProxyType({card: _text(card) for card in Card})
#: Each card by its written form.
CARD_BY_TEXT: Mapping[str, Card] = MappingProxyType(
    {text: card for card, text in CARD_TEXT.items()}
)


#: How cards are written, for messages about a name that is none.
CARD_FORM = (
    "cards are written like 'tunnel NE', 'dead end NS', 'broken pickaxe', 'repair lantern/cart', "
    "'rockfall' or 'map'"
)


def _shown(text: object) -> str:
    if not isinstance(text, str):
        return f"a {type(text).__name__}"
    return repr(text) if len(text) <= 40 else repr(text[:37]) + "..."


def parse_card(text: str) -> Card:
    """Read a card from its written form.

    >>> from tablegames.saboteur.cards import parse_card
    >>> parse_card("tunnel NES")
    parse_card('tunnel NES')
    >>> parse_card("repair pickaxe/cart").name
    'REPAIR_PICKAXE_CART'

    Raises:
        FormatError: if the text names no card; the message shows how cards are written.
    """
    card = CARD_BY_TEXT.get(text) if isinstance(text, str) else None
    if card is None:
        raise FormatError(f"unknown card {_shown(text)}; {CARD_FORM}")
    return card
