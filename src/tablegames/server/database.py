"""Which storage a ``--database`` argument names: SQLite (the embedded default) or PostgreSQL.

Its own module, above both backends: each backend builds on :mod:`tablegames.server.storage`,
so the choice between them cannot live there. PostgreSQL's driver is imported only when a
``postgresql://`` URL is given.
"""

from __future__ import annotations

from tablegames.core.errors import ConfigError
from tablegames.server.sqlite import SQLiteStorage
from tablegames.server.storage import SQLStorage

__all__ = ["open_storage"]


def open_storage(database: str) -> SQLStorage:
    """The storage a ``--database`` argument names: ``postgresql://...`` (or
    ``postgres://...``) for PostgreSQL, anything else is the path of a SQLite file, which may
    be written as the server prints it, ``sqlite:path`` (or ``sqlite:///path``).

    Raises:
        ConfigError: for a URL of another database, and for a SQLite ``file:`` URI: SQLite
            would read it as a URI, and the lock that keeps a second server off a file
            would be taken on another name than the file served.
    """
    if database.startswith(("postgresql://", "postgres://")):
        # Imported here: psycopg is loaded only for a PostgreSQL URL.
        from tablegames.server.postgres import PostgresStorage

        return PostgresStorage(database)
    if "://" in database and not database.startswith("sqlite://"):
        scheme = database.split("://", 1)[0]
        raise ConfigError(
            f"unknown database {scheme!r}: give the path of a SQLite file or a postgresql:// URL"
        )
    # What the server prints, sqlite:<path>, names the same file when given back (it made
    # a new, empty database named "sqlite:<path>").
    path = database.removeprefix("sqlite://") if "://" in database else database
    path = path.removeprefix("sqlite:")
    if path.startswith("file:"):
        raise ConfigError(
            f"a SQLite database is given by its path, not as a file: URI (got {database!r})"
        )
    return SQLiteStorage(path)
