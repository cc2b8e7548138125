"""tablegames: typed, embeddable rules engines for Saboteur, TEN and Aluette.

States are immutable values; pure functions compute legal moves and apply them.

The generic functions below accept a state (or view) of any game and dispatch on its type.
"""

from __future__ import annotations

# The games register themselves with the kernel when imported.
from tablegames import aluette, saboteur, ten
from tablegames.core import (
    GAMES,
    MAX_SEED,
    VERSION,
    ConfigError,
    FormatError,
    Game,
    GameRecord,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    NotAGameObjectError,
    NotYourTurnError,
    Refusal,
    SeatError,
    TableGamesError,
    apply,
    current_player,
    error_codes,
    from_dict,
    from_json,
    is_legal,
    is_over,
    legal_moves,
    new_game,
    record,
    render,
    replay,
    sample_state,
    scores,
    to_dict,
    to_json,
    view,
    winners,
)

__version__ = "0.1.0.dev0"

__all__ = [
    "GAMES",
    "MAX_SEED",
    "VERSION",
    "ConfigError",
    "FormatError",
    "Game",
    "GameRecord",
    "IllegalMoveError",
    "InvalidMoveError",
    "NotAGameObjectError",
    "Move",
    "NotYourTurnError",
    "Refusal",
    "SeatError",
    "TableGamesError",
    "__version__",
    "aluette",
    "apply",
    "current_player",
    "error_codes",
    "from_dict",
    "from_json",
    "is_legal",
    "is_over",
    "legal_moves",
    "new_game",
    "record",
    "render",
    "replay",
    "saboteur",
    "sample_state",
    "scores",
    "ten",
    "to_dict",
    "to_json",
    "view",
    "winners",
]
