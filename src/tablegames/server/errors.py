"""The server's own refusals (the rules' are the library's errors)."""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["ServerRefusal", "StorageUnavailable"]


class ServerRefusal(Exception):
    """A request the server refuses for a reason of its own: a limit, an unknown seat...

    Answered with an error document (``kind: "error"``) holding ``code`` and the message.

    Attributes:
        status: The HTTP status.
        code: The stable dotted code (``server.seat.taken``...; docs/guides/server.rst lists
            them).
        headers: Extra response headers (``Retry-After``...).
    """

    def __init__(
        self, status: int, code: str, message: str, headers: Mapping[str, str] | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.headers = dict(headers or {})


class StorageUnavailable(ServerRefusal):
    """The database could not do what a request needed: 503 ``server.storage.unavailable``.

    Nothing was changed (the transaction was rolled back, or never began). The storage has
    dropped the connection that failed, so the next request connects again.

    Attributes:
        reason: Why, in a word: ``"unreachable"`` (the connection failed or was lost, the
            database is restarting...), ``"full"`` (no space left), ``"read-only"`` (the file
            or the database refuses writes), ``"busy"`` (locked too long) or ``"failing"``
            (an input/output error).
    """

    def __init__(self, reason: str) -> None:
        super().__init__(
            503,
            "server.storage.unavailable",
            "The database is unavailable: try again.",
            {"Retry-After": "2"},
        )
        self.reason = reason
