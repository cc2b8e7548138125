"""The OpenSpiel game and state classes that run a registered tablegames game.

:func:`~tablegames.openspiel.register_games` registers one OpenSpiel game per tablegames game
that has an RL module (its action index numbers the actions), named ``"tablegames_<name>"``.
Its parameters are ``players``, ``seeds`` and the game's options
(:func:`~tablegames.openspiel.parameter_specification`).

How chance is handled: all of a tablegames game's chance comes from its seed. The OpenSpiel
game therefore starts with one chance node that draws the seed, uniformly from ``0`` to
``seeds - 1`` (outcome ``k`` deals ``tablegames.new_game(name, players, seed=k)``, and every
later shuffle follows from it); after it the game is deterministic. So an OpenSpiel history is
a complete record (``[seed, action, action, ...]`` replays the game), a state serializes as
its seed and actions (``pyspiel.serialize_game_and_state``, ``pickle``), and a resampled state
(``resample_from_infostate``, through :func:`tablegames.sample_state`) as its sampled
tablegames state in the library's JSON and the actions since.
"""

from __future__ import annotations

import contextlib
import enum
import json
from collections.abc import Mapping
from typing import Any, ClassVar

import attrs
import pyspiel

from tablegames.core.api import is_over, render
from tablegames.core.errors import ConfigError, SeatError
from tablegames.core.game import AnyGame, hook
from tablegames.core.registry import get_game
from tablegames.core.text import shown
from tablegames.openspiel.observers import TableObserver
from tablegames.openspiel.paths import CHANCE, Node, Table

__all__ = [
    "DEFAULT_SEEDS",
    "MAX_SEEDS",
    "PREFIX",
    "TableGame",
    "TableState",
    "game_class",
    "game_type",
    "load",
    "parameter_specification",
    "register_games",
    "short_name",
]

#: The short names of the OpenSpiel games are this followed by the tablegames game's name.
PREFIX = "tablegames_"
#: The seeds the chance node draws from by default (the ``seeds`` parameter).
DEFAULT_SEEDS = 1 << 16
#: The most seeds the chance node may draw from (its outcomes are listed one by one).
MAX_SEEDS = 1 << 20
#: What an option whose default is ``None`` is given as: a string parameter.
NONE = "none"
#: The integers an OpenSpiel parameter holds (a C++ ``int``); :func:`load` refuses others
#: before OpenSpiel's binding fails on them with a bare ``RuntimeError``.
_INT_RANGE = range(-(2**31), 2**31)


def short_name(game: str) -> str:
    """The OpenSpiel name of the tablegames game ``game``: ``"tablegames_<game>"``
    (``short_name("aluette")`` is ``"tablegames_aluette"``)."""
    return PREFIX + game


def _default_players(game: AnyGame) -> int:
    from tablegames.rl import rl_module

    players: int = getattr(rl_module(game.name), "DEFAULT_PLAYERS", game.min_players)
    return players


def _parameter(default: object) -> object | None:
    """The OpenSpiel parameter value of an option's default, or ``None`` if it has none."""
    if isinstance(default, enum.Enum):
        default = default.value
    if default is None:
        return NONE
    if type(default) in (bool, int, float, str):
        return default
    return None


def parameter_specification(game: str) -> dict[str, object]:
    """The OpenSpiel parameters of ``game`` with their defaults.

    ``players`` (the RL module's ``DEFAULT_PLAYERS``, else the fewest seats), ``seeds``
    (:data:`DEFAULT_SEEDS`), then each option of the game whose default is a boolean, a
    number, a string or an enumeration (given by its value): OpenSpiel's game strings carry
    only these. An option whose default is ``None`` is a string parameter, ``"none"`` by
    default, any other value read as JSON (``"100"``; :func:`load` takes plain values too:
    ``{"target_score": 100}`` or ``None``, for an option of that name whose default is
    ``None``). Other options keep their defaults.

    Raises:
        ConfigError: on an unknown game, or an option called ``players`` or ``seeds``.
    """
    found = get_game(game)
    spec: dict[str, object] = {"players": _default_players(found), "seeds": DEFAULT_SEEDS}
    for field in attrs.fields(found.options_type):
        default = field.default
        if default is attrs.NOTHING or isinstance(default, attrs.Factory):  # type: ignore[arg-type]
            continue
        value = _parameter(default)
        if value is None:
            continue
        if field.name in spec:
            raise ConfigError(f"the option {field.name!r} of {game} clashes with a parameter")
        spec[field.name] = value
    return spec


def _maybe_none(game: str) -> set[str]:
    """The options of ``game`` whose default is ``None``: string parameters."""
    return {
        field.name for field in attrs.fields(get_game(game).options_type) if field.default is None
    }


def _options(game: str, params: Mapping[str, object]) -> dict[str, object]:
    """The options given by OpenSpiel parameters, as ``new_game`` takes them."""
    options: dict[str, object] = {}
    maybe_none = _maybe_none(game)
    for name in parameter_specification(game):
        if name in ("players", "seeds") or name not in params:
            continue
        value = params[name]
        if name in maybe_none and isinstance(value, str):
            if value == NONE:
                value = None
            else:
                # A bare word stays a string: the options' own check names the problem.
                with contextlib.suppress(json.JSONDecodeError):
                    value = json.loads(value)
        options[name] = value
    return options


#: Each registered OpenSpiel game type, by tablegames game name: registration is process-wide
#: (like the tablegames registry), and OpenSpiel needs the very type it registered.
_TYPES: dict[str, Any] = {}


def game_type(game: str, utility_sum: float | None = None) -> Any:
    """The ``pyspiel.GameType`` of ``game``'s OpenSpiel game.

    Registered as general-sum; a loaded game whose utilities always add up to
    ``utility_sum`` (the game's :meth:`~tablegames.Game.utility_sum` at its table) has the
    same type declared zero-sum (``0.0``) or constant-sum (another number).
    """
    key = (game, _utility(utility_sum))
    found = _TYPES.get(game) if utility_sum is None else _VARIANTS.get(key)
    if found is None:
        known = get_game(game)
        found = pyspiel.GameType(
            short_name=short_name(game),
            long_name=f"{hook(known, 'title')} (tablegames)",
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
            information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
            utility=key[1],
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=known.max_players,
            min_num_players=known.min_players,
            provides_information_state_string=True,
            provides_information_state_tensor=True,
            provides_observation_string=True,
            provides_observation_tensor=True,
            parameter_specification=parameter_specification(game),
        )
        if utility_sum is None:
            _TYPES[game] = found
        else:
            _VARIANTS[key] = found
    return found


#: The zero-sum and constant-sum variants of the registered types (see :func:`game_type`).
_VARIANTS: dict[tuple[str, Any], Any] = {}


def _utility(utility_sum: float | None) -> Any:
    """OpenSpiel's kind of utility of a game whose utilities add up to ``utility_sum``."""
    kinds = pyspiel.GameType.Utility
    if utility_sum is None:
        return kinds.GENERAL_SUM
    return kinds.ZERO_SUM if utility_sum == 0 else kinds.CONSTANT_SUM


#: Each game's subclass of :class:`TableGame`, by tablegames game name: what OpenSpiel calls
#: to load the game. A class rather than a function object: OpenSpiel keeps its creators
#: until after the interpreter has finalized, and a class (which refers to itself) is never
#: freed then, where a lone function object would be, without the interpreter.
_CLASSES: dict[str, type[TableGame]] = {}


def game_class(game: str) -> type[TableGame]:
    """The subclass of :class:`TableGame` that OpenSpiel makes ``game``'s games with."""
    found = _CLASSES.get(game)
    if found is None:
        get_game(game)  # an unknown game is refused here
        found = type(
            f"TableGame_{game}",
            (TableGame,),
            {"game_name": game, "__module__": __name__, "__doc__": f"{game} for OpenSpiel."},
        )
        _CLASSES[game] = found
    return found


def register_games() -> tuple[str, ...]:
    """Register every registered tablegames game that has an RL module with OpenSpiel.

    ``import tablegames.openspiel`` calls it; call it again after registering a game by hand.
    Games already registered are left alone (OpenSpiel cannot replace a game).

    Returns:
        The OpenSpiel names of the games registered by this call and before.
    """
    from tablegames.rl import games as rl_games

    known = set(pyspiel.registered_names())
    for game in rl_games():
        if short_name(game) not in known:
            pyspiel.register_game(game_type(game), game_class(game))
    return tuple(short_name(game) for game in rl_games() if game in _TYPES)


class TableGame(pyspiel.Game):  # type: ignore[misc] # pyspiel ships no type information
    """A tablegames game as an OpenSpiel game (``pyspiel.load_game("tablegames_<name>")``).

    Each game has a subclass of its own (:func:`game_class`), which names it in
    :attr:`game_name`; OpenSpiel makes its instances.

    Args:
        params: OpenSpiel parameters (see :func:`parameter_specification`); missing ones take
            their defaults.

    Raises:
        ConfigError: on an unknown parameter or option value, or a player count the game does
            not allow.
    """

    #: The tablegames game's name.
    game_name: ClassVar[str]

    def __init__(self, params: Mapping[str, object] | None = None) -> None:
        game = self.game_name
        spec = parameter_specification(game)
        given = dict(params or {})
        unknown = sorted(set(given) - set(spec))
        if unknown:
            raise ConfigError(f"{short_name(game)} has no parameter {', '.join(unknown)}")
        values = {**spec, **given}
        seeds = values["seeds"]
        if type(seeds) is not int or not 1 <= seeds <= MAX_SEEDS:
            raise ConfigError(f"seeds must be an integer from 1 to {MAX_SEEDS}, got {seeds!r}")
        players = values["players"]
        if type(players) is not int:
            raise ConfigError(f"players must be an integer, got {players!r}")
        table = Table(game, players, _options(game, values), seeds)
        low, high = hook(get_game(game), "utility_bounds")(players, table.options_in_force)
        info = pyspiel.GameInfo(
            num_distinct_actions=table.actions.size,
            max_chance_outcomes=seeds,
            num_players=players,
            min_utility=float(low),
            max_utility=float(high),
            utility_sum=table.utility_sum,
            max_game_length=table.max_moves,
        )
        super().__init__(game_type(game, table.utility_sum), info, values)
        self._table = table

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled as what loads it again: the game's class is made at run time, per game.
        return (load, (self.game_name, self.get_parameters()))

    @property
    def table(self) -> Table:
        """The facts every state of this game shares (the tablegames game, its actions...)."""
        return self._table

    def new_initial_state(self) -> TableState:
        """The chance node that draws the seed."""
        return TableState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> TableObserver:
        """An observer of this game (see :mod:`tablegames.openspiel.observers`)."""
        return TableObserver(self._table, iig_obs_type, params)

    def max_chance_nodes_in_history(self) -> int:
        """One: the seed."""
        return 1


def load(game: str, params: Mapping[str, object] | None = None) -> TableGame:
    """``pyspiel.load_game(short_name(game), params)``: ``game``'s OpenSpiel game.

    The value of an option whose default is ``None`` may be given as a plain value here
    (``100``, ``None``, any JSON value), which OpenSpiel's game strings cannot hold. A string
    is taken as OpenSpiel takes the parameter, as its JSON text (``"100"`` is 100, ``"none"``
    is ``None``; see :func:`parameter_specification`): what ``get_parameters()`` gives back,
    so that ``load(name, game.get_parameters())`` loads the same game.

    For example (the tests run it; these docs are built without OpenSpiel too, so it is not
    a doctest)::

        game = load("ten", {"players": 3})
        assert game.get_type().short_name == "tablegames_ten"

    Raises:
        ConfigError: on an unknown game or parameter, or a bad value (an integer OpenSpiel
            cannot hold, outside ``-2**31`` to ``2**31 - 1``, included, or a value that is no
            boolean, number or string: a list, ``None``). A member of an enumeration is taken
            as its name in lowercase (``GameEnd.FIRST_TO_5`` as ``"first_to_5"``).
        pyspiel.SpielError: on an unknown parameter or one of the wrong type (OpenSpiel
            checks them).
    """
    if game not in _TYPES:
        register_games()
        game_type(game)  # an unknown game is refused here
    spec = parameter_specification(game)
    maybe_none = _maybe_none(game)
    given = {
        name: _plain(name, value, spec, maybe_none, game) for name, value in (params or {}).items()
    }
    for name in maybe_none & set(given):
        value = given[name]
        if value is None:
            given[name] = NONE
        elif not isinstance(value, str):
            given[name] = json.dumps(value)  # OpenSpiel types it: a string parameter
    found: TableGame = pyspiel.load_game(short_name(game), given)
    return found


#: What an OpenSpiel parameter of each type is called in :func:`load`'s refusals.
_KINDS = {bool: "true or false", int: "an integer", float: "a number", str: "a string"}


def _plain(
    name: object, value: object, spec: Mapping[str, object], maybe_none: set[str], game: str
) -> object:
    """A parameter given to :func:`load` as OpenSpiel's binding takes it: an enumeration's member
    as its name in lowercase (as a mapping of options names it); anything else the binding
    cannot hold (a list, an object, an integer past 32 bits) refused, naming the parameter,
    where the binding would raise a bare TypeError or RuntimeError."""
    if not isinstance(name, str):
        raise ConfigError(f"a parameter's name is a string, got {shown(name)}")
    if isinstance(value, enum.Enum):
        value = value.name.lower()
    if type(value) is int and value not in _INT_RANGE:
        raise ConfigError(
            f"{name} must be an integer OpenSpiel can hold (-2**31 to 2**31 - 1), "
            f"got {shown(value)}"
        )
    if name in maybe_none:  # any JSON value: written as its JSON text
        try:
            json.dumps(value)
        except (TypeError, ValueError):
            raise ConfigError(
                f"{name} must be a JSON value (or None), got a {type(value).__name__}"
            ) from None
    elif type(value) not in _KINDS:
        if name not in spec:
            raise ConfigError(f"{short_name(game)} has no parameter {name[:80]!r}")
        got = "None" if value is None else f"a {type(value).__name__} ({shown(value)})"
        raise ConfigError(
            f"{name} must be {_KINDS.get(type(spec[name]), 'a plain value')}, got {got}"
        )
    return value


class TableState(pyspiel.State):  # type: ignore[misc] # pyspiel ships no type information
    """A state of a :class:`TableGame`: a node of the game's path (:mod:`.paths`).

    Its only Python attribute is that node, which copies as itself, so ``clone`` costs a new
    initial state and no copy of the game.
    """

    def __init__(self, game: TableGame) -> None:
        super().__init__(game)
        self._node: Node = game.table.root

    @property
    def node(self) -> Node:
        """The node of the path this state is at."""
        return self._node

    @property
    def tablegames_state(self) -> Any:
        """The tablegames state (``None`` before the seed is drawn): every secret of the game."""
        return self._node.state

    def view(self, seat: int | None) -> Any:
        """What ``seat`` may see now (``None``: a spectator), as :func:`tablegames.view` gives
        it: what a library agent chooses from (see :class:`~tablegames.openspiel.AgentBot`).

        Raises:
            SeatError: if ``seat`` is not a seat of the game.
            ValueError: before the seed is drawn (there is no deal to see yet).
        """
        node = self._node
        if node.is_root:
            raise ValueError("the seed is not drawn yet: there is nothing to see")
        table = node.table
        if seat is not None and (type(seat) is not int or not 0 <= seat < table.players):
            raise SeatError(f"no player {seat!r} in a {table.players}-player {table.game} game")
        return node.seen(seat)

    def current_player(self) -> int:
        """The seat to act, ``pyspiel.PlayerId.CHANCE`` or ``pyspiel.PlayerId.TERMINAL``."""
        seat = self._node.to_act()
        if seat is None:
            return int(pyspiel.PlayerId.TERMINAL)
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        if player != self._node.to_act():
            return []
        return list(self._node.legal())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The seeds and their probabilities at the root; ``[]`` elsewhere."""
        if not self._node.is_root:
            return []
        return self._node.table.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        self._node = self._node.child(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == CHANCE:
            return f"seed {action}"
        return str(self._node.table.actions.move(int(action), player))

    def is_terminal(self) -> bool:
        """Whether the game has ended (or was cut short after ``max_game_length`` moves)."""
        return self._node.to_act() is None

    def returns(self) -> list[float]:
        """Each seat's payoff (the game's ``utilities``) once the game has ended; 0 before, and
        for a game cut short 0 to all (an equal share of the game's ``utility_sum``, if it
        has a non-zero one)."""
        node = self._node
        table = node.table
        if node.state is None:
            return [0.0] * table.players
        if not is_over(node.state):
            share = (table.utility_sum or 0.0) / table.players if node.is_terminal else 0.0
            return [share] * table.players
        return [float(value) for value in table.utilities(node.state)]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> TableState:
        """A state ``player_id`` cannot tell from this one, drawn by
        :func:`tablegames.sample_state` from its view (seeded by ``probability_sampler()``).

        The sample keeps ``player_id``'s history (so its information state string is this
        state's); it has an empty OpenSpiel history, so it carries nothing the seat does not
        know, such as the seed. The other seats' histories start again at the sample.
        """
        node = self._node
        fresh = TableState(self.get_game())
        if node.is_root:
            return fresh
        seed = int(float(probability_sampler()) * (1 << 53)) % (1 << 53)
        fresh._node = node.graft(int(player_id), seed)
        return fresh

    def __str__(self) -> str:
        node = self._node
        if node.is_root:
            return f"{short_name(node.table.game)}: the seed is not drawn yet"
        found: str | None = node._memo.get("text")
        if found is None:
            header = f"seed {node.state.seed}, {node.moves} moves"
            found = node._memo["text"] = f"{header}\n{render(node.state)}"
        return found
