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
    ``postgres://...``) for PostgreSQL, anything else is the path of a SQLite file
    (``sqlite:///path`` is accepted too).

    Raises:
        ConfigError: for a URL of another database.
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
    return SQLiteStorage(database.removeprefix("sqlite://"))
