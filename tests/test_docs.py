"""The documentation stays true: JSON examples match the library, every public name has a
docstring, every field of every class the JSON reference documents is described, and the JSON
reference speaks JSON (null, true), not Python (None, True)."""

from __future__ import annotations

import importlib
import inspect
import re
import subprocess
import sys
import typing
from pathlib import Path
from types import ModuleType

import attrs
import pytest

import tablegames
from tablegames.extras import PACKAGES
from tests import docs_examples
from tests.games import BUILT_IN

sys.path.insert(0, str(Path(__file__).parent.parent / "docs" / "_ext"))
from api_coverage import NEEDS_EXTRA, PUBLIC_MODULES, installed_public_modules
from jsonfields import (
    _import,
    as_json_text,
    attribute_docs,
    fields_table,
    json_literal,
    union_table,
)

GAMES = list(BUILT_IN)


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


def protocol_doc(cls: type, name: str) -> str | None:
    """The docstring of method ``name`` in a protocol of tablegames that ``cls`` implements
    (it has every method of): a game's ``Words`` or ``Notation`` documents its methods there,
    as the reference does, and the class does not say them again."""
    for module_name, module in list(sys.modules.items()):
        if module is None or not module_name.startswith("tablegames."):
            continue
        for protocol in vars(module).values():
            if not (
                inspect.isclass(protocol)
                and getattr(protocol, "_is_protocol", False)
                and protocol.__module__ == module_name
                and name in vars(protocol)
            ):
                continue
            methods = [n for n, m in vars(protocol).items() if inspect.isfunction(m)]
            if all(hasattr(cls, method) for method in methods):
                return inspect.getdoc(vars(protocol)[name])
    return None


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
            if not (inspect.getdoc(member) or protocol_doc(obj, name)):
                missing.append(f"{qualified}.{name}")
    return missing


def test_the_modules_of_an_extra_are_public_modules_of_a_known_extra() -> None:
    assert set(NEEDS_EXTRA) <= set(PUBLIC_MODULES)
    assert set(NEEDS_EXTRA.values()) <= set(PACKAGES)


def test_the_other_public_modules_import_without_any_extra() -> None:
    """The API reference checks every public module not of :data:`NEEDS_EXTRA` whatever is
    installed: each imports with every extra's packages hidden (as tests/test_extras.py hides
    them)."""
    hidden = sorted({package for packages in PACKAGES.values() for package in packages})
    modules = [name for name in PUBLIC_MODULES if name not in NEEDS_EXTRA]
    code = (
        f"import importlib, sys\nfor name in {hidden!r}:\n    sys.modules[name] = None\n"
        f"for name in {modules!r}:\n    importlib.import_module(name)\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert ran.returncode == 0, ran.stderr


# The API reference's list (docs/_ext/api_coverage.py), but the modules whose extra is not
# installed: any other module that fails to import fails the test.
@pytest.mark.parametrize("module_name", installed_public_modules())
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
_DIRECTIVE = re.compile(r"^\.\. json-(fields|union):: (\S+)", re.MULTILINE)


def documented_json() -> list[tuple[str, str]]:
    """Every ``json-fields`` and ``json-union`` directive of the docs: (kind, dotted path)."""
    return [
        (match.group(1), match.group(2))
        for page in sorted(DOCS.glob("**/*.rst"))
        for match in _DIRECTIVE.finditer(page.read_text(encoding="utf-8"))
    ]


def documented_classes() -> list[type]:
    """The classes whose JSON fields the reference pages list, union members included."""
    classes: list[type] = []
    for kind, path in documented_json():
        found = _import(path)
        members = typing.get_args(found) if kind == "union" else (found,)
        classes.extend(member for member in members if member not in classes)
    return classes


def test_the_json_reference_documents_every_game() -> None:
    paths = {path for _, path in documented_json()}
    for game in GAMES:
        found = tablegames.GAMES[game]
        for cls in (found.state_type, found.view_type, found.options_type):
            assert f"{cls.__module__.rsplit('.', 1)[0]}.{cls.__name__}" in paths, cls


@pytest.mark.parametrize("cls", documented_classes(), ids=lambda cls: cls.__qualname__)
def test_every_field_of_every_documented_class_is_described(cls: type) -> None:
    """A field the JSON reference lists must say what it means (in ``Attributes:``)."""
    described = attribute_docs(cls)
    missing = [f.name for f in attrs.fields(cls) if not described.get(f.name, "").strip()]
    assert not missing, f"{cls.__module__}.{cls.__name__} does not describe {missing}"


@pytest.mark.parametrize(("kind", "path"), documented_json(), ids=lambda item: str(item))
def test_the_json_tables_show_json_literals(kind: str, path: str) -> None:
    """No Python literal (None, True, False, (), '...') in a JSON table, only null, true, [] ..."""
    found = _import(path)
    lines = union_table(found) if kind == "union" else fields_table(found, tag=True)
    text = "\n".join(lines)
    python = re.findall(r"``(None|True|False|\(\)|'[^`]*')``", text)
    assert not python, f"{path}: Python literals {python}"
    if kind == "fields":
        for field in attrs.fields(found):
            if field.default is not attrs.NOTHING:
                assert f"Default ``{json_literal(field.default)}``" in text


def test_json_literals_are_written_as_json() -> None:
    from tablegames.aluette import GameEnd

    assert [json_literal(v) for v in (None, True, False, 5, "x", GameEnd.FIVE_DEALS, ())] == [
        "null",
        "true",
        "false",
        "5",
        '"x"',
        '"five_deals"',
        "[]",
    ]
    assert as_json_text("``None`` when spoiled; ``True`` or ``False``; ``()``") == (
        "``null`` when spoiled; ``true`` or ``false``; ``[]``"
    )


def test_the_readme_examples_run(capsys: pytest.CaptureFixture[str]) -> None:
    """Every Python block of README.md runs as written (a new user copies them first)."""
    readme = (DOCS.parent / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", readme, re.DOTALL)
    assert blocks
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
    assert "Aluette" in capsys.readouterr().out


def test_the_readme_installs_from_a_clone() -> None:
    """The package is not on PyPI yet: the README says so and installs from a clone."""
    readme = (DOCS.parent / "README.md").read_text(encoding="utf-8")
    assert "not yet on PyPI" in readme
    assert "git clone " in readme
    assert 'pip install ".[cli]"' in readme
    assert 'pip install "tablegames' not in readme
    # The test command continuous integration runs (.ci/run) is the README's.
    assert ".venv/bin/python -m pytest -n auto" in readme


@pytest.mark.parametrize("game", GAMES)
def test_the_protocol_page_lists_every_error_code_of_every_game(game: str) -> None:
    """The page's tables come from the code (the ``error-codes`` directive): every game has one,
    and it lists exactly the codes :func:`tablegames.error_codes` gives."""
    from jsonfields import error_code_rows

    assert f".. error-codes:: {game}\n" in (DOCS / "protocol.rst").read_text(encoding="utf-8")
    assert dict(error_code_rows(game)) == dict(tablegames.error_codes(game))


def test_the_package_namespace_shows_its_api_and_its_modules_only() -> None:
    """``dir(tablegames)`` (tab completion) lists ``__all__``, the subpackages and the hook that
    loads installed games: not the name ``annotations`` that the future import binds, which
    the public subpackages and modules do not show either."""
    assert "annotations" not in dir(tablegames)
    public = [
        "agents",
        "aluette",
        "core",
        "rl",
        "saboteur",
        "ten",
        "errors",
        "names",
        "testing",
        "typed",
        "cluster",
        "server",
    ]  # tablegames.openspiel needs its extra: tests/openspiel checks it
    for name in public:
        module = importlib.import_module(f"tablegames.{name}")
        assert "annotations" not in dir(module), name
    assert all(hasattr(tablegames, name) for name in tablegames.__all__)
    extra = {name for name in dir(tablegames) if not name.startswith("_")}
    extra -= {*tablegames.__all__, "load_entry_points"}
    assert all(isinstance(getattr(tablegames, name), ModuleType) for name in extra), extra
