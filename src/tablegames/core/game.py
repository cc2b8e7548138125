"""The :class:`Game` protocol: what a game supplies so the kernel can run it.

The kernel knows no game. Each game package builds one object satisfying this protocol and
registers it (:func:`tablegames.core.api.register`); the generic functions then find it from
the type of the state, view or move they are given.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from tablegames.core.errors import ConfigError
from tablegames.core.moves import shown

if TYPE_CHECKING:
    import cattrs

    from tablegames.core.rng import Rng

__all__ = [
    "DEFAULT_MAX_HISTORY",
    "GAMES",
    "AnyGame",
    "Event",
    "Game",
    "HasPlayer",
    "Move",
    "check_players",
    "game_for",
    "get_game",
    "register",
]

#: The longest history (moves in a state, or in a record) that the JSON reader accepts for a
#: game that does not set its own :attr:`Game.max_history <tablegames.Game.max_history>`.
#: No built-in game comes near it (their random games take 200 to 650 moves); it bounds what
#: a forged document can cost: a replay (``verify_history``) applies at most this many moves.
DEFAULT_MAX_HISTORY = 10_000

S = TypeVar("S")
V = TypeVar("V")
M = TypeVar("M", bound="Move")
O = TypeVar("O")  # noqa: E741 - the options type


class HasPlayer(Protocol):
    """Anything with a ``player`` seat number."""

    @property
    def player(self) -> int: ...


class Move(HasPlayer, Protocol):
    """A move: a frozen attrs instance whose first field is the seat that makes it."""


class Event(Protocol):
    """An entry of a game's event log: a frozen attrs instance describing what happened.

    Public events are seen by everybody. A game marks the event classes that are private
    with a class attribute ``private = True``; a private event is seen only by the seat in its
    ``player`` field.
    """


class Game(Protocol[S, V, M, O]):
    """The protocol each game implements.

    Type parameters are the game's state, view, move union and options classes.
    A user who writes a variant implements this protocol and passes the object to
    :func:`tablegames.testing.check_game`.

    Every state must have the attributes ``players`` (the number of seats), ``seed``,
    ``options`` and ``history`` (the moves applied so far, in order), from which
    :func:`tablegames.record` builds a :class:`~tablegames.GameRecord`.
    """

    @property
    def name(self) -> str:
        """The registry key and JSON ``game`` field, e.g. ``"aluette"``."""
        ...

    @property
    def min_players(self) -> int:
        """The smallest number of seats the game supports."""
        ...

    @property
    def max_players(self) -> int:
        """The largest number of seats the game supports."""
        ...

    @property
    def state_type(self) -> type[S]:
        """The state class."""
        ...

    @property
    def view_type(self) -> type[V]:
        """The view class."""
        ...

    @property
    def options_type(self) -> type[O]:
        """The options class; its defaults are the standard rules."""
        ...

    @property
    def move_types(self) -> tuple[type[M], ...]:
        """Every move class, in a fixed order (the members of the move union)."""
        ...

    @property
    def event_types(self) -> tuple[type, ...]:
        """Every event class, in a fixed order."""
        ...

    @property
    def max_history(self) -> int:
        """The most moves a game can take; longer histories and records are refused on reading.

        Optional (a class attribute will do), and
        :data:`~tablegames.core.game.DEFAULT_MAX_HISTORY` when a game does not set it. A game
        that knows its longest game (every move uses up a card, say) sets it to that bound, so
        that forged documents are refused as early as possible.
        """
        return DEFAULT_MAX_HISTORY

    @property
    def error_codes(self) -> Mapping[str, str]:
        """The game's own error codes (``"<game>.<topic>.<reason>"``), each with a one-line
        meaning: every ``.code`` its ``apply`` raises besides the kernel's.

        Optional (a class attribute will do); :func:`tablegames.error_codes` adds the kernel's
        codes to it for the protocol's reference.
        """
        return {}

    def new_game(self, players: int, seed: int, options: O) -> S:
        """Set up a game. ``players`` and ``seed`` are already validated by the kernel."""
        ...

    def current_player(self, state: S) -> int | None:
        """The seat that must act now, or ``None`` once the game is over."""
        ...

    def legal_moves(self, state: S, player: int) -> tuple[M, ...]:
        """Every legal move of ``player`` (``()`` if that seat cannot act now)."""
        ...

    def legal_moves_from_view(self, view: V) -> tuple[M, ...]:
        """The viewer's legal moves, computed from the view alone."""
        ...

    def apply(self, state: S, move: M) -> S:
        """Return the state after ``move``; raise :class:`IllegalMoveError` if it is illegal."""
        ...

    def is_over(self, state: S) -> bool:
        """Whether the game has ended."""
        ...

    def scores(self, state: S) -> tuple[int, ...]:
        """The score of each seat (final once the game is over)."""
        ...

    def winners(self, state: S) -> tuple[int, ...]:
        """The winning seats (several on a shared result), ``()`` before the end."""
        ...

    def view(self, state: S, player: int | None) -> V:
        """What ``player`` may see (``None``: a spectator, who sees only public information)."""
        ...

    def render(self, obj: S | V) -> str:
        """A readable text picture of a state or a view."""
        ...

    def twin(self, state: S, seat: int | None, seed: int) -> S:
        """A state equal to ``state`` except for what ``seat`` cannot see, reshuffled.

        Used by the leak check of :func:`tablegames.testing.check_game`. It must be written
        from the rules (which cards are hidden from whom), never from the view code: it
        reshuffles every card that seat cannot see (other hands, the draw pile, face-down
        cards) keeping every count, and drops private events addressed to other seats.
        """
        ...

    def check_invariants(self, state: S) -> list[str]:
        """Every way ``state`` is inconsistent (empty when it is sound).

        Used when loading untrusted documents and by the conformance kit.
        """
        ...

    def check_view_invariants(self, view: V) -> list[str]:
        """Every way ``view`` is inconsistent (empty when it is sound).

        Used when loading untrusted view documents, so that a client cannot be crashed or hung
        by a view it received. Games that do not define it accept every well-typed view.
        """
        return []

    def sample_state(self, view: V, rng: Rng) -> S:
        """A full state consistent with ``view``, what the viewer cannot see drawn from ``rng``.

        Optional: :func:`tablegames.sample_state` calls it. The state must give back ``view``
        as the viewer's view, pass :meth:`check_invariants`, be playable, carry a fresh seed
        drawn from ``rng`` and an empty history. Games that do not define it cannot be sampled.

        Raises:
            ConfigError: by default, as the game does not sample states.
        """
        raise ConfigError(f"the game {self.name!r} does not sample states from views")

    def candidate_moves(self, state: S, player: int) -> Iterable[M]:
        """Moves ``player`` might try here: a superset of the legal ones.

        Written from the move vocabulary, not from the rules, so the conformance kit can check
        that :meth:`apply` refuses every candidate that :meth:`legal_moves` does not offer.
        """
        ...

    def json_strings(self) -> Mapping[type, tuple[str, ...]]:
        """The classes written as strings in JSON (cards), each with every value it may take.

        The JSON Schema generator (:mod:`tablegames.core.schema`) uses it to list the values.
        """
        ...

    def configure_converter(self, converter: cattrs.Converter) -> None:
        """Register the hooks that give the game's cards their readable JSON form."""
        ...


AnyGame = Game[Any, Any, Any, Any]

_REGISTRY: dict[str, AnyGame] = {}
_BY_TYPE: dict[type, AnyGame] = {}
#: Each registered state class: its game's current_player, legal_moves and apply, looked up
#: once here rather than on the game object at every call of a bot's loop.
_PLAYS: dict[
    type, tuple[Callable[[Any], Any], Callable[[Any, int], Any], Callable[[Any, Any], Any]]
] = {}

#: Every registered game by name: ``"aluette"``, ``"saboteur"``, ``"ten"``.
GAMES: Mapping[str, AnyGame] = MappingProxyType(_REGISTRY)


def register(game: AnyGame, *, replace: bool = False) -> None:
    """Make ``game`` known to the generic functions and to the JSON reader.

    Each game package registers itself on import. Users register their own variants (or let
    :func:`tablegames.testing.check_game` do it).

    Raises:
        ConfigError: if another game already has this name or one of these classes, unless
            ``replace`` is true.
    """
    from tablegames.core.serialization import register_tagged

    owned = (game.state_type, game.view_type, game.options_type, *game.move_types)
    clash = _REGISTRY.get(game.name)
    if clash is not None and clash is not game and not replace:
        raise ConfigError(f"a game named {game.name!r} is already registered")
    for cls in owned:
        owner = _BY_TYPE.get(cls)
        if owner is not None and owner.name != game.name and not replace:
            raise ConfigError(f"{cls.__name__} already belongs to the game {owner.name!r}")
    if clash is not None:
        for cls in [c for c, g in _BY_TYPE.items() if g is clash]:
            del _BY_TYPE[cls]
            _PLAYS.pop(cls, None)
    _REGISTRY[game.name] = game
    for cls in owned:
        _BY_TYPE[cls] = game
    _PLAYS[game.state_type] = (game.current_player, game.legal_moves, game.apply)
    from tablegames.core.serialization import converter

    # Card hooks first: the tagged classes' hooks are generated now and capture them.
    game.configure_converter(converter)
    register_tagged(*game.move_types, *game.event_types)


def get_game(name: str) -> AnyGame:
    """Return the registered game called ``name``.

    Raises:
        ConfigError: if there is no such game.
    """
    try:
        return _REGISTRY[name]
    except (KeyError, TypeError):
        known = ", ".join(sorted(_REGISTRY)) or "none"
        raise ConfigError(f"unknown game {name!r}; known games: {known}") from None


def game_for(obj: object) -> AnyGame | None:
    """Return the game that owns the class of ``obj`` (a state, view, move or options)."""
    return _BY_TYPE.get(type(obj))


def check_players(game: AnyGame, players: object) -> int:
    """Return ``players`` if ``game`` can be played by that many seats, else raise ConfigError."""
    if type(players) is not int or not game.min_players <= players <= game.max_players:
        if game.min_players == game.max_players:
            need = f"exactly {game.min_players} players"
        else:
            need = f"{game.min_players} to {game.max_players} players"
        raise ConfigError(f"{game.name} is played by {need}, got {shown(players)}")
    return players
