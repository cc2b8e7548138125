"""Strict scalars, enums and named values (codecs): the leaves of every document.

Reading is strict: an integer must be a JSON integer (``3.0`` and ``true`` are refused) within
:data:`~tablegames.core.json.plain.MAX_INTEGER`, a boolean ``true`` or ``false``, a string a
string. Enums are written as their lowercase names; the values of a game's codecs (its cards)
as their names. Every refusal is an :class:`~tablegames.core.json.problems.Invalid` whose
message says what was expected and what was found; cattrs adds the path.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from tablegames.core.codec import Codec
from tablegames.core.json.plain import MAX_INTEGER
from tablegames.core.json.problems import SHOWN, Invalid, json_type, quote
from tablegames.core.text import shown

__all__ = [
    "codec_hooks",
    "enum_names",
    "enum_structure_hook",
    "enum_unstructure_factory",
    "is_enum",
    "strict_int",
    "strict_str",
    "structure_bool",
]

#: A structure hook: cattrs calls it with the value and the type to make of it.
StructureHook = Callable[[object, type], object]


def strict_int(enum_hook: Callable[[type], StructureHook]) -> StructureHook:
    """The hook of ``int``: exactly an integer, from -(2**53 - 1) to 2**53 - 1.

    IntEnum and IntFlag members reach int's hook too (cattrs dispatches on the MRO, where
    ``int`` comes before ``Enum``): they are passed on to ``enum_hook(t)``, their enum's hook,
    and written as names like every enum.
    """

    def structure_int(value: object, t: type) -> object:
        if t is not int and is_enum(t):
            return enum_hook(t)(value, t)
        if type(value) is not int:
            raise Invalid(f"expected an integer, got {json_type(value)}")
        if not -MAX_INTEGER <= value <= MAX_INTEGER:
            raise Invalid(
                f"expected an integer from -(2**53 - 1) to 2**53 - 1, got {shown(value, SHOWN)}"
            )
        return value

    return structure_int


def strict_str(enum_hook: Callable[[type], StructureHook]) -> StructureHook:
    """The hook of ``str``: exactly a string (a StrEnum goes to its enum's hook, as for
    :func:`strict_int`)."""

    def structure_str(value: object, t: type) -> object:
        if t is not str and is_enum(t):
            return enum_hook(t)(value, t)
        if type(value) is not str:
            raise Invalid(f"expected a string, got {json_type(value)}")
        return value

    return structure_str


def structure_bool(value: object, _: type) -> bool:
    """The hook of ``bool``: exactly ``true`` or ``false``."""
    if type(value) is not bool:
        raise Invalid(f"expected true or false, got {json_type(value)}")
    return value


def is_enum(t: object) -> bool:
    """Whether ``t`` is an enum class."""
    return isinstance(t, type) and issubclass(t, enum.Enum)


def enum_names(t: type[enum.Enum]) -> dict[str, enum.Enum]:
    """Each member of the enum ``t`` by its lowercase name, as documents write it."""
    return {member.name.lower(): member for member in t}


def enum_structure_hook(by_name: dict[str, enum.Enum]) -> StructureHook:
    """The structure hook of an enum whose members by name are ``by_name`` (:func:`enum_names`):
    one of the names, exactly."""
    choices = ", ".join(by_name)

    def structure_enum(value: object, _: type) -> enum.Enum:
        if type(value) is not str:
            raise Invalid(f"expected one of {choices}; got {json_type(value)}")
        try:
            return by_name[value]
        except KeyError:
            raise Invalid(f"expected one of {choices}; got {quote(value)}") from None

    return structure_enum


def enum_unstructure_factory(t: type[enum.Enum]) -> Callable[[enum.Enum], str]:
    """The unstructure hook of an enum: its member's lowercase name."""
    names = {member: member.name.lower() for member in t}
    return names.__getitem__


def codec_hooks(codec: Codec[object]) -> tuple[StructureHook, Callable[[object], str]]:
    """The structure and unstructure hooks of a codec's class: a value is written as its name.

    The unstructure hook is the codec's own ``names.__getitem__``; the structure hook looks the
    name up and refuses anything else, saying how names are written (:attr:`Codec.forms
    <tablegames.core.codec.Codec.forms>`).
    """
    by_name = codec.by_name
    noun = codec.noun
    hint = f"; {codec.forms}" if codec.forms else ""

    def structure_name(value: object, _: type) -> object:
        if isinstance(value, str):
            found = by_name.get(value)
            if found is not None:
                return found
            raise Invalid(f"unknown {noun} {quote(value)}{hint}")
        raise Invalid(f"expected a {noun}'s name, got {json_type(value)}")

    return structure_name, codec.names.__getitem__
