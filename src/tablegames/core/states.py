"""Building blocks for writing a game: option validators and cheap changes to frozen tuples.

The built-in games use these; a game of your own may too. None of them knows any game.
"""

from __future__ import annotations

import enum
import operator
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

from tablegames.core.errors import ConfigError

__all__ = ["check_bool", "check_enum", "evolver", "replace_at", "without"]

E = TypeVar("E", bound=enum.Enum)
S = TypeVar("S")
T = TypeVar("T")


def check_bool(_: object, attribute: attrs.Attribute[Any], value: object) -> None:
    """An attrs validator for a yes-or-no option.

    Raises:
        ConfigError: unless ``value`` is exactly ``True`` or ``False``.
    """
    if type(value) is not bool:
        raise ConfigError(f"{attribute.name} must be true or false, got {value!r}")


def check_enum(kind: type[E]) -> Callable[[object, attrs.Attribute[Any], object], None]:
    """An attrs validator for an option that must be a member of ``kind``.

    The :class:`~tablegames.ConfigError` it raises lists the choices by their lowercase names.
    """

    def check(_: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if not isinstance(value, kind):
            choices = ", ".join(member.name.lower() for member in kind)
            raise ConfigError(f"{attribute.name} must be one of {choices}, got {value!r}")

    return check


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the entry at ``index`` (often a seat) replaced by ``value``.

    >>> from tablegames.core.states import replace_at
    >>> replace_at((1, 2, 3), 1, 9)
    (1, 9, 3)
    """
    return (*items[:index], value, *items[index + 1 :])


def without(items: tuple[T, ...], item: T) -> tuple[T, ...]:
    """``items`` less its first copy of ``item``, which it must hold.

    >>> from tablegames.core.states import without
    >>> without(("a", "b", "a"), "a")
    ('b', 'a')
    """
    index = items.index(item)
    return items[:index] + items[index + 1 :]


def evolver(cls: type[S]) -> Callable[..., S]:
    """A function like :func:`attrs.evolve` for instances of the attrs class ``cls``, faster.

    It rebuilds the instance positionally, so states changed on every move cost less to copy.

    >>> import attrs
    >>> from tablegames.core.states import evolver
    >>> Point = attrs.make_class("Point", ["x", "y"], frozen=True)
    >>> evolver(Point)(Point(1, 2), y=5)
    Point(x=1, y=5)
    """
    names = tuple(field.name for field in attrs.fields(cls))  # type: ignore[arg-type]
    index = {name: i for i, name in enumerate(names)}
    getter = operator.attrgetter(*names)
    values_of = getter if len(names) > 1 else lambda instance: (getter(instance),)

    def evolve(instance: S, **changes: Any) -> S:
        values = list(values_of(instance))
        for name, value in changes.items():
            values[index[name]] = value
        return cls(*values)

    return evolve
