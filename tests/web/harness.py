"""Starting the example web server in-process, and what it may send each seat.

The server lives in examples/web/ (a script, not a package): its directory goes on the path
so that its modules (server, table, protocol) import as the script imports them.
"""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import tablegames

WEB = Path(__file__).resolve().parents[2] / "examples" / "web"
sys.path.insert(0, str(WEB))

import protocol  # noqa: E402
import server  # noqa: E402
from table import Table  # noqa: E402

__all__ = ["WEB", "Table", "allowed_documents", "history", "protocol", "running", "server"]


@contextmanager
def running(
    game: str,
    *,
    players: int,
    humans: Sequence[int] = (0,),
    seed: int = 1,
    options: Mapping[str, object] | None = None,
) -> Iterator[server.WebServer]:
    """A server for a new game on a free port of 127.0.0.1, stopped on exit."""
    table = Table(game, players=players, humans=humans, seed=seed, options=options)
    web = server.make_server(table, "127.0.0.1", 0)
    thread = threading.Thread(target=web.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield web
    finally:
        web.stop()
        thread.join(timeout=10)


def history(state: Any) -> list[Any]:
    """Every state of the game so far, from its first, rebuilt from its record."""
    kept = tablegames.record(state)
    current = tablegames.new_game(
        kept.game, players=kept.players, seed=kept.seed, options=kept.options
    )
    states = [current]
    for move in kept.moves:
        current = tablegames.apply(current, move)
        states.append(current)
    assert states[-1] == state
    return states


def canonical(document: object) -> str:
    """A document as text that compares equal exactly when the documents are equal."""
    return json.dumps(document, sort_keys=True)


def allowed_documents(table: Table, seat: int) -> tuple[set[str], set[str]]:
    """What the server may send ``seat`` as API answers over the game so far.

    Returns:
        The view documents (each with the seat's legal moves) and the status documents of
        every state of the game's history, as canonical text.
    """
    views, statuses = set(), set()
    for state in history(table.state):
        views.add(canonical(protocol.view_document(state, seat)))
        statuses.add(
            canonical(
                {"game": table.game, "seat": seat, "players": table.players}
                | protocol.result_of(state)
            )
        )
    return views, statuses


def secret_keys(table: Table, seat: int) -> set[str]:
    """The top-level fields of the state that no document sent to ``seat`` has anywhere."""
    state_fields = set(tablegames.to_dict(table.state)["data"])
    seen: set[str] = set()
    for state in history(table.state):
        _keys(protocol.view_document(state, seat), seen)
    return state_fields - seen


def keys_of(document: object) -> set[str]:
    """Every object key anywhere in a JSON document."""
    found: set[str] = set()
    _keys(document, found)
    return found


def _keys(value: object, found: set[str]) -> None:
    if isinstance(value, dict):
        found.update(value)
        for item in value.values():
            _keys(item, found)
    elif isinstance(value, list):
        for item in value:
            _keys(item, found)
