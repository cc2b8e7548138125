"""The typed declarations keep every parameter of the functions they type (the typing audit).

``tablegames.typed`` declares the generic functions for type checkers in an
``if TYPE_CHECKING:`` block, and binds the kernel's functions at run time; each game package
binds the same kernel functions through :func:`tablegames.core.api.typed_for`, which type
checkers read as the methods of :class:`~tablegames.core.api.GameFunctions` with the game's
types. A parameter the runtime function has and the declaration lacks is a type error for every
caller that uses it (``apply(..., version=...)`` was), so each declaration must have the runtime
function's parameters: the same names, kinds and defaults. A game package's function of a
generic function's name must take what the generic one takes (api.rst: "typed versions of the
same functions").
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from types import ModuleType

import pytest

import tablegames
import tablegames.typed
from tablegames import aluette, saboteur, ten
from tablegames.core import api
from tablegames.core.api import GameFunctions

GAME_PACKAGES = (aluette, saboteur, ten)


def _declared(module: ModuleType) -> dict[str, ast.FunctionDef]:
    """The functions declared in the module's top-level ``if TYPE_CHECKING:`` blocks."""
    tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
    found: dict[str, ast.FunctionDef] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    found[item.name] = item
    return found


def _shape_of_declaration(function: ast.FunctionDef) -> list[tuple[str, str, object]]:
    """Each parameter's name, kind and default (``inspect.Parameter.empty`` for none)."""
    arguments = function.args
    positional = [*arguments.posonlyargs, *arguments.args]
    defaults = [inspect.Parameter.empty] * (len(positional) - len(arguments.defaults)) + [
        ast.literal_eval(default) for default in arguments.defaults
    ]
    shape: list[tuple[str, str, object]] = []
    for index, argument in enumerate(positional):
        kind = "POSITIONAL_ONLY" if index < len(arguments.posonlyargs) else "POSITIONAL_OR_KEYWORD"
        shape.append((argument.arg, kind, defaults[index]))
    for argument, default in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True):
        value = inspect.Parameter.empty if default is None else ast.literal_eval(default)
        shape.append((argument.arg, "KEYWORD_ONLY", value))
    return shape


def _shape_of(function: object) -> list[tuple[str, str, object]]:
    assert callable(function)
    return [
        (parameter.name, parameter.kind.name, parameter.default)
        for parameter in inspect.signature(function).parameters.values()
    ]


def test_each_typed_declaration_has_the_parameters_of_its_runtime_function() -> None:
    declared = _declared(tablegames.typed)
    assert declared, "tablegames.typed declares no function for type checkers"
    for name, declaration in declared.items():
        runtime = getattr(tablegames.typed, name)
        assert _shape_of_declaration(declaration) == _shape_of(runtime), name


def _game_functions() -> dict[str, object]:
    """The methods of GameFunctions: what a game package's functions are to type checkers."""
    return {
        name: member
        for name, member in vars(GameFunctions).items()
        if inspect.isfunction(member) and not name.startswith("_")
    }


@pytest.mark.parametrize("package", GAME_PACKAGES, ids=lambda package: package.__name__)
def test_each_game_function_has_for_type_checkers_the_parameters_of_its_runtime_function(
    package: ModuleType,
) -> None:
    """``ten.apply`` is ``GameFunctions[TenState, TenView, TenMove].apply`` to type checkers
    and the kernel's ``apply`` at run time: both take the same parameters (``self`` aside)."""
    declared = _game_functions()
    assert set(declared) == {"apply", "current_player", "legal_moves", "view"}
    for name, method in declared.items():
        runtime = getattr(package, name)
        assert runtime is getattr(api, name), (package.__name__, name)  # the generic function
        assert _shape_of(method)[1:] == _shape_of(runtime), (package.__name__, name)


@pytest.mark.parametrize("package", GAME_PACKAGES, ids=lambda package: package.__name__)
def test_a_game_function_takes_what_the_generic_function_of_its_name_takes(
    package: ModuleType,
) -> None:
    """``ten.legal_moves(state, ten.current_player(state))`` (ten.rst), ``ten.legal_moves(state)``
    and ``ten.apply(state, move, by=1, version=3)`` are all as the generic functions take them."""
    generic = {
        name
        for name in tablegames.typed.__all__
        if inspect.isfunction(getattr(tablegames.typed, name)) and name != "new_game"
    }
    shared = [name for name in package.__all__ if name in generic]
    assert {"apply", "legal_moves", "current_player", "view"} <= set(shared)
    for name in shared:
        assert _called_as(getattr(package, name)) == _called_as(getattr(tablegames, name)), name


def _called_as(function: object) -> list[tuple[str | None, str, object]]:
    """How a caller passes the parameters: a name where the caller may say it (a parameter with
    a default, or keyword-only), the kind and the default; a required positional parameter's
    name is the function's own (``ten.scores(table)``, ``tablegames.scores(state)``)."""
    return [
        (
            None if default is inspect.Parameter.empty and kind != "KEYWORD_ONLY" else name,
            kind,
            default,
        )
        for name, kind, default in _shape_of(function)
    ]
