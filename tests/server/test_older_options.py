"""Games an older server stored with options a new game now refuses as meaning nothing (TEN's
``jen_policy`` at a table of several, which tablegames 0.1.0 took): the server reads them,
they play on, their records, replays and rematches are given, as for any other game."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import tablegames
from tablegames.ten import JenPolicy
from tests.server.harness import finished_game, move_document, served

#: What the older server took and a new game refuses (ruling T-A29: Jen plays the solo game).
OLDER = {"jen_policy": "never"}


def _with_options(node: Any) -> Any:
    """``node`` (a stored snapshot's JSON) with every game's options set as the older server
    wrote them."""
    if isinstance(node, dict):
        found = {key: _with_options(value) for key, value in node.items()}
        if isinstance(found.get("options"), dict):
            found["options"] = found["options"] | OLDER
        return found
    if isinstance(node, list):
        return [_with_options(value) for value in node]
    return node


def _stored_as_older(database: Path) -> int:
    """Write every stored game as the older server stored it; the games rewritten."""
    with sqlite3.connect(database) as connection:
        rows = connection.execute("SELECT id, snapshot FROM tg_games").fetchall()
        for game_id, snapshot in rows:
            again = None if snapshot is None else json.dumps(_with_options(json.loads(snapshot)))
            connection.execute(
                "UPDATE tg_games SET options = ?, snapshot = ? WHERE id = ?",
                (json.dumps(OLDER), again, game_id),
            )
    return len(rows)


def test_a_game_stored_with_options_a_new_game_refuses_plays_on(tmp_path: Path) -> None:
    database = tmp_path / "games.sqlite3"
    with served(database, snapshot_every=4) as (server, client):
        seats = ["human"] * 3
        refused = client.post("/api/games", json={"game": "ten", "seats": seats, "options": OLDER})
        assert refused.status_code == 400
        assert "jen_policy is for the one-player game only" in refused.json()["data"]["message"]
        created = client.post(
            "/api/games", json={"game": "ten", "seats": seats, "take": [0, 1, 2], "seed": 4}
        ).json()
        tokens = [created["tokens"][str(seat)] for seat in range(3)]
        for _ in range(9):  # past a snapshot
            status = client.get(f"/api/seat/{tokens[0]}").json()
            view = client.get(f"/api/seat/{tokens[status['to_act']]}/view").json()
            move = {k: v for k, v in view["moves"][0].items() if k != "label"}
            sent = move_document("ten", move, view["state_version"])
            answer = client.post(f"/api/seat/{tokens[status['to_act']]}/move", json=sent)
            assert answer.status_code == 200
        played = server.table(created["id"]).state
        over, over_tokens = finished_game(server, "ten", 3)
        ended = server.table(over).state
    assert _stored_as_older(database) == 2
    with served(database) as (server, client):
        status = client.get(f"/api/seat/{tokens[0]}").json()
        assert status["options"] == OLDER
        table = server.table(created["id"])
        assert table.state.options.jen_policy is JenPolicy.NEVER
        assert table.state.history == played.history
        seat = status["to_act"]
        view = client.get(f"/api/seat/{tokens[seat]}/view")
        assert view.status_code == 200
        move = {k: v for k, v in view.json()["moves"][0].items() if k != "label"}
        sent = move_document("ten", move, view.json()["state_version"])
        assert client.post(f"/api/seat/{tokens[seat]}/move", json=sent).status_code == 200
        record = client.get(f"/api/games/{over}/record")
        assert record.status_code == 200
        read = tablegames.from_json(record.text)
        assert read.options.jen_policy is JenPolicy.NEVER
        assert tablegames.replay(read).history == ended.history
        assert client.get(f"/api/games/{over}/replay?at=1").status_code == 200
        rematch = client.post(f"/api/seat/{over_tokens[0]}/rematch")
        assert rematch.status_code == 201, rematch.text
        again = client.get(f"/api/seat/{rematch.json()['token']}").json()
        assert again["options"] == OLDER  # the same game again, as it was played
