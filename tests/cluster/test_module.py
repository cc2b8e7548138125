"""tablegames.cluster without a cluster: no import of Ray or Dask until needed, clear errors,
documented names, and the deadline that keeps a hung cluster from hanging the test run."""

from __future__ import annotations

import subprocess
import sys
import time
from concurrent.futures import Future
from pathlib import Path

import pytest

import tablegames.cluster
from tablegames.cluster import RayExecutor
from tests.cluster import deadline
from tests.test_docs import public_objects, undocumented

ROOT = Path(__file__).parent.parent.parent


def test_importing_the_module_imports_neither_ray_nor_dask() -> None:
    code = (
        "import sys, tablegames.cluster, tablegames.agents; "
        "print(sorted(m for m in ('ray', 'dask', 'distributed') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.strip() == "[]"


def test_ray_executor_without_ray_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # what an absent package looks like to import
    with pytest.raises(ImportError, match=r'pip install "\.\[cluster\]" in a clone'):
        RayExecutor()


def test_every_public_name_of_the_module_has_a_docstring() -> None:
    assert tablegames.cluster.__doc__
    objects = public_objects(tablegames.cluster)
    assert [name for name, _ in objects] == ["tablegames.cluster.RayExecutor"]
    assert [m for q, obj in objects for m in undocumented(q, obj)] == []


def test_the_deadline_interrupts_a_wait_for_a_future_that_never_ends() -> None:
    started = time.perf_counter()
    with pytest.raises(pytest.fail.Exception, match="did not finish within"), deadline(0.2):
        Future().result()  # what simulate() does while a hung cluster computes nothing
    assert time.perf_counter() - started < 10


def test_the_deadline_lets_a_quick_block_through() -> None:
    with deadline(5):
        time.sleep(0.01)
    time.sleep(0.1)  # no alarm left behind


def test_the_guide_shows_every_cluster_example_as_tested() -> None:
    guide = (ROOT / "docs" / "guides" / "simulation.rst").read_text(encoding="utf-8")
    examples = sorted((ROOT / "examples" / "cluster").glob("*.py"))
    assert len(examples) == 2
    for script in examples:
        assert f".. literalinclude:: ../../examples/cluster/{script.name}" in guide
    assert "ray.remote(fn)" not in guide  # the untested snippet it replaced
