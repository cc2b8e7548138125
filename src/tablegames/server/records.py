"""The formats in which a finished game's record can be downloaded.

``GET /api/games/<id>/record?format=NAME`` (or ``/api/seat/<token>/record``) answers with the
writer of :data:`RECORD_FORMATS` of that name: ``json`` (a record document) and ``text`` (the
game text format, see :func:`game_text`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

import tablegames
from tablegames.core.gametext import SUFFIX
from tablegames.core.record import GameRecord

__all__ = ["RECORD_FORMATS", "game_text", "record_json"]


def record_json(record: GameRecord) -> tuple[str, str, str]:
    """A record as a JSON record document: (text, content type, file suffix)."""
    return tablegames.to_json(record, indent=2) + "\n", "application/json", "json"


def game_text(record: GameRecord) -> tuple[str, str, str]:
    """A record in the game text format (:doc:`/gametext`: headers, then the numbered moves in
    notation), as :func:`tablegames.to_game_text` writes it: (text, content type, file
    suffix ``tgn``).

    It is written without the optional names and date headers.
    """
    text = tablegames.to_game_text(record)
    return text, "text/plain; charset=utf-8", SUFFIX.removeprefix(".")


#: The record formats by the name ``?format=`` gives.
RECORD_FORMATS: Final[Mapping[str, Callable[[GameRecord], tuple[str, str, str]]]] = {
    "json": record_json,
    "text": game_text,
}
