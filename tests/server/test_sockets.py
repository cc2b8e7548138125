"""The server's connections send small writes at once (TCP_NODELAY). Without it, a response
written in two parts (head, then body) waited for the client's delayed acknowledgement: about
40 ms on every request of a kept-alive connection but the first (found while timing the
schema test; `tablegames serve` had it too). This checks the mechanism, not a time."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path
from typing import Any

import httpx

from tablegames.server.run import bind
from tablegames.server.transport import send_at_once
from tests.server.harness import running


def _nodelay(sock: socket.socket) -> bool:
    return sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0


def test_the_listening_socket_says_it_is_tcp() -> None:
    """asyncio turns Nagle's algorithm off only on sockets made with IPPROTO_TCP; an accepted
    connection inherits the listening socket's protocol number."""
    sock = bind("127.0.0.1", 0, 8)
    try:
        assert sock.proto == socket.IPPROTO_TCP
    finally:
        sock.close()


def test_a_connection_made_without_the_protocol_number_sends_at_once() -> None:
    """The server's protocol turns Nagle's algorithm off itself (send_at_once), on a socket made
    without the protocol number (as a caller passing its own listening socket may)."""
    found: list[tuple[bool, bool]] = []

    class Probe(asyncio.Protocol):
        def connection_made(self, transport: Any) -> None:  # type: ignore[override]
            sock = transport.get_extra_info("socket")
            before = _nodelay(sock)
            send_at_once(transport)
            found.append((before, _nodelay(sock)))
            transport.close()

    async def main() -> None:
        plain = socket.socket(socket.AF_INET, socket.SOCK_STREAM)  # proto 0
        plain.bind(("127.0.0.1", 0))
        plain.listen(1)
        plain.setblocking(False)
        server = await asyncio.get_running_loop().create_server(Probe, sock=plain)
        _, writer = await asyncio.open_connection("127.0.0.1", plain.getsockname()[1])
        for _ in range(200):
            if found:
                break
            await asyncio.sleep(0.01)
        writer.close()
        server.close()
        await server.wait_closed()

    asyncio.run(main())
    # Left on by asyncio for such a socket, turned off by the server's protocol.
    assert found == [(False, True)]


def test_a_kept_alive_connection_is_answered_by_the_running_server(tmp_path: Path) -> None:
    with (
        running(tmp_path / "games.sqlite3") as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        assert all(client.get("/healthz").status_code == 200 for _ in range(3))
