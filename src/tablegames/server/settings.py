"""The server's settings: where it listens and stores, and its limits."""

from __future__ import annotations

import attrs

__all__ = ["Settings"]


@attrs.frozen
class Settings:
    """Everything an operator may set (``tablegames serve --help`` lists the options).

    Attributes:
        host: The address to listen on (127.0.0.1: this machine only).
        port: The port (0: any free port).
        database: A SQLite file's path, or a ``postgresql://`` URL.
        public_url: The server's address as players reach it (behind a proxy), for the seat
            addresses it prints; ``None``: ``http://host:port``.
        snapshot_every: Store a snapshot of a game every this many moves.
        bot_threads: Worker threads in which bots think.
        bot_delay: Seconds a bot waits before a move every viewer is shown (so people can
            follow); a move some viewer is not shown is made without it.
        seat_timeout: The operator's turn limit: a human seat that has had the turn this many
            seconds without moving is handed to the server's bot for the rest of the game (its
            holder is told); ``None`` (the default): no limit.
        linger: Seconds a finished game stays in memory once nobody watches it.
        idle: Seconds an idle game stays in memory (storage keeps it).
        sweep_every: Seconds between two looks for tables to let go.
        allow_seeds: Whether a request may choose a new game's seed (whoever knows the seed
            knows every hidden card: for tests and tournaments run by the operator only).
        max_body: The largest request body, in bytes (a move is about a hundred).
        request_deadline: Seconds a client has to send a whole request, headers and body.
        keep_alive: Seconds an idle connection is kept open between two requests.
        max_connections_per_address: Open connections allowed from one address.
        rate: Requests per second allowed from one address, on average...
        burst: ... and at once.
        max_requests: Requests handled at once (streams aside) before answering 503.
        max_streams: Open event streams before answering 503.
        heartbeat: Seconds between two keep-alive comments on an idle event stream.
        rematch_wait: Seconds the event streams of a finished game stay open after its end, to
            tell its seats of a rematch another seat asks for (then they end).
        backlog: The listening socket's queue of connections not yet accepted.
        http: The HTTP/1.1 parser: ``"httptools"`` (compiled), ``"h11"`` (pure Python) or
            ``"auto"`` (httptools if installed; the ``server`` extra installs it).
        loop: The event loop of ``tablegames serve``: ``"asyncio"`` or ``"uvloop"`` (if
            installed; ``tablegames.server.run.event_loop`` says why it is not the
            default).
        list_limit: The most games a page of the lobby lists (the largest ``limit=``).
        log_requests: Whether every request is logged (as a JSON line).
        allow_origins: The origins of pages elsewhere that may call the API from a browser
            (CORS: ``https://app.example.org``, or ``*`` for any); ``()``: the server's own
            pages only. The API carries no cookie (a seat's credential is in its address), so
            an origin allowed reads only what it is given addresses for.
        trusted_proxies: The addresses of the proxies whose ``X-Forwarded-For`` names the client
            (for the per-address limits and the log), or ``("*",)`` for any; ``()`` (the
            default): the client is the connection's peer, whatever a header says.
        metrics_token: The credential ``GET /metrics`` asks for (``Authorization: Bearer
            <token>``); ``None``: the metrics are not served (404). Its counts are the
            operator's: counting moves, a player could count the moves it is not shown.
    """

    host: str = "127.0.0.1"
    port: int = 8000
    database: str = "tablegames.sqlite3"
    public_url: str | None = None
    snapshot_every: int = 32
    bot_threads: int = 2
    bot_delay: float = 0.0
    seat_timeout: float | None = None
    linger: float = 60.0
    idle: float = 1800.0
    sweep_every: float = 10.0
    allow_seeds: bool = False
    max_body: int = 16_384
    request_deadline: float = 10.0
    keep_alive: float = 5.0
    max_connections_per_address: int = 64
    rate: float = 50.0
    burst: int = 200
    max_requests: int = 1024
    max_streams: int = 20_000
    heartbeat: float = 15.0
    rematch_wait: float = 600.0
    backlog: int = 4096
    http: str = "auto"
    loop: str = "asyncio"
    list_limit: int = 100
    log_requests: bool = True
    metrics_token: str | None = None
    allow_origins: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    trusted_proxies: tuple[str, ...] = attrs.field(default=(), converter=tuple)
