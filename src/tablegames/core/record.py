"""Game records: a game's whole history, like a PGN file for chess."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Generic

import attrs
from typing_extensions import TypeVar

from tablegames.core.errors import ConfigError, IllegalMoveError, NotAGameObjectError
from tablegames.core.game import Game, Move, check_players
from tablegames.core.registry import game_for, get_game
from tablegames.core.rng import check_seed

__all__ = ["GameRecord", "positions", "record", "replay"]

#: The state type of the game a record replays to. It is only a type: nothing at run time
#: depends on it. A plain ``GameRecord`` is a record of some game (``GameRecord[object]``).
StateT_co = TypeVar("StateT_co", covariant=True, default=object)
S = TypeVar("S")


@attrs.frozen(repr=False)
class GameRecord(Generic[StateT_co]):
    """Everything needed to reproduce a game: setup and every move, in order.

    ``replay(record(state)) == state`` for every reachable state. For type checkers a record
    says which game's state it replays to: :func:`tablegames.record` of an
    :class:`~tablegames.aluette.AluetteState` is a ``GameRecord[AluetteState]``, which
    :func:`tablegames.replay` turns back into an ``AluetteState``.

    Attributes:
        game: The game's name (``"aluette"``).
        players: The number of seats.
        seed: The seed that resolves every shuffle.
        options: The game's options object.
        moves: Every move applied, in order.
    """

    game: str
    players: int
    seed: int
    options: object
    moves: tuple[Move, ...]

    def __repr__(self) -> str:
        # Short, as states' reprs are: the moves of a finished game run to kilobytes.
        moves = f"{len(self.moves)} move" + ("" if len(self.moves) == 1 else "s")
        return f"<GameRecord {self.game}, {self.players} players, seed {self.seed}, {moves}>"


def record(state: S) -> GameRecord[S]:
    """Return the record of the game that led to ``state``.

    Raises:
        NotAGameObjectError: if ``state`` is not a game state.
    """
    game = game_for(state)
    if game is None or not isinstance(state, game.state_type):
        raise NotAGameObjectError(f"record() needs a game state, got {type(state).__name__}")
    return GameRecord(
        game=game.name,
        players=state.players,
        seed=state.seed,
        options=state.options,
        moves=tuple(state.history),
    )


def _checked(game_record: object, function: str) -> None:
    """Refuse what is not a record with the library's own error, naming what to pass."""
    if isinstance(game_record, GameRecord):
        return
    held = getattr(game_record, "record", None)
    hint = (
        " (pass its .record)"
        if isinstance(held, GameRecord)
        else " (tablegames.record(state) gives a state's record)"
        if game_for(game_record) is not None
        else ""
    )
    raise NotAGameObjectError(
        f"{function}() needs a GameRecord, got {type(game_record).__name__}{hint}"
    )


def _first(game_record: GameRecord[S]) -> tuple[Game[Any, Any, Any, Any], S]:
    """The record's game and its state before the first move, its setup checked."""
    game = get_game(game_record.game)
    players = check_players(game, game_record.players)
    seed = check_seed(game_record.seed)
    if not isinstance(game_record.options, game.options_type):
        raise ConfigError(
            f"the record's options are a {type(game_record.options).__name__}, "
            f"not {game.options_type.__name__}"
        )
    first: S = game.new_game(players, seed, game_record.options)
    return game, first


def _applied(game: Game[Any, Any, Any, Any], state: S, index: int, move: Move) -> S:
    try:
        after: S = game.apply(state, move)
    except IllegalMoveError as exc:
        raise type(exc)(
            f"move {index} of the record ({move}) is illegal: {exc}", code=exc.code, move=move
        ) from None
    return after


def replay(game_record: GameRecord[S]) -> S:
    """Re-run the setup and every move of a record, validating each, and return the state.

    Raises:
        ConfigError: if the record's game, players, seed or options are impossible.
        IllegalMoveError: if a move is illegal where it stands; the message gives its index.
        NotAGameObjectError: if ``game_record`` is not a record (a state, a game text read
            back, a string).
    """
    _checked(game_record, "replay")
    game, state = _first(game_record)
    for index, move in enumerate(game_record.moves):
        state = _applied(game, state, index, move)
    return state


def positions(game_record: GameRecord[S]) -> Iterator[S]:
    """Every state of a record's game, in order: the state before the first move, then the
    state after each move (one more than the record has moves), each move validated as
    :func:`replay` validates it. States are values: keep the ones you want to go back to.

    >>> import tablegames
    >>> state = tablegames.new_game("ten", players=2, seed=1)
    >>> for text in ("draw", "draw", "currency"):
    ...     state = tablegames.apply(state, tablegames.parse_move(state, text))
    >>> walked = list(tablegames.positions(tablegames.record(state)))
    >>> len(walked), walked[-1] == state, walked[0] == tablegames.new_game("ten", players=2, seed=1)
    (4, True, True)

    Raises:
        ConfigError: if the record's game, players, seed or options are impossible.
        IllegalMoveError: when the walk reaches a move that is illegal where it stands; the
            message gives its index.
        NotAGameObjectError: if ``game_record`` is not a record (a state, a game text read
            back, a string), on the call.
    """
    _checked(game_record, "positions")
    return _walk(game_record)


def _walk(game_record: GameRecord[S]) -> Iterator[S]:
    game, state = _first(game_record)
    yield state
    for index, move in enumerate(game_record.moves):
        state = _applied(game, state, index, move)
        yield state
