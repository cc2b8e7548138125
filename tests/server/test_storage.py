"""The storage on a real SQLite file and a real PostgreSQL: one schema made by versioned
migrations, and the optimistic check that serializes moves across processes."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest

from tablegames.server.database import open_storage
from tablegames.server.storage import (
    GameRow,
    MoveCommit,
    SeatRow,
    migrations,
    statements,
)


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield str(tmp_path / "games.sqlite3")
    else:
        yield request.getfixturevalue("pg_database")


def row(game_id: str) -> GameRow:
    return GameRow(
        id=game_id,
        game="ten",
        players=2,
        seed=1,
        options="{}",
        seat_kinds=("human", "human"),
        owner_hash="0" * 64,
        version=0,
        seat_versions=(0, 0, 0),
        to_act=0,
        bot_to_act=False,
        over=False,
        created_at=1.0,
    )


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
            await storage.create_game(row("g1"), [SeatRow(0, "a" * 64), SeatRow(1)])
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
                await storage.create_game(row(game_id), [SeatRow(0, None), SeatRow(1)])
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
