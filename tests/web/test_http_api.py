"""The web example's HTTP API, without a browser (issue 12): what each seat gets, and every
way a request is refused."""

from __future__ import annotations

import http.client
import json
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

import tablegames
from tests.web.harness import WEB, canonical, keys_of, protocol, running, secret_keys, server


def request(
    url: str, body: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, dict[str, str], bytes]:
    """(status, headers, body) of a GET, or of a POST when ``body`` is given."""
    call = urllib.request.Request(url, data=body, headers=headers or {})
    if body is not None:
        call.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(call, timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as refusal:
        return refusal.code, dict(refusal.headers), refusal.read()


def refusal(answer: tuple[int, dict[str, str], bytes]) -> tuple[int, str]:
    """The status and code of an error document (checking its shape)."""
    status, headers, body = answer
    assert headers["Content-Type"] == "application/json"
    document = json.loads(body)
    assert document["kind"] == "error"
    assert set(document["data"]) == {"code", "message", "move"}
    assert document["data"]["message"]
    return status, document["data"]["code"]


def move_body(move: Any) -> bytes:
    return tablegames.to_json(move).encode()


@pytest.fixture
def web() -> Iterator[server.WebServer]:
    """A 3-player Saboteur game, seats 0 and 1 played from browsers; seat 0 begins."""
    with running("saboteur", players=3, humans=[0, 1], seed=5) as started:
        assert tablegames.current_player(started.table.state) == 0
        yield started


def api(web: server.WebServer, seat: int, what: str) -> str:
    return web.url(f"/api/{web.table.token_of(seat)}/{what}")


def test_a_seat_gets_its_view_with_its_legal_moves(web: server.WebServer) -> None:
    state = web.table.state
    for seat in (0, 1):
        status, headers, body = request(api(web, seat, "view"))
        assert status == 200
        assert headers["Content-Type"] == "application/json"
        assert headers["Cache-Control"] == "no-store"
        document = json.loads(body)
        assert canonical(document) == canonical(protocol.view_document(state, seat))
        assert document["data"]["player"] == seat
        words = tablegames.GAMES["saboteur"].words
        moves = [
            {**tablegames.to_dict(m)["data"], "label": words.label(m)}
            for m in tablegames.legal_moves(state, seat)
        ]
        assert document["moves"] == moves
        assert not keys_of(document) & secret_keys(web.table, seat)
    assert json.loads(request(api(web, 1, "view"))[2])["moves"] == []


def test_the_status_says_whose_turn_and_hides_scores_until_the_end(
    web: server.WebServer,
) -> None:
    status, _, body = request(api(web, 1, "status"))
    assert status == 200
    assert json.loads(body) == {
        "game": "saboteur",
        "seat": 1,
        "players": 3,
        "to_act": 0,
        "over": False,
        "scores": None,
        "winners": None,
    }


def test_a_move_is_applied_for_the_token_seat_then_the_bots_answer(
    web: server.WebServer,
) -> None:
    before = web.table.state
    move = tablegames.legal_moves(before, 0)[0]
    status, headers, body = request(api(web, 0, "move"), move_body(move))
    assert status == 200
    after = web.table.state
    assert tablegames.record(after).moves[: len(tablegames.record(before).moves) + 1] == (
        *tablegames.record(before).moves,
        move,
    )
    # Seat 1 is a human too: nobody moves for it, and it is its turn now.
    assert tablegames.current_player(after) == 1
    assert canonical(json.loads(body)) == canonical(protocol.view_document(after, 0))
    assert headers["ETag"] == web.table.view(0)[1]


def test_the_bots_play_until_a_human_must_act() -> None:
    with running("saboteur", players=3, humans=[2], seed=5) as web:
        state = web.table.state
        assert tablegames.current_player(state) == 2
        assert len(tablegames.record(state).moves) == 2


def test_a_move_naming_another_seat_is_refused_first(web: server.WebServer) -> None:
    """Seat 1 sends seat 0's legal move (seat 0's turn): refused for the seat, before the turn
    check, and the state is unchanged; so is an own move out of turn, by the rules."""
    before = web.table.state
    legal = tablegames.legal_moves(before, 0)[0]
    assert refusal(request(api(web, 1, "move"), move_body(legal))) == (403, protocol.SEAT_CODE)
    own = tablegames.to_dict(legal)
    own["data"]["player"] = 1
    answer = refusal(request(api(web, 1, "move"), json.dumps(own).encode()))
    assert answer == (409, "saboteur.turn.not_yours")
    assert web.table.state is before


def test_a_move_of_another_game_is_refused(web: server.WebServer) -> None:
    ten = tablegames.new_game("ten", players=2, seed=1)
    other = attrs.evolve(tablegames.legal_moves(ten)[0], player=0)
    assert refusal(request(api(web, 0, "move"), move_body(other))) == (409, "core.move.wrong_game")


@pytest.mark.parametrize(
    "body",
    [
        b"not json",
        b"[]",
        b'{"format": "tablegames", "version": 1}',
        b'{"format": "tablegames", "version": 99, "game": "saboteur", "kind": "move", "data": {}}',
        b'{"format": "tablegames", "version": 1, "game": "saboteur", "kind": "move",'
        b' "data": {"type": "discard", "player": 0, "card": "no such card"}}',
        b'{"format": "tablegames", "version": 1, "game": "saboteur", "kind": "move",'
        b' "data": {"type": "discard", "player": "0", "card": "map"}}',
        b"[" * 3000,
        '{"\u00e9": 1}'.encode("latin-1"),
    ],
    ids=["text", "list", "envelope", "version", "card", "player", "nesting", "encoding"],
)
def test_a_bad_document_is_refused(web: server.WebServer, body: bytes) -> None:
    before = web.table.state
    assert refusal(request(api(web, 0, "move"), body)) == (400, "core.format.invalid")
    assert web.table.state is before


def other_documents() -> dict[str, str]:
    state = tablegames.new_game("ten", players=1, seed=1)
    return {
        "view": tablegames.to_json(tablegames.view(state, 0)),
        "moves": tablegames.to_json(tablegames.legal_moves(state)),
        "empty moves": tablegames.to_json((), game="saboteur"),
        "error": tablegames.to_json(tablegames.Refusal("ten.buy.duplicate", "No."), game="ten"),
        "record": tablegames.to_json(tablegames.record(state)),
    }


@pytest.mark.parametrize("name", sorted(other_documents()))
def test_a_document_of_another_kind_is_refused(web: server.WebServer, name: str) -> None:
    answer = request(api(web, 0, "move"), other_documents()[name].encode())
    assert refusal(answer) == (400, "core.format.invalid")
    kind = name.split()[-1]
    message = json.loads(answer[2])["data"]["message"]
    assert message == f"expected a move document, got a {kind} document"


def test_a_big_body_is_refused_unread(web: server.WebServer) -> None:
    big = b" " * (protocol.MAX_MOVE_BYTES + 1)
    assert refusal(request(api(web, 0, "move"), big)) == (413, "web.request.too_large")
    # A huge announced length is refused at once: the server does not wait for the body.
    host, port = web.server_address[:2]
    connection = http.client.HTTPConnection(str(host), port, timeout=5)
    started = time.monotonic()
    connection.putrequest("POST", f"/api/{web.table.token_of(0)}/move")
    connection.putheader("Content-Length", str(10**12))
    connection.endheaders()
    answer = connection.getresponse()
    assert answer.status == 413
    assert json.loads(answer.read())["data"]["code"] == "web.request.too_large"
    assert time.monotonic() - started < 3
    connection.close()


def test_a_body_without_length_is_refused(web: server.WebServer) -> None:
    host, port = web.server_address[:2]
    connection = http.client.HTTPConnection(str(host), port, timeout=5)
    connection.putrequest("POST", f"/api/{web.table.token_of(0)}/move")
    connection.putheader("Transfer-Encoding", "chunked")
    connection.endheaders()
    answer = connection.getresponse()
    assert answer.status == 411
    assert json.loads(answer.read())["data"]["code"] == "web.request.length_required"
    connection.close()


@pytest.mark.parametrize("what", ["view", "status", "move"])
def test_an_unknown_token_is_refused(web: server.WebServer, what: str) -> None:
    for token in ["unknown", web.table.token_of(0)[:-1], "x" * 200, "%2e%2e"]:
        body = b"{}" if what == "move" else None
        url = web.url(f"/api/{token}/{what}")
        assert refusal(request(url, body)) == (404, "web.token.unknown")
    status, headers, body = request(web.url("/play/unknown"))
    assert (status, headers["Content-Type"]) == (404, "text/html; charset=utf-8")
    assert b"No seat has this address" in body


@pytest.mark.parametrize(
    "path",
    ["/static/../server.py", "/static/protocol.py", "/static/", "/favicon.ico", "/api/x", "/play"],
)
def test_nothing_else_is_served(web: server.WebServer, path: str) -> None:
    assert refusal(request(web.url(path))) == (404, "web.path.unknown")


def test_a_wrong_method_is_refused(web: server.WebServer) -> None:
    status, headers, _ = request(api(web, 0, "move"))
    assert (status, headers["Allow"]) == (405, "POST")
    assert refusal(request(api(web, 0, "view"), b"{}"))[1] == "web.method.not_allowed"
    assert refusal(request(web.url("/"), b"{}"))[1] == "web.method.not_allowed"


def test_the_pages_are_served_with_a_strict_policy(web: server.WebServer) -> None:
    status, headers, body = request(web.seat_urls()[0])
    assert status == 200
    assert body == server.STATIC["saboteur.html"][0]
    assert "script-src 'self'" in headers["Content-Security-Policy"]
    assert headers["Referrer-Policy"] == "no-referrer"
    for name in ["client.js", "saboteur.js", "style.css"]:
        status, headers, body = request(web.url(f"/static/{name}"))
        assert (status, body) == (200, server.STATIC[name][0])
        assert headers["X-Content-Type-Options"] == "nosniff"
    home = request(web.url("/"))
    assert home[0] == 200
    assert web.table.token_of(0).encode() not in home[2]


def test_an_unchanged_view_answers_304_and_a_long_poll_wakes_on_news(
    web: server.WebServer,
) -> None:
    etag = request(api(web, 1, "view"))[1]["ETag"]
    started = time.monotonic()
    status, headers, body = request(
        api(web, 1, "view") + "?wait=0.3", None, {"If-None-Match": etag}
    )
    assert (status, body, headers["ETag"]) == (304, b"", etag)
    assert 0.25 < time.monotonic() - started < 5

    answers: list[tuple[int, dict[str, str], bytes]] = []
    waiting = threading.Thread(
        target=lambda: answers.append(
            request(api(web, 1, "view") + "?wait=20", None, {"If-None-Match": etag})
        )
    )
    waiting.start()
    time.sleep(0.2)
    move = tablegames.legal_moves(web.table.state, 0)[0]
    started = time.monotonic()
    assert request(api(web, 0, "move"), move_body(move))[0] == 200
    waiting.join(timeout=10)
    assert time.monotonic() - started < 5
    status, headers, body = answers[0]
    assert status == 200
    assert headers["ETag"] != etag
    assert canonical(json.loads(body)) == canonical(protocol.view_document(web.table.state, 1))


@pytest.mark.parametrize("wait", ["-1", "31", "soon", "nan"])
def test_a_bad_wait_is_refused(web: server.WebServer, wait: str) -> None:
    answer = request(api(web, 0, "view") + f"?wait={wait}")
    assert refusal(answer) == (400, "web.request.invalid")


def test_the_script_prints_one_url_per_human_seat_and_serves_them() -> None:
    """``python examples/web/server.py GAME --humans ... --port 0``, as the docs run it."""
    command = [sys.executable, str(WEB / "server.py"), "aluette", "--humans", "0", "2"]
    command += ["--seed", "7", "--port", "0", "--option", "game_end=first_to_5"]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline() for _ in range(4)]
        urls = {int(line.split()[1][:-1]): line.split()[2] for line in lines if "/play/" in line}
        assert sorted(urls) == [0, 2]
        assert len({url.rsplit("/", 1)[1] for url in urls.values()}) == 2
        for seat, url in urls.items():
            token = url.rsplit("/", 1)[1]
            base = url.split("/play/")[0]
            document = json.loads(request(f"{base}/api/{token}/view")[2])
            assert document["data"]["player"] == seat
            assert document["data"]["options"]["game_end"] == "first_to_5"
    finally:
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=10) == 0
        assert process.stdout is not None
        process.stdout.close()


def test_the_script_refuses_a_bad_setup() -> None:
    command = [sys.executable, str(WEB / "server.py"), "aluette", "--humans", "5", "--port", "0"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=30)
    assert done.returncode == 2
    assert "no seat 5" in done.stderr
