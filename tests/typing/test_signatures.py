"""The typed declarations keep every parameter of the functions they type (the typing audit).

``tablegames.typed`` and each game package declare the generic functions for type checkers in
an ``if TYPE_CHECKING:`` block, and bind the kernel's functions at run time. A parameter the
runtime function has and the declaration lacks is a type error for every caller that uses it
(``apply(..., version=...)`` was), so each declaration must have the runtime function's
parameters: the same names, kinds and defaults. A game package's function of a generic
function's name must take what the generic one takes (api.rst: "typed versions of the same
functions").
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


@pytest.mark.parametrize(
    "module",
    [tablegames.typed, *GAME_PACKAGES],
    ids=lambda module: module.__name__,
)
def test_each_typed_declaration_has_the_parameters_of_its_runtime_function(
    module: ModuleType,
) -> None:
    declared = _declared(module)
    assert declared, f"{module.__name__} declares no function for type checkers"
    for name, declaration in declared.items():
        runtime = getattr(module, name)
        assert _shape_of_declaration(declaration) == _shape_of(runtime), (module.__name__, name)


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
