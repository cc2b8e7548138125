"""The lobby's filters and pages (docs/guides/server.rst, "The lobby"): ``GET /api/games``
with ``game``, ``open``, ``limit`` and ``after``, on a real server, SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import base64
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tablegames.server.database import open_storage
from tablegames.server.storage import LOBBY_SCAN, SeatRow
from tests.server.harness import game_row, served_client


@pytest.fixture
def client(tmp_path: Path) -> Iterator[httpx.Client]:
    with served_client(tmp_path / "games.sqlite3", list_limit=50) as made:
        yield made


@pytest.fixture(scope="module")
def refusing_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    """One server of the client's settings for the module's tests whose every request is
    refused: a refusal changes nothing a later request could see, so they need not each start
    a server of their own (most of their time)."""
    with served_client(tmp_path_factory.mktemp("lobby") / "games.sqlite3", list_limit=50) as made:
        yield made


def _make(client: httpx.Client, game: str, seats: list[str], take: list[int]) -> str:
    answer = client.post("/api/games", json={"game": game, "seats": seats, "take": take})
    assert answer.status_code == 201, answer.text
    game_id: str = answer.json()["id"]
    return game_id


def _pages(client: httpx.Client, query: str, after: str | None = None) -> list[list[str]]:
    """Every page of the lobby asked for with ``query`` (from ``after``), followed by its
    ``next``."""
    pages = []
    while True:
        address = f"/api/games?{query}" + (f"&after={after}" if after else "")
        answer = client.get(address)
        assert answer.status_code == 200, answer.text
        document = answer.json()
        pages.append([game["id"] for game in document["games"]])
        after = document["next"]
        if after is None:
            return pages


def test_the_lobby_filters_by_game_and_free_seats(client: httpx.Client) -> None:
    """``game`` keeps the games of that name, ``open=true`` those with a free human seat (a
    bot's seat is not free); without them the answer is the lobby as before, ``next`` null."""
    free_ten = _make(client, "ten", ["human", "human"], [0])
    full_ten = _make(client, "ten", ["human", "bot"], [0])
    free_aluette = _make(client, "aluette", ["human", "bot", "human", "bot"], [0])
    everything = client.get("/api/games").json()
    assert [game["id"] for game in everything["games"]] == [free_aluette, full_ten, free_ten]
    assert everything["next"] is None
    assert _pages(client, "game=ten") == [[full_ten, free_ten]]
    assert _pages(client, "open=true") == [[free_aluette, free_ten]]
    assert _pages(client, "open=false&game=aluette") == [[free_aluette]]
    assert _pages(client, "game=ten&open=true") == [[free_ten]]
    assert _pages(client, "game=saboteur") == [[]]


def test_pages_follow_each_other_without_a_game_twice_or_missed(client: httpx.Client) -> None:
    """Paging with ``limit`` and ``after`` lists every game once, newest first; games made
    after the first page was read do not move the others from page to page."""
    made = [_make(client, "ten", ["human", "human"], [0]) for _ in range(7)]
    first = client.get("/api/games?limit=3").json()
    assert [game["id"] for game in first["games"]] == made[::-1][:3]
    newer = _make(client, "ten", ["human", "human"], [0])
    rest = _pages(client, "limit=3", first["next"])
    assert rest == [made[::-1][3:6], made[::-1][6:]]
    assert _pages(client, "limit=50") == [[newer, *made[::-1]]]
    pages = _pages(client, "limit=4&open=true")
    assert [game for page in pages for game in page] == [newer, *made[::-1]]


@pytest.mark.parametrize(
    "query",
    [
        "game=chess",
        "open=yes",
        "open=1",
        "limit=0",
        "limit=51",
        "limit=-1",
        "limit=ten",
        "limit=%EF%BC%91",  # a fullwidth digit
        "after=nonsense",
        "after=" + base64.urlsafe_b64encode(b'[1.0, "bad id!"]').decode(),
        "after=" + base64.urlsafe_b64encode(b'["1", "abcdefgh"]').decode(),
        "after=" + base64.urlsafe_b64encode(b"[1e999, 5]").decode(),
        "gameName=ten",
        "game=ten&game=aluette",
        "isGameover=true",
    ],
)
def test_a_bad_parameter_is_refused_with_its_code(
    refusing_client: httpx.Client, query: str
) -> None:
    answer = refusing_client.get(f"/api/games?{query}")
    assert answer.status_code == 400
    document = answer.json()
    assert (document["game"], document["data"]["code"]) == (None, "server.query.invalid")


def test_the_storage_pages_through_ties_and_many_full_games(database: str) -> None:
    """Games made at the same time are ordered by id, so no page repeats or misses one; a
    lobby of free seats reads at most LOBBY_SCAN games for a page and goes on after them (a
    short page, not a long wait); unlisted games are never listed."""
    count = LOBBY_SCAN + 120

    async def run() -> tuple[list[list[str]], list[list[str]]]:
        storage = open_storage(database)
        try:
            await storage.migrate()
            for number in range(count):
                # Ten games share each moment; two, far apart, have a free seat.
                free = number in (5, count - 5)
                other = None if free else f"f{number:063d}"
                seats = [SeatRow(0, f"{number:064d}"), SeatRow(1, other)]
                row = game_row(f"game{number:04d}", float(number // 10), unlisted=number % 10 == 9)
                await storage.create_game(row, seats)
            every: list[list[str]] = []
            after: Any = None
            while True:
                games, after = await storage.open_games(7, after=after)
                every.append([game.id for game in games])
                if after is None:
                    break
            free: list[list[str]] = []
            after = None
            while True:
                games, after = await storage.open_games(3, free=True, after=after)
                free.append([game.id for game in games])
                if after is None:
                    break
            return every, free
        finally:
            await storage.close()

    every, free = asyncio.run(run())
    listed = [f"game{n:04d}" for n in range(count) if n % 10 != 9]
    expected = sorted(listed, key=lambda id_: (int(id_[4:]) // 10, id_), reverse=True)
    assert [game for page in every for game in page] == expected
    assert all(len(page) == 7 for page in every[:-1])
    found = [game for page in free for game in page]
    assert found == [f"game{count - 5:04d}", "game0005"]
    # More than LOBBY_SCAN games lie between them: the first page stopped there, short.
    assert free == [[f"game{count - 5:04d}"], ["game0005"]]


def test_the_lobby_and_every_status_tell_a_games_variant(database: str) -> None:
    """A game's options that differ from the standard rules are its lobby line's, its seats'
    and its spectators' ``options`` (the rules a player joining it plays by); an option given
    at its standard value is no variant; a server started again on the same storage reads
    them back from the stored game."""
    variant = {"break_own_tools": False, "open_draw_pile": True}
    with served_client(database) as client:
        made = client.post(
            "/api/games",
            json={"game": "saboteur", "seats": ["human"] * 3, "options": variant, "take": [0]},
        ).json()
        standard = client.post(
            "/api/games",
            json={"game": "saboteur", "seats": ["human"] * 3, "options": {"break_own_tools": True}},
        ).json()
        lines = {line["id"]: line for line in client.get("/api/games").json()["games"]}
        assert lines[made["id"]]["options"] == variant
        assert lines[standard["id"]]["options"] == {}
        seat = client.get(f"/api/seat/{made['tokens']['0']}").json()
        assert seat["options"] == variant
    with served_client(database) as client:  # the tables read from storage alone
        assert client.get(f"/api/games/{made['id']}").json()["options"] == variant
        assert client.get(f"/api/games/{standard['id']}").json()["options"] == {}
        seat = client.get(f"/api/seat/{made['tokens']['0']}").json()
        assert seat["options"] == variant
