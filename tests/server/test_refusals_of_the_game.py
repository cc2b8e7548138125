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
