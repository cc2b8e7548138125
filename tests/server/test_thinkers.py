"""The bots' worker threads (docs/guides/server.rst, ``--bot-threads``): shared by every
table, given first to the tables where people play. Found by a security review: sixty games
of ten bots each, made in three seconds within the request rate, made the bot of a game
against a person answer in 1.0-1.5 s instead of 0.2 s, as it waited behind their queue."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

from tablegames.server.thinkers import Thinkers
from tests.server.harness import served


def _blocker(started: threading.Event, go_on: threading.Event) -> str:
    started.set()
    assert go_on.wait(10)
    return "blocker"


async def _wait_for(event: threading.Event) -> None:
    loop = asyncio.get_running_loop()
    assert await loop.run_in_executor(None, event.wait, 10)


def test_a_free_thread_goes_to_a_people_table_before_the_bots_only_ones() -> None:
    async def main() -> list[str]:
        thinkers = Thinkers(1)
        done: list[str] = []
        started, go_on = threading.Event(), threading.Event()

        async def think(name: str, people: bool) -> None:
            done.append(await thinkers.think(lambda: name, people=people))

        busy = asyncio.ensure_future(thinkers.think(lambda: _blocker(started, go_on), people=False))
        await _wait_for(started)
        waiting = [asyncio.ensure_future(think(f"bots {i}", False)) for i in range(5)]
        waiting.append(asyncio.ensure_future(think("people", True)))
        await asyncio.sleep(0.05)  # all six queued behind the busy thread
        go_on.set()
        done.append(await busy)
        await asyncio.gather(*waiting)
        thinkers.shutdown()
        return done

    done = asyncio.run(main())
    assert done == ["blocker", "people", *(f"bots {i}" for i in range(5))]


def test_never_more_at_once_than_threads_and_a_cancelled_waiter_loses_no_thread() -> None:
    async def main() -> tuple[int, list[int]]:
        thinkers = Thinkers(2)
        running = 0
        most = 0
        lock = threading.Lock()

        def work(number: int) -> int:
            nonlocal running, most
            with lock:
                running += 1
                most = max(most, running)
            time.sleep(0.01)
            with lock:
                running -= 1
            return number

        tasks = [
            asyncio.ensure_future(thinkers.think(lambda n=n: work(n), people=n % 2 == 0))
            for n in range(20)
        ]
        await asyncio.sleep(0)
        tasks[7].cancel()  # waiting in its queue, cancelled: its place goes to the next
        tasks[12].cancel()
        results = await asyncio.gather(*tasks, return_exceptions=True)
        finished = [result for result in results if isinstance(result, int)]
        # Every thread is free again: two at once run without waiting for one another.
        started = [threading.Event(), threading.Event()]

        def meet(index: int) -> int:
            started[index].set()
            assert started[1 - index].wait(5)
            return index

        met = await asyncio.gather(
            *(thinkers.think(lambda i=i: meet(i), people=False) for i in (0, 1))
        )
        thinkers.shutdown()
        return most, [*finished, *met]

    most, finished = asyncio.run(main())
    assert most == 2
    assert sorted(finished) == sorted([n for n in range(20) if n not in (7, 12)] + [0, 1])


def test_a_table_goes_first_while_a_person_holds_one_of_its_seats(tmp_path: Path) -> None:
    """The hall asks for a thread in the people's queue for a table where a person holds a
    seat: not for a table of bots alone, nor one whose person's seat is free (nobody waits
    there), nor once its person has handed the seat to the bot."""
    with served(tmp_path / "games.sqlite3") as (server, client):
        made = {"game": "ten", "seats": ["human", "bot"], "take": [0], "seed": 1}
        held = client.post("/api/games", json=made).json()
        made = {"game": "saboteur", "seats": ["bot"] * 3}
        bots = client.post("/api/games", json=made).json()
        made = {"game": "ten", "seats": ["human", "bot"], "take": []}
        free = client.post("/api/games", json=made).json()
        assert server.table(held["id"]).people_seated()
        assert not server.table(bots["id"]).people_seated()
        assert not server.table(free["id"]).people_seated()
        left = client.post(f"/api/seat/{held['tokens']['0']}/leave", json={"to": "bot"})
        assert left.status_code == 204
        assert not server.table(held["id"]).people_seated()
