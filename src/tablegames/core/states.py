"""Building blocks for writing a game: option validators and cheap changes to frozen tuples.

The built-in games use these; a game of your own may too. None of them knows any game.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

from tablegames.core.errors import ConfigError

__all__ = ["appended", "check_bool", "check_enum", "evolver", "replace_at", "without"]

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


def appended(items: tuple[T, ...], item: T) -> tuple[T, ...]:
    """``items`` with ``item`` added at the end.

    It copies ``items`` once, where ``(*items, item)`` copies them twice: it matters for the
    long tuples a state extends on every move (its history, its event log).

    >>> from tablegames.core.states import appended
    >>> appended((1, 2), 3)
    (1, 2, 3)
    """
    return items + (item,)  # noqa: RUF005 - the unpacking form copies twice


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the entry at ``index`` (often a seat) replaced by ``value``.

    ``index`` must be an index of ``items`` (:class:`IndexError` otherwise).

    >>> from tablegames.core.states import replace_at
    >>> replace_at((1, 2, 3), 1, 9)
    (1, 9, 3)
    """
    changed = list(items)  # twice as fast as joining two slices around the value
    changed[index] = value
    return tuple(changed)


def without(items: tuple[T, ...], item: T) -> tuple[T, ...]:
    """``items`` less its first copy of ``item``, which it must hold.

    >>> from tablegames.core.states import without
    >>> without(("a", "b", "a"), "a")
    ('b', 'a')
    """
    index = items.index(item)
    return items[:index] + items[index + 1 :]


def evolver(cls: type[S], *changing: str) -> Callable[..., S]:
    """A function like :func:`attrs.evolve` for instances of the attrs class ``cls``, faster.

    States are rebuilt on every move, so this is on the hot path of every game loop. The
    function is generated for ``cls`` (as attrs generates ``__init__``), with one keyword
    argument per field: each field is read from the instance unless it is given. For a slotted
    class whose ``__init__`` only stores its arguments (no validators, converters, post-init
    hook, cached hash or ``init=False`` field: a game state), the new instance is filled slot
    by slot, exactly as that ``__init__`` would; for any other class it calls ``cls``.

    >>> import attrs
    >>> from tablegames.core.states import evolver
    >>> Point = attrs.make_class("Point", ["x", "y", "z"], frozen=True)
    >>> evolver(Point)(Point(1, 2, 3), y=5)
    Point(x=1, y=5, z=3)

    An unknown field raises :class:`TypeError`, as with :func:`attrs.evolve`.

    Given the names of the fields a move changes every time (``changing``), the function
    takes exactly those, all required, and copies the others without testing whether each was
    given: a quarter faster, for the commonest moves of a game.

    >>> move_z = evolver(Point, "z")
    >>> move_z(Point(1, 2, 3), z=4)
    Point(x=1, y=2, z=4)

    Raises:
        ValueError: if ``changing`` names something that is not a field of ``cls``.
    """
    fields = attrs.fields(cls)  # type: ignore[arg-type]
    names = [field.name for field in fields]
    unknown = [name for name in changing if name not in names]
    if unknown or len(set(changing)) != len(changing):
        raise ValueError(f"not distinct fields of {cls.__name__}: {', '.join(changing)}")
    namespace: dict[str, Any] = {"_cls": cls, "_new": object.__new__, "_KEEP": _KEEP}
    if changing:
        values = [name if name in changing else f"instance.{name}" for name in names]
        signature = f"def evolve(instance, {', '.join(changing)}):"
    else:
        values = [f"instance.{name} if {name} is _KEEP else {name}" for name in names]
        signature = f"def evolve(instance, *{''.join(f', {name}=_KEEP' for name in names)}):"
    if _stores_only(cls, fields):
        lines = ["    new = _new(_cls)"]
        for name, value in zip(names, values, strict=True):
            namespace[f"_set_{name}"] = cls.__dict__[name].__set__
            lines.append(f"    _set_{name}(new, {value})")
        lines.append("    return new")
    else:
        lines = ["    return _cls(", *(f"        {value}," for value in values), "    )"]
    source = "\n".join([signature, *lines])
    exec(compile(source, f"<evolver {cls.__qualname__}>", "exec"), namespace)
    evolve: Callable[..., S] = namespace["evolve"]
    changed = ", ".join(changing) if changing else "the given fields"
    evolve.__doc__ = f"A copy of a {cls.__name__} with {changed} changed."
    return evolve


#: The default of :func:`evolver`'s keywords: "keep the instance's value".
_KEEP: Any = object()


def _stores_only(cls: type, fields: tuple[attrs.Attribute[Any], ...]) -> bool:
    """Whether ``cls.__init__`` does nothing but store each argument in its slot."""
    slots = cls.__dict__.get("__slots__", ())
    return (
        all(field.name in slots for field in fields)
        and "_attrs_cached_hash" not in slots
        and all(
            field.init and field.validator is None and field.converter is None for field in fields
        )
        and not hasattr(cls, "__attrs_post_init__")
        and not hasattr(cls, "__attrs_pre_init__")
    )
