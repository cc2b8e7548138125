"""The answer to a move, on a real server over HTTP: its ETag is the version of the view it
holds, it tells where the game stands, and the seat is checked before anything else
(docs/protocol.rst, "The seat-bound apply")."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import httpx
import jsonschema
import pytest

from tablegames.core.rng import Rng
from tablegames.server.database import open_storage
from tests.games import BUILT_IN, seats
from tests.server.harness import move_document, running, served_client


@pytest.fixture
def client(tmp_path: Path) -> Iterator[httpx.Client]:
    with served_client(tmp_path / "games.sqlite3") as made:
        yield made


def _aluette_of_humans(client: httpx.Client) -> list[str]:
    created = client.post(
        "/api/games",
        json={"game": "aluette", "seats": ["human"] * 4, "take": [0, 1, 2, 3], "seed": 3},
    )
    assert created.status_code == 201, created.text
    return [created.json()["tokens"][str(seat)] for seat in range(4)]


def _signal(client: httpx.Client, token: str) -> tuple[dict[str, Any], int]:
    """A signal the seat may make now (Aluette §8: any seat, whoever's turn it is)."""
    view = client.get(f"/api/seat/{token}/view").json()
    signal = next(move for move in view["moves"] if move["type"] == "signal")
    return {key: value for key, value in signal.items() if key != "label"}, view["state_version"]


def test_a_retried_move_is_answered_with_the_etag_of_the_view_it_holds(
    client: httpx.Client,
) -> None:
    """A client keeps the answer's body with its ETag for If-None-Match: the retry of a move
    gets the view its first sending got, so the ETag must be that view's, not the seat's
    newer version (else the next GET /view answers 304 and the client stays on the old view)."""
    tokens = _aluette_of_humans(client)
    move, version = _signal(client, tokens[0])
    first = client.post(f"/api/seat/{tokens[0]}/move", json=move_document("aluette", move, version))
    assert first.status_code == 200
    held = first.json()["state_version"]
    assert first.headers["ETag"] == f'"v{held}"'
    # Another seat signals: seat 1 sees it, so its version moves on.
    other, other_version = _signal(client, tokens[1])
    sent = move_document("aluette", other, other_version)
    assert client.post(f"/api/seat/{tokens[1]}/move", json=sent).status_code == 200
    now = client.get(f"/api/seat/{tokens[0]}/view").json()["state_version"]
    assert now > held
    # The same document again (a retry after a lost answer): the first answer, and its ETag.
    again = client.post(f"/api/seat/{tokens[0]}/move", json=move_document("aluette", move, version))
    assert (again.status_code, again.text) == (200, first.text)
    assert again.headers["ETag"] == f'"v{held}"'
    fresh = client.get(
        f"/api/seat/{tokens[0]}/view", headers={"If-None-Match": again.headers["ETag"]}
    )
    assert fresh.status_code == 200
    assert fresh.json()["state_version"] == now


def test_a_move_in_another_seats_name_is_refused_for_that_before_its_version(
    client: httpx.Client,
) -> None:
    """The seat is checked first, as apply(by=seat) does: a move naming another seat at an old
    version is refused with core.move.not_your_seat (403), not core.move.stale."""
    tokens = _aluette_of_humans(client)
    move, version = _signal(client, tokens[1])
    assert move["player"] == 1
    sent = move_document("aluette", move, version + 5)
    answer = client.post(f"/api/seat/{tokens[0]}/move", json=sent)
    assert answer.status_code == 403
    assert answer.json()["data"]["code"] == "core.move.not_your_seat"
    # The same move at the seat's own version and in its own name is refused as stale.
    stale = client.post(f"/api/seat/{tokens[1]}/move", json=sent)
    assert (stale.status_code, stale.json()["data"]["code"]) == (409, "core.move.stale")


def test_the_servers_refusals_on_a_games_address_are_of_that_game(
    client: httpx.Client,
) -> None:
    """A refusal of the server's own (``server.*``) at a game's address names the game, so that
    the game's error schema reads it as it reads the rules' refusals; an unknown address
    concerns no game (``"game": null``)."""
    created = client.post(
        "/api/games", json={"game": "ten", "seats": ["human", "human"], "take": [0, 1], "seed": 2}
    ).json()
    token = created["tokens"]["0"]
    document = move_document("ten", {"type": "draw", "player": 0}, None)
    unversioned = client.post(f"/api/seat/{token}/move", json=document)
    assert unversioned.status_code == 400
    answer = unversioned.json()
    assert (answer["game"], answer["data"]["code"]) == ("ten", "server.move.version_required")
    schema = json.loads(
        (resources.files("tablegames") / "schemas" / "ten-error.schema.json").read_text()
    )
    jsonschema.validate(answer, schema)
    record = client.get(f"/api/games/{created['id']}/record")
    assert (record.status_code, record.json()["game"]) == (409, "ten")
    jsonschema.validate(record.json(), schema)
    unknown = client.get("/api/seat/nothing/view")
    assert (unknown.status_code, unknown.json()["game"]) == (404, None)


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_moves_answer_holds_the_seats_status_after_it(client: httpx.Client, game: str) -> None:
    """Audit (lobby): the answer to a move is the seat's view with one more field,
    ``status``, the seat's status document after the move (whose turn, over, winners), equal
    to what GET /api/seat/<credential> answers then; a whole game of human seats ends with an
    answer that says it is over and who won."""
    players = seats(game)
    created = client.post(
        "/api/games",
        json={"game": game, "seats": ["human"] * players, "take": list(range(players)), "seed": 4},
    ).json()
    tokens = [created["tokens"][str(seat)] for seat in range(players)]
    rng = Rng(9, game)
    answer: dict[str, Any] = {}
    for _ in range(3000):
        seat = client.get(f"/api/seat/{tokens[0]}").json()["to_act"]
        if seat is None:
            break
        view = client.get(f"/api/seat/{tokens[seat]}/view").json()
        move = {key: value for key, value in rng.choice(view["moves"]).items() if key != "label"}
        sent = move_document(game, move, view["state_version"])
        posted = client.post(f"/api/seat/{tokens[seat]}/move", json=sent)
        assert posted.status_code == 200, posted.text
        answer = posted.json()
        status = answer.pop("status")
        assert list(answer) == [*view][: len(answer)]  # the view's fields, unchanged, first
        assert answer == client.get(f"/api/seat/{tokens[seat]}/view").json()
        assert status == client.get(f"/api/seat/{tokens[seat]}").json()
        assert posted.headers["ETag"] == f'"v{answer["state_version"]}"'
    assert answer, "no move was made"
    assert client.get(f"/api/seat/{tokens[0]}").json()["over"]
    assert status["over"]
    assert status["to_act"] is None
    assert status["winners"] == client.get(f"/api/games/{created['id']}").json()["winners"]
    assert status["result"]


def test_a_retried_move_gets_the_status_its_first_answer_had(client: httpx.Client) -> None:
    """The status in a move's answer is the status after that move: a retry (the first answer
    lost) gets the first answer whole, status included, even after other seats moved."""
    tokens = _aluette_of_humans(client)
    move, version = _signal(client, tokens[0])
    first = client.post(f"/api/seat/{tokens[0]}/move", json=move_document("aluette", move, version))
    assert first.json()["status"]["seat"] == 0
    other, other_version = _signal(client, tokens[1])
    sent = move_document("aluette", other, other_version)
    assert client.post(f"/api/seat/{tokens[1]}/move", json=sent).status_code == 200
    again = client.post(f"/api/seat/{tokens[0]}/move", json=move_document("aluette", move, version))
    assert again.json()["status"] == first.json()["status"]


def test_a_retry_of_an_answer_kept_without_a_status_gets_the_status_now(tmp_path: Path) -> None:
    """An answer kept by a server older than the status in answers (the move made before an
    upgrade, its retry after) is given again with the seat's status, as every answer is: in
    the language of the answer's words, the game's own (no such server spoke another), even
    where the upgraded server speaks French."""
    path = tmp_path / "games.sqlite3"
    with (
        running(path) as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        tokens = _aluette_of_humans(client)
        move, version = _signal(client, tokens[0])
        sent = move_document("aluette", move, version)
        first = client.post(f"/api/seat/{tokens[0]}/move", json=sent).json()
    # What the older server kept: the view alone.
    view = {key: value for key, value in first.items() if key != "status"}
    with sqlite3.connect(path) as connection:
        kept = connection.execute("SELECT last_answer FROM tg_seats WHERE seat = 0").fetchone()[0]
        assert json.loads(kept) == first
        old = kept[: kept.rindex(', "status": ')] + "}"
        assert json.loads(old) == view
        connection.execute("UPDATE tg_seats SET last_answer = ? WHERE seat = 0", (old,))
    with (
        running(path, language="fr") as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        again = client.post(f"/api/seat/{tokens[0]}/move", json=sent)
        assert again.status_code == 200
        now = client.get(f"/api/seat/{tokens[0]}").json()
        assert now["language"] == "fr"
        assert again.json() == view | {"status": now | {"language": "en"}}
        assert again.headers["ETag"] == f'"v{view["state_version"]}"'


def test_a_retry_of_an_answer_kept_without_its_status_language_fits_the_schema(
    database: str,
) -> None:
    """An answer kept by a server older than the status's ``language`` (the move made before an
    upgrade, its retry after) is given again with a language in its status, which the move
    answer's schema requires: the language its words are in, the game's own, even where the
    upgraded server speaks French; the rest of the status is as first sent. The same with
    SQLite and PostgreSQL, which both keep the answers."""
    schema = json.loads(
        (resources.files("tablegames") / "schemas" / "server-move.schema.json").read_text()
    )
    with served_client(database) as client:
        made = client.post(
            "/api/games",
            json={
                "game": "aluette",
                "seats": ["human"] * 4,
                "take": [0, 1, 2, 3],
                "seed": 3,
                "names": {"0": "Anne"},
            },
        ).json()
        tokens = [made["tokens"][str(seat)] for seat in range(4)]
        move, version = _signal(client, tokens[0])
        sent = move_document("aluette", move, version)
        posted = client.post(f"/api/seat/{tokens[0]}/move", json=sent)
        assert posted.status_code == 200, posted.text
        first = posted.json()
        assert first["status"]["language"] == "en"
        # Another seat signals after: seat 0's status now differs from its answer's.
        other, other_version = _signal(client, tokens[1])
        later = move_document("aluette", other, other_version)
        assert client.post(f"/api/seat/{tokens[1]}/move", json=later).status_code == 200
        now = client.get(f"/api/seat/{tokens[0]}").json()
        assert now["narration"] != first["status"]["narration"]

    async def keep_the_old_shape() -> None:
        storage = open_storage(database)
        try:

            def rewrite(cursor: Any) -> None:
                marker = storage.marker
                cursor.execute(
                    f"SELECT last_answer FROM tg_seats WHERE game_id = {marker} AND seat = 0",
                    (made["id"],),
                )
                kept = cursor.fetchone()[0]
                assert json.loads(kept) == first
                # What the older server kept: the status without its language.
                old = kept.replace(', "language": "en"}}', "}}")
                assert json.loads(old)["status"] == {
                    key: value for key, value in first["status"].items() if key != "language"
                }
                cursor.execute(
                    f"UPDATE tg_seats SET last_answer = {marker} "
                    f"WHERE game_id = {marker} AND seat = 0",
                    (old, made["id"]),
                )

            await storage.write(rewrite)
        finally:
            await storage.close()

    asyncio.run(keep_the_old_shape())
    with served_client(database, language="fr") as client:
        again = client.post(f"/api/seat/{tokens[0]}/move", json=sent)
        assert again.status_code == 200
        answer = again.json()
        jsonschema.validate(answer, schema)
        assert answer == first
        assert list(answer["status"]) == list(first["status"])
        assert again.headers["ETag"] == f'"v{first["state_version"]}"'
        # An answer kept whole is given again as it was sent, to the byte.
        assert client.post(f"/api/seat/{tokens[0]}/move", json=sent).text == again.text
