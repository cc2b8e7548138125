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

from tablegames.core.api import setup, typed_for
from tablegames.saboteur.agent import SaboteurAgent
from tablegames.saboteur.cards import (
    ACTION_BY_CARD,
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
    "ACTION_BY_CARD",
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


# The generic functions, typed for Saboteur (see tablegames.core.api.GameFunctions): at run time
# they are the generic functions themselves, no call more than ``tablegames.apply``.
_typed = typed_for(SaboteurState)
current_player = _typed.current_player
legal_moves = _typed.legal_moves
apply = _typed.apply
view = _typed.view

# The name the future import binds is no part of the API (dir(), tab completion).
del annotations, _typed
