"""The cluster examples, shown in the simulation guide, run to the end (issue 14)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cluster import DEADLINE

pytestmark = pytest.mark.cluster

DIRECTORY = Path(__file__).parent.parent.parent / "examples" / "cluster"


@pytest.mark.parametrize(
    ("script", "name"), [("dask_simulation.py", "Dask"), ("ray_simulation.py", "Ray")]
)
def test_the_example_runs_on_a_local_cluster(script: str, name: str) -> None:
    # The example itself asserts that the cluster's summary equals one process's.
    done = subprocess.run(
        [sys.executable, str(DIRECTORY / script), "--games", "24"],
        capture_output=True,
        text=True,
        timeout=DEADLINE,
        env={**os.environ, "RAY_USAGE_STATS_ENABLED": "0"},
    )
    assert done.returncode == 0, done.stderr
    assert f"{name}, 2 workers:" in done.stdout
    assert "24/24 games" in done.stdout
