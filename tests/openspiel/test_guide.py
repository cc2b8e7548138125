"""The OpenSpiel guide's example runs: MCTS, IS-MCTS and outcome-sampling MCCFR (issue 24)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.openspiel

SCRIPT = Path(__file__).parent.parent.parent / "examples" / "openspiel" / "search_and_cfr.py"


def test_the_guides_example_runs() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--games", "1", "--simulations", "2", "--iterations", "4"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    labels = ("MCTS against random, TEN", "IS-MCTS against random, Aluette")
    for line, label in zip(lines[:2], labels, strict=True):
        found = re.fullmatch(rf"{label}: mean return ([+-]\d\.\d\d)", line)
        assert found, line
        assert -1 <= float(found.group(1)) <= 1
    policy = [re.fullmatch(r"MCCFR, TEN: P0 (.+): (\d\.\d\d)", line) for line in lines[2:]]
    assert all(policy), lines[2:]
    assert {found.group(1) for found in policy if found} == {
        "draws",
        "takes the numbers",
        "takes the currency",
    }
    assert abs(sum(float(found.group(2)) for found in policy if found) - 1) < 0.02
