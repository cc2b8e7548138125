"""Tagged unions: moves and events carry a ``"type"`` tag, written first, read to find the class.

The tag of a class is its snake_case name (``PlayCard`` -> ``"play_card"``). A union of tagged
classes (a game's move union, its event union) is read by looking the tag up; a document with
exactly the member's keys goes straight to the member's exact function, anything else through
the member's plain and detailed functions, which say what is wrong.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, get_args

import attrs
from cattrs.errors import ForbiddenExtraKeysError

from tablegames.core.json.converter import JsonConverter
from tablegames.core.json.generated import (
    OtherKeys,
    compact_fns,
    exact_member_fn,
    fast_and_detailed,
    tagged_unstructure_fn,
    unconvertible,
)
from tablegames.core.json.problems import Invalid, json_type, quote
from tablegames.core.text import snake_case

__all__ = ["install", "register_tagged", "snake_case"]


def install(converter: JsonConverter) -> None:
    """Register the hook of unions of tagged classes (after every other hook: it comes first)."""
    converter.cattrs.register_structure_hook_factory(
        converter.is_tagged_union, lambda t: _tagged_union_fn(converter, t)
    )


def register_tagged(converter: JsonConverter, *classes: type) -> None:
    """Give each class a ``"type"`` tag in ``converter``: written first, and used to read unions
    of them.

    The tag is the snake_case class name (``PlayCard`` -> ``"play_card"``). Register the hooks
    of the classes' fields (codecs) first: the tagged classes' functions are generated now and
    capture them.

    Raises:
        ConfigError: naming the class, its field and the field's type, if a field has a type
            the converter has no hooks for (``object``, ``tuple[object, ...]``).
    """
    for cls in classes:
        tag = snake_case(cls.__name__)
        converter.tags[cls] = tag
        c = converter.cattrs
        try:
            c.register_unstructure_hook(cls, tagged_unstructure_fn(converter, cls, tag))
            c.register_structure_hook(cls, _tagged_member_hook(converter, cls, tag))
            converter.compact[cls] = compact_fns(converter, cls, tag)
        except Exception as exc:  # cattrs' error names the type only: name the class and field
            raise unconvertible(converter, cls, exc) from exc


def _tagged_member_hook(
    converter: JsonConverter, cls: type, tag: str
) -> Callable[[object, type], object]:
    # Extra keys are checked here rather than by cattrs, which would also refuse the tag.
    fast, detailed = fast_and_detailed(converter, cls, forbid_extra_keys=False, tag=tag)
    allowed = frozenset({field.name for field in attrs.fields(cls)} | {"type"})
    converter.members[cls] = (allowed, fast, detailed)
    converter.exact[cls] = exact_member_fn(converter, cls, tag)

    def fields(value: Any, _: type) -> object:
        try:
            return fast(value, cls)
        except Exception:
            return detailed(value, cls)

    def structure_member(value: object, _: type) -> object:
        if not isinstance(value, dict):
            raise Invalid(f"expected an object, got {json_type(value)}")
        if value.get("type", tag) != tag:
            raise Invalid(f"expected type {tag!r}, got {json_type(value.get('type'))}")
        if not allowed.issuperset(value):
            raise ForbiddenExtraKeysError("", cls, set(value) - allowed)
        return fields(value, cls)

    # Lists of this class (Aluette's signals) read each member by its exact function too.
    converter.exact_items[structure_member] = {tag: converter.exact[cls]}
    return structure_member


def _tagged_union_fn(converter: JsonConverter, t: Any) -> Callable[[object, type], object]:
    optional = type(None) in get_args(t)
    members = {converter.tags[m]: m for m in get_args(t) if m is not type(None)}
    # The union has checked the object and its tag: go straight to the member's fields.
    direct: dict[
        object,
        tuple[type, frozenset[str], Callable[[Any, type], object], Callable[[Any, type], object]],
    ] = {tag: (m, *converter.members[m]) for tag, m in members.items()}
    exact: dict[object, Callable[[Any], object]] = {
        tag: converter.exact[m] for tag, m in members.items()
    }
    choices = ", ".join(members)

    def refuse(value: object) -> Invalid:
        if not isinstance(value, dict):
            return Invalid(f"expected an object with a 'type' field, got {json_type(value)}")
        tag = value.get("type")
        if tag is None:
            found = "no 'type' field"
        elif isinstance(tag, str):
            found = f"type {quote(tag)}"
        else:
            found = f"type {json_type(tag)}"
        return Invalid(f"{found} is not one of: {choices}")

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
        except OtherKeys:
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

    converter.exact_items[structure_union] = exact  # for lists of members
    return structure_union
