"""One cattrs converter for every game, and the versioned JSON envelope.

Every document tablegames writes looks like this::

    {"format": "tablegames", "version": 1, "game": "aluette", "kind": "state", "data": {...}}

Inside ``data``, members of a move or event union carry a ``"type"`` tag (the snake_case class
name, first key), enums are written as their lowercase names and each game gives its cards a
readable string form. Reading is strict: integers must be integers, lists must be lists,
unknown fields are refused, and every problem is reported with the path of the bad field.
"""

from __future__ import annotations

import enum
import heapq
import json
import math
import re
import sys
import types
from collections.abc import Callable, Collection, Iterator, Mapping
from itertools import repeat
from typing import (
    TYPE_CHECKING,
    Any,
    Final,
    Literal,
    Union,
    cast,
    get_args,
    get_origin,
    get_type_hints,
)

import attrs
import cattrs
from cattrs.errors import (
    ClassValidationError,
    ForbiddenExtraKeysError,
    IterableValidationError,
    IterableValidationNote,
)
from cattrs.fns import identity
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn

from tablegames.core.errors import (
    MAX_ERRORS,
    ConfigError,
    FormatError,
    InvalidMoveError,
    NotAGameObjectError,
    TableGamesError,
)
from tablegames.core.game import DEFAULT_MAX_HISTORY, AnyGame, check_players
from tablegames.core.history import History
from tablegames.core.moves import shown
from tablegames.core.protocol import (
    CODE_PATTERN,
    Refusal,
    check_state_version_field,
    is_move,
    labelled_moves,
    read_state_version_field,
    spoken_view,
    without_words,
)
from tablegames.core.record import GameRecord, record, replay
from tablegames.core.registry import GAMES, game_for, get_game, on_change
from tablegames.core.rng import check_seed

if TYPE_CHECKING:
    from tablegames.core.game import Game

__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_INTEGER",
    "MAX_VALUES",
    "from_dict",
    "from_json",
    "from_snapshot",
    "to_dict",
    "to_json",
    "to_snapshot",
    "VERSION",
    "Kind",
    "converter",
    "format_errors",
    "register_tagged",
    "snake_case",
    "structure",
    "structure_options",
]

#: The value of the envelope's ``format`` field.
FORMAT: Final = "tablegames"
#: The format version this library writes, and the newest it reads.
VERSION: Final = 2

#: The default ``max_bytes`` of :func:`~tablegames.from_json`; longer texts are refused
#: before parsing.
#: Generous: the longest game of a built-in game writes a state of about 50 kB.
MAX_BYTES: Final = 4_000_000
#: The largest integer (in absolute value) that a document may hold anywhere, 2**53 - 1, the
#: largest that every JSON reader (JavaScript's included) keeps exact. Fields have their own,
#: smaller ranges; this one guarantees that nothing read can fail to be written back.
MAX_INTEGER: Final = 2**53 - 1
#: :func:`~tablegames.from_dict` refuses data nested deeper than this (documents are about 8
#: deep). In JSON text the parser bounds the nesting.
MAX_DEPTH: Final = 64
#: :func:`~tablegames.from_dict` refuses data holding more values than this (every item of
#: every list and object counts), so that lists shared or nested in themselves, which Python
#: can build but JSON cannot, cannot make it loop.
MAX_VALUES: Final = 1_000_000
# Integer literals longer than this are refused by the JSON parser, whatever Python's limit on
# converting digits (which an application may lift, and which Python 3.10 lacks before 3.10.7)
# says: no field of any document needs more than 16 digits.
_MAX_INT_DIGITS: Final = 100
# Past this recursion limit the JSON parser could nest deep enough to overflow the C stack, so
# the nesting of the text is measured before parsing it.
_SAFE_RECURSION_LIMIT: Final = 4000
# Values quoted in messages are cut to this many characters.
_SHOWN: Final = 80

Kind = Literal["state", "view", "move", "record", "moves", "error"]
#: Every document kind, in the order the reference documents them.
KINDS: Final[tuple[str, ...]] = ("state", "view", "move", "record", "moves", "error")

#: The shared converter. Games add their card hooks through ``Game.configure_converter``.
converter: Final = cattrs.Converter(detailed_validation=True, forbid_extra_keys=True)

_TAGS: dict[type, str] = {}
#: Each tagged class's allowed keys and its plain and detailed fields functions, for unions to
#: call directly (a history is hundreds of union members: every call saved counts).
_MEMBERS: dict[
    type, tuple[frozenset[str], Callable[[Any, type], object], Callable[[Any, type], object]]
] = {}
#: Each tagged class's function for a document with exactly its keys (see _exact_member_fn).
_EXACT: dict[type, Callable[[Any], object]] = {}
#: Each tagged class's field names and its compact writer and reader, for snapshots' event logs
#: (see _compact_fns).
_COMPACT: dict[
    type, tuple[tuple[str, ...], Callable[[Any], list[Any]], Callable[[Any], object] | None]
] = {}


class _Invalid(ValueError):
    """A value of the right JSON type whose content is wrong; its message is shown as is."""


class _MoreProblems(Exception):
    """Marks where the reader stopped collecting the problems of a list (there may be more)."""


class _OtherKeys(Exception):
    """Raised by an exact member function (_exact_member_fn) given other keys than its own."""


def snake_case(name: str) -> str:
    """Return the snake_case form of a CamelCase class name.

    >>> from tablegames.core.serialization import snake_case
    >>> snake_case("PlacePath")
    'place_path'
    """
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


# -- strict scalars -----------------------------------------------------------------------------


def _structure_int(value: object, t: type) -> int:
    if t is not int and _is_enum(t):
        # IntEnum/IntFlag members reach here through int's hook (cattrs dispatches on the MRO,
        # where int comes before Enum); they are written as names like every enum.
        return _enum_hook(t)(value, t)  # type: ignore[return-value]
    if type(value) is not int:
        raise _Invalid(f"expected an integer, got {_json_type(value)}")
    if not -MAX_INTEGER <= value <= MAX_INTEGER:
        raise _Invalid(
            f"expected an integer from -(2**53 - 1) to 2**53 - 1, got {shown(value, _SHOWN)}"
        )
    return value


def _structure_bool(value: object, _: type) -> bool:
    if type(value) is not bool:
        raise _Invalid(f"expected true or false, got {_json_type(value)}")
    return value


def _structure_str(value: object, t: type) -> str:
    if t is not str and _is_enum(t):
        return _enum_hook(t)(value, t)  # type: ignore[return-value]  # StrEnum, as for IntEnum
    if type(value) is not str:
        raise _Invalid(f"expected a string, got {_json_type(value)}")
    return value


def _json_type(value: object) -> str:
    """The JSON type of ``value``, with the value itself if it is a short scalar."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return f"the number {shown(value, _SHOWN)}"
    if isinstance(value, str):
        return f"the string {_quote(value)}"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _quote(text: str) -> str:
    """``repr(text)``, cut to about 80 characters."""
    return repr(text[:_SHOWN]) + ("..." if len(text) > _SHOWN else "")


def _brief(value: object) -> str:
    """A JSON value as a message shows it: a short scalar as itself, anything else its type."""
    if isinstance(value, str):
        return _quote(value)
    if value is None or isinstance(value, (bool, int, float)):
        return shown(value, _SHOWN) if value is not None else "null"
    return _json_type(value)


converter.register_structure_hook(int, _structure_int)
converter.register_structure_hook(bool, _structure_bool)
converter.register_structure_hook(str, _structure_str)


# -- enums: lowercase names -----------------------------------------------------------------------


def _is_enum(t: object) -> bool:
    return isinstance(t, type) and issubclass(t, enum.Enum)


def _enum_structure_factory(t: type[enum.Enum]) -> Callable[[object, type], enum.Enum]:
    by_name = {member.name.lower(): member for member in t}
    choices = ", ".join(by_name)

    def structure_enum(value: object, _: type) -> enum.Enum:
        if type(value) is not str:
            raise _Invalid(f"expected one of {choices}; got {_json_type(value)}")
        try:
            return by_name[value]
        except KeyError:
            raise _Invalid(f"expected one of {choices}; got {_quote(value)}") from None

    structure_enum.table = by_name  # type: ignore[attr-defined]  # see _table_of
    return structure_enum


_ENUM_HOOKS: dict[type, Callable[[object, type], enum.Enum]] = {}


def _enum_hook(t: type[enum.Enum]) -> Callable[[object, type], enum.Enum]:
    hook = _ENUM_HOOKS.get(t)
    if hook is None:
        hook = _ENUM_HOOKS[t] = _enum_structure_factory(t)
    return hook


def _enum_unstructure_factory(t: type[enum.Enum]) -> Callable[[enum.Enum], str]:
    names = {member: member.name.lower() for member in t}
    return names.__getitem__


converter.register_unstructure_hook_factory(_is_enum, _enum_unstructure_factory)
converter.register_structure_hook_factory(_is_enum, _enum_structure_factory)


def _table_of(hook: object) -> Mapping[str, object] | None:
    """The lookup table of a structure hook, if it has one (the games' card hooks do).

    A hook's ``table`` maps strings to values: for a ``str`` (exactly) that the table holds,
    the hook returns the table's value (``hook(text, t) is table[text]``); for anything else,
    the hook must be called. Readers look the common case up without calling the hook.
    """
    return cast("Mapping[str, object] | None", getattr(hook, "table", None))


_JUST_STR: Final = frozenset({str})


def _structure_hook(t: Any) -> Callable[[Any, Any], Any]:
    """The converter's structure hook for ``t``, or for an enum the enum's own hook.

    An IntEnum's hook is the integer hook, which passes it on to the enum's hook (see
    :func:`_structure_int`): asking for the enum's hook directly saves a call and a test per
    value. Any hook the games registered for their own enums (cards) comes first.
    """
    hook = converter.get_structure_hook(t)
    if hook in (_structure_int, _structure_str) and _is_enum(t):
        return _enum_hook(t)
    return hook


# -- tuples: strict lists, paths on errors --------------------------------------------------------


def _is_tuple(t: object) -> bool:
    return get_origin(t) is tuple and bool(get_args(t))


def _tuple_structure_factory(t: Any) -> Callable[[object, type], tuple[object, ...]]:
    args = get_args(t)
    homogeneous = len(args) == 2 and args[1] is Ellipsis
    hooks = [_structure_hook(a) for a in (args[:1] if homogeneous else args)]
    types_ = args[:1] if homogeneous else args
    item_hook, item_type = hooks[0], types_[0]
    integers = homogeneous and item_type is int and item_hook is _structure_int
    table = _table_of(item_hook) if homogeneous else None
    # Lists of tagged union members (histories, event logs): each member read by its exact
    # function, found by its tag, without the union's call in between.
    exact: dict[object, Callable[[Any], object]] | None = (
        getattr(item_hook, "exact", None) if homogeneous else None
    )

    def structure_tuple(value: object, _: type) -> tuple[object, ...]:
        if not isinstance(value, (list, tuple)):
            raise _Invalid(f"expected a list, got {_json_type(value)}")
        if not homogeneous and len(value) != len(hooks):
            raise _Invalid(f"expected a list of {len(hooks)} items, got {len(value)}")
        if integers:
            # Lists of integers (counts, scores per seat): checked as the integer hook checks
            # each, without a call per item; anything else is reported item by item below.
            for item in value:
                if type(item) is not int or not -MAX_INTEGER <= item <= MAX_INTEGER:
                    break
            else:
                return tuple(value)
        elif table is not None:
            # Lists of cards: each name looked up in the hook's table without a call; any
            # surprise (not a string, not a name the table holds) goes item by item below.
            if set(map(type, value)) <= _JUST_STR:
                try:
                    return tuple(map(table.__getitem__, value))
                except KeyError:
                    pass
        elif exact is not None:
            # Any surprise (not an object, no or an unknown tag, other keys, a bad field)
            # raises, and the items are read again one by one below, through the union.
            try:
                return tuple([exact[item["type"]](item) for item in value])
            except Exception:
                pass
        elif homogeneous:
            # Sound documents are the rule: convert in one pass, and only on a failure go
            # through the items again to report each bad one with its index.
            try:
                return tuple(map(item_hook, value, repeat(item_type, len(value))))
            except Exception:
                pass
        result = []
        errors: list[Exception] = []
        for index, item in enumerate(value):
            k = 0 if homogeneous else index
            try:
                result.append(hooks[k](item, types_[k]))
            except Exception as exc:  # collected and re-raised with the item's index
                note = IterableValidationNote(f"Structuring item {index}", index, types_[k])
                exc.__notes__ = [*getattr(exc, "__notes__", []), note]  # type: ignore[attr-defined]
                errors.append(exc)
                if len(errors) >= MAX_ERRORS and index + 1 < len(value):
                    # A long list of bad items would cost time and memory for a message that
                    # shows only the first few: stop here, and say there may be more.
                    errors.append(_MoreProblems())
                    break
        if errors:
            raise IterableValidationError(f"While structuring {t!r}", errors, t)
        return tuple(result)

    return structure_tuple


def _tuple_unstructure_factory(t: Any) -> Callable[[tuple[object, ...]], list[object]]:
    args = get_args(t)
    if len(args) == 2 and args[1] is Ellipsis:
        item = args[0]
        if _is_tagged_union(item):
            # Dispatch on each item's class; the tagged hooks are looked up once per class.
            hooks: dict[type, Callable[[Any], object]] = {}

            def hook_of(kind: type) -> Callable[[Any], object]:
                hook = hooks[kind] = converter.get_unstructure_hook(kind)
                return hook

            def unstructure_union_items(value: tuple[object, ...]) -> list[object]:
                get = hooks.get
                return [
                    (get(type(element)) or hook_of(type(element)))(element) for element in value
                ]

            return unstructure_union_items
        if item in (int, str, bool):
            return list
        hook = converter.get_unstructure_hook(item)
        by_id = _texts_by_id(hook)
        if by_id is not None:
            get = by_id.get

            def unstructure_known(value: tuple[object, ...]) -> list[object]:
                texts: list[object] = list(map(get, map(id, value)))
                return texts if None not in texts else list(map(hook, value))

            return unstructure_known
        return lambda value: list(map(hook, value))
    return lambda value: [converter.unstructure(element) for element in value]


def _texts_by_id(hook: object) -> Mapping[int, object] | None:
    """What an unstructure hook writes for each of a few objects, by the objects' ids.

    A hook's ``by_id`` maps the ids of objects that live as long as the program (the games'
    card objects, which their decks hold) to what the hook writes for them; writers look
    those up without calling the hook (a card's hash runs Python code) and call the hook for
    any other object.
    """
    return cast("Mapping[int, object] | None", getattr(hook, "by_id", None))


converter.register_structure_hook_factory(_is_tuple, _tuple_structure_factory)
converter.register_unstructure_hook_factory(_is_tuple, _tuple_unstructure_factory)


# -- histories: written and read as lists, exactly as tuples of their moves -----------------------


def _is_history(t: object) -> bool:
    return get_origin(t) is History


def _history_structure_factory(t: Any) -> Callable[[object, type], History[object]]:
    as_tuple: Any = _tuple_of(get_args(t)[0])
    read = converter.get_structure_hook(as_tuple)

    def structure_history(value: object, _: type) -> History[object]:
        return History(read(value, as_tuple))

    return structure_history


def _history_unstructure_factory(t: Any) -> Callable[[History[object]], list[object]]:
    hook: Callable[[History[object]], list[object]] = converter.get_unstructure_hook(
        _tuple_of(get_args(t)[0])
    )
    return hook


def _tuple_of(item: Any) -> Any:
    """``tuple[item, ...]``, for an ``item`` known only at run time."""
    return tuple.__class_getitem__((item, ...))


converter.register_structure_hook_factory(_is_history, _history_structure_factory)
converter.register_unstructure_hook_factory(_is_history, _history_unstructure_factory)


# -- attrs classes: an object is required ---------------------------------------------------------


def _fast_and_detailed(
    t: type, forbid_extra_keys: bool, tag: str | None = None
) -> tuple[Callable[[Any, type], object], Callable[[Any, type], object]]:
    """A plain and a detailed structure function of the attrs class ``t``.

    The detailed one is cattrs', which reports every problem with its path. The plain one is
    :func:`_inlined_structure_fn` where it applies, else cattrs' plain one. ``tag``: the class
    is a tagged union member, whose documents also hold ``"type"``.
    """
    plain: Callable[[Any, type], object] = make_dict_structure_fn(
        t, converter, _cattrs_forbid_extra_keys=forbid_extra_keys, _cattrs_detailed_validation=False
    )
    detailed: Callable[[Any, type], object] = make_dict_structure_fn(
        t, converter, _cattrs_forbid_extra_keys=forbid_extra_keys, _cattrs_detailed_validation=True
    )
    return _inlined_structure_fn(t, plain, tag) or plain, detailed


def _inlined_structure_fn(
    t: type,
    plain: Callable[[Any, type], object] | None,
    tag: str | None,
    *,
    positional: bool = False,
) -> Callable[[Any, type], object] | None:
    """A faster plain structure function of ``t``, or ``None`` for an unusual class.

    Documents hold hundreds of small objects (moves, events, tiles), most of them with integer
    fields; cattrs' plain function calls the integer hook for each of them. This one checks
    integers, booleans and strings inline, exactly as their hooks do (anything else goes
    through the converter's hook for its type, as in cattrs'), and it takes only documents
    with exactly the class's keys: any other (a field left to its default, an unknown key)
    goes to cattrs' plain function. It raises on everything that function raises on, and the
    callers then run the detailed function, which says what is wrong.

    With ``plain=None`` the function made takes only exact dicts with exactly the class's keys
    (and the tag's); it raises :class:`_OtherKeys` for any other value (see
    :func:`_exact_member_fn`). With ``positional`` too, it takes only the compact form of a
    snapshot's event (:func:`to_snapshot`): an exact list of the tag and then every field.
    """
    fields = attrs.fields(t)
    if not all(field.init and not field.kw_only and field.alias == field.name for field in fields):
        return None
    try:
        hints = get_type_hints(t)
    except Exception:  # an annotation that does not resolve: leave the class to cattrs
        return None
    names = [field.name for field in fields]
    keys = frozenset(names) | ({"type"} if tag is not None else set())
    namespace: dict[str, Any] = {
        "_cls": t,
        "_plain": plain,
        "_keys": keys,
        "_low": -MAX_INTEGER,
        "_high": MAX_INTEGER,
        "_Invalid": _Invalid,
        "_OtherKeys": _OtherKeys,
        "_dict": dict,
        "_list": list,
    }
    if positional:
        lines = [
            "def structure(o, _=None):",
            f"    if type(o) is not _list or len(o) != {len(names) + 1}:",
            "        raise _OtherKeys",
        ]
    elif plain is not None:
        lines = ["def structure(o, _):", "    if o.keys() != _keys:", "        return _plain(o, _)"]
    else:
        lines = [
            "def structure(o, _=None):",
            "    if type(o) is not _dict or o.keys() != _keys:",
            "        raise _OtherKeys",
        ]
    for index, name in enumerate(names):
        kind = hints.get(name)
        value = f"v{index}"
        lines.append(f"    {value} = o[{index + 1 if positional else repr(name)}]")
        if kind is int:
            check = f"type({value}) is not int or not _low <= {value} <= _high"
        elif kind is bool or kind is str:
            check = f"type({value}) is not {kind.__name__}"
        elif kind == Union[int, None]:  # noqa: UP007 - compared with the resolved annotation
            integer = f"type({value}) is not int or not _low <= {value} <= _high"
            check = f"{value} is not None and ({integer})"
        else:
            hook = namespace[f"_hook{index}"] = _structure_hook(kind)
            namespace[f"_type{index}"] = kind
            table = _table_of(hook)
            if table is None:
                lines.append(f"    {value} = _hook{index}({value}, _type{index})")
                continue
            # A value the hook's table holds (a card's name) is looked up without a call.
            namespace[f"_table{index}"] = table
            found, call = f"c{index}", f"_hook{index}({value}, _type{index})"
            lookup = f"_table{index}.get({value}) if type({value}) is str else None"
            lines.append(f"    {found} = {lookup}")
            lines.append(f"    {value} = {call} if {found} is None else {found}")
            continue
        lines.append(f"    if {check}:")
        lines.append("        raise _Invalid('')")
    setters = _slot_setters(t, names)
    if setters is None:
        lines.append(f"    return _cls({', '.join(f'v{index}' for index in range(len(names)))})")
    else:
        # What the class's fast_init __init__ does, without its call: a new instance, each
        # value stored through its slot.
        namespace["_new"] = object.__new__
        lines.append("    r = _new(_cls)")
        for index, setter in enumerate(setters):
            namespace[f"_set{index}"] = setter
            lines.append(f"    _set{index}(r, v{index})")
        lines.append("    return r")
    exec(compile("\n".join(lines), f"<tablegames structure {t.__qualname__}>", "exec"), namespace)
    return cast("Callable[[Any, type], object]", namespace["structure"])


def _slot_setters(t: type, names: list[str]) -> list[Callable[[object, object], None]] | None:
    """The slots' setters of ``names`` if ``t(*values)`` only stores each value in its slot.

    That is so for the classes whose ``__init__`` :func:`~tablegames.core.states.fast_init`
    made (it stores each argument through its slot's setter, in the fields' order) and whose
    instances :meth:`object.__new__` makes; ``None`` for any other class.
    """
    init = t.__dict__.get("__init__")
    code = getattr(init, "__code__", None)
    if code is None or not code.co_filename.startswith("<fast_init "):
        return None
    if cast(object, t.__new__) is not object.__new__:
        return None
    if code.co_varnames[: code.co_argcount] != ("self", *names):
        return None
    return [t.__dict__[name].__set__ for name in names]


def _attrs_structure_factory(t: type) -> Callable[[object, type], object]:
    fast, detailed = _fast_and_detailed(t, forbid_extra_keys=True)

    def structure_attrs(value: object, _: type) -> object:
        if not isinstance(value, dict):
            raise _Invalid(f"expected an object, got {_json_type(value)}")
        # cattrs' detailed validation collects every error with its path but slows down every
        # object; sound documents are the rule, so the plain function runs first and, only if
        # it fails, the detailed one runs again to report every problem.
        try:
            return fast(value, t)
        except Exception:
            return detailed(value, t)

    return structure_attrs


converter.register_structure_hook_factory(attrs.has, _attrs_structure_factory)


# -- tagged unions (moves, events) ----------------------------------------------------------------


@on_change
def _configure(game: AnyGame) -> None:
    """Give a newly registered game's cards, moves and events their JSON forms."""
    if GAMES.get(game.name) is not game:
        return  # unregistered: its classes are no longer game objects
    # Card hooks first: the tagged classes' hooks are generated now and capture them.
    game.configure_converter(converter)
    register_tagged(*game.move_types, *game.event_types)


def register_tagged(*classes: type) -> None:
    """Give each class a ``"type"`` tag: written first, and used to read unions of them.

    The tag is the snake_case class name (``PlayCard`` -> ``"play_card"``).
    """
    for cls in classes:
        tag = snake_case(cls.__name__)
        _TAGS[cls] = tag
        converter.register_unstructure_hook(cls, _tagged_unstructure_fn(cls, tag))
        converter.register_structure_hook(cls, _tagged_member_hook(cls, tag))
        _COMPACT[cls] = _compact_fns(cls, tag)


def _tagged_unstructure_fn(cls: type, tag: str) -> Callable[[Any], dict[str, Any]]:
    """The unstructure function of a tagged class: its tag, then its fields.

    It writes what cattrs' function for the class writes, with the tag first: each field's
    value through the converter's hook for the field's type (the value itself where that hook
    is cattrs' identity), in the class's order. The tag is part of the dict it builds, not
    merged into cattrs' dict afterwards: histories hold hundreds of these.
    """
    parts = _field_expressions(cls)
    if parts is None:  # an unusual class: cattrs' function, then the tag
        plain: Callable[[Any], dict[str, Any]] = make_dict_unstructure_fn(cls, converter)

        def unstructure_tagged(obj: object) -> dict[str, Any]:
            return {"type": tag, **plain(obj)}

        return unstructure_tagged
    namespace, expressions = parts
    items = [f"'type': {tag!r}"]
    names = [field.name for field in attrs.fields(cls)]
    items += [f"{name!r}: {e}" for name, e in zip(names, expressions, strict=True)]
    source = f"def unstructure(o):\n    return {{{', '.join(items)}}}"
    exec(compile(source, f"<tablegames unstructure {cls.__qualname__}>", "exec"), namespace)
    return cast("Callable[[Any], dict[str, Any]]", namespace["unstructure"])


def _field_expressions(cls: type) -> tuple[dict[str, Any], list[str]] | None:
    """For generated unstructure functions: the expression of each field of ``o``, a ``cls``.

    Each is the field's value through the converter's hook for the field's type (the value
    itself where that hook is cattrs' identity), as cattrs' own function writes it. Returns the
    hooks' namespace and the expressions, or ``None`` for an unusual class.
    """
    fields = attrs.fields(cls)
    try:
        hints = get_type_hints(cls)
    except Exception:  # an annotation that does not resolve
        return None
    if not all(field.init and field.alias == field.name for field in fields):
        return None
    namespace: dict[str, Any] = {}
    expressions = []
    for index, field in enumerate(fields):
        hook = converter.get_unstructure_hook(hints[field.name])
        if hook == identity:
            expressions.append(f"o.{field.name}")
            continue
        namespace[f"_hook{index}"] = hook
        by_id = _texts_by_id(hook)
        if by_id is None:
            expressions.append(f"_hook{index}(o.{field.name})")
            continue
        # A card of the deck written without a call (see _texts_by_id); what it writes is a
        # non-empty string, never false.
        namespace[f"_ids{index}"], namespace["_id"] = by_id, id
        value = f"o.{field.name}"
        expressions.append(f"(_ids{index}.get(_id({value})) or _hook{index}({value}))")
    return namespace, expressions


def _tagged_member_hook(cls: type, tag: str) -> Callable[[object, type], object]:
    # Extra keys are checked here rather than by cattrs, which would also refuse the tag.
    fast, detailed = _fast_and_detailed(cls, forbid_extra_keys=False, tag=tag)
    allowed = frozenset({field.name for field in attrs.fields(cls)} | {"type"})
    _MEMBERS[cls] = (allowed, fast, detailed)
    _EXACT[cls] = _exact_member_fn(cls, tag)

    def fields(value: Any, _: type) -> object:
        try:
            return fast(value, cls)
        except Exception:
            return detailed(value, cls)

    def structure_member(value: object, _: type) -> object:
        if not isinstance(value, dict):
            raise _Invalid(f"expected an object, got {_json_type(value)}")
        if value.get("type", tag) != tag:
            raise _Invalid(f"expected type {tag!r}, got {_json_type(value.get('type'))}")
        if not allowed.issuperset(value):
            raise ForbiddenExtraKeysError("", cls, set(value) - allowed)
        return fields(value, cls)

    # Lists of this class (Aluette's signals) read each member by its exact function too.
    structure_member.exact = {tag: _EXACT[cls]}  # type: ignore[attr-defined]
    return structure_member


def _compact_fns(
    cls: type, tag: str
) -> tuple[tuple[str, ...], Callable[[Any], list[Any]], Callable[[Any], object] | None]:
    """The field names of a tagged class, and its writer and reader of compact members.

    A compact member is the list of the tag and then the class's fields, each written as a
    state document writes it (``["card_drawn", 2]``). The reader takes only an exact list of
    the right length and raises :class:`_OtherKeys` for anything else; it is ``None`` for an
    unusual class, whose members are always read the general way.
    """
    names = tuple(field.name for field in attrs.fields(cls))
    parts = _field_expressions(cls)
    write: Callable[[Any], list[Any]]
    if parts is None:
        hook = converter.get_unstructure_hook(cls)

        def write(obj: object) -> list[Any]:
            fields = hook(obj)
            return [tag, *[fields[name] for name in names]]

    else:
        namespace, expressions = parts
        source = f"def write(o):\n    return [{', '.join([repr(tag), *expressions])}]"
        exec(compile(source, f"<tablegames compact {cls.__qualname__}>", "exec"), namespace)
        write = namespace["write"]
    reader = _inlined_structure_fn(cls, None, tag, positional=True)
    return names, write, cast("Callable[[Any], object] | None", reader)


def _exact_member_fn(cls: type, tag: str) -> Callable[[Any], object]:
    """The tagged class's structure function for the documents that are the rule.

    It takes an exact dict with exactly the class's keys and its tag (the tag's value is the
    caller's business) and checks and converts the fields as the plain function does; any
    other value raises :class:`_OtherKeys`, and the caller takes its general path, which
    refuses or reads it as before. Unions and lists of union members call it first: one call
    per member instead of three.
    """
    exact = _inlined_structure_fn(cls, None, tag)
    if exact is not None:
        return cast("Callable[[Any], object]", exact)

    def other_keys(value: Any) -> object:  # an unusual class: always the general path
        raise _OtherKeys

    return other_keys


def _is_tagged_union(t: object) -> bool:
    if get_origin(t) not in (Union, types.UnionType):
        return False
    members = [a for a in get_args(t) if a is not type(None)]
    return bool(members) and all(m in _TAGS for m in members)


def _tagged_union_factory(t: Any) -> Callable[[object, type], object]:
    optional = type(None) in get_args(t)
    members = {_TAGS[m]: m for m in get_args(t) if m is not type(None)}
    # The union has checked the object and its tag: go straight to the member's fields.
    direct: dict[
        object,
        tuple[type, frozenset[str], Callable[[Any, type], object], Callable[[Any, type], object]],
    ] = {tag: (m, *_MEMBERS[m]) for tag, m in members.items()}
    exact: dict[object, Callable[[Any], object]] = {tag: _EXACT[m] for tag, m in members.items()}
    choices = ", ".join(members)

    def refuse(value: object) -> _Invalid:
        if not isinstance(value, dict):
            return _Invalid(f"expected an object with a 'type' field, got {_json_type(value)}")
        tag = value.get("type")
        if tag is None:
            found = "no 'type' field"
        elif isinstance(tag, str):
            found = f"type {_quote(tag)}"
        else:
            found = f"type {_json_type(tag)}"
        return _Invalid(f"{found} is not one of: {choices}")

    def structure_union(value: Any, _: type) -> object:
        if type(value) is not dict:
            if value is None and optional:
                return None
            raise refuse(value)
        tag = value.get("type")
        member = exact.get(tag)
        if member is None:
            raise refuse(value)
        try:
            return member(value)
        except _OtherKeys:
            pass  # a field left to its default, or unknown fields: the general path below
        except Exception:
            return direct[tag][3](value, direct[tag][0])  # the detailed function says why
        cls, allowed, fast, detailed = direct[tag]
        if not allowed.issuperset(value):
            raise ForbiddenExtraKeysError("", cls, set(value) - allowed)
        try:  # as structure_attrs does
            return fast(value, cls)
        except Exception:
            return detailed(value, cls)

    structure_union.exact = exact  # type: ignore[attr-defined]  # for lists of members
    return structure_union


converter.register_structure_hook_factory(_is_tagged_union, _tagged_union_factory)


# -- errors with paths ----------------------------------------------------------------------------


def _format_exception(exc: BaseException) -> str:
    if isinstance(exc, KeyError):
        return "missing required field"
    if isinstance(exc, ForbiddenExtraKeysError):
        return _unknown_names(exc.extra_fields)
    if isinstance(exc, (ValueError, TypeError)) and str(exc):
        # Our hooks, the games' card parsers and move validators all explain themselves.
        return str(exc)
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    return f"cannot be read ({type(exc).__name__})"


def _unknown_names(names: Collection[str]) -> str:
    """``"unknown field(s): a, b and 3 more"``: the first few names (in order), each cut."""
    first = heapq.nsmallest(5, names)
    listed = ", ".join(
        name if name.isidentifier() and len(name) <= _SHOWN else _quote(name) for name in first
    )
    more = len(names) - len(first)
    return "unknown field(s): " + listed + (f" and {more} more" if more else "")


def _collect_problems(exc: BaseException, path: str, problems: list[str]) -> bool:
    """Append ``"<path>: <problem>"`` for each problem of the structuring error ``exc``.

    Returns False once the list is full (its last entry then says that more were not shown).
    """
    if isinstance(exc, (IterableValidationError, ClassValidationError)):
        with_notes, without = exc.group_exceptions()
        for inner, note in with_notes:
            if isinstance(note, IterableValidationNote):
                where = f"{path}[{note.index!r}]"
            else:
                where = f"{path}.{note.name}"
            if not _collect_problems(inner, where, problems):
                return False
        return all(_collect_problems(inner, path, problems) for inner in without)
    if len(problems) >= MAX_ERRORS - 1 or isinstance(exc, _MoreProblems):
        problems.append(f"{path}: ... more problems not shown (the reader stops at {MAX_ERRORS})")
        return not len(problems) >= MAX_ERRORS
    if isinstance(exc, InvalidMoveError) and exc.field is not None:
        path = f"{path}.{exc.field}"  # a validator of the class refused this field
    problems.append(f"{path}: {_format_exception(exc)}")
    return True


def format_errors(exc: BaseException, path: str = "$") -> list[str]:
    """Turn a cattrs structuring error into messages of the form ``"<path>: <problem>"``.

    At most :data:`~tablegames.core.errors.MAX_ERRORS` messages are made; if there were more
    problems, the last message says so.
    """
    problems: list[str] = []
    _collect_problems(exc, path, problems)
    return problems


def structure(data: object, cls: Any, path: str) -> Any:
    """Structure ``data`` as ``cls``; raise :class:`FormatError` naming every bad field."""
    try:
        return converter.structure(data, cls)
    except Exception as exc:  # whatever untrusted data breaks is reported as a format error
        raise FormatError(
            "the document does not fit the format", format_errors(exc, path)
        ) from None


def structure_options(game: Game[Any, Any, Any, Any], options: object) -> object:
    """Return the options object for ``game`` from ``None``, an instance or a mapping.

    Raises:
        ConfigError: on options of another game, unknown option names or bad values.
    """
    if options is None:
        return game.options_type()
    if isinstance(options, game.options_type):
        return options
    if isinstance(options, Mapping):
        try:
            return converter.structure(
                {k: converter.unstructure(v) for k, v in options.items()}, game.options_type
            )
        except Exception as exc:  # reported to the caller as a configuration problem
            problems = format_errors(exc, "options")
            raise ConfigError(f"bad {game.name} options: " + "; ".join(problems)) from None
    raise ConfigError(
        f"options for {game.name} must be a {game.options_type.__name__} or a mapping, "
        f"got {type(options).__name__}"
    )


def dumps(document: Mapping[str, object], indent: int | None = None) -> str:
    """Serialize an unstructured document to JSON text (field order kept).

    Documents are trees (what :func:`to_dict` and :func:`to_snapshot` return cannot hold
    itself), so the encoder does not look for cycles, which costs a sixth of its time on every
    list and object; data that does hold itself raises :class:`RecursionError`.
    """
    if indent is None:
        return _ENCODER.encode(document)  # made once: json.dumps makes one per call
    return json.dumps(
        document, indent=indent, ensure_ascii=False, allow_nan=False, check_circular=False
    )


#: The encoder of :func:`dumps` without indentation.
_ENCODER: Final = json.JSONEncoder(ensure_ascii=False, allow_nan=False, check_circular=False)


def loads(text: str | bytes, max_bytes: int | None = MAX_BYTES) -> object:
    """Parse JSON text; raise :class:`FormatError` on anything that is not JSON.

    Args:
        text: The text, as ``str`` or as UTF-8 (or UTF-16/32) ``bytes``.
        max_bytes: Refuse a text longer than this many bytes (UTF-8) before parsing it;
            ``None``: no limit.
    """
    if type(text) not in (str, bytes, bytearray):
        raise FormatError(f"expected JSON text (str or bytes), got {type(text).__name__}")
    if max_bytes is not None:
        size = _size_in_bytes(text, max_bytes)
        if size > max_bytes:
            raise FormatError(
                f"the text is {size} bytes long, more than the {max_bytes} allowed (max_bytes)"
            )
    if sys.getrecursionlimit() > _SAFE_RECURSION_LIMIT:
        _check_nesting(text)
    # Numbers of more than _MAX_INT_DIGITS digits are refused by a hook that the parser calls
    # for every integer; a text with no such run of digits anywhere (every sound document)
    # cannot need it, and a regular expression finds out at C speed.
    parse_int = _parse_int if _has_long_digit_run(text) else None
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_int=parse_int)
    except FormatError:
        raise
    except json.JSONDecodeError as exc:
        raise FormatError(f"not valid JSON: {exc}") from None
    except RecursionError:
        raise FormatError("not valid JSON: nested too deeply") from None
    except (UnicodeDecodeError, ValueError) as exc:
        raise FormatError(f"not valid JSON: {exc}") from None


def _size_in_bytes(text: str | bytes | bytearray, max_bytes: int) -> int:
    if not isinstance(text, str):
        return len(text)
    if len(text) > max_bytes or text.isascii():
        return len(text)  # a character is at least one byte: no need to encode it
    return len(text.encode("utf-8", "surrogatepass"))


def _refuse_constant(name: str) -> object:
    raise FormatError(f"not valid JSON: {name} is not allowed in tablegames documents")


#: Each byte as b"1" if it is an ASCII digit, else b"0": digit runs become runs of b"1".
_DIGIT_BYTES: Final = bytes(
    ord("1") if chr(b).isdigit() and b < 128 else ord("0") for b in range(256)
)
_LONG_RUN: Final = b"1" * (_MAX_INT_DIGITS + 1)


def _has_long_digit_run(text: str | bytes | bytearray) -> bool:
    """Whether ``text`` may hold an integer literal too long to read (then it is checked).

    Two C-speed passes (a byte translation, a substring search) instead of a Python call for
    every integer of the document. Bytes that are not UTF-8 (UTF-16 and UTF-32 put zero bytes
    between the digits) count as possibly holding one.
    """
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    return b"\x00" in data[:4] or _LONG_RUN in data.translate(_DIGIT_BYTES)


def _parse_int(literal: str) -> int:
    if len(literal) > _MAX_INT_DIGITS:
        raise FormatError(
            f"not valid JSON for tablegames: a number of {len(literal)} digits "
            f"(at most {_MAX_INT_DIGITS} are read)"
        )
    return int(literal)


_NOT_BRACKETS: Final = bytes(b for b in range(256) if b not in b"[]{}")


def _check_nesting(text: str | bytes | bytearray) -> None:
    """Refuse text nested deeper than 1000 levels before the JSON parser sees it.

    Only needed when an application raised Python's recursion limit: the C parser recurses
    once per level and could then overflow the C stack before Python stops it. Brackets inside
    strings are counted too, which errs on the side of refusing (no document has any).
    """
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else bytes(text)
    depth = 0
    for bracket in data.translate(None, _NOT_BRACKETS):
        depth += 1 if bracket in b"[{" else -1
        if depth > _SAFE_RECURSION_LIMIT // 4:
            raise FormatError("not valid JSON: nested too deeply")


_PLAIN_SCALARS: Final = frozenset({str, int, bool, type(None)})


def _check_plain(document: object) -> None:
    """Refuse data that ``json.loads`` could not have produced, before reading any of it.

    Python callers can pass anything to :func:`from_dict`: subclasses of dict, list, str or int
    whose methods lie, keys that are not strings, NaN, lists nested in themselves or shared
    so that a few kilobytes stand for billions of values. Only exact JSON types pass (tuples
    count as lists); nesting and the number of values are bounded (:data:`MAX_DEPTH`,
    :data:`MAX_VALUES`), so this walk and everything after it take time linear in the data.
    """
    budget = MAX_VALUES
    frames: list[Iterator[tuple[object, object]]] = [iter((("", document),))]
    keys: list[object] = []
    while frames:
        for key, value in frames[-1]:
            kind = type(value)
            if kind in _PLAIN_SCALARS:
                continue
            if kind is float:
                if not math.isfinite(cast(float, value)):
                    raise FormatError(f"{_path_of(keys, key)}: {value!r} is not a JSON number")
                continue
            frame: Iterator[tuple[object, object]]
            if kind is dict:
                mapping = cast("dict[object, object]", value)
                if not set(map(type, mapping)) <= {str}:
                    raise FormatError(f"{_path_of(keys, key)}: an object's keys must be strings")
                frame, size = iter(mapping.items()), len(mapping)
            elif kind is list or kind is tuple:
                items = cast("list[object]", value)
                frame, size = enumerate(items), len(items)
            else:
                raise FormatError(
                    f"{_path_of(keys, key)}: expected plain JSON data (dict, list, str, int, "
                    f"float, bool or None), got a {kind.__name__}"
                )
            budget -= size
            if budget < 0:
                raise FormatError(f"the document holds more than {MAX_VALUES} values")
            if len(frames) > MAX_DEPTH:
                raise FormatError(f"{_path_of(keys, key)}: nested more than {MAX_DEPTH} deep")
            frames.append(frame)
            keys.append(key)
            break
        else:
            frames.pop()
            if keys:
                keys.pop()


def _path_of(keys: list[object], last: object) -> str:
    path = "$"
    for key in [*keys[1:], last] if keys else []:
        if isinstance(key, int):
            path += f"[{key}]"
        elif isinstance(key, str) and key.isidentifier() and len(key) <= _SHOWN:
            path += f".{key}"
        else:
            path += f"[{_quote(str(key))}]"
    return path


# -- the envelope ---------------------------------------------------------------------------------

_ENVELOPE_KEYS: Final = ("format", "version", "game", "kind", "data")
# A view document may also hold the viewer's legal moves, after its data, and a view or a move
# document the state's version (see tablegames.core.protocol.state_version).
_VIEW_KEYS: Final = (*_ENVELOPE_KEYS, "moves", "state_version")


def to_dict(
    obj: object,
    *,
    game: str | None = None,
    with_moves: bool = False,
    state_version: int | None = None,
) -> dict[str, Any]:
    """Return the JSON-ready document (the envelope) for a tablegames object.

    The kinds of document (see :doc:`/protocol`):

    * a state, view, move or :class:`~tablegames.GameRecord`: kinds ``state``, ``view``,
      ``move``, ``record``;
    * a tuple or list of moves of one game, such as ``legal_moves(view)``: kind ``moves``;
    * a :class:`~tablegames.TableGamesError` or a :class:`~tablegames.Refusal`: kind
      ``error``, whose data holds the ``code`` (:func:`~tablegames.core.protocol.error_code`),
      the ``message`` and the ``move`` refused (``null`` when there is none, or when it is not
      a move of the document's game).

    The result holds only dicts, lists, strings, integers, booleans and ``None``.

    Args:
        obj: The object to write.
        game: The game the document is about. Needed for an empty sequence of moves and for an
            error that carries no move; otherwise it is the object's own game, and a different
            one is refused.
        with_moves: For a view only: add the envelope key ``"moves"`` after ``"data"``,
            holding the viewer's legal moves (``legal_moves(view)``, in the game's documented
            order; ``[]`` for a spectator).
        state_version: For a view or a move only: add the envelope key ``"state_version"``,
            the version of the state the view shows or the move was chosen at (moves applied
            so far: :func:`~tablegames.core.protocol.state_version`).

    Raises:
        NotAGameObjectError: if ``obj`` is none of those things, if a sequence holds anything
            but moves of one game, or if ``obj`` is not of the game ``game`` names.
        ConfigError: for an unknown ``game``, a missing ``game`` that is needed, or
            ``with_moves`` given for anything but a view.
    """
    chosen = None if game is None else get_game(game)
    data: Any
    if isinstance(obj, (TableGamesError, Refusal)):
        found, kind, data = _error_data(obj, chosen)
    elif isinstance(obj, (tuple, list)):
        found, kind = _moves_game(obj, chosen), "moves"
        data = labelled_moves(found, obj, converter.unstructure)
    elif isinstance(obj, GameRecord):
        found, kind = get_game(obj.game), "record"
        data = {
            "game": obj.game,
            "players": obj.players,
            "seed": obj.seed,
            "options": converter.unstructure(obj.options),
            "moves": [converter.unstructure(move) for move in obj.moves],
        }
    else:
        owner = game_for(obj)
        if owner is None:
            raise NotAGameObjectError(
                f"cannot serialize a {type(obj).__name__}: not a tablegames object"
            )
        found = owner
        if isinstance(obj, found.state_type):
            kind = "state"
        elif isinstance(obj, found.view_type):
            kind = "view"
        elif type(obj) in found.move_types:
            kind = "move"
        else:
            raise NotAGameObjectError(f"cannot serialize a {type(obj).__name__} on its own")
        data = converter.unstructure(obj)
        if kind == "view":
            data = spoken_view(found, obj, data)
    if chosen is not None and found is not chosen:
        raise NotAGameObjectError(
            f"game={chosen.name!r}, but this {kind} belongs to the game {found.name!r}"
        )
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": found.name,
        "kind": kind,
        "data": data,
    }
    if with_moves:
        if kind != "view":
            raise ConfigError(f"with_moves applies to views only, not to a {kind}")
        moves = found.legal_moves_from_view(obj) if getattr(obj, "player", None) is not None else ()
        document["moves"] = labelled_moves(found, moves, converter.unstructure)
    if state_version is not None:
        document["state_version"] = check_state_version_field(state_version, kind)
    return document


def _moves_game(moves: tuple[object, ...] | list[object], chosen: AnyGame | None) -> AnyGame:
    """The one game whose moves ``moves`` are (``chosen``, if given and they are empty)."""
    found = chosen
    for index, move in enumerate(moves):
        owner = game_for(move)
        if owner is None or type(move) not in owner.move_types:
            raise NotAGameObjectError(
                f"a moves document holds moves only: item {index} is a {type(move).__name__}"
            )
        if found is None:
            found = owner
        elif owner is not found:
            raise NotAGameObjectError(
                f"a moves document holds the moves of one game: item {index} is a move of "
                f"{owner.name!r}, not of {found.name!r}"
            )
    if found is None:
        raise ConfigError("an empty sequence of moves needs game= to say whose moves they are")
    return found


def _error_data(
    error: TableGamesError | Refusal, chosen: AnyGame | None
) -> tuple[AnyGame, str, dict[str, Any]]:
    """The game, kind and data of the error document that reports ``error``."""
    name = None if chosen is None else chosen.name
    refusal = error if isinstance(error, Refusal) else Refusal.from_error(error, name)
    move = refusal.move if is_move(refusal.move, name) else None
    found = chosen if chosen is not None else game_for(move)
    if found is None:
        raise ConfigError(
            f"an error document names its game: this {type(error).__name__} carries no move, "
            "so give game="
        )
    data = {
        "code": refusal.code,
        "message": refusal.message,
        "move": None if move is None else converter.unstructure(move),
    }
    return found, "error", data


def to_json(
    obj: object,
    *,
    indent: int | None = None,
    game: str | None = None,
    with_moves: bool = False,
    state_version: int | None = None,
) -> str:
    """Return the JSON text of :func:`to_dict` (field order is fixed, so output is stable).

    ``game``, ``with_moves`` and ``state_version`` are those of :func:`to_dict`.
    """
    document = to_dict(obj, game=game, with_moves=with_moves, state_version=state_version)
    return dumps(document, indent=indent)


def from_json(
    text: str | bytes, *, max_bytes: int | None = MAX_BYTES, verify_history: bool = False
) -> Any:
    """Read a document written by :func:`to_json` (or by a front end in any language).

    Reading is safe on hostile text: it takes time linear in the text's length, refuses a
    text longer than ``max_bytes`` before parsing it, and every failure is a
    :class:`FormatError` whose message is bounded (see :doc:`/security`).

    Args:
        text: The JSON text, as ``str`` or ``bytes``.
        max_bytes: Refuse texts longer than this many bytes (UTF-8);
            :data:`~tablegames.core.serialization.MAX_BYTES`
            (4 MB) by default, ``None`` for no limit.
        verify_history: For a state, also replay its history from its seed and require the
            result to be exactly this state (see :func:`from_dict`).

    Raises:
        FormatError: if the text is too long or not JSON, or the document is malformed, of a
            newer version, or inconsistent; the message names the bad fields.
    """
    return _read(loads(text, max_bytes), verify_history)


def from_dict(document: object, *, verify_history: bool = False) -> Any:
    """Read a document (the envelope) and return the state, view, move or record inside.

    States are checked for consistency as well as structure: every card accounted for
    exactly once, counts within the rules, a valid current player, a seed from 0 to
    2**53 - 1, a history no longer than the game's longest. Views are checked against their
    game's view invariants. ``document`` must be plain JSON data, as ``json.loads`` returns
    it (exact dicts with string keys, lists or tuples, str, int, finite float, bool, None),
    at most :data:`~tablegames.core.serialization.MAX_DEPTH` deep and holding at most
    :data:`~tablegames.core.serialization.MAX_VALUES` values.

    Args:
        document: The parsed JSON document.
        verify_history: For a state, also replay its moves from its seed and options and
            require the result to equal the state. This proves that nothing at all was tampered
            with (hidden cards and history included) at the cost of replaying the game; use it
            when loading states from a source you do not trust.

    Raises:
        FormatError: naming what is wrong; nothing inconsistent is ever returned.
    """
    _check_plain(document)
    return _read(document, verify_history)


def _envelope_game(document: dict[str, Any]) -> Game[Any, Any, Any, Any]:
    """The game an envelope names, after checking its format and version (fields present)."""
    if document["format"] != FORMAT:
        raise FormatError(
            f"not a tablegames document: $.format is {_brief(document['format'])}, "
            f"expected {FORMAT!r}"
        )
    version = document["version"]
    if type(version) is not int or version < 1:
        raise FormatError(f"$.version: unknown format version {_brief(version)}")
    if version > VERSION:
        raise FormatError(
            f"$.version: this document has format version {shown(version)}, but this "
            f"tablegames reads versions up to {VERSION}; upgrade tablegames to read it"
        )
    name = document["game"]
    if type(name) is not str or name not in GAMES:
        known = ", ".join(sorted(GAMES))
        raise FormatError(f"$.game: unknown game {_brief(name)}; known games: {known}")
    return GAMES[name]


def _read(document: object, verify_history: bool) -> Any:
    """:func:`from_dict` on plain JSON data."""
    if not isinstance(document, dict):
        raise FormatError(
            "expected a tablegames document (a JSON object with format, version, game, kind "
            f"and data), got {_json_type(document)}"
        )
    problems = [f"$.{key}: missing required field" for key in _ENVELOPE_KEYS if key not in document]
    problems += _unknown_fields(document, _VIEW_KEYS, ["$"])
    if problems:
        raise FormatError("not a tablegames document", problems)
    document = without_words(document)
    game = _envelope_game(document)
    kind = document["kind"]
    data = document["data"]
    if "moves" in document and kind != "view":
        raise FormatError(
            f"$.moves: unknown field (only a view document holds moves, not a {_brief(kind)})"
        )
    if "state_version" in document:
        read_state_version_field(document["state_version"], kind)
    if kind == "state":
        return _read_state(game, data, verify_history)
    if kind == "view":
        return _read_view(game, data, document.get("moves"))
    if kind == "move":
        return structure(data, Union[game.move_types], "$.data")  # noqa: UP007
    if kind == "record":
        return _structure_record(game, data)
    if kind == "moves":
        return _read_moves(game, data, "$.data")
    if kind == "error":
        return _read_error(game, data)
    raise FormatError(f"$.kind: unknown kind {_brief(kind)}; expected one of {', '.join(KINDS)}")


def _read_view(game: Game[Any, Any, Any, Any], data: object, moves: object) -> Any:
    """A view, checked against its game's view invariants, and its optional legal moves."""
    name = game.name
    game_view = structure(data, game.view_type, "$.data")
    # Every view names its viewer (None: a spectator); a seat no game has would make the
    # game's view functions index past their per-seat lists.
    viewer = getattr(game_view, "player", None)
    if viewer is not None and not 0 <= viewer < game.max_players:
        raise FormatError(
            f"inconsistent {name} view",
            [f"$.data.player: no {name} game has a seat {shown(viewer)}"],
        )
    inconsistencies = _checked(game, "check_view_invariants", game_view)
    if inconsistencies:
        raise FormatError(f"inconsistent {name} view", inconsistencies)
    if moves is not None:
        # The viewer's legal moves, for clients: well-formed moves of the viewer's seat.
        others = [
            f"$.moves[{index}].player: {move.player} is not the viewer's seat"
            for index, move in enumerate(_read_moves(game, moves, "$.moves"))
            if move.player != viewer
        ]
        if others:
            raise FormatError(f"inconsistent {name} view: moves of another seat", others)
    return game_view


def _read_moves(game: Game[Any, Any, Any, Any], data: object, path: str) -> tuple[Any, ...]:
    """A list of moves of ``game``."""
    if not isinstance(data, (list, tuple)):
        raise FormatError(
            "the document does not fit the format",
            [f"{path}: expected a list of moves, got {_json_type(data)}"],
        )
    return cast(
        "tuple[Any, ...]",
        structure(data, tuple[Union[game.move_types], ...], path),  # type: ignore[name-defined]  # noqa: UP007
    )


_ERROR_KEYS: Final = ("code", "message", "move")
_CODE: Final = re.compile(CODE_PATTERN)


def _read_error(game: Game[Any, Any, Any, Any], data: object) -> Refusal:
    """A refusal: a code of the right shape, a message and the move refused, or null."""
    if not isinstance(data, dict):
        raise FormatError(
            "the document does not fit the format",
            [f"$.data: expected an object, got {_json_type(data)}"],
        )
    problems = [f"$.data.{key}: missing required field" for key in _ERROR_KEYS if key not in data]
    problems += _unknown_fields(data, _ERROR_KEYS, ["$", "data"])
    if problems:
        raise FormatError("the document does not fit the format", problems)
    code, message, move = data["code"], data["message"], data["move"]
    if type(code) is not str or not _CODE.match(code):
        problems.append(
            f"$.data.code: expected a dotted code like 'ten.buy.duplicate', got {_brief(code)}"
        )
    if type(message) is not str:
        problems.append(f"$.data.message: expected a string, got {_json_type(message)}")
    if move is not None:
        try:
            move = structure(move, Union[game.move_types], "$.data.move")  # noqa: UP007
        except FormatError as exc:
            problems.extend(exc.errors)
    if problems:
        raise FormatError("the document does not fit the format", problems)
    return Refusal(code, message, move)


def _unknown_fields(data: dict[str, Any], known: tuple[str, ...], where: list[object]) -> list[str]:
    """A problem for each of the first unknown keys of ``data`` (only those are formatted)."""
    unknown = [key for key in data if key not in known]
    if len(unknown) <= 5:
        return [f"{_path_of(where, key)}: unknown field" for key in unknown]
    return [f"{_path_of(where[:-1], where[-1])}: {_unknown_names(unknown)}"]


def _history_limit(game: Game[Any, Any, Any, Any]) -> int:
    """The most moves a game of ``game`` can take (its optional ``max_history``)."""
    limit = getattr(game, "max_history", DEFAULT_MAX_HISTORY)
    return limit if type(limit) is int and limit > 0 else DEFAULT_MAX_HISTORY


def _check_length(game: Game[Any, Any, Any, Any], moves: object, path: str) -> None:
    """Refuse more moves than a game can have, before reading them (cheaply, in one test)."""
    limit = _history_limit(game)
    if isinstance(moves, (list, tuple)) and len(moves) > limit:
        raise FormatError(
            f"{path}: {len(moves)} moves, more than a {game.name} game can have ({limit})"
        )


def _read_state(game: Game[Any, Any, Any, Any], data: object, verify_history: bool) -> Any:
    if isinstance(data, dict):
        _check_length(game, data.get("history"), "$.data.history")
    state = structure(data, game.state_type, "$.data")
    # What every game's state holds (the Game protocol), checked here so that no game's own
    # invariants meet an impossible seat count, a seed out of range or an endless history.
    problems = _setup_problems(game, state.players, state.seed, "$.data")
    _check_length(game, state.history, "$.data.history")
    if problems:
        raise FormatError(f"inconsistent {game.name} state", problems)
    inconsistencies = _checked(game, "check_invariants", state)
    if inconsistencies:
        raise FormatError(f"inconsistent {game.name} state", inconsistencies)
    if verify_history:
        _verify_history(state)
    return state


def _setup_problems(
    game: Game[Any, Any, Any, Any], players: object, seed: object, path: str
) -> list[str]:
    problems = []
    try:
        check_players(game, players)
    except ConfigError as exc:
        problems.append(f"{path}.players: {exc}")
    try:
        check_seed(seed)
    except ConfigError as exc:
        problems.append(f"{path}.seed: {exc}")
    return problems


def _checked(game: Game[Any, Any, Any, Any], method: str, obj: object) -> list[str]:
    """The game's invariant check ``method`` on ``obj``, whose failure is a format problem.

    The check meets documents built by an attacker: if it raises instead of listing a problem,
    the document is refused all the same rather than letting a TypeError or an IndexError
    escape from the reader.
    """
    check = getattr(game, method, None)
    if check is None:
        return []
    try:
        problems = check(obj)
    except Exception as exc:  # a crash on a forged document is a refusal, not a crash
        return [f"the {game.name} {method} failed on it ({type(exc).__name__}: {shown(exc, 200)})"]
    return list(problems)


def _verify_history(state: Any) -> None:
    try:
        replayed = replay(record(state))
    except TableGamesError as exc:
        raise FormatError(f"the state's history does not replay: {exc}") from None
    except Exception as exc:  # the state passed its invariants; a crash still must not escape
        raise FormatError(
            f"the state's history does not replay ({type(exc).__name__}: {shown(exc, 200)})"
        ) from None
    if replayed != state:
        different = [
            field.name
            for field in attrs.fields(type(state))
            if getattr(replayed, field.name) != getattr(state, field.name)
        ]
        raise FormatError(
            "the state is not what its own history gives (fields that differ: "
            + ", ".join(different)
            + ")"
        )


def _structure_record(game: Game[Any, Any, Any, Any], data: object) -> GameRecord:
    if not isinstance(data, dict):
        raise FormatError(
            "the document does not fit the format",
            [f"$.data: expected an object, got {_json_type(data)}"],
        )
    expected = ("game", "players", "seed", "options", "moves")
    problems = [f"$.data.{key}: missing required field" for key in expected if key not in data]
    problems += _unknown_fields(data, expected, ["$", "data"])
    if problems:
        raise FormatError("the document does not fit the format", problems)
    if data["game"] != game.name:
        raise FormatError(
            f"$.data.game: the record says {_brief(data['game'])} but the envelope says "
            f"{game.name!r}"
        )
    _check_length(game, data["moves"], "$.data.moves")
    fields: dict[str, Any] = {}
    for key, cls in (
        ("players", int),
        ("seed", int),
        ("options", game.options_type),
        ("moves", tuple[Union[game.move_types], ...]),  # type: ignore[name-defined]  # noqa: UP007
    ):
        try:
            fields[key] = structure(data[key], cls, f"$.data.{key}")
        except FormatError as exc:
            problems.extend(exc.errors)
    if problems:
        raise FormatError("the document does not fit the format", problems)
    problems = _setup_problems(game, fields["players"], fields["seed"], "$.data")
    if problems:
        raise FormatError(f"impossible {game.name} record", problems)
    return GameRecord(game=game.name, **fields)


# -- snapshots: states without their history, for storage next to the record ---------------------


def to_snapshot(state: object) -> dict[str, Any]:
    """Return a state's document without its history: what a server stores between moves.

    A snapshot is a state document (kind ``"snapshot"``) whose ``history`` is replaced by the
    number of moves it held, and whose lists of events (the event log, and Aluette's signals)
    are compact: each event is the list of its ``"type"`` and then its fields' values in the
    order the event's object in a state document has them (``["card_drawn", 2]`` for
    ``{"type": "card_drawn", "player": 2}``). The history is most of a late state's document
    and the only part that grows all game long, so a snapshot costs about the same to write and
    read on the last move as on the first; the event log, which covers the current deal or
    round, is most of the rest. A snapshot is read back only together with the game's record,
    which holds the moves (:func:`from_snapshot`); see "What a server should store" in the
    performance guide.

    >>> import tablegames
    >>> from tablegames.core.serialization import from_snapshot, to_snapshot
    >>> state = tablegames.new_game("ten", players=2, seed=5)
    >>> state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    >>> snapshot = to_snapshot(state)
    >>> snapshot["kind"], snapshot["data"]["history"]
    ('snapshot', 1)
    >>> from_snapshot(snapshot, tablegames.record(state)) == state
    True

    Raises:
        NotAGameObjectError: if ``state`` is not a game state.
    """
    game = game_for(state)
    if game is None or not isinstance(state, game.state_type):
        raise NotAGameObjectError(f"to_snapshot() needs a game state, got {type(state).__name__}")
    data = _snapshot_plan(type(state))[0](state)
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game.name,
        "kind": "snapshot",
        "data": data,
    }


def from_snapshot(
    snapshot: str | bytes | Mapping[str, object],
    game_record: GameRecord,
    *,
    max_bytes: int | None = MAX_BYTES,
    verify_history: bool = False,
) -> Any:
    """Read a snapshot (:func:`to_snapshot`) back into a state, with the moves of its record.

    The record is the truth, the snapshot a checkpoint: the state's history is the record's
    first moves (as many as the snapshot says), and any later moves of the record, made after
    the snapshot was written, are applied to it. The result is the state after every move of
    the record, checked as :func:`~tablegames.from_json` checks a state: structure, the game's
    invariants (which compare the history with the state, in games that follow it), and with
    ``verify_history`` a replay of the whole record that must give the same state.

    Args:
        snapshot: The snapshot's JSON text, or its parsed document (plain JSON data, as for
            :func:`~tablegames.from_dict`).
        game_record: The game's record (:func:`~tablegames.record`, or read with
            :func:`~tablegames.from_json`): same game, players, seed and options as the
            snapshot, and at least as many moves as the snapshot's history.
        max_bytes: For text: refuse a text longer than this many bytes (UTF-8), as
            :func:`~tablegames.from_json` does; ``None`` for no limit.
        verify_history: Also replay the record from its seed and require the same state.

    Raises:
        NotAGameObjectError: if ``game_record`` is not a :class:`~tablegames.GameRecord`.
        FormatError: if the snapshot is malformed or inconsistent, is not of the record's game,
            or the record's later moves do not apply to it; the message says what is wrong.
    """
    if not isinstance(game_record, GameRecord):
        raise NotAGameObjectError(
            f"from_snapshot() needs the game's record, got {type(game_record).__name__}"
        )
    if isinstance(snapshot, (str, bytes, bytearray)):
        document: object = loads(snapshot, max_bytes)
    else:
        _check_plain(snapshot)
        document = snapshot
    game, data = _snapshot_envelope(document)
    if game_record.game != game.name:
        raise FormatError(
            f"the snapshot is of a {game.name} game, the record of a {shown(game_record.game)} game"
        )
    moves = data.get("history")
    if type(moves) is not int or not 0 <= moves <= _history_limit(game):
        raise FormatError(
            "the document does not fit the format",
            [
                f"$.data.history: expected the number of moves of the history (0 to "
                f"{_history_limit(game)}), got {_json_type(moves)}"
            ],
        )
    if moves > len(game_record.moves):
        raise FormatError(
            f"the snapshot was made after {moves} moves, but the record holds only "
            f"{len(game_record.moves)}"
        )
    compact = _snapshot_plan(game.state_type)[1]
    logs = {
        name: _read_compact(data[name], *compact[name], name) for name in compact if name in data
    }
    headless = structure(
        {**data, "history": [], **{name: [] for name in logs}}, game.state_type, "$.data"
    )
    problems = _setup_problems(game, headless.players, headless.seed, "$.data")
    if problems:
        raise FormatError(f"inconsistent {game.name} snapshot", problems)
    setup = (game_record.players, game_record.seed, game_record.options)
    if (headless.players, headless.seed, headless.options) != setup:
        raise FormatError(
            "the snapshot is not of the record's game: players, seed or options differ"
        )
    state = attrs.evolve(headless, history=History(game_record.moves[:moves]), **logs)
    inconsistencies = _checked(game, "check_invariants", state)
    if inconsistencies:
        raise FormatError(f"inconsistent {game.name} snapshot", inconsistencies)
    for index in range(moves, len(game_record.moves)):
        try:
            state = game.apply(state, game_record.moves[index])
        except TableGamesError as exc:
            raise FormatError(
                f"the record's move {index} does not apply to the snapshot: {exc}"
            ) from None
    if verify_history:
        _verify_history(state)
    return state


#: Each state class's snapshot plan (see _snapshot_plan), made on first use.
_SNAPSHOT_PLANS: dict[
    type,
    tuple[
        Callable[[Any], dict[str, Any]],
        dict[str, tuple[Any, dict[object, Callable[[Any], object] | None]]],
    ],
] = {}


def _snapshot_plan(
    state_type: type,
) -> tuple[
    Callable[[Any], dict[str, Any]],
    dict[str, tuple[Any, dict[object, Callable[[Any], object] | None]]],
]:
    """How the snapshots of ``state_type`` are written and read.

    Returns the writer of a state's ``data`` (one generated function: each field in order,
    through the converter's hook for its type, the value itself where that hook is cattrs'
    identity; the history as its length; compact fields compact), and for each compact field
    (a tuple of tagged objects other than the history: the event log, and Aluette's signals)
    its type and its members' compact readers by tag.
    """
    plan = _SNAPSHOT_PLANS.get(state_type)
    if plan is not None:
        return plan
    hints = get_type_hints(state_type)
    namespace: dict[str, Any] = {}
    items: list[str] = []
    compact: dict[str, tuple[Any, dict[object, Callable[[Any], object] | None]]] = {}
    for index, field in enumerate(attrs.fields(state_type)):
        name = field.name
        kind = hints[name]
        members = _tagged_items(kind)
        if name == "history":
            expression = f"len(o.{name})"
        elif members:
            compact[name] = (kind, {_TAGS[m]: _COMPACT[m][2] for m in members})
            namespace[f"_write{index}"] = _compact_writer(members)
            expression = f"_write{index}(o.{name})"
        else:
            hook = converter.get_unstructure_hook(kind)
            if hook == identity:
                expression = f"o.{name}"
            else:
                namespace[f"_write{index}"] = hook
                expression = f"_write{index}(o.{name})"
        items.append(f"{name!r}: {expression}")
    source = f"def write(o):\n    return {{{', '.join(items)}}}"
    exec(compile(source, f"<tablegames snapshot {state_type.__qualname__}>", "exec"), namespace)
    plan = _SNAPSHOT_PLANS[state_type] = (namespace["write"], compact)
    return plan


def _tagged_items(kind: Any) -> tuple[type, ...]:
    """The classes of the items of ``kind`` if it is ``tuple[X, ...]`` of tagged objects: ``X``
    a tagged class or a union of them (``None`` excluded); else ``()``."""
    args = get_args(kind) if _is_tuple(kind) else ()
    if len(args) != 2 or args[1] is not Ellipsis:
        return ()
    item = args[0]
    if item in _TAGS:
        return (item,)
    members = get_args(item)
    return members if _is_tagged_union(item) and type(None) not in members else ()


def _compact_writer(members: tuple[type, ...]) -> Callable[[tuple[object, ...]], list[Any]]:
    """The writer of a compact list of ``members`` (anything else is written as in a state)."""
    writers = {m: _COMPACT[m][1] for m in members}

    def write(value: tuple[object, ...]) -> list[Any]:
        get = writers.get
        return [(get(type(e)) or converter.unstructure)(e) for e in value]

    return write


def _read_compact(
    value: object,
    kind: Any,
    readers: dict[object, Callable[[Any], object] | None],
    name: str,
) -> tuple[object, ...]:
    """A snapshot's compact list of events (see :func:`to_snapshot`) read as a tuple.

    Sound logs are read by the members' compact readers; any other goes the general way: each
    list of a known type and the right length is turned into the object a state document
    holds, and the converter reads the whole as it reads a state's log, naming every problem.
    """
    if type(value) is list:
        try:
            return tuple([readers[item[0]](item) for item in value])  # type: ignore[misc]
        except Exception:
            pass
    members = {_TAGS[m]: _COMPACT[m][0] for m in _tagged_items(kind)}
    problems: list[str] = []
    if isinstance(value, list):
        items: list[object] = []
        for index, item in enumerate(value):
            if type(item) is list:
                item, problem = _compact_as_object(item, members)
                if problem and len(problems) < MAX_ERRORS:  # a message shows no more
                    problems.append(f"$.data.{name}[{index}]: {problem}")
            items.append(item)
        value = items
    if problems:
        raise FormatError("the document does not fit the format", problems)
    return cast("tuple[object, ...]", structure(value, kind, f"$.data.{name}"))


def _compact_as_object(
    item: list[object], members: Mapping[str, tuple[str, ...]]
) -> tuple[object, str | None]:
    """A compact event as the object a state document holds, and what is wrong with it.

    The object is what the converter then reads and reports on (an unknown type, a missing
    field, a bad value); the problem, if any, is what it cannot see (the wrong number of
    values, no type first).
    """
    if not item or type(item[0]) is not str:
        return item, "expected an event: a list of its type and its fields' values"
    tag = item[0]
    names = members.get(tag)
    if names is None:
        return {"type": tag}, None  # refused as an unknown type
    problem = None
    if len(item) > len(names) + 1:
        problem = f"a {tag} event is a list of its type and {len(names)} value(s), got more"
    # Too few values: the fields left out are reported missing.
    return {"type": tag, **dict(zip(names, item[1:], strict=False))}, problem


def _snapshot_envelope(document: object) -> tuple[Game[Any, Any, Any, Any], dict[str, Any]]:
    """The game and the data of a snapshot document, its envelope checked as _read checks."""
    if not isinstance(document, dict):
        raise FormatError(f"expected a tablegames snapshot, got {_json_type(document)}")
    problems = [f"$.{key}: missing required field" for key in _ENVELOPE_KEYS if key not in document]
    problems += _unknown_fields(document, _ENVELOPE_KEYS, ["$"])
    if problems:
        raise FormatError("not a tablegames document", problems)
    document = without_words(document)
    game = _envelope_game(document)
    if document["kind"] != "snapshot":
        raise FormatError(
            f"$.kind: expected 'snapshot', got {_brief(document['kind'])} (read other "
            "documents with from_json or from_dict)"
        )
    data = document["data"]
    if not isinstance(data, dict):
        raise FormatError(
            "the document does not fit the format",
            [f"$.data: expected an object, got {_json_type(data)}"],
        )
    return game, data
