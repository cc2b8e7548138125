"""Building blocks for writing a game: option validators and cheap changes to frozen tuples.

The built-in games use these; a game of your own may too. None of them knows any game.
"""

from __future__ import annotations

import enum
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

from tablegames.core.codegen import define, source_name
from tablegames.core.errors import ConfigError

__all__ = [
    "appended",
    "check_bool",
    "check_enum",
    "evolver",
    "fast_init",
    "fast_init_fields",
    "replace_at",
    "without",
]

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
            if isinstance(value, str) and value.upper() in kind.__members__:
                # The right name, as a string: the options class takes the member itself, a
                # mapping of options its name in lowercase (as JSON writes it), said exactly.
                member = f"{kind.__name__}.{value.upper()}"
                raise ConfigError(
                    f"{attribute.name} must be {member}, not the string {value!r} (options "
                    f"given as a mapping, new_game(options={{...}}), may name it as the string "
                    f"{kind[value.upper()].name.lower()!r})"
                )
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
    stores_only = _stores_only(cls, fields)
    builder = _builder(cls, names) if stores_only else None
    if builder is not None:
        # Filled as an instance of a plain class with the same slots, whose stores Python
        # runs at full speed, then turned into a ``cls`` (see _builder).
        namespace["_builder"] = builder
        lines = ["    new = _new(_builder)"]
        lines.extend(f"    new.{name} = {value}" for name, value in zip(names, values, strict=True))
        lines.extend(["    new.__class__ = _cls", "    return new"])
    elif stores_only:
        lines = ["    new = _new(_cls)"]
        for name, value in zip(names, values, strict=True):
            namespace[f"_set_{name}"] = cls.__dict__[name].__set__
            lines.append(f"    _set_{name}(new, {value})")
        lines.append("    return new")
    else:
        lines = ["    return _cls(", *(f"        {value}," for value in values), "    )"]
    source = "\n".join([signature, *lines])
    define(source, source_name("evolver", cls), namespace)
    evolve: Callable[..., S] = namespace["evolve"]
    changed = ", ".join(changing) if changing else "the given fields"
    evolve.__doc__ = f"A copy of a {cls.__name__} with {changed} changed."
    return evolve


def fast_init(cls: type[S]) -> type[S]:
    """A class decorator: give a frozen attrs class a faster ``__init__``.

    attrs builds a frozen class's instances through ``object.__setattr__``, which looks each
    field up on the class; events and other small records are built on every move, so that
    counts. For a slotted class whose ``__init__`` only stores its arguments (as for
    :func:`evolver`: no validators, converters, hooks, cached hash, factories or keyword-only
    fields), this replaces ``__init__`` by one with the same parameters and defaults that
    stores each argument through its slot directly. Any other class is returned unchanged, so
    adding a validator later only makes the class slower, never wrong. Put it above
    ``@attrs.frozen``:

    >>> import attrs
    >>> from tablegames.core.states import fast_init
    >>> @fast_init
    ... @attrs.frozen
    ... class Paid:
    ...     player: int
    ...     amount: int = 1
    >>> Paid(2), Paid(player=0, amount=3)
    (Paid(player=2, amount=1), Paid(player=0, amount=3))
    """
    fields = attrs.fields(cls)  # type: ignore[arg-type]
    if not _stores_only(cls, fields) or any(
        field.kw_only or field.alias != field.name or isinstance(field.default, attrs.Factory)  # type: ignore[arg-type]
        for field in fields
    ):
        return cls
    # The function is made inside a factory whose arguments (the slots' setters, the defaults)
    # it reads as closure cells, and whose globals are the class's module: type-hint readers
    # (Sphinx, typing.get_type_hints) resolve its string annotations there, as for attrs' own.
    cells: dict[str, Any] = {}
    parameters, lines = ["self"], []
    for field in fields:
        name = field.name
        if field.default is attrs.NOTHING:
            parameters.append(name)
        else:
            cells[f"_default_{name}"] = field.default
            parameters.append(f"{name}=_default_{name}")
        cells[f"_set_{name}"] = cls.__dict__[name].__set__
        lines.append(f"        _set_{name}(self, {name})")
    source = "\n".join(
        [
            f"def _factory({', '.join(cells)}):",
            f"    def __init__({', '.join(parameters)}):",
            *(lines or ["        pass"]),
            "    return __init__",
        ]
    )
    module = sys.modules.get(cls.__module__)
    made: dict[str, Any] = {}
    # The factory stays in ``made``: nothing is added to the module.
    define(source, source_name("fast_init", cls), module.__dict__ if module else {}, made)
    init = made["_factory"](**cells)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(cls.__init__.__annotations__)
    cls.__init__ = init  # type: ignore[method-assign]
    # The declared mark that fast paths read (fast_init_fields): this __init__, and what it takes.
    setattr(cls, _FAST_INIT, (init, tuple(field.name for field in fields)))
    return cls


def fast_init_fields(cls: type) -> tuple[str, ...] | None:
    """The fields ``cls(*values)`` stores, in order, if :func:`fast_init` made its ``__init__``.

    Such an ``__init__`` does nothing but store each argument through its slot's setter, in the
    fields' order: a reader may build an instance with ``object.__new__`` and those setters
    instead of calling it (the JSON layer does). ``None`` for any other class, subclasses of a
    :func:`fast_init` class included (their ``__init__`` is not the one it made).

    >>> import attrs
    >>> from tablegames.core.states import fast_init, fast_init_fields
    >>> @fast_init
    ... @attrs.frozen
    ... class Paid:
    ...     player: int
    ...     amount: int = 1
    >>> fast_init_fields(Paid)
    ('player', 'amount')
    >>> fast_init_fields(attrs.make_class("Plain", ["a"], frozen=True)) is None
    True
    """
    mark = cls.__dict__.get(_FAST_INIT)
    if mark is None or cls.__dict__.get("__init__") is not mark[0]:
        return None
    names: tuple[str, ...] = mark[1]
    return names


#: The class attribute of the classes :func:`fast_init` gave an ``__init__``: that ``__init__``
#: and the fields it stores.
_FAST_INIT = "__tablegames_fast_init__"


#: The default of :func:`evolver`'s keywords: "keep the instance's value".
_KEEP: Any = object()


def _builder(cls: type, names: list[str]) -> type | None:
    """A mutable class whose instances can become instances of the frozen ``cls``, if any.

    A frozen class refuses attribute stores (its ``__setattr__`` raises), so its slots can only
    be set through their descriptors, a call each: rebuilding a state of twenty fields that
    way costs more than the rules of most moves. An instance of a plain class with the same
    slots, on the same base, takes plain stores instead, and Python lets its ``__class__`` be
    set to any class of the same layout. CPython finds layouts with a ``__weakref__`` slot
    different even when they are the same, so this needs a class without one (attrs'
    ``weakref_slot=False``); for any other class it returns ``None``.

    The builder has the bases of ``cls``, which must have slots (no ``__dict__``) and take no
    part in stores (no ``__setattr__``), as the generic bases of a game's state do
    (:class:`~tablegames.core.bases.GameState`): the two classes then differ only by the frozen
    class's own dictionary.
    """
    slots = tuple(cls.__dict__.get("__slots__", ()))
    if "__weakref__" in slots or not set(names) <= set(slots) or not _bare_bases(cls):
        return None
    # Every slot, fields or not (attrs keeps a cached_property in a slot): the builder fills
    # the fields only, and the others stay empty, as in a new instance.
    builder = type(f"_{cls.__name__}Builder", cls.__bases__, {"__slots__": slots})
    probe: Any = _new(builder)
    try:  # the layouts are compared by Python itself
        probe.__class__ = cls
    except TypeError:
        return None
    return builder


def _bare_bases(cls: type) -> bool:
    """Whether every class above ``cls`` has slots (no ``__dict__``) and no ``__setattr__``.

    A base may hold slots of its own (:class:`~tablegames.core.bases.GameState` holds the
    state's past, for :func:`tablegames.core.recall.recall`): the builder has the same bases,
    hence the same slots, and Python compares the layouts (see :func:`_builder`).
    """
    return all(
        base is object or ("__slots__" in base.__dict__ and "__setattr__" not in vars(base))
        for base in cls.__mro__[1:]
    )


_new = object.__new__


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
