"""Seeded, version-stable randomness.

Python's :mod:`random` does not promise the same sequence across versions, so tablegames
uses its own small generator: SplitMix64 (Steele, Lea and Flood, 2014; the seeding generator
of xoshiro). It is a few lines of integer arithmetic, so every Python on every platform
produces the same numbers, and a pinned test catches any accidental change.

Chance in a game is always derived from the game's seed and a *stream key* naming the
moment (``"deal", 3``), so a state never needs to carry a generator: the same seed and the
same key give the same shuffle, and nothing in a view predicts the next one.
"""

from __future__ import annotations

import operator
import secrets
from collections.abc import Sequence
from typing import TypeVar

from tablegames.core.errors import ConfigError
from tablegames.core.text import shown

__all__ = ["MAX_SEED", "Rng", "as_integer", "check_seed", "fresh_seed"]

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN_GAMMA = 0x9E3779B97F4A7C15
_LIMIT = 1 << 64

#: Seeds are integers from 0 to 2**53 - 1, so that they survive a round trip through any
#: JSON parser (JavaScript numbers are exact only up to 2**53).
MAX_SEED = (1 << 53) - 1


def as_integer(value: object) -> int | None:
    """``value`` as a plain :class:`int` if it is an integer, else ``None``.

    An integer is anything with ``__index__`` (Python's own mark of a true integer): an
    :class:`int`, a NumPy integer (``np.int64(3)``), a 0-d integer array; never a bool (NumPy's
    included), a float, a string or a larger array. The library never imports NumPy for this:
    the result is the same plain :class:`int` whatever the caller passed.

    >>> from fractions import Fraction
    >>> from tablegames.core.rng import as_integer
    >>> as_integer(3), as_integer(True), as_integer(3.0), as_integer("3"), as_integer(Fraction(3))
    (3, None, None, None, None)
    """
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        return None
    try:
        return operator.index(value)  # type: ignore[arg-type] # has __index__, checked above
    except TypeError:  # NumPy's bool and larger arrays have __index__ but refuse it
        return None


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _key_to_int(key: int | str) -> int:
    if isinstance(key, int):
        return key & _MASK
    if not isinstance(key, str):
        raise ConfigError(f"a stream key is an integer or a string, got {shown(key)}")
    # FNV-1a over UTF-8: stable everywhere, unlike hash(str).
    value = 0xCBF29CE484222325
    for byte in key.encode("utf-8"):
        value = ((value ^ byte) * 0x100000001B3) & _MASK
    return value


class Rng:
    """A SplitMix64 generator.

    Instances are small mutable helpers meant to live inside one function call (a shuffle
    while dealing); game states store seeds, never generators.

    >>> from tablegames.core.rng import Rng
    >>> rng = Rng(42)
    >>> rng.next_u64()
    13679457532755275413
    >>> Rng(42, "deal", 1).shuffle(range(6))
    (1, 4, 3, 5, 2, 0)
    """

    __slots__ = ("_state",)

    def __init__(self, seed: int, *stream: int | str) -> None:
        number = as_integer(seed)
        if number is None:
            raise ConfigError(f"a seed is an integer, got {shown(seed)}")
        state = number & _MASK
        for key in stream:
            # Each key is folded in through a full mixing step, so streams ("deal", 1) and
            # ("deal", 2) are unrelated sequences rather than shifted copies of one another.
            state = _mix((state + _GOLDEN_GAMMA) & _MASK) ^ _mix(
                (_key_to_int(key) + 2 * _GOLDEN_GAMMA) & _MASK
            )
        self._state = state

    def next_u64(self) -> int:
        """Return the next 64-bit output."""
        self._state = (self._state + _GOLDEN_GAMMA) & _MASK
        return _mix(self._state)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``range(n)``, without modulo bias.

        Raises:
            ConfigError: if ``n`` is not a positive integer (a :class:`ValueError` too).
        """
        if type(n) is not int or n <= 0:
            raise ConfigError(f"below() needs a positive integer bound, got {shown(n)}")
        limit = _LIMIT - _LIMIT % n
        # next_u64() and _mix() written out: every random bot's choice and every shuffle's
        # swap comes here, and two calls cost more than the arithmetic.
        state = self._state
        while True:
            state = (state + _GOLDEN_GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            value = z ^ (z >> 31)
            if value < limit:
                self._state = state
                return value % n

    def shuffle(self, items: Sequence[T] | range) -> tuple[T, ...]:
        """Return the items in a uniformly random order (Fisher-Yates), as a new tuple."""
        result: list[T] = list(items)  # type: ignore[arg-type]
        for i in range(len(result) - 1, 0, -1):
            j = self.below(i + 1)
            result[i], result[j] = result[j], result[i]
        return tuple(result)

    def choice(self, items: Sequence[T]) -> T:
        """Return one item chosen uniformly.

        Raises:
            ConfigError: if ``items`` is empty (a :class:`ValueError` too).
        """
        if not items:
            raise ConfigError("choice() from an empty sequence")
        return items[self.below(len(items))]


def fresh_seed() -> int:
    """Return a new seed drawn from the operating system's randomness (:mod:`secrets`)."""
    return secrets.randbelow(MAX_SEED + 1)


def check_seed(seed: object) -> int:
    """Return ``seed`` as a plain :class:`int` if it is a valid seed.

    Any integer is taken (:func:`as_integer`: a NumPy integer from a sampler, a 0-d integer
    array), and the plain :class:`int` is what states and JSON documents then hold.

    Raises:
        ConfigError: if ``seed`` is not an integer from 0 to 2**53 - 1 (a bool, a float or a
            string is not).
    """
    number = as_integer(seed)
    if number is None or not 0 <= number <= MAX_SEED:
        raise ConfigError(
            f"a seed must be an integer from 0 to 2**53 - 1 (so that JSON keeps it exact), "
            f"got {shown(seed)}"
        )
    return number
