"""The formats in which a finished game's record can be downloaded.

``GET /api/games/<id>/record?format=NAME`` (or ``/api/seat/<token>/record``) answers with the
writer of :data:`RECORD_FORMATS` of that name: ``json`` (a record document) and ``text`` (the
game text format, see :func:`game_text`).
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Sequence
from typing import Final, Protocol

import tablegames
from tablegames.core.gametext import SUFFIX
from tablegames.core.record import GameRecord

__all__ = ["RECORD_FORMATS", "RecordWriter", "game_text", "record_json"]


class RecordWriter(Protocol):
    """A writer of :data:`RECORD_FORMATS`: a finished game's record, with its players' names
    by seat and the day it was made, as (text, content type, file suffix)."""

    def __call__(
        self,
        record: GameRecord,
        *,
        names: Sequence[str | None] = (),
        date: datetime.date | None = None,
    ) -> tuple[str, str, str]: ...


def record_json(
    record: GameRecord, *, names: Sequence[str | None] = (), date: datetime.date | None = None
) -> tuple[str, str, str]:
    """A record as a JSON record document: (text, content type, file suffix). A record
    document has no names nor date: they are the game text's headers, and the game's
    status."""
    return tablegames.to_json(record, indent=2) + "\n", "application/json", "json"


def game_text(
    record: GameRecord, *, names: Sequence[str | None] = (), date: datetime.date | None = None
) -> tuple[str, str, str]:
    """A record in the game text format (:doc:`/gametext`: headers, then the numbered moves in
    notation), as :func:`tablegames.to_game_text` writes it: (text, content type, file
    suffix ``tgn``). ``names`` (the players' names by seat, ``None`` for a bot or a seat
    nobody named) are its ``Seat1`` … headers and ``date`` its ``Date``, as a PGN names the
    players of a game; a name the format could not read back (one stored by an older server)
    leaves the names out.
    """
    kind, suffix = "text/plain; charset=utf-8", SUFFIX.removeprefix(".")
    named = tuple(names) if any(name is not None for name in names) else ()
    try:
        return tablegames.to_game_text(record, names=named, date=date), kind, suffix
    except tablegames.ConfigError:
        return tablegames.to_game_text(record, date=date), kind, suffix


#: The record formats by the name ``?format=`` gives.
RECORD_FORMATS: Final[Mapping[str, RecordWriter]] = {
    "json": record_json,
    "text": game_text,
}
