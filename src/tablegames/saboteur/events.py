"""The Saboteur event log: what happened, in order, as small typed records.

Events are public unless their class says ``private = True``; a private event is seen only by
the seat in its ``player`` field.
"""

from __future__ import annotations

import enum
from typing import ClassVar, TypeAlias, Union, get_args

import attrs

from tablegames.core.states import fast_init
from tablegames.saboteur.cards import Card, Role, Tool

__all__ = [
    "EVENT_TYPES",
    "CardDiscarded",
    "CardDrawn",
    "GameEnded",
    "GoalInspected",
    "GoalRevealed",
    "GoalSeen",
    "GoldChosen",
    "GoldDrawn",
    "GoldReceived",
    "HandDealt",
    "OwnCardDiscarded",
    "OwnCardDrawn",
    "PathCleared",
    "PathPlaced",
    "RoleDealt",
    "RoundEnded",
    "RoundStarted",
    "SaboteurEvent",
    "Team",
    "ToolBroken",
    "ToolRepaired",
    "TurnSkipped",
]


class Team(enum.Enum):
    """The side that won a round."""

    MINERS = "miners"
    SABOTEURS = "saboteurs"


@fast_init
@attrs.frozen
class RoundStarted:
    """A round began: new roles, goals and hands; ``first_player`` plays first.

    Attributes:
        round: The round, counted from 0.
        first_player: The seat that plays first.
    """

    round: int
    first_player: int


@fast_init
@attrs.frozen
class RoleDealt:
    """Private: your role for this round.

    Attributes:
        player: The seat (the only one that sees this event).
        role: Its secret role this round.
    """

    private: ClassVar[bool] = True
    player: int
    role: Role


@fast_init
@attrs.frozen
class HandDealt:
    """Private: the cards you were dealt.

    Attributes:
        player: The seat (the only one that sees this event).
        cards: The cards it was dealt.
    """

    private: ClassVar[bool] = True
    player: int
    cards: tuple[Card, ...]


@fast_init
@attrs.frozen
class PathPlaced:
    """A path card was placed on the maze.

    Attributes:
        player: The seat that placed it.
        card: The tunnel card.
        x: The cell's column.
        y: The cell's row.
        rotated: Whether the card is turned by 180 degrees.
    """

    player: int
    card: Card
    x: int
    y: int
    rotated: bool


@fast_init
@attrs.frozen
class GoalRevealed:
    """A goal was reached and turned over (a coal card turned to fit); ``player`` reached it.

    Attributes:
        player: The seat whose path card reached the goal.
        x: The goal cell's column.
        y: The goal cell's row.
        card: The goal card: the gold or a coal card.
        rotated: Whether a coal card was turned by 180 degrees to fit the path.
    """

    player: int
    x: int
    y: int
    card: Card
    rotated: bool


@fast_init
@attrs.frozen
class ToolBroken:
    """A broken-tool card was played in front of ``target``.

    Attributes:
        player: The seat that played the card.
        target: The seat whose tool broke.
        tool: The tool broken.
    """

    player: int
    target: int
    tool: Tool


@fast_init
@attrs.frozen
class ToolRepaired:
    """A repair card repaired one broken tool in front of ``target``.

    Attributes:
        player: The seat that played the card.
        card: The repair card played.
        target: The seat whose tool was repaired.
        tool: The tool repaired.
    """

    player: int
    card: Card
    target: int
    tool: Tool


@fast_init
@attrs.frozen
class PathCleared:
    """A rockfall removed the path card at ``(x, y)``.

    Attributes:
        player: The seat that played the rockfall.
        x: The cleared cell's column.
        y: The cleared cell's row.
        card: The path card removed from the maze.
    """

    player: int
    x: int
    y: int
    card: Card


@fast_init
@attrs.frozen
class GoalInspected:
    """A map was used to look at the goal at ``(x, y)`` (what was seen stays secret).

    Attributes:
        player: The seat that used the map.
        x: The goal cell's column.
        y: The goal cell's row.
    """

    player: int
    x: int
    y: int


@fast_init
@attrs.frozen
class GoalSeen:
    """Private: what your map showed.

    Attributes:
        player: The seat that used the map (the only one that sees this event).
        x: The goal cell's column.
        y: The goal cell's row.
        card: The goal card the map showed.
    """

    private: ClassVar[bool] = True
    player: int
    x: int
    y: int
    card: Card


@fast_init
@attrs.frozen
class CardDiscarded:
    """A seat discarded a card face down (which card stays secret).

    Attributes:
        player: The seat that discarded.
    """

    player: int


@fast_init
@attrs.frozen
class OwnCardDiscarded:
    """Private: the card you discarded.

    Attributes:
        player: The seat that discarded (the only one that sees this event).
        card: The card it discarded.
    """

    private: ClassVar[bool] = True
    player: int
    card: Card


@fast_init
@attrs.frozen
class CardDrawn:
    """A seat drew the top card of the draw pile.

    Attributes:
        player: The seat that drew.
        card: The card drawn when the draw pile lies face up (the ``open_draw_pile`` option),
            which every seat saw on top of the pile; ``None`` under the standard rules, where
            only the drawer learns it (:class:`~tablegames.saboteur.events.OwnCardDrawn`), and in a
            document written before this field.
    """

    player: int
    card: Card | None = None


@fast_init
@attrs.frozen
class OwnCardDrawn:
    """Private: the card you drew.

    Attributes:
        player: The seat that drew (the only one that sees this event).
        card: The card it drew.
    """

    private: ClassVar[bool] = True
    player: int
    card: Card


@fast_init
@attrs.frozen
class TurnSkipped:
    """A seat with no card left was skipped.

    Attributes:
        player: The seat skipped.
    """

    player: int


@fast_init
@attrs.frozen
class RoundEnded:
    """A round ended and every role card was turned over.

    Attributes:
        round: The round, counted from 0.
        winner: The team that won, or ``None`` when the gold was not found and no saboteur was
            in play (nobody scores).
        roles: Each seat's role.
        set_aside: The role card nobody held.
        finder: The seat whose path card reached the gold, if any.
        nuggets: The share each saboteur in play is paid when the saboteurs won (rules
            §7.3), 0 otherwise. Under the publisher's gold rule the gold deck may, rarely, hold
            no cards that pay every share exactly: a saboteur then gets the largest total not
            above it (ruling S-19), which its private ``GoldReceived`` tells.
    """

    round: int
    winner: Team | None
    roles: tuple[Role, ...]
    set_aside: Role
    finder: int | None
    nuggets: int


@fast_init
@attrs.frozen
class GoldDrawn:
    """The miners won: ``count`` gold cards were drawn face down to be chosen among them.

    Attributes:
        count: How many gold cards were drawn for the miners.
    """

    count: int


@fast_init
@attrs.frozen
class GoldChosen:
    """A seat took one gold card from the stack (its value stays secret).

    Attributes:
        player: The miner that took a card.
    """

    player: int


@fast_init
@attrs.frozen
class GoldReceived:
    """Private: the gold cards you received (values), chosen or paid to you.

    Attributes:
        player: The seat (the only one that sees this event).
        values: The values of the gold cards it received.
    """

    private: ClassVar[bool] = True
    player: int
    values: tuple[int, ...]


@fast_init
@attrs.frozen
class GameEnded:
    """The game ended: every seat's nuggets are shown; ``winners`` have the most.

    Attributes:
        totals: Each seat's nuggets over the three rounds.
        winners: The seats with the most nuggets (several on a tie).
    """

    totals: tuple[int, ...]
    winners: tuple[int, ...]


#: Every Saboteur event.
SaboteurEvent: TypeAlias = Union[  # noqa: UP007
    RoundStarted,
    RoleDealt,
    HandDealt,
    PathPlaced,
    GoalRevealed,
    ToolBroken,
    ToolRepaired,
    PathCleared,
    GoalInspected,
    GoalSeen,
    CardDiscarded,
    OwnCardDiscarded,
    CardDrawn,
    OwnCardDrawn,
    TurnSkipped,
    RoundEnded,
    GoldDrawn,
    GoldChosen,
    GoldReceived,
    GameEnded,
]
#: The classes of :data:`~tablegames.saboteur.SaboteurEvent`, in its order: the game's
#: ``event_types``.
EVENT_TYPES: tuple[type, ...] = get_args(SaboteurEvent)
