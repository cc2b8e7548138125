"""What another process stored, read in the background, when that read fails.

A server sharing its database with other processes reads what they stored (moves, seats) in a
task of its own when it hears of it. Such a task that fails is logged once, as
``table.catch_up_failed`` with its traceback (a database that cannot serve is logged by the
storage, once per outage, and not again), never left to asyncio's late "Task exception was
never retrieved", and the table reads again a second later: nobody else would bring it up to
date while nothing more is stored there.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from tablegames.server.sqlite import SQLiteStorage
from tablegames.server.storage import GameRow, SeatRow
from tests.server.harness import Running, served

_NEW_GAME: dict[str, Any] = {"game": "ten", "seats": ["human", "human"], "take": [0, 1]}


def _busy() -> sqlite3.OperationalError:
    """What SQLite raises for a database another connection has locked."""
    error = sqlite3.OperationalError("database is locked")
    error.sqlite_errorname = "SQLITE_BUSY"
    error.sqlite_errorcode = sqlite3.SQLITE_BUSY
    return error


class _SharedFile(SQLiteStorage):
    """A SQLite file whose notifications of other processes the test sends (as PostgreSQL's
    LISTEN delivers them), and whose next read of a game's seats fails with ``failure``, once,
    raised where the database's own errors are (the storage handles it as it handles them)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.heard: Callable[[str], None] | None = None
        self.failure: Exception | None = None
        #: Set: every read of what came after a version fails with it (counted in ``reads``).
        self.broken: Exception | None = None
        self.reads = 0

    def listen(self, loop: asyncio.AbstractEventLoop, heard: Callable[[str], None]) -> None:
        self.heard = heard

    async def seating(
        self, game_id: str
    ) -> tuple[tuple[str, ...], int, tuple[SeatRow, ...]] | None:
        failure, self.failure = self.failure, None
        if failure is None:
            return await super().seating(game_id)

        def fail(_: Any) -> None:
            raise failure

        await self.read(fail)
        raise AssertionError("the read did not fail")

    async def moves_after(self, game_id: str, version: int) -> tuple[GameRow, list[str]] | None:
        self.reads += 1
        if self.broken is not None:
            raise self.broken
        return await super().moves_after(game_id, version)


@contextmanager
def _shared_game(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> Iterator[tuple[_SharedFile, Running, httpx.Client, dict[str, str]]]:
    """A server on a :class:`_SharedFile` listening for other processes, a client, its log
    captured, and the seats' credentials of a new game."""
    storage = _SharedFile(tmp_path / "games.sqlite3")
    with (
        served(storage.path, storage=storage) as (server, client),
        caplog.at_level(logging.INFO, "tablegames.server"),
    ):
        tokens = client.post("/api/games", json=_NEW_GAME | {"seed": 1}).json()["tokens"]
        assert storage.heard is not None
        yield storage, server, client, tokens


@pytest.mark.parametrize(
    ("failure", "logged"),
    [
        (RuntimeError("a bug reading the seats"), "table.catch_up_failed"),
        (_busy(), "storage.unavailable"),
    ],
    ids=["bug", "outage"],
)
def test_a_failed_read_of_another_process_s_seats_is_logged_once_and_read_again(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, failure: Exception, logged: str
) -> None:
    """A bug is logged once with its traceback, an unavailable database once by the storage
    only; either way the seats another process freed are read again and shown."""
    with _shared_game(tmp_path, caplog) as (storage, server, client, tokens):
        game_id = tokens["0"].split(".")[0]
        table = server.table(game_id)
        # Another process frees seat 1, and says so.
        server.call(storage.leave_seat(game_id, 1, None, reason="left"))
        storage.failure = failure
        server.loop.call_soon_threadsafe(storage.heard, f"seats {game_id}")
        deadline = time.monotonic() + 5
        while table.seat_hashes[1] is not None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert storage.failure is None  # the read failed
        freed = table.seat_hashes[1] is None
        if freed:  # told to those who look
            assert client.get(f"/api/seat/{tokens['0']}").json()["taken"] == [True, False]
    # asyncio says "Task exception was never retrieved" once the task is collected.
    gc.collect()
    errors = [record for record in caplog.records if record.levelno >= logging.ERROR]
    assert [record.getMessage() for record in errors] == [logged]
    if logged == "table.catch_up_failed":
        assert errors[0].exc_info is not None
        assert errors[0].exc_info[1] is failure
        assert getattr(errors[0], "game_id", None) == game_id
    assert freed, "the seats were not read again"


def test_a_table_whose_catch_ups_keep_failing_reads_again_ever_less_often_until_the_stop(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Many failed catch-ups of one table give one later read, not one each (the database
    is not asked as often as it is heard of); the wait doubles while they fail (1 s, then
    2 s); the server's stop ends the waiting silently."""
    with _shared_game(tmp_path, caplog) as (storage, server, _, tokens):
        game_id = tokens["0"].split(".")[0]
        server.table(game_id)
        storage.broken = RuntimeError("a bug reading the moves")
        started = time.monotonic()
        for version in range(1, 6):  # five moves stored by another process, heard at once
            server.loop.call_soon_threadsafe(storage.heard, f"move {game_id} {version}")
        # Five at once, then one after 1 s, one 2 s later, and the next 4 s after that.
        deadline = started + 15
        while storage.reads < 7 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert time.monotonic() - started >= 2.9
        time.sleep(1.5)
        reads = storage.reads
        assert reads == 7, reads
    gc.collect()
    errors = [record for record in caplog.records if record.levelno >= logging.ERROR]
    assert {record.getMessage() for record in errors} == {"table.catch_up_failed"}
    assert len(errors) == reads
    assert [getattr(record, "retry_in", None) for record in errors] == [1.0] + [None] * 4 + [
        2.0,
        4.0,
    ]
    assert storage.reads == reads  # none after the stop
