"""A real PostgreSQL for the server's tests, started by the tests themselves.

The binaries come from the PATH or from /usr/lib/postgresql/*/bin (Debian's ``postgresql``
package; .ci/run installs it). initdb makes a cluster in a temporary folder, pg_ctl starts it on
a free port of 127.0.0.1 (run as the ``postgres`` user when the tests run as root, which
PostgreSQL refuses to be), and every test gets a database of its own. Without PostgreSQL the
tests that need it are skipped, saying why, except where CI is set: there they fail.
"""

from __future__ import annotations

import getpass
import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.server.harness import free_port


def postgres_binaries() -> Path | None:
    """The folder of initdb and pg_ctl, or ``None``."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(folder, "initdb").exists() and Path(folder, "pg_ctl").exists():
            return Path(folder)
    return None


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (CI is set: the PostgreSQL tests must run)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def postgresql() -> Iterator[str]:
    """The URL of a PostgreSQL server started for this test session."""
    binaries = postgres_binaries()
    if binaries is None:
        _unavailable("no PostgreSQL found: install Debian's postgresql package")
    assert binaries is not None
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _unavailable("psycopg is not installed: pip install -e '.[server]'")
    # Not under pytest's temporary folder: that is private to us, and PostgreSQL may run as
    # another user.
    root = Path(tempfile.mkdtemp(prefix="tablegames-postgresql-"))
    data, sockets = root / "data", root / "sockets"
    sockets.mkdir()
    prefix: list[str] = []
    if os.geteuid() == 0:  # PostgreSQL will not run as root
        shutil.chown(root, "postgres")
        shutil.chown(sockets, "postgres")
        prefix = ["runuser", "-u", "postgres", "--"]
    user = "postgres" if prefix else getpass.getuser()
    port = free_port()
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.PIPE, "check": True}
    subprocess.run(
        [
            *prefix,
            str(binaries / "initdb"),
            "-D",
            str(data),
            "-U",
            user,
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
        ],
        **quiet,  # type: ignore[call-overload]
    )
    options = (
        f"-p {port} -k {sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
    )
    subprocess.run(
        [
            *prefix,
            str(binaries / "pg_ctl"),
            "-D",
            str(data),
            "-o",
            options,
            "-l",
            str(root / "log"),
            "-w",
            "start",
        ],
        **quiet,  # type: ignore[call-overload]
    )
    try:
        yield f"postgresql://{user}@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            [*prefix, str(binaries / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=False,
        )
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def pg_database(postgresql: str) -> Iterator[str]:
    """A fresh database of the session's PostgreSQL, for one test."""
    import psycopg

    name = f"test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(postgresql, autocommit=True) as connection:
        connection.execute(f"CREATE DATABASE {name}")
    yield postgresql.rsplit("/", 1)[0] + f"/{name}"
    with psycopg.connect(postgresql, autocommit=True) as connection:
        connection.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A storage URL for one test, made twice: a SQLite file and a PostgreSQL database."""
    if request.param == "sqlite":
        yield str(tmp_path / "games.sqlite3")
    else:
        yield request.getfixturevalue("pg_database")
