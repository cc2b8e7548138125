"""Unlisted games (docs/guides/server.rst, "The lobby"): made with ``"unlisted": true``, left
out of the lobby, and played by whoever has the game's id."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.server.harness import iter_events, move_document, play_first_moves, served_client


@pytest.fixture
def client(tmp_path: Path) -> Iterator[httpx.Client]:
    with served_client(tmp_path / "games.sqlite3", rematch_wait=0.2) as made:
        yield made


def _listed(client: httpx.Client) -> list[str]:
    return [game["id"] for game in client.get("/api/games").json()["games"]]


def test_an_unlisted_game_is_not_in_the_lobby_but_its_seats_are_taken_by_its_id(
    client: httpx.Client,
) -> None:
    listed = client.post("/api/games", json={"game": "ten", "seats": ["human", "human"]}).json()
    hidden = client.post(
        "/api/games",
        json={"game": "ten", "seats": ["human", "human"], "take": [0], "unlisted": True},
    )
    assert hidden.status_code == 201, hidden.text
    game_id = hidden.json()["id"]
    assert _listed(client) == [listed["id"]]
    summary = client.get(f"/api/games/{game_id}").json()
    assert (summary["unlisted"], summary["taken"]) == (True, [True, False])
    assert client.get(f"/api/games/{listed['id']}").json()["unlisted"] is False
    taken = client.post(f"/api/games/{game_id}/seats/1", json={"name": "Bo"})
    assert taken.status_code == 201, taken.text
    assert client.get(f"/api/seat/{taken.json()['token']}").json()["names"] == [None, "Bo"]
    assert client.get(f"/api/games/{game_id}/view").status_code == 200
    assert _listed(client) == [listed["id"]]


def test_a_seats_status_says_whether_its_game_is_unlisted(client: httpx.Client) -> None:
    """The seat's status, its move's answer and its stream say it, as the summary does: a
    page learns that its game is out of the lobby (and tells its players to pass the id on)."""
    for unlisted in (True, False):
        created = client.post(
            "/api/games",
            json={"game": "ten", "seats": ["human", "human"], "take": [0, 1], "unlisted": unlisted},
        ).json()
        tokens = [created["tokens"]["0"], created["tokens"]["1"]]
        assert created["status"]["unlisted"] is unlisted
        status = client.get(f"/api/seat/{tokens[1]}").json()
        assert status["unlisted"] is unlisted
        kind, update = next(iter_events(client, f"/api/seat/{tokens[0]}/events"))
        assert (kind, update["status"]["unlisted"]) == ("update", unlisted)
        token = tokens[status["to_act"]]
        view = client.get(f"/api/seat/{token}/view").json()
        move = {key: value for key, value in view["moves"][0].items() if key != "label"}
        sent = move_document("ten", move, view["state_version"])
        answer = client.post(f"/api/seat/{token}/move", json=sent)
        assert answer.status_code == 200, answer.text
        assert answer.json()["status"]["unlisted"] is unlisted


@pytest.mark.parametrize("value", ["yes", 1, None, []])
def test_unlisted_is_true_or_false(client: httpx.Client, value: object) -> None:
    answer = client.post(
        "/api/games", json={"game": "ten", "seats": ["human", "human"], "unlisted": value}
    )
    assert (answer.status_code, answer.json()["data"]["code"]) == (400, "server.request.invalid")
    assert _listed(client) == []


def test_the_rematch_of_an_unlisted_game_is_unlisted(client: httpx.Client) -> None:
    created = client.post(
        "/api/games",
        json={
            "game": "ten",
            "seats": ["human", "human"],
            "take": [0, 1],
            "unlisted": True,
            "seed": 1,
        },
    ).json()
    tokens = [created["tokens"]["0"], created["tokens"]["1"]]
    play_first_moves(client, "ten", tokens)
    rematch = client.post(f"/api/seat/{tokens[0]}/rematch").json()
    assert client.get(f"/api/games/{rematch['id']}").json()["unlisted"] is True
    time.sleep(0.3)  # past the wait that keeps a rematch's seats (and out of the lobby)
    assert rematch["id"] not in _listed(client)
