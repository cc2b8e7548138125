"""Reading errors with paths: every problem of a document named by where it is.

cattrs reports a structuring failure as a tree of exceptions annotated with the field names and
list indexes that led to them; :func:`format_errors` turns that tree into lines of the form
``"$.data.hands[1][0]: unknown card 'coins 10'"``, which :class:`~tablegames.FormatError`
carries. Values quoted in messages are cut short (:func:`quote`, :func:`brief`): a message
never echoes a hostile document back.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection
from typing import Final

from cattrs.errors import (
    ClassValidationError,
    ForbiddenExtraKeysError,
    IterableValidationError,
    IterableValidationNote,
)

from tablegames.core.errors import MAX_ERRORS, InvalidMoveError
from tablegames.core.text import shown

__all__ = [
    "SHOWN",
    "Invalid",
    "MoreProblems",
    "brief",
    "format_errors",
    "json_type",
    "path_of",
    "quote",
    "unknown_fields",
    "unknown_names",
]

#: Values quoted in messages are cut to this many characters.
SHOWN: Final = 80


class Invalid(ValueError):
    """A value of the right JSON type whose content is wrong; its message is shown as is."""


class MoreProblems(Exception):
    """Marks where the reader stopped collecting the problems of a list (there may be more)."""


def json_type(value: object) -> str:
    """The JSON type of ``value``, with the value itself if it is a short scalar."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return f"the number {shown(value, SHOWN)}"
    if isinstance(value, str):
        return f"the string {quote(value)}"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def quote(text: str) -> str:
    """``repr(text)``, cut to about 80 characters."""
    return repr(text[:SHOWN]) + ("..." if len(text) > SHOWN else "")


def brief(value: object) -> str:
    """A JSON value as a message shows it: a short scalar as itself, anything else its type."""
    if isinstance(value, str):
        return quote(value)
    if value is None or isinstance(value, (bool, int, float)):
        return shown(value, SHOWN) if value is not None else "null"
    return json_type(value)


def path_of(keys: list[object], last: object) -> str:
    """The path of the value at ``last`` inside the containers at ``keys`` (the first key is
    the document's own, and not part of the path): ``$.data.hands[1]``."""
    path = "$"
    for key in [*keys[1:], last] if keys else []:
        if isinstance(key, int):
            path += f"[{key}]"
        elif isinstance(key, str) and key.isidentifier() and len(key) <= SHOWN:
            path += f".{key}"
        else:
            path += f"[{quote(str(key))}]"
    return path


def unknown_names(names: Collection[str]) -> str:
    """``"unknown field(s): a, b and 3 more"``: the first few names (in order), each cut."""
    first = heapq.nsmallest(5, names)
    listed = ", ".join(
        name if name.isidentifier() and len(name) <= SHOWN else quote(name) for name in first
    )
    more = len(names) - len(first)
    return "unknown field(s): " + listed + (f" and {more} more" if more else "")


def unknown_fields(
    data: dict[str, object], known: tuple[str, ...], where: list[object]
) -> list[str]:
    """A problem for each of the first unknown keys of ``data`` (only those are formatted)."""
    unknown = [key for key in data if key not in known]
    if len(unknown) <= 5:
        return [f"{path_of(where, key)}: unknown field" for key in unknown]
    return [f"{path_of(where[:-1], where[-1])}: {unknown_names(unknown)}"]


def _format_exception(exc: BaseException) -> str:
    if isinstance(exc, KeyError):
        return "missing required field"
    if isinstance(exc, ForbiddenExtraKeysError):
        return unknown_names(exc.extra_fields)
    if isinstance(exc, (ValueError, TypeError)) and str(exc):
        # Our hooks, the games' card parsers and move validators all explain themselves.
        return str(exc)
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    return f"cannot be read ({type(exc).__name__})"


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
    if len(problems) >= MAX_ERRORS - 1 or isinstance(exc, MoreProblems):
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
