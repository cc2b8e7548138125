"""The server's refusal of a move carries the facts its message names (``fields``), so that a
front end that words each code itself can say whose turn it is; in French as in English, the
facts are the same JSON values (seats from 0), only the message is said in the table's
language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import jsonschema
import pytest

import tablegames
from tablegames.core.schema import load_schema
from tests.server.harness import move_document, served


def refused_out_of_turn(client: httpx.Client) -> tuple[httpx.Response, int]:
    """A two-seat TEN game, seat 0 to act; seat 1 sends a draw. The answer, and seat 1."""
    created = client.post(
        "/api/games",
        json={"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 3},
    )
    assert created.status_code == 201, created.text
    token = created.json()["tokens"]["1"]
    view = client.get(f"/api/seat/{token}/view").json()
    assert view["moves"] == []  # seat 1 may not act
    document = move_document("ten", {"type": "draw", "player": 1}, view["state_version"])
    return client.post(f"/api/seat/{token}/move", json=document), 1


#: The message of the refusal in each language the test serves.
MESSAGES = {
    None: "It is seat 1's turn, not seat 2's.",
    "fr": "C'est le joueur 1 qui joue maintenant, pas vous.",
}


@pytest.mark.parametrize("language", list(MESSAGES))
def test_a_refused_out_of_turn_move_names_both_seats(tmp_path: Path, language: str | None) -> None:
    """``tablegames serve`` answers 409 ``ten.turn.not_yours`` with ``fields`` ``{"player": 1,
    "to_act": 0}``: the seat that moved and the seat to act, from 0; the document fits the
    shipped schema and reads back with them."""
    overrides: dict[str, Any] = {} if language is None else {"language": language}
    with served(tmp_path / "games.sqlite3", **overrides) as (_, client):
        answer, seat = refused_out_of_turn(client)
    assert answer.status_code == 409
    document = answer.json()
    assert document["kind"] == "error"
    assert document["data"]["code"] == "ten.turn.not_yours"
    assert document["data"]["message"] == MESSAGES[language]
    assert document["data"]["fields"] == {"player": seat, "to_act": 0}
    jsonschema.validate(document, load_schema("ten", "error"))
    refusal = tablegames.from_dict(document)
    assert isinstance(refusal, tablegames.Refusal)
    assert refusal.fields == {"player": seat, "to_act": 0}
