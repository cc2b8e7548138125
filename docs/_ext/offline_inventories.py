"""Intersphinx inventories that work offline.

The documentation is built where only package registries are reachable, so Sphinx cannot
download ``objects.inv`` from docs.python.org, attrs.org or catt.rs. This module writes small
inventories holding the objects our pages and signatures refer to, with their real addresses,
so links still point at the official documentation. Add a line here when a page refers to a new
outside object (the nitpicky build says which).
"""

from __future__ import annotations

import zlib
from pathlib import Path

PYTHON = "https://docs.python.org/3/"
ATTRS = "https://www.attrs.org/en/stable/"
CATTRS = "https://catt.rs/en/stable/"

_BUILTIN_FUNCTIONS_PAGE = ("bool", "float", "int", "object", "type")
_STDTYPES_PAGE = (
    "bytearray",
    "bytes",
    "dict",
    "frozenset",
    "list",
    "range",
    "set",
    "str",
    "tuple",
)
_EXCEPTIONS = (
    "AssertionError",
    "BaseException",
    "Exception",
    "KeyError",
    "KeyboardInterrupt",
    "RuntimeError",
    "TypeError",
    "ValueError",
)
_ABC = ("Callable", "Hashable", "Iterable", "Iterator", "Mapping", "Sequence")
_TYPING = ("Any", "Generic", "Literal", "Optional", "Protocol", "TypeVar", "Union")
_MODULES = ("random", "secrets", "json", "enum", "concurrent.futures", "typing")


def _python_entries() -> list[tuple[str, str, str]]:
    entries = [
        (name, "py:class", f"library/functions.html#{name}") for name in _BUILTIN_FUNCTIONS_PAGE
    ]
    entries += [(name, "py:class", f"library/stdtypes.html#{name}") for name in _STDTYPES_PAGE]
    entries += [(name, "py:exception", f"library/exceptions.html#{name}") for name in _EXCEPTIONS]
    entries += [
        (
            f"collections.abc.{name}",
            "py:class",
            f"library/collections.abc.html#collections.abc.{name}",
        )
        for name in _ABC
    ]
    entries += [
        (f"typing.{name}", "py:data", f"library/typing.html#typing.{name}") for name in _TYPING
    ]
    entries += [
        (f"typing.{name}", "py:class", f"library/typing.html#typing.{name}") for name in _TYPING
    ]
    entries += [(name, "py:module", f"library/{name}.html#module-{name}") for name in _MODULES]
    entries += [
        ("None", "py:data", "library/constants.html#None"),
        ("Ellipsis", "py:data", "library/constants.html#Ellipsis"),
        ("enum.Enum", "py:class", "library/enum.html#enum.Enum"),
        ("enum.IntEnum", "py:class", "library/enum.html#enum.IntEnum"),
        ("types.MappingProxyType", "py:class", "library/types.html#types.MappingProxyType"),
        ("pathlib.Path", "py:class", "library/pathlib.html#pathlib.Path"),
        ("datetime.date", "py:class", "library/datetime.html#datetime.date"),
        ("argparse.Namespace", "py:class", "library/argparse.html#argparse.Namespace"),
    ]
    entries += [
        (
            f"concurrent.futures.{name}",
            "py:class",
            f"library/concurrent.futures.html#concurrent.futures.{name}",
        )
        for name in ("Executor", "ProcessPoolExecutor", "ThreadPoolExecutor", "Future")
    ]
    # Type hints name the class where it is defined.
    entries.append(
        (
            "concurrent.futures._base.Executor",
            "py:class",
            "library/concurrent.futures.html#concurrent.futures.Executor",
        )
    )
    return entries


def _attrs_entries() -> list[tuple[str, str, str]]:
    functions = ("frozen", "define", "field", "evolve", "asdict", "fields")
    entries = [(f"attrs.{name}", "py:function", f"api.html#attrs.{name}") for name in functions]
    entries.append(("attrs.AttrsInstance", "py:class", "api.html#attrs.AttrsInstance"))
    return entries


def _cattrs_entries() -> list[tuple[str, str, str]]:
    return [
        ("cattrs.Converter", "py:class", "api.html#cattrs.Converter"),
        ("cattrs.transform_error", "py:function", "api.html#cattrs.transform_error"),
        (
            "cattrs.strategies.configure_tagged_union",
            "py:function",
            "api.html#cattrs.strategies.configure_tagged_union",
        ),
    ]


def _write(path: Path, project: str, entries: list[tuple[str, str, str]]) -> None:
    header = (
        "# Sphinx inventory version 2\n"
        f"# Project: {project}\n"
        "# Version: \n"
        "# The remainder of this file is compressed using zlib.\n"
    ).encode()
    body = "".join(f"{name} {role} 1 {uri} -\n" for name, role, uri in entries).encode()
    path.write_bytes(header + zlib.compress(body))


def intersphinx_mapping(directory: Path) -> dict[str, tuple[str, str]]:
    """Write the inventories into ``directory`` and return Sphinx's ``intersphinx_mapping``."""
    directory.mkdir(parents=True, exist_ok=True)
    mapping = {}
    for key, project, base, entries in (
        ("python", "Python", PYTHON, _python_entries()),
        ("attrs", "attrs", ATTRS, _attrs_entries()),
        ("cattrs", "cattrs", CATTRS, _cattrs_entries()),
    ):
        inventory = directory / f"{key}.inv"
        _write(inventory, project, entries)
        mapping[key] = (base, str(inventory))
    return mapping
