"""SQLite storage: one file, for a server of one process (the default).

The file is in WAL mode (readers never wait for the writer) with ``synchronous=FULL``: a
transaction is on the disk when its ``COMMIT`` returns, so a move answered is a move kept even
if the machine loses power. Batches of moves (the group commit of :class:`SQLStorage`) make one
``fsync`` serve many tables.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tablegames.server.storage import SQLStorage

__all__ = ["SQLiteStorage"]


class SQLiteStorage(SQLStorage):
    """The games in a SQLite file (created with its folder if missing)."""

    marker = "?"

    def __init__(self, path: str | Path) -> None:
        super().__init__()
        self.path = Path(path)
        self.description = f"sqlite:{self.path}"

    def _connect(self) -> Any:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: no implicit transactions; _transaction says BEGIN itself.
        connection = sqlite3.connect(self.path, isolation_level=None, timeout=30.0)
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=FULL")
        connection.execute("PRAGMA foreign_keys=ON")
        return connection

    @contextmanager
    def _transaction(self, connection: Any, *, write: bool) -> Iterator[Any]:
        cursor = connection.cursor()
        # IMMEDIATE takes the write lock at once (a deferred transaction could fail to upgrade
        # it later); readers in WAL mode never need it.
        cursor.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        try:
            yield cursor
        except BaseException:
            cursor.execute("ROLLBACK")
            raise
        else:
            cursor.execute("COMMIT")
        finally:
            cursor.close()
