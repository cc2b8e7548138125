"""The generic functions: one function set for every game, dispatching on the argument's type.

Each game package also exposes typed versions of these functions (``tablegames.aluette.apply``
takes an ``AluetteState`` and an ``AluetteMove``): the same objects, typed for the game by
:func:`typed_for`. These generic ones accept any game.
"""

from __future__ import annotations

import operator
import sys
from collections.abc import Callable, Hashable, Mapping
from numbers import Integral
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeVar, cast

import attrs

from tablegames.core.errors import (
    ConfigError,
    IllegalMoveError,
    NotAGameObjectError,
    SeatError,
    check_sender,
)
from tablegames.core.game import AnyGame, Game, Move, check_players, hook
from tablegames.core.json.reading import structure_options
from tablegames.core.protocol import check_state_version
from tablegames.core.registry import _BY_TYPE, _PLAYS, game_for, get_game
from tablegames.core.rng import check_seed, fresh_seed

if TYPE_CHECKING:
    from tablegames.core.bases import GameState

S = TypeVar("S")
V = TypeVar("V")
M = TypeVar("M")

__all__ = [
    "GameFunctions",
    "apply",
    "current_player",
    "is_legal",
    "is_over",
    "legal_moves",
    "new_game",
    "position_key",
    "render",
    "scores",
    "setup",
    "typed_for",
    "view",
    "view_scores",
    "winners",
]


def _game_of_state(state: object, function: str) -> AnyGame:
    game = game_for(state)
    if game is None or not isinstance(state, game.state_type):
        raise _not_a_state(state, function)
    return game


#: The functions that only read a state (the others advance it, or reveal it whole).
_READS = frozenset({"is_over", "scores", "winners"})


#: The functions that take a view as well as a state.
_VIEWS_TOO = frozenset({"current_player", "legal_moves"})

#: What to do instead, for a view given to a function that takes states only.
_VIEW_HINTS: Final = {
    "position_key": "a position's key is the whole table's, which a view does not hold",
    "view": "a view of a view is the view itself",
}


def _not_a_state(obj: object, function: str) -> NotAGameObjectError:
    game = game_for(obj)
    hint = ""
    if game is not None and isinstance(obj, game.view_type):
        if function in _READS:
            hint = " (a view is not a state: read the view's fields)"
        elif function in _VIEW_HINTS:
            hint = f" (a view is not a state: {_VIEW_HINTS[function]})"
        else:
            hint = " (a view cannot be advanced: send the move to whoever holds the state)"
    wanted = "a game state or a view" if function in _VIEWS_TOO else "a game state"
    return NotAGameObjectError(f"{function}() needs {wanted}, got {type(obj).__name__}{hint}")


def _check_seat(game: AnyGame, state: Any, player: object, allow_none: bool) -> Any:
    """``player`` as an ``int`` if it is a seat of ``state`` (or ``None``, if allowed).

    Any integer type is taken (a NumPy integer from an array or a random generator, as
    notebooks have them), but not a ``bool``.
    """
    if player is None and allow_none:
        return None
    if type(player) not in (int, bool) and isinstance(player, Integral):
        player = int(player)
    if type(player) is not int or not 0 <= player < state.players:
        raise SeatError.unknown(player, state.players, game.name)
    return player


def new_game(
    game: str | AnyGame,
    *,
    players: int,
    seed: int | None = None,
    options: object | Mapping[str, object] | None = None,
) -> Any:
    """Set up a new game and return its first state.

    Args:
        game: The game's name (``"aluette"``, ``"saboteur"``, ``"ten"`` or another
            registered game's), or its registered game object (which type checkers read the
            state type from).
        players: The number of seats.
        seed: Resolves every shuffle of the game, from 0 to 2**53 - 1. ``None`` draws a fresh
            seed from the operating system. The same seed, options and moves give the same
            game on every Python version and platform.
        options: The game's options object, a mapping of option names to values, or ``None``
            for the standard rules.

    Raises:
        ConfigError: on an unknown game (or a game object that is not the registered game of
            its name), an impossible player count, a bad seed, or unknown or invalid options.
    """
    if isinstance(game, str):
        return setup(get_game(game), players=players, seed=seed, options=options)
    name: Any = getattr(game, "name", None)
    found = get_game(name)  # a ConfigError for an unknown name (or none)
    if found is not game:
        raise ConfigError(
            f"this {type(game).__name__} object is not the registered game {found.name!r}: "
            "register() it first"
        )
    return setup(found, players=players, seed=seed, options=options)


def setup(
    game: Game[S, Any, Any, Any],
    *,
    players: int,
    seed: int | None = None,
    options: object | Mapping[str, object] | None = None,
) -> S:
    """Validate the setup and start ``game``: what :func:`new_game` does once it has the game.

    Each game package's own ``new_game`` calls this, so both check the same way. The game's
    :meth:`~tablegames.Game.check_new_game` refuses options that would mean nothing.

    Raises:
        ConfigError: on an impossible player count, a bad seed, or unknown or invalid options.
    """
    count = check_players(game, players)
    chosen_seed = fresh_seed() if seed is None else check_seed(seed)
    chosen = structure_options(game, options)
    hook(game, "check_new_game")(count, chosen)
    return game.new_game(count, chosen_seed, chosen)


def start_again(
    game: str, *, players: int, seed: int, options: object | Mapping[str, object] | None
) -> Any:
    """The first state of a game already made (a record's, a game text's): :func:`setup`
    without :meth:`~tablegames.Game.check_new_game`, so that a game set up when its options
    were still allowed reads as it played.

    Raises:
        ConfigError: on an unknown game, an impossible player count, a bad seed, or unknown
            or invalid options.
    """
    found = get_game(game)
    count = check_players(found, players)
    return found.new_game(count, check_seed(seed), structure_options(found, options))


def current_player(state_or_view: object) -> int | None:
    """Return the seat that must act now, or ``None`` once the game is over.

    Args:
        state_or_view: A state, or a view: whose turn it is is public, so a view (a seat's or
            a spectator's) tells it too, as the game's
            :meth:`~tablegames.Game.current_player_from_view` reads it.

    Raises:
        NotAGameObjectError: if ``state_or_view`` is neither a state nor a view of a game.
    """
    play = _PLAYS.get(type(state_or_view))
    if play is not None:  # a state
        return play[0](state_or_view)  # type: ignore[no-any-return]
    game = game_for(state_or_view)
    if game is not None and isinstance(state_or_view, game.view_type):
        return hook(game, "current_player_from_view")(state_or_view)  # type: ignore[no-any-return]
    return _game_of_state(state_or_view, "current_player").current_player(state_or_view)


def legal_moves(state_or_view: object, player: int | None = None) -> tuple[Move, ...]:
    """Return every legal move of a seat, in a fixed order.

    Args:
        state_or_view: A state, or a view. Given a view, the viewer's moves are computed from
            the view alone, so a client can validate moves locally.
        player: The seat; ``None`` means the current player (or, for a view, the viewer).

    Returns:
        The moves; ``()`` if that seat cannot act now or the game is over.

    Raises:
        SeatError: if ``player`` is not a seat of the game, or is not the viewer of a view.
    """
    play = _PLAYS.get(type(state_or_view))
    if play is not None:  # a state: the hot path of every bot's loop, one lookup
        if player is None:
            player = play[0](state_or_view)
            if player is None:
                return ()
        else:
            player = _check_seat(
                _BY_TYPE[type(state_or_view)], state_or_view, player, allow_none=False
            )
        return play[1](state_or_view, player)  # type: ignore[no-any-return]
    game = _BY_TYPE.get(type(state_or_view))
    if game is not None and isinstance(state_or_view, game.view_type):
        viewer = state_or_view.player
        if player is not None and player != viewer:
            raise SeatError(
                f"a view only knows its own seat's moves: this is player {viewer}'s view, "
                f"not player {player}'s"
            )
        if viewer is None:
            return ()
        return game.legal_moves_from_view(state_or_view)
    raise _not_a_state(state_or_view, "legal_moves")


def apply(state: object, move: Move, *, by: int | None = None, version: int | None = None) -> Any:
    """Return the state after ``move``. The input state is never changed.

    Args:
        state: The game state.
        move: The move, as received.
        by: The seat of whoever sent the move (a server knows it from the connection, not
            from the move). Given, a move whose ``player`` is not ``by`` is refused with
            ``core.move.not_your_seat`` before any other check, so that a seat learns
            nothing about the game from moves it sends in other seats' names; only an object
            that is no move of this game at all (``None``, a string, another game's move) is
            refused as such first (``core.move.wrong_game``), as it is without ``by``.
        version: The state version the move was chosen at (a move document's
            ``state_version``). Given, a move chosen at another version than the state's
            (:func:`~tablegames.core.protocol.state_version`, the moves applied so far) is
            refused with ``core.move.stale``, after the seat check and before the rules: a move
            sent twice is not played twice.

    Raises:
        IllegalMoveError: if the rules do not allow the move here, or it is stale;
            ``NotYourTurnError`` if its player cannot act now. ``.code`` says why in a stable
            form.
        InvalidMoveError: if a field of ``move`` holds a value its class refuses (the move was
            changed after it was built): every game checks the fields again.
        SeatError: if ``by`` is not a seat of the game.
        ConfigError: if ``version`` is given and is no whole number (``"0"``, ``True``).
        NotAGameObjectError: if ``state`` is not a game state (a view, say).
    """
    play = _PLAYS.get(type(state))  # one lookup: this is every bot's loop
    if play is None:
        raise _not_a_state(state, "apply")
    if by is not None:
        try:
            check_sender(move, by, cast(Any, state).players)
        except IllegalMoveError:
            if type(move) in _BY_TYPE[type(state)].move_types:
                raise
            # No move of this game at all: the game refuses it below, as without ``by``
            # (``core.move.wrong_game``, which tells nothing of the state).
    if version is not None:
        check_state_version(move, version, len(cast(Any, state).history))
    return play[2](state, move)


def is_legal(
    state: object, move: Move, *, by: int | None = None, version: int | None = None
) -> bool:
    """Return whether ``apply(state, move, by=by, version=version)`` would succeed.

    ``False`` for any move ``apply`` refuses with an :class:`~tablegames.IllegalMoveError`
    (the rules, the turn, another game's move, another seat's move with ``by``). A move whose
    fields were changed after it was built (with ``object.__setattr__``) is no move the rules
    could allow or refuse: it raises, as ``apply`` does.

    Raises:
        InvalidMoveError: if a field of ``move`` holds a value its class refuses.
        SeatError: if ``by`` is not a seat of the game.
        ConfigError: if ``version`` is given and is no whole number.
        NotAGameObjectError: if ``state`` is not a game state.
    """
    game = _game_of_state(state, "is_legal")
    try:
        check_sender(move, by, cast(Any, state).players)
        check_state_version(move, version, len(cast(Any, state).history))
        game.apply(state, move)
    except IllegalMoveError:
        return False
    return True


def is_over(state: object) -> bool:
    """Return whether the game has ended."""
    return _game_of_state(state, "is_over").is_over(state)


def scores(state: object) -> tuple[int, ...]:
    """Return each seat's score (final once the game is over)."""
    return _game_of_state(state, "scores").scores(state)


def view_scores(view: object) -> tuple[int | None, ...] | None:
    """Return each seat's score as the viewer of ``view`` may know it, for front ends.

    Each known item is that seat's :func:`scores` of the state; ``None`` stands for a score
    hidden from this viewer (another seat's gold in Saboteur before the end). The whole result
    is ``None`` when the game does not say (its :meth:`~tablegames.Game.view_scores` hook).
    A view document holds them when asked for (``to_json(view, with_scores=True)``).

    >>> import tablegames
    >>> state = tablegames.new_game("saboteur", players=3, seed=1)
    >>> tablegames.view_scores(tablegames.view(state, 1)), tablegames.scores(state)
    ((None, 0, None), (0, 0, 0))

    Raises:
        NotAGameObjectError: if ``view`` is not a view of a game.
    """
    game = game_for(view)
    if game is None or not isinstance(view, game.view_type):
        raise NotAGameObjectError(
            f"view_scores() needs a view, got {type(view).__name__} (a state's are scores(state))"
        )
    found: tuple[int | None, ...] | None = hook(game, "view_scores")(view)
    return found


def winners(state: object) -> tuple[int, ...]:
    """Return the seats that won (several on a shared win); ``()`` before the end."""
    return _game_of_state(state, "winners").winners(state)


def view(state: object, player: int | None) -> Any:
    """Return what ``player`` may see of ``state``; ``None`` gives a spectator's view.

    A view holds the viewer's own secrets and public information only: never another
    seat's hidden cards, the draw pile's order or the seed.

    Raises:
        SeatError: if ``player`` is not a seat of the game.
    """
    game = _game_of_state(state, "view")
    return game.view(state, _check_seat(game, state, player, allow_none=True))


def render(state_or_view: object) -> str:
    """Return a readable text picture of a state or a view, for terminals and logs."""
    game = game_for(state_or_view)
    if game is None or not isinstance(state_or_view, (game.state_type, game.view_type)):
        raise NotAGameObjectError(
            f"render() needs a state or a view, got {type(state_or_view).__name__}"
        )
    return game.render(state_or_view)


#: The fields of a state that are not its position: how it got there.
_NOT_POSITION = frozenset({"history", "events"})

#: Each state class's maker of its position key, made on first use (a memo table: see
#: :doc:`/concepts`); read only for a class the registry still plays.
_POSITION_KEYS: dict[type, Callable[[Any], tuple[object, ...]]] = {}


def position_key(state: object) -> Hashable:
    """Return a hashable value that identifies ``state``'s position, however it was reached.

    Two states of a game have equal keys exactly when every field of theirs is equal but the
    two that say how they got there: ``history`` (the moves so far) and ``events`` (the current
    period's event log). The game, the number of players, the options and the seed count,
    as every other field does. States themselves compare their history too, so two move
    orders that reach the same table give unequal states; their keys are equal, as
    python-chess's board hash ignores the move stack. A search or a cache that meets
    *transpositions* keys its tables by this.

    Equal keys mean the same future: no game's rules read the history or the event log, so
    states with equal keys have the same legal moves for every seat, the same ``is_over``,
    scores and winners, and the same move applied to both gives states with equal keys (the
    project's tests check it on random games of every game). Views, records and
    :func:`~tablegames.core.recall.recall` still differ: they tell the history.

    The key is a tuple of the state's class and its fields' values: compare and hash it, keep
    it in sets and dictionaries, pickle it; do not read its parts, which may change. Making it
    costs one tuple (under a microsecond); hashing it, some microseconds (about what an
    ``apply`` costs), less than hashing the state, whose history grows
    (``benchmarks/position_key.py``).

    >>> import tablegames
    >>> from tablegames import apply, parse_move, position_key
    >>> state = tablegames.new_game("ten", players=2, seed=3)
    >>> for text in ("draw", "currency", "draw", "numbers", "buy R5"):
    ...     state = apply(state, parse_move(state, text))
    >>> one = apply(apply(state, parse_move(state, "pay t")), parse_move(state, "pay O3"))
    >>> two = apply(apply(state, parse_move(state, "pay O3")), parse_move(state, "pay t"))
    >>> one == two, position_key(one) == position_key(two)
    (False, True)

    Raises:
        NotAGameObjectError: if ``state`` is not a game state (a view, say).
        ConfigError: if the game's state class is not an attrs class.
    """
    cls = type(state)
    key = _POSITION_KEYS.get(cls)
    if key is None or cls not in _PLAYS:
        key = _position_key_of(_game_of_state(state, "position_key"), cls)
    return key(state)


def _position_key_of(game: AnyGame, cls: type) -> Callable[[Any], tuple[object, ...]]:
    """The maker of ``cls``'s position keys: its class and the fields it compares, but the
    history and the event log (a field's ``eq_key`` applied, as attrs' ``__eq__`` does)."""
    if not attrs.has(cls):
        raise ConfigError(
            f"position_key() needs the game {game.name!r}'s states to be attrs classes, "
            f"and {cls.__name__} is not"
        )
    fields = [f for f in attrs.fields(cls) if f.eq and f.name not in _NOT_POSITION]
    key: Callable[[Any], tuple[object, ...]]
    if any(f.eq_key is not None for f in fields):
        keyed = [(f.name, f.eq_key) for f in fields]

        def key(state: Any) -> tuple[object, ...]:
            values = ((getattr(state, name), eq_key) for name, eq_key in keyed)
            return (type(state), *(v if k is None else k(v) for v, k in values))

    else:  # one C call and one tuple: the class first, then the fields
        key = operator.attrgetter("__class__", *(f.name for f in fields))
    _POSITION_KEYS[cls] = key
    return key


# -- the generic functions, typed for one game ----------------------------------------------------


class GameFunctions(Protocol[S, V, M]):
    """:func:`current_player`, :func:`legal_moves`, :func:`apply` and :func:`view`, as type
    checkers see them for one game: its state type ``S``, view type ``V`` and move type ``M``.

    A game package binds them once, from :func:`typed_for`; each method takes what the generic
    function of its name takes (the same parameters, kinds and defaults, which
    ``tests/typing/test_signatures.py`` compares), with the game's types.
    """

    def current_player(self, state_or_view: S | V) -> int | None:
        """Typed :func:`tablegames.current_player`: the seat to act, ``None`` once over."""
        ...

    def legal_moves(self, state_or_view: S | V, player: int | None = None) -> tuple[M, ...]:
        """Typed :func:`tablegames.legal_moves`: ``player``'s moves (the current player's)."""
        ...

    def apply(self, state: S, move: M, *, by: int | None = None, version: int | None = None) -> S:
        """Typed :func:`tablegames.apply`: the state after ``move``."""
        ...

    def view(self, state: S, player: int | None) -> V:
        """Typed :func:`tablegames.view`: what ``player`` sees (``None``: a spectator)."""
        ...


def typed_for(state_type: type[GameState[S, M, V, object]]) -> GameFunctions[S, V, M]:
    """The generic functions, typed for the game whose state class is ``state_type``.

    A game package names its functions with it, once::

        _typed = typed_for(TenState)
        apply = _typed.apply  # takes a TenState and a TenMove, returns a TenState

    For type checkers the result is a :class:`GameFunctions` of the game's state, view and
    move types, read from ``state_type``'s base :class:`~tablegames.core.bases.GameState`. At
    run time it is this module, whose functions are the generic ones: ``tablegames.ten.apply``
    is ``tablegames.apply``, and costs no call more.
    """
    return cast("GameFunctions[S, V, M]", sys.modules[__name__])
