"""The generic API with precise types: each game's own types in, the same game's types out.

The functions of ``tablegames`` take a state, view or move of any game. For type checkers
(mypy, pyright) they are declared here once, generic in the game's types, which they read from
the argument: a game's state class inherits
:class:`GameState[S, M, V, E] <tablegames.core.bases.GameState>` (naming itself, its move type,
its view class and its event type) and its view class
:class:`GameView[S, M, E] <tablegames.core.bases.GameView>`. So under ``mypy --strict``, for
the state ``state`` of a game whose classes are ``TheState``, ``TheMove``, ``TheView`` and
``TheEvent``:

* ``apply(state, move)`` is a ``TheState``, and a move of another game is a type error;
* ``view(state, seat)`` is a ``TheView``, ``legal_moves(state)`` (or of the view) a
  ``tuple[TheMove, ...]``, ``parse_move(state, text)`` (or of the view) a ``TheMove``,
  ``sample_state(view, rng)`` a ``TheState``;
* ``recall(state, seat)`` a ``tuple[TheEvent, ...]``;
* ``apply_with_events`` a pair of ``TheState`` and ``tuple[TheEvent, ...]``
  (:func:`~tablegames.core.events.events_since` and
  :func:`~tablegames.core.events.view_events` that tuple too);
* ``record(state)`` a ``GameRecord[TheState]``, which ``replay`` turns back into a
  ``TheState``;
* a view where a state is needed (``apply``, ``record``, ``view``) is a type error, and so is
  a state where a view is needed (``sample_state``).

``new_game`` is typed by the game it is given: the name of a game that comes with tablegames
(a ``Literal`` declared, with the game's state type, in the generated module
:mod:`tablegames.names`), or any game object (``new_game(GAME, players=2)`` is the state type
of ``GAME``, a :class:`Game[S, V, M, O] <tablegames.Game>`). A name in a ``str`` variable, or
the name of a game from another distribution, gives an :data:`AnyState`: a state of some game,
on which the same functions give an :data:`AnyState` (``apply``), an :data:`AnyView`
(``view``), and moves typed ``Any``; ``sample_state`` of an :data:`AnyView` gives a
``GameState[Any, Any, Any, Event]``, on which ``apply`` gives ``Any``.

``from_json(text, cls)`` and ``from_dict(document, cls)`` take the class to read, as cattrs'
``structure`` does, and return an instance of it (checked when the document is read): a
state or view class, a move class or the tuple of a game's move classes (its move type),
``GameRecord[TheState]``, ``tuple[TheMove, ...]`` for a list of moves, or
:class:`~tablegames.Refusal`. Without a class they return ``object``.

What the types cannot see is caught at run time: a move of another game given to ``apply``
through an :data:`AnyState` is refused with the code ``core.move.wrong_game``.

These functions are the kernel's own objects (``tablegames.core``), re-exported: the
declarations exist for type checkers only (an ``if TYPE_CHECKING:`` block), so they cost
nothing when a move is applied. Only :func:`~tablegames.from_json` and
:func:`~tablegames.from_dict` are functions of this module, to read the class asked for.

This module names no game: a game added to tablegames, or from another distribution, is typed
by the bases its classes inherit, with no line here.
"""

from __future__ import annotations

import types
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, TypeAlias, Union, get_args, get_origin, overload

import attrs
from typing_extensions import TypeVar

from tablegames.core import api as _api
from tablegames.core import events as _events
from tablegames.core import json as _json
from tablegames.core import recall as _recall
from tablegames.core.bases import AnyState, AnyView, GameState, GameView, HasMoves
from tablegames.core.errors import ConfigError, FormatError
from tablegames.core.events import events_since
from tablegames.core.game import AnyGame
from tablegames.core.json import KINDS, MAX_BYTES, Kind
from tablegames.core.notation import parse_move as _parse_move
from tablegames.core.protocol import Refusal
from tablegames.core.record import GameRecord
from tablegames.core.record import record as _record
from tablegames.core.record import replay as _replay
from tablegames.core.registry import GAMES, game_of_state_class, get_game
from tablegames.core.rng import Rng
from tablegames.core.sample import sample_state as _sample_state
from tablegames.core.text import shown
from tablegames.names import GameName, new_game

__all__ = [
    "AnyState",
    "AnyView",
    "GameName",
    "GameState",
    "GameView",
    "HasMoves",
    "Kind",
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
    "parse_move",
    "record",
    "render",
    "replay",
    "sample_state",
    "scores",
    "view",
    "view_events",
    "view_scores",
    "winners",
    "recall",
]

S = TypeVar("S")  # the game's state type
M = TypeVar("M")  # its move type
V = TypeVar("V")  # its view type
E = TypeVar("E")  # its event type
#: What :func:`from_json` and :func:`from_dict` read: the class asked for, ``object`` without.
T = TypeVar("T", default=object)

# -- the functions --------------------------------------------------------------------------------
# For type checkers: one declaration each, generic in the game's types, with an implementation
# that calls the kernel's function with every parameter it declares (so mypy checks that each
# is one the kernel takes). That no parameter of the kernel's is missing here is checked by
# tests/typing/test_signatures.py, which compares each declaration with its runtime function.
# At run time: the kernel's objects.
#
# The functions that only read a state or a view take these, the bound concepts.rst ("Types")
# gives a function of one's own over any game: they accept any class that inherits the bases,
# whatever its type arguments, and cost a type checker nothing to check.
_State: TypeAlias = GameState[Any, Any, Any, Any]
_View: TypeAlias = GameView[Any, Any, Any]

if TYPE_CHECKING:

    def current_player(state_or_view: _State | _View) -> int | None:
        """Typed :func:`tablegames.core.api.current_player`."""
        return _api.current_player(state_or_view)

    def position_key(state: _State) -> Hashable:
        """Typed :func:`tablegames.core.api.position_key`."""
        return _api.position_key(state)

    def legal_moves(state_or_view: HasMoves[M], player: int | None = None) -> tuple[M, ...]:
        """Typed :func:`tablegames.core.api.legal_moves`."""
        return _api.legal_moves(state_or_view, player)  # type: ignore[return-value]

    def apply(
        state: GameState[S, M, V, E], move: M, *, by: int | None = None, version: int | None = None
    ) -> S:
        """Typed :func:`tablegames.core.api.apply`."""
        after: S = _api.apply(state, move, by=by, version=version)  # type: ignore[arg-type]
        return after

    def is_legal(
        state: GameState[S, M, V, E], move: M, *, by: int | None = None, version: int | None = None
    ) -> bool:
        """Typed :func:`tablegames.core.api.is_legal`."""
        return _api.is_legal(state, move, by=by, version=version)  # type: ignore[arg-type]

    def is_over(state: _State) -> bool:
        """Typed :func:`tablegames.core.api.is_over`."""
        return _api.is_over(state)

    def scores(state: _State) -> tuple[int, ...]:
        """Typed :func:`tablegames.core.api.scores`."""
        return _api.scores(state)

    def winners(state: _State) -> tuple[int, ...]:
        """Typed :func:`tablegames.core.api.winners`."""
        return _api.winners(state)

    def view_scores(view: _View) -> tuple[int | None, ...] | None:
        """Typed :func:`tablegames.core.api.view_scores`."""
        return _api.view_scores(view)

    def view(state: GameState[S, M, V, E], player: int | None) -> V:
        """Typed :func:`tablegames.core.api.view`."""
        seen: V = _api.view(state, player)
        return seen

    def parse_move(state_or_view: HasMoves[M], text: str, *, player: int | None = None) -> M:
        """Typed :func:`tablegames.core.notation.parse_move`."""
        return _parse_move(state_or_view, text, player=player)  # type: ignore[return-value]

    def render(state_or_view: _State | _View) -> str:
        """Typed :func:`tablegames.core.api.render`."""
        return _api.render(state_or_view)

    def record(state: GameState[S, M, V, E]) -> GameRecord[S]:
        """Typed :func:`tablegames.core.record.record`."""
        return _record(state)  # type: ignore[arg-type]

    def replay(game_record: GameRecord[S]) -> S:
        """Typed :func:`tablegames.core.record.replay`."""
        return _replay(game_record)

    def sample_state(view: GameView[S, M, E], rng: Rng | int) -> S:
        """Typed :func:`tablegames.core.sample.sample_state`."""
        sample: S = _sample_state(view, rng)
        return sample

    def apply_with_events(
        state: GameState[S, M, V, E], move: M, *, by: int | None = None
    ) -> tuple[S, tuple[E, ...]]:
        """Typed :func:`tablegames.core.events.apply_with_events`."""
        return _events.apply_with_events(state, move, by=by)  # type: ignore[return-value,arg-type]

    def view_events(
        before: GameState[S, M, V, E], after: GameState[S, M, V, E], seat: int | None
    ) -> tuple[E, ...]:
        """Typed :func:`tablegames.core.events.view_events`."""
        return _events.view_events(before, after, seat)  # type: ignore[return-value]

    def recall(state: GameState[S, M, V, E], player: int | None) -> tuple[E, ...]:
        """Typed :func:`tablegames.core.recall.recall`."""
        return _recall.recall(state, player)  # type: ignore[return-value]

else:
    current_player = _api.current_player
    legal_moves = _api.legal_moves
    position_key = _api.position_key
    apply = _api.apply
    is_legal = _api.is_legal
    is_over = _api.is_over
    scores = _api.scores
    view_scores = _api.view_scores
    winners = _api.winners
    view = _api.view
    render = _api.render
    parse_move = _parse_move
    record = _record
    replay = _replay
    sample_state = _sample_state
    apply_with_events = _events.apply_with_events
    view_events = _events.view_events
    recall = _recall.recall


# -- reading documents as a class -----------------------------------------------------------------


# Without a class, the result is an object: one declaration generic in the class, its T
# unsolved, let pyright take T from where the result went (a variable of a state class, say).
@overload
def from_json(
    text: str | bytes,
    cls: None = None,
    *,
    game: str | None = None,
    kind: Kind | None = None,
    max_bytes: int | None = MAX_BYTES,
    verify_history: bool = False,
) -> object: ...


@overload
def from_json(
    text: str | bytes,
    cls: type[T] | tuple[type[T], ...],
    *,
    game: str | None = None,
    kind: Kind | None = None,
    max_bytes: int | None = MAX_BYTES,
    verify_history: bool = False,
) -> T: ...


def from_json(
    text: str | bytes,
    cls: type[T] | tuple[type[T], ...] | None = None,
    *,
    game: str | None = None,
    kind: Kind | None = None,
    max_bytes: int | None = MAX_BYTES,
    verify_history: bool = False,
) -> T | object:
    """Read a document written by :func:`to_json` (or by a front end in any language).

    Reading is safe on hostile text: it takes time linear in the text's length, refuses a
    text longer than ``max_bytes`` before parsing it, and every failure is a
    :class:`~tablegames.FormatError` whose message is bounded (see :doc:`/security`).

    Args:
        text: The JSON text, as ``str`` or ``bytes``.
        cls: What the document must hold, as type checkers then know it: a game's state or
            view class; a move class, or the tuple of a game's move classes (its
            ``Game.move_types``, as ``isinstance`` takes them) for any of its moves;
            ``GameRecord[TheState]`` (or ``GameRecord``, of any game); ``tuple[TheMove, ...]``
            for a list of moves; :class:`~tablegames.Refusal` for an ``error`` document.
            ``None`` (the default) reads any document, typed ``object``.
        game: The game the document must be of (a name); ``None`` accepts any. Checked at
            run time only: the result is typed ``object`` unless ``cls`` is given.
        kind: The kind of document it must be (``"state"``, ``"view"``, ``"move"``,
            ``"record"``, ``"moves"``, ``"error"``, ``"event"``); ``None`` accepts any.
            Checked at run time only, as ``game``.
        max_bytes: Refuse texts longer than this many bytes (UTF-8);
            :data:`~tablegames.core.json.plain.MAX_BYTES` (4 MB) by default, ``None`` for
            no limit.
        verify_history: For a state, also replay its history from its seed and require the
            result to be exactly this state (see :func:`from_dict`).

    Returns:
        The state, view, move, record, tuple of moves or :class:`~tablegames.Refusal` the
        document holds: an instance of ``cls`` when it is given.

    Raises:
        FormatError: if the text is too long or not JSON, or the document is malformed, of a
            newer version, inconsistent, or not of the class, ``game`` or ``kind`` asked for;
            the message names the bad fields.
        ConfigError: if ``cls`` is not a class a document can hold (or says another game or
            kind than ``game`` or ``kind``), ``game`` is not a registered game or ``kind``
            not a kind of document.
    """
    wanted = _Wanted.of(cls, game, kind)
    if wanted.game is None and wanted.kind is None:
        read = _json.from_json(text, max_bytes=max_bytes, verify_history=verify_history)
    else:
        document = _json.loads(text, max_bytes)
        wanted.check_envelope(document)
        read = _json.from_dict(document, verify_history=verify_history)
    wanted.check_classes(read)
    result: T = read
    return result


@overload
def from_dict(
    document: object,
    cls: None = None,
    *,
    game: str | None = None,
    kind: Kind | None = None,
    verify_history: bool = False,
) -> object: ...


@overload
def from_dict(
    document: object,
    cls: type[T] | tuple[type[T], ...],
    *,
    game: str | None = None,
    kind: Kind | None = None,
    verify_history: bool = False,
) -> T: ...


def from_dict(
    document: object,
    cls: type[T] | tuple[type[T], ...] | None = None,
    *,
    game: str | None = None,
    kind: Kind | None = None,
    verify_history: bool = False,
) -> T | object:
    """Read a document (the envelope) and return the state, view, move or record inside.

    It is ``tablegames.core.json.from_dict``, which checks states and views for
    consistency as well as structure, with ``cls``, ``game`` and ``kind`` as in
    :func:`from_json`.

    Args:
        document: The parsed JSON document.
        cls: What the document must hold (see :func:`from_json`); ``None`` reads any
            document, typed ``object``.
        game: The game the document must be of; ``None`` accepts any (run time only).
        kind: The kind of document it must be; ``None`` accepts any (run time only).
        verify_history: For a state, also replay its moves from its seed and options and
            require the result to equal the state (see
            ``tablegames.core.json.from_dict``).

    Returns:
        What the document holds, as :func:`from_json` returns it.

    Raises:
        FormatError: naming what is wrong, including a document of another class, game or
            kind than the one asked for; nothing inconsistent is ever returned.
        ConfigError: if ``cls``, ``game`` or ``kind`` is not one a document can have.
    """
    wanted = _Wanted.of(cls, game, kind)
    if wanted.game is not None or wanted.kind is not None:
        wanted.check_envelope(document)
    read = _json.from_dict(document, verify_history=verify_history)
    wanted.check_classes(read)
    result: T = read
    return result


@attrs.frozen
class _Wanted:
    """What a document must be, from the ``cls``, ``game`` and ``kind`` asked for.

    Attributes:
        game: The game it must be of, or ``None`` for any.
        kind: The kind of document it must be, or ``None`` for any.
        classes: The classes of the moves it must hold (a move document's move, a moves
            document's every move), when ``cls`` asked for fewer than all of the game's.
    """

    game: str | None
    kind: str | None
    classes: tuple[type, ...] | None = None

    @classmethod
    def of(cls, asked: object, game: str | None, kind: str | None) -> _Wanted:
        """Check the arguments (a caller's mistakes are ConfigErrors) and combine them."""
        if game is not None:
            get_game(game)  # it raises ConfigError for a non-string too
        if kind is not None and kind not in KINDS:
            raise ConfigError(f"kind must be one of {', '.join(KINDS)} or None, got {shown(kind)}")
        if asked is None:
            return cls(game, kind)
        wanted = _read_as(asked)
        for name, given, implied in (("game", game, wanted.game), ("kind", kind, wanted.kind)):
            if given is not None and implied is not None and given != implied:
                raise ConfigError(
                    f"{_name(asked)} is read from a {implied!r} document, not {name}={given!r}"
                )
        return cls(
            wanted.game if wanted.game is not None else game,
            wanted.kind if wanted.kind is not None else kind,
            wanted.classes,
        )

    def check_envelope(self, document: object) -> None:
        """Refuse a document of another game or kind than asked for, before reading its data.

        Anything else wrong with the envelope (a missing key, an unknown kind) is left to the
        reader, whose messages say it.
        """
        if not isinstance(document, dict):
            return
        for key, wanted, what in (
            ("game", self.game, "of the game"),
            ("kind", self.kind, "of the kind"),
        ):
            found = document.get(key)
            if wanted is not None and key in document and found != wanted:
                got = repr(found) if isinstance(found, str) and len(found) <= 40 else shown(found)
                raise FormatError(f"$.{key}: expected a document {what} {wanted!r}, got {got}")

    def check_classes(self, read: object) -> None:
        """Refuse moves of other classes than asked for (the envelope said the game and kind)."""
        if self.classes is None:
            return
        classes = self.classes
        items = enumerate(read) if isinstance(read, tuple) else [(None, read)]
        for index, item in items:
            if not isinstance(item, classes):
                where = "$.data" if index is None else f"$.data[{index}]"
                expected = " or ".join(c.__name__ for c in classes)
                raise FormatError(f"{where}: expected a {expected}, got a {type(item).__name__}")


def _read_as(asked: object) -> _Wanted:
    """The game, kind and move classes of the documents that hold a ``asked``."""
    origin = get_origin(asked)
    arguments = get_args(asked)
    if asked is Refusal:
        return _Wanted(None, "error")
    if asked is GameRecord or origin is GameRecord:
        if not arguments or arguments[0] in (object, Any):
            return _Wanted(None, "record")
        game = game_of_state_class(arguments[0])
        if game is not None:
            return _Wanted(game.name, "record")
        raise _unreadable(asked)
    if asked is tuple or origin is tuple:
        if not arguments:
            return _Wanted(None, "moves")
        if len(arguments) != 2 or arguments[1] is not Ellipsis:
            raise _unreadable(asked)
        game, classes = _moves_of(arguments[0], asked)
        return _Wanted(game.name, "moves", _fewer(classes, game))
    if origin is Union or origin is types.UnionType:  # a game's move type, at run time
        game, classes = _moves_of(asked, asked)
        return _Wanted(game.name, "move", _fewer(classes, game))
    if isinstance(asked, tuple):
        game, classes = _moves_of(asked, asked)
        return _Wanted(game.name, "move", _fewer(classes, game))
    for game in GAMES.values():
        if asked is game.state_type:
            return _Wanted(game.name, "state")
        if asked is game.view_type:
            return _Wanted(game.name, "view")
        if asked in game.move_types:
            return _Wanted(game.name, "move", _fewer(_moves_of(asked, asked)[1], game))
    raise _unreadable(asked)


def _moves_of(moves: object, asked: object) -> tuple[AnyGame, tuple[type, ...]]:
    """The game of the move classes ``moves`` (a class, a union or a tuple of them), and them."""
    members: tuple[object, ...]
    if isinstance(moves, tuple):
        members = moves
    elif get_origin(moves) is Union or get_origin(moves) is types.UnionType:
        members = get_args(moves)
    else:
        members = (moves,)
    classes = tuple(member for member in members if isinstance(member, type))
    for game in GAMES.values():
        if members and len(classes) == len(members) and set(classes) <= set(game.move_types):
            return game, classes
    raise _unreadable(asked)


def _fewer(classes: tuple[type, ...], game: AnyGame) -> tuple[type, ...] | None:
    """``classes``, unless they are all of the game's moves (nothing then to check)."""
    return None if set(game.move_types) <= set(classes) else classes


def _name(asked: object) -> str:
    name = asked.__name__ if isinstance(asked, type) else repr(asked)
    return name if len(name) <= 80 else f"{name[:77]}..."


def _unreadable(asked: object) -> ConfigError:
    return ConfigError(
        f"from_json reads no document as {_name(asked)}: give a state, view or move class of "
        "a registered game (or the tuple of its move classes), GameRecord[TheState], "
        "tuple[TheMove, ...] or Refusal (an event is read with kind='event')"
    )


# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
