"""Crazy Eights for tablegames: the public-domain shedding game, 2 to 5 players, 52 cards.

A game from another distribution: installing ``tablegames-crazyeights`` is all it takes for
``import tablegames`` to register it (its entry point in the group ``tablegames.games``), and
then the generic API, JSON, schemas, the conformance kit and the command line take it like the
built-in games::

    >>> import tablegames
    >>> state = tablegames.new_game("crazyeights", players=3, seed=12)
    >>> tablegames.current_player(state), len(state.stock)
    (0, 36)

Typed versions of the generic functions, for Crazy Eights states, are here::

    >>> from tablegames_crazyeights import legal_moves, new_game
    >>> legal_moves(new_game(players=2, seed=4), 1)[-1]
    Draw(player=1)

The rules, numbered, are in ``RULES.md`` beside this package; code and tests cite them as
"rule 4" or "rule 7.2".
"""

from __future__ import annotations

from collections.abc import Mapping

from tablegames.core.api import setup

from tablegames_crazyeights.agent import CrazyEightsAgent
from tablegames_crazyeights.cards import (
    CARDS,
    EIGHTS,
    RANK_TABLE,
    Card,
    Rank,
    RankRow,
    Suit,
    hand_points,
    parse_card,
)
from tablegames_crazyeights.events import (
    CardDrawn,
    CardPlayed,
    CrazyEightsEvent,
    Drew,
    GameEnded,
    HandDealt,
    Passed,
    RoundEnded,
    RoundStarted,
    StockRebuilt,
)
from tablegames_crazyeights.game import GAME, CrazyEightsGame
from tablegames_crazyeights.moves import CrazyEightsMove, Draw, Pass, PlayCard, PlayEight
from tablegames_crazyeights.rules import (
    apply,
    current_player,
    is_over,
    legal_moves,
    scores,
    winners,
)
from tablegames_crazyeights.sample import sample_state
from tablegames_crazyeights.state import (
    CrazyEightsOptions,
    CrazyEightsState,
    CrazyEightsView,
    DrawRule,
    EmptyStock,
)
from tablegames_crazyeights.text import render
from tablegames_crazyeights.views import legal_moves_from_view, view

__all__ = [
    "CARDS",
    "EIGHTS",
    "GAME",
    "RANK_TABLE",
    "Card",
    "CardDrawn",
    "CardPlayed",
    "CrazyEightsAgent",
    "CrazyEightsEvent",
    "CrazyEightsGame",
    "CrazyEightsMove",
    "CrazyEightsOptions",
    "CrazyEightsState",
    "CrazyEightsView",
    "Draw",
    "DrawRule",
    "Drew",
    "EmptyStock",
    "GameEnded",
    "HandDealt",
    "Pass",
    "Passed",
    "PlayCard",
    "PlayEight",
    "Rank",
    "RankRow",
    "RoundEnded",
    "RoundStarted",
    "StockRebuilt",
    "Suit",
    "apply",
    "current_player",
    "hand_points",
    "is_over",
    "legal_moves",
    "legal_moves_from_view",
    "new_game",
    "parse_card",
    "render",
    "sample_state",
    "scores",
    "view",
    "winners",
]


def new_game(
    *,
    players: int,
    seed: int | None = None,
    options: CrazyEightsOptions | Mapping[str, object] | None = None,
) -> CrazyEightsState:
    """Start a game of Crazy Eights: draw the dealer and deal the first round (rules 2 and 3).

    Args:
        players: 2 to 5.
        seed: Resolves every shuffle; ``None`` draws a fresh one.
        options: The rule variants (:class:`CrazyEightsOptions`, or a mapping such as
            ``{"target_score": 100}``); ``None`` for the standard rules.

    Raises:
        ConfigError: on a player count outside 2-5, a bad seed or bad options.
    """
    return setup(GAME, players=players, seed=seed, options=options)
