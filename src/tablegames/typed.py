"""The generic API with precise types: each game's own types in, the same game's types out.

The functions of ``tablegames`` take a state, view or move of any game. For type checkers
(mypy, pyright) they are declared here with one overload per game, keyed on the game's name
(a ``Literal``) or on the type of the state or view given, so that under ``mypy --strict``:

* ``new_game("aluette", players=4)`` is an :class:`~tablegames.aluette.AluetteState`;
* ``apply(state, move)`` on an ``AluetteState`` and an ``AluetteMove`` is an ``AluetteState``;
* ``view(state, seat)`` is the game's view (an :class:`~tablegames.aluette.AluetteView`),
  ``legal_moves(state)`` a ``tuple[AluetteMove, ...]``, ``sample_state(view, rng)`` the game's
  state, ``apply_with_events`` a pair of the game's state and ``tuple[AluetteEvent, ...]``
  (:func:`~tablegames.core.events.events_since` and
  :func:`~tablegames.core.events.view_events` that tuple too);
* ``record(state)`` is a ``GameRecord[AluetteState]``, which ``replay`` turns back into an
  ``AluetteState``;
* ``from_json(text, game="aluette", kind="state")`` is an ``AluetteState``: the ``game=`` and
  ``kind=`` arguments narrow the type, and are checked at run time
  (a document of another game or kind raises :class:`~tablegames.FormatError`).

A state whose game is not known statically (a union such as :data:`AnyState`) gives the union
of the results, and a game of your own (a registered variant) falls to a last, generic overload
typed with the protocols :class:`GameState` and :class:`GameView`.

Where a name alone says nothing of the game (``new_game(name, ...)`` with ``name: str``,
``from_json`` without ``game=``), the result is a union of the built-in games' types
(:data:`AnyState`, :data:`AnyDocument`): narrow it with ``isinstance``. A registered variant's
objects are typed as those unions too by these functions; type them with ``typing.cast``, or
with your variant's own typed functions, as the game packages do
(:func:`tablegames.aluette.apply`).

What the types cannot see is caught at run time: a move of another game given to ``apply``
falls to the generic overload and is refused with the code ``core.move.wrong_game``.

These functions are the kernel's own objects (``tablegames.core``), re-exported: the
overloads exist for type checkers only (an ``if TYPE_CHECKING:`` block), so they cost nothing
when a move is applied. Only :func:`~tablegames.from_json` and :func:`~tablegames.from_dict`
are functions of this module, to check ``game=`` and ``kind=``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Literal, Protocol, TypeAlias, Union, overload

from typing_extensions import TypeVar

from tablegames.aluette import AluetteEvent, AluetteMove, AluetteOptions, AluetteState, AluetteView
from tablegames.core import api as _api
from tablegames.core import events as _events
from tablegames.core import json as _json
from tablegames.core.errors import ConfigError, FormatError
from tablegames.core.events import events_since
from tablegames.core.game import Event, Move
from tablegames.core.json import KINDS, MAX_BYTES, Kind
from tablegames.core.protocol import Refusal
from tablegames.core.record import GameRecord
from tablegames.core.record import record as _record
from tablegames.core.record import replay as _replay
from tablegames.core.registry import get_game
from tablegames.core.rng import Rng
from tablegames.core.sample import sample_state as _sample_state
from tablegames.core.text import shown
from tablegames.saboteur import (
    SaboteurEvent,
    SaboteurMove,
    SaboteurOptions,
    SaboteurState,
    SaboteurView,
)
from tablegames.ten import TenEvent, TenMove, TenOptions, TenState, TenView

__all__ = [
    "AluetteDocument",
    "AnyDocument",
    "AnyEvent",
    "AnyMove",
    "AnyOptions",
    "AnyState",
    "AnyView",
    "GameName",
    "GameState",
    "GameView",
    "Kind",
    "SaboteurDocument",
    "TenDocument",
    "apply",
    "apply_with_events",
    "current_player",
    "events_since",
    "from_dict",
    "from_json",
    "is_legal",
    "is_over",
    "legal_moves",
    "new_game",
    "record",
    "render",
    "replay",
    "sample_state",
    "scores",
    "view",
    "view_events",
    "winners",
]

# -- the types ------------------------------------------------------------------------------------

#: The names of the built-in games.
GameName: TypeAlias = Literal["aluette", "saboteur", "ten"]

#: A state of a built-in game.
AnyState: TypeAlias = Union[AluetteState, SaboteurState, TenState]  # noqa: UP007 - read at run time on 3.10
#: A view of a built-in game.
AnyView: TypeAlias = Union[AluetteView, SaboteurView, TenView]  # noqa: UP007
#: A move of a built-in game.
AnyMove: TypeAlias = Union[AluetteMove, SaboteurMove, TenMove]  # noqa: UP007
#: An event of a built-in game.
AnyEvent: TypeAlias = Union[AluetteEvent, SaboteurEvent, TenEvent]  # noqa: UP007
#: The options of a built-in game.
AnyOptions: TypeAlias = Union[AluetteOptions, SaboteurOptions, TenOptions]  # noqa: UP007

#: What an Aluette document holds (a state, view, move, record, tuple of moves or refusal).
AluetteDocument: TypeAlias = Union[  # noqa: UP007
    AluetteState,
    AluetteView,
    AluetteMove,
    GameRecord[AluetteState],
    tuple[AluetteMove, ...],
    Refusal,
]
#: What a Saboteur document holds (a state, view, move, record, tuple of moves or refusal).
SaboteurDocument: TypeAlias = Union[  # noqa: UP007
    SaboteurState,
    SaboteurView,
    SaboteurMove,
    GameRecord[SaboteurState],
    tuple[SaboteurMove, ...],
    Refusal,
]
#: What a TEN document holds (a state, view, move, record, tuple of moves or refusal).
TenDocument: TypeAlias = Union[  # noqa: UP007
    TenState, TenView, TenMove, GameRecord[TenState], tuple[TenMove, ...], Refusal
]
#: What a document of a built-in game holds.
AnyDocument: TypeAlias = Union[AluetteDocument, SaboteurDocument, TenDocument]  # noqa: UP007


class GameState(Protocol):
    """What every game's state has, whatever the game (the :class:`~tablegames.Game` protocol
    requires it): the generic overloads of a game of your own take and return it.

    Every built-in state satisfies it; no view does (views hold neither the seed nor the
    history), so passing a view where a state is needed is a type error.
    """

    @property
    def players(self) -> int:
        """The number of seats."""
        ...

    @property
    def seed(self) -> int:
        """The seed that resolves every shuffle."""
        ...

    @property
    def options(self) -> object:
        """The game's options."""
        ...

    @property
    def history(self) -> Sequence[Move]:
        """Every move applied so far."""
        ...


class GameView(Protocol):
    """What every game's view has, whatever the game: the viewer and its event log."""

    @property
    def player(self) -> int | None:
        """The viewer's seat, or ``None`` for a spectator."""
        ...

    @property
    def events(self) -> Sequence[object]:
        """The viewer's event log."""
        ...


_S = TypeVar("_S", bound=GameState)

# The generic overloads return a union that names the built-in games' types first: a call on a
# union of built-in states (AnyState) then gets the union of each game's result (mypy splits a
# union argument over the overloads only when the last overload's result is a union), and a
# game of your own gets the protocol (the built-in types are subtypes of it).
_AnyMoves: TypeAlias = Union[  # noqa: UP007
    tuple[AluetteMove, ...], tuple[SaboteurMove, ...], tuple[TenMove, ...]
]
_AnyEvents: TypeAlias = Union[  # noqa: UP007
    tuple[AluetteEvent, ...], tuple[SaboteurEvent, ...], tuple[TenEvent, ...]
]

# -- the functions --------------------------------------------------------------------------------
# For type checkers: the overloads, each with an implementation that calls the kernel's function
# (so mypy checks that every keyword of the kernel is kept). At run time: the kernel's objects.

if TYPE_CHECKING:

    @overload
    def new_game(
        game: Literal["aluette"],
        *,
        players: int,
        seed: int | None = None,
        options: AluetteOptions | Mapping[str, object] | None = None,
    ) -> AluetteState: ...
    @overload
    def new_game(
        game: Literal["saboteur"],
        *,
        players: int,
        seed: int | None = None,
        options: SaboteurOptions | Mapping[str, object] | None = None,
    ) -> SaboteurState: ...
    @overload
    def new_game(
        game: Literal["ten"],
        *,
        players: int,
        seed: int | None = None,
        options: TenOptions | Mapping[str, object] | None = None,
    ) -> TenState: ...
    @overload
    def new_game(
        game: str,
        *,
        players: int,
        seed: int | None = None,
        options: object | Mapping[str, object] | None = None,
    ) -> AnyState: ...
    def new_game(
        game: str,
        *,
        players: int,
        seed: int | None = None,
        options: object | Mapping[str, object] | None = None,
    ) -> object:
        """Typed :func:`tablegames.core.api.new_game`."""
        return _api.new_game(game, players=players, seed=seed, options=options)

    def current_player(state: GameState) -> int | None:
        """Typed :func:`tablegames.core.api.current_player`."""
        return _api.current_player(state)

    @overload
    def legal_moves(
        state_or_view: AluetteState | AluetteView, player: int | None = None
    ) -> tuple[AluetteMove, ...]: ...
    @overload
    def legal_moves(
        state_or_view: SaboteurState | SaboteurView, player: int | None = None
    ) -> tuple[SaboteurMove, ...]: ...
    @overload
    def legal_moves(
        state_or_view: TenState | TenView, player: int | None = None
    ) -> tuple[TenMove, ...]: ...
    @overload
    def legal_moves(
        state_or_view: GameState | GameView, player: int | None = None
    ) -> _AnyMoves | tuple[Move, ...]: ...
    def legal_moves(
        state_or_view: GameState | GameView, player: int | None = None
    ) -> tuple[Move, ...]:
        """Typed :func:`tablegames.core.api.legal_moves`."""
        return _api.legal_moves(state_or_view, player)

    @overload
    def apply(state: AluetteState, move: AluetteMove, *, by: int | None = None) -> AluetteState: ...
    @overload
    def apply(
        state: SaboteurState, move: SaboteurMove, *, by: int | None = None
    ) -> SaboteurState: ...
    @overload
    def apply(state: TenState, move: TenMove, *, by: int | None = None) -> TenState: ...
    @overload
    def apply(state: _S, move: Move, *, by: int | None = None) -> _S: ...
    def apply(state: GameState, move: Move, *, by: int | None = None) -> object:
        """Typed :func:`tablegames.core.api.apply`."""
        return _api.apply(state, move, by=by)

    def is_legal(state: GameState, move: Move, *, by: int | None = None) -> bool:
        """Typed :func:`tablegames.core.api.is_legal`."""
        return _api.is_legal(state, move, by=by)

    def is_over(state: GameState) -> bool:
        """Typed :func:`tablegames.core.api.is_over`."""
        return _api.is_over(state)

    def scores(state: GameState) -> tuple[int, ...]:
        """Typed :func:`tablegames.core.api.scores`."""
        return _api.scores(state)

    def winners(state: GameState) -> tuple[int, ...]:
        """Typed :func:`tablegames.core.api.winners`."""
        return _api.winners(state)

    @overload
    def view(state: AluetteState, player: int | None) -> AluetteView: ...
    @overload
    def view(state: SaboteurState, player: int | None) -> SaboteurView: ...
    @overload
    def view(state: TenState, player: int | None) -> TenView: ...
    @overload
    def view(state: GameState, player: int | None) -> AnyView | GameView: ...
    def view(state: GameState, player: int | None) -> object:
        """Typed :func:`tablegames.core.api.view`."""
        return _api.view(state, player)

    def render(state_or_view: GameState | GameView) -> str:
        """Typed :func:`tablegames.core.api.render`."""
        return _api.render(state_or_view)

    def record(state: _S) -> GameRecord[_S]:
        """Typed :func:`tablegames.core.record.record`."""
        return _record(state)

    _R = TypeVar("_R")

    def replay(game_record: GameRecord[_R]) -> _R:
        """Typed :func:`tablegames.core.record.replay`."""
        return _replay(game_record)

    @overload
    def sample_state(view: AluetteView, rng: Rng | int) -> AluetteState: ...
    @overload
    def sample_state(view: SaboteurView, rng: Rng | int) -> SaboteurState: ...
    @overload
    def sample_state(view: TenView, rng: Rng | int) -> TenState: ...
    @overload
    def sample_state(view: GameView, rng: Rng | int) -> AnyState | GameState: ...
    def sample_state(view: GameView, rng: Rng | int) -> object:
        """Typed :func:`tablegames.core.sample.sample_state`."""
        return _sample_state(view, rng)

    @overload
    def apply_with_events(
        state: AluetteState, move: AluetteMove, *, by: int | None = None
    ) -> tuple[AluetteState, tuple[AluetteEvent, ...]]: ...
    @overload
    def apply_with_events(
        state: SaboteurState, move: SaboteurMove, *, by: int | None = None
    ) -> tuple[SaboteurState, tuple[SaboteurEvent, ...]]: ...
    @overload
    def apply_with_events(
        state: TenState, move: TenMove, *, by: int | None = None
    ) -> tuple[TenState, tuple[TenEvent, ...]]: ...
    @overload
    def apply_with_events(
        state: _S, move: Move, *, by: int | None = None
    ) -> tuple[_S, _AnyEvents] | tuple[_S, tuple[Event, ...]]: ...
    def apply_with_events(
        state: GameState, move: Move, *, by: int | None = None
    ) -> tuple[object, tuple[object, ...]]:
        """Typed :func:`tablegames.core.events.apply_with_events`."""
        return _events.apply_with_events(state, move, by=by)

    @overload
    def view_events(
        before: AluetteState, after: AluetteState, seat: int | None
    ) -> tuple[AluetteEvent, ...]: ...
    @overload
    def view_events(
        before: SaboteurState, after: SaboteurState, seat: int | None
    ) -> tuple[SaboteurEvent, ...]: ...
    @overload
    def view_events(
        before: TenState, after: TenState, seat: int | None
    ) -> tuple[TenEvent, ...]: ...
    @overload
    def view_events(before: _S, after: _S, seat: int | None) -> _AnyEvents | tuple[Event, ...]: ...
    def view_events(before: GameState, after: GameState, seat: int | None) -> tuple[object, ...]:
        """Typed :func:`tablegames.core.events.view_events`."""
        return _events.view_events(before, after, seat)

else:
    new_game = _api.new_game
    current_player = _api.current_player
    legal_moves = _api.legal_moves
    apply = _api.apply
    is_legal = _api.is_legal
    is_over = _api.is_over
    scores = _api.scores
    winners = _api.winners
    view = _api.view
    render = _api.render
    record = _record
    replay = _replay
    sample_state = _sample_state
    apply_with_events = _events.apply_with_events
    view_events = _events.view_events


# -- reading documents, narrowed by game and kind ---------------------------------------------
#
# Overloads for type checkers: both game= and kind= (one type); game= only (that game's
# documents); kind= only (that kind in any built-in game); neither (any document).


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["aluette"],
    kind: Literal["state"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> AluetteState: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["aluette"],
    kind: Literal["view"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> AluetteView: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["aluette"],
    kind: Literal["move"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> AluetteMove: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["aluette"],
    kind: Literal["record"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> GameRecord[AluetteState]: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["aluette"],
    kind: Literal["moves"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> tuple[AluetteMove, ...]: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["aluette"],
    kind: Literal["error"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> Refusal: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["saboteur"],
    kind: Literal["state"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> SaboteurState: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["saboteur"],
    kind: Literal["view"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> SaboteurView: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["saboteur"],
    kind: Literal["move"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> SaboteurMove: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["saboteur"],
    kind: Literal["record"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> GameRecord[SaboteurState]: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["saboteur"],
    kind: Literal["moves"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> tuple[SaboteurMove, ...]: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["saboteur"],
    kind: Literal["error"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> Refusal: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["ten"],
    kind: Literal["state"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> TenState: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["ten"],
    kind: Literal["view"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> TenView: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["ten"],
    kind: Literal["move"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> TenMove: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["ten"],
    kind: Literal["record"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> GameRecord[TenState]: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["ten"],
    kind: Literal["moves"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> tuple[TenMove, ...]: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["ten"],
    kind: Literal["error"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> Refusal: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["aluette"],
    kind: None = ...,
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> AluetteDocument: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["saboteur"],
    kind: None = ...,
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> SaboteurDocument: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: Literal["ten"],
    kind: None = ...,
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> TenDocument: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: str | None = ...,
    kind: Literal["state"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> AnyState: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: str | None = ...,
    kind: Literal["view"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> AnyView: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: str | None = ...,
    kind: Literal["move"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> AnyMove: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: str | None = ...,
    kind: Literal["record"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> GameRecord[AluetteState] | GameRecord[SaboteurState] | GameRecord[TenState]: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: str | None = ...,
    kind: Literal["moves"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> tuple[AluetteMove, ...] | tuple[SaboteurMove, ...] | tuple[TenMove, ...]: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: str | None = ...,
    kind: Literal["error"],
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> Refusal: ...


@overload
def from_json(
    text: str | bytes,
    *,
    game: str | None = ...,
    kind: Kind | None = ...,
    max_bytes: int | None = ...,
    verify_history: bool = ...,
) -> AnyDocument: ...
def from_json(
    text: str | bytes,
    *,
    game: str | None = None,
    kind: Kind | None = None,
    max_bytes: int | None = MAX_BYTES,
    verify_history: bool = False,
) -> object:
    """Read a document written by :func:`to_json` (or by a front end in any language).

    Reading is safe on hostile text: it takes time linear in the text's length, refuses a
    text longer than ``max_bytes`` before parsing it, and every failure is a
    :class:`~tablegames.FormatError` whose message is bounded (see :doc:`/security`).

    Args:
        text: The JSON text, as ``str`` or ``bytes``.
        game: The game the document must be of (``"aluette"``); ``None`` accepts any.
            Given, type checkers know the result is of that game.
        kind: The kind of document it must be (``"state"``, ``"view"``, ``"move"``,
            ``"record"``, ``"moves"``, ``"error"``); ``None`` accepts any. Given with
            ``game``, type checkers know the exact type (``AluetteState``).
        max_bytes: Refuse texts longer than this many bytes (UTF-8);
            :data:`~tablegames.core.json.plain.MAX_BYTES` (4 MB) by default, ``None`` for
            no limit.
        verify_history: For a state, also replay its history from its seed and require the
            result to be exactly this state (see :func:`from_dict`).

    Returns:
        The state, view, move, record, tuple of moves or :class:`~tablegames.Refusal` the
        document holds.

    Raises:
        FormatError: if the text is too long or not JSON, or the document is malformed, of a
            newer version, inconsistent, or not of the ``game`` or ``kind`` asked for; the
            message names the bad fields.
        ConfigError: if ``game`` is not a registered game or ``kind`` not a kind of document.

    >>> import tablegames
    >>> text = tablegames.to_json(tablegames.new_game("ten", players=2, seed=1))
    >>> tablegames.from_json(text, game="ten", kind="state")
    <TenState turn 1, seat 1 to draw>
    >>> tablegames.from_json(text, game="aluette")
    Traceback (most recent call last):
    ...
    tablegames.core.errors.FormatError: $.game: expected a document of the game 'aluette', got 'ten'
    """
    if game is None and kind is None:
        return _json.from_json(text, max_bytes=max_bytes, verify_history=verify_history)
    _check_wanted(game, kind)
    document = _json.loads(text, max_bytes)
    _check_envelope(document, game, kind)
    return _json.from_dict(document, verify_history=verify_history)


@overload
def from_dict(
    document: object,
    *,
    game: Literal["aluette"],
    kind: Literal["state"],
    verify_history: bool = ...,
) -> AluetteState: ...


@overload
def from_dict(
    document: object, *, game: Literal["aluette"], kind: Literal["view"], verify_history: bool = ...
) -> AluetteView: ...


@overload
def from_dict(
    document: object, *, game: Literal["aluette"], kind: Literal["move"], verify_history: bool = ...
) -> AluetteMove: ...


@overload
def from_dict(
    document: object,
    *,
    game: Literal["aluette"],
    kind: Literal["record"],
    verify_history: bool = ...,
) -> GameRecord[AluetteState]: ...


@overload
def from_dict(
    document: object,
    *,
    game: Literal["aluette"],
    kind: Literal["moves"],
    verify_history: bool = ...,
) -> tuple[AluetteMove, ...]: ...


@overload
def from_dict(
    document: object,
    *,
    game: Literal["aluette"],
    kind: Literal["error"],
    verify_history: bool = ...,
) -> Refusal: ...


@overload
def from_dict(
    document: object,
    *,
    game: Literal["saboteur"],
    kind: Literal["state"],
    verify_history: bool = ...,
) -> SaboteurState: ...


@overload
def from_dict(
    document: object,
    *,
    game: Literal["saboteur"],
    kind: Literal["view"],
    verify_history: bool = ...,
) -> SaboteurView: ...


@overload
def from_dict(
    document: object,
    *,
    game: Literal["saboteur"],
    kind: Literal["move"],
    verify_history: bool = ...,
) -> SaboteurMove: ...


@overload
def from_dict(
    document: object,
    *,
    game: Literal["saboteur"],
    kind: Literal["record"],
    verify_history: bool = ...,
) -> GameRecord[SaboteurState]: ...


@overload
def from_dict(
    document: object,
    *,
    game: Literal["saboteur"],
    kind: Literal["moves"],
    verify_history: bool = ...,
) -> tuple[SaboteurMove, ...]: ...


@overload
def from_dict(
    document: object,
    *,
    game: Literal["saboteur"],
    kind: Literal["error"],
    verify_history: bool = ...,
) -> Refusal: ...


@overload
def from_dict(
    document: object, *, game: Literal["ten"], kind: Literal["state"], verify_history: bool = ...
) -> TenState: ...


@overload
def from_dict(
    document: object, *, game: Literal["ten"], kind: Literal["view"], verify_history: bool = ...
) -> TenView: ...


@overload
def from_dict(
    document: object, *, game: Literal["ten"], kind: Literal["move"], verify_history: bool = ...
) -> TenMove: ...


@overload
def from_dict(
    document: object, *, game: Literal["ten"], kind: Literal["record"], verify_history: bool = ...
) -> GameRecord[TenState]: ...


@overload
def from_dict(
    document: object, *, game: Literal["ten"], kind: Literal["moves"], verify_history: bool = ...
) -> tuple[TenMove, ...]: ...


@overload
def from_dict(
    document: object, *, game: Literal["ten"], kind: Literal["error"], verify_history: bool = ...
) -> Refusal: ...


@overload
def from_dict(
    document: object, *, game: Literal["aluette"], kind: None = ..., verify_history: bool = ...
) -> AluetteDocument: ...


@overload
def from_dict(
    document: object, *, game: Literal["saboteur"], kind: None = ..., verify_history: bool = ...
) -> SaboteurDocument: ...


@overload
def from_dict(
    document: object, *, game: Literal["ten"], kind: None = ..., verify_history: bool = ...
) -> TenDocument: ...


@overload
def from_dict(
    document: object, *, game: str | None = ..., kind: Literal["state"], verify_history: bool = ...
) -> AnyState: ...


@overload
def from_dict(
    document: object, *, game: str | None = ..., kind: Literal["view"], verify_history: bool = ...
) -> AnyView: ...


@overload
def from_dict(
    document: object, *, game: str | None = ..., kind: Literal["move"], verify_history: bool = ...
) -> AnyMove: ...


@overload
def from_dict(
    document: object, *, game: str | None = ..., kind: Literal["record"], verify_history: bool = ...
) -> GameRecord[AluetteState] | GameRecord[SaboteurState] | GameRecord[TenState]: ...


@overload
def from_dict(
    document: object, *, game: str | None = ..., kind: Literal["moves"], verify_history: bool = ...
) -> tuple[AluetteMove, ...] | tuple[SaboteurMove, ...] | tuple[TenMove, ...]: ...


@overload
def from_dict(
    document: object, *, game: str | None = ..., kind: Literal["error"], verify_history: bool = ...
) -> Refusal: ...


@overload
def from_dict(
    document: object, *, game: str | None = ..., kind: Kind | None = ..., verify_history: bool = ...
) -> AnyDocument: ...
def from_dict(
    document: object,
    *,
    game: str | None = None,
    kind: Kind | None = None,
    verify_history: bool = False,
) -> object:
    """Read a document (the envelope) and return the state, view, move or record inside.

    It is ``tablegames.core.json.from_dict``, which checks states and views for
    consistency as well as structure, with ``game`` and ``kind`` as in :func:`from_json`.

    Args:
        document: The parsed JSON document.
        game: The game the document must be of; ``None`` accepts any.
        kind: The kind of document it must be; ``None`` accepts any.
        verify_history: For a state, also replay its moves from its seed and options and
            require the result to equal the state (see
            ``tablegames.core.json.from_dict``).

    Returns:
        What the document holds, as :func:`from_json` returns it.

    Raises:
        FormatError: naming what is wrong, including a document of another game or kind than
            the one asked for; nothing inconsistent is ever returned.
        ConfigError: if ``game`` is not a registered game or ``kind`` not a kind of document.
    """
    if game is not None or kind is not None:
        _check_wanted(game, kind)
        _check_envelope(document, game, kind)
    return _json.from_dict(document, verify_history=verify_history)


def _check_wanted(game: object, kind: object) -> None:
    """Refuse a ``game`` or ``kind`` argument that no document can have (a caller's mistake)."""
    if game is not None:
        get_game(game)  # type: ignore[arg-type]  # it raises ConfigError for a non-string too
    if kind is not None and kind not in KINDS:
        raise ConfigError(f"kind must be one of {', '.join(KINDS)} or None, got {shown(kind)}")


def _check_envelope(document: object, game: str | None, kind: str | None) -> None:
    """Refuse a document of another game or kind than asked for, before reading its data.

    Anything else wrong with the envelope (a missing key, an unknown kind) is left to the
    reader, whose messages say it.
    """
    if not isinstance(document, dict):
        return
    for key, wanted, what in (("game", game, "of the game"), ("kind", kind, "of the kind")):
        found = document.get(key)
        if wanted is not None and key in document and found != wanted:
            got = repr(found) if isinstance(found, str) and len(found) <= 40 else shown(found)
            raise FormatError(f"$.{key}: expected a document {what} {wanted!r}, got {got}")
