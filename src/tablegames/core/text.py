"""Words shared by the games' narrations and the library's messages.

The renderers of every game speak to one viewer (``None`` for a spectator), so a seat is "you"
for its own player and "seat 2" for everybody else, in the same words in every game; seats are
numbered from 1 there, as in every text people read (:func:`tablegames.core.words.seat_number`;
the game's own words, :mod:`tablegames.core.words`, say the same in any language). Messages
about untrusted values (errors, refusals) describe them with :func:`shown`, in bounded length.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final, cast

__all__ = [
    "SEAT_FIELDS",
    "SEAT_FIELD_ENDINGS",
    "count",
    "is_seat_field",
    "listed",
    "named",
    "seat_list",
    "seat_name",
    "shown",
    "snake_case",
    "who",
    "whose",
]


def count(number: int, noun: str) -> str:
    """``1 card``, ``3 cards``: a number and its noun, plural unless the number is one."""
    return f"{number} {noun}" + ("" if number == 1 else "s")


def seat_list(seats: tuple[int, ...] | list[int], viewer: int | None) -> str:
    """``seats 1 and 2``, or ``you and seat 2`` when the viewer is among them: seats numbered
    from 1, as people read them (seat 0 is "seat 1").

    >>> from tablegames.core.text import seat_list
    >>> seat_list([0, 1], None), seat_list([0, 1], 0), seat_list([2], None)
    ('seats 1 and 2', 'you and seat 2', 'seat 3')
    """
    if viewer in seats:
        parts = ["you", *(f"seat {seat + 1}" for seat in seats if seat != viewer)]
        prefix = ""
    elif len(seats) == 1:
        return f"seat {seats[0] + 1}"
    else:
        parts, prefix = [str(seat + 1) for seat in seats], "seats "
    if len(parts) == 1:
        return prefix + parts[0]
    return prefix + ", ".join(parts[:-1]) + " and " + parts[-1]


#: The names of the fields that hold a seat (:func:`is_seat_field`), besides those ending in
#: :data:`SEAT_FIELD_ENDINGS`. The web table's generic page (``server/static/table.js``) reads
#: a view's fields by the same names; a test holds the two together.
SEAT_FIELDS: Final = frozenset({"player", "seat", "target", "to_act", "dealer", "leader"})
#: The endings of the other names of fields that hold a seat (``to_player``, ``from_seat``).
SEAT_FIELD_ENDINGS: Final = ("_player", "_seat")


def is_seat_field(name: str) -> bool:
    """Whether a field of a move, an event or a view holds a seat, by its name: one of
    :data:`SEAT_FIELDS` (``player``, ``seat``, ``target``, ``to_act``, ``dealer``,
    ``leader``), or a name ending ``_player`` or ``_seat`` (``to_player``). The plain words of
    a game without a catalogue, its default notation and the web table's page for a game
    without a page of its own count such a seat from 1 (neither of the first two writes
    ``player``, the seat making the move).

    >>> from tablegames.core.text import is_seat_field
    >>> is_seat_field("target"), is_seat_field("dealer"), is_seat_field("from_seat")
    (True, True, True)
    >>> is_seat_field("rank")
    False
    """
    return name in SEAT_FIELDS or name.endswith(SEAT_FIELD_ENDINGS)


def seat_name(seat: int, viewer: int | None) -> str:
    """``you`` for the viewer's own seat, else ``seat 3`` (numbered from 1): a seat inside a
    sentence (:func:`who` starts one).

    >>> from tablegames.core.text import seat_name
    >>> seat_name(2, None), seat_name(2, 2)
    ('seat 3', 'you')
    """
    return "you" if seat == viewer else f"seat {seat + 1}"


def who(seat: int, viewer: int | None) -> str:
    """``You`` for the viewer's own seat, else ``Seat 3`` (numbered from 1): the subject of a
    sentence.

    >>> from tablegames.core.text import who
    >>> who(2, None), who(2, 2)
    ('Seat 3', 'You')
    """
    return "You" if seat == viewer else f"Seat {seat + 1}"


def whose(seat: int, viewer: int | None) -> str:
    """``your`` for the viewer's own seat, else ``seat 3's`` (numbered from 1).

    >>> from tablegames.core.text import whose
    >>> whose(2, None), whose(2, 2)
    ("seat 3's", 'your')
    """
    return "your" if seat == viewer else f"seat {seat + 1}'s"


def listed(texts: Iterable[str]) -> str:
    """Move texts listed for a message: joined by commas, or by semicolons when one of them
    holds a comma (a game's default notation, ``ask 2, 5``), which would read as two.

    >>> from tablegames.core.text import listed
    >>> listed(["draw", "stop"]), listed(["ask 2, 5", "ask 3, 5"])
    ('draw, stop', 'ask 2, 5; ask 3, 5')
    """
    texts = list(texts)
    return ("; " if any("," in text for text in texts) else ", ").join(texts)


def named(value: object, limit: int = 40) -> str:
    """A name from a caller or a request, for a message: quoted as Python writes it when it is
    a string of at most ``limit`` characters, else described by :func:`shown` (cut).

    >>> from tablegames.core.text import named
    >>> named("ten"), named("x" * 50)[:20], named(3)
    ("'ten'", "the string 'xxxxxxxx", '3')
    """
    return repr(value) if type(value) is str and len(value) <= limit else shown(value, limit)


def shown(value: object, limit: int = 40) -> str:
    """``value`` described in at most ``limit`` characters, for messages about untrusted values.

    Safe and cheap on anything a hostile caller or document can supply: strings are cut before
    they are quoted, integers too long to print (Python refuses to print more than a few
    thousand digits) are described by their size, containers by their length, and an object
    whose ``repr`` fails is described by its class.

    >>> from tablegames.core.text import shown
    >>> shown("3 of coins")
    "the string '3 of coins'"
    >>> shown(10**5000)
    'an integer of about 5001 digits'
    >>> shown([[1, 2]] * 1000)
    'a list of 1000 items'
    """
    kind = type(value)
    if kind is str:
        text = f"the string {value[:limit]!r}"  # type: ignore[index]
    elif kind is int:
        text = _shown_int(value)  # type: ignore[arg-type]
    elif kind in (list, tuple, dict, set, frozenset):
        items = list(value.items()) if kind is dict else value  # type: ignore[attr-defined]
        count = len(items)  # type: ignore[arg-type]
        if count <= 4 and all(_is_small(item) for item in items):  # type: ignore[attr-defined]
            text = repr(value)
        else:
            text = f"a {kind.__name__} of {count} items"
    else:
        try:
            text = repr(value)
        except Exception:  # a hostile __repr__ must not hide the real problem
            text = f"a {kind.__name__}"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _shown_int(value: int) -> str:
    if value.bit_length() <= 256:
        return repr(value)
    digits = int(value.bit_length() * 0.30103) + 1
    return f"{'a negative' if value < 0 else 'an'} integer of about {digits} digits"


def _is_small(value: object) -> bool:
    """Whether ``repr(value)`` is short and cannot fail: a small scalar or a pair of them."""
    kind = type(value)
    if kind is tuple:
        items = cast("tuple[object, ...]", value)
        return len(items) <= 2 and all(_is_small(item) for item in items)
    if kind is int:
        return cast(int, value).bit_length() <= 256
    if kind is str:
        return len(cast(str, value)) <= 100
    return kind in (float, bool, type(None))


def snake_case(name: str) -> str:
    """Return the snake_case form of a CamelCase class name.

    >>> from tablegames.core.text import snake_case
    >>> snake_case("PlacePath")
    'place_path'
    """
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()
