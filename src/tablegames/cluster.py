"""Run :func:`tablegames.agents.simulate` on a cluster: a Ray executor.

:func:`~tablegames.agents.simulate` accepts any :class:`concurrent.futures.Executor`. Dask has
one already (``dask.distributed.Client(...).get_executor()``); Ray has none, so
:class:`RayExecutor` adapts Ray tasks to the same interface. Neither framework is a dependency of
tablegames: install them with the ``cluster`` extra (``pip install ".[cluster]"`` in a clone).
This module imports Ray only when a :class:`RayExecutor` is made.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from concurrent.futures import wait as wait_for
from types import ModuleType
from typing import Any, ParamSpec, TypeVar

from tablegames.extras import extra_missing_error

__all__ = ["RayExecutor"]

_P = ParamSpec("_P")
_R = TypeVar("_R")


def _import_ray() -> ModuleType:
    try:
        return importlib.import_module("ray")
    except ImportError as error:
        raise extra_missing_error("RayExecutor", "cluster", error) from error


def _call(fn: Callable[..., object], /, *args: object, **kwargs: object) -> object:
    """Run one submitted call inside a Ray worker."""
    return fn(*args, **kwargs)


class RayExecutor(Executor):
    """A :class:`concurrent.futures.Executor` that runs each submitted call as a Ray task.

    ``submit(fn, /, *args, **kwargs)`` sends the call to Ray as one task and returns Ray's own
    :class:`~concurrent.futures.Future` for it (``ObjectRef.future()``). An exception raised in
    a worker is raised again by ``future.result()`` as a Ray error that is also an instance of
    the original exception's class (``except IllegalMoveError`` still works). The executor
    neither starts nor stops Ray: connect first with ``ray.init(...)`` (without it, Ray starts a
    local instance on the first task, with one worker per core).

    The workers must be able to import tablegames, and the module of any agent class sent to
    them: install both where the workers run, or use Ray's ``runtime_env`` option.

    Example::

        import ray
        from tablegames.agents import RandomAgent, simulate
        from tablegames.cluster import RayExecutor

        ray.init(address="auto")  # or ray.init(num_cpus=2) for a local instance
        with RayExecutor() as executor:  # game: the name of any installed game
            summary = simulate(game, games=10_000, players=4, agents=RandomAgent, seed=1,
                               executor=executor, chunk_size=250)

    Args:
        **options: Options for every task, as Ray's ``remote(...).options(...)`` takes them, for
            example ``num_cpus=1``, ``max_retries=3`` or ``runtime_env={...}``.

    Raises:
        ImportError: if Ray is not installed.
    """

    def __init__(self, **options: object) -> None:
        ray = _import_ray()
        remote = ray.remote(_call)
        self._remote = remote.options(**options) if options else remote
        self._ray = ray
        self._lock = threading.Lock()
        self._running: dict[Future[Any], object] = {}  # future -> its Ray ObjectRef
        self._closed = False

    def submit(self, fn: Callable[_P, _R], /, *args: _P.args, **kwargs: _P.kwargs) -> Future[_R]:
        """Start ``fn(*args, **kwargs)`` as a Ray task and return its future.

        Raises:
            RuntimeError: if the executor has been shut down.
        """
        with self._lock:
            if self._closed:
                raise RuntimeError("cannot submit to a RayExecutor after shutdown")
            ref = self._remote.remote(fn, *args, **kwargs)
            future: Future[_R] = ref.future()
            self._running[future] = ref
        future.add_done_callback(self._forget)
        return future

    def _forget(self, future: Future[Any]) -> None:
        with self._lock:
            self._running.pop(future, None)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Refuse new calls; optionally cancel the unfinished tasks and wait for the others.

        Ray itself keeps running (call ``ray.shutdown()`` to stop it).

        Args:
            wait: Return only when every submitted task has finished or been cancelled.
            cancel_futures: Cancel the tasks that have not finished (``ray.cancel``): those
                not started never run, and their futures raise Ray's ``TaskCancelledError``.
                A task already running may run to its end (Ray interrupts it only where it
                can), and ``wait`` then waits for it, as
                ``concurrent.futures.Executor.shutdown`` waits for its running calls.
        """
        with self._lock:
            self._closed = True
            running = dict(self._running)
        if cancel_futures:
            for ref in running.values():
                self._ray.cancel(ref)
        if wait:
            wait_for(running)


# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
