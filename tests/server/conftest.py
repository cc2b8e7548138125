"""A real PostgreSQL for the server's tests, started by the tests themselves; and the server and
client most of them use.

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
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from tests.server.harness import Running, free_port, running


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


class PostgresCluster:
    """A PostgreSQL cluster of its own in a temporary folder, on a free port of 127.0.0.1.

    :meth:`stop` and :meth:`start` stop and start it again on the same port, its data kept
    (a test of what a database restart does to the server).
    """

    def __init__(self, binaries: Path) -> None:
        self.binaries = binaries
        # Not under pytest's temporary folder: that is private to us, and PostgreSQL may run
        # as another user.
        self.root = Path(tempfile.mkdtemp(prefix="tablegames-postgresql-"))
        self.data, sockets = self.root / "data", self.root / "sockets"
        sockets.mkdir()
        self.prefix: list[str] = []
        if os.geteuid() == 0:  # PostgreSQL will not run as root
            shutil.chown(self.root, "postgres")
            shutil.chown(sockets, "postgres")
            self.prefix = ["runuser", "-u", "postgres", "--"]
        self.user = "postgres" if self.prefix else getpass.getuser()
        self.sockets = sockets
        self._listen(free_port())
        self._run(
            "initdb",
            *("-D", str(self.data), "-U", self.user, "--auth=trust", "-E", "UTF8", "--no-sync"),
        )

    def _listen(self, port: int) -> None:
        self.options = (
            f"-p {port} -k {self.sockets} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c max_connections=200"
        )
        #: The URL of its ``postgres`` database.
        self.url = f"postgresql://{self.user}@127.0.0.1:{port}/postgres"

    def _run(self, program: str, *arguments: str, check: bool = True) -> None:
        subprocess.run(
            [*self.prefix, str(self.binaries / program), *arguments],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            check=check,
        )

    def start(self) -> None:
        """Start it and wait until it accepts connections."""
        log = str(self.root / "log")
        self._run("pg_ctl", "-D", str(self.data), "-o", self.options, "-l", log, "-w", "start")

    def first_start(self, tries: int = 3) -> None:
        """Start it for the first time, on another free port while its port was taken: the
        port was free when chosen, but another test's connection may take it before
        PostgreSQL binds it (a restart keeps the port, as its URL is given out)."""
        for attempt in range(tries):
            try:
                self.start()
                return
            except subprocess.CalledProcessError:
                log = self.root / "log"
                said = log.read_text(errors="replace") if log.exists() else ""
                if "already in use" not in said or attempt == tries - 1:
                    raise
                log.unlink()
                self._listen(free_port())

    def stop(self, mode: str = "fast") -> None:
        """Stop it (``pg_ctl -m <mode> stop``) and wait until it has stopped."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop", check=False)

    def remove(self) -> None:
        """Stop it at once and delete its folder."""
        self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)


@contextmanager
def postgres_cluster() -> Iterator[PostgresCluster]:
    """A started :class:`PostgresCluster`, removed on exit (skipped without PostgreSQL)."""
    binaries = postgres_binaries()
    if binaries is None:
        _unavailable("no PostgreSQL found: install Debian's postgresql package")
    assert binaries is not None
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _unavailable("psycopg is not installed: pip install -e '.[server]'")
    cluster = PostgresCluster(binaries)
    try:
        cluster.first_start()
        yield cluster
    finally:
        cluster.remove()


@pytest.fixture(scope="session")
def postgresql() -> Iterator[str]:
    """The URL of a PostgreSQL server started for this test session."""
    with postgres_cluster() as cluster:
        yield cluster.url


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


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Running]:
    """A server on a SQLite file of the test's own, stopped after it (a module may define its
    own, with other settings)."""
    with running(tmp_path / "games.sqlite3") as started:
        yield started


@pytest.fixture
def client(server: Running) -> Iterator[httpx.Client]:
    """An HTTP client of :func:`server`."""
    with httpx.Client(base_url=server.url(), timeout=10) as made:
        yield made
