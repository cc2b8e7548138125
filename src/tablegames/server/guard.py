"""The limits around every request: an ASGI middleware in front of the routes.

:class:`Guard` answers before the routes see a request that breaks a limit — too many requests
from one address (429), too many at once (503 with ``Retry-After``), a ``Content-Length`` that
is not plain ASCII digits (400: ``Content-Length: ²`` is refused, not a crash), a body too
large (413) or sent without a length (411) — and, while the routes run, cuts off a body that
does not arrive within the request's deadline (408) or grows past the limit. It adds the
security headers to every response, its own refusals and the routes' errors included, turns
any crash into a JSON 500 that shows no traceback (the log has it), and logs each request as a
JSON line with every credential masked. The transport (:mod:`tablegames.server.transport`) adds
what only it can see: slow or silent connections, and connections per address.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import re
import sys
import time
from collections.abc import Awaitable, Callable
from http import HTTPStatus
from typing import Final, TypeVar

try:
    from starlette.types import ASGIApp, Message, Receive, Scope, Send
except ModuleNotFoundError as missing:  # pragma: no cover - depends on the installation
    from tablegames.extras import extra_missing_error

    raise extra_missing_error("tablegames.server.guard", "server", missing) from missing

from tablegames.core.json import VERSION
from tablegames.server.errors import ServerRefusal
from tablegames.server.logs import mask
from tablegames.server.metrics import Metrics
from tablegames.server.settings import Settings

__all__ = ["SECURITY_HEADERS", "Guard", "RateLimiter", "raw_response", "refusal_body"]

_log = logging.getLogger("tablegames.server")

T = TypeVar("T")

#: Sent with every response. The pages' scripts and styles come from this server only, and
#: nothing is framed, sniffed, cached or given a referrer (a seat's address is its secret). A
#: page's <base> (the address the server is mounted at) may name this server only.
SECURITY_HEADERS: Final[tuple[tuple[bytes, bytes], ...]] = (
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        b"connect-src 'self'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'",
    ),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
)
_NO_STORE: Final = (b"cache-control", b"no-store")
#: The key of a refusal in the scope of :meth:`Guard._refusal` (an ASGI extension's name).
_REFUSAL: Final = "tablegames.refusal"
_LENGTH: Final = re.compile(rb"[0-9]{1,15}")


def refusal_body(code: str, message: str) -> bytes:
    """The error document of a refusal that concerns no game (``"game": null``)."""
    document = {
        "format": "tablegames",
        "version": VERSION,
        "game": None,
        "kind": "error",
        "data": {"code": code, "message": message, "move": None},
    }
    return json.dumps(document, separators=(",", ":")).encode()


def raw_response(
    status: int, code: str, message: str, headers: tuple[tuple[bytes, bytes], ...] = ()
) -> bytes:
    """A whole HTTP/1.1 refusal, headers and JSON body, that closes the connection (for the
    transport, which answers before any request could be read)."""
    body = refusal_body(code, message)
    lines = [
        f"HTTP/1.1 {status} {HTTPStatus(status).phrase}".encode(),
        b"content-type: application/json",
        b"content-length: " + str(len(body)).encode(),
        b"connection: close",
        *(name + b": " + value for name, value in (*SECURITY_HEADERS, _NO_STORE, *headers)),
    ]
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


if sys.version_info >= (3, 11):

    async def _within(waiting: Awaitable[T], seconds: float) -> T:
        # asyncio.wait_for would make a task for each body message (every request has one).
        async with asyncio.timeout(seconds):
            return await waiting

else:  # pragma: no cover - Python 3.10

    async def _within(waiting: Awaitable[T], seconds: float) -> T:
        try:
            return await asyncio.wait_for(waiting, seconds)
        except asyncio.TimeoutError:
            raise TimeoutError from None


def _is_preflight(scope: Scope) -> bool:
    """Whether a request is a CORS preflight (as Starlette's CORS layer tells one)."""
    return scope["method"] == "OPTIONS" and any(
        name == b"access-control-request-method" for name, _ in scope["headers"]
    )


class RateLimiter:
    """A token bucket per address: ``rate`` requests a second on average, ``burst`` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self._buckets: dict[str, tuple[float, float]] = {}

    def wait(self, address: str, now: float) -> float:
        """Take a request from ``address``'s bucket: 0 if allowed, else the seconds to wait."""
        tokens, then = self._buckets.get(address, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        if tokens < 1:
            self._buckets[address] = (tokens, now)
            return (1 - tokens) / self.rate
        self._buckets[address] = (tokens - 1, now)
        if len(self._buckets) > 100_000:  # forget the addresses whose bucket is full again
            full = now - self.burst / self.rate
            self._buckets = {a: b for a, b in self._buckets.items() if b[1] > full}
        return 0.0


class Guard:
    """The limits of :mod:`tablegames.server.guard` around an ASGI application.

    Args:
        app: The application.
        settings: The limits.
        metrics: Where counts go.
        draining: Whether the server is stopping (new streams are then refused).
        around_refusals: What wraps the guard's own refusals as it wraps ``app`` (the CORS
            layer, so that an allowed origin's page reads a 429's ``Retry-After`` as it reads
            the routes' answers); ``None``: nothing.
    """

    def __init__(
        self,
        app: ASGIApp,
        settings: Settings,
        metrics: Metrics,
        draining: Callable[[], bool],
        around_refusals: Callable[[ASGIApp], ASGIApp] | None = None,
    ) -> None:
        self.app = app
        self.settings = settings
        self.metrics = metrics
        self.draining = draining
        self.limiter = RateLimiter(settings.rate, settings.burst)
        self.requests = 0
        self.streams = 0
        self._refusals: ASGIApp = self._refusal
        if around_refusals is not None:
            self._refusals = around_refusals(self._refusal)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
            return
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.monotonic()
        address = str((scope.get("client") or ("unknown", 0))[0])
        stream = scope["method"] in ("GET", "HEAD") and scope["path"].endswith("/events")
        answer = {"status": 0}

        async def guarded_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                answer["status"] = message["status"]
                headers = list(message.get("headers", []))
                names = {name.lower() for name, _ in headers}
                headers += [pair for pair in SECURITY_HEADERS if pair[0] not in names]
                if b"cache-control" not in names:
                    headers.append(_NO_STORE)
                message = {**message, "headers": headers}
            await send(message)

        counted = False
        try:
            self._admit(scope, address, stream, started)
            counted = True
            if stream:
                self.streams += 1
            else:
                self.requests += 1
            await self.app(scope, self._receive(receive, started), guarded_send)
        except ServerRefusal as refused:
            if not answer["status"]:
                await self._send_refusal(scope, receive, guarded_send, refused)
            self.metrics.count("refused", refused.code)
        except Exception:
            _log.exception("request.failed", extra={"path": mask(scope["path"])})
            if not answer["status"]:
                failed = ServerRefusal(500, "server.error", "The server failed; see its log.")
                await self._send_refusal(scope, receive, guarded_send, failed)
        finally:
            if counted:
                if stream:
                    self.streams -= 1
                else:
                    self.requests -= 1
            self._done(scope, address, answer["status"], started, stream)

    def _admit(self, scope: Scope, address: str, stream: bool, now: float) -> None:
        """Refuse a request that breaks a limit before the routes see it."""
        wait = self.limiter.wait(address, now)
        if wait:
            retry = str(max(1, math.ceil(wait)))
            raise ServerRefusal(
                429, "server.rate.limited", "Too many requests: slow down.", {"Retry-After": retry}
            )
        if stream and (self.streams >= self.settings.max_streams or self.draining()):
            raise ServerRefusal(
                503, "server.overloaded", "Too many open streams.", {"Retry-After": "5"}
            )
        if not stream and self.requests >= self.settings.max_requests:
            raise ServerRefusal(
                503, "server.overloaded", "The server is busy: try again.", {"Retry-After": "1"}
            )
        lengths = [value for name, value in scope["headers"] if name == b"content-length"]
        chunked = any(name == b"transfer-encoding" for name, _ in scope["headers"])
        if any(not _LENGTH.fullmatch(value) for value in lengths) or len(set(lengths)) > 1:
            raise ServerRefusal(
                400, "server.request.invalid", "The Content-Length is not a number."
            )
        if chunked and scope["method"] not in ("GET", "HEAD"):
            raise ServerRefusal(
                411, "server.request.length_required", "Send the body with a Content-Length."
            )
        if lengths and int(lengths[0]) > self.settings.max_body:
            raise ServerRefusal(
                413,
                "server.request.too_large",
                f"A request body is at most {self.settings.max_body} bytes.",
            )

    def _receive(self, receive: Receive, started: float) -> Receive:
        """``receive``, refusing a body that is late (408) or too long (413)."""
        deadline = started + self.settings.request_deadline
        state = {"size": 0, "done": False}

        async def guarded() -> Message:
            if state["done"]:
                return await receive()  # the body is in: the app waits for a disconnect
            left = deadline - time.monotonic()
            try:
                message = await _within(receive(), max(left, 0.0))
            except TimeoutError:
                raise ServerRefusal(
                    408, "server.request.timeout", "The request took too long to arrive."
                ) from None
            if message["type"] == "http.request":
                state["size"] += len(message.get("body", b""))
                if state["size"] > self.settings.max_body:
                    raise ServerRefusal(
                        413,
                        "server.request.too_large",
                        f"A request body is at most {self.settings.max_body} bytes.",
                    )
                state["done"] = not message.get("more_body", False)
            else:
                state["done"] = True
            return message

        return guarded

    async def _send_refusal(
        self, scope: Scope, receive: Receive, send: Send, refused: ServerRefusal
    ) -> None:
        """Answer ``refused`` through what wraps the refusals (the CORS layer). A preflight
        is answered bare: the CORS layer would answer it itself, 200, refused or not."""
        if _is_preflight(scope):
            await self._answer_refusal(send, refused)
        else:
            await self._refusals({**scope, _REFUSAL: refused}, receive, send)

    async def _refusal(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The ASGI application that answers the refusal its scope carries."""
        await self._answer_refusal(send, scope[_REFUSAL])

    async def _answer_refusal(self, send: Send, refused: ServerRefusal) -> None:
        body = refusal_body(refused.code, str(refused))
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"connection", b"close"),  # the body, if any, is not read
        ]
        headers += [
            (name.lower().encode(), value.encode()) for name, value in refused.headers.items()
        ]
        await send({"type": "http.response.start", "status": refused.status, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    def _done(self, scope: Scope, address: str, status: int, started: float, stream: bool) -> None:
        seconds = time.monotonic() - started
        self.metrics.count("requests", f"{status // 100}xx")
        if not stream:
            self.metrics.observe("request", seconds)
        if self.settings.log_requests:
            _log.info(
                "request",
                extra={
                    "method": scope["method"],
                    "path": mask(scope["path"]),
                    "status": status,
                    "ms": round(seconds * 1000, 2),
                    "address": address,
                },
            )
