"""Run many games on several processes, or on a cluster.

simulate() takes any concurrent.futures.Executor. Results depend only on the seed, so one
worker, two workers or a cluster give the same summary.
"""

from __future__ import annotations

from tablegames.agents import RandomAgent, simulate

if __name__ == "__main__":  # required for process pools on Windows and macOS
    one = simulate("aluette", games=40, players=4, agents=RandomAgent, seed=2026)
    two = simulate("aluette", games=40, players=4, agents=RandomAgent, seed=2026, workers=2)
    assert one == two  # same seed, same results, whatever the number of workers
    print(
        f"1 worker: {one.games_per_second:.0f} games/s; 2 workers: "
        f"{two.games_per_second:.0f} games/s; wins per seat {two.wins}"
    )

    # On a cluster, pass the cluster's executor instead (neither is a tablegames dependency).
    #
    # Dask: a distributed Client hands out a concurrent.futures executor.
    #
    #     from dask.distributed import Client
    #     client = Client("tcp://scheduler:8786")
    #     summary = simulate("saboteur", games=100_000, players=6, agents=RandomAgent,
    #                        seed=1, executor=client.get_executor())
    #
    # Ray: a three-line executor; ObjectRef.future() is a concurrent.futures.Future.
    #
    #     import concurrent.futures, ray
    #     class RayExecutor(concurrent.futures.Executor):
    #         def submit(self, fn, /, *args, **kwargs):
    #             return ray.remote(fn).remote(*args, **kwargs).future()
    #     ray.init(address="auto")
    #     summary = simulate("ten", games=100_000, players=4, agents=RandomAgent,
    #                        seed=1, executor=RayExecutor(), chunk_size=500)
    #
    # Agent factories must be importable by the workers (module-level classes), and chunk_size
    # sets how many games travel in one task.
