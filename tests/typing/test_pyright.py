"""pyright strict accepts the typed API, the documented uses of agents, simulations and the RL
environment, and the example game of another distribution (``examples/crazyeights``).

``check_api.py``, ``check_read.py`` and ``check_agents.py`` state with ``assert_type`` what each
use is typed as, and mark with ``# type: ignore[<code>]`` the lines that must be type errors.
``test_typing.py`` runs mypy --strict on them; this test runs pyright, whose strict mode also
refuses what it cannot type (an ``Unknown``), with ``reportUnnecessaryTypeIgnoreComment`` so
that an error that went missing fails too. The example game's package is checked as its
author would check it: a game written as the writing-a-game guide says passes both checkers.
One pyright run checks every file (each run spends seconds reading tablegames). pyright is in
the dev extra (the pip package ``pyright``, which fetches its Node.js package from npm on first
use); with ``CI`` set, a missing pyright fails.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

import tablegames

if os.environ.get("CI"):
    import pyright  # CI installs the dev extra: pyright missing there is a failure
else:
    pyright = pytest.importorskip("pyright", reason="pyright is in the dev extra")

HERE = Path(__file__).parent
#: The game of another distribution, in this repository: its source is checked (and read, for
#: its imports of itself, from there whether or not it is installed).
EXAMPLE = HERE.parents[1] / "examples" / "crazyeights" / "src"
CHECKED = (
    HERE / "check_api.py",
    HERE / "check_read.py",
    HERE / "check_agents.py",
    *sorted((EXAMPLE / "tablegames_crazyeights").glob("*.py")),
)


def _project(tmp_path: Path) -> Path:
    """A pyright strict project that reads the tablegames under test and the example game."""
    config: dict[str, object] = {
        "typeCheckingMode": "strict",
        # The expected errors carry "# type: ignore[<code>]" for mypy: pyright honours them,
        # and reports one that hides no error.
        "enableTypeIgnoreComments": True,
        "reportUnnecessaryTypeIgnoreComment": "error",
    }
    source = Path(tablegames.__file__).parents[1]
    # Check the tablegames under test (the worktree's src/), not another installed copy.
    extra = [os.fspath(EXAMPLE)]
    if source != Path(sysconfig.get_paths()["purelib"]):
        extra.insert(0, os.fspath(source))
    config["extraPaths"] = extra
    project = tmp_path / "pyrightconfig.json"
    project.write_text(json.dumps(config), encoding="utf-8")
    return project


def test_pyright_strict_accepts_the_typed_api_and_the_example_game_and_catches_the_mistakes(
    tmp_path: Path,
) -> None:
    assert EXAMPLE / "tablegames_crazyeights" / "game.py" in CHECKED
    command = [sys.executable, "-m", "pyright", "--outputjson", "-p", os.fspath(_project(tmp_path))]
    command += ["--pythonpath", sys.executable, *map(os.fspath, CHECKED)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        pytest.fail(f"pyright gave no report (exit {done.returncode}): {done.stderr}")
    problems = [
        f"{Path(d['file']).relative_to(HERE.parents[1])}:{d['range']['start']['line'] + 1}: "
        f"{d['message']}"
        for d in report["generalDiagnostics"]
        if d["severity"] == "error"
    ]
    assert problems == []
    assert report["summary"]["filesAnalyzed"] == len(CHECKED)


#: Each use gives a built-in game's state to a parameter typed AnyState and its view to one typed
#: AnyView: 30 of each. When AnyView's state type was AnyState, each cost pyright about 2 s.
SOME_GAME_USES = """\
from tablegames import new_game, view
from tablegames.typed import AnyState, AnyView


def seats(state: AnyState, seen: AnyView) -> int:
    return state.players + (seen.player or 0)


def every_game_is_some_game() -> int:
    ten = new_game("ten", players=2)
    saboteur = new_game("saboteur", players=3)
    aluette = new_game("aluette", players=4)
    total = 0
"""


def test_pyright_checks_a_game_given_where_some_game_is_expected_quickly(tmp_path: Path) -> None:
    """A state given where an AnyState is expected, or a view where an AnyView is, takes pyright
    no time to check: the aliases name each other through one type parameter only, so pyright's
    check of a game's state against them no longer branches at every level of the recursion."""
    uses = [
        f"    total += seats({name}, view({name}, 0))" for name in ("ten", "saboteur", "aluette")
    ]
    checked = tmp_path / "some_game.py"
    checked.write_text(SOME_GAME_USES + "\n".join(uses * 10) + "\n    return total\n")
    command = [sys.executable, "-m", "pyright", "--stats", "-p", os.fspath(_project(tmp_path))]
    command += ["--pythonpath", sys.executable, os.fspath(checked)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    assert "0 errors, 0 warnings" in done.stdout, done.stdout
    check_time = re.search(r"^Check: +([0-9.]+)sec$", done.stdout, re.MULTILINE)
    assert check_time is not None, done.stdout
    # About 1 s now (most of it tablegames' own modules); about 100 s before.
    assert float(check_time.group(1)) < 20
