"""Every document the server sends fits its shipped schema: its own documents (statuses, the
lobby, the answers, the stream's events, its refusals) the ``server-*`` schemas, the games'
documents (views, records, errors) the games' schemas.

Found by a front-end author (audit 2, finding 7), who had to write the server's documents' types
by hand from the guide. The schemas close every object (a field the server adds fails) and
require every field (a field it drops fails), so a whole game played here pins them.
"""

from __future__ import annotations

import functools
import json
import re
import threading
import time
from collections import Counter
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import httpx
import pytest
from jsonschema import Draft202012Validator, ValidationError

import tablegames
from tablegames.core.rng import Rng
from tablegames.core.schema import load_schema
from tablegames.core.schema.server import (
    SERVER_DOCUMENTS,
    SERVER_ERROR_CODES,
    SERVER_STREAM_EVENTS,
    server_schema_file_name,
    server_schema_text,
)
from tests.games import BUILT_IN
from tests.server.harness import Running, iter_events, move_document, running
from tests.test_schemas import CompiledValidator

SOURCES = Path(tablegames.__file__).parent / "server"
GUIDE = Path(__file__).parents[2] / "docs" / "guides" / "server.rst"
#: The seats of each game played here: every built-in game, with human seats (and a bot).
SEATS = {
    "aluette": ["human"] * 4,
    "saboteur": ["human"] * 3,
    "ten": ["human", "bot", "human"],
}
#: How long a game played here may stand still before the test fails.
STALL = 60


def shipped(name: str) -> dict[str, Any]:
    text = resources.files("tablegames") / "schemas" / server_schema_file_name(name)
    found: dict[str, Any] = json.loads(text.read_text(encoding="utf-8"))
    return found


@pytest.mark.parametrize("name", SERVER_DOCUMENTS)
def test_shipped_server_schemas_are_up_to_date(name: str) -> None:
    """Regenerate with `python -m tablegames.core.schema` when this fails."""
    text = resources.files("tablegames") / "schemas" / server_schema_file_name(name)
    assert text.read_text(encoding="utf-8") == server_schema_text(name)
    Draft202012Validator.check_schema(shipped(name))


def test_the_error_codes_are_those_the_server_raises_and_the_guide_lists() -> None:
    """``ServerErrorCode`` is complete: every ``server.*`` code of the server's sources (log
    event names aside) is in the table, and the guide's refusal table lists the same codes."""
    raised = set()
    for path in SOURCES.glob("*.py"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if "_log." not in line:
                raised.update(re.findall(r'"(server\.[a-z_.]+)"', line))
    assert raised == set(SERVER_ERROR_CODES)
    guide = GUIDE.read_text(encoding="utf-8")
    table = guide[guide.index("The refusals and their codes") :]
    assert set(re.findall(r"``(server\.[a-z_.]+)``", table)) == set(SERVER_ERROR_CODES)


# -- the documents of a real server ---------------------------------------------------------------


def _validator(schema: dict[str, Any]) -> CompiledValidator:
    # The compiled validator gives the standard one's answers (tests/test_schemas.py checks
    # that they agree) in a fraction of its time: jsonschema took 80% of a whole game's time
    # here, even with tagged oneOfs.
    return CompiledValidator(schema)


@functools.cache
def game_validator(game: str, kind: str) -> CompiledValidator:
    return _validator(load_schema(game, kind))


SERVER = {name: _validator(shipped(name)) for name in SERVER_DOCUMENTS}
#: A view as the server sends it: the game's view schema, and its moves and version there.
SERVED_VIEW = _validator(
    {"$defs": shipped("update")["$defs"], "$ref": "#/$defs/ServerViewDocument"}
)


class Checked:
    """A client of the server that checks every JSON document it receives against its schema,
    and counts them by schema."""

    def __init__(self, server: Running) -> None:
        self.client = httpx.Client(base_url=server.url(), timeout=30)
        self.seen: Counter[str] = Counter()
        self.lock = threading.Lock()

    def check(self, kind: str, document: Any) -> Any:
        """``kind``: a server document's name, or ``<game>-<kind>`` for a game's document."""
        if kind in SERVER:
            SERVER[kind].validate(document)
            if kind == "update":
                self.check(f"{document['view']['game']}-view", document["view"])
            if kind == "replay":  # a finished game's position: a state and a move document
                self.check(f"{document['state']['game']}-state", document["state"])
                if document["move"] is not None:
                    self.check(f"{document['state']['game']}-move", document["move"])
            if kind == "move":  # a view document with the status: the game's schema reads it
                view = {key: value for key, value in document.items() if key != "status"}
                self.check(f"{document['game']}-view", view)
        else:
            game, _, game_kind = kind.partition("-")
            game_validator(game, game_kind).validate(document)
            if game_kind == "view":
                SERVED_VIEW.validate(document)
        with self.lock:
            self.seen[kind] += 1
        return document

    def ask(self, method: str, path: str, kind: str, status: int = 200, **kw: Any) -> Any:
        answer = self.client.request(method, path, **kw)
        assert answer.status_code == status, answer.text
        if status == 204:
            return None
        document = answer.json()
        if status >= 400:
            assert document["kind"] == "error"
            game = document["game"]
            if game is None:
                self.check("error", document)
            else:
                self.check(f"{game}-error", document)
            code = document["data"]["code"]
            assert code.startswith("core.") or code in SERVER_ERROR_CODES
            assert code == kind, document
            return document
        return self.check(kind, document)

    def stream(
        self, path: str, timeout: float = 10, found: list[tuple[str, Any]] | None = None
    ) -> list[tuple[str, Any]]:
        """A whole event stream (until the server ends it), each event checked; appended to
        ``found`` as it arrives, if given (a reader in another thread)."""
        found = [] if found is None else found
        for event, data in iter_events(self.client, path, timeout):
            assert event in SERVER_STREAM_EVENTS, event
            name = next(k for k, v in SERVER_DOCUMENTS.items() if v == SERVER_STREAM_EVENTS[event])
            self.check(name, data)
            found.append((event, data))
        return found

    def first_update(self, path: str) -> dict[str, Any]:
        for event, data in iter_events(self.client, path, 10):
            assert event == "update"
            checked: dict[str, Any] = self.check("update", data)
            return checked
        raise AssertionError("no update")


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Running]:
    with running(
        tmp_path / "games.sqlite3", rematch_wait=1.0, rate=100_000.0, burst=100_000
    ) as started:
        yield started


@pytest.fixture
def client(server: Running) -> Iterator[Checked]:
    checked = Checked(server)
    try:
        yield checked
    finally:
        checked.client.close()


def _human_to_act(client: Checked, tokens: dict[int, str]) -> int:
    """The human seat to move, once the bots have moved."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        seat = client.ask("GET", f"/api/seat/{tokens[0]}", "status")["to_act"]
        if seat in tokens:
            return int(seat)
        time.sleep(0.01)
    raise AssertionError("no human seat to move")


def _play(client: Checked, game: str, tokens: dict[int, str], game_id: str) -> int:
    """Play the game to its end, each human seat choosing at random among its view's moves;
    the moves made."""
    rng = Rng(5, game)
    views: dict[int, dict[str, Any]] = {}
    made = 0
    # A hang, not a slow machine, fails the test: the clock restarts whenever the game moves
    # on (a whole game under a loaded CI took over 120 s), and no game is longer than its
    # declared bound.
    rules = tablegames.GAMES[game]
    longest = rules.max_game_length(len(SEATS[game]), rules.options_type())
    seen: dict[str, Any] = {}
    deadline = time.monotonic() + STALL
    while True:
        assert time.monotonic() < deadline, f"the game stood still for {STALL} s"
        status = client.ask("GET", f"/api/seat/{tokens[0]}", "status")
        if status["over"]:
            return made
        if status != seen:
            seen, deadline = status, time.monotonic() + STALL
        assert made <= longest, f"{made} moves: longer than the game's bound {longest}"
        seat = status["to_act"]
        if seat not in tokens:  # a bot's turn
            time.sleep(0.01)
            continue
        view = views.get(seat)
        if view is not None:  # unchanged since the seat's move (304): checked already
            tag = {"If-None-Match": f'"v{view["state_version"]}"'}
            if client.client.get(f"/api/seat/{tokens[seat]}/view", headers=tag).status_code != 304:
                view = None
        if view is None:
            view = client.ask("GET", f"/api/seat/{tokens[seat]}/view", f"{game}-view")
        move = rng.choice(view["moves"])
        sent = move_document(game, move, view["state_version"])
        answer = client.ask("POST", f"/api/seat/{tokens[seat]}/move", "move", json=sent)
        views[seat] = {key: value for key, value in answer.items() if key != "status"}
        made += 1
        if made % 25 == 1:
            client.ask("GET", f"/api/games/{game_id}", "game")
            client.ask("GET", f"/api/games/{game_id}/view", f"{game}-view")
            client.first_update(f"/api/games/{game_id}/events")
            client.first_update(f"/api/seat/{tokens[seat]}/events")


@pytest.mark.parametrize("game", sorted(SEATS))
def test_every_document_of_a_whole_game_fits_its_schema(client: Checked, game: str) -> None:
    """Audit 2, finding 7: the lobby, a game created, its seats taken, a whole game played by
    its human seats, a spectator, the streams, a rematch and refusals: every document fits."""
    assert set(SEATS) == set(BUILT_IN)
    kinds = SEATS[game]
    humans = [seat for seat, kind in enumerate(kinds) if kind == "human"]
    client.ask("GET", "/api/games", "lobby")
    created = client.ask(
        "POST", "/api/games", "created", 201, json={"game": game, "seats": kinds, "take": [0]}
    )
    game_id = created["id"]
    tokens = {0: created["tokens"]["0"]}
    lobby = client.ask("GET", "/api/games", "lobby")
    assert game_id in [listed["id"] for listed in lobby["games"]]
    for seat in humans[1:]:
        tokens[seat] = client.ask("POST", f"/api/games/{game_id}/seats/{seat}", "seat", 201)[
            "token"
        ]
    bot = kinds.index("bot") if "bot" in kinds else len(kinds)
    client.ask("POST", f"/api/games/{game_id}/seats/{bot}", "server.seat.none", 404)
    client.ask("POST", f"/api/games/{game_id}/seats/0", "server.seat.taken", 409)
    client.ask("GET", f"/api/seat/{tokens[0]}/record", "server.game.not_over", 409)
    client.ask("GET", f"/api/games/{game_id}/replay?at=0", "server.game.not_over", 409)
    client.ask("GET", f"/api/seat/{tokens[0]}/move", "server.method.not_allowed", 405)
    seat = _human_to_act(client, tokens)
    view = client.ask("GET", f"/api/seat/{tokens[seat]}/view", f"{game}-view")
    stray = move_document(game, {"type": "nothing"}, view["state_version"])
    client.ask("POST", f"/api/seat/{tokens[seat]}/move", "core.format.invalid", 400, json=stray)
    unversioned = move_document(game, view["moves"][0], None)
    client.ask(
        "POST",
        f"/api/seat/{tokens[seat]}/move",
        "server.move.version_required",
        400,
        json=unversioned,
    )

    assert _play(client, game, tokens, game_id) > 0

    for seat, token in tokens.items():
        status = client.ask("GET", f"/api/seat/{token}", "status")
        assert status["seat"] == seat
        assert status["over"]
        assert status["result"]
        client.ask("GET", f"/api/seat/{token}/record", f"{game}-record")
        client.ask("GET", f"/api/seat/{token}/view", f"{game}-view")
    summary = client.ask("GET", f"/api/games/{game_id}", "game")
    assert summary["rematch_of"] is None
    client.ask("GET", f"/api/games/{game_id}/record", f"{game}-record")
    client.ask(
        "GET", f"/api/games/{game_id}/record?format=xml", "server.record.format_unknown", 400
    )
    for at in (0, 1):
        client.ask("GET", f"/api/games/{game_id}/replay?at={at}", "replay")
    client.ask("GET", f"/api/games/{game_id}/replay?at=-1", "server.query.invalid", 400)
    # The streams of a finished game: its last update, then the end once the wait is over.
    ended = client.stream(f"/api/games/{game_id}/events")
    assert [event for event, _ in ended] == ["update", "end"]

    rematch = client.ask("POST", f"/api/seat/{tokens[0]}/rematch", "rematch", 201)
    again = client.ask("GET", f"/api/games/{rematch['id']}", "game")
    assert again["rematch_of"] == game_id
    assert client.ask("GET", f"/api/seat/{tokens[1 if 1 in tokens else 2]}", "status")["rematch"]
    told = client.stream(f"/api/seat/{tokens[humans[-1]]}/events")
    assert [event for event, _ in told] == ["update", "end"]
    assert told[0][1]["status"]["rematch"] == rematch["id"]
    client.ask("GET", f"/api/seat/{rematch['token']}", "status")

    assert {*SERVER_DOCUMENTS} - {"error", "notice", "left"} <= set(client.seen)
    assert client.seen[f"{game}-view"] > 10


def test_refusals_and_revoked_streams_fit_their_schemas(client: Checked) -> None:
    """The refusals that concern no game have ``"game": null`` and the server's error schema;
    a revoked seat's stream ends with ``revoked``."""
    client.ask("GET", "/api/games/nosuchgame1", "server.game.unknown", 404)
    client.ask(
        "GET", "/api/seat/nosuchgame1.abcdefghijklmnopqrstuvwxyz/view", "server.seat.unknown", 404
    )
    client.ask("GET", "/api/nothing", "server.path.unknown", 404)
    client.ask("DELETE", "/api/games", "server.method.not_allowed", 405)
    client.ask("POST", "/api/games", "server.request.invalid", 400, content=b"[]")
    client.ask(
        "POST", "/api/games", "core.config.invalid", 400, json={"game": "nosuch", "seats": ["bot"]}
    )
    created = client.ask(
        "POST", "/api/games", "created", 201, json={"game": "ten", "seats": ["human", "human"]}
    )
    game_id, owner = created["id"], created["owner_token"]
    assert created["tokens"] == {}
    assert created["urls"] == {}
    token = client.ask("POST", f"/api/games/{game_id}/seats/1", "seat", 201)["token"]
    client.ask("DELETE", f"/api/games/{game_id}/seats/1", "server.owner.required", 403)
    found: list[tuple[str, Any]] = []
    # The events are seen as they arrive: the seat is revoked once the stream is open.
    reader = threading.Thread(
        target=lambda: client.stream(f"/api/seat/{token}/events", found=found), daemon=True
    )
    reader.start()
    deadline = time.monotonic() + 10
    while not found and time.monotonic() < deadline:
        time.sleep(0.02)
    headers = {"Authorization": f"Bearer {owner}"}
    client.ask("DELETE", f"/api/games/{game_id}/seats/1", "", 204, headers=headers)
    reader.join(10)
    assert [event for event, _ in found] == ["update", "revoked"]
    assert client.seen["error"] >= 5
    assert client.seen["notice"] == 1


@pytest.mark.parametrize("to", ["lobby", "bot"])
def test_a_seat_left_its_stream_and_its_refusals_fit_their_schemas(
    client: Checked, to: str
) -> None:
    """A seat left (to the lobby, or to the bot): its stream ends with ``left`` and the reason,
    the other seats' streams send the new status, and the credential is refused with 410."""
    created = client.ask(
        "POST",
        "/api/games",
        "created",
        201,
        json={"game": "ten", "seats": ["human", "human"], "take": [0, 1]},
    )
    game_id, tokens = created["id"], created["tokens"]
    found: list[tuple[str, Any]] = []
    reader = threading.Thread(
        target=lambda: client.stream(f"/api/seat/{tokens['0']}/events", found=found), daemon=True
    )
    reader.start()
    deadline = time.monotonic() + 10
    while not found and time.monotonic() < deadline:
        time.sleep(0.02)
    client.ask("POST", f"/api/seat/{tokens['0']}/leave", "", 204, json={"to": to})
    reader.join(10)
    reason = "left" if to == "lobby" else "bot"
    assert found[-1] == ("left", {"reason": reason})
    assert client.seen["left"] == 1
    client.ask("GET", f"/api/seat/{tokens['0']}", "server.seat.left", 410)
    client.ask("POST", f"/api/seat/{tokens['0']}/leave", "server.seat.left", 410)
    status = client.ask("GET", f"/api/seat/{tokens['1']}", "status")
    assert status["taken"] == [False, True]
    assert status["seats"] == (["human", "human"] if to == "lobby" else ["bot", "human"])
    assert client.ask("GET", f"/api/games/{game_id}", "game")["taken"] == [False, True]
    client.ask("POST", f"/api/seat/{tokens['1']}/leave", "server.request.invalid", 400, json=[])


@pytest.mark.parametrize("field", ["over", "rematch"])
def test_a_missing_or_an_extra_field_fails(client: Checked, field: str) -> None:
    """The schemas are closed and require every field: they catch a field dropped or added."""
    created = client.ask(
        "POST", "/api/games", "created", 201, json={"game": "ten", "seats": ["bot"]}
    )
    status = dict(created["status"])
    del status[field]
    with pytest.raises(ValidationError):
        client.check("status", status)
    with pytest.raises(ValidationError):
        client.check("status", created["status"] | {"surprise": 1})
