"""Two processes on one database (docs/guides/server.rst, "Leaving a seat"): one frees a seat
(its holder left it for the lobby, or the owner revoked it) while the other, not told yet,
stores a move of that seat's holder. The move is not stored: a departed player's move never
lands, whichever process it reaches."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

import httpx
import pytest

from tablegames.server.database import open_storage
from tablegames.server.storage import MoveCommit, SeatRow
from tablegames.server.tables import hash_token
from tests.server.harness import game_row, move_document, running

#: The credentials' hashes of the game's two seats, and of a player who takes seat 0 later.
_ANN, _BO, _CY = "a" * 64, "b" * 64, "c" * 64


def _move(version: int, unseated: int) -> MoveCommit:
    """Seat 0's move at ``version``, its holder read when the game's count was ``unseated``."""
    return MoveCommit(
        game_id="g1",
        version=version,
        seat=0,
        move="{}",
        seat_versions=(version + 1,) * 3,
        to_act=0,
        bot_to_act=False,
        over=False,
        last=SeatRow(0, None, version, "{}", "answer"),
        seat_kinds=("human", "human"),
        unseated=unseated,
    )


def test_a_move_of_a_holder_who_left_through_another_process_is_not_stored(
    database: str,
) -> None:
    """Process A frees seat 0 (its holder left for the lobby); process B, which read the
    seat's holder before, stores the holder's move: refused, as a move of an older version
    is. The count moves on with each seat taken from its holder (left, revoked), not with a
    free seat taken: the seat's new holder, read with the count as it is, moves."""

    async def run() -> dict[str, Any]:
        first, second = open_storage(database), open_storage(database)
        try:
            await first.migrate()
            await first.create_game(game_row("g1"), [SeatRow(0, _ANN), SeatRow(1, _BO)])
            before = await second.load_game("g1")
            kinds = await first.leave_seat("g1", 0, _ANN, reason="left")
            departed = await second.commit_moves([_move(0, 0)])
            kept = await second.load_game("g1")
            taken = await first.take_seat("g1", 0, _CY)
            seated = await second.load_game("g1")
            fresh = await second.commit_moves([_move(0, 1)])
            revoked = await first.replace_seat("g1", 0, None, None)
            after = await second.load_game("g1")
            stale = await second.commit_moves([_move(1, 1)])
            return {
                "before": before,
                "kinds": kinds,
                "departed": departed,
                "kept": kept,
                "taken": taken,
                "seated": seated,
                "fresh": fresh,
                "revoked": revoked,
                "after": after,
                "stale": stale,
            }
        finally:
            await first.close()
            await second.close()

    found = asyncio.run(run())
    assert found["before"].row.unseated == 0
    assert found["kinds"] == ("human", "human")  # left for the lobby: no kind changed
    assert found["departed"] == [False]
    kept = found["kept"]
    assert (kept.row.version, kept.moves, kept.row.unseated) == (0, (), 1)
    assert (kept.seats[0].token_hash, kept.seats[0].left_hash) == (None, _ANN)
    assert found["taken"]
    assert found["seated"].row.unseated == 1
    assert found["fresh"] == [True]
    assert found["revoked"]
    assert (found["after"].row.version, found["after"].row.unseated) == (1, 2)
    assert found["stale"] == [False]


def test_a_move_waiting_for_a_leave_being_written_is_not_stored(
    database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Process A's leave is written but not committed yet when process B's move of the seat's
    holder reaches the database: the move waits for the game's row (PostgreSQL's row lock,
    SQLite's write lock), then finds the seat taken from its holder and is not stored."""

    async def run() -> tuple[list[bool], int, int]:
        first, second = open_storage(database), open_storage(database)
        reached, release = threading.Event(), threading.Event()
        told = first._notify

        def notify_then_wait(cursor: Any, message: str) -> None:
            # leave_seat tells the others last, in its transaction: hold it open there.
            told(cursor, message)
            reached.set()
            release.wait(10)

        try:
            await first.migrate()
            await first.create_game(game_row("g1"), [SeatRow(0, _ANN), SeatRow(1, _BO)])
            await second.migrate()  # its connection open before the leave locks anything
            monkeypatch.setattr(first, "_notify", notify_then_wait)
            leaving = asyncio.ensure_future(first.leave_seat("g1", 0, _ANN, reason="left"))
            assert await asyncio.to_thread(reached.wait, 10)
            moving = asyncio.ensure_future(second.commit_moves([_move(0, 0)]))
            await asyncio.sleep(0.3)  # the move waits for the leave's transaction
            waited = not moving.done()
            release.set()
            assert await leaving is not None
            written = await moving
            stored = await second.load_game("g1")
            assert stored is not None
            return written, stored.row.version, int(waited)
        finally:
            release.set()
            await first.close()
            await second.close()

    written, version, waited = asyncio.run(run())
    assert waited == 1
    assert (written, version) == ([False], 0)


def test_a_move_of_a_seat_left_through_another_process_is_refused(tmp_path: Path) -> None:
    """A server whose table still thinks the seat its holder's (the holder left it for the
    lobby through another process, and SQLite tells no process of it) refuses the holder's
    move with 410 server.seat.left instead of storing it; the seat is free, nothing moved."""
    database = tmp_path / "games.sqlite3"
    with (
        running(database) as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        made = {"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 3}
        created = client.post("/api/games", json=made).json()
        mover = created["status"]["to_act"]
        token = created["tokens"][str(mover)]
        view = client.get(f"/api/seat/{token}/view").json()

        async def leave() -> tuple[str, ...] | None:
            other = open_storage(str(database))  # as another process would
            try:
                return await other.leave_seat(
                    created["id"], mover, hash_token(token), reason="left"
                )
            finally:
                await other.close()

        assert asyncio.run(leave()) == ("human", "human")
        move = {key: value for key, value in view["moves"][0].items() if key != "label"}
        sent = move_document("ten", move, view["state_version"])
        answer = client.post(f"/api/seat/{token}/move", json=sent)
        assert (answer.status_code, answer.json()["data"]["code"]) == (410, "server.seat.left")
        table = server.table(created["id"])
        assert (table.version, table.seat_hashes[mover]) == (0, None)
        summary = client.get(f"/api/games/{created['id']}").json()
        assert summary["taken"][mover] is False
        again = client.get(f"/api/seat/{token}/view")
        assert again.status_code == 410
