"""Issues 13 and 20: the generic API is precisely typed, once for every game. mypy --strict
checks ``check_api.py``, ``check_read.py`` (game texts read, an RL environment's ``last``)
and ``check_agents.py`` (agents, simulations and the RL environment); ``test_pyright.py`` checks
the three with pyright strict too.

``check_api.py`` states with ``assert_type`` the exact type of every generic function on each
built-in game and on a game of its own (typed by the bases of its classes alone), and marks
with ``# type: ignore[<code>]`` the lines that must be type errors (``--strict`` includes
``warn_unused_ignores``, so a missing error fails too). This test runs in the default test
run, so CI runs it with the rest (``.ci/run`` has no step of its own).
"""

from __future__ import annotations

import ast
import inspect
import os
import sysconfig
from pathlib import Path

import pytest

import tablegames
import tablegames.typed
from tablegames.core.typing_gen import builtin_games

if os.environ.get("CI"):
    import mypy.api as api  # CI installs the dev extra: mypy missing there is a failure
else:
    api = pytest.importorskip("mypy.api", reason="mypy is in the dev extra")

HERE = Path(__file__).parent
CHECKED = HERE / "check_api.py"
GAMES = tuple(game.name for game in builtin_games())


def _calls(function: ast.FunctionDef) -> set[str]:
    """The names called in a function, as ``tablegames.apply`` or ``play``."""
    names = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name):
                names.add(f"{node.func.value.id}.{node.func.attr}")
            elif isinstance(node.func, ast.Name):
                names.add(node.func.id)
    return names


def _functions() -> dict[str, ast.FunctionDef]:
    tree = ast.parse(CHECKED.read_text(encoding="utf-8"))
    return {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}


def test_mypy_strict_accepts_the_typed_api_and_catches_the_mistakes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = Path(tablegames.__file__).parents[1]
    # Check the tablegames under test (the worktree's src/), not another installed copy. An
    # installed (non-editable) package is found by mypy on its own; site-packages may not be
    # on MYPYPATH.
    if source != Path(sysconfig.get_paths()["purelib"]):
        monkeypatch.setenv("MYPYPATH", os.fspath(source))
    stdout, stderr, status = api.run(
        [
            "--strict",
            "--no-error-summary",
            "--cache-dir",
            os.fspath(tmp_path / "mypy-cache"),
            os.fspath(CHECKED),
            os.fspath(HERE / "check_read.py"),
            os.fspath(HERE / "check_agents.py"),
        ]
    )
    assert (stdout, stderr, status) == ("", "", 0)


def test_the_check_covers_every_generic_function_for_every_game() -> None:
    """Each game's function in check_api.py calls every generic function, play and simulate,
    and the types it asserts are concrete (no Any, no object)."""
    generic = {
        f"tablegames.{name}"
        for name in tablegames.typed.__all__
        if inspect.isfunction(getattr(tablegames.typed, name))
    }
    assert {"tablegames.new_game", "tablegames.events_since", "tablegames.from_dict"} <= generic
    functions = _functions()
    for game in (*GAMES, "another"):
        function = functions[f"{game}_functions" if game in GAMES else "another_game"]
        missing = (generic | {"play", "simulate"}) - _calls(function)
        assert not missing, (game, missing)
        for node in ast.walk(function):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "assert_type":
                expected = ast.unparse(node.args[1])
                assert "object" not in expected, expected
                assert "Any" not in expected or expected == "dict[str, Any]", expected


def test_the_expected_errors_are_there() -> None:
    """The error section is not empty, and each of its lines names the error it expects."""
    source = ast.get_source_segment(
        CHECKED.read_text(encoding="utf-8"), _functions()["type_errors"]
    )
    assert source is not None
    ignores = [line for line in source.splitlines() if "# type: ignore[" in line]
    assert len(ignores) >= 15
    assert "# type: ignore\n" not in source  # a bare ignore would hide any error
    # Each mistake the issue names: a view for a state, a move, an agent and a state of
    # another game.
    for mistake in (
        "tablegames.apply(seen, move)",
        "tablegames.apply(aluette_state, ten_move)",
        "play(ten_state, [AluetteAgent(1), AluetteAgent(2)])",
        "simulate(ten.GAME, 2, 2, AluetteAgent)",
        "wrong_state: TenState = tablegames.apply(aluette_state, move)",
    ):
        assert mistake in source, mistake
