"""Several server processes sharing one real PostgreSQL (issue 23): a move made on one process
reaches a client connected to the other within a second (LISTEN/NOTIFY), and the database
serializes moves on one game whichever process receives them."""

from __future__ import annotations

import concurrent.futures
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

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
    sent = time.monotonic()
    answer = httpx.post(
        f"{first.url}/api/seat/{token}/move",
        json=move_document("ten", view["moves"][0], view["state_version"]),
        timeout=20,
    )
    assert answer.status_code == 200, answer.text
    reader.join(20)
    assert len(received) == 2
    arrived, update = received[1]
    assert arrived - sent < 1.0
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
