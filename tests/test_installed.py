"""Where tablegames was imported from, and that its version is the changelog's.

Continuous integration runs the suite twice: once on the editable install of the README's test
command, and once against the wheel built from the tree, installed into a fresh environment with
``src/`` out of the import path (``TABLEGAMES_EXPECT_INSTALLED=1``). This file checks the second
run really tests the wheel, and that the version the package reports is the one the changelog
and the packaging metadata agree on.
"""

from __future__ import annotations

import os
import re
import sys
from importlib import metadata
from pathlib import Path

import pytest

import tablegames

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(
    not os.environ.get("TABLEGAMES_EXPECT_INSTALLED"),
    reason="only in the run against the installed wheel (TABLEGAMES_EXPECT_INSTALLED=1)",
)
def test_the_wheel_is_what_is_tested() -> None:
    """The package comes from site-packages, and the source tree is not on the path."""
    location = Path(tablegames.__file__).resolve()
    assert "site-packages" in location.parts, location
    source = (ROOT / "src").resolve()
    assert not location.is_relative_to(source), location
    assert all(Path(entry or ".").resolve() != source for entry in sys.path)
    # The wheel carries the package data the library reads at run time.
    package = location.parent
    assert (package / "py.typed").is_file()
    assert any((package / "schemas").glob("*.schema.json"))
    assert any((package / "typescript").glob("*.d.ts"))
    # Every file of the source tree's package is in the wheel, byte for byte, and the wheel has
    # no module the tree has not: so this run may leave out the rules sweeps (marker ``sweep``)
    # that the run on the source tree made, which would only run the same code again.
    tree = source / "tablegames"
    ours = {path.relative_to(tree) for path in _files(tree)}
    installed = {path.relative_to(package) for path in _files(package)}
    assert ours <= installed, sorted(map(str, ours - installed))
    assert {path for path in installed if path.suffix == ".py"} <= ours
    changed = [
        str(path) for path in ours if (tree / path).read_bytes() != (package / path).read_bytes()
    ]
    assert not changed, changed


def _files(folder: Path) -> list[Path]:
    """The files under ``folder``, without Python's byte-code caches."""
    return [
        path
        for path in folder.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    ]


def test_the_version_is_one_and_the_same() -> None:
    """``tablegames.__version__``, the distribution's metadata and the changelog agree: a
    release version has its own changelog section; a development version (``X.Y.Z.devN``)
    comes after the newest released section."""
    version = tablegames.__version__
    assert metadata.version("tablegames") == version, "reinstall: pip install -e ."
    assert re.fullmatch(r"\d+\.\d+\.\d+(\.dev\d+)?", version), version
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    released = re.findall(r"^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$", changelog, re.M)
    assert released, "the changelog has no released section"
    assert "## [Unreleased]" in changelog
    newest = tuple(int(part) for part in released[0].split("."))
    if ".dev" in version:
        assert tuple(int(part) for part in version.split(".dev")[0].split(".")) > newest
    else:
        assert version == released[0]


#: What the tests read from the root of the tree, besides themselves: an unpacked sdist must
#: hold them all for its tests to run (the root conftest.py leaves tablegames.openspiel's
#: tests out where OpenSpiel is missing; without it, 14 of them failed to be collected).
#: The pages name .ci's scripts (tests/test_references.py checks each name): it was left out.
TESTS_NEED = (
    "conftest.py",
    "pyproject.toml",
    "README.md",
    "CHANGELOG.md",
    "src",
    "tests",
    "docs",
    ".ci",
)


def test_the_sdist_is_declared_to_hold_what_the_tests_need() -> None:
    tomllib = pytest.importorskip("tomllib", reason="Python 3.11's TOML reader")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    included = set(config["tool"]["hatch"]["build"]["targets"]["sdist"]["include"])
    # Hatch puts pyproject.toml in every sdist; the examples hold a game of their own.
    included |= {"pyproject.toml"}
    assert {"examples", *TESTS_NEED} <= included
    # Every conftest.py is under a folder the sdist holds, or is the root one, listed above.
    for conftest in ROOT.glob("**/conftest.py"):
        relative = conftest.relative_to(ROOT)
        if ".venv" not in relative.parts and "node_modules" not in relative.parts:
            assert relative.parts[0] in included, relative


@pytest.mark.skipif(
    not os.environ.get("TABLEGAMES_SDIST"),
    reason="only where CI built the sdist (TABLEGAMES_SDIST names it)",
)
def test_the_built_sdist_holds_what_the_tests_need() -> None:
    import tarfile

    with tarfile.open(os.environ["TABLEGAMES_SDIST"]) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    for needed in TESTS_NEED:
        assert needed in names or any(name.startswith(f"{needed}/") for name in names), needed
