"""``new_game`` typed by the name of each game that comes with tablegames.

Generated from the registry by ``python -m tablegames.core.typing_gen``: do not edit (a test
regenerates it and compares). Under ``mypy --strict``, ``new_game("aluette", players=...)`` is
typed ``AluetteState``; ``new_game`` of a game object is that game's state type; any other name
(a ``str`` variable, a game from another distribution) gives an
:data:`~tablegames.typed.AnyState`.

At run time ``new_game`` is :func:`tablegames.new_game` itself: the overloads below
exist for type checkers only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal, TypeAlias

from tablegames.core import api as _api

__all__ = ["GameName", "new_game"]

#: The names of the games that come with tablegames.
GameName: TypeAlias = Literal["aluette", "saboteur", "ten"]

if TYPE_CHECKING:
    from typing import overload

    from typing_extensions import TypeVar

    from tablegames.aluette import AluetteOptions, AluetteState
    from tablegames.core.bases import AnyState
    from tablegames.core.game import Game, Move
    from tablegames.saboteur import SaboteurOptions, SaboteurState
    from tablegames.ten import TenOptions, TenState

    S = TypeVar("S")
    V = TypeVar("V")
    M = TypeVar("M", bound=Move)
    O = TypeVar("O")  # noqa: E741 - the options type, as in tablegames.core.game

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
        game: GameName,
        *,
        players: int,
        seed: int | None = None,
        options: AluetteOptions | SaboteurOptions | TenOptions | Mapping[str, object] | None = None,
    ) -> AluetteState | SaboteurState | TenState: ...

    @overload
    def new_game(
        game: Game[S, V, M, O],
        *,
        players: int,
        seed: int | None = None,
        options: O | Mapping[str, object] | None = None,
    ) -> S: ...

    @overload
    def new_game(
        game: str,
        *,
        players: int,
        seed: int | None = None,
        options: object | Mapping[str, object] | None = None,
    ) -> AnyState: ...

    def new_game(
        game: str | Game[S, V, M, O],
        *,
        players: int,
        seed: int | None = None,
        options: object | Mapping[str, object] | None = None,
    ) -> object:
        """Typed :func:`tablegames.core.api.new_game`."""
        return _api.new_game(game, players=players, seed=seed, options=options)

else:
    new_game = _api.new_game

# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
