"""A game over as soon as it is made (a natural dealt in a game against a house, found by a
designer who wrote one): stored as over, with its record, and not listed as open."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import httpx
import pytest

import tablegames
from tests.server.harness import running


def _played_out(players: int, seed: int) -> Any:
    state = tablegames.new_game("ten", players=players, seed=seed)
    chooser = random.Random(seed)
    while not tablegames.is_over(state):
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
    return state


def test_a_game_over_when_made_is_stored_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    over = _played_out(2, seed=4)
    monkeypatch.setattr(tablegames, "new_game", lambda *_, **__: over)
    with (
        running(tmp_path / "games.sqlite3") as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        made = client.post("/api/games", json={"game": "ten", "seats": ["human", "bot"]})
        assert made.status_code == 201, made.text
        game_id = made.json()["id"]
        assert made.json()["status"]["over"] is True
        listed = [game["id"] for game in client.get("/api/games").json()["games"]]
        assert game_id not in listed
        record = client.get(f"/api/games/{game_id}/record")
        assert record.status_code == 200
        stored = server.call(server.hall.storage.load_game(game_id))
        assert stored is not None
        assert stored.row.over
        assert stored.row.record is not None
