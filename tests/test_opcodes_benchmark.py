"""benchmarks/opcodes.py, the bytecode counter of the performance page, on one short game."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def load(name: str) -> ModuleType:
    """A script of ``benchmarks/`` as a module; the module path is left as it was."""
    path = list(sys.path)
    sys.path.insert(0, str(BENCHMARKS))
    try:
        spec = importlib.util.spec_from_file_location(f"_bench_{name}", BENCHMARKS / f"{name}.py")
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path[:] = path


def test_the_counter_counts_the_steps_and_the_functions_of_the_loop() -> None:
    opcodes = load("opcodes")
    run = opcodes.run
    before = sys.gettrace()
    steps, counts = opcodes.count_opcodes(run.generic_playout("ten", 3), 2)
    assert steps == sum(run.random_playout("ten", 3, seed)[0] for seed in range(2))
    assert counts["rules.py:moves_for"] > 0  # the game's own listing, by file and function
    assert counts["<tablegames apply ten>:apply"] >= steps  # the generated apply, every step
    assert sys.gettrace() is before  # the counter's tracer is gone after the count
