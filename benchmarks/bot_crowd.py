"""How long a person waits for the bot of their game while other tables' bots are busy: a
TEN game of a person against a bot on a server (SQLite, default ``--bot-threads``), alone and
beside many unlisted games of ten Saboteur bots each, which anyone may make::

    python benchmarks/bot_crowd.py [--crowd 60] [--moves 12]

It prints, for each crowd, the median and the longest time from the person's move (its
answer) to their next turn, over the moves that gave the turn to the bot. Compare versions in
one sitting: load moves absolute times on a shared machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # for tests.server.harness

from tests.server.harness import move_document, served


def waits(crowd: int, moves: int) -> list[float]:
    """The person's waits for their turn, beside ``crowd`` games of bots alone."""
    with (
        tempfile.TemporaryDirectory() as folder,
        served(Path(folder) / "games.sqlite3") as (server, client),
    ):
        made = {"game": "ten", "seats": ["human", "bot"], "take": [0], "seed": 1}
        ten = client.post("/api/games", json=made).json()
        table, token = server.table(ten["id"]), ten["tokens"]["0"]
        for _ in range(crowd):
            made = {"game": "saboteur", "seats": ["bot"] * 10, "unlisted": True}
            client.post("/api/games", json=made)
        found: list[float] = []
        deadline = time.monotonic() + 120
        while len(found) < moves and time.monotonic() < deadline and not table.over:
            if table.to_act != 0:
                time.sleep(0.002)
                continue
            view = client.get(f"/api/seat/{token}/view").json()
            offered = view["moves"][-1]
            move = {key: value for key, value in offered.items() if key not in ("group", "label")}
            sent = time.monotonic()
            document = move_document("ten", move, view["state_version"])
            assert client.post(f"/api/seat/{token}/move", json=document).status_code == 200
            if table.to_act == 0:
                continue  # the person's turn goes on: no bot to wait for
            while table.to_act != 0 and not table.over and time.monotonic() < deadline:
                time.sleep(0.002)
            found.append(time.monotonic() - sent)
        return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("::")[0])
    parser.add_argument("--crowd", type=int, default=60, help="games of bots alone beside")
    parser.add_argument("--moves", type=int, default=12, help="the person's moves measured")
    arguments = parser.parse_args()
    for crowd in (0, arguments.crowd):
        found = waits(crowd, arguments.moves)
        print(
            f"{crowd:3} games of bots alone: median {statistics.median(found) * 1000:.0f} ms, "
            f"longest {max(found) * 1000:.0f} ms over {len(found)} moves"
        )


if __name__ == "__main__":
    main()
