"""A finished game stepped through (``GET /api/games/<id>/replay?at=N`` and ``replay.svg``):
each position is the state after that many moves, read back from storage, as the record's
own replay gives it; before the end, nothing."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx
import pytest

import tablegames
from tablegames.core.events import apply_with_events
from tablegames.core.protocol import VersionedMove, client_words, state_version
from tablegames.core.svg import can_mark_last_move, can_name_seats
from tablegames.core.words import told
from tests.server.harness import Running, finished_game, served

#: Each game at a count of its players (Crazy Eights: the game of a distribution of its own).
GAMES = {"aluette": 4, "saboteur": 3, "ten": 2, "crazyeights": 2}


def _expected(client: httpx.Client, game_id: str) -> list[tuple[Any, Any, tuple[Any, ...]]]:
    """Each position of the game, from its downloaded record's own replay (the public API,
    not the server's steps): (the move that led there, the state, what the move did)."""
    record = tablegames.from_json(client.get(f"/api/games/{game_id}/record").text)
    walked = list(tablegames.positions(record))
    found: list[tuple[Any, Any, tuple[Any, ...]]] = [(None, walked[0], walked[0].events)]
    for before, move, after in zip(walked[:-1], record.moves, walked[1:], strict=True):
        made, events = apply_with_events(before, move)
        assert made == after
        found.append((move, after, events))
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_position_of_a_finished_game_is_its_state_after_that_many_moves(
    server: Running, client: httpx.Client, game: str
) -> None:
    game_id, _ = finished_game(server, game, GAMES[game])
    expected = _expected(client, game_id)
    words = client_words(tablegames.GAMES[game])
    table = server.table(game_id)
    assert len(expected) == len(table.state.history) + 1
    for at, (move, state, events) in enumerate(expected):
        answer = client.get(f"/api/games/{game_id}/replay", params={"at": at})
        assert answer.status_code == 200, answer.text
        document = answer.json()
        assert document["id"] == game_id
        assert (document["at"], document["length"]) == (at, len(expected) - 1)
        assert tablegames.from_dict(document["state"]) == state
        assert document["said"] == told(words, events, reveal=True)
        if move is None:
            assert (document["move"], document["notation"], document["player"]) == (None,) * 3
            assert document["said"]  # the deal is told
        else:
            assert tablegames.from_dict(document["move"]) == move
            assert document["notation"] == tablegames.notation(move)
            assert document["player"] == move.player
    assert tablegames.from_dict(document["state"]) == table.state
    # The positions were made once, by the first replay asked for, and kept with the table.
    assert table.steps is not None
    assert len(table.steps) == len(expected)
    # The pictures: the whole state (every hand face up) with what the move changed marked.
    drawing = tablegames.GAMES[game]
    names = table.picture_names() if can_name_seats(drawing) else None
    marks = can_mark_last_move(drawing)
    for at in (0, 1, len(expected) // 2, len(expected) - 1):
        picture = client.get(f"/api/games/{game_id}/replay.svg", params={"at": at})
        assert picture.status_code == 200
        assert picture.headers["content-type"].startswith("image/svg+xml")
        # Kept by a browser, but checked before each use: its words follow the server's --lang.
        assert picture.headers["cache-control"] == "private, no-cache"
        assert picture.headers["etag"].startswith(f'"r{at}-')
        drawn = tablegames.to_svg(expected[at][1], last_move=marks and at > 0, names=names)
        assert picture.text == drawn
    # The moves are marked (not each: a move may change nothing drawn, as a signal).
    shown = range(1, len(expected))
    every = [client.get(f"/api/games/{game_id}/replay.svg?at={at}").text for at in shown]
    assert any("tg-last-move" in text for text in every) == marks
    assert "tg-last-move" not in client.get(f"/api/games/{game_id}/replay.svg?at=0").text


def test_a_replay_tells_every_secret_of_a_move_and_calls_seats_by_their_names(
    server: Running, client: httpx.Client
) -> None:
    """Saboteur's draws are private while the game goes on; once it is over, the replay
    names each card drawn (the record tells it anyway), and a named seat by its name."""
    created = server.call(
        server.hall.create(
            "saboteur", kinds=["human", "bot", "bot"], seed=3, take=[0], names={0: "Ada"}
        )
    )
    table = created.table
    deadline = time.monotonic() + 120
    while not table.over:
        assert time.monotonic() < deadline, "the game did not end"
        if tablegames.current_player(table.state) != 0:
            time.sleep(0.02)
            continue
        move = tablegames.legal_moves(table.state, 0)[0]
        sent = VersionedMove(move, state_version(table.state))
        server.call(server.hall.play(table, 0, sent, human=True))
    document = client.get(f"/api/games/{table.id}/replay?at=1").json()
    assert document["player"] == 0
    assert document["said"][0].startswith("Ada ")
    drew = [line for line in document["said"] if " drew " in line]
    assert drew, document["said"]
    assert "a card" not in drew[0], document["said"]


def test_a_game_not_over_gives_no_position_and_is_unchanged(
    server: Running, client: httpx.Client
) -> None:
    answer = client.post(
        "/api/games", json={"game": "ten", "seats": ["human"] * 2, "take": [0, 1], "seed": 2}
    )
    game_id = answer.json()["id"]
    table = server.table(game_id)
    before = table.state
    for path in ("replay", "replay.svg"):
        refused = client.get(f"/api/games/{game_id}/{path}?at=0")
        assert (refused.status_code, refused.json()["data"]["code"]) == (
            409,
            "server.game.not_over",
        )
        assert "once it is over" in refused.json()["data"]["message"]
    assert table.state is before
    assert table.steps is None
    unknown = client.get("/api/games/nothing/replay?at=0")
    assert (unknown.status_code, unknown.json()["data"]["code"]) == (404, "server.game.unknown")


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("", 'Give "at"'),
        ("?at=", "not ''"),
        ("?at=-1", "not '-1'"),
        ("?at=1.0", "not '1.0'"),
        ("?at=%201", "not ' 1'"),
        ("?at=99999", "not '99999'"),
        ("?at=1&at=2", "given twice"),
        ("?move=1", "Unknown parameter 'move'"),
        ("?at=1&last_move=true", "Unknown parameter 'last_move'"),
    ],
)
def test_a_position_asked_for_wrongly_is_refused_in_words(
    server: Running, client: httpx.Client, query: str, words: str
) -> None:
    game_id, _ = finished_game(server)
    length = len(server.table(game_id).state.history)
    for path in ("replay", "replay.svg"):
        refused = client.get(f"/api/games/{game_id}/{path}{query}")
        assert refused.status_code == 400
        data = refused.json()["data"]
        assert data["code"] == "server.query.invalid"
        assert words in data["message"]
        if words.startswith(("Give", "not")):
            assert f"0 to {length}" in data["message"]
    last = client.get(f"/api/games/{game_id}/replay?at={length}")
    assert last.status_code == 200


def test_a_finished_game_read_back_after_a_restart_steps_through_the_same(
    database: str,
) -> None:
    """On SQLite and PostgreSQL: the positions come from the stored record, not from what a
    process kept in memory."""
    with served(database) as (server, client):
        game_id, _ = finished_game(server, "ten", 2)
        length = len(server.table(game_id).state.history)
        first = [
            client.get(f"/api/games/{game_id}/replay?at={at}").json() for at in range(length + 1)
        ]
        picture = client.get(f"/api/games/{game_id}/replay.svg?at={length}").text
    with served(database) as (server, client):
        again = [
            client.get(f"/api/games/{game_id}/replay?at={at}").json() for at in range(length + 1)
        ]
        assert again == first
        assert client.get(f"/api/games/{game_id}/replay.svg?at={length}").text == picture


def test_an_allowed_origin_may_show_a_position_with_img(tmp_path: Path) -> None:
    with served(tmp_path / "games.sqlite3", allow_origins=("https://example.org",)) as (
        server,
        client,
    ):
        game_id, _ = finished_game(server)
        picture = client.get(f"/api/games/{game_id}/replay.svg?at=1")
        assert picture.headers["cross-origin-resource-policy"] == "cross-origin"
    with served(tmp_path / "other.sqlite3") as (server, client):
        game_id, _ = finished_game(server)
        picture = client.get(f"/api/games/{game_id}/replay.svg?at=1")
        assert picture.headers["cross-origin-resource-policy"] == "same-origin"
