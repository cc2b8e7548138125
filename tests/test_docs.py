"""The documentation stays true: JSON examples match the library, every public name has a
docstring, and every field of every state, view and options class is described."""

from __future__ import annotations

import importlib
import inspect
import sys
from pathlib import Path
from types import ModuleType

import attrs
import pytest

import tablegames
from tablegames.core.schema import BUILT_IN
from tests import docs_examples

sys.path.insert(0, str(Path(__file__).parent.parent / "docs" / "_ext"))
from jsonfields import attribute_docs

GAMES = sorted(BUILT_IN)
PUBLIC_MODULES = [
    "tablegames",
    "tablegames.errors",
    "tablegames.agents",
    "tablegames.testing",
    "tablegames.cli",
    "tablegames.core",
    "tablegames.core.rng",
    "tablegames.core.schema",
    "tablegames.core.protocol",
    "tablegames.core.typescript",
    "tablegames.core.moves",
    "tablegames.core.states",
    *(f"tablegames.{game}" for game in GAMES),
]


@pytest.mark.parametrize("name", sorted(docs_examples.examples()))
def test_documented_json_examples_match_the_library(name: str) -> None:
    """Regenerate with `python -m tests.docs_examples` when the format changes on purpose."""
    path = docs_examples.DIRECTORY / name
    assert path.read_text(encoding="utf-8") == docs_examples.text_of(
        docs_examples.examples()[name]()
    )


def public_objects(module: ModuleType) -> list[tuple[str, object]]:
    names = getattr(module, "__all__", [n for n in vars(module) if not n.startswith("_")])
    return [(f"{module.__name__}.{name}", getattr(module, name)) for name in names]


def undocumented(qualified: str, obj: object) -> list[str]:
    if isinstance(obj, ModuleType):
        return [] if obj.__doc__ else [qualified]
    if not (inspect.isclass(obj) or inspect.isfunction(obj)):
        return []  # constants and type aliases are documented in the API reference pages
    missing = [] if inspect.getdoc(obj) else [qualified]
    if inspect.isclass(obj) and not issubclass(obj, BaseException):
        for name, member in vars(obj).items():
            if name.startswith("_") or not (
                inspect.isfunction(member) or isinstance(member, property)
            ):
                continue
            if not inspect.getdoc(member):
                missing.append(f"{qualified}.{name}")
    return missing


@pytest.mark.parametrize("module_name", PUBLIC_MODULES)
def test_every_public_name_has_a_docstring(module_name: str) -> None:
    module = importlib.import_module(module_name)
    assert module.__doc__, f"{module_name} has no module docstring"
    missing = [m for q, obj in public_objects(module) for m in undocumented(q, obj)]
    assert not missing, f"undocumented: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_every_field_of_states_views_and_options_is_described(game: str) -> None:
    found = tablegames.GAMES[game]
    for cls in (found.state_type, found.view_type, found.options_type):
        described = attribute_docs(cls)
        missing = [f.name for f in attrs.fields(cls) if f.name not in described]
        assert not missing, f"{cls.__name__} does not describe {missing} under Attributes:"


DOCS = Path(__file__).parent.parent / "docs"


@pytest.mark.parametrize("game", GAMES)
def test_the_protocol_page_lists_every_error_code_of_every_game(game: str) -> None:
    """The page's tables come from the code (the ``error-codes`` directive): every game has one,
    and it lists exactly the codes :func:`tablegames.error_codes` gives."""
    from jsonfields import error_code_rows

    assert f".. error-codes:: {game}\n" in (DOCS / "protocol.rst").read_text(encoding="utf-8")
    assert dict(error_code_rows(game)) == dict(tablegames.error_codes(game))
