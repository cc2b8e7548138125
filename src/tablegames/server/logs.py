"""Structured logs: one JSON object per line on standard error.

Each line holds the time, the level, the event's name (the log message, such as
``request`` or ``storage.ready``) and the fields passed with ``extra=``. Seat and owner
credentials never appear: request paths are logged with every credential masked. Every
library's warnings and errors (asyncio's, the database driver's) are written the same way, a
traceback in the line's ``error`` field; a warning or error repeated within
:data:`REPEAT_WINDOW` seconds is written once, the next line of its kind saying how many were
left out (``repeated``), so that a fault hit in a loop (no file descriptor left to accept a
connection with) cannot fill the disk with its tracebacks.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import time
from collections.abc import Callable
from typing import Any, Final

__all__ = ["REPEAT_WINDOW", "JSONFormatter", "Repeats", "mask", "setup_logging"]

#: Seconds within which a warning or error of the same logger and message is written once.
REPEAT_WINDOW = 10.0

# The attributes every LogRecord has: the rest came with extra= and are logged as fields.
_STANDARD: Final = frozenset(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {
    "message",
    "asctime",
    "taskName",
    "color_message",  # uvicorn's copy of the message with terminal colours
}
# A credential is "<game id>.<secret>": its secret is masked wherever it appears.
_CREDENTIAL: Final = re.compile(r"([A-Za-z0-9_-]{8,32})\.[A-Za-z0-9_-]{20,64}")


def mask(text: str) -> str:
    """``text`` with the secret part of every credential replaced by ``***``."""
    return _CREDENTIAL.sub(r"\1.***", text)


class JSONFormatter(logging.Formatter):
    """Formats a record as one JSON line."""

    def format(self, record: logging.LogRecord) -> str:
        event, _, rest = mask(record.getMessage()).partition("\n")
        line: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "event": event,
        }
        for name, value in vars(record).items():
            if name not in _STANDARD:
                line[name] = mask(value) if isinstance(value, str) else value
        # A message of several lines (a traceback uvicorn wrote into it) keeps its first line
        # as the event, the rest with the exception's traceback.
        errors = [rest] if rest else []
        if record.exc_info:
            errors.append(mask(self.formatException(record.exc_info)))
        if errors:
            line["error"] = "\n".join(errors)
        return json.dumps(line, ensure_ascii=False, default=str)


class Repeats(logging.Filter):
    """Lets a warning or error through once per ``window`` seconds for each logger and message
    (their arguments aside); the next one let through carries ``repeated``, the number left
    out meanwhile. Records below warnings (requests) all pass."""

    def __init__(
        self, window: float = REPEAT_WINDOW, clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__()
        self.window = window
        self.clock = clock
        self._seen: dict[tuple[str, int, str], tuple[float, int]] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno < logging.WARNING:
            return True
        # The message's first line: asyncio writes a task's name and address on the next ones.
        key = (record.name, record.levelno, str(record.msg).partition("\n")[0][:200])
        now = self.clock()
        found = self._seen.get(key)
        if found is not None and now - found[0] < self.window:
            self._seen[key] = (found[0], found[1] + 1)
            return False
        if found is not None and found[1]:
            record.repeated = found[1]
        if len(self._seen) > 1_000:  # kinds of message are few: this is a bound, not a cache
            self._seen.clear()
        self._seen[key] = (now, 0)
        return True


def setup_logging(level: int = logging.INFO) -> None:
    """Send the server's logs (and uvicorn's) from ``level`` up, and every other library's
    warnings and errors (its errors only from ``logging.ERROR``), to standard error as JSON
    lines, repeats held back (:class:`Repeats`)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JSONFormatter())
    handler.addFilter(Repeats())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(max(level, logging.WARNING))
    for name in ("tablegames.server", "uvicorn", "uvicorn.error"):
        logger = logging.getLogger(name)
        logger.handlers[:] = [handler]
        logger.setLevel(level)
        logger.propagate = False
    logging.getLogger("uvicorn.access").handlers[:] = []
    logging.getLogger("uvicorn.access").propagate = False
