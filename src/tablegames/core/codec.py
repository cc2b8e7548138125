"""Codecs: how a game writes a class of its values (its cards) in JSON, as readable names.

A game declares its codecs on its :class:`~tablegames.Game` object
(:attr:`Game.codecs <tablegames.Game.codecs>`); the JSON layer writes each value of a codec's
class as its name and reads names back strictly, and the JSON Schema generator lists the names.
A codec is data, so both read the same table, and the JSON layer's fast paths read it without
calling anything:

>>> import enum
>>> from tablegames.core.codec import Codec
>>> class Suit(enum.Enum):
...     HEARTS = 1
...     SPADES = 2
>>> codec = Codec(Suit, {Suit.HEARTS: "hearts", Suit.SPADES: "spades"}, noun="suit")
>>> codec.by_name["spades"]
<Suit.SPADES: 2>
>>> codec.names[Suit.HEARTS]
'hearts'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Generic, TypeVar

import attrs

from tablegames.core.errors import ConfigError

__all__ = ["Codec"]

T = TypeVar("T")


def _names(value: Mapping[Any, str]) -> dict[Any, str]:
    # A plain dict, not a read-only proxy: writers call its __getitem__ for every card.
    return dict(value)


@attrs.frozen(eq=False)
class Codec(Generic[T]):
    """How the values of one class are written in JSON: each as its name.

    Reading is strict: a value must be a string that is exactly one of the names (no other
    spelling), else the document is refused with a message that says how names are written
    (``"unknown card 'coins 10'; cards are written '<rank> of <suit>', ..."``).

    The tables are read-only by contract (typed as mappings); they are plain dictionaries
    because the JSON layer's writers and readers look them up for every card.

    Attributes:
        cls: The class whose values are written as names (a game's ``Card``).
        names: Each value and its name, in the order the JSON Schema lists them: every value
            of the class that a document may hold.
        noun: What one value is called in messages (``"card"``).
        forms: How names are written, ending the message of a name that is unknown (``"cards
            are written like 'red 3' or 'wild #'"``); empty for no hint.
        by_name: Each name and its value (made from ``names``).
        by_id: The name of each value of ``names`` by the value's ``id()`` (made from
            ``names``): writers find the game's own objects (those its decks hold) without
            hashing them, and call ``names`` for any other equal object. The codec keeps these
            objects alive, so no other object can take their ids while it lives.

    Raises:
        ConfigError: if ``names`` is empty, holds a value that is not a ``cls``, a name that is
            not a non-empty string, or the same name twice.
    """

    cls: type[T]
    names: Mapping[T, str] = attrs.field(converter=_names)
    noun: str = "card"
    forms: str = ""
    by_name: Mapping[str, T] = attrs.field(init=False)
    by_id: Mapping[int, str] = attrs.field(init=False)

    @by_name.default
    def _by_name(self) -> Mapping[str, T]:
        return {name: value for value, name in self.names.items()}

    @by_id.default
    def _by_id(self) -> Mapping[int, str]:
        return {id(value): name for value, name in self.names.items()}

    def __attrs_post_init__(self) -> None:
        what = f"the codec of {getattr(self.cls, '__name__', self.cls)!r}"
        if not self.names:
            raise ConfigError(f"{what} names no value")
        wrong = [value for value in self.names if not isinstance(value, self.cls)]
        if wrong:
            raise ConfigError(f"{what} names {wrong[0]!r}, which is not a {self.cls.__name__}")
        bad = [name for name in self.names.values() if type(name) is not str or not name]
        if bad:
            raise ConfigError(f"{what} has a name that is not a non-empty string: {bad[0]!r}")
        if len(self.by_name) != len(self.names):
            raise ConfigError(f"{what} gives two values the same name")
