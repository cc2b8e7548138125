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


GUIDE = Path(__file__).parent.parent.parent / "docs" / "guides" / "openspiel.rst"


def test_the_guides_python_blocks_run() -> None:
    """Every ``.. code-block:: python`` of the OpenSpiel guide runs as written, alone (loading
    games, a library agent as a bot)."""
    text = GUIDE.read_text(encoding="utf-8")
    blocks = re.findall(r"\.\. code-block:: python\n\n((?:   .*\n|\n)+)", text)
    assert len(blocks) >= 2
    for block in blocks:
        code = "\n".join(line[3:] for line in block.splitlines())
        exec(compile(code, str(GUIDE), "exec"), {})


def test_the_guides_option_example_loads() -> None:
    """The guide's example of an option whose default is None names a game that has it."""
    text = " ".join(GUIDE.read_text(encoding="utf-8").split())
    found = re.search(r'``(tablegames\.openspiel\.load\("(\w+)", \{"(\w+)": (\d+)\}\))``', text)
    assert found, "the guide shows load() with such an option"
    pytest.importorskip("tablegames_crazyeights")
    import tablegames.openspiel

    game = eval(found.group(1), {"tablegames": tablegames})
    assert getattr(game.table.options_in_force, found.group(3)) == int(found.group(4))
