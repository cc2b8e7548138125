"""The pictures of a server with a preferred language (``tablegames serve --lang fr``): a game
that speaks it is drawn in it (``to_svg(..., language=)``), its root saying so, for the seats,
the spectators and a finished game's replay; a game that cannot draw in it keeps its own words,
and the page marks them (client.js)."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

import tablegames
import tablegames.server.app
from tests.server.harness import finished_game, served
from tests.server.test_api import post_move


def _made(client: httpx.Client, game: str, players: int) -> tuple[str, list[str]]:
    """A game of ``game`` whose seats are all humans: its id and the seats' tokens."""
    made = {"game": game, "seats": ["human"] * players, "take": list(range(players))}
    made |= {"seed": 3, "names": {"1": "Bo"}}
    created = client.post("/api/games", json=made)
    assert created.status_code == 201, created.text
    tokens = created.json()["tokens"]
    return created.json()["id"], [tokens[str(seat)] for seat in range(players)]


@pytest.mark.parametrize(("game", "players"), [("aluette", 4), ("saboteur", 3), ("ten", 2)])
def test_a_french_server_draws_the_table_in_french(tmp_path: Path, game: str, players: int) -> None:
    with served(tmp_path / "games.sqlite3", language="fr") as (server, client):
        game_id, tokens = _made(client, game, players)
        table = server.table(game_id)
        for _ in range(4):  # a few moves, so that the last move's mark has words too
            seat = tablegames.current_player(table.state)
            assert seat is not None
            move = tablegames.to_dict(tablegames.legal_moves(table.state, seat)[0])["data"]
            answer = post_move(client, tokens[seat], game, move, table.seat_versions[seat])
            assert answer.status_code == 200, answer.text
        names = table.picture_names()
        places = [(f"/api/seat/{token}/table.svg", seat) for seat, token in enumerate(tokens)]
        for path, seat in [*places, (f"/api/games/{game_id}/table.svg", None)]:
            seen = tablegames.view(table.state, seat)
            for marked in (False, True):
                answer = client.get(path, params={"last_move": str(marked).lower()})
                assert answer.status_code == 200
                drawn = tablegames.to_svg(seen, last_move=marked, names=names, language="fr")
                assert answer.text == drawn
                assert ' lang="fr"' in answer.text.split(">", 1)[0]
                # The same version drawn in English has another tag: a server started again
                # with another --lang is not answered 304 with the other words.
                tag = answer.headers["etag"].removesuffix('"').removesuffix("-last")
                assert tag.endswith("-fr")
                english = tablegames.to_svg(seen, last_move=marked, names=names)
                assert answer.text != english


def test_a_game_that_cannot_draw_in_french_is_drawn_in_its_own_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game that speaks French but whose drawing takes no words (a plugin's older drawing):
    its picture is served in its own words, not refused."""
    monkeypatch.setattr(tablegames.server.app, "can_draw_words", lambda game: False)
    with served(tmp_path / "games.sqlite3", language="fr") as (server, client):
        game_id, tokens = _made(client, "ten", 2)
        answer = client.get(f"/api/seat/{tokens[0]}/table.svg")
        assert answer.status_code == 200
        table = server.table(game_id)
        seen = tablegames.view(table.state, 0)
        assert answer.text == tablegames.to_svg(seen, names=table.picture_names())
        assert " lang=" not in answer.text.split(">", 1)[0]


def test_an_english_server_draws_as_before(tmp_path: Path) -> None:
    with served(tmp_path / "games.sqlite3") as (server, client):
        game_id, tokens = _made(client, "aluette", 4)
        answer = client.get(f"/api/seat/{tokens[1]}/table.svg")
        table = server.table(game_id)
        seen = tablegames.view(table.state, 1)
        assert answer.text == tablegames.to_svg(seen, names=table.picture_names())
        assert " lang=" not in answer.text.split(">", 1)[0]
        assert "-fr" not in answer.headers["etag"]


def test_a_french_servers_replay_is_drawn_in_french(tmp_path: Path) -> None:
    """The pictures of a finished game stepped through (``replay.svg?at=``) are French too."""
    with served(tmp_path / "games.sqlite3", language="fr") as (server, client):
        game_id, _ = finished_game(server, "ten", 2)
        for at in (0, 3):
            answer = client.get(f"/api/games/{game_id}/replay.svg", params={"at": at})
            assert answer.status_code == 200, answer.text
            assert ' lang="fr"' in answer.text.split(">", 1)[0]
