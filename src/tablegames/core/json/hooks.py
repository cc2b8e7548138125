"""The converter's hooks for containers: tuples, histories and attrs classes.

Tuples are written as lists and read strictly (a list is required, of the right length for a
fixed-size tuple); every bad item is reported with its index. Histories are written and read
exactly as tuples of their moves. An attrs class requires an object; unknown keys are refused.

Reading takes the fast path first (a list of integers checked at C speed, a list of cards looked
up in their codec's table, a list of union members each read by its exact function) and goes
item by item, collecting every problem, only when that fails.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from itertools import repeat
from typing import Any, Final, get_args, get_origin

import attrs
from cattrs.errors import IterableValidationError, IterableValidationNote

from tablegames.core.errors import MAX_ERRORS
from tablegames.core.history import History
from tablegames.core.json.converter import JsonConverter, is_tuple
from tablegames.core.json.generated import fast_and_detailed, unconvertible
from tablegames.core.json.plain import MAX_INTEGER
from tablegames.core.json.problems import Invalid, MoreProblems, json_type
from tablegames.core.json.scalars import (
    enum_unstructure_factory,
    is_enum,
    structure_bool,
)

__all__ = ["install"]

_JUST_STR: Final = frozenset({str})


def install(converter: JsonConverter) -> None:
    """Register the hooks of scalars, enums, tuples, histories and attrs classes."""
    c = converter.cattrs
    c.register_structure_hook(int, converter.int_hook)
    c.register_structure_hook(bool, structure_bool)
    c.register_structure_hook(str, converter.str_hook)
    c.register_unstructure_hook_factory(is_enum, enum_unstructure_factory)
    # One hook per enum, whose names table the readers look members up in (JsonConverter.names).
    c.register_structure_hook_factory(is_enum, converter.enum_hook)
    # cattrs before 26.1 dispatches enums by class (to its own hook, which reads values, not
    # names) before it asks any factory: route that class dispatch to the enums' own hooks too.
    c.register_structure_hook(enum.Enum, converter.any_enum_hook)
    c.register_structure_hook_factory(is_tuple, lambda t: _tuple_structure_fn(converter, t))
    c.register_unstructure_hook_factory(is_tuple, lambda t: _tuple_unstructure_fn(converter, t))
    c.register_structure_hook_factory(_is_history, lambda t: _history_structure_fn(converter, t))
    c.register_unstructure_hook_factory(
        _is_history, lambda t: _history_unstructure_fn(converter, t)
    )
    c.register_structure_hook_factory(attrs.has, lambda t: _attrs_structure_fn(converter, t))


# -- tuples: strict lists, paths on errors --------------------------------------------------------


def _tuple_structure_fn(converter: JsonConverter, t: Any) -> Callable[[object, type], object]:
    args = get_args(t)
    homogeneous = len(args) == 2 and args[1] is Ellipsis
    types_ = args[:1] if homogeneous else args
    hooks = [converter.structure_hook(a) for a in types_]
    item_hook, item_type = hooks[0], types_[0]
    integers = homogeneous and item_type is int and item_hook is converter.int_hook
    table = converter.names.get(item_hook) if homogeneous else None
    # Lists of tagged union members (histories, event logs): each member read by its exact
    # function, found by its tag, without the union's call in between.
    exact = converter.exact_items.get(item_hook) if homogeneous else None

    def structure_tuple(value: object, _: type) -> tuple[object, ...]:
        if not isinstance(value, (list, tuple)):
            raise Invalid(f"expected a list, got {json_type(value)}")
        if not homogeneous and len(value) != len(hooks):
            raise Invalid(f"expected a list of {len(hooks)} items, got {len(value)}")
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
                    errors.append(MoreProblems())
                    break
        if errors:
            raise IterableValidationError(f"While structuring {t!r}", errors, t)
        return tuple(result)

    return structure_tuple


def _tuple_unstructure_fn(converter: JsonConverter, t: Any) -> Callable[[Any], list[object]]:
    args = get_args(t)
    if len(args) == 2 and args[1] is Ellipsis:
        item = args[0]
        if converter.is_tagged_union(item):
            # Dispatch on each item's class; the tagged hooks are looked up once per class.
            hooks: dict[type, Callable[[Any], object]] = {}

            def hook_of(kind: type) -> Callable[[Any], object]:
                hook = hooks[kind] = converter.cattrs.get_unstructure_hook(kind)
                return hook

            def unstructure_union_items(value: tuple[object, ...]) -> list[object]:
                get = hooks.get
                return [
                    (get(type(element)) or hook_of(type(element)))(element) for element in value
                ]

            return unstructure_union_items
        if item in (int, str, bool):
            return list
        hook = converter.cattrs.get_unstructure_hook(item)
        by_id = converter.ids.get(hook)
        if by_id is not None:
            get = by_id.get

            def unstructure_known(value: tuple[object, ...]) -> list[object]:
                texts: list[object] = list(map(get, map(id, value)))
                return texts if None not in texts else list(map(hook, value))

            return unstructure_known
        return lambda value: list(map(hook, value))
    unstructure = converter.unstructure
    return lambda value: [unstructure(element) for element in value]


# -- histories: written and read as lists, exactly as tuples of their moves -----------------------


def _is_history(t: object) -> bool:
    return get_origin(t) is History


def _history_structure_fn(converter: JsonConverter, t: Any) -> Callable[[object, type], object]:
    as_tuple: Any = _tuple_of(get_args(t)[0])
    read = converter.cattrs.get_structure_hook(as_tuple)

    def structure_history(value: object, _: type) -> History[object]:
        return History(read(value, as_tuple))

    return structure_history


def _history_unstructure_fn(converter: JsonConverter, t: Any) -> Callable[[Any], list[object]]:
    hook: Callable[[Any], list[object]] = converter.cattrs.get_unstructure_hook(
        _tuple_of(get_args(t)[0])
    )
    return hook


def _tuple_of(item: Any) -> Any:
    """``tuple[item, ...]``, for an ``item`` known only at run time."""
    return tuple.__class_getitem__((item, ...))


# -- attrs classes: an object is required ---------------------------------------------------------


def _attrs_structure_fn(converter: JsonConverter, t: type) -> Callable[[object, type], object]:
    try:
        fast, detailed = fast_and_detailed(converter, t, forbid_extra_keys=True)
    except Exception as exc:  # cattrs' error names the type only: name the class and field
        raise unconvertible(converter, t, exc) from exc

    def structure_attrs(value: object, _: type) -> object:
        if not isinstance(value, dict):
            raise Invalid(f"expected an object, got {json_type(value)}")
        # cattrs' detailed validation collects every error with its path but slows down every
        # object; sound documents are the rule, so the plain function runs first and, only if
        # it fails, the detailed one runs again to report every problem.
        try:
            return fast(value, t)
        except Exception:
            return detailed(value, t)

    return structure_attrs
