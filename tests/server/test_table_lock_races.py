"""Changes of a table that race a catch-up, a bot task or another request (docs/guides/server.rst,
"Scaling"): each reads or changes the table in memory under its lock, or checks under it what
it read before, so that nothing read earlier lands after a change, nor acts on a table that
has moved on. The method of tests/server/test_seat_catch_up_race.py: a storage call of the
running hall waits after it ran, and the competing change is made meanwhile."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from typing import Any

import httpx
import pytest

import tablegames
from tablegames.core.protocol import VersionedMove, state_version
from tablegames.server.database import open_storage
from tablegames.server.errors import ServerRefusal
from tablegames.server.storage import SeatRow
from tablegames.server.tables import hash_token
from tests.server.harness import (
    before_the_end_one_seat_free,
    finished_game,
    game_row,
    held_after,
    served,
)


def test_a_rematch_named_while_a_catch_up_reads_the_game_stays_named(database: str) -> None:
    """The catch-up reads the game's row (no rematch yet), then waits; seat 0 asks for a
    rematch meanwhile. Once both are done, the game's rematch is still named, in memory and
    in seat 1's status: before, the catch-up's older row named none again, and seat 1's
    stream, told of no rematch, ended without it."""
    with served(database) as (server, client):
        game_id, tokens = finished_game(server)
        hall = server.hall
        table = server.table(game_id)

        async def race() -> str | None:
            # The row is read, then held: a rematch is named meanwhile.
            with held_after(hall.storage, "moves_after") as read:
                catching_up = asyncio.get_running_loop().create_task(
                    hall._locked(table, hall._catch_up)
                )
                await read.wait()
                await hall.rematch(table, 0)
                await catching_up
            return table.rematch

        named = server.call(race())
        assert named is not None, "the older row named no rematch again"
        status = client.get(f"/api/seat/{tokens[1]}").json()
        assert status["rematch"] == named
        joined = client.post(f"/api/seat/{tokens[1]}/rematch")
        assert joined.status_code == 201
        assert joined.json()["id"] == named


def test_a_seat_that_moved_in_time_is_not_handed_to_the_bot_after_its_move(
    database: str,
) -> None:
    """The turn limit is reached while the seat's move is being stored: the bot task saw the
    seat to act at the version before it, then waited for the table. Once the move is
    stored, the seat is its holder's still: the limit looks at the version it was decided
    at. Before, it took the table's version after the move and handed the seat to the bot.

    The game is made on the server's loop where the race starts, its clock reset before the
    loop runs anything else: made by a request, its 0.5 s ran while the test's thread came to
    the race, and a loaded machine's stall there handed the seat to the bot before its move."""
    with served(database, seat_timeout=0.5) as (server, _):
        hall = server.hall

        async def race() -> tuple[Any, ...]:
            created = await hall.create("ten", kinds=["human", "human"], take=[0, 1], seed=4)
            table = created.table
            table.turn_since = time.monotonic()  # the clock starts now
            seat = table.to_act
            assert seat is not None
            token = created.tokens[seat]
            storage = hall.storage
            write, leave = storage.commit_moves, storage.leave_seat
            looked = asyncio.Event()

            async def slow_commit_moves(batch: Any) -> Any:
                await asyncio.sleep(1.5)  # the limit is reached meanwhile
                return await write(batch)

            async def told_leave_seat(*args: Any, **kwargs: Any) -> Any:
                try:
                    return await leave(*args, **kwargs)
                finally:
                    looked.set()

            storage.commit_moves = slow_commit_moves
            storage.leave_seat = told_leave_seat
            try:
                table.turn.set()
                move = tablegames.legal_moves(table.state, seat)[0]
                sent = VersionedMove(move, table.seat_versions[seat])
                await hall.play(table, seat, sent, human=True, holder=hash_token(token))
                # The turn limit, reached while the move was stored, then looks at the seat.
                await asyncio.wait_for(looked.wait(), 10)
            finally:
                del storage.commit_moves
                del storage.leave_seat
            return seat, token, table.kinds, table.seat_hashes[seat], table.left_seats()

        seat, token, kinds, holder, left = server.call(race())
        assert kinds[seat] == "human", "the seat was handed to the bot after its move"
        assert holder == hash_token(token)
        assert left == [None, None]


def _send_slowly(port: int, path: str, body: bytes, sent_first: threading.Event) -> bytes:
    """POST ``body`` to ``path``: its first byte, then the rest once ``sent_first`` is set
    again by the caller (cleared here once the first byte is out); the answer's bytes."""
    with socket.create_connection(("127.0.0.1", port), timeout=20) as connection:
        head = (
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
        ).encode()
        connection.sendall(head + body[:1])
        sent_first.set()
        time.sleep(0.05)
        while sent_first.is_set():
            time.sleep(0.02)
        connection.sendall(body[1:])
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
        return answer


def test_a_revoked_holders_leave_read_slowly_does_not_free_the_seats_new_holder(
    database: str,
) -> None:
    """Ann asks to leave seat 0; while her request's body arrives, the owner revokes her and
    Cy takes seat 0. Her leave is refused (her credential is gone) and Cy keeps the seat:
    before, the leave named the seat's holder once the body was read, Cy, and freed it."""
    made = {"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 4}
    made["names"] = {"0": "Ann", "1": "Bo"}
    with served(database) as (server, client):
        created = client.post("/api/games", json=made).json()
        game_id, tokens = created["id"], created["tokens"]
        owner = {"Authorization": f"Bearer {created['owner_token']}"}
        sent_first = threading.Event()
        answers: list[bytes] = []
        leaving = threading.Thread(
            target=lambda: answers.append(
                _send_slowly(
                    server.port, f"/api/seat/{tokens['0']}/leave", b'{"to": "lobby"}', sent_first
                )
            )
        )
        leaving.start()
        assert sent_first.wait(10)
        time.sleep(0.3)  # the request has found Ann's seat and reads the body
        assert client.delete(f"/api/games/{game_id}/seats/0", headers=owner).status_code == 204
        taken = client.post(f"/api/games/{game_id}/seats/0", json={"name": "Cy"})
        assert taken.status_code == 201, taken.text
        sent_first.clear()
        leaving.join(20)
        assert answers, "no answer to Ann's leave"
        assert not answers[0].startswith(b"HTTP/1.1 204"), "Ann's leave was done"
        assert answers[0].startswith(b"HTTP/1.1 404"), answers
        status = client.get(f"/api/seat/{taken.json()['token']}")
        assert status.status_code == 200, "Ann's leave freed Cy's seat"
        assert status.json()["names"] == ["Cy", "Bo"]


def test_a_seat_handed_to_the_bot_while_it_is_being_taken_is_not_taken(database: str) -> None:
    """Ann hands seat 0 to the bot; while that is stored, Cy asks for seat 0, still a human's
    when asked. Once both are done the seat is the bot's, with no credential, and Cy is
    refused: before, the kind was looked at before the table's lock, and Cy took the bot's
    seat (a credential for a seat the bot plays)."""
    made = {"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 4}
    with served(database) as (server, client):
        created = client.post("/api/games", json=made).json()
        game_id, tokens = created["id"], created["tokens"]
        hall = server.hall
        table = server.table(game_id)

        async def race() -> tuple[Any, tuple[str, ...], list[str | None]]:
            # The hand-over is stored, then held: the seat is asked for meanwhile.
            with held_after(hall.storage, "leave_seat") as stored:
                leaving = asyncio.get_running_loop().create_task(
                    hall.leave_seat(table, 0, hash_token(tokens["0"]), reason="bot")
                )
                await stored.wait()
                try:
                    taken: Any = await hall.take_seat(table, 0, "Cy")
                except ServerRefusal as refusal:
                    taken = refusal
                await leaving
            return taken, table.kinds, list(table.seat_hashes)

        taken, kinds, hashes = server.call(race())
        assert isinstance(taken, ServerRefusal), "Cy took the bot's seat"
        assert taken.status == 404
        assert kinds == ("bot", "human")
        assert hashes[0] is None
        status = client.get(f"/api/seat/{tokens['1']}").json()
        assert status["taken"] == [False, True]
        assert status["seats"] == ["bot", "human"]


def test_a_seat_handed_to_the_bot_through_another_process_is_not_taken(database: str) -> None:
    """Process A hands seat 0 to the bot; process B, its seats' kinds read before (seat 0 a
    human's, and free), gives seat 0 to Cy: refused, as for a seat taken already. Before, the
    storage took any seat that nobody held, and Cy held a seat the bot plays."""

    async def run() -> tuple[Any, ...]:
        first, second = open_storage(database), open_storage(database)
        try:
            await first.migrate()
            await first.create_game(game_row("g1"), [SeatRow(0, "a" * 64), SeatRow(1, "b" * 64)])
            kinds = await first.leave_seat("g1", 0, "a" * 64, reason="bot")
            taken = await second.take_seat("g1", 0, "c" * 64, "Cy")
            stored = await second.load_game("g1")
            assert stored is not None
            # A free human seat is taken as before.
            await first.leave_seat("g1", 1, "b" * 64, reason="left")
            free = await second.take_seat("g1", 1, "d" * 64, "Di")
            return kinds, taken, stored.seats[0].token_hash, free
        finally:
            await first.close()
            await second.close()

    kinds, taken, holder, free = asyncio.run(run())
    assert kinds == ("bot", "human")
    assert taken is False, "a seat of the bot was taken"
    assert holder is None
    assert free is True


def test_a_seat_asked_for_while_the_game_ends_is_not_taken(database: str) -> None:
    """Seat 1 is free (its player left) and seat 0's next move ends the game. Cy asks for
    seat 1; while her request's body arrives, seat 0 makes that move. Cy is refused, as for
    any finished game (409 ``server.game.over``), and the seat stays free: before, the game
    was looked at before the body was read, and Cy took a seat of a finished game (whose
    rematch keeps a seat for her)."""
    with served(database) as (server, client):
        hall = server.hall
        created, seat, move, other = before_the_end_one_seat_free(server, client)
        table = created.table
        sent_first = threading.Event()
        answers: list[bytes] = []
        path = f"/api/games/{table.id}/seats/{other}"
        taking = threading.Thread(
            target=lambda: answers.append(
                _send_slowly(server.port, path, b'{"name": "Cy"}', sent_first)
            )
        )
        taking.start()
        assert sent_first.wait(10)
        time.sleep(0.3)  # the request has looked at the game and reads the body
        last = VersionedMove(move, state_version(table.state))
        server.call(hall.play(table, seat, last, human=True))
        assert table.over
        sent_first.clear()
        taking.join(20)
        assert answers, "no answer to Cy's request"
        assert answers[0].startswith(b"HTTP/1.1 409"), answers
        assert b"server.game.over" in answers[0]
        status = client.get(f"/api/games/{table.id}").json()
        assert status["taken"][other] is False


def test_a_rematch_is_not_raced_by_a_revocation_of_the_finished_games_seat(
    database: str,
) -> None:
    """Seat 0 of a finished game asks for a rematch while the owner revokes seat 0. The race
    this test held (the rematch given to a credential revoked while its request waited for
    the table) cannot be run any more: a finished game's seats stay as they were, and the
    revocation is refused (409 ``server.game.over``) before it touches the storage. The
    rematch is given to the seat's holder, and the other seat's request joins it."""
    with served(database) as (server, client):
        game_id, tokens = finished_game(server)
        hall = server.hall
        table = server.table(game_id)

        async def race() -> tuple[Any, httpx.Response]:
            revoking = asyncio.get_running_loop().create_task(hall.revoke_seat(table, 0))
            answer = await asyncio.get_running_loop().run_in_executor(
                None, lambda: client.post(f"/api/seat/{tokens[0]}/rematch")
            )
            try:
                await revoking
            except ServerRefusal as refusal:
                return refusal, answer
            return None, answer

        refusal, answer = server.call(race())
        assert isinstance(refusal, ServerRefusal), "a finished game's seat was revoked"
        assert (refusal.status, refusal.code) == (409, "server.game.over")
        assert answer.status_code == 201, answer.text
        assert table.rematch is not None
        assert client.post(f"/api/seat/{tokens[1]}/rematch").status_code == 201


def test_a_seat_handed_to_the_bot_while_it_is_revoked_is_not_revoked(database: str) -> None:
    """Ann hands seat 0 to the bot; while that is stored, the owner revokes seat 0, still a
    human's when asked. The revocation is refused as for a seat of the bot (404
    ``server.seat.none``) and the stored count of seats taken from their holders counts the
    handing over alone: before, the kind was looked at before the table's lock, and the
    revocation of the bot's seat was answered 204 and counted."""
    made = {"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 4}
    with served(database) as (server, client):
        created = client.post("/api/games", json=made).json()
        game_id, tokens = created["id"], created["tokens"]
        hall = server.hall
        table = server.table(game_id)

        async def race() -> Any:
            storage = hall.storage
            # The hand-over is stored, then held: the seat is revoked meanwhile.
            with held_after(storage, "leave_seat") as stored:
                leaving = asyncio.get_running_loop().create_task(
                    hall.leave_seat(table, 0, hash_token(tokens["0"]), reason="bot")
                )
                await stored.wait()
                try:
                    revoked: Any = await hall.revoke_seat(table, 0)
                except ServerRefusal as refusal:
                    revoked = refusal
                await leaving
            return revoked, await storage.load_game(game_id)

        revoked, stored = server.call(race())
        assert isinstance(revoked, ServerRefusal), "the bot's seat was revoked"
        assert revoked.status == 404
        assert revoked.code == "server.seat.none"
        assert stored.row.unseated == 1
        assert stored.row.seat_kinds == ("bot", "human")


@pytest.mark.parametrize("unseat", ["leave", "revoke"])
def test_a_move_after_a_seat_is_freed_here_does_not_conflict(database: str, unseat: str) -> None:
    """The seat not to act is left (or revoked) through this process; then the seat to act
    moves. The move is stored at once: the table counts the seat taken from its holder as
    the storage does. Before, the count in memory stayed behind the stored one, the move was
    refused once as a departed holder's (``moves_conflicted``) and stored after a catch-up.
    This process's own notice of the change (PostgreSQL) is held back until the move is
    stored: a busy listener, which would otherwise read the count first."""
    made = {"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 4}
    with served(database) as (server, client):
        created = client.post("/api/games", json=made).json()
        game_id, tokens = created["id"], created["tokens"]
        hall = server.hall
        table = server.table(game_id)
        seat = table.to_act
        other = 1 - seat

        async def race() -> float:
            spawn = hall._spawn
            held: list[tuple[Any, ...]] = []
            hall._spawn = lambda *args: held.append(args)
            try:
                if unseat == "leave":
                    await hall.leave_seat(
                        table, other, hash_token(tokens[str(other)]), reason="left"
                    )
                else:
                    await hall.revoke_seat(table, other)
                before = hall.metrics.value("moves_conflicted")
                move = tablegames.legal_moves(table.state, seat)[0]
                sent = VersionedMove(move, table.seat_versions[seat])
                await hall.play(table, seat, sent, human=True, holder=hash_token(tokens[str(seat)]))
            finally:
                del hall._spawn
            for args in held:
                spawn(*args)
            return hall.metrics.value("moves_conflicted") - before

        conflicted = server.call(race())
        assert conflicted == 0, "the move conflicted with this process's own change"
        assert server.call(hall.storage.load_game(game_id)).row.version == 1
