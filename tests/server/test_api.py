"""The server's HTTP API on a real SQLite file (issue 23): the lobby, seats and their
credentials, views with versions, moves that cannot be replayed, streams, records, rematches."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import tablegames
from tablegames.core.game import hook
from tablegames.core.messages import view_document
from tablegames.core.words import in_full
from tablegames.server.app import STATIC
from tablegames.server.errors import StorageUnavailable
from tablegames.server.tables import hash_token
from tests.server.harness import (
    Running,
    finished_game,
    iter_events,
    move_document,
    running,
    served_client,
)

GAMES = {"aluette": 4, "saboteur": 3, "ten": 2}


@pytest.fixture(scope="module")
def refusing_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    """One server of the same settings for the module's tests whose every request is refused:
    a refusal changes nothing a later request could see, so they need not each start a server
    of their own (most of their time)."""
    with served_client(tmp_path_factory.mktemp("api") / "games.sqlite3") as made:
        yield made


def create(client: httpx.Client, game: str, seats: list[str], **asked: Any) -> dict[str, Any]:
    answer = client.post("/api/games", json={"game": game, "seats": seats, **asked})
    assert answer.status_code == 201, answer.text
    found: dict[str, Any] = answer.json()
    return found


def post_move(client: httpx.Client, token: str, game: str, move: Any, version: int | None):  # type: ignore[no-untyped-def]
    return client.post(f"/api/seat/{token}/move", json=move_document(game, move, version))


def all_humans(client: httpx.Client, game: str, seed: int = 1) -> tuple[dict[str, Any], list[str]]:
    players = GAMES[game]
    created = create(client, game, ["human"] * players, take=list(range(players)), seed=seed)
    return created, [created["tokens"][str(seat)] for seat in range(players)]


def test_a_game_is_created_listed_and_its_seats_taken(
    server: Running, client: httpx.Client
) -> None:
    created = create(client, "saboteur", ["human", "human", "bot"], take=[0])
    game_id = created["id"]
    assert created["tokens"]["0"].startswith(game_id + ".")
    assert created["status"]["seats"] == ["human", "human", "bot"]
    listed = client.get("/api/games").json()
    line = next(game for game in listed["games"] if game["id"] == game_id)
    assert [seat["taken"] for seat in line["seats"]] == [True, False, False]
    assert listed["kinds"]["ten"]["min_players"] == tablegames.GAMES["ten"].min_players
    # The lobby's first count is the game's own (Game.default_players), as the command line's.
    assert {name: kind["default_players"] for name, kind in listed["kinds"].items()} == {
        name: hook(game, "default_players") for name, game in tablegames.GAMES.items()
    }
    # Each game's standard options, as options are written in JSON: a new game takes them.
    for name, game in tablegames.GAMES.items():
        standard = listed["kinds"][name]["options"]
        assert (
            standard
            == tablegames.to_dict(
                tablegames.record(tablegames.new_game(name, players=game.min_players, seed=1))
            )["data"]["options"]
        )
        again = tablegames.new_game(name, players=game.min_players, seed=1, options=standard)
        assert again.options == game.options_type()
    # The options a new game takes at some player counts only, and those counts: TEN's
    # jen_policy at one player (ruling T-A29), each count checked against new_game itself.
    shipped = ("aluette", "crazyeights", "saboteur", "ten")  # other tests may register more
    assert {name: listed["kinds"][name]["players_for"] for name in shipped} == {
        "aluette": {},
        "crazyeights": {},
        "saboteur": {},
        "ten": {"jen_policy": [1]},
    }
    for players in range(1, 6):
        solo = {"jen_policy": "never"}
        if players == 1:
            assert tablegames.new_game("ten", players=players, options=solo).players == 1
        else:
            with pytest.raises(tablegames.ConfigError):
                tablegames.new_game("ten", players=players, options=solo)
    taken = client.post(f"/api/games/{game_id}/seats/1")
    assert taken.status_code == 201
    token = taken.json()["token"]
    assert client.get(f"/api/seat/{token}").json()["seat"] == 1
    # Only the hash is stored.
    table = server.table(game_id)
    assert table.seat_hashes[1] == hash_token(token)
    assert token not in Path(server.settings.database).read_bytes().decode("latin-1")
    again = client.post(f"/api/games/{game_id}/seats/1")
    assert (again.status_code, again.json()["data"]["code"]) == (409, "server.seat.taken")
    # A bot's seat, or a seat the game does not have, is no seat a person may take: a code of
    # its own, not the unknown or revoked credential's (which tells a page its seat is gone).
    for seat in (2, 3):
        bot = client.post(f"/api/games/{game_id}/seats/{seat}")
        assert (bot.status_code, bot.json()["data"]["code"]) == (404, "server.seat.none")
        assert "count from 0" in bot.json()["data"]["message"]


@pytest.mark.parametrize(
    ("asked", "code"),
    [
        ({"game": "chess", "seats": ["human"]}, "core.config.invalid"),
        ({"game": "ten", "seats": ["human"] * 9}, "core.config.invalid"),
        ({"game": "ten", "seats": ["human", "robot"]}, "core.config.invalid"),
        ({"game": "ten", "seats": "human"}, "server.request.invalid"),
        ({"game": "ten", "seats": ["human", "bot"], "take": [1]}, "core.config.invalid"),
        (
            {"game": "aluette", "seats": ["human"] * 4, "options": {"nope": 1}},
            "core.config.invalid",
        ),
        ({"seats": ["human", "bot"]}, "server.request.invalid"),
        # A field the server does not read (boardgame.io's numPlayers, a misspelt "option") is
        # refused, not dropped without a word.
        ({"game": "ten", "seats": ["human", "bot"], "numPlayers": 2}, "server.request.invalid"),
        ({"game": "ten", "seats": ["human", "bot"], "option": {}}, "server.request.invalid"),
    ],
)
def test_a_bad_game_is_refused(
    refusing_client: httpx.Client, asked: dict[str, Any], code: str
) -> None:
    answer = refusing_client.post("/api/games", json=asked)
    assert (answer.status_code, answer.json()["data"]["code"]) == (400, code)
    unknown = [key for key in asked if key in ("numPlayers", "option")]
    if unknown:
        assert f"Unknown field '{unknown[0]}'" in answer.json()["data"]["message"]


@pytest.mark.parametrize(
    ("seats", "told"),
    [
        # No seats is a count of players the game refuses, in its words: it was refused as
        # 'each seat is "human" or "bot"', which every seat given was.
        ([], "played by 1 to 5 players, got 0"),
        (["human", "robot"], 'each seat is "human" or "bot", not \'robot\''),
    ],
)
def test_a_bad_list_of_seats_is_told_what_is_wrong(
    refusing_client: httpx.Client, seats: list[str], told: str
) -> None:
    answer = refusing_client.post("/api/games", json={"game": "ten", "seats": seats})
    assert (answer.status_code, answer.json()["data"]["code"]) == (400, "core.config.invalid")
    assert told in answer.json()["data"]["message"]


@pytest.mark.parametrize(
    ("take", "told"),
    [
        ([0, 0], '"take" names seat 0 more than once.'),
        ([True], '"take" must be a list of seat numbers from 0, such as [0, 2].'),
        (["0"], '"take" must be a list of seat numbers from 0, such as [0, 2].'),
        ([0.0], '"take" must be a list of seat numbers from 0, such as [0, 2].'),
        (0, '"take" must be a list of seat numbers from 0, such as [0, 2].'),
    ],
)
def test_a_bad_list_of_seats_to_take_is_told_in_json_s_words(
    refusing_client: httpx.Client, take: object, told: str
) -> None:
    """A seat named twice was taken once without a word, and true was "the seat of index
    True": a request is told what is wrong in its own (JSON) terms."""
    answer = refusing_client.post(
        "/api/games", json={"game": "ten", "seats": ["human", "human"], "take": take}
    )
    assert (answer.status_code, answer.json()["data"]["code"]) == (400, "server.request.invalid")
    assert answer.json()["data"]["message"] == told


@pytest.mark.parametrize(
    ("body", "told"),
    [
        (b"{", "The body is not JSON."),
        (b"[1]", "The body is not a JSON object."),
        (b'{"game": ' + b"[" * 5_000 + b"]" * 5_000 + b"}", "nests too deeply"),
        # deeper than any request, though Python reads it: refused before it is read
        (b'{"game": ' + b"[" * 100 + b"]" * 100 + b"}", "nests too deeply"),
        # brackets in a string do not nest
        (b'{"game": "' + b"[" * 500 + b'", "seats": 1}', 'Give "seats"'),
    ],
)
def test_a_body_that_is_no_json_object_is_told_why(
    refusing_client: httpx.Client, body: bytes, told: str
) -> None:
    """JSON nested deeper than Python's reader goes is JSON all the same: it was refused as
    "not JSON"."""
    answer = refusing_client.post(
        "/api/games", content=body, headers={"Content-Type": "application/json"}
    )
    assert (answer.status_code, answer.json()["data"]["code"]) == (400, "server.request.invalid")
    assert told in answer.json()["data"]["message"]


def test_a_seed_is_refused_unless_the_operator_allows_it(tmp_path: Path) -> None:
    with running(tmp_path / "db", allow_seeds=False) as server:
        answer = httpx.post(
            server.url("/api/games"), json={"game": "ten", "seats": ["human"] * 2, "seed": 1}
        )
        assert answer.status_code == 400
        assert "seed" in answer.json()["data"]["message"]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_views_carry_versions_and_the_spectator_sees_no_hand(
    server: Running, client: httpx.Client, game: str
) -> None:
    created, tokens = all_humans(client, game)
    table = server.table(created["id"])
    for seat, token in enumerate(tokens):
        answer = client.get(f"/api/seat/{token}/view")
        assert answer.status_code == 200
        assert answer.json() == view_document(table.state, seat)
        etag = answer.headers["etag"]
        assert (
            client.get(f"/api/seat/{token}/view", headers={"If-None-Match": etag}).status_code
            == 304
        )
    watched = client.get(f"/api/games/{created['id']}/view").json()
    assert watched == view_document(table.state, None)
    assert watched["moves"] == []


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_seat_gets_the_picture_of_its_own_view_only(
    server: Running, client: httpx.Client, game: str
) -> None:
    """Issue 22: a seat's table.svg is the drawing of its view (so it hides what the view
    hides: two seats' pictures differ, and neither is the state's), named by its version; a
    spectator's is the spectator view's; an unknown seat gets none."""
    created, tokens = all_humans(client, game)
    table = server.table(created["id"])
    pictures = set()
    for seat, token in enumerate(tokens):
        answer = client.get(f"/api/seat/{token}/table.svg")
        assert answer.status_code == 200
        assert answer.headers["content-type"] == "image/svg+xml"
        assert answer.text == tablegames.to_svg(tablegames.view(table.state, seat))
        assert int(answer.headers["x-state-version"]) == table.seat_versions[seat]
        etag = answer.headers["etag"]
        again = client.get(f"/api/seat/{token}/table.svg", headers={"If-None-Match": etag})
        assert again.status_code == 304
        pictures.add(answer.text)
    assert len(pictures) == len(tokens)
    assert tablegames.to_svg(table.state) not in pictures
    watched = client.get(f"/api/games/{created['id']}/table.svg")
    assert watched.text == tablegames.to_svg(tablegames.view(table.state, None))
    unknown = client.get("/api/seat/nobody.nothing/table.svg")
    assert (unknown.status_code, unknown.json()["data"]["code"]) == (404, "server.seat.unknown")
    assert client.get(f"/api/seat/{tokens[0]}").json()["result"] is None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_views_speak_each_move_has_its_label_and_each_event_its_text(
    server: Running, client: httpx.Client, game: str
) -> None:
    """Issue 21: what the server sends a seat is in words, from that seat's side: each legal
    move with its label, each event with its text; a move sent back with its label is played."""
    created, tokens = all_humans(client, game)
    table = server.table(created["id"])
    words = in_full(tablegames.GAMES[game].words)  # a client has no legend of card codes
    seat = tablegames.current_player(table.state)
    first = client.get(f"/api/seat/{tokens[seat]}/view").json()
    assert first["moves"]
    assert all(move["label"] for move in first["moves"])
    answer = post_move(client, tokens[seat], game, first["moves"][0], first["state_version"])
    assert answer.status_code == 200, answer.text
    state = table.state
    assert len(state.history) == 1
    for viewer, token in enumerate(tokens):
        document = client.get(f"/api/seat/{token}/view").json()
        seen = tablegames.view(state, viewer)
        assert seen.events
        assert [event["text"] for event in document["data"]["events"]] == [
            "" if words.is_redundant(event, viewer) else words.text(event, viewer)
            for event in seen.events
        ]
        assert [move["label"] for move in document["moves"]] == [
            words.label(move) for move in tablegames.legal_moves(seen)
        ]
    watched = client.get(f"/api/games/{created['id']}/view").json()
    assert [event["text"] for event in watched["data"]["events"]] == [
        "" if words.is_redundant(event, None) else words.text(event, None)
        for event in tablegames.view(state, None).events
    ]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_replayed_or_stale_move_is_refused_and_the_state_unchanged(
    server: Running, client: httpx.Client, game: str
) -> None:
    """The same move document sent twice is applied once and answered the same; a move chosen
    at an older version is refused with core.move.stale, in every game."""
    created, tokens = all_humans(client, game, seed=4)
    table = server.table(created["id"])
    for _ in range(3):  # a few moves in, where TEN's draw is legal again after a draw
        seat = tablegames.current_player(table.state)
        view = client.get(f"/api/seat/{tokens[seat]}/view").json()
        assert (
            post_move(
                client, tokens[seat], game, view["moves"][0], view["state_version"]
            ).status_code
            == 200
        )
    seat = tablegames.current_player(table.state)
    view = client.get(f"/api/seat/{tokens[seat]}/view").json()
    move, version = view["moves"][0], view["state_version"]
    first = post_move(client, tokens[seat], game, move, version)
    assert first.status_code == 200
    after = table.state
    retried = post_move(client, tokens[seat], game, move, version)
    assert (retried.status_code, retried.text) == (200, first.text)
    assert table.state is after
    assert len(after.history) == version + 1
    # Another move (or the same one) at a version that is no longer current.
    new_seat = tablegames.current_player(after)
    if new_seat is not None:
        other = client.get(f"/api/seat/{tokens[new_seat]}/view").json()["moves"][0]
        stale = post_move(client, tokens[new_seat], game, other, version)
        assert (stale.status_code, stale.json()["data"]["code"]) == (409, "core.move.stale")
        assert table.state is after
    older = post_move(client, tokens[seat], game, move, version - 1)
    assert (older.status_code, older.json()["data"]["code"]) == (409, "core.move.stale")
    assert table.state is after


def test_a_move_without_version_is_refused(server: Running, client: httpx.Client) -> None:
    created, tokens = all_humans(client, "ten")
    table = server.table(created["id"])
    seat = tablegames.current_player(table.state)
    before = table.state
    answer = post_move(client, tokens[seat], "ten", {"type": "draw", "player": seat}, None)
    assert (answer.status_code, answer.json()["data"]["code"]) == (
        400,
        "server.move.version_required",
    )
    assert table.state is before


def test_moves_for_another_seat_or_not_moves_are_refused(
    server: Running, client: httpx.Client
) -> None:
    created, tokens = all_humans(client, "saboteur", seed=5)
    table = server.table(created["id"])
    before = table.state
    seat = tablegames.current_player(before)
    other = (seat + 1) % 3
    move = tablegames.to_dict(tablegames.legal_moves(before)[0])["data"]
    answer = post_move(client, tokens[other], "saboteur", move, 0)
    assert (answer.status_code, answer.json()["data"]["code"]) == (403, "core.move.not_your_seat")
    # A document of another kind (a view, with its words, is longer than a move may be).
    moves = tablegames.to_json(tablegames.legal_moves(before)[:1]).encode()
    for body in [b"not json", moves, b"[" * 3000]:
        answer = client.post(f"/api/seat/{tokens[seat]}/move", content=body)
        assert (answer.status_code, answer.json()["data"]["code"]) == (400, "core.format.invalid")
    big = client.post(f"/api/seat/{tokens[seat]}/move", content=b" " * 5000)
    assert (big.status_code, big.json()["data"]["code"]) == (413, "server.request.too_large")
    assert table.state is before


def test_an_unknown_or_forged_credential_opens_nothing(
    server: Running, client: httpx.Client
) -> None:
    created, tokens = all_humans(client, "ten")
    forged = tokens[0][:-1] + ("A" if tokens[0][-1] != "A" else "B")
    other_game = created["id"][::-1] + "." + tokens[0].split(".")[1]
    for token in [forged, other_game, "nothing", "x" * 300, created["owner_token"]]:
        for path in ["", "/view", "/events", "/record"]:
            answer = client.get(f"/api/seat/{token}{path}")
            assert (answer.status_code, answer.json()["data"]["code"]) == (
                404,
                "server.seat.unknown",
            )
        sent = client.post(f"/api/seat/{token}/move", json=move_document("ten", {}, 0))
        assert (sent.status_code, sent.json()["data"]["code"]) == (404, "server.seat.unknown")
        assert client.get(f"/play/{token}").status_code == 404


def test_the_requests_of_play_keep_the_routers_answers(
    server: Running, client: httpx.Client
) -> None:
    """A move, a seat's stream and view skip the router, but not its refusals: another method
    is a 405 naming the one allowed, an unknown credential a 404, and a refusal leaves the
    connection open (only the guard's own refusals close it)."""
    _, tokens = all_humans(client, "ten")
    for path, allowed in [("/move", "POST"), ("/events", "GET"), ("/view", "GET")]:
        method = "GET" if allowed == "POST" else "POST"
        answer = client.request(method, f"/api/seat/{tokens[0]}{path}")
        assert answer.status_code == 405
        assert allowed in answer.headers["allow"]
        assert answer.json()["data"]["code"] == "server.method.not_allowed"
    refused = client.post(f"/api/seat/{tokens[0]}/move", json={"format": "tablegames"})
    assert refused.status_code == 400
    assert refused.headers.get("connection") != "close"
    version_missing = client.post(
        f"/api/seat/{tokens[0]}/move",
        json=move_document("ten", {"type": "draw", "player": 0}, None),
    )
    assert version_missing.status_code == 400
    assert version_missing.json()["data"]["code"] == "server.move.version_required"
    assert version_missing.headers.get("connection") != "close"


def test_the_owner_revokes_a_seat_and_its_stream_ends(
    server: Running, client: httpx.Client
) -> None:
    created, tokens = all_humans(client, "ten")
    game_id = created["id"]
    with client.stream("GET", f"/api/seat/{tokens[1]}/events") as stream:
        lines = stream.iter_lines()
        assert any(line == "event: update" for line in _until(lines, "event: update"))
        refused = client.delete(
            f"/api/games/{game_id}/seats/1", headers={"Authorization": f"Bearer {tokens[0]}"}
        )
        assert (refused.status_code, refused.json()["data"]["code"]) == (
            403,
            "server.owner.required",
        )
        done = client.delete(
            f"/api/games/{game_id}/seats/1",
            headers={"Authorization": f"Bearer {created['owner_token']}"},
        )
        assert done.status_code == 204
        assert "event: revoked" in list(_until(lines, "event: revoked"))
    assert client.get(f"/api/seat/{tokens[1]}/view").status_code == 404
    # The seat is free again.
    assert client.post(f"/api/games/{game_id}/seats/1").status_code == 201


def _until(lines: Iterator[str], wanted: str) -> Iterator[str]:
    for line in lines:
        yield line
        if line == wanted:
            return


def test_a_move_reaches_the_other_seats_stream_at_once(
    server: Running, client: httpx.Client
) -> None:
    created, tokens = all_humans(client, "aluette", seed=3)
    table = server.table(created["id"])
    seat = tablegames.current_player(table.state)
    watcher = (seat + 1) % 4
    found: list[tuple[str, Any]] = []
    import threading

    def read() -> None:
        with httpx.Client(base_url=server.url()) as reading:
            for event in iter_events(reading, f"/api/seat/{tokens[watcher]}/events"):
                found.append(event)
                if len(found) == 2:
                    return

    reader = threading.Thread(target=read)
    reader.start()
    # The stream has told of the game before the move (a fixed 0.3 s for that was a guess a
    # loaded machine could miss: the move's update then came first, alone).
    deadline = time.monotonic() + 10
    while not found:
        assert time.monotonic() < deadline, "the stream told nothing"
        time.sleep(0.02)
    view = client.get(f"/api/seat/{tokens[seat]}/view").json()
    assert (
        post_move(
            client, tokens[seat], "aluette", view["moves"][0], view["state_version"]
        ).status_code
        == 200
    )
    # At once: counted from the move's answer (the request's own time is not the stream's),
    # far under the heartbeat (15 s) that an idle stream would wait before looking again.
    answered = time.monotonic()
    reader.join(10)
    assert time.monotonic() - answered < 5  # a loaded machine's margin, far under 15 s
    assert [kind for kind, _ in found] == ["update", "update"]
    assert found[1][1]["view"] == view_document(table.state, watcher)
    assert found[1][1]["status"]["seat"] == watcher


def test_a_seat_that_sees_no_change_is_not_woken_and_its_version_stays(
    server: Running, client: httpx.Client
) -> None:
    """Aluette's partner-only signals: the opponents' views do not change, so neither do their
    versions: a seat cannot count the moves it is not shown."""
    created = create(
        client,
        "aluette",
        ["human"] * 4,
        take=[0, 1, 2, 3],
        seed=2,
        options={"signal_visibility": "partner_only"},
    )
    tokens = [created["tokens"][str(seat)] for seat in range(4)]
    table = server.table(created["id"])
    for seat in range(4):
        signals = [
            m for m in tablegames.legal_moves(table.state, seat) if type(m).__name__ == "Signal"
        ]
        if signals:
            break
    else:
        pytest.skip("no signal offered in this deal")
    versions = list(table.seat_versions)
    view = client.get(f"/api/seat/{tokens[seat]}/view").json()
    move = tablegames.to_dict(signals[0])["data"]
    assert (
        post_move(client, tokens[seat], "aluette", move, view["state_version"]).status_code == 200
    )
    partner = (seat + 2) % 4
    after = table.seat_versions
    assert after[seat] == after[partner] == len(table.state.history)
    for opponent in ((seat + 1) % 4, (seat + 3) % 4):
        assert after[opponent] == versions[opponent]
        document = client.get(f"/api/seat/{tokens[opponent]}/view").json()
        # Exactly the document of the state at the opponent's version.
        earlier = tablegames.replay(
            tablegames.GameRecord(
                game="aluette",
                players=4,
                seed=table.state.seed,
                options=table.state.options,
                moves=tuple(table.state.history)[: versions[opponent]],
            )
        )
        assert document == view_document(earlier, opponent)


def test_bots_play_until_a_human_must_act(server: Running, client: httpx.Client) -> None:
    created = create(client, "saboteur", ["bot", "bot", "human"], take=[2], seed=5)
    table = server.table(created["id"])
    deadline = time.monotonic() + 20
    while tablegames.current_player(table.state) != 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert tablegames.current_player(table.state) == 2
    assert len(table.state.history) >= 2


def test_a_finished_game_gives_its_record_and_a_rematch(
    server: Running, client: httpx.Client
) -> None:
    created, tokens = all_humans(client, "ten", seed=2)
    game_id = created["id"]
    early = client.get(f"/api/games/{game_id}/record")
    assert (early.status_code, early.json()["data"]["code"]) == (409, "server.game.not_over")
    table = server.table(game_id)
    early_rematch = client.post(f"/api/seat/{tokens[0]}/rematch")
    assert early_rematch.status_code == 409
    for _ in range(3000):
        seat = tablegames.current_player(table.state)
        if seat is None:
            break
        view = client.get(f"/api/seat/{tokens[seat]}/view").json()
        assert (
            post_move(
                client, tokens[seat], "ten", view["moves"][-1], view["state_version"]
            ).status_code
            == 200
        )
    assert tablegames.is_over(table.state)
    record = client.get(f"/api/games/{game_id}/record")
    assert record.status_code == 200
    assert "attachment" in record.headers["content-disposition"]
    assert tablegames.from_json(record.text) == tablegames.record(table.state)
    assert client.get(f"/api/seat/{tokens[1]}/record").text == record.text
    # The game text (TGN) of the same game: read back, it replays to the same record.
    text = client.get(f"/api/games/{game_id}/record?format=text")
    assert text.status_code == 200
    assert text.headers["content-type"] == "text/plain; charset=utf-8"
    assert f'filename="ten-{game_id}.tgn"' in text.headers["content-disposition"]
    assert text.text.startswith('[Game "ten"]\n[Players "2"]\n[Seed "2"]\n')
    assert tablegames.from_game_text(text.text) == tablegames.record(table.state)
    assert client.get(f"/api/seat/{tokens[0]}/record?format=text").text == text.text
    assert len(text.text) * 5 < len(record.text)
    status = client.get(f"/api/seat/{tokens[0]}").json()
    assert status["over"]
    assert status["scores"] == list(tablegames.scores(table.state))
    again = [client.post(f"/api/seat/{token}/rematch") for token in tokens]
    assert all(answer.status_code == 201 for answer in again)
    ids = {answer.json()["id"] for answer in again}
    assert len(ids) == 1
    assert game_id not in ids
    for seat, answer in enumerate(again):
        assert client.get(f"/api/seat/{answer.json()['token']}").json()["seat"] == seat
    assert client.get(f"/api/games/{ids.pop()}").json()["rematch_of"] == game_id


def test_pages_are_served_with_a_strict_policy(client: httpx.Client) -> None:
    created, tokens = all_humans(client, "saboteur")
    for path in ["/", f"/play/{tokens[0]}", f"/watch/{created['id']}", "/static/client.js"]:
        answer = client.get(path)
        assert answer.status_code == 200, path
        assert "script-src 'self'" in answer.headers["content-security-policy"]
        assert answer.headers["referrer-policy"] == "no-referrer"
        assert answer.headers["x-content-type-options"] == "nosniff"
        head = client.head(path)
        assert (head.status_code, head.content) == (200, b"")
    assert b"saboteur.js" in client.get(f"/play/{tokens[0]}").content
    template = client.get("/static/page.html")  # the pages' template is no file of the client
    assert (template.status_code, template.json()["data"]["code"]) == (404, "server.path.unknown")
    icon = client.get("/favicon.ico")  # asked for by browsers on every site: no 404
    assert (icon.status_code, icon.headers["content-type"]) == (200, "image/svg+xml")
    assert icon.content == client.get("/static/favicon.svg").content
    # An address people open gets a page, not a JSON document, even when it names nothing.
    for path, heading in [("/watch/nothing", "Unknown game"), ("/play/no.seat", "Unknown seat")]:
        answer = client.get(path)
        assert answer.status_code == 404, path
        assert answer.headers["content-type"].startswith("text/html")
        assert f"<h1>{heading}</h1>" in answer.text
        assert '<base href="/" />' in answer.text
        assert 'href="./"' in answer.text  # back to the lobby
    for path in ["/static/../server.py", "/static/", "/api/x", "/play"]:
        answer = client.get(path)
        assert (answer.status_code, answer.json()["data"]["code"]) == (404, "server.path.unknown")
        assert answer.headers["x-frame-options"] == "DENY"
    wrong = client.put(f"/api/seat/{tokens[0]}/move")
    assert (wrong.status_code, wrong.json()["data"]["code"]) == (405, "server.method.not_allowed")
    assert "POST" in wrong.headers["allow"]


def test_a_405_names_every_method_its_address_answers(client: httpx.Client) -> None:
    """An address answered by two methods names both in a 405's Allow (the protocol: "Allow
    says which do"), and each of them is answered there: the list of games and the way to
    make one, a seat taken and revoked."""
    game_id = all_humans(client, "ten")[0]["id"]
    for path, methods in [
        ("/api/games", {"GET", "HEAD", "POST"}),
        (f"/api/games/{game_id}/seats/1", {"POST", "DELETE"}),
    ]:
        answer = client.put(path)
        assert (answer.status_code, answer.json()["data"]["code"]) == (
            405,
            "server.method.not_allowed",
        )
        assert set(answer.headers["allow"].split(", ")) == methods
        for method in methods:
            assert client.request(method, path).status_code != 405


def test_an_address_with_a_slash_too_many_is_not_redirected(client: httpx.Client) -> None:
    """A seat's page asked with a trailing slash is no address of the server (404), not a
    redirect to an address built from the request's Host header, which would send the
    credential to whatever host the request named."""
    token = all_humans(client, "ten")[1][0]
    for path in [f"/play/{token}/", f"/api/seat/{token}/", "/api/games/"]:
        answer = client.get(path, headers={"Host": "evil.example"}, follow_redirects=False)
        assert (answer.status_code, answer.json()["data"]["code"]) == (404, "server.path.unknown")
        assert "location" not in answer.headers


def test_every_game_is_played_on_one_page_that_names_it(client: httpx.Client) -> None:
    for game in GAMES:
        created, tokens = all_humans(client, game)
        title = tablegames.GAMES[game].title
        for path in [f"/play/{tokens[0]}", f"/watch/{created['id']}"]:
            page = client.get(path).content.decode("utf-8")
            assert f"<title>{title} · tablegames</title>" in page, path
            assert f'<h1 data-testid="title">{title}</h1>' in page
            assert f'<script type="module" src="static/game/{game}.js"></script>' in page
            assert f'<body class="{game}" data-state="loading">' in page
            assert "$" not in page  # every field of the template filled in
        script = client.get(f"/static/game/{game}.js")  # the game's own page_script
        assert script.headers["content-type"] == "text/javascript; charset=utf-8"
        assert script.text == tablegames.GAMES[game].page_script
        # The client's start, imported by a path relative to the script's own address.
        assert re.search(
            r'^import \{[^}]*\bstart\b[^}]*\} from "\.\./client\.js";$', script.text, re.M
        )
    for path in ["/static/game/chess.js", "/static/game/aluette.css", "/static/game"]:
        answer = client.get(path)
        assert (answer.status_code, answer.json()["data"]["code"]) == (404, "server.path.unknown")


def test_a_game_of_another_distribution_may_bring_its_own_page(
    server: Running, client: httpx.Client
) -> None:
    """A game's page_script is served as /static/game/<name>.js and named by its page, even
    for a game called like one of the client's own modules."""
    from tablegames.core.registry import register, unregister
    from tests.core.toy import make_toy

    script = 'import { start } from "/static/client.js";\nstart({ render() {} });\n'
    made = make_toy("client")
    toy = type("PagedToy", (type(made),), {"page_script": script})()
    register(toy)
    try:
        created = create(client, toy.name, ["human", "bot"], take=[0])
        page = client.get(created["urls"]["0"]).content
        assert b'<script type="module" src="static/game/client.js"></script>' in page
        assert client.get("/static/game/client.js").text == script
        assert client.get("/static/client.js").content == STATIC["client.js"][0]  # not the game's
    finally:
        unregister(toy.name)


def test_a_game_with_any_name_gets_a_sound_page(server: Running, client: httpx.Client) -> None:
    """A game's name is escaped in the page's class and quoted in its script's address, which
    the server answers with the game's page script."""
    from tablegames.core.registry import register, unregister
    from tests.core.toy import make_toy

    script = 'import { start } from "/static/client.js";\nstart({ render() {} });\n'
    made = make_toy('toy "odd" <name>')
    toy = type("OddToy", (type(made),), {"page_script": script})()
    register(toy)
    try:
        created = create(client, toy.name, ["human", "bot"], take=[0])
        page = client.get(created["urls"]["0"]).content
        assert b'<body class="toy &quot;odd&quot; &lt;name&gt;" data-state="loading">' in page
        address = "static/game/toy%20%22odd%22%20%3Cname%3E.js"
        assert f'<script type="module" src="{address}"></script>'.encode() in page
        assert client.get(f"/{address}").text == script
    finally:
        unregister(toy.name)


def test_a_game_of_another_distribution_gets_the_page_of_any_game(
    server: Running, client: httpx.Client
) -> None:
    """The server names no game: a game registered at run time is created, played and drawn
    by the page of any game, under its own title (escaped)."""
    from tablegames.core.registry import register, unregister
    from tests.core.toy import make_toy  # the kernel tests' toy game

    made = make_toy("toy_served")
    toy = type("TitledToy", (type(made),), {"title": "Toy <b>&</b> served"})()
    register(toy)
    try:
        created = create(client, toy.name, ["human", "bot"], take=[0])
        page = client.get(created["urls"]["0"])
        assert page.status_code == 200
        assert b'src="static/table.js"' in page.content  # no page_script: any game's page
        assert client.get("/static/game/toy_served.js").status_code == 404
        assert b'<h1 data-testid="title">Toy &lt;b&gt;&amp;&lt;/b&gt; served</h1>' in page.content
        assert b"<title>Toy &lt;b&gt;&amp;&lt;/b&gt; served \xc2\xb7 tablegames</title>" in (
            page.content
        )
        assert b'<body class="toy_served"' in page.content
        token = created["tokens"]["0"]
        view = client.get(f"/api/seat/{token}/view").json()
        assert view["game"] == toy.name
        assert "state_version" in view
    finally:
        unregister(toy.name)


def test_health_and_metrics(server: Running, client: httpx.Client) -> None:
    assert client.get("/healthz").json()["status"] == "ok"
    _, tokens = all_humans(client, "ten")
    view = client.get(f"/api/seat/{tokens[1]}/view").json()
    post_move(client, tokens[1], "ten", view["moves"][0], view["state_version"])
    # Without a token set, the metrics are served to no one: they count moves, hidden ones too.
    hidden = client.get("/metrics")
    assert (hidden.status_code, hidden.json()["data"]["code"]) == (404, "server.path.unknown")
    assert "tablegames_moves_total" not in hidden.text


def test_the_metrics_are_served_to_the_operators_token_only(tmp_path: Path) -> None:
    """The move counter would let a player count moves it is not shown (Aluette's partner-only
    signals), so /metrics asks for the operator's bearer token."""
    with (
        running(tmp_path / "games.sqlite3", metrics_token="s3cret") as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        _, tokens = all_humans(client, "ten")
        view = client.get(f"/api/seat/{tokens[1]}/view").json()
        post_move(client, tokens[1], "ten", view["moves"][0], view["state_version"])
        for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "s3cret"}):
            refused = client.get("/metrics", headers=headers)
            assert refused.status_code == 401
            assert refused.headers["WWW-Authenticate"] == "Bearer"
            assert refused.json()["data"]["code"] == "server.metrics.unauthorized"
            assert "tablegames_moves_total" not in refused.text
        text = client.get("/metrics", headers={"Authorization": "Bearer s3cret"})
        assert text.headers["content-type"].startswith("text/plain")
        assert "tablegames_moves_total 1" in text.text
        assert 'tablegames_move_seconds_bucket{le="+Inf"} 1' in text.text
        assert "tablegames_tables_in_memory" in text.text


def test_a_move_the_storage_cannot_keep_is_refused_and_not_applied(
    server: Running, client: httpx.Client
) -> None:
    created, tokens = all_humans(client, "ten")
    table = server.table(created["id"])
    seat = tablegames.current_player(table.state)
    view = client.get(f"/api/seat/{tokens[seat]}/view").json()
    before = table.state
    storage = server.hall.storage
    working = storage.commit_moves

    async def broken(batch: Any) -> Any:
        raise StorageUnavailable("full")  # as the storage says a full disk

    storage.commit_moves = broken
    try:
        answer = post_move(client, tokens[seat], "ten", view["moves"][0], view["state_version"])
    finally:
        storage.commit_moves = working
    assert (answer.status_code, answer.json()["data"]["code"]) == (
        503,
        "server.storage.unavailable",
    )
    assert answer.headers["retry-after"] == "2"
    assert table.state is before
    again = post_move(client, tokens[seat], "ten", view["moves"][0], view["state_version"])
    assert again.status_code == 200


def test_a_game_without_words_of_its_own_ends_with_its_result(
    server: Running, client: httpx.Client
) -> None:
    """A game with the default plain words (whose scores and winners read a state, not a
    view) is played to its end through the server: every answer is the move's, the last one
    says who won in words. The status's result asked the plain words about the seat's view,
    which the toy's winners cannot read: the game's last move was answered 500."""
    from tablegames.core.protocol import client_words
    from tablegames.core.registry import register, unregister
    from tests.core.toy import make_toy  # the kernel tests' toy game: plain words

    toy = make_toy("toy_to_the_end")
    register(toy)
    try:
        created = create(client, toy.name, ["human", "human"], take=[0, 1], seed=3)
        tokens = [created["tokens"]["0"], created["tokens"]["1"]]
        answer: dict[str, Any] = {}
        for _ in range(200):
            status = client.get(f"/api/seat/{tokens[0]}").json()
            if status["over"]:
                break
            token = tokens[status["to_act"]]
            view = client.get(f"/api/seat/{token}/view").json()
            sent = post_move(client, token, toy.name, view["moves"][0], view["state_version"])
            assert sent.status_code == 200, sent.text
            answer = sent.json()
        assert answer["status"]["over"]
        state, seat = server.table(created["id"]).state, answer["status"]["seat"]
        assert answer["status"]["winners"] == list(tablegames.winners(state))
        assert answer["status"]["result"] == client_words(toy).result(state, seat)
        assert "win" in answer["status"]["result"]
    finally:
        unregister(toy.name)


@pytest.mark.parametrize(
    ("header", "matches"),
    [
        ('"{tag}"', True),
        ('W/"{tag}"', True),  # compared weakly, as HTTP's RFC 9110 says
        ('"x", "{tag}"', True),
        ("*", True),
        ('"x"', False),
        ('"{tag}-other"', False),
    ],
)
def test_if_none_match_is_read_as_http_reads_it(
    client: httpx.Client, header: str, matches: bool
) -> None:
    """A view's and a picture's ``If-None-Match`` answers 304 while they are the same: for a
    tag given weak, among others or as ``*`` too (caches and hand-written clients send these;
    only the exact tag matched before)."""
    _, tokens = all_humans(client, "ten")
    for path in ("view", "table.svg"):
        address = f"/api/seat/{tokens[0]}/{path}"
        tag = client.get(address).headers["etag"].strip('"')
        again = client.get(address, headers={"If-None-Match": header.format(tag=tag)})
        assert again.status_code == (304 if matches else 200), (path, header)


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("fmt=json", "Unknown parameter 'fmt': the record takes format."),
        ("format=json&format=text", 'The parameter "format" is given twice.'),
    ],
)
def test_a_records_misspelt_or_repeated_parameter_is_refused(
    client: httpx.Client, query: str, words: str
) -> None:
    """The record's ``format`` is checked as the lobby's and the picture's parameters are, so
    that a misspelt one is not ignored (``fmt=json`` gave the JSON record, and of two formats
    the last won)."""
    created, tokens = all_humans(client, "ten")
    for address in (f"/api/games/{created['id']}/record", f"/api/seat/{tokens[0]}/record"):
        answer = client.get(f"{address}?{query}")
        assert answer.status_code == 400
        assert answer.json()["data"] == {
            "code": "server.query.invalid",
            "message": words,
            "move": None,
        }


def test_a_record_asked_for_in_no_format_is_refused(server: Running, client: httpx.Client) -> None:
    """``?format=`` names no format: refused as an unknown one, not read as the default (the
    shared reading of the one parameter took an empty value for none)."""
    game_id, _ = finished_game(server, "ten", 2)
    answer = client.get(f"/api/games/{game_id}/record?format=")
    assert answer.status_code == 400
    assert answer.json()["data"]["code"] == "server.record.format_unknown"
    assert client.get(f"/api/games/{game_id}/record").status_code == 200


def test_a_finished_games_text_names_its_players_and_its_day(
    server: Running, client: httpx.Client
) -> None:
    """The game text downloaded had only the game's headers: a lichess PGN names both players
    and the day, and the server knew them (its status and narration name them)."""
    created = create(client, "ten", ["human", "bot"], take=[0], seed=3, names={"0": "Ann"})
    token, table = created["tokens"]["0"], server.table(created["id"])
    deadline = time.monotonic() + 60
    while not tablegames.is_over(table.state) and time.monotonic() < deadline:
        view = client.get(f"/api/seat/{token}/view").json()
        if view["moves"]:
            post_move(client, token, "ten", view["moves"][0], view["state_version"])
        else:
            time.sleep(0.01)
    assert tablegames.is_over(table.state)
    text = client.get(f"/api/seat/{token}/record?format=text").text
    read = tablegames.core.gametext.read(text)
    assert read.names == ("Ann", None)
    assert read.date == time.strftime("%Y-%m-%d", time.gmtime(table.created_at))
    assert read.record == tablegames.record(table.state)
