"""Several server processes sharing one real PostgreSQL (issue 23): a move made on one process
reaches a client connected to the other within a second (LISTEN/NOTIFY), and the database
serializes moves on one game whichever process receives them."""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import tablegames
from tablegames.core.protocol import VersionedMove
from tests.server.harness import Process, iter_events, move_document, started_process

pytestmark = [pytest.mark.postgresql, pytest.mark.faults]


@pytest.fixture
def two_servers(pg_database: str, tmp_path: Path) -> Iterator[tuple[Process, Process]]:
    first = started_process(pg_database, tmp_path / "first.log")
    second = started_process(pg_database, tmp_path / "second.log")
    try:
        yield first, second
    finally:
        assert first.terminate()
        assert second.terminate()


def _game(server: Process) -> dict[str, Any]:
    answer = httpx.post(
        server.url + "/api/games",
        json={"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 7},
        timeout=20,
    )
    assert answer.status_code == 201, answer.text
    found: dict[str, Any] = answer.json()
    return found


def _mover(server: Process, tokens: dict[str, str]) -> tuple[str, dict[str, Any]]:
    for token in tokens.values():
        view = httpx.get(f"{server.url}/api/seat/{token}/view", timeout=20).json()
        if view["moves"]:
            return token, view
    raise AssertionError("nobody can move")


def test_a_move_on_one_process_reaches_a_client_of_the_other_within_a_second(
    two_servers: tuple[Process, Process],
) -> None:
    first, second = two_servers
    game = _game(first)
    token, view = _mover(first, game["tokens"])
    watcher = next(t for t in game["tokens"].values() if t != token)
    received: list[tuple[float, Any]] = []

    def listen() -> None:
        with httpx.Client(base_url=second.url, timeout=20) as client:
            for _, data in iter_events(client, f"/api/seat/{watcher}/events"):
                received.append((time.monotonic(), data))
                if len(received) == 2:
                    return

    reader = threading.Thread(target=listen)
    reader.start()
    deadline = time.monotonic() + 20
    while not received and time.monotonic() < deadline:
        time.sleep(0.02)
    assert received, "the second process sent no first update"
    before = received[0][1]["view"]["state_version"]
    answer = httpx.post(
        f"{first.url}/api/seat/{token}/move",
        json=move_document("ten", view["moves"][0], view["state_version"]),
        timeout=20,
    )
    answered = time.monotonic()
    assert answer.status_code == 200, answer.text
    reader.join(20)
    assert len(received) == 2
    arrived, update = received[1]
    # Counted from the move's answer, given once the move is stored and announced (the push
    # may even come first): the request's own time is not the push's, and on a loaded machine
    # it took half of the second (0.51 s, the push 0.04 s of it).
    assert arrived - answered < 1.0
    assert update["view"]["state_version"] > before
    # What the second process pushed is what the first process answers that seat now.
    direct = httpx.get(f"{first.url}/api/seat/{watcher}/view", timeout=20).json()
    assert update["view"] == direct


def test_the_database_serializes_moves_sent_to_both_processes(
    two_servers: tuple[Process, Process],
) -> None:
    """The same move document sent to both processes at once is applied once: one answers it,
    the other answers the same (an identical retry) or refuses it as stale; then the two
    processes agree on the game."""
    first, second = two_servers
    game = _game(first)
    for _ in range(5):
        token, view = _mover(first, game["tokens"])
        # Load the game into the second process too.
        assert httpx.get(f"{second.url}/api/seat/{token}/view", timeout=20).status_code == 200
        document = move_document("ten", view["moves"][0], view["state_version"])
        urls = [f"{server.url}/api/seat/{token}/move" for server in (first, second)]
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            sending = [pool.submit(httpx.post, url, json=document, timeout=20) for url in urls]
            answers = [sent.result() for sent in sending]
        statuses = sorted(answer.status_code for answer in answers)
        assert statuses in ([200, 200], [200, 409]), [a.text for a in answers]
        if statuses == [200, 409]:
            assert "core.move.stale" in next(a.text for a in answers if a.status_code == 409)
        else:
            assert answers[0].text == answers[1].text
        views = [
            httpx.get(f"{server.url}/api/seat/{token}/view", timeout=20).json()
            for server in (first, second)
        ]
        assert views[0] == views[1]
        assert views[0]["state_version"] == view["state_version"] + 1 or not views[0]["moves"]


def test_a_move_stored_while_the_other_process_reads_the_game_reaches_it(
    pg_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The race the load test found: process B reads a game from the database; before B's
    table is in memory, process A stores a move on it and notifies, and B, with no table to
    give the notification to, dropped it. B then served that game at its old version forever:
    the seat on B never saw its turn, and the game stalled. Here B's reading is held (the
    replay of the game it read waits) until A's move is stored and its notification sent."""
    from tablegames.server import hall as hall_module
    from tablegames.server.database import open_storage
    from tablegames.server.hall import Hall
    from tablegames.server.metrics import Metrics
    from tablegames.server.settings import Settings

    read = threading.Event()
    stored = threading.Event()
    restore = hall_module._restore

    def held_restore(found: Any) -> Any:
        read.set()
        assert stored.wait(20), "the first process stored no move"
        time.sleep(0.5)  # the notification arrives (and is handled) while B still reads
        return restore(found)

    async def scenario() -> None:
        first = Hall(open_storage(pg_database), Settings(), Metrics())
        second = Hall(open_storage(pg_database), Settings(), Metrics())
        await first.start()
        await second.start()
        try:
            created = await first.create("ten", kinds=["human", "human"], seed=7, take=[0, 1])
            table = created.table
            mover = tablegames.current_player(table.state)
            monkeypatch.setattr(hall_module, "_restore", held_restore)
            loading = asyncio.ensure_future(second.table(table.id))
            while not read.is_set():
                await asyncio.sleep(0.01)
            move = tablegames.legal_moves(table.state, mover)[0]
            await first.play(table, mover, VersionedMove(move, 0), human=True)
            stored.set()
            there = await loading
            assert there is not None
            deadline = time.monotonic() + 5
            while there.version < 1 and time.monotonic() < deadline:
                await asyncio.sleep(0.02)
            assert there.version == table.version == 1
            assert there.state == table.state
        finally:
            for hall in (first, second):
                hall.begin_drain()
                await hall.stop()

    asyncio.run(scenario())


def test_a_name_given_on_one_process_reaches_a_stream_of_the_other(
    two_servers: tuple[Process, Process],
) -> None:
    """A seat taken under a name through one process: a seat's stream on the other process
    sends its update again at once, its status naming the player, its view the same."""
    first, second = two_servers
    created = httpx.post(
        first.url + "/api/games",
        json={"game": "ten", "seats": ["human", "human"], "take": [0], "names": {"0": "Ann"}},
        timeout=20,
    ).json()
    received: list[Any] = []

    def listen() -> None:
        with httpx.Client(base_url=second.url, timeout=20) as client:
            for _, data in iter_events(client, f"/api/seat/{created['tokens']['0']}/events"):
                received.append(data)
                if len(received) == 2:
                    return

    reader = threading.Thread(target=listen)
    reader.start()
    deadline = time.monotonic() + 20
    while not received and time.monotonic() < deadline:
        time.sleep(0.02)
    assert received, "the second process sent no first update"
    taken = httpx.post(
        f"{first.url}/api/games/{created['id']}/seats/1", json={"name": "Bo"}, timeout=20
    )
    assert taken.status_code == 201, taken.text
    reader.join(20)
    assert [update["status"]["names"] for update in received] == [["Ann", None], ["Ann", "Bo"]]
    assert received[0]["view"] == received[1]["view"]
    summary = httpx.get(f"{second.url}/api/games/{created['id']}", timeout=20).json()
    assert summary["names"] == ["Ann", "Bo"]


def _bot_moves(server: Process) -> float:
    text = httpx.get(
        f"{server.url}/metrics", headers={"Authorization": "Bearer sesame"}, timeout=20
    ).text
    found = [line for line in text.splitlines() if line.startswith("tablegames_bot_moves")]
    return sum(float(line.split()[-1]) for line in found)


def test_a_seat_handed_to_the_bot_on_one_process_is_played_once_and_seen_on_the_other(
    pg_database: str, tmp_path: Path
) -> None:
    """Both processes hold the table and run its bots once a seat is handed to the bot through
    one of them (the other hears it): every bot move is stored once (the moves the two
    processes count as their bots' add up to the seat's moves in the record), and the client
    of the other process sees each of them."""
    first = started_process(pg_database, tmp_path / "first.log", "--metrics-token", "sesame")
    second = started_process(pg_database, tmp_path / "second.log", "--metrics-token", "sesame")
    try:
        game = _game(first)
        tokens = [game["tokens"]["0"], game["tokens"]["1"]]
        # Both processes hold the table; seat 2 plays through the second, whose stream
        # it reads.
        assert httpx.get(f"{second.url}/api/seat/{tokens[1]}", timeout=20).status_code == 200
        seen: list[Any] = []

        def listen() -> None:
            with httpx.Client(base_url=second.url, timeout=30) as client:
                for kind, data in iter_events(client, f"/api/seat/{tokens[1]}/events", 30):
                    seen.append((kind, data))
                    if kind == "update" and data["status"]["over"]:
                        return

        reader = threading.Thread(target=listen, daemon=True)
        reader.start()
        answer = httpx.post(f"{first.url}/api/seat/{tokens[0]}/leave", json={"to": "bot"})
        assert answer.status_code == 204, answer.text
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            status = httpx.get(f"{second.url}/api/seat/{tokens[1]}", timeout=20).json()
            if status["over"]:
                break
            view = httpx.get(f"{second.url}/api/seat/{tokens[1]}/view", timeout=20).json()
            if not view["moves"]:
                time.sleep(0.02)  # the bot's turn
                continue
            sent = move_document("ten", view["moves"][0], view["state_version"])
            moved = httpx.post(f"{second.url}/api/seat/{tokens[1]}/move", json=sent, timeout=20)
            assert moved.status_code in (200, 409), moved.text
        assert status["over"], "the game did not end"
        assert status["seats"] == ["bot", "human"]
        reader.join(30)
        record = tablegames.from_json(
            httpx.get(f"{first.url}/api/games/{game['id']}/record", timeout=20).text
        )
        bot_moves = sum(1 for move in record.moves if move.player == 0)
        assert bot_moves > 0
        assert _bot_moves(first) + _bot_moves(second) == bot_moves
        assert tablegames.replay(record) is not None
        # The second process's client saw the game through: the seat handed over, then every
        # move up to the end, each update at a later version than the one before.
        updates = [data for kind, data in seen if kind == "update"]
        assert any(data["status"]["seats"] == ["bot", "human"] for data in updates)
        assert updates[-1]["status"]["over"]
        versions = [data["view"]["state_version"] for data in updates]
        assert versions == sorted(versions)
    finally:
        assert first.terminate()
        assert second.terminate()
