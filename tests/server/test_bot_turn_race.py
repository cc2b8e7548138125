"""Two processes on one database (docs/guides/server.rst, "Leaving a seat"): one hands a seat
to the bot while the other, not told yet, stores a move. The move is stored only with the
seats as stored, so that the game says truly whether a bot is to act (what a restart reads to
resume it), and a move of the seat handed over is refused."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import httpx

from tablegames.server.database import open_storage
from tablegames.server.storage import MoveCommit, SeatRow
from tests.server.harness import game_row, move_document, running


def _move(kinds: tuple[str, ...]) -> MoveCommit:
    """Seat 0's first move, giving seat 1 the turn, decided with the seats ``kinds``."""
    return MoveCommit(
        game_id="racegame1",
        version=0,
        seat=0,
        move="{}",
        seat_versions=(1, 1, 1),
        to_act=1,
        bot_to_act=kinds[1] == "bot",
        over=False,
        seat_kinds=kinds,
    )


def test_a_move_decided_with_stale_seats_is_not_stored(database: str) -> None:
    """Process A hands seat 1 to the bot; process B, its seats read before, stores seat 0's
    move that gives seat 1 the turn, saying no bot is to act: refused, as a move of an older
    version is; decided again with the seats as stored, it is written saying a bot is to act,
    and the game is among those a restart resumes."""

    async def run() -> tuple[Any, ...]:
        first, second = open_storage(database), open_storage(database)
        try:
            await first.migrate()
            await first.create_game(game_row("racegame1"), [SeatRow(0, "a" * 64), SeatRow(1)])
            kinds = await first.leave_seat("racegame1", 1, None, reason="bot")
            stale = await second.commit_moves([_move(("human", "human"))])
            kept = await second.load_game("racegame1")
            fresh = await second.commit_moves([_move(("human", "bot"))])
            stored = await second.load_game("racegame1")
            assert kept is not None
            assert stored is not None
            resumed = await first.games_to_resume()
            return kinds, stale, kept.row.version, fresh, stored.row.bot_to_act, resumed
        finally:
            await first.close()
            await second.close()

    kinds, stale, version, fresh, bot_to_act, resumed = asyncio.run(run())
    assert kinds == ("human", "bot")
    assert (stale, version) == ([False], 0)
    assert (fresh, bot_to_act, resumed) == ([True], True, ["racegame1"])


def test_a_move_of_a_seat_handed_over_through_another_process_is_refused(
    tmp_path: Path,
) -> None:
    """A server whose table still thinks the seat its holder's (another process handed it to
    the bot, and SQLite tells no process of it) refuses the holder's move with 410
    server.seat.left instead of storing it, and the bot plays the seat."""
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

        async def hand_over() -> tuple[str, ...] | None:
            other = open_storage(str(database))  # as another process would
            try:
                return await other.leave_seat(created["id"], mover, None, reason="bot")
            finally:
                await other.close()

        assert asyncio.run(hand_over()) is not None
        move = {key: value for key, value in view["moves"][0].items() if key != "label"}
        sent = move_document("ten", move, view["state_version"])
        answer = client.post(f"/api/seat/{token}/move", json=sent)
        assert (answer.status_code, answer.json()["data"]["code"]) == (410, "server.seat.left")
        assert server.table(created["id"]).kinds[mover] == "bot"
        summary = client.get(f"/api/games/{created['id']}").json()
        assert summary["seats"][mover] == "bot"
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and server.table(created["id"]).version == 0:
            time.sleep(0.05)
        assert server.table(created["id"]).version > 0  # the bot played the seat's turn
