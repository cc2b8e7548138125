"""The server's pictures of a table (``GET .../table.svg``) with the last move's mark:
``?last_move=true`` draws what the most recent move changed, from the viewer's view alone."""

from __future__ import annotations

import httpx
import pytest

import tablegames
import tablegames.server.app
from tests.server.harness import Running
from tests.server.test_api import GAMES, all_humans, post_move


def play_until_marked(server: Running, client: httpx.Client, game: str) -> tuple[str, list[str]]:
    """A game of human seats, played by its first legal moves until the spectators' picture
    marks a move; its id and the seats' credentials."""
    created, tokens = all_humans(client, game)
    table = server.table(created["id"])
    for _ in range(60):
        seen = tablegames.view(table.state, None)
        if "tg-last-move" in tablegames.to_svg(seen, last_move=True):
            return created["id"], tokens
        seat = tablegames.current_player(table.state)
        assert seat is not None
        move = tablegames.to_dict(tablegames.legal_moves(table.state, seat)[0])["data"]
        answer = post_move(client, tokens[seat], game, move, table.seat_versions[seat])
        assert answer.status_code == 200, answer.text
    raise AssertionError(f"no move of {game} was marked")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_picture_marks_the_last_move_when_asked(
    server: Running, client: httpx.Client, game: str
) -> None:
    """``?last_move=true`` gives each seat and the spectators the drawing of their view with
    the last move marked, under an ETag of its own; without it (or ``=false``) the picture is
    the unmarked one, byte for byte, as before."""
    game_id, tokens = play_until_marked(server, client, game)
    table = server.table(game_id)
    places = [(f"/api/seat/{token}/table.svg", seat) for seat, token in enumerate(tokens)]
    for path, seat in [*places, (f"/api/games/{game_id}/table.svg", None)]:
        seen = tablegames.view(table.state, seat)
        marked = client.get(path, params={"last_move": "true"})
        assert marked.status_code == 200
        assert marked.text == tablegames.to_svg(seen, last_move=True)
        assert "tg-last-move" in marked.text
        plain = client.get(path)
        assert plain.text == client.get(path, params={"last_move": "false"}).text
        assert plain.text == tablegames.to_svg(seen)
        assert marked.headers["etag"] != plain.headers["etag"]
        assert marked.headers["x-state-version"] == plain.headers["x-state-version"]
        etag = marked.headers["etag"]
        again = client.get(path, params={"last_move": "true"}, headers={"If-None-Match": etag})
        assert again.status_code == 304
        # The unmarked picture's tag does not stand for the marked one.
        other = {"If-None-Match": plain.headers["etag"]}
        assert client.get(path, params={"last_move": "true"}, headers=other).status_code == 200


@pytest.mark.parametrize(
    "query",
    ["last_move=yes", "last_move=1", "last_move=", "last_move=true&last_move=true", "mark=true"],
)
def test_a_malformed_picture_query_is_refused(client: httpx.Client, query: str) -> None:
    """The picture takes one parameter, ``last_move``, once, true or false."""
    _, tokens = all_humans(client, "ten")
    answer = client.get(f"/api/seat/{tokens[0]}/table.svg?{query}")
    assert answer.status_code == 400
    assert answer.json()["data"]["code"] == "server.query.invalid"


def test_a_drawing_that_cannot_mark_gives_its_picture_unmarked(
    server: Running, client: httpx.Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game whose drawing takes no ``last_move`` (a plugin's older drawing) still answers a
    page that asks for the mark: with the picture it can draw."""
    game_id, tokens = play_until_marked(server, client, "saboteur")
    monkeypatch.setattr(tablegames.server.app, "can_mark_last_move", lambda game: False)
    seen = tablegames.view(server.table(game_id).state, 0)
    answer = client.get(f"/api/seat/{tokens[0]}/table.svg", params={"last_move": "true"})
    assert answer.status_code == 200
    assert answer.text == tablegames.to_svg(seen)


def test_a_picture_calls_the_seats_as_the_page_does(server: Running, client: httpx.Client) -> None:
    """The seat's and the spectators' pictures call each seat as the page's header does: the
    player's name (escaped: a name is user input), "bot", "free" for a seat its player left;
    a seat taken since is called by its new player's name, under a new ETag. The picture said
    "Seat 2" where the page said "Seat 2 (Bo)"."""
    hostile = "<script>alert(1)</script>"
    made = {"game": "saboteur", "seats": ["human", "human", "bot"], "take": [0, 1], "seed": 2}
    made["names"] = {"0": hostile, "1": "Bo"}
    created = client.post("/api/games", json=made)
    assert created.status_code == 201, created.text
    game_id, tokens = created.json()["id"], created.json()["tokens"]
    table = server.table(game_id)
    names = [hostile, "Bo", "bot"]
    seat = client.get(f"/api/seat/{tokens['1']}/table.svg")
    assert seat.text == tablegames.to_svg(tablegames.view(table.state, 1), names=names)
    assert tablegames.core.svg.svg_problems(seat.text) == []
    assert "&lt;script&gt;ale" in seat.text
    assert "<script" not in seat.text
    assert ">Bo<" in seat.text
    assert ">bot<" in seat.text
    assert client.post(f"/api/seat/{tokens['0']}/leave").status_code == 204
    again = client.get(
        f"/api/seat/{tokens['1']}/table.svg", headers={"If-None-Match": seat.headers["etag"]}
    )
    assert again.status_code == 200  # the seats changed: not the picture before
    assert ">free<" in again.text
    watched = client.get(f"/api/games/{game_id}/table.svg")
    left = ["free", "Bo", "bot"]
    assert watched.text == tablegames.to_svg(tablegames.view(table.state, None), names=left)


def test_a_game_whose_drawing_takes_no_names_is_drawn_as_before(
    server: Running, client: httpx.Client
) -> None:
    """Crazy Eights (an installed game whose drawing takes no ``names``): its picture is
    served as ever, its seats by number, though its players have names."""
    made = {"game": "crazyeights", "seats": ["human", "bot"], "take": [0], "seed": 1}
    made["names"] = {"0": "Ann"}
    created = client.post("/api/games", json=made)
    assert created.status_code == 201, created.text
    game_id, tokens = created.json()["id"], created.json()["tokens"]
    picture = client.get(f"/api/seat/{tokens['0']}/table.svg")
    assert picture.status_code == 200
    table = server.table(game_id)
    assert picture.text == tablegames.to_svg(tablegames.view(table.state, 0))
