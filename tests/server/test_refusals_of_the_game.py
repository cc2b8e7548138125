"""Refusals at a game's address say what is wrong in that game's terms: a move document of
another game is refused as such (never read as that game's move), a method not allowed at a
credential's address names its game, and a seat number that is no seat is
``server.seat.none``, not an unknown address."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import tablegames
from tests.server.harness import move_document, served


@pytest.fixture(scope="module")
def ten(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[httpx.Client, dict[str, Any]]]:
    """A TEN game, its seat 0 to act, on a server of the module's."""
    database: Path = tmp_path_factory.mktemp("refusals") / "games.sqlite3"
    with served(database) as (_, client):
        created = client.post(
            "/api/games",
            json={"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 3},
        )
        assert created.status_code == 201, created.text
        yield client, created.json()


def refused(answer: httpx.Response) -> tuple[int, str, str | None]:
    document = answer.json()
    assert document["kind"] == "error"
    return answer.status_code, document["data"]["code"], document["game"]


@pytest.mark.parametrize("other", ["aluette", "saboteur"])
def test_a_move_document_of_another_game_is_refused_as_one(
    ten: tuple[httpx.Client, dict[str, Any]], other: str
) -> None:
    """TEN data under another game's name, and a valid move of that game: both 409
    core.move.wrong_game, naming both games; nothing is played."""
    client, created = ten
    token = created["tokens"]["0"]
    view = client.get(f"/api/seat/{token}/view").json()
    ten_data = {k: v for k, v in view["moves"][0].items() if k != "label"}
    state = tablegames.new_game(other, players=tablegames.GAMES[other].min_players, seed=1)
    seat = tablegames.current_player(state)
    assert seat is not None
    valid = tablegames.to_dict(tablegames.legal_moves(state, seat)[0])["data"]
    for data in (ten_data, valid):
        document = move_document(other, data, view["state_version"])
        answer = client.post(f"/api/seat/{token}/move", json=document)
        assert refused(answer) == (409, "core.move.wrong_game", "ten")
        message = answer.json()["data"]["message"]
        assert repr(other) in message
        assert "'ten'" in message
    assert client.get(f"/api/seat/{token}/view").json() == view


def test_a_method_not_allowed_at_a_credentials_address_names_its_game(
    ten: tuple[httpx.Client, dict[str, Any]],
) -> None:
    client, created = ten
    answer = client.get(f"/api/seat/{created['tokens']['0']}/move")
    assert refused(answer) == (405, "server.method.not_allowed", "ten")
    assert answer.headers["allow"] == "POST"


@pytest.mark.parametrize("seat", ["-1", "abc", "2", "1234567890"])
def test_a_seat_number_that_is_no_seat_is_refused_as_none(
    ten: tuple[httpx.Client, dict[str, Any]], seat: str
) -> None:
    client, created = ten
    game_id, owner = created["id"], created["owner_token"]
    taking = client.post(f"/api/games/{game_id}/seats/{seat}")
    assert refused(taking) == (404, "server.seat.none", "ten")
    revoking = client.delete(
        f"/api/games/{game_id}/seats/{seat}", headers={"Authorization": f"Bearer {owner}"}
    )
    assert refused(revoking) == (404, "server.seat.none", "ten")


def _new_ten(client: httpx.Client) -> dict[str, Any]:
    created = client.post(
        "/api/games", json={"game": "ten", "seats": ["human", "human"], "take": [0, 1]}
    )
    assert created.status_code == 201, created.text
    found: dict[str, Any] = created.json()
    return found


def test_a_method_not_allowed_names_its_game_after_a_restart(tmp_path: Path) -> None:
    """A 405 at a game's address, or a credential's, named the game only while the server
    had it in memory: after a restart it said ``"game": null``. It is now read as the route
    at that address would read it; an address of no game is still ``null``."""
    database = tmp_path / "games.sqlite3"
    with served(database) as (_, client):
        created = _new_ten(client)
    game_id, token = created["id"], created["tokens"]["0"]
    with served(database) as (server, client):
        assert game_id not in server.hall.tables  # a restart: nothing read yet
        for method, address in [
            ("GET", f"/api/seat/{token}/move"),
            ("POST", f"/api/seat/{token}"),
            ("POST", f"/play/{token}"),
            ("POST", f"/api/games/{game_id}/view"),
            ("PUT", f"/api/games/{game_id}/seats/1"),
        ]:
            answer = client.request(method, address)
            assert refused(answer) == (405, "server.method.not_allowed", "ten"), address
        unknown = f"{'x' * len(game_id)}.{token.split('.', 1)[1]}"
        for method, address in [
            ("GET", f"/api/seat/{unknown}/move"),
            ("POST", "/api/games/nosuchgame/view"),
            ("DELETE", "/api/games"),
        ]:
            answer = client.request(method, address)
            assert refused(answer) == (405, "server.method.not_allowed", None), address


def test_a_crash_at_a_game_s_address_names_its_game(tmp_path: Path) -> None:
    """A 500 at a credential's address said ``"game": null`` where every other refusal there
    names the game: it now names the game it has in memory (a crash reads no storage, which
    may be what failed), on the routes and on the seat's move alike; elsewhere ``null``."""

    def broken(*_: object, **__: object) -> Any:
        raise RuntimeError("a bug")

    with served(tmp_path / "games.sqlite3") as (server, client):
        created = _new_ten(client)
        tokens = created["tokens"]
        # The seat with moves on offer (read from the views themselves, not from a status).
        views = {token: client.get(f"/api/seat/{token}/view").json() for token in tokens.values()}
        token, view = next((t, v) for t, v in views.items() if v["moves"])
        move = {key: value for key, value in view["moves"][0].items() if key != "label"}
        server.table(created["id"]).status = broken
        server.hall.play = broken
        assert refused(client.get(f"/api/seat/{token}")) == (500, "server.error", "ten")
        sent = move_document("ten", move, view["state_version"])
        answer = client.post(f"/api/seat/{token}/move", json=sent)
        assert refused(answer) == (500, "server.error", "ten")
        assert "a bug" not in answer.text
        server.hall.storage.open_games = broken
        assert refused(client.get("/api/games")) == (500, "server.error", None)
