"""Generated readers and writers: one small function per class, for the documents that are the rule.

Documents hold hundreds of small objects (moves, events, tiles), and cattrs' own functions call
a hook per field. The functions generated here check integers, booleans and strings inline,
look cards up in their codec's tables, build :func:`~tablegames.core.states.fast_init` classes
without calling their ``__init__``, and write each field as cattrs would. Each takes only the
common case (a dict with exactly the class's keys) and leaves anything else to cattrs' functions,
which say what is wrong: the fast path never decides differently from the general one.

Their source is registered in ``linecache`` (:func:`~tablegames.core.codegen.define`), so a
traceback through one shows its generated line.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any, Union, cast, get_args, get_origin, get_type_hints

import attrs
from cattrs.fns import identity
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn

from tablegames.core.codegen import define, source_name
from tablegames.core.json.converter import Compact, JsonConverter, UnconvertibleClassError
from tablegames.core.json.plain import MAX_INTEGER
from tablegames.core.json.problems import Invalid
from tablegames.core.states import fast_init_fields

__all__ = [
    "OtherKeys",
    "compact_fns",
    "exact_member_fn",
    "fast_and_detailed",
    "field_expressions",
    "slot_setters",
    "tagged_unstructure_fn",
    "unconvertible",
]


class OtherKeys(Exception):
    """Raised by an exact member function (:func:`exact_member_fn`) given other keys than its
    own: the caller then takes its general path."""


def unconvertible(converter: JsonConverter, cls: type, exc: Exception) -> UnconvertibleClassError:
    """The error for the attrs class ``cls``, whose functions ``converter`` failed to make
    (``exc``): it names the class, the field at fault and its type, and says what to do.

    cattrs' own error names only the type it has no hook for (``Unsupported type: <class
    'object'>``), not the class or the field that holds it.
    """
    cannot = f"the class {cls.__name__} cannot be read or written as JSON"
    advice = (
        "give the field a type JSON can hold (numbers, strings, booleans, None, enums, attrs "
        "classes, tuples of them, the cards of the game's codecs), or register the hooks of "
        "its type in the game's configure_converter"
    )
    try:
        hints = get_type_hints(cls)
    except Exception as error:
        return UnconvertibleClassError(
            f"{cannot}: its annotations do not resolve ({type(error).__name__}: {error})"
        )
    for field in attrs.fields(cls):
        kind = hints.get(field.name, field.type)
        try:
            converter.cattrs.get_structure_hook(kind, cache_result=False)
            converter.cattrs.get_unstructure_hook(kind, cache_result=False)
        except UnconvertibleClassError as error:  # an attrs class of the field's type
            return UnconvertibleClassError(
                f"{cannot}: its field {field.name!r} has the type {type_name(kind)}, and {error}"
            )
        except Exception as error:
            inner = getattr(error, "type_", None)
            if inner is None or inner == kind:
                held = "the JSON layer cannot read or write it"
            else:
                held = f"the JSON layer cannot read or write {type_name(inner)}"
            return UnconvertibleClassError(
                f"{cannot}: its field {field.name!r} has the "
                f"type {type_name(kind)}, and {held}; {advice}"
            )
    return UnconvertibleClassError(f"{cannot} ({type(exc).__name__}: {exc}); {advice}")


def type_name(kind: object) -> str:
    """``kind`` as it is written in an annotation: ``object``, ``tuple[object, ...]``."""
    args = get_args(kind)
    if get_origin(kind) in (Union, types.UnionType):
        return " | ".join(type_name(arg) for arg in args)
    if args:
        return f"{type_name(get_origin(kind))}[{', '.join(type_name(arg) for arg in args)}]"
    if kind is Ellipsis:
        return "..."
    if kind is type(None):
        return "None"
    if isinstance(kind, type):
        return kind.__name__
    return repr(kind).removeprefix("typing.")


def fast_and_detailed(
    converter: JsonConverter, t: type, forbid_extra_keys: bool, tag: str | None = None
) -> tuple[Callable[[Any, type], object], Callable[[Any, type], object]]:
    """A plain and a detailed structure function of the attrs class ``t``.

    The detailed one is cattrs', which reports every problem with its path. The plain one is
    :func:`_inlined_structure_fn` where it applies, else cattrs' plain one. ``tag``: the class
    is a tagged union member, whose documents also hold ``"type"``.
    """
    plain: Callable[[Any, type], object] = make_dict_structure_fn(
        t,
        converter.cattrs,
        _cattrs_forbid_extra_keys=forbid_extra_keys,
        _cattrs_detailed_validation=False,
    )
    detailed: Callable[[Any, type], object] = make_dict_structure_fn(
        t,
        converter.cattrs,
        _cattrs_forbid_extra_keys=forbid_extra_keys,
        _cattrs_detailed_validation=True,
    )
    return _inlined_structure_fn(converter, t, plain, tag) or plain, detailed


def _inlined_structure_fn(
    converter: JsonConverter,
    t: type,
    plain: Callable[[Any, type], object] | None,
    tag: str | None,
    *,
    positional: bool = False,
) -> Callable[[Any, type], object] | None:
    """A faster plain structure function of ``t``, or ``None`` for an unusual class.

    It checks integers, booleans and strings inline, exactly as their hooks do (anything else
    goes through the converter's hook for its type, as in cattrs'), and it takes only
    documents with exactly the class's keys: any other (a field left to its default, an
    unknown key) goes to cattrs' plain function ``plain``. It raises on everything that
    function raises on, and the callers then run the detailed function, which says what is
    wrong.

    With ``plain=None`` the function made takes only exact dicts with exactly the class's keys
    (and the tag's); it raises :class:`OtherKeys` for any other value (see
    :func:`exact_member_fn`). With ``positional`` too, it takes only the compact form of a
    snapshot's event (:func:`~tablegames.core.json.to_snapshot`): an exact list of the tag and
    then every field.
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
        "_Invalid": Invalid,
        "_OtherKeys": OtherKeys,
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
            hook = namespace[f"_hook{index}"] = converter.structure_hook(kind)
            namespace[f"_type{index}"] = kind
            table = converter.names.get(hook)
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
    setters = slot_setters(t, names)
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
    kind_of_code = "compact reader" if positional else "structure" if plain else "exact reader"
    define("\n".join(lines), source_name(kind_of_code, t), namespace)
    return cast("Callable[[Any, type], object]", namespace["structure"])


def slot_setters(t: type, names: list[str]) -> list[Callable[[object, object], None]] | None:
    """The slots' setters of ``names`` if ``t(*values)`` only stores each value in its slot.

    That is so for the classes whose ``__init__`` :func:`~tablegames.core.states.fast_init`
    made (:func:`~tablegames.core.states.fast_init_fields`: it stores each argument through
    its slot's setter, in the fields' order) and whose instances :meth:`object.__new__` makes;
    ``None`` for any other class.
    """
    if fast_init_fields(t) != tuple(names):
        return None
    if cast(object, t.__new__) is not object.__new__:
        return None
    return [t.__dict__[name].__set__ for name in names]


def tagged_unstructure_fn(
    converter: JsonConverter, cls: type, tag: str
) -> Callable[[Any], dict[str, Any]]:
    """The unstructure function of a tagged class: its tag, then its fields.

    It writes what cattrs' function for the class writes, with the tag first: each field's
    value through the converter's hook for the field's type (the value itself where that hook
    is cattrs' identity), in the class's order. The tag is part of the dict it builds, not
    merged into cattrs' dict afterwards: histories hold hundreds of these.
    """
    parts = field_expressions(converter, cls)
    if parts is None:  # an unusual class: cattrs' function, then the tag
        plain: Callable[[Any], dict[str, Any]] = make_dict_unstructure_fn(cls, converter.cattrs)

        def unstructure_tagged(obj: object) -> dict[str, Any]:
            return {"type": tag, **plain(obj)}

        return unstructure_tagged
    namespace, expressions = parts
    items = [f"'type': {tag!r}"]
    names = [field.name for field in attrs.fields(cls)]
    items += [f"{name!r}: {e}" for name, e in zip(names, expressions, strict=True)]
    source = f"def unstructure(o):\n    return {{{', '.join(items)}}}"
    define(source, source_name("unstructure", cls), namespace)
    return cast("Callable[[Any], dict[str, Any]]", namespace["unstructure"])


def field_expressions(
    converter: JsonConverter, cls: type
) -> tuple[dict[str, Any], list[str]] | None:
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
        hook = converter.cattrs.get_unstructure_hook(hints[field.name])
        if hook == identity:
            expressions.append(f"o.{field.name}")
            continue
        namespace[f"_hook{index}"] = hook
        by_id = converter.ids.get(hook)
        if by_id is None:
            expressions.append(f"_hook{index}(o.{field.name})")
            continue
        # A card of the deck written without a call (see JsonConverter.ids); what it writes
        # is a non-empty string, never false.
        namespace[f"_ids{index}"], namespace["_id"] = by_id, id
        value = f"o.{field.name}"
        expressions.append(f"(_ids{index}.get(_id({value})) or _hook{index}({value}))")
    return namespace, expressions


def compact_fns(converter: JsonConverter, cls: type, tag: str) -> Compact:
    """The field names of a tagged class, and its writer and reader of compact members.

    A compact member is the list of the tag and then the class's fields, each written as a
    state document writes it (``["card_drawn", 2]``). The reader takes only an exact list of
    the right length and raises :class:`OtherKeys` for anything else; it is ``None`` for an
    unusual class, whose members are always read the general way.
    """
    names = tuple(field.name for field in attrs.fields(cls))
    parts = field_expressions(converter, cls)
    write: Callable[[Any], list[Any]]
    if parts is None:
        hook = converter.cattrs.get_unstructure_hook(cls)

        def write(obj: object) -> list[Any]:
            fields = hook(obj)
            return [tag, *[fields[name] for name in names]]

    else:
        namespace, expressions = parts
        source = f"def write(o):\n    return [{', '.join([repr(tag), *expressions])}]"
        define(source, source_name("compact writer", cls), namespace)
        write = namespace["write"]
    reader = _inlined_structure_fn(converter, cls, None, tag, positional=True)
    return names, write, cast("Callable[[Any], object] | None", reader)


def exact_member_fn(converter: JsonConverter, cls: type, tag: str) -> Callable[[Any], object]:
    """The tagged class's structure function for the documents that are the rule.

    It takes an exact dict with exactly the class's keys and its tag (the tag's value is the
    caller's business) and checks and converts the fields as the plain function does; any
    other value raises :class:`OtherKeys`, and the caller takes its general path, which
    refuses or reads it as before. Unions and lists of union members call it first: one call
    per member instead of three.
    """
    exact = _inlined_structure_fn(converter, cls, None, tag)
    if exact is not None:
        return cast("Callable[[Any], object]", exact)

    def other_keys(value: Any) -> object:  # an unusual class: always the general path
        raise OtherKeys

    return other_keys
