"""Players' names: what a person may call themselves at a table, checked hard.

A name is public (the lobby, the game's summary and every seat's status show it) and it
never reaches a game: views, versions and moves are the same whatever the names. So that a
name shows the same everywhere and cannot disguise itself or a page, :func:`player_name`
normalises it to NFC, turns every run of spaces into one space and trims it, and refuses a
name that is empty then, longer than :data:`MAX_NAME` characters, or that holds a control or
format character (line breaks, tabs, bidirectional overrides, zero-width spaces; the
zero-width joiner of emoji sequences aside), a private-use, surrogate or unassigned code
point. A refusal is ``server.name.invalid`` (400).
"""

from __future__ import annotations

import unicodedata
from typing import Final

from tablegames.server.errors import ServerRefusal

__all__ = ["MAX_NAME", "player_name"]

#: The most characters (code points, once normalised) a name may hold.
MAX_NAME: Final = 40

#: The format character a name may hold: the joiner of emoji sequences.
_JOINER: Final = "\u200d"


def _refused(why: str) -> ServerRefusal:
    return ServerRefusal(400, "server.name.invalid", f"A player's name {why}.")


def player_name(value: object) -> str | None:
    """``value`` as a player's name, normalised; ``None`` for ``None`` (no name).

    >>> from tablegames.server.names import player_name
    >>> player_name("  Ann \\u00a0 Lee "), player_name(None)
    ('Ann Lee', None)

    Raises:
        ServerRefusal: ``server.name.invalid`` (400) for anything else than a string of 1 to
            :data:`MAX_NAME` characters without control characters, once normalised.
    """
    if value is None:
        return None
    if not isinstance(value, str):
        raise _refused('is a string (or null: no name), such as "Ann"')
    text = unicodedata.normalize("NFC", value)
    for char in text:
        kind = unicodedata.category(char)
        if (kind[0] == "C" and char != _JOINER) or kind in ("Zl", "Zp"):
            raise _refused(
                f"may not hold control, format or unassigned characters (U+{ord(char):04X})"
            )
    text = " ".join(text.split())
    if not text:
        raise _refused("is not empty (send null, or leave it out, for no name)")
    if len(text) > MAX_NAME:
        raise _refused(f"is at most {MAX_NAME} characters long")
    return text
