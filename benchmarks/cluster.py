"""simulate() on one process, on a Dask LocalCluster and on a local Ray instance: games/s.

Run from the repository root, with the cluster extra installed (``pip install -e ".[cluster]"``)::

    python benchmarks/cluster.py                      # 300 games x 3 rounds, 2 workers
    python benchmarks/cluster.py --games 600 --rounds 5 --workers 2

Both clusters start once (not timed) and stay up; the rounds then alternate one process, Dask
and Ray, so a change in the machine's load touches all three alike. It prints each round and
the median ratio of each cluster to one process, in games per second of wall-clock time and in
CPU time per game (summed over every process involved: the overhead of the cluster itself).
Figures depend on the machine and its load: docs/guides/simulation.rst records the ones we
measured, with the conditions.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import Executor

from tablegames.agents import RandomAgent, heuristic_factory, simulate

GAME, PLAYERS, SEED = "saboteur", 6, 2026
AGENTS = [heuristic_factory(GAME), RandomAgent] * (PLAYERS // 2)


def cpu_seconds() -> float:
    """CPU time used so far by this process and every process it started (the clusters')."""
    import psutil  # a dependency of dask.distributed

    total = 0.0
    for process in [psutil.Process(), *psutil.Process().children(recursive=True)]:
        try:
            times = process.cpu_times()
        except psutil.NoSuchProcess:
            continue
        total += times.user + times.system
    return total


def measure(games: int, executor: Executor | None, chunk_size: int) -> tuple[float, float]:
    """Simulate the benchmark's games (on ``executor``, or in this process).

    Returns:
        Games per second of wall-clock time, and CPU milliseconds per game summed over this
        process and the clusters' (which the machine's other load inflates less).
    """
    cpu = cpu_seconds()
    summary = simulate(GAME, games, PLAYERS, AGENTS, SEED, executor=executor, chunk_size=chunk_size)
    return summary.games_per_second, 1000 * (cpu_seconds() - cpu) / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")  # no network calls from Ray

    import ray
    from dask.distributed import Client

    from tablegames.cluster import RayExecutor

    chunk = max(1, args.games // (4 * args.workers))  # about four tasks per worker
    started = time.perf_counter()
    client = Client(
        n_workers=args.workers, threads_per_worker=1, processes=True, dashboard_address=None
    )
    dask_started = time.perf_counter()
    ray.init(num_cpus=args.workers, include_dashboard=False, logging_level="ERROR")
    ray_started = time.perf_counter()
    runs: dict[str, Callable[[], tuple[float, float]]] = {
        "1 process": lambda: measure(args.games, None, chunk),
        f"Dask, {args.workers} workers": lambda: measure(args.games, client.get_executor(), chunk),
        f"Ray, {args.workers} workers": lambda: measure(args.games, RayExecutor(), chunk),
    }
    try:
        # Warm up: the workers import tablegames and the agents on their first task.
        measure(2 * args.workers, client.get_executor(), 1)
        measure(2 * args.workers, RayExecutor(), 1)
        figures: dict[str, list[float]] = {name: [] for name in runs}
        cpu: dict[str, list[float]] = {name: [] for name in runs}
        for round_ in range(1, args.rounds + 1):
            for name, run in runs.items():
                speed, cost = run()
                figures[name].append(speed)
                cpu[name].append(cost)
            print(
                f"round {round_} (games/s, CPU ms/game): "
                + "; ".join(f"{n} {figures[n][-1]:.1f}, {cpu[n][-1]:.1f}" for n in runs)
            )
    finally:
        client.close()
        ray.shutdown()

    print(f"\n{GAME}, {PLAYERS} players, heuristic and random seats, {args.games} games a run,")
    print(f"chunk_size {chunk}, {args.rounds} rounds; medians, and ratios to one process:")
    base = statistics.median(figures["1 process"])
    base_cpu = statistics.median(cpu["1 process"])
    for name in runs:
        speed, cost = statistics.median(figures[name]), statistics.median(cpu[name])
        print(
            f"  {name:<16} {speed:7.1f} games/s {speed / base:5.2f}x"
            f"   {cost:6.1f} CPU ms/game {cost / base_cpu:5.2f}x"
        )
    print(
        f"start-up (not timed above): Dask {dask_started - started:.1f} s, "
        f"Ray {ray_started - dask_started:.1f} s"
    )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"Python {platform.python_version()}, {os.cpu_count()} CPUs, load average {load:.1f}; "
        f"command: python benchmarks/cluster.py {' '.join(sys.argv[1:])}".rstrip()
    )


if __name__ == "__main__":  # Dask starts its worker processes by re-importing this file
    main()
