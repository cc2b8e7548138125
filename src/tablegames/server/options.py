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
from typing import Any, TypeVar

import attrs

from tablegames.server.settings import (
    LOOPS,
    PROTOCOLS,
    Settings,
    number_reader,
    read_language,
    web_address,
)

__all__ = ["LOG_LEVELS", "LOOPS", "PROTOCOLS", "parser", "settings_from"]

_T = TypeVar("_T")

#: The levels ``tablegames serve --log-level`` takes, by name: the least level of the lines
#: the server and uvicorn write (the other libraries' below warnings are never written).
LOG_LEVELS = {
    "debug": logging.DEBUG,
    "info": logging.INFO,
    "warning": logging.WARNING,
    "error": logging.ERROR,
}


def _option(reader: Callable[[str], _T]) -> Callable[[str], _T]:
    """An option read as its setting reads it (``reader``: :func:`number_reader` of its
    field, or :func:`web_address`), so that both ask for the same in the same words; the
    reader's ``ValueError`` is what argparse prints after the option's name."""

    def read(text: str) -> _T:
        try:
            return reader(text)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None

    return read


def parser() -> argparse.ArgumentParser:
    """The options of ``tablegames serve``."""
    defaults = Settings()
    made = argparse.ArgumentParser(
        prog="tablegames serve",
        description="Run the tablegames game server: a lobby, a page per seat, bots, storage.",
    )
    add = made.add_argument
    add("--host", default=defaults.host, help="address to listen on (default %(default)s)")
    add(
        "--port",
        type=_option(number_reader("port")),
        default=defaults.port,
        help="port (0: any free one)",
    )
    add(
        "--database",
        default=os.environ.get("TABLEGAMES_DATABASE") or defaults.database,  # set empty: unset
        help=f"a SQLite file (default {defaults.database}) or a postgresql:// URL (default: "
        "$TABLEGAMES_DATABASE if set; a PostgreSQL password may also come from $PGPASSWORD or "
        "~/.pgpass)",
    )
    add(
        "--public-url",
        type=_option(web_address),
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
        type=_option(number_reader("bot_threads")),
        default=defaults.bot_threads,
        help="threads bots think in (default %(default)s)",
    )
    add(
        "--bot-delay",
        type=_option(number_reader("bot_delay")),
        default=defaults.bot_delay,
        help="seconds before a bot moves (default %(default)s)",
    )
    add(
        "--seat-timeout",
        type=_option(number_reader("seat_timeout")),
        default=defaults.seat_timeout,
        metavar="SECONDS",
        help="hand to a bot a human seat that has the turn this long without moving "
        "(default: never)",
    )
    add("--allow-seeds", action="store_true", help="let requests choose a new game's seed")
    add(
        "--max-body",
        type=_option(number_reader("max_body")),
        default=defaults.max_body,
        help="largest body, in bytes (default %(default)s)",
    )
    add(
        "--request-deadline",
        type=_option(number_reader("request_deadline")),
        default=defaults.request_deadline,
        help="seconds to send a whole request (default %(default)s)",
    )
    add(
        "--keep-alive",
        type=_option(number_reader("keep_alive")),
        default=defaults.keep_alive,
        help="seconds an idle connection stays open (default %(default)s)",
    )
    add(
        "--max-connections-per-address",
        type=_option(number_reader("max_connections_per_address")),
        default=defaults.max_connections_per_address,
        help="open connections per address (default %(default)s)",
    )
    add(
        "--rate",
        type=_option(number_reader("rate")),
        default=defaults.rate,
        help="requests per second per address (default %(default)s)",
    )
    add(
        "--burst",
        type=_option(number_reader("burst")),
        default=defaults.burst,
        help="requests at once per address (default %(default)s)",
    )
    add(
        "--max-requests",
        type=_option(number_reader("max_requests")),
        default=defaults.max_requests,
        help="requests at once before 503 (default %(default)s)",
    )
    add(
        "--max-streams",
        type=_option(number_reader("max_streams")),
        default=defaults.max_streams,
        help="open event streams before 503 (default %(default)s; each is a file "
        "descriptor: see the guide on the open-file limit)",
    )
    add(
        "--heartbeat",
        type=_option(number_reader("heartbeat")),
        default=defaults.heartbeat,
        help="seconds between keep-alive comments on a stream (default %(default)s)",
    )
    add(
        "--rematch-wait",
        type=_option(number_reader("rematch_wait")),
        default=defaults.rematch_wait,
        help="seconds a finished game's streams wait to tell of a rematch (default %(default)s)",
    )
    add(
        "--backlog",
        type=_option(number_reader("backlog")),
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
    add(
        "--lang",
        dest="language",
        type=_option(read_language),
        metavar="LANG",
        help="tell the games that speak LANG (a language tag such as fr) in it: the moves' "
        "labels, the events' texts, the refusals' messages, the tables' pictures and the "
        "narration sent to pages and bots; the others keep their own words; the pages' own "
        "words are in LANG where the pages speak it, else English (default: every game in "
        "its own words, English pages)",
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
