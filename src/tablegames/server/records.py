"""The formats in which a finished game's record can be downloaded.

``GET /api/games/<id>/record?format=NAME`` (or ``/api/seat/<token>/record``) answers with the
writer of :data:`RECORD_FORMATS` of that name: ``json`` (a record document) and ``text`` (the
game text format of issue 21, see :func:`game_text`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

import tablegames
from tablegames.core.record import GameRecord
from tablegames.server.errors import ServerRefusal

__all__ = ["RECORD_FORMATS", "game_text", "record_json"]


def record_json(record: GameRecord) -> tuple[str, str, str]:
    """A record as a JSON record document: (text, content type, file suffix)."""
    return tablegames.to_json(record, indent=2) + "\n", "application/json", "json"


def game_text(record: GameRecord) -> tuple[str, str, str]:
    """A record in the game text format (headers, then numbered moves in notation).

    THE PLUG FOR THE GAME TEXT FORMAT (issue 21, written on another branch): once the library
    writes a record as game text, call that writer here and return ``(text, "text/plain;
    charset=utf-8", "txt")``. Until then it refuses the format: a ``ServerRefusal`` (501,
    ``server.record.format_unavailable``).
    """
    raise ServerRefusal(
        501,
        "server.record.format_unavailable",
        "This server cannot write the game text format yet: ask for format=json.",
    )


#: The record formats by the name ``?format=`` gives.
RECORD_FORMATS: Final[Mapping[str, Callable[[GameRecord], tuple[str, str, str]]]] = {
    "json": record_json,
    "text": game_text,
}
