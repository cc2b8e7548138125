"""The turn limit across a restart (docs/guides/server.rst, "Leaving a seat"): a server
started with ``--seat-timeout`` resumes the clock of every stored game from the stored time of
its last move, and hands over at once a seat whose time ran out while it was down, whether or
not anybody opens the game."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import httpx

from tablegames.server.database import open_storage
from tablegames.server.storage import StoredGame
from tests.server.harness import move_document, started_process

#: The turn limit of these servers, in seconds.
LIMIT = 3.0


def _stored(database: str, game_id: str) -> StoredGame:
    async def run() -> StoredGame | None:
        storage = open_storage(database)
        try:
            return await storage.load_game(game_id)
        finally:
            await storage.close()

    found = asyncio.run(run())
    assert found is not None
    return found


def test_a_restart_hands_over_a_seat_whose_time_ran_out_while_nobody_opens_it(
    tmp_path: Path,
) -> None:
    database = str(tmp_path / "games.sqlite3")
    log = tmp_path / "server.log"
    limit = ["--seat-timeout", str(LIMIT)]
    first = started_process(database, log, *limit)
    try:
        with httpx.Client(base_url=first.url, timeout=10) as client:
            made = {"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 3}
            created = client.post("/api/games", json=made).json()
            game_id, tokens = created["id"], created["tokens"]
            mover = created["status"]["to_act"]
            view = client.get(f"/api/seat/{tokens[str(mover)]}/view").json()
            move = {key: value for key, value in view["moves"][0].items() if key != "label"}
            sent = move_document("ten", move, view["state_version"])
            answer = client.post(f"/api/seat/{tokens[str(mover)]}/move", json=sent)
            assert answer.status_code == 200, answer.text
            moved = time.monotonic()
    finally:
        assert first.terminate()
    stopped = _stored(database, game_id)
    seat = stopped.row.to_act
    assert seat is not None
    assert time.monotonic() - moved < LIMIT, "too slow: the seat's time ran out before the stop"
    assert stopped.row.seat_kinds == ("human", "human")
    # The seat's time runs out while no server runs; then one starts, and nobody opens the game.
    time.sleep(max(0.0, moved + LIMIT + 0.5 - time.monotonic()))
    second = started_process(database, log, *limit)
    try:
        restarted = time.monotonic()
        deadline = restarted + 20
        found = _stored(database, game_id)
        while found.row.seat_kinds[seat] == "human" and time.monotonic() < deadline:
            time.sleep(0.1)
            found = _stored(database, game_id)
        assert found.row.seat_kinds[seat] == "bot", "the overdue seat was not handed over"
        # At once, not after a whole turn limit counted from the restart.
        assert time.monotonic() - restarted < LIMIT
        assert found.seats[seat].left_reason == "timeout"
    finally:
        assert second.terminate()
