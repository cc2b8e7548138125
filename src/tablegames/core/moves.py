"""Validators for the fields of move classes: a move refuses to be built from bad values.

Moves are messages that arrive from clients, bots and hand-written scripts. Each game's move
classes check their fields' types and ranges on construction with these attrs validators, so a
move that exists is well-formed: ``PlayCard(player=1, card="3 of coins")`` raises
:class:`~tablegames.InvalidMoveError` naming ``parse_card`` rather than reaching ``apply``, and
``3.0`` or ``True`` never pass for the integer ``3`` or ``1``. Types are checked exactly
(``type(value) is kind``), so a subclass or an object that claims equality with everything
cannot pass for a card.

Whether the rules allow a well-formed move in a given state is :func:`~tablegames.apply`'s
business (:class:`~tablegames.IllegalMoveError`), not these validators'.

>>> import attrs
>>> from tablegames.core.moves import check_int, check_seat
>>> @attrs.frozen
... class Shout:
...     player: int = attrs.field(validator=check_seat(4))
...     volume: int = attrs.field(validator=check_int(0, 10))
>>> Shout(1, 3)
Shout(player=1, volume=3)
>>> Shout(1, 3.0)
Traceback (most recent call last):
...
tablegames.core.errors.InvalidMoveError: Shout.volume must be an integer from 0 to 10, got 3.0
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from tablegames.core.errors import InvalidMoveError
from tablegames.core.text import shown

__all__ = [
    "check_flag",
    "check_int",
    "check_optional",
    "check_seat",
    "check_type",
]


def _field(instance: object, attribute: attrs.Attribute[Any]) -> str:
    return f"{type(instance).__name__}.{attribute.name}"


def check_seat(max_players: int) -> Callable[[Any, attrs.Attribute[Any], Any], None]:
    """A validator for a seat number: an ``int`` from 0 to ``max_players - 1``.

    The move does not know how many seats its game has; ``apply`` refuses a seat beyond it.
    """
    high = max_players - 1

    def check(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if type(value) is not int or not 0 <= value <= high:
            raise InvalidMoveError(
                f"{_field(instance, attribute)} must be a seat number from 0 to {high}, "
                f"got {shown(value)}",
                field=attribute.name,
            )

    return check


def check_int(low: int, high: int) -> Callable[[Any, attrs.Attribute[Any], Any], None]:
    """A validator for an ``int`` (``bool`` and ``float`` refused) from ``low`` to ``high``."""

    def check(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if type(value) is not int or not low <= value <= high:
            raise InvalidMoveError(
                f"{_field(instance, attribute)} must be an integer from {low} to {high}, "
                f"got {shown(value)}",
                field=attribute.name,
            )

    return check


def check_flag(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    """A validator for a yes-or-no field: exactly ``True`` or ``False``."""
    if type(value) is not bool:
        raise InvalidMoveError(
            f"{_field(instance, attribute)} must be True or False, got {shown(value)}",
            field=attribute.name,
        )


def check_type(
    kind: type, *, described: str, parser: str | None = None
) -> Callable[[Any, attrs.Attribute[Any], Any], None]:
    """A validator for a field that must be exactly an instance of ``kind`` (a card, an enum).

    Args:
        kind: The class; subclasses are refused, as are values merely equal to a member.
        described: What the value is, in a sentence ("an Aluette card").
        parser: The function that reads the value from text, named in the message when a
            string is given (``"tablegames.aluette.parse_card"``).
    """

    def check(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if type(value) is not kind:
            message = f"{_field(instance, attribute)} must be {described}, got {shown(value)}"
            if parser is not None and isinstance(value, str):
                message += f"; read it from its name with {parser}({value[:30]!r})"
            raise InvalidMoveError(message, field=attribute.name)

    return check


def check_optional(
    validator: Callable[[Any, attrs.Attribute[Any], Any], None],
) -> Callable[[Any, attrs.Attribute[Any], Any], None]:
    """``validator``, but ``None`` is accepted too."""

    def check(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if value is not None:
            validator(instance, attribute, value)

    return check
