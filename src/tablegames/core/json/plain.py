"""Plain JSON: the text parsed and written, and the limits on what reading accepts.

Everything here is about JSON itself, before any tablegames class is involved: :func:`loads`
parses untrusted text in time linear in its length (refusing texts too long, nested too deep or
holding integers too long to convert), :func:`check_plain` refuses Python data that JSON could
not have produced, and :func:`dumps` writes documents in their fixed field order.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Iterator, Mapping
from typing import Final, cast

from tablegames.core.errors import FormatError
from tablegames.core.json.problems import path_of

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_INTEGER",
    "MAX_VALUES",
    "check_plain",
    "dumps",
    "loads",
]

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


def dumps(document: Mapping[str, object], indent: int | None = None) -> str:
    """Serialize an unstructured document to JSON text (field order kept).

    Documents are trees (what :func:`~tablegames.to_dict` and
    :func:`~tablegames.core.json.to_snapshot` return cannot hold itself), so the encoder does
    not look for cycles, which costs a sixth of its time on every list and object; data that
    does hold itself raises :class:`RecursionError`.
    """
    if indent is None:
        return _ENCODER.encode(document)  # made once: json.dumps makes one per call
    return json.dumps(
        document, indent=indent, ensure_ascii=False, allow_nan=False, check_circular=False
    )


#: The encoder of :func:`dumps` without indentation.
_ENCODER: Final = json.JSONEncoder(ensure_ascii=False, allow_nan=False, check_circular=False)


def loads(text: str | bytes, max_bytes: int | None = MAX_BYTES) -> object:
    """Parse JSON text; raise :class:`~tablegames.FormatError` on anything that is not JSON.

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


def check_plain(document: object) -> None:
    """Refuse data that ``json.loads`` could not have produced, before reading any of it.

    Python callers can pass anything to :func:`~tablegames.from_dict`: subclasses of dict,
    list, str or int whose methods lie, keys that are not strings, NaN, lists nested in
    themselves or shared so that a few kilobytes stand for billions of values. Only exact JSON
    types pass (tuples count as lists); nesting and the number of values are bounded
    (:data:`MAX_DEPTH`, :data:`MAX_VALUES`), so this walk and everything after it take time
    linear in the data.

    Raises:
        FormatError: naming the path of the first value that is not plain JSON data.
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
                    raise FormatError(f"{path_of(keys, key)}: {value!r} is not a JSON number")
                continue
            frame: Iterator[tuple[object, object]]
            if kind is dict:
                mapping = cast("dict[object, object]", value)
                if not set(map(type, mapping)) <= {str}:
                    raise FormatError(f"{path_of(keys, key)}: an object's keys must be strings")
                frame, size = iter(mapping.items()), len(mapping)
            elif kind is list or kind is tuple:
                items = cast("list[object]", value)
                frame, size = enumerate(items), len(items)
            else:
                raise FormatError(
                    f"{path_of(keys, key)}: expected plain JSON data (dict, list, str, int, "
                    f"float, bool or None), got a {kind.__name__}"
                )
            budget -= size
            if budget < 0:
                raise FormatError(f"the document holds more than {MAX_VALUES} values")
            if len(frames) > MAX_DEPTH:
                raise FormatError(f"{path_of(keys, key)}: nested more than {MAX_DEPTH} deep")
            frames.append(frame)
            keys.append(key)
            break
        else:
            frames.pop()
            if keys:
                keys.pop()
