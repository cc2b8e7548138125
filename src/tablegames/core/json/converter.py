"""The JSON converter: a cattrs converter, and the tables its generated code reads.

Each registered game has its own :class:`JsonConverter`
(:func:`~tablegames.core.json.games.converter_for`), made from what the game declares: its
codecs, its move and event classes.
The hooks (:mod:`.scalars`, :mod:`.hooks`, :mod:`.unions`) and the functions generated for each
class (:mod:`.generated`) find what they need of the game in the converter's tables, filled as
cattrs asks for hooks: a table belongs to one converter, and is forgotten with it.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping
from typing import Any, Union, get_args, get_origin

import cattrs

from tablegames.core.errors import ConfigError, FormatError
from tablegames.core.json.problems import format_errors
from tablegames.core.json.scalars import (
    StructureHook,
    enum_names,
    enum_structure_hook,
    is_enum,
    strict_int,
    strict_str,
)

__all__ = [
    "Compact",
    "JsonConverter",
    "Member",
    "SnapshotPlan",
    "UnconvertibleClassError",
    "is_tuple",
]


class UnconvertibleClassError(ConfigError):
    """A class whose JSON functions cannot be made: one of its fields has a type the converter
    has no hooks for. Its message names the class, the field and the field's type.

    Raised when the functions are made (a game's converter, a state class read for the first
    time), whatever the document: :meth:`~tablegames.core.json.JsonConverter.read` lets it
    through, not as a :class:`~tablegames.FormatError`.
    """


#: A tagged class's allowed keys (its fields and ``"type"``) and its plain and detailed
#: structure functions (see :func:`~tablegames.core.json.generated.fast_and_detailed`).
Member = tuple[frozenset[str], Callable[[Any, type], object], Callable[[Any, type], object]]
#: A tagged class's field names, and its writer and reader of compact members (see
#: :func:`~tablegames.core.json.generated.compact_fns`).
Compact = tuple[tuple[str, ...], Callable[[Any], list[Any]], Callable[[Any], object] | None]
#: How a state class's snapshots are written and read (see :mod:`.snapshots`).
SnapshotPlan = tuple[
    Callable[[Any], dict[str, Any]],
    dict[str, tuple[Any, dict[object, Callable[[Any], object] | None]]],
]


def is_tuple(t: object) -> bool:
    """Whether ``t`` is a parametrised tuple type (``tuple[int, ...]``, ``tuple[int, str]``)."""
    return get_origin(t) is tuple and bool(get_args(t))


class JsonConverter:
    """A cattrs converter configured for tablegames documents, with its tables.

    Its tables are memos of this converter (filled as cattrs makes each class's hooks) and
    name what the generated code reads instead of calling hooks: a card's name table, the
    exact reader of each tag, the compact writer of each event class.

    Attributes:
        cattrs: The cattrs converter.
        structure: ``cattrs.structure``.
        unstructure: ``cattrs.unstructure``.
        tags: Each tagged class (a move or event of the game) and its ``"type"`` tag.
        members: Each tagged class's allowed keys and its plain and detailed structure functions,
            for unions to call directly (a history is hundreds of union members: every call
            saved counts).
        exact: Each tagged class's function for a document with exactly its keys (see
            ``tablegames.core.json.generated.exact_member_fn``).
        compact: Each tagged class's field names and compact writer and reader, for
            snapshots' event logs.
        names: Each codec's or enum's structure hook and its table of names: for a ``str``
            (exactly) that the table holds, the hook returns the table's value; readers look
            the common case up without calling the hook.
        ids: Each codec's unstructure hook and its table of names by the ids of the game's
            own objects (see :attr:`Codec.by_id <tablegames.core.codec.Codec.by_id>`).
        exact_items: Each tagged member's or union's structure hook and the exact functions of
            its members by tag, for lists of them (histories, event logs).
        snapshot_plans: Each state class's snapshot plan, made on first use.
        enum_hooks: Each enum class read so far and its structure hook.
        int_hook: The hook of ``int`` (see ``tablegames.core.json.scalars.strict_int``).
        str_hook: The hook of ``str``.
    """

    __slots__ = (
        "cattrs",
        "compact",
        "enum_hooks",
        "exact",
        "exact_items",
        "ids",
        "int_hook",
        "members",
        "names",
        "snapshot_plans",
        "str_hook",
        "structure",
        "tags",
        "unstructure",
    )

    def __init__(self) -> None:
        self.cattrs = cattrs.Converter(detailed_validation=True, forbid_extra_keys=True)
        self.structure = self.cattrs.structure
        self.unstructure = self.cattrs.unstructure
        self.tags: dict[type, str] = {}
        self.members: dict[type, Member] = {}
        self.exact: dict[type, Callable[[Any], object]] = {}
        self.compact: dict[type, Compact] = {}
        self.names: dict[object, Mapping[str, object]] = {}
        self.ids: dict[object, Mapping[int, object]] = {}
        self.exact_items: dict[object, dict[object, Callable[[Any], object]]] = {}
        self.snapshot_plans: dict[type, SnapshotPlan] = {}
        self.enum_hooks: dict[type, StructureHook] = {}
        self.int_hook = strict_int(self.enum_hook)
        self.str_hook = strict_str(self.enum_hook)

    def enum_hook(self, t: type) -> StructureHook:
        """The structure hook of the enum ``t``, made once; its names table goes into
        :attr:`names`, so that readers look members up without calling it."""
        hook = self.enum_hooks.get(t)
        if hook is None:
            by_name = enum_names(t)
            hook = self.enum_hooks[t] = enum_structure_hook(by_name)
            self.names[hook] = by_name
        return hook

    def any_enum_hook(self, value: object, t: type) -> object:
        """Read ``value`` as a member of the enum ``t`` with ``t``'s own hook (for a cattrs
        that dispatches every enum class to one hook)."""
        return self.enum_hook(t)(value, t)

    def structure_hook(self, t: Any) -> StructureHook:
        """The converter's structure hook for ``t``, or for an enum the enum's own hook.

        An IntEnum's hook is the integer hook, which passes it on to the enum's hook (see
        ``tablegames.core.json.scalars.strict_int``): asking for the enum's hook directly
        saves a call and a test per value. Any hook registered for the enum itself (a codec's)
        comes first.
        """
        hook: StructureHook = self.cattrs.get_structure_hook(t)
        if (hook is self.int_hook or hook is self.str_hook or hook == self.any_enum_hook) and (
            is_enum(t)
        ):
            return self.enum_hook(t)
        return hook

    def read(self, data: object, cls: Any, path: str) -> Any:
        """Structure ``data`` as ``cls``; raise :class:`~tablegames.FormatError` naming every
        bad field, each path starting with ``path``."""
        try:
            return self.cattrs.structure(data, cls)
        except UnconvertibleClassError:  # the class is at fault, not the document
            raise
        except Exception as exc:  # whatever untrusted data breaks is reported as a format error
            raise FormatError(
                "the document does not fit the format", format_errors(exc, path)
            ) from None

    def is_tagged_union(self, t: object) -> bool:
        """Whether ``t`` is a union of tagged classes (``None`` allowed)."""
        if get_origin(t) not in (Union, types.UnionType):
            return False
        members = [a for a in get_args(t) if a is not type(None)]
        return bool(members) and all(m in self.tags for m in members)

    def tagged_items(self, kind: Any) -> tuple[type, ...]:
        """The classes of the items of ``kind`` if it is ``tuple[X, ...]`` of tagged objects:
        ``X`` a tagged class or a union of them (``None`` excluded); else ``()``."""
        args = get_args(kind) if is_tuple(kind) else ()
        if len(args) != 2 or args[1] is not Ellipsis:
            return ()
        item = args[0]
        if item in self.tags:
            return (item,)
        members = get_args(item)
        return members if self.is_tagged_union(item) and type(None) not in members else ()
