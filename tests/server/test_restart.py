"""Storage that loses nothing (issue 23): ``kill -9`` in the middle of 100 games, on SQLite and
on PostgreSQL, then a restart: every move answered before the kill is stored, and every game
goes on with the same credentials. SIGTERM drains and saves."""

from __future__ import annotations

import asyncio
import json
import random
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from tablegames.server.database import open_storage
from tests.server.harness import move_document, started_process

pytestmark = pytest.mark.faults

GAMES = 100


async def _create(client: httpx.AsyncClient, index: int) -> dict[str, Any]:
    # Every tenth game has a bot in seat 1: its bot task must start again after the restart.
    seats = ["human", "bot"] if index % 10 == 0 else ["human", "human"]
    takes = [0] if seats[1] == "bot" else [0, 1]
    answer = await client.post(
        "/api/games", json={"game": "ten", "seats": seats, "take": takes, "seed": index}
    )
    assert answer.status_code == 201, answer.text
    found: dict[str, Any] = answer.json()
    return found


async def _play(
    client: httpx.AsyncClient, game: dict[str, Any], answered: list[tuple[int, Any]], stop: float
) -> None:
    """Play random moves of the human seats until ``stop``; note each move answered 200."""
    tokens = list(game["tokens"].values())
    rng = random.Random(game["id"])
    turn = 0
    while time.monotonic() < stop:
        token = tokens[turn % len(tokens)]
        try:
            view = (await client.get(f"/api/seat/{token}/view")).json()
            while view.get("moves") and time.monotonic() < stop:
                move = rng.choice(view["moves"])
                sent = move_document("ten", move, view["state_version"])
                answer = await client.post(f"/api/seat/{token}/move", json=sent)
                if answer.status_code != 200:
                    break
                answered.append((view["state_version"], move))
                view = answer.json()
        except httpx.HTTPError:
            return  # the server was killed
        turn += 1
        if len(tokens) == 1:
            await asyncio.sleep(0.02)  # the bot's turn


async def _games_under_way(
    url: str, answered: list[list[Any]], seconds: float
) -> list[dict[str, Any]]:
    limits = httpx.Limits(max_connections=200, max_keepalive_connections=200)
    async with httpx.AsyncClient(base_url=url, timeout=20, limits=limits) as client:
        games = list(await asyncio.gather(*(_create(client, i) for i in range(GAMES))))
        answered.extend([] for _ in games)
        stop = time.monotonic() + seconds
        await asyncio.gather(
            *(_play(client, game, moves, stop) for game, moves in zip(games, answered, strict=True))
        )
        return games


def _killed_while_playing(database: str, log: Path) -> tuple[list[dict[str, Any]], list[list[Any]]]:
    """100 games played by 100 concurrent clients, the server killed with SIGKILL under them
    once they have made a few hundred moves, with moves in flight."""
    server = started_process(database, log)
    answered: list[list[Any]] = []

    async def run() -> list[dict[str, Any]]:
        task = asyncio.ensure_future(_games_under_way(server.url, answered, 120))
        started = time.monotonic()
        while sum(map(len, answered)) < 2 * GAMES and time.monotonic() - started < 90:
            await asyncio.sleep(0.05)
        server.kill()
        return await task

    return asyncio.run(run()), answered


def _check_restart(database: str, log: Path) -> None:
    games, answered = _killed_while_playing(database, log)
    assert sum(map(len, answered)) >= GAMES, "too few moves were made before the kill"
    assert sum(1 for moves in answered if moves) >= GAMES // 2, "too few games were under way"

    # Every move answered before the kill is in storage, where it was answered.
    async def stored() -> list[tuple[str, ...]]:
        storage = open_storage(database)
        try:
            found = []
            for game in games:
                loaded = await storage.load_game(game["id"])
                assert loaded is not None
                found.append(loaded.moves)
            return found
        finally:
            await storage.close()

    for game, moves, kept in zip(games, answered, asyncio.run(stored()), strict=True):
        for version, move in moves:
            assert version < len(kept), f"game {game['id']}: move {version} was lost"
            # Stored as the move's own JSON: the group and label the client sent it with are
            # dropped.
            words = ("group", "label")
            assert json.loads(kept[version]) == {k: v for k, v in move.items() if k not in words}

    # Restart: every game comes back with its credentials, and goes on.
    server = started_process(database, log)
    try:
        with httpx.Client(base_url=server.url, timeout=20) as client:
            for game, moves in zip(games, answered, strict=True):
                played = max((version + 1 for version, _ in moves), default=0)
                for token in game["tokens"].values():
                    view = client.get(f"/api/seat/{token}/view")
                    assert view.status_code == 200, view.text
                    assert view.json()["state_version"] >= played
                for token in game["tokens"].values():
                    view = client.get(f"/api/seat/{token}/view").json()
                    if view["moves"]:
                        sent = move_document("ten", view["moves"][0], view["state_version"])
                        answer = client.post(f"/api/seat/{token}/move", json=sent)
                        assert answer.status_code == 200, answer.text
                        break
                else:
                    # A bot's turn: its task, started again, plays it.
                    deadline = time.monotonic() + 20
                    token = game["tokens"]["0"]
                    while not client.get(f"/api/seat/{token}/view").json()["moves"]:
                        assert time.monotonic() < deadline, "the bot did not play after the restart"
                        time.sleep(0.1)
    finally:
        assert server.terminate()


def test_kill_9_during_100_games_loses_no_answered_move_sqlite(tmp_path: Path) -> None:
    _check_restart(str(tmp_path / "games.sqlite3"), tmp_path / "server.log")


@pytest.mark.postgresql
def test_kill_9_during_100_games_loses_no_answered_move_postgresql(
    pg_database: str, tmp_path: Path
) -> None:
    _check_restart(pg_database, tmp_path / "server.log")


def test_sigterm_drains_saves_and_the_restart_serves_the_same_game(tmp_path: Path) -> None:
    database, log = str(tmp_path / "games.sqlite3"), tmp_path / "server.log"
    server = started_process(database, log)
    with httpx.Client(base_url=server.url, timeout=20) as client:
        game = client.post(
            "/api/games", json={"game": "aluette", "seats": ["human"] * 4, "take": [0, 1, 2, 3]}
        ).json()
        tokens = game["tokens"]
        for _ in range(12):
            for token in tokens.values():
                view = client.get(f"/api/seat/{token}/view").json()
                if view["moves"]:
                    sent = move_document("aluette", view["moves"][0], view["state_version"])
                    assert client.post(f"/api/seat/{token}/move", json=sent).status_code == 200
                    break
        before = {seat: client.get(f"/api/seat/{t}/view").json() for seat, t in tokens.items()}
        stream = client.stream("GET", f"/api/seat/{tokens['0']}/events")
        open_stream = stream.__enter__()
        started = time.monotonic()
        assert server.terminate()
        assert time.monotonic() - started < 15  # the open stream did not hold the shutdown
        stream.__exit__(None, None, None)
        del open_stream
    lines = [json.loads(line) for line in log.read_text().splitlines() if line.startswith("{")]
    drained = [line for line in lines if line["event"] == "server.drained"]
    assert drained
    assert drained[-1]["snapshots"] == 1
    server = started_process(database, log)
    try:
        with httpx.Client(base_url=server.url, timeout=20) as client:
            after = {seat: client.get(f"/api/seat/{t}/view").json() for seat, t in tokens.items()}
            assert after == before
    finally:
        assert server.terminate()
