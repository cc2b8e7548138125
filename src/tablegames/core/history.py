"""A game's history as an immutable sequence that grows by one move in constant time.

A state carries every move applied so far. Held in a tuple, the history is copied whole on
every move (``history + (move,)``): a game of ``n`` moves copies ``n**2 / 2`` references, which
in a long game of TEN costs more than the rules of the move themselves. A :class:`History`
instead shares one list with the histories it grew from. Each history reads the first
``len(history)`` entries of the list, which nothing ever changes: a history only appends past
the end of the list, and only when its own length is the list's (it is the longest history of
that list); any other (an older state played again, as a search does) copies its entries
first, as a tuple would. Playing a game forward thus appends in place, and every state of the
game keeps the moves it had.

To the user a history is a read-only sequence: ``len``, indexing, iteration, ``in``,
``index`` and ``count``; slices, concatenation (``history + (move,)``) and repetition are
tuples. It equals any history or tuple of the same moves
and hashes as that tuple, so states holding either compare and hash alike.

>>> from tablegames.core.history import History
>>> first = History().appended("a").appended("b")
>>> later = first.appended("c")
>>> branch = first.appended("x")  # first already grew to "c": this copies, then appends
>>> later, branch, first
(History(('a', 'b', 'c')), History(('a', 'b', 'x')), History(('a', 'b')))
>>> first == ("a", "b"), hash(first) == hash(("a", "b")), later[-1], later[:2]
(True, True, 'c', ('a', 'b'))
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Generic, TypeVar, overload

__all__ = ["History", "grown"]

T = TypeVar("T")


#: A history at most this long reprs whole.
_REPR_WHOLE = 8


class History(Sequence[T], Generic[T]):
    """An immutable sequence of moves that :meth:`appended` extends in constant time.

    Args:
        items: The moves, oldest first (copied).
    """

    __slots__ = ("_items", "_length")

    _items: list[T]
    _length: int

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._items = list(items)
        self._length = len(self._items)

    def appended(self, item: T) -> History[T]:
        """This history with ``item`` added at the end; ``self`` is unchanged.

        Amortized constant time when ``self`` is the longest history of its list (a game played
        forward); otherwise the moves are copied once, into a new list.
        """
        items = self._items
        length = self._length
        if len(items) == length:
            items.append(item)
            # Two threads appending to the same history at once both pass the test above; the
            # one whose item did not land at ``length`` copies, as a branch does.
            if items[length] is item:
                new: History[T] = _new(History)
                new._items = items
                new._length = length + 1
                return new
        new = _new(History)
        new._items = items[:length]
        new._items.append(item)
        new._length = length + 1
        return new

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        if isinstance(index, slice):
            return tuple(self._items[: self._length][index])
        length = self._length
        position = operator.index(index)
        if position < 0:
            position += length
        if not 0 <= position < length:
            raise IndexError("history index out of range")
        return self._items[position]

    def __iter__(self) -> Iterator[T]:
        return itertools.islice(self._items, self._length)

    def __reversed__(self) -> Iterator[T]:
        return reversed(self._items[: self._length])

    def __contains__(self, item: object) -> bool:
        return item in self._items[: self._length]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, History):
            if self._length != other._length:
                return False
            if self._items is other._items:  # one list: the same moves
                return True
            return self._items[: self._length] == other._items[: other._length]
        if isinstance(other, tuple):
            return len(other) == self._length and tuple(self._items[: self._length]) == other
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __add__(self, other: object) -> tuple[T, ...]:
        if isinstance(other, (History, tuple)):
            return tuple(self._items[: self._length]) + tuple(other)
        return NotImplemented

    def __radd__(self, other: object) -> tuple[T, ...]:
        if isinstance(other, tuple):
            return other + tuple(self._items[: self._length])
        return NotImplemented

    def __mul__(self, times: int) -> tuple[T, ...]:
        return tuple(self._items[: self._length]) * times

    __rmul__ = __mul__

    def __hash__(self) -> int:
        return hash(tuple(self._items[: self._length]))

    def __repr__(self) -> str:
        # Whole while it is short; a long one (a finished game has hundreds of moves) says
        # its length with its first and last moves, so a REPL does not print kilobytes.
        if self._length <= _REPR_WHOLE:
            return f"History({tuple(self._items[: self._length])!r})"
        first = ", ".join(repr(item) for item in self._items[:3])
        return f"<History of {self._length} moves: {first}, …, {self._items[self._length - 1]!r}>"

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled (for another process) as its own moves only, not the whole shared list.
        return (History, (tuple(self._items[: self._length]),))

    def __copy__(self) -> History[T]:
        return self  # immutable

    def __deepcopy__(self, memo: dict[int, object]) -> History[T]:
        from copy import deepcopy

        return History(deepcopy(tuple(self), memo))


def grown(history: Sequence[T], item: T) -> History[T]:
    """``history`` with ``item`` appended, as a :class:`History` (the rules call this per move).

    A state's history is a :class:`History`, unless it was given as a tuple (through
    ``attrs.evolve``, say): that one is copied into a new history first.

    >>> from tablegames.core.history import grown
    >>> grown(("a",), "b")
    History(('a', 'b'))
    """
    if type(history) is History:
        return history.appended(item)
    return History(history).appended(item)


_new = object.__new__
