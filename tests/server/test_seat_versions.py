"""A seat's version counts the changes of what it sees, never the moves: Aluette's
partner-only signals (Aluette §8) are moves two seats are not shown, and a version that counted
moves would tell them how many were made."""

from __future__ import annotations

import json
import random
import sqlite3
import statistics
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

import tablegames
from tablegames.core.messages import read_move_document
from tablegames.server.tables import view_versions
from tests.server.harness import events, iter_events, move_document, served, started_process

PARTNER_ONLY = {"signal_visibility": "partner_only"}


def new_aluette(client: httpx.Client, seed: int = 3) -> tuple[str, list[str]]:
    answer = client.post(
        "/api/games",
        json={
            "game": "aluette",
            "seats": ["human"] * 4,
            "take": [0, 1, 2, 3],
            "seed": seed,
            "options": PARTNER_ONLY,
        },
    )
    assert answer.status_code == 201, answer.text
    created = answer.json()
    return created["id"], [created["tokens"][str(seat)] for seat in range(4)]


def send(client: httpx.Client, token: str, move: dict[str, Any], version: int) -> httpx.Response:
    data = {key: value for key, value in move.items() if key != "label"}
    return client.post(f"/api/seat/{token}/move", json=move_document("aluette", data, version))


def seen(document: dict[str, Any]) -> dict[str, Any]:
    """A view document without its version: what the seat sees."""
    return {key: value for key, value in document.items() if key != "state_version"}


def test_a_seat_cannot_count_the_signals_it_is_not_shown(tmp_path: Path) -> None:
    """Aluette §8, partner_only: seat 0 signals its partner; seat 1's next move takes its own
    version from 0 to 1 (the answer, the view's ETag, its stream), as it would without the
    signal, not to 2 (the moves applied)."""
    with served(tmp_path / "games.sqlite3") as (_, client):
        _, tokens = new_aluette(client)
        first = client.get(f"/api/seat/{tokens[0]}/view").json()
        signal = next(move for move in first["moves"] if move["type"] == "signal")
        assert send(client, tokens[0], signal, first["state_version"]).status_code == 200
        view = client.get(f"/api/seat/{tokens[1]}/view")
        assert (view.json()["state_version"], view.headers["etag"]) == (0, '"v0"')
        move = next(move for move in view.json()["moves"] if move["type"] != "signal")
        answer = send(client, tokens[1], move, 0)
        assert answer.status_code == 200, answer.text
        assert answer.json()["state_version"] == 1
        assert client.get(f"/api/seat/{tokens[1]}/view").headers["etag"] == '"v1"'
        [(kind, update)] = events(client, f"/api/seat/{tokens[1]}/events", 1)
        assert (kind, update["view"]["state_version"]) == ("update", 1)
        # Seat 0 saw its own signal and seat 1's move: two changes.
        assert client.get(f"/api/seat/{tokens[0]}/view").json()["state_version"] == 2


def play_watching(
    client: httpx.Client, tokens: list[str], game_id: str, moves: int, rng: random.Random
) -> list[dict[str, Any]]:
    """Play ``moves`` moves (or to the end), now and then a signal from a seat not to act,
    checking after each that every viewer's version went up by exactly 1 if its view changed
    and stayed otherwise; return the last documents."""
    urls = [f"/api/seat/{token}/view" for token in tokens] + [f"/api/games/{game_id}/view"]
    documents = [client.get(url).json() for url in urls]
    for _ in range(moves):
        status = client.get(f"/api/seat/{tokens[0]}").json()
        if status["over"]:
            break
        to_act = status["to_act"]
        seat = rng.choice([s for s in range(4) if s != to_act]) if rng.random() < 0.3 else to_act
        choices = [
            move
            for move in documents[seat]["moves"]
            if (move["type"] == "signal") == (seat != to_act)
        ]
        if not choices:
            continue
        move = rng.choice(choices)
        answer = send(client, tokens[seat], move, documents[seat]["state_version"])
        assert answer.status_code == 200, answer.text
        after = [client.get(url).json() for url in urls]
        for viewer, (old, new) in enumerate(zip(documents, after, strict=True)):
            step = 1 if seen(new) != seen(old) else 0
            assert new["state_version"] == old["state_version"] + step, viewer
        documents = after
    return documents


def test_a_whole_partner_only_game_moves_each_version_by_one_per_change_of_its_view(
    tmp_path: Path,
) -> None:
    """Aluette §8, partner_only, a whole game through the server: each viewer's version is the
    count of the changes of its view, whoever signalled; the signals' opponents end below
    the moves applied."""
    with served(tmp_path / "games.sqlite3") as (server, client):
        game_id, tokens = new_aluette(client, seed=5)
        documents = play_watching(client, tokens, game_id, 5000, random.Random(5))
        table = server.table(game_id)
        assert table.over
        assert [document["state_version"] for document in documents] == list(
            view_versions(table.state)
        )
        assert min(table.seat_versions) < table.version


def test_versions_survive_a_restart_and_a_rebuild_from_the_moves(tmp_path: Path) -> None:
    """Aluette §8, partner_only: a restart keeps each seat's version; a table rebuilt from its
    moves alone (its stored versions unusable) counts them again from the views, never the
    moves; one stored by an older server (the moves' count) never goes back."""
    database = tmp_path / "games.sqlite3"
    with served(database) as (_, client):
        game_id, tokens = new_aluette(client, seed=7)
        documents = play_watching(client, tokens, game_id, 40, random.Random(7))
    urls = [f"/api/seat/{token}/view" for token in tokens] + [f"/api/games/{game_id}/view"]
    before = [document["state_version"] for document in documents]

    def versions() -> list[int]:
        with served(database) as (_, client):
            return [client.get(url).json()["state_version"] for url in urls]

    assert versions() == before
    with sqlite3.connect(database) as db:
        moves = db.execute("SELECT version FROM tg_games WHERE id = ?", (game_id,)).fetchone()[0]
        assert min(before) < moves  # some seat was not shown some signals
        db.execute("UPDATE tg_games SET seat_versions = '[]' WHERE id = ?", (game_id,))
    assert versions() == before
    # Rows of an older server hold the version of the state that last changed each view.
    with sqlite3.connect(database) as db:
        db.execute(
            "UPDATE tg_games SET seat_versions = ? WHERE id = ?",
            ("[" + ", ".join([str(moves)] * 5) + "]", game_id),
        )
    assert versions() == [moves] * 5
    with served(database) as (_, client):
        status = client.get(f"/api/seat/{tokens[0]}").json()
        seat = status["to_act"]
        view = client.get(urls[seat]).json()
        move = next(move for move in view["moves"] if move["type"] != "signal")
        assert send(client, tokens[seat], move, moves).status_code == 200
        # Counted on from there by one, never back to the count of the views' changes.
        assert client.get(urls[seat]).json()["state_version"] == moves + 1


@pytest.mark.postgresql
@pytest.mark.faults
def test_two_processes_on_postgresql_count_the_same_versions(
    pg_database: str, tmp_path: Path
) -> None:
    """Aluette §8, partner_only, moves sent to two processes in turn: each process catches up
    with the other's moves and serves every viewer the same document, version included, as
    the process that made the move."""
    first = started_process(pg_database, tmp_path / "first.log")
    second = started_process(pg_database, tmp_path / "second.log")
    try:
        with (
            httpx.Client(base_url=first.url, timeout=20) as one,
            httpx.Client(base_url=second.url, timeout=20) as two,
        ):
            game_id, tokens = new_aluette(one, seed=11)
            urls = [f"/api/seat/{token}/view" for token in tokens] + [f"/api/games/{game_id}/view"]
            rng = random.Random(11)
            state = tablegames.new_game("aluette", players=4, seed=11, options=PARTNER_ONLY)
            for step in range(24):
                here, there = (one, two) if step % 2 else (two, one)
                to_act = here.get(f"/api/seat/{tokens[0]}").json()["to_act"]
                seat = rng.choice([s for s in range(4) if s != to_act]) if step % 3 else to_act
                view = here.get(urls[seat]).json()
                if not view["moves"]:  # no signal after the last trick: the turn's move
                    seat, view = to_act, here.get(urls[to_act]).json()
                move = next(m for m in view["moves"] if (m["type"] == "signal") == (seat != to_act))
                assert send(here, tokens[seat], move, view["state_version"]).status_code == 200
                data = {key: value for key, value in move.items() if key != "label"}
                sent = move_document("aluette", data, None)
                state = tablegames.apply(state, read_move_document(json.dumps(sent)).move)
                expected = [here.get(url).json() for url in urls]
                deadline = time.monotonic() + 10
                while [there.get(url).json() for url in urls] != expected:
                    assert time.monotonic() < deadline, f"step {step}: the processes differ"
                    time.sleep(0.05)
            versions = [document["state_version"] for document in expected]
            assert versions == list(view_versions(state))
            assert min(versions) < len(state.history)
    finally:
        assert first.terminate()
        assert second.terminate()


def hidden_before_each_change(state: Any) -> dict[int, int]:
    """For each change of the spectators' view in ``state``'s game (by its number, the
    spectators' version it makes), how many moves they were not shown came just before it."""
    hidden, changes, unseen, last = {}, 0, 0, None
    for position in tablegames.positions(tablegames.record(state)):
        seen_now = tablegames.view(position, None)
        if last is not None and seen_now == last:
            unseen += 1
        elif last is not None:
            changes += 1
            hidden[changes] = unseen
            unseen = 0
        last = seen_now
    return hidden


def test_the_bots_delay_tells_no_viewer_of_the_signals_it_is_not_shown(tmp_path: Path) -> None:
    """Aluette §8, partner_only, with a bot delay: the bots wait only before the moves every
    viewer is shown, so the time between the spectators' updates is the same whether or not
    hidden signals came between them. They waited before their hidden signals too: the
    update after one came a whole delay later, and the red-team audit read every signal's
    count from the gaps (0.50 s without, 1.01 s with one, at --bot-delay 0.5)."""
    # Long enough that a loaded machine's slower bots (a few milliseconds a move here) stay
    # well inside half a delay: the flaw added a whole one.
    delay = 0.15
    with served(tmp_path / "games.sqlite3", bot_delay=delay) as (server, client):
        created = client.post(
            "/api/games",
            json={"game": "aluette", "seats": ["bot"] * 4, "seed": 33, "options": PARTNER_ONLY},
        )
        assert created.status_code == 201, created.text
        game_id = created.json()["id"]
        arrived: dict[int, float] = {}  # the spectators' version -> when its update came
        for kind, data in iter_events(client, f"/api/games/{game_id}/events", timeout=60):
            if kind == "update":
                arrived.setdefault(data["view"]["state_version"], time.monotonic())
                if len(arrived) >= 60 or data["status"]["over"]:
                    break
        hidden = hidden_before_each_change(server.table(game_id).state)
    gaps = {v: arrived[v] - arrived[v - 1] for v in arrived if v - 1 in arrived}
    after_hidden = [gap for v, gap in gaps.items() if hidden[v]]
    plain = [gap for v, gap in gaps.items() if not hidden[v]]
    assert len(after_hidden) >= 3, "the seed must have bots signal unseen, or this proves nothing"
    assert statistics.median(plain) >= delay  # the bots did wait
    extra = statistics.median(after_hidden) - statistics.median(plain)
    assert extra < delay / 2, f"{extra:.3f} s more after a hidden signal: a delay before it?"
