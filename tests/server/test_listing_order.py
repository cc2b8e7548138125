"""The lobby's order (docs/guides/server.rst, "The lobby"): the last listed first, a rematch
listed when its seats are no longer kept, not when it was made, so that a reader of the lobby
meets it where new games come; on SQLite and PostgreSQL, and through the schema's migration."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any, Final

import httpx
import pytest

import tablegames
from tablegames.server import storage as storage_module
from tablegames.server.database import open_storage
from tablegames.server.storage import GameRow, OpenGame, SeatRow, migrations
from tests.server.harness import game_row, play_first_moves, running


def _row(game_id: str, made: float, listed: float | None, rematch_of: str | None) -> GameRow:
    """A new two-seat TEN game's row, made at ``made`` and listed from ``listed``."""
    return game_row(game_id, made, rematch_of=rematch_of, listed_at=listed)


def _ids(games: list[OpenGame]) -> list[str]:
    return [game.id for game in games]


def test_a_rematch_is_listed_first_once_its_seats_are_free(database: str) -> None:
    """A rematch made at 150 whose seats are kept until 250 is not listed before 250, then
    comes before a game made at 200; a page read at 220 is not followed by the rematch."""

    async def run() -> dict[str, Any]:
        storage = open_storage(database)
        try:
            await storage.migrate()
            for row in (
                _row("gameA", 100.0, None, None),
                _row("rematchR", 150.0, 250.0, "gameOld"),
                _row("gameB", 200.0, 200.0, None),
            ):
                await storage.create_game(row, [SeatRow(0), SeatRow(1)])
            held, _ = await storage.open_games(10, 220.0)
            first, after = await storage.open_games(1, 220.0)
            rest, _ = await storage.open_games(10, 300.0, after=after)
            pages, position = [], None
            while True:
                page, position = await storage.open_games(1, 300.0, after=position)
                pages.append(_ids(page))
                if position is None:
                    break
            loaded = await storage.load_game("gameA")
            return {
                "held": _ids(held),
                "first": _ids(first),
                "rest": _ids(rest),
                "pages": pages,
                "listed": None if loaded is None else loaded.row.listed_at,
            }
        finally:
            await storage.close()

    found = asyncio.run(run())
    assert found["held"] == ["gameB", "gameA"]
    assert (found["first"], found["rest"]) == (["gameB"], ["gameA"])
    assert found["pages"] == [["rematchR"], ["gameB"], ["gameA"]]
    assert found["listed"] == 100.0  # listed when made: a game that is no rematch


#: The columns of a new two-seat game between its options and its rematch_of.
_SETUP: Final = ('["human", "human"]', "0" * 64, 0, "[0, 0, 0]", 0, 0, 0)


def _schema_3_games(cursor: Any, marker: str) -> None:
    """A game and a rematch as the schema of version 3 stored them (no listed_at)."""
    for game_id, made, rematch_of in (("oldgame01", 5.0, None), ("oldmatch1", 7.0, "x")):
        cursor.execute(
            "INSERT INTO tg_games (id, game, players, seed, options, seat_kinds, owner_hash, "
            "version, seat_versions, to_act, bot_to_act, over, rematch_of, created_at, "
            f"updated_at) VALUES ({', '.join([marker] * 15)})",
            (game_id, "ten", 2, 5, "{}", *_SETUP, rematch_of, made, made),
        )


def test_a_database_of_schema_3_migrates_its_games_listed_when_made(
    database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The games of a database of schema 3 are listed from when they were made (as that
    server listed them once the rematch's seats were free), in that order."""

    async def run() -> tuple[int, list[str], float | None]:
        before = [found for found in migrations() if found[0] <= 3]
        with monkeypatch.context() as patched:
            patched.setattr(storage_module, "migrations", lambda: before)
            old = open_storage(database)
            try:
                assert await old.migrate() == 3
                await old.write(lambda cursor: _schema_3_games(cursor, old.marker))
            finally:
                await old.close()
        storage = open_storage(database)
        try:
            version = await storage.migrate()
            listed, _ = await storage.open_games(10)
            loaded = await storage.load_game("oldmatch1")
            return version, _ids(listed), None if loaded is None else loaded.row.listed_at
        finally:
            await storage.close()

    version, listed, listed_at = asyncio.run(run())
    assert version == len(migrations()) >= 4
    assert listed == ["oldmatch1", "oldgame01"]
    assert listed_at == 7.0


def test_a_reader_of_the_lobbys_top_meets_a_rematch_when_its_seats_are_free(
    tmp_path: Path,
) -> None:
    """A real server: a game made after a rematch is listed before it while its seats are
    kept; once they are free, the rematch is the lobby's first game, where a reader looking
    for new games (the first page, down to the first game it knows) finds it."""
    # The lobby is read within the wait: the three requests took 0.3 to 1.6 s on a machine
    # loaded four times over its two cores (the wait was 3 s).
    wait = 6.0
    with (
        running(tmp_path / "games.sqlite3", rematch_wait=wait) as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        made = {"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 2}
        finished = client.post("/api/games", json=made).json()
        tokens = [finished["tokens"]["0"], finished["tokens"]["1"]]
        play_first_moves(client, "ten", tokens)
        asked = time.monotonic()
        rematch = client.post(f"/api/seat/{tokens[0]}/rematch").json()["id"]
        later = client.post("/api/games", json={**made, "take": [0]}).json()["id"]
        lobby = [game["id"] for game in client.get("/api/games").json()["games"]]
        assert time.monotonic() - asked < wait, "too slow to see the rematch held back"
        assert lobby == [later]
        time.sleep(max(0.0, asked + wait + 0.2 - time.monotonic()))
        lobby = [game["id"] for game in client.get("/api/games").json()["games"]]
        assert lobby == [rematch, later]
        assert tablegames.GAMES["ten"].name == client.get(f"/api/games/{rematch}").json()["game"]


def test_a_rematchs_seats_are_kept_until_it_is_listed_whatever_the_processs_wait(
    tmp_path: Path,
) -> None:
    """Two rematches stored by processes of other ``--rematch-wait`` settings than this
    server's (300 s): one made 400 s ago whose seats are kept 600 s, one made now whose seats
    are not kept. This server keeps the seats of the first (409 server.seat.reserved) and not
    of the second (taken), as its lobby lists the second and not the first."""
    database = tmp_path / "games.sqlite3"
    now = time.time()

    async def store() -> None:
        other = open_storage(str(database))  # as the processes that made them did
        try:
            await other.migrate()
            for row in (
                _row("keptlong1", now - 400.0, now + 200.0, "gameOld1"),
                _row("keptnone1", now, now, "gameOld2"),
            ):
                await other.create_game(row, [SeatRow(0), SeatRow(1)])
        finally:
            await other.close()

    asyncio.run(store())
    with (
        running(database, rematch_wait=300.0) as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        lobby = [game["id"] for game in client.get("/api/games").json()["games"]]
        assert lobby == ["keptnone1"]
        kept = client.post("/api/games/keptlong1/seats/0")
        assert (kept.status_code, kept.json()["data"]["code"]) == (409, "server.seat.reserved")
        assert client.post("/api/games/keptnone1/seats/0").status_code == 201
        assert server.call(server.hall.table("keptlong1")).listed_at == now + 200.0
