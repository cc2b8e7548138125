"""tablegames.names, the typing of new_game by game name, is generated from the registry and
shipped up to date; it names the games of tablegames only (issue 20: typed once)."""

from __future__ import annotations

import ast
import typing
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

import tablegames
import tablegames.names
from tablegames.core.typing_gen import builtin_games, names_module_text, write_names_module


def test_the_shipped_names_module_is_up_to_date() -> None:
    """Regenerate with `python -m tablegames.core.typing_gen` when this fails."""
    shipped = resources.files("tablegames") / "names.py"
    assert shipped.read_text(encoding="utf-8") == names_module_text()


def test_every_game_of_tablegames_has_its_overload() -> None:
    """One overload per game, naming its state and options types, one for any of the names
    (``GameName``, a state of one of the games), then the generic two."""
    tree = ast.parse(names_module_text())
    overloads = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef)
        and any(getattr(d, "id", None) == "overload" for d in node.decorator_list)
    ]
    games = builtin_games()
    assert [game.name for game in games] == sorted(
        name
        for name, game in tablegames.GAMES.items()
        if type(game).__module__.startswith("tablegames.")
    )
    assert len(overloads) == len(games) + 3
    for game, overload in zip(games, overloads, strict=False):
        assert ast.unparse(overload.args.args[0].annotation) == f"Literal['{game.name}']"
        assert ast.unparse(overload.returns) == game.state_type.__name__
        options = ast.unparse(overload.args.kwonlyargs[2].annotation)
        assert options.startswith(game.options_type.__name__ + " |")
    any_name = overloads[len(games)]
    assert ast.unparse(any_name.args.args[0].annotation) == "GameName"
    assert ast.unparse(any_name.returns) == " | ".join(g.state_type.__name__ for g in games)
    assert typing.get_args(tablegames.names.GameName) == tuple(game.name for game in games)


def test_a_game_of_another_package_is_left_out(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A game from another distribution is not named (the shipped module cannot know it): its
    name gives the generic result, its game object its own state type."""
    ten = tablegames.GAMES["ten"]

    class Elsewhere:
        """A game object of another package, with TEN's classes."""

        name = "elsewhere"
        state_type = ten.state_type
        options_type = ten.options_type

    Elsewhere.__module__ = "othergames.game"
    games: dict[str, Any] = {**tablegames.GAMES, "elsewhere": Elsewhere()}
    monkeypatch.setattr("tablegames.core.typing_gen.GAMES", games)
    text = names_module_text()
    assert "elsewhere" not in text
    assert text == write_names_module(tmp_path / "names.py").read_text(encoding="utf-8")
