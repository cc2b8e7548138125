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
from typing import Any, Final

import attrs

from tablegames.core.errors import InvalidMoveError
from tablegames.core.text import shown

__all__ = [
    "FieldCheck",
    "check_flag",
    "check_int",
    "check_optional",
    "check_seat",
    "check_type",
]


def _field(instance: object, attribute: attrs.Attribute[Any]) -> str:
    return f"{type(instance).__name__}.{attribute.name}"


class FieldCheck:
    """A validator of one field of a move, that can also write its test as Python source.

    attrs calls it on construction, as any validator (``check(instance, attribute, value)``),
    and it raises :class:`~tablegames.InvalidMoveError` for a value it refuses. Its
    :meth:`test` is the same test as a Python expression, from which
    :func:`tablegames.core.dispatch.field_checker` generates a function that checks every
    field of a move again, a few instructions per field: ``apply`` re-checks every move it is
    given, so that a move changed after construction (with ``object.__setattr__``) is refused
    too. The validators below (:func:`check_seat`, :func:`check_int`, :data:`check_flag`,
    :func:`check_type`, :func:`check_optional`) are field checks; any other attrs validator
    is called as it is.
    """

    __slots__ = ()

    def __call__(self, instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
        """Refuse ``value`` for ``attribute`` of ``instance``.

        Raises:
            InvalidMoveError: naming the field and the value, if :meth:`test` is false of it.
        """
        raise NotImplementedError

    def test(self, value: str, name: Callable[[object], str]) -> str | None:
        """A Python expression that is true exactly of the values this validator accepts.

        Args:
            value: The expression (a local variable's name) that holds the value.
            name: Gives the global name under which the generated code reaches an object the
                expression needs (a class, say); builtins (``type``, ``int``) need none.

        Returns:
            The expression, or ``None`` if the test cannot be written out (the generated code
            then calls the validator).
        """
        raise NotImplementedError


@attrs.frozen
class _Seat(FieldCheck):
    high: int

    def __call__(self, instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
        if type(value) is not int or not 0 <= value <= self.high:
            raise InvalidMoveError(
                f"{_field(instance, attribute)} must be a seat number from 0 to {self.high}, "
                f"got {shown(value)}",
                field=attribute.name,
            )

    def test(self, value: str, name: Callable[[object], str]) -> str | None:
        return f"type({value}) is int and 0 <= {value} <= {self.high!r}"


@attrs.frozen
class _Int(FieldCheck):
    low: int
    high: int

    def __call__(self, instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
        if type(value) is not int or not self.low <= value <= self.high:
            raise InvalidMoveError(
                f"{_field(instance, attribute)} must be an integer from {self.low} to "
                f"{self.high}, got {shown(value)}",
                field=attribute.name,
            )

    def test(self, value: str, name: Callable[[object], str]) -> str | None:
        return f"type({value}) is int and {self.low!r} <= {value} <= {self.high!r}"


@attrs.frozen
class _Flag(FieldCheck):
    def __call__(self, instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
        if type(value) is not bool:
            raise InvalidMoveError(
                f"{_field(instance, attribute)} must be True or False, got {shown(value)}",
                field=attribute.name,
            )

    def test(self, value: str, name: Callable[[object], str]) -> str | None:
        return f"type({value}) is bool"


@attrs.frozen
class _Type(FieldCheck):
    kind: type
    described: str
    parser: str | None

    def __call__(self, instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
        if type(value) is not self.kind:
            message = f"{_field(instance, attribute)} must be {self.described}, got {shown(value)}"
            if self.parser is not None and isinstance(value, str):
                message += f"; read it from its name with {self.parser}({value[:30]!r})"
            raise InvalidMoveError(message, field=attribute.name)

    def test(self, value: str, name: Callable[[object], str]) -> str | None:
        return f"type({value}) is {name(self.kind)}"


@attrs.frozen
class _Optional(FieldCheck):
    check: Callable[[Any, attrs.Attribute[Any], Any], None]

    def __call__(self, instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
        if value is not None:
            self.check(instance, attribute, value)

    def test(self, value: str, name: Callable[[object], str]) -> str | None:
        if not isinstance(self.check, FieldCheck):
            return None
        inner = self.check.test(value, name)
        return None if inner is None else f"({value} is None or {inner})"


def check_seat(max_players: int) -> FieldCheck:
    """A validator for a seat number: an ``int`` from 0 to ``max_players - 1``.

    The move does not know how many seats its game has; ``apply`` refuses a seat beyond it.
    """
    return _Seat(max_players - 1)


def check_int(low: int, high: int) -> FieldCheck:
    """A validator for an ``int`` (``bool`` and ``float`` refused) from ``low`` to ``high``."""
    return _Int(low, high)


#: A validator for a yes-or-no field, which must be exactly ``True`` or ``False``.
check_flag: Final[FieldCheck] = _Flag()


def check_type(kind: type, *, described: str, parser: str | None = None) -> FieldCheck:
    """A validator for a field that must be exactly an instance of ``kind`` (a card, an enum).

    Args:
        kind: The class; subclasses are refused, as are values merely equal to a member.
        described: What the value is, in a sentence ("an Aluette card").
        parser: The function that reads the value from text, named in the message when a
            string is given (``"tablegames.aluette.parse_card"``).
    """
    return _Type(kind, described, parser)


def check_optional(validator: Callable[[Any, attrs.Attribute[Any], Any], None]) -> FieldCheck:
    """``validator``, but ``None`` is accepted too."""
    return _Optional(validator)
