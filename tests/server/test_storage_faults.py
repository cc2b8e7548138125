"""The server through its database's faults: a full SQLite file and a PostgreSQL restart.

A request the database cannot serve is answered 503 ``server.storage.unavailable`` (never
500), the failure is logged once per reason, ``/healthz`` says the storage is unavailable while
it is, and the server recovers by itself once the database is back.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx
import pytest

from tablegames.server.errors import StorageUnavailable
from tablegames.server.sqlite import SQLiteStorage
from tablegames.server.storage import MoveCommit
from tests.server.conftest import postgres_cluster
from tests.server.harness import (
    Running,
    move_document,
    running,
    served,
    served_client,
    started_process,
)

_NEW_GAME: dict[str, Any] = {"game": "ten", "seats": ["human", "human"], "take": [0, 1]}


def _on_writer_connection(server: Running, statement: str) -> None:
    """Run ``statement`` on the storage's writing connection, as no request does."""
    storage = server.hall.storage

    async def run() -> None:
        await asyncio.get_running_loop().run_in_executor(
            storage._writer, lambda: storage._connection().execute(statement)
        )

    server.call(run())


def _code(answer: httpx.Response) -> tuple[int, str]:
    return answer.status_code, answer.json()["data"]["code"]


class _FailingCommits(SQLiteStorage):
    """A SQLite file whose writing of moves raises ``failure`` while it is set."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.failure: Exception | None = None

    async def commit_moves(self, batch: Sequence[MoveCommit]) -> list[bool]:
        if self.failure is not None:
            raise self.failure
        return await super().commit_moves(batch)


def _first_move(client: httpx.Client, token: str) -> dict[str, Any]:
    """The document of the seat's first legal move, at its version."""
    view = client.get(f"/api/seat/{token}/view").json()
    move = {key: value for key, value in view["moves"][0].items() if key != "label"}
    return move_document("ten", move, view["state_version"])


def test_a_bug_storing_a_move_is_answered_500_once_logged_and_an_outage_503(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Only a database that cannot serve is answered 503 "try again": any other error of the
    move's commit is a bug, answered 500 (a client would retry a 503 forever) and logged once
    with its traceback; the game is unchanged either way."""
    storage = _FailingCommits(tmp_path / "games.sqlite3")
    with (
        served_client(storage.path, storage=storage) as client,
        caplog.at_level(logging.INFO, "tablegames.server"),
    ):
        tokens = client.post("/api/games", json=_NEW_GAME | {"seed": 1}).json()["tokens"]
        token = tokens[str(client.get(f"/api/seat/{tokens['0']}").json()["to_act"])]
        before = client.get(f"/api/seat/{token}/view").json()
        sent = _first_move(client, token)

        storage.failure = RuntimeError("a bug in the move's commit")
        answer = client.post(f"/api/seat/{token}/move", json=sent)
        assert _code(answer) == (500, "server.error")
        assert "retry-after" not in answer.headers
        assert client.get(f"/api/seat/{token}/view").json() == before

        storage.failure = StorageUnavailable("unreachable")
        answer = client.post(f"/api/seat/{token}/move", json=sent)
        assert _code(answer) == (503, "server.storage.unavailable")
        assert answer.headers["retry-after"] == "2"
        assert client.get(f"/api/seat/{token}/view").json() == before

        storage.failure = None
        assert client.post(f"/api/seat/{token}/move", json=sent).status_code == 200
    failed = [record for record in caplog.records if record.exc_info is not None]
    assert [record.getMessage() for record in failed] == ["request.failed"]
    assert failed[0].exc_info is not None
    assert isinstance(failed[0].exc_info[1], RuntimeError)


def test_a_full_sqlite_file_answers_503_and_healthz_says_so_until_a_write_works(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with (
        running(tmp_path / "games.sqlite3") as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
        caplog.at_level(logging.INFO, "tablegames.server"),
    ):
        assert client.post("/api/games", json=_NEW_GAME).status_code == 201
        # SQLite's own limit on the file's pages, here its present size: a write that needs
        # one page more fails with SQLITE_FULL, as on a full disk.
        _on_writer_connection(server, "PRAGMA max_page_count = 1")
        for _ in range(500):
            answer = client.post("/api/games", json=_NEW_GAME)
            if answer.status_code != 201:
                break
        assert _code(answer) == (503, "server.storage.unavailable")
        assert answer.headers["retry-after"] == "2"
        assert _code(client.post("/api/games", json=_NEW_GAME))[0] == 503
        health = client.get("/healthz")
        assert health.status_code == 503
        assert health.json() == {"status": "storage unavailable", "reason": "full"}
        assert client.get("/api/games").status_code == 200  # reads still work

        _on_writer_connection(server, "PRAGMA max_page_count = 1073741823")
        # No write has worked yet: nothing says the space is back.
        assert client.get("/healthz").status_code == 503
        assert client.post("/api/games", json=_NEW_GAME).status_code == 201
        assert client.get("/healthz").status_code == 200
    events = [(record.getMessage(), getattr(record, "reason", None)) for record in caplog.records]
    assert events.count(("storage.unavailable", "full")) == 1
    assert "storage.recovered" in [event for event, _ in events]
    assert "storage.commit_failed" not in [event for event, _ in events]


class _CountedLeaves(SQLiteStorage):
    """A SQLite file that counts the calls to hand a seat over (or free it)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.leaves = 0

    async def leave_seat(self, *args: Any, **kwargs: Any) -> tuple[str, ...] | None:
        self.leaves += 1
        return await super().leave_seat(*args, **kwargs)


def test_the_turn_limit_waits_out_an_outage_then_hands_the_seat_to_the_bot(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """While the database refuses writes, the turn limit's handover is tried again about once a
    second (it was tried again at once, as fast as the database refused: a hot loop), and once
    the database writes again the seat is the bot's."""
    storage = _CountedLeaves(tmp_path / "games.sqlite3")
    # The outage begins within the turn limit of the game's start: the game's creation and
    # the outage's start took 0.07 to 0.59 s on a machine loaded four times over its two cores,
    # where the limit, 0.3 s, could run out first and the seat go to the bot before the outage.
    limit, outage = 3.0, 2.5
    with (
        served(storage.path, storage=storage, seat_timeout=limit) as (server, client),
        caplog.at_level(logging.INFO, "tablegames.server"),
    ):
        started = time.monotonic()
        tokens = client.post("/api/games", json=_NEW_GAME | {"seed": 1}).json()["tokens"]
        table = server.table(tokens["0"].split(".")[0])
        seat = table.to_act
        # Read-only, as a file or a database refusing writes is: every write fails.
        _on_writer_connection(server, "PRAGMA query_only = 1")
        assert time.monotonic() - started < limit, "too slow: the outage began after the limit"
        time.sleep(max(0.0, started + limit + outage - time.monotonic()))
        tries = storage.leaves
        assert 1 <= tries <= outage + 2
        assert table.kinds[seat] == "human"

        _on_writer_connection(server, "PRAGMA query_only = 0")
        deadline = time.monotonic() + 5
        while table.kinds[seat] != "bot" and time.monotonic() < deadline:
            time.sleep(0.05)
        assert table.kinds[seat] == "bot"
        assert client.get(f"/api/seat/{tokens[str(seat)]}").status_code == 410
    events = [(record.getMessage(), getattr(record, "reason", None)) for record in caplog.records]
    # The storage says it once, whatever the number of tries; the handover is then logged.
    assert events.count(("storage.unavailable", "read-only")) == 1
    assert ("seat.left", "timeout") in events


@pytest.mark.postgresql
@pytest.mark.faults
def test_two_servers_answer_503_while_postgresql_restarts_then_recover_by_themselves(
    tmp_path: Path,
) -> None:
    # A cluster of the test's own: the session's, shared with other tests, must keep running.
    with postgres_cluster() as cluster:
        servers = [
            started_process(cluster.url, tmp_path / "first.log"),
            started_process(cluster.url, tmp_path / "second.log"),
        ]
        try:
            for server in servers:
                assert httpx.post(server.url + "/api/games", json=_NEW_GAME).status_code == 201
            cluster.stop("fast")
            for server in servers:
                health = httpx.get(server.url + "/healthz", timeout=10)
                assert health.status_code == 503
                assert health.json()["status"] == "storage unavailable"
                listed = httpx.get(server.url + "/api/games", timeout=10)
                assert _code(listed) == (503, "server.storage.unavailable")
                made = httpx.post(server.url + "/api/games", json=_NEW_GAME, timeout=10)
                assert _code(made) == (503, "server.storage.unavailable")
            cluster.start()
            for server in servers:
                # The first requests after the restart work: no restart of the server, no wait.
                made = httpx.post(server.url + "/api/games", json=_NEW_GAME, timeout=10)
                assert made.status_code == 201, made.text
                assert httpx.get(server.url + "/healthz", timeout=10).status_code == 200
                assert httpx.get(server.url + "/api/games", timeout=10).status_code == 200
        finally:
            for server in servers:
                assert server.terminate()
        for server in servers:
            log = server.stderr.read_text()
            assert log.count('"storage.unavailable"') >= 1
            assert '"request.failed"' not in log


@pytest.mark.postgresql
@pytest.mark.faults
def test_a_server_stopped_while_postgresql_is_down_says_so_once_and_exits_normally(
    tmp_path: Path,
) -> None:
    """SIGTERM while the database is unreachable: the snapshots the drain writes cannot be
    written (the moves are stored already), which the log says in one line; no "Application
    shutdown failed" with a traceback, and the normal exit."""
    with postgres_cluster() as cluster:
        server = started_process(cluster.url, tmp_path / "server.log")
        try:
            with httpx.Client(base_url=server.url, timeout=10) as client:
                tokens = client.post("/api/games", json=_NEW_GAME | {"seed": 1}).json()["tokens"]
                token = tokens[str(client.get(f"/api/seat/{tokens['0']}").json()["to_act"])]
                moved = client.post(f"/api/seat/{token}/move", json=_first_move(client, token))
                assert moved.status_code == 200
            cluster.stop("fast")
        finally:
            stopped = server.terminate()
    log = server.stderr.read_text()
    assert stopped, log
    assert "Application shutdown failed" not in log
    lines = [json.loads(line) for line in log.splitlines()]
    errors = [line["event"] for line in lines if line["level"] == "error"]
    assert errors == ["storage.unavailable"]
    drained = [line for line in lines if line["event"] == "server.drained"]
    assert drained == [drained[0]]
    assert drained[0]["snapshots"] == 0
    assert drained[0]["snapshots_not_written"] == 1
    assert drained[0]["reason"] == "unreachable"


def test_an_idle_connection_is_looked_at_whatever_its_descriptor() -> None:
    """The look for a goodbye on an idle PostgreSQL connection works on a descriptor above
    1023, which a connection made while thousands of event streams are open gets: select()
    refused it, so the connection was dropped and made again on every request."""
    import os
    import socket

    from tablegames.server.postgres import _closed_by_server

    ours, theirs = socket.socketpair()
    high = 1500
    try:
        os.dup2(ours.fileno(), high)

        class Connection:
            def fileno(self) -> int:
                return high

        assert not _closed_by_server(Connection())  # nothing said: still open
        theirs.close()  # the server ends the session
        assert _closed_by_server(Connection())
    finally:
        os.close(high)
        ours.close()
        theirs.close()


class _Unreachable(SQLiteStorage):
    """A SQLite file whose reads fail, as an unreachable database's do, once ``down`` is set
    (the migrations and the start's reads work)."""

    down = False

    async def _run(self, executor: Any, work: Any, write: bool) -> Any:
        if self.down and not write:
            raise StorageUnavailable("unreachable")
        return await super()._run(executor, work, write)


def test_a_players_page_says_in_words_that_the_database_is_unavailable(tmp_path: Path) -> None:
    """docs/guides/server.rst: a seat's or a game's address opened by a person is a page, not
    a JSON document. While the database was down (a restart), /play/<credential> and
    /watch/<id> answered the API's 503 document, which a browser shows raw."""
    path = tmp_path / "games.sqlite3"
    with served_client(path) as client:
        made = client.post("/api/games", json=_NEW_GAME).json()
    storage = _Unreachable(path)
    with running(path, storage=storage) as server, httpx.Client(base_url=server.url()) as client:
        storage.down = True  # the game is not in memory since the restart: it must be read
        for address in (f"/play/{made['tokens']['0']}", f"/watch/{made['id']}"):
            answer = client.get(address)
            assert answer.status_code == 503, address
            assert answer.headers["content-type"] == "text/html; charset=utf-8"
            assert answer.headers["retry-after"] == "2"
            assert "<h1>Not available for a moment</h1>" in answer.text
            assert "reload this page in a few seconds" in answer.text
        assert _code(client.get(f"/api/seat/{made['tokens']['0']}")) == (
            503,
            "server.storage.unavailable",
        )
        storage.down = False
        assert client.get(f"/play/{made['tokens']['0']}").status_code == 200
