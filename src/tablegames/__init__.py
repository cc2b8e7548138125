"""tablegames: typed, embeddable rules engines for Saboteur, TEN and Aluette.

States are immutable values; pure functions compute legal moves and apply them.

The generic functions below accept a state (or view) of any game and dispatch on its type.
Type checkers see them declared once, generic in the game's types (:mod:`tablegames.typed`):
under ``mypy --strict``, ``new_game("aluette", players=4)`` is an ``AluetteState`` and
``apply`` of an ``AluetteState`` an ``AluetteState``.
"""

from __future__ import annotations

from tablegames._version import __version__
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
    error_codes,
    from_game_text,
    from_game_texts,
    to_dict,
    to_game_text,
    to_json,
)
from tablegames.core.notation import notation
from tablegames.core.record import positions
from tablegames.core.registry import load_entry_points
from tablegames.core.svg import to_svg

# The generic functions, typed for type checkers (the kernel's own objects, except from_json
# and from_dict, which read the class asked for).
from tablegames.typed import (
    apply,
    apply_with_events,
    current_player,
    events_since,
    from_dict,
    from_json,
    is_legal,
    is_over,
    legal_moves,
    new_game,
    parse_move,
    position_key,
    recall,
    record,
    render,
    replay,
    sample_state,
    scores,
    view,
    view_events,
    view_scores,
    winners,
)

# Every installed game (the built-in three and those of other distributions) registers now.
load_entry_points()

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
    "apply",
    "apply_with_events",
    "current_player",
    "error_codes",
    "events_since",
    "from_dict",
    "from_game_text",
    "from_game_texts",
    "from_json",
    "is_legal",
    "is_over",
    "legal_moves",
    "new_game",
    "notation",
    "parse_move",
    "position_key",
    "positions",
    "recall",
    "record",
    "render",
    "replay",
    "sample_state",
    "scores",
    "to_dict",
    "to_game_text",
    "to_json",
    "to_svg",
    "view",
    "view_events",
    "view_scores",
    "winners",
]

# The name the future import binds is no part of the API: off ``dir(tablegames)`` and tab
# completion (the import keeps its effect; the compiler read it).
del annotations
