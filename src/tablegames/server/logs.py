"""Structured logs: one JSON object per line on standard error.

Each line holds the time, the level, the event's name (the log message, such as
``request`` or ``storage.ready``) and the fields passed with ``extra=``. Seat and owner
credentials never appear: request paths are logged with every credential masked.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import time
from typing import Any, Final

__all__ = ["JSONFormatter", "mask", "setup_logging"]

# The attributes every LogRecord has: the rest came with extra= and are logged as fields.
_STANDARD: Final = frozenset(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {
    "message",
    "asctime",
    "taskName",
}
# A credential is "<game id>.<secret>": its secret is masked wherever it appears.
_CREDENTIAL: Final = re.compile(r"([A-Za-z0-9_-]{8,32})\.[A-Za-z0-9_-]{20,64}")


def mask(text: str) -> str:
    """``text`` with the secret part of every credential replaced by ``***``."""
    return _CREDENTIAL.sub(r"\1.***", text)


class JSONFormatter(logging.Formatter):
    """Formats a record as one JSON line."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "event": mask(record.getMessage()),
        }
        for name, value in vars(record).items():
            if name not in _STANDARD:
                line[name] = mask(value) if isinstance(value, str) else value
        if record.exc_info:
            line["error"] = mask(self.formatException(record.exc_info))
        return json.dumps(line, ensure_ascii=False, default=str)


def setup_logging(level: int = logging.INFO) -> None:
    """Send the server's logs (and uvicorn's) to standard error as JSON lines."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JSONFormatter())
    for name in ("tablegames.server", "uvicorn", "uvicorn.error"):
        logger = logging.getLogger(name)
        logger.handlers[:] = [handler]
        logger.setLevel(level)
        logger.propagate = False
    logging.getLogger("uvicorn.access").handlers[:] = []
    logging.getLogger("uvicorn.access").propagate = False
