"""The storage on a real SQLite file and a real PostgreSQL: one schema made by versioned
migrations, and the optimistic check that serializes moves across processes."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from pathlib import Path
from typing import Any

import attrs
import httpx
import pytest

import tablegames
from tablegames.core.json import dumps, to_dict
from tablegames.server import storage as storage_module
from tablegames.server.database import open_storage
from tablegames.server.storage import (
    MoveCommit,
    SeatRow,
    migrations,
    statements,
)
from tablegames.server.tables import hash_token
from tests.server.harness import game_row, running


def commit(game_id: str, version: int) -> MoveCommit:
    return MoveCommit(
        game_id=game_id,
        version=version,
        seat=0,
        move='{"type": "draw", "player": 0}',
        seat_versions=(version + 1,) * 3,
        to_act=0,
        bot_to_act=False,
        over=False,
        last=SeatRow(0, None, version, '{"type": "draw", "player": 0}', "answer"),
    )


def test_the_migrations_are_numbered_sql_files() -> None:
    found = migrations()
    assert [number for number, _, _ in found] == list(range(1, len(found) + 1))
    assert all(statements(script) for _, _, script in found)


def test_migrating_twice_changes_nothing_and_moves_are_checked_against_the_version(
    database: str,
) -> None:
    async def run() -> dict[str, Any]:
        storage = open_storage(database)
        try:
            first = await storage.migrate()
            second = await storage.migrate()
            await storage.create_game(game_row("g1"), [SeatRow(0, "a" * 64), SeatRow(1)])
            written = await storage.commit_moves([commit("g1", 0), commit("g1", 0)])
            later = await storage.commit_moves([commit("g1", 1)])
            taken = [await storage.take_seat("g1", 1, "b" * 64) for _ in range(2)]
            loaded = await storage.load_game("g1")
            missing = await storage.load_game("nothing")
            after = await storage.moves_after("g1", 1)
            return {
                "versions": (first, second),
                "written": written,
                "later": later,
                "taken": taken,
                "loaded": loaded,
                "missing": missing,
                "after": after,
            }
        finally:
            await storage.close()

    found = asyncio.run(run())
    assert found["versions"] == (len(migrations()), len(migrations()))
    # The same move twice at version 0: the second finds the game at version 1.
    assert found["written"] == [True, False]
    assert found["later"] == [True]
    assert found["taken"] == [True, False]
    loaded = found["loaded"]
    assert loaded.row.version == 2
    assert len(loaded.moves) == 2
    assert loaded.seats[0].last_answer == "answer"
    assert loaded.seats[1].token_hash == "b" * 64
    assert found["missing"] is None
    assert len(found["after"][1]) == 1


def test_an_unknown_database_is_refused() -> None:
    from tablegames import ConfigError

    with pytest.raises(ConfigError, match="unknown database 'mysql'"):
        open_storage("mysql://somewhere/db")


def test_a_batch_of_many_games_writes_each_move_and_last_move_once(database: str) -> None:
    """A batch larger than one multi-row statement holds (150 rows): every game's move row and
    its mover's last move are written, to that game only; a stale move among them is refused
    and writes nothing."""
    games = [f"g{number:03d}" for number in range(320)]

    async def run() -> tuple[list[bool], list[Any]]:
        storage = open_storage(database)
        try:
            await storage.migrate()
            for game_id in games:
                await storage.create_game(game_row(game_id), [SeatRow(0, None), SeatRow(1)])
            await storage.commit_moves([commit(game_id, 0) for game_id in games[:1]])
            batch = [
                attrs.evolve(
                    commit(game_id, 1 if game_id == games[0] else 0),
                    last=SeatRow(0, None, 0, '{"type": "draw", "player": 0}', f"to {game_id}"),
                )
                for game_id in games
            ]
            batch.append(commit(games[5], 0))  # stale: games[5] is at 1 once batch[5] is in
            written = await storage.commit_moves(batch)
            loaded = [await storage.load_game(game_id) for game_id in games]
            return written, loaded
        finally:
            await storage.close()

    written, loaded = asyncio.run(run())
    assert written == [True] * len(games) + [False]
    for game_id, stored in zip(games, loaded, strict=True):
        assert stored is not None
        moves = 2 if game_id == games[0] else 1
        assert (stored.row.version, len(stored.moves)) == (moves, moves)
        assert stored.seats[0].last_answer == f"to {game_id}"
        assert stored.seats[1].last_answer is None


def _version_1_game(cursor: Any, marker: str, token_hash: str) -> None:
    """A game as the schema of version 1 stored it (its columns only, as that server wrote)."""
    state = tablegames.new_game("ten", players=2, seed=5)
    options = dumps(to_dict(tablegames.record(state))["data"]["options"])
    cursor.execute(
        "INSERT INTO tg_games (id, game, players, seed, options, seat_kinds, owner_hash, "
        "version, seat_versions, to_act, bot_to_act, over, created_at, updated_at) VALUES "
        f"({', '.join([marker] * 14)})",
        (
            "oldgame01",
            "ten",
            2,
            5,
            options,
            '["human", "human"]',
            "0" * 64,
            0,
            "[0, 0, 0]",
            tablegames.current_player(state),
            0,
            0,
            1.0,
            1.0,
        ),
    )
    for seat, stored in enumerate([token_hash, None]):
        cursor.execute(
            f"INSERT INTO tg_seats (game_id, seat, token_hash) VALUES ({marker}, {marker}, "
            f"{marker})",
            ("oldgame01", seat, stored),
        )


def test_a_database_of_schema_1_migrates_and_keeps_its_games(
    database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database made by the first migration alone, with a game in it (as a server of schema
    1 left it), is brought to the present schema: its game loads, listed, without names, and
    its free seat is taken under a name."""

    async def run() -> dict[str, Any]:
        first = migrations()[:1]
        with monkeypatch.context() as patched:
            patched.setattr(storage_module, "migrations", lambda: first)
            old = open_storage(database)
            try:
                assert await old.migrate() == 1
                await old.write(lambda cursor: _version_1_game(cursor, old.marker, "a" * 64))
            finally:
                await old.close()
        storage = open_storage(database)
        try:
            version = await storage.migrate()
            loaded = await storage.load_game("oldgame01")
            taken = await storage.take_seat("oldgame01", 1, "b" * 64, "Bo")
            listed, _ = await storage.open_games(10)
            return {"version": version, "loaded": loaded, "taken": taken, "listed": listed}
        finally:
            await storage.close()

    found = asyncio.run(run())
    assert found["version"] == len(migrations()) >= 2
    loaded = found["loaded"]
    assert loaded.row.unlisted is False
    assert [(seat.token_hash, seat.name) for seat in loaded.seats] == [
        ("a" * 64, None),
        (None, None),
    ]
    assert found["taken"]
    (listed,) = found["listed"]
    assert (listed.id, listed.taken, listed.names) == ("oldgame01", (True, True), (None, "Bo"))


def test_a_server_started_on_a_sqlite_file_of_schema_1_plays_its_games(tmp_path: Path) -> None:
    """A real SQLite file made by the first migration's SQL (no later one), holding a game: a
    server started on it migrates it, and the game's seat plays on, names shown as null."""
    path = tmp_path / "old.sqlite3"
    token = "oldgame01." + "k" * 32
    number, name, script = migrations()[0]
    with sqlite3.connect(path) as connection:
        connection.execute(
            "CREATE TABLE tg_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
            "applied_at DOUBLE PRECISION NOT NULL)"
        )
        for statement in statements(script):
            connection.execute(statement)
        connection.execute(
            "INSERT INTO tg_migrations VALUES (?, ?, ?)", (number, name, time.time())
        )
        _version_1_game(connection.cursor(), "?", hash_token(token))
    with running(path) as server, httpx.Client(base_url=server.url(), timeout=10) as client:
        status = client.get(f"/api/seat/{token}").json()
        assert (status["id"], status["names"]) == ("oldgame01", [None, None])
        listed = client.get("/api/games").json()["games"]
        assert [game["id"] for game in listed] == ["oldgame01"]
        taken = client.post("/api/games/oldgame01/seats/1", json={"name": "Bo"})
        assert taken.status_code == 201
        assert client.get(f"/api/seat/{token}").json()["names"] == [None, "Bo"]
    with sqlite3.connect(path) as connection:
        versions = [row[0] for row in connection.execute("SELECT version FROM tg_migrations")]
    assert versions == [number for number, _, _ in migrations()]
