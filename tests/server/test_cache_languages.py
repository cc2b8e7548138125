"""What a client or a browser keeps is never taken for the words of a server started again with
another language (``tablegames serve --lang``): on a real server over HTTP, the view's ETag
names the language of its labels and groups, and a finished game's positions (``replay``,
``replay.svg``), which a browser keeps, are checked with the server before each use, under an
ETag naming the language they are told and drawn in."""

from __future__ import annotations

import json
from pathlib import Path

import httpx

import tablegames
from tests.server.harness import finished_game, served
from tests.server.test_api import post_move


def _ten_of_humans(client: httpx.Client) -> tuple[str, list[str]]:
    made = {"game": "ten", "seats": ["human"] * 2, "take": [0, 1], "seed": 3}
    created = client.post("/api/games", json=made)
    assert created.status_code == 201, created.text
    tokens = created.json()["tokens"]
    return created.json()["id"], [tokens["0"], tokens["1"]]


def _words(view: dict[str, object]) -> list[tuple[str, str]]:
    moves = view["moves"]
    assert isinstance(moves, list)
    return [(move["group"], move["label"]) for move in moves]


def test_a_view_kept_from_an_english_server_is_not_confirmed_by_a_french_one(
    tmp_path: Path,
) -> None:
    """A client holding a seat's view (its moves worded in English) asks again with its ETag
    after the server restarted with ``--lang fr``: the same version, but other words, so it
    gets the French view (200), not a 304 that would keep the English labels and groups."""
    database = tmp_path / "games.sqlite3"
    with served(database) as (_, client):
        _, tokens = _ten_of_humans(client)
        english = client.get(f"/api/seat/{tokens[0]}/view")
        assert english.headers["etag"] == '"v0"'  # a server without --lang: as it always was
        kept = {"If-None-Match": english.headers["etag"]}
        assert client.get(f"/api/seat/{tokens[0]}/view", headers=kept).status_code == 304
    with served(database, language="fr") as (_, client):
        french = client.get(f"/api/seat/{tokens[0]}/view", headers=kept)
        assert french.status_code == 200
        assert french.json()["state_version"] == english.json()["state_version"]
        assert _words(french.json()) != _words(english.json())
        assert french.headers["etag"] == '"v0-fr"'
        again = {"If-None-Match": french.headers["etag"]}
        assert client.get(f"/api/seat/{tokens[0]}/view", headers=again).status_code == 304
    # And back: the French view's tag is not the English one's either.
    with served(database) as (_, client):
        answer = client.get(f"/api/seat/{tokens[0]}/view", headers=again)
        assert answer.status_code == 200
        assert _words(answer.json()) == _words(english.json())


def test_a_move_answer_has_the_tag_of_the_view_it_holds_in_its_language(tmp_path: Path) -> None:
    """A move's answer is the seat's new view: on a French server its ETag names French, as
    the view's does, so a client may ask for the view with it and get 304."""
    with served(tmp_path / "games.sqlite3", language="fr") as (server, client):
        game_id, tokens = _ten_of_humans(client)
        table = server.table(game_id)
        seat = tablegames.current_player(table.state)
        assert seat is not None
        move = tablegames.to_dict(tablegames.legal_moves(table.state, seat)[0])["data"]
        answer = post_move(client, tokens[seat], "ten", move, table.seat_versions[seat])
        assert answer.status_code == 200, answer.text
        assert answer.json()["status"]["language"] == "fr"
        assert answer.headers["etag"] == f'"v{answer.json()["state_version"]}-fr"'
        asked = {"If-None-Match": answer.headers["etag"]}
        assert client.get(f"/api/seat/{tokens[seat]}/view", headers=asked).status_code == 304


def test_a_finished_games_positions_are_checked_before_each_use(tmp_path: Path) -> None:
    """A browser keeps a position (``replay``, ``replay.svg``) but asks before showing it
    again (``no-cache``: no lifetime to show it by without asking); the server answers 304
    while its language is the same. After a restart with ``--lang fr``, the English
    position's tag gets the French one: the picture drawn in French, the move told in it."""
    database = tmp_path / "games.sqlite3"
    kept: dict[str, httpx.Response] = {}
    with served(database) as (server, client):
        game_id, _ = finished_game(server, "ten", 2)
        for path in ("replay", "replay.svg"):
            address = f"/api/games/{game_id}/{path}?at=1"
            english = client.get(address)
            assert english.status_code == 200, english.text
            cache = english.headers["cache-control"]
            assert "no-cache" in cache
            assert "max-age" not in cache
            tag = {"If-None-Match": english.headers["etag"]}
            again = client.get(address, headers=tag)
            assert again.status_code == 304
            assert again.headers["etag"] == english.headers["etag"]
            assert again.headers["cache-control"] == cache
            kept[path] = english
    with served(database, language="fr") as (server, client):
        for path, english in kept.items():
            address = f"/api/games/{game_id}/{path}?at=1"
            french = client.get(address, headers={"If-None-Match": english.headers["etag"]})
            assert french.status_code == 200
            assert french.headers["etag"] != english.headers["etag"]
            assert "-fr-" in french.headers["etag"]
            if path == "replay":
                assert json.loads(french.text)["said"] != json.loads(english.text)["said"]
            else:
                assert ' lang="fr"' in french.text.split(">", 1)[0]
                assert french.text != english.text
            tag = {"If-None-Match": french.headers["etag"]}
            assert client.get(address, headers=tag).status_code == 304
