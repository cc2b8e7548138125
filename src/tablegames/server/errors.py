"""The server's own refusals (the rules' are the library's errors)."""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["ServerRefusal"]


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
