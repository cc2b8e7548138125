"""PostgreSQL storage, for several server processes sharing one database.

The processes need nothing else between them: a move is written only if its game is still at
the version the move was applied to (the ``UPDATE ... WHERE version = ?`` of
:meth:`~tablegames.server.storage.SQLStorage.commit_moves`), and each written move is announced
with ``NOTIFY tablegames`` in the same transaction, so the other processes hear of it when it
is committed (``LISTEN``, in a thread of each process) and push it to the clients connected to
them.
"""

from __future__ import annotations

import asyncio
import re
import secrets
import select
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Final
from urllib.parse import unquote

from tablegames.server.storage import MoveCommit, SQLStorage

__all__ = ["CHANNEL", "PostgresStorage"]

#: The channel of LISTEN/NOTIFY.
CHANNEL: Final = "tablegames"
# A key of pg_advisory_xact_lock, held while the schema is migrated ("tg" in ASCII, then 23).
_MIGRATION_LOCK: Final = 0x7467_0023
# Seconds between two tries to listen again after the connection was lost.
_RELISTEN_AFTER: Final = 1.0
# Seconds a new connection may take before the request needing it is answered 503.
_CONNECT_TIMEOUT: Final = 5
#: Seconds :meth:`PostgresStorage.listen` waits for its thread to listen before it returns.
_LISTEN_WAIT: Final = 5.0


def _userinfo(url: str) -> tuple[int, int] | None:
    """Where the ``user:password`` of a ``postgresql://user:password@host/db?...`` URL is
    (start, end), read without parsing the rest: a URL libpq takes (several hosts,
    ``host:port,...``) or one it refuses (a port that is not a number, an ``@`` or a ``/`` in
    the password) has one too. Its end is the last ``@`` before the query."""
    start = url.find("://") + 3
    query = url.find("?", start)
    at = url.rfind("@", start, query if query >= 0 else len(url))
    return (start, at) if at >= 0 else None


#: A password given in the query (``?password=...``), which libpq reads as well.
_QUERY_PASSWORD: Final = re.compile(r"([?&]password=)([^&]*)")


def _without_password(url: str) -> str:
    found = _userinfo(url)
    if found is not None and ":" in url[found[0] : found[1]]:
        start, at = found
        user = url[start:at].partition(":")[0]
        url = f"{url[:start]}{user}:***{url[at:]}"
    return _QUERY_PASSWORD.sub(r"\1***", url)


def _secret_pieces(url: str) -> list[str]:
    """What of the URL's passwords a driver's message may quote: each whole, as written and
    decoded, and its pieces between ``@`` signs (a message about the host of a URL whose
    password holds an unescaped ``@`` quotes what follows it), longest first."""
    passwords = [found.group(2) for found in _QUERY_PASSWORD.finditer(url)]
    where = _userinfo(url)
    if where is not None:
        _, colon, password = url[where[0] : where[1]].partition(":")
        if colon:
            passwords.append(password)
    pieces: set[str] = set()
    for password in passwords:
        pieces.update((password, unquote(password), *password.split("@")))
    return sorted((piece for piece in pieces if len(piece) >= 3), key=len, reverse=True)


def _closed_by_server(connection: Any) -> bool:
    """Whether the server has spoken on an idle connection: between two transactions it says
    nothing unless it ends the session (a restart, an administrator's command), so anything
    there is a goodbye or the end of the stream."""
    # poll(), not select(): select() refuses a descriptor above 1023, which a connection
    # opened while thousands of event streams are open gets (it was then dropped and made
    # again on every request).
    poller = select.poll()
    try:
        poller.register(connection.fileno(), select.POLLIN)
        return bool(poller.poll(0))
    except (OSError, ValueError):
        return True


class PostgresStorage(SQLStorage):
    """The games in a PostgreSQL database (psycopg 3)."""

    marker = "%s"

    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        self.description = _without_password(url)
        self._secrets = _secret_pieces(url)
        #: This process's name in the notifications, so that it skips its own.
        self.origin = secrets.token_hex(6)
        self._stop = threading.Event()
        self._listener: threading.Thread | None = None

    def without_secrets(self, text: str) -> str:
        text = text.replace(self.url, self.description)  # a message may quote the whole URL
        for piece in self._secrets:
            text = text.replace(piece, "***")
        return text

    def _connect(self) -> Any:
        import psycopg

        # Without a timeout, a request would wait for an unreachable host as long as TCP does.
        timeout: dict[str, Any] = {}
        if "connect_timeout" not in self.url:
            timeout["connect_timeout"] = _CONNECT_TIMEOUT
        return psycopg.connect(self.url, autocommit=True, **timeout)

    def _connection(self) -> Any:
        connection = super()._connection()
        if connection.closed or _closed_by_server(connection):
            # A restart of the database closed it while idle: a new one, before a write
            # fails on it (a read would be tried again, a write cannot be).
            self._drop_connection()
            connection = super()._connection()
        return connection

    def _unavailable(self, error: Exception) -> str | None:
        import psycopg
        from psycopg import errors

        if isinstance(error, errors.DiskFull):
            return "full"
        if isinstance(error, errors.ReadOnlySqlTransaction):  # a standby, or read-only on purpose
            return "read-only"
        if isinstance(error, psycopg.OperationalError):
            # The connection failed or was lost, the database is stopping or starting...
            return "unreachable"
        return None

    @contextmanager
    def _transaction(self, connection: Any, *, write: bool) -> Iterator[Any]:
        with connection.transaction(), connection.cursor() as cursor:
            yield cursor

    def _migration_lock(self, cursor: Any) -> None:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))

    def _after_moves(self, cursor: Any, committed: list[MoveCommit]) -> None:
        for move in committed:
            self._notify(cursor, f"move {move.game_id} {move.version + 1}")

    def _notify(self, cursor: Any, message: str) -> None:
        # Delivered when the transaction commits, and only then.
        cursor.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{self.origin} {message}"))

    def listen(self, loop: asyncio.AbstractEventLoop, heard: Callable[[str], None]) -> None:
        """Call ``heard(message)`` in ``loop`` for every notification of another process.

        A thread listens on its own connection; this returns once it listens (or after
        5 s). If the connection is lost, the thread listens again (after a second) and then
        calls ``heard("all")``: what was stored meanwhile went unheard, so every table must
        read what came after its version.
        """
        listening = threading.Event()

        def run() -> None:
            import psycopg

            lost = False
            while not self._stop.is_set():
                try:
                    with psycopg.connect(self.url, autocommit=True) as connection:
                        connection.execute(f"LISTEN {CHANNEL}")
                        listening.set()
                        if lost:
                            loop.call_soon_threadsafe(heard, "all")
                        while not self._stop.is_set():
                            for note in connection.notifies(timeout=0.5):
                                origin, _, message = note.payload.partition(" ")
                                if origin != self.origin:
                                    loop.call_soon_threadsafe(heard, message)
                except psycopg.Error:
                    lost = True
                    self._stop.wait(_RELISTEN_AFTER)
                except RuntimeError:  # the loop closed under us: the server is stopping
                    return

        self._listener = threading.Thread(target=run, name="tablegames-db-listen", daemon=True)
        self._listener.start()
        listening.wait(_LISTEN_WAIT)

    async def close(self) -> None:
        """Stop listening, then close the connections."""
        self._stop.set()
        if self._listener is not None:
            await asyncio.get_running_loop().run_in_executor(None, self._listener.join, 5.0)
        await super().close()
