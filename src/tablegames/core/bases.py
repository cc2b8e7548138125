"""The generic bases of a game's state and view classes: they carry the game's types.

A game's state class inherits ``GameState[S, M, V, E]``, naming itself (``S``), its move type
(``M``, often a union of move classes), its view class (``V``) and its event type (``E``); its
view class inherits ``GameView[S, M, E]``::

    @attrs.frozen(weakref_slot=False)
    class AluetteState(GameState["AluetteState", AluetteMove, "AluetteView", AluetteEvent]):
        ...

    @attrs.frozen
    class AluetteView(GameView[AluetteState, AluetteMove, AluetteEvent]):
        ...

That is all a type checker needs to type the generic functions without a line per game:
:func:`tablegames.apply` is declared ``apply(state: GameState[S, M, V, E], move: M) -> S``, so
under ``mypy --strict`` the ``apply`` of an ``AluetteState`` and an ``AluetteMove`` is an
``AluetteState``, a move of another game is a type error, and so is a view where a state is
needed (see :mod:`tablegames.typed`).

The bases cost nothing at run time: they hold no field, and no slot but the state's event log
(:class:`GameState`), so instances keep their speed (attrs' slotted classes,
:func:`~tablegames.core.states.evolver` and pickling work as on a class without them). Their
only methods make copying free: states, views and moves are immutable values, so
``copy.copy`` and ``copy.deepcopy`` give the object itself (see :class:`Immutable`),
where the default copy rebuilt every field (1.5 ms for a state in the middle of a game).
States and views have two more: ``_repr_svg_``, which Jupyter calls to show a state or a view as
the picture of its table (:func:`tablegames.to_svg`) when its game draws one, and a short
``__repr__`` (who acts, never the history or a hidden card), which a class declared with
``@attrs.frozen(repr=False)`` keeps (attrs' own repr prints every field). The other members
below exist for type checkers only: what every state and view has, whatever the game.

A game's move classes inherit :class:`GameMove`, for the same free copies::

    @attrs.frozen
    class PlayCard(GameMove):
        ...

A state's class that does not inherit :class:`GameState` is still played by the generic
functions at run time (they dispatch on the registered class), but type checkers refuse it
there: inherit the bases to be typed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeAlias

from typing_extensions import Self, TypeVar

from tablegames.core.game import Event
from tablegames.core.svg import repr_svg

__all__ = ["AnyState", "AnyView", "GameMove", "GameState", "GameView", "HasMoves", "Immutable"]

# The state's own type and the view's and event's types only come out of the generic functions
# (covariant); the move type also goes in (``apply(state, move)``), so it is invariant in a
# state: a state of one game never accepts another game's move. A view only gives moves out.
S_co = TypeVar("S_co", covariant=True)
V_co = TypeVar("V_co", covariant=True)
E_co = TypeVar("E_co", covariant=True)
M = TypeVar("M")
M_co = TypeVar("M_co", covariant=True)


class Immutable:
    """The base of immutable values: ``copy.copy`` and ``copy.deepcopy`` give ``self``.

    A copy of a value that never changes is the value itself, as for a tuple or a string: a
    search that copies the state it explores (OpenSpiel's ``clone`` deep-copies it) then pays
    nothing. Every field of a subclass must be immutable too (frozen attrs instances, tuples,
    enums, numbers, strings; a :class:`~tablegames.core.history.History`), which frozen game
    states, views and moves are.

    >>> import copy
    >>> import tablegames
    >>> state = tablegames.new_game("ten", players=2, seed=1)
    >>> move = tablegames.legal_moves(state)[0]
    >>> copy.deepcopy(state) is state, copy.copy(move) is move
    (True, True)

    To change a field of a copy in a test (to tamper with a move, say), make a new instance
    first (:func:`attrs.evolve`), never ``copy.copy``.
    """

    __slots__ = ()

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        return self


class GameMove(Immutable):
    """The base of a game's move classes: copying a move gives the move itself.

    It holds no field and no slot; the type of a game's moves is still its union of move
    classes (``AluetteMove``), not this class.
    """

    __slots__ = ()


class HasMoves(Immutable, Generic[M_co]):
    """A state or a view: something :func:`~tablegames.legal_moves` lists moves of ``M_co`` for.

    Covariant, so that the moves may be read as a wider type (``tuple[object, ...]``).
    """

    __slots__ = ()

    def _repr_svg_(self) -> str | None:
        """The picture Jupyter shows: :func:`tablegames.to_svg` of a state (everything) or of
        a view (what its viewer sees); ``None``, so that Jupyter shows the text ``repr``, when
        the game draws no pictures (see :func:`tablegames.core.svg.repr_svg`)."""
        return repr_svg(self)


def _status(state_or_view: object) -> str:
    """``player 1 to act``, or ``over``: who acts, as the generic repr says it (``""`` when
    the object's game cannot tell)."""
    from tablegames.core.api import current_player  # the API's module imports the bases

    try:
        seat = current_player(state_or_view)
    except Exception:  # a repr never raises: an unregistered class, a view that cannot tell
        return ""
    return "over" if seat is None else f"player {seat} to act"


class GameState(HasMoves[M], Generic[S_co, M, V_co, E_co]):
    """The base of a game's state class: ``GameState[TheState, TheMove, TheView, TheEvent]``.

    Its type parameters are the state class itself (the type :func:`~tablegames.apply`
    returns), the game's move type (a move class or a union of them: what ``apply`` accepts),
    its view class (what :func:`~tablegames.view` returns) and its event type.

    Type checkers know the attributes every state has (the :class:`~tablegames.Game` protocol
    requires them) on any ``GameState``: ``players``, ``seed``, ``options``, ``history`` (a
    sequence of the game's moves) and ``events`` (a tuple of its events).

    Its two slots are no fields: they take no part in equality, hashing or JSON.
    ``_event_log`` links the event logs the game went through, which
    :func:`~tablegames.core.recall.recall` reads (see :mod:`tablegames.core.recall`); ``apply``
    fills it in constant time. ``_derived`` is the game's own: a value it computes from the
    fields and keeps with the state (Saboteur keeps its maze's network there).

    Its ``repr`` is short, as every game's: the class and who acts (``<SwapState player 1 to
    act>``, ``<SwapState over>``), players counted from 0 as the ``player`` fields count them.
    A state class declared with ``@attrs.frozen(repr=False)`` keeps it; the built-in games
    write their own, which says where the game stands too (``<TenState turn 1, player 1 to
    draw>``).
    """

    __slots__ = ("_derived", "_event_log")

    def __repr__(self) -> str:
        status = _status(self)
        return f"<{type(self).__name__} {status}>" if status else f"<{type(self).__name__}>"

    if TYPE_CHECKING:  # what every state has (the Game protocol requires it): typing only
        _derived: Any

        @property
        def players(self) -> int:
            """The number of seats."""

        @property
        def seed(self) -> int:
            """The seed that resolves every shuffle."""

        @property
        def options(self) -> object:
            """The game's options."""

        @property
        def history(self) -> Sequence[M]:
            """Every move applied so far."""

        @property
        def events(self) -> tuple[E_co, ...]:
            """The current period's event log, private events included."""


class GameView(HasMoves[M_co], Generic[S_co, M_co, E_co]):
    """The base of a game's view class: ``GameView[TheState, TheMove, TheEvent]``.

    Its type parameters are the game's state class (what :func:`~tablegames.sample_state`
    returns), its move type (the viewer's legal moves) and its event type. Type checkers know
    ``player`` (the viewer's seat, ``None`` for a spectator) and ``events`` on any ``GameView``.

    Its one slot, ``_derived``, is no field, as the state's: a value the game computes from the
    view's fields and keeps with it.

    Its ``repr`` is the state's with the viewer (``<SwapView of player 0, player 1 to act>``,
    ``<SwapView of a spectator, over>``), for a view class declared with
    ``@attrs.frozen(repr=False)``.
    """

    __slots__ = ("_derived",)

    def __repr__(self) -> str:
        seat = getattr(self, "player", None)
        viewer = f"player {seat}" if type(seat) is int else "a spectator"
        status = _status(self)
        return f"<{type(self).__name__} of {viewer}" + (f", {status}>" if status else ">")

    if TYPE_CHECKING:  # what every view has: typing only
        _derived: Any

        @property
        def player(self) -> int | None:
            """The viewer's seat, or ``None`` for a spectator."""

        @property
        def events(self) -> tuple[E_co, ...]:
            """The viewer's event log: public events and the viewer's private ones."""


#: A state of some game, whose types are not known statically (what ``new_game`` of a name
#: that is a plain ``str`` gives): the generic functions return states, views and events of
#: some game, and accept any move (the run time checks it).
AnyState: TypeAlias = GameState["AnyState", Any, "AnyView", Event]
#: A view of some game, whose types are not known statically. The state sampled from it
#: (:func:`~tablegames.sample_state`) is a ``GameState[Any, Any, Any, Event]``, not an
#: :data:`AnyState`: with ``AnyState`` here, pyright's check of a game's state against
#: ``AnyState`` recursed twice at each level (through the state's type and its view's), and
#: cost about 2 s at every use of either alias.
AnyView: TypeAlias = GameView[GameState[Any, Any, Any, Event], Any, Event]
