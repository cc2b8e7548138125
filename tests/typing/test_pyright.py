"""pyright strict accepts the documented uses of agents, simulations and the RL environment.

``check_agents.py`` states with ``assert_type`` what each use is typed as, and marks with
``# type: ignore[<code>]`` the lines that must be type errors. ``test_typing.py`` runs mypy
--strict on it; this test runs pyright, whose strict mode also refuses what it cannot type
(an ``Unknown``), with ``reportUnnecessaryTypeIgnoreComment`` so that an error that went
missing fails too. pyright is in the dev extra (the pip package ``pyright``, which fetches
its Node.js package from npm on first use); with ``CI`` set, a missing pyright fails.
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
CHECKED = (HERE / "check_agents.py",)


def test_pyright_strict_accepts_the_documented_agents_and_catches_the_mistakes(
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
    if source != Path(sysconfig.get_paths()["purelib"]):
        config["extraPaths"] = [os.fspath(source)]
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
        f"{Path(d['file']).name}:{d['range']['start']['line'] + 1}: {d['message']}"
        for d in report["generalDiagnostics"]
        if d["severity"] == "error"
    ]
    assert problems == []
    assert report["summary"]["filesAnalyzed"] == len(CHECKED)
