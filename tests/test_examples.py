"""Every script in examples/ runs to the end (issue 7)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("*.py"))
#: The arguments a script is run with, and a line its output must hold: the fewest episodes
#: of the training loop that still run every line of it (it reports every 100 episodes),
#: a third of its default 300.
ARGUMENTS: dict[str, tuple[list[str], str]] = {
    "rl_training": (["--episodes", "100"], "episodes    1- 100: won "),
}


def test_there_are_examples() -> None:
    assert len(EXAMPLES) >= 4


@pytest.mark.parametrize("script", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_example_runs(script: Path) -> None:
    arguments, said = ARGUMENTS.get(script.stem, ([], ""))
    done = subprocess.run(
        [sys.executable, str(script), *arguments], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip()
    assert said in done.stdout
