"""Write :mod:`tablegames.names`: ``new_game`` typed by the names of the games of tablegames.

A type checker can only tell ``new_game("aluette")`` from ``new_game("ten")`` through an
overload per name. Rather than writing one by hand for each game, this module writes them from
the registry, for the games that come with tablegames (those whose game object is in the
``tablegames`` package), in game-name order::

    python -m tablegames.core.typing_gen            # rewrites src/tablegames/names.py

A test regenerates the text and compares it with the shipped module, so a game added to
tablegames is typed by name once its module is regenerated. A game from another distribution
is not named there (the shipped module cannot know it): ``new_game`` of its name is an
:data:`~tablegames.typed.AnyState`, and ``new_game`` of its game object its own state
type.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from tablegames.core.game import AnyGame
from tablegames.core.registry import GAMES, load_entry_points

__all__ = ["PACKAGE", "builtin_games", "names_module_text", "write_names_module"]

#: The package whose games :mod:`tablegames.names` names.
PACKAGE = "tablegames"

_HEADER = '''"""``new_game`` typed by the name of each game that comes with tablegames.

Generated from the registry by ``python -m tablegames.core.typing_gen``: do not edit (a test
regenerates it and compares). Under ``mypy --strict``, ``new_game("{first}", players=...)`` is
typed ``{first_state}``; ``new_game`` of a game object is that game's state type; any other name
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
GameName: TypeAlias = Literal[{names}]

if TYPE_CHECKING:
    from typing import overload

    from typing_extensions import TypeVar

{imports}

    S = TypeVar("S")
    V = TypeVar("V")
    M = TypeVar("M", bound=Move)
    O = TypeVar("O")  # noqa: E741 - the options type, as in tablegames.core.game
'''

_OVERLOAD = """
    @overload
    def new_game(
        game: Literal["{name}"],
        *,
        players: int,
        seed: int | None = None,
        options: {options} | Mapping[str, object] | None = None,
    ) -> {state}: ...
"""

# Any of the names (a variable typed ``GameName``): a state of one of the games. Written only
# for two games or more (for one, it would repeat that game's overload).
_ANY_NAME = """
    @overload
    def new_game(
        game: GameName,
        *,
        players: int,
        seed: int | None = None,
        options: {options} | Mapping[str, object] | None = None,
    ) -> {states}: ...
"""

_FOOTER = """
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
        \"\"\"Typed :func:`tablegames.core.api.new_game`.\"\"\"
        return _api.new_game(game, players=players, seed=seed, options=options)

else:
    new_game = _api.new_game

# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
"""


def builtin_games() -> list[AnyGame]:
    """The registered games whose game object is in :data:`PACKAGE`, by name."""
    load_entry_points()
    return [
        game
        for name, game in sorted(GAMES.items())
        if type(game).__module__.split(".")[0] == PACKAGE
    ]


def _public_module(cls: type) -> str:
    """The shortest module path that has ``cls`` (``tablegames.aluette`` re-exports its state)."""
    parts = cls.__module__.split(".")
    for end in range(1, len(parts) + 1):
        module = ".".join(parts[:end])
        if getattr(importlib.import_module(module), cls.__name__, None) is cls:
            return module
    return cls.__module__


def names_module_text() -> str:
    """The text of :mod:`tablegames.names` for the games of :func:`builtin_games`."""
    games = builtin_games()
    if not games:
        raise RuntimeError(f"no game of the {PACKAGE} package is registered")
    imports: dict[str, set[str]] = {
        "tablegames.core.bases": {"AnyState"},
        "tablegames.core.game": {"Game", "Move"},
    }
    for game in games:
        for cls in (game.state_type, game.options_type):
            imports.setdefault(_public_module(cls), set()).add(cls.__name__)
    import_lines = "\n".join(
        f"    from {module} import {', '.join(sorted(names))}"
        for module, names in sorted(imports.items())
    )
    text = _HEADER.format(
        first=games[0].name,
        first_state=games[0].state_type.__name__,
        names=", ".join(f'"{game.name}"' for game in games),
        imports=import_lines,
    )
    for game in games:
        text += _OVERLOAD.format(
            name=game.name,
            options=game.options_type.__name__,
            state=game.state_type.__name__,
        )
    if len(games) > 1:
        text += _ANY_NAME.format(
            options=" | ".join(game.options_type.__name__ for game in games),
            states=" | ".join(game.state_type.__name__ for game in games),
        )
    return text + _FOOTER


def write_names_module(path: Path | None = None) -> Path:
    """Write :func:`names_module_text` to ``path`` (by default the package's own ``names.py``)."""
    target = path if path is not None else Path(__file__).resolve().parents[1] / "names.py"
    target.write_text(names_module_text(), encoding="utf-8")
    return target


if __name__ == "__main__":
    print(write_names_module(Path(sys.argv[1]) if len(sys.argv) > 1 else None))
