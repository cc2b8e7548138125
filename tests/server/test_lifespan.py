"""The server's lifespan, as an application that mounts it meets it: a server not started
says so, and a server runs once."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest
from starlette.applications import Starlette
from starlette.routing import Mount

from tablegames.core.errors import ConfigError
from tablegames.server.app import create_app
from tablegames.server.settings import Settings


def test_a_server_mounted_without_its_lifespan_says_so(tmp_path: Path) -> None:
    """A host that mounts the server without running its lifespan got a health check that
    said "ok" and a 500 for every game made (no storage yet)."""
    games = create_app(Settings(database=str(tmp_path / "games.sqlite3"), log_requests=False))
    host = Starlette(routes=[Mount("/games", app=games)])

    async def ask() -> list[tuple[int, str]]:
        transport = httpx.ASGITransport(app=host)
        async with httpx.AsyncClient(transport=transport, base_url="http://host") as client:
            answers = [
                await client.get("/games/healthz"),
                await client.post("/games/api/games", json={"game": "ten", "seats": ["bot"]}),
            ]
        return [(answer.status_code, answer.json()["data"]["code"]) for answer in answers]

    assert asyncio.run(ask()) == [(503, "server.not_started")] * 2


def test_a_server_runs_once(tmp_path: Path) -> None:
    games = create_app(Settings(database=str(tmp_path / "games.sqlite3"), log_requests=False))

    async def twice() -> None:
        async with games.lifespan():
            pass
        async with games.lifespan():
            pass

    with pytest.raises(ConfigError, match=r"cannot start again.*create_app"):
        asyncio.run(twice())


def test_a_mounted_server_s_pages_and_links_name_its_address(tmp_path: Path) -> None:
    """Below /games, every page's <base> is /games/ (unknown.html's was /, made once at
    import) and the API's links carry it."""
    games = create_app(Settings(database=str(tmp_path / "games.sqlite3"), log_requests=False))
    host = Starlette(routes=[Mount("/games", app=games)])

    async def ask() -> None:
        transport = httpx.ASGITransport(app=host)
        async with (
            games.lifespan(),
            httpx.AsyncClient(transport=transport, base_url="http://host") as client,
        ):
            made = await client.post(
                "/games/api/games", json={"game": "ten", "seats": ["human", "bot"], "take": [0]}
            )
            urls = made.json()
            assert urls["urls"]["0"].startswith("/games/play/")
            assert urls["watch"] == f"/games/watch/{urls['id']}"
            for path in (
                "/games/",
                urls["urls"]["0"],
                urls["watch"],
                "/games/watch/nothing",
                "/games/static/unknown.html",
            ):
                page = await client.get(path)
                assert '<base href="/games/" />' in page.text, path

    asyncio.run(ask())
