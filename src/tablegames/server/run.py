"""``tablegames serve``: the server under uvicorn, until SIGTERM or Ctrl-C.

On SIGTERM (or SIGINT) the server drains: it stops accepting connections, ends every event
stream, refuses new moves (503), lets the requests under way finish, writes the moves pending
and a snapshot of every table, and closes the database.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import socket
import sys
from collections.abc import Callable, Coroutine, Sequence
from types import FrameType
from typing import Any

try:
    import uvicorn
except ModuleNotFoundError as missing:  # the server extra is not installed: say which
    from tablegames.extras import extra_missing_error

    raise extra_missing_error("tablegames.server.run", "server", missing) from missing

from tablegames.core.errors import ConfigError
from tablegames.server.app import Server, create_app
from tablegames.server.errors import StorageUnavailable
from tablegames.server.logs import setup_logging
from tablegames.server.options import LOG_LEVELS, LOOPS, parser, settings_from
from tablegames.server.settings import Settings
from tablegames.server.transport import Connections, protocol_class

__all__ = [
    "EXIT_STARTUP_FAILED",
    "GC_THRESHOLD",
    "LOG_LEVELS",
    "LOOPS",
    "SWITCH_INTERVAL",
    "StartupFailed",
    "bind",
    "event_loop",
    "main",
    "parser",
    "serve",
    "start",
    "tune_collector",
]

#: The interpreter's switch interval in ``tablegames serve``, in seconds (Python's default is
#: 0.005). The database's writing thread needs the interpreter between two statements; while
#: the event loop is busy it waits for the interval each time, so a batch of 40 moves (three
#: statements each) could wait over half a second at the default. An embedding application
#: may call ``sys.setswitchinterval`` with this value itself.
SWITCH_INTERVAL = 0.0005

#: The youngest generation's threshold of the garbage collector in ``tablegames serve``
#: (Python's default is 700): see :func:`tune_collector`.
GC_THRESHOLD = 20_000

#: ``tablegames serve``'s exit status when the server could not start (its database could
#: not be opened or migrated); 2 is a bad option or an address it cannot listen on.
EXIT_STARTUP_FAILED = 3

_log = logging.getLogger("tablegames.server")


class StartupFailed(Exception):
    """The server could not start: its storage could not be opened (``__cause__`` says why)."""


def bind(host: str, port: int, backlog: int) -> socket.socket:
    """A listening TCP socket (IPv6 if ``host`` is an IPv6 address).

    Made with the protocol named (``IPPROTO_TCP``): the connections it accepts inherit it, and
    asyncio turns Nagle's algorithm off only on sockets that say they are TCP. Without it, a
    response written in two parts (head, then body) waited for the client's delayed
    acknowledgement: about 40 ms on every request of a kept-alive connection but the first.
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as error:  # said with the address: "[Errno 98] Address already in use"
        sock.close()
        raise OSError(f"cannot listen on {host}:{port}: {error.strerror}") from None
    sock.listen(backlog)
    sock.setblocking(False)
    return sock


class _Uvicorn(uvicorn.Server):
    """uvicorn's server, telling the application to drain as soon as a signal arrives (so
    that event streams, which never end by themselves, let the shutdown proceed)."""

    def __init__(
        self, config: uvicorn.Config, server: Server, announce: Callable[[], None]
    ) -> None:
        super().__init__(config)
        self.tablegames = server
        self.loop: asyncio.AbstractEventLoop | None = None
        self._announce = announce

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        """Start, then say the server is serving: only once its storage is open, so that a
        database that cannot be reached is never preceded by "serving"."""
        await super().startup(sockets=sockets)
        if not self.should_exit:
            self._announce()

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self.tablegames.hall.begin_drain)
        super().handle_exit(sig, frame)


async def serve(
    settings: Settings,
    *,
    sock: socket.socket | None = None,
    server: Server | None = None,
    started: Callable[[uvicorn.Server], None] | None = None,
) -> None:
    """Run the server with ``settings`` until a signal stops it (or, in a thread, until its
    uvicorn server's ``should_exit`` is set).

    Args:
        settings: The settings.
        sock: A listening socket to serve on (``None``: bind ``settings.host:settings.port``).
        server: The application (``None``: ``create_app(settings)``).
        started: Called with the uvicorn server before it starts serving.
    """
    server = server or create_app(settings)
    sock = sock or bind(settings.host, settings.port, settings.backlog)
    connections = Connections(settings, server.metrics)
    config = uvicorn.Config(
        server,
        http=protocol_class(connections, settings.http),
        ws="none",
        lifespan="on",
        log_config=None,
        access_log=False,
        server_header=False,
        timeout_keep_alive=max(1, round(settings.keep_alive)),
        timeout_graceful_shutdown=10,
        backlog=settings.backlog,
        # Addresses a proxy names in X-Forwarded-For are believed from the proxies named only:
        # uvicorn's default believes 127.0.0.1, so any process of the machine could choose the
        # address its requests are limited by.
        proxy_headers=bool(settings.trusted_proxies),
        forwarded_allow_ips=list(settings.trusted_proxies) or None,
    )
    host, port = sock.getsockname()[:2]
    url = settings.public_url or f"http://{'[' + host + ']' if ':' in host else host}:{port}"

    def announce() -> None:
        _log.info("server.listening", extra={"url": url, "pid": _pid()})
        described = server.hall.storage.describe()
        print(f"tablegames: serving {url} (database: {described})", flush=True)

    runner = _Uvicorn(config, server, announce)
    runner.loop = asyncio.get_running_loop()
    if started is not None:
        started(runner)
    # A start that failed is told once: the storage's own log line says why, and the command
    # one line on standard error; uvicorn's traceback of it and its "Application startup
    # failed" would add a screenful to an operator's journal.
    quiet = _StartFailed(server)
    uvicorn_log = logging.getLogger("uvicorn.error")
    uvicorn_log.addFilter(quiet)
    try:
        await runner.serve(sockets=[sock])
    except SystemExit as exit:  # uvicorn's way to say the application's startup failed
        if exit.code != EXIT_STARTUP_FAILED:
            raise
        failed = server.startup_error
        if isinstance(failed, StorageUnavailable):  # not its "try again": it may not help
            reason = f"the database is {failed.reason}: {_reason(failed.__cause__)}"
        else:
            reason = _reason(failed)
        reason = server.hall.storage.without_secrets(reason)
        raise StartupFailed(f"the server could not start: {reason}") from server.startup_error
    finally:
        uvicorn_log.removeFilter(quiet)


class _StartFailed(logging.Filter):
    """Drops uvicorn's errors once the application's start failed (what it logs then is the
    failure the server tells itself)."""

    def __init__(self, server: Server) -> None:
        super().__init__()
        self.server = server

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno < logging.ERROR or self.server.startup_error is None


def _reason(error: BaseException | None) -> str:
    """An error and its causes on one line (a driver's message may span several)."""
    told: list[str] = []
    while error is not None and len(told) < 3:
        text = " ".join(str(error).split()).rstrip(".")
        if text and text not in told:
            told.append(text)
        # Not the error being handled when one was raised "from None": that one was told.
        context = None if error.__suppress_context__ else error.__context__
        error = error.__cause__ or context
    return ": ".join(told) or "see the log"


def tune_collector() -> None:
    """Make Python's cyclic garbage collector cheaper for a long-running server.

    Everything imported by now (the games' modules, their converters, the web framework) lives
    as long as the process: :func:`gc.freeze` keeps the collector from walking it at every full
    collection. And a move makes and drops thousands of short-lived objects (views, documents):
    with a youngest generation of ``GC_THRESHOLD`` objects rather than 700, most are freed by
    their reference counts before any collection looks at them. A tenth of the server's CPU
    went to the collector before.
    """
    gc.collect()
    gc.freeze()
    _, middle, oldest = gc.get_threshold()
    gc.set_threshold(GC_THRESHOLD, middle, oldest)


def event_loop(name: str) -> Callable[[Coroutine[Any, Any, None]], None]:
    """What runs ``tablegames serve``'s coroutine on the loop ``--loop`` names: ``"asyncio"``
    (the default) or ``"uvloop"`` (libuv's loop, if installed).

    uvloop costs the server about a fifth less CPU per move, but in the load test's rush (1,000
    seats moving as fast as they may) it left some new connections unaccepted for up to 25 s
    while it served the open ones; asyncio's loop accepted every one within the second. So it
    is not the default: choose it for a server that is never saturated.

    Raises:
        ConfigError: for an unknown name, or uvloop asked for but not installed.
    """
    if name not in LOOPS:
        raise ConfigError(f"unknown event loop {name!r}: choose {', '.join(LOOPS)}")
    if name == "uvloop":
        try:
            import uvloop  # type: ignore[import-not-found, unused-ignore]
        except ImportError:
            raise ConfigError("uvloop is not installed: pip install uvloop") from None
        run: Callable[[Coroutine[Any, Any, None]], None] = uvloop.run
        return run
    return asyncio.run


def _pid() -> int:
    import os

    return os.getpid()


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``tablegames serve`` with ``argv``; return the exit status."""
    return start(parser().parse_args(argv))


def start(options: argparse.Namespace) -> int:
    """Run ``tablegames serve`` with ``options``, read by :func:`parser`; return the exit
    status."""
    setup_logging(LOG_LEVELS[options.log_level])
    try:
        settings = settings_from(options)
    except ConfigError as error:  # a value the option's type lets through (--port 70000)
        print(f"tablegames serve: {error}", file=sys.stderr)
        return 2
    # The process is the server's own: let the database's threads have the interpreter soon.
    sys.setswitchinterval(SWITCH_INTERVAL)
    tune_collector()
    try:
        event_loop(settings.loop)(serve(settings))
    except KeyboardInterrupt:
        pass
    except (OSError, ConfigError) as error:
        print(f"tablegames serve: {error}", file=sys.stderr)
        return 2
    except StartupFailed as error:
        print(f"tablegames serve: {error}", file=sys.stderr)
        return EXIT_STARTUP_FAILED
    return 0
