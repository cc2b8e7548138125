"""A fixed action index per game: every move the game can offer has one number, and back.

Reinforcement-learning code works with a fixed set of actions ``0 .. size-1`` and a mask of the
legal ones. An :class:`ActionIndex` numbers the moves of one game at one player count, from the
point of view of the seat that acts: a move that names another seat (a card aimed at a player)
names it by its distance to the left of the actor, so the same number means the same thing to
every seat. :meth:`ActionIndex.index` turns a move into its number (``None`` for a move outside
the index, see the RL guide), :meth:`ActionIndex.move` turns a number back into the move of a
given seat, and :meth:`ActionIndex.mask` marks the legal moves.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Generic

import numpy as np
import numpy.typing as npt
from typing_extensions import TypeVar

from tablegames.core.errors import IllegalMoveError, InvalidMoveError, SeatError
from tablegames.core.rng import as_integer
from tablegames.rl.layout import Layout

__all__ = ["ActionIndex", "TableIndex", "check_action"]

# The game's move type (Any when not given: an index found by the game's name).
MoveT = TypeVar("MoveT", default=Any)


def check_action(action: object, size: int) -> int:
    """Return ``action`` as an int if it is an action number below ``size``.

    What ``gymnasium.spaces.Discrete(size).contains`` accepts is accepted, bools aside: a Python
    int, a NumPy integer (samplers return them) or a 0-d integer array (Stable-Baselines3's
    ``predict`` returns one).

    Raises:
        InvalidMoveError: if ``action`` is not an integer (a bool, a float, a string, an array
            of another shape or of floats...).
        IllegalMoveError: if it is outside ``0 .. size-1`` (code ``"rl.action.out_of_range"``).
    """
    number = as_integer(action)  # the library's one test of an integer, seeds' too
    if number is None:
        raise InvalidMoveError(
            f"an action is an integer from 0 to {size - 1}, got {type(action).__name__} {action!r}"
        )
    if not 0 <= number < size:
        raise IllegalMoveError(
            f"there is no action {number}: actions are numbered 0 to {size - 1}",
            code="rl.action.out_of_range",
        )
    return number


class ActionIndex(abc.ABC, Generic[MoveT]):
    """The fixed numbering of every move of one game at one player count.

    Generic in the game's move type, which :meth:`move` returns: a game's ``actions(players)``
    is an ``ActionIndex[TheMove]``. An index found by the game's name
    (:func:`~tablegames.rl.action_index`, an environment's ``actions``) is an ``ActionIndex``
    of any moves.

    Attributes:
        game: The game's name.
        players: The number of seats.
        layout: The numbers, segment by segment (one segment per kind of move).
    """

    game: str
    players: int
    layout: Layout

    @property
    def size(self) -> int:
        """How many action numbers there are (the size of the mask)."""
        return self.layout.size

    @abc.abstractmethod
    def index(self, move: Any) -> int | None:
        """The number of ``move``, made by its own ``player``; ``None`` if it has none.

        Only moves the index cannot hold have none (a card placed beyond the grid the index
        covers, a bid above the largest numbered bid): the RL guide lists them.
        """

    @abc.abstractmethod
    def _decode(self, number: int, seat: int) -> MoveT | None:
        """The move of ``seat`` numbered ``number``, or ``None`` if it names no move here."""

    def outside(self, move: Any) -> bool:
        """Whether ``move`` is one of the moves this index leaves without a number by design
        (a card placed beyond the grid it covers, a bid above its largest numbered bid: the
        RL guide's "Moves outside the index"). ``False`` by default: every move has a number.

        :func:`~tablegames.testing.check_game` accepts a legal move without a number only when
        this says so, so that a move forgotten by the numbering is caught.
        """
        return False

    def chosen(
        self, agent: Any, seen: Any, legal: Mapping[int, Any], *, who: str, code: str
    ) -> int:
        """The action number of the move ``agent`` (a library agent: ``choose(view, moves)``)
        chooses from the view ``seen`` among ``legal`` (the legal moves by number).

        Raises:
            IllegalMoveError: with ``code`` if the agent chose a move it was not offered
                (``who`` names the agent in the message).
        """
        moves = tuple(legal.values())
        move = agent.choose(seen, moves)
        number = self.index(move)
        if number is None or legal.get(number) != move:
            raise IllegalMoveError(
                f"{who} chose {move}, which is not one of the {len(moves)} moves it was offered",
                code=code,
            )
        return number

    def move(self, number: int, seat: int) -> MoveT:
        """The move of ``seat`` with action number ``number``: the inverse of :meth:`index`.

        Raises:
            InvalidMoveError: if ``number`` is not an integer.
            IllegalMoveError: if it is out of range, or names no move at this player count
                (code ``"rl.action.unknown"``: a tool card on a seat beyond the table).
            SeatError: if ``seat`` is not a seat of the game.
        """
        number = check_action(number, self.size)
        if type(seat) is not int or not 0 <= seat < self.players:
            raise SeatError(f"no player {seat!r} in a {self.players}-player {self.game} game")
        found = self._decode(number, seat)
        if found is None:
            raise IllegalMoveError(
                f"action {number} ({self.describe(number)}) names no move in a "
                f"{self.players}-player game",
                code="rl.action.unknown",
            )
        return found

    def describe(self, number: int) -> str:
        """A short description of an action number, such as ``"play_card[5]"``."""
        segment = self.layout.segment_at(number)
        return f"{segment.name}[{number - segment.start}]"

    def indexed(self, moves: Iterable[Any]) -> dict[int, Any]:
        """The moves that have a number, by number (moves outside the index are left out)."""
        found: dict[int, Any] = {}
        index = self.index
        for move in moves:
            number = index(move)
            if number is not None:
                found[number] = move
        return found

    def mask(self, moves: Iterable[Any]) -> npt.NDArray[np.int8]:
        """An ``int8`` vector of :attr:`size`: 1 at the number of each move that has one."""
        mask = np.zeros(self.size, dtype=np.int8)
        numbers = list(self.indexed(moves))
        if numbers:
            mask[numbers] = 1
        return mask


class TableIndex(ActionIndex[MoveT]):
    """An action index kept as tables: for each number, the move of each seat.

    Used by games whose moves are few (tens or hundreds). ``makers`` gives, for each number in
    order, a function from a seat to its move (or ``None`` when the number names no move for
    that seat). ``outside``, if given, says which moves the table leaves out by design
    (:meth:`ActionIndex.outside`); a function of the module, so that the index pickles.
    """

    def __init__(
        self,
        game: str,
        players: int,
        layout: Layout,
        makers: Sequence[Callable[[int], MoveT | None]],
        *,
        outside: Callable[[Any], bool] | None = None,
    ) -> None:
        if len(makers) != layout.size:
            raise ValueError(f"{len(makers)} move makers for a layout of {layout.size}")
        self.game = game
        self.players = players
        self.layout = layout
        self._moves = tuple(tuple(make(seat) for make in makers) for seat in range(players))
        self._outside = outside
        self._numbers: Mapping[Any, int] = {
            move: number
            for seat_moves in self._moves
            for number, move in enumerate(seat_moves)
            if move is not None
        }

    def index(self, move: Any) -> int | None:
        """The number of ``move``, made by its own ``player``; ``None`` if it has none."""
        return self._numbers.get(move)

    def _decode(self, number: int, seat: int) -> MoveT | None:
        return self._moves[seat][number]

    def outside(self, move: Any) -> bool:
        """Whether ``move`` is one the table leaves out by design (see
        :meth:`ActionIndex.outside`): what the ``outside`` given says, else ``False``."""
        return self._outside is not None and self._outside(move)
