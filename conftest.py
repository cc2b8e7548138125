"""What the test run collects from the optional parts of tablegames.

``tablegames.openspiel`` needs the ``openspiel`` extra (OpenSpiel's wheel), which the ``dev``
extra leaves out. Its tests (``tests/openspiel``) and its modules' doctests carry the
``openspiel`` marker, deselected by default; ``pytest -m openspiel`` runs them. Where OpenSpiel
is not installed they are not collected at all (their imports would fail), except when CI is
set and the run selects them: there the failed imports fail the run, rather than a run that
tests nothing passing.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

#: The files that import OpenSpiel.
OPENSPIEL_PARTS = (
    Path(__file__).parent / "tests" / "openspiel",
    Path(__file__).parent / "src" / "tablegames" / "openspiel",
)


def _in_openspiel_parts(path: Path) -> bool:
    return any(path == part or part in path.parents for part in OPENSPIEL_PARTS)


def _selects_openspiel(config: pytest.Config) -> bool:
    expression = str(config.getoption("markexpr", "") or "")
    return "openspiel" in expression and "not openspiel" not in expression


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    if not _in_openspiel_parts(collection_path) or importlib.util.find_spec("pyspiel"):
        return None
    if os.environ.get("CI") and _selects_openspiel(config):
        return None  # collected: the missing OpenSpiel fails the run
    return True


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the doctests of tablegames.openspiel ``openspiel``, as its tests are."""
    for item in items:
        if _in_openspiel_parts(Path(item.path)):
            item.add_marker(pytest.mark.openspiel)
