"""The event stream sends no ids: every connection begins with the whole current update, so a
client has nothing to resume (``Last-Event-ID`` is ignored), and no two updates look the same
to a client that drops an id it has seen (the updates of a seat taken, renamed or left used to
share the seat's version as their id)."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from tests.server.harness import move_document, served


def test_updates_have_no_ids_and_each_connection_begins_with_the_current_one(
    tmp_path: Path,
) -> None:
    with served(tmp_path / "games.sqlite3") as (_, client):
        created = client.post(
            "/api/games", json={"game": "ten", "seats": ["human", "human"], "take": [0], "seed": 3}
        ).json()
        game_id, token = created["id"], created["tokens"]["0"]
        view = client.get(f"/api/seat/{token}/view").json()
        move = {k: v for k, v in view["moves"][0].items() if k != "label"}
        sent = move_document("ten", move, view["state_version"])
        assert client.post(f"/api/seat/{token}/move", json=sent).status_code == 200
        lines: list[str] = []

        def read() -> None:
            # An old id, as a browser sends when it reconnects: the stream starts over.
            with client.stream(
                "GET", f"/api/seat/{token}/events", headers={"Last-Event-ID": "0"}
            ) as answer:
                for line in answer.iter_lines():
                    lines.append(line)
                    if sum(found == "event: update" for found in lines) == 3:
                        return

        reader = threading.Thread(target=read)
        reader.start()
        deadline = time.monotonic() + 20
        while "event: update" not in lines and time.monotonic() < deadline:
            time.sleep(0.02)
        # Seat 1 taken with a name, then left: two updates with the same view and version.
        taken = client.post(f"/api/games/{game_id}/seats/1", json={"name": "Bo"})
        assert taken.status_code == 201, taken.text
        # The stream tells of the seat taken before it is left: left sooner, it could tell of
        # both in one update (a fixed 0.3 s for that was a guess a loaded machine could miss).
        while sum(found == "event: update" for found in lines) < 2:
            assert time.monotonic() < deadline, "the stream did not tell of the seat taken"
            time.sleep(0.02)
        assert client.post(f"/api/seat/{taken.json()['token']}/leave").status_code == 204
        reader.join(10)
        assert lines[0] == "retry: 2000"
        assert sum(line == "event: update" for line in lines) == 3
        assert not [line for line in lines if line.startswith("id:")]
        # The first update is the seat's current view, after its move, whatever the id sent.
        first = next(line for line in lines if line.startswith("data: "))
        assert f'"state_version": {view["state_version"] + 1}' in first
