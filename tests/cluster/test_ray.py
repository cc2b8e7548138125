"""simulate() on a local Ray instance of two CPUs, through RayExecutor, equals one process."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tablegames.agents import simulate as simulate_games
from tablegames.aluette import VoteChant
from tablegames.cluster import RayExecutor
from tablegames.errors import IllegalMoveError
from tests.cluster import CHUNK, DEADLINE, GAMES, SIMULATED, deadline, one_process, simulate

pytestmark = pytest.mark.cluster


@pytest.fixture(scope="module")
def ray() -> Iterator[Any]:
    """A local Ray instance with two CPUs, quiet and small, stopped after the module."""
    # Ray reports usage statistics over the network unless told not to; CI reaches only PyPI.
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    import ray

    # In this thread: Ray stops its processes when the thread that started them ends.
    with deadline():
        ray.init(
            num_cpus=2,
            include_dashboard=False,
            object_store_memory=100 * 2**20,  # Ray's smallest store; the games send little data
            logging_level="ERROR",
        )
    try:
        yield ray
    finally:
        with deadline():
            ray.shutdown()


@pytest.fixture
def executor(ray: Any) -> Iterator[RayExecutor]:
    with RayExecutor() as executor:
        yield executor


def test_the_executor_runs_calls_in_other_processes(executor: RayExecutor) -> None:
    with deadline():
        pids = {executor.submit(os.getpid).result() for _ in range(4)}
    assert os.getpid() not in pids


def test_the_executor_passes_positional_and_keyword_arguments(executor: RayExecutor) -> None:
    with deadline():
        assert executor.submit(divmod, 17, 5).result() == (3, 2)
        assert executor.submit(sorted, [3, 1, 2], reverse=True).result() == [3, 2, 1]


@pytest.mark.parametrize("game", GAMES)
def test_simulate_on_ray_equals_one_process(executor: RayExecutor, game: str) -> None:
    finished: list[int] = []
    summary = simulate(game, executor=executor, progress=finished.append)
    assert summary.games == SIMULATED
    assert summary == one_process(game)
    assert finished == list(range(CHUNK, SIMULATED + 1, CHUNK))  # one call per chunk, in order


def test_an_illegal_move_on_a_worker_raises_illegal_move_error_here(
    executor: RayExecutor,
) -> None:
    class Cheat:  # a local class: Ray's cloudpickle sends it by value to the workers
        def __init__(self, seed: int) -> None:
            pass

        def choose(self, view: Any, moves: tuple[object, ...]) -> object:
            # Another game's move, in the agent's own seat: simulate applies an agent's move
            # with by=seat, which refuses a move in another seat's name first.
            return VoteChant(view.player, True)

    with deadline(), pytest.raises(IllegalMoveError) as raised:
        simulate_games("ten", games=2, players=3, agents=Cheat, seed=1, executor=executor)
    assert raised.value.code == "core.move.wrong_game"
    # The notes naming the failing game come back from the worker with the error.
    assert any("games=[" in note for note in getattr(raised.value, "__notes__", ()))


def test_shutdown_waits_for_the_running_calls(ray: Any) -> None:
    executor = RayExecutor()
    future = executor.submit(time.sleep, 1.0)
    with deadline():
        executor.shutdown(wait=True)
    assert future.done()
    assert future.exception() is None
    with pytest.raises(RuntimeError, match="after shutdown"):
        executor.submit(os.getpid)


def test_shutdown_can_cancel_the_unfinished_calls(ray: Any) -> None:
    """A call not started is cancelled: one that asks for a resource no node has stays waiting
    for it. (A call already running is not interrupted: this test's call of time.sleep, which
    it once submitted to run, ran on past the deadline when Ray started it before the shutdown
    on a loaded machine.)"""
    executor = RayExecutor(resources={"tablegames_test_nowhere": 1})
    future = executor.submit(time.sleep, 10 * DEADLINE)
    with deadline():
        executor.shutdown(wait=True, cancel_futures=True)
    assert future.done()
    with pytest.raises(ray.exceptions.TaskCancelledError):
        future.result(timeout=0)


def test_task_options_reach_ray(ray: Any) -> None:
    """Ray checks the options: a negative GPU count is refused when the executor is made."""
    with RayExecutor(num_cpus=1) as executor, deadline():
        assert executor.submit(os.getpid).result() != os.getpid()
    with pytest.raises(ValueError, match="num_gpus"):
        RayExecutor(num_gpus=-1)
