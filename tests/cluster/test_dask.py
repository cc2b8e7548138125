"""simulate() on a Dask LocalCluster of two worker processes equals one process (issue 14)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

from tablegames.agents import simulate as simulate_games
from tablegames.aluette import VoteChant
from tablegames.errors import IllegalMoveError
from tests.cluster import CHUNK, DEADLINE, GAMES, SIMULATED, deadline, one_process, simulate

pytestmark = pytest.mark.cluster


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    """A Dask client of a local cluster: two worker processes, one thread each."""
    from dask.distributed import Client, LocalCluster

    with deadline():
        cluster = LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            timeout=DEADLINE,
        )
    try:
        with deadline():
            client = Client(cluster, timeout=DEADLINE)
            client.wait_for_workers(2, timeout=DEADLINE)
        yield client
        with deadline():
            client.close(timeout=DEADLINE)
    finally:
        with deadline():
            cluster.close(timeout=DEADLINE)


def test_the_cluster_runs_calls_in_two_other_processes(client: Any) -> None:
    assert len(client.scheduler_info()["workers"]) == 2
    executor = client.get_executor()
    with deadline():
        pids = {executor.submit(os.getpid).result() for _ in range(4)}
    assert os.getpid() not in pids


@pytest.mark.parametrize("game", GAMES)
def test_simulate_on_dask_equals_one_process(client: Any, game: str) -> None:
    finished: list[int] = []
    summary = simulate(game, executor=client.get_executor(), progress=finished.append)
    assert summary.games == SIMULATED
    assert summary == one_process(game)
    assert finished == list(range(CHUNK, SIMULATED + 1, CHUNK))  # one call per chunk, in order


def test_an_illegal_move_on_a_worker_raises_illegal_move_error_here(client: Any) -> None:
    class Cheat:  # a local class: cloudpickle sends it by value to the workers
        def __init__(self, seed: int) -> None:
            pass

        def choose(self, view: Any, moves: tuple[object, ...]) -> object:
            # Another game's move, in the agent's own seat: simulate applies an agent's move
            # with by=seat, which refuses a move in another seat's name first.
            return VoteChant(view.player, True)

    with deadline(), pytest.raises(IllegalMoveError) as raised:
        simulate_games(
            "ten", games=2, players=3, agents=Cheat, seed=1, executor=client.get_executor()
        )
    assert raised.value.code == "core.move.wrong_game"
    # The notes naming the failing game come back from the worker with the error.
    assert any("games=[" in note for note in getattr(raised.value, "__notes__", ()))
