"""The typed declarations keep every parameter of the functions they type (the typing audit).

``tablegames.typed`` declares the generic functions for type checkers in an
``if TYPE_CHECKING:`` block, and binds the kernel's functions at run time. A parameter the
runtime function has and the declaration lacks is a type error for every caller that uses it
(``apply(..., version=...)`` was), so each declaration must have the runtime function's
parameters: the same names, kinds and defaults.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from types import ModuleType

import pytest

import tablegames
import tablegames.typed


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


@pytest.mark.parametrize("module", [tablegames.typed], ids=lambda module: module.__name__)
def test_each_typed_declaration_has_the_parameters_of_its_runtime_function(
    module: ModuleType,
) -> None:
    declared = _declared(module)
    assert declared, f"{module.__name__} declares no function for type checkers"
    for name, declaration in declared.items():
        runtime = getattr(module, name)
        assert _shape_of_declaration(declaration) == _shape_of(runtime), (module.__name__, name)
