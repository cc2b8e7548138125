"""A reference web front end for tablegames: one game, a secret URL per human seat, bots elsewhere.

Run it from the repository's root, for example::

    python examples/web/server.py aluette --humans 0 2 --seed 7 --port 8000

and open the printed URLs in a browser, one per human seat. The server uses the standard
library only (``http.server``'s ``ThreadingHTTPServer``): it holds the game in memory and is
the only one that ever applies a move. Each page receives its seat's view document with the
seat's legal moves, and sends back the move it chose. See docs/guides/frontend.rst for the
HTTP API.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import threading
import traceback
from collections.abc import Mapping, Sequence
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Final
from urllib.parse import parse_qs, urlsplit

# The sibling modules, when this file is run as a script or imported by the tests.
sys.path.insert(0, str(Path(__file__).resolve().parent))

import protocol
from table import MAX_WAIT, Table, dumps

__all__ = ["STATIC", "Handler", "WebServer", "main", "make_server"]

#: The page's files: name -> (bytes, content type). Read once at start-up; nothing else on disk
#: is ever served.
STATIC: Final[Mapping[str, tuple[bytes, str]]] = {
    path.name: (
        path.read_bytes(),
        {
            ".html": "text/html; charset=utf-8",
            ".js": "text/javascript; charset=utf-8",
            ".css": "text/css; charset=utf-8",
        }[path.suffix],
    )
    for path in sorted((Path(__file__).resolve().parent / "static").iterdir())
    if path.suffix in (".html", ".js", ".css")
}

# Request bodies up to this size are read (and dropped) before refusing them as too large, so
# that the client reads the refusal instead of a reset connection; longer ones are not read.
_DRAIN_LIMIT: Final = 65_536
_TOKEN: Final = re.compile(r"[A-Za-z0-9_-]{1,64}")
# Every response: no sniffing, no referrer (the URL holds the seat's secret), scripts and
# styles from this server only, no framing.
_HEADERS: Final = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "Cache-Control": "no-store",
}


class WebServer(ThreadingHTTPServer):
    """The HTTP server of one :class:`~table.Table`; one thread per request."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, address: tuple[str, int], table: Table, *, verbose: bool = False) -> None:
        super().__init__(address, Handler)
        self.table = table
        self.verbose = verbose

    def url(self, path: str = "") -> str:
        """The server's address as a URL (``http://127.0.0.1:8000`` + ``path``)."""
        host, port = self.server_address[:2]
        shown = "localhost" if host in ("", "0.0.0.0", "::") else str(host)
        return f"http://{shown}:{port}{path}"

    def seat_urls(self) -> dict[int, str]:
        """The secret URL of each human seat."""
        return {seat: self.url(f"/play/{token}") for token, seat in self.table.tokens.items()}

    def stop(self) -> None:
        """Stop serving: wake the long polls, stop the loop, close the socket."""
        self.table.close()
        self.shutdown()
        self.server_close()


class Handler(BaseHTTPRequestHandler):
    """Routes the page's requests; every answer of the API is a JSON document."""

    server: WebServer
    server_version = "tablegames-web/1"
    # Seconds a client may take to send its request (a slow client cannot hold a thread).
    timeout = 15

    # -- routing -----------------------------------------------------------------------------

    def do_GET(self) -> None:
        """Serve a page, a static file, a view or a status."""
        self._route("GET")

    def do_POST(self) -> None:
        """Receive a move."""
        self._route("POST")

    def do_PUT(self) -> None:
        """Refused: the API has no such method."""
        self._route("PUT")

    def do_DELETE(self) -> None:
        """Refused: the API has no such method."""
        self._route("DELETE")

    def _route(self, method: str) -> None:
        try:
            url = urlsplit(self.path)
            parts = url.path.split("/")[1:]
            if parts[:1] == ["api"] and len(parts) == 3:
                self._api(method, parts[1], parts[2], parse_qs(url.query))
            elif method != "GET":
                self._refuse(
                    HTTPStatus.METHOD_NOT_ALLOWED,
                    "web.method.not_allowed",
                    f"{method} is not allowed here.",
                )
            elif parts == [""]:
                self._send(HTTPStatus.OK, _HOME, "text/html; charset=utf-8")
            elif len(parts) == 2 and parts[0] == "play":
                if self._seat(parts[1]) is None:
                    self._send(HTTPStatus.NOT_FOUND, _UNKNOWN_SEAT, "text/html; charset=utf-8")
                else:
                    body, kind = STATIC[f"{self.server.table.game}.html"]
                    self._send(HTTPStatus.OK, body, kind)
            elif len(parts) == 2 and parts[0] == "static" and parts[1] in STATIC:
                body, kind = STATIC[parts[1]]
                self._send(HTTPStatus.OK, body, kind)
            else:
                self._refuse(HTTPStatus.NOT_FOUND, "web.path.unknown", "There is nothing here.")
        except OSError:  # the client went away or was too slow to send its request
            self.close_connection = True
        except Exception:  # a bug: answer 500 without details, keep serving
            traceback.print_exc()
            self._refuse(
                HTTPStatus.INTERNAL_SERVER_ERROR,
                "web.server.error",
                "The server failed; see its log.",
            )

    def _seat(self, token: str) -> int | None:
        if not _TOKEN.fullmatch(token):
            return None
        return self.server.table.seat_of(token)

    def _api(self, method: str, token: str, what: str, query: dict[str, list[str]]) -> None:
        seat = self._seat(token)
        if seat is None:
            self._drain()
            self._refuse(
                HTTPStatus.NOT_FOUND,
                "web.token.unknown",
                "This seat's address is unknown: ask for your seat's URL again.",
            )
            return
        allowed = {"view": "GET", "status": "GET", "move": "POST"}.get(what)
        if allowed is None:
            self._drain()
            self._refuse(HTTPStatus.NOT_FOUND, "web.path.unknown", "There is nothing here.")
        elif method != allowed:
            self._drain()
            self._refuse(
                HTTPStatus.METHOD_NOT_ALLOWED,
                "web.method.not_allowed",
                f"Use {allowed} for {what}.",
                {"Allow": allowed},
            )
        elif what == "view":
            self._view(seat, query)
        elif what == "status":
            self._send_json(HTTPStatus.OK, dumps(self.server.table.status(seat)))
        else:
            self._move(seat)

    # -- the API -----------------------------------------------------------------------------

    def _view(self, seat: int, query: dict[str, list[str]]) -> None:
        """The seat's view; with If-None-Match, 304 if unchanged (after ``?wait=`` seconds)."""
        try:
            wait = float(query.get("wait", ["0"])[-1])
        except ValueError:
            wait = -1.0
        if not 0 <= wait <= MAX_WAIT:
            self._refuse(
                HTTPStatus.BAD_REQUEST,
                "web.request.invalid",
                f"wait must be a number of seconds from 0 to {MAX_WAIT:g}.",
            )
            return
        known = self.headers.get("If-None-Match")
        table = self.server.table
        text, etag = table.wait(seat, known, wait) if known and wait else table.view(seat)
        if known == etag:
            self._send(HTTPStatus.NOT_MODIFIED, b"", None, {"ETag": etag})
        else:
            self._send_json(HTTPStatus.OK, text, {"ETag": etag})

    def _move(self, seat: int) -> None:
        """Apply the posted move document for the token's seat (never the one it names)."""
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            self.close_connection = True
            self._refuse(
                HTTPStatus.LENGTH_REQUIRED,
                "web.request.length_required",
                "Send the move with a Content-Length.",
            )
            return
        length = self._length()
        if length is None:
            return
        if length > protocol.MAX_MOVE_BYTES:
            self._drain(length)
            self._refuse(
                HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
                "web.request.too_large",
                f"A move document is at most {protocol.MAX_MOVE_BYTES} bytes; "
                f"this one is {length}.",
            )
            return
        body = self.rfile.read(length)
        try:
            text, etag = self.server.table.play(seat, body)
        except protocol.TableGamesError as error:
            status = _status_of(error)
            self._send_json(status, dumps(protocol.error_document(error, self.server.table.game)))
            return
        self._send_json(HTTPStatus.OK, text, {"ETag": etag})

    def _length(self) -> int | None:
        """The request's Content-Length, or ``None`` once refused."""
        header = self.headers.get("Content-Length")
        if header is None:
            self.close_connection = True
            self._refuse(
                HTTPStatus.LENGTH_REQUIRED,
                "web.request.length_required",
                "Send the move with a Content-Length.",
            )
            return None
        if not header.isdigit() or len(header) > 18:
            self.close_connection = True
            self._refuse(
                HTTPStatus.BAD_REQUEST, "web.request.invalid", "The Content-Length is not a number."
            )
            return None
        return int(header)

    def _drain(self, length: int | None = None) -> None:
        """Read and drop a small request body, so that the client gets to read our answer."""
        if length is None:
            header = self.headers.get("Content-Length", "0")
            length = int(header) if header.isdigit() and len(header) <= 18 else _DRAIN_LIMIT + 1
        if length > _DRAIN_LIMIT:
            self.close_connection = True
        elif length:
            self.rfile.read(length)

    # -- answers -----------------------------------------------------------------------------

    def _refuse(
        self, status: HTTPStatus, code: str, message: str, headers: Mapping[str, str] | None = None
    ) -> None:
        document = protocol.refusal_document(code, message, self.server.table.game)
        self._send_json(status, dumps(document), headers)

    def _send_json(self, status: int, text: str, headers: Mapping[str, str] | None = None) -> None:
        self._send(status, text.encode("utf-8"), "application/json", headers)

    def _send(
        self, status: int, body: bytes, kind: str | None, headers: Mapping[str, str] | None = None
    ) -> None:
        self.send_response(status)
        for name, value in {**_HEADERS, **(headers or {})}.items():
            self.send_header(name, value)
        if kind is not None:
            self.send_header("Content-Type", kind)
        if status != HTTPStatus.NOT_MODIFIED:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if body and self.command != "HEAD":
            self.wfile.write(body)

    def version_string(self) -> str:
        """The Server header: no Python version."""
        return self.server_version

    def log_message(self, format: str, *args: Any) -> None:
        """Log requests only with ``--verbose``, and never a seat's token."""
        if self.server.verbose:
            message = re.sub(r"/(play|api)/[^/ ?]+", r"/\1/<token>", format % args)
            sys.stderr.write(f"{self.address_string()} - {message}\n")


def _status_of(error: protocol.TableGamesError) -> HTTPStatus:
    """The HTTP status of a refusal: 403 for another seat's move, 409 for a move the rules
    refuse now, 400 for a document that is not a well-formed move."""
    if isinstance(error, protocol.IllegalMoveError):
        if error.code == protocol.SEAT_CODE:
            return HTTPStatus.FORBIDDEN
        return HTTPStatus.CONFLICT
    return HTTPStatus.BAD_REQUEST


_HOME: Final = (
    b"<!doctype html><meta charset=utf-8><title>tablegames</title>"
    b"<p>A tablegames server. Open the address of your seat, as the server printed it.</p>"
)


_UNKNOWN_SEAT: Final = (
    b"<!doctype html><meta charset=utf-8><title>Unknown seat</title>"
    b"<p>No seat has this address: check the URL the server printed for your seat.</p>"
)


def make_server(
    table: Table, host: str = "127.0.0.1", port: int = 0, *, verbose: bool = False
) -> WebServer:
    """A server for ``table`` listening on ``host:port`` (port 0: any free port)."""
    return WebServer((host, port), table, verbose=verbose)


def _options(pairs: Sequence[str]) -> dict[str, object]:
    options: dict[str, object] = {}
    for pair in pairs:
        name, separator, text = pair.partition("=")
        if not separator or not name:
            raise SystemExit(f"--option: expected NAME=VALUE, got {pair!r}")
        try:
            options[name] = json.loads(text)
        except json.JSONDecodeError:
            options[name] = text  # a bare word such as first_to_5
    return options


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="server.py",
        description="Serve one tablegames game to browsers: a secret URL per human seat, "
        "bots in the other seats.",
    )
    parser.add_argument("game", choices=protocol.game_names())
    parser.add_argument("--players", type=int, help="number of seats (default: the fewest)")
    parser.add_argument(
        "--humans",
        type=int,
        nargs="+",
        default=[0],
        metavar="SEAT",
        help="the seats played in a browser (default: 0)",
    )
    parser.add_argument("--seed", type=int, help="the game's seed (default: a fresh one)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule option, e.g. game_end=first_to_5 (repeatable; JSON values)",
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8000, help="port (0: any free port)")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the server until interrupted (Ctrl-C)."""
    args = _parser().parse_args(argv)
    players = args.players if args.players is not None else protocol.PLAYER_COUNTS[args.game][0]
    try:
        table = Table(
            args.game,
            players=players,
            humans=args.humans,
            seed=args.seed,
            options=_options(args.option),
        )
    except protocol.TableGamesError as error:
        print(f"server.py: {error}", file=sys.stderr)
        return 2
    server = make_server(table, args.host, args.port, verbose=args.verbose)
    bots = [seat for seat in range(players) if seat not in table.tokens.values()]
    print(f"{args.game}, {players} players; bots play seats {bots or 'none'}.")
    print("Give each player the URL of their seat (whoever has it plays that seat):")
    for seat, url in sorted(server.seat_urls().items()):
        print(f"  seat {seat}: {url}")
    print("Ctrl-C stops the server.", flush=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.2})
    thread.start()
    try:
        thread.join()
    except KeyboardInterrupt:
        print("Stopping.")
    finally:
        server.stop()
        thread.join()
    return 0


if __name__ == "__main__":
    sys.exit(main())
