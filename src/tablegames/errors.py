"""The error types of tablegames (also available from the top-level package).

See :mod:`tablegames.core.errors` for their documentation.
"""

from __future__ import annotations

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

__all__ = [
    "ConfigError",
    "FormatError",
    "IllegalMoveError",
    "InvalidMoveError",
    "NotAGameObjectError",
    "NotYourTurnError",
    "SeatError",
    "TableGamesError",
]

# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
