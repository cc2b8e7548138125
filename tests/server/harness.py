"""Running the server for the tests: in a thread of the test process (to look at its tables),
or as a process of its own (to kill it), and talking to it over real HTTP."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import attrs
import httpx

import tablegames
from tablegames.core.protocol import VersionedMove, state_version
from tablegames.server.app import Server, create_app
from tablegames.server.run import bind, serve
from tablegames.server.settings import Settings
from tablegames.server.storage import GameRow, SQLStorage

__all__ = [
    "Process",
    "Running",
    "game_row",
    "move_document",
    "play_first_moves",
    "running",
    "served",
    "served_client",
    "settings_for",
    "started_process",
]


def settings_for(database: str, **overrides: Any) -> Settings:
    """Test settings: any free port, seeds allowed, quiet, quick sweeps, and no rate limit
    (a test playing a whole game over HTTP sends far more than 50 requests a second; the
    limit's own tests set it)."""
    values: dict[str, Any] = {
        "host": "127.0.0.1",
        "port": 0,
        "database": database,
        "allow_seeds": True,
        "log_requests": False,
        "sweep_every": 0.5,
        "rate": 1_000_000.0,
        "burst": 1_000_000,
    }
    return Settings(**(values | overrides))


class Running:
    """A server running in a thread of this process, with its own event loop."""

    def __init__(self, settings: Settings, storage: SQLStorage | None = None) -> None:
        self.settings = settings
        self.server: Server = create_app(settings, storage=storage)
        self.sock = bind("127.0.0.1", 0, 512)
        self.port = self.sock.getsockname()[1]
        self.loop = asyncio.new_event_loop()
        self._uvicorn: Any = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        if not self._ready.wait(30):
            raise RuntimeError("the server did not start")
        deadline = time.monotonic() + 30
        while not getattr(self._uvicorn, "started", False):
            if time.monotonic() > deadline:
                raise RuntimeError("the server did not start")
            time.sleep(0.02)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)

        def started(runner: Any) -> None:
            self._uvicorn = runner
            self._ready.set()

        self.loop.run_until_complete(
            serve(self.settings, sock=self.sock, server=self.server, started=started)
        )

    @property
    def hall(self) -> Any:
        return self.server.hall

    def url(self, path: str = "") -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def call(self, coroutine: Any) -> Any:
        """Run a coroutine in the server's loop and return its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(30)

    def table(self, game_id: str) -> Any:
        return self.call(self.hall.table(game_id))

    def open_connections(self) -> int:
        """The connections the server holds now: uvicorn's count, kept in the same steps as
        the limit of connections per address (a connection is counted once accepted)."""
        return len(self._uvicorn.server_state.connections)

    def stop(self) -> None:
        if self._uvicorn is not None:
            self.loop.call_soon_threadsafe(self.hall.begin_drain)
            self._uvicorn.should_exit = True
        self._thread.join(30)


@contextmanager
def running(
    database: str | Path, *, storage: SQLStorage | None = None, **overrides: Any
) -> Iterator[Running]:
    """A server in a thread on a free port, stopped (drained) on exit; with ``storage``, on
    that storage (of ``database``) rather than one it opens."""
    server = Running(settings_for(str(database), **overrides), storage)
    try:
        yield server
    finally:
        server.stop()


@contextmanager
def served(database: str | Path, **overrides: Any) -> Iterator[tuple[Running, httpx.Client]]:
    """A server started as :func:`running` starts it, and an HTTP client of it, both closed
    on exit."""
    with (
        running(database, **overrides) as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        yield server, client


@contextmanager
def served_client(database: str | Path, **overrides: Any) -> Iterator[httpx.Client]:
    """An HTTP client of a server started as :func:`running` starts it, both closed on exit."""
    with served(database, **overrides) as (_, client):
        yield client


def game_row(game_id: str, created_at: float = 1.0, **fields: Any) -> GameRow:
    """The stored row of a new two-seat TEN game, seat 0 to act, to write to a storage
    directly; ``fields`` set others (``unlisted``, ``rematch_of``, ``listed_at`` ...)."""
    return GameRow(
        id=game_id,
        game="ten",
        players=2,
        seed=1,
        options="{}",
        seat_kinds=("human", "human"),
        owner_hash="0" * 64,
        version=0,
        seat_versions=(0, 0, 0),
        to_act=0,
        bot_to_act=False,
        over=False,
        created_at=created_at,
        **fields,
    )


@attrs.define
class Process:
    """A server running as a process of its own (``python -m tablegames.server``)."""

    process: subprocess.Popen[str]
    url: str
    stderr: Path

    def kill(self) -> None:
        """``kill -9``: no drain, no last write."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(30)

    def terminate(self) -> bool:
        """SIGTERM; whether the server then stopped as it should: drained, then ended by the
        signal it got (uvicorn raises it again once it has shut down) or with status 0."""
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(60) in (0, -signal.SIGTERM)


def started_process(database: str, log: Path, *extra: str, quiet: bool = True) -> Process:
    """Start ``python -m tablegames.server`` on a free port and wait until it serves (with
    ``quiet``, its requests are not logged)."""
    command = [sys.executable, "-m", "tablegames.server", "--port", "0", "--database", database]
    command += ["--allow-seeds", "--max-connections-per-address", "2000"]
    command += ["--quiet"] if quiet else []
    command += ["--rate", "100000", "--burst", "100000", *extra]
    errors = log.open("a")
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=errors,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    found = re.search(r"serving (http://\S+)", line)
    if found is None:
        process.kill()
        raise RuntimeError(f"the server did not start: {line!r}\n{log.read_text()[-3000:]}")
    url = found.group(1)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(url + "/healthz", timeout=2).status_code == 200:
                return Process(process, url, log)
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    process.kill()
    raise RuntimeError(f"the server did not answer\n{log.read_text()[-3000:]}")


def move_document(game: str, move: Mapping[str, Any], version: int | None) -> dict[str, Any]:
    """A move document as a client sends it."""
    document: dict[str, Any] = {
        "format": "tablegames",
        "version": 1,
        "game": game,
        "kind": "move",
        "data": dict(move),
    }
    if version is not None:
        document["state_version"] = version
    return document


def play_first_moves(client: httpx.Client, game: str, tokens: Sequence[str]) -> None:
    """Play a game to its end over HTTP, each seat to act sending its first legal move."""
    for _ in range(2000):
        status = client.get(f"/api/seat/{tokens[0]}").json()
        if status["over"]:
            return
        seat = status["to_act"]
        view = client.get(f"/api/seat/{tokens[seat]}/view").json()
        move = {key: value for key, value in view["moves"][0].items() if key != "label"}
        sent = move_document(game, move, view["state_version"])
        assert client.post(f"/api/seat/{tokens[seat]}/move", json=sent).status_code == 200
    raise AssertionError(f"the game of {tokens[0]} did not end in 2000 moves")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def iter_events(client: httpx.Client, url: str, timeout: float = 10) -> Iterator[tuple[str, Any]]:
    """The events of a server-sent event stream, as (event, data), as they arrive."""
    with client.stream("GET", url, timeout=timeout) as answer:
        assert answer.status_code == 200, answer.read()
        kind, data = "message", ""
        for line in answer.iter_lines():
            if line.startswith("event: "):
                kind = line[7:]
            elif line.startswith("data: "):
                data = line[6:]
            elif line == "" and data:
                yield kind, json.loads(data)
                kind, data = "message", ""


def events(
    client: httpx.Client, url: str, count: int, timeout: float = 10
) -> list[tuple[str, Any]]:
    """The first ``count`` events of a server-sent event stream, as (event, data)."""
    found: list[tuple[str, Any]] = []
    for event in iter_events(client, url, timeout):
        found.append(event)
        if len(found) == count:
            break
    return found


def before_the_end(
    server: Running, game: str = "crazyeights", players: int = 2
) -> tuple[Any, int, Any]:
    """A game of human seats, all taken, played through the hall (each seat's first legal
    move) up to its last move: what the hall's ``create`` gave (its table and credentials),
    and the seat that makes that last move with the move, not made."""
    seats = list(range(players))
    created = server.call(server.hall.create(game, kinds=["human"] * players, seed=7, take=seats))
    table = created.table
    deadline = time.monotonic() + 60
    while True:
        assert time.monotonic() < deadline, "no move ends the game"
        seat = tablegames.current_player(table.state)
        move = tablegames.legal_moves(table.state, seat)[0]
        if tablegames.is_over(tablegames.apply(table.state, move, by=seat)):
            return created, seat, move
        sent = VersionedMove(move, state_version(table.state))
        server.call(server.hall.play(table, seat, sent, human=True))


def before_the_end_one_seat_free(server: Running, client: Any) -> tuple[Any, int, Any, int]:
    """:func:`before_the_end` of a Crazy Eights game of two, its other seat (the one that
    does not make the last move) left by its player through ``client``: what the hall's
    ``create`` gave, the last move's seat and the move, and the free seat."""
    created, seat, move = before_the_end(server)
    other = 1 - seat
    assert client.post(f"/api/seat/{created.tokens[other]}/leave").status_code == 204
    return created, seat, move, other


def finished_game(
    server: Running, game: str = "crazyeights", players: int = 2
) -> tuple[str, list[str]]:
    """A game of human seats, all taken, played to its end through the hall (each seat's
    first legal move); its id and its seats' credentials."""
    created, seat, move = before_the_end(server, game, players)
    table = created.table
    sent = VersionedMove(move, state_version(table.state))
    server.call(server.hall.play(table, seat, sent, human=True))
    return table.id, [created.tokens[each] for each in range(players)]


@contextmanager
def held_after(owner: Any, name: str, hold: float = 0.3) -> Iterator[asyncio.Event]:
    """Within the block, ``owner``'s coroutine method ``name`` (a storage's read or write)
    does its work, sets the event yielded, then holds its result ``hold`` seconds: the window
    in which a race test makes the competing change. Enter it in the server's loop."""
    real = getattr(owner, name)
    done = asyncio.Event()

    async def held(*args: Any, **kwargs: Any) -> Any:
        found = await real(*args, **kwargs)
        done.set()
        await asyncio.sleep(hold)
        return found

    setattr(owner, name, held)
    try:
        yield done
    finally:
        delattr(owner, name)
