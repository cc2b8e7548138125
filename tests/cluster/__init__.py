"""simulate() on real clusters (issue 14): shared setups, the one-process reference, deadlines.

The tests of this package that start a cluster are marked ``cluster`` and deselected by default;
run them with ``pip install -e ".[cluster]"`` then ``python -m pytest -m cluster tests/cluster``.
"""

from __future__ import annotations

import contextlib
import functools
import signal
from collections.abc import Iterator

import pytest

from tablegames.agents import AgentFactory, RandomAgent, SimulationSummary, heuristic_factory
from tablegames.agents import simulate as simulate_games
from tests.games import BUILT_IN

#: Seconds a cluster may take to start, stop or run one test's games before the test fails: a
#: hung cluster must fail the run, not hang CI.
DEADLINE = 180.0

GAMES = list(BUILT_IN)
PLAYERS = {"aluette": 4, "saboteur": 5, "ten": 3}
#: Few games, in chunks of three, so every run sends several tasks to each of the two workers.
SIMULATED, CHUNK = 12, 3
SEED = 2026


def agents_for(game: str) -> list[AgentFactory]:
    """The game's heuristic agent in even seats, RandomAgent in odd ones."""
    return [
        heuristic_factory(game) if seat % 2 == 0 else RandomAgent for seat in range(PLAYERS[game])
    ]


@contextlib.contextmanager
def deadline(seconds: float = DEADLINE) -> Iterator[None]:
    """Fail the test if the block takes longer than ``seconds`` (a hung cluster must not hang CI).

    An interval timer interrupts the main thread, where pytest runs the tests; the work cannot
    move to a helper thread instead, because Ray stops its processes when the thread that
    started them ends.
    """

    def expire(signum: int, frame: object) -> None:
        pytest.fail(f"a cluster call did not finish within {seconds:g} s", pytrace=True)

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def simulate(game: str, **kwargs: object) -> SimulationSummary:
    """Simulate the game's test setup within the deadline (kwargs: executor, progress...)."""
    with deadline():
        return simulate_games(
            game,
            games=SIMULATED,
            players=PLAYERS[game],
            agents=agents_for(game),
            seed=SEED,
            chunk_size=CHUNK,
            **kwargs,
        )


@functools.cache
def one_process(game: str) -> SimulationSummary:
    """The reference: the same games played in this process, one after the other."""
    return simulate(game)
