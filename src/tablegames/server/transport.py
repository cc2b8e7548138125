"""What the connections see before a request reaches the application: uvicorn's HTTP/1.1
protocol, with three limits added.

Either of uvicorn's two protocols: ``httptools`` (the C parser of Node.js, llhttp: the
default when it is installed, as the ``server`` extra does) or ``h11`` (pure Python, several
times slower per request; the fallback). :data:`PROTOCOLS` names them.

* **A deadline per request.** From a connection's opening, or from the first byte of each next
  request, the client has ``request_deadline`` seconds to send the whole request, headers and
  body; a client that trickles a byte every few seconds, or opens a connection and says
  nothing, is answered 408 and cut off (uvicorn alone restarts its idle timer at every byte).
* **Connections per address.** Past ``max_connections_per_address`` open connections from one
  address, a new one is answered 503 with ``Retry-After`` and closed.
* **Errors in the server's own words.** A request that is not valid HTTP (a ``Content-Length``
  of ``²``, headers too long...) is answered with a JSON error document and the security
  headers, like every other refusal, instead of uvicorn's plain text.

This leans on what uvicorn's two protocols share (their ``cycle``, ``client``, ``loop`` and
``transport`` attributes, the cycle's ``more_body``, ``response_started`` and
``response_complete``, and ``send_400_response``); the tests of tests/server/test_limits.py
hold both to these promises.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import socket
from typing import Any

from tablegames.core.errors import ConfigError
from tablegames.extras import missing_extra
from tablegames.server.guard import raw_response
from tablegames.server.metrics import Metrics
from tablegames.server.options import PROTOCOLS
from tablegames.server.settings import Settings

__all__ = ["PROTOCOLS", "Connections", "http_protocol", "protocol_class"]


class Connections:
    """The open connections of one server, counted by address."""

    def __init__(self, settings: Settings, metrics: Metrics) -> None:
        self.settings = settings
        self.metrics = metrics
        self.by_address: dict[str, int] = {}

    def opened(self, address: str) -> bool:
        """Count a new connection; ``False`` if its address has too many."""
        count = self.by_address.get(address, 0) + 1
        self.by_address[address] = count
        return count <= self.settings.max_connections_per_address

    def closed(self, address: str) -> None:
        count = self.by_address.get(address, 1) - 1
        if count:
            self.by_address[address] = count
        else:
            self.by_address.pop(address, None)


def http_protocol(name: str) -> str:
    """The protocol ``--http`` names: ``"auto"`` is httptools if it is installed, else h11.

    Raises:
        ConfigError: for an unknown name, or httptools asked for but not installed.
    """
    if name == "auto":
        return "httptools" if importlib.util.find_spec("httptools") is not None else "h11"
    if name not in PROTOCOLS:
        raise ConfigError(f"unknown HTTP protocol {name!r}: choose auto, {', '.join(PROTOCOLS)}")
    if name == "httptools" and importlib.util.find_spec("httptools") is None:
        raise ConfigError(missing_extra("--http httptools", "server", ["httptools"]))
    return name


def _base(name: str) -> type[Any]:
    # Imported on demand: httptools is optional, and each module imports its parser.
    if name == "httptools":
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

        return HttpToolsProtocol
    from uvicorn.protocols.http.h11_impl import H11Protocol

    return H11Protocol


def send_at_once(transport: Any) -> None:
    """Turn Nagle's algorithm off on a connection's TCP socket, whoever made the listening
    socket: asyncio does it only for sockets made with ``IPPROTO_TCP`` (see
    :func:`tablegames.server.run.bind`). Otherwise a response written in two parts waits for
    the client's delayed acknowledgement, about 40 ms per request of a kept-alive connection."""
    sock = transport.get_extra_info("socket")
    if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


def protocol_class(connections: Connections, http: str = "auto") -> type[asyncio.Protocol]:
    """uvicorn's protocol ``http`` (see :func:`http_protocol`) with the limits of this module,
    counting in ``connections``."""
    settings, metrics = connections.settings, connections.metrics
    # A request's head (and what came with it) before it is parsed: headers of 32 KiB at most.
    head_limit = 32_768 + settings.max_body
    base = _base(http_protocol(http))

    class GuardedProtocol(base):  # type: ignore[misc,valid-type]
        _address = ""
        _counted = False
        _deadline: asyncio.TimerHandle | None = None
        _waiting = 0  # bytes received of a request whose head is not parsed yet

        def connection_made(self, transport: Any) -> None:
            send_at_once(transport)
            super().connection_made(transport)
            self._address = self.client[0] if self.client else "unknown"
            self._counted = True
            if not connections.opened(self._address):
                metrics.count("refused", "server.connections.too_many")
                self._cut(
                    503,
                    "server.connections.too_many",
                    "Too many connections from your address.",
                    ((b"retry-after", b"5"),),
                )
                return
            self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            if self._counted:
                self._counted = False
                connections.closed(self._address)
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            if self.cycle is None or self.cycle.response_complete:
                if self._deadline is None:
                    self._arm()  # the first byte of a new request
                self._waiting += len(data)
                if self._waiting > head_limit:
                    metrics.count("refused", "server.request.too_large")
                    self._cut(431, "server.request.too_large", "The request's head is too long.")
                    return
            super().data_received(data)
            if self.cycle is not None and not self.cycle.response_complete:
                self._waiting = 0
            cycle = self.cycle
            if cycle is not None and not cycle.more_body and not cycle.response_complete:
                self._disarm()  # the whole request is in

        def send_400_response(self, msg: str) -> None:
            metrics.count("refused", "server.request.invalid")
            self._cut(400, "server.request.invalid", "The request is not valid HTTP/1.1.")

        def _arm(self) -> None:
            self._disarm()
            self._deadline = self.loop.call_later(settings.request_deadline, self._too_slow)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _too_slow(self) -> None:
            self._deadline = None
            if self.cycle is not None and self.cycle.response_started:
                return
            metrics.count("refused", "server.request.timeout")
            self._cut(408, "server.request.timeout", "The request took too long to arrive.")

        def _cut(
            self,
            status: int,
            code: str,
            message: str,
            headers: tuple[tuple[bytes, bytes], ...] = (),
        ) -> None:
            """Answer ``status`` and close, whatever state the request is in."""
            if not self.transport.is_closing():
                self.transport.write(raw_response(status, code, message, headers))
                self.transport.close()

    GuardedProtocol.__name__ = GuardedProtocol.__qualname__ = f"Guarded{base.__name__}"
    guarded: type[asyncio.Protocol] = GuardedProtocol
    return guarded
