"""The worker threads bots think in: shared by every table, and given first to the tables
where people play.

Every table's bots think in the same few threads (``--bot-threads``). Taken first come, first
served, anyone could slow every table's bots by making games of bots only (accepted, and
unlisted, at the server's request rate): a bot of a game against people waited behind a
long queue of theirs. :class:`Thinkers` keeps two queues instead: a thread that comes free
goes to the first bot of a table where a person holds a seat, and only when none waits to the
first bot of a table of bots alone. Each table has at most one bot thinking at a time, so
within a queue the tables take turns.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

__all__ = ["Thinkers"]

T = TypeVar("T")


class Thinkers:
    """``threads`` worker threads for bots' thinking, people's tables first.

    Args:
        threads: How many bots think at once.
    """

    def __init__(self, threads: int) -> None:
        self._pool = ThreadPoolExecutor(threads, "tablegames-bot")
        self._free = threads
        #: The bots waiting for a thread: the people's tables', then the bots-only tables'.
        self._waiting: tuple[deque[asyncio.Future[None]], deque[asyncio.Future[None]]] = (
            deque(),
            deque(),
        )

    async def think(self, work: Callable[[], T], *, people: bool) -> T:
        """``work()``'s result, computed in a worker thread once one is free for it.

        Args:
            work: The thinking (a bot's choice of move).
            people: Whether a person plays at the table (its bot goes before those of the
                tables of bots alone).
        """
        await self._thread(people)
        try:
            return await asyncio.get_running_loop().run_in_executor(self._pool, work)
        finally:
            self._release()

    async def _thread(self, people: bool) -> None:
        """Wait for a thread, in ``people``'s queue."""
        if self._free:  # then nobody waits: a thread that came free went to a waiter first
            self._free -= 1
            return
        waiter = asyncio.get_running_loop().create_future()
        self._waiting[0 if people else 1].append(waiter)
        try:
            await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self._release()  # given a thread just as it was cancelled: pass it on
            raise

    def _release(self) -> None:
        """A thread came free: to the first bot waiting, people's tables first."""
        for queue in self._waiting:
            while queue:
                waiter = queue.popleft()
                if not waiter.done():  # a cancelled waiter is skipped
                    waiter.set_result(None)
                    return
        self._free += 1

    def shutdown(self) -> None:
        """Stop: thinking not yet begun is dropped; what is under way ends by itself."""
        self._pool.shutdown(wait=False, cancel_futures=True)
