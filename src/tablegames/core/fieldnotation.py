"""The notation protocol and the notation of a game that defines none.

A leaf of the kernel (it imports no other module of it but :mod:`tablegames.core.text`), so that
:attr:`Game.notation <tablegames.Game.notation>`'s default can be made without an import circle;
:mod:`tablegames.core.notation` re-exports both names and writes and reads moves with them.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Any, Protocol

import attrs

from tablegames.core.text import is_seat_field, snake_case

__all__ = ["FieldNotation", "Notation"]


class Notation(Protocol):
    """What a game's ``notation`` hook gives: the texts of its moves.

    A notation may also have ``read(text, player)``: the move ``text`` names for ``player``,
    legal now or not, or ``None`` if it names no move or several; it never raises. Each
    built-in game's has it (TEN's reads ``bid 1`` under a high bid of 1, Aluette's a card not
    in hand, Saboteur's a path that does not fit); :class:`~tablegames.core.notation.Lexicon`
    looks a text up among moves as :func:`~tablegames.parse_move` does among the legal ones.
    When a typed text is not a legal move, the terminal then answers with the rules' refusal of
    the move read ("The highest bid is 1: bid at least 2, or pass.") instead of the closest
    texts.
    """

    def write(self, move: Any) -> str:
        """The canonical text of ``move``: short, typeable, unique among the legal moves of any
        position once case and spaces are ignored. It does not name the seat making it."""
        ...

    def aliases(self, move: Any) -> Iterable[str]:
        """Other texts accepted for ``move`` when no other legal move of the position accepts
        them too (``yes`` for a vote, a bare card for a discard)."""
        ...


def _plain(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, enum.Enum):
        return value.name.lower()
    if isinstance(value, tuple):
        return " ".join(_plain(item) for item in value)
    return str(value)


def _field(name: str, value: object) -> str:
    # A seat counts from 1, as PlainWords tells it (a whole number only: a tuple of seats is
    # written as it is there too); seat_number is in core.words, which this leaf cannot import.
    if is_seat_field(name) and type(value) is int:
        return str(value + 1)
    return _plain(value)


@attrs.frozen
class FieldNotation:
    """The notation of a game that defines none: the move's JSON tag, then its fields but the
    seat, separated by commas (``place_path tunnel NE, 1, 0, no``). Unique, if not short.

    A field that holds a seat by its name (``seat``, ``target``, ``dealer``, ``leader``,
    ``to_act``, a name ending ``_player`` or ``_seat``:
    :func:`~tablegames.core.text.is_seat_field`) is counted from 1, as the game's plain words
    tell it and people read seats: a person types what the menu's label says.

    >>> import attrs
    >>> from tablegames.core.fieldnotation import FieldNotation
    >>> @attrs.frozen
    ... class Ask:
    ...     player: int
    ...     target: int
    ...     rank: int
    >>> FieldNotation().write(Ask(0, target=1, rank=5))
    'ask 2, 5'
    """

    def write(self, move: Any) -> str:
        values = [
            _field(field.name, getattr(move, field.name))
            for field in attrs.fields(type(move))
            if field.name != "player"
        ]
        tag = snake_case(type(move).__name__)
        return f"{tag} {', '.join(values)}" if values else tag

    def aliases(self, move: Any) -> Iterable[str]:
        return ()
