"""Install a built wheel at the lowest versions it declares of its runtime dependencies, in a
fresh virtual environment, and run .ci/smoke.py there.

The lower bounds of pyproject.toml are promises: ``cattrs>=23.2`` once admitted a cattrs that
lacks ``Converter.get_unstructure_hook``, and ``pip check`` found nothing wrong while
``to_json`` failed. Reading the bounds from the wheel's own metadata keeps this check true as
they change. Every runtime dependency must have a ``>=`` lower bound.

Usage: python .ci/lowest.py DIST/tablegames-X.whl
Exit status 0 when the smoke passed, 1 otherwise.
"""

from __future__ import annotations

import pathlib
import subprocess
import sys
import tempfile
import venv
import zipfile

from packaging.requirements import Requirement

HERE = pathlib.Path(__file__).resolve().parent


def lowest_pins(wheel: pathlib.Path) -> list[str]:
    """``name==lower`` for each runtime dependency (those of no extra) of the wheel."""
    with zipfile.ZipFile(wheel) as archive:
        (metadata,) = (n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        lines = archive.read(metadata).decode("utf-8").splitlines()
    pins = []
    for line in lines:
        if not line.startswith("Requires-Dist:"):
            continue
        requirement = Requirement(line.removeprefix("Requires-Dist:").strip())
        if requirement.marker is not None and "extra" in str(requirement.marker):
            continue
        lower = [s.version for s in requirement.specifier if s.operator == ">="]
        if len(lower) != 1:
            raise SystemExit(f"{requirement}: a runtime dependency needs one '>=' lower bound")
        pins.append(f"{requirement.name}=={lower[0]}")
    return pins


def main(wheel: pathlib.Path) -> int:
    pins = lowest_pins(wheel)
    print("lowest runtime versions:", " ".join(pins))
    with tempfile.TemporaryDirectory(prefix="tablegames-lowest.") as folder:
        environment = pathlib.Path(folder, "venv")
        venv.create(environment, with_pip=True)
        python = str(environment / "bin" / "python")
        quiet = ["--quiet", "--disable-pip-version-check"]
        subprocess.run(
            [python, "-m", "pip", "install", *quiet, str(wheel.resolve()), *pins], check=True
        )
        subprocess.run([python, "-m", "pip", "check", *quiet[1:]], check=True)
        # From an empty folder, so that the clone's src/ cannot be imported instead.
        smoke = subprocess.run(
            [python, str(HERE / "smoke.py"), str(HERE.parent / "README.md")], cwd=folder
        )
        return smoke.returncode


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1])))
