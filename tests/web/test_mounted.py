"""The server mounted below an address of another application (``Mount("/games", ...)``), in
a real Chromium: its pages, their files, streams and links, the addresses the API gives, all
stay below that address (they named the site's root, so the pages came unstyled and dead)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse
from starlette.routing import Mount, Route

from tablegames.server.app import create_app
from tablegames.server.settings import Settings


@contextlib.contextmanager
def hosted(database: Path) -> Iterator[str]:
    """A site of its own with the game server mounted at ``/games``, served by uvicorn in a
    thread on a free port of 127.0.0.1; its address."""
    import uvicorn

    games = create_app(Settings(database=str(database), log_requests=False))

    async def home(_: Request) -> PlainTextResponse:
        return PlainTextResponse("the host's own page")

    @contextlib.asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        async with games.lifespan():  # a Mount runs no lifespan of what it mounts
            yield

    host = Starlette(routes=[Route("/", home), Mount("/games", app=games)], lifespan=lifespan)
    config = uvicorn.Config(
        host, host="127.0.0.1", port=0, log_level="warning", timeout_graceful_shutdown=1
    )
    server = uvicorn.Server(config)
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_until_complete, args=(server.serve(),))
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert thread.is_alive(), "the host did not start"
        assert time.monotonic() < deadline, "the host did not start"
        time.sleep(0.02)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(30)
        loop.close()


def test_a_game_is_made_and_played_below_the_address_it_is_mounted_at(
    page: Any, tmp_path: Path
) -> None:
    with hosted(tmp_path / "games.sqlite3") as site:
        asked: list[str] = []
        page.on("request", lambda request: asked.append(request.url))
        page.goto(f"{site}/games/")
        page.wait_for_selector("body[data-state=ready]")
        assert page.evaluate("[...document.styleSheets].map((s) => s.cssRules.length)")[0] > 10
        made = httpx.post(
            f"{site}/games/api/games",
            json={"game": "ten", "seats": ["human", "bot"], "take": [0]},
        ).json()
        assert made["urls"]["0"].startswith("/games/play/")
        assert made["watch"] == f"/games/watch/{made['id']}"
        page.goto(site + made["urls"]["0"])
        page.wait_for_selector("body[data-state=ready][data-turn=mine]")
        page.locator("[data-testid=moves] button").first.click()
        page.wait_for_selector("[data-testid=log] :text('You')")
        assert page.locator("[data-testid=picture] svg").count() == 1
        page.goto(site + made["watch"])
        page.wait_for_selector("body[data-state=waiting], body[data-state=over]")
        # Every file, stream and call of the pages was below /games.
        outside = [url for url in asked if not url.startswith(f"{site}/games/")]
        assert outside == []
        assert any(url.endswith("/games/static/client.js") for url in asked)
        assert any("/games/api/seat/" in url and url.endswith("/events") for url in asked)
        assert httpx.get(f"{site}/").text == "the host's own page"
