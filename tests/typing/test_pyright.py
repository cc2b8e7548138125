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


def test_pyright_strict_accepts_the_typed_api_and_the_example_game_and_catches_the_mistakes(
    tmp_path: Path,
) -> None:
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
    assert EXAMPLE / "tablegames_crazyeights" / "game.py" in CHECKED
    project = tmp_path / "pyrightconfig.json"
    project.write_text(json.dumps(config), encoding="utf-8")
    command = [sys.executable, "-m", "pyright", "--outputjson", "-p", os.fspath(project)]
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
