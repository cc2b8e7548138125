"""A front end served from another origin (a React or Vite app on its own server) calls the
game server's API from a real browser when the operator allows that origin (CORS), and cannot
when not (found by a front-end developer: every call failed with "Failed to fetch")."""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tablegames import ConfigError
from tablegames.server.app import create_app
from tablegames.server.settings import Settings
from tests.server.harness import running


class _Page(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = b"<!doctype html><title>another app</title><p>another app</p>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_: Any) -> None:
        pass


@pytest.fixture
def other_origin() -> Iterator[str]:
    """A page on another port of 127.0.0.1: another origin than the game server's."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Page)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


#: Create a game, read the seat's view with its ETag, and wait for the stream's first update,
#: all from the other origin's page.
_CALLS = """async (base) => {
  const created = await fetch(`${base}/api/games`, {
    method: "POST",
    headers: {"Content-Type": "application/json"},
    body: JSON.stringify({game: "ten", seats: ["human", "bot"], take: [0]}),
  });
  const game = await created.json();
  const token = game.tokens["0"];
  const view = await fetch(`${base}/api/seat/${token}/view`);
  const document = await view.json();
  const update = await new Promise((resolve, reject) => {
    const stream = new EventSource(`${base}/api/seat/${token}/events`);
    stream.addEventListener("update", (event) => {
      stream.close();
      resolve(JSON.parse(event.data));
    });
    stream.onerror = () => { stream.close(); reject(new Error("the stream failed")); };
  });
  return {
    created: created.status,
    etag: view.headers.get("ETag"),
    version: document.state_version,
    seat: update.status.seat,
  };
}"""


def test_an_allowed_origin_plays_through_the_api(
    page: Any, other_origin: str, tmp_path: Path
) -> None:
    with running(tmp_path / "games.sqlite3", allow_origins=(other_origin,)) as server:
        page.goto(other_origin)
        found = page.evaluate(_CALLS, server.url())
    assert found["created"] == 201
    # The ETag is exposed to the page, so its If-None-Match flow works across origins.
    assert found["etag"] == f'"v{found["version"]}"'
    assert found["seat"] == 0


def test_an_origin_not_allowed_is_refused_by_the_browser(
    page: Any, other_origin: str, tmp_path: Path
) -> None:
    with running(tmp_path / "games.sqlite3", allow_origins=("http://elsewhere.example",)) as server:
        page.goto(other_origin)
        failed = page.evaluate(
            "async (base) => { try { await fetch(`${base}/api/games`); return null; }"
            " catch (error) { return String(error); } }",
            server.url(),
        )
    assert failed is not None
    assert "Failed to fetch" in failed


def test_a_malformed_origin_is_refused_at_start(tmp_path: Path) -> None:
    for origin in ("127.0.0.1:3000", "http://host/path", "ftp://host"):
        settings = Settings(database=str(tmp_path / "games.sqlite3"), allow_origins=(origin,))
        with pytest.raises(ConfigError, match="allowed origin"):
            create_app(settings)


#: Show a picture with <img> on the other origin's page: its width once loaded, or "error".
_IMAGE = """(url) => new Promise((resolve) => {
  const image = new Image();
  image.onload = () => resolve(image.naturalWidth);
  image.onerror = () => resolve("error");
  image.src = url;
  document.body.append(image);
})"""


@pytest.mark.parametrize("allowed", [True, False], ids=["allowed", "not-allowed"])
def test_an_allowed_origins_page_shows_the_table_with_an_image(
    page: Any, other_origin: str, tmp_path: Path, allowed: bool
) -> None:
    """docs/guides/pictures.rst: a picture can be shown with an <img>. From an allowed origin's page
    it is (its answer says Cross-Origin-Resource-Policy: cross-origin: an image's request names
    no origin); the browser blocked it before, as it still does for a server that allows no
    other origin (same-origin), which keeps its pictures to its own pages."""
    origins = (other_origin,) if allowed else ()
    with running(tmp_path / "games.sqlite3", allow_origins=origins) as server:
        with httpx.Client(base_url=server.url()) as client:
            made = client.post("/api/games", json={"game": "ten", "seats": ["human"], "take": [0]})
            url = f"{server.url()}/api/seat/{made.json()['tokens']['0']}/table.svg"
            policy = client.get(url).headers["cross-origin-resource-policy"]
        page.goto(other_origin)
        shown = page.evaluate(_IMAGE, url)
    if allowed:
        assert policy == "cross-origin"
        assert isinstance(shown, int)
        assert shown > 0
    else:
        assert policy == "same-origin"
        assert shown == "error"


#: Ask until the guard refuses (429), then send a body over the limit (413): what the page
#: could read of each answer, or the error when it could read nothing.
_LIMITS = """async (base) => {
  const read = async (answer) => ({
    status: answer.status,
    retry: answer.headers.get("Retry-After"),
    code: (await answer.json()).data.code,
  });
  const seen = {};
  try {
    for (let tries = 0; tries < 20 && !seen.limited; tries++) {
      const answer = await fetch(`${base}/api/games/nothere12345`);
      if (answer.status === 429) seen.limited = await read(answer);
    }
  } catch (error) { seen.limited = String(error); }
  // the bucket fills again, for a preflight and the POST
  await new Promise((resolve) => setTimeout(resolve, 3000));
  try {
    const big = await fetch(`${base}/api/games`, {
      method: "POST",
      headers: {"Content-Type": "application/json"},
      body: JSON.stringify({game: "ten", pad: "x".repeat(20000)}),
    });
    seen.large = await read(big);
  } catch (error) { seen.large = String(error); }
  return seen;
}"""


def test_an_allowed_origins_page_reads_the_limits_refusals(
    page: Any, other_origin: str, tmp_path: Path
) -> None:
    """docs/guides/server.rst ("--allow-origin"): an allowed origin's pages read the answers
    and the ``Retry-After`` header. The limits' own refusals (429, 413...) carried no CORS
    header (the guard answers them outside the CORS layer): the page saw "Failed to fetch"
    and could not read when to try again."""
    origins = (other_origin,)
    with running(tmp_path / "games.sqlite3", allow_origins=origins, rate=1.0, burst=3) as server:
        page.goto(other_origin)
        seen = page.evaluate(_LIMITS, server.url())
    assert seen["limited"] == {"status": 429, "retry": "1", "code": "server.rate.limited"}
    assert seen["large"]["status"] == 413, seen
    assert seen["large"]["code"] == "server.request.too_large"
