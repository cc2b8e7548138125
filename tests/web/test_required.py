"""Where the browser tests must run, a missing Chromium fails them rather than skipping them.

README.md says that with ``CI`` set a missing program makes its tests fail: the docs review
found that it held for PostgreSQL and node but not for Chromium, whose tests were skipped
unless ``TABLEGAMES_REQUIRE_BROWSER`` was set, so a CI service that runs plain ``pytest`` with
``CI=true`` (GitHub Actions does) passed with every browser test skipped.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: A browser test that needs nothing but its browser to start.
TEST = (
    "tests/web/test_lobby_age.py::test_each_game_says_how_long_ago_it_was_made_on_the_servers_clock"
)


def _run_one_browser_test(**environment: str) -> str:
    """What one browser test run where no Chromium can be found prints."""
    kept = {
        name: value
        for name, value in os.environ.items()
        if name not in ("CI", "TABLEGAMES_REQUIRE_BROWSER", "PYTEST_ADDOPTS")
        and not name.startswith("PYTEST_XDIST")
    }
    missing = str(ROOT / "no-such-chromium")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", TEST],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**kept, "TABLEGAMES_CHROMIUM": missing, **environment},
    )
    return done.stdout


def test_a_missing_chromium_skips_the_browser_tests_outside_ci() -> None:
    said = _run_one_browser_test()
    assert said.strip().splitlines()[-1].startswith("1 skipped")


@pytest.mark.parametrize("name", ["CI", "TABLEGAMES_REQUIRE_BROWSER"])
def test_a_missing_chromium_fails_the_browser_tests_in_ci(name: str) -> None:
    said = _run_one_browser_test(**{name: "true"})
    assert said.strip().splitlines()[-1].startswith("1 error")  # the browser fixture's failure
    assert f"({name} is set: the browser tests must run)" in said
