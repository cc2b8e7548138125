"""Saboteur: hidden-role tunnel building for 3 to 10 players, miners against saboteurs.

Typed versions of the generic functions, for Saboteur states::

    >>> from tablegames import saboteur
    >>> state = saboteur.new_game(players=5, seed=7)
    >>> saboteur.current_player(state)
    0

The rules, and every ruling the engine follows, are on the Saboteur page of the documentation
(``docs/saboteur.rst``, "Rules and rulings"); code and tests cite them as "rules §7.3" and
"ruling S-15".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from tablegames.core import api as _api
from tablegames.core.api import setup
from tablegames.saboteur.agent import SaboteurAgent
from tablegames.saboteur.cards import (
    ACTIONS,
    DRAW_DECK,
    GOAL_CELLS,
    GOLD_CARDS,
    HAND_SIZE,
    MAZE_REACH,
    PATHS,
    ROLE_CARDS,
    SABOTEUR_PAYOUT,
    START_CELL,
    TUNNELS,
    ActionKind,
    ActionSpec,
    Card,
    PathSpec,
    Role,
    RoleCards,
    Tool,
    parse_card,
)
from tablegames.saboteur.events import (
    CardDiscarded,
    CardDrawn,
    GameEnded,
    GoalInspected,
    GoalRevealed,
    GoalSeen,
    GoldChosen,
    GoldDrawn,
    GoldReceived,
    HandDealt,
    OwnCardDiscarded,
    OwnCardDrawn,
    PathCleared,
    PathPlaced,
    RoleDealt,
    RoundEnded,
    RoundStarted,
    SaboteurEvent,
    Team,
    ToolBroken,
    ToolRepaired,
    TurnSkipped,
)
from tablegames.saboteur.game import GAME, SaboteurGame
from tablegames.saboteur.maze import Network
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
from tablegames.saboteur.rules import (
    is_over,
    pay_saboteurs,
    scores,
    winners,
)
from tablegames.saboteur.sample import sample_state
from tablegames.saboteur.state import (
    Goal,
    GoalSighting,
    GoalView,
    GoldDistribution,
    NextStarter,
    PassDirection,
    Phase,
    RoundResult,
    SaboteurOptions,
    SaboteurState,
    SaboteurView,
    Tile,
)
from tablegames.saboteur.text import render, render_maze
from tablegames.saboteur.views import legal_moves_from_view

__all__ = [
    "ACTIONS",
    "DRAW_DECK",
    "GAME",
    "GOAL_CELLS",
    "GOLD_CARDS",
    "HAND_SIZE",
    "MAZE_REACH",
    "PATHS",
    "ROLE_CARDS",
    "SABOTEUR_PAYOUT",
    "START_CELL",
    "TUNNELS",
    "ActionKind",
    "ActionSpec",
    "BreakTool",
    "Card",
    "CardDiscarded",
    "CardDrawn",
    "ChooseGold",
    "Discard",
    "GameEnded",
    "Goal",
    "GoalInspected",
    "GoalRevealed",
    "GoalSeen",
    "GoalSighting",
    "GoalView",
    "GoldChosen",
    "GoldDistribution",
    "GoldDrawn",
    "GoldReceived",
    "HandDealt",
    "Network",
    "NextStarter",
    "OwnCardDiscarded",
    "OwnCardDrawn",
    "PassDirection",
    "PathCleared",
    "PathPlaced",
    "PathSpec",
    "Phase",
    "PlacePath",
    "RepairTool",
    "Rockfall",
    "Role",
    "RoleCards",
    "RoleDealt",
    "RoundEnded",
    "RoundResult",
    "RoundStarted",
    "SaboteurAgent",
    "SaboteurEvent",
    "SaboteurGame",
    "SaboteurMove",
    "SaboteurOptions",
    "SaboteurState",
    "SaboteurView",
    "Team",
    "Tile",
    "Tool",
    "ToolBroken",
    "ToolRepaired",
    "TurnSkipped",
    "UseMap",
    "apply",
    "current_player",
    "is_over",
    "legal_moves",
    "legal_moves_from_view",
    "new_game",
    "parse_card",
    "pay_saboteurs",
    "render",
    "sample_state",
    "render_maze",
    "scores",
    "view",
    "winners",
]


def new_game(
    *,
    players: int,
    seed: int | None = None,
    options: SaboteurOptions | Mapping[str, object] | None = None,
) -> SaboteurState:
    """Start a game of Saboteur: deal the roles and hands of the first round.

    Args:
        players: The number of seats, 3 to 10.
        seed: Resolves every shuffle; ``None`` draws a fresh one.
        options: The rule variants; ``None`` for the standard rules.

    Raises:
        ConfigError: on a bad player count, seed or options.
    """
    return setup(GAME, players=players, seed=seed, options=options)


# -- the generic functions, typed for Saboteur ----------------------------------------------------
# For type checkers: each takes what the generic function of its name takes (the same
# parameters and defaults), with Saboteur's types; the implementation calls the generic one, so
# mypy checks that every keyword is kept (and tests/typing compares the signatures). At run
# time they are the generic functions themselves: no call more than ``tablegames.apply``.

if TYPE_CHECKING:

    def current_player(state_or_view: SaboteurState | SaboteurView) -> int | None:
        """Typed :func:`tablegames.current_player`: the seat to act, ``None`` once over."""
        return _api.current_player(state_or_view)

    def legal_moves(
        state_or_view: SaboteurState | SaboteurView, player: int | None = None
    ) -> tuple[SaboteurMove, ...]:
        """Typed :func:`tablegames.legal_moves`: ``player``'s moves (the current player's)."""
        return _api.legal_moves(state_or_view, player)  # type: ignore[return-value]

    def apply(
        state: SaboteurState,
        move: SaboteurMove,
        *,
        by: int | None = None,
        version: int | None = None,
    ) -> SaboteurState:
        """Typed :func:`tablegames.apply`: the state after ``move``."""
        after: SaboteurState = _api.apply(state, move, by=by, version=version)
        return after

    def view(state: SaboteurState, player: int | None) -> SaboteurView:
        """Typed :func:`tablegames.view`: what ``player`` sees (``None``: a spectator)."""
        seen: SaboteurView = _api.view(state, player)
        return seen

else:
    from tablegames.core.api import apply, current_player, legal_moves, view


# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
