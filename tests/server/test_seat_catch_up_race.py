"""A seat taken here while a catch-up reads the seats (docs/guides/server.rst, "Scaling"): a
table loaded while listening to other processes, or another process's notice, makes this one
read the seats again; if a player takes a seat here after that read and before its rows land,
the rows, older than the seat taken, must not free it again. Every change of a table's seats
holds the table's lock, as the catch-up does. Before, taking a seat did not, and CI once saw
a seat just taken on PostgreSQL reported free and "left by Ann" (the catch-up a table's load
starts; tests/server/test_seats_left_told.py)."""

from __future__ import annotations

import asyncio
from typing import Any

from tests.server.harness import held_after, served


def test_a_seat_taken_while_a_catch_up_reads_the_seats_stays_taken(database: str) -> None:
    """The catch-up reads the seats (seat 0 free, left by Ann), then waits; Cy takes seat 0
    meanwhile. Once both are done, seat 0 is Cy's, in memory and in Bo's status."""
    made = {"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 4}
    made["names"] = {"0": "Ann", "1": "Bo"}
    with served(database) as (server, client):
        created = client.post("/api/games", json=made).json()
        game_id, tokens = created["id"], created["tokens"]
        assert client.post(f"/api/seat/{tokens['0']}/leave").status_code == 204
        hall = server.hall
        table = server.table(game_id)

        async def race() -> list[Any]:
            # The rows are read, then held: a seat is taken meanwhile.
            with held_after(hall.storage, "seating") as read:
                # What a notice of another process starts (Hall._heard).
                catching_up = asyncio.get_running_loop().create_task(
                    hall._locked(table, hall._reseat)
                )
                await read.wait()
                token = await hall.take_seat(table, 0, "Cy")
                await catching_up
            return [token, list(table.seat_hashes), table.left_seats()]

        token, hashes, left = server.call(race())
        assert hashes[0] is not None, "the older rows freed the seat taken meanwhile"
        assert left == [None, None]
        status = client.get(f"/api/seat/{tokens['1']}").json()
        assert status["names"] == ["Cy", "Bo"]
        assert status["left"] == [None, None]
        assert client.get(f"/api/seat/{token}").status_code == 200
