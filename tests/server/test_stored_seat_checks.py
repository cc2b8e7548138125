"""The seat checks a process makes under a table's lock, made again by the database
(docs/guides/server.rst, "Leaving a seat"): another process on the same database may have
revoked a seat or handed it to the bot, and this one not heard of it yet. A rematch's seat is
given only to a credential that still holds the seat in the game before, as stored; a seat is
revoked only if it is still a human's, as stored. Each test makes the other process's change
through a storage of its own on the same database (the server's notice of it held back), as
tests/server/test_left_seat_race.py does."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

import attrs

import tablegames
from tablegames.core.protocol import VersionedMove
from tablegames.server.database import open_storage
from tablegames.server.errors import ServerRefusal
from tablegames.server.hall import Hall
from tablegames.server.metrics import Metrics
from tablegames.server.settings import Settings
from tablegames.server.storage import SeatRow
from tablegames.server.tables import hash_token, new_token
from tests.server.harness import (
    Running,
    before_the_end,
    before_the_end_one_seat_free,
    finished_game,
    game_row,
    served,
)

#: The credentials' hashes of the game's two seats, and of their credentials in the rematch.
_ANN, _BO, _ANN2, _BO2, _BO3 = "a" * 64, "b" * 64, "c" * 64, "d" * 64, "e" * 64


def _elsewhere(
    server: Running, database: str, change: Callable[[Any], Awaitable[Any]]
) -> Callable[[], None]:
    """Make ``change(storage)`` through a storage of its own, as another process would, with
    the server's catch-ups held back (PostgreSQL would tell it at once): the server has not
    heard of it. Returns the release of the held catch-ups."""
    hall = server.hall
    held: list[tuple[Any, ...]] = []

    async def hold() -> None:
        hall._spawn = lambda *args: held.append(args)

    async def release() -> None:
        del hall._spawn
        for args in held:
            hall._spawn(*args)

    async def run() -> None:
        other = open_storage(database)
        try:
            await change(other)
        finally:
            await other.close()

    server.call(hold())
    asyncio.run(run())
    return lambda: server.call(release())


def _last_move(
    database: str, game_id: str, seat: int, move: Any, version: int
) -> Callable[[Any], Awaitable[None]]:
    """A change for :func:`_elsewhere`: process B, a hall of its own on the same database,
    loads the game (at ``version``) and makes its last move, ``seat``'s ``move``."""

    async def last_move(_: Any) -> None:
        elsewhere = Hall(open_storage(database), Settings(), Metrics())
        await elsewhere.start()
        try:
            loaded = await elsewhere.table(game_id)
            assert loaded is not None
            assert loaded.version == version
            await elsewhere.play(loaded, seat, VersionedMove(move, version), human=True)
            assert loaded.over
        finally:
            await elsewhere.stop()

    return last_move


def test_a_seat_of_the_bot_is_not_revoked_by_the_storage(database: str) -> None:
    """Process A hands Ann's seat 0 to the bot; process B, which read the seat as a human's,
    revokes it, or gives it a credential: refused, and the seat keeps what it says of Ann
    (her name, why she left) and the count of seats taken from their holders moves only for
    the handing over (and a human seat's revocation, as before). Before, the storage never
    looked at the seat's kind: the revocation counted a seat taken and forgot Ann's name."""

    async def run() -> dict[str, Any]:
        first, second = open_storage(database), open_storage(database)
        try:
            await first.migrate()
            await first.create_game(game_row("g1"), [SeatRow(0, _ANN, name="Ann"), SeatRow(1)])
            kinds = await first.leave_seat("g1", 0, _ANN, reason="bot")
            return {
                "kinds": kinds,
                "revoked": await second.replace_seat("g1", 0, None, None),
                "given": await second.replace_seat("g1", 0, None, _ANN2, "Cy"),
                "human": await second.replace_seat("g1", 1, None, None),
                "stored": await second.load_game("g1"),
            }
        finally:
            await first.close()
            await second.close()

    found = asyncio.run(run())
    assert found["kinds"] == ("bot", "human")
    assert found["revoked"] is False, "the bot's seat was revoked"
    assert found["given"] is False, "the bot's seat was given a credential"
    assert found["human"] is True  # a human seat is revoked as before
    stored = found["stored"]
    seat = stored.seats[0]
    assert (seat.token_hash, seat.left_hash, seat.left_reason) == (None, _ANN, "bot")
    assert seat.left_name == "Ann"
    assert stored.row.unseated == 2  # the handing over and seat 1's revocation


def test_a_seat_handed_to_the_bot_elsewhere_is_not_revoked_here(database: str) -> None:
    """Ann hands seat 0 to the bot through another process, which this one has not heard
    of; the owner then revokes seat 0 through this one: refused as for a seat of the bot
    (404 ``server.seat.none``), the seat keeps Ann's name and the count of seats taken from
    their holders counts the handing over alone, and this process's table reads the seats'
    kinds. Before, the revocation was answered 204, counted, and forgot Ann's name."""
    made = {
        "game": "ten",
        "seats": ["human", "human"],
        "take": [0, 1],
        "names": {"0": "Ann"},
        "seed": 4,
    }
    with served(database) as (server, client):
        created = client.post("/api/games", json=made).json()
        game_id, tokens = created["id"], created["tokens"]
        hall = server.hall
        table = server.table(game_id)
        release = _elsewhere(
            server,
            database,
            lambda other: other.leave_seat(game_id, 0, hash_token(tokens["0"]), reason="bot"),
        )

        async def revoke() -> Any:
            try:
                await hall.revoke_seat(table, 0)
            except ServerRefusal as refusal:
                return refusal
            return None

        try:
            revoked = server.call(revoke())
            kinds = table.kinds
        finally:
            release()
        assert isinstance(revoked, ServerRefusal), "the bot's seat was revoked"
        assert (revoked.status, revoked.code) == (404, "server.seat.none")
        assert kinds == ("bot", "human")
        stored = server.call(hall.storage.load_game(game_id))
        assert stored.row.unseated == 1
        assert stored.seats[0].left_name == "Ann"


def test_a_rematch_seat_is_given_only_to_the_stored_holder(database: str) -> None:
    """Process A revokes Ann's seat 0 of a finished game; process B, which read the seats
    before, gives Ann's credential a seat in its rematch: refused, whether the seat is free
    (taken) or Ann's already (replaced), and the rematch's seat stays as it was. Bo, who still
    holds seat 1, gets his. Before, the storage never looked at the game before."""

    async def run() -> dict[str, Any]:
        first, second = open_storage(database), open_storage(database)
        try:
            await first.migrate()
            await first.create_game(
                attrs.evolve(game_row("g1"), over=True),
                [SeatRow(0, _ANN, name="Ann"), SeatRow(1, _BO)],
            )
            await first.create_game(game_row("g2", rematch_of="g1"), [SeatRow(0), SeatRow(1)])
            revoked = await first.replace_seat("g1", 0, None, None)
            return {
                "revoked": revoked,
                "taken": await second.take_seat("g2", 0, _ANN2, "Ann", held_in=("g1", _ANN)),
                "replaced": await second.replace_seat(
                    "g2", 0, None, _ANN2, "Ann", held_in=("g1", _ANN)
                ),
                "bo": await second.take_seat("g2", 1, _BO2, "Bo", held_in=("g1", _BO)),
                "bo_again": await second.replace_seat(
                    "g2", 1, None, _BO3, "Bo", held_in=("g1", _BO)
                ),
                "rematch": await second.load_game("g2"),
            }
        finally:
            await first.close()
            await second.close()

    found = asyncio.run(run())
    assert found["revoked"] is True
    assert found["taken"] is False, "a revoked credential got a seat in the rematch"
    assert found["replaced"] is False, "a revoked credential replaced a seat in the rematch"
    assert (found["bo"], found["bo_again"]) == (True, True)
    rematch = found["rematch"]
    assert [seat.token_hash for seat in rematch.seats] == [None, _BO3]
    assert rematch.row.unseated == 1  # Bo's second credential alone


def test_a_rematch_asked_with_a_credential_revoked_elsewhere_is_refused(database: str) -> None:
    """Ann's seat 0 of a finished game is revoked through another process, which this one
    has not heard of; Ann then asks this one for the rematch: refused as for a revocation
    heard (404 ``server.seat.unknown``), no seat of the rematch is hers, and this process's
    table reads the seats again. Nor does Ann's request name the rematch, here or as stored
    (before, it did, and the rematch was made for a request then refused). Bo still gets his.
    Before, the revoked credential got a seat in the rematch (201)."""
    with served(database) as (server, client):
        game_id, tokens = finished_game(server)
        release = _elsewhere(
            server, database, lambda other: other.replace_seat(game_id, 0, None, None)
        )
        try:
            answer = client.post(f"/api/seat/{tokens[0]}/rematch")
            stored = server.call(server.hall.storage.load_game(game_id))
            named = server.table(game_id).rematch
        finally:
            release()
        assert answer.status_code == 404, "the revoked credential got a seat in the rematch"
        assert answer.json()["data"]["code"] == "server.seat.unknown"
        assert stored is not None
        assert stored.row.rematch is None, "the revoked credential named the rematch"
        assert named is None
        bo = client.post(f"/api/seat/{tokens[1]}/rematch")
        assert bo.status_code == 201
        status = client.get(f"/api/seat/{bo.json()['token']}").json()
        assert status["taken"] == [False, True]
        deadline = time.monotonic() + 10
        while server.table(game_id).seat_hashes[0] is not None:  # read again
            assert time.monotonic() < deadline, "the table kept the revoked credential"
            time.sleep(0.05)
        assert client.post(f"/api/seat/{tokens[0]}/rematch").status_code == 404


def test_a_move_in_a_rematch_asked_for_again_does_not_conflict(database: str) -> None:
    """Seat 0 asks for the rematch twice while its seats are kept (the first answer lost),
    then the rematch's first move is made. It is stored at once: the rematch's table counts
    the credential replaced as the storage does. Before, the count in memory stayed behind
    the stored one, and the move was refused once as a departed holder's
    (``moves_conflicted``) and stored after a catch-up."""
    with served(database) as (server, client):
        _, tokens = finished_game(server)
        hall = server.hall
        first = client.post(f"/api/seat/{tokens[0]}/rematch")
        again = client.post(f"/api/seat/{tokens[0]}/rematch")
        bo = client.post(f"/api/seat/{tokens[1]}/rematch")
        assert (first.status_code, again.status_code, bo.status_code) == (201, 201, 201)
        rematch = server.table(again.json()["id"])
        held = {0: again.json()["token"], 1: bo.json()["token"]}

        async def move() -> float:
            before = hall.metrics.value("moves_conflicted")
            seat = tablegames.current_player(rematch.state)
            sent = VersionedMove(
                tablegames.legal_moves(rematch.state, seat)[0], rematch.seat_versions[seat]
            )
            await hall.play(rematch, seat, sent, human=True, holder=hash_token(held[seat]))
            return hall.metrics.value("moves_conflicted") - before

        assert server.call(move()) == 0, "the move conflicted with this process's own change"
        stored = server.call(hall.storage.load_game(rematch.id))
        assert (stored.row.version, stored.row.unseated) == (1, 1)


def test_a_seat_of_a_game_finished_through_another_process_is_not_taken(pg_database: str) -> None:
    """Process A holds a game one move from its end, with a seat free (its player left it);
    process B loads the game and makes that last move. A, not told yet, is asked for the free
    seat: refused as for any finished game (409 ``server.game.over``), the seat stays free,
    and A now knows the game is over. Before, the storage gave a seat of a finished game to
    whoever asked, and A answered with a credential. (PostgreSQL only: a SQLite file serves
    one process.)"""
    database = pg_database
    with served(database) as (server, client):
        hall = server.hall
        created, seat, move, other = before_the_end_one_seat_free(server, client)
        table = created.table
        last_move = _last_move(database, table.id, seat, move, table.version)
        release = _elsewhere(server, database, last_move)
        try:
            assert not table.over, "the server heard of the last move"
            answer = client.post(f"/api/games/{table.id}/seats/{other}", json={"name": "Cy"})
            stored = server.call(hall.storage.load_game(table.id))
            over = table.over
        finally:
            release()
    assert answer.status_code == 409, answer.text
    assert answer.json()["data"]["code"] == "server.game.over"
    assert stored is not None
    assert stored.row.over
    assert stored.seats[other].token_hash is None, "a seat of a finished game was taken"
    assert over, "the refusal did not bring the table up to date"


def test_a_free_seat_handed_to_the_bot_elsewhere_is_not_taken_here(database: str) -> None:
    """Ann leaves seat 0 free; another process, not heard here yet, hands the free seat to
    the bot (its turn limit); Cy then asks this process for seat 0: refused as for a seat of
    the bot (404 ``server.seat.none``), no credential stored, and this process's table now
    reads the seat as the bot's (its bot plays it here too)."""
    made = {"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 4}
    with served(database) as (server, client):
        created = client.post("/api/games", json=made).json()
        game_id, tokens = created["id"], created["tokens"]
        assert client.post(f"/api/seat/{tokens['0']}/leave").status_code == 204
        table = server.table(game_id)
        release = _elsewhere(
            server,
            database,
            lambda other: other.leave_seat(game_id, 0, None, reason="timeout"),
        )
        try:
            assert table.kinds == ("human", "human"), "the server heard of the handing over"
            answer = client.post(f"/api/games/{game_id}/seats/0", json={"name": "Cy"})
            kinds = table.kinds
        finally:
            release()
        stored = server.call(server.hall.storage.load_game(game_id))
    assert answer.status_code == 404, answer.text
    assert answer.json()["data"]["code"] == "server.seat.none"
    assert kinds == ("bot", "human"), "the refusal did not bring the table up to date"
    assert stored.seats[0].token_hash is None, "a seat of the bot was given a credential"


def test_a_seat_of_a_game_finished_through_another_process_is_not_revoked(
    pg_database: str,
) -> None:
    """Process B makes a game's last move; A, not told yet, is asked by the owner to revoke a
    seat: refused as for any finished game (409 ``server.game.over``), the seat keeps its
    credential, and A now knows the game is over. (PostgreSQL only, as above.)"""
    database = pg_database
    with served(database) as (server, client):
        hall = server.hall
        created, seat, move = before_the_end(server)
        table = created.table
        other = 1 - seat

        last_move = _last_move(database, table.id, seat, move, table.version)
        release = _elsewhere(server, database, last_move)
        try:
            assert not table.over, "the server heard of the last move"
            owner = {"Authorization": f"Bearer {created.owner_token}"}
            answer = client.delete(f"/api/games/{table.id}/seats/{other}", headers=owner)
            stored = server.call(hall.storage.load_game(table.id))
            over = table.over
        finally:
            release()
    assert answer.status_code == 409, answer.text
    assert answer.json()["data"]["code"] == "server.game.over"
    assert stored is not None
    assert stored.seats[other].token_hash == hash_token(created.tokens[other])
    assert over, "the refusal did not bring the table up to date"


def test_a_credential_given_through_another_process_opens_its_seat_here(database: str) -> None:
    """Ann's seat 0, held, is given a new credential through another process (a rematch
    asked again there, or the seat revoked and taken there), which this one has not heard
    of: the new credential opens the seat here at once, read from the database. Before,
    only a seat free here was read again, and the new credential was answered 404 "unknown
    or revoked: ask for your seat again" until the notice came."""
    made = {"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 4}
    with served(database) as (server, client):
        created = client.post("/api/games", json=made).json()
        game_id, tokens = created["id"], created["tokens"]
        fresh = new_token(game_id)
        release = _elsewhere(
            server,
            database,
            lambda other: other.replace_seat(
                game_id, 0, hash_token(tokens["0"]), hash_token(fresh), "Ann"
            ),
        )
        try:
            answer = client.get(f"/api/seat/{fresh}/view")
            unknown = client.get(f"/api/seat/{game_id}.{'x' * 32}/view")
        finally:
            release()
        assert answer.status_code == 200
        assert answer.json()["data"]["player"] == 0
        assert (unknown.status_code, unknown.json()["data"]["code"]) == (
            404,
            "server.seat.unknown",
        )
        # The credential before is refused once this process reads the seats.
        before = client.get(f"/api/seat/{tokens['0']}/view")
        assert (before.status_code, before.json()["data"]["code"]) == (
            404,
            "server.seat.unknown",
        )
