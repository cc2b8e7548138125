"""A rematch reaches every seat of the finished game: the event streams of a finished game stay
open a bounded while to tell of it, and each seat joins it with an address of its own (found by
playing two seats in two browsers: the second was never told)."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.server.harness import Running, finished_game, iter_events, running


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Running]:
    with running(tmp_path / "games.sqlite3", rematch_wait=30.0) as started:
        yield started


def _read(
    server: Running, url: str, found: list[tuple[str, Any]], timeout: float
) -> threading.Thread:
    """Read the stream at ``url`` into ``found`` in a thread, until it ends."""

    def run() -> None:
        with httpx.Client(base_url=server.url()) as client:
            found.extend(iter_events(client, url, timeout))

    reader = threading.Thread(target=run, daemon=True)
    reader.start()
    return reader


def test_a_rematch_asked_by_one_seat_reaches_the_other_seats_stream(server: Running) -> None:
    """The finished game's stream of seat 2 stays open; seat 1's rematch reaches it as an
    update naming the rematch (its public id, no credential), then ``end``. Seat 2 joins with
    its own ask and gets an address of its own; seat 1's still plays."""
    game_id, tokens = finished_game(server)
    seen: list[tuple[str, Any]] = []
    watched: list[tuple[str, Any]] = []
    reader = _read(server, f"/api/seat/{tokens[1]}/events", seen, 20)
    watcher = _read(server, f"/api/games/{game_id}/events", watched, 20)
    # Both streams have told of the game before the rematch is asked for (a fixed 0.5 s for
    # that was a guess a loaded machine could miss); then they stay open a while.
    deadline = time.monotonic() + 10
    while not (seen and watched):
        assert time.monotonic() < deadline, "the streams told nothing"
        time.sleep(0.02)
    time.sleep(0.5)
    assert [kind for kind, _ in seen] == ["update"]  # over, and still open
    assert seen[0][1]["status"]["over"]
    assert seen[0][1]["status"]["rematch"] is None
    with httpx.Client(base_url=server.url(), timeout=10) as client:
        asked = client.post(f"/api/seat/{tokens[0]}/rematch")
        assert asked.status_code == 201
        rematch = asked.json()["id"]
        reader.join(10)
        watcher.join(10)
        assert not reader.is_alive()
        assert not watcher.is_alive()
        assert [kind for kind, _ in seen] == ["update", "update", "end"]
        told = seen[1][1]["status"]
        assert (told["seat"], told["rematch"]) == (1, rematch)
        assert tokens[0].split(".")[1] not in str(seen)
        assert asked.json()["token"] not in str(seen)
        assert [kind for kind, _ in watched] == ["update", "update", "end"]
        assert watched[1][1]["status"]["rematch"] == rematch
        # The rematch's summary tells who joined it: seat 1 only, so far.
        assert client.get(f"/api/games/{rematch}").json()["taken"] == [True, False]
        joined = client.post(f"/api/seat/{tokens[1]}/rematch")
        assert joined.status_code == 201
        assert joined.json()["id"] == rematch
        assert joined.json()["token"] != asked.json()["token"]
        assert client.get(joined.json()["url"].replace("/play/", "/api/seat/")).json()["seat"] == 1
        assert client.get(f"/api/seat/{asked.json()['token']}").json()["seat"] == 0
        # A stream opened once the rematch is named tells it at once, and ends.
        late = list(iter_events(client, f"/api/seat/{tokens[1]}/events", 10))
        assert [kind for kind, _ in late] == ["update", "end"]
        assert late[0][1]["status"]["rematch"] == rematch


def test_a_finished_games_stream_ends_a_while_after_the_end(tmp_path: Path) -> None:
    """Bounded: with no rematch, a finished game's stream ends ``rematch_wait`` seconds after
    the game ended (with ``end``, so that the browser does not ask again); a stream opened
    later ends at once."""
    with running(tmp_path / "games.sqlite3", rematch_wait=1.5, heartbeat=0.5) as server:
        _, tokens = finished_game(server)
        started = time.monotonic()
        with httpx.Client(base_url=server.url(), timeout=10) as client:
            found = list(iter_events(client, f"/api/seat/{tokens[0]}/events", 10))
            waited = time.monotonic() - started
            assert [kind for kind, _ in found] == ["update", "end"]
            assert 0.5 < waited < 5
            started = time.monotonic()
            again = list(iter_events(client, f"/api/seat/{tokens[0]}/events", 10))
            assert [kind for kind, _ in again] == ["update", "end"]
            assert time.monotonic() - started < 1


def test_a_rematchs_seats_are_kept_for_the_players_of_the_game_before(server: Running) -> None:
    """A stranger could take a free seat of a fresh rematch from the lobby, then lose it without
    a word when its player joined. While ``rematch_wait`` runs, the rematch is not listed and
    its seats are the old players' alone; asking again replaces the seat's first credential."""
    _, tokens = finished_game(server)
    with httpx.Client(base_url=server.url(), timeout=10) as client:
        asked = client.post(f"/api/seat/{tokens[0]}/rematch")
        assert asked.status_code == 201, asked.text
        rematch = asked.json()["id"]
        listed = [game["id"] for game in client.get("/api/games").json()["games"]]
        assert rematch not in listed
        stranger = client.post(f"/api/games/{rematch}/seats/1")
        assert (stranger.status_code, stranger.json()["data"]["code"]) == (
            409,
            "server.seat.reserved",
        )
        # The status says until when (the server's rematch_wait, 30 s, after it was made) and
        # the refusal how long is left, where it said "for a while".
        kept = client.get(f"/api/games/{rematch}").json()["kept_until"]
        assert 0 < kept - time.time() <= 30
        assert client.get(f"/api/seat/{asked.json()['token']}").json()["kept_until"] == kept
        assert client.get(f"/api/seat/{tokens[1]}").json()["kept_until"] is None
        assert re.search(r"for \d+ more seconds?;", stranger.json()["data"]["message"])
        # The other player joins, and asking twice gives a new credential for the same seat.
        joined = client.post(f"/api/seat/{tokens[1]}/rematch").json()["token"]
        again = client.post(f"/api/seat/{tokens[1]}/rematch").json()["token"]
        assert again != joined
        assert client.get(f"/api/seat/{again}").json()["seat"] == 1
        gone = client.get(f"/api/seat/{joined}")
        assert (gone.status_code, gone.json()["data"]["code"]) == (404, "server.seat.unknown")


def test_after_the_wait_a_rematch_is_listed_and_a_seat_taken_is_not_taken_back(
    tmp_path: Path,
) -> None:
    """Once the seats are no longer kept, the rematch is in the lobby like any game, and a seat
    someone took there is theirs: the old player's credential cannot take it back."""
    with running(tmp_path / "games.sqlite3", rematch_wait=0.5) as server:
        _, tokens = finished_game(server)
        with httpx.Client(base_url=server.url(), timeout=10) as client:
            rematch = client.post(f"/api/seat/{tokens[0]}/rematch").json()["id"]
            time.sleep(0.6)
            listed = [game["id"] for game in client.get("/api/games").json()["games"]]
            assert rematch in listed
            taken = client.post(f"/api/games/{rematch}/seats/1")
            assert taken.status_code == 201
            late = client.post(f"/api/seat/{tokens[1]}/rematch")
            assert (late.status_code, late.json()["data"]["code"]) == (409, "server.seat.taken")
            assert client.get(f"/api/seat/{taken.json()['token']}").json()["seat"] == 1
            # Asked again by the player who has it: the refusal says it may be theirs (it
            # said the seat was taken, as if by another, the review of a club's evening found).
            again = client.post(f"/api/seat/{tokens[0]}/rematch")
            assert again.status_code == 409
            assert "by you, if you asked for it before" in again.json()["data"]["message"]


def test_a_rematch_seat_keeps_a_name_only_the_name_rules_still_take() -> None:
    """A rematch handed the old game's name on unchecked (the upgrade review): a name stored
    before the rules refused it ("You" with a Greek Y, which the narration reads as "You") or
    one that a stranger's seat in the rematch already reads as ("bob" beside "Bob") went on
    into the rematch. Such a seat is now taken with no name."""
    from tablegames.server.hall import _carried_name

    assert _carried_name("Bob", ["Ann", None]) == "Bob"
    assert _carried_name(None, ["Ann"]) is None
    assert _carried_name("Bob", ["Ann", "bob"]) is None
    assert _carried_name("\u03a5ou", ["Ann"]) is None  # Greek capital upsilon, then "ou"
    assert _carried_name("S\u200deat 2", []) is None
