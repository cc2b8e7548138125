"""SQLite storage: one file, for a server of one process (the default).

The file is in WAL mode (readers never wait for the writer) with ``synchronous=FULL``: a
transaction is on the disk when its ``COMMIT`` returns, so a move answered is a move kept even
if the machine loses power. Batches of moves (the group commit of :class:`SQLStorage`) make one
``fsync`` serve many tables.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, Final

from tablegames.core.errors import ConfigError
from tablegames.server.storage import SQLStorage

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

__all__ = ["SQLiteStorage"]

# SQLite's result codes (sqlite3.Error.sqlite_errorname) of a file that cannot serve now, and
# why, as StorageUnavailable says it. SQLITE_FULL is a full disk or a full max_page_count.
_REASONS: Final = (
    ("SQLITE_FULL", "full"),
    ("SQLITE_READONLY", "read-only"),
    ("SQLITE_IOERR", "failing"),
    ("SQLITE_CANTOPEN", "unreachable"),
    ("SQLITE_BUSY", "busy"),
    ("SQLITE_LOCKED", "busy"),
)


class SQLiteStorage(SQLStorage):
    """The games in a SQLite file (created with its folder if missing)."""

    marker = "?"

    def __init__(self, path: str | Path) -> None:
        super().__init__()
        self.path = Path(path)
        self.description = f"sqlite:{self.path}"
        self._claim: IO[bytes] | None = None

    def claim(self) -> None:
        """Hold a lock on ``<file>.lock`` while this storage is open: a second server on the
        same file would keep its own copy of each table, and its players would not see the
        other's moves (the version check would keep the file sound, not the tables fresh).
        The file is named as its links resolve (a server given a symbolic link to a file
        served is refused too); a hard link under another name is not seen.

        Raises:
            ConfigError: if another process (or another server of this one) holds it.
        """
        if self._claim is not None or fcntl is None:  # no flock() off POSIX: not checked
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        served = self.path.resolve()
        handle = open(served.with_name(served.name + ".lock"), "ab")  # noqa: SIM115
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            raise ConfigError(
                f"{self.path} is served by another tablegames server: SQLite serves one "
                "process (use a postgresql:// database for several)"
            ) from None
        self._claim = handle

    async def close(self) -> None:
        await super().close()
        if self._claim is not None:
            self._claim.close()  # closing the file releases its lock
            self._claim = None

    def _connect(self) -> Any:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: no implicit transactions; _transaction says BEGIN itself.
        if not self.path.exists():
            # Made readable by its owner only: it holds every game's seed, which tells every
            # hidden card (SQLite's WAL and journal files take the same permissions).
            os.close(os.open(self.path, os.O_CREAT | os.O_WRONLY, 0o600))

        # By its absolute path: SQLite may read a name that starts with "file:" as a URI
        # (Debian's builds do), and open another file than the one locked and made here.
        where = self.path.resolve()
        connection = sqlite3.connect(where, isolation_level=None, timeout=30.0)
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=FULL")
        connection.execute("PRAGMA foreign_keys=ON")
        return connection

    def _unavailable(self, error: Exception) -> str | None:
        # By SQLite's own result code: an OperationalError is also what a mistyped query
        # raises, and that one is a bug.
        if not isinstance(error, sqlite3.DatabaseError):
            return None
        name = getattr(error, "sqlite_errorname", "")
        for prefix, reason in _REASONS:
            if name.startswith(prefix):
                return reason
        return None

    @contextmanager
    def _transaction(self, connection: Any, *, write: bool) -> Iterator[Any]:
        cursor = connection.cursor()
        # IMMEDIATE takes the write lock at once (a deferred transaction could fail to upgrade
        # it later); readers in WAL mode never need it.
        cursor.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        try:
            yield cursor
            cursor.execute("COMMIT")
        except BaseException:
            # SQLite rolls back by itself after some errors (SQLITE_FULL...): a ROLLBACK then
            # would fail and hide the error.
            if connection.in_transaction:
                cursor.execute("ROLLBACK")
            raise
        finally:
            cursor.close()
