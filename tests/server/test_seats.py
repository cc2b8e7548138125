"""A seat can be left, handed to the server's bot, or handed to it by the operator's turn
limit, so that a player who walks away no longer stalls the game forever (a seat left is free
for another to take, mid-game too; a seat handed over is the bot's to the end of the game)."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

import tablegames
from tests.server.harness import Running, iter_events, move_document, running, started_process


def create(client: httpx.Client, seats: list[str], take: list[int], seed: int = 3) -> Any:
    answer = client.post(
        "/api/games", json={"game": "ten", "seats": seats, "take": take, "seed": seed}
    )
    assert answer.status_code == 201, answer.text
    return answer.json()


def play_first_moves(client: httpx.Client, tokens: list[str], count: int) -> None:
    """Play ``count`` moves (each seat to act plays its first legal move)."""
    for _ in range(count):
        for token in tokens:
            view = client.get(f"/api/seat/{token}/view").json()
            if view["moves"]:
                sent = move_document("ten", view["moves"][0], view["state_version"])
                assert client.post(f"/api/seat/{token}/move", json=sent).status_code == 200
                break


class Listener:
    """Reads a stream in a thread, keeping its events."""

    def __init__(self, url: str) -> None:
        self.events: list[tuple[str, Any]] = []
        self._thread = threading.Thread(target=self._run, args=(url,), daemon=True)
        self._thread.start()

    def _run(self, url: str) -> None:
        with httpx.Client(timeout=20) as client:
            for event in iter_events(client, url, timeout=20):
                self.events.append(event)

    def wait_for(self, check: Any, seconds: float = 10) -> tuple[str, Any]:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for event in list(self.events):
                if check(event):
                    return event
            time.sleep(0.02)
        raise AssertionError(f"no such event among {[kind for kind, _ in self.events]}")

    def join(self) -> None:
        self._thread.join(20)


def test_a_seat_left_mid_game_is_free_for_another_who_sees_only_that_seats_view(
    server: Running, client: httpx.Client
) -> None:
    created = create(client, ["human", "human"], [0, 1])
    game_id, tokens = created["id"], [created["tokens"]["0"], created["tokens"]["1"]]
    play_first_moves(client, tokens, 4)
    before = client.get(f"/api/seat/{tokens[0]}/view").json()
    leaver = Listener(server.url(f"/api/seat/{tokens[0]}/events"))
    other = Listener(server.url(f"/api/seat/{tokens[1]}/events"))
    leaver.wait_for(lambda event: event[0] == "update")
    other.wait_for(lambda event: event[0] == "update")
    assert other.events[0][1]["status"]["taken"] == [True, True]

    assert client.post(f"/api/seat/{tokens[0]}/leave").status_code == 204
    # The holder's stream is told, and ends; the other seat's stream gets the new status.
    assert leaver.wait_for(lambda event: event[0] != "update") == ("left", {"reason": "left"})
    leaver.join()
    update = other.wait_for(lambda e: e[0] == "update" and e[1]["status"]["taken"][0] is False)
    assert update[1]["status"]["seats"] == ["human", "human"]
    # The credential stops playing the seat, and says why (not "unknown").
    for path in ("", "/view", "/events"):
        refused = client.get(f"/api/seat/{tokens[0]}{path}")
        assert refused.status_code == 410
        assert refused.json()["data"]["code"] == "server.seat.left"
        assert f"/watch/{game_id}" in refused.json()["data"]["message"]
    sent = move_document("ten", {"type": "draw", "player": 0}, before["state_version"])
    assert client.post(f"/api/seat/{tokens[0]}/move", json=sent).status_code == 410
    page = client.get(f"/play/{tokens[0]}")
    assert page.status_code == 410
    assert "Seat left" in page.text
    # The lobby lists the game with its open seat, and the seat can be taken again.
    line = next(game for game in client.get("/api/games").json()["games"] if game["id"] == game_id)
    assert [seat["taken"] for seat in line["seats"]] == [False, True]
    taken = client.post(f"/api/games/{game_id}/seats/0")
    assert taken.status_code == 201, taken.text
    new = taken.json()["token"]
    # The new holder gets the seat's view of the game so far, nothing more: the view document
    # the seat had, at the same version.
    assert client.get(f"/api/seat/{new}/view").json() == before
    table = server.table(game_id)
    assert table.lasts[0] is None  # the last move kept for retries was the old holder's
    assert client.get(f"/api/seat/{new}").json()["taken"] == [True, True]
    other.wait_for(lambda e: e[0] == "update" and e[1]["status"]["taken"] == [True, True])
    # The old credential stays out.
    assert client.get(f"/api/seat/{tokens[0]}/view").status_code == 410
    # And the new holder plays on.
    play_first_moves(client, [new, tokens[1]], 2)


def test_a_seat_handed_to_the_bot_is_played_by_it_and_stays_the_bots(
    tmp_path: Path,
) -> None:
    database = tmp_path / "games.sqlite3"
    with running(database) as server, httpx.Client(base_url=server.url(), timeout=10) as client:
        created = create(client, ["human", "human"], [0, 1])
        game_id, tokens = created["id"], [created["tokens"]["0"], created["tokens"]["1"]]
        play_first_moves(client, tokens, 2)
        other = Listener(server.url(f"/api/seat/{tokens[1]}/events"))
        other.wait_for(lambda event: event[0] == "update")
        answer = client.post(f"/api/seat/{tokens[0]}/leave", json={"to": "bot"})
        assert answer.status_code == 204, answer.text
        update = other.wait_for(
            lambda e: e[0] == "update" and e[1]["status"]["seats"] == ["bot", "human"]
        )
        assert update[1]["status"]["taken"] == [False, True]
        refused = client.get(f"/api/seat/{tokens[0]}")
        assert refused.status_code == 410
        assert "bot" in refused.json()["data"]["message"]
        # A bot's seat is nobody's to take.
        assert client.post(f"/api/games/{game_id}/seats/0").status_code == 404
        line = next(g for g in client.get("/api/games").json()["games"] if g["id"] == game_id)
        assert line["seats"][0] == {"kind": "bot", "taken": False, "name": None}
        # The bot plays seat 1 whenever it is to act: seat 2's human plays to the end.
        view = _play_to_the_end(client, tokens[1], stop_after=6)
        assert view["state_version"] > 2
    # Stored: after a restart the bot still plays the seat.
    with running(database) as server, httpx.Client(base_url=server.url(), timeout=10) as client:
        assert client.get(f"/api/seat/{tokens[1]}").json()["seats"] == ["bot", "human"]
        _play_to_the_end(client, tokens[1])
        status = client.get(f"/api/games/{game_id}").json()
        assert status["over"]
        record = tablegames.from_json(client.get(f"/api/games/{game_id}/record").text)
        assert any(move.player == 0 for move in record.moves[4:])


def _play_to_the_end(client: httpx.Client, token: str, stop_after: int | None = None) -> Any:
    """The human of ``token`` plays its first legal move whenever it may, until the game is
    over (or ``stop_after`` moves); the other seat is a bot."""
    played = 0
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        view = client.get(f"/api/seat/{token}/view").json()
        status = client.get(f"/api/seat/{token}").json()
        if status["over"] or (stop_after is not None and played >= stop_after):
            return view
        if not view["moves"]:
            time.sleep(0.02)  # the bot's turn
            continue
        sent = move_document("ten", view["moves"][0], view["state_version"])
        answer = client.post(f"/api/seat/{token}/move", json=sent)
        assert answer.status_code in (200, 409), answer.text
        played += 1
    raise AssertionError("the game did not end")


def test_leaving_is_refused_once_over_and_a_bad_request_changes_nothing(
    server: Running, client: httpx.Client
) -> None:
    created = create(client, ["human", "human"], [0, 1])
    tokens = [created["tokens"]["0"], created["tokens"]["1"]]
    for body in ({"to": "nowhere"}, {"to": "bot", "why": "tired"}, [1]):
        refused = client.post(f"/api/seat/{tokens[0]}/leave", json=body)
        assert refused.status_code == 400
        assert refused.json()["data"]["code"] == "server.request.invalid"
    refused = client.post(f"/api/seat/{tokens[0]}/leave", content=b"{")
    assert refused.status_code == 400
    assert client.get(f"/api/seat/{tokens[0]}").status_code == 200
    # An explicit "lobby" is the same as no body.
    assert client.post(f"/api/seat/{tokens[1]}/leave", json={"to": "lobby"}).status_code == 204
    again = client.post(f"/api/seat/{tokens[1]}/leave")
    assert (again.status_code, again.json()["data"]["code"]) == (410, "server.seat.left")
    # A finished game's seats stay as they were: leaving one is refused.
    table = server.table(created["id"])
    new = client.post(f"/api/games/{created['id']}/seats/1").json()["token"]
    tokens[1] = new
    while not table.over:
        play_first_moves(client, tokens, 1)
    refused = client.post(f"/api/seat/{tokens[0]}/leave", json={"to": "bot"})
    assert (refused.status_code, refused.json()["data"]["code"]) == (409, "server.game.over")
    assert client.get(f"/api/seat/{tokens[0]}").status_code == 200
    assert client.get(f"/api/seat/{tokens[0]}").json()["seats"] == ["human", "human"]


def test_the_owner_may_not_revoke_a_seat_of_a_finished_game(
    server: Running, client: httpx.Client
) -> None:
    """A finished game's seats stay as they were, for its record and its rematch
    (docs/guides/server.rst, "Credentials"): the owner's revocation is refused as leaving is
    (409 ``server.game.over``), and the seat's credential still opens its status. Before, it
    was answered 204, the holder lost the record and the rematch, and the seat could not be
    taken again either."""
    created = create(client, ["human", "human"], [0, 1])
    tokens = [created["tokens"]["0"], created["tokens"]["1"]]
    table = server.table(created["id"])
    while not table.over:
        play_first_moves(client, tokens, 1)
    owner = {"Authorization": f"Bearer {created['owner_token']}"}
    refused = client.delete(f"/api/games/{created['id']}/seats/1", headers=owner)
    assert (refused.status_code, refused.json()["data"]["code"]) == (409, "server.game.over")
    status = client.get(f"/api/seat/{tokens[1]}")
    assert status.status_code == 200
    assert status.json()["taken"] == [True, True]


def test_the_turn_limit_hands_a_silent_seat_to_the_bot_and_tells_its_holder(
    tmp_path: Path,
) -> None:
    # Long enough for the dozen requests below, the clock running from the game's start: they
    # took 0.2 to 0.84 s on a machine loaded four times over its two cores (the limit was 0.6 s).
    limit = 3.0
    with (
        running(tmp_path / "games.sqlite3", seat_timeout=limit) as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        started = time.monotonic()
        created = create(client, ["human", "human"], [0, 1])
        tokens = [created["tokens"]["0"], created["tokens"]["1"]]
        status = client.get(f"/api/seat/{tokens[0]}").json()
        mover = status["to_act"]
        waiter = 1 - mover
        silent = Listener(server.url(f"/api/seat/{tokens[mover]}/events"))
        silent.wait_for(lambda event: event[0] == "update")
        # A seat that moves in time keeps its seat: the clock counts from the last move.
        play_first_moves(client, [tokens[mover]], 1)
        view = client.get(f"/api/seat/{tokens[mover]}/view").json()
        while not view["moves"]:  # the other seat's turn: it moves in time too
            play_first_moves(client, [tokens[waiter]], 1)
            view = client.get(f"/api/seat/{tokens[mover]}/view").json()
        assert time.monotonic() - started < limit, "too slow: the seat's time ran out"
        assert client.get(f"/api/seat/{tokens[mover]}").status_code == 200
        # Then it says nothing: handed to the bot, and told.
        assert silent.wait_for(lambda event: event[0] != "update", 10) == (
            "left",
            {"reason": "timeout"},
        )
        silent.join()
        refused = client.get(f"/api/seat/{tokens[mover]}")
        assert refused.status_code == 410
        assert "too long" in refused.json()["data"]["message"]
        status = client.get(f"/api/seat/{tokens[waiter]}").json()
        assert status["seats"][mover] == "bot"
        # The bot played the seat's turn.
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            view = client.get(f"/api/seat/{tokens[waiter]}/view").json()
            if view["moves"] or client.get(f"/api/seat/{tokens[waiter]}").json()["over"]:
                break
            time.sleep(0.05)
        assert view["moves"] or client.get(f"/api/seat/{tokens[waiter]}").json()["over"]


def told_it_left(client: httpx.Client, url: str) -> tuple[Any, ...]:
    """What a seat's stream says of the seat's leaving: its ``left`` event as (event, data),
    or, if the seat had already left when the stream was asked for, ("refused", the
    refusal's code, whether its message says the seat had the turn too long)."""
    with client.stream("GET", url, timeout=20) as answer:
        if answer.status_code == 410:
            refusal = json.loads(answer.read())["data"]
            return "refused", refusal["code"], "too long" in refusal["message"]
        assert answer.status_code == 200, answer.read()
        kind, data = "message", ""
        # The read timeout is per read, and the server's heartbeat (15 s) would renew it for
        # ever: a seat never handed over fails here, not by hanging.
        deadline = time.monotonic() + 20
        for line in answer.iter_lines():
            assert time.monotonic() < deadline, "the stream never said that the seat left"
            if line.startswith("event: "):
                kind = line[7:]
            elif line.startswith("data: "):
                data = line[6:]
            elif line == "" and data:
                if kind == "left":
                    return kind, json.loads(data)
                kind, data = "message", ""
    raise AssertionError("the stream ended without saying that the seat left")


def test_tablegames_serve_with_a_turn_limit_hands_a_silent_seat_to_the_bot(
    tmp_path: Path,
) -> None:
    """The option as an operator gives it, on a server process of its own: a game whose two
    human seats say nothing is played to its end by the bot. Seat 0 acts first, so its 0.3 s
    run from the game's creation: its stream, opened then, tells it that it left for its time
    or, when a loaded machine opens it after the 0.3 s, is refused saying so (the same
    outcome, told at the next request). Either way the seat's address then says why it
    left."""
    server = started_process(
        str(tmp_path / "games.sqlite3"), tmp_path / "server.log", "--seat-timeout", "0.3"
    )
    try:
        with httpx.Client(base_url=server.url, timeout=10) as client:
            created = create(client, ["human", "human"], [0, 1])
            token = created["tokens"]["0"]
            assert told_it_left(client, f"/api/seat/{token}/events") in (
                ("left", {"reason": "timeout"}),
                ("refused", "server.seat.left", True),
            )
            refused = client.get(f"/api/seat/{token}")
            assert refused.status_code == 410
            assert "too long" in refused.json()["data"]["message"]
            deadline = time.monotonic() + 30
            status = client.get(f"/api/games/{created['id']}").json()
            while not status["over"] and time.monotonic() < deadline:
                time.sleep(0.1)
                status = client.get(f"/api/games/{created['id']}").json()
            assert status["seats"] == ["bot", "bot"]
            assert status["over"]
    finally:
        assert server.terminate()


def test_without_a_turn_limit_a_silent_seat_keeps_its_seat(
    server: Running, client: httpx.Client
) -> None:
    created = create(client, ["human", "human"], [0, 1])
    token = created["tokens"]["0"]
    assert server.settings.seat_timeout is None
    time.sleep(1.0)
    assert client.get(f"/api/seat/{token}").json()["seats"] == ["human", "human"]
    assert server.table(created["id"]).bots is None


def test_the_serve_command_takes_a_turn_limit() -> None:
    from tablegames.server.run import parser, settings_from

    assert settings_from(parser().parse_args([])).seat_timeout is None
    assert settings_from(parser().parse_args(["--seat-timeout", "90"])).seat_timeout == 90.0
    for bad in ("0", "-5", "soon", "inf", "nan"):
        with pytest.raises(SystemExit):
            parser().parse_args(["--seat-timeout", bad])
