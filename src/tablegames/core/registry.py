"""The registry of games: which games exist, found by name or by the class of their objects.

Games are plugins. A distribution declares its games in the entry-point group
``tablegames.games`` (:data:`ENTRY_POINT_GROUP`), each entry naming a :class:`~tablegames.Game`
object; ``import tablegames`` loads them all, the built-in three included (their entries are in
tablegames' own ``pyproject.toml``). A game in another distribution is found as soon as it is
installed::

    [project.entry-points."tablegames.games"]
    mygame = "mypackage.game:GAME"

Users may also :func:`register` a game object by hand (a variant, a test game) and
:func:`unregister` it again. Nothing else in the library keeps a game: the JSON layer, the agents,
the command line and the adapters read this registry, so what is registered here is all they
know.

The registry is one of the few pieces of module-level mutable state in tablegames (the others
are documented memo tables, listed in the concepts page under "What the library keeps between
calls"): registration is a process-wide act, like ``codecs.register``.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator, Mapping
from importlib import metadata
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tablegames.core.errors import ConfigError
from tablegames.core.game import AnyGame, Game, check_members
from tablegames.core.text import named

if TYPE_CHECKING:
    from tablegames.core.bases import AnyState, AnyView

__all__ = [
    "ENTRY_POINT_GROUP",
    "GAMES",
    "RESERVED_NAMES",
    "game_for",
    "game_of_state_class",
    "get_game",
    "load_entry_points",
    "on_change",
    "register",
    "unregister",
]

#: The entry-point group in which distributions declare their games.
ENTRY_POINT_GROUP = "tablegames.games"

_REGISTRY: dict[str, AnyGame] = {}
_BY_TYPE: dict[type, AnyGame] = {}
#: Each registered state class: its game's current_player, legal_moves and apply, looked up
#: once here rather than on the game object at every call of a bot's loop (a documented memo
#: table, kept with the registry).
_PLAYS: dict[
    type, tuple[Callable[[Any], Any], Callable[[Any, int], Any], Callable[[Any, Any], Any]]
] = {}
#: The entry point each registered game was loaded from by :func:`load_entry_points`: its
#: value and where it comes from (``"tablegames.ten.game:GAME"``, ``"tablegames.ten.game:GAME
#: (distribution tablegames)"``); a game registered by hand has none.
_LOADED_FROM: dict[str, tuple[str, str]] = {}
#: Functions called with a game each time it is registered or unregistered (caches that depend
#: on the registry, such as the JSON layer's converters, forget the game then).
_LISTENERS: list[Callable[[AnyGame], None]] = []

#: Every registered game, by name (``"aluette"``, ``"saboteur"``, ``"ten"`` and any other
#: installed or registered game). A read-only view of the registry. Type checkers know each
#: as a game of some state: ``new_game(GAMES[name], ...)`` is an
#: :data:`~tablegames.typed.AnyState`, which the generic functions type, not ``Any``.
GAMES: Mapping[str, Game[AnyState, AnyView, Any, Any]] = MappingProxyType(_REGISTRY)


def _owned(game: AnyGame) -> tuple[type, ...]:
    return (game.state_type, game.view_type, game.options_type, *game.move_types, *game.event_types)


#: The names no game may take, as the first words of the library's own error codes
#: (``core.move.stale``, ``server.seat.taken``, ``rl.action.illegal``,
#: ``openspiel.action.illegal``), which a game's codes would collide with, and of the server's
#: schema files (``server-error.schema.json``).
RESERVED_NAMES: frozenset[str] = frozenset({"core", "server", "rl", "openspiel"})


def register(game: AnyGame, *, replace: bool = False) -> None:
    """Make ``game`` known to the generic functions, the JSON layer and every tool above them.

    Installed games are registered by ``import tablegames`` (entry points); users register
    their own variants by hand, or let :func:`tablegames.testing.check_game` do it.

    Raises:
        ConfigError: if another game already has this name or one of these classes, unless
            ``replace`` is true; if the name is one of :data:`RESERVED_NAMES`; if the game
            does not define every member that has no default
            (:data:`~tablegames.core.game.REQUIRED_MEMBERS`: the message names each one
            missing, or inherited from the :class:`~tablegames.Game` protocol as a stub).
    """
    if not isinstance(getattr(game, "name", None), str):
        raise ConfigError(
            f"register() needs a Game object, got {type(game).__name__}: "
            "see tablegames.Game for what a game supplies"
        )
    check_members(game)
    if game.name in RESERVED_NAMES:
        raise ConfigError(
            f"a game may not be named {game.name!r}: the library's own error codes "
            f"({game.name}.*) and documents (the server's schemas) use that name"
        )
    clash = _REGISTRY.get(game.name)
    if clash is game:
        return
    if clash is not None and not replace:
        raise ConfigError(
            f"a game named {game.name!r} is already registered: register(game, replace=True) "
            "puts this one in its place"
        )
    for cls in _owned(game):
        owner = _BY_TYPE.get(cls)
        if owner is not None and owner.name != game.name and not replace:
            raise ConfigError(f"{cls.__name__} already belongs to the game {owner.name!r}")
    if clash is not None:
        _forget(clash)
    _REGISTRY[game.name] = game
    for cls in _owned(game):
        _BY_TYPE[cls] = game
    _PLAYS[game.state_type] = (game.current_player, game.legal_moves, game.apply)
    _notify(game)


def unregister(name: str) -> AnyGame:
    """Forget the game called ``name`` and return it; its objects are no longer game objects.

    Raises:
        ConfigError: if there is no such game.
    """
    game = get_game(name)
    _forget(game)
    _notify(game)
    return game


def _forget(game: AnyGame) -> None:
    if _REGISTRY.get(game.name) is game:
        del _REGISTRY[game.name]
        _LOADED_FROM.pop(game.name, None)
    for cls in [c for c, g in _BY_TYPE.items() if g is game]:
        del _BY_TYPE[cls]
        _PLAYS.pop(cls, None)


def _notify(game: AnyGame) -> None:
    for listener in _LISTENERS:
        listener(game)


def on_change(listener: Callable[[AnyGame], None]) -> Callable[[AnyGame], None]:
    """Call ``listener(game)`` whenever ``game`` is registered, replaced or unregistered.

    For caches kept above the registry (they depend on it; it does not know them). Returns
    ``listener``, so it can decorate a function.
    """
    _LISTENERS.append(listener)
    return listener


def get_game(name: str) -> AnyGame:
    """Return the registered game called ``name``.

    Raises:
        ConfigError: if there is no such game.
    """
    try:
        return _REGISTRY[name]
    except (KeyError, TypeError):
        known = ", ".join(sorted(_REGISTRY)) or "none"
        # A name may come from a request: a long one is cut, so the message stays short.
        raise ConfigError(f"unknown game {named(name)}; known games: {known}") from None


def game_for(obj: object) -> AnyGame | None:
    """Return the game that owns the class of ``obj`` (a state, view, move, event or options)."""
    return _BY_TYPE.get(type(obj))


def game_of_state_class(cls: object) -> AnyGame | None:
    """Return the game whose state class is ``cls``, or ``None``."""
    game = _BY_TYPE.get(cls) if isinstance(cls, type) else None
    return game if game is not None and game.state_type is cls else None


def _entry_points() -> Iterator[metadata.EntryPoint]:
    yield from metadata.entry_points(group=ENTRY_POINT_GROUP)


def _entry_source(entry: metadata.EntryPoint) -> str:
    """Where an entry point comes from, as a warning names it: ``tablegames.ten.game:GAME
    (distribution tablegames)``."""
    dist = getattr(entry, "dist", None)
    name = getattr(dist, "name", None)
    return f"{entry.value} (distribution {name})" if name else entry.value


def load_entry_points() -> tuple[str, ...]:
    """Register every game that an installed distribution declares; return their names.

    ``import tablegames`` calls it once. A game that fails to load, or whose name differs from
    its entry's, is left out with a :class:`RuntimeWarning` saying why: one broken plugin does
    not stop the others. Games already registered are kept as they are, unloaded: of two
    entries of one name (two distributions that both declare ``ten``), the first found (in
    the order of ``sys.path``) is kept and the other left out with a :class:`RuntimeWarning`
    naming both. A game registered by hand (:func:`register`) is kept without a word.
    """
    loaded = []
    for entry in _entry_points():
        source = _entry_source(entry)
        if entry.name in _REGISTRY:
            kept = _LOADED_FROM.get(entry.name)
            if kept is not None and kept[0] != entry.value:
                warnings.warn(
                    f"tablegames: the game {entry.name!r} of {source} is left out: the game of "
                    f"that name of {kept[1]} is registered already; uninstall one of the two "
                    "distributions",
                    RuntimeWarning,
                    stacklevel=2,
                )
            loaded.append(entry.name)
            continue
        try:
            game = entry.load()
            if getattr(game, "name", None) != entry.name:
                raise ConfigError(
                    f"the entry point names the game {entry.name!r} but the object's name is "
                    f"{getattr(game, 'name', None)!r}"
                )
            register(game)
            _LOADED_FROM[entry.name] = (entry.value, source)
        except Exception as exc:  # a broken plugin must not break the library
            warnings.warn(
                f"tablegames: the game {entry.name!r} ({entry.value}) could not be loaded: "
                f"{type(exc).__name__}: {exc}",
                RuntimeWarning,
                stacklevel=2,
            )
        else:
            loaded.append(entry.name)
    return tuple(loaded)
