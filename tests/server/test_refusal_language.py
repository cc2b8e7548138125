"""A move the rules refuse, told in the server's language (``tablegames serve --lang fr``): the
error document keeps its code, and its message is the translation's words for that code, naming
the refusal's facts (``core.words.refused``); an English server sends the rules' own message, as
before."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

import tablegames
from tablegames.core.words import FRENCH
from tests.server.harness import served
from tests.server.test_api import post_move


def _out_of_turn(language: str | None, tmp_path: Path) -> tuple[int, dict[str, object], str]:
    """A TEN game of two humans where the seat not to act sends a move: the answer's status
    and data, and the message the rules gave."""
    overrides = {} if language is None else {"language": language}
    with served(tmp_path / "games.sqlite3", **overrides) as (server, client):
        made = {"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 3}
        created = client.post("/api/games", json=made).json()
        table = server.table(created["id"])
        seat = tablegames.current_player(table.state)
        assert seat is not None
        other = 1 - seat
        move = attrs.evolve(tablegames.legal_moves(table.state, seat)[0], player=other)
        with pytest.raises(tablegames.IllegalMoveError) as refused:
            tablegames.apply(table.state, move)
        data = tablegames.to_dict(move)["data"]
        token = created["tokens"][str(other)]
        answer = post_move(client, token, "ten", data, table.seat_versions[other])
        return answer.status_code, answer.json()["data"], str(refused.value)


def test_a_french_server_says_the_rules_refusal_in_french(tmp_path: Path) -> None:
    """The French names the seat whose turn it is, and the sender as "vous" (the refusal's
    fields: IllegalMoveError.fields)."""
    status, data, english = _out_of_turn("fr", tmp_path)
    assert status == 409
    assert data["code"] == "ten.turn.not_yours"
    to_act = english.split("seat ")[1].split("'")[0]
    assert data["message"] == FRENCH["refusal.turn.not_yours"].format(
        to_act=f"le joueur {to_act}", player="vous"
    )
    assert data["message"] != english


def test_an_english_server_sends_the_rules_own_refusal(tmp_path: Path) -> None:
    status, data, english = _out_of_turn(None, tmp_path)
    assert status == 409
    assert data["code"] == "ten.turn.not_yours"
    assert data["message"] == english
