"""A package's attribute named like one of its modules is that module, not a re-exported function.

``import tablegames.core.notation as n`` binds the attribute ``notation`` of ``tablegames.core``
(Python reads ``import a.b as n`` as an attribute lookup), so a function re-exported under its
module's name would come back instead of the module, and ``tablegames.core.notation.Lexicon``
(as the docs write it) would fail.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

import pytest

import tablegames
from tests.games import INSTALLED


def shadowed_modules(package: ModuleType) -> set[str]:
    """The modules under ``package`` whose parent's attribute of their name is something else."""
    found: set[str] = set()
    for info in pkgutil.iter_modules(package.__path__):
        name = f"{package.__name__}.{info.name}"
        if name == "tablegames.openspiel" or name.startswith("tablegames.openspiel."):
            continue  # needs its extra: tests/openspiel imports it
        module = importlib.import_module(name)
        if getattr(package, info.name) is not module:
            found.add(name)
        if info.ispkg:
            found |= shadowed_modules(module)
    return found


def test_no_function_hides_a_module_of_its_package() -> None:
    assert shadowed_modules(tablegames) == set()


def game_package(game: str) -> ModuleType:
    """The package of ``game``'s Game object, ``tablegames.ten`` or ``tablegames_crazyeights``."""
    module = type(tablegames.GAMES[game]).__module__
    return importlib.import_module(module.rpartition(".")[0])


@pytest.mark.parametrize("game", INSTALLED)
def test_every_module_of_a_game_is_its_attribute_path(game: str) -> None:
    """``import <package>.<module> as m`` binds the module and ``<package>.<module>.<name>``
    reaches its names, for every public module of every installed game: a game whose package
    exports a function named like one of its modules (as ``ten.render`` and ``ten.view`` once
    hid the modules ``render`` and ``view``, now ``text`` and ``views``) fails here."""
    package = game_package(game)
    modules = [
        info.name
        for info in pkgutil.iter_modules(package.__path__)
        if not info.name.startswith("_")
    ]
    assert modules, package.__name__
    for name in modules:
        qualified = f"{package.__name__}.{name}"
        module = importlib.import_module(qualified)
        bound: dict[str, object] = {}
        exec(f"import {qualified} as m", bound)  # the statement a user writes
        assert bound["m"] is module, f"{qualified} is hidden by {bound['m']!r}"
        assert getattr(package, name) is module, qualified


def test_the_game_packages_keep_their_functions_beside_their_modules() -> None:
    """The package functions ``render`` and ``view`` stay (``ten.view(state, seat)``) beside the
    modules ``text`` and ``views``, reached by their own names."""
    import tablegames.saboteur.text
    import tablegames.ten.views
    from tablegames import aluette, saboteur, ten

    for package in (aluette, saboteur, ten):
        assert package.render is package.text.render  # the game's own text picture
        assert package.view is tablegames.view  # the generic function (see tests/typing)
    state = ten.new_game(players=2, seed=1)
    assert ten.view(state, 0) == tablegames.ten.views.view(state, 0)
    assert tablegames.saboteur.text.render_table is saboteur.text.render_table  # docs/cli.rst


@pytest.mark.parametrize("name", ["tablegames.core.notation", "tablegames.core.record"])
def test_the_kernel_modules_import_as_modules(name: str) -> None:
    module = importlib.import_module(name)
    assert isinstance(module, ModuleType)
    assert getattr(tablegames.core, name.rpartition(".")[2]) is module


def test_import_as_binds_the_module() -> None:
    import tablegames.core.notation as n
    import tablegames.core.record as r

    assert n is importlib.import_module("tablegames.core.notation")
    assert r is importlib.import_module("tablegames.core.record")
    assert tablegames.core.notation.Lexicon is n.Lexicon  # as the docs name it


def test_the_documented_functions_still_import() -> None:
    """``tablegames.notation`` and ``tablegames.record`` (the API reference, docs/api.rst),
    and each module's own."""
    from tablegames import notation, record
    from tablegames.core.notation import notation as notation_function
    from tablegames.core.record import record as record_function

    assert notation is notation_function
    state = tablegames.new_game("ten", players=2, seed=1)
    assert record(state) == record_function(state)
    move = tablegames.legal_moves(state)[0]
    assert tablegames.parse_move(state, notation(move)) == move
