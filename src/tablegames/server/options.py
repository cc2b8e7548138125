"""The options of ``tablegames serve``, read without the server extra.

``tablegames serve --help`` and a mistake in an option are answered before the server's
packages (Starlette, uvicorn) are imported, so that they are answered where the extra is not
installed too; :mod:`tablegames.server.run` runs the server with the settings they give.
"""

from __future__ import annotations

import argparse
import logging
import os
from collections.abc import Callable
from typing import Any

import attrs

from tablegames.server.settings import LOOPS, PROTOCOLS, Settings

__all__ = ["LOG_LEVELS", "LOOPS", "PROTOCOLS", "parser", "settings_from"]

#: The levels ``tablegames serve --log-level`` takes, by name: the least level of the lines
#: the server and uvicorn write (the other libraries' below warnings are never written).
LOG_LEVELS = {
    "debug": logging.DEBUG,
    "info": logging.INFO,
    "warning": logging.WARNING,
    "error": logging.ERROR,
}


def _at_least(least: int) -> Callable[[str], int]:
    """A whole number of at least ``least`` (an option's value)."""

    def read(text: str) -> int:
        try:
            found = int(text)
        except ValueError:
            found = least - 1
        if found < least:
            raise argparse.ArgumentTypeError(f"a whole number of at least {least}, not {text!r}")
        return found

    return read


def _number(what: str, *, zero: bool = False) -> Callable[[str], float]:
    """A finite number above 0, or from 0 with ``zero`` (an option's value); ``what`` names
    it in the refusal."""

    def read(text: str) -> float:
        try:
            found = float(text)
        except ValueError:
            found = float("nan")
        if not (found >= 0 if zero else found > 0) or found == float("inf"):
            raise argparse.ArgumentTypeError(f"{what}, not {text!r}")
        return found

    return read


_seconds = _number("a positive number of seconds")
_not_negative = _number("a number of seconds, 0 or more", zero=True)
_positive = _number("a positive number")


def _web_address(text: str) -> str:
    """An ``http://`` or ``https://`` address with a host (an option's value)."""
    from urllib.parse import urlsplit

    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise argparse.ArgumentTypeError(
            f"an address such as https://games.example.org, not {text!r}"
        )
    return text.rstrip("/")


def parser() -> argparse.ArgumentParser:
    """The options of ``tablegames serve``."""
    defaults = Settings()
    made = argparse.ArgumentParser(
        prog="tablegames serve",
        description="Run the tablegames game server: a lobby, a page per seat, bots, storage.",
    )
    add = made.add_argument
    add("--host", default=defaults.host, help="address to listen on (default %(default)s)")
    add("--port", type=int, default=defaults.port, help="port (0: any free one)")
    add(
        "--database",
        default=os.environ.get("TABLEGAMES_DATABASE") or defaults.database,  # set empty: unset
        help=f"a SQLite file (default {defaults.database}) or a postgresql:// URL (default: "
        "$TABLEGAMES_DATABASE if set; a PostgreSQL password may also come from $PGPASSWORD or "
        "~/.pgpass)",
    )
    add(
        "--public-url",
        type=_web_address,
        help="the address players use, behind a proxy (for printed links)",
    )
    add(
        "--trust-proxy",
        dest="trusted_proxies",
        action="append",
        default=[],
        metavar="ADDRESS",
        help="believe the client address that the proxy at ADDRESS (an IP address or network, "
        "or *) gives in X-Forwarded-For, for the per-address limits and the log; repeatable "
        "(default: believe no proxy)",
    )
    add(
        "--bot-threads",
        type=_at_least(1),
        default=defaults.bot_threads,
        help="threads bots think in (default %(default)s)",
    )
    add(
        "--bot-delay",
        type=_not_negative,
        default=defaults.bot_delay,
        help="seconds before a bot moves (default %(default)s)",
    )
    add(
        "--seat-timeout",
        type=_seconds,
        default=defaults.seat_timeout,
        metavar="SECONDS",
        help="hand to a bot a human seat that has the turn this long without moving "
        "(default: never)",
    )
    add("--allow-seeds", action="store_true", help="let requests choose a new game's seed")
    add(
        "--max-body",
        type=_at_least(1),
        default=defaults.max_body,
        help="largest body, in bytes (default %(default)s)",
    )
    add(
        "--request-deadline",
        type=_seconds,
        default=defaults.request_deadline,
        help="seconds to send a whole request (default %(default)s)",
    )
    add(
        "--keep-alive",
        type=_seconds,
        default=defaults.keep_alive,
        help="seconds an idle connection stays open (default %(default)s)",
    )
    add(
        "--max-connections-per-address",
        type=_at_least(1),
        default=defaults.max_connections_per_address,
        help="open connections per address (default %(default)s)",
    )
    add(
        "--rate",
        type=_positive,
        default=defaults.rate,
        help="requests per second per address (default %(default)s)",
    )
    add(
        "--burst",
        type=_at_least(1),
        default=defaults.burst,
        help="requests at once per address (default %(default)s)",
    )
    add(
        "--max-requests",
        type=_at_least(1),
        default=defaults.max_requests,
        help="requests at once before 503 (default %(default)s)",
    )
    add(
        "--max-streams",
        type=_at_least(0),
        default=defaults.max_streams,
        help="open event streams before 503 (default %(default)s; each is a file "
        "descriptor: see the guide on the open-file limit)",
    )
    add(
        "--heartbeat",
        type=_seconds,
        default=defaults.heartbeat,
        help="seconds between keep-alive comments on a stream (default %(default)s)",
    )
    add(
        "--rematch-wait",
        type=_not_negative,
        default=defaults.rematch_wait,
        help="seconds a finished game's streams wait to tell of a rematch (default %(default)s)",
    )
    add(
        "--backlog",
        type=_at_least(1),
        default=defaults.backlog,
        help="the listen queue's length (default %(default)s)",
    )
    add(
        "--http",
        choices=("auto", *PROTOCOLS),
        default=defaults.http,
        help="the HTTP/1.1 parser (auto: httptools if installed, else h11)",
    )
    add(
        "--loop",
        choices=LOOPS,
        default=defaults.loop,
        help="the event loop (default %(default)s; uvloop: less CPU, but see the guide)",
    )
    add(
        "--metrics-token",
        default=os.environ.get("TABLEGAMES_METRICS_TOKEN") or None,  # empty: no token
        help="serve GET /metrics to this bearer token only (default: $TABLEGAMES_METRICS_TOKEN;"
        " unset: no metrics)",
    )
    add(
        "--allow-origin",
        dest="allow_origins",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="let pages of ORIGIN (https://host[:port], or *) call the API (CORS); repeatable",
    )
    add("--quiet", action="store_true", help="do not log every request")
    add(
        "--log-level",
        choices=tuple(LOG_LEVELS),
        default="info",
        help="the least level of the lines logged (default %(default)s; requests and start-up "
        "are info, faults warning or error, each new database connection debug)",
    )
    return made


def settings_from(args: argparse.Namespace) -> Settings:
    """The settings the parsed options give."""
    values: dict[str, Any] = {
        field.name: getattr(args, field.name)
        for field in attrs.fields(Settings)
        if hasattr(args, field.name)
    }
    values["log_requests"] = not args.quiet
    return Settings(**values)
