"""The game-agnostic kernel of tablegames. It knows no game: games register themselves.

Its modules ``notation`` and ``record`` are reached as ``tablegames.core.notation`` and
``tablegames.core.record``; the functions of those names are ``tablegames.notation`` and
``tablegames.record`` (and each module's own), not re-exported here, where they would hide
their modules.
"""

from __future__ import annotations

from tablegames.core.api import (
    apply,
    current_player,
    is_legal,
    is_over,
    legal_moves,
    new_game,
    position_key,
    render,
    scores,
    view,
    winners,
)
from tablegames.core.errors import (
    ConfigError,
    FormatError,
    IllegalMoveError,
    InvalidMoveError,
    NotAGameObjectError,
    NotYourTurnError,
    SeatError,
    TableGamesError,
)
from tablegames.core.game import Event, Game, Move
from tablegames.core.gametext import dumps as to_game_text
from tablegames.core.gametext import loads as from_game_text
from tablegames.core.gametext import read_games as from_game_texts
from tablegames.core.json import (
    VERSION,
    from_dict,
    from_json,
    from_snapshot,
    to_dict,
    to_json,
    to_snapshot,
)
from tablegames.core.notation import parse_move
from tablegames.core.protocol import Refusal, error_codes
from tablegames.core.record import GameRecord, positions, replay
from tablegames.core.registry import GAMES, get_game, register, unregister
from tablegames.core.rng import MAX_SEED, Rng
from tablegames.core.sample import sample_state

__all__ = [
    "GAMES",
    "MAX_SEED",
    "VERSION",
    "ConfigError",
    "Event",
    "FormatError",
    "Game",
    "GameRecord",
    "IllegalMoveError",
    "InvalidMoveError",
    "NotAGameObjectError",
    "Move",
    "NotYourTurnError",
    "SeatError",
    "Refusal",
    "Rng",
    "TableGamesError",
    "apply",
    "current_player",
    "error_codes",
    "from_dict",
    "from_game_text",
    "from_game_texts",
    "from_json",
    "from_snapshot",
    "get_game",
    "is_legal",
    "is_over",
    "legal_moves",
    "new_game",
    "parse_move",
    "position_key",
    "positions",
    "register",
    "render",
    "replay",
    "sample_state",
    "scores",
    "to_dict",
    "to_game_text",
    "to_json",
    "to_snapshot",
    "unregister",
    "view",
    "winners",
]

# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
